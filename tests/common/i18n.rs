//! What the language tests share: which lines of a run must read differently in another
//! language than in English, and whether a line shows a Fluent fallback instead of words.

use std::collections::HashSet;

/// Lines that belong to a board: from the hand line above the file numbers to the status
/// line under the hand line below (boards have their own translation, and squares and
/// kanji are the same in every language).
pub fn board_lines(lines: &[&str]) -> HashSet<usize> {
    let mut out = HashSet::new();
    for (i, l) in lines.iter().enumerate() {
        let numbers = l.split_whitespace().all(|w| w.parse::<u8>().is_ok()) && l.split_whitespace().count() >= 5;
        let rule_next = lines.get(i + 1).is_some_and(|n| n.starts_with('+'));
        if numbers && rule_next {
            let bottom = (i + 2..lines.len()).find(|&j| lines[j].starts_with('+')).unwrap_or(lines.len() - 1);
            out.extend(i.saturating_sub(1)..=(bottom + 2).min(lines.len() - 1));
        }
    }
    out
}

/// The words of `text`, lower-cased: runs of letters.
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(str::to_lowercase)
}

/// The words a language keeps from English: names of games and notations, and the terms
/// that docs/GLOSSARY.md writes the same in English and in that language's column (Tagalog
/// keeps `rook`, `bishop`, `dragon`…).
pub fn kept_words(lang: &str) -> HashSet<String> {
    let glossary = include_str!("../../docs/GLOSSARY.md");
    let column = ["en", "es", "pt", "tl"].iter().position(|l| *l == lang).unwrap();
    let mut kept: HashSet<String> =
        ["annan", "shogi", "minishogi", "usi", "sfen", "id", "kanji"].map(String::from).into();
    for row in glossary.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').collect();
        if let (Some(en), Some(local)) = (cells.first(), cells.get(column)) {
            let en: HashSet<String> = words(en).collect();
            kept.extend(words(local).filter(|w| en.contains(w)));
        }
    }
    kept
}

/// Whether a line says something in words: a word of three or more letters that is not a
/// move, a square or a word `kept` from English.
pub fn has_words(line: &str, kept: &HashSet<String>) -> bool {
    words(line).any(|w| w.chars().count() >= 3 && !kept.contains(&w))
}

/// The lines of `text` a translation into a language that keeps `kept` must change: not
/// board lines, not blank, with words.
pub fn prose(text: &str, kept: &HashSet<String>) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let boards = board_lines(&lines);
    lines
        .iter()
        .enumerate()
        .filter(|(i, l)| !boards.contains(i) && has_words(l, kept))
        .map(|(_, l)| l.trim().to_string())
        .collect()
}

/// Whether a line has words once what is data is set aside: tokens with a digit, a slash, a
/// dot or a `*` (moves, squares, SFEN, file paths, numbers) and options (`--hash`). Such a
/// line may read the same in every language; one with words left may not.
pub fn says_more_than_data(line: &str, kept: &HashSet<String>) -> bool {
    let data = |t: &&str| t.starts_with('-') || t.contains(|c: char| c.is_ascii_digit() || "/\\.*".contains(c));
    let rest: Vec<&str> = line.split_whitespace().filter(|t| !data(t)).collect();
    has_words(&rest.join(" "), kept)
}

/// Every message id English has (`locales/en/*.ftl`): shown instead of a message, one is a
/// Fluent fallback.
pub fn message_ids() -> HashSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
    let mut ids = HashSet::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            if let Some((id, _)) = line.split_once(" = ") {
                if id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') && id.contains('-') {
                    ids.insert(id.to_string());
                }
            }
        }
    }
    ids
}

/// What in `line` betrays a missing message or argument: a message id in place of the
/// message, or a placeable Fluent could not fill (`{ $name }`, `{$name}`).
pub fn fallback(line: &str, ids: &HashSet<String>) -> Option<String> {
    if line.contains("{ $") || line.contains("{$") {
        return Some("an unfilled placeable".to_string());
    }
    line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|token| ids.contains(*token))
        .map(|id| format!("the message id {id}"))
}
