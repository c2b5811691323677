//! Why a piece moves as it does and why a move is not legal, as data: roles, squares and
//! sides that `crate::i18n::rules` words in the reader's language. The reasons are computed
//! from the same queries move generation uses, so they never disagree with it.

use super::geometry::{bit, squares, Bitboard, Square};
use super::moves::Move;
use super::position::Position;
use super::types::{Color, DeadPiece, Piece, Role};

/// Why a piece moves the way it does now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackerReason {
    /// A friendly piece behind lends its movement.
    Backed { square: Square, piece: Piece },
    /// The square behind is empty.
    EmptyBehind(Square),
    /// The square behind holds an enemy piece, which never lends movement.
    EnemyBehind(Square, Piece),
    /// The piece stands on its own last rank: nothing is behind it.
    EdgeBehind,
    /// The variant has no backer rule.
    NoBackerRule,
}

/// The movement of one piece and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovementExplanation {
    pub square: Square,
    pub piece: Piece,
    pub moves_like: Role,
    pub reason: BackerReason,
}

impl Position {
    /// What the piece on `sq` moves like and why, or `None` on an empty square.
    pub fn explain_movement(&self, sq: Square) -> Option<MovementExplanation> {
        let piece = self.piece_at(sq)?;
        let reason = if !self.variant().has_backers() {
            BackerReason::NoBackerRule
        } else {
            match self.geo.behind(piece.color, sq) {
                None => BackerReason::EdgeBehind,
                Some(b) => match self.piece_at(b) {
                    None => BackerReason::EmptyBehind(b),
                    Some(p) if p.color == piece.color => BackerReason::Backed { square: b, piece: p },
                    Some(p) => BackerReason::EnemyBehind(b, p),
                },
            }
        };
        let moves_like = match reason {
            BackerReason::Backed { piece, .. } => piece.role,
            _ => piece.role,
        };
        Some(MovementExplanation { square: sq, piece, moves_like, reason })
    }
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// No piece stands on the origin.
    EmptyOrigin,
    /// The piece on the origin belongs to `owner`, the side not to move.
    NotYourPiece {
        owner: Color,
    },
    OwnPieceOnTarget,
    /// The piece's movement (explained) does not reach the target; `blocked` when it would
    /// on an empty board.
    CannotReach {
        movement: MovementExplanation,
        blocked: bool,
    },
    NotInHand(Role),
    Occupied,
    /// The piece may not be dropped there (dead square): on its last rank, or last `ranks`
    /// ranks for a knight. `rule` is the game's dead-piece setting where pieces have backers
    /// (Annan), `None` where they have not (the piece could never move from there).
    DeadDrop {
        role: Role,
        rule: Option<DeadPiece>,
        ranks: u8,
    },
    Nifu {
        file: usize,
    },
    PawnDropMate,
    CannotPromoteRole(Role),
    CannotPromoteHere,
    /// The piece may not stop unpromoted there; `rule` as for [`Illegal::DeadDrop`].
    MustPromote {
        role: Role,
        rule: Option<DeadPiece>,
    },
    /// The king would stand on an attacked square: `attacker` (explained, after the move)
    /// reaches it; `checker` is the piece giving check now, if any.
    KingAttacked {
        attacker: MovementExplanation,
        checker: Option<MovementExplanation>,
    },
    /// The side is in check and this checker (explained, after the move) still attacks the king.
    StaysInCheck {
        attacker: MovementExplanation,
    },
    /// The move lets a piece that did not check the king attack it: a pin, or a backer lost
    /// or gained (explained, after the move).
    ExposesKing {
        attacker: MovementExplanation,
    },
    /// A move that passes every other test but generation does not produce: never expected.
    Other,
}

