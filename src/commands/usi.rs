//! `annan usi`: the USI mate engine on stdin and stdout, for shogi GUIs and scripts.

use super::Error;

/// Serves one session; it takes no flags, since the GUI sets everything with `setoption`.
pub fn run() -> Result<(), Error> {
    let stdin = std::io::stdin();
    crate::usi::run(stdin.lock(), std::io::stdout())
        .map_err(|e| Error::runtime(crate::t!("usi-error-io", error = crate::input::io_reason(&e))))
}
