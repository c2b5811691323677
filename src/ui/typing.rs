//! A line typed at a terminal prompt (a move, an answer, a position), read key by key.
//! dialoguer's text prompt dropped Ctrl-D, the terminal's "I am done": a learner pressing it
//! at a move prompt got nothing. Here Ctrl-D on an empty line ends the input, as the end of a
//! piped input does, so callers stop the way they stop there (a lesson as with `quit`, its
//! progress saved). With text typed it deletes the character under the cursor, as in a shell,
//! so a stray press never throws away a move half typed. The prompt is drawn in the same
//! theme as dialoguer's and reported the same way once the line is entered.

use console::{measure_text_width, Key, Term};
use dialoguer::theme::Theme;
use std::io;

/// Ctrl-D as a key read in raw mode.
const CTRL_D: char = '\u{4}';

/// Asks `prompt` on `term` and reads a line: `Some(text)` on Enter, `None` on Ctrl-D at an
/// empty line. Ctrl-C is an `Interrupted` error, as from dialoguer (see
/// [`interrupt`](super::interrupt)).
pub fn read_line(term: &Term, theme: &dyn Theme, prompt: &str) -> io::Result<Option<String>> {
    // Off a terminal no key ever comes (`read_key` answers "unknown" at once, for ever).
    if !term.is_term() {
        return Err(io::ErrorKind::NotConnected.into());
    }
    let mut head = String::new();
    theme.format_input_prompt(&mut head, prompt, None).map_err(io::Error::other)?;
    let mut line = Line { term, head, chars: Vec::new(), at: 0, row: 0 };
    line.draw()?;
    loop {
        match term.read_key()? {
            Key::Enter => break,
            Key::Char(CTRL_D) if line.chars.is_empty() => {
                term.write_line("")?;
                return Ok(None);
            }
            Key::Char(CTRL_D) | Key::Del if line.at < line.chars.len() => {
                line.chars.remove(line.at);
            }
            Key::Backspace if line.at > 0 => {
                line.at -= 1;
                line.chars.remove(line.at);
            }
            Key::ArrowLeft if line.at > 0 => line.at -= 1,
            Key::ArrowRight if line.at < line.chars.len() => line.at += 1,
            Key::Home => line.at = 0,
            Key::End => line.at = line.chars.len(),
            Key::Char(c) if !c.is_control() => {
                line.chars.insert(line.at, c);
                line.at += 1;
            }
            _ => continue,
        }
        line.draw()?;
    }
    let typed: String = line.chars.iter().collect();
    line.clear()?;
    let mut done = String::new();
    theme.format_input_prompt_selection(&mut done, prompt, &typed).map_err(io::Error::other)?;
    term.write_line(&done)?;
    Ok(Some(typed))
}

/// The prompt and what is typed after it, as drawn on the terminal: a long line (an SFEN)
/// wraps, so the cursor may be rows below the prompt's first.
struct Line<'a> {
    term: &'a Term,
    /// The prompt as the theme draws it.
    head: String,
    chars: Vec<char>,
    /// The cursor, as an index into `chars`.
    at: usize,
    /// The row the cursor is on, counted from the prompt's first.
    row: usize,
}

impl Line<'_> {
    /// Goes back to the start of the prompt's first row and erases everything from there.
    fn clear(&mut self) -> io::Result<()> {
        self.term.move_cursor_up(self.row)?;
        self.term.write_str("\r\x1b[J")?;
        self.row = 0;
        Ok(())
    }

    /// Draws the prompt and the line afresh, the cursor at `at`.
    fn draw(&mut self) -> io::Result<()> {
        self.clear()?;
        let columns = usize::from(self.term.size().1).max(1);
        let width = |chars: &[char]| measure_text_width(&self.head) + measure_text_width(&String::from_iter(chars));
        let (end, cursor) = (width(&self.chars), width(&self.chars[..self.at]));
        self.term.write_str(&format!("{}{}", self.head, String::from_iter(&self.chars)))?;
        // A row filled to its last column leaves the cursor there until the next character
        // comes: a space and a return take it to the start of the next row, where it is
        // counted to be.
        if end > 0 && end % columns == 0 {
            self.term.write_str(" \r")?;
        }
        self.term.move_cursor_up(end / columns - cursor / columns)?;
        self.term.write_str("\r")?;
        self.term.move_cursor_right(cursor % columns)?;
        self.row = cursor / columns;
        self.term.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn off_a_terminal_no_line_is_waited_for() {
        // A "terminal" over /dev/null is none: the loop spun there for ever.
        let null = || std::fs::OpenOptions::new().read(true).write(true).open("/dev/null").unwrap();
        let term = Term::read_write_pair(null(), null());
        let err = read_line(&term, &dialoguer::theme::SimpleTheme, "move").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotConnected);
    }
}
