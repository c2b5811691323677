//! Teaching: the lesson runner, the quiz, the legend of the pieces, the course as a whole
//! and the scripted answers of `--demo`. Everything here talks to a person through a
//! [`Prompter`](crate::ui::Prompter), so a lesson plays the same on a terminal, from piped
//! answers and in tests.

pub mod course;
pub mod legend;
pub mod quiz;
pub mod runner;
pub mod script;

pub use runner::{Finish, Run, Runner};

use crate::content::lesson::Lesson;
use crate::rules::{squares, Bitboard, Position};
use crate::t;
use crate::ui::{render, wrap, BoardView, Keyword, Prompter};
use runner::{QUESTION_WORDS, QUESTION_WORDS_SHORT};

/// Each step's starting position, or which step of the lesson is broken and why (the
/// checks of `annan check` catch that before a lesson ships).
fn start_positions(lesson: &Lesson) -> Result<Vec<Position>, String> {
    lesson
        .start_positions()
        .map_err(|(i, reason)| t!("tutor-lesson-step-broken", id = lesson.id.as_str(), step = i + 1, reason = reason))
}

/// A step's or a question's heading, after a blank line: `── title · step 2/5 ──`.
fn heading(text: &str) -> String {
    format!("\n{}", wrap(&framed(text)))
}

/// `text` in a heading's frame, on one line.
fn framed(text: &str) -> String {
    format!("── {text} ──")
}

/// What a step or a question shows before its prompt: heading, board and text.
#[derive(Clone)]
struct Page {
    title: String,
    pos: Position,
    board: BoardView,
    text: Option<String>,
    /// The line under the board that names its marked squares, where it is said
    /// ([`marked_line`]).
    marked: Option<String>,
}

/// The line under a board that names the squares it marks `[ ]` ("Highlighted square: 8h"):
/// a screen reader reads the marks as brackets somewhere along a row, and "the highlighted
/// piece on your second row" could not be found by ear (a playtest). Left out where the
/// page's `words` (its text and question) already name every one of them, which saves a row
/// of a small window, and where one of the question's `options` names one: the line would
/// give the answer away ("What is the name of the highlighted square?").
fn marked_line(pos: &Position, highlight: Bitboard, words: &[&str], options: &[String]) -> Option<String> {
    let names: Vec<String> = squares(highlight).map(|sq| pos.geometry().square_name(sq)).collect();
    let all_said = names.iter().all(|name| words.iter().any(|w| names_square(w, name)));
    let answers = names.iter().any(|name| options.iter().any(|o| names_square(o, name)));
    (!names.is_empty() && !all_said && !answers)
        .then(|| t!("board-highlighted", count = names.len(), squares = names.join(" ")))
}

/// Whether `text` names the square `name` as a word of its own (`8h`, `(8h)`, `P-8h`), not
/// inside a move's squares (`8h7g`).
fn names_square(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// How a page is laid out in the room it has (see [`Page::render`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// Heading, full board and text.
    Full,
    /// Heading, compact board and text.
    Compact,
    /// Heading and text, then after a pause the compact board.
    InParts,
}

impl Page {
    /// The page as said, seen whole in `room` rows where it is given (see
    /// [`Prompter::room_above`](crate::ui::Prompter::room_above)): a page taller than that
    /// gets the compact board and a heading without its blank line above; one still taller
    /// comes in two parts, heading and text, then (after a pause) the board, so that what
    /// goes off the top is read first rather than never seen (on 60x20 the heading and file
    /// numbers went; annan-behind's first step took 28 rows of 80x24 before the compact
    /// board). The line naming the marked squares comes under the board where the page so
    /// laid out still fits with it: it never costs the page its full board nor a pause.
    fn render(&self, room: Option<usize>) -> Vec<String> {
        let bare = self.unmarked();
        let form = bare.form(room);
        let marked = self.laid_out(form);
        match room {
            Some(rows) if marked.iter().any(|part| part.lines().count() > rows) => bare.laid_out(form),
            _ => marked,
        }
    }

