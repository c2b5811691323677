//! Lessons and puzzles: YAML files embedded in the binary, read into typed values and
//! checked against the rules core and the solver. The same checks run in `cargo test` and in
//! `annan check FILE`.

pub mod check;
pub mod goal;
pub mod lesson;
mod locate;
pub mod puzzle;
pub mod text;
pub mod validate;
mod verify;

pub use text::Text;

use crate::t;
use include_dir::{include_dir, Dir};

/// `lessons/` as it was at build time.
pub static LESSONS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
/// `puzzles/` as it was at build time.
pub static PUZZLES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/puzzles");

/// Every `.yaml` file below `dir`, as (path relative to the repository, contents), sorted.
pub fn yaml_files(dir: &'static Dir<'static>, root: &str) -> Vec<(String, &'static str)> {
    fn walk(d: &'static Dir<'static>, root: &str, out: &mut Vec<(String, &'static str)>) {
        for f in d.files() {
            if f.path().extension().is_some_and(|e| e == "yaml" || e == "yml") {
                if let Some(text) = f.contents_utf8() {
                    out.push((format!("{root}/{}", f.path().display()), text));
                }
            }
        }
        for sub in d.dirs() {
            walk(sub, root, out);
        }
    }
    let mut out = Vec::new();
    walk(dir, root, &mut out);
    out.sort();
    out
}

/// A problem in a content file, located by file, line and column.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct ContentError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl ContentError {
    /// From a YAML parse error (which knows where it happened).
    pub fn from_yaml(file: &str, text: &str, e: &serde_yaml::Error) -> ContentError {
        let (line, column) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let message = e.to_string();
        let message = message.strip_suffix(&format!(" at line {line} column {column}")).unwrap_or(&message);
        // A key given twice is reported at its mapping's start: pointed to the second instead.
        let (line, column) = duplicate_key(message)
            .and_then(|key| locate::Locator::new(text).duplicate_key(line, column, key))
            .unwrap_or((line, column));
        ContentError { file: file.to_string(), line, column, message: yaml_message(message) }
    }

    /// Refuses, before serde parses it, YAML that could exhaust memory or time (see
    /// [`crate::input::screen_yaml`]).
    pub fn screen(file: &str, text: &str) -> Result<(), ContentError> {
        crate::input::screen_yaml(text).map_err(|r| ContentError {
            file: file.to_string(),
            line: r.line,
            column: r.column,
            message: r.message,
        })
    }

    /// A problem found after parsing: `needle` (for example `id: my-lesson` or an SFEN) is
    /// searched in the file text to report its line.
    pub fn at(file: &str, text: &str, needle: &str, message: impl Into<String>) -> ContentError {
        let line = text.lines().position(|l| !needle.is_empty() && l.contains(needle)).map_or(1, |i| i + 1);
        ContentError { file: file.to_string(), line, column: 1, message: message.into() }
    }
}

/// The key of serde_yaml's "duplicate entry with key" error (after the value's path, if any).
fn duplicate_key(message: &str) -> Option<&str> {
    let reason = message.rsplit_once(": ").map_or(message, |(_, r)| r);
    reason.strip_prefix("duplicate entry with key \"")?.strip_suffix('"')
}

/// The sentence of a YAML error (its position already cut off: the error carries it), in the
/// reader's language, after the path of the value (`steps[2].move`) it concerns: a misspelled
/// or missing key, a value of the wrong type or not among those allowed, in our words. Syntax
/// errors were reported by the screening (`input-yaml-malformed`) before serde saw the text;
/// other reasons are our schema's own, already in the reader's language, and stay as they are.
fn yaml_message(text: &str) -> String {
    let (path, reason) = match text.split_once(": ") {
        Some((path, reason)) if !path.contains(' ') => (Some(path), reason),
        _ => (None, text),
    };
    let key = |rest: &str| {
        rest.strip_prefix('`').and_then(|r| r.split_once('`')).map(|(k, after)| (k.to_string(), after.to_string()))
    };
    let reason = if let Some((key, after)) = reason.strip_prefix("unknown field ").and_then(key) {
        let expected = after.trim_start_matches(", expected one of ").trim_start_matches(", expected ");
        t!("content-yaml-unknown-key", key = key, expected = expected)
    } else if let Some((key, _)) = reason.strip_prefix("missing field ").and_then(key) {
        t!("content-yaml-missing-key", key = key)
    } else if let Some(key) = duplicate_key(reason) {
        t!("content-yaml-duplicate-key", key = key)
    } else if let Some((value, after)) = reason.strip_prefix("unknown variant ").and_then(key) {
        let expected = after.trim_start_matches(", expected one of ").trim_start_matches(", expected ");
        t!("content-yaml-unknown-value", value = value, expected = expected)
    } else if let Some((found, expected)) = reason
        .strip_prefix("invalid type: ")
        .and_then(|r| r.split_once(", expected "))
        // A negative number where a count is wanted is "of the wrong type" to serde (a
        // signed one), but to a reader it is a number out of range.
        .filter(|(found, expected)| !(found.starts_with("integer `-") && expected.starts_with('u')))
    {
        t!("content-yaml-wrong-type", found = found_in_words(found), expected = expected_in_words(expected))
    } else if let Some((found, expected)) = ["invalid type: ", "invalid value: "]
        .iter()
        .find_map(|p| reason.strip_prefix(p))
        .and_then(|r| r.split_once(", expected "))
    {
        t!("content-yaml-wrong-value", found = value_written(found), expected = expected_in_words(expected))
    } else {
        reason.to_string()
    };
    match path {
        Some(path) => format!("{path}: {reason}"),
        None => reason,
    }
}

