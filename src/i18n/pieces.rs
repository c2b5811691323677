//! A position's pieces in words, a line for each side: "Sente: king 5i, rook 2b, pawns 6c 7g.
//! In hand: gold, 2 pawns." A screen reader reads the drawn board as a run of dots, bars and
//! kanji, and a piece's file only as its place along a row (a blind player counted tokens by
//! ear for every piece of every puzzle, a playtest): this is the board for the ear, said by
//! the `pieces` keyword at the tutor's and the puzzle player's prompts, by `show --describe`
//! and by `explain --describe`.
//!
//! What is on the board comes from the rules core's queries ([`Position::pieces`],
//! [`Position::hand`]); the names are the rules' own (`rules-role`, `rules-roles`), and
//! Fluent picks singular or plural by the count.

use crate::rules::{squares, Color, Position, Role};
use crate::t;
use serde_json::{json, Value};

/// The unpromoted pieces in the order the legend of the pieces lists them (`legend`, see
/// [`crate::tutor::legend`]), as the board lists its hands: the king, then by value. In a
/// list a promoted piece comes after its unpromoted form, as in the legend, so a learner
/// hears the pieces in the order they learnt them.
pub const LEGEND_ORDER: [Role; 8] =
    [Role::King, Role::Rook, Role::Bishop, Role::Gold, Role::Silver, Role::Knight, Role::Lance, Role::Pawn];

/// Every role in the order pieces are named: [`LEGEND_ORDER`], each followed by its promoted
/// form.
fn named_order() -> impl Iterator<Item = Role> {
    LEGEND_ORDER.into_iter().flat_map(|r| std::iter::once(r).chain(r.promoted()))
}

/// One side's pieces as data: each role on the board with its squares' names in the order
/// the board is read (rank a to the last, file 9 to 1 on each), and each role in hand with
/// its count. The names are taken once here, for the text and the JSON alike.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SidePieces {
    pub color: Color,
    pub board: Vec<(Role, Vec<String>)>,
    pub hand: Vec<(Role, u8)>,
}

impl SidePieces {
    /// `color`'s pieces in `pos`.
    pub fn of(pos: &Position, color: Color) -> SidePieces {
        let geo = pos.geometry();
        let board = named_order()
            .map(|role| (role, squares(pos.pieces(color, role)).map(|sq| geo.square_name(sq)).collect::<Vec<_>>()))
            .filter(|(_, on)| !on.is_empty())
            .collect();
        let held = pos.hand(color);
        let hand =
            named_order().filter(|r| r.index() < held.len()).map(|r| (r, held[r.index()])).filter(|&(_, n)| n > 0);
        SidePieces { color, board, hand: hand.collect() }
    }

    /// The side's line: "Gote: king 5a, pawn 7a. In hand: nothing."
    pub fn line(&self) -> String {
        let board: Vec<String> = self
            .board
            .iter()
            .map(|(role, on)| {
                let (one, many) = (role_name(*role), roles_name(*role));
                t!("pieces-on-board", count = on.len(), one = one, many = many, squares = on.join(" "))
            })
            .collect();
        let hand: Vec<String> = self
            .hand
            .iter()
            .map(|&(role, n)| t!("pieces-in-hand", count = n, one = role_name(role), many = roles_name(role)))
            .collect();
        let listed = |items: Vec<String>, none: String| if items.is_empty() { none } else { items.join(", ") };
        t!(
            "pieces-side",
            side = super::rules::side(self.color),
            board = listed(board, t!("pieces-board-empty")),
            hand = listed(hand, t!("pieces-hand-empty"))
        )
    }

    /// The side's pieces for `--json`: `{"board": [{"piece", "squares"}], "hand": [{"piece", "count"}]}`.
    pub fn json(&self) -> Value {
        let board: Vec<Value> =
            self.board.iter().map(|(role, on)| json!({ "piece": role.name(), "squares": on })).collect();
        let hand: Vec<Value> = self.hand.iter().map(|(role, n)| json!({ "piece": role.name(), "count": n })).collect();
        json!({ "board": board, "hand": hand })
    }
}

fn role_name(role: Role) -> String {
    super::rules::role(role)
}

fn roles_name(role: Role) -> String {
    t!("rules-roles", role = role.name())
}

