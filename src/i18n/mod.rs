//! The words people read, in their language: Project Fluent message files
//! (`locales/<lang>/<area>.ftl`, embedded at build time) looked up by id, with arguments.
//!
//! The language is chosen at start-up ([`choose`]): `--lang`, else `ANNAN_LANG`, else the
//! language the learner picked in the main menu (remembered in the progress file), else the
//! user's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. A pick in the main menu
//! changes it for the rest of the session ([`switch`]). Rust code passes ids and
//! arguments ([`t!`](crate::t)); numbers go in as numbers so the `.ftl` files choose plural
//! forms by CLDR rules.

pub mod pieces;
pub mod rules;
pub mod sfen;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::RwLock;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // Unicode isolation marks show as stray characters in terminals.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language annan speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Es,
    Pt,
    Tl,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Es, Lang::Pt, Lang::Tl];

    /// The code used in flags, environment variables, content maps and `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Tl => "tl",
        }
    }

    /// A code as typed (`es`) or a locale name (`es_ES.UTF-8`, `pt-BR`); `None` if we do
    /// not speak it.
    pub fn parse(text: &str) -> Option<Lang> {
        let code = text.trim().split(['_', '-', '.', '@']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == code || (code == "fil" && *l == Lang::Tl))
    }

    /// The language's own name, as the language menu shows it.
    pub fn name(self) -> String {
        message_in(self, "lang-name", &[])
    }

    /// The language's own name as it is written mid-sentence: lower case in Spanish and
    /// Portuguese ("en español"), where the language menu's list starts it with a capital.
    pub fn name_in_sentence(self) -> String {
        message_in(self, "lang-name-in-sentence", &[])
    }

    fn id(self) -> LanguageIdentifier {
        self.code().parse().expect("the four codes are valid language identifiers")
    }
}

/// Why a language setting was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLanguage {
    /// Where the setting came from: `--lang` or `ANNAN_LANG`.
    pub source: &'static str,
    pub value: String,
}

impl UnknownLanguage {
    /// One line for the person, in the language we fell back to: `--lang` is refused, while
    /// an unknown `ANNAN_LANG` is only warned of, since it stops every command, a GUI's USI
    /// engine included, and the person may not know where it was set.
    pub fn message(&self) -> String {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        let (source, value, known) = (self.source, self.value.as_str(), known.join(", "));
        if self.is_fatal() {
            crate::t!("lang-unknown", source = source, value = value, known = known)
        } else {
            let language = current().name_in_sentence();
            crate::t!("lang-unknown-env", source = source, value = value, known = known, language = language)
        }
    }

    /// Whether annan stops for it (`--lang`), rather than going on in another language.
    pub fn is_fatal(&self) -> bool {
        self.source == "--lang"
    }
}

/// Text a person gave, as an error quotes it back: whole up to [`EXCERPT`] characters, else
/// its start and `…` (a 5 MB line typed or piped at a prompt was echoed whole).
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// How many characters of a person's text an error quotes.
pub const EXCERPT: usize = 60;

/// The language in use (English until [`choose`] ran).
static CURRENT: RwLock<Lang> = RwLock::new(Lang::En);

/// The language in use.
pub fn current() -> Lang {
    CURRENT.read().map_or(Lang::En, |c| *c)
}

fn set(lang: Lang) {
    if let Ok(mut c) = CURRENT.write() {
        *c = lang;
    }
}

/// The learner picked `lang` in the menu: use it from now on, whatever `--lang` or
/// `ANNAN_LANG` chose at the start (the pick is the person's latest word; it said "from
/// now on annan speaks Tagalog" and went on in Spanish). The environment's setting is
/// returned when it names another language: it still chooses when annan starts again.
pub fn switch(lang: Lang) -> Option<String> {
    set(lang);
    std::env::var("ANNAN_LANG").ok().filter(|v| Lang::parse(v.trim()).is_some_and(|l| l != lang))
}

/// Picks the language from the flag, the environment, the remembered choice and the locale,
/// in that order, and uses it. An unknown code in the flag or in `ANNAN_LANG` is an error.
pub fn choose(flag: Option<&str>, remembered: Option<Lang>) -> Result<Lang, UnknownLanguage> {
    let env = std::env::var("ANNAN_LANG").ok();
    let locale = sys_locale::get_locale();
    let lang = resolve(flag, env.as_deref(), remembered, locale.as_deref()).inspect_err(|e| {
        // Say what was wrong in the language the other settings would give.
        let env = if e.source == "ANNAN_LANG" { None } else { env.as_deref() };
        set(resolve(None, env, remembered, locale.as_deref()).unwrap_or(Lang::En));
    })?;
    set(lang);
    Ok(lang)
}

