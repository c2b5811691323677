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
    #[error("{variant} has no {}", crate::i18n::rules::role(*.role))]
    NotInVariant { role: Role, variant: Variant },
    #[error("{count} {}s in hand, but the set has {max}", crate::i18n::rules::role(*.role))]
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
    #[error("move {number} ({text}) is marked as {}'s, but it is {}'s turn", crate::i18n::rules::side(*.marked), crate::i18n::rules::side(*.mover))]
    WrongSide { number: u32, text: String, marked: Color, mover: Color },
    #[error("move {number} ({text}): there is no earlier move for 同 to refer to")]
    NoPreviousMove { number: u32, text: String },
    #[error("move {number} ({text}): the piece on {square} is not a {}", crate::i18n::rules::role(*.written))]
    WrongPiece { number: u32, text: String, square: String, written: Role },
    #[error("move {number} ({text}): no {} can make this move", crate::i18n::rules::role(*.role))]
    NoPiece { number: u32, text: String, role: Role },
    #[error("move {number} ({text}) could be {count} different moves")]
    Ambiguous { number: u32, text: String, count: usize },
    #[error("move {number} ({text}) is not legal: {reason}")]
    Illegal { number: u32, text: String, rule: Illegal, reason: String },
}

impl FormatError {
    /// One line for a person, in their language: the file, where in it, and what is wrong.
    pub fn describe(&self, file: &str) -> String {
        let message = self.kind.describe();
        if self.line == 0 {
            crate::t!("format-error-in", file = file, message = message)
        } else {
            crate::t!("format-error-at", file = file, line = self.line, column = self.column, message = message)
        }
    }
}

impl ErrorKind {
    /// What is wrong, in the person's language. The reasons the rules core gives (an SFEN
    /// problem, an illegal position or move) come in as it words them.
    pub fn describe(&self) -> String {
        use crate::t;
        match self {
            ErrorKind::TooLarge { size, limit } => t!("format-error-too-large", size = *size, limit = *limit),
            ErrorKind::Encoding => t!("format-error-encoding"),
            ErrorKind::Unencodable { ch } => t!("format-error-unencodable", char = ch.to_string()),
            ErrorKind::Empty => t!("format-error-empty"),
            ErrorKind::Unrecognized => t!("format-error-unrecognized"),
            ErrorKind::UnexpectedLine { text } => t!("format-error-unexpected-line", text = text),
            ErrorKind::UnknownPiece { text } => t!("format-error-unknown-piece", text = text),
            ErrorKind::NotInVariant { role, variant } => {
                t!("format-error-not-in-variant", game = variant.name(), piece = piece_name(*role))
            }
            ErrorKind::HandCount { role, count, max } => {
                t!("format-error-hand-count", piece = piece_name(*role), count = *count, max = *max)
            }
            ErrorKind::BadHand { text } => t!("format-error-bad-hand", text = text),
            ErrorKind::RowWidth { rank, found, expected, variant } => {
                t!("format-error-row-width", rank = *rank, found = *found, expected = *expected, game = variant.name())
            }
            ErrorKind::BoardSize { found, expected, variant } => {
                t!("format-error-board-size", found = *found, expected = *expected, game = variant.name())
            }
            ErrorKind::BoardCut { found, expected } => {
                t!("format-error-board-cut", found = *found, expected = *expected)
            }
            ErrorKind::VariantMismatch { found, expected } => {
                t!("format-error-variant-mismatch", found = found.name(), expected = expected.name())
            }
            ErrorKind::UnknownHandicap { name } => t!("format-error-unknown-handicap", name = name),
            ErrorKind::BadSquare { text } => t!("format-error-bad-square", text = text),
            ErrorKind::BadMove { text } => t!("format-error-bad-move", text = text),
            ErrorKind::MoveNumber { expected, found } => {
                t!("format-error-move-number", expected = *expected, found = *found)
            }
            ErrorKind::AfterEnd { text } => t!("format-error-after-end", text = text),
            ErrorKind::OrphanVariation { ply } => t!("format-error-orphan-variation", ply = *ply),
            ErrorKind::Sfen(e) => t!("format-error-sfen", reason = e.to_string()),
            ErrorKind::Position(e) => t!("format-error-position", reason = e.to_string()),
            ErrorKind::WrongSide { number, text, marked, mover } => t!(
                "format-error-wrong-side",
                number = *number,
                text = text,
                marked = side_name(*marked),
                mover = side_name(*mover)
            ),
            ErrorKind::NoPreviousMove { number, text } => {
                t!("format-error-no-previous-move", number = *number, text = text)
            }
            ErrorKind::WrongPiece { number, text, square, written } => t!(
                "format-error-wrong-piece",
                number = *number,
                text = text,
                square = square,
                piece = piece_name(*written)
            ),
            ErrorKind::NoPiece { number, text, role } => {
                t!("format-error-no-piece", number = *number, text = text, piece = piece_name(*role))
            }
            ErrorKind::Ambiguous { number, text, count } => {
                t!("format-error-ambiguous", number = *number, text = text, count = *count)
            }
            ErrorKind::Illegal { number, text, reason, .. } => {
                t!("format-error-illegal", number = *number, text = text, reason = reason)
            }
        }
    }
}

/// A piece's name in the person's language.
fn piece_name(role: Role) -> String {
    use crate::t;
    match role {
        Role::Pawn => t!("format-piece-pawn"),
        Role::Lance => t!("format-piece-lance"),
        Role::Knight => t!("format-piece-knight"),
        Role::Silver => t!("format-piece-silver"),
        Role::Gold => t!("format-piece-gold"),
        Role::Bishop => t!("format-piece-bishop"),
        Role::Rook => t!("format-piece-rook"),
        Role::King => t!("format-piece-king"),
        Role::Tokin => t!("format-piece-tokin"),
        Role::PromotedLance => t!("format-piece-promoted-lance"),
        Role::PromotedKnight => t!("format-piece-promoted-knight"),
        Role::PromotedSilver => t!("format-piece-promoted-silver"),
        Role::Horse => t!("format-piece-horse"),
        Role::Dragon => t!("format-piece-dragon"),
    }
}

fn side_name(color: Color) -> String {
    match color {
        Color::Sente => crate::t!("format-side-sente"),
        Color::Gote => crate::t!("format-side-gote"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{message_in, Lang};

    #[test]
    fn every_kind_has_words_in_every_language() {
        let e = FormatError::at(3, 7, ErrorKind::HandCount { role: Role::Gold, count: 5, max: 4 });
        let english = e.describe("a.kif");
        assert_eq!(english, "a.kif, line 3, column 7: gold in hand: 5, but the set has only 4");
        for lang in Lang::ALL {
            let text = message_in(
                lang,
                "format-error-row-width",
                &[
                    ("rank", crate::i18n::arg(3usize)),
                    ("found", crate::i18n::arg(8usize)),
                    ("expected", crate::i18n::arg(9usize)),
                    ("game", crate::i18n::arg("shogi")),
                ],
            );
            assert!(text.contains('8') && text.contains('9') && !text.contains("format-"), "{lang:?}: {text}");
        }
    }
}
