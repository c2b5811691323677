//! The learner's progress file as the commands use it: opened once, a note on stderr when it
//! cannot be used (the session goes on without saving), saved after each change.

use crate::t;
use crate::ui::store::{Progress, Store};

/// The progress file, when it can be used; otherwise a note on stderr and no saving.
pub fn open_progress() -> (Option<Store>, Progress) {
    let store = match Store::open_default() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("annan: {}", t!("progress-not-saved", reason = e.to_string()));
            return (None, Progress::default());
        }
    };
    match store.load() {
        Ok((progress, note)) => {
            if let Some(note) = note {
                eprintln!("annan: {note}");
            }
            (Some(store), progress)
        }
        Err(e) => {
            eprintln!("annan: {}", t!("progress-not-saved", reason = e.to_string()));
            (None, Progress::default())
        }
    }
}

pub fn save(store: &Option<Store>, progress: &Progress) {
    if let Some(store) = store {
        if let Err(e) = store.save(progress) {
            eprintln!("annan: {}", t!("progress-save-failed", reason = e.to_string()));
        }
    }
}
