//! Helpers shared by the tests: the rules of `tests/fixtures/*.tsv` rows, and ([`i18n`]) what
//! the language tests compare. Each test uses some of them.
#![allow(dead_code)]

pub mod i18n;

use annan::rules::{DeadPiece, Rules, Variant};

/// The rules named by a fixture row's first two columns: the variant, and the Annan
/// dead-piece setting or `-` for the other games.
pub fn fixture_rules(variant: &str, dead: &str) -> Rules {
    let v = Variant::from_name(variant).unwrap_or_else(|| panic!("unknown variant `{variant}` in a fixture"));
    match dead {
        "-" => Rules::new(v),
        d => Rules::new(v).with_dead_piece(
            DeadPiece::from_name(d).unwrap_or_else(|| panic!("unknown dead-piece setting `{d}` in a fixture")),
        ),
    }
}

/// A property test's case count: `at_least` in `cargo test`, more when `PROPTEST_CASES` asks
/// for a longer run (an explicit count in a proptest config would ignore the variable).
pub fn cases(at_least: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(0).max(at_least)
}

/// A fresh folder for one test's files (progress, records), removed when the value is
/// dropped; it reads as the folder's path.
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        self.0.path()
    }
}

/// A scratch folder named after the test (`annan-NAME-…` in the system's temporary folder).
pub fn scratch(name: &str) -> Scratch {
    Scratch(tempfile::Builder::new().prefix(&format!("annan-{name}-")).tempdir().expect("a temporary folder"))
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.path().as_os_str()
    }
}
