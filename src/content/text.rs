//! Translatable text: every sentence a lesson or quiz question shows is a map from language
//! code to text, and every map holds each language annan speaks ([`Lang::ALL`]), so a learner never
//! meets a sentence in a language they did not choose.

use crate::i18n::Lang;
use crate::t;
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// A text in every language annan speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text(BTreeMap<String, String>);

/// Read through a visitor rather than `#[serde(try_from)]`: an error raised while the map is
/// being read carries the map's line and column, one raised after it would carry none.
impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
        struct Languages;
        impl<'de> Visitor<'de> for Languages {
            type Value = Text;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(&t!("content-expecting-language-map"))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Text, A::Error> {
                let mut map = BTreeMap::new();
                while let Some((code, text)) = access.next_entry::<String, String>()? {
                    map.insert(code, text);
                }
                Text::try_from(map).map_err(serde::de::Error::custom)
            }
        }
        deserializer.deserialize_map(Languages)
    }
}

impl Text {
    /// The text in `lang` (English for a code annan does not speak).
    pub fn get(&self, lang: &str) -> &str {
        self.0.get(lang).or_else(|| self.0.get("en")).map_or("", String::as_str)
    }

    /// The text in the language of this session ([`crate::i18n::current`]).
    pub fn local(&self) -> &str {
        self.get(crate::i18n::current().code())
    }

    /// Each of `texts` in the language of this session (a question's options).
    pub fn all_local(texts: &[Text]) -> Vec<String> {
        texts.iter().map(|t| t.local().to_string()).collect()
    }
}

/// The codes of the languages annan speaks, joined for a message.
fn codes(langs: impl Iterator<Item = Lang>) -> String {
    langs.map(Lang::code).collect::<Vec<_>>().join(", ")
}

impl TryFrom<BTreeMap<String, String>> for Text {
    type Error = String;

    /// Refuses a map with a language missing or empty, or with a code annan does not speak
    /// (a typo such as `ex:` would otherwise hide a missing translation).
    fn try_from(map: BTreeMap<String, String>) -> Result<Text, String> {
        if let Some(code) = map.keys().find(|k| Lang::ALL.iter().all(|l| l.code() != k.as_str())) {
            return Err(t!("content-text-unknown-language", code = code, known = codes(Lang::ALL.into_iter())));
        }
        let missing: Vec<Lang> =
            Lang::ALL.into_iter().filter(|l| map.get(l.code()).is_none_or(|s| s.trim().is_empty())).collect();
        if !missing.is_empty() {
            return Err(t!(
                "content-text-missing-languages",
                missing = codes(missing.iter().copied()),
                count = missing.len(),
                known = codes(Lang::ALL.into_iter())
            ));
        }
        Ok(Text(map))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: &str = "{en: Hello, es: Hola, pt: Olá, tl: Kumusta}";

    #[test]
    fn every_language_is_required() {
        let t: Text = serde_yaml::from_str(FOUR).unwrap();
        assert_eq!(t.get("pt"), "Olá");
        let err = serde_yaml::from_str::<Text>("{en: Hello, es: Hola}").unwrap_err().to_string();
        assert!(err.contains("pt, tl"), "{err}");
        let err = serde_yaml::from_str::<Text>("{en: Hello, es: Hola, pt: Olá, tl: ' '}").unwrap_err().to_string();
        assert!(err.contains("lacks one of them: tl"), "{err}");
    }

    #[test]
    fn an_unknown_language_code_is_refused() {
        let err = serde_yaml::from_str::<Text>("{en: Hello, es: Hola, pt: Olá, tl: Kumusta, ex: Hi}")
            .unwrap_err()
            .to_string();
        assert!(err.contains("`ex`"), "{err}");
    }
}
