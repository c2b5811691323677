//! A line typed at a terminal prompt (a move, an answer, a position), read key by key.
//! dialoguer's text prompt dropped Ctrl-D, the terminal's "I am done": a learner pressing it
//! at a move prompt got nothing. Here Ctrl-D on an empty line ends the input, as the end of a
//! piped input does, so callers stop the way they stop there (a lesson as with `quit`, its
//! progress saved). With text typed it deletes the character under the cursor, as in a shell,
//! so a stray press never throws away a move half typed. The prompt is drawn in the same
//! theme as dialoguer's and reported the same way once the line is entered.

use console::{measure_text_width, strip_ansi_codes, Key, Term};
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

/// The columns `c` takes on a terminal: two for a wide character (`歩`, `７`).
fn columns_of(c: char) -> usize {
    measure_text_width(c.encode_utf8(&mut [0; 4]))
}

/// Where characters `widths` columns wide go on rows `columns` wide, as a terminal puts them:
/// the (row, column) each starts at, then where the next would. A character that does not
/// fit the rest of its row (a wide one at the last column) starts the next row, that column
/// left blank. The last place may be at column `columns`: a row filled to its end, whose
/// next character starts the next row.
fn places(widths: impl IntoIterator<Item = usize>, columns: usize) -> Vec<(usize, usize)> {
    let (mut row, mut column) = (0, 0);
    let mut places = Vec::new();
    for width in widths {
        if column > 0 && column + width > columns {
            row += 1;
            column = 0;
        }
        places.push((row, column));
        column += width;
    }
    places.push((row, column));
    places
}

/// Where the cursor shows for a place of [`places`]: after a full row, at the start of the
/// next.
fn cursor_at((row, column): (usize, usize), columns: usize) -> (usize, usize) {
    if column >= columns {
        (row + 1, 0)
    } else {
        (row, column)
    }
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
        let head: Vec<char> = strip_ansi_codes(&self.head).chars().collect();
        let places = places(head.iter().chain(&self.chars).map(|&c| columns_of(c)), columns);
        let end = places[places.len() - 1];
        let (last_row, _) = cursor_at(end, columns);
        let (row, column) = cursor_at(places[head.len() + self.at], columns);
        self.term.write_str(&format!("{}{}", self.head, String::from_iter(&self.chars)))?;
        // A row filled to its last column leaves the cursor there until the next character
        // comes: a space and a return take it to the start of the next row, where it is
        // counted to be.
        if last_row > end.0 {
            self.term.write_str(" \r")?;
        }
        self.term.move_cursor_up(last_row - row)?;
        self.term.write_str("\r")?;
        self.term.move_cursor_right(column)?;
        self.row = row;
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

    #[test]
    fn a_wide_character_that_does_not_fit_a_row_starts_the_next() {
        // Nine columns of prompt and text, then ７六歩 on rows of ten: ７ starts the second.
        let widths = [1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2];
        let places = places(widths, 10);
        assert_eq!(places[8], (0, 8));
        assert_eq!(places[9..], [(1, 0), (1, 2), (1, 4), (1, 6)]);
        // Ten columns exactly: the cursor after them shows at the next row's start.
        let places = super::places([2, 2, 2, 2, 2], 10);
        assert_eq!(places[5], (0, 10));
        assert_eq!(cursor_at(places[5], 10), (1, 0));
    }
}
