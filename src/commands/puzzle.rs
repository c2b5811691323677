//! `annan puzzle`: plays a mate puzzle of the collection (by id, random, the daily one) or of a
//! file, and records the result.

use super::puzzles::{content_errors, load_progress, the_collection};
use super::Error;
use crate::content::puzzle::{self, verify, Located, Uniqueness};
use crate::puzzle::play::{self, Display, Outcome};
use crate::rng::SplitMix;
use crate::rules::{Move, Notation, Position};
use crate::ui::store::{Progress, Store};
use crate::ui::{prompt, PieceStyle, Prompter};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("which").args(["id", "random", "daily", "file"]))]
pub struct PlayArgs {
    /// A puzzle id from `annan puzzles` (default: the first unsolved one).
    pub id: Option<String>,
    /// A random puzzle from the collection.
    #[arg(long)]
    pub random: bool,
    /// The puzzle of the day (the same for everyone on a given UTC day).
    #[arg(long)]
    pub daily: bool,
    /// Play the puzzles of a file (as written by `annan generate`) instead, or the problem of
    /// a KIF, KI2, CSA, BOD, SFEN or USI file (the solver finds the solution).
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The game of a record file that does not name it (SFEN, USI).
    #[arg(long, value_enum, requires = "file")]
    pub variant: Option<crate::rules::Variant>,
    /// Annan dead-piece rule for a record file.
    #[arg(long = "dead-piece", value_enum, default_value_t = crate::rules::DeadPiece::Backer)]
    pub dead_piece: crate::rules::DeadPiece,
    #[arg(long, value_enum, default_value_t = PieceStyle::Kanji)]
    pub pieces: PieceStyle,
    #[arg(long, value_enum, default_value_t = Notation::Western)]
    pub notation: Notation,
}

/// Days since 1970-01-01 (UTC), for the puzzle of the day.
fn today() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400)
}

fn choose(args: &PlayArgs, all: Vec<Located>, progress: &Progress) -> Result<Vec<Located>, Error> {
    if all.is_empty() {
        return Err(Error::runtime("there are no puzzles"));
    }
    let n = all.len() as u64;
    let index = if let Some(id) = &args.id {
        all.iter()
            .position(|l| &l.puzzle.id == id)
            .ok_or_else(|| Error::input(format!("there is no puzzle '{id}' (`annan puzzles` lists them)")))?
    } else if args.daily {
        (SplitMix::new(today()).next_u64() % n) as usize
    } else if args.random {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        (SplitMix::new(nanos as u64).next_u64() % n) as usize
    } else {
        let unsolved = |l: &&Located| progress.puzzles.get(&l.puzzle.id).is_none_or(|r| r.solved == 0);
        all.iter().position(|l| unsolved(&l)).unwrap_or(0)
    };
    Ok(all.into_iter().nth(index).into_iter().collect())
}

fn read_file(args: &PlayArgs, path: &std::path::Path) -> Result<Vec<Located>, Error> {
    let name = path.display().to_string();
    let bytes = crate::input::read_bytes(path, crate::input::FILE_LIMIT).map_err(|e| Error::input(e.message()))?;
    let (text, _) = crate::formats::decode(&bytes).map_err(|e| Error::input(e.describe(&name)))?;
    if crate::formats::detect(&text).is_some() {
        return record_puzzle(args, &name, &text).map(|l| vec![l]);
    }
    puzzle::parse_file(&name, &text)
        .map_err(|e| Error::input(format!("{name} is not a puzzle file: {}", content_errors(e))))
}

pub fn run(args: &PlayArgs) -> Result<(), Error> {
    let store = Store::open_default().map_err(|e| Error::runtime(e.to_string()))?;
    let mut progress = load_progress(&store)?;
    let from_file = args.file.is_some();
    let chosen = match &args.file {
        Some(path) => read_file(args, path)?,
        None => choose(args, the_collection()?, &progress)?,
    };
    let mut prompter = prompt::for_this_process();
    let display = Display { pieces: args.pieces, notation: args.notation };
    for l in &chosen {
        let (position, line) = if from_file { checked(l)? } else { trusted(l)? };
        let outcome = play::play(prompter.as_mut(), &l.puzzle, &position, &line, display);
        progress = store.update(|p| record(p, &l.puzzle.id, outcome)).map_err(|e| Error::runtime(e.to_string()))?.0;
        say_progress(prompter.as_mut(), &progress, outcome);
        if matches!(outcome, Outcome::Ended { .. }) {
            break;
        }
    }
    Ok(())
}

