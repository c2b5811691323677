//! How a game ends: checkmate, no legal move, fourfold repetition (with each variant's result
//! and the perpetual-check exception) and the optional move limit. `crate::i18n::rules::outcome`
//! words an [`Outcome`].

use super::position::Position;
use super::types::{Color, Variant};

/// The result of a finished game, with the reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move is in check and has no legal move.
    Checkmate { winner: Color },
    /// The side to move has no legal move without being in check: it loses.
    NoLegalMove { winner: Color },
    /// Fourth occurrence of a position; `winner: None` is a draw.
    Repetition { winner: Option<Color> },
    /// Fourth occurrence while one side checked with every move of the cycle: it loses.
    PerpetualCheck { winner: Color },
    /// The move limit was reached: a draw.
    MoveLimit,
}

impl Outcome {
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } | Outcome::NoLegalMove { winner } | Outcome::PerpetualCheck { winner } => {
                Some(winner)
            }
            Outcome::Repetition { winner } => winner,
            Outcome::MoveLimit => None,
        }
    }
}

/// The outcome of the game whose earlier positions are `history` (oldest first, not
/// including `current`), or `None` while it goes on.
pub fn outcome(current: &Position, history: &[Position]) -> Option<Outcome> {
    let mover = current.side_to_move();
    if !current.has_legal_move() {
        return Some(if current.is_check() {
            Outcome::Checkmate { winner: mover.opponent() }
        } else {
            Outcome::NoLegalMove { winner: mover.opponent() }
        });
    }
    if let Some(result) = repetition(current, history) {
        return Some(result);
    }
    match current.rules().move_limit {
        Some(limit) if history.len() as u32 >= limit => Some(Outcome::MoveLimit),
        _ => None,
    }
}

fn repetition(current: &Position, history: &[Position]) -> Option<Outcome> {
    let key = current.key();
    let earlier: Vec<usize> = (0..history.len()).filter(|&i| history[i].key() == key).collect();
    if earlier.len() < 3 {
        return None;
    }
    // The cycle runs from the first of the four occurrences to now. A side checked with
    // every one of its moves when every position it moved into has its opponent in check.
    let start = earlier[earlier.len() - 3];
    let cycle = history[start + 1..].iter().chain(std::iter::once(current));
    let mut checked_always = [true, true];
    for p in cycle {
        let mover = p.side_to_move().opponent();
        if !p.is_check() {
            checked_always[mover.index()] = false;
        }
    }
    Some(match checked_always {
        [true, false] => Outcome::PerpetualCheck { winner: Color::Gote },
        [false, true] => Outcome::PerpetualCheck { winner: Color::Sente },
        [true, true] => Outcome::Repetition { winner: None },
        [false, false] if current.variant() == Variant::Minishogi => Outcome::Repetition { winner: Some(Color::Gote) },
        [false, false] => Outcome::Repetition { winner: None },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Move, Rules};

    fn play_cycle(rules: Rules, sfen: &str, cycle: &[&str], times: usize) -> (Position, Vec<Position>) {
        let mut pos = Position::from_sfen(rules, sfen).unwrap();
        let mut history = Vec::new();
        for _ in 0..times {
            for usi in cycle {
                let mv = Move::parse_usi(usi, pos.geometry()).unwrap();
                assert!(pos.is_legal(mv), "{usi} illegal in {:?}", pos);
                history.push(pos.clone());
                pos.play(mv);
            }
        }
        (pos, history)
    }

    #[test]
    fn shogi_fourfold_repetition_is_a_draw() {
        let rules = Rules::new(Variant::Shogi);
        let (pos, hist) = play_cycle(rules, "startpos", &["5i4h", "5a4b", "4h5i", "4b5a"], 3);
        assert_eq!(outcome(&pos, &hist), Some(Outcome::Repetition { winner: None }));
        // One cycle fewer is only the third occurrence.
        let (pos, hist) = play_cycle(rules, "startpos", &["5i4h", "5a4b", "4h5i", "4b5a"], 2);
        assert_eq!(outcome(&pos, &hist), None);
    }

    #[test]
    fn minishogi_repetition_loses_for_sente() {
        let rules = Rules::new(Variant::Minishogi);
        let (pos, hist) = play_cycle(rules, "startpos", &["5e4d", "1a2b", "4d5e", "2b1a"], 3);
        assert_eq!(outcome(&pos, &hist), Some(Outcome::Repetition { winner: Some(Color::Gote) }));
    }

    #[test]
    fn perpetual_check_loses_for_the_checker() {
        // Sente's rook checks along rank a and rank b while Gote's king shuttles 1a-1b.
        let rules = Rules::new(Variant::Shogi);
        let sfen = "8k/2R6/9/9/9/9/9/9/K8 b - 1";
        let (pos, hist) = play_cycle(rules, sfen, &["7b7a", "1a1b", "7a7b", "1b1a"], 3);
        assert_eq!(outcome(&pos, &hist), Some(Outcome::PerpetualCheck { winner: Color::Gote }));
    }

    #[test]
    fn checkmate_and_no_legal_move() {
        let rules = Rules::new(Variant::Shogi);
        let mate = Position::from_sfen(rules, "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1").unwrap();
        assert_eq!(outcome(&mate, &[]), Some(Outcome::Checkmate { winner: Color::Sente }));
        // Gote's lone king on 1a is not in check, but the gold and silver cover every exit.
        let stuck = Position::from_sfen(rules, "8k/6G2/8S/9/9/9/9/9/K8 w - 1").unwrap();
        assert!(!stuck.is_check());
        assert_eq!(outcome(&stuck, &[]), Some(Outcome::NoLegalMove { winner: Color::Sente }));
    }

    #[test]
    fn move_limit_draws() {
        let mut rules = Rules::new(Variant::Shogi);
        rules.move_limit = Some(4);
        let (pos, hist) = play_cycle(rules, "startpos", &["7g7f", "3c3d", "2g2f", "8c8d"], 1);
        assert_eq!(outcome(&pos, &hist), Some(Outcome::MoveLimit));
    }
}
