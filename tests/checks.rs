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
fn on_fixture_positions(step: usize, mut test: impl FnMut(&Position)) -> usize {
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

/// `drops_may_check` is never false for a role whose drop gives check: given one more piece
/// of a role in hand (where the set has one to spare), every legal drop of it that checks
/// must be of a role it names (the solver lets a refutation hold for more pieces of the roles
/// it does not name). The number of checking drops seen.
fn drops_covered(pos: &Position) -> usize {
    let setup = Setup::parse(pos.variant(), &pos.to_sfen()).expect("a position's own SFEN reads back");
    let side = pos.side_to_move();
    let may = pos.drops_may_check();
    let mut seen = 0;
    for (i, role) in Role::HAND.into_iter().enumerate() {
        let mut more = setup.clone();
        more.hands[side.index()][role.index()] += 1;
        // Every piece of the role is in play already: none can be given.
        let Ok(given) = Position::from_setup(&more, *pos.rules()) else { continue };
        for &mv in given.legal_move_list().iter().filter(|m| m.drop_role() == Some(role)) {
            if given.after(mv).is_check() {
                seen += 1;
                assert!(may[i], "{} drops a checking {role:?} in {}", mv.usi(pos.geometry()), pos.to_sfen());
            }
        }
    }
    seen
}

#[test]
fn drops_that_check_are_foreseen() {
    let mut seen = 0;
    let n = on_fixture_positions(3, |pos| seen += drops_covered(pos));
    assert!(n > 10000 && seen > 10000, "{n} positions, {seen} checking drops");
}

/// Every position of the mate-problem fixtures and every position along their recorded main
/// lines: kings hemmed in, where pawn drops that check are often mates.
fn tsume_positions() -> Vec<Position> {
    let files = [
        include_str!("fixtures/tsume_shogi.tsv"),
        include_str!("fixtures/tsume_minishogi.tsv"),
        include_str!("fixtures/tsume_zukou100.tsv"),
        include_str!("fixtures/tsume_classics.tsv"),
        include_str!("fixtures/tsume_annan.tsv"),
    ];
    let mut out = Vec::new();
    for line in files.iter().flat_map(|f| f.lines().skip(1)) {
        let f: Vec<&str> = line.split('\t').collect();
        let mut pos = Position::from_sfen(common::fixture_rules(f[0], f[1]), f[3]).unwrap();
        out.push(pos.clone());
        for usi in f[5].split_whitespace().filter(|&m| m != "-") {
            let mv = annan::rules::Move::parse_usi(usi, pos.geometry()).unwrap();
            pos.play(mv);
            out.push(pos.clone());
        }
    }
    out
}

/// A checking pawn drop is refused exactly when it leaves the king no legal move
/// (uchifuzume), however the generator decides it: played out and every reply generated,
/// the definition, against `check_move`. The mate-problem positions and those two plies
/// after them (a check and a reply), and the perft positions and some one ply after them;
/// the side to move given one pawn more (from the other side's hand when it has one).
#[test]
fn checking_pawn_drops_are_refused_exactly_when_they_mate() {
    let (mut refused, mut allowed) = (0, 0);
    let mut test = |pos: &Position| {
        let setup = Setup::parse(pos.variant(), &pos.to_sfen()).expect("a position's own SFEN reads back");
        let (us, them) = (pos.side_to_move().index(), pos.side_to_move().opponent().index());
        let mut more = setup.clone();
        more.hands[us][Role::Pawn.index()] += 1;
        // Mate problems give the defender every piece left over: one of its pawns then.
        if more.hands[them][Role::Pawn.index()] > 0 {
            more.hands[them][Role::Pawn.index()] -= 1;
        }
        let Ok(given) = Position::from_setup(&more, *pos.rules()) else { return };
        for to in 0..given.geometry().squares as u8 {
            let mv = annan::rules::Move::drop(Role::Pawn, to);
            if given.piece_at(to).is_some() || !given.after(mv).is_check() {
                continue;
            }
            let mates = !given.after(mv).has_legal_move();
            match given.check_move(mv) {
                Ok(()) => {
                    assert!(!mates, "{} mates yet is allowed in {}", mv.usi(given.geometry()), given.to_sfen());
                    allowed += 1;
                }
                Err(annan::rules::Illegal::PawnDropMate) => {
                    assert!(mates, "{} is refused as a mate in {}", mv.usi(given.geometry()), given.to_sfen());
                    refused += 1;
                }
                Err(_) => {}
            }
        }
    };
    // Two plies on from each problem position: a check and every reply.
    for pos in tsume_positions() {
        test(&pos);
        let mut checks = MoveList::new();
        pos.checking_moves(&mut checks);
        for &check in checks.iter() {
            let after = pos.after(check);
            for &reply in after.legal_move_list().iter() {
                test(&after.after(reply));
            }
        }
    }
    on_fixture_positions(5, &mut test);
    eprintln!("{refused} refused, {allowed} allowed");
    assert!(refused > 100 && allowed > 1000, "{refused} refused, {allowed} allowed");
}
