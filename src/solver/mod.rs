//! The mate solver: proves forced mates (tsume) for all three games, finds the exact
//! shortest mate against the longest resistance, the main line, and the other attacker
//! moves that also mate (uniqueness). Depends only on the rules core and never prints.

mod dfpn;
mod table;

pub use dfpn::{Limits, Progress};

use crate::rules::{Color, Move, MoveList, Position, Role};
use dfpn::Search;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use table::Table;

/// How far and how long to search.
#[derive(Clone, Copy)]
pub struct SolveOptions<'a> {
    /// Only mates of at most this many plies count.
    pub max_plies: u16,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
    /// Set from another thread (Ctrl-C) to stop with `Unknown`.
    pub stop: Option<&'a AtomicBool>,
    /// Whether to look for other mating moves along the main line.
    pub alternatives: bool,
}

impl Default for SolveOptions<'_> {
    fn default() -> Self {
        SolveOptions { max_plies: 255, nodes: None, time: None, hash_mb: 256, stop: None, alternatives: true }
    }
}

/// The answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Mate in exactly `length` plies (shortest, against the longest defence).
    Mate,
    /// No mate within `max_plies` (or none at all).
    NoMate,
    /// A limit stopped the search; `upper_bound` is set when a mate was found but not
    /// proven shortest.
    Unknown,
}

#[derive(Clone, Debug)]
pub struct Solution {
    pub status: Status,
    pub length: Option<u16>,
    pub upper_bound: Option<u16>,
    pub main_line: Vec<Move>,
    /// For each attacker ply of the main line (0-based index into it), other moves that
    /// also mate within the plies left there.
    pub alternatives: Vec<(usize, Vec<Move>)>,
    /// Positions whose moves were generated (expanded or first estimated).
    pub nodes: u64,
    pub millis: u64,
}

impl Solution {
    /// Whether the main line's attacker moves are each the only mating move.
    pub fn is_unique(&self) -> bool {
        self.status == Status::Mate && self.alternatives.iter().all(|(_, alts)| alts.is_empty())
    }
}

/// Gives the defender every piece that is on neither the board nor the attacker's hand
/// (kings excepted), as classical tsume assume.
pub fn give_defender_rest(pos: &Position) -> Position {
    let attacker = pos.side_to_move();
    let mut p = pos.clone();
    for role in Role::HAND {
        let on_board = pos.board_pieces().filter(|(_, pc)| pc.role.unpromoted() == role).count() as u8;
        let held = pos.hand(attacker)[role.index()] + pos.hand(attacker.opponent())[role.index()];
        let rest = pos.variant().set_count(role).saturating_sub(on_board + held);
        let d = attacker.opponent();
        let now = p.hand(d)[role.index()];
        p.set_hand(d, role, now + rest);
    }
    p
}

/// Solves `pos` with the side to move as attacker, with a fresh table.
pub fn solve<'a>(pos: &Position, opts: &SolveOptions<'a>, progress: Option<&'a mut dyn FnMut(Progress)>) -> Solution {
    Solver::new(opts.hash_mb).solve(pos, opts, progress)
}

/// A solver that keeps its table between questions about one problem (the puzzle player
/// asks many: is this move still a mate, which defence lasts longest). The table is
/// cleared when the attacking side changes, since entries are kept by attacker.
pub struct Solver {
    table: Table,
    attacker: Option<Color>,
    hash_mb: usize,
}

impl Solver {
    pub fn new(hash_mb: usize) -> Solver {
        Solver { table: Table::new(hash_mb), attacker: None, hash_mb }
    }

    fn search<'t, 'a>(
        &'t mut self,
        attacker: Color,
        opts: &SolveOptions<'a>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Search<'t, 'a> {
        if self.attacker.is_some_and(|a| a != attacker) {
            self.table = Table::new(self.hash_mb);
        }
        self.attacker = Some(attacker);
        let limits = Limits { nodes: opts.nodes, time: opts.time, stop: opts.stop };
        Search::new(&mut self.table, attacker, limits, progress)
    }

