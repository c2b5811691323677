//! The puzzle commands' arguments and bodies: `annan puzzles`, `annan puzzle`,
//! `annan generate`. Kept here so `cli.rs` only names them.

use super::generate::{self, Request, Shard};
use super::play::{self, Display, Outcome};
use crate::cli::CliError;
use crate::content::puzzle::{self, verify, Located, Tag, Uniqueness};
use crate::rng::SplitMix;
use crate::rules::{Move, Notation, Position, Variant};
use crate::ui::store::{Progress, Store};
use crate::ui::{prompt, PieceStyle, Prompter};
use clap::Args;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct ListArgs {
    #[arg(long, value_enum)]
    pub variant: Option<Variant>,
    /// Only puzzles of this length (plies).
    #[arg(long)]
    pub mate: Option<u16>,
    #[arg(long, value_enum)]
    pub tag: Option<Tag>,
    /// Only puzzles not solved yet.
    #[arg(long)]
    pub unsolved: bool,
    /// One JSON array instead of lines.
    #[arg(long)]
    pub json: bool,
}

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
    /// Play the puzzles of a file (as written by `annan generate`) instead.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    #[arg(long, value_enum, default_value_t = PieceStyle::Kanji)]
    pub pieces: PieceStyle,
    #[arg(long, value_enum, default_value_t = Notation::Western)]
    pub notation: Notation,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    #[arg(long, value_enum, default_value_t = Variant::Annan)]
    pub variant: Variant,
    /// Mate length in plies (odd).
    #[arg(long, value_parser = parse_mate)]
    pub mate: u16,
    /// How many puzzles to write.
    #[arg(long)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: all cores). The output does not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub jobs: Option<u16>,
    /// Keep only Annan puzzles that have no mate of that length under shogi rules.
    #[arg(long = "annan-only")]
    pub annan_only: bool,
    /// Examine only every N-th candidate, starting with the I-th (1-based): I/N.
    #[arg(long, default_value = "1/1")]
    pub shard: Shard,
    /// Stop after candidate index N-1 even if fewer puzzles were found (all shards count).
    #[arg(long)]
    pub candidates: Option<u64>,
    /// Write all puzzles to this file (YAML documents separated by `---`).
    #[arg(long, conflicts_with = "out_dir")]
    pub out: Option<PathBuf>,
    /// Write one file per puzzle, named after its id, into this folder.
    #[arg(long = "out-dir")]
    pub out_dir: Option<PathBuf>,
}

fn parse_mate(s: &str) -> Result<u16, String> {
    match s.parse::<u16>() {
        Ok(n) if n % 2 == 1 && n <= 31 => Ok(n),
        _ => Err(format!("'{s}' is not a mate length: an odd number of plies from 1 to 31")),
    }
}

fn runtime(message: impl Into<String>) -> CliError {
    CliError { message: message.into(), code: 1 }
}

fn content_errors(errors: Vec<crate::content::ContentError>) -> String {
    errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n")
}

/// The collection in the order people meet it: by game (shogi, minishogi, Annan), then
/// length, then id.
fn the_collection() -> Result<Vec<Located>, CliError> {
    let mut all = puzzle::collection()
        .map_err(|e| runtime(format!("the embedded puzzles are damaged:\n{}", content_errors(e))))?;
    all.sort_by(|a, b| {
        let key = |l: &Located| (l.puzzle.variant as u8, l.puzzle.mate, l.puzzle.id.clone());
        key(a).cmp(&key(b))
    });
    Ok(all)
}

fn load_progress(store: &Store) -> Result<Progress, CliError> {
    let (progress, note) = store.load().map_err(|e| runtime(e.to_string()))?;
    if let Some(note) = note {
        eprintln!("annan: {note}");
    }
    Ok(progress)
}

