//! `annan bench`: perft of fixed positions per variant and a fixed set of mate problems, with
//! nodes per second (one thread). Speed is measured here, never in timed tests.

use super::Error;
use crate::commands::usage::number_in;
use crate::rules::{perft, DeadPiece, Move, Position, Rules, Variant};
use crate::solver::{Limit, SolveOptions, Solver, Status, MAX_PLIES, MAX_THREADS};
use crate::t;
use clap::Args;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The options after `--set` are the set's: given without it they would change nothing, so
/// clap refuses them (`requires`), as `--quick` with a set, which it would not shorten.
#[derive(Args, Debug)]
pub struct BenchArgs {
    #[arg(long, conflicts_with = "set")]
    pub quick: bool,
    #[arg(long, value_name = "FILE")]
    pub set: Option<PathBuf>,
    #[arg(long, default_value = "10", value_parser = super::usage::seconds, requires = "set")]
    pub time: Duration,
    #[arg(long, value_parser = number_in::<u64, 1, { u64::MAX }>, requires = "set")]
    pub nodes: Option<u64>,
    #[arg(long, default_value_t = 1024, value_parser = number_in::<u64, 1, { crate::solver::MAX_HASH_MB as u64 }>, requires = "set")]
    pub hash: u64,
    #[arg(
        long = "max-plies",
        default_value_t = 1023,
        value_parser = number_in::<u16, 1, { MAX_PLIES as u64 }>,
        requires = "set"
    )]
    pub max_plies: u16,
    #[arg(long, requires = "set")]
    pub only: Option<String>,
    #[arg(long, requires = "set")]
    pub classical: bool,
    #[arg(long, default_value_t = 1, value_parser = number_in::<usize, 1, { MAX_THREADS as u64 }>, requires = "set")]
    pub threads: usize,
}

pub fn run(args: &BenchArgs) -> Result<(), Error> {
    if let Some(set) = &args.set {
        return bench_set(set, args);
    }
    let quick = args.quick;
    let cases: [(&str, Variant, &str, u32, u32); 4] = [
        ("shogi startpos", Variant::Shogi, "startpos", 5, 4),
        ("minishogi startpos", Variant::Minishogi, "startpos", 6, 5),
        ("annan startpos", Variant::Annan, "startpos", 4, 3),
        ("annan traditional", Variant::Annan, "traditional", 5, 4),
    ];
    println!("{}", t!("bench-perft-title"));
    println!(
        "{:<20} {:>5} {:>12} {:>9} {:>12}",
        t!("bench-column-position"),
        t!("bench-column-depth"),
        t!("bench-column-nodes"),
        "ms",
        t!("bench-column-speed")
    );
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
    println!("\n{}", t!("bench-solver-title"));
    println!(
        "{:<20} {:>6} {:>12} {:>9} {:>12}",
        t!("bench-column-problem"),
        t!("bench-column-result"),
        t!("bench-column-nodes"),
        "ms",
        t!("bench-column-speed")
    );
    let (mut nodes, mut millis) = (0u64, 0u64);
    let cases = if quick { &SOLVER_BENCH[..2] } else { &SOLVER_BENCH[..] };
    for (name, variant, sfen) in cases {
        let pos = Position::from_sfen(Rules::new(*variant), sfen).map_err(|e| Error::input(e.to_string()))?;
        let sol = solve(&pos, &SolveOptions { alternatives: false, ..SolveOptions::default() }, None);
        let result = outcome(&sol);
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
        t!("bench-total"),
        "",
        nodes,
        millis,
        nodes as f64 * 1000.0 / millis.max(1) as f64
    );
    Ok(())
}

/// A solver's result in a table cell: the mate length, no mate, or which limit stopped it
/// (and the shortest mate found, when one was).
fn outcome(sol: &crate::solver::Solution) -> String {
    match (&sol.status, sol.length) {
        (Status::Mate, Some(n)) => t!("bench-result-mate", length = n),
        (Status::NoMate, _) => t!("bench-result-no-mate"),
        _ => {
            let limit = sol.stopped_by.unwrap_or(Limit::Memory).name();
            match sol.upper_bound {
                Some(n) => t!("bench-result-unknown-found", limit = limit, length = n),
                None => t!("bench-result-unknown", limit = limit),
            }
        }
    }
}