    /// How the page is laid out in `room` rows (see [`render`](Self::render)).
    fn form(&self, room: Option<usize>) -> Form {
        let Some(rows) = room.filter(|&rows| self.lines(false).lines().count() > rows) else {
            return Form::Full;
        };
        match &self.text {
            Some(_) if self.laid_out(Form::Compact)[0].lines().count() > rows => Form::InParts,
            _ => Form::Compact,
        }
    }

    fn laid_out(&self, form: Form) -> Vec<String> {
        match (form, &self.text) {
            (Form::Full, _) => vec![self.lines(false)],
            (Form::InParts, Some(text)) => vec![format!("{}\n{}", heading(&self.title), wrap(text)), self.board(true)],
            (Form::Compact | Form::InParts, _) => vec![self.lines(true).trim_start_matches('\n').to_string()],
        }
    }

    /// The page without the line naming its marked squares, for where it does not fit.
    fn unmarked(&self) -> Page {
        Page { marked: None, ..self.clone() }
    }

    /// The page again after a wrong answer or the legend, so that retries never push the
    /// board off the window, nor what the step asks: as much of it as `room` takes, in this
    /// order: all of it, as [`render`](Self::render) shows it in one part; the compact board
    /// and the text, without the heading (the text says the task; only the board came again,
    /// and on 80x24 annan-behind's rule and heading went off the top on a wrong pick); the
    /// heading and the board; the board alone. Each with the line naming the marked squares
    /// first, then without it.
    fn again(&self, room: Option<usize>) -> String {
        let mut parts = self.render(room);
        let Some(rows) = room else {
            return parts.pop().unwrap_or_default();
        };
        let whole = (parts.len() == 1).then(|| parts.pop()).flatten();
        let bare = self.unmarked();
        let with_text = |page: &Page| page.text.as_ref().map(|text| format!("{}\n{}", page.board(true), wrap(text)));
        let with_heading =
            |page: &Page| format!("{}\n{}", heading(&page.title).trim_start_matches('\n'), page.board(true));
        [
            whole,
            with_text(self),
            with_text(&bare),
            Some(with_heading(self)),
            Some(with_heading(&bare)),
            Some(self.board(true)),
        ]
        .into_iter()
        .flatten()
        .find(|page| page.lines().count() <= rows)
        .unwrap_or_else(|| bare.board(true))
    }

    /// What is said at a prompt that asks again, `room` rows above it where given: the page
    /// again ([`again`](Self::again)) with `feedback` (why the answer was wrong, or the help
    /// asked for) under it, in one part where the two fit together; else in two, the feedback,
    /// then, after a pause, the page again in the whole room. On 60x20 a question's list
    /// leaves 9 to 14 rows above it and the compact board takes 10 to 12 of them: the answer
    /// to a wrong pick pushed the board's top off the window (290 pages of the lessons and
    /// the quiz in the four languages; one of the quiz on 80x24).
    fn again_with(&self, room: Option<usize>, feedback: &str) -> Vec<String> {
        let under = room.map(|rows| rows.saturating_sub(feedback.lines().count()));
        let page = self.again(under);
        match under {
            Some(rows) if page.lines().count() > rows => vec![feedback.to_string(), self.again(room)],
            _ => vec![format!("{page}\n{feedback}")],
        }
    }

    /// Whether each part of the page as [`render`](Self::render) shows it for `room` is seen
    /// whole there.
    fn fits(&self, room: Option<usize>) -> bool {
        let Some(rows) = room else { return true };
        self.render(room).iter().all(|part| part.lines().count() <= rows)
    }

