//! The moves a number typed at a prompt picks from, numbered as a person may type them
//! (`moves` at a lesson's or a puzzle's prompt), in the notation the person reads, in as
//! many columns as the terminal holds: one move per line ran to 85 lines for a shogi
//! position and scrolled its own header away.

use super::wrap::{width, wrap};
use crate::rules::{Move, Notation, Numbering, Position, Square};
use crate::t;

/// What marks a checking move: not `+`, which ends a promotion (`2b2a+  +` read as two
/// promotions). The dagger is check in older chess books.
const CHECK_MARK: &str = "†";

/// The header and the moves of `pos` that `numbering` counts through, numbered as a person
/// picks them, in `notation` (`previous_to`: the last move's square, for "same square"
/// names). The heading says which moves they are. At a lesson step: every legal move, or the
/// moves of the squares the step marks ([`Numbering::Touching`]: annan-checkmate's 257 legal
/// moves took 44 rows of 80x24 and scrolled the heading, with its key, off the window), or of
/// those and the squares around them ([`Numbering::Around`]), each
/// check marked. At a mate puzzle: the checks ([`Numbering::Checks`]: no other move is the
/// attacker's), without the mark, since every move checks. Where the list is still taller
/// than the `room` rows above the prompt, what it lists (and the key) is said again under it,
/// in view while a number is typed.
pub fn numbered(
    pos: &Position,
    numbering: Numbering,
    notation: Notation,
    previous_to: Option<Square>,
    room: Option<usize>,
) -> String {
    let mark = CHECK_MARK;
    let (heading, end) = match numbering {
        Numbering::Legal => (t!("board-legal-moves", mark = mark), t!("board-legal-moves-end", mark = mark)),
        Numbering::Touching(_) => (t!("board-marked-moves", mark = mark), t!("board-marked-moves-end", mark = mark)),
        Numbering::Around(_) => (t!("board-around-moves", mark = mark), t!("board-around-moves-end", mark = mark)),
        Numbering::Checks => (t!("board-checking-moves"), t!("board-checking-moves-end")),
    };
    let mark_checks = numbering != Numbering::Checks;
    let mut out = vec![wrap(&heading)];
    out.extend(rows(pos, &pos.numbered_by(numbering), notation, previous_to, mark_checks));
    if room.is_some_and(|room| out.iter().map(|l| l.lines().count()).sum::<usize>() > room) {
        out.push(wrap(&end));
    }
    out.join("\n")
}

/// `moves` numbered from 1, in cells a column apart, as many to a row as the terminal
/// holds; each check marked when `mark_checks`.
fn rows(
    pos: &Position,
    moves: &[Move],
    notation: Notation,
    previous_to: Option<Square>,
    mark_checks: bool,
) -> Vec<String> {
    let names: Vec<(String, bool)> =
        moves.iter().map(|&m| (pos.format_move(m, notation, previous_to), mark_checks && pos.gives_check(m))).collect();
    let widest = names.iter().map(|(n, _)| console::measure_text_width(n)).max().unwrap_or(0);
    let digits = names.len().to_string().len();
    // Without marks, no column is kept for one.
    let mark_width = usize::from(mark_checks);
    let cells: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, (name, check))| {
            let pad = " ".repeat(widest - console::measure_text_width(name));
            let mark = match (mark_checks, *check) {
                (false, _) => "",
                (true, true) => CHECK_MARK,
                (true, false) => " ",
            };
            format!("{:>digits$}. {name}{pad}{mark}", i + 1)
        })
        .collect();
    let cell = digits + 2 + widest + mark_width;
    let per_row = ((width() + 1) / (cell + 1)).max(1);
    cells.chunks(per_row).map(|c| c.join(" ").trim_end().to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    #[test]
    fn every_move_once_in_rows_that_fit_with_checks_marked() {
        // The rook on 9i checks Gote's king on 5a from 9a; the gold, dropped next to it.
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/R3K4 b G 1").unwrap();
        let text = numbered(&pos, Numbering::Legal, Notation::Western, None, None);
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
        // Taller than the window: what it lists, with the key, is said again under it.
        let short = numbered(&pos, Numbering::Legal, Notation::Western, None, Some(rows.len()));
        assert_eq!(short, format!("{text}\n{}", t!("board-legal-moves-end", mark = CHECK_MARK)));
    }

    #[test]
    fn a_puzzles_list_holds_the_checks_and_says_so_again_under_a_list_taller_than_the_window() {
        // A rook and a gold in hand against a bare king: many moves, some of them checks.
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "1k7/9/9/9/9/9/9/9/4K4 b RG 1").unwrap();
        let checks: Vec<Move> = pos.legal_move_list().iter().copied().filter(|&m| pos.gives_check(m)).collect();
        let heading = t!("board-checking-moves");
        let end = t!("board-checking-moves-end");
        let text = numbered(&pos, Numbering::Checks, Notation::Western, None, None);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], heading, "{text}");
        let names: Vec<&str> = lines[1..].iter().flat_map(|r| r.split_whitespace()).skip(1).step_by(2).collect();
        assert_eq!(names.len(), checks.len(), "{text}");
        assert!(
            checks.iter().all(|&m| names.contains(&pos.format_move(m, Notation::Western, None).as_str())),
            "{text}"
        );
        assert!(!text.contains(CHECK_MARK) && !text.contains(&end), "{text}");
        // Where the window has room for it all, the list ends as it is; else it says again what it lists.
        assert_eq!(numbered(&pos, Numbering::Checks, Notation::Western, None, Some(lines.len())), text);
        let short = numbered(&pos, Numbering::Checks, Notation::Western, None, Some(lines.len() - 1));
        assert_eq!(short, format!("{text}\n{end}"));
    }
}
