//! The engine loop: reads commands on the calling thread, runs each `go mate` on a worker
//! thread of a [`std::thread::scope`] (so the worker can borrow the stop flag and the output),
//! and answers the GUI through a shared [`Write`] sink.

use super::command::{parse, Command, MateLimit, Start};
use super::options::{Changed, Options};
use crate::rules::{Move, ParseError, Position, Rules};
use crate::solver::{Progress, Solution, SolveOptions, Solver, Status};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::thread::{Scope, ScopedJoinHandle};
use std::time::Duration;

/// The longest mate looked for, in plies (the default of `annan solve`).
const MAX_PLIES: u16 = 255;

/// Serves one USI session: reads `input` line by line until `quit` or the end of input and
/// writes the answers to `output`. At the end of input a search with a time limit runs to its
/// end; one without (`go mate infinite`) is stopped, since no `stop` can come any more.
/// Fails only when `input` cannot be read or `output` cannot be written.
pub fn run<R: BufRead, W: Write + Send>(input: R, output: W) -> io::Result<()> {
    let sink = Sink(Mutex::new(output));
    let flags = Flags { stop: AtomicBool::new(false), answered: AtomicBool::new(false) };
    std::thread::scope(|scope| Session::default().serve(input, &sink, &flags, scope))
}

/// What the reading thread and the worker tell each other.
struct Flags {
    /// Set by `stop`, `quit` or the end of input: the solver gives up soon after.
    stop: AtomicBool,
    /// Set by the worker just before its `checkmate` line: a GUI that has read that line may
    /// send the next `go mate` before the worker thread has quite ended.
    answered: AtomicBool,
}

/// The output, shared with the worker; every line is flushed at once, as GUIs wait for it.
struct Sink<W>(Mutex<W>);

impl<W: Write> Sink<W> {
    fn line(&self, text: &str) -> io::Result<()> {
        let mut out = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        writeln!(out, "{text}")?;
        out.flush()
    }

    fn info(&self, text: &str) -> io::Result<()> {
        self.line(&format!("info string {text}"))
    }
}

/// A solver kept between searches (its table still helps on the next problem), with the
/// settings it was made for.
struct Kept {
    solver: Solver,
    rules: Rules,
    hash_mb: usize,
}

/// One `go mate` handed to the worker.
struct Job {
    position: Position,
    limit: MateLimit,
    kept: Kept,
}

/// A running search: the worker gives the solver back (none if it panicked).
struct Worker<'scope> {
    handle: ScopedJoinHandle<'scope, (Option<Kept>, io::Result<()>)>,
    limit: MateLimit,
}

/// What the session remembers between commands.
struct Session {
    options: Options,
    /// The last `position` command, read again when the rules change; `None` when it could
    /// not be parsed.
    setup: Option<(Start, Vec<String>)>,
    /// The position it gives under the current rules; `None` when it gives none.
    position: Option<Position>,
    kept: Option<Kept>,
}

impl Default for Session {
    /// Before any `position` command, the start position (as Fairy-Stockfish does).
    fn default() -> Self {
        let options = Options::default();
        let position = Some(Position::startpos(options.rules()));
        Session { options, setup: Some((Start::StartPos, Vec::new())), position, kept: None }
    }
}

