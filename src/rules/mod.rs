//! The rules of Shogi, Minishogi and Annan Shogi: positions, legal moves, check, outcome,
//! SFEN and USI. No I/O, no terminal code and no words: errors and explanations are data
//! (roles, squares, sides) that `crate::i18n` words in the reader's language.

pub mod anatomy;
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

pub use anatomy::{Block, Capture, CheckAnatomy, KingStep, Stop, Taker};
pub use geometry::{bit, squares, Bitboard, Geometry, Square};
pub use legality::{BackerReason, Illegal, MovementExplanation};
pub use movegen::{perft, perft_divide};
pub use moves::{Move, MoveList, UsiError, UsiErrorKind, MAX_MOVES};
pub use notation::{is_list_number, MoveInputError, Notation, Numbering, Unmarked};
pub use outcome::{outcome, Outcome};
pub(crate) use position::MovementBoards;
pub use position::{Hand, Position};
pub use sfen::{ParseError, PositionError, Setup, SfenError};
pub use types::{Color, DeadPiece, Movement, Piece, Role, Rules, Variant, ANNAN_TRADITIONAL, HAND_ROLES_SFEN_ORDER};