pub fn list(args: &ListArgs) -> Result<(), CliError> {
    let store = Store::open_default().map_err(|e| runtime(e.to_string()))?;
    let progress = load_progress(&store)?;
    let all = the_collection()?;
    let mut rows: Vec<&Located> = Vec::new();
    for l in &all {
        let p = &l.puzzle;
        let solved = progress.puzzles.get(&p.id).is_some_and(|r| r.solved > 0);
        if args.variant.is_some_and(|v| v != p.variant)
            || args.mate.is_some_and(|m| m != p.mate)
            || args.tag.is_some_and(|t| !p.tags.contains(&t))
            || (args.unsolved && solved)
        {
            continue;
        }
        rows.push(l);
    }
    let record = |id: &str| progress.puzzles.get(id).cloned().unwrap_or_default();
    let mut out = std::io::stdout().lock();
    if args.json {
        let items: Vec<serde_json::Value> = rows
            .iter()
            .map(|l| {
                let p = &l.puzzle;
                let r = record(&p.id);
                serde_json::json!({
                    "id": p.id, "variant": p.variant, "mate": p.mate, "difficulty": p.difficulty,
                    "tags": p.tags, "annan_only": p.annan_only, "title": p.title.local(),
                    "solved": r.solved, "failed": r.failed,
                })
            })
            .collect();
        // A closed pipe (`| head`) just ends the listing.
        let _ = writeln!(out, "{}", serde_json::Value::Array(items));
        return Ok(());
    }
    for l in &rows {
        let p = &l.puzzle;
        let r = record(&p.id);
        let status = match (r.solved, r.failed) {
            (0, 0) => "new",
            (0, _) => "failed",
            _ => "solved",
        };
        let mut tags: Vec<&str> = p.tags.iter().map(|t| t.name()).collect();
        if p.annan_only {
            tags.push("annan-only");
        }
        let written = writeln!(
            out,
            "{:<26} {:<9} mate {:<2} difficulty {} {:<6} {}",
            p.id,
            p.variant,
            p.mate,
            p.difficulty,
            status,
            tags.join(",")
        );
        if written.is_err() {
            return Ok(());
        }
    }
    eprintln!("{} puzzles", rows.len());
    Ok(())
}

/// Days since 1970-01-01 (UTC), for the puzzle of the day.
fn today() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400)
}

fn choose(args: &PlayArgs, all: Vec<Located>, progress: &Progress) -> Result<Vec<Located>, CliError> {
    if all.is_empty() {
        return Err(runtime("there are no puzzles"));
    }
    let n = all.len() as u64;
    let index = if let Some(id) = &args.id {
        all.iter()
            .position(|l| &l.puzzle.id == id)
            .ok_or_else(|| CliError::input(format!("there is no puzzle '{id}' (`annan puzzles` lists them)")))?
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

fn read_file(path: &PathBuf) -> Result<Vec<Located>, CliError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| CliError::input(format!("cannot read {name}: {e}")))?;
    puzzle::parse_file(&name, &text)
        .map_err(|e| CliError::input(format!("{name} is not a puzzle file: {}", content_errors(e))))
}

pub fn play(args: &PlayArgs) -> Result<(), CliError> {
    let store = Store::open_default().map_err(|e| runtime(e.to_string()))?;
    let mut progress = load_progress(&store)?;
    let from_file = args.file.is_some();
    let chosen = match &args.file {
        Some(path) => read_file(path)?,
        None => choose(args, the_collection()?, &progress)?,
    };
    let mut prompter = prompt::for_this_process();
    let display = Display { pieces: args.pieces, notation: args.notation };
    for l in &chosen {
        let (position, line) = if from_file { checked(l)? } else { trusted(l)? };
        let outcome = play::play(prompter.as_mut(), &l.puzzle, &position, &line, display);
        record(&mut progress, &l.puzzle.id, outcome);
        store.save(&progress).map_err(|e| runtime(e.to_string()))?;
        say_progress(prompter.as_mut(), &progress, outcome);
        if matches!(outcome, Outcome::Ended { .. }) {
            break;
        }
    }
    Ok(())
}

