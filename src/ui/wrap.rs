//! Text wrapped to the terminal: every sentence the tutor, the quiz and the menu print goes
//! through [`wrap`], so a narrow window never splits a word and a wide one is not wasted.
//! A command quoted in a sentence between backticks (`` `annan learn --list` ``) is kept on
//! one line, as a person reads and copies it whole.

use std::io::IsTerminal;

/// Lines longer than this are hard to read even on a wide terminal.
const MAX_WIDTH: usize = 100;
/// When output is not a terminal and `COLUMNS` says nothing: the classic terminal.
const DEFAULT_WIDTH: usize = 80;

/// The columns to wrap to: the width of the terminal on stdout (at most 100), else
/// `COLUMNS` as given (a script or test asking for 60 or for unwrapped text), else 80.
pub fn width() -> usize {
    given_width().unwrap_or(DEFAULT_WIDTH)
}

/// The columns a table's rows wrap to: [`width`] where stdout is a terminal or `COLUMNS` asks
/// for a width; `None`, no wrapping, for a pipe or a file otherwise. A script or a screen
/// reader reads a table an entry a line, and a long title wrapped onto a line of its own
/// read as an entry of its own (`learn --list`, a playtest).
pub fn table_width() -> Option<usize> {
    given_width()
}

/// The width of the terminal on stdout (at most 100), else `COLUMNS` as given.
fn given_width() -> Option<usize> {
    let terminal = std::io::stdout()
        .is_terminal()
        .then(|| console::Term::stdout().size_checked())
        .flatten()
        .map(|(_rows, cols)| (cols as usize).min(MAX_WIDTH));
    let columns = || std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok());
    terminal.or_else(columns).filter(|&w| w > 0)
}

/// The rows of the terminal on stdout, else `LINES` as given (a test asking for a window of
/// its own); `None` for output to a file or a pipe, which has no bottom to scroll past.
pub fn height() -> Option<usize> {
    let terminal = std::io::stdout()
        .is_terminal()
        .then(|| console::Term::stdout().size_checked())
        .flatten()
        .map(|(rows, _cols)| rows as usize);
    let lines = || std::env::var("LINES").ok().and_then(|l| l.trim().parse::<usize>().ok());
    terminal.or_else(lines).filter(|&h| h > 0)
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
    fill(text, textwrap::Options::new(width.max(indent.len() + 10)).subsequent_indent(&indent))
}

/// `text` wrapped to `width` columns. Words are never split at hyphens (`P-7f`,
/// `pawn-drop`); only a word longer than a whole line is cut.
pub fn wrap_to(text: &str, width: usize) -> String {
    fill(text, textwrap::Options::new(width.max(1)))
}

/// [`wrap`], never breaking inside a short span between parentheses: the line that reports a
/// menu entry chosen, whose standing "(0/35 done · 0/105 ★)" was split before its star
/// at 80 and 60 columns (a playtest). A span wider than half the line wraps as usual.
pub fn wrap_keeping_brackets(text: &str) -> String {
    wrap_keeping_brackets_to(text, width())
}

/// [`wrap_keeping_brackets`] to `width` columns.
pub fn wrap_keeping_brackets_to(text: &str, width: usize) -> String {
    if text.contains(GLUE) {
        return wrap_to(text, width);
    }
    let mut glued = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else { break };
        let span = &rest[open..=close];
        glued.push_str(&rest[..open]);
        match console::measure_text_width(span) <= width / 2 {
            true => glued.push_str(&span.replace(' ', &GLUE.to_string())),
            false => glued.push_str(span),
        }
        rest = &rest[close + 1..];
    }
    glued.push_str(rest);
    wrap_to(&glued, width).replace(GLUE, " ")
}

/// `text` cut to `room` columns at a word's end, with `…` after the last word kept; whole
/// where it fits. A name that heads a line (a lesson's title in its step heading) reads
/// better without its end than split over two rows.
pub fn cut_at_word(text: &str, room: usize) -> String {
    if console::measure_text_width(text) <= room {
        return text.to_string();
    }
    let mut kept = String::new();
    for word in text.split(' ') {
        let longer = if kept.is_empty() { word.to_string() } else { format!("{kept} {word}") };
        if console::measure_text_width(&longer) + 1 > room {
            break;
        }
        kept = longer;
    }
    match kept.is_empty() {
        // A first word longer than the room: cut inside it.
        true => console::truncate_str(text, room, "…").into_owned(),
        false => format!("{}…", kept.trim_end_matches([',', ':', ';', ' '])),
    }
}

