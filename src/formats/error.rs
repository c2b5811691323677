//! What can be wrong with a record, and where. Every text, `Display` included, comes from
//! `locales/<lang>/formats.ftl` in the reader's language; [`FormatError::describe`] adds the
//! file's name.

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
        let message = self.kind.describe();
        match self.line {
            0 => f.write_str(&message),
            _ => {
                f.write_str(&crate::t!("format-error-line", line = self.line, column = self.column, message = message))
            }
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
    TooLarge {
        size: usize,
        limit: usize,
    },
    Encoding,
    Unencodable {
        ch: char,
    },
    Empty,
    Unrecognized,
    UnexpectedLine {
        text: String,
    },
    UnknownPiece {
        text: String,
    },
    NotInVariant {
        role: Role,
        variant: Variant,
    },
    HandCount {
        role: Role,
        count: u32,
        max: u8,
    },
    BadHand {
        text: String,
    },
    RowWidth {
        rank: usize,
        found: usize,
        expected: usize,
        variant: Variant,
    },
    BoardSize {
        found: usize,
        expected: usize,
        variant: Variant,
    },
    BoardCut {
        found: usize,
        expected: usize,
    },
    MissingRanks {
        found: usize,
        expected: usize,
        variant: Variant,
    },
    VariantMismatch {
        found: Variant,
        expected: Variant,
    },
    UnknownHandicap {
        name: String,
    },
    BadSquare {
        text: String,
    },
    BadMove {
        text: String,
    },
    MoveNumber {
        expected: u32,
        found: u32,
    },
    AfterEnd {
        text: String,
    },
    OrphanVariation {
        ply: u32,
    },
    Sfen(SfenError),
    Position(PositionError),
    WrongSide {
        number: u32,
        text: String,
        marked: Color,
        mover: Color,
    },
    NoPreviousMove {
        number: u32,
        text: String,
    },
    WrongPiece {
        number: u32,
        text: String,
        square: String,
        written: Role,
    },
    NoPiece {
        number: u32,
        text: String,
        role: Role,
    },
    /// A KI2 move whose piece is on the board, but none of them moves like that to `square`.
    Unreachable {
        number: u32,
        text: String,
        role: Role,
        square: String,
    },
    /// A KI2 move several legal moves fit: each as KI2 writes it (`５八金左`).
    Ambiguous {
        number: u32,
        text: String,
        candidates: Vec<String>,
    },
    /// A move after the rules ended the game (`outcome` in the reader's words).
    AfterGameOver {
        number: u32,
        text: String,
        outcome: String,
    },
    Illegal {
        number: u32,
        text: String,
        rule: Illegal,
        reason: String,
    },
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

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl ErrorKind {
    /// What is wrong, in the person's language. The reasons the rules core gives (an SFEN
    /// problem, an illegal position or move) come in as it words them.
    pub fn describe(&self) -> String {
        use crate::i18n::excerpt;
        use crate::t;
        match self {
            ErrorKind::TooLarge { size, limit } => t!("format-error-too-large", size = *size, limit = *limit),
            ErrorKind::Encoding => t!("format-error-encoding"),
            ErrorKind::Unencodable { ch } => t!("format-error-unencodable", char = ch.to_string()),
            ErrorKind::Empty => t!("format-error-empty"),
            ErrorKind::Unrecognized => t!("format-error-unrecognized"),
            ErrorKind::UnexpectedLine { text } => t!("format-error-unexpected-line", text = excerpt(text)),
            ErrorKind::UnknownPiece { text } => t!("format-error-unknown-piece", text = excerpt(text)),
            ErrorKind::NotInVariant { role, variant } => {
                t!("format-error-not-in-variant", game = variant.name(), piece = piece_name(*role))
            }
            ErrorKind::HandCount { role, count, max } => {
                t!("format-error-hand-count", piece = piece_name(*role), count = *count, max = *max)
            }
            ErrorKind::BadHand { text } => t!("format-error-bad-hand", text = excerpt(text)),
            ErrorKind::RowWidth { rank, found, expected, variant } => {
                t!("format-error-row-width", rank = *rank, found = *found, expected = *expected, game = variant.name())
            }
            ErrorKind::BoardSize { found, expected, variant } => {
                t!("format-error-board-size", found = *found, expected = *expected, game = variant.name())
            }
            ErrorKind::BoardCut { found, expected } => {
                t!("format-error-board-cut", found = *found, expected = *expected)
            }
            ErrorKind::MissingRanks { found, expected, variant } => {
                t!("format-error-missing-ranks", found = *found, expected = *expected, game = variant.name())
            }
            ErrorKind::VariantMismatch { found, expected } => {
                t!("format-error-variant-mismatch", found = found.name(), expected = expected.name())
            }
            ErrorKind::UnknownHandicap { name } => t!("format-error-unknown-handicap", name = excerpt(name)),
            ErrorKind::BadSquare { text } => t!("format-error-bad-square", text = excerpt(text)),
            ErrorKind::BadMove { text } => t!("format-error-bad-move", text = excerpt(text)),
            ErrorKind::MoveNumber { expected, found } => {
                t!("format-error-move-number", expected = *expected, found = *found)
            }
            ErrorKind::AfterEnd { text } => t!("format-error-after-end", text = excerpt(text)),
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
            ErrorKind::Unreachable { number, text, role, square } => {
                t!(
                    "format-error-unreachable",
                    number = *number,
                    text = text,
                    piece = piece_name(*role),
                    square = square
                )
            }
            ErrorKind::Ambiguous { number, text, candidates } => t!(
                "format-error-ambiguous",
                number = *number,
                text = text,
                moves = crate::i18n::rules::or_list(candidates)
            ),
            ErrorKind::AfterGameOver { number, text, outcome } => {
                t!("format-error-after-game-over", number = *number, text = text, outcome = outcome)
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
