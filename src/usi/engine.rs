//! The engine loop: reads commands on the calling thread, runs each `go mate` on a worker
//! thread of a [`std::thread::scope`] (so the worker can borrow the output), and answers the
//! GUI through a shared [`Write`] sink. The reading thread never waits for the solver: `stop`
//! is answered at once, and a search stopped but still ending hands its solver (and table) to
//! the next one on the next one's thread.

use super::command::{parse, Command, Malformed, MateLimit, Start};
use super::options::{Changed, Options};
use crate::i18n::excerpt;
use crate::rules::{Move, ParseError, Position, Rules};
use crate::solver::{Limit, Progress, Solution, SolveOptions, Solver, Status, MAX_PLIES};
use crate::t;
use std::io::{self, BufRead, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{Scope, ScopedJoinHandle};
use std::time::{Duration, Instant};

/// The longest command line read: a `position` with the moves of a very long game takes a few
/// KiB; a sender that never ends its line must not fill memory.
const LINE_LIMIT: usize = 1 << 20;

/// What [`read_line`] found.
enum Line {
    Complete,
    /// Longer than [`LINE_LIMIT`]: read to its end and dropped.
    TooLong,
    End,
}

/// Reads one line into `bytes`, keeping at most [`LINE_LIMIT`] bytes of it.
fn read_line(input: &mut impl BufRead, bytes: &mut Vec<u8>) -> io::Result<Line> {
    bytes.clear();
    if input.by_ref().take(LINE_LIMIT as u64).read_until(b'\n', bytes)? == 0 {
        return Ok(Line::End);
    }
    if bytes.len() < LINE_LIMIT || bytes.ends_with(b"\n") {
        return Ok(Line::Complete);
    }
    // Skip the rest of the line a buffer at a time.
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(Line::TooLong);
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(Line::TooLong);
            }
            None => {
                let n = buffer.len();
                input.consume(n);
            }
        }
    }
}

/// Serves one USI session: reads `input` line by line until `quit` or the end of input and
/// writes the answers to `output`. At the end of input a search with a time limit runs to its
/// end; one without (`go mate infinite`) is stopped, since no `stop` can come any more.
/// Fails only when `input` cannot be read or `output` cannot be written.
pub fn run<R: BufRead, W: Write + Send>(input: R, output: W) -> io::Result<()> {
    let sink = Sink(Mutex::new(output));
    std::thread::scope(|scope| Session::default().serve(input, &sink, scope))
}

/// What the reading thread and the worker of one search tell each other. Each search has its
/// own: one that was stopped may still be ending while the next one starts.
#[derive(Default)]
struct Flags {
    /// Set by `stop`, `quit` or the end of input: the solver gives up soon after.
    stop: AtomicBool,
    /// Whether the current search's `checkmate` line is claimed: by the worker once it has its
    /// result, or by the reading thread when `stop` comes first. Whoever claims it writes it,
    /// so `stop` is answered at once however long the solver takes to notice the flag.
    answered: AtomicBool,
}

impl Flags {
    /// Claims the `checkmate` line: true for the first caller of a search only.
    fn claim(&self) -> bool {
        !self.answered.swap(true, Ordering::AcqRel)
    }
}

/// The output, shared with the worker; every line is flushed at once, as GUIs wait for it.
struct Sink<W>(Mutex<W>);

impl<W: Write> Sink<W> {
    fn line(&self, text: &str) -> io::Result<()> {
        self.line_if(text, || true).map(drop)
    }

