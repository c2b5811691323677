//! Whether a move meets a lesson goal, and if not, why, in a sentence computed by the rules
//! core (and the solver for `mate_in`). The runner, the demo and validation all ask here, so
//! the move a lesson expects and the moves it accepts cannot drift apart.

use super::lesson::{legal_move, square, Goal};
use crate::rules::{bit, Move, Position};
use crate::solver::{SolveOptions, Solver};
use crate::t;

/// Node budget for one `mate_in` question: lesson mates are short, this is a safety net.
const MATE_NODES: u64 = 2_000_000;

impl Goal {
    /// `Ok` when the legal move `mv` meets the goal in `pos`, otherwise why not (the move
    /// named in USI).
    pub fn judge(&self, pos: &Position, mv: Move) -> Result<(), String> {
        self.judge_as(pos, mv, &mv.usi(pos.geometry()))
    }

    /// [`judge`](Self::judge), the move named `name` in the answer: as the learner typed it
    /// (`S-2a+` is echoed as such, not as `3b2a+`).
    pub fn judge_as(&self, pos: &Position, mv: Move, name: &str) -> Result<(), String> {
        let g = pos.geometry();
        let after = pos.after(mv);
        match self {
            Goal::Moves(list) => {
                if list.iter().any(|m| Move::parse_usi(m, g) == Ok(mv)) {
                    Ok(())
                } else {
                    Err(t!("content-goal-other-move", usi = name))
                }
            }
            Goal::Check(_) => {
                if after.is_check() {
                    Ok(())
                } else {
                    Err(t!("content-goal-no-check", usi = name))
                }
            }
            Goal::Mate(_) => not_mate(pos, mv, name).map_or(Ok(()), Err),
            Goal::Capture(target) => {
                let sq = square(pos, target)?;
                if mv.to() == sq && pos.piece_at(sq).is_some() {
                    return Ok(());
                }
                match pos.piece_at(sq) {
                    Some(_) => Err(t!("content-goal-no-capture", usi = name, square = target)),
                    None => Err(t!("content-goal-nothing-to-capture", square = target)),
                }
            }
            Goal::Reach { from, to } => {
                let origin = square(pos, from)?;
                let targets = to.iter().map(|t| square(pos, t)).collect::<Result<Vec<_>, _>>()?;
                if mv.from() != Some(origin) {
                    Err(t!("content-goal-other-piece", usi = name, square = from))
                } else if !targets.contains(&mv.to()) {
                    Err(t!("content-goal-other-square", usi = name, squares = to.join(", "), count = to.len()))
                } else {
                    Ok(())
                }
            }
            Goal::MateIn(plies) => mates_within(pos, mv, name, *plies),
        }
    }

    /// Every legal move that meets the goal, in the numbered (USI) order.
    pub fn accepted(&self, pos: &Position) -> Vec<Move> {
        pos.numbered_moves().into_iter().filter(|&m| self.judge(pos, m).is_ok()).collect()
    }

    /// What is wrong with the goal itself in `pos` (the learner there is the side to move):
    /// a square or move that does not exist or is illegal, or a goal no move can meet.
    pub fn problems(&self, pos: &Position) -> Vec<String> {
        let mut out = Vec::new();
        match self {
            Goal::Moves(list) if list.is_empty() => out.push(t!("content-moves-empty")),
            Goal::Moves(list) => out.extend(list.iter().filter_map(|m| legal_move(pos, m).err())),
            Goal::Check(false) | Goal::Mate(false) => out.push(t!("content-goal-false")),
            Goal::Capture(target) => match square(pos, target) {
                Err(e) => out.push(e),
                Ok(sq) if pos.piece_at(sq).is_none_or(|p| p.color == pos.side_to_move()) => out.push(t!(
                    "content-capture-not-enemy",
                    square = target,
                    side = crate::i18n::rules::side(pos.side_to_move().opponent())
                )),
                Ok(_) => {}
            },
            Goal::Reach { from, to } => {
                out.extend(std::iter::once(from).chain(to).filter_map(|s| square(pos, s).err()));
                if let Ok(origin) = square(pos, from) {
                    if pos.piece_at(origin).is_none_or(|p| p.color != pos.side_to_move()) {
                        out.push(t!(
                            "content-reach-not-own",
                            square = from,
                            side = crate::i18n::rules::side(pos.side_to_move())
                        ));
                    }
                    let reachable = pos
                        .legal_move_list()
                        .iter()
                        .filter(|m| m.from() == Some(origin))
                        .fold(0, |bb, m| bb | bit(m.to()));
                    for t in to {
                        if square(pos, t).is_ok_and(|sq| reachable & bit(sq) == 0) {
                            out.push(t!("content-reach-unreachable", from = from, to = t));
                        }
                    }
                }
            }
            Goal::MateIn(n) if n % 2 == 0 => out.push(t!("content-mate-in-even", plies = *n)),
            _ => {}
        }
        if out.is_empty() && self.accepted(pos).is_empty() {
            out.push(t!("content-goal-unmet"));
        }
        out
    }
}

