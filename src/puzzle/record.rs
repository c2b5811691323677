//! What an attempt changes in the progress file (the puzzle's counters, the streak, the
//! player's and the puzzle's ratings), and which puzzle the player meets next.

use super::play::Attempt;
use super::rating::{self, Rating};
use crate::content::puzzle::{Located, Puzzle};
use crate::rng::SplitMix;
use crate::ui::store::Progress;

/// The player's rating (a new player's until the first rated attempt, or when the file holds
/// one this program could not have written).
pub fn player_rating(progress: &Progress) -> Rating {
    progress.puzzle_rating.map_or(Rating::NEW_PLAYER, |r| r.or_if_absurd(Rating::NEW_PLAYER))
}

/// `puzzle`'s rating after this player's attempts (its start rating before any, or instead
/// of an absurd one).
pub fn puzzle_rating(progress: &Progress, puzzle: &Puzzle) -> Rating {
    let start = Rating::for_puzzle(puzzle.mate, puzzle.difficulty);
    progress.puzzles.get(&puzzle.id).and_then(|r| r.rating).map_or(start, |r| r.or_if_absurd(start))
}

/// The player's rating before and after a counted attempt.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Change {
    pub before: Rating,
    pub after: Rating,
}

/// Records `attempt` at `puzzle`: a clean solve adds a solve and lengthens the streak, any
/// other counted attempt adds a miss and ends the streak; both rate the player and the
/// puzzle. An attempt that does not count changes nothing and returns `None`. Only the
/// first attempt at a puzzle is rated and moves the streak, as on lishogi: a puzzle played
/// again, its solution known, only adds to its own counters and returns `None` (replaying
/// one puzzle whose solution had been shown raised the rating by 82, 60 and 40).
pub fn record(progress: &mut Progress, puzzle: &Puzzle, attempt: &Attempt) -> Option<Change> {
    if !attempt.counts() {
        return None;
    }
    progress.puzzle_game = Some(puzzle.variant.name().to_string());
    let clean = attempt.clean();
    if let Some(seen) = progress.puzzles.get_mut(&puzzle.id).filter(|r| r.solved > 0 || r.failed > 0) {
        match clean {
            true => seen.solved = seen.solved.saturating_add(1),
            false => seen.failed = seen.failed.saturating_add(1),
        }
        return None;
    }
    let before = player_rating(progress);
    let (after, puzzle_after) = rating::attempt(before, puzzle_rating(progress, puzzle), clean);
    let entry = progress.puzzles.entry(puzzle.id.clone()).or_default();
    entry.rating = Some(puzzle_after);
    if clean {
        entry.solved = entry.solved.saturating_add(1);
        progress.streak = progress.streak.saturating_add(1);
        progress.best_streak = progress.best_streak.max(progress.streak);
    } else {
        entry.failed = entry.failed.saturating_add(1);
        progress.streak = 0;
    }
    progress.puzzle_rating = Some(after);
    Some(Change { before, after })
}

/// The puzzle of `all` to offer next, among those not in `played` (this session's): one near
/// the player's rating among those never played, else among those missed and not solved
/// since, else among all. `None` when every puzzle was played in this session. A missed
/// puzzle, its solution seen, came back in the next session: a playtester met one three
/// times in a quarter of an hour, each time unrated; it now waits until the new ones run out.
/// The next puzzle is of the game last played (this session's last, counted or not, else
/// [`Progress::puzzle_game`]) while that game has one left, whatever the other games hold:
/// a player training one game stays with it.
pub fn next_by_rating(all: &[Located], progress: &Progress, played: &[String], rng: &mut SplitMix) -> Option<usize> {
    let record = |i: usize| progress.puzzles.get(&all[i].puzzle.id);
    let unplayed = |i: &usize| !played.contains(&all[*i].puzzle.id);
    let just_played = played.last().and_then(|id| all.iter().find(|l| &l.puzzle.id == id));
    let last_game = just_played.map(|l| l.puzzle.variant.name()).or(progress.puzzle_game.as_deref());
    let game = |i: &usize| last_game == Some(all[*i].puzzle.variant.name());
    let in_game: Vec<usize> = (0..all.len()).filter(unplayed).filter(game).collect();
    let fresh = match in_game.is_empty() {
        true => (0..all.len()).filter(unplayed).collect(),
        false => in_game,
    };
    let never: Vec<usize> =
        fresh.iter().copied().filter(|&i| record(i).is_none_or(|r| r.solved + r.failed == 0)).collect();
    let unsolved: Vec<usize> = fresh.iter().copied().filter(|&i| record(i).is_none_or(|r| r.solved == 0)).collect();
    let pool = [never, unsolved, fresh].into_iter().find(|pool| !pool.is_empty())?;
    let ratings: Vec<f64> = pool.iter().map(|&i| puzzle_rating(progress, &all[i].puzzle).rating).collect();
    rating::pick_near(player_rating(progress).rating, &ratings, rng).map(|k| pool[k])
}
