//! The mate solver: proves forced mates (tsume) for all three games, finds the exact
//! shortest mate against the longest resistance, the main line, and the other attacker
//! moves that also mate (uniqueness). Depends only on the rules core and never prints.

mod answer;
mod classical;
mod delay;
mod dfpn;
mod hand;
mod limits;
mod memory;
mod prior;
mod table;

pub use limits::{Limit, Progress};
pub use table::TableError;

use crate::rules::{Color, Move, Position, Role, Rules, Variant};
use dfpn::Search;
use limits::{Clock, Team};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use table::Table;

/// The most threads one search takes.
pub const MAX_THREADS: usize = 256;

/// The largest table that can be asked for, in MiB (a TiB: the machine refuses what it
/// cannot give, see [`Solver::try_new`]). `solve --hash`, `bench --hash` and USI's `USI_Hash`
/// all take up to this.
pub const MAX_HASH_MB: usize = 1 << 20;

/// The longest mate that can be asked for, in plies.
pub const MAX_PLIES: u16 = 4095;

/// How far and how long to search.
#[derive(Clone, Copy)]
pub struct SolveOptions<'a> {
    /// Only mates of at most this many plies count (at most [`MAX_PLIES`]).
    pub max_plies: u16,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
    /// Set from another thread (Ctrl-C, USI `stop`) to stop with `Unknown`.
    pub stop: Option<&'a AtomicBool>,
    /// Whether to look for other mating moves along the main line (plain counting only).
    pub alternatives: bool,
    /// Classical counting (see `classical.rs`): futile interpositions are no defence and not
    /// counted; equal defences prefer leaving the attacker an empty hand.
    pub classical: bool,
    /// Threads searching one table (see [`Solver::solve`]); the answer is the first thread's.
    pub threads: usize,
}

impl Default for SolveOptions<'_> {
    fn default() -> Self {
        SolveOptions {
            max_plies: 255,
            nodes: None,
            time: None,
            hash_mb: 256,
            stop: None,
            alternatives: true,
            classical: false,
            threads: 1,
        }
    }
}

/// The answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Mate in exactly `length` plies (shortest, against the longest defence).
    Mate,
    /// No mate within `max_plies` (or none at all).
    NoMate,
    /// A limit stopped the search (`Solution::stopped_by` says which); `upper_bound` is set
    /// when a mate was found but not proven shortest.
    Unknown,
}

#[derive(Clone, Debug)]
pub struct Solution {
    pub status: Status,
    /// The exact shortest length once proven: with `Mate` always, with `Unknown` when the
    /// limit came while the main line was being settled (the line is then the mate found).
    pub length: Option<u16>,
    pub upper_bound: Option<u16>,
    pub main_line: Vec<Move>,
    /// For each attacker ply of the main line (0-based index into it), other moves that
    /// also mate within the plies left there.
    pub alternatives: Vec<(usize, Vec<Move>)>,
    /// With `Unknown`: the limit that ended the search.
    pub stopped_by: Option<Limit>,
    /// With `NoMate`: whether the refutation holds for mates of any length, not only within
    /// `max_plies` (the search for any mate refuted them all, or the defender can always
    /// escape): "no mate within 4095 plies" then says less than is known.
    pub any_length: bool,
    /// Positions whose moves were generated (expanded or first estimated), by every thread.
    pub nodes: u64,
    pub millis: u64,
}

impl Solution {
    /// Whether the main line's attacker moves are each the only mating move.
    pub fn is_unique(&self) -> bool {
        self.status == Status::Mate && self.alternatives.iter().all(|(_, alts)| alts.is_empty())
    }
}

/// Why a position is no mate problem at all.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    #[error("the side to move has no legal move: the game is already over")]
    GameOver,
    #[error("the defender has no king to mate")]
    NoDefenderKing,
}

