//! The embedded puzzle collection: sizes per variant and length, one file per puzzle named
//! after its id in its variant's folder, and every puzzle verified by the solver (exact
//! length, legal main line ending in mate, longest defences, unique solution, no futile
//! interposition and the same length counted classically, Annan-only claims, tags).

use annan::content::puzzle::{collection, plies_needing_setting, verify, Located, Standard};
use annan::i18n::{arg, message_in, Lang};
use annan::puzzle::play::solution_text;
use annan::rules::{DeadPiece, Notation, Position, Variant};
use annan::solver::{SolveOptions, Solver, Status};
use rayon::prelude::*;
use std::collections::BTreeSet;

fn all() -> Vec<Located> {
    collection().unwrap_or_else(|errors| panic!("{errors:?}"))
}

#[test]
fn collection_sizes() {
    let all = all();
    let count = |f: &dyn Fn(&Located) -> bool| all.iter().filter(|l| f(l)).count();
    let annan = |l: &Located| l.puzzle.variant == Variant::Annan;
    assert!(count(&annan) >= 100, "annan puzzles: {}", count(&annan));
    assert!(count(&|l| annan(l) && l.puzzle.annan_only) >= 40, "annan-only puzzles");
    for mate in [1, 3, 5, 7] {
        assert!(count(&|l| annan(l) && l.puzzle.mate == mate) > 0, "no annan mate in {mate}");
    }
    assert!(count(&|l| annan(l) && l.puzzle.mate >= 9) > 0, "no annan mate in 9 or more");
    let middle = count(&|l| annan(l) && (3..=7).contains(&l.puzzle.mate));
    assert!(middle * 2 > count(&annan), "most annan puzzles should be mates in 3 to 7");
    assert!(count(&|l| l.puzzle.variant == Variant::Shogi) >= 30);
    assert!(count(&|l| l.puzzle.variant == Variant::Minishogi) >= 20);
}

#[test]
fn one_file_per_puzzle_named_after_its_id() {
    let all = all();
    let mut ids = BTreeSet::new();
    let mut positions = BTreeSet::new();
    for l in &all {
        let p = &l.puzzle;
        assert_eq!(l.file, format!("puzzles/{}/{}.yaml", p.variant, p.id), "file name and folder");
        assert_eq!(l.first_line, 1, "{}: one puzzle per file", l.file);
        assert!(ids.insert(p.id.clone()), "duplicate id {}", p.id);
        assert!(positions.insert(p.sfen.clone()), "{}: the same position is already in the collection", l.file);
    }
}

#[test]
fn every_puzzle_is_verified_by_the_solver() {
    let failures: Vec<String> = all()
        .par_iter()
        .filter_map(|l| match verify(&l.puzzle, Standard::Composed) {
            Ok(v) => {
                let ok = v.line.len() == l.puzzle.mate as usize && v.alternatives.iter().all(|(_, a)| a.is_empty());
                (!ok).then(|| format!("{}: verified but the line or alternatives disagree", l.file))
            }
            Err(problems) => {
                Some(problems.iter().map(|p| format!("{}: {}", l.file, p.message)).collect::<Vec<_>>().join("\n"))
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Which puzzles' main lines hold a move that only their dead-piece setting allows (a lance
/// dropped on the last rank in front of its rook: legal by default, not under `original`),
/// asked of the rules core: the solution of those names the setting, the others' does not.
/// Every Annan puzzle with no mate of its length under `original` is among them (a teacher
/// found 7 of 100, and took `L*5a` for an illegal move), so is the first Annan puzzle, and
/// no shogi or minishogi puzzle is.
#[test]
fn a_solution_names_the_dead_piece_setting_where_a_move_needs_it() {
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let note = flat(&message_in(Lang::En, "puzzle-setting-note", &[("setting", arg("backer"))]));
    let noted: Vec<String> = all()
        .par_iter()
        .filter_map(|l| {
            let p = &l.puzzle;
            let start = p.position().unwrap();
            let line = p.line(&start).unwrap();
            let plies = plies_needing_setting(&start, &line);
            let text = flat(&solution_text(p, &line, Notation::Usi).unwrap());
            assert_eq!(text.contains(&note), !plies.is_empty(), "{}: {plies:?}\n{text}", p.id);
            assert!(plies.is_empty() || p.variant == Variant::Annan, "{}: {plies:?}", p.id);
            if plies.is_empty() && p.variant == Variant::Annan {
                let original = Position::from_sfen(p.rules().with_dead_piece(DeadPiece::Original), &p.sfen).unwrap();
                let opts =
                    SolveOptions { max_plies: p.mate, hash_mb: 16, alternatives: false, ..SolveOptions::default() };
                let sol = Solver::new(16).solve(&original, &opts, None);
                assert_eq!(sol.status, Status::Mate, "{}: no mate in {} under original, and no note", p.id, p.mate);
            }
            (!plies.is_empty()).then(|| p.id.clone())
        })
        .collect();
    assert!(noted.len() >= 7, "{noted:?}");
    assert!(noted.contains(&"annan-m3-s1-000058".to_string()), "{noted:?}");
}
