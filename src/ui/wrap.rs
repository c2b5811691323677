//! Text wrapped to the terminal: every sentence the tutor, the quiz and the menu print goes
//! through [`wrap`], so a narrow window never splits a word and a wide one is not wasted.

use std::io::IsTerminal;

/// Lines longer than this are hard to read even on a wide terminal.
const MAX_WIDTH: usize = 100;
/// When output is not a terminal and `COLUMNS` says nothing: the classic terminal.
const DEFAULT_WIDTH: usize = 80;

/// The columns to wrap to: the width of the terminal on stdout (at most 100), else
/// `COLUMNS` as given (a script or test asking for 60 or for unwrapped text), else 80.
pub fn width() -> usize {
    let terminal = std::io::stdout()
        .is_terminal()
        .then(|| console::Term::stdout().size_checked())
        .flatten()
        .map(|(_rows, cols)| (cols as usize).min(MAX_WIDTH));
    let columns = || std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok());
    terminal.or_else(columns).filter(|&w| w > 0).unwrap_or(DEFAULT_WIDTH)
}

/// `text` wrapped to [`width`] columns at spaces, keeping its own line breaks.
pub fn wrap(text: &str) -> String {
    wrap_to(text, width())
}

/// `text` wrapped to `width` columns. Words are never split at hyphens (`P-7f`,
/// `pawn-drop`); only a word longer than a whole line is cut.
pub fn wrap_to(text: &str, width: usize) -> String {
    let options = textwrap::Options::new(width.max(1)).word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::fill(text, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_stay_whole_and_lines_fit() {
        let text = "The silver on 4h moves like the gold behind it: P-7f, then pawn-drop mate. ".repeat(6);
        for width in [20, 60, 78] {
            let wrapped = wrap_to(&text, width);
            assert!(wrapped.lines().all(|l| textwrap::core::display_width(l) <= width), "{wrapped}");
            let words: Vec<&str> = wrapped.split_whitespace().collect();
            assert_eq!(words, text.split_whitespace().collect::<Vec<_>>());
        }
        assert_eq!(wrap_to("a\nb", 60), "a\nb");
    }

    #[test]
    fn wide_characters_count_double() {
        let wrapped = wrap_to("歩 香 桂 銀 金 角 飛 玉", 8);
        assert!(wrapped.lines().all(|l| textwrap::core::display_width(l) <= 8), "{wrapped}");
        assert!(wrapped.lines().count() > 1);
    }
}