/// Whether `pos` (attacker to move) can be asked for a mate at all.
pub fn check_problem(pos: &Position) -> Result<(), ProblemError> {
    if pos.king_square(pos.side_to_move().opponent()).is_none() {
        return Err(ProblemError::NoDefenderKing);
    }
    if !pos.has_legal_move() {
        return Err(ProblemError::GameOver);
    }
    Ok(())
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

/// How a problem's defender hand stands against the classical convention, which gives the
/// defender every piece off the board and out of the attacker's hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefenderHand {
    /// The defender holds every missing piece, or none is missing.
    Complete,
    /// The defender holds nothing while pieces are missing: a problem typed as books print
    /// it, with the attacker's hand alone. Whether it means the convention, or what it says,
    /// is the person's to tell.
    Empty,
    /// The defender holds some of the missing pieces, not all.
    Partial,
}

/// The defender's hand in `pos` (attacker to move), as [`DefenderHand`] tells it apart.
pub fn defender_hand(pos: &Position) -> DefenderHand {
    let defender = pos.side_to_move().opponent();
    let held = pos.hand(defender);
    if give_defender_rest(pos).hand(defender) == held {
        DefenderHand::Complete
    } else if held.iter().all(|&n| n == 0) {
        DefenderHand::Empty
    } else {
        DefenderHand::Partial
    }
}

/// Solves `pos` with the side to move as attacker, with a fresh table (as large as the
/// machine gives, up to `opts.hash_mb`).
pub fn solve<'a>(pos: &Position, opts: &SolveOptions<'a>, progress: Option<&'a mut dyn FnMut(Progress)>) -> Solution {
    Solver::new(opts.hash_mb).solve(pos, opts, progress)
}

/// Raises its flag when dropped.
struct Finish<'f>(&'f AtomicBool);

impl Drop for Finish<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// What the table's entries assume: who attacks, under which rules, with which pieces in
/// play (board and hands together; see `hand.rs`).
#[derive(Clone, PartialEq, Eq)]
struct Context {
    attacker: Color,
    rules: Rules,
    material: [u8; 7],
}

impl Context {
    fn of(pos: &Position, attacker: Color) -> Context {
        let mut material = [0u8; 7];
        for (_, piece) in pos.board_pieces() {
            if piece.role != Role::King {
                material[piece.role.unpromoted().index()] += 1;
            }
        }
        for c in Color::ALL {
            for (m, n) in material.iter_mut().zip(pos.hand(c)) {
                *m += n;
            }
        }
        Context { attacker, rules: *pos.rules(), material }
    }
}

/// A solver that keeps its table between questions about one problem (the puzzle player
/// asks many: is this move still a mate, which defence lasts longest). The table is
/// cleared when the attacker, the rules or the pieces in play change.
pub struct Solver {
    table: Table,
    context: Option<Context>,
}

impl Solver {
    /// A solver with a table of up to `hash_mb` MiB: smaller if the machine cannot give that
    /// much (see [`Solver::try_new`] to be told).
    pub fn new(hash_mb: usize) -> Solver {
        Solver { table: Table::new_capped(hash_mb, true), context: None }
    }

    /// A solver with a table of exactly `hash_mb` MiB, or the error that the memory is not
    /// there.
    pub fn try_new(hash_mb: usize) -> Result<Solver, TableError> {
        Ok(Solver { table: Table::new(hash_mb, true)?, context: None })
    }

    /// Forgets everything the table knows (a benchmark's problems each start afresh, in a
    /// table whose memory the system has already handed over).
    pub fn forget(&mut self) {
        self.table.clear();
        self.context = None;
    }

