//! The one interface every interactive screen asks its questions through. On a terminal it
//! is lists and typed lines in dialoguer's theme; otherwise lines on stdin (numbered choices, typed moves), so every lesson
//! and puzzle can be driven by a script and tested end to end.

use super::interrupt;
use super::keywords::Keyword;
use super::list::{self, Picked};
use super::stdin_lines::StdinLines;
use super::typing;
use super::wrap::{hanging, width, wrap};
use crate::t;
use std::io::{BufRead, IsTerminal, Write};
use std::ops::Range;

/// A list in parts (the course, by game).
pub struct Parts<'a> {
    /// The question that picks a part.
    pub prompt: &'a str,
    /// Each part's title and the options it holds, in order, the parts together holding
    /// every option once.
    pub parts: &'a [(String, Range<usize>)],
    /// Each option as shown within its part, where what the part's title says (the game)
    /// need not be said again.
    pub rows: &'a [String],
}

/// An answer to a question that also takes keywords ([`Prompter::ask`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The option at this index.
    Pick(usize),
    /// One of the keywords offered, such as `legend` or `quit`.
    Word(Keyword),
}

/// A line typed where Esc may leave instead ([`Prompter::line_or_back`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineOrBack {
    /// The line typed (empty for Enter alone).
    Line(String),
    /// Esc, on a terminal: leave, as Esc leaves a list.
    Back,
}

/// Asks a person something. `None` means the input ended (on a terminal, Ctrl-D at an empty
/// line): callers stop cleanly and keep progress. (Ctrl-C never comes back here: it leaves
/// through [`interrupt::leave`].)
pub trait Prompter {
    /// Shows text: boards, explanations, feedback.
    fn say(&mut self, text: &str);
    /// Shows a paragraph wrapped to the terminal's width (a board or a table goes through
    /// [`say`](Prompter::say) as it is).
    fn tell(&mut self, text: &str) {
        self.say(&wrap(text));
    }
    /// Reads one line of free text (a move, a command such as `hint`); `None` at the end of
    /// input, or on a terminal for Esc at an empty line, which leaves as at a list.
    fn line(&mut self, prompt: &str) -> Option<String>;
    /// Reads a line as [`line`](Prompter::line) does (where Esc at an empty line is `None`),
    /// for a caller that tells `quit` from the end of input: on a terminal that Esc answers
    /// [`LineOrBack::Back`], which leaves as `quit` and a list's Esc do (a lesson's pause, a
    /// puzzle's move prompt).
    fn line_or_back(&mut self, prompt: &str) -> Option<LineOrBack> {
        self.line(prompt).map(LineOrBack::Line)
    }
    /// Picks one of `options` (index), or `None` at end of input.
    fn choose(&mut self, prompt: &str, options: &[String]) -> Option<usize> {
        self.choose_from(prompt, options, None)
    }
    /// Like [`choose`](Prompter::choose), starting at option `start`: where the cursor rests
    /// on a terminal, what an empty answer picks on lines.
    fn choose_from(&mut self, prompt: &str, options: &[String], start: Option<usize>) -> Option<usize>;
    /// A question answered with one of `options` or one of the keywords `words`.
    fn ask(&mut self, prompt: &str, options: &[String], words: &[Keyword]) -> Option<Reply> {
        self.ask_again(prompt, options, words, None)
    }
    /// Like [`ask`](Prompter::ask), asked again after a wrong answer: on a terminal the cursor
    /// rests on option `cursor` (the caller's pick of one near the wrong answer, where it went
    /// back to the first option). Typed answers take no default from it: an empty line is no
    /// answer.
    fn ask_again(
        &mut self,
        prompt: &str,
        options: &[String],
        words: &[Keyword],
        cursor: Option<usize>,
    ) -> Option<Reply>;
    /// Whether what was said scrolls out of sight when more follows, so that the caller
    /// should wait for the person before going on: on a terminal, where the next step's
    /// board pushes the feedback on the last one off a 24-row window; not on lines (a script,
    /// a pipe), where everything stays and an extra answer would only be one more to type.
    fn scrolls_away(&self) -> bool {
        false
    }
    /// The rows of the window left above a question, once it is asked with `options` and
    /// `words` ([`ask`](Prompter::ask)) or, with no options, as a line
    /// ([`line`](Prompter::line)): what a page said before it may take and still be seen
    /// whole. `None` where nothing scrolls away (lines).
    fn room_above(&self, prompt: &str, options: &[String], words: &[Keyword]) -> Option<usize> {
        let _ = (prompt, options, words);
        None
    }
    /// A mark of what has been printed so far, to [`take_back`](Prompter::take_back) to.
    fn mark(&self) -> usize {
        0
    }
    /// Erases what was printed since `mark`, where it can be (a terminal): an entry of the
    /// main menu left with Esc or Ctrl-D leaves the screen as the menu found it, as a list
    /// left with Esc does, not its answered lines (the menu's own, which a narrow window
    /// wraps) above the menu drawn again. On lines what was printed stays: a script reads it
    /// all.
    fn take_back(&mut self, mark: usize) {
        let _ = mark;
    }
    /// Like [`choose_from`](Prompter::choose_from) for a list in `parts`. On lines the list
    /// is numbered whole, as one; a terminal too short for it asks for the part first, then
    /// for an option of the part picked.
    fn choose_in_parts(
        &mut self,
        prompt: &str,
        options: &[String],
        parts: &Parts,
        start: Option<usize>,
    ) -> Option<usize> {
        let _ = parts;
        self.choose_from(prompt, options, start)
    }
}

