//! Why a move is or is not legal, in words a player understands. The reasons are computed
//! from the same queries move generation uses, so they never disagree with it.

use super::geometry::{bit, squares, Square};
use super::moves::Move;
use super::position::Position;
use super::types::{DeadPiece, Piece, Role};
use std::fmt;

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

    /// "the silver on 5e has the rook on 5f behind it, so it moves like a rook".
    pub fn describe_movement(&self, sq: Square) -> String {
        let Some(e) = self.explain_movement(sq) else {
            return format!("{} is empty", self.geo.square_name(sq));
        };
        let n = |s: Square| self.geo.square_name(s);
        let me = format!("the {} on {}", e.piece.role, n(sq));
        match e.reason {
            BackerReason::NoBackerRule => format!("{me} moves like a {}", e.moves_like),
            BackerReason::Backed { square, piece } => {
                format!("{me} has the {} on {} behind it, so it moves like a {}", piece.role, n(square), e.moves_like)
            }
            BackerReason::EmptyBehind(b) => {
                format!("{me} has no friendly piece behind it ({} is empty), so it moves like a {}", n(b), e.moves_like)
            }
            BackerReason::EnemyBehind(b, p) => format!(
                "{me} has an enemy {} behind it on {}, which lends nothing, so it moves like a {}",
                p.role,
                n(b),
                e.moves_like
            ),
            BackerReason::EdgeBehind => {
                format!("{me} stands on its own back rank with nothing behind it, so it moves like a {}", e.moves_like)
            }
        }
    }
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    EmptyOrigin,
    NotYourPiece,
    OwnPieceOnTarget,
    /// The piece's movement (explained) does not reach the target.
    CannotReach {
        movement: String,
        blocked: bool,
    },
    NotInHand(Role),
    Occupied,
    /// The piece could never move from there (dead square).
    DeadDrop {
        role: Role,
        rule: DeadPiece,
    },
    Nifu {
        file: usize,
    },
    PawnDropMate,
    CannotPromoteRole(Role),
    CannotPromoteHere,
    MustPromote {
        role: Role,
    },
    /// After the move the king is attacked by this piece (explained).
    LeavesKingInCheck {
        attacker: String,
        already_in_check: bool,
    },
    /// A move that passes every other test but generation does not produce: never expected.
    Other,
}

impl Illegal {
    pub fn describe(&self, pos: &Position, mv: Move) -> String {
        let g = pos.geometry();
        let to = g.square_name(mv.to());
        let from = mv.from().map(|f| g.square_name(f)).unwrap_or_default();
        let last_rows = |role: Role| {
            if role == Role::Knight {
                "last two ranks"
            } else {
                "last rank"
            }
        };
        match self {
            Illegal::EmptyOrigin => format!("there is no piece on {from}"),
            Illegal::NotYourPiece => format!("the piece on {from} belongs to {}", pos.side_to_move().opponent()),
            Illegal::OwnPieceOnTarget => format!("{to} holds one of your own pieces"),
            Illegal::CannotReach { movement, blocked } => {
                if *blocked {
                    format!("{movement}, and the way to {to} is blocked")
                } else {
                    format!("{movement}, which cannot reach {to}")
                }
            }
            Illegal::NotInHand(r) => format!("you have no {r} in hand"),
            Illegal::Occupied => format!("pieces can only be dropped on empty squares, and {to} is occupied"),
            Illegal::DeadDrop { role, rule } => match rule {
                DeadPiece::Backer => format!(
                    "a {role} dropped on the {} could never move: no piece behind {to} gives it a move from there",
                    last_rows(*role)
                ),
                _ => format!("a {role} cannot be dropped on the {}: it could never move", last_rows(*role)),
            },
            Illegal::Nifu { file } => format!("you already have an unpromoted pawn on file {file} (nifu)"),
            Illegal::PawnDropMate => "a pawn drop may not give checkmate (uchifuzume)".to_string(),
            Illegal::CannotPromoteRole(r) => format!("a {r} cannot promote"),
            Illegal::CannotPromoteHere => {
                format!("a piece promotes only when its move starts or ends in the promotion zone, and neither {from} nor {to} is in it")
            }
            Illegal::MustPromote { role } => {
                format!("an unpromoted {role} on {to} could never move again, so it must promote")
            }
            Illegal::LeavesKingInCheck { attacker, already_in_check } => {
                if *already_in_check {
                    format!("your king stays in check from {attacker}")
                } else {
                    format!("it leaves your king in check from {attacker}")
                }
            }
            Illegal::Other => "it is not a legal move here".to_string(),
        }
    }
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
                    return Err(Illegal::DeadDrop { role, rule: self.rules.effective_dead_piece() });
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
                    return Err(Illegal::NotYourPiece);
                }
                if target.is_some_and(|t| t.color == us) {
                    return Err(Illegal::OwnPieceOnTarget);
                }
                if self.attacks_from(from) & bit(to) == 0 {
                    let moves_like = self.moves_like(from).unwrap_or(piece.role);
                    let empty_board = g.attacks(moves_like.movement(), us, from, 0) & bit(to) != 0;
                    return Err(Illegal::CannotReach { movement: self.describe_movement(from), blocked: empty_board });
                }
                if mv.promotes() {
                    if piece.role.promoted().is_none() {
                        return Err(Illegal::CannotPromoteRole(piece.role));
                    }
                    if g.zone[us.index()] & (bit(from) | bit(to)) == 0 {
                        return Err(Illegal::CannotPromoteHere);
                    }
                } else if self.is_legal(Move::normal(from, to, true)) && !self.leaves_king_attacked(mv) {
                    return Err(Illegal::MustPromote { role: piece.role });
                }
            }
            _ => return Err(Illegal::Other),
        }
        if self.leaves_king_attacked(mv) {
            let after = self.after(mv);
            let king = after.king_square(us).unwrap_or(0);
            let attacker = squares(after.attackers(king, us.opponent())).next().unwrap_or(0);
            return Err(Illegal::LeavesKingInCheck {
                attacker: after.describe_attacker(attacker),
                already_in_check: self.is_check(),
            });
        }
        if mv.drop_role() == Some(Role::Pawn) {
            return Err(Illegal::PawnDropMate);
        }
        Err(Illegal::Other)
    }

    /// Whether playing `mv` (pseudo-legal) would leave the mover's king attacked.
    fn leaves_king_attacked(&self, mv: Move) -> bool {
        let ctx = self.context();
        !self.king_safe_after(&ctx, mv.from(), mv.to())
    }

    /// "the rook on 5a" or, when borrowed, "the silver on 5a, which moves like a rook
    /// because of the rook behind it on 5b".
    fn describe_attacker(&self, sq: Square) -> String {
        let n = |s: Square| self.geo.square_name(s);
        match self.explain_movement(sq) {
            Some(MovementExplanation {
                piece, moves_like, reason: BackerReason::Backed { square, piece: b }, ..
            }) => format!(
                "the {} on {}, which moves like a {} because of the {} behind it on {}",
                piece.role,
                n(sq),
                moves_like,
                b.role,
                n(square)
            ),
            Some(e) => format!("the {} on {}", e.piece.role, n(sq)),
            None => n(sq),
        }
    }
}

impl fmt::Display for BackerReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            BackerReason::Backed { .. } => "backed",
            BackerReason::EmptyBehind(_) => "empty behind",
            BackerReason::EnemyBehind(..) => "enemy behind",
            BackerReason::EdgeBehind => "edge behind",
            BackerReason::NoBackerRule => "no backer rule",
        };
        f.write_str(s)
    }
}
