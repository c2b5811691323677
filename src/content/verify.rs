//! Recomputes the facts a question's answer rests on (`verify:` in the files) with the rules
//! core, so a stated answer that the rules contradict fails with the reason.

use super::lesson::{square, Assertion};
use crate::rules::{Move, Position, Role, Square};
use crate::t;

impl Assertion {
    /// `Ok` when the assertion holds in `pos`, otherwise what the rules say instead.
    pub fn check(&self, pos: &Position) -> Result<(), String> {
        let g = pos.geometry();
        let side = crate::i18n::rules::side(pos.side_to_move());
        match self {
            Assertion::Legal(usi) => {
                let mv = Move::parse_usi(usi, g).map_err(|e| e.to_string())?;
                pos.check_move(mv).map_err(|why| {
                    t!(
                        "content-verify-not-legal",
                        usi = usi,
                        reason = crate::i18n::rules::illegal(pos.geometry(), mv, &why)
                    )
                })
            }
            Assertion::Illegal(usi) => {
                let mv = Move::parse_usi(usi, g).map_err(|e| e.to_string())?;
                match pos.check_move(mv) {
                    Ok(()) => Err(t!("content-verify-legal", usi = usi)),
                    Err(_) => Ok(()),
                }
            }
            Assertion::MovesLike { square: name, role: written } => {
                let sq = occupied(pos, name)?;
                let role = Role::from_name(written).ok_or_else(|| t!("content-verify-unknown-role", role = written))?;
                match pos.moves_like(sq) {
                    Some(r) if r == role => Ok(()),
                    _ => Err(t!(
                        "content-verify-moves-like",
                        movement = crate::i18n::rules::movement_at(pos, sq),
                        role = written
                    )),
                }
            }
            Assertion::Backer { square: name, from } => {
                let sq = occupied(pos, name)?;
                let expected = square(pos, from)?;
                match pos.backer(sq) {
                    Some((b, _)) if b == expected => Ok(()),
                    _ => Err(t!("content-verify-backer", movement = crate::i18n::rules::movement_at(pos, sq))),
                }
            }
            Assertion::NoBacker(name) => {
                let sq = occupied(pos, name)?;
                match pos.backer(sq) {
                    None => Ok(()),
                    Some(_) => Err(t!("content-verify-no-backer", movement = crate::i18n::rules::movement_at(pos, sq))),
                }
            }
            Assertion::InCheck(expected) => match pos.is_check() {
                c if c == *expected => Ok(()),
                true => Err(t!("content-verify-in-check", side = side.to_string())),
                false => Err(t!("content-verify-not-in-check", side = side.to_string())),
            },
            Assertion::Checkmate(expected) => match pos.is_checkmate() {
                m if m == *expected => Ok(()),
                true => Err(t!("content-verify-checkmated", side = side.to_string())),
                false => Err(t!("content-verify-not-checkmated", side = side.to_string())),
            },
            Assertion::Destinations { square: name, to } => {
                let sq = occupied(pos, name)?;
                let mut actual: Vec<String> = pos
                    .legal_move_list()
                    .iter()
                    .filter(|m| m.from() == Some(sq))
                    .map(|m| g.square_name(m.to()))
                    .collect();
                actual.sort();
                actual.dedup();
                let mut stated: Vec<String> =
                    to.iter().map(|t| square(pos, t).map(|s| g.square_name(s))).collect::<Result<_, _>>()?;
                stated.sort();
                stated.dedup();
                if actual == stated {
                    return Ok(());
                }
                let missing: Vec<&String> = actual.iter().filter(|s| !stated.contains(s)).collect();
                let wrong: Vec<&String> = stated.iter().filter(|s| !actual.contains(s)).collect();
                let mut parts = Vec::new();
                if !missing.is_empty() {
                    parts.push(t!("content-verify-also-reaches", squares = join(&missing)));
                }
                if !wrong.is_empty() {
                    parts.push(t!("content-verify-cannot-reach", squares = join(&wrong)));
                }
                Err(t!(
                    "content-verify-destinations",
                    square = name,
                    differences = parts.join("; "),
                    movement = crate::i18n::rules::movement_at(pos, sq)
                ))
            }
        }
    }
}

/// The square `name`, which must hold a piece.
fn occupied(pos: &Position, name: &str) -> Result<Square, String> {
    let sq = square(pos, name)?;
    match pos.piece_at(sq) {
        Some(_) => Ok(sq),
        None => Err(t!("content-verify-empty", square = name)),
    }
}

fn join(names: &[&String]) -> String {
    names.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    #[test]
    fn each_assertion_recomputes_and_says_why_when_false() {
        let p = Position::from_sfen(Rules::new(Variant::Annan), "8k/9/9/9/4S4/4R4/9/9/K8 b - 1").unwrap();
        let ok = |yaml: &str| {
            let a: Assertion =
                serde_yaml::with::singleton_map::deserialize(serde_yaml::Deserializer::from_str(yaml)).unwrap();
            a.check(&p)
        };
        assert_eq!(ok("{moves_like: {square: 5e, role: rook}}"), Ok(()));
        assert_eq!(ok("{backer: {square: 5e, from: 5f}}"), Ok(()));
        assert_eq!(ok("{legal: 5e5a}"), Ok(()));
        assert_eq!(ok("{illegal: 5e4d}"), Ok(()));
        assert_eq!(ok("{in_check: false}"), Ok(()));
        assert_eq!(ok("{checkmate: false}"), Ok(()));
        assert_eq!(ok("{no_backer: 5f}"), Ok(()));
        let err = ok("{moves_like: {square: 5e, role: silver}}").unwrap_err();
        assert!(err.contains("has the rook on 5f behind it"), "{err}");
        assert!(ok("{illegal: 5e5a}").unwrap_err().contains("5e5a is legal"));
        assert!(ok("{legal: 5e4d}").unwrap_err().contains("moves like a rook"));
        assert!(ok("{no_backer: 5e}").unwrap_err().contains("behind it"));
        assert!(ok("{moves_like: {square: 5d, role: rook}}").unwrap_err().contains("5d is empty"));
        assert!(ok("{moves_like: {square: 5e, role: wizard}}").unwrap_err().contains("not a role"));
        let err = ok("{destinations: {square: 5f, to: [5g, 5h, 5i, 4f, 3f, 2f, 1f, 6f, 7f, 8f, 9f, 5d]}}").unwrap_err();
        assert!(err.contains("cannot go to 5d"), "{err}");
        let err = ok("{destinations: {square: 5f, to: [5g]}}").unwrap_err();
        assert!(err.contains("can also go to"), "{err}");
    }
}