/// A number typed as an answer: ASCII digits, or full-width ones (１２) as a Japanese input
/// method types them.
pub(crate) fn typed_number(answer: &str) -> Option<usize> {
    let digits: String = answer
        .trim()
        .chars()
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            c => c,
        })
        .collect();
    digits.parse().ok()
}

/// Reads a typed answer: an option's number or text, or one of `words`.
pub(crate) fn read_reply(answer: &str, options: &[String], words: &[Keyword]) -> Option<Reply> {
    let answer = answer.trim();
    if let Some(n) = typed_number(answer).filter(|n| (1..=options.len()).contains(n)) {
        return Some(Reply::Pick(n - 1));
    }
    if let Some(i) = options.iter().position(|o| !answer.is_empty() && o.trim().eq_ignore_ascii_case(answer)) {
        return Some(Reply::Pick(i));
    }
    Keyword::parse(answer).filter(|k| words.contains(k)).map(Reply::Word)
}

/// The word a list answered by typing takes besides its options: quit, which leaves it as
/// Esc and the word typed at an arrow-key list do (`None`, see [`picked`]). On lines it was
/// "not a number" and asked again: a numbered list (the lesson list in plain mode) had no
/// way back but the end of the input.
const LEAVE: [Keyword; 1] = [Keyword::Quit];

/// The option a reply to a list asked with [`LEAVE`] picks: `None` for quit.
fn picked(reply: Reply) -> Option<usize> {
    match reply {
        Reply::Pick(i) => Some(i),
        Reply::Word(_) => None,
    }
}

/// What a line prompt under a list says: `Answer 1-3`, with the keywords it also takes.
pub(crate) fn answer_prompt(count: usize, words: &[Keyword]) -> String {
    let words: Vec<String> = words.iter().map(|k| k.word()).collect();
    match words.is_empty() {
        true => t!("prompt-answer", count = count),
        false => t!("prompt-answer-or", count = count, words = words.join(", ")),
    }
}

/// The line under numbered options that asks for the answer: its range, the keywords it
/// also takes, and with `start` the option an empty answer takes.
fn typed_prompt(count: usize, words: &[Keyword], start: Option<usize>) -> String {
    match start {
        Some(s) => t!("prompt-answer-default", count = count, default = s + 1),
        None => answer_prompt(count, words),
    }
}

/// What a typed answer to numbered `options` picks: an option by number or text, one of
/// `words`, or with `start` that option for an empty answer; `None`: ask again.
fn typed_reply(answer: &str, options: &[String], words: &[Keyword], start: Option<usize>) -> Option<Reply> {
    match (answer.is_empty(), start) {
        (true, Some(s)) => Some(Reply::Pick(s)),
        _ => read_reply(answer, options, words),
    }
}

/// A list's question and numbered options, as lines, the numbers right-aligned so that the
/// options line up past nine.
pub(crate) fn numbered(prompt: &str, options: &[String]) -> String {
    let mut text = wrap(prompt);
    let digits = options.len().to_string().len();
    for (i, o) in options.iter().enumerate() {
        let label = format!("  {:>digits$}. ", i + 1);
        text.push('\n');
        text.push_str(&hanging(&format!("{label}{o}"), label.len()));
    }
    text
}

/// Plain lines: prompts and numbered options on `out`, answers read from `input`.
pub struct LinePrompter<R: BufRead, W: Write> {
    input: R,
    out: W,
    /// Whether the answers typed are echoed (a terminal in plain mode), their Enter ending
    /// the prompt's line; from a pipe the line is ended here.
    echoed: bool,
}

impl<R: BufRead, W: Write> LinePrompter<R, W> {
    pub fn new(input: R, out: W) -> Self {
        LinePrompter { input, out, echoed: false }
    }

    /// Answers typed at a terminal (plain mode), whose echo of the Enter typed ends the
    /// prompt's line: a line ended here too left a blank line under every answer.
    pub fn echoed(self) -> Self {
        LinePrompter { echoed: true, ..self }
    }

