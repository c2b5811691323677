//! A list picked from with the arrow keys, drawn in dialoguer's theme. dialoguer's own list
//! (`Select`) takes Ctrl-D for a character it has no use for and cannot be told otherwise: a
//! person pressing it there, the terminal's "I am done", got nothing, where at a typed line
//! it ends the input. Here it ends the input too, told apart from Esc and `q`, which leave
//! the list as they do in dialoguer (a list in parts goes back to its parts on Esc, and stops
//! on Ctrl-D).
//!
//! The keys are dialoguer's: the arrows, Tab and Shift-Tab, `j` and `k` move; Left and Right,
//! `h` and `l`, turn the page of a list longer than its height; Enter or Space picks (words
//! typed, then Enter, pick the item they name or the one at the place a number gives, or
//! show which keys the list takes). The cursor stops at either end, where dialoguer's goes
//! round: Up on a question's first option landed on its last entry, `[quit]`, and the next
//! Enter left the lesson or ended the quiz (a playtester did so four times in an hour), as
//! Up then Enter on the main menu quit. The terminal is held in raw mode while the list is
//! open (see [`raw`](super::raw)), so no key meets the cooked terminal between two reads.

use super::prompt::typed_number;
use crate::t;
use console::{Key, Term};
use dialoguer::theme::Theme;
use std::io;

/// Ctrl-D as a key read in raw mode.
const CTRL_D: char = '\u{4}';

/// How a list was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picked {
    /// The item at this index.
    Item(usize),
    /// Esc or `q`: back out of the list.
    Back,
    /// Ctrl-D: the input ended.
    Ended,
}

/// The note after the question of a list shown a page at a time: which page of how many.
pub fn page_note(page: usize, pages: usize) -> String {
    t!("prompt-list-page", page = page, pages = pages)
}

/// Shows `prompt` and `items` on `term`, `height` items at a time, the cursor on `start`,
/// and waits for a pick. The list is erased before it returns: the caller says what was
/// picked. Each item must fit on a line. Ctrl-C is an `Interrupted` error, as from
/// dialoguer (see [`interrupt`](super::interrupt)).
pub fn pick(
    term: &Term,
    theme: &dyn Theme,
    prompt: &str,
    items: &[String],
    start: usize,
    height: usize,
) -> io::Result<Picked> {
    // Off a terminal no key ever comes (`read_key` answers "unknown" at once, for ever).
    if !term.is_term() {
        return Err(io::ErrorKind::NotConnected.into());
    }
    if items.is_empty() {
        return Err(io::ErrorKind::InvalidInput.into());
    }
    let _raw = super::raw::hold();
    let _cursor = HiddenCursor::new(term)?;
    let height = height.max(1);
    let pages = items.len().div_ceil(height);
    let mut at = start.min(items.len() - 1);
    // Text typed at the list (see `typed_pick`), and whether the keys' note is shown.
    let mut typed = String::new();
    let mut note = false;
    loop {
        let page = at / height;
        let mut text = String::new();
        theme.format_select_prompt(&mut text, prompt).map_err(io::Error::other)?;
        if pages > 1 {
            text.push(' ');
            text.push_str(&page_note(page + 1, pages));
        }
        let shown = &items[page * height..items.len().min((page + 1) * height)];
        for (i, item) in shown.iter().enumerate() {
            text.push('\n');
            theme.format_select_prompt_item(&mut text, item, page * height + i == at).map_err(io::Error::other)?;
        }
        if note {
            text.push('\n');
            text.push_str(&t!("prompt-list-keys"));
        }
        // The cursor rests at the start of the line under the list (see `interrupt`).
        term.write_line(&text)?;
        term.flush()?;
        let rows = shown.len() + 1 + usize::from(note);
        let key = term.read_key()?;
        let picked = match key {
            // `q` then Enter, typed fast: the key `q` still.
            Key::Enter if typed == "q" => Some(Picked::Back),
            // A word typed, then Enter: the item it names, else nothing but the note.
            Key::Enter if !typed.is_empty() => {
                let found = typed_pick(&typed, items);
                typed.clear();
                note = found.is_none();
                found.map(Picked::Item)
            }
            // Once a word is being typed, its letters are text, not keys (`q` in "aqui"); so is
            // a `q` with more typed behind it, a word typed fast: `quit` left the list on its
            // `q` and "uit" went on to the next prompt (a playtest).
            Key::Char(c)
                if !c.is_control() && (!typed.is_empty() || !is_key(c) || c == 'q' && super::raw::keys_waiting()) =>
            {
                typed.push(c);
                None
            }
            Key::Enter | Key::Char(' ') => Some(Picked::Item(at)),
            Key::Escape | Key::Char('q') => Some(Picked::Back),
            Key::Char(CTRL_D) => Some(Picked::Ended),
            Key::ArrowDown | Key::Tab | Key::Char('j') => {
                at = (at + 1).min(items.len() - 1);
                None
            }
            Key::ArrowUp | Key::BackTab | Key::Char('k') => {
                at = at.saturating_sub(1);
                None
            }
            Key::ArrowRight | Key::Char('l') if pages > 1 => {
                at = (page + 1) % pages * height;
                None
            }
            Key::ArrowLeft | Key::Char('h') if pages > 1 => {
                at = (page + pages - 1) % pages * height;
                None
            }
            _ => None,
        };
        term.clear_last_lines(rows)?;
        if let Some(picked) = picked {
            return Ok(picked);
        }
    }
}

