//! Every row of the perft fixture file, run against the rules core.

mod common;

use annan::rules::{perft, Position, Rules};

struct Row {
    line: usize,
    rules: Rules,
    sfen: String,
    depth: u32,
    expected: u64,
}

fn rows() -> Vec<Row> {
    let text = include_str!("fixtures/perft.tsv");
    text.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            let rules = common::fixture_rules(f[0], f[1]);
            Row {
                line: i + 1,
                rules,
                sfen: f[2].to_string(),
                depth: f[3].parse().unwrap(),
                expected: f[4].parse().unwrap(),
            }
        })
        .collect()
}

/// Rows are split in two tests so the deep ones run on the other core in parallel.
const QUICK_LIMIT: u64 = 3_000_000;

fn check(filter: impl Fn(&Row) -> bool) {
    let mut failures = Vec::new();
    let mut n = 0;
    for row in rows().iter().filter(|r| filter(r)) {
        n += 1;
        let pos = Position::from_sfen(row.rules, &row.sfen)
            .unwrap_or_else(|e| panic!("line {}: {} does not parse: {e}", row.line, row.sfen));
        let got = perft(&pos, row.depth);
        if got != row.expected {
            failures.push(format!(
                "line {}: {} {:?} {} depth {}: expected {}, got {}",
                row.line, row.rules.variant, row.rules.dead_piece, row.sfen, row.depth, row.expected, got
            ));
        }
    }
    assert!(n > 0, "no rows selected");
    assert!(failures.is_empty(), "{} of {n} rows fail:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn perft_fixture_rows_quick() {
    check(|r| r.expected <= QUICK_LIMIT);
}

#[test]
fn perft_fixture_rows_deep() {
    check(|r| r.expected > QUICK_LIMIT);
}
