//! `checking_moves` (which predicts checks without playing the moves) agrees with playing
//! every legal move and asking whether the opponent is in check, on every perft fixture
//! position and on the positions one ply after them.

mod common;

use annan::rules::{MoveList, Position};

fn compare(pos: &Position) {
    let mut checks = MoveList::new();
    pos.checking_moves(&mut checks);
    let mut predicted: Vec<_> = checks.iter().map(|m| m.usi(pos.geometry())).collect();
    let mut actual: Vec<_> =
        pos.legal_move_list().iter().filter(|&&m| pos.after(m).is_check()).map(|m| m.usi(pos.geometry())).collect();
    predicted.sort();
    actual.sort();
    assert_eq!(predicted, actual, "{} {}", pos.variant(), pos.to_sfen());
}

#[test]
fn checking_moves_match_played_checks() {
    let mut n = 0;
    for line in include_str!("fixtures/perft.tsv").lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let rules = common::fixture_rules(f[0], f[1]);
        let pos = Position::from_sfen(rules, f[2]).unwrap();
        compare(&pos);
        for &mv in pos.legal_move_list().iter().step_by(7) {
            compare(&pos.after(mv));
            n += 1;
        }
    }
    assert!(n > 5000, "{n}");
}