/// The characters the list takes as keys (moves, pages, `q` to go back, Space to pick).
fn is_key(c: char) -> bool {
    matches!(c, 'j' | 'k' | 'h' | 'l' | 'q' | ' ')
}

/// The item a word typed at the list names: its whole text, without the brackets of a
/// keyword entry and without regard to case (`sair` for `[sair]`, `no` for `No`); else, for
/// a number, the item at that place counting from 1, unless that is a keyword entry. A word
/// typed at a list was lost letter by letter and its Enter picked the item under the cursor:
/// a playtester's `sair` answered a quiz question wrong, and a beginner's `2` (the second
/// answer, as a typed question numbers them) was refused. Where no item is named, the list
/// says which keys it takes instead.
fn typed_pick(typed: &str, items: &[String]) -> Option<usize> {
    let word = typed.trim().to_lowercase();
    let plain = |item: &str| item.trim().trim_start_matches('[').trim_end_matches(']').trim().to_lowercase();
    let keyword = |item: &String| item.trim().starts_with('[');
    let numbered = || {
        typed_number(&word).and_then(|n| n.checked_sub(1)).filter(|&i| items.get(i).is_some_and(|item| !keyword(item)))
    };
    (!word.is_empty()).then(|| items.iter().position(|item| plain(item) == word).or_else(numbered)).flatten()
}

/// The terminal's cursor hidden while the list is open (it would blink at the line under
/// it), and shown again however the list is left.
struct HiddenCursor<'a>(&'a Term);

impl<'a> HiddenCursor<'a> {
    fn new(term: &'a Term) -> io::Result<Self> {
        term.hide_cursor()?;
        Ok(HiddenCursor(term))
    }
}

impl Drop for HiddenCursor<'_> {
    fn drop(&mut self) {
        let _ = self.0.show_cursor();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_typed_names_the_item_of_that_text() {
        let items: Vec<String> = ["Como uma torre", "Como uma prata", "[sair]"].map(String::from).to_vec();
        assert_eq!(typed_pick("sair", &items), Some(2));
        assert_eq!(typed_pick(" SAIR ", &items), Some(2));
        assert_eq!(typed_pick("como uma prata", &items), Some(1));
        assert_eq!(typed_pick("torre", &items), None, "a word of an item is not the item");
        assert_eq!(typed_pick("", &items), None);
        assert_eq!(typed_pick("2", &items), Some(1), "a number is the item at that place");
        assert_eq!(typed_pick("１", &items), Some(0), "full-width digits too");
        assert_eq!(typed_pick("3", &items), None, "a keyword entry is picked by its word");
        assert_eq!(typed_pick("0", &items), None);
        let numbers: Vec<String> = ["3", "1", "2"].map(String::from).to_vec();
        assert_eq!(typed_pick("1", &numbers), Some(1), "an item's own text comes first");
    }

    #[cfg(unix)]
    #[test]
    fn off_a_terminal_no_pick_is_waited_for() {
        let term = crate::ui::null_term();
        let items = ["a".to_string()];
        let err = pick(&term, &dialoguer::theme::SimpleTheme, "Pick", &items, 0, 5).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotConnected);
    }
}
