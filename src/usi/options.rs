//! The engine's options: how they are announced after `usi` and how `setoption` changes them.
//! Names and values are matched without regard to case, as USI asks.

use crate::i18n::excerpt;
use crate::rules::{DeadPiece, Rules, Variant};
use crate::t;

/// `USI_Variant` values, as Fairy-Stockfish and lishogi name the games, then the rules.
/// `annanshogi` is lishogi's name for Annan; `annan` is ours. The first name is announced.
const VARIANT_NAMES: [(&str, Variant); 4] = [
    ("shogi", Variant::Shogi),
    ("minishogi", Variant::Minishogi),
    ("annan", Variant::Annan),
    ("annanshogi", Variant::Annan),
];

const DEAD_PIECES: [DeadPiece; 3] = [DeadPiece::Backer, DeadPiece::Original, DeadPiece::Free];

/// Transposition table sizes `USI_Hash` accepts, in MiB (the range of `annan solve --hash`).
const HASH_MB: std::ops::RangeInclusive<usize> = 1..=crate::solver::MAX_HASH_MB;

/// Thread counts `Threads` accepts (the range of `annan solve --threads`).
const THREADS: std::ops::RangeInclusive<usize> = 1..=crate::solver::MAX_THREADS;

/// The settings a search uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub variant: Variant,
    pub dead_piece: DeadPiece,
    pub hash_mb: usize,
    pub threads: usize,
}

impl Default for Options {
    /// Shogi, because shogi GUIs drive USI engines; the rules' own default dead-piece
    /// setting; the table size and threads of `annan solve`.
    fn default() -> Self {
        let threads = crate::commands::all_cores().min(*THREADS.end());
        Options { variant: Variant::Shogi, dead_piece: DeadPiece::default(), hash_mb: 256, threads }
    }
}

/// What a successful `setoption` changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Changed {
    /// The game or its rules: positions must be read again.
    Rules,
    /// The table size.
    Hash,
    /// How many threads search.
    Threads,
    /// An option GUIs send to every engine and that means nothing here (`USI_Ponder`).
    Nothing,
}

/// Why a `setoption` was refused; `Display` says it in the person's language
/// (`locales/<lang>/usi.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    Unknown(String),
    MissingValue { name: &'static str, expected: Expected },
    BadValue { name: &'static str, found: String, expected: Expected },
}

/// What an option accepts, as a refusal says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A number in a range, counted in a unit.
    Spin { unit: Unit, min: usize, max: usize },
    /// One of these names.
    Combo(Vec<&'static str>),
}

/// What a spin option counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    MiB,
    Threads,
}

impl Expected {
    fn describe(&self) -> String {
        match self {
            Expected::Spin { unit: Unit::MiB, min, max } => t!("usi-expected-mib", min = *min, max = *max),
            Expected::Spin { unit: Unit::Threads, min, max } => t!("usi-expected-threads", min = *min, max = *max),
            Expected::Combo(names) => t!("usi-expected-choice", choices = names.join(", ")),
        }
    }
}

impl std::fmt::Display for OptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            OptionError::Unknown(name) => {
                t!("usi-setoption-unknown", name = excerpt(name), options = "USI_Variant, DeadPiece, USI_Hash, Threads")
            }
            OptionError::MissingValue { name, expected } => {
                t!("usi-setoption-missing-value", name = *name, expected = expected.describe())
            }
            OptionError::BadValue { name, found, expected } => {
                t!("usi-setoption-bad-value", name = *name, value = excerpt(found), expected = expected.describe())
            }
        };
        f.write_str(&text)
    }
}

impl Options {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant).with_dead_piece(self.dead_piece)
    }

    /// The `option` lines sent after `usi`, current values as defaults.
    pub fn announce(&self) -> Vec<String> {
        let variants = VARIANT_NAMES.iter().take(3).map(|(n, _)| format!(" var {n}")).collect::<String>();
        let dead = DEAD_PIECES.iter().map(|d| format!(" var {}", d.name())).collect::<String>();
        vec![
            format!("option name USI_Variant type combo default {}{variants}", self.variant.name()),
            format!("option name DeadPiece type combo default {}{dead}", self.dead_piece.name()),
            format!(
                "option name USI_Hash type spin default {} min {} max {}",
                self.hash_mb,
                HASH_MB.start(),
                HASH_MB.end()
            ),
            format!(
                "option name Threads type spin default {} min {} max {}",
                self.threads,
                THREADS.start(),
                THREADS.end()
            ),
        ]
    }

    /// Applies `setoption name <name> value <value>`.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Changed, OptionError> {
        let value = value.map(str::trim);
        if name.eq_ignore_ascii_case("USI_Variant") {
            self.variant = choose("USI_Variant", value, &VARIANT_NAMES)?;
            Ok(Changed::Rules)
        } else if name.eq_ignore_ascii_case("DeadPiece") {
            self.dead_piece = choose("DeadPiece", value, &DEAD_PIECES.map(|d| (d.name(), d)))?;
            Ok(Changed::Rules)
        } else if name.eq_ignore_ascii_case("USI_Hash") {
            self.hash_mb = spin("USI_Hash", value, HASH_MB, Unit::MiB)?;
            Ok(Changed::Hash)
        } else if name.eq_ignore_ascii_case("Threads") {
            self.threads = spin("Threads", value, THREADS, Unit::Threads)?;
            Ok(Changed::Threads)
        } else if name.eq_ignore_ascii_case("USI_Ponder") {
            Ok(Changed::Nothing)
        } else {
            Err(OptionError::Unknown(name.to_string()))
        }
    }
}

