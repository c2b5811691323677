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

/// `text` wrapped to [`width`] columns with every line after the first indented by `indent`
/// spaces, as a numbered option or a table row that goes on under its first column. The
/// text keeps at least 10 columns of its own however narrow the terminal.
pub fn hanging(text: &str, indent: usize) -> String {
    hanging_to(text, indent, width())
}

/// [`hanging`] to `width` columns.
pub fn hanging_to(text: &str, indent: usize, width: usize) -> String {
    let indent = " ".repeat(indent);
    let options = textwrap::Options::new(width.max(indent.len() + 10))
        .subsequent_indent(&indent)
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::fill(text, options)
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
    fn a_hanging_indent_keeps_the_first_line_as_it_is() {
        let row = format!("  1. {}", "word ".repeat(20));
        let wrapped = hanging_to(&row, 5, 30);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines[0].starts_with("  1. word") && lines.len() > 1, "{wrapped}");
        assert!(lines[1..].iter().all(|l| l.starts_with("     word") && l.len() <= 30), "{wrapped}");
        // Padding between table columns survives.
        assert_eq!(hanging_to("id    game  title", 12, 40), "id    game  title");
    }

    #[test]
    fn wide_characters_count_double() {
        let wrapped = wrap_to("歩 香 桂 銀 金 角 飛 玉", 8);
        assert!(wrapped.lines().all(|l| textwrap::core::display_width(l) <= 8), "{wrapped}");
        assert!(wrapped.lines().count() > 1);
    }
}
