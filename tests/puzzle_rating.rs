//! The puzzle rating as the player meets it: repeated clean solves raise the player's
//! rating every time and steer the rating-based choice toward harder puzzles; misses bring
//! it back toward easy ones. Runs the same functions `annan puzzle` uses (pick, record).

use annan::content::puzzle::{collection, Located};
use annan::puzzle::play::{Attempt, End};
use annan::puzzle::record::{next_by_rating, player_rating, puzzle_rating, record};
use annan::rng::SplitMix;
use annan::ui::store::Progress;

fn sorted_collection() -> Vec<Located> {
    let mut all = collection().unwrap();
    all.sort_by(|a, b| a.puzzle.id.cmp(&b.puzzle.id));
    all
}

/// One puzzle offered: its index in the collection and its rating then.
struct Picked {
    index: usize,
    rating: f64,
}

/// Plays `rounds` puzzles picked by rating, each with the given result; the puzzles picked
/// and the player's rating after each.
fn session(all: &[Located], progress: &mut Progress, rounds: usize, clean: bool) -> (Vec<Picked>, Vec<f64>) {
    let mut rng = SplitMix::new(11);
    let mut played = Vec::new();
    let (mut picked, mut ratings) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let index = next_by_rating(all, progress, &played, &mut rng).expect("puzzles left");
        let p = &all[index].puzzle;
        picked.push(Picked { index, rating: puzzle_rating(progress, p).rating });
        played.push(p.id.clone());
        let attempt = Attempt { end: if clean { End::Mated } else { End::GaveUp }, mistakes: 0, revealed: false };
        assert!(record(progress, p, &attempt).is_some());
        ratings.push(player_rating(progress).rating);
    }
    (picked, ratings)
}

fn mean(v: &[Picked]) -> f64 {
    v.iter().map(|p| p.rating).sum::<f64>() / v.len() as f64
}

#[test]
fn repeated_solves_raise_the_rating_and_steer_toward_harder_puzzles() {
    let all = sorted_collection();
    let mut progress = Progress::default();
    let (picked, ratings) = session(&all, &mut progress, 20, true);
    let mut before = 1500.0;
    for r in &ratings {
        assert!(*r > before, "every clean solve raises the rating: {ratings:?}");
        before = *r;
    }
    let mates: Vec<u16> = picked.iter().map(|p| all[p.index].puzzle.mate).collect();
    assert!(mean(&picked[15..]) > mean(&picked[..5]) + 200.0, "mates picked: {mates:?}");
    assert!(mates[0] == 1 && mates[1] <= 3, "a new player starts on the shortest mates: {mates:?}");
    assert!(mates[17..].iter().all(|&m| m >= 5), "a strong run reaches longer mates: {mates:?}");
    assert_eq!(progress.puzzles.values().filter(|r| r.solved == 1).count(), 20);

    // Misses bring the rating, and the puzzles offered, back down.
    let top = *ratings.last().unwrap();
    let (later, after) = session(&all, &mut progress, 8, false);
    assert!(after.last().unwrap() < &top);
    assert!(later.last().unwrap().rating < picked.last().unwrap().rating);
}

#[test]
fn a_missed_puzzle_waits_until_no_new_one_is_left() {
    // A missed puzzle, its solution seen, came back in the next session, three times in a
    // quarter of an hour (a playtest).
    let all = sorted_collection();
    let mut progress = Progress::default();
    let missed = Attempt { end: End::Quit, mistakes: 1, revealed: false };
    let first = next_by_rating(&all, &progress, &[], &mut SplitMix::new(3)).unwrap();
    record(&mut progress, &all[first].puzzle, &missed);
    for seed in 0..50 {
        assert_ne!(next_by_rating(&all, &progress, &[], &mut SplitMix::new(seed)).unwrap(), first);
    }
    // With every other puzzle played in this session, the missed one is offered.
    let others: Vec<String> =
        all.iter().filter(|l| l.puzzle.id != all[first].puzzle.id).map(|l| l.puzzle.id.clone()).collect();
    assert_eq!(next_by_rating(&all, &progress, &others, &mut SplitMix::new(1)), Some(first));
}

#[test]
fn a_solved_puzzle_is_not_offered_again_while_unsolved_ones_remain() {
    let all = sorted_collection();
    let mut progress = Progress::default();
    let mut rng = SplitMix::new(3);
    let first = next_by_rating(&all, &progress, &[], &mut rng).unwrap();
    let clean = Attempt { end: End::Mated, mistakes: 0, revealed: false };
    record(&mut progress, &all[first].puzzle, &clean);
    for seed in 0..50 {
        let again = next_by_rating(&all, &progress, &[], &mut SplitMix::new(seed)).unwrap();
        assert_ne!(again, first);
    }
    // Every puzzle played in this session: nothing is left to offer.
    let everything: Vec<String> = all.iter().map(|l| l.puzzle.id.clone()).collect();
    assert_eq!(next_by_rating(&all, &progress, &everything, &mut rng), None);
}

#[test]
fn the_next_puzzle_is_of_the_game_last_played_while_it_has_one_left() {
    // A player training Annan was handed a shogi puzzle by the next one near the rating (a
    // playtest). Each game in turn: after a counted attempt at one of its puzzles, the next
    // ones offered are that game's until none is left in this session.
    let all = sorted_collection();
    for game in ["annan", "shogi", "minishogi"] {
        let mut progress = Progress::default();
        let start = all.iter().position(|l| l.puzzle.variant.name() == game).unwrap();
        let solved = Attempt { end: End::Mated, mistakes: 0, revealed: false };
        record(&mut progress, &all[start].puzzle, &solved);
        assert_eq!(progress.puzzle_game.as_deref(), Some(game));
        let mut played = vec![all[start].puzzle.id.clone()];
        let of_game = all.iter().filter(|l| l.puzzle.variant.name() == game).count();
        let mut rng = SplitMix::new(5);
        for _ in 1..of_game {
            let next = next_by_rating(&all, &progress, &played, &mut rng).unwrap();
            assert_eq!(all[next].puzzle.variant.name(), game, "{game}: {played:?}");
            played.push(all[next].puzzle.id.clone());
        }
        // The game's puzzles all played: another game's comes next rather than nothing.
        let next = next_by_rating(&all, &progress, &played, &mut rng).unwrap();
        assert_ne!(all[next].puzzle.variant.name(), game);
    }
    // A puzzle of this session that did not count (left before any try) still names the
    // game: after a shogi one, a shogi one, whatever game the progress file last counted.
    let progress = Progress { puzzle_game: Some("annan".to_string()), ..Progress::default() };
    let shogi = all.iter().find(|l| l.puzzle.variant.name() == "shogi").unwrap();
    let next = next_by_rating(&all, &progress, std::slice::from_ref(&shogi.puzzle.id), &mut SplitMix::new(2)).unwrap();
    assert_eq!(all[next].puzzle.variant.name(), "shogi");
}