/// The number of a spin option, within `range` (counted in `unit`).
fn spin(
    name: &'static str,
    value: Option<&str>,
    range: std::ops::RangeInclusive<usize>,
    unit: Unit,
) -> Result<usize, OptionError> {
    let expected = || Expected::Spin { unit, min: *range.start(), max: *range.end() };
    let v = value.ok_or_else(|| OptionError::MissingValue { name, expected: expected() })?;
    v.parse().ok().filter(|n| range.contains(n)).ok_or_else(|| OptionError::BadValue {
        name,
        found: v.to_string(),
        expected: expected(),
    })
}

/// The choice of a combo option named by `value`.
fn choose<T: Copy>(name: &'static str, value: Option<&str>, choices: &[(&'static str, T)]) -> Result<T, OptionError> {
    let expected = || Expected::Combo(choices.iter().map(|(n, _)| *n).collect());
    let v = value.ok_or_else(|| OptionError::MissingValue { name, expected: expected() })?;
    let found = choices.iter().find(|(n, _)| n.eq_ignore_ascii_case(v));
    found.map(|&(_, choice)| choice).ok_or_else(|| OptionError::BadValue {
        name,
        found: v.to_string(),
        expected: expected(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announced_options_follow_usi_syntax() {
        let lines = Options::default().announce();
        assert_eq!(lines[0], "option name USI_Variant type combo default shogi var shogi var minishogi var annan");
        assert_eq!(lines[1], "option name DeadPiece type combo default backer var backer var original var free");
        assert_eq!(lines[2], "option name USI_Hash type spin default 256 min 1 max 1048576");
        let threads = Options::default().threads;
        assert_eq!(lines[3], format!("option name Threads type spin default {threads} min 1 max 256"));
    }

    #[test]
    fn names_and_values_ignore_case() {
        let mut o = Options::default();
        assert_eq!(o.set("usi_variant", Some("MiniShogi")), Ok(Changed::Rules));
        assert_eq!(o.variant, Variant::Minishogi);
        assert_eq!(o.set("USI_Variant", Some("annanshogi")), Ok(Changed::Rules));
        assert_eq!(o.variant, Variant::Annan);
        assert_eq!(o.set("deadpiece", Some("FREE")), Ok(Changed::Rules));
        assert_eq!(o.rules(), Rules::new(Variant::Annan).with_dead_piece(DeadPiece::Free));
        assert_eq!(o.set("USI_HASH", Some("16")), Ok(Changed::Hash));
        assert_eq!(o.hash_mb, 16);
        assert_eq!(o.set("threads", Some("2")), Ok(Changed::Threads));
        assert_eq!(o.threads, 2);
        assert_eq!(o.set("USI_Ponder", Some("false")), Ok(Changed::Nothing));
    }

    #[test]
    fn bad_settings_leave_the_options_unchanged() {
        let mut o = Options::default();
        let before = o;
        assert_eq!(o.set("MultiPV", Some("4")), Err(OptionError::Unknown("MultiPV".into())));
        assert!(matches!(o.set("Threads", Some("0")), Err(OptionError::BadValue { .. })));
        assert!(matches!(o.set("USI_Hash", Some("0")), Err(OptionError::BadValue { .. })));
        assert!(matches!(o.set("USI_Hash", Some("lots")), Err(OptionError::BadValue { .. })));
        assert!(matches!(o.set("USI_Variant", Some("chess")), Err(OptionError::BadValue { .. })));
        assert!(matches!(o.set("DeadPiece", None), Err(OptionError::MissingValue { .. })));
        assert_eq!(o, before);
        assert_eq!(
            o.set("USI_Variant", Some("chess")).unwrap_err().to_string(),
            "setoption USI_Variant: `chess` is not allowed (one of shogi, minishogi, annan, annanshogi)"
        );
    }
}