    /// See [`output::write`](super::output::write).
    fn write(&mut self, text: std::fmt::Arguments) {
        super::output::write(&mut self.out, text);
    }

    /// One trimmed line; at end of input, ends the pending prompt's line so later output
    /// starts on its own line. A line that is not UTF-8 is read with its bad bytes replaced
    /// (an answer no question takes, so it is asked again): refused whole, it ended the
    /// lesson or the puzzle as if the input had ended, with the lines after it unread.
    fn read(&mut self) -> Option<String> {
        let mut bytes = Vec::new();
        match self.input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => {
                self.write(format_args!("\n"));
                None
            }
            Ok(_) => Some(String::from_utf8_lossy(&bytes).trim().to_string()),
        }
    }

    /// Shows `prompt` and reads the answer, asking again until `accept` takes it.
    fn ask_until<T>(&mut self, prompt: &str, mut accept: impl FnMut(&str) -> Option<T>, again: &str) -> Option<T> {
        // Room for the `: ` after the prompt.
        let prompt = super::wrap::wrap_to(prompt, width().saturating_sub(2));
        loop {
            self.write(format_args!("{prompt}: "));
            let answer = self.read()?;
            if !self.echoed {
                self.write(format_args!("\n"));
            }
            if let Some(value) = accept(&answer) {
                return Some(value);
            }
            self.write(format_args!("{}\n", wrap(again)));
        }
    }

    /// The question and numbered options, then the answer typed ([`typed_reply`]).
    fn typed(&mut self, prompt: &str, options: &[String], words: &[Keyword], start: Option<usize>) -> Option<Reply> {
        self.write(format_args!("{}\n", numbered(prompt, options)));
        let again = t!("prompt-answer-again", count = options.len());
        self.ask_until(&typed_prompt(options.len(), words, start), |a| typed_reply(a, options, words, start), &again)
    }
}

impl<R: BufRead, W: Write> Prompter for LinePrompter<R, W> {
    fn say(&mut self, text: &str) {
        self.write(format_args!("{text}\n"));
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        self.ask_until(prompt, |a| Some(a.to_string()), "")
    }

    fn choose_from(&mut self, prompt: &str, options: &[String], start: Option<usize>) -> Option<usize> {
        if options.is_empty() {
            return None;
        }
        self.typed(prompt, options, &LEAVE, start).and_then(picked)
    }

    fn ask_again(
        &mut self,
        prompt: &str,
        options: &[String],
        words: &[Keyword],
        _cursor: Option<usize>,
    ) -> Option<Reply> {
        self.typed(prompt, options, words, None)
    }
}

/// Columns kept free after a line prompt for what is typed: the longest keyword (`tabuleiro`,
/// `pahiwatig`) or move (`+R-5e5b+`) with room to spare.
const ANSWER_ROOM: usize = 14;

/// Prompts on the terminal (stderr; lists by `list.rs` in dialoguer's theme, typed lines by
/// `typing.rs`), text on stdout.
pub struct TerminalPrompter {
    theme: dialoguer::theme::ColorfulTheme,
    /// The theme an answer to a question, or a typed line (a move, a typed option's number),
    /// is reported in: not marked done with the theme's green ✔, which a learner read as
    /// "right" next to a wrong answer (`✔ Your move · 9i9h` above "Not quite").
    answered: dialoguer::theme::ColorfulTheme,
    /// The rows printed so far and left on the screen (a list erases itself), for
    /// [`take_back`](Prompter::take_back).
    rows: usize,
}

impl TerminalPrompter {
    pub fn new() -> Self {
        let answered = dialoguer::theme::ColorfulTheme {
            success_prefix: console::style("›".to_string()).for_stderr().dim(),
            ..dialoguer::theme::ColorfulTheme::default()
        };
        TerminalPrompter { theme: dialoguer::theme::ColorfulTheme::default(), answered, rows: 0 }
    }

    /// Prints `text` and a line break on stdout, counting the rows it takes.
    fn print(&mut self, text: &str) {
        println!("{text}");
        self.rows += typing::rows(text, typing::columns(&console::Term::stderr()));
    }

    /// A list on the terminal ([`list::pick`]). It is redrawn by counting lines, so every item must
    /// fit on one, and the list must fit in the window (a longer one pages). A question too
    /// long for the list's line is printed wrapped above it. Options too long for a line are
    /// shown once, each shortened in place (the course list; a short list with long options
    /// is asked by [`typed`](Self::typed) instead). The option chosen is then shown whole.
    /// Ctrl-C leaves through [`interrupt::leave`]; Esc and Ctrl-D are `None`.
    fn select(&mut self, prompt: &str, items: &[String], start: usize) -> Option<usize> {
        match self.select_then(prompt, items, start, |_| true, false) {
            Picked::Item(i) => Some(i),
            Picked::Back | Picked::Ended => None,
        }
    }

