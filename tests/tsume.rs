//! Every row of the tsume fixture files: the solver finds the listed plain-rule length (or
//! no mate within the bound) and a main line the rules core replays to checkmate.

mod common;

use annan::rules::{Move, Position, Rules, Variant};
use annan::solver::{solve, SolveOptions, Status};
use std::time::Instant;

struct Row {
    file: &'static str,
    line: usize,
    id: String,
    rules: Rules,
    sfen: String,
    /// `Ok(n)` mate in n; `Err(n)` no mate within n.
    expected: Result<u16, u16>,
}

fn rows(file: &'static str, text: &'static str) -> Vec<Row> {
    text.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            let rules = common::fixture_rules(f[0], f[1]);
            let expected = match f[4].strip_prefix("none<=") {
                Some(n) => Err(n.parse().unwrap()),
                None => Ok(f[4].parse().unwrap()),
            };
            Row { file, line: i + 1, id: f[2].to_string(), rules, sfen: f[3].to_string(), expected }
        })
        .collect()
}

/// Replays a main line: legal moves, every attacker move checks, the end is checkmate.
pub fn assert_mating_line(pos: &Position, line: &[Move], what: &str) {
    let mut p = pos.clone();
    for (i, &mv) in line.iter().enumerate() {
        assert!(p.is_legal(mv), "{what}: ply {} {} is illegal", i + 1, mv.usi(p.geometry()));
        p.play(mv);
        if i % 2 == 0 {
            assert!(p.is_check(), "{what}: attacker ply {} {} does not check", i + 1, mv.usi(p.geometry()));
        }
    }
    assert!(p.is_checkmate(), "{what}: the line does not end in checkmate");
}

