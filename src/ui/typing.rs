//! A line typed at a terminal prompt (a move, an answer, a position), read key by key.
//! dialoguer's text prompt dropped Ctrl-D, the terminal's "I am done": a learner pressing it
//! at a move prompt got nothing. Here Ctrl-D on an empty line ends the input, as the end of a
//! piped input does, so callers stop the way they stop there (a lesson as with `quit`, its
//! progress saved). With text typed it deletes the character under the cursor, as in a shell,
//! so a stray press never throws away a move half typed. The prompt is drawn in the same
//! theme as dialoguer's and reported the same way once the line is entered.
//!
//! The editing keys are a shell's (readline's): Ctrl-A and Ctrl-E (Home and End), Alt-B and
//! Alt-F or Ctrl-Left and Ctrl-Right a word back and forward, Ctrl-W the word before the
//! cursor (up to a space) out, Alt-Backspace and Alt-D the word before or after it, Ctrl-U
//! everything before it, Ctrl-K everything after it.

use console::{measure_text_width, strip_ansi_codes, Key, Term};
use dialoguer::theme::Theme;
use std::io;
use std::ops::Range;

/// Keys read in raw mode as control characters (console reads Ctrl-A and Ctrl-E as Home and
/// End itself).
const CTRL_D: char = '\u{4}';
const CTRL_K: char = '\u{b}';
const CTRL_U: char = '\u{15}';
const CTRL_W: char = '\u{17}';

/// What a line left with Esc, or ended with Ctrl-D, reports as its answer: the key's name,
/// the same in every language (as on the keyboard).
const ESC_ANSWER: &str = "Esc";
const CTRL_D_ANSWER: &str = "Ctrl-D";

/// A line read at a prompt, and what it left on the screen.
#[derive(Debug)]
pub struct Typed {
    /// What was typed; `None` for Ctrl-D at an empty line, the end of input, or Esc there
    /// (see `back`).
    pub text: Option<String>,
    /// Whether Esc left the line.
    pub back: bool,
    /// The rows the prompt leaves above the cursor: the report of the line entered, or the
    /// prompt itself after Ctrl-D. Counted so that what a menu entry printed can be taken
    /// back when the entry is left (see [`Prompter::take_back`](super::Prompter::take_back)).
    pub rows: usize,
}