    /// The table's size in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    fn search<'t, 'a>(
        &'t mut self,
        pos: &Position,
        attacker: Color,
        opts: &SolveOptions<'a>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Search<'t, 'a> {
        let context = Context::of(pos, attacker);
        if self.context.as_ref() != Some(&context) {
            if self.context.is_some() {
                self.table.clear();
            }
            // Annan: a pawn dropped in front of a friendly slider checks from afar, and
            // whether that drop mates (and so is forbidden) depends on the defender's hand.
            // More pieces for the attacker can then take a move away; hands are compared
            // exactly there.
            self.table.set_dominate(context.rules.variant != Variant::Annan);
            self.context = Some(context);
        }
        let clock = Clock::new(opts.time, opts.nodes, opts.stop, progress);
        Search::new(&mut self.table, attacker, clock)
    }

    /// For a position with the defender to move (after an attacker's move), each legal reply
    /// with the exact mate length after it within `plies_left - 1` plies, `None` when that
    /// reply escapes, or the limit that stopped the search. Longest resistance
    /// first (escapes first of all). The limits hold for the whole question.
    pub fn defences(
        &mut self,
        pos: &Position,
        plies_left: u16,
        opts: &SolveOptions,
    ) -> Result<Vec<(Move, Option<u16>)>, Limit> {
        let attacker = pos.side_to_move().opponent();
        let sub = SolveOptions { max_plies: plies_left.saturating_sub(1), alternatives: false, ..*opts };
        let mut s = self.search(pos, attacker, opts, None);
        let mut out = Vec::new();
        for &mv in pos.legal_move_list().iter() {
            let sol = answer::run(&mut s, &pos.after(mv), &sub);
            match sol.status {
                Status::Mate => out.push((mv, sol.length)),
                Status::NoMate => out.push((mv, None)),
                Status::Unknown => return Err(sol.stopped_by.unwrap_or(Limit::Memory)),
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

    /// The defender plies (0-based indices into `line`) of a mating line from `pos` (attacker
    /// to move) that are futile interpositions (無駄合: a piece dropped between the king and
    /// its long-range checker, taken at once by the checker, after which the mate goes on
    /// within the plies left without that piece; see `classical.rs`). The puzzle collection
    /// keeps no puzzle whose main line has one. `Err` with the limit that stopped the search.
    pub fn futile_interpositions(
        &mut self,
        pos: &Position,
        line: &[Move],
        opts: &SolveOptions,
    ) -> Result<Vec<usize>, Limit> {
        let mut s = self.search(pos, pos.side_to_move(), opts, None);
        classical::futile_plies(&mut s, pos, line).ok_or(s.clock.hit.unwrap_or(Limit::Memory))
    }

    /// Whether `mv`, a reply of the defender to move in `pos` (in check), is a futile
    /// interposition when the attacker has `plies_left` plies from `pos` to mate (the
    /// puzzle player asks this of the replies it may choose). `Err` with the limit that
    /// stopped the search.
    pub fn is_futile_interposition(
        &mut self,
        pos: &Position,
        mv: Move,
        plies_left: u16,
        opts: &SolveOptions,
    ) -> Result<bool, Limit> {
        let mut s = self.search(pos, pos.side_to_move().opponent(), opts, None);
        classical::is_futile(&mut s, pos, mv, plies_left).ok_or(s.clock.hit.unwrap_or(Limit::Memory))
    }

    /// Solves `pos` with the side to move as attacker.
    ///
    /// With more than one thread, helpers run the same questions on the same table, taking
    /// the last of equally promising moves where the first thread takes the first, until the
    /// first thread has its answer; their proofs and disproofs answer its questions sooner.
    /// The answer is the first thread's: the same status and length as with one thread.
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
        if opts.threads <= 1 {
            let mut s = self.search(pos, attacker, opts, progress);
            return answer::run(&mut s, pos, opts);
        }
        // Settle the table's context (cleared if need be) before the helpers take handles.
        drop(self.search(pos, attacker, opts, None));
        let done = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..opts.threads)
                .map(|_| {
                    let mut table = self.table.handle();
                    let (done, count) = (&done, &helper_nodes);
                    scope.spawn(move || {
                        // No limit of their own: they stop when the first thread has answered
                        // (which a limit or a stop ends too).
                        let mut clock = Clock::new(None, None, Some(done), None);
                        clock.join(Team::Counts(count));
                        let mut s = Search::new(&mut table, attacker, clock);
                        s.helper = true;
                        answer::run(&mut s, pos, opts).nodes
                    })
                })
                .collect();
            let mut sol = {
                // Raised however the first thread ends, a panic included (the USI engine
                // catches one), before the helpers are waited for.
                let _finish = Finish(&done);
                // Reborrowed for the scope, which the helpers' count lives in.
                let progress = progress.map(|p| p as &mut dyn FnMut(Progress));
                let mut s = self.search(pos, attacker, opts, progress);
                s.clock.join(Team::Reports(&helper_nodes));
                answer::run(&mut s, pos, opts)
            };
            // The nodes of every thread: the first alone may have read the answer off the
            // table the others filled (a mate in one reported 7 or 15 nodes, run to run).
            sol.nodes +=
                helpers.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).sum::<u64>();
            sol
        })
    }
}
