//! One table serves many questions about positions with the same pieces in play (the puzzle
//! player and `defences` share one): a verdict stored for one hand must stay true for every
//! hand it is read for.

mod common;

use annan::rules::Position;
use annan::solver::{solve, SolveOptions, Solver, Status};

fn shogi(sfen: &str) -> Position {
    Position::from_sfen(common::fixture_rules("shogi", "-"), sfen).unwrap()
}

/// The king on 1a is boxed in by its own lance and pawn, so a rook dropped on file 1 mates
/// unless the defender blocks with a pawn from its hand. With one pawn each, the block holds
/// and there is no mate; with both pawns in the attacker's hand, the drop mates at once. The
/// first question's refutation (the pawn block) must not be read as refuting the second:
/// the attacker's extra pawn is the one the defender blocked with.
#[test]
fn a_refutation_by_a_drop_is_not_read_for_a_defender_without_that_piece() {
    let opts = SolveOptions { max_plies: 7, hash_mb: 16, ..SolveOptions::default() };
    let blocked = shogi("7lk/7p1/9/9/9/9/9/9/9 b RPp 1");
    let unblockable = shogi("7lk/7p1/9/9/9/9/9/9/9 b R2P 1");
    assert_eq!(solve(&blocked, &opts, None).status, Status::NoMate);
    let fresh = solve(&unblockable, &opts, None);
    assert_eq!((fresh.status.clone(), fresh.length), (Status::Mate, Some(1)));

    let mut solver = Solver::new(16);
    assert_eq!(solver.solve(&blocked, &opts, None).status, Status::NoMate);
    let shared = solver.solve(&unblockable, &opts, None);
    assert_eq!((shared.status, shared.length), (Status::Mate, Some(1)), "after the blocked question");
}