    /// The page of a question asked under it with `options`, the prompt the question is
    /// asked with and the keywords its list takes besides the options: the question itself,
    /// with its list, where the page fits above that (in one part or two); else the question
    /// said on the page after its text, where it is read before the pause of a page in two
    /// parts and takes none of the list's rows, and recalled on the list's own line, as far
    /// as that line holds it ([`on_a_list_line`](crate::ui::prompt::on_a_list_line)). On
    /// 60x20 a 9x9 board (11 rows), a question wrapped to two rows above its list and five
    /// entries took more than the window, and the board's top went off it; then the list was
    /// asked with `prompt-pick` alone, and the question, read before the board, was off the
    /// window while the learner chose. The keywords are [`QUESTION_WORDS`] where the page is
    /// laid out over a list of them all as over one without `pieces`, else
    /// [`QUESTION_WORDS_SHORT`] (see there): the longer list never costs the page a pause or
    /// the question's place.
    fn ask(
        &mut self,
        prompter: &dyn Prompter,
        question: &str,
        options: &[String],
    ) -> (String, Option<usize>, &'static [Keyword]) {
        let words = self.question_words(prompter, question, options);
        let (prompt, room) = self.ask_with(prompter, question, options, words);
        (prompt, room, words)
    }

    /// The keywords the list of [`ask`](Self::ask) takes: [`QUESTION_WORDS`] where the page
    /// fits over them with the same text (the question on the page or not) and in as many
    /// parts as over [`QUESTION_WORDS_SHORT`] (the compact board may stand for the full one);
    /// else the shorter list.
    fn question_words(&self, prompter: &dyn Prompter, question: &str, options: &[String]) -> &'static [Keyword] {
        let laid_out = |words: &[Keyword]| {
            let mut page = self.clone();
            let (_, room) = page.ask_with(prompter, question, options, words);
            (page.unmarked().form(room) == Form::InParts, page.fits(room), page.text)
        };
        let (in_parts, _, text) = laid_out(&QUESTION_WORDS_SHORT);
        match laid_out(&QUESTION_WORDS) == (in_parts, true, text) {
            true => &QUESTION_WORDS,
            false => &QUESTION_WORDS_SHORT,
        }
    }

    /// [`ask`](Self::ask) with a list that takes `words`.
    fn ask_with(
        &mut self,
        prompter: &dyn Prompter,
        question: &str,
        options: &[String],
        words: &[Keyword],
    ) -> (String, Option<usize>) {
        let room = prompter.room_above(question, options, words);
        if self.fits(room) {
            return (question.to_string(), room);
        }
        self.text = Some(match self.text.take() {
            Some(text) => format!("{text}\n{question}"),
            None => question.to_string(),
        });
        let prompt = crate::ui::prompt::on_a_list_line(question, options.len() + words.len());
        let room = prompter.room_above(&prompt, options, words);
        (prompt, room)
    }

    fn lines(&self, compact: bool) -> String {
        let mut page = heading(&self.title);
        page.push('\n');
        page.push_str(&self.board(compact));
        if let Some(text) = &self.text {
            page.push('\n');
            page.push_str(&wrap(text));
        }
        page
    }

    /// The board, with the line that names its marked squares under it where there is one.
    fn board(&self, compact: bool) -> String {
        let board = render(&self.pos, &BoardView { compact, ..self.board.clone() }).trim_end().to_string();
        match &self.marked {
            Some(line) => format!("{board}\n{}", wrap(line)),
            None => board,
        }
    }
}

/// Lines, as on a terminal whose window scrolls, with `room` rows above each prompt where
/// given (a window too short for a page: it comes in parts, with a pause between them): what
/// the tests of the lesson runner and of the quiz answer through.
#[cfg(test)]
pub(crate) struct Scrolling<'a> {
    lines: crate::ui::LinePrompter<&'a [u8], &'a mut Vec<u8>>,
    room: Option<usize>,
}

#[cfg(test)]
impl<'a> Scrolling<'a> {
    pub(crate) fn new(input: &'a [u8], out: &'a mut Vec<u8>, room: Option<usize>) -> Self {
        Scrolling { lines: crate::ui::LinePrompter::new(input, out), room }
    }
}

