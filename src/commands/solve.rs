//! `annan solve`: runs the solver on one position, with a spinner on a terminal, Ctrl-C to
//! stop, and text or JSON output.

use super::{Error, GameArgs};
use crate::rules::{Notation, Position};
use crate::solver::{give_defender_rest, solve, Solution, SolveOptions, Status};
use clap::Args;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Only mates of at most this many plies count.
    #[arg(long = "max-plies", default_value_t = 255, value_parser = clap::value_parser!(u16).range(1..))]
    pub max_plies: u16,
    /// Stop after this many seconds (status unknown).
    #[arg(long)]
    pub time: Option<f64>,
    /// Stop after this many nodes (status unknown).
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..=65536))]
    pub hash: u64,
    /// Give the defender every piece not on the board or in the attacker's hand.
    #[arg(long = "defender-rest")]
    pub defender_rest: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    #[arg(long, value_enum, default_value_t = Notation::Usi)]
    pub notation: Notation,
    /// Print a found mate as a record to paste into a forum or a GUI: `kif` (Japanese move
    /// text), `ki2`, `csa`, `usi`.
    #[arg(long, value_enum, conflicts_with = "json")]
    pub format: Option<crate::formats::Format>,
}

pub fn run(args: &SolveArgs) -> Result<(), Error> {
    let pos = args.game.position()?;
    let pos = if args.defender_rest { give_defender_rest(&pos) } else { pos };
    if pos.is_checkmate() || !pos.has_legal_move() {
        return Err(Error::input(format!(
            "{} to move has no legal move: the game is already over, there is nothing to solve",
            crate::i18n::rules::side(pos.side_to_move())
        )));
    }
    if let Some(t) = args.time {
        if !(t.is_finite() && t > 0.0) {
            return Err(Error::input(format!("--time {t}: expected a positive number of seconds")));
        }
    }
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        // A second Ctrl-C while stopping is left to the default handler.
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::Relaxed));
    }
    let spinner = std::io::stderr().is_terminal().then(|| {
        let pb = indicatif::ProgressBar::new_spinner();
        pb.set_style(indicatif::ProgressStyle::with_template("{spinner} {msg}").expect("static template"));
        pb
    });
    let mut report = |p: crate::solver::Progress| {
        if let Some(pb) = &spinner {
            let secs = p.elapsed.as_secs_f64().max(1e-3);
            pb.set_message(format!("{} nodes, {:.0} nodes/s", p.nodes, p.nodes as f64 / secs));
            pb.tick();
        }
    };
    let opts = SolveOptions {
        max_plies: args.max_plies,
        nodes: args.nodes,
        time: args.time.map(Duration::from_secs_f64),
        hash_mb: args.hash as usize,
        stop: Some(&stop),
        alternatives: true,
    };
    let sol = solve(&pos, &opts, Some(&mut report));
    if let Some(pb) = spinner {
        pb.finish_and_clear();
    }
    if args.json {
        println!("{}", to_json(&pos, &sol));
    } else if let (Some(format), Status::Mate) = (args.format, &sol.status) {
        let game = crate::formats::Game::new(pos.clone(), sol.main_line.clone());
        print!("{}", crate::formats::write(&game, format));
        eprintln!("{} nodes, {} ms", sol.nodes, sol.millis);
    } else {
        print_text(&pos, &sol, args.max_plies, args.notation);
    }
    Ok(())
}

fn line_usi(pos: &Position, sol: &Solution) -> Vec<String> {
    sol.main_line.iter().map(|m| m.usi(pos.geometry())).collect()
}

/// The JSON object of the solve command (one line).
pub fn to_json(pos: &Position, sol: &Solution) -> serde_json::Value {
    let g = pos.geometry();
    serde_json::json!({
        "status": match sol.status { Status::Mate => "mate", Status::NoMate => "nomate", Status::Unknown => "unknown" },
        "length": sol.length,
        "main_line": line_usi(pos, sol),
        "alternatives": sol.alternatives.iter().map(|(ply, moves)| {
            serde_json::json!([ply + 1, moves.iter().map(|m| m.usi(g)).collect::<Vec<_>>()])
        }).collect::<Vec<_>>(),
        "nodes": sol.nodes,
        "millis": sol.millis,
    })
}

fn print_text(pos: &Position, sol: &Solution, max_plies: u16, notation: Notation) {
    match sol.status {
        Status::Mate => {
            println!("mate {}", sol.length.unwrap_or(0));
            let mut p = pos.clone();
            let mut previous = None;
            let mut moves = Vec::new();
            for &mv in &sol.main_line {
                moves.push(p.format_move(mv, notation, previous));
                previous = Some(mv.to());
                p.play(mv);
            }
            println!("{}", moves.join(" "));
            for (ply, alts) in &sol.alternatives {
                if !alts.is_empty() {
                    let list: Vec<String> = alts.iter().map(|m| m.usi(pos.geometry())).collect();
                    println!("ply {}: also mates: {}", ply + 1, list.join(" "));
                }
            }
            if sol.is_unique() {
                println!("unique");
            }
        }
        Status::NoMate => println!("no mate within {max_plies} plies"),
        Status::Unknown => match sol.upper_bound {
            Some(n) => println!("unknown (limit): a mate in {n} was found but not proven shortest"),
            None => println!("unknown (limit)"),
        },
    }
    eprintln!("{} nodes, {} ms", sol.nodes, sol.millis);
}
