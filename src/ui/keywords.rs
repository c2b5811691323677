//! The words a learner types at a prompt instead of an answer (`hint`, `quit`, `legend`…).
//!
//! Each language names them in its message file (`locales/<lang>/keyword.ftl`, the
//! "keyword" rows of `docs/GLOSSARY.md`); the English word is accepted in every language, so
//! a learner who read an English guide is never stuck. Messages that tell a learner what to
//! type refer to the same entries (`{ keyword-hint }`), so the word shown is the word read.
//!
//! ```
//! use annan::ui::keywords::Keyword;
//! assert_eq!(Keyword::parse("  HINT "), Some(Keyword::Hint));
//! assert_eq!(Keyword::parse("7g7f"), None);
//! ```

use crate::i18n::{self, Lang};

/// A command word understood at the tutor's and the puzzle player's prompts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Keyword {
    Hint,
    Moves,
    Board,
    /// Each side's pieces in words ([`crate::i18n::pieces`]): the board for a reader who
    /// cannot see it.
    Pieces,
    Quit,
    Legend,
    Solution,
    Help,
}

impl Keyword {
    pub const ALL: [Keyword; 8] = [
        Keyword::Hint,
        Keyword::Moves,
        Keyword::Board,
        Keyword::Pieces,
        Keyword::Quit,
        Keyword::Legend,
        Keyword::Solution,
        Keyword::Help,
    ];

    /// The message id naming this keyword.
    fn id(self) -> &'static str {
        match self {
            Keyword::Hint => "keyword-hint",
            Keyword::Moves => "keyword-moves",
            Keyword::Board => "keyword-board",
            Keyword::Pieces => "keyword-pieces",
            Keyword::Quit => "keyword-quit",
            Keyword::Legend => "keyword-legend",
            Keyword::Solution => "keyword-solution",
            Keyword::Help => "keyword-help",
        }
    }

    /// Other spellings accepted in every language: what programs commonly take for these
    /// (`q` leaves lists, pagers and most terminal programs; typed at a puzzle's move
    /// prompt it was "not a move", a playtest).
    fn aliases(self) -> &'static [&'static str] {
        match self {
            Keyword::Quit => &["exit", "q"],
            Keyword::Help => &["?"],
            _ => &[],
        }
    }

    /// The message listing, in a language, the other words a learner may type for this
    /// keyword, one space between them: the words the texts use for what it does, where the
    /// keyword is another (Portuguese asks for `resposta` and says "vês a solução", and
    /// `solução` was taken for a move).
    fn others_id(self) -> Option<&'static str> {
        match self {
            Keyword::Solution => Some("keyword-solution-also"),
            // Portuguese players say «dica» as often as «pista» (a playtest).
            Keyword::Hint => Some("keyword-hint-also"),
            _ => None,
        }
    }

    /// A name that never changes, for files such as the progress file.
    pub fn key(self) -> &'static str {
        self.id().trim_start_matches("keyword-")
    }

    /// The keyword a [`key`](Keyword::key) names.
    pub fn from_key(key: &str) -> Option<Keyword> {
        Keyword::ALL.into_iter().find(|k| k.key() == key)
    }

    /// The word in the session's language, as help texts show it.
    pub fn word(self) -> String {
        self.word_in(i18n::current())
    }

    /// The word in `lang`.
    pub fn word_in(self, lang: Lang) -> String {
        i18n::message_in(lang, self.id(), &[])
    }

    /// The keyword a learner typed, in the session's language or in English (any case,
    /// surrounding spaces ignored); `None` for anything else, such as a move.
    pub fn parse(input: &str) -> Option<Keyword> {
        Keyword::parse_in(input, i18n::current())
    }

    /// [`parse`](Keyword::parse) for a given language.
    pub fn parse_in(input: &str, lang: Lang) -> Option<Keyword> {
        let typed = plain(input.trim());
        if typed.is_empty() {
            return None;
        }
        // The other words of the language and of English, as the keyword itself is taken in
        // English too (`clue` asked for a hint in Tagalog, and was a move in Spanish).
        let others =
            |k: Keyword, lang: Lang| k.others_id().map(|id| i18n::message_in(lang, id, &[])).unwrap_or_default();
        Keyword::ALL.into_iter().find(|&k| {
            plain(&k.word_in(lang)) == typed
                || k.word_in(Lang::En) == typed
                || k.aliases().contains(&typed.as_str())
                || [lang, Lang::En]
                    .into_iter()
                    .any(|l| others(k, l).split_whitespace().any(|other| plain(other) == typed))
        })
    }
}

