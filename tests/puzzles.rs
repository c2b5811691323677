//! The embedded puzzle collection: sizes per variant and length, one file per puzzle named
//! after its id in its variant's folder, and every puzzle verified by the solver (exact
//! length, legal main line ending in mate, longest defences, unique solution, no futile
//! interposition and the same length counted classically, Annan-only claims, tags).

use annan::content::puzzle::{collection, verify, Located, Standard};
use annan::rules::Variant;
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