/// Asks `prompt` on `term` and reads a line: its text on Enter, none on Ctrl-D at an empty
/// line, `back` on Esc at an empty line, which leaves as it leaves a list (at a lesson's move
/// prompt or pause, where it did nothing, the learner was left without the key that leaves
/// everything else). Esc with text typed clears the line instead (a second Esc leaves), and a
/// key that begins with Esc (Alt-B) stays that key. Ctrl-C is an `Interrupted` error, as from
/// dialoguer (see [`interrupt`](super::interrupt)).
pub fn read_line(term: &Term, theme: &dyn Theme, prompt: &str) -> io::Result<Typed> {
    // Off a terminal no key ever comes (`read_key` answers "unknown" at once, for ever).
    if !term.is_term() {
        return Err(io::ErrorKind::NotConnected.into());
    }
    // Raw mode from before the prompt shows until the line is entered: a key typed as soon as
    // the prompt shows, or while the line is redrawn, is read as typed (see `raw`).
    let _raw = super::raw::hold();
    let mut head = String::new();
    theme.format_input_prompt(&mut head, prompt, None).map_err(io::Error::other)?;
    let mut line = Line { term, head, chars: Vec::new(), at: 0, row: 0 };
    line.draw()?;
    loop {
        let edit = match read_press(term)? {
            Press::Key(Key::Enter) => break,
            // Either is reported as a line is, with the key for its answer: left waiting, the
            // prompt read as still open above the farewell that follows.
            Press::Key(Key::Char(CTRL_D)) if line.chars.is_empty() => {
                let rows = line.report(theme, prompt, CTRL_D_ANSWER)?;
                return Ok(Typed { text: None, back: false, rows });
            }
            Press::Key(Key::Escape) if line.chars.is_empty() => {
                let rows = line.report(theme, prompt, ESC_ANSWER)?;
                return Ok(Typed { text: None, back: true, rows });
            }
            Press::Key(Key::Escape) => Edit::Delete(0..line.chars.len()),
            Press::Key(Key::Char(CTRL_D) | Key::Del) => Edit::Delete(line.at..(line.at + 1).min(line.chars.len())),
            Press::Key(Key::Backspace) => Edit::Delete(line.at.saturating_sub(1)..line.at),
            Press::Key(Key::ArrowLeft) => Edit::Move(line.at.saturating_sub(1)),
            Press::Key(Key::ArrowRight) => Edit::Move((line.at + 1).min(line.chars.len())),
            Press::Key(Key::Home) => Edit::Move(0),
            Press::Key(Key::End) => Edit::Move(line.chars.len()),
            Press::Key(Key::Char(CTRL_U)) => Edit::Delete(0..line.at),
            Press::Key(Key::Char(CTRL_K)) => Edit::Delete(line.at..line.chars.len()),
            Press::Key(Key::Char(CTRL_W)) => Edit::Delete(spaced_word_back(&line.chars, line.at)..line.at),
            Press::Key(Key::Char(c)) if !c.is_control() => Edit::Insert(c),
            Press::WordBack => Edit::Move(word_back(&line.chars, line.at)),
            Press::WordForward => Edit::Move(word_forward(&line.chars, line.at)),
            Press::DeleteWordBack => Edit::Delete(word_back(&line.chars, line.at)..line.at),
            Press::DeleteWordForward => Edit::Delete(line.at..word_forward(&line.chars, line.at)),
            Press::Key(_) => continue,
        };
        match edit {
            Edit::Insert(c) => {
                line.chars.insert(line.at, c);
                line.at += 1;
            }
            Edit::Move(at) => line.at = at,
            Edit::Delete(range) => {
                line.at = range.start;
                line.chars.drain(range);
            }
        }
        line.draw()?;
    }
    let typed: String = line.chars.iter().collect();
    // With no prompt on the line (printed above it) and nothing typed (Enter at a pause),
    // the report would be the theme's lone separator: the row is left to what comes next.
    let rows = if prompt.is_empty() && typed.is_empty() {
        line.clear()?;
        0
    } else {
        line.report(theme, prompt, &typed)?
    };
    Ok(Typed { text: Some(typed), back: false, rows })
}

/// The columns of `term`'s window.
pub(super) fn columns(term: &Term) -> usize {
    usize::from(term.size().1).max(1)
}

/// The rows `text` takes when printed as a line (its own line breaks, and a line wider than
/// the window carried on to the next row as the terminal does, a wide character that does
/// not fit the rest of a row with it) on rows `columns` wide.
pub(super) fn rows(text: &str, columns: usize) -> usize {
    strip_ansi_codes(text)
        .split('\n')
        .map(|line| places(line.chars().map(columns_of), columns).last().map_or(1, |&(row, _)| row + 1))
        .sum()
}

/// What a key press asks of the line.
enum Edit {
    Insert(char),
    /// The cursor to this index.
    Move(usize),
    /// These characters out, the cursor where they were.
    Delete(Range<usize>),
}

/// A key as the line reads it: a key console knows, or one of the word keys, which reach
/// console as escape sequences it does not name.
enum Press {
    Key(Key),
    WordBack,
    WordForward,
    DeleteWordBack,
    DeleteWordForward,
}

/// The next key pressed.
fn read_press(term: &Term) -> io::Result<Press> {
    Ok(match term.read_key()? {
        Key::UnknownEscSeq(seq) => escape(term, seq)?,
        key => Press::Key(key),
    })
}

