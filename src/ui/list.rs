//! A list picked from with the arrow keys, drawn in dialoguer's theme. dialoguer's own list
//! (`Select`) takes Ctrl-D for a character it has no use for and cannot be told otherwise: a
//! person pressing it there, the terminal's "I am done", got nothing, where at a typed line
//! it ends the input. Here it ends the input too, told apart from Esc, which leaves the list
//! as it does in dialoguer (a list in parts goes back to its parts on Esc, and stops on
//! Ctrl-D).
//!
//! The keys: the arrows, Tab and Shift-Tab move; Left and Right turn the page of a list
//! longer than its height; Enter or Space picks. Every letter, digit and sign is text, shown
//! after the question as it is typed (Backspace takes the last one back), and Enter decides
//! what it means: the entry it names, the entry at the place a number gives, `q` or the
//! language's word for quit to leave as Esc does, else a note of what the list takes.
//! dialoguer's `j`, `k`, `h`, `l` and `q` were keys, dropped or obeyed as typed: no word
//! beginning with one could be typed (`legend`, `language`, `like a rook`), and `quit` typed
//! at a person's speed left the list on its `q`, its `uit` going on to the shell (a blind
//! playtester, who hears neither the keys' effect nor what he typed).
//!
//! The cursor stops at either end, where dialoguer's goes round: Up on a question's first
//! option landed on its last entry, `[quit]`, and the next Enter left the lesson or ended the
//! quiz (a playtester did so four times in an hour), as Up then Enter on the main menu quit.
//! The terminal is held in raw mode while the list is open (see [`raw`](super::raw)), so no
//! key meets the cooked terminal between two reads.

use super::keywords::{plain as unaccented, Keyword};
use super::prompt::typed_number;
use crate::t;
use console::{measure_text_width, Key, Term};
use dialoguer::theme::Theme;
use std::io;

/// Ctrl-D as a key read in raw mode.
const CTRL_D: char = '\u{4}';

