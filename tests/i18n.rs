//! The message files: every language has exactly English's ids and variables, every file
//! parses, and every id the code uses exists. A missing message fails here, not in a
//! learner's session.

mod common;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const LANGS: [&str; 4] = ["en", "es", "pt", "tl"];

/// Variables a pattern uses, also inside select expressions.
fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        _ => {}
    }
}

/// id → variables, for every message of one language; panics on a parse error or a
/// duplicate id.
fn messages(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(lang);
    let mut all = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "ftl")) {
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(v) = &m.value {
                    variables(v, &mut vars);
                }
                for a in &m.attributes {
                    variables(&a.value, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(all.insert(id.clone(), vars).is_none(), "{}: {id} twice", path.display());
            }
        }
    }
    all
}

#[test]
fn every_language_has_exactly_the_english_ids_and_variables() {
    let en = messages("en");
    assert!(!en.is_empty());
    for lang in &LANGS[1..] {
        let other = messages(lang);
        let missing: Vec<_> = en.keys().filter(|id| !other.contains_key(*id)).collect();
        let extra: Vec<_> = other.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang}: missing {missing:?}, not in en {extra:?}");
        for (id, vars) in &en {
            assert_eq!(&other[id], vars, "{lang}: {id} uses other variables than en");
        }
    }
}

#[test]
fn every_message_id_the_code_uses_exists_in_english() {
    let en = messages("en");
    let mut missing = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                for (i, _) in line.match_indices("t!(\"") {
                    // `t!`, not `format!` or `print!`.
                    if line[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    let rest = &line[i + 4..];
                    let id = &rest[..rest.find('"').unwrap()];
                    if !en.contains_key(id) {
                        missing.push(format!("{}: {id}", path.display()));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "ids used in src/ but not in locales/en: {missing:?}");
}

/// CLDR's rule for plain `pt` (Brazil's) puts 0 in the `one` category: "0 problema",
/// "1 ficheiro verificado" of none. annan's Portuguese is Portugal's (tu, ficheiro), where
/// only 1 is singular. CLDR's Filipino rule, which Tagalog takes, puts 2, 3, 5, 7, 8 and
/// more there ("pagkatapos ng isang maling subok" after two). Both languages' files write
/// the exact `[1]` variant, never `[one]`.
#[test]
fn portuguese_and_tagalog_are_singular_for_one_only() {
    for lang in ["pt", "tl"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(lang);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let ones: Vec<&str> = text.lines().filter(|l| l.trim_start().starts_with("[one]")).collect();
            assert!(ones.is_empty(), "{}: write [1], not [one]: {ones:?}", path.display());
        }
    }
    for (count, said) in
        [(1u32, "isang maling subok"), (2, "2 maling subok"), (3, "3 maling subok"), (5, "5 maling subok")]
    {
        let text = annan::i18n::message_in(
            annan::i18n::Lang::Tl,
            "puzzle-verdict-solved-after-mistakes",
            &[("count", annan::i18n::arg(count))],
        );
        assert!(text.contains(said), "{count}: {text}");
    }
    let data = common::scratch("pt-plural");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annan"))
        .args(["--lang", "pt", "puzzles", "--mate", "99"])
        .env("ANNAN_DATA_DIR", &data)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("0 problemas"), "{said}");
}

/// content.ftl tells an author (and a learner whose move a lesson refuses) about a lesson's
/// stages, tutor.ftl the learner (the heading "etapa 3/8", where a lesson stopped): in
/// Spanish and Portuguese that is "etapa", never "paso"/"passo", the word for a piece's
/// one-square step (docs/GLOSSARY.md).
#[test]
fn spanish_and_portuguese_content_messages_call_a_lesson_stage_etapa() {
    for (lang, file) in [("es", "content.ftl"), ("pt", "content.ftl"), ("es", "tutor.ftl"), ("pt", "tutor.ftl")] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(lang).join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let words: Vec<String> = line.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).collect();
            assert!(
                !words.iter().any(|w| matches!(w.as_str(), "paso" | "pasos" | "passo" | "passos")),
                "{}:{}: {line}",
                path.display(),
                n + 1
            );
        }
    }
}
