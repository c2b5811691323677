//! From proofs to the answer: the exact shortest length (ask for a mate two plies quicker
//! until there is none), the main line (the attacker mates in exactly the plies left, the
//! defender resists longest) and the other mating moves along it.

use super::classical::classical_line;
use super::dfpn::{Res, Search};
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
        nodes: 0,
        millis: 0,
    };
    let start_nodes = s.clock.nodes;
    s.path.clear();
    let first = s.prove(pos, opts.max_plies);
    if first.disproven() {
        out.status = Status::NoMate;
    } else if first.proven() {
        let len = shortest(s, pos, first.len);
        out.upper_bound = Some(len);
        if !s.clock.stopped() && opts.classical {
            if let Some(line) = classical_line(s, pos, len) {
                out.status = Status::Mate;
                out.length = Some(line.len() as u16);
                out.main_line = line;
            }
        } else if !s.clock.stopped() {
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
    let r = s.prove(pos, bound);
    let len = shortest(s, pos, r.len);
    (r.proven() && !s.clock.stopped()).then_some(len)
}

/// Shortens a mate in `len` until no quicker one exists: the exact length, or the best
/// found when a limit stops the search.
fn shortest(s: &mut Search, pos: &Position, mut len: u16) -> u16 {
    while len >= 3 {
        let r = s.prove(pos, len - 2);
        if r.proven() {
            len = r.len;
        } else {
            break;
        }
    }
    len
}

/// Walks the proof: the attacker plays a move that mates in exactly the plies left, the
/// defender a move after which the mate takes longest. `None` if a limit interrupts.
fn main_line(
    s: &mut Search,
    root: &Position,
    len: u16,
    with_alts: bool,
) -> Option<(Vec<Move>, Vec<(usize, Vec<Move>)>)> {
    let mut pos = root.clone();
    let mut left = len;
    let mut line = Vec::new();
    let mut alts = Vec::new();
    let mut list = MoveList::new();
    let mut keys = Vec::new();
    while left > 0 {
        s.path.push(pos.key());
        keys.push(pos.key());
        let attacker = pos.side_to_move() == s.attacker;
        let chosen = if attacker {
            pos.checking_moves(&mut list);
            let (chosen, others) = pick(s, &pos, &list, left - 1, with_alts, |r| r.proven())?;
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
                pick(s, &pos, &list, left - 3, false, |r| r.disproven())?.0?
            }
        };
        line.push(chosen);
        pos.play(chosen);
        left -= 1;
    }
    for k in keys {
        s.path.pop(k);
    }
    Some((line, alts))
}

/// The first of `moves` after which `wanted` holds of the position with `remaining` plies
/// left, and with `all` the other such moves. The table's verdicts are read first (the
/// searches that found the length left them there); searches settle the rest. With `all`
/// every move is settled and the first in move order is chosen. `None` if a limit interrupts.
fn pick(
    s: &mut Search,
    pos: &Position,
    moves: &[Move],
    remaining: u16,
    all: bool,
    wanted: impl Fn(&Res) -> bool,
) -> Option<(Option<Move>, Vec<Move>)> {
    let children: Vec<Position> = moves.iter().map(|&mv| pos.after(mv)).collect();
    let mut known: Vec<Option<Res>> = children.iter().map(|c| s.peek(c, remaining)).collect();
    if !all {
        if let Some(i) = known.iter().position(|k| k.as_ref().is_some_and(&wanted)) {
            return Some((Some(moves[i]), Vec::new()));
        }
    }
    let mut found = Vec::new();
    for (i, child) in children.iter().enumerate() {
        let r = match known[i].take() {
            Some(r) => r,
            None => s.prove(child, remaining),
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