impl Position {
    /// `Ok` when `mv` is legal, otherwise the reason.
    pub fn check_move(&self, mv: Move) -> Result<(), Illegal> {
        if self.is_legal(mv) {
            return Ok(());
        }
        let us = self.side;
        let g = self.geo;
        let to = mv.to();
        let target = self.piece_at(to);
        match (mv.from(), mv.drop_role()) {
            (None, Some(role)) => {
                if self.hands[us.index()][role.index()] == 0 {
                    return Err(Illegal::NotInHand(role));
                }
                if target.is_some() {
                    return Err(Illegal::Occupied);
                }
                if mv.promotes() {
                    return Err(Illegal::Other);
                }
                if self.forbidden_drops(role) & bit(to) != 0 {
                    let ranks = if role == Role::Knight { 2 } else { 1 };
                    return Err(Illegal::DeadDrop { role, rule: self.rules.backer_setting(), ranks });
                }
                if role == Role::Pawn {
                    if let Some(sq) = squares(self.pieces(us, Role::Pawn)).find(|&s| g.file_of(s) == g.file_of(to)) {
                        return Err(Illegal::Nifu { file: g.file_of(sq) });
                    }
                }
            }
            (Some(from), _) => {
                let Some(piece) = self.piece_at(from) else {
                    return Err(Illegal::EmptyOrigin);
                };
                if piece.color != us {
                    return Err(Illegal::NotYourPiece { owner: piece.color });
                }
                if target.is_some_and(|t| t.color == us) {
                    return Err(Illegal::OwnPieceOnTarget);
                }
                if self.attacks_from(from) & bit(to) == 0 {
                    let moves_like = self.moves_like(from).unwrap_or(piece.role);
                    let empty_board = g.attacks(moves_like.movement(), us, from, 0) & bit(to) != 0;
                    let movement = self.explain_movement(from).ok_or(Illegal::EmptyOrigin)?;
                    return Err(Illegal::CannotReach { movement, blocked: empty_board });
                }
                if mv.promotes() {
                    if piece.role.promoted().is_none() {
                        return Err(Illegal::CannotPromoteRole(piece.role));
                    }
                    if g.zone[us.index()] & (bit(from) | bit(to)) == 0 {
                        return Err(Illegal::CannotPromoteHere);
                    }
                } else if self.is_legal(Move::normal(from, to, true)) && !self.leaves_king_attacked(mv) {
                    return Err(Illegal::MustPromote { role: piece.role, rule: self.rules.backer_setting() });
                }
            }
            _ => return Err(Illegal::Other),
        }
        if self.leaves_king_attacked(mv) {
            return Err(self.king_danger(mv));
        }
        if mv.drop_role() == Some(Role::Pawn) {
            return Err(Illegal::PawnDropMate);
        }
        Err(Illegal::Other)
    }

    /// The position after `mv` (pseudo-legal: it may leave the mover's king attacked) and the
    /// pieces of the other side that attack the mover's king there, `None` without a king.
    /// Asked of the position itself, not worked out from the squares the move changes: a
    /// captured backer lends no more, and a slider sees through the square the king left.
    pub(crate) fn king_attackers_after(&self, mv: Move) -> Option<(Position, Bitboard)> {
        let after = self.after(mv);
        let king = after.king_square(self.side)?;
        let attackers = after.attackers(king, self.side.opponent());
        Some((after, attackers))
    }

    /// Whether playing `mv` (pseudo-legal) would leave the mover's king attacked.
    fn leaves_king_attacked(&self, mv: Move) -> bool {
        let ctx = self.context();
        !self.king_safe_after(&ctx, mv.from(), mv.to())
    }

    /// Which piece attacks the king after `mv` (which leaves it attacked), and how that
    /// relates to the check the side is in now.
    fn king_danger(&self, mv: Move) -> Illegal {
        let us = self.side;
        let Some((after, attackers)) = self.king_attackers_after(mv) else { return Illegal::Other };
        let checkers = self.checkers();
        // A checker that still attacks is the reason the check goes on; otherwise the first
        // new attacker.
        let still = attackers & checkers;
        let first = squares(if still != 0 { still } else { attackers }).next();
        let Some(attacker) = first.and_then(|sq| after.explain_movement(sq)) else { return Illegal::Other };
        let king_moved = mv.from().is_some() && mv.from() == self.king_square(us);
        if king_moved {
            let checker = squares(checkers).next().and_then(|sq| self.explain_movement(sq));
            Illegal::KingAttacked { attacker, checker }
        } else if still != 0 {
            Illegal::StaysInCheck { attacker }
        } else {
            Illegal::ExposesKing { attacker }
        }
    }
}
