//! `annan solve`: runs the solver on one position, with a spinner on a terminal, Ctrl-C to
//! stop (the spinner goes, a sentence says the search was stopped, exit status 130; JSON
//! still reports `unknown`, stopped by `stopped`), and text or JSON output.

use super::{Error, GameArgs};
use crate::formats::Format;
use crate::rules::{Move, Notation, Position};
use crate::solver::{
    check_problem, defender_hand, give_defender_rest, DefenderHand, Limit, ProblemError, Solution, SolveOptions,
    Solver, Status, MAX_PLIES, MAX_THREADS,
};
use crate::t;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[arg(long = "max-plies", default_value_t = MAX_PLIES, value_parser = crate::commands::usage::number_in::<u16, 1, { MAX_PLIES as u64 }>)]
    pub max_plies: u16,
    #[arg(long, value_parser = crate::commands::usage::seconds)]
    pub time: Option<Duration>,
    #[arg(long, value_parser = crate::commands::usage::number_in::<u64, 1, { u64::MAX }>)]
    pub nodes: Option<u64>,
    #[arg(long, default_value_t = 256, value_parser = crate::commands::usage::number_in::<u64, 1, { crate::solver::MAX_HASH_MB as u64 }>)]
    pub hash: u64,
    #[arg(long, value_parser = crate::commands::usage::number_in::<usize, 1, { MAX_THREADS as u64 }>)]
    pub threads: Option<usize>,
    #[arg(long)]
    pub classical: bool,
    #[arg(long = "defender-rest")]
    pub defender_rest: bool,
    /// Set by the main menu, which asks what the defender holds where the position gives it
    /// nothing: the note on that, which names an option, is for the command line.
    #[arg(skip)]
    pub hand_asked: bool,
    #[arg(long)]
    pub json: bool,
    /// JSON always writes USI, for programs: a notation asked with it was silently ignored.
    #[arg(long, value_enum, ignore_case = true, default_value_t = Notation::Usi, conflicts_with = "json")]
    pub notation: Notation,
    #[arg(long, ignore_case = true, conflicts_with = "json", value_parser = mate_format())]
    pub format: Option<Format>,
}

/// `--format`'s values: the record formats that hold moves. SFEN and BOD hold one position:
/// they were offered beside the others, only to leave the mate out once it was found, while
/// the help named the four that keep it (a playtest). `show --format` writes the position.
fn mate_format() -> impl TypedValueParser<Value = Format> {
    let names: Vec<&'static str> =
        Format::value_variants().iter().filter(|f| f.holds_moves()).map(|f| f.name()).collect();
    PossibleValuesParser::new(names).try_map(|name: String| Format::from_str(&name, true))
}

pub fn run(args: &SolveArgs) -> Result<(), Error> {
    let (pos, defaulted) = args.game.position_and_default()?;
    let pos = if args.defender_rest { give_defender_rest(&pos) } else { pos };
    check_problem(&pos).map_err(|e| {
        Error::input(match e {
            ProblemError::GameOver => t!("solve-error-game-over"),
            ProblemError::NoDefenderKing => t!("solve-error-no-king"),
        })
    })?;
    let time = args.time;
    let mut solver = table_of(args.hash)?;
    let stop = Arc::new(AtomicBool::new(false));
    // Ctrl-C stops the search, which then reports; a second Ctrl-C leaves at once.
    let _diverted = crate::ui::interrupt::divert(stop.clone());
    let spinner = crate::ui::spinner::on_stderr();
    let mut report = |p: crate::solver::Progress| {
        if let Some(pb) = &spinner {
            let secs = p.elapsed.as_secs_f64().max(1e-3);
            pb.set_message(t!("solve-progress", nodes = p.nodes, nps = (p.nodes as f64 / secs).round()));
            pb.tick();
        }
    };
    let opts = SolveOptions {
        max_plies: args.max_plies,
        nodes: args.nodes,
        time,
        hash_mb: args.hash as usize,
        stop: Some(&stop),
        alternatives: !args.classical,
        classical: args.classical,
        threads: args.threads.unwrap_or_else(super::all_cores),
    };
    let sol = solver.solve(&pos, &opts, Some(&mut report));
    if let Some(pb) = spinner {
        pb.finish_and_clear();
    }
    // Only Ctrl-C raises the stop flag here: the person stopped the search.
    let interrupted = sol.stopped_by == Some(Limit::Stopped);
    if args.json {
        println!("{}", to_json(&pos, &sol));
    } else if interrupted {
        print_stats(&sol);
    } else if let (Some(format), Status::Mate) = (args.format, &sol.status) {
        let game = crate::formats::Game::new(pos.clone(), sol.main_line.clone());
        print!("{}", crate::formats::write(&game, format));
        print_stats(&sol);
    } else {
        // Under --format stdout is for a record: a script reading it must not take the
        // sentence that there is no mate for one.
        let to = if args.format.is_some() { Words::Stderr } else { Words::Stdout };
        print_text(&pos, &sol, args.max_plies, args.notation, !args.classical, to);
    }
    // A problem typed as books print it gives the defender nothing, and its answer (eight
    // mating drops where the problem has one) read as a broken problem (a playtest): the
    // position's meaning stays, and a line says the mate problems' convention.
    if !args.json && !args.hand_asked && defender_hand(&pos) == DefenderHand::Empty {
        let side = crate::i18n::rules::side(pos.side_to_move().opponent());
        eprintln!("{}", crate::ui::wrap::error_line(&t!("solve-note-defender-empty", side = side)));
    }
    // A shogi problem pasted as an SFEN is solved as Annan unless `--variant` says otherwise,
    // and its "no mate" then reads as a broken problem: every answer in words says which
    // rules it is under, last, where the eye lands. JSON has its `variant` field instead.
    super::game::note_annan_default(&pos, defaulted && !args.json);
    if interrupted {
        return Err(stopped(&sol));
    }
    Ok(())
}