/// Why `mv` (named `name`) is not checkmate, or `None` when it is.
fn not_mate(pos: &Position, mv: Move, name: &str) -> Option<String> {
    let after = pos.after(mv);
    if !after.is_check() {
        return Some(t!("content-goal-not-even-check", usi = name));
    }
    let reply = after.numbered_moves().first().copied()?;
    // The reply in western notation ("Kx1b"), as the learner's board names the last move;
    // in USI ("1a1b") it read unlike every other move the lesson shows.
    Some(t!(
        "content-goal-escape",
        usi = name,
        side = crate::i18n::rules::side(after.side_to_move()),
        reply = after.western(reply)
    ))
}

/// Whether `mv` (named `name`) checks and forces mate within `plies` plies, else the reply
/// that escapes.
fn mates_within(pos: &Position, mv: Move, name: &str, plies: u16) -> Result<(), String> {
    let after = pos.after(mv);
    if !after.is_check() {
        return Err(t!("content-mate-in-no-check", usi = name));
    }
    if plies < 3 {
        return not_mate(pos, mv, name).map_or(Ok(()), Err);
    }
    let opts = SolveOptions { max_plies: plies, nodes: Some(MATE_NODES), hash_mb: 16, ..SolveOptions::default() };
    match Solver::new(opts.hash_mb).defences(&after, plies - 1, &opts) {
        Err(_) => Err(t!("content-mate-in-unknown", usi = name)),
        Ok(defences) => match defences.first() {
            Some((reply, None)) => {
                Err(t!("content-mate-in-escape", usi = name, reply = after.western(*reply), plies = plies))
            }
            _ => Ok(()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap()
    }

    fn mv(p: &Position, usi: &str) -> Move {
        Move::parse_usi(usi, p.geometry()).unwrap()
    }

    #[test]
    fn mate_goal_explains_the_escape() {
        let p = pos("7nk/9/7pp/6N2/9/9/9/9/K8 b G 1");
        let goal = Goal::Mate(true);
        assert_eq!(goal.judge(&p, mv(&p, "G*2b")), Ok(()));
        let err = goal.judge(&p, mv(&p, "G*1b")).unwrap_err();
        assert!(err.contains("gives check, but Gote can answer Kx1b"), "{err}");
        assert!(goal.judge(&p, mv(&p, "9i9h")).unwrap_err().contains("does not even give check"));
        assert_eq!(goal.accepted(&p), vec![mv(&p, "G*2b")]);
    }

    #[test]
    fn mate_in_three_uses_the_solver() {
        // From the tsume fixtures: 1f5b+ 6a5b S*6b.
        let p = pos("3sks3/9/4S4/9/9/8B/9/9/9 b S 1");
        let goal = Goal::MateIn(3);
        let accepted = goal.accepted(&p);
        assert!(accepted.contains(&mv(&p, "1f5b+")), "{accepted:?}");
        for m in &accepted {
            assert!(p.gives_check(*m));
        }
        assert!(goal.judge(&p, mv(&p, "1f2g")).unwrap_err().contains("does not give check"));
        assert!(goal.problems(&p).is_empty());
        assert!(Goal::MateIn(1).accepted(&p).is_empty());
        assert!(!Goal::MateIn(2).problems(&p).is_empty());
    }

    #[test]
    fn reach_and_capture_say_what_is_wrong() {
        let p = pos("4k4/9/9/9/4p4/9/9/4R4/4K4 b - 1");
        let capture = Goal::Capture("5e".into());
        assert_eq!(capture.judge(&p, mv(&p, "5h5e")), Ok(()));
        assert!(capture.judge(&p, mv(&p, "5h5f")).unwrap_err().contains("does not capture the piece on 5e"));
        let reach = Goal::Reach { from: "5h".into(), to: vec!["4h".into(), "3h".into()] };
        assert!(reach.judge(&p, mv(&p, "5i4i")).unwrap_err().contains("the piece on 5h"));
        assert!(reach.judge(&p, mv(&p, "5h6h")).unwrap_err().contains("4h, 3h"));
        let unreachable = Goal::Reach { from: "5h".into(), to: vec!["4g".into()] };
        assert!(unreachable.problems(&p).iter().any(|e| e.contains("cannot move to 4g")));
        assert!(!Goal::Capture("5d".into()).problems(&p).is_empty());
    }
}