/// Lower case without the accents a learner may or may not type (`solución` = `solucion`).
pub(crate) fn plain(word: &str) -> String {
    word.to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ã' => 'a',
            'é' | 'ê' => 'e',
            'í' => 'i',
            'ó' | 'ô' | 'õ' => 'o',
            'ú' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_words_and_english_words_are_both_understood() {
        assert_eq!(Keyword::parse_in("pista", Lang::Es), Some(Keyword::Hint));
        assert_eq!(Keyword::parse_in("Hint", Lang::Es), Some(Keyword::Hint));
        assert_eq!(Keyword::parse_in("sair", Lang::Pt), Some(Keyword::Quit));
        assert_eq!(Keyword::parse_in("alis", Lang::Tl), Some(Keyword::Quit));
        assert_eq!(Keyword::parse_in("exit", Lang::Tl), Some(Keyword::Quit));
        assert_eq!(Keyword::parse_in(" Q ", Lang::Es), Some(Keyword::Quit));
        assert_eq!(Keyword::parse_in("leyenda", Lang::Es), Some(Keyword::Legend));
        assert_eq!(Keyword::parse_in("Piezas", Lang::Es), Some(Keyword::Pieces));
        assert_eq!(Keyword::parse_in("pecas", Lang::Pt), Some(Keyword::Pieces));
        assert_eq!(Keyword::parse_in("pieces", Lang::Tl), Some(Keyword::Pieces));
        assert_eq!(Keyword::parse_in("Solución", Lang::Es), Some(Keyword::Solution));
        assert_eq!(Keyword::parse_in("solucion", Lang::Es), Some(Keyword::Solution));
        // The word the help uses for what the keyword shows, with or without its accents.
        assert_eq!(Keyword::parse_in("solução", Lang::Pt), Some(Keyword::Solution));
        assert_eq!(Keyword::parse_in("Solucao", Lang::Pt), Some(Keyword::Solution));
        assert_eq!(Keyword::parse_in("solusyon", Lang::Tl), Some(Keyword::Solution));
        // A word of another language is a move attempt there, not a keyword.
        assert_eq!(Keyword::parse_in("salir", Lang::Pt), None);
        assert_eq!(Keyword::parse_in("", Lang::En), None);
        assert_eq!(Keyword::parse_in("P-7f", Lang::En), None);
    }

    #[test]
    fn every_word_a_keyword_takes_reads_as_that_keyword() {
        assert_eq!(Keyword::parse_in("dica", Lang::Pt), Some(Keyword::Hint));
        // English's other words too, as its keywords are taken in every language.
        assert_eq!(Keyword::parse_in("clue", Lang::Es), Some(Keyword::Hint));
        assert_eq!(Keyword::parse_in("answer", Lang::Pt), Some(Keyword::Solution));
        // No word is two keywords' in one language (Spanish `ayuda` is help, not a hint).
        for lang in Lang::ALL {
            for k in Keyword::ALL {
                let others = k.others_id().map(|id| i18n::message_in(lang, id, &[])).unwrap_or_default();
                for word in std::iter::once(k.word_in(lang)).chain(others.split_whitespace().map(String::from)) {
                    assert_eq!(Keyword::parse_in(&word, lang), Some(k), "{}: {word}", lang.code());
                }
            }
        }
    }

    #[test]
    fn keys_name_keywords_in_files() {
        for k in Keyword::ALL {
            assert_eq!(Keyword::from_key(k.key()), Some(k));
        }
        assert_eq!(Keyword::Hint.key(), "hint");
    }

    #[test]
    fn every_keyword_has_a_distinct_word_in_every_language() {
        for lang in Lang::ALL {
            for k in Keyword::ALL {
                let word = k.word_in(lang);
                assert!(!word.is_empty() && !word.contains(' '), "{lang:?} {k:?}: `{word}`");
                assert_eq!(Keyword::parse_in(&word, lang), Some(k), "{lang:?}: `{word}`");
            }
        }
    }
}
