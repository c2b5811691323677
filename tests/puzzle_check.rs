//! `check_file` (what `annan check` runs on puzzle files) rejects wrong puzzles with the
//! reason and the line: wrong length, several solutions, illegal or finished positions,
//! the defender's hand not stated in full, false Annan-only claims, wrong tags, titles and
//! hints that are not true of the puzzle.

use annan::content::puzzle::{check_file, collection, Located, Phrase, Tag};
use annan::rules::Variant;

/// A shogi mate in 1 with two answers: G*1b and G*2b both mate the king on 1a, the gold
/// on 2c guarding either.
const TWO_MATES: &str = "\
id: two-golds
variant: shogi
sfen: 8k/9/7G1/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1
mate: 1
main_line: [G*1b]
title: {id: puzzle-title, theme: drop, length: 1}
hints: [{id: puzzle-hint-drop, piece: gold}]
tags: [drop]
difficulty: 1
origin: written for this test
";

fn errors(text: &str) -> Vec<String> {
    match check_file("test.yaml", text) {
        Ok(()) => Vec::new(),
        Err(errors) => errors.iter().map(|e| e.to_string()).collect(),
    }
}

fn rejected_with(text: &str, reason: &str) -> Vec<String> {
    let errors = errors(text);
    assert!(errors.iter().any(|e| e.contains(reason)), "expected '{reason}' in {errors:?}");
    errors
}

fn first(variant: Variant, mate: u16) -> Located {
    collection()
        .unwrap()
        .into_iter()
        .find(|l| l.puzzle.variant == variant && l.puzzle.mate == mate)
        .expect("the collection has one")
}

#[test]
fn a_collection_puzzle_passes() {
    let l = first(Variant::Annan, 3);
    assert_eq!(errors(&l.text), Vec::<String>::new());
}

#[test]
fn wrong_length_is_rejected_with_the_solver_length_on_the_mate_line() {
    let l = first(Variant::Annan, 3);
    let text = l.text.replace("mate: 3", "mate: 5");
    let errors = rejected_with(&text, "the solver mates in 3 plies, not 5");
    let line = text.lines().position(|t| t.starts_with("mate:")).unwrap() + 1;
    assert!(errors[0].starts_with(&format!("test.yaml:{line}:")), "{errors:?}");
}

#[test]
fn a_second_mating_move_makes_the_puzzle_not_unique() {
    rejected_with(TWO_MATES, "not unique: at ply 1 besides G*1b also G*2b mates within 1 ply");
}

#[test]
fn illegal_and_finished_positions_are_rejected() {
    let two_kings = TWO_MATES.replace("8k/9/7G1", "k7k/9/7G1");
    rejected_with(&two_kings, "Gote has two kings");
    let mated = TWO_MATES.replace("8k/9/7G1/9/9/9/9/9/9 b G", "8k/9/9/9/9/9/g8/g8/K8 b ");
    rejected_with(&mated, "already over");
    let bad_sfen = TWO_MATES.replace("8k/9/7G1", "8k/9/7G");
    rejected_with(&bad_sfen, "rank 3");
}

#[test]
fn the_defender_must_hold_the_rest() {
    let short_hand = TWO_MATES.replace("2r2b2g4s4n4l18p", "2r2b2g4s4n4l17p");
    rejected_with(&short_hand, "the defender must hold every piece");
}

#[test]
fn false_annan_only_claims_and_wrong_tags_are_rejected() {
    let shogi_mate = first(Variant::Annan, 3);
    if !shogi_mate.puzzle.annan_only {
        let claimed = shogi_mate.text.replace("variant: annan", "variant: annan\nannan_only: true");
        rejected_with(&claimed, "under shogi rules it also mates");
    }
    let claimed = TWO_MATES.replace("tags: [drop]", "tags: [drop]\nannan_only: true");
    rejected_with(&claimed, "only meaningful for Annan");
    let mut wrong = first(Variant::Shogi, 3).puzzle;
    let shown: Vec<&str> = wrong.tags.iter().map(|t| t.name()).collect();
    let shown = format!("the main line shows [{}]", shown.join(", "));
    wrong.tags = if wrong.tags.contains(&Tag::Sacrifice) { vec![Tag::Promotion] } else { vec![Tag::Sacrifice] };
    rejected_with(&wrong.to_yaml(), &shown);
}

