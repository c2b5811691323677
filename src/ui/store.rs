//! The user's progress (lessons, puzzles) in one small JSON file under the platform data
//! directory (`ANNAN_DATA_DIR` overrides it, for tests). Written atomically (temp file +
//! rename); a damaged file is moved aside and reported, never silently overwritten.

use crate::puzzle::rating::Rating;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    pub completed: bool,
    /// Best result, 1 to 3 stars (0 = never finished).
    pub stars: u8,
    /// The step to resume at.
    pub next_step: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    pub solved: u32,
    pub failed: u32,
    /// The puzzle's Glicko-2 rating after this player's attempts (absent: its start rating).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    pub lessons: BTreeMap<String, LessonProgress>,
    pub puzzles: BTreeMap<String, PuzzleProgress>,
    /// Puzzles solved in a row, and the best such run.
    pub streak: u32,
    pub best_streak: u32,
    /// The language picked in the main menu (a code such as `es`), used when neither
    /// `--lang` nor `ANNAN_LANG` says otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The player's Glicko-2 puzzle rating (absent: a new player's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle_rating: Option<Rating>,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot find a data directory for progress; set ANNAN_DATA_DIR")]
    NoDataDir,
    #[error("cannot {action} {path}: {source}")]
    Io { action: &'static str, path: PathBuf, source: std::io::Error },
}

/// Where progress lives.
pub struct Store {
    path: PathBuf,
}

impl Store {
    /// `$ANNAN_DATA_DIR/progress.json`, or `<data dir>/annan/progress.json`.
    pub fn open_default() -> Result<Store, StoreError> {
        let dir = match std::env::var_os("ANNAN_DATA_DIR") {
            Some(d) if !d.is_empty() => PathBuf::from(d),
            _ => dirs::data_dir().ok_or(StoreError::NoDataDir)?.join("annan"),
        };
        Ok(Store::at(dir.join("progress.json")))
    }

    /// The language remembered in the progress file, read without side effects (a damaged
    /// or missing file just means none).
    pub fn remembered_language(&self) -> Option<String> {
        #[derive(Deserialize)]
        struct OnlyLanguage {
            language: Option<String>,
        }
        let text = std::fs::read_to_string(&self.path).ok()?;
        serde_json::from_str::<OnlyLanguage>(&text).ok()?.language
    }

    pub fn at(path: impl Into<PathBuf>) -> Store {
        Store { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads progress. A missing file is empty progress; a damaged one is renamed to
    /// `progress.json.damaged` and the returned note says so.
    pub fn load(&self) -> Result<(Progress, Option<String>), StoreError> {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((Progress::default(), None)),
            Err(source) => return Err(StoreError::Io { action: "read", path: self.path.clone(), source }),
        };
        match serde_json::from_str(&text) {
            Ok(p) => Ok((p, None)),
            Err(e) => {
                let aside = self.path.with_extension("json.damaged");
                std::fs::rename(&self.path, &aside).map_err(|source| StoreError::Io {
                    action: "move aside",
                    path: self.path.clone(),
                    source,
                })?;
                let note = format!(
                    "progress file {} was damaged ({e}); it was kept as {} and progress starts afresh",
                    self.path.display(),
                    aside.display()
                );
                Ok((Progress::default(), Some(note)))
            }
        }
    }

    /// Writes progress atomically.
    pub fn save(&self, progress: &Progress) -> Result<(), StoreError> {
        let io = |action, source| StoreError::Io { action, path: self.path.clone(), source };
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| io("create the folder for", e))?;
        }
        let tmp = self.path.with_extension("json.tmp");
        let text = serde_json::to_string_pretty(progress).expect("progress serialises");
        std::fs::write(&tmp, text).map_err(|e| io("write", e))?;
        std::fs::rename(&tmp, &self.path).map_err(|e| io("replace", e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_damaged_file_is_kept_aside() {
        let dir = std::env::temp_dir().join(format!("annan-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::at(dir.join("progress.json"));
        assert_eq!(store.load().unwrap().0, Progress::default());
        let mut p = Progress::default();
        p.lessons.insert("x".into(), LessonProgress { completed: true, stars: 3, next_step: 0 });
        store.save(&p).unwrap();
        assert_eq!(store.load().unwrap(), (p, None));
        std::fs::write(store.path(), "{not json").unwrap();
        let (fresh, note) = store.load().unwrap();
        assert_eq!(fresh, Progress::default());
        assert!(note.unwrap().contains("damaged"));
        assert!(dir.join("progress.json.damaged").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