    /// [`select`](Self::select), leaving the line that reports the choice only when `report`
    /// says so of it (a step back through a list in parts leaves nothing), and reporting it
    /// as an `answer` to a question (see `answered`).
    fn select_then(
        &mut self,
        prompt: &str,
        items: &[String],
        start: usize,
        report: impl Fn(usize) -> bool,
        answer: bool,
    ) -> Picked {
        let height = list_height();
        let room = item_room();
        let shown: Vec<String> = items.iter().map(|s| shortened(s, room)).collect();
        let (above, on_the_line) = list_question(prompt, items.len());
        // A question in two places is reported as `prompt-pick` (its last row alone would
        // say half of it), under the question printed whole in place of its first rows once
        // the list closes: they alone said half a sentence above the answer (or above the
        // lesson's farewell after Esc).
        let mark = self.mark();
        let (whole, prompt, reported) = match above {
            None => (None, prompt.to_string(), prompt.to_string()),
            Some(above) => {
                self.print(&above);
                (Some(wrap(prompt)), on_the_line, t!("prompt-pick"))
            }
        };
        // While the list is open the cursor rests at the start of the line under it.
        let _open = interrupt::list_open();
        // A list taller than the window pages instead of scrolling the screen (which would
        // break the redraw): the whole course list does not fit on 24 rows.
        match list::pick(&console::Term::stderr(), &self.theme, &prompt, &shown, start, height) {
            Ok(picked) => {
                if let Some(whole) = whole {
                    self.take_back(mark);
                    self.print(&whole);
                }
                if let Picked::Item(i) = picked {
                    if report(i) {
                        self.report(&reported, &items[i], answer);
                    }
                }
                picked
            }
            Err(e) if interrupt::is_interrupt(&e) => interrupt::leave(),
            Err(_) => Picked::Ended,
        }
    }

    /// The line left after a list: the question and the whole option chosen, in the theme's
    /// style, wrapped to the terminal. The padding that aligned the option in its column
    /// (the course list is a table) means nothing on a line of its own and goes.
    fn report(&mut self, prompt: &str, chosen: &str, answer: bool) {
        use dialoguer::theme::Theme;
        let mut line = String::new();
        let chosen = single_spaced(chosen);
        let theme = if answer { &self.answered } else { &self.theme };
        if theme.format_select_prompt_selection(&mut line, prompt, &chosen).is_ok() {
            let term = console::Term::stderr();
            let line = crate::ui::wrap::wrap_keeping_brackets(&line);
            if term.write_line(&line).is_ok() {
                self.rows += typing::rows(&line, typing::columns(&term));
            }
        }
    }

    /// A short list whose options are too long for a list's line (a quiz's answers): the
    /// question and the whole options, numbered and wrapped, printed once, and the answer
    /// typed, as on lines ([`typed_reply`]). A list of the same options
    /// cut to fit its lines, below their whole texts, took as many rows again (a board and
    /// its question no longer fitted 24 rows) and showed numbers that could not be typed.
    fn typed(&mut self, prompt: &str, options: &[String], words: &[Keyword], start: Option<usize>) -> Option<Reply> {
        self.print(&numbered(prompt, options));
        let ask = typed_prompt(options.len(), words, start);
        loop {
            let answer = self.line(&ask)?;
            match typed_reply(&answer, options, words, start) {
                Some(reply) => return Some(reply),
                None => self.tell(&t!("prompt-answer-again", count = options.len())),
            }
        }
    }

    /// A line typed at `prompt`, or Esc at an empty line ([`LineOrBack::Back`]).
    fn typed_line(&mut self, prompt: &str) -> Option<LineOrBack> {
        // A prompt that leaves too little room for a move or a keyword is printed wrapped
        // above the line typed, which then starts near the left edge.
        let prompt = if !line_prompt_fits(prompt) {
            self.print(&wrap(prompt));
            ""
        } else {
            prompt
        };
        let term = console::Term::stderr();
        // Ctrl-D at an empty line is the end of input, as on a pipe (dialoguer dropped it).
        match typing::read_line(&term, &self.answered, prompt) {
            Ok(typed) => {
                self.rows += typed.rows;
                match (typed.text, typed.back) {
                    (_, true) => Some(LineOrBack::Back),
                    (text, false) => text.map(|s| LineOrBack::Line(s.trim().to_string())),
                }
            }
            Err(e) if interrupt::is_interrupt(&e) => interrupt::leave(),
            Err(_) => None,
        }
    }

    /// Whether a short list with options too long for its lines is asked by
    /// [`typed`](Self::typed): question and options, wrapped, and the answer's line fit the
    /// window.
    fn asks_typed(&self, prompt: &str, options: &[String]) -> bool {
        !fit_a_list(options) && numbered(prompt, options).lines().count() + 2 <= rows()
    }
}