#[test]
fn a_main_line_must_check_and_mate() {
    rejected_with(&TWO_MATES.replace("[G*1b]", "[G*3b]"), "G*3b does not give check");
    rejected_with(&TWO_MATES.replace("[G*1b]", "[G*9i]"), "the main line does not end in checkmate");
    rejected_with(&TWO_MATES.replace("[G*1b]", "[G*1a]"), "G*1a is not legal");
}

#[test]
fn titles_and_hints_must_be_true_of_the_puzzle() {
    let l = first(Variant::Annan, 3);
    let p = &l.puzzle;
    let first_move = &p.main_line[0];
    let wrong_length = l.text.replace("length: 3", "length: 5");
    rejected_with(&wrong_length, "the title says mate in 5, but the puzzle is a mate in 3");
    let lying = l.text.replace(&format!("move: {first_move}"), "move: 9i9h");
    assert_ne!(lying, l.text, "the puzzle has a move hint");
    let errors = rejected_with(&lying, &format!("does not describe the first move of the main line, {first_move}"));
    let line = lying.lines().position(|t| t.starts_with("hints:")).unwrap() + 1;
    assert!(errors.iter().any(|e| e.starts_with(&format!("test.yaml:{line}:"))), "{errors:?}");
    let mut other_theme = p.clone();
    let absent = [Tag::Sacrifice, Tag::Promotion, Tag::Drop].into_iter().find(|t| !p.tags.contains(t)).unwrap();
    other_theme.title = Phrase::Title { theme: Some(absent), length: p.mate };
    rejected_with(&other_theme.to_yaml(), &format!("the theme {} is not among the puzzle's tags", absent.name()));
    let prose = TWO_MATES.replace("{id: puzzle-title, theme: drop, length: 1}", "{en: Two golds}");
    rejected_with(&prose, "id");
}

/// `annan check` finds a puzzle id used twice, in one file or in two checked together (the
/// player, asked for an id, takes the first): the second is reported where it stands, with
/// where the first is.
#[test]
fn a_puzzle_id_used_twice_is_reported_at_the_second() {
    use annan::content::validate::check_files;
    let l = first(Variant::Annan, 3);
    let twice = format!("{}---\n{}", l.text, l.text);
    let second_line = l.text.lines().count() + 2;
    let id_line = second_line + l.text.lines().position(|t| t.starts_with("id:")).unwrap();
    let errors: Vec<String> =
        check_files(&[("puzzles/mine.yaml".to_string(), twice)]).iter().map(|e| e.to_string()).collect();
    let reused: Vec<&String> = errors.iter().filter(|e| e.contains("is also used at")).collect();
    assert_eq!(reused.len(), 1, "{errors:?}");
    assert!(reused[0].starts_with(&format!("puzzles/mine.yaml:{id_line}:")), "{reused:?}");
    assert!(reused[0].ends_with("is also used at puzzles/mine.yaml:1"), "{reused:?}");
    let two_files = [("puzzles/a.yaml".to_string(), l.text.clone()), ("puzzles/b.yaml".to_string(), l.text.clone())];
    let errors: Vec<String> = check_files(&two_files).iter().map(|e| e.to_string()).collect();
    assert!(
        errors.iter().any(|e| e.starts_with("puzzles/b.yaml:") && e.ends_with("also used at puzzles/a.yaml:1")),
        "{errors:?}"
    );
    assert!(check_files(&two_files[..1]).is_empty(), "one file alone passes");
}
