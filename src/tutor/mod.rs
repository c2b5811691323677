//! Teaching: the lesson runner, the quiz and the scripted answers of `--demo`. Everything here talks to a person through a
//! [`Prompter`](crate::ui::Prompter), so a lesson plays the same on a terminal, from piped
//! answers and in tests.

pub mod quiz;
pub mod runner;
pub mod script;

pub use runner::{Finish, Runner};

use crate::rules::{Bitboard, Move, Position};
use crate::ui::{render, BoardView, PieceStyle};

/// Columns texts are wrapped to: readable on an 80-column terminal.
const WIDTH: usize = 78;

/// The board with a lesson's highlighted squares and the last move.
fn show_board(pos: &Position, style: PieceStyle, highlight: Bitboard, last_move: Option<(Move, String)>) -> String {
    let text = render(pos, &BoardView { pieces: style, highlight, last_move });
    text.trim_end().to_string()
}

/// Wraps text at word boundaries to [`WIDTH`] columns, keeping its own line breaks.
fn wrap(text: &str) -> String {
    let mut out = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > WIDTH {
                out.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        out.push(line);
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_words_whole_and_lines_short() {
        let text = "word ".repeat(40);
        let wrapped = wrap(&text);
        assert!(wrapped.lines().all(|l| l.chars().count() <= WIDTH));
        assert_eq!(wrapped.split_whitespace().count(), 40);
        assert_eq!(wrap("a\nb"), "a\nb");
    }
}
