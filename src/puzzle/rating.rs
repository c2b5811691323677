//! Puzzle ratings with Glicko-2 (Glickman, "Example of the Glicko-2 system"), the system
//! lishogi uses for players and puzzles: every attempt is one rating period in which the
//! player and the puzzle play one game, a clean solve won by the player, anything else won
//! by the puzzle. Both ratings are kept in the progress file, so the collection's ratings
//! learn from this player's results; the next puzzle is picked near the player's rating.

use crate::rng::SplitMix;
use serde::{Deserialize, Serialize};

/// Glicko-2's factor between the displayed scale and its internal one.
const SCALE: f64 = 173.7178;
/// The system constant: how much volatility may change in one period. Glickman suggests 0.3
/// to 1.2; lishogi and lichess use 0.75.
pub const TAU: f64 = 0.75;
/// Convergence tolerance of the volatility iteration (the paper's value).
const EPSILON: f64 = 0.000_001;
/// Bounds kept as lichess does, so that a long run of one result cannot make a rating
/// immovable or a deviation grow without end.
const MIN_DEVIATION: f64 = 45.0;
const MAX_DEVIATION: f64 = 350.0;
const MAX_VOLATILITY: f64 = 0.1;
/// Above this deviation a rating is provisional, as lichess marks it: a new player's first
/// results move it by 100 to 170 points, and a learner who is not told why feels punished.
const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A Glicko-2 rating on the displayed scale (1500 is the conventional start).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A player who has not tried a puzzle yet: the conventional start, fully uncertain.
    pub const NEW_PLAYER: Rating = Rating { rating: 1500.0, deviation: MAX_DEVIATION, volatility: 0.06 };

    /// A puzzle no one has tried here: its rating estimated from its length and the
    /// generator's difficulty (1 to 5), so that the easiest mate in 1 meets a new player at
    /// 1500 and each extra two plies or difficulty step is worth about one lost game in
    /// three. The deviation is smaller than a new player's: the estimate is worth something.
    pub fn for_puzzle(mate: u16, difficulty: u8) -> Rating {
        let moves = f64::from(mate.saturating_sub(1) / 2);
        let harder = f64::from(difficulty.saturating_sub(1));
        Rating { rating: 1500.0 + 150.0 * moves + 100.0 * harder, deviation: 200.0, volatility: 0.06 }
    }

    /// Whether the rating is still too uncertain to mean much (it moves a lot with each result).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// This rating after one rating period with `games` (opponent, score 1, 0.5 or 0), with
    /// system constant `tau`. Steps follow the paper; the result is not clamped.
    pub fn after_unbounded(&self, games: &[(Rating, f64)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            // Every period here holds one attempt; a period without one changes nothing.
            return *self;
        }
        // Step 3 and 4: the estimated variance `v` and improvement `delta`.
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g = g(opponent.deviation / SCALE);
            let e = expected(mu, mu_j, g);
            inv_v += g * g * e * (1.0 - e);
            sum += g * (score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        // Step 5: the new volatility (the Illinois variant of regula falsi).
        let sigma = new_volatility(phi, sigma, v, delta, tau);
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating { rating: SCALE * mu + 1500.0, deviation: SCALE * phi, volatility: sigma }
    }

    /// [`Rating::after_unbounded`] with the deviation and volatility kept within bounds.
    pub fn after(&self, games: &[(Rating, f64)], tau: f64) -> Rating {
        let r = self.after_unbounded(games, tau);
        Rating {
            rating: r.rating,
            deviation: r.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: r.volatility.min(MAX_VOLATILITY),
        }
    }

    /// `self` if it is a rating this program could have written (finite, the deviation and
    /// volatility within their bounds, the rating within thousands of the start), else
    /// `fallback`. A hand-edited progress file with a rating of 1e300 made the next attempt
    /// compute NaN, which was saved and made the whole file unreadable.
    pub fn or_if_absurd(self, fallback: Rating) -> Rating {
        let sane = self.rating.is_finite()
            && (-10_000.0..=10_000.0).contains(&self.rating)
            && (MIN_DEVIATION..=MAX_DEVIATION).contains(&self.deviation)
            && (0.0..=MAX_VOLATILITY).contains(&self.volatility)
            && self.volatility > 0.0;
        if sane {
            self
        } else {
            fallback
        }
    }

    /// The chance this player solves a puzzle of rating `puzzle` cleanly.
    pub fn expected_against(&self, puzzle: &Rating) -> f64 {
        expected((self.rating - 1500.0) / SCALE, (puzzle.rating - 1500.0) / SCALE, g(puzzle.deviation / SCALE))
    }
}

/// One attempt: the player's and the puzzle's ratings afterwards. A clean solve is the
/// player's win; a wrong try, a revealing hint or giving up is the puzzle's.
pub fn attempt(player: Rating, puzzle: Rating, clean: bool) -> (Rating, Rating) {
    let score = if clean { 1.0 } else { 0.0 };
    (player.after(&[(puzzle, score)], TAU), puzzle.after(&[(player, 1.0 - score)], TAU))
}

/// How many of the nearest puzzles the pick chooses among, so that the same rating does
/// not always bring the same puzzle.
const NEAREST: usize = 5;

