//! `Position::keys_after` (the solver asks its table about a child before building it) gives
//! the keys of the position the move leads to: drops, captures of promoted pieces (the hand
//! gets the unpromoted piece), promotions, in all three games, two plies from every tsume
//! fixture (problems full of pieces in hand) and every perft position.

mod common;

use annan::rules::{MoveList, Position};

fn positions() -> Vec<Position> {
    let mut files = common::PLAIN_TSUME.to_vec();
    files.push(include_str!("fixtures/tsume_zukou100.tsv"));
    let mut out: Vec<Position> = common::tsume_rows(&files).into_iter().map(|(_, pos, _)| pos).collect();
    for line in include_str!("fixtures/perft.tsv").lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        out.push(Position::from_sfen(common::fixture_rules(f[0], f[1]), f[2]).unwrap());
    }
    out
}

/// Checks every legal move of `pos`, and `depth - 1` plies below each.
fn check(pos: &Position, depth: u32) -> usize {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut checked = 0;
    for &mv in moves.iter() {
        let child = pos.after(mv);
        assert_eq!(
            pos.keys_after(mv),
            (child.board_key(), child.key()),
            "{} after {}",
            pos.to_sfen(),
            mv.usi(pos.geometry())
        );
        checked += 1;
        if depth > 1 {
            checked += check(&child, depth - 1);
        }
    }
    checked
}

#[test]
fn keys_after_a_move_are_the_keys_of_the_position_it_leads_to() {
    let checked: usize = positions().iter().map(|p| check(p, 2)).sum();
    assert!(checked > 100_000, "only {checked} moves checked");
}