/// Both sides' lines, Sente's first, as the board is described: the same order whichever
/// side is to move, so that a player who heard one position finds each side where it was.
pub fn describe(pos: &Position) -> String {
    Color::ALL.map(|color| SidePieces::of(pos, color).line()).join("\n")
}

/// Both sides' pieces for `--json`: `{"sente": …, "gote": …}` (see [`SidePieces::json`]).
pub fn json(pos: &Position) -> Value {
    let [sente, gote] = Color::ALL.map(|color| SidePieces::of(pos, color).json());
    json!({ "sente": sente, "gote": gote })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{message_in, Lang};
    use crate::rules::{Rules, Variant};

    fn position(variant: Variant, sfen: &str) -> Position {
        Position::from_sfen(Rules::new(variant), sfen).unwrap()
    }

    #[test]
    fn each_side_is_one_line_king_first_then_by_the_legend() {
        // The brief's example: Sente's pawns on 6c and 7g, rank by rank; Gote's hand empty.
        let pos = position(Variant::Shogi, "2p1k4/7R1/3P2G2/9/9/9/2P6/9/4K4 b GNP2p 1");
        let said = describe(&pos);
        assert_eq!(
            said,
            "Sente: king 5i, rook 2b, gold 3c, pawns 6c 7g. In hand: gold, knight, pawn.\n\
             Gote: king 5a, pawn 7a. In hand: 2 pawns."
        );
    }

    #[test]
    fn promoted_pieces_follow_their_unpromoted_form_and_hands_count() {
        let pos = position(Variant::Shogi, "4k4/9/9/9/9/9/9/1+B+r2+p3/4K2+R1 b b2g3s4p 1");
        let lines: Vec<String> = describe(&pos).lines().map(String::from).collect();
        assert_eq!(lines[0], "Sente: king 5i, dragon 2i, horse 8h. In hand: nothing.");
        assert_eq!(lines[1], "Gote: king 5a, dragon 7h, tokin 4h. In hand: bishop, 2 golds, 3 silvers, 4 pawns.");
    }

    #[test]
    fn a_side_with_no_piece_on_the_board_says_so() {
        // A mate problem's attacker has no king.
        let pos = position(Variant::Minishogi, "4k/5/5/5/5 b G 1");
        assert_eq!(SidePieces::of(&pos, Color::Sente).line(), "Sente: no pieces on the board. In hand: gold.");
        assert_eq!(SidePieces::of(&pos, Color::Gote).line(), "Gote: king 1a. In hand: nothing.");
    }

    #[test]
    fn annan_and_minishogi_start_positions_name_every_piece() {
        let annan = Position::startpos(Rules::new(Variant::Annan));
        let sente = SidePieces::of(&annan, Color::Sente);
        assert_eq!(sente.board.iter().map(|(_, on)| on.len()).sum::<usize>(), 20);
        assert_eq!(sente.board[0], (Role::King, vec!["5i".to_string()]));
        let mini = Position::startpos(Rules::new(Variant::Minishogi));
        assert_eq!(
            describe(&mini),
            "Sente: king 5e, rook 1e, bishop 2e, gold 4e, silver 3e, pawn 5d. In hand: nothing.\n\
             Gote: king 1a, rook 5a, bishop 4a, gold 2a, silver 3a, pawn 1b. In hand: nothing."
        );
    }

    #[test]
    fn every_role_has_a_plural_name_of_its_own_in_every_language() {
        // A role missing from `rules-roles` would take the default's name ("dragons").
        // (Each language's lines are said through the binary: tests/explain.rs.)
        for lang in Lang::ALL {
            let names: std::collections::HashSet<String> = Role::ALL
                .iter()
                .map(|role| message_in(lang, "rules-roles", &[("role", crate::i18n::arg(role.name()))]))
                .collect();
            assert_eq!(names.len(), Role::ALL.len(), "{lang:?}: {names:?}");
        }
    }

    #[test]
    fn json_lists_pieces_by_id() {
        let pos = position(Variant::Minishogi, "4k/5/5/5/P3K b 2G 1");
        assert_eq!(
            json(&pos),
            json!({
                "sente": {
                    "board": [{"piece": "king", "squares": ["1e"]}, {"piece": "pawn", "squares": ["5e"]}],
                    "hand": [{"piece": "gold", "count": 2}]
                },
                "gote": {"board": [{"piece": "king", "squares": ["1a"]}], "hand": []}
            })
        );
    }
}
