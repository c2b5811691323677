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
use crate::rules::Position;
use crate::t;
use crate::ui::{render, wrap, BoardView, Prompter};
use runner::QUESTION_WORDS;

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
struct Page {
    title: String,
    pos: Position,
    board: BoardView,
    text: Option<String>,
}

impl Page {
    /// The page as said, seen whole in `room` rows where it is given (see
    /// [`Prompter::room_above`](crate::ui::Prompter::room_above)): a page taller than that
    /// gets the compact board and a heading without its blank line above; one still taller
    /// comes in two parts, heading and text, then (after a pause) the board, so that what
    /// goes off the top is read first rather than never seen (on 60x20 the heading and file
    /// numbers went; annan-behind's first step took 28 rows of 80x24 before the compact
    /// board).
    fn render(&self, room: Option<usize>) -> Vec<String> {
        let full = self.lines(false);
        let Some(rows) = room.filter(|&rows| full.lines().count() > rows) else {
            return vec![full];
        };
        let compact = self.lines(true).trim_start_matches('\n').to_string();
        match &self.text {
            Some(text) if compact.lines().count() > rows => {
                vec![format!("{}\n{}", heading(&self.title), wrap(text)), self.board(true)]
            }
            _ => vec![compact],
        }
    }

    /// The page again after a wrong answer or the legend, so that retries never push the
    /// board off the window, nor what the step asks: as much of it as `room` takes, in this
    /// order: all of it, as [`render`](Self::render) shows it in one part; the compact board
    /// and the text, without the heading (the text says the task; only the board came again,
    /// and on 80x24 annan-behind's rule and heading went off the top on a wrong pick); the
    /// heading and the board; the board alone.
    fn again(&self, room: Option<usize>) -> String {
        let mut parts = self.render(room);
        let Some(rows) = room else {
            return parts.pop().unwrap_or_default();
        };
        let whole = (parts.len() == 1).then(|| parts.pop()).flatten();
        let board = self.board(true);
        let with_text = self.text.as_ref().map(|text| format!("{board}\n{}", wrap(text)));
        let with_heading = format!("{}\n{board}", heading(&self.title).trim_start_matches('\n'));
        [whole, with_text, Some(with_heading)]
            .into_iter()
            .flatten()
            .find(|page| page.lines().count() <= rows)
            .unwrap_or(board)
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

    /// The page of a question asked under it with `options`, and the prompt the question is
    /// asked with: the question itself, with its list, where the page fits above that (in one
    /// part or two); else the question said on the page after its text, where it is read
    /// before the pause of a page in two parts and takes none of the list's rows, and recalled
    /// on the list's own line, as far as that line holds it
    /// ([`on_a_list_line`](crate::ui::prompt::on_a_list_line)). On 60x20 a 9x9 board (11
    /// rows), a question wrapped to two rows above its list and five entries took more than
    /// the window, and the board's top went off it; then the list was asked with
    /// `prompt-pick` alone, and the question, read before the board, was off the window
    /// while the learner chose.
    fn ask(&mut self, prompter: &dyn Prompter, question: &str, options: &[String]) -> (String, Option<usize>) {
        let room = prompter.room_above(question, options, &QUESTION_WORDS);
        if self.fits(room) {
            return (question.to_string(), room);
        }
        self.text = Some(match self.text.take() {
            Some(text) => format!("{text}\n{question}"),
            None => question.to_string(),
        });
        let prompt = crate::ui::prompt::on_a_list_line(question, options.len() + QUESTION_WORDS.len());
        let room = prompter.room_above(&prompt, options, &QUESTION_WORDS);
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

    fn board(&self, compact: bool) -> String {
        render(&self.pos, &BoardView { compact, ..self.board.clone() }).trim_end().to_string()
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
