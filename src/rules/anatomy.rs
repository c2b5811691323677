//! Why a king in check cannot get out, or how it can, as data: the checking pieces, every
//! square the king's movement reaches and what stops it there, taking a checker (or, in
//! Annan, the backer that lends a checker its movement) and coming between. A learner who
//! solved a mate puzzle was told the mate but never why it is one; in Annan the why is the
//! lesson (which piece covers a square, with its own movement or a borrowed one).
//!
//! Nothing here is a rule of its own: a king step is played and the position asked who
//! attacks the king there (so a captured backer, or a slider seen through the square the king
//! left, counts as the rules count it), and every verdict comes from legal move generation.

use super::geometry::{bit, squares, Bitboard, Square};
use super::legality::{BackerReason, Illegal, MovementExplanation};
use super::moves::Move;
use super::position::Position;
use super::types::{Piece, Role};

/// A square the king's movement reaches and what stops it going there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingStep {
    pub square: Square,
    pub stop: Stop,
}

/// What stops the king on one square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// One of its own pieces stands there.
    Own(Piece),
    /// These pieces of the checking side would attack the king there, explained in the
    /// position after the step (the step may have taken a backer).
    Covered(Vec<MovementExplanation>),
    /// Nothing: the step is legal.
    Free,
}

/// A piece of the side in check that attacks a square it would capture on, and whether the
/// capture is legal (with or without promotion) or why not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taker {
    pub movement: MovementExplanation,
    pub verdict: Result<(), Illegal>,
}

/// Taking one piece of the checking side: a checker, or the backer that lends a checker its
/// movement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    pub square: Square,
    pub piece: Piece,
    /// For a backer, the checker it lends its movement to.
    pub lends_to: Option<Square>,
    /// Where the king's movement reaches the square: what [`Stop`]s it there (the pieces
    /// that guard the square once the king has taken).
    pub king: Option<Stop>,
    /// The other pieces of the side in check that attack the square.
    pub takers: Vec<Taker>,
    /// Its other pieces next to the square whose movement does not reach it: in Annan, what
    /// stands behind them is why.
    pub near: Vec<MovementExplanation>,
}

/// Coming between a single checker that checks from a distance and the king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The squares between.
    pub squares: Bitboard,
    /// The legal moves and drops onto them.
    pub moves: Vec<Move>,
}

/// The check the side to move is in, taken apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckAnatomy {
    /// The king, with its movement (in Annan a backer may lend it another).
    pub king: MovementExplanation,
    pub checkers: Vec<MovementExplanation>,
    /// Every square the king's movement reaches, in square order.
    pub steps: Vec<KingStep>,
    /// Taking each checker.
    pub captures: Vec<Capture>,
    /// Taking each backer that lends a checker its movement (Annan): the checker then moves
    /// as itself.
    pub backer_captures: Vec<Capture>,
    /// Against a single checker with squares between it and the king.
    pub block: Option<Block>,
}

impl CheckAnatomy {
    /// Whether no way out is left: no free step, no legal capture, no legal block.
    pub fn is_mate(&self) -> bool {
        let captures = self.captures.iter().chain(&self.backer_captures);
        !self.steps.iter().any(|s| s.stop == Stop::Free)
            && !captures.flat_map(|c| &c.takers).any(|t| t.verdict.is_ok())
            && self.block.as_ref().is_none_or(|b| b.moves.is_empty())
    }
}

