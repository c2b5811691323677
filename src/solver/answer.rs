//! From proofs to the answer: the exact shortest length (ask for a mate two plies quicker
//! until there is none), the main line (the attacker mates in exactly the plies left, the
//! defender resists longest) and the other mating moves along it.

use super::classical::classical_line;
use super::dfpn::{Res, Search, NEVER, UNBOUNDED};
use super::{Limit, Solution, SolveOptions, Status};
use crate::rules::{Move, MoveList, Position};

pub(crate) fn run(s: &mut Search<'_, '_>, pos: &Position, opts: &SolveOptions) -> Solution {
    let mut out = Solution {
        status: Status::Unknown,
        length: None,
        upper_bound: None,
        main_line: Vec::new(),
        alternatives: Vec::new(),
        stopped_by: None,
        any_length: false,
        nodes: 0,
        millis: 0,
    };
    let start_nodes = s.clock.nodes;
    s.path.clear();
    let first = first_proof(s, pos, opts.max_plies);
    if first.disproven() {
        out.status = Status::NoMate;
        out.any_length = first.len == NEVER;
    } else if first.proven() {
        // Read while the proofs just found are all in the table: the answer if a limit stops
        // the search before the main line is settled (a shorter one replaces it when the
        // table still holds its proof).
        let mut found = found_line(s, pos, first.len);
        let len = shortest(s, pos, first.len, found.clone());
        out.upper_bound = Some(len);
        if len < first.len {
            found = found_line(s, pos, len).or(found);
        }
        if !s.clock.stopped() && opts.classical {
            if let Some(line) = classical_line(s, pos, len) {
                out.status = Status::Mate;
                out.length = Some(line.len() as u16);
                out.main_line = line;
            }
        } else if !s.clock.stopped() {
            // The shortening ended on a disproof: the length is exact, whatever the walk.
            out.length = Some(len);
            match main_line(s, pos, len, opts.alternatives) {
                Some((line, alts)) => {
                    out.status = Status::Mate;
                    out.length = Some(len);
                    out.main_line = line;
                    out.alternatives = alts;
                }
                // Only a limit interrupts the walk: every position on it is proven.
                None => debug_assert!(s.clock.stopped(), "the main line walk failed without a limit"),
            }
        }
        if out.status == Status::Unknown {
            out.main_line = found.unwrap_or_default();
        }
    }
    if out.status == Status::Unknown {
        out.stopped_by = Some(s.clock.hit.unwrap_or(Limit::Memory));
    }
    out.nodes = s.clock.nodes - start_nodes;
    out.millis = s.clock.elapsed().as_millis() as u64;
    out
}

/// The exact (plain) mate length of `pos` within `bound` plies, `None` when there is none
/// or a limit stops the search.
pub(crate) fn exact_length(s: &mut Search, pos: &Position, bound: u16) -> Option<u16> {
    let r = first_proof(s, pos, bound);
    let len = shortest(s, pos, r.len, None);
    (r.proven() && !s.clock.stopped()).then_some(len)
}

/// Questions over 255 plies (`annan solve` asks up to 4095 unless told otherwise, the USI
/// engine always) first ask whether there is a mate at all. Shorter ones are counted from
/// the start: a first proof found without counting can be longer than the shortest mate
/// (zukou-078: 29 plies for 21), and every shortening step after it is a search of its own.
/// (Zukō at 14M nodes each: asked at 255 plies, 88 proven shortest in 7.5% fewer nodes,
/// geometric mean, than at 4095, which proves the same 88 and zukou-083, a mate in 267 that
/// 255 plies cannot hold.)
const LONG_QUESTION: u16 = 256;

/// A proof of some mate within `max_plies` (not yet the shortest), a disproof, or open
/// numbers when a limit stopped the search. Long questions are first asked without counting
/// plies (see [`UNBOUNDED`]): one entry per position whatever its depth makes that search
/// far cheaper than one that counts down from `max_plies`, and its proofs, with their
/// lengths, stay in the table for the shortening that follows. Only a mate longer than
/// `max_plies` sends the question to the counting search.
fn first_proof(s: &mut Search, pos: &Position, max_plies: u16) -> Res {
    if max_plies >= LONG_QUESTION {
        let r = s.prove(pos, UNBOUNDED);
        if r.disproven() || (r.proven() && r.len <= max_plies) || s.clock.stopped() {
            return r;
        }
    }
    s.prove(pos, max_plies)
}