    /// Writes `text` if `now` says so, deciding while no other line can be written: the
    /// worker's progress and a `stop` answer cannot cross. Returns whether it wrote.
    fn line_if(&self, text: &str, now: impl FnOnce() -> bool) -> io::Result<bool> {
        let mut out = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if !now() {
            return Ok(false);
        }
        writeln!(out, "{text}")?;
        out.flush()?;
        Ok(true)
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

impl Kept {
    /// `old` if it was made for these settings, else a new solver (the old table freed first).
    fn fitting(old: Option<Kept>, rules: Rules, hash_mb: usize) -> Kept {
        match old {
            Some(kept) if kept.rules == rules && kept.hash_mb == hash_mb => kept,
            old => {
                drop(old);
                Kept { solver: Solver::new(hash_mb), rules, hash_mb }
            }
        }
    }
}

/// One `go mate` handed to a worker, with the solver or the search that still holds it.
struct Job<'scope> {
    position: Position,
    limit: MateLimit,
    /// When `go mate` came: waiting for the previous search counts against its time.
    asked: Instant,
    rules: Rules,
    hash_mb: usize,
    threads: usize,
    kept: Option<Kept>,
    previous: Option<Worker<'scope>>,
}

/// A search on its thread: the worker gives the solver back (none if it panicked).
struct Worker<'scope> {
    handle: ScopedJoinHandle<'scope, (Option<Kept>, io::Result<()>)>,
    flags: Arc<Flags>,
    limit: MateLimit,
}

impl Worker<'_> {
    /// Waits for the search to end and takes its solver back.
    fn join(self) -> (Option<Kept>, io::Result<()>) {
        self.handle.join().unwrap_or((None, Ok(())))
    }
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

/// Why a `position` command gives no position; `Display` says it in the person's language.
#[derive(Debug, thiserror::Error)]
enum PositionProblem {
    Sfen(#[from] ParseError),
    Move { number: usize, text: String, reason: String },
}

impl std::fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            PositionProblem::Sfen(e) => t!("usi-position-sfen", reason = e.to_string()),
            PositionProblem::Move { number, text, reason } => {
                t!("usi-position-move", number = *number, text = excerpt(text), reason = reason)
            }
        };
        f.write_str(&text)
    }
}

impl Session {
    fn serve<'scope, 'env, R: BufRead, W: Write + Send>(
        mut self,
        mut input: R,
        sink: &'env Sink<W>,
        scope: &'scope Scope<'scope, 'env>,
    ) -> io::Result<()> {
        let mut worker: Option<Worker<'scope>> = None;
        let mut bytes = Vec::new();
        let ended_by_quit = loop {
            let complete = match read_line(&mut input, &mut bytes)? {
                Line::End => break false,
                Line::Complete => true,
                Line::TooLong => false,
            };
            if let Some(done) = worker.take_if(|w| w.handle.is_finished()) {
                self.take_back(done)?;
            }
            if !complete {
                sink.info(&t!("usi-line-too-long", bytes = LINE_LIMIT))?;
                continue;
            }
            // Bytes that are not UTF-8 make an unknown command, not a failure.
            match parse(&String::from_utf8_lossy(&bytes)) {
                Command::GoMate(_) if worker.as_ref().is_some_and(|w| !w.flags.answered.load(Ordering::Acquire)) => {
                    sink.info(&t!("usi-go-mate-busy"))?;
                }
                // A search that has answered (stopped, solved and ending) hands its solver
                // to the next one; the reading thread never waits for it.
                Command::GoMate(limit) => match self.job(limit, worker.take()) {
                    Ok(job) => {
                        let flags = Arc::new(Flags::default());
                        let shared = Arc::clone(&flags);
                        let handle = scope.spawn(move || search(job, &shared, sink));
                        worker = Some(Worker { handle, flags, limit });
                    }
                    Err(previous) => {
                        worker = previous;
                        sink.info(&t!("usi-go-mate-no-position"))?;
                        sink.line("checkmate timeout")?;
                    }
                },
                Command::Stop => {
                    if let Some(w) = &worker {
                        w.flags.stop.store(true, Ordering::Relaxed);
                        sink.line_if("checkmate timeout", || w.flags.claim())?;
                    }
                }
                Command::Quit => break true,
                other => self.answer(other, sink, worker.is_some())?,
            }
        };
        match worker {
            Some(w) => {
                if ended_by_quit || w.limit == MateLimit::Infinite {
                    w.flags.stop.store(true, Ordering::Relaxed);
                }
                self.take_back(w)
            }
            None => Ok(()),
        }
    }

