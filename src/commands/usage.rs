//! Mistakes on the command line in the reader's language: clap finds them, and its context
//! (which argument, which value, what was allowed) is put into our own one-line messages
//! (`locales/<lang>/cli.ftl`) instead of clap's English. `--help` stays clap's.
//!
//! Values are checked by our own parsers ([`number_in`], and the commands' `parse_*`
//! functions returning [`Refused`]), never by clap's `.range()`, whose refusal is English.

use crate::rules::{Geometry, Move};
use crate::t;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::num::{IntErrorKind, ParseFloatError, ParseIntError};
use std::time::Duration;

/// A value one of our parsers refused, with the reason already in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub String);

/// A whole number from `LO` to `HI` (`HI = u64::MAX`: no upper bound), as a clap value
/// parser: `value_parser = number_in::<u16, 1, 31>`.
pub fn number_in<T: TryFrom<u64>, const LO: u64, const HI: u64>(text: &str) -> Result<T, Refused> {
    let refuse = || {
        Refused(match HI {
            u64::MAX => t!("cli-error-number-at-least", min = LO),
            _ => t!("cli-error-number-between", min = LO, max = HI),
        })
    };
    // Past a `u64` the range is said where there is one (`--max-plies 99999999999999999999`
    // was told only "too large").
    let n: u64 = text.trim().parse().map_err(|e: ParseIntError| match e.kind() {
        IntErrorKind::PosOverflow if HI == u64::MAX => Refused(t!("cli-error-number-too-large")),
        _ => refuse(),
    })?;
    if !(LO..=HI).contains(&n) {
        return Err(refuse());
    }
    T::try_from(n).map_err(|_| refuse())
}

/// A time limit in seconds, as a clap value parser: a positive number (a fraction is fine).
/// More than a duration holds (`1e20`, `inf`) is as good as no limit, and taken as the
/// longest duration. Refused in the words typed (`nan`, where the number read back says
/// `NaN`).
pub fn seconds(text: &str) -> Result<Duration, Refused> {
    let secs: f64 = text.trim().parse().map_err(|_| Refused(t!("cli-error-not-a-number")))?;
    let refused = || Refused(t!("cli-error-seconds"));
    if secs.is_nan() || secs <= 0.0 {
        return Err(refused());
    }
    // Below a nanosecond a positive number is still positive, as the message promises: the
    // least time there is (`1e-300` was refused as "not positive").
    Ok(Duration::try_from_secs_f64(secs).unwrap_or(Duration::MAX).max(Duration::from_nanos(1)))
}

/// A seed, as a clap value parser: any whole number a `u64` holds. Refused with the whole
/// range, top included: a seed is an identifier to type back, so its largest value is worth
/// saying, and it goes as text so that it is neither rounded nor grouped with separators.
pub fn seed(text: &str) -> Result<u64, Refused> {
    text.trim().parse().map_err(|_| Refused(t!("cli-error-number-between", min = 0, max = u64::MAX.to_string())))
}

/// A seed for a run without `--seed`, from the clock: six digits, as the run names it for
/// typing back and a million runs are plenty to tell apart (the nanoseconds' 19 digits took
/// a line of their own). Never below 100000, so never one of the small seeds the puzzle
/// collection was generated with: a "new" set of puzzles was the collection's own.
pub fn drawn_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    100_000 + nanos % 900_000
}

/// A mate length in plies the generator makes: an odd number from 1 to 31, as a clap value
/// parser (`generate --mate`).
pub fn mate_length(text: &str) -> Result<u16, Refused> {
    match text.trim().parse::<u16>() {
        Ok(n) if n % 2 == 1 && n <= 31 => Ok(n),
        _ => Err(Refused(t!("puzzle-error-mate-length", found = text))),
    }
}

/// One line for the person: what is wrong on the command line.
pub fn describe(e: &clap::Error) -> String {
    let context = |kind: ContextKind| e.get(kind).map(ContextValue::to_string).unwrap_or_default();
    let arg = e.get(ContextKind::InvalidArg).map(option_names).unwrap_or_default();
    let value = context(ContextKind::InvalidValue);
    match e.kind() {
        ErrorKind::InvalidValue if value.is_empty() => t!("cli-error-value-missing", arg = arg),
        ErrorKind::InvalidValue => {
            t!("cli-error-value-choice", arg = arg, value = value, choices = context(ContextKind::ValidValue))
        }
        ErrorKind::ValueValidation => {
            let reason = value_reason(e, &value);
            t!("cli-error-value", arg = arg, value = value, reason = reason)
        }
        ErrorKind::UnknownArgument => match e.get(ContextKind::SuggestedArg) {
            Some(suggested) => t!("cli-error-unknown-argument-like", arg = arg, suggested = suggested.to_string()),
            // A value where none is taken, most often a position typed without `--sfen`.
            // Unquoted, the shell splits an SFEN and its board comes alone.
            None if !arg.starts_with('-') && arg.contains('/') => {
                t!("cli-error-position-without-sfen", arg = arg)
            }
            // A move typed without the option that takes it (`annan show 7g7f`).
            None if looks_like_a_move(&arg) => t!("cli-error-move-without-option", arg = arg),
            None if !arg.starts_with('-') => t!("cli-error-unexpected-value", arg = arg),
            None => t!("cli-error-unknown-argument", arg = arg),
        },
        ErrorKind::InvalidSubcommand => {
            let command = context(ContextKind::InvalidSubcommand);
            match e.get(ContextKind::SuggestedSubcommand) {
                Some(s) => t!("cli-error-unknown-command-like", command = command, suggested = s.to_string()),
                None => t!("cli-error-unknown-command", command = command),
            }
        }
        ErrorKind::MissingRequiredArgument => t!("cli-error-missing", args = arg),
        ErrorKind::ArgumentConflict => {
            // clap reports an option given twice as a conflict with itself.
            match e.get(ContextKind::PriorArg).map(option_names).unwrap_or_default() {
                other if other == arg => t!("cli-error-twice", arg = arg),
                other => t!("cli-error-conflict", arg = arg, other = other),
            }
        }
        _ if !arg.is_empty() => t!("cli-error-argument", arg = arg),
        _ => t!("cli-error-other"),
    }
}