/// How many times the nodes spent so far a shortening step's first question, from the
/// root alone, may take (see [`shortest`]). A quicker mate that leaves the line early is
/// often proven from the root in a small part of what the questions down the line cost,
/// since those are refutations deep on a line the mate does not take: zukou-047's step
/// "mate within 37?" spent 14.8M nodes on the line before the root proved a mate in 35
/// in 0.2M. Measured at 10M nodes each on Zukō's 100 (quick profile): 82 -> 83 proven
/// shortest (047), none lost, 0.2% fewer nodes on the 82 both prove; 16 hard problems
/// at 8M: 48.89M -> 48.19M nodes, the same 12 proven. A quarter: 83 and 49.13M; half:
/// 48.83M; an eighth did not prove 047 within 25M. The price: zukou-053, proven in 22.8M
/// nodes before, is not within 25M.
const ROOT_FIRST_SHARE: u64 = 3;

/// Shortens a mate in `len` until no quicker one exists: the exact length, or the best
/// found when a limit stops the search. Each step asks the root alone first, within a
/// budget ([`ROOT_FIRST_SHARE`]), then down the line, then the root again without one.
/// `held` is the mate in `len` the table holds, when the caller has already read it (see
/// [`found_line`]).
fn shortest(s: &mut Search, pos: &Position, mut len: u16, mut held: Option<Vec<Move>>) -> u16 {
    while len >= 3 {
        // The root first, within a third of the nodes spent so far: a quicker mate that
        // leaves the line early is found so without the questions down the line.
        let before = s.clock.budget(s.clock.nodes / ROOT_FIRST_SHARE);
        let mut r = s.prove(pos, len - 2);
        s.clock.end_budget(before);
        if !r.proven() && !r.disproven() && !s.clock.stopped() {
            if let Some(line) = held.take().or_else(|| found_line(s, pos, len)) {
                ask_down_the_line(s, pos, &line, len - 2);
            }
            r = s.prove(pos, len - 2);
        }
        if !r.proven() {
            break;
        }
        len = r.len;
        // The mate held was the one in the old length.
        held = None;
    }
    len
}

/// Asks every position along `line` (a mate the table holds) whether it mates within the
/// plies `bound` leaves it, deepest first, before the root is asked.
/// When `bound` is too short these are the refutations the root's search needs on its way
/// down the line, and each one finds those below it already in the table; asked from the
/// root only, the search works down the line through ever longer sibling searches, expanding
/// the positions near the root again and again. (Measured at 25M nodes each: zukou-006's
/// last step 15.6M -> 14.1M nodes, zukou-001 24.9M -> 21.1M, zukou-031 and 053 proven where
/// they were not; 16 hard problems at 8M nodes each: 51.7M -> 50.5M nodes, the same 12
/// proven.) Every verdict is a fact about its position and plies: a wrong guess costs time,
/// never an answer.
fn ask_down_the_line(s: &mut Search, root: &Position, line: &[Move], bound: u16) {
    let mut positions = Vec::with_capacity(line.len());
    let mut pos = root.clone();
    for &mv in line {
        pos.play(mv);
        positions.push(pos.clone());
    }
    // `positions[i]` is the position after `i + 1` plies; the last (mate) needs no question.
    for (i, p) in positions.iter().enumerate().rev().skip(1) {
        let plies = i as u16 + 1;
        if plies < bound {
            s.prove(p, bound - plies);
            if s.clock.stopped() {
                return;
            }
        }
    }
}

/// A mating line read off the table's proofs alone, without searching (a limit has already
/// stopped the search): the attacker plays its quickest proven check, the defender the reply
/// whose proof is longest. It mates within `bound` plies but need not be the shortest mate
/// nor the longest defence. `None` when the table lost part of the proof.
fn found_line(s: &Search, root: &Position, bound: u16) -> Option<Vec<Move>> {
    let mut pos = root.clone();
    let mut left = bound;
    let mut line = Vec::new();
    let mut list = MoveList::new();
    loop {
        let attacker = pos.side_to_move() == s.attacker;
        if attacker {
            pos.checking_moves(&mut list);
        } else {
            pos.legal_moves(&mut list);
            if list.is_empty() {
                return Some(line);
            }
        }
        let mut best: Option<(Move, u16)> = None;
        for &mv in list.iter() {
            let child = pos.after(mv);
            // A counted search settles a mate in one without an entry for the mated
            // position (see `Search::estimate`): it is seen on the board instead. The table
            // is asked for a proof within the plies left, not for any: a position can hold
            // a long proof with a small hand and a shorter one with more.
            let len = s
                .peek(&child, left.saturating_sub(1))
                .filter(Res::proven)
                .map(|r| r.len)
                .or_else(|| (attacker && !child.has_legal_move()).then_some(0));
            match len {
                Some(len) if len < left => {
                    let better = best.is_none_or(|(_, b)| if attacker { len < b } else { len > b });
                    if better {
                        best = Some((mv, len));
                    }
                }
                // Every reply must be proven within the plies left.
                _ if !attacker => return None,
                _ => {}
            }
        }
        let (mv, len) = best?;
        line.push(mv);
        pos.play(mv);
        left = len;
    }
}

