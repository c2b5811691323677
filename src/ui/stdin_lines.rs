//! Standard input read a line at a time, for the [`LinePrompter`](super::LinePrompter) of
//! the process. Each line is read through a lock taken for that line alone: the main menu's
//! prompter held the lock on stdin for its whole life, and a command run from the menu,
//! which opens a prompter of its own, waited for it for ever (plain mode, where the menu
//! runs on lines). Nothing is read ahead of the line asked for, so whatever a prompter does
//! not read is left for the next one (a piped script's answers, a line at a time).

use std::io::{self, BufRead, Read};

/// Standard input, a line at a time (see the module's text).
#[derive(Default)]
pub struct StdinLines {
    /// The line read last, and how much of it has been consumed.
    line: Vec<u8>,
    at: usize,
}

impl Read for StdinLines {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let available = self.fill_buf()?;
            let n = available.len().min(buf.len());
            buf[..n].copy_from_slice(&available[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for StdinLines {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at == self.line.len() {
            self.line.clear();
            self.at = 0;
            io::stdin().lock().read_until(b'\n', &mut self.line)?;
        }
        Ok(&self.line[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at = (self.at + amount).min(self.line.len());
    }
}
