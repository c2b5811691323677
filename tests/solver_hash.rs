//! Answers do not depend on the table size: the same status and length at 1, 16 and 256 MiB
//! (or `unknown` at the small size only because a limit was reached), and no search ends
//! `unknown` unless a limit was really reached.

mod common;

use annan::rules::Position;
use annan::solver::{solve, Limit, SolveOptions, Status};

/// Rows of the plain-rule fixtures whose mates are long enough to fill a small table.
fn problems() -> Vec<(String, Position, u16)> {
    common::tsume_rows(&common::PLAIN_TSUME)
        .into_iter()
        .filter_map(|(id, pos, len)| len.parse::<u16>().ok().filter(|&l| l >= 7).map(|l| (id, pos, l)))
        .collect()
}

#[test]
fn same_answers_at_1_16_and_256_mib() {
    let problems = problems();
    assert!(problems.len() >= 10, "{} problems", problems.len());
    for (id, pos, len) in &problems {
        let mut seen = Vec::new();
        for hash_mb in [256, 16, 1] {
            let opts = SolveOptions { max_plies: len + 2, hash_mb, nodes: Some(20_000_000), ..SolveOptions::default() };
            let sol = solve(pos, &opts, None);
            match sol.status {
                Status::Unknown => {
                    assert_eq!(sol.stopped_by, Some(Limit::Nodes), "{id} at {hash_mb} MiB: unknown without a limit");
                    assert_eq!(hash_mb, 1, "{id}: unknown at {hash_mb} MiB");
                }
                _ => seen.push((hash_mb, sol.status, sol.length)),
            }
        }
        let first = &seen[0];
        for other in &seen[1..] {
            assert_eq!((&first.1, first.2), (&other.1, other.2), "{id}: {} MiB vs {} MiB", first.0, other.0);
        }
        assert_eq!(first.2, Some(*len), "{id}");
    }
}
