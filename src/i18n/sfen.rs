//! What is wrong with a position given as text, in words (`locales/<lang>/sfen.ftl`): the
//! `Display` of the rules core's [`SfenError`], [`PositionError`] and [`ParseError`], so
//! `{e}` and `?` print a sentence in the reader's language.

use super::rules::{piece_on, role, side, variant};
use crate::rules::{Geometry, ParseError, PositionError, SfenError};
use crate::t;
use std::fmt;

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            SfenError::Empty => t!("sfen-empty"),
            SfenError::RankCount { variant: v, found, expected } => {
                t!("sfen-rank-count", found = *found, variant = variant(*v), expected = *expected)
            }
            SfenError::RankWidth { variant: v, rank, letter, found, expected } => t!(
                "sfen-rank-width",
                rank = *rank,
                letter = letter.to_string(),
                found = *found,
                variant = variant(*v),
                expected = *expected
            ),
            SfenError::BadBoardChar { rank, ch } => t!("sfen-bad-board-char", rank = *rank, char = ch.to_string()),
            SfenError::BadPromotion { rank, ch } => t!("sfen-bad-promotion", rank = *rank, char = ch.to_string()),
            SfenError::DanglingPlus { rank } => t!("sfen-dangling-plus", rank = *rank),
            SfenError::NotInVariant { rank, role: r } => t!("sfen-not-in-variant", rank = *rank, role = role(*r)),
            SfenError::MissingSide => t!("sfen-missing-side"),
            SfenError::BadSide(s) => t!("sfen-bad-side", side = s),
            SfenError::BadHandChar { field, ch, pos, letters } => {
                t!("sfen-bad-hand-char", field = field, char = ch.to_string(), position = *pos, letters = *letters)
            }
            SfenError::BadHandCount { field, ch, count } => {
                t!("sfen-bad-hand-count", field = field, char = ch.to_string(), count = count.as_str())
            }
            SfenError::DanglingHandCount { field, count } => {
                t!("sfen-dangling-hand-count", field = field, count = count.as_str())
            }
            SfenError::BadMoveNumber(n) => t!("sfen-bad-move-number", number = n, max = u32::MAX),
            SfenError::Trailing(extra) => t!("sfen-trailing", extra = extra),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for SfenError {}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            PositionError::TwoKings(c) => t!("sfen-two-kings", side = side(*c)),
            PositionError::OppositeCheck { color, mover } => {
                t!("sfen-opposite-check", side = side(*color), mover = side(*mover))
            }
            PositionError::TooMany { role: r, found, max } => {
                t!("sfen-too-many", pieces = t!("sfen-piece-count", role = r.name(), count = *found), max = *max)
            }
            PositionError::DeadPiece { role: r, square, variant: v } => {
                let geo = Geometry::get(v.size());
                t!("sfen-dead-piece", piece = piece_on(geo, *r, *square), variant = variant(*v))
            }
            PositionError::Nifu { color, file } => t!("sfen-nifu", side = side(*color), file = *file),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for PositionError {}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Sfen(e) => e.fmt(f),
            ParseError::Position(e) => f.write_str(&t!("sfen-illegal-position", reason = e.to_string())),
        }
    }
}

impl std::error::Error for ParseError {}
