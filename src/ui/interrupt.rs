//! Ctrl-C, wherever it is pressed: one way out. The terminal gets its cursor back (a list
//! hides it while it is open), the interrupted line is ended so the shell prompt starts
//! on its own line (a list open at the time has already ended its last line: nothing is
//! added, so no blank line is left), and the process exits with status 130 (128 + SIGINT),
//! as shells expect.
//!
//! The tutor and the puzzle player save after every step and every counted try; what a
//! failed save kept gets one last try here, through the [`farewell`] they set, which also
//! says on standard output what leaving by typing would have said there.
//!
//! Two roads lead here. A piped session or a computation gets SIGINT, which the handler
//! installed by [`install`] catches; a prompt on the terminal (a list, a typed
//! line) reads keys in raw mode, sees the byte of Ctrl-C, raises SIGINT itself and returns an
//! `Interrupted` error, which the prompter passes to [`leave`]. Whichever comes first does
//! the work; the other waits for the exit.

//!
//! A long computation (the solver) can [`divert`] Ctrl-C for a while: the first press then
//! asks it to stop and report, a second one leaves as above.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Set by the first caller of [`leave`].
static LEAVING: AtomicBool = AtomicBool::new(false);

/// Set while a list is open: its cursor then rests at the start of a line.
static LIST_OPEN: AtomicBool = AtomicBool::new(false);

/// What [`leave`] does last: a session's last save of what it could not save yet, and the
/// line that then says where the person stands (`None`: nothing to say).
pub type LastWords = Box<dyn FnOnce() -> Option<String> + Send>;

/// What to do and say on the way out, if anything: where a lesson stopped and how to go on.
static FAREWELL: Mutex<Option<LastWords>> = Mutex::new(None);

/// What [`leave`] does before exiting (`None`: nothing), set anew as the state it describes
/// changes. A lesson quit by typing says where it stopped; one stopped by Ctrl-C said
/// nothing.
pub fn farewell(last: Option<LastWords>) {
    *FAREWELL.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = last;
}

/// The stop flag of the computation Ctrl-C is diverted to, if any.
static DIVERTED: Mutex<Option<Arc<AtomicBool>>> = Mutex::new(None);

/// Installs the Ctrl-C handler for this process (once; later calls do nothing).
pub fn install() {
    static INSTALLED: AtomicBool = AtomicBool::new(false);
    if !INSTALLED.swap(true, Ordering::SeqCst) {
        // Fails only if another handler is already set, which then keeps its own meaning.
        let _ = ctrlc::set_handler(on_ctrl_c);
    }
}

fn on_ctrl_c() {
    let stop = DIVERTED.lock().ok().and_then(|d| d.clone());
    match stop {
        Some(stop) if !stop.swap(true, Ordering::SeqCst) => {}
        _ => leave(),
    }
}

/// Until the guard drops, Ctrl-C sets `stop` instead of leaving; a second Ctrl-C leaves.
pub fn divert(stop: Arc<AtomicBool>) -> Diverted {
    install();
    if let Ok(mut d) = DIVERTED.lock() {
        *d = Some(stop);
    }
    Diverted(())
}

/// Ctrl-C is diverted while this lives.
pub struct Diverted(());

impl Drop for Diverted {
    fn drop(&mut self) {
        if let Ok(mut d) = DIVERTED.lock() {
            *d = None;
        }
    }
}

/// Marks a list as open until the guard drops. On Ctrl-C the guard is still alive
/// (the list's caller goes on to [`leave`], which never returns), so either road out sees it.
pub fn list_open() -> ListOpen {
    LIST_OPEN.store(true, Ordering::SeqCst);
    ListOpen(())
}

/// A list is open while this lives.
pub struct ListOpen(());

impl Drop for ListOpen {
    fn drop(&mut self) {
        LIST_OPEN.store(false, Ordering::SeqCst);
    }
}

/// Gives the terminal back its mode (a prompt holds it raw, see [`raw`](super::raw)), shows
/// the cursor (a list hides it; in plain mode none does), ends the line (unless a list left the cursor on a fresh one), says the
/// [`farewell`] if one is set, and exits with status 130.
pub fn leave() -> ! {
    if LEAVING.swap(true, Ordering::SeqCst) {
        // The other road is already on its way out.
        loop {
            std::thread::park();
        }
    }
    // First, and here: the exit drops nothing, and the prompt's guard may still be alive;
    // for good, since the main thread may reach another prompt during the last save.
    super::raw::close();
    let term = console::Term::stderr();
    // In plain mode nothing hid it, and a dumb terminal would show the code.
    if !super::plain::on() {
        let _ = term.show_cursor();
    }
    if !LIST_OPEN.load(Ordering::SeqCst) {
        let _ = term.write_line("");
    }
    // Waits for the lock rather than skip a last save: `ctrlc` runs its handler on a thread
    // of its own, and the other road comes here from a prompt, so the lock is only ever held
    // for a moment by another thread, never by this one.
    let last = FAREWELL.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
    if let Some(text) = last.and_then(|last| last()) {
        say_last(&super::wrap::wrap(&text));
    }
    std::process::exit(130)
}

/// The [`farewell`]'s words, on standard output: where the session says the same when left
/// by typing (a lesson's `quit`, a puzzle's), and where a script reading it finds them. They
/// went to standard error, apart from the words they stand for. On the terminal the line
/// was ended above; a pipe's last line may be a prompt still waiting for its answer, ended
/// first.
fn say_last(text: &str) {
    use std::io::{IsTerminal, Write};
    let on_terminal = std::io::stdout().is_terminal() && std::io::stderr().is_terminal();
    let mut out = std::io::stdout().lock();
    let fresh = if on_terminal { "" } else { "\n" };
    let _ = writeln!(out, "{fresh}{text}");
    let _ = out.flush();
}

/// Whether an error from reading keys (a list, a typed line) is its report of
/// Ctrl-C.
pub fn is_interrupt(error: &std::io::Error) -> bool {
    error.kind() == std::io::ErrorKind::Interrupted
}
