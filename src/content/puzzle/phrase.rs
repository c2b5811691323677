//! Puzzle titles and hints as message ids of `locales/*/puzzle.ftl` with their arguments
//! (theme, piece, square, length, move) instead of prose, so that every puzzle, generated or
//! not, reads in each language annan speaks, and what a hint claims can be checked against
//! the position.

use super::Tag;
use crate::rules::{Move, Notation, Position, Role};
use crate::t;
use serde::{Deserialize, Serialize};

/// A title or a hint. The `id` key names the message; the other keys are its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "id", deny_unknown_fields)]
pub enum Phrase {
    /// "From the hand: mate in 3": the theme that opens the solution (none: plain tsume).
    #[serde(rename = "puzzle-title")]
    Title {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        theme: Option<Tag>,
        length: u16,
    },
    /// The idea of the first move, from its theme.
    #[serde(rename = "puzzle-hint-idea")]
    Idea {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        theme: Option<Tag>,
    },
    /// Which piece on the board moves first.
    #[serde(rename = "puzzle-hint-piece")]
    Piece { piece: PieceName, square: String },
    /// Which piece is dropped first.
    #[serde(rename = "puzzle-hint-drop")]
    Drop { piece: PieceName },
    /// The move itself, in USI; shown in the reader's notation. The hint that gives the
    /// solution away: a solve after it is not clean.
    #[serde(rename = "puzzle-hint-move")]
    Move {
        #[serde(rename = "move")]
        usi: String,
    },
}

/// A piece type as written in puzzle files: `rook`, `promoted-silver`, `dragon`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PieceName(pub Role);

impl TryFrom<String> for PieceName {
    type Error = String;
    fn try_from(s: String) -> Result<PieceName, String> {
        Role::from_name(&s).map(PieceName).ok_or_else(|| {
            let names: Vec<String> = Role::ALL.iter().map(|&r| String::from(PieceName(r))).collect();
            t!("puzzle-error-piece-name", found = s, known = names.join(", "))
        })
    }
}

impl From<PieceName> for String {
    fn from(p: PieceName) -> String {
        p.0.name().replace(' ', "-")
    }
}

impl Phrase {
    /// The two hints for playing `mv` in `pos`: which piece, then the move itself.
    pub fn for_move(pos: &Position, mv: Move) -> [Phrase; 2] {
        let g = pos.geometry();
        let piece = match (mv.from(), mv.drop_role()) {
            (Some(from), _) => Phrase::Piece {
                piece: PieceName(pos.piece_at(from).map_or(Role::King, |p| p.role)),
                square: g.square_name(from),
            },
            (None, role) => Phrase::Drop { piece: PieceName(role.unwrap_or(Role::Pawn)) },
        };
        [piece, Phrase::Move { usi: mv.usi(g) }]
    }

    /// Whether this hint gives the move away.
    pub fn names_the_move(&self) -> bool {
        matches!(self, Phrase::Move { .. })
    }

    /// The text in the reader's language. `pos` is the position the phrase speaks of (for a
    /// puzzle's title and hints, its start): a move is shown in `notation`, with its USI.
    /// `left` is the plies the mate takes from there: the idea of a drop says "though not
    /// necessarily at once", false of a mate in one.
    pub fn render(&self, pos: &Position, notation: Notation, left: u16) -> String {
        let theme = |t: &Option<Tag>| t.map_or("none", Tag::name);
        match self {
            Phrase::Title { theme: t, length } => t!("puzzle-title", theme = theme(t), length = *length),
            Phrase::Idea { theme: t } => t!("puzzle-hint-idea", theme = theme(t), left = left),
            Phrase::Piece { piece, square } => t!("puzzle-hint-piece", piece = String::from(*piece), square = square),
            Phrase::Drop { piece } => t!("puzzle-hint-drop", piece = String::from(*piece)),
            Phrase::Move { usi } => t!("puzzle-hint-move", move = move_text(pos, usi, notation)),
        }
    }
}

/// `usi` in `notation`, followed by the USI when that differs (so it can be typed as
/// shown); the USI alone when it is not a move here.
fn move_text(pos: &Position, usi: &str, notation: Notation) -> String {
    match Move::parse_usi(usi, pos.geometry()) {
        Ok(mv) if pos.is_legal(mv) => {
            let shown = pos.format_move(mv, notation, None);
            if shown == usi {
                shown
            } else {
                format!("{shown} ({usi})")
            }
        }
        _ => usi.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    #[test]
    fn phrases_read_and_write_as_ids_with_arguments() {
        let yaml = "- id: puzzle-title\n  theme: drop\n  length: 3\n- id: puzzle-hint-drop\n  piece: promoted-silver\n\
                    - id: puzzle-hint-move\n  move: R*5b\n";
        let phrases: Vec<Phrase> = serde_yaml::from_str(yaml).unwrap();
        assert_eq!(phrases[0], Phrase::Title { theme: Some(Tag::Drop), length: 3 });
        assert_eq!(phrases[1], Phrase::Drop { piece: PieceName(Role::PromotedSilver) });
        assert!(phrases[2].names_the_move() && !phrases[1].names_the_move());
        assert_eq!(serde_yaml::to_string(&phrases).unwrap(), yaml);
    }

    #[test]
    fn unknown_ids_arguments_and_pieces_are_refused() {
        for bad in [
            "id: puzzle-hint-nothing\n",
            "id: puzzle-hint-drop\npiece: rook\nsquare: 5e\n",
            "id: puzzle-hint-drop\npiece: queen\n",
            "id: puzzle-title\n",
        ] {
            assert!(serde_yaml::from_str::<Phrase>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_move_hint_is_shown_in_the_chosen_notation_with_its_usi() {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 b R 1").unwrap();
        let mv = Move::parse_usi("R*5b", pos.geometry()).unwrap();
        let [piece, exact] = Phrase::for_move(&pos, mv);
        assert_eq!(piece, Phrase::Drop { piece: PieceName(Role::Rook) });
        assert!(exact.render(&pos, Notation::Usi, 1).contains("R*5b"));
        let japanese = exact.render(&pos, Notation::Japanese, 1);
        assert!(japanese.contains("(R*5b)") && japanese.contains('飛'), "{japanese}");
    }
}
