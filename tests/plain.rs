//! Plain mode through the binary with piped input (the terminal's side is in tests/pty.rs):
//! `--plain` opens the main menu on lines, and a command run from it reads the lines after
//! (it waited for ever for the menu's hold on stdin); `quit` leaves a numbered list as Esc
//! leaves an arrow-key one; a bare `annan` piped without the flag still prints its help.

mod common;
use common::scratch;

use assert_cmd::Command;
use std::path::Path;
use std::time::Duration;

fn annan(data: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("ANNAN_DATA_DIR", data)
        .env("ANNAN_LANG", "en")
        .env("COLUMNS", "80")
        .env("TERM", "xterm")
        .env_remove("NO_COLOR")
        .env_remove("RUST_BACKTRACE")
        .timeout(Duration::from_secs(60));
    c
}

/// Whitespace made single spaces, so wrapped output can be searched for a sentence.
fn flat(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn plain_opens_the_menu_on_lines_and_a_lesson_from_it_reads_the_lines_after() {
    let data = scratch("plain-menu");
    // Learn, lesson 3, its first question answered, `quit` at its first move, then Quit.
    let out = annan(&data).arg("--plain").write_stdin("1\n3\n1\nquit\n8\n").output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let said = flat(&out.stdout);
    assert!(said.contains("What would you like to do? 1. Learn the rules"), "{said}");
    assert!(said.contains("8. Quit Answer 1-8 (or quit):"), "{said}");
    assert!(said.contains("King, gold and silver · step 1/4") && said.contains("Right!"), "{said}");
    assert!(said.contains("Stopped at step 2 of 4"), "{said}");
    assert_eq!(said.matches("What would you like to do?").count(), 2, "{said}");
    for stream in [&out.stdout, &out.stderr] {
        assert!(!stream.contains(&0x1b), "{}", String::from_utf8_lossy(stream));
    }
}

#[test]
fn quit_typed_at_a_numbered_list_leaves_it() {
    // At the lesson list it was "not a number", asked again until the input ended.
    let data = scratch("plain-quit-list");
    let out = annan(&data).arg("learn").write_stdin("quit\n").output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let said = flat(&out.stdout);
    assert!(said.contains("Which lesson?") && !said.contains("Please answer"), "{said}");
    // At the menu, as its Quit entry.
    let out = annan(&data).arg("--plain").write_stdin("q\n").output().unwrap();
    assert!(out.status.success() && !flat(&out.stdout).contains("Please answer"), "{out:?}");
}

#[test]
fn annan_piped_without_a_command_or_plain_prints_its_help_as_before() {
    // A script calling `annan < /dev/null` gets the usage, dumb terminal or none (a job's
    // TERM is often unset), not a menu.
    let data = scratch("plain-help");
    for term in [Some("dumb"), None] {
        let mut c = annan(&data);
        match term {
            Some(term) => c.env("TERM", term),
            None => c.env_remove("TERM"),
        };
        let out = c.write_stdin("1\n").output().unwrap();
        assert!(out.status.success(), "{out:?}");
        let said = flat(&out.stdout);
        assert!(said.contains("Usage: annan [OPTIONS] [COMMAND]") && said.contains("--plain"), "{term:?}: {said}");
        assert!(!said.contains("What would you like to do?"), "{term:?}: {said}");
    }
}

#[test]
fn plain_mode_says_a_lessons_stars_in_words() {
    // "★★☆" is "black star, black star, white star" to a screen reader.
    let data = scratch("plain-stars");
    let (lessons, _) = annan::content::lesson::embedded_lessons();
    let lesson = lessons.iter().find(|l| l.id == "shogi-gold-silver-king").unwrap();
    let script: String =
        annan::tutor::script::demo_answers(lesson, 0).unwrap().iter().map(|a| format!("{a}\n")).collect();
    let out =
        annan(&data).args(["--plain", "learn", "shogi-gold-silver-king"]).write_stdin(script.clone()).output().unwrap();
    let said = flat(&out.stdout);
    assert!(said.contains("Lesson complete: 3/3 stars"), "{script:?}\n{said}");
    assert!(!said.contains('★') && !said.contains('☆'), "{said}");
    let list = flat(&annan(&data).args(["--plain", "learn", "--list"]).output().unwrap().stdout);
    assert!(list.contains("3/3 stars"), "{list}");
    let menu = flat(&annan(&data).arg("--plain").write_stdin("quit\n").output().unwrap().stdout);
    assert!(menu.contains(&format!("· 3/{} stars)", lessons.len() * 3)), "{menu}");
    // Without plain mode the stars are drawn.
    let drawn = flat(&annan(&data).args(["learn", "--list"]).output().unwrap().stdout);
    assert!(drawn.contains("★★★"), "{drawn}");
}
