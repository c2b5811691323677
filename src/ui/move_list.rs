//! The legal moves, numbered as a person may type them (`moves` at a lesson's or a puzzle's
//! prompt), in the notation the person reads, in as many columns as the terminal holds:
//! one move per line ran to 85 lines for a shogi position and scrolled its own header away.

use super::wrap::{width, wrap};
use crate::rules::{Notation, Position, Square};
use crate::t;

/// What marks a checking move: not `+`, which ends a promotion (`2b2a+  +` read as two
/// promotions). The dagger is check in older chess books.
const CHECK_MARK: &str = "†";

/// The header and the numbered moves of `pos` in `notation` (`previous_to`: the last move's
/// square, for "same square" names), checks marked.
pub fn numbered(pos: &Position, notation: Notation, previous_to: Option<Square>) -> String {
    let names: Vec<(String, bool)> =
        pos.numbered_moves().iter().map(|&m| (pos.format_move(m, notation, previous_to), pos.gives_check(m))).collect();
    let widest = names.iter().map(|(n, _)| console::measure_text_width(n)).max().unwrap_or(0);
    let digits = names.len().to_string().len();
    let cells: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, (name, check))| {
            let pad = " ".repeat(widest - console::measure_text_width(name));
            let mark = if *check { CHECK_MARK } else { " " };
            format!("{:>digits$}. {name}{pad}{mark}", i + 1)
        })
        .collect();
    // Cells a column apart, as many to a row as the terminal holds.
    let cell = digits + 2 + widest + 1;
    let per_row = ((width() + 1) / (cell + 1)).max(1);
    let rows: Vec<String> = cells.chunks(per_row).map(|c| c.join(" ").trim_end().to_string()).collect();
    format!("{}\n{}", wrap(&t!("board-legal-moves", mark = CHECK_MARK)), rows.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    #[test]
    fn every_move_once_in_rows_that_fit_with_checks_marked() {
        // The rook on 9i checks Gote's king on 5a from 9a; the gold, dropped next to it.
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/R3K4 b G 1").unwrap();
        let text = numbered(&pos, Notation::Western, None);
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some(t!("board-legal-moves", mark = CHECK_MARK).as_str()));
        let rows: Vec<&str> = lines.collect();
        assert!(rows.len() > 1 && rows.iter().all(|r| console::measure_text_width(r) <= width()), "{text}");
        // Each cell: "N.", the move, and the mark, attached or after the padding.
        let mut cells: Vec<(String, bool)> = Vec::new();
        for token in rows.iter().flat_map(|r| r.split_whitespace()) {
            match (token.strip_suffix('.').map(|n| n.parse::<usize>()), cells.last_mut()) {
                (Some(Ok(n)), _) => {
                    assert_eq!(n, cells.len() + 1, "{text}");
                    cells.push((String::new(), false));
                }
                (_, Some((name, marked))) if name.is_empty() => {
                    *name = token.trim_end_matches(CHECK_MARK).to_string();
                    *marked = token.ends_with(CHECK_MARK);
                }
                (_, Some((_, marked))) if token == CHECK_MARK => *marked = true,
                _ => panic!("{token:?} in {text}"),
            }
        }
        let moves = pos.numbered_moves();
        assert_eq!(cells.len(), moves.len(), "{text}");
        for ((name, marked), &m) in cells.iter().zip(&moves) {
            assert_eq!(*name, pos.format_move(m, Notation::Western, None), "{text}");
            assert_eq!(*marked, pos.gives_check(m), "{name}: {text}");
        }
        assert!(cells.iter().any(|c| c.1) && cells.iter().any(|c| !c.1), "{text}");
    }
}
