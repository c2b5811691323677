//! What can be wrong with a record, and where. The English here is for logs and tests; the
//! words people read come from `locales/<lang>/formats.ftl` through [`super::describe`].

use crate::rules::{Color, Illegal, PositionError, Role, SfenError, Variant};

/// One problem in an input, with the line and column (1-based, in characters) where it was
/// found. Line 0 means the input as a whole (too large, not text, no known format).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct FormatError {
    pub line: usize,
    pub column: usize,
    pub kind: ErrorKind,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.kind)
        } else {
            write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
        }
    }
}

impl FormatError {
    pub fn at(line: usize, column: usize, kind: ErrorKind) -> FormatError {
        FormatError { line, column, kind }
    }

    /// A problem with the input as a whole.
    pub fn whole(kind: ErrorKind) -> FormatError {
        FormatError { line: 0, column: 0, kind }
    }
}

/// The kinds of problem, each with the data its message needs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    #[error("the input is {size} bytes, more than the {limit} this program reads")]
    TooLarge { size: usize, limit: usize },
    #[error("the input is neither UTF-8 nor Shift_JIS text")]
    Encoding,
    #[error("'{ch}' cannot be written in Shift_JIS")]
    Unencodable { ch: char },
    #[error("the input is empty")]
    Empty,
    #[error("the input is none of SFEN, USI, KIF, KI2, CSA or BOD")]
    Unrecognized,
    #[error("unexpected text: {text}")]
    UnexpectedLine { text: String },
    #[error("'{text}' is not a piece")]
    UnknownPiece { text: String },
    #[error("{variant} has no {role}")]
    NotInVariant { role: Role, variant: Variant },
    #[error("{count} {role}s in hand, but the set has {max}")]
    HandCount { role: Role, count: u32, max: u8 },
    #[error("'{text}' is not a list of pieces in hand")]
    BadHand { text: String },
    #[error("board rank {rank} has {found} squares; {variant} needs {expected}")]
    RowWidth { rank: usize, found: usize, expected: usize, variant: Variant },
    #[error("the board has {found} ranks; {variant} needs {expected}")]
    BoardSize { found: usize, expected: usize, variant: Variant },
    #[error("the board stops after rank {found} of {expected}")]
    BoardCut { found: usize, expected: usize },
    #[error("the record is for {found}, but {expected} was asked for")]
    VariantMismatch { found: Variant, expected: Variant },
    #[error("'{name}' is not a handicap this program knows")]
    UnknownHandicap { name: String },
    #[error("'{text}' is not a square on this board")]
    BadSquare { text: String },
    #[error("'{text}' is not a move")]
    BadMove { text: String },
    #[error("move {found} comes where move {expected} should")]
    MoveNumber { expected: u32, found: u32 },
    #[error("'{text}' comes after the end of the game")]
    AfterEnd { text: String },
    #[error("a variation from move {ply} has no line to branch from")]
    OrphanVariation { ply: u32 },
    #[error("the SFEN is wrong: {0}")]
    Sfen(SfenError),
    #[error("the position is not legal: {0}")]
    Position(PositionError),
    #[error("move {number} ({text}) is marked as {marked}'s, but it is {mover}'s turn")]
    WrongSide { number: u32, text: String, marked: Color, mover: Color },
    #[error("move {number} ({text}): there is no earlier move for 同 to refer to")]
    NoPreviousMove { number: u32, text: String },
    #[error("move {number} ({text}): the piece on {square} is not a {written}")]
    WrongPiece { number: u32, text: String, square: String, written: Role },
    #[error("move {number} ({text}): no {role} can make this move")]
    NoPiece { number: u32, text: String, role: Role },
    #[error("move {number} ({text}) could be {count} different moves")]
    Ambiguous { number: u32, text: String, count: usize },
    #[error("move {number} ({text}) is not legal: {reason}")]
    Illegal { number: u32, text: String, rule: Illegal, reason: String },
}