/// [`choose`] without the process state, for tests.
pub fn resolve(
    flag: Option<&str>,
    env: Option<&str>,
    remembered: Option<Lang>,
    locale: Option<&str>,
) -> Result<Lang, UnknownLanguage> {
    for (source, value) in [("--lang", flag), ("ANNAN_LANG", env)] {
        if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
            return Lang::parse(value).ok_or(UnknownLanguage { source, value: value.to_string() });
        }
    }
    Ok(remembered.or_else(|| locale.and_then(Lang::parse)).unwrap_or(Lang::En))
}

/// `s` with its first letter in upper case: a message that starts a sentence where it is
/// written, but follows a colon or another message elsewhere, is written in lower case.
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The message `id` in the current language, with arguments. Use [`t!`](crate::t).
pub fn message(id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    message_in(current(), id, args)
}

/// The message `id` in `lang`; a missing id falls back to English (the tests make sure no
/// shipped id is missing anywhere).
pub fn message_in(lang: Lang, id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    let map: HashMap<Cow<'static, str>, FluentValue> =
        args.iter().map(|(k, v)| (Cow::Borrowed(*k), v.clone())).collect();
    let found = if map.is_empty() {
        LOCALES.try_lookup(&lang.id(), id)
    } else {
        LOCALES.try_lookup_with_args(&lang.id(), id, &map)
    };
    found.unwrap_or_else(|| id.to_string())
}

/// A value a message argument can take: text or a number.
pub fn arg<T: IntoArg>(value: T) -> FluentValue<'static> {
    value.into_arg()
}

/// Conversion of message arguments; numbers stay numbers so plural rules apply.
pub trait IntoArg {
    fn into_arg(self) -> FluentValue<'static>;
}

impl IntoArg for String {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl IntoArg for &str {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

impl IntoArg for &String {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

macro_rules! numeric_args {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> FluentValue<'static> {
                FluentValue::from(self as f64)
            }
        }
    )*};
}
numeric_args!(u8, u16, u32, u64, usize, i32, i64, f64);

/// The message `id` in the current language: `t!("puzzle-solved")` or
/// `t!("lesson-stars", stars = 2, total = 3)`.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::message($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message($id, &[$((stringify!($name), $crate::i18n::arg($value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_keeps_short_text_and_cuts_long_text_on_a_character() {
        assert_eq!(excerpt("7g7f"), "7g7f");
        let long = "歩".repeat(EXCERPT + 5);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), EXCERPT + 1);
        assert!(cut.ends_with('…') && long.starts_with(cut.trim_end_matches('…')));
        assert_eq!(excerpt(&"a".repeat(EXCERPT)), "a".repeat(EXCERPT));
    }

    #[test]
    fn the_flag_beats_the_environment_which_beats_the_remembered_choice_and_the_locale() {
        assert_eq!(resolve(Some("tl"), Some("es"), Some(Lang::Pt), Some("es_ES.UTF-8")), Ok(Lang::Tl));
        assert_eq!(resolve(None, Some("es"), Some(Lang::Pt), Some("tl_PH")), Ok(Lang::Es));
        assert_eq!(resolve(None, None, Some(Lang::Pt), Some("es_ES.UTF-8")), Ok(Lang::Pt));
        assert_eq!(resolve(None, None, None, Some("es_ES.UTF-8")), Ok(Lang::Es));
        assert_eq!(resolve(None, None, None, Some("pt-BR")), Ok(Lang::Pt));
        assert_eq!(resolve(None, None, None, Some("fil_PH")), Ok(Lang::Tl));
        assert_eq!(resolve(None, None, None, Some("fr_FR.UTF-8")), Ok(Lang::En));
        assert_eq!(resolve(None, None, None, Some("C")), Ok(Lang::En));
        assert_eq!(resolve(None, Some(""), None, None), Ok(Lang::En));
    }

    #[test]
    fn an_unknown_code_is_refused_and_says_where_it_came_from() {
        let e = resolve(Some("xx"), None, None, None).unwrap_err();
        assert_eq!(e, UnknownLanguage { source: "--lang", value: "xx".into() });
        assert!(e.message().contains("xx") && e.message().contains("en, es, pt, tl"), "{}", e.message());
        assert_eq!(resolve(None, Some("klingon"), None, None).unwrap_err().source, "ANNAN_LANG");
    }
}
