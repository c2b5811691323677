//! `legend`: which symbol on the board is which piece, for a learner who cannot read kanji
//! yet. Every prompt of the tutor and the puzzle player answers it.

use super::runner::{say_in_parts, Pause};
use crate::i18n::pieces::LEGEND_ORDER;
use crate::rules::{Role, Variant};
use crate::t;
use crate::ui::{wrap, PieceStyle, Prompter};
use console::measure_text_width as width;

/// The marks a board may carry besides its pieces, which the legend explains.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Marks {
    /// A lesson's board: `[ ]` around the squares its text points at, and `> <` around the
    /// last move's.
    Lesson,
    /// A puzzle's board: the last move's `> <` only.
    Puzzle,
}

/// The legend said through `prompter`: whole where the room above the prompt after it holds
/// it, else in two parts with a pause between, the pieces, then the rest (on 60x20 the
/// Spanish legend took 27 rows and its title and first pieces went off the top). How it
/// ended: the pause may stop.
pub fn say_legend(prompter: &mut dyn Prompter, variant: Variant, style: PieceStyle, marks: Marks) -> Pause {
    let parts = legend_parts(variant, style, marks);
    let whole = parts.join("\n");
    let room = prompter.room_above(&t!("tutor-press-enter"), &[], &[]);
    if room.is_none_or(|rows| whole.lines().count() <= rows) {
        prompter.say(&whole);
        return Pause::GoOn;
    }
    say_in_parts(prompter, &parts, variant, style, marks)
}

/// The legend in two parts: the pieces of `variant` row by row (each original piece, then its
/// promoted form), kanji, letter and name in the learner's language; then how Gote's pieces
/// look, what the board's `marks` mean, and how to switch the board to the other style.
fn legend_parts(variant: Variant, style: PieceStyle, marks: Marks) -> [String; 2] {
    let cell = |role: Role| format!("{} {:<2} {}", role.kanji(), role.sfen(), name(role));
    let rows: Vec<(String, Option<String>)> = LEGEND_ORDER
        .into_iter()
        .filter(|&r| variant.set_count(r) > 0)
        .map(|r| (cell(r), r.promoted().map(cell)))
        .collect();
    let left = rows.iter().map(|(l, _)| width(l)).max().unwrap_or(0);
    let mut pieces = vec![wrap(&t!("tutor-legend-title"))];
    for (unpromoted, promoted) in rows {
        let line = match promoted {
            Some(p) => format!("  {unpromoted}{}   → {p}", " ".repeat(left - width(&unpromoted))),
            None => format!("  {unpromoted}"),
        };
        pieces.push(line);
    }
    let mut out = vec![wrap(&t!("tutor-legend-gote"))];
    if marks == Marks::Lesson {
        out.push(wrap(&t!("board-legend-highlight")));
    }
    out.push(wrap(&t!("board-legend-last-move")));
    out.push(wrap(&match style {
        PieceStyle::Kanji => t!("tutor-legend-to-letters"),
        PieceStyle::Letters => t!("tutor-legend-to-kanji"),
    }));
    [pieces.join("\n"), out.join("\n")]
}

/// A piece's name in the learner's language.
pub fn name(role: Role) -> String {
    match role {
        Role::Pawn => t!("tutor-piece-pawn"),
        Role::Lance => t!("tutor-piece-lance"),
        Role::Knight => t!("tutor-piece-knight"),
        Role::Silver => t!("tutor-piece-silver"),
        Role::Gold => t!("tutor-piece-gold"),
        Role::Bishop => t!("tutor-piece-bishop"),
        Role::Rook => t!("tutor-piece-rook"),
        Role::King => t!("tutor-piece-king"),
        Role::Tokin => t!("tutor-piece-tokin"),
        Role::PromotedLance => t!("tutor-piece-promoted-lance"),
        Role::PromotedKnight => t!("tutor-piece-promoted-knight"),
        Role::PromotedSilver => t!("tutor-piece-promoted-silver"),
        Role::Horse => t!("tutor-piece-horse"),
        Role::Dragon => t!("tutor-piece-dragon"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legend(variant: Variant, style: PieceStyle, marks: Marks) -> String {
        legend_parts(variant, style, marks).join("\n")
    }

    #[test]
    fn every_piece_of_the_set_is_named_with_its_kanji_and_letter() {
        let text = legend(Variant::Shogi, PieceStyle::Kanji, Marks::Lesson);
        for role in Role::ALL {
            assert!(text.contains(&format!("{} {:<2} {}", role.kanji(), role.sfen(), name(role))), "{role:?}\n{text}");
        }
        assert!(text.contains("--pieces letters"), "{text}");
        let mini = legend(Variant::Minishogi, PieceStyle::Letters, Marks::Puzzle);
        assert!(!mini.contains(Role::Knight.kanji()) && !mini.contains(Role::Lance.kanji()), "{mini}");
        assert!(mini.contains("--pieces kanji"), "{mini}");
    }

    #[test]
    fn the_marks_a_board_carries_are_explained() {
        let lesson = legend(Variant::Annan, PieceStyle::Kanji, Marks::Lesson);
        assert!(lesson.contains("[ ]") && lesson.contains("> <"), "{lesson}");
        // A puzzle's board has no highlighted squares.
        let puzzle = legend(Variant::Annan, PieceStyle::Kanji, Marks::Puzzle);
        assert!(!puzzle.contains("[ ]") && puzzle.contains("> <"), "{puzzle}");
    }
}
