//! Translatable text: every sentence a lesson or puzzle shows is a map from language code
//! to text, with English required, so translations add keys without changing the schema.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A text in one or more languages; `en` is always present.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BTreeMap<String, String>", into = "BTreeMap<String, String>")]
pub struct Text(BTreeMap<String, String>);

impl Text {
    /// An English-only text.
    pub fn en(s: impl Into<String>) -> Text {
        Text(BTreeMap::from([("en".to_string(), s.into())]))
    }

    /// The text in `lang`, falling back to English.
    pub fn get(&self, lang: &str) -> &str {
        self.0.get(lang).or_else(|| self.0.get("en")).map_or("", String::as_str)
    }

    /// The text in the language of this session ([`crate::i18n::current`]).
    pub fn local(&self) -> &str {
        self.get(crate::i18n::current().code())
    }

    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }
}

impl TryFrom<BTreeMap<String, String>> for Text {
    type Error = String;
    fn try_from(map: BTreeMap<String, String>) -> Result<Text, String> {
        match map.get("en") {
            Some(en) if !en.trim().is_empty() => Ok(Text(map)),
            _ => Err("every text needs a non-empty English version (`en`)".to_string()),
        }
    }
}

impl From<Text> for BTreeMap<String, String> {
    fn from(t: Text) -> Self {
        t.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_required_and_the_fallback() {
        let t: Text = serde_yaml::from_str("{en: Hello, es: Hola}").unwrap();
        assert_eq!(t.get("es"), "Hola");
        assert_eq!(t.get("tl"), "Hello");
        let err = serde_yaml::from_str::<Text>("{es: Hola}").unwrap_err().to_string();
        assert!(err.contains("English"), "{err}");
    }
}
