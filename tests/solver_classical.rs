//! Classical counting and futile interpositions: a pawn dropped in the way of a rook's check
//! only to be taken changes nothing, so the composers count the mate without it.

use annan::rules::{Move, Position, Rules, Variant};
use annan::solver::{SolveOptions, Solver, Status};

/// Gote's king in the corner, every flight covered; Sente's rook checks from afar along the
/// rank or the file. Gote holds one pawn to drop in the way, and the rook takes it with mate.
const CORNER: &str = "8k/9/6NG1/9/4R4/9/9/9/4K4 b p 1";

fn corner() -> Position {
    Position::from_sfen(Rules::new(Variant::Shogi), CORNER).unwrap()
}

#[test]
fn plain_counting_counts_the_interposition() {
    let sol = Solver::new(16).solve(&corner(), &SolveOptions::default(), None);
    assert_eq!((sol.status, sol.length), (Status::Mate, Some(3)));
    assert!(sol.main_line[1].is_drop(), "the longest defence drops the pawn in the way");
}

#[test]
fn the_drop_in_the_main_line_is_futile() {
    let pos = corner();
    let mut solver = Solver::new(16);
    let opts = SolveOptions::default();
    let sol = solver.solve(&pos, &opts, None);
    assert_eq!(solver.futile_interpositions(&pos, &sol.main_line, &opts), Ok(vec![1]));
}

#[test]
fn classical_counting_leaves_it_out() {
    let pos = corner();
    let opts = SolveOptions { classical: true, ..SolveOptions::default() };
    let sol = Solver::new(16).solve(&pos, &opts, None);
    assert_eq!((sol.status, sol.length), (Status::Mate, Some(1)), "{:?}", sol.main_line);
    let end = pos.after(sol.main_line[0]);
    assert!(end.is_check());
    // Every reply left is a drop in the way.
    assert!(end.legal_move_list().iter().all(|m| m.is_drop()));
}

#[test]
fn a_line_where_the_king_only_walks_has_none() {
    // antma-tsume3-03: G*5c 5b6a G*6b, the defender never drops.
    let row = include_str!("fixtures/tsume_shogi.tsv").lines().find(|l| l.contains("antma-tsume3-03")).unwrap();
    let f: Vec<&str> = row.split('\t').collect();
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), f[3]).unwrap();
    let line: Vec<Move> = f[5].split(' ').map(|m| Move::parse_usi(m, pos.geometry()).unwrap()).collect();
    let mut solver = Solver::new(16);
    assert_eq!(solver.futile_interpositions(&pos, &line, &SolveOptions::default()), Ok(vec![]));
}

/// Minishogi: Sente's silver drop on 5b is taken by the king or by the gold. After the king
/// takes, the mate takes three more plies and Sente ends holding the gold and the silver it
/// took on the way; after the gold takes, one more ply and Sente's hand is empty. Plainly the
/// king's capture is the longest defence (5 plies); composers do not take a defence only two
/// plies longer that leaves pieces over (2手変長), so they count 3.
const TWO_LONGER_WITH_PIECES_OVER: &str = "k4/1gGR1/pRs2/5/5 b S2bp 1";

#[test]
fn a_defence_two_plies_longer_with_pieces_over_is_not_the_solution() {
    let pos = Position::from_sfen(Rules::new(Variant::Minishogi), TWO_LONGER_WITH_PIECES_OVER).unwrap();
    let attacker = pos.side_to_move();
    let end = |line: &[Move]| line.iter().fold(pos.clone(), |p, &m| p.after(m));
    let plain = Solver::new(16).solve(&pos, &SolveOptions::default(), None);
    assert_eq!((plain.status, plain.length), (Status::Mate, Some(5)));
    assert!(end(&plain.main_line).hand_count(attacker) > 0, "the longest defence leaves pieces over");
    let opts = SolveOptions { classical: true, ..SolveOptions::default() };
    let classical = Solver::new(16).solve(&pos, &opts, None);
    assert_eq!((classical.status, classical.length), (Status::Mate, Some(3)), "{:?}", classical.main_line);
    let last = end(&classical.main_line);
    assert_eq!(last.hand_count(attacker), 0, "the solution uses every piece");
    assert!(!last.has_legal_move(), "and mates");
}
