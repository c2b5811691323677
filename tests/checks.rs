//! `checking_moves` (which predicts checks without playing the moves) agrees with playing
//! every legal move and asking whether the opponent is in check, on every perft fixture
//! position and on the positions one ply after them; so does `drops_may_check` with the
//! drops that check.

mod common;

use annan::rules::{MoveList, Position, Role, Setup};

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

/// Runs `test` on every perft fixture position and on every `step`-th position one ply after
/// it; the number of those later positions.
fn on_fixture_positions(step: usize, test: fn(&Position)) -> usize {
    let mut n = 0;
    for line in include_str!("fixtures/perft.tsv").lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let rules = common::fixture_rules(f[0], f[1]);
        let pos = Position::from_sfen(rules, f[2]).unwrap();
        test(&pos);
        for &mv in pos.legal_move_list().iter().step_by(step) {
            test(&pos.after(mv));
            n += 1;
        }
    }
    n
}

#[test]
fn checking_moves_match_played_checks() {
    let n = on_fixture_positions(7, compare);
    assert!(n > 5000, "{n}");
}

/// `drops_may_check` is never false for a role whose drop gives check: given one piece of
/// each role in hand, every legal drop that checks must be of a role it names (the solver
/// lets a refutation hold for more pieces of the roles it does not name).
fn drops_covered(pos: &Position) {
    let Ok(mut setup) = Setup::parse(pos.variant(), &pos.to_sfen()) else { return };
    let side = pos.side_to_move();
    for role in Role::HAND {
        setup.hands[side.index()][role.index()] += 1;
    }
    let Ok(given) = Position::from_setup(&setup, *pos.rules()) else { return };
    let may = pos.drops_may_check();
    for &mv in given.legal_move_list().iter() {
        if let Some(role) = mv.drop_role() {
            let i = Role::HAND.iter().position(|&r| r == role).unwrap();
            assert!(
                may[i] || !given.after(mv).is_check(),
                "{} drops a checking {role:?} in {}",
                mv.usi(pos.geometry()),
                pos.to_sfen()
            );
        }
    }
}

#[test]
fn drops_that_check_are_foreseen() {
    let n = on_fixture_positions(3, drops_covered);
    assert!(n > 10000, "{n}");
}