impl Position {
    /// The check the side to move is in, taken apart; `None` when it is not in check.
    pub fn check_anatomy(&self) -> Option<CheckAnatomy> {
        let us = self.side;
        let k = self.king_square(us)?;
        let checkers_bb = self.checkers();
        if checkers_bb == 0 {
            return None;
        }
        let king = self.explain_movement(k)?;
        let steps: Vec<KingStep> = squares(self.attacks_from(k))
            .map(|sq| {
                let stop = match self.piece_at(sq) {
                    Some(p) if p.color == us => Stop::Own(p),
                    _ => self.step_stop(Move::normal(k, sq, false)),
                };
                KingStep { square: sq, stop }
            })
            .collect();
        let checkers: Vec<MovementExplanation> =
            squares(checkers_bb).filter_map(|sq| self.explain_movement(sq)).collect();
        let captures = checkers.iter().map(|c| self.capture(c.square, c.piece, &steps)).collect();
        let backer_captures = checkers
            .iter()
            .filter_map(|c| match c.reason {
                BackerReason::Backed { square, piece } => {
                    Some(Capture { lends_to: Some(c.square), ..self.capture(square, piece, &steps) })
                }
                _ => None,
            })
            .collect();
        let block = match checkers.as_slice() {
            [one] if self.geo.between(k, one.square) != 0 => {
                let between = self.geo.between(k, one.square);
                let moves = self
                    .legal_move_list()
                    .iter()
                    .copied()
                    .filter(|m| m.from() != Some(k) && between & bit(m.to()) != 0)
                    .collect();
                Some(Block { squares: between, moves })
            }
            _ => None,
        };
        Some(CheckAnatomy { king, checkers, steps, captures, backer_captures, block })
    }

    /// What stops the king move `mv` (pseudo-legal): the pieces that attack the king after it.
    fn step_stop(&self, mv: Move) -> Stop {
        match self.king_attackers_after(mv) {
            Some((after, attackers)) if attackers != 0 => {
                Stop::Covered(squares(attackers).filter_map(|sq| after.explain_movement(sq)).collect())
            }
            _ => Stop::Free,
        }
    }

    /// Taking the piece of the checking side on `target` (`steps`: the king's, which say
    /// what stops it there when its movement reaches the square).
    fn capture(&self, target: Square, piece: Piece, steps: &[KingStep]) -> Capture {
        let us = self.side;
        let king_bb = self.pieces(us, Role::King);
        let attackers = self.attackers(target, us) & !king_bb;
        let takers = squares(attackers)
            .filter_map(|from| {
                let movement = self.explain_movement(from)?;
                Some(Taker { movement, verdict: self.capture_verdict(from, target) })
            })
            .collect();
        let near_bb = self.geo.king_attacks(target) & self.pieces_of(us) & !attackers & !king_bb;
        Capture {
            square: target,
            piece,
            lends_to: None,
            king: steps.iter().find(|s| s.square == target).map(|s| s.stop.clone()),
            takers,
            near: squares(near_bb).filter_map(|sq| self.explain_movement(sq)).collect(),
        }
    }