    /// Waits for a search and keeps its solver.
    fn take_back(&mut self, worker: Worker) -> io::Result<()> {
        let (kept, written) = worker.join();
        self.kept = kept;
        written
    }

    /// Commands answered at once, searching or not.
    fn answer<W: Write>(&mut self, command: Command, sink: &Sink<W>, searching: bool) -> io::Result<()> {
        match command {
            Command::Usi => {
                sink.line(concat!("id name annan ", env!("CARGO_PKG_VERSION")))?;
                sink.line(&format!("id author {}", t!("usi-author")))?;
                for option in self.options.announce() {
                    sink.line(&option)?;
                }
                sink.line("usiok")
            }
            Command::IsReady => {
                // The table is made here, not at `go`: GUIs allow time after `isready`.
                if !searching {
                    self.kept = Some(Kept::fitting(self.kept.take(), self.options.rules(), self.options.hash_mb));
                }
                sink.line("readyok")
            }
            Command::SetOption { name, value } => {
                let before = self.options.hash_mb;
                match self.options.set(&name, value.as_deref()) {
                    // The GUI sends the position for the new game next: a stored position that
                    // does not fit the new rules is dropped without a word.
                    Ok(Changed::Rules) => self.read_position().or(Ok(())),
                    Ok(Changed::Hash) => self.check_hash(before, sink),
                    Ok(Changed::Threads | Changed::Nothing) => Ok(()),
                    Err(e) => sink.info(&e.to_string()),
                }
            }
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
                sink.info(&t!("usi-go-play"))?;
                sink.line("bestmove resign")
            }
            Command::Malformed(problem) => {
                if problem.is_position() {
                    self.setup = None;
                    self.position = None;
                }
                sink.info(&problem.to_string())?;
                // A `go mate` that cannot be read is still a `go mate`: the GUI waits for its
                // `checkmate` line, as for one without a position.
                if matches!(problem, Malformed::MateLimit(_)) {
                    sink.line("checkmate timeout")?;
                }
                Ok(())
            }
            Command::Unknown(line) => sink.info(&t!("usi-unknown-command", line = excerpt(&line))),
            Command::Ignored | Command::Empty => Ok(()),
            Command::GoMate(_) | Command::Stop | Command::Quit => {
                unreachable!("the loop handles searches, stop and quit")
            }
        }
    }

    /// Keeps a new `USI_Hash` only if the machine can give that table: one larger than its
    /// memory (or than what it will hand over) is refused with an `info string`, and the
    /// table stays at `before` MiB. The trial table is only reserved, never touched, so asking
    /// costs no time; the real one is made at `isready` or `go`.
    fn check_hash<W: Write>(&mut self, before: usize, sink: &Sink<W>) -> io::Result<()> {
        let asked = self.options.hash_mb;
        if asked == before || Solver::try_new(asked).is_ok() {
            return Ok(());
        }
        self.options.hash_mb = before;
        sink.info(&t!("usi-hash-refused", asked = asked, kept = before))
    }

    /// Plays the last `position` command under the current rules; when that gives no
    /// position, there is none until the next `position` command.
    fn read_position(&mut self) -> Result<(), PositionProblem> {
        let Some((start, moves)) = &self.setup else { return Ok(()) };
        let read = position_from(self.options.rules(), start, moves);
        self.position = read.as_ref().ok().cloned();
        read.map(drop)
    }

    /// The search for `go mate` on the current position, taking over the solver (or the
    /// search `previous` that holds it); `previous` back when there is no position.
    fn job<'scope>(
        &mut self,
        limit: MateLimit,
        previous: Option<Worker<'scope>>,
    ) -> Result<Job<'scope>, Option<Worker<'scope>>> {
        let Some(position) = self.position.clone() else { return Err(previous) };
        // The position's own rules: a 5x5 board is minishogi whatever `USI_Variant` says.
        let (rules, hash_mb, threads) = (*position.rules(), self.options.hash_mb, self.options.threads);
        Ok(Job { position, limit, asked: Instant::now(), rules, hash_mb, threads, kept: self.kept.take(), previous })
    }
}

