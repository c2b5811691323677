//! The user's progress (lessons, puzzles) in one small JSON file under the platform data
//! directory (`ANNAN_DATA_DIR` overrides it, for tests). Changed under a lock by
//! read-modify-write, written atomically (unique temp file + rename); a damaged file is moved
//! aside under a timestamped name and reported, never silently overwritten.

use crate::puzzle::rating::Rating;
use crate::t;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    pub completed: bool,
    /// Best result, 1 to 3 stars (0 = never finished).
    pub stars: u8,
    /// The step to resume at.
    pub next_step: usize,
    /// Mistakes in the run under way (wrong tries, revealing help), kept across quit and
    /// resume so the stars stay honest.
    pub mistakes: u32,
    /// Of the mistakes, the help asked for (hint, solution), told apart in the result.
    #[serde(skip_serializing_if = "is_zero")]
    pub helps: u32,
    /// The help already counted on `next_step` (keyword keys such as `hint`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub helped: Vec<String>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    pub solved: u32,
    pub failed: u32,
    /// The puzzle's Glicko-2 rating after this player's attempts (absent: its start rating).
    #[serde(skip_serializing_if = "Option::is_none")]
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
    /// How boards show pieces, picked in the main menu (`kanji` or `letters`), used when
    /// `--pieces` does not say.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pieces: Option<String>,
    /// The player's Glicko-2 puzzle rating (absent: a new player's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle_rating: Option<Rating>,
    /// The game of the last puzzle whose attempt counted (`annan`, `shogi`, `minishogi`):
    /// the next puzzle near the rating is of that game, when none is named. A player
    /// training Annan was handed a shogi puzzle at the next session (a playtest).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle_game: Option<String>,
    /// Fields this version does not know (written by a newer annan), kept as they were.
    #[serde(flatten)]
    pub unknown: BTreeMap<String, serde_json::Value>,
}

/// Why progress cannot be read or saved. Its words are the person's language's
/// (`progress-error-*`); `action` names what failed: `create-folder`, `lock`, `read`,
/// `move-aside`, `write` or `replace`.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{}", t!("progress-error-no-data-dir"))]
    NoDataDir,
    #[error("{}", t!("progress-error-io", action = *action, path = path.display().to_string(), reason = crate::input::io_reason(source)))]
    Io { action: &'static str, path: PathBuf, source: std::io::Error },
}

impl StoreError {
    /// What tells one failure from another, for saying each once: the action, the file and
    /// the kind of error, not the error's words, which may name a temporary file with a new
    /// random name at every save.
    pub fn failure_key(&self) -> String {
        match self {
            StoreError::NoDataDir => String::new(),
            StoreError::Io { action, path, source } => format!("{action} {} {:?}", path.display(), source.kind()),
        }
    }
}

/// A progress file larger than this is not ours (it would be damaged): real ones are a few
/// kilobytes.
const PROGRESS_LIMIT: u64 = 16 << 20;

/// Where progress lives. Every change goes through [`Store::update`]: under an exclusive lock
/// it reads the file as it is now, applies the change and writes the result atomically, so
/// two sessions saving at once both keep their results.
pub struct Store {
    path: PathBuf,
}

