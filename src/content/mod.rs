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
    pub fn from_yaml(file: &str, e: &serde_yaml::Error) -> ContentError {
        let (line, column) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        ContentError { file: file.to_string(), line, column, message: e.to_string() }
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
