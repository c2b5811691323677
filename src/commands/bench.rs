//! `annan bench`: perft of fixed positions per variant and a fixed set of mate problems, with
//! nodes per second (one thread). Speed is measured here, never in timed tests.

use super::Error;
use crate::rules::{perft, Position, Rules, Variant};
use clap::Args;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Shallower runs, for a quick check.
    #[arg(long)]
    pub quick: bool,
}

pub fn run(args: &BenchArgs) -> Result<(), Error> {
    let quick = args.quick;
    let cases: [(&str, Variant, &str, u32, u32); 4] = [
        ("shogi startpos", Variant::Shogi, "startpos", 5, 4),
        ("minishogi startpos", Variant::Minishogi, "startpos", 6, 5),
        ("annan startpos", Variant::Annan, "startpos", 4, 3),
        ("annan traditional", Variant::Annan, "traditional", 5, 4),
    ];
    println!("move generation (perft, bulk-counted, one thread)");
    println!("{:<20} {:>5} {:>12} {:>9} {:>12}", "position", "depth", "nodes", "ms", "nodes/s");
    for (name, variant, sfen, deep, shallow) in cases {
        let pos = Position::from_sfen(Rules::new(variant), sfen).map_err(|e| Error::input(e.to_string()))?;
        let depth = if quick { shallow } else { deep };
        let start = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{:<20} {:>5} {:>12} {:>9.0} {:>12.0}",
            name,
            depth,
            nodes,
            secs * 1000.0,
            nodes as f64 / secs.max(1e-9)
        );
    }
    bench_solver(quick)
}

/// Mate problems solved by `annan bench`: classics of 11 to 51 plies and Annan mates.
const SOLVER_BENCH: [(&str, Variant, &str); 6] = [
    ("musou-077 (11)", Variant::Shogi, "9/9/9/1+P1+B5/1p2S4/+pn7/1k2G4/s8/+l1L+p1+B3 b 3G2r2s3n2l14p 1"),
    ("zukou-005 (21)", Variant::Shogi, "n+B1sS4/1R1g5/1Ls6/2k6/2n6/3L5/R8/9/9 b B2P3gs2n2l16p 1"),
    ("zukou-088 (35)", Variant::Shogi, "4gn1Sk/4pP1pB/9/4+PN1GG/4B+p1rr/9/9/9/9 b N2Pg3sn4l11p 1"),
    ("zukou-022 (51)", Variant::Shogi, "3g1+P1g1/3S2Ps1/2PpPkL2/4L4/4p2G1/4S4/1B1N1N3/1NN6/B6+r1 b Lrgsl12p 1"),
    ("annan-rand-m7-07", Variant::Annan, "4n4/6kg1/4s4/5+B3/9/9/9/9/9 b RGNrb2g3s2n4l18p 1"),
    ("annan-rand-m7-10", Variant::Annan, "9/3kB4/4s4/9/G8/9/7K1/9/9 b R2Srb3gs4n4l18p 1"),
];

fn bench_solver(quick: bool) -> Result<(), Error> {
    use crate::solver::{solve, SolveOptions};
    println!("\nmate solver (df-pn, exact length and main line, one thread)");
    println!("{:<20} {:>6} {:>12} {:>9} {:>12}", "problem", "result", "nodes", "ms", "nodes/s");
    let (mut nodes, mut millis) = (0u64, 0u64);
    let cases = if quick { &SOLVER_BENCH[..2] } else { &SOLVER_BENCH[..] };
    for (name, variant, sfen) in cases {
        let pos = Position::from_sfen(Rules::new(*variant), sfen).map_err(|e| Error::input(e.to_string()))?;
        let sol = solve(&pos, &SolveOptions { alternatives: false, ..SolveOptions::default() }, None);
        let result = sol.length.map_or_else(|| format!("{:?}", sol.status), |n| format!("mate {n}"));
        println!(
            "{:<20} {:>6} {:>12} {:>9} {:>12.0}",
            name,
            result,
            sol.nodes,
            sol.millis,
            sol.nodes as f64 * 1000.0 / sol.millis.max(1) as f64
        );
        nodes += sol.nodes;
        millis += sol.millis;
    }
    println!(
        "{:<20} {:>6} {:>12} {:>9} {:>12.0}",
        "total",
        "",
        nodes,
        millis,
        nodes as f64 * 1000.0 / millis.max(1) as f64
    );
    Ok(())
}