/// Why the JSON reader refused a progress file, in the reader's language: its category and
/// place, not serde's English sentence.
fn damage(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    // serde counts a place before a line's first character as column 0 (a file cut at a
    // line's end); every other place annan names counts from 1.
    let (line, column) = (e.line(), e.column().max(1));
    match e.classify() {
        Category::Eof => t!("progress-reason-cut", line = line, column = column),
        Category::Data => t!("progress-reason-values", line = line, column = column),
        Category::Syntax | Category::Io => t!("progress-reason-syntax", line = line, column = column),
    }
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
        self.remembered("language")
    }

    /// The pieces' style remembered in the progress file, read as the language is.
    pub fn remembered_pieces(&self) -> Option<String> {
        self.remembered("pieces")
    }

    /// A setting of the progress file (a text field at its top), read without side effects.
    fn remembered(&self, field: &str) -> Option<String> {
        if !std::fs::metadata(&self.path).is_ok_and(|m| m.is_file()) {
            return None;
        }
        let bytes = crate::input::read_bytes(&self.path, PROGRESS_LIMIT).ok()?;
        let value: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
        value.get(field)?.as_str().map(str::to_string)
    }

    pub fn at(path: impl Into<PathBuf>) -> Store {
        Store { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn io(&self, action: &'static str) -> impl Fn(std::io::Error) -> StoreError + '_ {
        move |source| StoreError::Io { action, path: self.path.clone(), source }
    }

    /// The file that is really written: the target of a symlinked progress file, so the link
    /// survives.
    fn target(&self) -> PathBuf {
        match std::fs::symlink_metadata(&self.path) {
            Ok(m) if m.file_type().is_symlink() => {
                std::fs::canonicalize(&self.path).unwrap_or_else(|_| self.path.clone())
            }
            _ => self.path.clone(),
        }
    }

    /// Reads progress. A missing file is empty progress; a damaged one (not JSON, not UTF-8,
    /// absurdly large) is kept aside under a new timestamped name and the note says where.
    /// Under the lock when it can be taken; when it cannot (a folder that cannot be written,
    /// a lock file that cannot be made) the file is read all the same: it is only ever
    /// replaced whole (by rename), so a read never sees half a save, and a list of lessons
    /// or puzzles said "cannot lock" of a file it could read. Saving still needs the lock.
    pub fn load(&self) -> Result<(Progress, Option<String>), StoreError> {
        let _lock = self.lock().ok();
        self.read()
    }

    /// Applies `change` to the progress as it is on disk now and saves it, under an exclusive
    /// lock. Returns the saved progress, and beside it, saved or not, the note saying where
    /// a damaged file was kept: a save that sets it aside and then fails to write has moved
    /// the learner's file all the same, and the note is the only word of where it went.
    pub fn update(&self, change: impl FnOnce(&mut Progress)) -> (Result<Progress, StoreError>, Option<String>) {
        let locked_and_read = self.lock().and_then(|lock| Ok((lock, self.read()?)));
        let (_lock, (mut progress, note)) = match locked_and_read {
            Ok(both) => both,
            Err(e) => return (Err(e), None),
        };
        change(&mut progress);
        (self.write(&progress).map(|()| progress), note)
    }

    /// An exclusive lock on `progress.json.lock` beside the file (the file itself is replaced
    /// by rename, so it cannot carry the lock), released when the guard drops.
    fn lock(&self) -> Result<std::fs::File, StoreError> {
        let target = self.target();
        if let Some(dir) = target.parent() {
            std::fs::create_dir_all(dir).map_err(self.io("create-folder"))?;
        }
        // A failure names the lock file: the progress file itself may be fine.
        let path = target.with_extension("json.lock");
        let failed = |source| StoreError::Io { action: "lock", path: path.clone(), source };
        let file = std::fs::OpenOptions::new().create(true).truncate(false).write(true).open(&path).map_err(failed)?;
        file.lock().map_err(failed)?;
        Ok(file)
    }

    fn read(&self) -> Result<(Progress, Option<String>), StoreError> {
        let target = self.target();
        // A pipe or a device in its place would block every start of annan (a pipe opens
        // only once something writes to it) or never end (`/dev/zero`).
        if std::fs::metadata(&target).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
            let source = std::io::Error::other(t!("input-reason-not-file"));
            return Err(StoreError::Io { action: "read", path: target, source });
        }
        let bytes = match crate::input::read_bytes(&target, PROGRESS_LIMIT) {
            Ok(b) => b,
            Err(crate::input::InputError::Unreadable { .. }) if !target.exists() => {
                return Ok((Progress::default(), None));
            }
            Err(crate::input::InputError::Unreadable { reason, .. }) => {
                return Err(StoreError::Io { action: "read", path: target, source: std::io::Error::other(reason) });
            }
            Err(e) => return self.set_aside(&target, &e.to_string()),
        };
        let parsed = std::str::from_utf8(&bytes)
            .map_err(|e| t!("progress-reason-not-text", offset = e.valid_up_to()))
            .and_then(|text| serde_json::from_str::<Progress>(crate::input::strip_bom(text)).map_err(|e| damage(&e)));
        match parsed {
            Ok(p) => Ok((p, None)),
            Err(why) => self.set_aside(&target, &why),
        }
    }

    /// Moves a damaged file to `progress.json.damaged-<UTC time>[-N]`, never over an earlier
    /// one, and starts afresh.
    fn set_aside(&self, target: &Path, why: &str) -> Result<(Progress, Option<String>), StoreError> {
        let stamp = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string().replace(':', "");
        let base = target.with_extension(format!("json.damaged-{stamp}"));
        let aside = (1..)
            .map(|n| if n == 1 { base.clone() } else { PathBuf::from(format!("{}-{n}", base.display())) })
            .find(|p| !p.exists())
            .expect("some name is free");
        std::fs::rename(target, &aside).map_err(self.io("move-aside"))?;
        let note = t!(
            "progress-damaged",
            path = target.display().to_string(),
            reason = why,
            aside = aside.display().to_string()
        );
        Ok((Progress::default(), Some(note)))
    }

    /// Writes through a uniquely named temporary file in the same folder, then renames it
    /// over the target: a reader sees the old file or the new one, never half of one. The
    /// rename would replace a file its owner made read-only, and give it the temporary
    /// file's private mode: a read-only file is refused, and the new one keeps the old mode.
    fn write(&self, progress: &Progress) -> Result<(), StoreError> {
        let target = self.target();
        let existing = std::fs::metadata(&target).ok().filter(std::fs::Metadata::is_file);
        if existing.as_ref().is_some_and(|m| m.permissions().readonly()) {
            let source = std::io::Error::other(t!("input-reason-read-only-file"));
            return Err(StoreError::Io { action: "replace", path: target, source });
        }
        let dir = target.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let mut tmp = tempfile::NamedTempFile::new_in(&dir).map_err(self.io("write"))?;
        if let Some(m) = existing {
            tmp.as_file().set_permissions(m.permissions()).map_err(self.io("write"))?;
        }
        let text = serde_json::to_string_pretty(progress).expect("progress serialises");
        // Through the file itself: the temporary file's own writer puts its random name in
        // the error, and the same failure would read as a new one at every save.
        tmp.as_file_mut().write_all(text.as_bytes()).map_err(self.io("write"))?;
        tmp.as_file().sync_all().map_err(self.io("write"))?;
        tmp.persist(&target).map_err(|e| StoreError::Io {
            action: "replace",
            path: target.clone(),
            source: e.error,
        })?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_say_in_words_what_failed_on_which_file() {
        let e = StoreError::Io {
            action: "move-aside",
            path: "/x/progress.json".into(),
            source: std::io::Error::other("boom"),
        };
        let text = e.to_string();
        assert!(text.contains("/x/progress.json") && text.ends_with("boom"), "{text}");
        assert!(!text.contains("move-aside") && !text.contains('{'), "{text}");
    }

    #[test]
    fn a_lock_that_cannot_be_made_is_named_not_the_progress_file() {
        let (dir, store) = fresh();
        std::fs::create_dir(dir.path().join("progress.json.lock")).unwrap();
        let text = store.update(|p| p.streak = 1).0.unwrap_err().to_string();
        assert!(text.contains("progress.json.lock"), "{text}");
    }

    fn fresh() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("progress.json"));
        (dir, store)
    }

    fn damaged_copies(dir: &Path) -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.display().to_string().contains(".damaged-"))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn updates_round_trip() {
        let (_dir, store) = fresh();
        assert_eq!(store.load().unwrap().0, Progress::default());
        let (saved, note) = store.update(|p| {
            p.lessons.insert("x".into(), LessonProgress { completed: true, stars: 3, ..Default::default() });
        });
        assert!(note.is_none());
        let saved = saved.unwrap();
        assert_eq!(store.load().unwrap(), (saved, None));
    }

    #[test]
    fn damaged_files_are_kept_aside_and_never_overwritten() {
        let (dir, store) = fresh();
        std::fs::write(store.path(), "{not json").unwrap();
        let (fresh, note) = store.load().unwrap();
        assert_eq!(fresh, Progress::default());
        assert!(note.unwrap().contains("damaged"));
        std::fs::write(store.path(), b"\xff\xfe not utf-8").unwrap();
        let (saved, note) = store.update(|p| p.streak = 1);
        assert!(saved.is_ok() && note.is_some(), "non-UTF-8 counts as damage");
        let copies = damaged_copies(dir.path());
        assert_eq!(copies.len(), 2, "{copies:?}");
        assert_eq!(std::fs::read(&copies[0]).unwrap(), b"{not json");
        assert_eq!(store.load().unwrap().0.streak, 1);
    }

    #[test]
    fn unknown_fields_survive_a_save() {
        let (_dir, store) = fresh();
        std::fs::write(store.path(), r#"{"streak": 2, "from_the_future": {"a": [1, 2]}}"#).unwrap();
        store.update(|p| p.streak += 1).0.unwrap();
        let text = std::fs::read_to_string(store.path()).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["from_the_future"]["a"][1], 2);
        assert_eq!(value["streak"], 3);
    }

    /// A file its owner made read-only is not replaced (a rename would, whatever its mode),
    /// and a writable one keeps its mode (the temporary file's is private).
    #[cfg(unix)]
    #[test]
    fn a_read_only_file_is_left_alone_and_a_file_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let (_dir, store) = fresh();
        store.update(|p| p.streak = 3).0.unwrap();
        let mode = |m: u32| std::fs::set_permissions(store.path(), std::fs::Permissions::from_mode(m)).unwrap();
        mode(0o640);
        store.update(|p| p.streak = 4).0.unwrap();
        assert_eq!(std::fs::metadata(store.path()).unwrap().permissions().mode() & 0o777, 0o640);
        mode(0o444);
        let before = std::fs::read(store.path()).unwrap();
        let e = store.update(|p| p.streak = 5).0.unwrap_err();
        assert!(e.to_string().contains(&t!("input-reason-read-only-file")), "{e}");
        assert_eq!(std::fs::read(store.path()).unwrap(), before);
        assert_eq!(std::fs::metadata(store.path()).unwrap().permissions().mode() & 0o777, 0o444);
        assert_eq!(store.load().unwrap().0.streak, 4);
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_file_stays_a_symlink() {
        let (dir, _) = fresh();
        let real = dir.path().join("elsewhere").join("real.json");
        std::fs::create_dir_all(real.parent().unwrap()).unwrap();
        std::fs::write(&real, "{}").unwrap();
        let link = dir.path().join("progress.json");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        Store::at(&link).update(|p| p.best_streak = 7).0.unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert!(std::fs::read_to_string(&real).unwrap().contains("\"best_streak\": 7"));
    }

    #[test]
    fn concurrent_updates_all_count() {
        let (dir, _) = fresh();
        let path = dir.path().join("progress.json");
        std::thread::scope(|s| {
            for t in 0..4 {
                let path = path.clone();
                s.spawn(move || {
                    let store = Store::at(path);
                    for i in 0..25 {
                        let (saved, _) = store.update(|p| {
                            let e = p.puzzles.entry(format!("p{t}-{i}")).or_default();
                            e.solved += 1;
                        });
                        saved.unwrap();
                    }
                });
            }
        });
        let (p, _) = Store::at(&path).load().unwrap();
        assert_eq!(p.puzzles.values().map(|r| r.solved).sum::<u32>(), 100);
    }
}
