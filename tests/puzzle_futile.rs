//! Puzzles without futile interpositions (無駄合): the check the collection, `annan check`
//! and `annan generate` share turns down a mate whose only solution has the defender drop a
//! piece in the way only to lose it, says where, and keeps the puzzles that have none.

use annan::content::puzzle::{check_file, collection, conventions, verify, ConventionError, Standard};
use annan::puzzle::compose::{compose, Found};
use annan::puzzle::generate::{exact_mate, keep};
use annan::rules::{Move, Position, Rules, Variant};
use annan::solver::{SolveOptions, Solver};

/// Formerly minishogi-m5-s1-000241: a unique mate in 5, 5a4a P*3a 4a3a 2a3a S*3b, whose pawn
/// drop on 3a is only taken; counted as composers count, 5a4a mates at once.
const MINI: &str = "+Rp1kS/4g/1G3/5/5 b BSrbp 5";

/// Formerly annan-m9-s1-004838: in plain counting the longest defence at ply 6 is P*3c, a
/// futile interposition.
const ANNAN_9: &str = "6k2/4G4/3B3P1/7G1/9/9/9/9/9 b 2rb2g4s4n4l17p 1";

/// What the generator knows after finding the mate of `sfen` in exactly `mate` plies.
fn found(variant: Variant, sfen: &str, mate: u16) -> Found {
    let drawn = Position::from_sfen(Rules::new(variant), sfen).unwrap();
    let (position, line, nodes) = exact_mate(&drawn, mate).expect("a mate of exactly that length");
    Found { id: "test".into(), position, line, annan_only: false, nodes, origin: "written for this test".into() }
}

#[test]
fn the_generator_turns_down_a_mate_whose_only_solution_has_a_futile_interposition() {
    let f = found(Variant::Minishogi, MINI, 5);
    let puzzle = compose(&f);
    assert_eq!(puzzle.main_line[1], "P*3a");
    // Everything else makes it a puzzle: the solution is unique, the defences longest.
    let v = verify(&puzzle, Standard::Playable).unwrap_or_else(|p| panic!("{p:?}"));
    assert!(v.alternatives.iter().all(|(_, others)| others.is_empty()));
    let problems = verify(&puzzle, Standard::Composed).unwrap_err();
    let messages: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].starts_with("main_line ply 2: P*3a is a futile interposition (無駄合)"), "{messages:?}");
    assert_eq!(problems[0].needle, "P*3a");
    assert!(keep(&f).is_none());
    // `annan check` says so at the line of the drop.
    let yaml = puzzle.to_yaml();
    let errors = check_file("futile.yaml", &yaml).unwrap_err();
    let line = yaml.lines().position(|l| l.contains("P*3a")).unwrap() + 1;
    assert_eq!((errors.len(), errors[0].line), (1, line), "{errors:?}");
}

#[test]
fn the_generator_keeps_a_mate_without_one() {
    let l =
        collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 5).unwrap();
    let position = l.puzzle.position().unwrap();
    let line = l.puzzle.line(&position).unwrap();
    let f = Found { id: l.puzzle.id.clone(), position, line, annan_only: false, nodes: 1000, origin: "test".into() };
    let kept = keep(&f).unwrap_or_else(|| panic!("{:?}", verify(&compose(&f), Standard::Composed)));
    assert_eq!(kept.main_line, l.puzzle.main_line);
}

#[test]
fn conventions_name_the_futile_ply() {
    let pos = Position::from_sfen(Rules::new(Variant::Annan), ANNAN_9).unwrap();
    let mut solver = Solver::new(16);
    let opts = SolveOptions { alternatives: false, hash_mb: 16, ..SolveOptions::default() };
    let plain = solver.solve(&pos, &opts, None);
    assert_eq!(plain.length, Some(9));
    // One of plain counting's longest lines (which of the equally long ones the solver shows
    // is its choice): its defence at ply 6 drops a pawn only to lose it.
    let usi = ["5b4a", "3a2a", "6c5d+", "2a1a", "5d4d", "P*3c", "4d3c", "1a2a", "2c2b+"];
    let line: Vec<Move> = usi.iter().map(|m| Move::parse_usi(m, pos.geometry()).unwrap()).collect();
    let err = conventions(&mut solver, &pos, &line, &opts).unwrap_err();
    assert_eq!(err, ConventionError::Futile { ply: 5, mv: "P*3c".into() });
    assert!(err.to_string().starts_with("main_line ply 6: P*3c is a futile interposition"), "{err}");
    // The same check passes a collection puzzle.
    let l =
        collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 9).unwrap();
    let start = l.puzzle.position().unwrap();
    let line = l.puzzle.line(&start).unwrap();
    assert_eq!(conventions(&mut solver, &start, &line, &SolveOptions { max_plies: 9, ..opts }), Ok(()));
}
