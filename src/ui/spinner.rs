//! The spinner a long computation shows on the terminal (stderr) while it works.
//!
//! indicatif pads the last line it draws with spaces to the right edge of the window, so that
//! later output starts on a line of its own. But then the `^C` the terminal echoes when Ctrl-C
//! is pressed wraps onto the next line, and clearing the spinner clears that line instead,
//! leaving the spinner on screen above the message that says the search was stopped. This
//! spinner draws without the padding: the echo lands on the spinner's own line and goes with
//! it. (Nothing else writes while it spins, so the padding is not needed.)

use console::Term;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use std::io;

/// A spinner showing `{spinner} {msg}` on stderr, or `None` when stderr is not a terminal
/// to draw on (or is one in plain mode, where nothing is drawn in place).
pub fn on_stderr() -> Option<ProgressBar> {
    super::plain::live_stderr().then(|| {
        let target = ProgressDrawTarget::term_like_with_hz(Box::new(Unpadded(Term::buffered_stderr())), 20);
        let pb = ProgressBar::with_draw_target(None, target);
        pb.set_style(ProgressStyle::with_template("{spinner} {msg}").expect("static template"));
        pb
    })
}

/// The terminal, minus indicatif's padding: a write of nothing but spaces is dropped.
#[derive(Debug)]
struct Unpadded(Term);

impl TermLike for Unpadded {
    fn width(&self) -> u16 {
        self.0.size().1
    }

    fn height(&self) -> u16 {
        self.0.size().0
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_up(n)
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_down(n)
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_right(n)
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_left(n)
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        self.0.write_line(s)
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        match !s.is_empty() && s.bytes().all(|b| b == b' ') {
            true => Ok(()),
            false => self.0.write_str(s),
        }
    }

    fn clear_line(&self) -> io::Result<()> {
        self.0.clear_line()
    }

    fn flush(&self) -> io::Result<()> {
        self.0.flush()
    }
}
