//! `annan explain`: what a piece moves like now and why, where it can go, and whether a
//! move is legal and why. Every fact comes from the rules core; this module only gathers
//! them and words them through `locales/<lang>/explain.ftl` and [`crate::i18n::rules`].

use crate::i18n::rules as words;
use crate::rules::{squares, BackerReason, Bitboard, Move, MovementExplanation, Position, Square};
use crate::t;
use serde_json::{json, Value};

/// Everything `explain` says about one square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareReport {
    pub square: Square,
    pub explanation: Option<MovementExplanation>,
    /// What the piece moves like and why, in words ("the silver on 5e has ..."), or that
    /// the square is empty.
    pub reason: String,
    /// Squares the piece attacks with its current movement (own pieces excluded).
    pub destinations: Bitboard,
    /// Legal moves from this square (empty for the side not to move).
    pub legal_moves: Vec<Move>,
}

/// What a person asks about where a square is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    Square(Square),
    /// A move, legal or not, to be judged by [`move_verdict`] (or, when the text names no
    /// one move, refused by `Position::parse_move` for its reason).
    Move,
}

/// Reads `text`, typed where a square is asked for: a square (`5e`, or `5E`: the case says
/// nothing), else a move in any notation `Position::parse_move` reads (`2g2c` asks whether
/// that move is legal), else why it is neither, in words. A number is not a move here: it
/// picks from a list only where one is shown.
pub fn square_or_move(pos: &Position, text: &str) -> Result<Asked, String> {
    let g = pos.geometry();
    if let Some(sq) = g.parse_typed_square(text) {
        return Ok(Asked::Square(sq));
    }
    let number = text.trim().bytes().all(|b| b.is_ascii_digit());
    match pos.parse_move(text, None) {
        Ok(_) if !number => Ok(Asked::Move),
        Err(e) if !number && e.reads_as_a_move() => Ok(Asked::Move),
        _ => Err(words::bad_square(g, text)),
    }
}

/// Gathers the report for `sq`.
pub fn square_report(pos: &Position, sq: Square) -> SquareReport {
    let explanation = pos.explain_movement(sq);
    let destinations = match &explanation {
        Some(e) => pos.attacks_from(sq) & !pos.pieces_of(e.piece.color),
        None => 0,
    };
    let mut legal_moves: Vec<Move> = pos.legal_move_list().iter().copied().filter(|m| m.from() == Some(sq)).collect();
    legal_moves.sort_by_key(|m| m.usi(pos.geometry()));
    SquareReport { square: sq, reason: words::movement_at(pos, sq), explanation, destinations, legal_moves }
}

/// Squares of the side to move whose movement a backer changes.
pub fn borrowed_movement_squares(pos: &Position) -> Vec<Square> {
    squares(pos.pieces_of(pos.side_to_move()))
        .filter(|&sq| {
            pos.explain_movement(sq).is_some_and(|e| {
                matches!(e.reason, BackerReason::Backed { .. }) && e.moves_like.movement() != e.piece.role.movement()
            })
        })
        .collect()
}

/// The JSON object for one square.
pub fn square_json(pos: &Position, r: &SquareReport) -> Value {
    let g = pos.geometry();
    let names = |bb: Bitboard| squares(bb).map(|s| g.square_name(s)).collect::<Vec<_>>();
    let (piece, owner, backer, moves_like) = match &r.explanation {
        Some(e) => (
            json!(e.piece.role.name()),
            json!(e.piece.color.name()),
            match e.reason {
                BackerReason::Backed { square, piece } => {
                    json!({ "square": g.square_name(square), "piece": piece.role.name() })
                }
                _ => Value::Null,
            },
            json!(e.moves_like.name()),
        ),
        None => (Value::Null, Value::Null, Value::Null, Value::Null),
    };
    json!({
        "square": g.square_name(r.square),
        "piece": piece,
        "owner": owner,
        "backer": backer,
        "reason": r.reason,
        "moves_like": moves_like,
        "destinations": names(r.destinations),
        "legal_moves": r.legal_moves.iter().map(|m| m.usi(g)).collect::<Vec<_>>(),
    })
}

/// One paragraph for people.
pub fn square_text(pos: &Position, r: &SquareReport) -> String {
    let g = pos.geometry();
    let Some(e) = &r.explanation else {
        return t!("explain-empty", square = g.square_name(r.square));
    };
    let mut lines = vec![crate::i18n::capitalise(&t!(
        "explain-piece",
        movement = r.reason.as_str(),
        side = words::side(e.piece.color)
    ))];
    let dest: Vec<String> = squares(r.destinations).map(|q| g.square_name(q)).collect();
    lines.push(if dest.is_empty() {
        t!("explain-reaches-nothing")
    } else {
        t!("explain-reaches", squares = dest.join(" "))
    });
    if e.piece.color == pos.side_to_move() {
        let moves: Vec<String> = r.legal_moves.iter().map(|m| m.usi(g)).collect();
        lines.push(if moves.is_empty() {
            t!("explain-no-legal-move")
        } else {
            t!("explain-legal-moves", count = moves.len(), moves = moves.join(" "))
        });
    }
    lines.join("\n")
}

/// Whether `mv` is legal and why, in one sentence (without its final stop).
pub fn move_verdict(pos: &Position, mv: Move) -> (bool, String) {
    let g = pos.geometry();
    let usi = mv.usi(g);
    match pos.check_move(mv) {
        Ok(()) => {
            let check = pos.gives_check(mv);
            let text = match mv.from() {
                Some(from) => {
                    let movement = words::movement_at(pos, from);
                    if check {
                        t!("explain-legal-check", move = usi, movement = movement)
                    } else {
                        t!("explain-legal", move = usi, movement = movement)
                    }
                }
                None if check => t!("explain-legal-drop-check", move = usi),
                None => t!("explain-legal-drop", move = usi),
            };
            (true, crate::i18n::capitalise(&text))
        }
        Err(why) => (false, crate::i18n::capitalise(&words::not_legal(g, mv, &why))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn annan(sfen: &str) -> Position {
        Position::from_sfen(Rules::new(Variant::Annan), sfen).unwrap()
    }

    #[test]
    fn silver_backed_by_rook_moves_like_a_rook() {
        let pos = annan("8k/9/9/9/4S4/4R4/9/9/4K4 b - 1");
        let sq = pos.geometry().parse_square("5e").unwrap();
        let r = square_report(&pos, sq);
        assert_eq!(r.reason, "the silver on 5e has the rook on 5f behind it, so it moves like a rook");
        let j = square_json(&pos, &r);
        assert_eq!(j["backer"]["square"], "5f");
        assert_eq!(j["moves_like"], "rook");
        assert!(j["legal_moves"].as_array().unwrap().iter().any(|m| m == "5e5b"));
        assert_eq!(borrowed_movement_squares(&pos), vec![sq]);
    }

    #[test]
    fn illegal_move_names_the_reason() {
        let pos = annan("4k4/9/9/9/4S4/9/9/9/4K4 b - 1");
        let mv = Move::parse_usi("5e5a", pos.geometry()).unwrap();
        let (ok, text) = move_verdict(&pos, mv);
        assert!(!ok);
        assert!(text.contains("no friendly piece behind it"), "{text}");
    }
}
