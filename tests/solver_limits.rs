//! Limits that always hold: time, nodes and the stop flag end a search within a small margin
//! at any table size, and the answer says which limit it was.

use annan::rules::{Position, Rules, Variant};
use annan::solver::{solve, Limit, SolveOptions, Status};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A problem no table size solves in well under a second (Zukō 1: 69 plies, a large hand
/// for the defender).
fn hard() -> Position {
    let sfen = "1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1";
    Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap()
}

#[test]
fn time_limit_holds_at_every_table_size() {
    let limit = Duration::from_millis(500);
    for hash_mb in [1, 4, 16, 64] {
        let opts = SolveOptions { time: Some(limit), hash_mb, ..SolveOptions::default() };
        let t = Instant::now();
        let sol = solve(&hard(), &opts, None);
        let took = t.elapsed();
        assert!(took <= limit + Duration::from_millis(200), "--hash {hash_mb}: {took:?}");
        assert_eq!(sol.status, Status::Unknown, "--hash {hash_mb}");
        assert_eq!(sol.stopped_by, Some(Limit::Time), "--hash {hash_mb}");
    }
}

#[test]
fn node_limit_holds_and_is_named() {
    for nodes in [1, 100, 5_000] {
        let opts = SolveOptions { nodes: Some(nodes), hash_mb: 4, ..SolveOptions::default() };
        let sol = solve(&hard(), &opts, None);
        assert_eq!(sol.status, Status::Unknown, "--nodes {nodes}");
        assert_eq!(sol.stopped_by, Some(Limit::Nodes));
        // The node being expanded finishes its children's first estimates.
        assert!(sol.nodes <= nodes + 200, "--nodes {nodes}: {} nodes", sol.nodes);
    }
}

#[test]
fn stop_flag_ends_the_search_quickly() {
    let flag = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let started = Instant::now();
        let handle = scope.spawn(|| {
            let opts = SolveOptions { stop: Some(&flag), hash_mb: 1, ..SolveOptions::default() };
            let sol = solve(&hard(), &opts, None);
            (sol, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(300));
        let raised = Instant::now();
        flag.store(true, Ordering::Relaxed);
        let (sol, ended) = handle.join().unwrap();
        assert!(ended.duration_since(raised) <= Duration::from_millis(100), "{:?}", ended.duration_since(raised));
        assert!(ended.duration_since(started) >= Duration::from_millis(300));
        assert_eq!(sol.status, Status::Unknown);
        assert_eq!(sol.stopped_by, Some(Limit::Stopped));
    });
}

/// The case from the report (Annan, the default game): a mate in 7 that once ran on forever
/// at `--hash 1` (a result the table could not keep was searched again and again). Counted
/// in nodes, not seconds, so that a busy machine does not change the verdict.
#[test]
fn small_table_still_answers() {
    let pos = Position::from_sfen(Rules::new(Variant::Annan), "9/9/9/8k/9/9/K8/9/9 b LnGg2R 1").unwrap();
    for hash_mb in [1, 4, 16] {
        let opts = SolveOptions { nodes: Some(3_000_000), hash_mb, ..SolveOptions::default() };
        let sol = solve(&pos, &opts, None);
        assert_eq!((sol.status, sol.length), (Status::Mate, Some(7)), "--hash {hash_mb}: {} nodes", sol.nodes);
    }
}

/// The same position under `--time 2`: the answer comes within the time and 0.2 s at every
/// table size, whether it is the mate or `unknown (time)`.
#[test]
fn the_reported_case_keeps_its_time_limit() {
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), "9/9/9/8k/9/9/K8/9/9 b LnGg2R 1").unwrap();
    let limit = Duration::from_secs(2);
    for hash_mb in [1, 4, 16, 64] {
        let opts = SolveOptions { time: Some(limit), hash_mb, ..SolveOptions::default() };
        let t = Instant::now();
        let sol = solve(&pos, &opts, None);
        assert!(t.elapsed() <= limit + Duration::from_millis(200), "--hash {hash_mb}: {:?}", t.elapsed());
        if sol.status == Status::Unknown {
            assert_eq!(sol.stopped_by, Some(Limit::Time), "--hash {hash_mb}");
        } else {
            assert_eq!((sol.status, sol.length), (Status::Mate, Some(7)), "--hash {hash_mb}");
        }
    }
}