/// A main line and, for each attacker move on it (by its index in the line), the other moves
/// that mate as quickly there.
type LineWithAlternatives = (Vec<Move>, Vec<(usize, Vec<Move>)>);

/// Walks the proof: the attacker plays a move that mates in exactly the plies left, the
/// defender a move after which the mate takes longest. `None` if a limit interrupts.
fn main_line(s: &mut Search, root: &Position, len: u16, with_alts: bool) -> Option<LineWithAlternatives> {
    let mut pos = root.clone();
    let mut left = len;
    let mut line = Vec::new();
    let mut alts = Vec::new();
    let mut list = MoveList::new();
    while left > 0 {
        let attacker = pos.side_to_move() == s.attacker;
        let chosen = if attacker {
            pos.checking_moves(&mut list);
            let (chosen, others) = pick(s, &pos, &list, left - 1, !with_alts, with_alts, Side::Attacker)?;
            if with_alts {
                alts.push((line.len(), others));
            }
            chosen?
        } else {
            pos.legal_moves(&mut list);
            // The defence after which no quicker mate exists; every defence mates in time.
            if left < 4 {
                list[0]
            } else {
                pick(s, &pos, &list, left - 3, !with_alts, false, Side::Defender)?.0?
            }
        };
        line.push(chosen);
        pos.play(chosen);
        left -= 1;
    }
    Some((line, alts))
}

/// Whose move `pick` chooses: the attacker wants a child proven within the plies left, the
/// defender one disproven (it resists longer).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Side {
    Attacker,
    Defender,
}

