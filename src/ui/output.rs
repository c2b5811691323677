//! Standard output that cannot be written (a full disk, a device that refuses it): one line
//! in the person's language and exit status 1, never a panic's backtrace nor a run that
//! looks fine and lost its output. A closed pipe (`annan moves | head`) is not this: it ends
//! the process quietly, as SIGPIPE does for other Unix tools (see `main.rs`).

use super::wrap::error_line;
use crate::input::io_reason;
use crate::t;

/// The message for a failed write to standard output.
pub fn message(e: &std::io::Error) -> String {
    t!("format-error-stdout", reason = io_reason(e))
}

/// Says that standard output failed and ends the process with status 1. For output written
/// where no error can be returned (the prompts of a session); progress is saved as it
/// changes, so nothing of it is lost.
pub fn failed(e: &std::io::Error) -> ! {
    // Not eprintln!: with stderr on the same full disk it would panic, inside the panic hook
    // (an abort). The line is then lost; the status still says it.
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{}", error_line(&message(e)));
    std::process::exit(1)
}

/// Writes `text` to `out` and flushes it (a prompt is read at once), or ends as [`failed`]
/// does: for sessions, where answering prompts no one can see would only lose work.
pub fn write(out: &mut impl std::io::Write, text: std::fmt::Arguments) {
    if let Err(e) = out.write_fmt(text).and_then(|()| out.flush()) {
        failed(&e);
    }
}

/// Makes `println!`'s panic on a failed write (it is how the standard library reports one)
/// end as [`failed`] does; any other panic goes on to the hook installed before.
pub fn install() {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let text =
            payload.downcast_ref::<String>().map(String::as_str).or_else(|| payload.downcast_ref::<&str>().copied());
        match text.and_then(|t| t.strip_prefix("failed printing to stdout: ")) {
            Some(reason) => failed(&os_error(reason)),
            None => before(info),
        }
    }));
}

/// The error a panic's text describes: the system's own when it carries its number
/// (`No space left on device (os error 28)`), so that the reason is said in our words.
fn os_error(text: &str) -> std::io::Error {
    let code = text.rsplit_once("(os error ").and_then(|(_, n)| n.trim_end_matches(')').parse::<i32>().ok());
    match code {
        Some(code) => std::io::Error::from_raw_os_error(code),
        None => std::io::Error::other(text.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_error_is_read_back_from_the_panic_text() {
        let full = std::io::Error::from_raw_os_error(28);
        let text = format!("{full}");
        assert_eq!(os_error(&text).kind(), full.kind());
        assert_eq!(os_error("something else").kind(), std::io::ErrorKind::Other);
    }
}