/// Stands for a space inside a quoted command while the text is wrapped: textwrap breaks
/// lines at spaces, never at a no-break space.
const GLUE: char = '\u{a0}';

/// `text` filled with `options`, never breaking inside a span between backticks. The spaces
/// of such a span are glued for the wrapping and given back afterwards, so what is printed
/// (and copied into a shell) has ordinary spaces.
fn fill(text: &str, options: textwrap::Options) -> String {
    let glued = glue_marks(&in_quotes(text, |c| if c == ' ' { GLUE } else { c }), ' ', GLUE);
    // Lines break at spaces only: Unicode's rules would also break between the characters
    // of a Japanese move (`７六` / `歩`).
    let options = options
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .word_separator(textwrap::WordSeparator::AsciiSpace);
    let filled = textwrap::fill(&glued, options);
    glue_marks(&in_quotes(&filled, |c| if c == GLUE { ' ' } else { c }), GLUE, ' ')
}

/// `text` with the space inside the board's marks named in a sentence, `[ ]` and `> <`,
/// turned from `from` into `to`: glued for the wrapping, a mark is never split over two
/// lines (Tagalog's "sa loob ng [ ]" ended a line on `[`).
fn glue_marks(text: &str, from: char, to: char) -> String {
    ["[]", "><"].iter().fold(text.to_string(), |t, pair| {
        let (open, close) = (&pair[..1], &pair[1..]);
        t.replace(&format!("{open}{from}{close}"), &format!("{open}{to}{close}"))
    })
}

/// `text` with `change` applied to the characters between backticks.
fn in_quotes(text: &str, change: impl Fn(char) -> char) -> String {
    let mut quoted = false;
    text.chars()
        .map(|c| {
            quoted ^= c == '`';
            if quoted {
                change(c)
            } else {
                c
            }
        })
        .collect()
}

/// An error for people, `annan: <message>`, as printed on stderr: on a terminal, wrapped to
/// its width with the lines after the first under the message; otherwise on one line, as
/// scripts and tests that read errors line by line expect.
pub fn error_line(message: &str) -> String {
    let line = format!("annan: {message}");
    match stderr_width() {
        Some(width) => under_a_label(&line, "annan: ".len(), width),
        None => line,
    }
}

/// `text` wrapped to `width` columns with every line but the first `indent` columns in, its
/// own lines after the first included: textwrap indents those as continuations but measures
/// their first row as a first line's, so a reason on a line of its own ran one column past
/// an 80-column terminal (a playtest).
fn under_a_label(text: &str, indent: usize, width: usize) -> String {
    let pad = " ".repeat(indent);
    let mut paragraphs = text.split('\n');
    let first = hanging_to(paragraphs.next().unwrap_or_default(), indent, width);
    let options = || textwrap::Options::new(width.max(indent + 10)).initial_indent(&pad).subsequent_indent(&pad);
    std::iter::once(first).chain(paragraphs.map(|p| fill(p.trim_start(), options()))).collect::<Vec<_>>().join("\n")
}

/// Text for stdout that scripts may read line by line (a mating line): wrapped to the
/// terminal when stdout is one, else left on its lines as it is.
pub fn for_stdout(text: &str) -> String {
    if std::io::stdout().is_terminal() {
        wrap(text)
    } else {
        text.to_string()
    }
}