/// Longest the solver may think about a record's problem before the player gives up on it.
const RECORD_SOLVE_SECONDS: u64 = 60;

/// The problem of a record file as a puzzle: its start position, the solver's solution,
/// and the generator's title and hints for it.
fn record_puzzle(args: &PlayArgs, name: &str, text: &str) -> Result<Located, Error> {
    use crate::puzzle::compose::{compose, Found};
    use crate::solver::{solve, SolveOptions, Status};
    let options = crate::formats::ReadOptions { variant: args.variant, dead_piece: args.dead_piece };
    let game = crate::formats::read_text(text, &options).map_err(|e| Error::input(e.describe(name)))?;
    let opts = SolveOptions {
        max_plies: 255,
        time: Some(std::time::Duration::from_secs(RECORD_SOLVE_SECONDS)),
        alternatives: false,
        ..SolveOptions::default()
    };
    let solution = solve(&game.start, &opts, None);
    if solution.status != Status::Mate || solution.main_line.is_empty() {
        return Err(Error::input(crate::t!("format-no-mate", file = name)));
    }
    let id = std::path::Path::new(name).file_stem().map_or(name.to_string(), |s| s.to_string_lossy().into_owned());
    let found = Found {
        id,
        position: game.start,
        line: solution.main_line,
        annan_only: false,
        nodes: solution.nodes,
        origin: name.to_string(),
    };
    let mut puzzle = compose(&found);
    if found.position.variant() == crate::rules::Variant::Annan && args.dead_piece != crate::rules::DeadPiece::default()
    {
        puzzle.dead_piece = Some(args.dead_piece);
    }
    Ok(Located { file: name.to_string(), first_line: 1, text: text.to_string(), puzzle })
}

/// A puzzle from a file, checked now: it must be correct, but may have several solutions
/// (the player accepts any mate in time).
fn checked(l: &Located) -> Result<(Position, Vec<Move>), Error> {
    let v = verify(&l.puzzle, Uniqueness::Allowed).map_err(|problems| {
        let errors = problems.into_iter().map(|pr| l.error(&pr.needle, pr.message)).collect();
        Error::input(format!("{} is not a playable puzzle:\n{}", l.file, content_errors(errors)))
    })?;
    Ok((v.position, v.line))
}

/// A collection puzzle: the tests verified it, so only the position and line are read.
fn trusted(l: &Located) -> Result<(Position, Vec<Move>), Error> {
    let position = l.puzzle.position().map_err(|e| Error::runtime(format!("{}: {e}", l.file)))?;
    let line = l.puzzle.line(&position).map_err(|(_, why)| Error::runtime(format!("{}: {why}", l.file)))?;
    Ok((position, line))
}

fn record(progress: &mut Progress, id: &str, outcome: Outcome) {
    let entry = progress.puzzles.entry(id.to_string()).or_default();
    match outcome {
        Outcome::Solved { clean: true } => {
            entry.solved = entry.solved.saturating_add(1);
            progress.streak = progress.streak.saturating_add(1);
            progress.best_streak = progress.best_streak.max(progress.streak);
        }
        Outcome::Solved { clean: false } | Outcome::GaveUp | Outcome::Ended { mistakes: 1.. } => {
            entry.failed = entry.failed.saturating_add(1);
            progress.streak = 0;
        }
        Outcome::Ended { mistakes: 0 } => {}
    }
}

fn say_progress(p: &mut dyn Prompter, progress: &Progress, outcome: Outcome) {
    let solved = progress.puzzles.values().filter(|r| r.solved > 0).count();
    let failed: u32 = progress.puzzles.values().map(|r| r.failed).sum();
    if let Outcome::Ended { .. } = outcome {
        p.say("Input ended; progress is saved.");
    }
    p.say(&format!(
        "Puzzles solved: {solved}, failed attempts: {failed}, streak: {} (best {}).",
        progress.streak, progress.best_streak
    ));
}
