//! The terminal held in raw mode for the whole of a prompt. console puts the terminal in raw
//! mode for each key it reads and back in its cooked mode after it, so a key that came
//! between two reads (while the prompt was drawn, or redrawn after a key) met the cooked
//! terminal: a Ctrl-D there was its end of file and a Ctrl-U its line kill, both lost, and
//! the other keys were echoed over the prompt. While a [`RawMode`] guard lives, the terminal
//! stays in the raw mode console sets (its switches back and forth then change nothing).
//!
//! The terminal gets back the mode it had when the guard drops: on every return, and on a
//! panic's unwinding. Ctrl-C is a key in raw mode, which console turns into SIGINT: its
//! handler may leave the process (see [`interrupt`](super::interrupt)) before the prompt has
//! returned, and an exit drops nothing, so the way out calls [`restore`] itself.
//!
//! console keeps its raw mode to itself, so the mode is set here with the calls console makes
//! (tcgetattr, cfmakeraw, tcsetattr), through rustix's safe wrappers.

/// Raw mode is held while this lives (when it could be set: otherwise nothing changes).
pub struct RawMode {
    held: bool,
}

/// Puts the terminal in raw mode until the guard drops. Inside another guard, or off a
/// terminal, it does nothing.
pub fn hold() -> RawMode {
    RawMode { held: imp::enter() }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        if self.held {
            restore();
        }
    }
}

/// Gives the terminal back the mode it had before raw mode was held, if it is held.
pub fn restore() {
    imp::restore();
}

/// [`restore`], for good: raw mode is never held again in this process. The way out on
/// Ctrl-C calls it before its last save, while the main thread may still reach a prompt
/// (which would otherwise hold raw mode anew and leave it on at the exit).
pub fn close() {
    imp::close();
}

#[cfg(unix)]
mod imp {
    use rustix::fd::{AsFd, BorrowedFd};
    use rustix::termios::{tcgetattr, tcsetattr, OptionalActions, Termios};
    use std::io::IsTerminal;
    use std::sync::Mutex;

    /// The terminal's mode before raw mode was held, and how it is reached.
    struct Saved {
        /// The terminal opened for the purpose, when stdin is not it.
        tty: Option<std::fs::File>,
        mode: Termios,
    }

    /// The descriptor of the terminal: the one opened, or stdin.
    fn terminal(tty: &Option<std::fs::File>) -> BorrowedFd<'_> {
        match tty {
            Some(tty) => tty.as_fd(),
            None => rustix::stdio::stdin(),
        }
    }

    /// What is held: `saved`, `Some` while raw mode is, and `closed` once it never may be
    /// again. Shared with the thread that leaves on Ctrl-C.
    struct Held {
        saved: Option<Saved>,
        closed: bool,
    }

    static HELD: Mutex<Held> = Mutex::new(Held { saved: None, closed: false });

    fn held() -> std::sync::MutexGuard<'static, Held> {
        HELD.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn enter() -> bool {
        let mut held = held();
        if held.saved.is_some() || held.closed {
            return false;
        }
        // The terminal console reads keys from: stdin when it is one, else /dev/tty.
        let tty = match std::io::stdin().is_terminal() {
            true => None,
            false => match std::fs::OpenOptions::new().read(true).write(true).open("/dev/tty") {
                Ok(tty) => Some(tty),
                Err(_) => return false,
            },
        };
        let fd = terminal(&tty);
        let Ok(mode) = tcgetattr(fd) else {
            return false;
        };
        // Raw input as console sets it, output left as it was (a line feed still returns the
        // carriage).
        let mut raw = mode.clone();
        raw.make_raw();
        raw.output_modes = mode.output_modes;
        if tcsetattr(fd, OptionalActions::Drain, &raw).is_err() {
            return false;
        }
        held.saved = Some(Saved { tty, mode });
        true
    }

    pub fn close() {
        held().closed = true;
        restore();
    }

    pub fn restore() {
        if let Some(was) = held().saved.take() {
            // Nothing is left to do if it fails.
            let _ = tcsetattr(terminal(&was.tty), OptionalActions::Drain, &was.mode);
        }
    }
}

/// Elsewhere nothing is held: console reads keys through the Windows console, not the modes
/// of a Unix terminal.
#[cfg(not(unix))]
mod imp {
    pub fn enter() -> bool {
        false
    }

    pub fn restore() {}

    pub fn close() {}
}
