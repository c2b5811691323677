//! The subcommands: one file each, an `Args` struct plus `run`, one [`Command`] enum and one
//! dispatch `match`. Every command returns the shared [`Error`], which `main` prints once;
//! `usage` words clap's own refusals and checks numbers, for `cli.rs` and the menu alike.

pub mod bench;
pub mod check;
pub mod convert;
pub mod error;
pub mod explain;
pub mod game;
pub mod generate;
pub mod learn;
pub mod moves;
pub mod perft;
pub mod progress;
pub mod puzzle;
pub mod puzzles;
pub mod quiz;
pub mod show;
pub mod solve;
pub mod usage;
pub mod usi;

pub use error::Error;
pub use game::GameArgs;

use clap::Subcommand;

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count leaf positions DEPTH plies deep (move-generator check).
    Perft(perft::PerftArgs),
    /// List every legal move in USI, sorted.
    Moves(moves::MovesArgs),
    /// Show the board, after optional moves.
    Show(show::ShowArgs),
    /// Explain a piece (what it moves like and why, where it goes) or a move (legal or why not).
    /// Without SQUARE or --move: every piece of the side to move whose movement a backer changes.
    Explain(explain::ExplainArgs),
    /// Solve a mate problem: the side to move attacks and must give check every move.
    Solve(solve::SolveArgs),
    /// Take a lesson: list them with your progress, pick one, or run one by id.
    Learn(learn::LearnArgs),
    /// Answer random questions on real positions (the Annan FAQ, tricky shogi rules).
    Quiz(quiz::QuizArgs),
    /// Check lesson and quiz files for authors: prints `file:line:col: reason` per problem.
    Check(check::CheckArgs),
    /// List the mate puzzles of the collection.
    Puzzles(puzzles::ListArgs),
    /// Play a mate puzzle: by id, random, the daily one, or from a file.
    Puzzle(puzzle::PlayArgs),
    /// Generate mate puzzles with unique solutions (YAML).
    Generate(generate::GenerateArgs),
    /// Convert a position or game record between SFEN, USI, KIF, KI2, CSA and BOD.
    Convert(convert::ConvertArgs),
    /// Measure move-generation and solver speed (fixed positions and problems, one thread).
    Bench(bench::BenchArgs),
    /// Run as a USI mate engine on stdin/stdout, for shogi GUIs (`go mate` answers `checkmate`).
    Usi,
}

/// Runs one command.
pub fn run(command: &Command) -> Result<(), Error> {
    match command {
        Command::Perft(args) => perft::run(args),
        Command::Moves(args) => moves::run(args),
        Command::Show(args) => show::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Learn(args) => learn::run(args).map_err(Error::input),
        Command::Quiz(args) => quiz::run(args).map_err(Error::input),
        Command::Check(args) => check::run(args).map_err(Error::input),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Puzzle(args) => puzzle::run(args),
        Command::Generate(args) => generate::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Usi => usi::run(),
    }
}

/// The machine's cores (one where the system does not say): the default for threads.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
