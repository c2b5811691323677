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
//! No crate the program uses offers this: console keeps its raw mode to itself, and libc
//! gives the calls console makes, used here the same way.

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
    use std::io::IsTerminal;
    use std::os::fd::{AsRawFd, RawFd};
    use std::sync::Mutex;

    /// The terminal's mode before raw mode was held, and how it is reached.
    struct Saved {
        fd: RawFd,
        /// The terminal opened for the purpose, when stdin is not it: kept open for the fd.
        _tty: Option<std::fs::File>,
        mode: libc::termios,
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
        let saved = &mut held.saved;
        // The terminal console reads keys from: stdin when it is one, else /dev/tty.
        let stdin = std::io::stdin();
        let tty = match stdin.is_terminal() {
            true => None,
            false => match std::fs::OpenOptions::new().read(true).write(true).open("/dev/tty") {
                Ok(tty) => Some(tty),
                Err(_) => return false,
            },
        };
        let fd = tty.as_ref().map_or_else(|| stdin.as_raw_fd(), |t| t.as_raw_fd());
        // SAFETY: termios is plain integers, for which zeroes are a value; tcgetattr fills it
        // from an open descriptor, or fails and it is not used.
        let mut mode: libc::termios = unsafe { std::mem::zeroed() };
        if unsafe { libc::tcgetattr(fd, &mut mode) } != 0 {
            return false;
        }
        // Raw input as console sets it, output left as it was (a line feed still returns the
        // carriage).
        let mut raw = mode;
        // SAFETY: both change the struct given, which lives on this stack.
        unsafe { libc::cfmakeraw(&mut raw) };
        raw.c_oflag = mode.c_oflag;
        if unsafe { libc::tcsetattr(fd, libc::TCSADRAIN, &raw) } != 0 {
            return false;
        }
        *saved = Some(Saved { fd, _tty: tty, mode });
        true
    }

    pub fn close() {
        held().closed = true;
        restore();
    }

    pub fn restore() {
        if let Some(was) = held().saved.take() {
            // SAFETY: the descriptor is open (stdin, or the file dropped after this), the mode
            // one tcgetattr gave. Nothing is left to do if it fails.
            unsafe { libc::tcsetattr(was.fd, libc::TCSADRAIN, &was.mode) };
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