    /// For a position with the defender to move (after an attacker's move), each legal reply
    /// with the exact mate length after it within `plies_left - 1` plies, `None` when that
    /// reply escapes, or `Err(())` when a limit stopped the search. Longest resistance first
    /// (escapes first of all).
    pub fn defences(
        &mut self,
        pos: &Position,
        plies_left: u16,
        opts: &SolveOptions,
    ) -> Result<Vec<(Move, Option<u16>)>, ()> {
        let attacker = pos.side_to_move().opponent();
        let mut out = Vec::new();
        for &mv in pos.legal_move_list().iter() {
            let child = pos.after(mv);
            let sub = SolveOptions { max_plies: plies_left.saturating_sub(1), alternatives: false, ..*opts };
            let sol = self.solve_as(attacker, &child, &sub, None);
            match sol.status {
                Status::Mate => out.push((mv, sol.length)),
                Status::NoMate => out.push((mv, None)),
                Status::Unknown => return Err(()),
            }
        }
        out.sort_by_key(|(_, len)| std::cmp::Reverse(len.map_or(u16::MAX, |l| l)));
        Ok(out)
    }

    /// Solves a position with the defender to move (just after an attacker's move): does the
    /// side not to move mate within `opts.max_plies` more plies? Puzzle checks ask this of
    /// every other attacker move, sharing one table.
    pub fn solve_after(&mut self, pos: &Position, opts: &SolveOptions) -> Solution {
        self.solve_as(pos.side_to_move().opponent(), pos, opts, None)
    }

    /// Solves `pos` with the side to move as attacker.
    pub fn solve<'a>(
        &mut self,
        pos: &Position,
        opts: &SolveOptions<'a>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Solution {
        self.solve_as(pos.side_to_move(), pos, opts, progress)
    }

    fn solve_as<'a>(
        &mut self,
        attacker: Color,
        pos: &Position,
        opts: &SolveOptions<'a>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Solution {
        let mut s = self.search(attacker, opts, progress);
        run(&mut s, pos, opts)
    }
}

fn run(s: &mut Search<'_, '_>, pos: &Position, opts: &SolveOptions) -> Solution {
    let max = opts.max_plies as i32;
    let mut out = Solution {
        status: Status::Unknown,
        length: None,
        upper_bound: None,
        main_line: Vec::new(),
        alternatives: Vec::new(),
        nodes: 0,
        millis: 0,
    };
    let first = s.prove(pos, max);
    if first.dn == 0 {
        out.status = Status::NoMate;
    } else if first.pn == 0 {
        // Shorten: ask for a mate two plies quicker until there is none.
        let mut len = first.len;
        let exact = loop {
            if len < 3 {
                break true;
            }
            let r = s.prove(pos, len as i32 - 2);
            if r.pn == 0 {
                len = r.len;
            } else if r.dn == 0 {
                break true;
            } else {
                break false;
            }
        };
        out.upper_bound = Some(len);
        if exact {
            if let Some((line, alts)) = main_line(s, pos, len, opts.alternatives) {
                out.status = Status::Mate;
                out.length = Some(len);
                out.main_line = line;
                out.alternatives = alts;
            }
        }
    }
    out.nodes = s.nodes;
    out.millis = s.elapsed().as_millis() as u64;
    out
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
    let mut left = len as i32;
    let mut line = Vec::new();
    let mut alts = Vec::new();
    let mut list = MoveList::new();
    s.path.clear();
    while left > 0 {
        s.path.push(pos.key());
        let attacker = pos.side_to_move() == s.attacker;
        let chosen = if attacker {
            pos.checking_moves(&mut list);
            let mut chosen = None;
            let mut others = Vec::new();
            for &mv in &list {
                let child = pos.after(mv);
                let r = s.prove(&child, left - 1);
                if s.aborted {
                    return None;
                }
                if r.pn == 0 {
                    if chosen.is_none() {
                        chosen = Some(mv);
                        if !with_alts {
                            break;
                        }
                    } else {
                        others.push(mv);
                    }
                }
            }
            if with_alts {
                alts.push((line.len(), others));
            }
            chosen?
        } else {
            pos.legal_moves(&mut list);
            // The defence after which no quicker mate exists; every defence mates in time.
            let mut chosen = None;
            for &mv in &list {
                let child = pos.after(mv);
                if left < 4 {
                    chosen = Some(mv);
                    break;
                }
                let r = s.prove(&child, left - 3);
                if s.aborted {
                    return None;
                }
                if r.dn == 0 {
                    chosen = Some(mv);
                    break;
                }
            }
            chosen?
        };
        line.push(chosen);
        pos.play(chosen);
        left -= 1;
    }
    s.path.clear();
    Some((line, alts))
}