/// How a list was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picked {
    /// The item at this index.
    Item(usize),
    /// Esc, or the word for quit typed: back out of the list.
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
    // Text typed at the list (see `typed_answer`), and whether the keys' note is shown.
    let mut typed = String::new();
    let mut note = false;
    loop {
        let page = at / height;
        // The last column is left free: a character written there wraps the line on some
        // terminals, and the list is erased by counting its lines.
        let columns = usize::from(term.size().1).saturating_sub(1).max(1);
        let asked = match pages > 1 {
            true => format!("{prompt} {}", page_note(page + 1, pages)),
            false => prompt.to_string(),
        };
        let mut text = first_line(theme, &asked, &typed, columns).map_err(io::Error::other)?;
        let shown = &items[page * height..items.len().min((page + 1) * height)];
        for (i, item) in shown.iter().enumerate() {
            text.push('\n');
            theme.format_select_prompt_item(&mut text, item, page * height + i == at).map_err(io::Error::other)?;
        }
        let mut rows = shown.len() + 1;
        if note {
            let note = super::wrap::wrap_to(&t!("prompt-list-keys"), columns);
            rows += note.lines().count();
            text.push('\n');
            text.push_str(&note);
        }
        // The cursor rests at the start of the line under the list (see `interrupt`).
        term.write_line(&text)?;
        term.flush()?;
        let key = term.read_key()?;
        let picked = match key {
            // What was typed, decided at Enter: what it names, else nothing but the note.
            Key::Enter if !typed.is_empty() => {
                let found = typed_answer(&typed, items);
                typed.clear();
                note = found.is_none();
                found
            }
            Key::Enter => Some(Picked::Item(at)),
            Key::Char(' ') if typed.is_empty() => Some(Picked::Item(at)),
            Key::Backspace => {
                typed.pop();
                None
            }
            Key::Escape => Some(Picked::Back),
            Key::Char(CTRL_D) => Some(Picked::Ended),
            Key::Char(c) if !c.is_control() => {
                typed.push(c);
                None
            }
            // A move of the cursor drops what was typed: Enter then picks the entry shown.
            Key::ArrowDown | Key::Tab => {
                typed.clear();
                at = (at + 1).min(items.len() - 1);
                None
            }
            Key::ArrowUp | Key::BackTab => {
                typed.clear();
                at = at.saturating_sub(1);
                None
            }
            Key::ArrowRight if pages > 1 => {
                typed.clear();
                at = (page + 1) % pages * height;
                None
            }
            Key::ArrowLeft if pages > 1 => {
                typed.clear();
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

/// The list's first line, `columns` wide at most: the question in the theme, then what has
/// been typed, so that a person sees (and a screen reader says) the word before its Enter.
/// Where both do not fit, each keeps its end (what is asked, what was typed last), the typed
/// text at least half the line.
fn first_line(theme: &dyn Theme, asked: &str, typed: &str, columns: usize) -> Result<String, std::fmt::Error> {
    let line = |asked: &str| {
        let mut line = String::new();
        theme.format_select_prompt(&mut line, asked).map(|()| line)
    };
    let whole = line(asked)?;
    if typed.is_empty() {
        return Ok(whole);
    }
    if measure_text_width(&whole) + 1 + measure_text_width(typed) <= columns {
        return Ok(format!("{whole} {typed}"));
    }
    // The question's frame (`? ` and ` ›`) and the space before what is typed: as wide as
    // the line of a question one column wide.
    let frame = measure_text_width(&line("?")?);
    let for_typed = measure_text_width(typed).min(columns / 2);
    let question = line(&end_of(asked, columns.saturating_sub(frame + for_typed)))?;
    let typed = end_of(typed, columns.saturating_sub(measure_text_width(&question) + 1));
    Ok(format!("{question} {typed}"))
}

/// The end of `text` in `room` columns: whole where it fits, else after `…`.
fn end_of(text: &str, room: usize) -> String {
    if measure_text_width(text) <= room {
        return text.to_string();
    }
    let mut end: Vec<char> = Vec::new();
    let mut width = 1;
    for c in text.chars().rev() {
        let w = measure_text_width(c.encode_utf8(&mut [0; 4]));
        if width + w > room {
            break;
        }
        width += w;
        end.push(c);
    }
    std::iter::once('…').chain(end.into_iter().rev()).collect()
}

/// What a line typed at the list, then Enter, answers: the item it names
/// ([`typed_pick`]), else, for the word for quit (`q`, `quit`, `sair`…), back out of the
/// list, as Esc.
fn typed_answer(typed: &str, items: &[String]) -> Option<Picked> {
    let quit = Keyword::parse(typed) == Some(Keyword::Quit);
    typed_pick(typed, items).map(Picked::Item).or(quit.then_some(Picked::Back))
}

/// The item a word typed at the list names: its whole text, without the brackets of a
/// keyword entry and without regard to case or accents (`sair` for `[sair]`, `no` for `No`,
/// `espanol` for `Español`, as keywords are read); else a keyword entry whose keyword the
/// word also names (`q` or `quit` for `[sair]`, `legend` for `[leyenda]`, as a typed
/// question takes them); else, for a number, the item at that place counting from 1,
/// unless that is a keyword entry. A word typed at a list was lost
/// letter by letter and its Enter picked the item under the cursor: a playtester's `sair`
/// answered a quiz question wrong, and a beginner's `2` (the second answer, as a typed
/// question numbers them) was refused. Where no item is named, the list says what it takes
/// instead.
fn typed_pick(typed: &str, items: &[String]) -> Option<usize> {
    let word = unaccented(typed.trim());
    let plain = |item: &str| unaccented(item.trim().trim_start_matches('[').trim_end_matches(']').trim());
    let keyword = |item: &String| item.trim().starts_with('[');
    let named = || {
        let typed = Keyword::parse(&word)?;
        items.iter().position(|item| keyword(item) && Keyword::parse(&plain(item)) == Some(typed))
    };
    let numbered = || {
        typed_number(&word).and_then(|n| n.checked_sub(1)).filter(|&i| items.get(i).is_some_and(|item| !keyword(item)))
    };
    (!word.is_empty())
        .then(|| items.iter().position(|item| plain(item) == word).or_else(named).or_else(numbered))
        .flatten()
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

    #[test]
    fn a_keyword_entry_is_named_by_any_word_for_its_keyword_and_quit_leaves_any_list() {
        let question: Vec<String> = ["Like a rook", "Like a silver", "[legend]", "[quit]"].map(String::from).to_vec();
        assert_eq!(typed_answer("like a rook", &question), Some(Picked::Item(0)));
        assert_eq!(typed_answer("legend", &question), Some(Picked::Item(2)));
        assert_eq!(typed_answer("q", &question), Some(Picked::Item(3)));
        assert_eq!(typed_answer("exit", &question), Some(Picked::Item(3)));
        let menu: Vec<String> = ["Learn the rules", "Language"].map(String::from).to_vec();
        assert_eq!(typed_answer("language", &menu), Some(Picked::Item(1)));
        assert_eq!(typed_answer("quit", &menu), Some(Picked::Back));
        assert_eq!(typed_answer("q", &menu), Some(Picked::Back));
        assert_eq!(typed_answer("lea", &menu), None, "the beginning of a name is not the name");
        let languages: Vec<String> = ["English", "Español", "Português"].map(String::from).to_vec();
        assert_eq!(typed_answer("espanol", &languages), Some(Picked::Item(1)));
        assert_eq!(typed_answer("PORTUGUÊS", &languages), Some(Picked::Item(2)));
    }

    #[test]
    fn what_is_typed_follows_the_question_on_its_line_and_keeps_its_end() {
        let theme = dialoguer::theme::SimpleTheme;
        assert_eq!(first_line(&theme, "What?", "", 40).unwrap(), "What?:");
        assert_eq!(first_line(&theme, "What?", "lea", 40).unwrap(), "What?: lea");
        // Too long together: each keeps its end, within the columns.
        let line = first_line(&theme, "A question of some length?", "like a rook or a silver", 30).unwrap();
        assert!(measure_text_width(&line) <= 30, "{line}");
        assert!(line.starts_with("…") && line.ends_with("a silver") && line.contains("length?"), "{line}");
        assert_eq!(end_of("abcdef", 4), "…def");
        assert_eq!(end_of("abc", 4), "abc");
    }

    #[test]
    fn the_keys_note_fits_a_line_of_a_60_column_window_in_every_language() {
        for lang in crate::i18n::Lang::ALL {
            let note = crate::i18n::message_in(lang, "prompt-list-keys", &[]);
            assert!(measure_text_width(&note) <= 59, "{}: {note}", lang.code());
        }
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
