//! The help pages in every language: `annan --help`, each command's `--help` and
//! `annan help <command>`. In Spanish, Portuguese and Tagalog no line that says something
//! reads as the English one unless it is only data (option names, values, formats), and no
//! line shows a message id or an unfilled placeable.

mod common;

use assert_cmd::Command;
use common::i18n::{fallback, kept_words, message_ids, says_more_than_data, words};

const COMMANDS: [&str; 14] = [
    "perft", "moves", "show", "explain", "solve", "learn", "quiz", "check", "puzzles", "puzzle", "generate", "convert",
    "bench", "usi",
];

/// The page `args` print in `lang` (exit status 0), at a fixed width.
fn page(lang: &str, args: &[&str]) -> String {
    let data = common::scratch("help");
    let out = Command::cargo_bin("annan")
        .unwrap()
        .env("ANNAN_DATA_DIR", &data)
        .env("COLUMNS", "100")
        .env("NO_COLOR", "1")
        .env_remove("ANNAN_LANG")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{lang} {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn every_help_page_speaks_each_language() {
    let ids = message_ids();
    let mut pages: Vec<Vec<&str>> = vec![vec!["--help"], vec!["help"]];
    pages.extend(COMMANDS.iter().map(|c| vec![*c, "--help"]));
    for lang in ["es", "pt", "tl"] {
        for args in &pages {
            let english = page("en", args);
            // The values an option takes are data, on whatever line the list wraps to.
            let mut kept = kept_words(lang);
            // Computing terms Tagalog keeps, as Filipino software does.
            if lang == "tl" {
                kept.extend(["locale", "output", "input", "thread", "threads", "node", "nodes"].map(String::from));
            }
            let flat = english.split_whitespace().collect::<Vec<_>>().join(" ");
            for list in flat.split("[possible values: ").skip(1) {
                kept.extend(words(&list[..list.find(']').unwrap()]));
            }
            let local = page(lang, args);
            assert_eq!(english.lines().count() > 3, local.lines().count() > 3, "{lang} {args:?}:\n{local}");
            for line in local.lines() {
                assert!(fallback(line, &ids).is_none(), "{lang} {args:?}: {line}");
                let untranslated = english.lines().any(|e| e.trim() == line.trim());
                assert!(
                    !(untranslated && says_more_than_data(line, &kept)),
                    "{lang} {args:?} reads as English: {line:?}\n{local}"
                );
            }
        }
    }
}

#[test]
fn a_page_shows_the_defaults_and_choices_in_its_language_and_help_command_agrees() {
    let spanish = page("es", &["learn", "--help"]);
    assert!(spanish.contains("Opciones:") && spanish.contains("Uso: annan learn [OPCIONES] [ID]"), "{spanish}");
    assert!(spanish.contains("[por defecto: auto] [valores posibles: auto, always, never]"), "{spanish}");
    let flat = spanish.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("si no kanji) [valores posibles: kanji, letters]"), "{spanish}");
    assert_eq!(page("es", &["help", "learn"]), spanish);
    // The short and the long flag print the same page.
    assert_eq!(page("es", &["learn", "-h"]), spanish);
    let english = page("en", &["solve", "--help"]);
    assert!(english.contains("--hash <HASH>") && english.contains("[default: 256]"), "{english}");
}

#[test]
fn the_placeholders_of_values_are_in_the_pages_language_in_usage_options_and_errors() {
    let spanish = page("es", &["generate", "--help"]);
    assert!(spanish.contains("Uso: annan generate [OPCIONES] --mate <JUGADAS> --count <CANTIDAD>"), "{spanish}");
    assert!(spanish.contains("--variant <JUEGO>") && !spanish.contains("<VARIANT>"), "{spanish}");
    let portuguese = page("pt", &["puzzles", "--help"]);
    assert!(portuguese.contains("--export <FORMATO> <PASTA>"), "{portuguese}");
    // A help text that names an argument names it as the usage line does.
    let perft = page("pt", &["perft", "--help"]);
    assert!(perft.contains("a PROFUNDIDADE jogadas") && perft.contains("<PROFUNDIDADE>"), "{perft}");
    // clap's errors come from the tree before its texts are filled in: the placeholder too.
    let data = common::scratch("help-placeholder");
    let out = Command::cargo_bin("annan")
        .unwrap()
        .env("ANNAN_DATA_DIR", &data)
        .env("NO_COLOR", "1")
        .args(["--lang", "es", "perft", "abc"])
        .output()
        .unwrap();
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("<PROFUNDIDAD> abc") && !error.contains("DEPTH"), "{error}");
}