/// The columns a list's question has on the list's own line: it is framed by `? ` and ` › `,
/// and a list that pages adds which page it shows.
fn list_line_room(items: usize) -> usize {
    let pages = items.div_ceil(list_height());
    let page_note = if pages > 1 { 1 + console::measure_text_width(&list::page_note(pages, pages)) } else { 0 };
    width().saturating_sub(6 + page_note).max(10)
}

/// `question` as far as the line of a list of `items` holds it: a question said whole
/// elsewhere (read before its board), recalled over its list. Where it does not fit, its
/// end, from a word on, after `…`: a question ends in what it asks, after the facts it
/// rests on, and its beginning alone over the list ("Ajuste de pieza inmóvil «Permitir si
/// el apoyo da movi…" over "Sí" and "No") left the options meaning nothing.
pub fn on_a_list_line(question: &str, items: usize) -> String {
    let room = list_line_room(items);
    if console::measure_text_width(question) <= room {
        return question.to_string();
    }
    let starts = question.char_indices().filter(|&(i, c)| c == ' ' && i + 1 < question.len()).map(|(i, _)| i + 1);
    starts
        .map(|i| format!("…{}", &question[i..]))
        .find(|end| console::measure_text_width(end) <= room)
        .unwrap_or_else(|| shortened(question, room))
}

/// A list's question as it is shown over a list of `items`: the rows printed above the
/// list, if any, and what goes on the list's own line (see [`split_for_line`]).
fn list_question(prompt: &str, items: usize) -> (Option<String>, String) {
    split_for_line(prompt, list_line_room(items))
}

/// A question too long for a line of `room` columns, as the rows above it and what goes on
/// it. Its last sentence, what it asks, goes on the line whole where it fits there and the
/// rows are no more than with the question wrapped straight through (else its last clause,
/// so): wrapped so, the line held the last word or two ("? prata? ›" under "…Como se move
/// a"). Otherwise the question is wrapped to the line's width and its last row goes on it:
/// printed whole above a line of `prompt-pick`, it took a row more, and on 60x20 a question's
/// board, the question and its list did not fit the window together (the question, read
/// before the board, went off it).
///
/// A line that does not begin a sentence (a clause, a last row) begins with `…`: "? a tua
/// lança em 9i…" under "Na posição inicial," read as a question of its own (a playtest).
fn split_for_line(prompt: &str, room: usize) -> (Option<String>, String) {
    if console::measure_text_width(prompt) <= room {
        return (None, prompt.to_string());
    }
    // A column kept for the `…` of a line that goes on from the row above.
    let wrapped = super::wrap::wrap_to(prompt, room.saturating_sub(1).max(1));
    let continued = |rest: &str| format!("…{rest}");
    // After the last sentence's end, else after the last clause's ("…dando jaque, ¿qué pasa?").
    let after_last =
        |ends: &[char]| ends.iter().filter_map(|&end| prompt.rfind(&format!("{end} ")).map(|i| i + 1)).max();
    let sentence = after_last(&['.', '?', '!']).map(|i| (i, false));
    let clause = after_last(&[',', ';', ':']).map(|i| (i, true));
    for (split, goes_on) in [sentence, clause].into_iter().flatten() {
        let (facts, asked) = (prompt[..split].trim_end(), prompt[split..].trim_start());
        let asked = if goes_on { continued(asked) } else { asked.to_string() };
        let above = super::wrap::wrap_to(facts, room);
        if console::measure_text_width(&asked) <= room && above.lines().count() < wrapped.lines().count() {
            return (Some(above), asked);
        }
    }
    match wrapped.rsplit_once('\n') {
        Some((above, last)) => (Some(above.to_string()), continued(last)),
        None => (None, wrapped),
    }
}

/// Whether a line prompt leaves room on its line for what is typed; otherwise it is printed
/// wrapped above.
fn line_prompt_fits(prompt: &str) -> bool {
    console::measure_text_width(prompt) + 6 + ANSWER_ROOM <= width()
}

/// The rows a prompt wrapped above its list or line takes, if it is.
fn rows_above(prompt: &str, fits: bool) -> usize {
    if fits {
        0
    } else {
        wrap(prompt).lines().count()
    }
}

/// The terminal's rows; without a terminal, `LINES` as given (a test asking for a window of
/// its own), else 24.
fn rows() -> usize {
    let lines = || std::env::var("LINES").ok().and_then(|l| l.trim().parse::<usize>().ok()).filter(|&l| l > 0);
    console::Term::stderr().size_checked().map(|(rows, _)| rows as usize).or_else(lines).unwrap_or(24)
}

/// Rows a list may take on the terminal (a longer one pages).
fn list_height() -> usize {
    rows().saturating_sub(4).max(3)
}