    /// Whether the piece on `from` may take on `to`, promoting or not, or why not: the
    /// reason of the move as played, or of the promotion where that alone could be legal.
    fn capture_verdict(&self, from: Square, to: Square) -> Result<(), Illegal> {
        let promoting = Move::normal(from, to, true);
        match self.check_move(Move::normal(from, to, false)) {
            Ok(()) => Ok(()),
            Err(_) if self.is_legal(promoting) => Ok(()),
            Err(Illegal::MustPromote { .. }) => self.check_move(promoting),
            Err(why) => Err(why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn position(variant: Variant, sfen: &str) -> Position {
        Position::from_sfen(Rules::new(variant), sfen).unwrap()
    }

    fn sq(pos: &Position, name: &str) -> Square {
        pos.geometry().parse_square(name).unwrap()
    }

    fn step<'a>(a: &'a CheckAnatomy, pos: &Position, name: &str) -> &'a Stop {
        &a.steps.iter().find(|s| s.square == sq(pos, name)).unwrap_or_else(|| panic!("no step to {name}")).stop
    }

    /// The squares of the pieces that cover a step.
    fn covering(stop: &Stop, pos: &Position) -> Vec<String> {
        match stop {
            Stop::Covered(by) => by.iter().map(|e| pos.geometry().square_name(e.square)).collect(),
            other => panic!("not covered: {other:?}"),
        }
    }

    #[test]
    fn a_plain_shogi_mate_covers_every_step_and_guards_the_checker() {
        // Gote's king on 1a and its lance on 2a; the gold on 1b checks, guarded by the knight
        // on 2d: a head mate.
        let pos = position(Variant::Shogi, "7lk/8G/9/7N1/9/9/9/9/9 w - 1");
        assert!(pos.is_checkmate());
        let a = pos.check_anatomy().unwrap();
        assert!(a.is_mate());
        assert_eq!(a.king.square, sq(&pos, "1a"));
        assert_eq!(a.checkers.len(), 1);
        assert_eq!(a.checkers[0].piece.role, Role::Gold);
        assert_eq!(step(&a, &pos, "2a"), &Stop::Own(Piece::new(crate::rules::Color::Gote, Role::Lance)));
        assert_eq!(covering(step(&a, &pos, "2b"), &pos), ["1b"]);
        // Taking the gold: the knight guards 1b, computed with the king on 1b.
        assert_eq!(covering(step(&a, &pos, "1b"), &pos), ["2d"]);
        let capture = &a.captures[0];
        assert_eq!(capture.king, Some(step(&a, &pos, "1b").clone()));
        assert!(capture.takers.is_empty());
        // The lance on 2a is next to the gold but moves down its file.
        assert_eq!(capture.near.iter().map(|e| e.square).collect::<Vec<_>>(), [sq(&pos, "2a")]);
        assert_eq!(a.block, None);
        assert!(a.backer_captures.is_empty());
    }

    #[test]
    fn an_annan_mate_where_squares_are_covered_only_by_a_borrowed_movement() {
        // Gote's king on 1a, its pawn on 2a; the knight on 2c checks. The silver on 3b has the
        // rook on 3c behind it, so it moves like a rook along rank b: 2b and 1b.
        let sfen = "7pk/6S2/6RN1/9/9/9/9/9/9 w - 1";
        let pos = position(Variant::Annan, sfen);
        assert!(pos.is_checkmate());
        let a = pos.check_anatomy().unwrap();
        assert!(a.is_mate());
        assert_eq!(a.checkers[0].piece.role, Role::Knight);
        for name in ["1b", "2b"] {
            let Stop::Covered(by) = step(&a, &pos, name) else { panic!("{name} not covered") };
            assert_eq!(by.len(), 1, "{name}: {by:?}");
            assert_eq!((by[0].square, by[0].piece.role, by[0].moves_like), (sq(&pos, "3b"), Role::Silver, Role::Rook));
            assert!(matches!(by[0].reason, BackerReason::Backed { .. }));
        }
        assert!(matches!(step(&a, &pos, "2a"), Stop::Own(_)));
        // In shogi the silver moves as a silver: both squares are free.
        let plain = position(Variant::Shogi, sfen).check_anatomy().unwrap();
        assert!(!plain.is_mate());
        assert_eq!(step(&plain, &pos, "1b"), &Stop::Free);
        assert_eq!(step(&plain, &pos, "2b"), &Stop::Free);
    }

    #[test]
    fn the_guard_of_a_checker_the_king_takes_is_found_after_the_capture() {
        // Gote's king on 1a; the silver on 2b checks, and backs the gold on 2a (which moves
        // like a silver and so does not reach 2b now). Once the king has taken the silver, the
        // gold moves as itself, one step back to 2b: the silver is guarded only then.
        let pos = position(Variant::Annan, "7Gk/7S1/9/9/9/9/9/9/9 w - 1");
        assert!(pos.is_checkmate());
        let (gold, silver) = (sq(&pos, "2a"), sq(&pos, "2b"));
        assert_eq!(pos.moves_like(gold), Some(Role::Silver));
        assert_eq!(pos.attackers(silver, crate::rules::Color::Sente), 0, "nothing guards 2b before the capture");
        let a = pos.check_anatomy().unwrap();
        assert!(a.is_mate());
        let Some(Stop::Covered(guards)) = &a.captures[0].king else { panic!("{:?}", a.captures[0]) };
        assert_eq!(guards.len(), 1);
        assert_eq!((guards[0].square, guards[0].moves_like), (gold, Role::Gold));
        assert!(matches!(guards[0].reason, BackerReason::EnemyBehind(..)), "{:?}", guards[0].reason);
        // Taking the gold: the silver covers 2a (straight ahead of it).
        assert_eq!(covering(step(&a, &pos, "2a"), &pos), ["2b"]);
        assert_eq!(covering(step(&a, &pos, "1b"), &pos), ["2a"]);
    }

    #[test]
    fn a_check_with_a_free_step_shows_the_escape() {
        // The silver on 5b checks the king on 5a, guarded by the pawn on 5c; the knight on 7d
        // covers 6b; 4b is free.
        let pos = position(Variant::Shogi, "4k4/4S4/4P4/2N6/9/9/9/9/9 w - 1");
        assert!(pos.is_check() && !pos.is_checkmate());
        let a = pos.check_anatomy().unwrap();
        assert!(!a.is_mate());
        let free: Vec<Square> = a.steps.iter().filter(|s| s.stop == Stop::Free).map(|s| s.square).collect();
        assert_eq!(free, [sq(&pos, "4b")]);
        assert!(pos.is_legal(Move::normal(a.king.square, free[0], false)));
        assert_eq!(covering(step(&a, &pos, "6b"), &pos), ["7d"]);
        assert_eq!(covering(step(&a, &pos, "5b"), &pos), ["5c"]);
        assert_eq!(covering(step(&a, &pos, "4a"), &pos), ["5b"]);
    }

    #[test]
    fn a_distant_check_lists_the_blocks_and_the_legal_captures() {
        // The rook on 5e checks the king on 5a from afar; Gote's gold on 4d may take it, and
        // a gold in hand may come between.
        let pos = position(Variant::Shogi, "4k4/9/9/5g3/4R4/9/9/9/9 w g 1");
        let a = pos.check_anatomy().unwrap();
        assert!(!a.is_mate());
        let block = a.block.as_ref().unwrap();
        assert_eq!(block.squares.count_ones(), 3);
        assert!(block.moves.iter().any(|m| m.is_drop()) && block.moves.iter().any(|m| !m.is_drop()));
        assert_eq!(a.captures[0].takers.len(), 1);
        assert_eq!(a.captures[0].takers[0].verdict, Ok(()));
        assert_eq!(a.captures[0].king, None);
        assert_eq!(position(Variant::Shogi, "4k4/9/9/9/9/9/9/9/9 w - 1").check_anatomy(), None);
    }

    #[test]
    fn taking_the_backer_of_a_checker_is_a_way_out_in_annan() {
        // The silver on 5c checks like the rook on 5d behind it; Gote's gold on 4c may take
        // the rook, after which the silver moves as a silver and checks no more.
        let pos = position(Variant::Annan, "4k4/9/4Sg3/4R4/9/9/9/9/9 w - 1");
        let a = pos.check_anatomy().unwrap();
        assert!(!a.is_mate());
        assert_eq!(a.backer_captures.len(), 1);
        let b = &a.backer_captures[0];
        assert_eq!((b.square, b.lends_to), (sq(&pos, "5d"), Some(sq(&pos, "5c"))));
        assert_eq!(b.takers.len(), 1);
        assert_eq!((b.takers[0].movement.square, &b.takers[0].verdict), (sq(&pos, "4c"), &Ok(())));
        let after = pos.after(Move::normal(sq(&pos, "4c"), sq(&pos, "5d"), false));
        assert_eq!(after.attackers(a.king.square, crate::rules::Color::Sente), 0);
    }
}