/// One problem of a set: its rules, id, position and the length its file records.
struct Problem {
    id: String,
    pos: Position,
    recorded: String,
}

fn read_set(path: &std::path::Path) -> Result<Vec<Problem>, Error> {
    let text = crate::input::read_text(path, crate::input::FILE_LIMIT).map_err(|e| Error::input(e.message()))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1).filter(|(_, l)| !l.trim().is_empty()) {
        let bad = |what: String| {
            Error::input(t!("bench-set-bad-row", file = path.display().to_string(), line = i + 1, reason = what))
        };
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 5 {
            return Err(bad(t!("bench-set-columns")));
        }
        let variant = Variant::from_name(f[0]).ok_or_else(|| bad(t!("bench-set-variant", found = f[0])))?;
        let rules = match f[1] {
            "-" => Rules::new(variant),
            d => {
                let rule = DeadPiece::from_name(d).ok_or_else(|| bad(t!("bench-set-dead-piece", found = d)))?;
                Rules::new(variant).with_dead_piece(rule)
            }
        };
        let pos = Position::from_sfen(rules, f[3]).map_err(|e| bad(e.to_string()))?;
        out.push(Problem { id: f[2].to_string(), pos, recorded: f[4].to_string() });
    }
    // A set with no problem would print an empty table and "proved 0/0".
    if out.is_empty() {
        return Err(Error::input(t!("bench-set-empty", file = path.display().to_string())));
    }
    Ok(out)
}

/// The position at the end of `line` when it is legal from `pos` and every attacker move
/// checks.
fn replay(pos: &Position, line: &[Move]) -> Option<Position> {
    let mut p = pos.clone();
    for (i, &mv) in line.iter().enumerate() {
        if !p.is_legal(mv) {
            return None;
        }
        p.play(mv);
        if i % 2 == 0 && !p.is_check() {
            return None;
        }
    }
    Some(p)
}

/// Whether `line` is legal from `pos`, every attacker move checks, and it ends in mate.
fn replays_to_mate(pos: &Position, line: &[Move]) -> bool {
    replay(pos, line).is_some_and(|end| end.is_checkmate())
}

/// Whether a classical main line replays: legal, checking, and ending in mate or where the
/// defender has nothing but futile interpositions (asked of the solver with the plain mate
/// length left there, as classical counting does).
fn replays_classically(solver: &mut Solver, pos: &Position, line: &[Move], opts: &SolveOptions) -> bool {
    let Some(end) = replay(pos, line) else { return false };
    if end.is_checkmate() {
        return true;
    }
    let plain = SolveOptions { classical: false, ..*opts };
    let rest = solver.solve_after(&end, &plain);
    let Some(left) = rest.length.filter(|_| rest.status == Status::Mate) else { return false };
    end.legal_move_list().iter().all(|&mv| solver.is_futile_interposition(&end, mv, left, opts) == Ok(true))
}

