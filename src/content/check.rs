//! `annan check FILE...` for authors: reads content files from disk and runs the checks
//! `cargo test` runs on the embedded ones.

use super::validate::check_files;
use super::ContentError;
use std::path::PathBuf;

/// Every problem in the named files, as `file:line:col: reason`. Lesson and quiz files are
/// told apart by their top-level keys, so a copy anywhere on disk is checked the same way.
///
/// Puzzle files (under `puzzles/` or with a top-level `mate:`) go to the puzzle checker,
/// [`super::puzzle::check_file`].
pub fn check_paths(paths: &[PathBuf]) -> Vec<ContentError> {
    let mut errors = Vec::new();
    let mut files = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        match crate::input::read_text(path, crate::input::FILE_LIMIT) {
            Ok(text) => files.push((name, text)),
            Err(e) => errors.push(ContentError { file: name, line: 1, column: 1, message: e.message() }),
        }
    }
    errors.extend(check_files(&files));
    errors
}
