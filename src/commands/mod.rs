//! The subcommands: one file each, an `Args` struct plus `run`, one [`Command`] enum and one
//! dispatch `match`. Every command returns the shared [`Error`], which `main` prints once;
//! `usage` words clap's own refusals and checks numbers, for `cli.rs` and the menu alike.
//! What each command and option is for, as `--help` says it, is in `locales/*/help.ftl`
//! (`help-<command>`, `help-<command>--<option>`; see `help.rs`).

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
    Perft(perft::PerftArgs),
    Moves(moves::MovesArgs),
    Show(show::ShowArgs),
    Explain(explain::ExplainArgs),
    Solve(solve::SolveArgs),
    Learn(learn::LearnArgs),
    Quiz(quiz::QuizArgs),
    Check(check::CheckArgs),
    Puzzles(puzzles::ListArgs),
    Puzzle(puzzle::PlayArgs),
    Generate(generate::GenerateArgs),
    Convert(convert::ConvertArgs),
    Bench(bench::BenchArgs),
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
        Command::Learn(args) => learn::run(args),
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