/// Nodes searched and time taken, on stderr (stdout holds the answer).
fn print_stats(sol: &Solution) {
    eprintln!("{}", t!("solve-stats", nodes = sol.nodes, millis = sol.millis));
}

/// The way out of a search stopped with Ctrl-C: what was known when it stopped, and exit
/// status 130 as for every other Ctrl-C (the main menu says it and goes on).
fn stopped(sol: &Solution) -> Error {
    let message = match sol.upper_bound {
        Some(length) => t!("solve-interrupted-found", length = length),
        None => t!("solve-interrupted"),
    };
    Error { message, code: 130 }
}

/// The solver with a `megabytes` MiB table, or the one-line error that the machine has not
/// that much memory.
fn table_of(megabytes: u64) -> Result<Solver, Error> {
    Solver::try_new(megabytes as usize).map_err(|_| Error::input(t!("solve-error-hash", mib = megabytes)))
}

fn line_usi(pos: &Position, sol: &Solution) -> Vec<String> {
    sol.main_line.iter().map(|m| m.usi(pos.geometry())).collect()
}

/// The JSON object of the solve command (one line).
pub fn to_json(pos: &Position, sol: &Solution) -> serde_json::Value {
    let g = pos.geometry();
    serde_json::json!({
        "variant": pos.variant().name(),
        "status": match sol.status { Status::Mate => "mate", Status::NoMate => "nomate", Status::Unknown => "unknown" },
        "stopped_by": sol.stopped_by.map(Limit::name),
        "upper_bound": sol.upper_bound,
        "length": sol.length,
        "main_line": line_usi(pos, sol),
        "alternatives": sol.alternatives.iter().map(|(ply, moves)| {
            serde_json::json!([ply + 1, moves.iter().map(|m| m.usi(g)).collect::<Vec<_>>()])
        }).collect::<Vec<_>>(),
        // Read where the other mating moves were looked for (a mate's line has an attacker
        // ply, so the list then has an entry); `null` under --classical, which does not look,
        // and without a mate: a script must not take an empty list for "unique".
        "unique": (sol.status == Status::Mate && !sol.alternatives.is_empty()).then(|| sol.is_unique()),
        "nodes": sol.nodes,
        "millis": sol.millis,
    })
}

/// Where the answer in words goes: stdout, or stderr when stdout is kept for a record.
#[derive(Clone, Copy)]
enum Words {
    Stdout,
    Stderr,
}

impl Words {
    /// One line of the answer: on stdout broken between words to fit a terminal (on one
    /// line for scripts); on stderr as it is.
    fn say(self, text: &str) {
        match self {
            Words::Stdout => println!("{}", crate::ui::wrap::for_stdout(text)),
            Words::Stderr => eprintln!("{text}"),
        }
    }
}

/// A line of moves from `pos` in the chosen notation: on one line for scripts, broken
/// between moves (never inside one) to fit a terminal.
fn print_line(pos: &Position, line: &[Move], notation: Notation, to: Words) {
    let mut p = pos.clone();
    let mut previous = None;
    let mut moves = Vec::new();
    for &mv in line {
        moves.push(p.format_move(mv, notation, previous));
        previous = Some(mv.to());
        p.play(mv);
    }
    to.say(&moves.join(" "));
}

/// `alternatives`: whether other mating moves were looked for (not under `--classical`):
/// only then can the solution be called unique.
fn print_text(pos: &Position, sol: &Solution, max_plies: u16, notation: Notation, alternatives: bool, to: Words) {
    match sol.status {
        Status::Mate => {
            to.say(&t!("solve-mate", length = sol.length.unwrap_or(0)));
            print_line(pos, &sol.main_line, notation, to);
            for (ply, alts) in &sol.alternatives {
                if !alts.is_empty() {
                    // Named as the line is, in the position where they are played.
                    let mut at = pos.clone();
                    let mut previous = None;
                    for &mv in sol.main_line.iter().take(*ply) {
                        previous = Some(mv.to());
                        at.play(mv);
                    }
                    let list: Vec<String> = alts.iter().map(|&m| at.format_move(m, notation, previous)).collect();
                    to.say(&t!("solve-also-mates", ply = ply + 1, count = list.len(), moves = list.join(" ")));
                }
            }
            if alternatives && sol.is_unique() {
                to.say(&t!("solve-unique"));
            }
        }
        // No check at all is the reason a person wants, not the plies searched.
        Status::NoMate if !pos.has_checking_move() => {
            to.say(&t!("solve-no-check", side = crate::i18n::rules::side(pos.side_to_move())))
        }
        Status::NoMate if sol.any_length => to.say(&t!("solve-no-mate-at-all")),
        Status::NoMate => to.say(&t!("solve-no-mate", plies = max_plies)),
        Status::Unknown => {
            let limit = sol.stopped_by.unwrap_or(Limit::Memory).name();
            match (sol.length, sol.upper_bound) {
                (Some(n), _) => {
                    to.say(&t!("solve-unknown-shortest", limit = limit, length = n));
                    if !sol.main_line.is_empty() {
                        print_line(pos, &sol.main_line, notation, to);
                    }
                }
                (None, Some(n)) => {
                    to.say(&t!("solve-unknown-found", limit = limit, length = n));
                    // The mate found so far, when the table still holds all of it.
                    if !sol.main_line.is_empty() {
                        print_line(pos, &sol.main_line, notation, to);
                    }
                }
                (None, None) => to.say(&t!("solve-unknown", limit = limit)),
            }
        }
    }
    print_stats(sol);
}