/// Why a `position` command gives no position.
#[derive(Debug, thiserror::Error)]
enum PositionProblem {
    #[error("position: {0}")]
    Sfen(#[from] ParseError),
    #[error("position: move {number} `{text}`: {reason}")]
    Move { number: usize, text: String, reason: String },
}

impl Session {
    fn serve<'scope, 'env, R: BufRead, W: Write + Send>(
        mut self,
        mut input: R,
        sink: &'env Sink<W>,
        flags: &'env Flags,
        scope: &'scope Scope<'scope, 'env>,
    ) -> io::Result<()> {
        let mut worker: Option<Worker<'scope>> = None;
        let mut bytes = Vec::new();
        let ended_by_quit = loop {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break false;
            }
            if worker.as_ref().is_some_and(|w| w.handle.is_finished() || flags.answered.load(Ordering::Acquire)) {
                self.reap(worker.take())?;
            }
            // Bytes that are not UTF-8 make an unknown command, not a failure.
            match parse(&String::from_utf8_lossy(&bytes)) {
                Command::GoMate(_) if worker.is_some() => {
                    sink.info("go mate: a search is running; send stop first")?;
                }
                Command::GoMate(limit) => match self.job(limit) {
                    Some(job) => {
                        flags.stop.store(false, Ordering::Relaxed);
                        flags.answered.store(false, Ordering::Relaxed);
                        worker = Some(Worker { handle: scope.spawn(move || search(job, flags, sink)), limit });
                    }
                    None => {
                        sink.info("go mate: no valid position; send a position command first")?;
                        sink.line("checkmate timeout")?;
                    }
                },
                Command::Stop => flags.stop.store(true, Ordering::Relaxed),
                Command::Quit => break true,
                other => self.answer(other, sink, worker.is_some())?,
            }
        };
        if let Some(w) = &worker {
            if ended_by_quit || w.limit == MateLimit::Infinite {
                flags.stop.store(true, Ordering::Relaxed);
            }
        }
        self.reap(worker)
    }

    /// Waits for a search and takes its solver back.
    fn reap(&mut self, worker: Option<Worker>) -> io::Result<()> {
        let Some(worker) = worker else { return Ok(()) };
        let (kept, written) = worker.handle.join().unwrap_or((None, Ok(())));
        self.kept = kept;
        written
    }

    /// Commands answered at once, searching or not.
    fn answer<W: Write>(&mut self, command: Command, sink: &Sink<W>, searching: bool) -> io::Result<()> {
        match command {
            Command::Usi => {
                sink.line(concat!("id name annan ", env!("CARGO_PKG_VERSION")))?;
                sink.line("id author the annan developers")?;
                for option in self.options.announce() {
                    sink.line(&option)?;
                }
                sink.line("usiok")
            }
            Command::IsReady => {
                // The table is made here, not at `go`: GUIs allow time after `isready`.
                if !searching {
                    let kept = self.kept_solver();
                    self.kept = Some(kept);
                }
                sink.line("readyok")
            }
            Command::SetOption { name, value } => match self.options.set(&name, value.as_deref()) {
                // The GUI sends the position for the new game next: a stored position that
                // does not fit the new rules is dropped without a word.
                Ok(Changed::Rules) => self.read_position().or(Ok(())),
                Ok(Changed::Hash | Changed::Nothing) => Ok(()),
                Err(e) => sink.info(&e.to_string()),
            },
            Command::UsiNewGame => {
                self.kept = None;
                Ok(())
            }
            Command::Position { start, moves } => {
                self.setup = Some((start, moves));
                match self.read_position() {
                    Ok(()) => Ok(()),
                    Err(problem) => sink.info(&problem.to_string()),
                }
            }
            Command::GoPlay => {
                sink.info("annan is a mate engine: it answers `go mate`, and resigns any game")?;
                sink.line("bestmove resign")
            }
            Command::Malformed(problem) => {
                if problem.is_position() {
                    self.setup = None;
                    self.position = None;
                }
                sink.info(&problem.to_string())
            }
            Command::Unknown(line) => sink.info(&format!("unknown command: {line}")),
            Command::Ignored | Command::Empty => Ok(()),
            Command::GoMate(_) | Command::Stop | Command::Quit => {
                unreachable!("the loop handles searches, stop and quit")
            }
        }
    }

    /// Plays the last `position` command under the current rules; when that gives no
    /// position, there is none until the next `position` command.
    fn read_position(&mut self) -> Result<(), PositionProblem> {
        let Some((start, moves)) = &self.setup else { return Ok(()) };
        let read = position_from(self.options.rules(), start, moves);
        self.position = read.as_ref().ok().cloned();
        read.map(drop)
    }

