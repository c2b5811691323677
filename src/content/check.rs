//! `annan check PATH...` for authors: reads content files from disk and runs the checks
//! `cargo test` runs on the embedded ones.

use super::validate::check_files;
use super::ContentError;
use crate::t;
use std::path::{Path, PathBuf};

/// The files `annan check` reads for `paths`: a file as given, a folder as every `.yaml` or
/// `.yml` file below it, sorted, so `annan check lessons/` checks the whole course.
pub fn content_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut out);
        } else {
            out.push(path.clone());
        }
    }
    out
}

/// Every problem in the named files and folders, as `file:line:col: reason`. Lesson and quiz
/// files are told apart by their top-level keys, so a copy anywhere on disk is checked the
/// same way.
///
/// Puzzle files (under `puzzles/` or with a top-level `mate:`) go to the puzzle checker,
/// [`super::puzzle::check_file`].
pub fn check_paths(paths: &[PathBuf]) -> Vec<ContentError> {
    let mut errors = Vec::new();
    let mut files = Vec::new();
    for path in content_files(paths) {
        let name = path.display().to_string();
        match std::fs::read_to_string(&path) {
            Ok(text) => files.push((name, text)),
            Err(e) => errors.push(ContentError {
                file: name,
                line: 1,
                column: 1,
                message: t!("content-cannot-read", reason = e.to_string()),
            }),
        }
    }
    errors.extend(check_files(&files));
    errors
}