fn position_from(rules: Rules, start: &Start, moves: &[String]) -> Result<Position, PositionProblem> {
    let mut pos = match start {
        Start::StartPos => Position::startpos(rules),
        Start::Sfen(sfen) => {
            // No other game has a 5x5 board: a minishogi GUI that leaves `USI_Variant` at its
            // default (shogi) is understood, as the command line reads such an SFEN.
            let board = sfen.split_whitespace().next().unwrap_or_default();
            let rules = match crate::formats::game_of_board(board, rules.variant) {
                same if same == rules.variant => rules,
                other => Rules::new(other),
            };
            Position::from_sfen(rules, sfen)?
        }
    };
    for (i, text) in moves.iter().enumerate() {
        let problem = |reason: String| PositionProblem::Move { number: i + 1, text: text.clone(), reason };
        let mv = Move::parse_usi(text, pos.geometry()).map_err(|e| problem(e.to_string()))?;
        pos.check_move(mv).map_err(|illegal| problem(crate::i18n::rules::illegal(pos.geometry(), mv, &illegal)))?;
        pos.play(mv);
    }
    Ok(pos)
}

/// The statistics part of an `info` line. Below one millisecond there is no `nps`: a rate
/// over no measurable time is made up (1 node in "0 ms" said `nps 1000`, and `nps 0` would
/// read as a stalled search). Every `info` field is optional in USI, and GUIs (ShogiHome,
/// ShogiGUI, Shogidokoro) show the fields a line has and leave the speed blank or as it was,
/// so leaving it out is what they handle best. From 1 ms on the rate uses the elapsed time
/// with its full precision, not the whole milliseconds printed, so it is not overstated.
fn stats(nodes: u64, elapsed: Duration) -> String {
    let millis = elapsed.as_millis() as u64;
    if millis == 0 {
        return format!("info time 0 nodes {nodes}");
    }
    let nps = u128::from(nodes).saturating_mul(1_000_000_000) / elapsed.as_nanos().max(1);
    let nps = u64::try_from(nps).unwrap_or(u64::MAX);
    format!("info time {millis} nodes {nodes} nps {nps}")
}

/// The worker: solves, reports progress as `info` lines and ends with one `checkmate` line.
fn search<W: Write>(job: Job, flags: &Flags, sink: &Sink<W>) -> (Option<Kept>, io::Result<()>) {
    let Job { position, limit, asked, rules, hash_mb, threads, kept, previous } = job;
    let mut failed = None;
    let kept = match previous {
        Some(previous) => {
            let (kept, written) = previous.join();
            if let Err(e) = written {
                failed = Some(e);
            }
            kept
        }
        None => kept,
    };
    let mut kept = Kept::fitting(kept, rules, hash_mb);
    // A table refused is halved until the machine gives it; half of what was asked or less
    // means it could not.
    let table_mb = kept.solver.table_bytes() / (1024 * 1024);
    if table_mb.saturating_mul(2) <= hash_mb {
        let said = sink.info(&t!("usi-hash-capped", asked = hash_mb, given = table_mb));
        if let Err(e) = said {
            failed = Some(e);
        }
    }
    let mut progress = |p: Progress| {
        // Nothing follows the answer, not even the statistics of a search still ending.
        let line = format!("{} hashfull {}", stats(p.nodes, p.elapsed), p.permille_full);
        if let Err(e) = sink.line_if(&line, || !flags.answered.load(Ordering::Acquire)) {
            failed.get_or_insert(e);
        }
    };
    let opts = SolveOptions {
        max_plies: MAX_PLIES,
        nodes: None,
        time: match limit {
            MateLimit::Millis(ms) => Some(Duration::from_millis(ms).saturating_sub(asked.elapsed())),
            MateLimit::Infinite => None,
        },
        hash_mb: kept.hash_mb,
        stop: Some(&flags.stop),
        alternatives: false,
        classical: false,
        threads,
    };
    // A solver bug must not leave the GUI waiting for an answer that never comes.
    let solved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        kept.solver.solve(&position, &opts, Some(&mut progress))
    }));
    let claimed = flags.claim();
    let (kept, written) = match solved {
        Ok(solution) => (Some(kept), if claimed { report(&position, &solution, sink) } else { Ok(()) }),
        Err(_) => (None, if claimed { sink.line("checkmate timeout") } else { Ok(()) }),
    };
    (kept, failed.map_or(written, Err))
}