/// Which of `puzzles` (their ratings) to offer a player rated `player`: one of the few
/// nearest, drawn with `rng`. `None` when there are none.
pub fn pick_near(player: f64, puzzles: &[f64], rng: &mut SplitMix) -> Option<usize> {
    let mut order: Vec<usize> = (0..puzzles.len()).collect();
    order.sort_by(|&a, &b| (puzzles[a] - player).abs().total_cmp(&(puzzles[b] - player).abs()).then(a.cmp(&b)));
    order.truncate(NEAREST);
    (!order.is_empty()).then(|| order[rng.below(order.len())])
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, g_j: f64) -> f64 {
    1.0 / (1.0 + (-g_j * (mu - mu_j)).exp())
}

fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > EPSILON {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating { rating, deviation, volatility: 0.06 }
    }

    #[test]
    fn the_papers_worked_example() {
        // Glickman, "Example of the Glicko-2 system", section "Example calculation", τ = 0.5.
        let player = r(1500.0, 200.0);
        let games = [(r(1400.0, 30.0), 1.0), (r(1550.0, 100.0), 0.0), (r(1700.0, 300.0), 0.0)];
        let after = player.after_unbounded(&games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        // The bounds do not touch a rating inside them.
        assert_eq!(player.after(&games, 0.5), after);
    }

    #[test]
    fn an_absurd_stored_rating_is_replaced_and_an_attempt_stays_finite() {
        let absurd = Rating { rating: 1e300, deviation: 1e300, volatility: 1e300 };
        let (p, q) = attempt(absurd, Rating::for_puzzle(1, 1), true);
        assert!(!(p.rating.is_finite() && q.rating.is_finite()), "1e300 no longer breaks the maths: {p:?} {q:?}");
        let player = absurd.or_if_absurd(Rating::NEW_PLAYER);
        assert_eq!(player, Rating::NEW_PLAYER);
        let (p, q) = attempt(player, Rating::for_puzzle(1, 1), true);
        assert!(p.rating.is_finite() && q.rating.is_finite(), "{p:?} {q:?}");
        for bad in [f64::NAN, f64::INFINITY, -1.0, 0.0] {
            assert_eq!(r(1500.0, bad).or_if_absurd(Rating::NEW_PLAYER), Rating::NEW_PLAYER, "deviation {bad}");
        }
        for bad in [f64::NAN, f64::NEG_INFINITY, 1e300] {
            assert_eq!(r(bad, 200.0).or_if_absurd(Rating::NEW_PLAYER), Rating::NEW_PLAYER, "rating {bad}");
        }
        let kept = r(2400.0, 60.0);
        assert_eq!(kept.or_if_absurd(Rating::NEW_PLAYER), kept);
    }

    #[test]
    fn a_clean_solve_moves_player_and_puzzle_apart_and_a_miss_together() {
        let (player, puzzle) = (Rating::NEW_PLAYER, Rating::for_puzzle(3, 1));
        let (p, q) = attempt(player, puzzle, true);
        assert!(p.rating > player.rating && q.rating < puzzle.rating);
        assert!(p.deviation < player.deviation);
        let (p, q) = attempt(player, puzzle, false);
        assert!(p.rating < player.rating && q.rating > puzzle.rating);
        // The puzzle's smaller deviation makes it move less than the new player.
        assert!((q.rating - puzzle.rating).abs() < (p.rating - player.rating).abs());
    }

    #[test]
    fn a_new_players_rating_is_provisional_until_some_results_settle_it() {
        let mut player = Rating::NEW_PLAYER;
        assert!(player.is_provisional());
        let mut attempts = 0;
        while player.is_provisional() {
            // Alternate solves and misses on puzzles near the player.
            let puzzle = Rating::for_puzzle(3, 1);
            player = attempt(player, puzzle, attempts % 2 == 0).0;
            attempts += 1;
            assert!(attempts < 40, "{player:?}");
        }
        // Settled after a handful of puzzles, not the first.
        assert!(attempts >= 5, "{attempts}");
    }

    #[test]
    fn longer_and_harder_puzzles_start_higher_and_a_new_player_meets_the_easiest() {
        assert_eq!(Rating::for_puzzle(1, 1).rating, Rating::NEW_PLAYER.rating);
        assert!(Rating::for_puzzle(3, 1).rating > Rating::for_puzzle(1, 1).rating);
        assert!(Rating::for_puzzle(7, 3).rating > Rating::for_puzzle(7, 2).rating);
        let better = r(1800.0, 100.0);
        assert!(
            better.expected_against(&Rating::for_puzzle(1, 1)) > better.expected_against(&Rating::for_puzzle(9, 4))
        );
    }

    #[test]
    fn the_pick_is_among_the_nearest() {
        let puzzles = [1000.0, 1490.0, 1510.0, 2000.0, 1600.0, 1400.0, 1550.0, 3000.0];
        let mut rng = SplitMix::new(7);
        for _ in 0..50 {
            let i = pick_near(1500.0, &puzzles, &mut rng).unwrap();
            assert!((puzzles[i] - 1500.0).abs() <= 100.0, "{}", puzzles[i]);
        }
        assert_eq!(pick_near(1500.0, &[], &mut rng), None);
    }
}
