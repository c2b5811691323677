//! Every numeric option of the commands, given a negative number, a fraction, a number too
//! large for any type and a word: each is refused on one line with status 2, in the reader's
//! language and in our words (the range the option takes), never clap's English nor its
//! "this value is not allowed here".

mod common;

use annan::i18n::{arg, message_in, Lang};
use assert_cmd::Command;
use fluent_templates::fluent_bundle::FluentValue;

/// What an option takes, as its refusal says it.
#[derive(Clone, Copy)]
enum Takes {
    /// A whole number from `min` to `max` (`u64::MAX`: no upper bound).
    Range(u64, u64),
    /// A seed: any `u64`.
    Seed,
    /// A mate length: an odd number of plies up to 31.
    Mate,
    /// A positive number of seconds (a fraction is fine).
    Seconds,
}

const BAD: [&str; 4] = ["-1", "1.5", "99999999999999999999999", "text"];

/// The commands with a numeric option: the words before the value, and what it takes.
fn options() -> Vec<(Vec<&'static str>, Takes)> {
    use Takes::*;
    let max_plies = annan::solver::MAX_PLIES as u64;
    let threads = annan::solver::MAX_THREADS as u64;
    let u32_max = u32::MAX as u64;
    vec![
        (vec!["perft"], Range(0, 20)),
        (vec!["perft", "--divide"], Range(0, 20)),
        (vec!["puzzles", "--mate"], Range(1, max_plies)),
        (vec!["generate", "--count", "1", "--mate"], Mate),
        (vec!["generate", "--mate", "3", "--count"], Range(1, u64::MAX)),
        (vec!["generate", "--mate", "3", "--count", "1", "--seed"], Seed),
        (vec!["generate", "--mate", "3", "--count", "1", "--jobs"], Range(1, 256)),
        (vec!["generate", "--mate", "3", "--count", "1", "--candidates"], Range(1, u64::MAX)),
        (vec!["show", "--move-limit"], Range(1, u32_max)),
        (vec!["solve", "--max-plies"], Range(1, max_plies)),
        (vec!["solve", "--nodes"], Range(1, u64::MAX)),
        (vec!["solve", "--hash"], Range(1, 1 << 20)),
        (vec!["solve", "--threads"], Range(1, threads)),
        (vec!["solve", "--time"], Seconds),
        (vec!["quiz", "--count"], Range(1, u32_max)),
        (vec!["quiz", "--seed"], Seed),
    ]
}

fn msg(lang: Lang, id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    let text = message_in(lang, id, args);
    assert_ne!(text, id, "{id} is missing in {lang:?}");
    text
}

/// The reason the option's refusal gives for `value`, or `None` when `value` is one it takes.
fn reason(lang: Lang, takes: Takes, value: &str) -> Option<String> {
    let huge = value.len() > 20;
    Some(match takes {
        // Past any type: the range where there is one, else only that it is too large.
        Takes::Range(_, u64::MAX) if huge => msg(lang, "cli-error-number-too-large", &[]),
        Takes::Range(min, u64::MAX) => msg(lang, "cli-error-number-at-least", &[("min", arg(min))]),
        Takes::Range(min, max) => msg(lang, "cli-error-number-between", &[("min", arg(min)), ("max", arg(max))]),
        Takes::Seed => msg(lang, "cli-error-number-between", &[("min", arg(0u64)), ("max", arg(u64::MAX.to_string()))]),
        Takes::Mate => msg(lang, "puzzle-error-mate-length", &[("found", arg(value))]),
        Takes::Seconds if value == "-1" => msg(lang, "cli-error-seconds", &[]),
        Takes::Seconds if value == "text" => msg(lang, "cli-error-not-a-number", &[]),
        Takes::Seconds => return None,
    })
}

#[test]
fn every_numeric_option_refuses_bad_numbers_in_our_words_in_every_language() {
    let data = common::scratch("cli-numbers");
    for lang in Lang::ALL {
        let not_allowed = msg(lang, "cli-error-not-allowed", &[]);
        for (words, takes) in options() {
            // perft's depth is an argument: its placeholder, in the reader's language.
            let depth = format!("<{}>", msg(lang, "help-value-depth", &[]));
            let option = if words[0] == "perft" { depth.as_str() } else { words.last().unwrap() };
            for value in BAD {
                let Some(reason) = reason(lang, takes, value) else { continue };
                let out = Command::cargo_bin("annan")
                    .unwrap()
                    .env("ANNAN_DATA_DIR", &*data)
                    .env("NO_COLOR", "1")
                    .env_remove("ANNAN_LANG")
                    .args(["--color", "never", "--lang", lang.code()])
                    .args(&words)
                    .arg(value)
                    .write_stdin("")
                    .timeout(std::time::Duration::from_secs(60))
                    .output()
                    .unwrap();
                let stderr = String::from_utf8_lossy(&out.stderr);
                let case = format!("{lang:?}: annan {} {value}:\n{stderr}", words.join(" "));
                assert!(out.stdout.is_empty(), "{case}");
                assert!(!stderr.contains(&not_allowed), "{case}");
                assert_eq!(stderr.lines().count(), 1, "{case}");
                let line = stderr.trim_end();
                assert_eq!(out.status.code(), Some(2), "{case}");
                let whole = msg(
                    lang,
                    "cli-error-value",
                    &[("arg", arg(option)), ("value", arg(value)), ("reason", arg(&reason))],
                );
                assert_eq!(line, format!("annan: {whole}"), "{case}");
            }
        }
    }
}

/// A time limit that is no positive number is refused in the words typed, for `solve` and
/// `bench` alike (`nan` was echoed as `NaN`, read back from the number); one past any
/// duration is no limit at all.
#[test]
fn a_time_limit_is_refused_as_typed_and_infinity_is_no_limit() {
    let data = common::scratch("cli-seconds");
    let run = |args: &[&str]| {
        Command::cargo_bin("annan")
            .unwrap()
            .env("ANNAN_DATA_DIR", &*data)
            .env_remove("ANNAN_LANG")
            .args(["--color", "never", "--lang", "en"])
            .args(args)
            .timeout(std::time::Duration::from_secs(60))
            .output()
            .unwrap()
    };
    let mate_in_one = ["solve", "--variant", "shogi", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1", "--time"];
    for bad in ["nan", "0", "-0", "-0.5"] {
        let out = run(&[&mate_in_one[..], &[bad]].concat());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad}: {stderr}");
        assert_eq!(stderr.trim_end(), format!("annan: --time {bad}: expected a positive number of seconds"));
        let out = run(&["bench", "--set", "tests/fixtures/tsume_zukou100.tsv", "--time", bad]);
        assert_eq!(
            String::from_utf8_lossy(&out.stderr).trim_end(),
            format!("annan: --time {bad}: expected a positive number of seconds")
        );
    }
    // Positive, however small: the least time there is (it was refused as not positive).
    let out = run(&[&mate_in_one[..], &["1e-12"]].concat());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let out = run(&[&mate_in_one[..], &["inf"]].concat());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Mate in 1 ply"));
}
