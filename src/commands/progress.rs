//! The learner's progress file as the commands use it: opened once, a note on stderr when it
//! cannot be used (a lesson or a puzzle session goes on without saving), each change saved at
//! once, or when that fails with the next save that succeeds. The lists of lessons and
//! puzzles instead stop when it cannot be read.

use super::Error;
use crate::t;
use crate::ui::interrupt;
use crate::ui::store::{Progress, Store, StoreError};
use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The progress file for a list of lessons or puzzles: one that cannot be read (a folder, no
/// permission) is the error, status 1, since a list without it would show every lesson and
/// puzzle as new, its rating as a beginner's. A damaged file is set aside, as everywhere.
/// Without any data folder (no `HOME`, no home in the system's user list, no
/// `ANNAN_DATA_DIR`) there is no progress anywhere: the list is everything new, with one line
/// on stderr that progress cannot be kept.
pub fn read_progress() -> Result<Progress, Error> {
    match Store::open_default() {
        Ok(store) => load_progress(&store),
        Err(e @ StoreError::NoDataDir) => {
            eprintln!("{}", crate::ui::wrap::error_line(&t!("cli-progress-not-kept", reason = e.to_string())));
            Ok(Progress::default())
        }
        Err(e) => Err(Error::runtime(e.to_string())),
    }
}

/// The progress in `store`, with the note on stderr when it was damaged and set aside.
pub fn load_progress(store: &Store) -> Result<Progress, Error> {
    let (progress, note) = store.load().map_err(|e| Error::runtime(e.to_string()))?;
    say_note(note);
    Ok(progress)
}

/// A change of the progress, kept to be applied again; `Send`, since the last save on Ctrl-C
/// runs on the thread that catches it.
type UnsavedChange = Box<dyn Fn(&mut Progress) + Send>;

/// What a lesson or a puzzle session changes of the learner's progress, and where it is
/// saved: one owner, so that the session's copy is always the file's copy (as other
/// sessions left it) with this session's changes on top, saved or not yet.
pub struct Session {
    /// The progress file, when it can be used; otherwise no saving.
    store: Option<Store>,
    /// The session's copy, which the lesson and the puzzle player read.
    progress: Progress,
    /// What is not saved yet, shared with the last save on Ctrl-C ([`Session::last_words`]).
    /// Each save holds its lock while it writes, so a save under way and the last save never
    /// both apply a change, nor does either miss one the other kept.
    unsaved: Arc<Mutex<Unsaved>>,
}

/// The changes of a session not in the progress file yet, and the failures said about them.
#[derive(Default)]
struct Unsaved {
    /// Changes whose save failed, in order (every change, without a progress file). They are
    /// replayed onto the file's copy by the next save that succeeds (not merged from the
    /// session's copy): the file may have been changed by another annan process meanwhile,
    /// and a change applied again to its copy keeps that too, as a save that had not failed
    /// would have (a puzzle attempt rated against the rating on file, counts added to the
    /// counts on file).
    changes: Vec<UnsavedChange>,
    /// The failures said since the last save that succeeded, by action, file and kind of
    /// error (`StoreError::failure_key`): a lesson saves at every step and a puzzle session
    /// after every attempt, and the same failure (a folder in place of the lock file, a full
    /// disk) said at each was a column of identical lines; another reason later is news, and
    /// so is any failure after a save that succeeded.
    said: HashSet<String>,
    /// How many times [`Session::update`] has run: a last save on Ctrl-C for a step under way
    /// ([`Session::last_words_with`]) makes the step's change only if the step's own update
    /// has not come first, so that it is made once.
    updates: u64,
}

impl Unsaved {
    /// Writes the kept changes and then `last` onto the file's copy, under its lock: the
    /// file's copy, when saved. A damaged file set aside on the way is said, saved or not:
    /// the note is the only word of where it went. A failure is said unless the same was
    /// said before; the first save that succeeds after failures were said says so.
    fn save(&mut self, store: &Store, last: impl FnOnce(&mut Progress)) -> Option<Progress> {
        let changes = &self.changes;
        let (saved, note) = store.update(|p| {
            changes.iter().for_each(|change| change(p));
            last(p);
        });
        say_note(note);
        match saved {
            Ok(saved) => {
                self.changes.clear();
                if !self.said.is_empty() {
                    self.said.clear();
                    eprintln!("{}", crate::ui::wrap::error_line(&t!("progress-saved-again")));
                }
                Some(saved)
            }
            Err(e) => {
                if self.said.insert(e.failure_key()) {
                    eprintln!("{}", crate::ui::wrap::error_line(&t!("progress-save-failed", reason = e.to_string())));
                }
                None
            }
        }
    }

    /// Saves the kept changes, when there is a file: the file's copy, when saved.
    fn save_kept(&mut self, store: Option<&Store>) -> Option<Progress> {
        self.save(store?, |_| {})
    }
}

/// The lock of `unsaved`, also after a panic elsewhere while it was held: the changes in it
/// are whole (each is pushed whole), and losing them would lose progress.
fn lock(unsaved: &Mutex<Unsaved>) -> MutexGuard<'_, Unsaved> {
    unsaved.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Session {
    /// The progress file, when it can be used; otherwise a note on stderr and no saving.
    pub fn open() -> Session {
        let (store, progress) = match Store::open_default().and_then(|store| Ok((store.load()?, store))) {
            Ok(((progress, note), store)) => {
                say_note(note);
                (Some(store), progress)
            }
            Err(e) => {
                eprintln!("{}", crate::ui::wrap::error_line(&t!("progress-not-saved", reason = e.to_string())));
                (None, Progress::default())
            }
        };
        Session::with(store, progress)
    }

    /// A session starting from `progress`, saving to `store`, nothing unsaved or said yet.
    fn with(store: Option<Store>, progress: Progress) -> Session {
        Session { store, progress, unsaved: Arc::default() }
    }

    /// Whether every change of the session is in the progress file (none kept after a failed
    /// save, and a file to keep them in).
    pub fn all_saved(&self) -> bool {
        self.store.is_some() && !self.keeps_changes()
    }

    /// The session's copy of the progress.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Applies `change` to the session's copy and saves it: under the file's lock, onto the
    /// file's copy as other sessions left it, after the changes whose save failed before.
    /// Saved, the file's result becomes the session's copy and `change`'s result on it is
    /// returned. When the save fails (or there is no file), the session keeps its copy and
    /// `change` for the next save, and the result on the session's copy is returned.
    pub fn update<R>(&mut self, change: impl Fn(&mut Progress) -> R + Send + Sync + 'static) -> R {
        let in_session = change(&mut self.progress);
        let change = Arc::new(change);
        let again = Arc::clone(&change);
        let mut unsaved = lock(&self.unsaved);
        unsaved.updates += 1;
        let mut on_file = None;
        let saved = self.store.as_ref().and_then(|store| unsaved.save(store, |p| on_file = Some(change(p))));
        match saved {
            Some(saved) => {
                self.progress = saved;
                on_file.unwrap_or(in_session)
            }
            None => {
                // Kept before the lock is let go: a last save on Ctrl-C then sees it.
                unsaved.changes.push(Box::new(move |p| {
                    again(p);
                }));
                in_session
            }
        }
    }

    /// The progress file as other sessions left it, when it can be read; else the session's
    /// copy stays. Changes whose save failed are saved now, or else kept on the session's
    /// copy: the file's copy without them would lose them.
    pub fn reload(&mut self) {
        if self.keeps_changes() {
            self.save_kept();
        } else if let Some(Ok((saved, note))) = self.store.as_ref().map(Store::load) {
            say_note(note);
            self.progress = saved;
        }
    }

    /// The end of the session: one last try at the changes whose save failed, if any, which
    /// are lost when annan ends; then [`Session::all_saved`].
    pub fn finish(&mut self) -> bool {
        if self.keeps_changes() {
            self.save_kept();
        }
        self.all_saved()
    }

    /// Whether changes wait for a save (their last failed, or there is no file).
    fn keeps_changes(&self) -> bool {
        !lock(&self.unsaved).changes.is_empty()
    }

    /// Saves the kept changes onto the file's copy, which then becomes the session's copy.
    fn save_kept(&mut self) {
        if let Some(saved) = lock(&self.unsaved).save_kept(self.store.as_ref()) {
            self.progress = saved;
        }
    }

    /// What Ctrl-C does on its way out ([`interrupt::farewell`]): [`Session::finish`]'s last
    /// try on the session's file and changes as they are then, and the line to say: `saved`
    /// when the file has every change, else `unsaved`.
    pub fn last_words(&self, saved: Option<String>, unsaved: Option<String>) -> interrupt::LastWords {
        self.last_words_with(None::<fn(&mut Progress)>, move |_, all_saved| if all_saved { saved } else { unsaved })
    }

    /// As [`Session::last_words`], for a step under way that already changes the progress
    /// when it is left (a puzzle left after a wrong try is a miss, as when left by `quit`):
    /// `change` is made too, with the last try, as the step's own [`Session::update`] would
    /// make it, unless that update came first. `words` is the line to say, from `change`'s
    /// result (on the file's copy when saved, else on the session's copy as it is now;
    /// `None`: not made here) and whether the file has every change.
    pub fn last_words_with<R>(
        &self,
        change: Option<impl Fn(&mut Progress) -> R + Send + 'static>,
        words: impl FnOnce(Option<R>, bool) -> Option<String> + Send + 'static,
    ) -> interrupt::LastWords {
        let store = self.store.as_ref().map(|store| Store::at(store.path()));
        let kept = Arc::clone(&self.unsaved);
        let updates = lock(&self.unsaved).updates;
        let mut copy = self.progress.clone();
        Box::new(move || {
            let mut kept = lock(&kept);
            let change = change.filter(|_| kept.updates == updates);
            let mut made = None;
            let all_saved = match &store {
                Some(store) if !kept.changes.is_empty() || change.is_some() => {
                    let saved = kept.save(store, |p| made = change.as_ref().map(|change| change(p)));
                    saved.is_some()
                }
                Some(_) => true,
                None => false,
            };
            if !all_saved {
                made = change.map(|change| change(&mut copy));
            }
            words(made, all_saved)
        })
    }
}

/// The note of a damaged progress file set aside (where it went), on stderr.
fn say_note(note: Option<String>) {
    if let Some(note) = note {
        eprintln!("{}", crate::ui::wrap::error_line(&note));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::store::LessonProgress;

    /// A session saving to `progress.json` in a fresh folder, whose save of a finished lesson
    /// `first` failed: a folder stands in place of the lock file (which stops root too) until
    /// the test removes it.
    fn one_change_not_saved() -> (tempfile::TempDir, Session, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("progress.json"));
        let lock = dir.path().join("progress.json.lock");
        std::fs::create_dir(&lock).unwrap();
        let mut session = Session::with(Some(store), Progress::default());
        session.update(finish("first"));
        (dir, session, lock)
    }

    fn on_file(dir: &tempfile::TempDir) -> Progress {
        Store::at(dir.path().join("progress.json")).load().unwrap().0
    }

    fn finish(id: &'static str) -> impl Fn(&mut Progress) + Send + Sync + 'static {
        move |p| {
            p.lessons.insert(id.into(), LessonProgress { completed: true, stars: 3, ..Default::default() });
        }
    }

    #[test]
    fn a_change_whose_save_failed_is_saved_by_the_next_save_with_another_sessions_changes() {
        let (dir, mut session, lock) = one_change_not_saved();
        assert!(session.progress().lessons.contains_key("first"), "the session keeps it");
        std::fs::remove_dir(&lock).unwrap();
        // Another annan saves meanwhile.
        Store::at(dir.path().join("progress.json")).update(|p| p.best_streak = 9).0.unwrap();
        session.update(|p| p.streak += 1);
        let saved = on_file(&dir);
        assert!(saved.lessons.contains_key("first"), "{saved:?}");
        assert_eq!((saved.best_streak, saved.streak), (9, 1));
        assert_eq!(session.progress(), &saved);
        assert!(!session.keeps_changes());
    }

    #[test]
    fn a_reload_saves_the_changes_whose_save_failed_or_keeps_them() {
        let (dir, mut session, lock) = one_change_not_saved();
        session.reload();
        assert!(session.progress().lessons.contains_key("first"), "not replaced by the file's copy");
        std::fs::remove_dir(&lock).unwrap();
        session.reload();
        assert!(on_file(&dir).lessons.contains_key("first"));
        assert!(!session.keeps_changes());
    }

    #[test]
    fn the_end_of_a_session_saves_what_failed_before() {
        let (dir, mut session, lock) = one_change_not_saved();
        assert!(!session.finish(), "still locked out");
        std::fs::remove_dir(&lock).unwrap();
        assert!(session.finish());
        assert!(on_file(&dir).lessons.contains_key("first"));
    }

    #[test]
    fn ctrl_c_saves_what_failed_before_and_says_how_it_went() {
        let (dir, session, lock) = one_change_not_saved();
        let words = || session.last_words(Some("saved".into()), Some("unsaved".into()));
        assert_eq!(words()().as_deref(), Some("unsaved"));
        std::fs::remove_dir(&lock).unwrap();
        assert_eq!(words()().as_deref(), Some("saved"));
        assert!(on_file(&dir).lessons.contains_key("first"));
        let nowhere = Session::with(None, Progress::default());
        assert_eq!(nowhere.last_words(Some("saved".into()), None)(), None, "no file keeps it");
    }

    #[test]
    fn a_failure_after_a_save_that_succeeded_is_news_again() {
        let (_dir, mut session, lock) = one_change_not_saved();
        std::fs::remove_dir(&lock).unwrap();
        session.update(finish("second"));
        assert!(lock_of(&session).said.is_empty(), "saved again, said so");
        // Locked out again: the lock file the save made, a folder once more.
        std::fs::remove_file(&lock).unwrap();
        std::fs::create_dir(&lock).unwrap();
        session.update(finish("third"));
        assert_eq!(lock_of(&session).said.len(), 1);
    }

    fn lock_of(session: &Session) -> MutexGuard<'_, Unsaved> {
        lock(&session.unsaved)
    }

    #[test]
    fn a_save_failure_is_said_once_for_each_reason() {
        let (dir, mut session, lock) = one_change_not_saved();
        session.update(finish("second"));
        assert_eq!(lock_of(&session).said.len(), 1);
        std::fs::remove_dir(&lock).unwrap();
        std::fs::create_dir(dir.path().join("progress.json")).unwrap();
        session.update(finish("third"));
        let unsaved = lock_of(&session);
        assert_eq!(unsaved.said.len(), 2, "{:?}", unsaved.said);
        assert_eq!(unsaved.changes.len(), 3);
    }
}