/// Columns an item of a list may take: it follows a two-column marker and stops short of the
/// last column (where the terminal would wrap).
fn item_room() -> usize {
    width().saturating_sub(3).max(10)
}

/// Whether `options` go in a list as they are: every one fits its line.
fn fit_a_list(options: &[String]) -> bool {
    options.iter().all(|s| console::measure_text_width(s) <= item_room())
}

/// `text` as it goes on a line of `room` columns: whole where it fits, else cut to fit with
/// `…`. console's `truncate_str` alone cut a text exactly `room` wide by one character (it
/// keeps the `…`'s column before it asks whether the text is too long): a Tagalog answer of
/// 57 columns lost its last letter on a 60-column list that [`fit_a_list`] said it fits.
fn shortened(text: &str, room: usize) -> String {
    match console::measure_text_width(text) <= room {
        true => text.to_string(),
        false => console::truncate_str(text, room, "…").into_owned(),
    }
}

/// `text` with every run of spaces made one space.
fn single_spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Default for TerminalPrompter {
    fn default() -> Self {
        Self::new()
    }
}

impl Prompter for TerminalPrompter {
    fn say(&mut self, text: &str) {
        self.print(text);
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        match self.typed_line(prompt)? {
            LineOrBack::Line(text) => Some(text),
            LineOrBack::Back => None,
        }
    }

    fn line_or_back(&mut self, prompt: &str) -> Option<LineOrBack> {
        self.typed_line(prompt)
    }

    fn choose_from(&mut self, prompt: &str, options: &[String], start: Option<usize>) -> Option<usize> {
        if options.is_empty() {
            return None;
        }
        let start = start.map(|s| s.min(options.len() - 1));
        if self.asks_typed(prompt, options) {
            return self.typed(prompt, options, &LEAVE, start).and_then(picked);
        }
        self.select(prompt, options, start.unwrap_or(0))
    }

    /// A list taller than the window is shown a page at a time, hard to find one's way in: in
    /// parts, where each part fits (the course's longest part has 15 lessons, 24 rows show
    /// 20), and the last entry of a part, or Esc, goes back to the parts (Ctrl-D ends the
    /// input, as in any list). Only the option
    /// chosen is left on the screen, as with one list. A window too short even for a part
    /// gets the whole list numbered, to answer by number, as on lines.
    fn choose_in_parts(
        &mut self,
        prompt: &str,
        options: &[String],
        parts: &Parts,
        start: Option<usize>,
    ) -> Option<usize> {
        let Parts { prompt: part_prompt, parts, rows } = *parts;
        if options.len() <= list_height() || parts.len() < 2 {
            return self.choose_from(prompt, options, start);
        }
        // A part's options and the entry back to the parts.
        if parts.iter().any(|(_, range)| range.len() + 1 > list_height()) {
            return self.typed(prompt, options, &LEAVE, start).and_then(picked);
        }
        let start = start.unwrap_or(0);
        let titles: Vec<String> = parts.iter().map(|(title, _)| title.clone()).collect();
        let mut part = parts.iter().position(|(_, range)| range.contains(&start)).unwrap_or(0);
        loop {
            part = match self.select_then(part_prompt, &titles, part, |_| false, false) {
                Picked::Item(p) => p,
                Picked::Back | Picked::Ended => return None,
            };
            let range = parts[part].1.clone();
            let mut items = rows[range.clone()].to_vec();
            items.push(t!("prompt-other-parts"));
            let at = if range.contains(&start) { start - range.start } else { 0 };
            // The last entry, or Esc, goes back to the parts; Ctrl-D ends the input here too.
            match self.select_then(prompt, &items, at, |i| i < range.len(), false) {
                Picked::Item(i) if i < range.len() => return Some(range.start + i),
                Picked::Item(_) | Picked::Back => {}
                Picked::Ended => return None,
            }
        }
    }

    fn scrolls_away(&self) -> bool {
        true
    }

    fn mark(&self) -> usize {
        self.rows
    }

    /// Goes up the rows printed since `mark` and erases from there down, as a typed line is
    /// redrawn. Rows that scrolled off the top of the window are out of reach: the window is
    /// erased whole then.
    fn take_back(&mut self, mark: usize) {
        let term = console::Term::stderr();
        let up = self.rows.saturating_sub(mark);
        self.rows = mark.min(self.rows);
        let _ = term.move_cursor_up(up).and_then(|()| term.write_str("\r\x1b[J"));
    }

    fn room_above(&self, prompt: &str, options: &[String], words: &[Keyword]) -> Option<usize> {
        let asking = if options.is_empty() {
            rows_above(prompt, line_prompt_fits(prompt)) + 1
        } else if self.asks_typed(prompt, options) {
            numbered(prompt, options).lines().count() + 1
        } else {
            // The question's line, the items, and the line under them where the cursor rests.
            let items = options.len() + words.len();
            let above = list_question(prompt, items).0.map_or(0, |above| above.lines().count());
            above + 1 + items.min(list_height()) + 1
        };
        Some(rows().saturating_sub(asking))
    }

