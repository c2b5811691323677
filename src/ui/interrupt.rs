//! Ctrl-C, wherever it is pressed: one way out. The terminal gets its cursor back (dialoguer
//! hides it while a list is open), the interrupted line is ended so the shell prompt starts
//! on its own line, and the process exits with status 130 (128 + SIGINT), as shells expect.
//!
//! Progress needs no saving here: the tutor saves after every step and every counted try,
//! so nothing is lost when the process stops.
//!
//! Two roads lead here. A line prompt or a piped session gets SIGINT, which the handler
//! installed by [`install`] catches; a dialoguer list reads keys in raw mode, sees the byte of
//! Ctrl-C, raises SIGINT itself and returns an `Interrupted` error, which the prompter passes
//! to [`leave`]. Whichever comes first does the work; the other waits for the exit.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the first caller of [`leave`].
static LEAVING: AtomicBool = AtomicBool::new(false);

/// Installs the Ctrl-C handler for this process (once; later calls do nothing).
pub fn install() {
    static INSTALLED: AtomicBool = AtomicBool::new(false);
    if !INSTALLED.swap(true, Ordering::SeqCst) {
        // Fails only if another handler is already set, which then keeps its own meaning.
        let _ = ctrlc::set_handler(|| leave());
    }
}

/// Shows the cursor, ends the line and exits with status 130.
pub fn leave() -> ! {
    if LEAVING.swap(true, Ordering::SeqCst) {
        // The other road is already on its way out.
        loop {
            std::thread::park();
        }
    }
    let term = console::Term::stderr();
    let _ = term.show_cursor();
    let _ = term.write_line("");
    std::process::exit(130)
}

/// Whether an error returned by a dialoguer prompt is its report of Ctrl-C.
pub fn is_interrupt(error: &dialoguer::Error) -> bool {
    let dialoguer::Error::IO(e) = error;
    e.kind() == std::io::ErrorKind::Interrupted
}
