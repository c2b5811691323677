//! The one error type every command returns: a sentence for the person (already in their
//! language) and the exit status that tells scripts what kind of failure it was.

/// A failure a command reports: message and exit status.
#[derive(Debug)]
pub struct Error {
    pub message: String,
    pub code: u8,
}

impl Error {
    /// Bad input from the user (a flag, a file, a position): exit status 2.
    pub fn input(message: impl Into<String>) -> Error {
        Error { message: message.into(), code: 2 }
    }

    /// Something failed while running (a damaged embedded file, a write): exit status 1.
    pub fn runtime(message: impl Into<String>) -> Error {
        Error { message: message.into(), code: 1 }
    }
}
