//! The rules of Shogi, Minishogi and Annan Shogi: positions, legal moves, check, outcome,
//! SFEN and USI. No I/O and no terminal code: every other layer asks this one.

pub mod geometry;
pub mod legality;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod position;
pub mod sfen;
pub mod types;
mod zobrist;

pub use geometry::{bit, squares, Bitboard, Geometry, Square};
pub use legality::{BackerReason, Illegal, MovementExplanation};
pub use movegen::{perft, perft_divide};
pub use moves::{Move, MoveList, UsiError};
pub use notation::Notation;
pub use outcome::{outcome, Outcome};
pub use position::{Hand, Position};
pub use sfen::{ParseError, PositionError, Setup, SfenError};
pub use types::{Color, DeadPiece, Movement, Piece, Role, Rules, Variant, ANNAN_TRADITIONAL, HAND_ROLES_SFEN_ORDER};