/// An escape sequence console did not name: Alt and a key (`ESC b`), or a control sequence
/// with parameters (`ESC [1;5D`, Ctrl-Left), of which console reads the first three
/// characters and leaves the rest to come as keys of their own: they are read here, so that
/// `5D` is not typed into the line.
fn escape(term: &Term, mut seq: Vec<char>) -> io::Result<Press> {
    let is_final = |c: &char| ('@'..='~').contains(c);
    if seq.first() == Some(&'[') && seq.len() == 3 && !is_final(&seq[2]) {
        // A few more at most: the rest of a sequence comes at once.
        while seq.len() < 12 && !seq.last().is_some_and(is_final) {
            match term.read_key()? {
                Key::Char(c) => seq.push(c),
                _ => break,
            }
        }
    }
    Ok(match seq.as_slice() {
        ['b' | 'B'] => Press::WordBack,
        ['f' | 'F'] => Press::WordForward,
        ['d' | 'D'] => Press::DeleteWordForward,
        ['\u{7f}' | '\u{8}'] => Press::DeleteWordBack,
        // An arrow with modifiers, `1;M`: M - 1 holds 1 for Shift, 2 for Alt, 4 for Ctrl.
        ['[', '1', ';', m, arrow @ ('C' | 'D')] => {
            let forward = *arrow == 'C';
            match m.to_digit(10).map(|m| m.saturating_sub(1) & 6) {
                Some(1..) if forward => Press::WordForward,
                Some(1..) => Press::WordBack,
                _ if forward => Press::Key(Key::ArrowRight),
                _ => Press::Key(Key::ArrowLeft),
            }
        }
        _ => Press::Key(Key::Unknown),
    })
}

/// Whether `c` belongs to a word for the Alt keys and Ctrl-Left and Ctrl-Right: letters and
/// digits, as in readline (`7g7f` is one word, `P*5e` two).
fn in_word(c: char) -> bool {
    c.is_alphanumeric()
}

/// The start of the word before `at` (or of the one `at` is in).
fn word_back(chars: &[char], at: usize) -> usize {
    word_start(chars, at, in_word)
}

/// The start of the word before `at` (or of the one `at` is in), words being runs of the
/// characters `in_word` takes.
fn word_start(chars: &[char], at: usize, in_word: fn(char) -> bool) -> usize {
    let mut i = at;
    while i > 0 && !in_word(chars[i - 1]) {
        i -= 1;
    }
    while i > 0 && in_word(chars[i - 1]) {
        i -= 1;
    }
    i
}

/// The end of the word after `at` (or of the one `at` is in).
fn word_forward(chars: &[char], at: usize) -> usize {
    let mut i = at;
    while i < chars.len() && !in_word(chars[i]) {
        i += 1;
    }
    while i < chars.len() && in_word(chars[i]) {
        i += 1;
    }
    i
}

/// The start of the word before `at` for Ctrl-W, whose words end at spaces only.
fn spaced_word_back(chars: &[char], at: usize) -> usize {
    word_start(chars, at, |c| !c.is_whitespace())
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
    /// Replaces the prompt with its report as answered with `answer` (a key's name for a
    /// line left empty): the rows the report takes.
    fn report(&mut self, theme: &dyn Theme, prompt: &str, answer: &str) -> io::Result<usize> {
        self.clear()?;
        let mut done = String::new();
        theme.format_input_prompt_selection(&mut done, prompt, answer).map_err(io::Error::other)?;
        self.term.write_line(&done)?;
        Ok(rows(&done, columns(self.term)))
    }

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
        let columns = columns(self.term);
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
        let term = crate::ui::null_term();
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

    #[test]
    fn words_are_letters_and_digits_and_ctrl_w_words_end_at_spaces() {
        let chars: Vec<char> = "P*5e  7g7f".chars().collect();
        assert_eq!(word_back(&chars, chars.len()), 6);
        assert_eq!(word_back(&chars, 6), 2);
        assert_eq!(word_back(&chars, 2), 0);
        assert_eq!(word_forward(&chars, 0), 1);
        assert_eq!(word_forward(&chars, 1), 4);
        assert_eq!(word_forward(&chars, 4), chars.len());
        assert_eq!(spaced_word_back(&chars, chars.len()), 6);
        assert_eq!(spaced_word_back(&chars, 6), 0);
        let japanese: Vec<char> = "７六歩 同 銀".chars().collect();
        assert_eq!(word_back(&japanese, japanese.len()), 6);
        assert_eq!(word_forward(&japanese, 0), 3);
    }
}
