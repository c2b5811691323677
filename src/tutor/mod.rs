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
use crate::rules::{Bitboard, Move, Position};
use crate::t;
use crate::ui::{render, wrap, BoardView, PieceStyle};

/// Each step's starting position, or which step of the lesson is broken and why (the
/// checks of `annan check` catch that before a lesson ships).
fn start_positions(lesson: &Lesson) -> Result<Vec<Position>, String> {
    lesson
        .start_positions()
        .map_err(|(i, reason)| t!("tutor-lesson-step-broken", id = lesson.id.as_str(), step = i + 1, reason = reason))
}

/// A step's or a question's heading, after a blank line: `── title · step 2/5 ──`.
fn heading(text: &str) -> String {
    format!("\n{}", wrap(&format!("── {text} ──")))
}

/// The board with a lesson's highlighted squares and the last move; under a question
/// (`asks`), without check or mate on the turn line (see [`BoardView::quiet`]).
fn show_board(
    pos: &Position,
    style: PieceStyle,
    highlight: Bitboard,
    last_move: Option<(Move, String)>,
    asks: bool,
) -> String {
    let text = render(pos, &BoardView { pieces: style, highlight, last_move, quiet: asks });
    text.trim_end().to_string()
}