/// A puzzle from a file, checked now: it must be correct, but may have several solutions
/// (the player accepts any mate in time).
fn checked(l: &Located) -> Result<(Position, Vec<Move>), CliError> {
    let v = verify(&l.puzzle, Uniqueness::Allowed).map_err(|problems| {
        let errors = problems.into_iter().map(|pr| l.error(&pr.needle, pr.message)).collect();
        CliError::input(format!("{} is not a playable puzzle:\n{}", l.file, content_errors(errors)))
    })?;
    Ok((v.position, v.line))
}

/// A collection puzzle: the tests verified it, so only the position and line are read.
fn trusted(l: &Located) -> Result<(Position, Vec<Move>), CliError> {
    let position = l.puzzle.position().map_err(|e| runtime(format!("{}: {e}", l.file)))?;
    let line = l.puzzle.line(&position).map_err(|(_, why)| runtime(format!("{}: {why}", l.file)))?;
    Ok((position, line))
}

fn record(progress: &mut Progress, id: &str, outcome: Outcome) {
    let entry = progress.puzzles.entry(id.to_string()).or_default();
    match outcome {
        Outcome::Solved { clean: true } => {
            entry.solved += 1;
            progress.streak += 1;
            progress.best_streak = progress.best_streak.max(progress.streak);
        }
        Outcome::Solved { clean: false } | Outcome::GaveUp | Outcome::Ended { mistakes: 1.. } => {
            entry.failed += 1;
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

pub fn generate(args: &GenerateArgs) -> Result<(), CliError> {
    if args.annan_only && args.variant != Variant::Annan {
        return Err(CliError::input("--annan-only needs --variant annan"));
    }
    if args.count == 0 {
        return Err(CliError::input("--count must be at least 1"));
    }
    let req = Request {
        variant: args.variant,
        mate: args.mate,
        count: args.count,
        seed: args.seed,
        annan_only: args.annan_only,
        shard: args.shard,
        candidates: args.candidates,
    };
    let jobs = args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), usize::from);
    let mut out: Box<dyn Write> = match (&args.out, &args.out_dir) {
        (Some(path), _) => Box::new(
            std::fs::File::create(path)
                .map_err(|e| CliError::input(format!("cannot create {}: {e}", path.display())))?,
        ),
        (None, Some(dir)) => {
            std::fs::create_dir_all(dir)
                .map_err(|e| CliError::input(format!("cannot create {}: {e}", dir.display())))?;
            Box::new(std::io::sink())
        }
        (None, None) => Box::new(std::io::stdout()),
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(args.count as u64);
        let style = indicatif::ProgressStyle::with_template(
            "{elapsed_precise} [{bar:30}] {pos}/{len} puzzles, {per_sec}, ETA {eta} ({msg})",
        )
        .map_err(|e| runtime(e.to_string()))?;
        bar.set_style(style);
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut first = true;
    let mut emit = |p: crate::content::puzzle::Puzzle| -> Result<(), String> {
        let yaml = p.to_yaml();
        if let Some(dir) = &args.out_dir {
            let path = dir.join(format!("{}.yaml", p.id));
            std::fs::write(&path, yaml).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        } else {
            let sep = if first { "" } else { "---\n" };
            write!(out, "{sep}{yaml}").and_then(|()| out.flush()).map_err(|e| format!("cannot write: {e}"))?;
        }
        first = false;
        bar.inc(1);
        Ok(())
    };
    let mut examined = |n: u64| bar.set_message(format!("{n} candidates"));
    let found = generate::run(&req, jobs, &mut emit, &mut examined).map_err(runtime)?;
    bar.finish_and_clear();
    if found < args.count {
        eprintln!("annan: found {found} of {} puzzles before the candidate limit", args.count);
    }
    Ok(())
}