fn check(file: &'static str, text: &'static str) {
    let mut failures = Vec::new();
    for row in rows(file, text) {
        let pos = Position::from_sfen(row.rules, &row.sfen).unwrap();
        let bound = match row.expected {
            Ok(n) => n + 2,
            Err(n) => n,
        };
        let opts = SolveOptions { max_plies: bound, alternatives: false, ..SolveOptions::default() };
        let t = Instant::now();
        let sol = solve(&pos, &opts, None);
        let what = format!("{}:{} {}", row.file, row.line, row.id);
        match (row.expected, &sol.status) {
            (Ok(n), Status::Mate) if sol.length == Some(n) => {
                assert_eq!(sol.main_line.len(), n as usize, "{what}");
                assert_mating_line(&pos, &sol.main_line, &what);
            }
            (Err(_), Status::NoMate) => {}
            _ => failures.push(format!(
                "{what}: expected {:?}, got {:?} {:?} ({} nodes, {:?})",
                row.expected,
                sol.status,
                sol.length,
                sol.nodes,
                t.elapsed()
            )),
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn tsume_shogi_rows() {
    check("tsume_shogi.tsv", include_str!("fixtures/tsume_shogi.tsv"));
}

#[test]
fn tsume_minishogi_rows() {
    check("tsume_minishogi.tsv", include_str!("fixtures/tsume_minishogi.tsv"));
}

#[test]
fn tsume_annan_rows() {
    check("tsume_annan.tsv", include_str!("fixtures/tsume_annan.tsv"));
}

/// The same mates asked as long questions (more than 255 plies): the first search then looks
/// for any mate without counting plies, with alike moves waiting in chains (`delay.rs`),
/// and the shortening after it must still reach every listed length.
#[test]
fn long_questions_reach_every_listed_length() {
    let files = [
        ("tsume_shogi.tsv", include_str!("fixtures/tsume_shogi.tsv")),
        ("tsume_minishogi.tsv", include_str!("fixtures/tsume_minishogi.tsv")),
        ("tsume_annan.tsv", include_str!("fixtures/tsume_annan.tsv")),
    ];
    let mut failures = Vec::new();
    for (file, text) in files {
        for row in rows(file, text) {
            let Ok(listed) = row.expected else { continue };
            let pos = Position::from_sfen(row.rules, &row.sfen).unwrap();
            let opts = SolveOptions { max_plies: 1000, alternatives: false, ..SolveOptions::default() };
            let sol = solve(&pos, &opts, None);
            let what = format!("{}:{} {}", row.file, row.line, row.id);
            if sol.status != Status::Mate || sol.length != Some(listed) {
                failures.push(format!("{what}: expected mate {listed}, got {:?} {:?}", sol.status, sol.length));
                continue;
            }
            assert_mating_line(&pos, &sol.main_line, &what);
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// Classical problems: their listed lengths ignore useless interpositions, so the plain-rule
/// length may only be longer; the mate must be proved and the line must replay to mate.
#[test]
fn tsume_classics_rows() {
    for row in rows("tsume_classics.tsv", include_str!("fixtures/tsume_classics.tsv")) {
        let pos = Position::from_sfen(row.rules, &row.sfen).unwrap();
        let opts = SolveOptions { max_plies: 99, alternatives: false, ..SolveOptions::default() };
        let sol = solve(&pos, &opts, None);
        let what = format!("{}:{} {}", row.file, row.line, row.id);
        let listed = row.expected.expect("classics are mates");
        assert_eq!(sol.status, Status::Mate, "{what}");
        assert!(sol.length.unwrap() >= listed, "{what}: {:?} is shorter than the composer's {listed}", sol.length);
        assert_mating_line(&pos, &sol.main_line, &what);
    }
}

/// After the first move of a mate in 3, every defence is mated within 2 more plies and the
/// longest defence takes exactly 2; after a non-mating check some defence escapes.
#[test]
fn defences_rank_longest_resistance_and_find_escapes() {
    use annan::solver::Solver;
    let rules = Rules::new(Variant::Shogi);
    // antma-tsume3-03: G*5c 5b6a G*6b.
    let row = rows("tsume_shogi.tsv", include_str!("fixtures/tsume_shogi.tsv"))
        .into_iter()
        .find(|r| r.id == "antma-tsume3-03")
        .expect("fixture row");
    let pos = Position::from_sfen(rules, &row.sfen).unwrap();
    let mut solver = Solver::new(16);
    let opts = SolveOptions { hash_mb: 16, ..SolveOptions::default() };
    let first = Move::parse_usi("G*5c", pos.geometry()).unwrap();
    let defences = solver.defences(&pos.after(first), 2, &opts).unwrap();
    assert!(!defences.is_empty());
    assert!(defences.iter().all(|(_, len)| len.is_some_and(|l| l <= 1)), "{defences:?}");
    // Spending the first check elsewhere lets the king out.
    let mut checks = annan::rules::MoveList::new();
    pos.checking_moves(&mut checks);
    let escapes = checks.iter().filter(|&&m| m != first).any(|&m| {
        let d = solver.defences(&pos.after(m), 2, &opts).unwrap();
        d.first().is_some_and(|(_, len)| len.is_none())
    });
    assert!(escapes, "some other check should fail");
}

fn classic(id: &str) -> (Position, u16) {
    let row = rows("tsume_classics.tsv", include_str!("fixtures/tsume_classics.tsv"))
        .into_iter()
        .find(|r| r.id == id)
        .expect("fixture row");
    (Position::from_sfen(row.rules, &row.sfen).unwrap(), row.expected.expect("classics are mates"))
}

/// A limit that stops the search after a mate is found but before it is proven shortest
/// still answers with that mate: `unknown`, the limit named, the length found, and a line
/// that replays to mate within it; a limit during the main-line walk also gives the length.
#[test]
fn a_limit_during_shortening_still_gives_the_mate_found() {
    let (pos, _) = classic("zukou-034");
    // Measured: the first mate (17 plies) takes 30,000 nodes, the shortening (no mate in 15)
    // ends between 160,000 and 180,000, the main line with its alternatives at 411,543.
    let opts = SolveOptions { max_plies: 99, nodes: Some(60_000), hash_mb: 64, ..SolveOptions::default() };
    let sol = solve(&pos, &opts, None);
    assert_eq!((sol.status.clone(), sol.stopped_by), (Status::Unknown, Some(annan::solver::Limit::Nodes)));
    let bound = sol.upper_bound.expect("a mate was found within 60,000 nodes");
    assert!(
        !sol.main_line.is_empty() && sol.main_line.len() <= bound as usize,
        "{} plies for {bound}",
        sol.main_line.len()
    );
    assert_mating_line(&pos, &sol.main_line, "zukou-034 within 60,000 nodes");
    assert_eq!(sol.length, None, "not yet proven shortest");

    // With 300,000 nodes the shortening ends (no mate in 15) but the main line, with the
    // other mating moves along it, is not settled: the length is known, the line is a mate.
    let opts = SolveOptions { nodes: Some(300_000), ..opts };
    let sol = solve(&pos, &opts, None);
    assert_eq!(
        (sol.status.clone(), sol.length, sol.stopped_by),
        (Status::Unknown, Some(17), Some(annan::solver::Limit::Nodes))
    );
    assert_mating_line(&pos, &sol.main_line, "zukou-034 within 300,000 nodes");
}

/// Questions longer than 255 plies first look for any mate without counting plies, then
/// shorten it: the lengths are the same exact ones.
#[test]
fn long_questions_find_the_same_shortest_mates() {
    for id in ["musou-077", "zukou-005", "zukou-042", "zukou-088"] {
        let (pos, listed) = classic(id);
        let opts = SolveOptions { max_plies: 1000, alternatives: false, ..SolveOptions::default() };
        let sol = solve(&pos, &opts, None);
        assert_eq!((sol.status.clone(), sol.length), (Status::Mate, Some(listed)), "{id}");
        assert_mating_line(&pos, &sol.main_line, id);
    }
    // And a position with no mate at all is answered so, however long the question.
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 b P 1").unwrap();
    let sol = solve(&pos, &SolveOptions { max_plies: 4000, ..SolveOptions::default() }, None);
    assert_eq!(sol.status, Status::NoMate);
}

/// Proof numbers summed over many transpositions grow past what the table stores; a search
/// that then read a child's number back smaller than the child computed it picked that
/// child again and again, each time returning at once, until the node limit (zukou-078's
/// "no mate in 19" spent more than 4 million nodes so, where 0.8 million settle it).
#[test]
fn saturated_numbers_do_not_stall_the_search() {
    let (pos, listed) = classic("zukou-078");
    let opts = SolveOptions { max_plies: 99, nodes: Some(3_000_000), alternatives: false, ..SolveOptions::default() };
    let sol = solve(&pos, &opts, None);
    assert_eq!((sol.status.clone(), sol.length), (Status::Mate, Some(listed)), "{} nodes", sol.nodes);
}

/// Old problems that mate by not promoting: with the promoted piece a pawn drop further on
/// would mate, and the rules refuse it; the unpromoted piece leaves the king a square and the
/// drop is a check that leads on. The solver takes a refutation of a promotion as the
/// refutation of the same move unpromoted only where no such refused drop lies in it: taken
/// always, these were answered "no mate" (checked).
#[test]
fn mates_that_rest_on_not_promoting_are_found() {
    let zukou = rows("tsume_zukou100.tsv", include_str!("fixtures/tsume_zukou100.tsv"));
    for id in ["zukou-012", "zukou-033"] {
        let row = zukou.iter().find(|r| r.id == id).expect("fixture row");
        let pos = Position::from_sfen(row.rules, &row.sfen).unwrap();
        let opts = SolveOptions { max_plies: 1000, alternatives: false, ..SolveOptions::default() };
        let sol = solve(&pos, &opts, None);
        assert_eq!(sol.status, Status::Mate, "{id}: {} nodes", sol.nodes);
        assert_eq!(sol.length, Some(sol.main_line.len() as u16), "{id}");
        assert_mating_line(&pos, &sol.main_line, id);
    }
}