/// A kind of YAML value as serde names it (`integer`, `a string`, `u8`, `struct Lesson`), in
/// the reader's words; `None` for one it names otherwise.
fn kind_in_words(kind: &str) -> Option<String> {
    let whole = |max: u64| t!("content-yaml-kind-whole-up-to", max = max);
    Some(match kind {
        "u8" => whole(u8::MAX.into()),
        "u16" => whole(u16::MAX.into()),
        "u32" => whole(u32::MAX.into()),
        "integer" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" => t!("content-yaml-kind-whole"),
        "string" | "a string" | "a borrowed string" | "char" | "a character" => t!("content-yaml-kind-text"),
        "floating point" | "f32" | "f64" => t!("content-yaml-kind-decimal"),
        "boolean" | "a boolean" => t!("content-yaml-kind-boolean"),
        "sequence" | "a sequence" => t!("content-yaml-kind-list"),
        "map" | "a map" => t!("content-yaml-kind-map"),
        k if k.starts_with("struct ") => t!("content-yaml-kind-map"),
        _ => return None,
    })
}

/// What serde found (`integer \`-7\``, `string "many"`, `sequence`): its kind in words and
/// the value as written.
fn found_in_words(found: &str) -> String {
    let split = ["floating point", "integer", "string", "boolean", "sequence", "map", "char"]
        .iter()
        .find_map(|k| found.strip_prefix(k).map(|rest| (*k, rest)));
    match split.and_then(|(kind, rest)| kind_in_words(kind).map(|w| (w, rest))) {
        Some((words, rest)) => format!("{words}{rest}"),
        None => found.to_string(),
    }
}

/// The value serde found, as written (`\`-7\`` of `integer \`-7\``), or its kind in words
/// where it quotes none.
fn value_written(found: &str) -> String {
    match found.find(['`', '"']) {
        Some(i) => found[i..].to_string(),
        None => found_in_words(found),
    }
}

/// What serde expected (`u8`, `a string`, `struct Step`), in words.
fn expected_in_words(expected: &str) -> String {
    kind_in_words(expected).unwrap_or_else(|| expected.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yaml_errors_say_their_position_once_and_name_the_key() {
        assert_eq!(
            yaml_message("steps[0]: unknown field `txt`, expected one of `sfen`, `text`"),
            "steps[0]: unknown field `txt`; the fields here are `sfen`, `text`"
        );
        assert_eq!(yaml_message("steps[1].move: missing field `accepts`"), "steps[1].move: missing field `accepts`");
        assert_eq!(
            yaml_message("variant: unknown variant `chess`, expected one of `shogi`, `annan`"),
            "variant: `chess` is not allowed here; the values here are `shogi`, `annan`"
        );
        assert_eq!(
            yaml_message("order: invalid type: string \"many\", expected u32"),
            "order: the value is of the wrong kind: found text \"many\", expected a whole number from 0 to 4294967295"
        );
        // A value of the right kind out of its range, and the kinds in words, not Rust's.
        assert_eq!(
            yaml_message("difficulty: invalid type: integer `-7`, expected u8"),
            "difficulty: `-7` is not allowed here: expected a whole number from 0 to 255"
        );
        assert_eq!(
            yaml_message("steps: invalid type: map, expected a sequence"),
            "steps: the value is of the wrong kind: found a mapping (key: value lines), expected a list"
        );
        let libyaml = "did not find expected key, while parsing a block mapping at line 3 column 5";
        assert_eq!(yaml_message(libyaml), libyaml);
        let text = "a: 1\nb: [\n";
        let e = serde_yaml::from_str::<std::collections::BTreeMap<String, u8>>(text).unwrap_err();
        let e = ContentError::from_yaml("f.yaml", text, &e);
        assert!(!e.message.contains(&format!("line {} column {}", e.line, e.column)), "{e}");
    }
}