    fn ask_again(
        &mut self,
        prompt: &str,
        options: &[String],
        words: &[Keyword],
        cursor: Option<usize>,
    ) -> Option<Reply> {
        if self.asks_typed(prompt, options) {
            return self.typed(prompt, options, words, None);
        }
        // The keywords join the list as entries of their own, after the options.
        let mut items = options.to_vec();
        items.extend(words.iter().map(|k| t!("prompt-keyword-entry", word = k.word())));
        let start = cursor.filter(|&c| c < options.len()).unwrap_or(0);
        let Picked::Item(i) = self.select_then(prompt, &items, start, |_| true, true) else { return None };
        Some(match i.checked_sub(options.len()) {
            Some(w) => Reply::Word(words[w]),
            None => Reply::Pick(i),
        })
    }
}

/// Whether prompts can use the terminal: both stdin and stderr are terminals, and plain mode
/// is not on (see [`plain`](super::plain)).
pub fn interactive() -> bool {
    !super::plain::on() && std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// The prompter for this process: lists and typed lines on a terminal, numbered lines
/// otherwise and in plain mode. Either way Ctrl-C leaves through [`interrupt::leave`].
pub fn for_this_process() -> Box<dyn Prompter> {
    interrupt::install();
    if interactive() {
        Box::new(TerminalPrompter::new())
    } else {
        let lines = LinePrompter::new(StdinLines::default(), std::io::stdout());
        match std::io::stdin().is_terminal() {
            true => Box::new(lines.echoed()),
            false => Box::new(lines),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts() -> Vec<String> {
        vec!["first".to_string(), "second".to_string()]
    }

    #[test]
    fn lines_answer_numbers_or_option_text_and_end_cleanly() {
        let input = b"7\nsecond\nhello\n" as &[u8];
        let mut out = Vec::new();
        let mut p = LinePrompter::new(input, &mut out);
        assert_eq!(p.choose("Pick", &opts()), Some(1));
        assert_eq!(p.line("Move"), Some("hello".to_string()));
        assert_eq!(p.line("Move"), None);
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains(&t!("prompt-answer-again", count = 2)), "{text}");
    }

    /// A line that is not UTF-8 is an answer like any other wrong one, asked again, not the
    /// end of the input.
    #[test]
    fn a_line_that_is_not_text_is_asked_again() {
        let input = b"\xff\xfe\nsecond\nm\xffve\n" as &[u8];
        let mut out = Vec::new();
        let mut p = LinePrompter::new(input, &mut out);
        assert_eq!(p.choose("Pick", &opts()), Some(1));
        assert_eq!(p.line("Move"), Some("m\u{fffd}ve".to_string()));
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains(&t!("prompt-answer-again", count = 2)), "{text}");
    }

    #[test]
    fn a_long_question_keeps_what_it_asks_whole_on_its_line() {
        // 74 columns on a line of 70: wrapped straight through, the line held "prata?".
        let question = "A tua torre em 5f está logo atrás da tua prata em 5e. Como se move a prata?";
        let (above, line) = split_for_line(question, 70);
        assert_eq!(above.as_deref(), Some("A tua torre em 5f está logo atrás da tua prata em 5e."));
        assert_eq!(line, "Como se move a prata?");
        // A Spanish question begins with its ¿ on the line.
        let (_, line) = split_for_line("Tu torre de 5f está justo detrás de tu plata de 5e. ¿Cómo se mueve?", 60);
        assert_eq!(line, "¿Cómo se mueve?");
        let (above, line) = split_for_line("Aaaa bbbb cccc dddd eeee ff. Gggg hhhh iiii jjjj kkkk?", 30);
        assert_eq!(
            (above.as_deref(), line.as_str()),
            (Some("Aaaa bbbb cccc dddd eeee ff."), "Gggg hhhh iiii jjjj kkkk?")
        );
        // Where the sentences would take a row more than the question wrapped through, the
        // last row goes on the line as before.
        let (above, line) = split_for_line("Aaaa bbbb cccc dddd eeee ffff ggg. Hh ii?", 30);
        // (A line that goes on from the row above begins with `…`.)
        assert_eq!((above.as_deref(), line.as_str()), (Some("Aaaa bbbb cccc dddd eeee ffff"), "…ggg. Hh ii?"));
        // Else its last clause.
        let (above, line) = split_for_line("Si aparece cuatro veces, ¿qué pasa ahora mismo aquí?", 30);
        assert_eq!(
            (above.as_deref(), line.as_str()),
            (Some("Si aparece cuatro veces,"), "…¿qué pasa ahora mismo aquí?")
        );
        // Nothing to split at, or what is asked too long for the line: wrapped through.
        assert_eq!(split_for_line("Aaaa bbbb cccc dddd eeee ffff gggg?", 30).1, "…ffff gggg?");
        // Whatever the split, the line fits its room.
        for room in 10..40 {
            let (_, line) = split_for_line("Aaaa bbbb, cccc dddd eeee ffff gggg hhhh iiii jjjj?", room);
            assert!(console::measure_text_width(&line) <= room, "{room}: {line}");
        }
        assert_eq!(split_for_line("Fits.", 30), (None, "Fits.".to_string()));
    }

    #[test]
    fn full_width_digits_answer_as_digits() {
        assert_eq!(read_reply("２", &opts(), &[]), Some(Reply::Pick(1)));
        assert_eq!(read_reply(" １ ", &opts(), &[]), Some(Reply::Pick(0)));
        assert_eq!(read_reply("３", &opts(), &[]), None, "out of range");
    }

    #[test]
    fn quit_leaves_a_numbered_list_and_an_echoed_answer_ends_its_own_line() {
        let mut out = Vec::new();
        let mut p = LinePrompter::new(b"quit\nq\n" as &[u8], &mut out);
        assert_eq!(p.choose("Pick", &opts()), None);
        assert_eq!(p.choose_from("Pick", &opts(), Some(0)), None);
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains(&t!("prompt-answer-again", count = 2)), "{text}");
        // At a terminal the Enter typed ended the prompt's line: no blank line after it.
        let mut out = Vec::new();
        let mut p = LinePrompter::new(b"2\n" as &[u8], &mut out).echoed();
        assert_eq!(p.choose("Pick", &opts()), Some(1));
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with(&format!("{}: ", answer_prompt(2, &LEAVE))), "{text:?}");
    }

    #[test]
    fn an_empty_answer_takes_the_starting_option_only_when_there_is_one() {
        let mut out = Vec::new();
        let mut p = LinePrompter::new(b"\n" as &[u8], &mut out);
        assert_eq!(p.choose_from("Pick", &opts(), Some(1)), Some(1));
        let mut p = LinePrompter::new(b"\n2\n" as &[u8], &mut out);
        assert_eq!(p.choose("Pick", &opts()), Some(1));
    }

    #[test]
    fn questions_take_the_keywords_offered_and_no_others() {
        let mut out = Vec::new();
        let mut p = LinePrompter::new(b"hint\nlegend\nquit\n1\n" as &[u8], &mut out);
        let words = [Keyword::Legend, Keyword::Quit];
        assert_eq!(p.ask("Q?", &opts(), &words), Some(Reply::Word(Keyword::Legend)));
        assert_eq!(p.ask("Q?", &opts(), &words), Some(Reply::Word(Keyword::Quit)));
        assert_eq!(p.ask("Q?", &opts(), &words), Some(Reply::Pick(0)));
        assert_eq!(p.ask("Q?", &opts(), &words), None);
    }

    #[test]
    fn numbered_options_line_up_past_nine() {
        let options: Vec<String> = (1..=12).map(|i| format!("option {i}")).collect();
        let text = numbered("Pick", &options);
        let starts: Vec<usize> = text.lines().skip(1).map(|l| l.find("option").unwrap()).collect();
        assert!(starts.iter().all(|&s| s == starts[0]), "{text}");
        assert!(text.contains("\n   9. option 9\n  10. option 10"), "{text}");
    }

    #[test]
    fn a_question_too_long_for_its_list_line_keeps_its_end() {
        let room = list_line_room(2);
        let asks = "Can you drop a pawn on 3a, in front of your gold?";
        let question = format!("{} {asks}", "The dead-piece setting allows what a backer lets move.".repeat(3));
        let shown = on_a_list_line(&question, 2);
        assert!(console::measure_text_width(&shown) <= room, "{shown}");
        assert!(shown.starts_with("…") && shown.ends_with(asks), "{shown}");
        assert!(question.ends_with(shown.trim_start_matches('…')), "cut at a word: {shown}");
        assert_eq!(on_a_list_line(asks, 2), asks);
        // A last word wider than the line: its beginning, as any text too wide.
        let word = "x".repeat(room + 5);
        assert_eq!(on_a_list_line(&format!("a {word}"), 2), shortened(&format!("a {word}"), room));
    }

    #[test]
    fn an_option_as_wide_as_its_line_is_shown_whole() {
        let exact = "x".repeat(57);
        assert_eq!(shortened(&exact, 57), exact);
        let over = "x".repeat(58);
        assert_eq!(shortened(&over, 57), format!("{}…", "x".repeat(56)));
    }

    #[test]
    fn a_chosen_table_row_is_reported_single_spaced() {
        assert_eq!(single_spaced("new   shogi      Reading the board"), "new shogi Reading the board");
    }
}
