//! Plain mode: every prompt a line, read line by line, with numbered options (the
//! [`LinePrompter`](super::LinePrompter)), and nothing drawn in place: no list redrawn on each
//! key, no line editor rewriting its prompt, no spinner or progress bar, no cursor hidden.
//! It is what a pipe or a script gets, and what a person asks for with `--plain` or gets
//! from a terminal that says it cannot move its cursor (`TERM=dumb`: an Emacs shell, some
//! braille set-ups; on Unix also `TERM` unset or empty). A blind playtester, whose screen
//! reader read each redraw of a list whole, found the mode only by accident, by piping
//! `cat` into annan, and on a dumb terminal the codes that redraw showed as garbage.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set once at start-up by [`choose`].
static PLAIN: AtomicBool = AtomicBool::new(false);

/// Chooses plain mode for this process when `asked` (`--plain`) or the terminal is
/// [`dumb`].
pub fn choose(asked: bool) {
    PLAIN.store(asked || dumb(), Ordering::Relaxed);
}

/// Whether `TERM` names a terminal that cannot move its cursor (nor colour its text).
pub fn dumb() -> bool {
    dumb_terminal(std::env::var_os("TERM").as_deref())
}

/// Whether this process is in plain mode.
pub fn on() -> bool {
    PLAIN.load(Ordering::Relaxed)
}

/// Whether stderr is a terminal that may be drawn on in place (a spinner, a progress bar):
/// one, and not in plain mode.
pub fn live_stderr() -> bool {
    use std::io::IsTerminal;
    !on() && std::io::stderr().is_terminal()
}

/// Whether `term` (the value of `TERM`) names a terminal that cannot move its cursor. On
/// Windows `TERM` is not set for its console, which moves the cursor well.
fn dumb_terminal(term: Option<&std::ffi::OsStr>) -> bool {
    match term {
        Some(term) => term.is_empty() || term == "dumb",
        None => cfg!(unix),
    }
}

#[cfg(test)]
mod tests {
    use super::dumb_terminal;
    use std::ffi::OsStr;

    #[test]
    fn a_dumb_or_unnamed_terminal_is_plain() {
        assert!(dumb_terminal(Some(OsStr::new("dumb"))));
        assert!(dumb_terminal(Some(OsStr::new(""))));
        assert_eq!(dumb_terminal(None), cfg!(unix));
        assert!(!dumb_terminal(Some(OsStr::new("xterm-256color"))));
        assert!(!dumb_terminal(Some(OsStr::new("screen"))));
    }
}
