//! Every error message for people in every language: each subcommand run with bad input
//! (positions, moves, numbers, ids, files damaged in each way the readers know) in English,
//! Spanish, Portuguese and Tagalog. In each language the exit status is English's, there is
//! a message, it is one line, it shows no message id or unfilled placeable, and no line
//! reads as the English one unless it is only data (moves, SFEN, paths, numbers).

mod common;

use assert_cmd::Command;
use common::i18n::{fallback, kept_words, message_ids, says_more_than_data};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// A run of the binary: the arguments, and what else the case needs.
struct Case {
    args: Vec<String>,
    /// Problems printed on stdout (`annan check`) are compared as well.
    stdout_too: bool,
    /// The content of a progress file put in place before the run.
    progress: Option<&'static str>,
    /// The language comes from `ANNAN_LANG` (the case's own `--lang` is what is wrong).
    lang_from_env: bool,
}

fn case(args: &[&str]) -> Case {
    Case { args: args.iter().map(|a| a.to_string()).collect(), stdout_too: false, progress: None, lang_from_env: false }
}

/// What a run printed: status, stdout, stderr.
struct Run {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// The binary with the language pinned and colour off, in `data` for progress.
fn run(lang: &str, case: &Case, data: &Path) -> Run {
    let _ = std::fs::remove_dir_all(data);
    std::fs::create_dir_all(data).unwrap();
    if let Some(progress) = case.progress {
        std::fs::write(data.join("progress.json"), progress).unwrap();
    }
    let mut annan = Command::cargo_bin("annan").unwrap();
    annan.env("ANNAN_DATA_DIR", data).env("NO_COLOR", "1").env_remove("RUST_BACKTRACE").args(["--color", "never"]);
    match case.lang_from_env {
        true => annan.env("ANNAN_LANG", lang),
        false => annan.env_remove("ANNAN_LANG").args(["--lang", lang]),
    };
    let out = annan.args(&case.args).write_stdin("").timeout(std::time::Duration::from_secs(60)).output().unwrap();
    Run {
        status: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The files the cases read, written once into `dir`.
fn files(dir: &Path) -> PathBuf {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats");
    let bod = std::fs::read_to_string(fixtures.join("musou-077.bod")).unwrap();
    let lesson = include_str!("../lessons/annan/annan-behind.yaml");
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir.join("a-folder.kif")).unwrap();
    let hirate = "手合割：平手\n手数----指手---------消費時間--\n";
    let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).unwrap();
    write("move-number.kif", format!("{hirate}   1 ７六歩(77)\n   2 ３四歩(33)\n   5 ２二角成(88)\n").as_bytes());
    write("wrong-piece.kif", format!("{hirate}   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(99)\n").as_bytes());
    write("illegal.kif", format!("{hirate}   1 ７五歩(77)\n").as_bytes());
    write("handicap.kif", "手合割：謎の手合\n   1 ７六歩(77)\n".as_bytes());
    write("unexpected.kif", format!("{hirate}   1 hello\n").as_bytes());
    write(
        "orphan.kif",
        format!("{hirate}   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：5手\n   5 ２二角成(88)\n").as_bytes(),
    );
    write("ambiguous.ki2", "手合割：平手\n▲５八金\n".as_bytes());
    write("bad-move.csa", b"V2.2\nPI\n+\n+7776XX\n");
    write("wrong-side.csa", b"V2.2\nPI\n+\n-3334FU\n");
    write("after-end.csa", b"V2.2\nPI\n+\n+7776FU\n%TORYO\n-3334FU\n");
    write("no-piece-in-hand.csa", b"V2.2\nPI\n+\n+0055KE\n");
    let row5 = "| ・v歩 ・ ・ 銀 ・ ・ ・ ・|五";
    write("row-width.bod", bod.replace(row5, "| ・v歩 ・ ・ 銀 ・ ・ ・|五").as_bytes());
    write("unknown-piece.bod", bod.replace(row5, "| ・v歩 ・ ・ 象 ・ ・ ・ ・|五").as_bytes());
    write("hand-count.bod", bod.replace("先手の持駒：金三", "先手の持駒：金九").as_bytes());
    write("cut.bod", bod.lines().take(8).collect::<Vec<_>>().join("\n").as_bytes());
    write("trailing.sfen", b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 extra\n");
    write("two-kings.sfen", b"4k4/9/9/9/9/9/9/9/4K3K b - 1\n");
    write("bad-usi.usi", b"position startpos moves 7g7f 3c3d 9z9y\n");
    write("empty.kif", b"");
    write("binary.kif", b"\xff\xfe\x00\x81\xff\xff");
    write("prose.txt", b"hello world\nthis is no record\n");
    write("too-large.kif", &vec![b'a'; (4 << 20) + 1]);
    write("set.tsv", b"variant\tdead\tid\tsfen\tlength\nannan\tbacker\tp1\t4k4/9/9/9/9/9/9/9/4K4 b G 1\t1\n");
    write("bad-set.tsv", b"variant\tdead\tid\tsfen\tlength\nannan\tbacker\tp1\n");
    write("chess-set.tsv", b"variant\tdead\tid\tsfen\tlength\nchess\t-\tp1\t4k4/9/9/9/9/9/9/9/4K4 b G 1\t1\n");
    write("rule-set.tsv", b"variant\tdead\tid\tsfen\tlength\nannan\tzz\tp1\t4k4/9/9/9/9/9/9/9/4K4 b G 1\t1\n");
    let lesson_with = |from: &str, to: &str| {
        assert!(lesson.contains(from), "{from}");
        lesson.replacen(from, to, 1)
    };
    write("annan-behind.yaml", lesson_with("\nsteps:", "\nsteps: [").as_bytes());
    std::fs::create_dir_all(dir.join("types")).unwrap();
    write("types/annan-behind.yaml", lesson_with("order: 300", "order: many").as_bytes());
    std::fs::create_dir_all(dir.join("values")).unwrap();
    write("values/annan-behind.yaml", lesson_with("variant: annan", "variant: chess").as_bytes());
    std::fs::create_dir_all(dir.join("langs")).unwrap();
    write("langs/annan-behind.yaml", lesson_with("  es: \"Annan: la pieza de atrás\"\n", "").as_bytes());
    std::fs::create_dir_all(dir.join("keys")).unwrap();
    write("keys/annan-behind.yaml", lesson_with("id: annan-behind", "idd: annan-behind").as_bytes());
    std::fs::create_dir_all(dir.join("sfens")).unwrap();
    write("sfens/annan-behind.yaml", lesson_with("4S4/4R4/9/9/K8 b", "4S4/4R4/9/9/K9 b").as_bytes());
    write("aliases.yaml", b"a: &x [1]\nb: *x\n");
    write("not-text.yaml", b"\xff\xfe");
    write("too-large.yaml", &vec![b'#'; (4 << 20) + 1]);
    write("puzzle.kif", format!("{hirate}   1 ７五歩(77)\n").as_bytes());
    dir.to_path_buf()
}

fn cases(dir: &Path) -> Vec<Case> {
    let f = |name: &str| dir.join(name).display().to_string();
    let mut all = Vec::new();
    // Positions: the SFEN mistakes, each command that takes one, and options that do not fit.
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    let sfens = [
        "xx".to_string(),
        format!("{start} x - 1"),
        start.to_string(),
        "4k4/9/9/9/9/9/9/9/4K3K b - 1".to_string(),
        "4k4/9/9/9/9/9/9/9/4K4 b 3Z 1".to_string(),
        "4k4/9/9/9/9/9/9/9/4K4 b 3 1".to_string(),
        "4k4/9/9/9/9/9/9/9/4K4 b - x".to_string(),
        "4k4/9/9/9/9/9/9/9/4K4 b - 1 more".to_string(),
        "4k4/9/9/9/9/9/9/9/4+K4 b - 1".to_string(),
        "4k4/9/9/9/9/9/9/9/4K4+ b - 1".to_string(),
        "4k4/9/9/9/9/9/9/9/4Q4 b - 1".to_string(),
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1".to_string(),
        "4k4/9/9/9/9/4P4/4P4/9/4K4 b - 1".to_string(),
        "4k4/9/9/9/9/9/9/9/4K4 b 19P 1".to_string(),
    ];
    for sfen in &sfens {
        all.push(case(&["moves", "--variant", "shogi", "--sfen", sfen]));
    }
    all.push(case(&["perft", "--sfen", "xx", "1"]));
    all.push(case(&["perft", "x"]));
    all.push(case(&["perft", "--variant", "shogi", "--dead-piece", "free", "1"]));
    all.push(case(&["perft", "--variant", "chess", "1"]));
    all.push(case(&["perft", "--sfen", start, "--file", "x.kif", "1"]));
    all.push(case(&["moves", "--file", &f("missing.kif")]));
    all.push(case(&["moves", "--file", &f("illegal.kif")]));
    all.push(case(&["moves", "--frobnicate"]));
    // Moves.
    all.push(case(&["show", "--moves", "hello"]));
    all.push(case(&["show", "--moves", "7g7a"]));
    all.push(case(&["show", "--variant", "shogi", "--moves", "7g7f", "8c8d", "8h2b"]));
    all.push(case(&["show", "--format", "pdf"]));
    all.push(case(&["explain", "0z"]));
    all.push(case(&["explain", "--move", "zz"]));
    all.push(case(&["explain", "--move", "K*5e"]));
    all.push(case(&["explain", "--sfen", "xx", "5e"]));
    // The solver's numbers and positions.
    for args in [
        ["--hash", "0"],
        ["--hash", "2000000"],
        ["--time", "0"],
        ["--time", "abc"],
        ["--max-plies", "0"],
        ["--max-plies", "5000"],
        ["--nodes", "0"],
        ["--nodes", "99999999999999999999999"],
        ["--depth", "3"],
    ] {
        all.push(case(&[&["solve"], &args[..]].concat()));
    }
    all.push(case(&["solve", "--sfen", "9/9/9/9/9/9/9/9/4K4 b G 1"]));
    all.push(case(&["solve", "--variant", "shogi", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"]));
    all.push(case(&["solve", "--format", "pdf"]));
    all.push(case(&["solve", "4k4/9/9/9/9/9/9/9/4K4 b G 1"]));
    all.push(case(&["solve", "x"]));
    all.push(case(&["moves", "--variant", "shogi", "--sfen", "traditional"]));
    // bench.
    all.push(case(&["bench", "--set", &f("missing.tsv")]));
    all.push(case(&["bench", "--set", &f("bad-set.tsv")]));
    all.push(case(&["bench", "--set", &f("chess-set.tsv")]));
    all.push(case(&["bench", "--set", &f("rule-set.tsv")]));
    all.push(case(&["bench", "--set", &f("set.tsv"), "--time", "0"]));
    all.push(case(&["bench", "--hash", "0"]));
    all.push(case(&["bench", "--max-plies", "5000"]));
    all.push(case(&["bench", "--nodes", "x"]));
    // Lessons, quiz, check.
    all.push(case(&["learn", "no-such-lesson"]));
    all.push(case(&["quiz", "--count", "0"]));
    all.push(case(&["quiz", "--count", "many"]));
    all.push(case(&["quiz", "--variant", "chess"]));
    for file in [
        "missing.yaml",
        "annan-behind.yaml",
        "types/annan-behind.yaml",
        "values/annan-behind.yaml",
        "langs/annan-behind.yaml",
        "keys/annan-behind.yaml",
        "sfens/annan-behind.yaml",
        "aliases.yaml",
        "not-text.yaml",
        "too-large.yaml",
    ] {
        all.push(Case { stdout_too: true, ..case(&["check", &f(file)]) });
    }
    all.push(case(&["check"]));
    // The progress file, damaged: a note, and the session goes on.
    all.push(Case { progress: Some("{ not json"), ..case(&["learn", "--list"]) });
    // Puzzles.
    all.push(case(&["puzzle", "no-such-puzzle"]));
    all.push(case(&["puzzle", "--file", &f("missing.yaml")]));
    all.push(case(&["puzzle", "--file", &f("puzzle.kif")]));
    all.push(case(&["puzzles", "--export", "pdf", &f("export")]));
    all.push(case(&["puzzles", "--tag", "nonsense"]));
    all.push(case(&["puzzles", "--mate", "x"]));
    for args in [
        &["--mate", "2", "--count", "1"][..],
        &["--mate", "3", "--count", "0"],
        &["--mate", "3", "--count", "1", "--shard", "0/0"],
        &["--mate", "3", "--count", "1", "--shard", "3/2"],
        &["--mate", "3", "--count", "1", "--jobs", "0"],
        &["--mate", "3", "--count", "1", "--variant", "shogi", "--annan-only"],
        &["--count", "1"],
    ] {
        all.push(case(&[&["generate"], args].concat()));
    }
    let nowhere = f("no-such-folder/puzzles.yaml");
    all.push(case(&["generate", "--mate", "3", "--count", "1", "--out", &nowhere]));
    // Records: each way a file can be wrong.
    for file in [
        "move-number.kif",
        "wrong-piece.kif",
        "illegal.kif",
        "handicap.kif",
        "unexpected.kif",
        "orphan.kif",
        "ambiguous.ki2",
        "bad-move.csa",
        "wrong-side.csa",
        "after-end.csa",
        "no-piece-in-hand.csa",
        "row-width.bod",
        "unknown-piece.bod",
        "hand-count.bod",
        "cut.bod",
        "trailing.sfen",
        "two-kings.sfen",
        "bad-usi.usi",
        "empty.kif",
        "binary.kif",
        "prose.txt",
        "too-large.kif",
        "a-folder.kif",
        "missing.kif",
    ] {
        all.push(case(&["convert", &f(file)]));
    }
    all.push(case(&["convert", "--variant", "minishogi", &f("hand-count.bod")]));
    all.push(case(&["convert", "--to", "pdf", &f("illegal.kif")]));
    // The USI engine takes no options; the program as a whole.
    all.push(case(&["usi", "--debug"]));
    all.push(case(&["frobnicate"]));
    all.push(Case { lang_from_env: true, ..case(&["--lang", "xx", "moves"]) });
    all.push(case(&["--lang", "es", "moves"]));
    all
}

/// Whether `line` is the second line of a message that points at a column (`    ^`).
fn caret(line: &str) -> bool {
    line.trim() == "^"
}

#[test]
fn every_error_for_people_speaks_each_language_in_one_line() {
    let root = common::scratch("i18n-errors");
    let dir = files(&root.join("files"));
    let data = root.join("data");
    let ids = message_ids();
    let mut problems = Vec::new();
    for case in cases(&dir) {
        let english = run("en", &case, &data);
        let said = |r: &Run| {
            let out = if case.stdout_too { r.stdout.as_str() } else { "" };
            out.lines().chain(r.stderr.lines()).filter(|l| !l.trim().is_empty()).map(String::from).collect::<Vec<_>>()
        };
        let english_lines: HashSet<String> = said(&english).into_iter().collect();
        for (lang, r) in
            ["en", "es", "pt", "tl"].map(|l| (l, if l == "en" { None } else { Some(run(l, &case, &data)) }))
        {
            let r = r.as_ref().unwrap_or(&english);
            let what = format!("{lang} {:?}", case.args);
            let messages: Vec<&str> = r.stderr.lines().filter(|l| !l.trim().is_empty()).collect();
            match messages.as_slice() {
                [] => problems.push(format!("{what}: nothing on stderr")),
                [_] => {}
                [_, second] if caret(second) => {}
                _ => problems.push(format!("{what}: more than one line on stderr:\n{}", r.stderr)),
            }
            if r.status != english.status {
                problems.push(format!("{what}: exit status {:?}, English's is {:?}", r.status, english.status));
            }
            for line in said(r) {
                if let Some(why) = fallback(&line, &ids) {
                    problems.push(format!("{what}: {why}: {line}"));
                }
                if lang != "en" && english_lines.contains(&line) && says_more_than_data(&line, &kept_words(lang)) {
                    problems.push(format!("{what}: the same line as in English: {line}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn no_value_is_checked_by_clap_in_english() {
    // clap's `.range()` refuses a number in English; `commands::usage::number_in` in the reader's
    // language. Every command file is read, so a new option cannot slip back.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            !text.contains(").range("),
            "{}: use commands::usage::number_in instead of clap's range",
            path.display()
        );
    }
}

/// The text from just after `open` (an opening parenthesis) to its closing one.
fn balanced(text: &str) -> &str {
    let mut depth = 1;
    for (i, c) in text.char_indices() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth == 0 {
            return &text[..i];
        }
    }
    text
}

/// The string literals of `code` outside `t!(...)` calls (the message ids), with `{...}`
/// placeholders and `--options` taken out: what is left should be no words.
fn words_outside_messages(code: &str) -> Vec<String> {
    let mut rest = code.to_string();
    let call = |s: &str| {
        s.match_indices("t!(")
            .map(|(at, _)| at)
            .find(|&at| !s[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
    };
    while let Some(at) = call(&rest) {
        let inner = balanced(&rest[at + 3..]).len();
        rest.replace_range(at..at + 3 + inner + 1, "");
    }
    let mut found = Vec::new();
    for literal in rest.split('"').skip(1).step_by(2) {
        let mut plain = String::new();
        let mut depth = 0;
        for c in literal.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                c if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        let words: Vec<&str> = plain
            .split_whitespace()
            .filter(|w| !w.starts_with("--"))
            .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
            .collect();
        if !words.is_empty() {
            found.push(literal.to_string());
        }
    }
    found
}

#[test]
fn command_errors_are_built_from_messages_not_english_literals() {
    // A command's error is a sentence from a Fluent message (`t!`), a typed error's words
    // (which come from Fluent) or data; never text written in Rust. The typed errors of
    // the record readers and of the command line carry no English `#[error("...")]` either.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files: Vec<PathBuf> = ["commands", "formats"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).unwrap().map(|e| e.unwrap().path()))
        .collect();
    files.push(root.join("cli.rs"));
    assert!(words_outside_messages(r#"Error::input(format!("cannot write: {e}"))"#).len() == 1);
    assert!(words_outside_messages(r#"t!("format-error-stdout", reason = format!("--x {e}"))"#).is_empty());
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        // Unit tests compare with English on purpose.
        let text = text.split("#[cfg(test)]").next().unwrap();
        for call in ["Error::input(", "Error::runtime(", "Refused("] {
            for (at, _) in text.match_indices(call) {
                let args = balanced(&text[at + call.len()..]);
                let english = words_outside_messages(args);
                assert!(english.is_empty(), "{}: an error written in Rust: {call}{args})", path.display());
            }
        }
        for line in text.lines().map(str::trim).filter(|l| l.starts_with("#[error(")) {
            assert_eq!(line, "#[error(\"{0}\")]", "{}: English in an error's Display", path.display());
        }
    }
}

/// An `ANNAN_LANG` annan does not speak is warned of and the command runs, in the language
/// the other settings give (it stopped every command, a GUI's USI engine included); a
/// `--lang` it does not speak still stops the command.
#[test]
fn an_unknown_annan_lang_is_warned_of_and_the_command_runs() {
    let data = common::scratch("unknown-annan-lang");
    let annan = || {
        let mut c = Command::cargo_bin("annan").unwrap();
        c.env("ANNAN_DATA_DIR", &data).env("NO_COLOR", "1").env("LC_ALL", "es_ES.UTF-8");
        c
    };
    let out = annan().env("ANNAN_LANG", "fr").args(["moves", "--variant", "minishogi"]).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stdout.lines().any(|l| l == "1e1b"), "{stdout}");
    assert!(stderr.contains("ANNAN_LANG fr") && stderr.contains("español"), "{stderr}");
    let out = annan().env_remove("ANNAN_LANG").args(["--lang", "fr", "moves"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