    /// The kept solver if it was made for the current settings, else a new one.
    fn kept_solver(&mut self) -> Kept {
        let rules = self.options.rules();
        let hash_mb = self.options.hash_mb;
        match self.kept.take() {
            Some(kept) if kept.rules == rules && kept.hash_mb == hash_mb => kept,
            _ => {
                // Free the old table before making the new one.
                self.kept = None;
                Kept { solver: Solver::new(hash_mb), rules, hash_mb }
            }
        }
    }

    fn job(&mut self, limit: MateLimit) -> Option<Job> {
        let position = self.position.clone()?;
        Some(Job { position, limit, kept: self.kept_solver() })
    }
}

fn position_from(rules: Rules, start: &Start, moves: &[String]) -> Result<Position, PositionProblem> {
    let mut pos = match start {
        Start::StartPos => Position::startpos(rules),
        Start::Sfen(sfen) => Position::from_sfen(rules, sfen)?,
    };
    for (i, text) in moves.iter().enumerate() {
        let problem = |reason: String| PositionProblem::Move { number: i + 1, text: text.clone(), reason };
        let mv = Move::parse_usi(text, pos.geometry()).map_err(|e| problem(e.to_string()))?;
        pos.check_move(mv).map_err(|illegal| problem(crate::i18n::rules::illegal(pos.geometry(), mv, &illegal)))?;
        pos.play(mv);
    }
    Ok(pos)
}

/// The statistics part of an `info` line.
fn stats(nodes: u64, elapsed: Duration) -> String {
    let millis = elapsed.as_millis() as u64;
    let nps = nodes.saturating_mul(1000) / millis.max(1);
    format!("info time {millis} nodes {nodes} nps {nps}")
}

/// The worker: solves, reports progress as `info` lines and ends with one `checkmate` line.
fn search<W: Write>(job: Job, flags: &Flags, sink: &Sink<W>) -> (Option<Kept>, io::Result<()>) {
    let Job { position, limit, mut kept } = job;
    let mut failed = None;
    let mut progress = |p: Progress| {
        if let Err(e) = sink.line(&stats(p.nodes, p.elapsed)) {
            failed.get_or_insert(e);
        }
    };
    let opts = SolveOptions {
        max_plies: MAX_PLIES,
        nodes: None,
        time: match limit {
            MateLimit::Millis(ms) => Some(Duration::from_millis(ms)),
            MateLimit::Infinite => None,
        },
        hash_mb: kept.hash_mb,
        stop: Some(&flags.stop),
        alternatives: false,
        classical: false,
    };
    // A solver bug must not leave the GUI waiting for an answer that never comes.
    let solved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        kept.solver.solve(&position, &opts, Some(&mut progress))
    }));
    // Before the answer goes out, so that whoever has read it finds the flag set.
    flags.answered.store(true, Ordering::Release);
    let (kept, written) = match solved {
        Ok(solution) => (Some(kept), report(&position, &solution, sink)),
        Err(_) => (None, sink.info("the search failed").and_then(|()| sink.line("checkmate timeout"))),
    };
    (kept, failed.map_or(written, Err))
}

/// The last `info` line and the answer: the main line, `nomate`, or `timeout` (saying so
/// when a mate was found but not yet proven shortest).
fn report<W: Write>(pos: &Position, solution: &Solution, sink: &Sink<W>) -> io::Result<()> {
    let stats = stats(solution.nodes, Duration::from_millis(solution.millis));
    match solution.status {
        Status::Mate => {
            let line: Vec<String> = solution.main_line.iter().map(|m| m.usi(pos.geometry())).collect();
            let line = line.join(" ");
            sink.line(&format!("{stats} pv {line}"))?;
            sink.line(&format!("checkmate {line}"))
        }
        Status::NoMate => {
            sink.line(&stats)?;
            sink.line("checkmate nomate")
        }
        Status::Unknown => {
            sink.line(&stats)?;
            if let Some(plies) = solution.upper_bound {
                sink.info(&format!("a mate in {plies} plies was found but not proven shortest"))?;
            }
            sink.line("checkmate timeout")
        }
    }
}