/// The width of the terminal on stderr (at most 100), if stderr is one.
fn stderr_width() -> Option<usize> {
    std::io::stderr()
        .is_terminal()
        .then(|| console::Term::stderr().size_checked())
        .flatten()
        .map(|(_rows, cols)| (cols as usize).min(MAX_WIDTH))
        .filter(|&w| w > 0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_error_of_several_lines_keeps_each_row_within_the_width() {
        let reason =
            "el defensor debe tener en mano todas las piezas que no están en el tablero ni en la mano del atacante";
        let text = under_a_label(&format!("annan: p.sfen no es un problema jugable:\n{reason}"), 7, 80);
        for row in text.lines() {
            assert!(console::measure_text_width(row) <= 80, "{row:?} in\n{text}");
        }
        assert!(text.lines().skip(1).all(|row| row.starts_with("       ") && !row.starts_with("        ")), "{text}");
        assert_eq!(text.lines().next(), Some("annan: p.sfen no es un problema jugable:"));
    }

    #[test]
    fn a_name_too_long_is_cut_after_a_whole_word() {
        assert_eq!(cut_at_word("Annan: taking a backer", 40), "Annan: taking a backer");
        assert_eq!(cut_at_word("Annan: taking a backer can unleash", 22), "Annan: taking a…");
        // A word that ends in a colon loses it before the mark.
        assert_eq!(cut_at_word("Annan: taking", 10), "Annan…");
        assert_eq!(cut_at_word("Minishogi", 5), "Mini…");
        for room in 1..30 {
            let cut = cut_at_word("Límites del reingreso: dos peones", room);
            assert!(console::measure_text_width(&cut) <= room, "{room}: {cut}");
        }
    }

    use super::*;

    #[test]
    fn a_short_span_in_brackets_is_not_split() {
        let line = "✔ Ano ang gusto mong gawin? · Pag-aralan ang mga patakaran (0/35 tapos · 0/105 ★)";
        for width in [60, 80] {
            let wrapped = wrap_keeping_brackets_to(line, width);
            assert!(wrapped.lines().any(|l| l.ends_with("(0/35 tapos · 0/105 ★)")), "{width}: {wrapped}");
            assert!(wrapped.lines().all(|l| console::measure_text_width(l) <= width), "{wrapped}");
            assert!(!wrapped.contains(GLUE), "{wrapped:?}");
        }
        // A long span wraps as any text.
        let long = format!("a ({})", "word ".repeat(20).trim_end());
        assert_eq!(wrap_keeping_brackets_to(&long, 40), wrap_to(&long, 40));
    }

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
    fn a_quoted_command_stays_on_one_line_with_its_spaces() {
        let text = "Letters are easier? Add `--pieces letters` to the command, as in `annan puzzle --pieces letters`.";
        for width in [36, 40, 50, 60] {
            for wrapped in [wrap_to(text, width), hanging_to(text, 2, width)] {
                assert!(wrapped.lines().any(|l| l.contains("`annan puzzle --pieces letters`")), "{width}:\n{wrapped}");
                assert!(wrapped.lines().any(|l| l.contains("`--pieces letters`")), "{width}:\n{wrapped}");
                assert!(!wrapped.contains(GLUE), "{wrapped:?}");
            }
        }
        // Outside quotes, lines still break at spaces; a no-break space of the text stays.
        assert_eq!(wrap_to("one two `a b`", 8), "one two\n`a b`");
        assert_eq!(wrap_to("1\u{a0}000 `x`", 80), "1\u{a0}000 `x`");
    }

    #[test]
    fn a_board_mark_named_in_a_sentence_stays_on_one_line() {
        // The legend's own sentences in Tagalog, where `[` ended a line.
        let legend = |id| crate::i18n::message_in(crate::i18n::Lang::Tl, id, &[]);
        let text = format!("{} {}", legend("board-legend-highlight"), legend("board-legend-last-move"));
        assert!(text.contains("[ ]") && text.contains("> <"), "{text}");
        for width in 20..60 {
            let wrapped = wrap_to(&text, width);
            assert!(wrapped.contains("[ ]") && wrapped.contains("> <"), "{width}:\n{wrapped}");
            assert!(!wrapped.contains(GLUE), "{wrapped:?}");
        }
    }

    #[test]
    fn a_japanese_move_is_not_broken_between_its_characters() {
        let text = "Escribe una jugada: USI (7g7f), occidental (P-7f) o japonesa (７六歩), o su número.";
        for width in 30..60 {
            let wrapped = wrap_to(text, width);
            assert!(wrapped.contains("(７六歩),"), "{width}:\n{wrapped}");
        }
    }

    #[test]
    fn wide_characters_count_double() {
        let wrapped = wrap_to("歩 香 桂 銀 金 角 飛 玉", 8);
        assert!(wrapped.lines().all(|l| textwrap::core::display_width(l) <= 8), "{wrapped}");
        assert!(wrapped.lines().count() > 1);
    }
}