#[cfg(test)]
impl Prompter for Scrolling<'_> {
    fn say(&mut self, text: &str) {
        self.lines.say(text);
    }
    fn line(&mut self, prompt: &str) -> Option<String> {
        self.lines.line(prompt)
    }
    fn choose_from(&mut self, prompt: &str, options: &[String], start: Option<usize>) -> Option<usize> {
        self.lines.choose_from(prompt, options, start)
    }
    fn ask_again(
        &mut self,
        prompt: &str,
        options: &[String],
        words: &[crate::ui::Keyword],
        cursor: Option<usize>,
    ) -> Option<crate::ui::Reply> {
        self.lines.ask_again(prompt, options, words, cursor)
    }
    fn scrolls_away(&self) -> bool {
        true
    }
    fn room_above(&self, _prompt: &str, _options: &[String], _words: &[crate::ui::Keyword]) -> Option<usize> {
        self.room
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{bit, Rules, Variant};

    fn marks(pos: &Position, names: &[&str]) -> Bitboard {
        names.iter().fold(0, |bb, name| bb | bit(pos.geometry().parse_square(name).unwrap()))
    }

    #[test]
    fn the_marked_squares_are_named_where_the_page_does_not_name_them() {
        let pos = Position::startpos(Rules::new(Variant::Shogi));
        let read = "Now read one yourself: the highlighted piece on your second row.";
        assert_eq!(marked_line(&pos, marks(&pos, &["8h"]), &[read], &[]).as_deref(), Some("Highlighted square: 8h"));
        // Named by the text or the question: no line.
        assert_eq!(marked_line(&pos, marks(&pos, &["8h"]), &["", "Which piece is on 8h?"], &[]), None);
        // One of two named: both said, in the order the board is read.
        let both = marked_line(&pos, marks(&pos, &["2h", "8h"]), &["The bishop on 8h."], &[]);
        assert_eq!(both.as_deref(), Some("Highlighted squares: 8h 2h"));
        // Where an option names one, the line would answer the question.
        let options = ["3g".to_string(), "7g".to_string()];
        assert_eq!(marked_line(&pos, marks(&pos, &["7g"]), &["Which square is highlighted?"], &options), None);
        assert_eq!(marked_line(&pos, 0, &[read], &[]), None);
    }

    #[test]
    fn a_square_is_named_as_a_word_not_inside_a_move() {
        assert!(names_square("the bishop on 8h.", "8h"));
        assert!(names_square("(8h)", "8h") && names_square("P-8h", "8h"));
        assert!(!names_square("8h7g", "8h") && !names_square("18h", "8h"));
    }

    #[test]
    fn the_marked_line_never_costs_the_page_its_form() {
        let pos = Position::startpos(Rules::new(Variant::Shogi));
        let board = BoardView { highlight: marks(&pos, &["8h"]), ..BoardView::default() };
        let text = Some("Read the highlighted piece.".to_string());
        let marked = Some("Highlighted square: 8h".to_string());
        let page = Page { title: "A step".into(), pos, board, text, marked };
        let bare = page.unmarked();
        let rows = bare.render(None)[0].lines().count();
        assert!(page.render(None)[0].contains("\nHighlighted square: 8h\n"));
        assert!(page.render(Some(rows + 1))[0].contains("\nHighlighted square: 8h\n"));
        // A row short, the same page without the line: full board, in one part.
        assert_eq!(page.render(Some(rows)), bare.render(Some(rows)));
        assert_eq!(page.render(Some(rows))[0].lines().count(), rows);
        // Asked again: the text (the task), then the heading, before the line.
        let compact = bare.board(true).lines().count();
        let read = "Read the highlighted piece.";
        assert_eq!(page.again(Some(compact)), bare.board(true));
        assert_eq!(page.again(Some(compact + 1)), format!("{}\n{read}", bare.board(true)));
        assert_eq!(page.again(Some(compact + 2)), format!("── A step ──\n{}\n{read}", bare.board(true)));
        assert_eq!(page.again(Some(compact + 3)), format!("── A step ──\n{}\n{read}", page.board(true)));
    }
}
