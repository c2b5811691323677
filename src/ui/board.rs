//! The text board: files 9..1 left to right, ranks a..i top to bottom, both hands, the
//! side to move and the last move. Marked squares carry a character as well as a colour so
//! the board reads the same without colour.

use crate::rules::{bit, Bitboard, Color, Move, Notation, Position, Role, Square, HAND_ROLES_SFEN_ORDER as HAND_ROLES};
use colored::Colorize;

/// Piece glyphs.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PieceStyle {
    #[default]
    Kanji,
    Letters,
}

/// What to draw besides the position.
#[derive(Clone, Debug, Default)]
pub struct BoardView {
    pub pieces: PieceStyle,
    /// Squares to mark with `*` (a lesson's highlights, or where a piece can go): in the
    /// cell's margin for a piece, in place of the dot for an empty square.
    pub highlight: Bitboard,
    /// The move that led to this position, drawn with `>` on its squares.
    pub last_move: Option<(Move, String)>,
}

const KANJI_RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The board as text lines (with ANSI colour when `colored` is enabled).
pub fn render(pos: &Position, view: &BoardView) -> String {
    let g = pos.geometry();
    let w = g.width;
    let mut out = String::new();
    out.push_str(&hand_line(pos, Color::Gote, view.pieces));
    out.push('\n');
    let files: String = (1..=w).rev().map(|f| format!("  {f} ")).collect();
    out.push_str(&format!(" {}\n", files.trim_end()));
    let rule = format!("+{}+\n", "-".repeat(4 * w + 1));
    out.push_str(&rule);
    let (last_from, last_to) = match view.last_move {
        Some((mv, _)) => (mv.from().map_or(0, bit), bit(mv.to())),
        None => (0, 0),
    };
    for r in 0..w {
        out.push('|');
        for f in 0..w {
            let sq = (r * w + f) as Square;
            let highlighted = view.highlight & bit(sq) != 0;
            let empty = pos.piece_at(sq).is_none();
            let marker = if (last_from | last_to) & bit(sq) != 0 {
                '>'
            } else if highlighted && !empty {
                '*'
            } else {
                ' '
            };
            // A marked empty square shows the mark in place of the dot, so it cannot be
            // read as belonging to the neighbouring piece.
            let glyph = match (highlighted && empty && marker == ' ', view.pieces) {
                (true, PieceStyle::Kanji) => " ＊".to_string(),
                (true, PieceStyle::Letters) => " * ".to_string(),
                _ => glyph(pos, sq, view.pieces),
            };
            let cell = format!("{marker}{glyph}");
            let cell = if last_to & bit(sq) != 0 {
                cell.on_yellow().black().to_string()
            } else if view.highlight & bit(sq) != 0 {
                cell.on_green().black().to_string()
            } else if pos.piece_at(sq).is_some_and(|p| p.color == Color::Gote) {
                cell.red().to_string()
            } else {
                cell
            };
            out.push_str(&cell);
        }
        // Kanji boards keep the letter too: moves, lessons and errors all name squares by it.
        let letter = (b'a' + r as u8) as char;
        let rank = match view.pieces {
            PieceStyle::Kanji => format!("{} {letter}", KANJI_RANKS[r]),
            PieceStyle::Letters => letter.to_string(),
        };
        out.push_str(&format!(" | {rank}\n"));
    }
    out.push_str(&rule);
    out.push_str(&hand_line(pos, Color::Sente, view.pieces));
    out.push('\n');
    let mut status = format!("{} to move", pos.side_to_move());
    if pos.is_check() {
        status.push_str(" (in check)");
    }
    if let Some((_, text)) = &view.last_move {
        status.push_str(&format!(". Last move: {text}"));
    }
    out.push_str(&status);
    out.push('\n');
    out
}

/// Three display columns for the piece on `sq` (kanji are two columns wide).
fn glyph(pos: &Position, sq: Square, style: PieceStyle) -> String {
    match (pos.piece_at(sq), style) {
        (None, PieceStyle::Kanji) => " ・".to_string(),
        (None, PieceStyle::Letters) => " . ".to_string(),
        (Some(p), PieceStyle::Kanji) => {
            let side = if p.color == Color::Gote { 'v' } else { ' ' };
            let k = if p.role == Role::King && p.color == Color::Gote { '王' } else { p.role.kanji() };
            format!("{side}{k}")
        }
        (Some(p), PieceStyle::Letters) => format!("{:>2} ", p.sfen()),
    }
}

fn hand_line(pos: &Position, color: Color, style: PieceStyle) -> String {
    let hand = pos.hand(color);
    let items: Vec<String> = HAND_ROLES
        .iter()
        .filter(|r| hand[r.index()] > 0)
        .map(|r| {
            let n = hand[r.index()];
            let name = match style {
                PieceStyle::Kanji => r.kanji().to_string(),
                PieceStyle::Letters => r.letter().to_string(),
            };
            if n > 1 {
                format!("{name}{n}")
            } else {
                name
            }
        })
        .collect();
    let label = format!("{} hand:", color);
    if items.is_empty() {
        format!("{label} -")
    } else {
        format!("{label} {}", items.join(" "))
    }
}

/// The last-move caption in the chosen notation.
pub fn move_caption(before: &Position, mv: Move, notation: Notation, previous_to: Option<Square>) -> String {
    before.format_move(mv, notation, previous_to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    #[test]
    fn letters_board_without_colour_is_plain_text() {
        colored::control::set_override(false);
        let before = Position::startpos(Rules::new(Variant::Minishogi));
        let mv = Move::parse_usi("5d5c", before.geometry()).unwrap();
        let view = BoardView {
            pieces: PieceStyle::Letters,
            last_move: Some((mv, move_caption(&before, mv, Notation::Western, None))),
            ..Default::default()
        };
        let expected = "\
Gote hand: -
   5   4   3   2   1
+---------------------+
|  r   b   s   g   k  | a
|  .   .   .   .   p  | b
|> P   .   .   .   .  | c
|> .   .   .   .   .  | d
|  K   G   S   B   R  | e
+---------------------+
Sente hand: -
Gote to move. Last move: P-5c
";
        assert_eq!(render(&before.after(mv), &view), expected);
    }

    #[test]
    fn last_move_and_highlights_are_marked_without_colour() {
        colored::control::set_override(false);
        let before = Position::startpos(Rules::new(Variant::Shogi));
        let mv = Move::parse_usi("7g7f", before.geometry()).unwrap();
        let after = before.after(mv);
        let view = BoardView {
            pieces: PieceStyle::Kanji,
            highlight: bit(before.geometry().parse_square("5e").unwrap()),
            last_move: Some((mv, move_caption(&before, mv, Notation::Western, None))),
        };
        let text = render(&after, &view);
        assert!(text.contains("> 歩"), "{text}");
        assert!(text.contains(" ＊"), "{text}");
        assert!(text.contains("Last move: P-7f"));
        assert!(text.contains("v王"));
    }
}
