use std::process::ExitCode;

fn main() -> ExitCode {
    // Die quietly like other Unix tools when the reader of our output goes away
    // (`annan moves | head`), instead of panicking on the failed write.
    #[cfg(unix)]
    // SAFETY: called first thing, before any thread starts; it only restores the default
    // action for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    annan::cli::main()
}