/// The last `info` line and the answer: the main line (the shortest, or the mate found when a
/// limit stopped the shortening), `nomate`, or `timeout`.
fn report<W: Write>(pos: &Position, solution: &Solution, sink: &Sink<W>) -> io::Result<()> {
    let stats = stats(solution.nodes, Duration::from_millis(solution.millis));
    match solution.status {
        Status::NoMate => {
            sink.line(&stats)?;
            sink.line("checkmate nomate")
        }
        // A mate found but not proven shortest (a limit stopped the shortening) is still a
        // mate: `go mate` asks for one.
        Status::Mate | Status::Unknown if !solution.main_line.is_empty() => {
            let line: Vec<String> = solution.main_line.iter().map(|m| m.usi(pos.geometry())).collect();
            let line = line.join(" ");
            if solution.status == Status::Unknown {
                sink.info(&t!("usi-mate-not-shortest", plies = solution.main_line.len()))?;
            }
            sink.line(&format!("{stats} pv {line}"))?;
            sink.line(&format!("checkmate {line}"))
        }
        // (A mate always has moves: only `Unknown` comes here.)
        Status::Unknown | Status::Mate => {
            sink.line(&stats)?;
            if let Some(plies) = solution.upper_bound {
                sink.info(&t!("usi-mate-found-not-shortest", plies = plies))?;
            }
            if solution.stopped_by == Some(Limit::Memory) {
                sink.info(&t!("usi-table-too-small"))?;
            }
            sink.line("checkmate timeout")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn over_long_lines_are_dropped_whole() {
        let mut text = b"isready\n".to_vec();
        text.extend(std::iter::repeat_n(b'x', LINE_LIMIT + 5));
        text.extend(b"\nquit\nlast");
        let mut input = io::BufReader::with_capacity(1000, &text[..]);
        let mut bytes = Vec::new();
        let mut read = || (matches!(read_line(&mut input, &mut bytes).unwrap(), Line::Complete), bytes.clone());
        assert_eq!(read(), (true, b"isready\n".to_vec()));
        assert!(!read().0, "the long line is refused");
        assert_eq!(read(), (true, b"quit\n".to_vec()));
        assert_eq!(read(), (true, b"last".to_vec()));
        assert!(matches!(read_line(&mut input, &mut bytes).unwrap(), Line::End));
    }

    #[test]
    fn no_rate_is_given_for_no_time_and_none_is_overstated() {
        assert_eq!(stats(1, Duration::ZERO), "info time 0 nodes 1");
        assert_eq!(stats(400, Duration::from_micros(999)), "info time 0 nodes 400");
        assert_eq!(stats(1, Duration::from_millis(1)), "info time 1 nodes 1 nps 1000");
        // 1.5 ms prints as 1 but the rate is over 1.5 ms.
        assert_eq!(stats(3000, Duration::from_micros(1500)), "info time 1 nodes 3000 nps 2000000");
        assert_eq!(
            stats(u64::MAX, Duration::from_millis(1)),
            format!("info time 1 nodes {} nps {}", u64::MAX, u64::MAX)
        );
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_kept() {
        let mut text = vec![b'y'; LINE_LIMIT - 1];
        text.push(b'\n');
        let mut input = &text[..];
        let mut bytes = Vec::new();
        assert!(matches!(read_line(&mut input, &mut bytes).unwrap(), Line::Complete));
        assert_eq!(bytes.len(), LINE_LIMIT);
    }
}