/// Whether `text` is a move in USI syntax on a shogi or minishogi board (`7g7f`, `P*5e`, or
/// `7G7F` as a person may type it).
fn looks_like_a_move(text: &str) -> bool {
    [9, 5].into_iter().any(|width| Move::parse_typed_usi(text, Geometry::get(width)).is_ok())
}

/// Options as clap names them, without the placeholder for their value (`--hash <HASH>` is
/// `--hash`; the English placeholder is the `--help` text's); positionals keep theirs.
fn option_names(value: &ContextValue) -> String {
    // The errors come from the tree without its texts (see `cli::main`): an argument's
    // placeholder (`<DEPTH>`) is put in the reader's language here, as the help pages show it.
    let placeholder = |s: &str| {
        let inner = s.trim_start_matches(['<', '[']).trim_end_matches(['>', ']', '.']);
        s.replace(inner, &crate::help::value_name(crate::i18n::current(), inner))
    };
    let name = |s: &str| match s.strip_prefix('-') {
        Some(_) => s.split([' ', '=']).next().unwrap_or(s).to_string(),
        None if s.starts_with(['<', '[']) => placeholder(s),
        None => s.to_string(),
    };
    match value {
        ContextValue::Strings(all) => all.iter().map(|s| name(s)).collect::<Vec<_>>().join(", "),
        other => name(&other.to_string()),
    }
}

/// Why a value was refused: our parser's reason, a negative number where none is taken, a
/// number that is not one, or nothing more than that it was refused (clap's and the standard
/// library's other reasons are English).
fn value_reason(e: &clap::Error, value: &str) -> String {
    let source = std::error::Error::source(e);
    if let Some(Refused(reason)) = source.and_then(|s| s.downcast_ref::<Refused>()) {
        return reason.clone();
    }
    if let Some(int) = source.and_then(|s| s.downcast_ref::<ParseIntError>()) {
        return match int.kind() {
            IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => t!("cli-error-number-too-large"),
            // An unsigned option given `-1`: the standard library calls the minus sign an
            // invalid digit, but the person typed a number, only not one allowed.
            _ if value.trim().parse::<i128>().is_ok_and(|n| n < 0) => t!("cli-error-number-at-least", min = 0),
            _ => t!("cli-error-not-a-number"),
        };
    }
    if source.is_some_and(|s| s.is::<ParseFloatError>()) {
        return t!("cli-error-not-a-number");
    }
    t!("cli-error-not-allowed")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_refused_outside_their_range_and_when_too_large() {
        assert_eq!(number_in::<u16, 1, 31>("31"), Ok(31));
        assert_eq!(number_in::<u16, 1, 31>(" 7 "), Ok(7));
        assert_eq!(number_in::<u16, 1, 31>("0"), Err(Refused("expected a whole number from 1 to 31".into())));
        assert_eq!(
            number_in::<u64, 1, { u64::MAX }>("x"),
            Err(Refused("expected a whole number of at least 1".into()))
        );
        assert_eq!(
            number_in::<u8, 0, { u64::MAX }>("300"),
            Err(Refused("expected a whole number of at least 0".into()))
        );
        // Past any type: the range where there is one, else that it is too large.
        let huge = "99999999999999999999999";
        assert_eq!(number_in::<u64, 1, 9>(huge), Err(Refused("expected a whole number from 1 to 9".into())));
        assert_eq!(number_in::<u64, 1, { u64::MAX }>(huge), Err(Refused("the number is too large".into())));
    }

    #[test]
    fn seconds_are_any_positive_number() {
        assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
        assert_eq!(seconds("1e-300"), Ok(Duration::from_nanos(1)), "positive, however small");
        assert_eq!(seconds("inf"), Ok(Duration::MAX));
        for bad in ["0", "-1", "nan", "-0"] {
            assert_eq!(seconds(bad), Err(Refused("expected a positive number of seconds".into())), "{bad}");
        }
    }

    #[test]
    fn a_seed_is_any_u64_and_its_refusal_gives_the_whole_range() {
        assert_eq!(seed("0"), Ok(0));
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        for bad in ["-1", "18446744073709551616", "x"] {
            assert_eq!(seed(bad), Err(Refused("expected a whole number from 0 to 18446744073709551615".into())));
        }
    }
}
