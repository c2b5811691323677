//! `annan check FILE...` for authors: reads content files from disk and runs the checks
//! `cargo test` runs on the embedded ones.

use super::validate::check_files;
use super::ContentError;
use std::path::{Path, PathBuf};

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

/// The files named: a folder stands for the `.yaml` files below it, in name order
/// (`annan check lessons/`).
pub fn expand_paths(paths: &[PathBuf]) -> Vec<PathBuf> {
    paths.iter().flat_map(|p| expand(p)).collect()
}

fn expand(path: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(path) else { return vec![path.to_path_buf()] };
    let mut below: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    below.sort();
    below
        .into_iter()
        .filter(|p| p.is_dir() || p.extension().is_some_and(|e| e == "yaml" || e == "yml"))
        .flat_map(|p| expand(&p))
        .collect()
}