/// Solves every problem of a set with a time limit each (emptied table, one thread unless
/// asked for more) and prints a row per problem and the totals: proved, median and worst
/// time, nodes per second.
fn bench_set(path: &std::path::Path, args: &BenchArgs) -> Result<(), Error> {
    let problems = read_set(path)?;
    let problems: Vec<&Problem> =
        problems.iter().filter(|p| args.only.as_ref().is_none_or(|o| p.id.contains(o.as_str()))).collect();
    if let (true, Some(only)) = (problems.is_empty(), &args.only) {
        return Err(Error::input(t!("bench-set-none-match", file = path.display().to_string(), only = only.as_str())));
    }
    let limit = args.time;
    let opts = SolveOptions {
        max_plies: args.max_plies,
        time: args.nodes.is_none().then_some(limit),
        nodes: args.nodes,
        hash_mb: args.hash as usize,
        alternatives: false,
        classical: args.classical,
        threads: args.threads,
        ..SolveOptions::default()
    };
    println!(
        "{:<12} {:>8} {:>24} {:>12} {:>9}",
        "id",
        t!("bench-column-recorded"),
        t!("bench-column-result"),
        t!("bench-column-nodes"),
        "ms"
    );
    let (mut proved, mut found, mut early, mut wrong, mut total) = (0, 0, 0, 0, 0);
    let (mut nodes, mut millis) = (0u64, 0u64);
    let mut times = Vec::new();
    // Proven lengths against the recorded ones: how many agree, which are shorter or longer.
    let (mut same, mut shorter, mut longer) = (0, Vec::new(), Vec::new());
    // One table for the set, emptied before each problem.
    let mut solver =
        Solver::try_new(opts.hash_mb).map_err(|_| Error::input(t!("solve-error-hash", mib = args.hash)))?;
    for p in problems {
        solver.forget();
        let start = Instant::now();
        let sol = solver.solve(&p.pos, &opts, None);
        let took = start.elapsed();
        total += 1;
        nodes += sol.nodes;
        millis += sol.millis;
        match (&sol.status, sol.length) {
            (Status::Mate, Some(len)) => {
                proved += 1;
                match p.recorded.parse::<u16>().map(|r| len.cmp(&r)) {
                    Ok(std::cmp::Ordering::Equal) => same += 1,
                    Ok(std::cmp::Ordering::Less) => shorter.push(p.id.as_str()),
                    Ok(std::cmp::Ordering::Greater) => longer.push(p.id.as_str()),
                    Err(_) => {}
                }
                let replays = if args.classical {
                    replays_classically(&mut solver, &p.pos, &sol.main_line, &opts)
                } else {
                    replays_to_mate(&p.pos, &sol.main_line)
                };
                if !replays {
                    wrong += 1;
                }
                times.push(took);
            }
            (Status::NoMate, _) => {}
            _ => {
                let by = sol.stopped_by.unwrap_or(Limit::Memory);
                if by != Limit::Time && by != Limit::Nodes {
                    early += 1;
                }
                found += usize::from(sol.upper_bound.is_some());
                times.push(Duration::MAX);
                // The mate found, when the table kept it, must be one.
                if sol.upper_bound.is_some() && !sol.main_line.is_empty() && !replays_to_mate(&p.pos, &sol.main_line) {
                    wrong += 1;
                }
            }
        }
        let result = outcome(&sol);
        println!("{:<12} {:>8} {:>24} {:>12} {:>9}", p.id, p.recorded, result, sol.nodes, took.as_millis());
    }
    times.sort();
    let shown = |d: Option<&Duration>| match d {
        Some(d) if *d != Duration::MAX => format!("{:.2} s", d.as_secs_f64()),
        _ if args.nodes.is_some() => "-".to_string(),
        _ => format!("> {:.0} s", limit.as_secs_f64()),
    };
    let median = times.get(times.len() / 2);
    let worst = times.iter().rev().find(|d| **d != Duration::MAX);
    println!(
        "{}",
        t!(
            "bench-set-summary",
            proved = proved,
            total = total,
            found = found,
            early = early,
            wrong = wrong,
            median = shown(median),
            worst = shown(worst),
            nps = nodes * 1000 / millis.max(1),
            limit = match args.nodes {
                Some(n) => t!("bench-set-limit-nodes", nodes = n),
                None => t!("bench-set-limit-time", seconds = args.time.as_secs_f64()),
            }
        )
    );
    let ids = |v: &[&str]| if v.is_empty() { "-".to_string() } else { v.join(" ") };
    println!(
        "{}",
        t!(
            "bench-set-lengths",
            same = same,
            proved = proved,
            shorter = ids(&shorter),
            longer = ids(&longer),
            counting = if args.classical { t!("bench-counting-classical") } else { t!("bench-counting-plain") }
        )
    );
    Ok(())
}
