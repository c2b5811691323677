//! The learner's progress file as the commands use it: opened once, a note on stderr when it
//! cannot be used (a lesson or a puzzle session goes on without saving), each change saved at
//! once. The lists of lessons and puzzles instead stop when it cannot be read.

use super::Error;
use crate::t;
use crate::ui::store::{Progress, Store, StoreError};
use std::sync::atomic::{AtomicBool, Ordering};

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

/// The progress file, when it can be used; otherwise a note on stderr and no saving.
pub fn open_progress() -> (Option<Store>, Progress) {
    let store = match Store::open_default() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{}", crate::ui::wrap::error_line(&t!("progress-not-saved", reason = e.to_string())));
            return (None, Progress::default());
        }
    };
    match store.load() {
        Ok((progress, note)) => {
            say_note(note);
            (Some(store), progress)
        }
        Err(e) => {
            eprintln!("{}", crate::ui::wrap::error_line(&t!("progress-not-saved", reason = e.to_string())));
            (None, Progress::default())
        }
    }
}

/// Whether this process has said that a save failed: a lesson saves at every step and a
/// puzzle session after every attempt, and the same failure (a folder in place of the lock
/// file, a full disk) said at each was a column of identical lines.
static SAVE_FAILURE_SAID: AtomicBool = AtomicBool::new(false);

/// Applies `change` to the session's copy and to the file (as other sessions left it), then
/// takes the file's result as the session's copy; a file found damaged and set aside on the
/// way is said, as at the start. A save that fails leaves the session's copy changed and is
/// said once per process, whatever fails later; later saves are still tried.
pub fn update(store: &Option<Store>, progress: &mut Progress, change: impl Fn(&mut Progress)) {
    change(progress);
    if let Some(store) = store {
        match store.update(&change) {
            Ok((saved, note)) => {
                say_note(note);
                *progress = saved
            }
            Err(e) if !SAVE_FAILURE_SAID.swap(true, Ordering::Relaxed) => {
                eprintln!("{}", crate::ui::wrap::error_line(&t!("progress-save-failed", reason = e.to_string())))
            }
            Err(_) => {}
        }
    }
}

/// The progress file as other sessions left it, when it can be read; else the session's copy
/// stays.
pub fn reload(store: &Option<Store>, progress: &mut Progress) {
    if let Some(Ok((saved, note))) = store.as_ref().map(Store::load) {
        say_note(note);
        *progress = saved;
    }
}

/// The note of a damaged progress file set aside (where it went), on stderr.
fn say_note(note: Option<String>) {
    if let Some(note) = note {
        eprintln!("{}", crate::ui::wrap::error_line(&note));
    }
}