/// The first of `moves` after which the side's wish holds of the position with `remaining`
/// plies left, and with `all` the other such moves. The table's verdicts serve where it has
/// them (the searches that found the length left them there); searches settle the rest.
///
/// Where the attacker's alternatives are read (and so the defence they are read along), the
/// move is the first in move order whose verdict holds: every verdict is a fact of its
/// position, so the line and its uniqueness are the same whatever the table holds, and with
/// more threads, whose table differs from run to run, as with one (by the longest proof held
/// first, zukou-005's line went 8c7b or 8c7d at ply 14 from one two-thread run to the next,
/// and was called unique or not with it).
///
/// Otherwise (`table_first`) either side takes a move the table already holds a verdict
/// for: a line of the same length, found without settling the moves before it. The attacker
/// then tries its quickest proofs first. (Kotobuki's walk, one thread: the first reply in
/// move order that lasts, at 352 plies left, took 4.97M nodes to disprove, where the table
/// held another reply's; 20.33M -> 15.36M nodes in all.) `None` if a limit interrupts.
fn pick(
    s: &mut Search,
    pos: &Position,
    moves: &[Move],
    remaining: u16,
    table_first: bool,
    all: bool,
    side: Side,
) -> Option<(Option<Move>, Vec<Move>)> {
    let wanted = |r: &Res| if side == Side::Attacker { r.proven() } else { r.disproven() };
    let children: Vec<Position> = moves.iter().map(|&mv| pos.after(mv)).collect();
    let mut known: Vec<Option<Res>> = children.iter().map(|c| s.peek(c, remaining)).collect();
    let mut order: Vec<usize> = (0..moves.len()).collect();
    if table_first {
        if let Some(i) = known.iter().position(|k| k.as_ref().is_some_and(wanted)) {
            return Some((Some(moves[i]), Vec::new()));
        }
        if side == Side::Attacker {
            let proof_len = |i: usize| s.peek(&children[i], UNBOUNDED).filter(Res::proven).map(|r| r.len);
            order.sort_by_key(|&i| proof_len(i).unwrap_or(u16::MAX));
        }
    }
    let mut found = Vec::new();
    for i in order {
        let r = match known[i].take() {
            Some(r) => r,
            None => s.prove(&children[i], remaining),
        };
        if s.clock.stopped() {
            return None;
        }
        if wanted(&r) {
            found.push(moves[i]);
            if !all {
                break;
            }
        }
    }
    let first = (!found.is_empty()).then(|| found.remove(0));
    Some((first, found))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};
    use crate::solver::limits::Clock;
    use crate::solver::table::Table;

    #[test]
    fn the_line_of_a_counted_proof_is_read_back_to_the_mate() {
        // musou-077, a mate in 11, asked with the plies counted: its last checks are settled as
        // mates in one, with no entry for the mated positions.
        let sfen = "9/9/9/1+P1+B5/1p2S4/+pn7/1k2G4/s8/+l1L+p1+B3 b 3G2r2s3n2l14p 1";
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
        let mut table = Table::new(16, true).unwrap();
        let mut s = Search::new(&mut table, pos.side_to_move(), Clock::new(None, Some(1_000_000), None, None));
        assert!(s.prove(&pos, 11).proven());
        let line = found_line(&s, &pos, 11).expect("the proof's line");
        assert!(line.len() <= 11 && line.len() % 2 == 1, "{} plies", line.len());
        let end = line.iter().fold(pos.clone(), |p, &mv| p.after(mv));
        assert!(end.is_checkmate());
    }

    #[test]
    fn the_defence_read_with_alternatives_does_not_depend_on_what_the_table_holds() {
        // zukou-005, a mate in 21: at ply 14 the defender may answer 8c7b or 8c7d, each
        // lasting the 7 plies left. Told first that 8c7d lasts, the walk that reads the
        // alternatives still takes 8c7b, the first in move order, as from an empty table (a
        // second thread's findings once chose); the walk for the line alone takes what the
        // table was told, without settling 8c7b.
        let sfen = "n+B1sS4/1R1g5/1Ls6/2k6/2n6/3L5/R8/9/9 b B2P3gs2n2l16p 1";
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
        let walk = |told: bool, with_alts: bool| {
            let mut table = Table::new(16, true).unwrap();
            let mut s = Search::new(&mut table, pos.side_to_move(), Clock::new(None, Some(5_000_000), None, None));
            let line: Vec<Move> = [
                "B*6c", "7d8d", "9g9c+", "8d9c", "8b9b", "9c8c", "P*8d", "8c8d", "P*8e", "8d8c", "8a8b", "7c8b",
                "6c7d+",
            ]
            .iter()
            .map(|m| Move::parse_usi(m, pos.geometry()).unwrap())
            .collect();
            if told {
                let mut at = line.iter().fold(pos.clone(), |p, &mv| p.after(mv));
                at.play(Move::parse_usi("8c7d", pos.geometry()).unwrap());
                assert!(s.prove(&at, 5).disproven());
            }
            let (main, _) = main_line(&mut s, &pos, 21, with_alts).unwrap();
            main[13].usi(pos.geometry())
        };
        assert_eq!(walk(false, true), "8c7b");
        assert_eq!(walk(true, true), "8c7b");
        assert_eq!(walk(true, false), "8c7d");
    }

    #[test]
    fn the_defence_in_move_order_stops_at_the_first_reply_that_lasts() {
        // zukou-005 at ply 14 (see above): 8c7b lasts and comes first; 8c7d, which lasts too,
        // is not searched, even where alternatives are read (only the attacker's are).
        let sfen = "n+B1sS4/1R1g5/1Ls6/2k6/2n6/3L5/R8/9/9 b B2P3gs2n2l16p 1";
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
        let line =
            ["B*6c", "7d8d", "9g9c+", "8d9c", "8b9b", "9c8c", "P*8d", "8c8d", "P*8e", "8d8c", "8a8b", "7c8b", "6c7d+"];
        let at = line.iter().fold(pos.clone(), |p, m| p.after(Move::parse_usi(m, pos.geometry()).unwrap()));
        let mut table = Table::new(16, true).unwrap();
        let mut s = Search::new(&mut table, pos.side_to_move(), Clock::new(None, Some(5_000_000), None, None));
        let replies = at.legal_move_list();
        let (chosen, others) = pick(&mut s, &at, &replies, 5, false, false, Side::Defender).unwrap();
        assert_eq!(chosen.map(|m| m.usi(pos.geometry())).as_deref(), Some("8c7b"));
        assert!(others.is_empty());
        let later = at.after(Move::parse_usi("8c7d", pos.geometry()).unwrap());
        assert!(s.peek(&later, 5).is_none(), "8c7d was settled after 8c7b had been found");
    }
}
