//! `annan learn`, `annan quiz` and `annan check` through the binary: a demo, progress kept
//! across runs, a seeded quiz, and broken lesson files reported with file:line and reason.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::{Path, PathBuf};

const BEHIND: &str = include_str!("../lessons/annan/annan-behind.yaml");

/// A fresh directory for one test's progress file and lesson copies.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annan-cli-tutor-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn annan(data: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("NO_COLOR", "1").env("ANNAN_DATA_DIR", data).env_remove("RUST_BACKTRACE").env_remove("ANNAN_LANG");
    c
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn demo_plays_a_lesson_to_the_end() {
    let dir = scratch("demo");
    annan(&dir)
        .args(["learn", "annan-behind", "--demo", "--pieces", "letters"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Your move: 5e1e"))
        .stdout(predicate::str::contains("Lesson complete: 5 tries for a par of 5, ★★★."));
    assert!(!dir.join("progress.json").exists(), "a demo saves no progress");
}

#[test]
fn progress_is_kept_when_input_ends_and_the_lesson_resumes_there() {
    let dir = scratch("resume");
    // annan-behind: step 1 is a question (answer 2), step 2 a move (5e1e).
    let out = annan(&dir).args(["learn", "annan-behind"]).write_stdin("2\n5e1e\n").output().unwrap();
    assert!(out.status.success());
    assert!(stdout(&out).contains("Stopped at step 3 of 5"), "{}", stdout(&out));
    let list = annan(&dir).args(["learn", "--list", "--json"]).output().unwrap();
    let rows: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
    let row = rows.as_array().unwrap().iter().find(|r| r["id"] == "annan-behind").unwrap();
    assert_eq!((row["next_step"].as_u64(), row["completed"].as_bool()), (Some(2), Some(false)));
    annan(&dir).args(["learn", "--list"]).assert().success().stdout(predicate::str::contains("step 3/5"));

    let out = annan(&dir).args(["learn", "annan-behind"]).write_stdin("3\n2\n2\n").output().unwrap();
    let text = stdout(&out);
    assert!(text.contains("Resuming at step 3"), "{text}");
    assert!(text.contains("Lesson complete: 3 tries for a par of 3, ★★★."), "{text}");
    annan(&dir).args(["learn", "--list"]).assert().success().stdout(predicate::str::contains("★★★"));

    let out = annan(&dir).args(["learn", "annan-behind", "--reset"]).write_stdin("").output().unwrap();
    assert!(stdout(&out).contains("step 1/5") && !stdout(&out).contains("Resuming"));
}

#[test]
fn learn_without_an_id_lists_the_lessons_and_runs_the_one_picked() {
    let dir = scratch("pick");
    let out = annan(&dir).arg("learn").write_stdin("1\n").output().unwrap();
    let text = stdout(&out);
    assert!(out.status.success());
    assert!(text.contains("Which lesson?") && text.contains("1. shogi"), "{text}");
    assert!(text.contains("Reading the board: symbols, letters and whose piece · step 1/6"), "{text}");
}

#[test]
fn unknown_lessons_and_bad_flags_are_errors_with_status_2() {
    let dir = scratch("bad");
    annan(&dir)
        .args(["learn", "no-such-lesson"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("there is no lesson `no-such-lesson`"));
    annan(&dir).args(["learn", "--demo"]).assert().code(2);
    annan(&dir).args(["quiz", "--count", "0"]).assert().code(2);
}

#[test]
fn a_seeded_quiz_is_the_same_every_time_and_scores() {
    let dir = scratch("quiz");
    let run = || {
        annan(&dir)
            .args(["quiz", "--count", "3", "--seed", "11", "--variant", "annan"])
            .write_stdin("1\n1\n1\n")
            .output()
            .unwrap()
    };
    let (a, b) = (run(), run());
    assert!(a.status.success());
    assert_eq!(stdout(&a), stdout(&b));
    let text = stdout(&a);
    assert!(text.contains("Question 3/3 · annan") && text.contains("Score: "), "{text}");
    let stopped = annan(&dir).args(["quiz", "--count", "3", "--seed", "11"]).write_stdin("1\n").output().unwrap();
    assert!(stdout(&stopped).contains("(stopped early)"));
}

/// Writes `text` as `<dir>/annan-behind.yaml`, runs `annan check` on it and returns the
/// status and stdout.
fn check_copy(dir: &Path, text: &str) -> (i32, String) {
    let file = dir.join("annan-behind.yaml");
    std::fs::write(&file, text).unwrap();
    let out = annan(dir).arg("check").arg(&file).output().unwrap();
    (out.status.code().unwrap_or(-1), stdout(&out))
}

/// The 1-based line of the first occurrence of `needle` in the lesson.
fn line_of(needle: &str) -> usize {
    BEHIND.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn check_accepts_the_lesson_as_it_ships() {
    let dir = scratch("check-ok");
    let (code, out) = check_copy(&dir, BEHIND);
    assert_eq!(code, 0, "{out}");
    annan(&dir).args(["check", "lessons/quiz/annan-faq.yaml", "lessons/shogi/shogi-board.yaml"]).assert().success();
}

#[test]
fn check_reports_a_typo_with_file_and_line() {
    let dir = scratch("check-typo");
    let broken = BEHIND.replacen("    highlight: [5e, 1e]", "    hilight: [5e, 1e]", 1);
    let (code, out) = check_copy(&dir, &broken);
    assert_eq!(code, 2, "{out}");
    let line = line_of("highlight: [5e, 1e]");
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")) && out.contains("hilight"), "{out}");
}

#[test]
fn check_reports_an_illegal_expected_move() {
    let dir = scratch("check-move");
    let broken = BEHIND.replacen(r#"goal: {moves: ["5e1e"]}"#, r#"goal: {moves: ["5e4d"]}"#, 1);
    let (code, out) = check_copy(&dir, &broken);
    assert_eq!(code, 2, "{out}");
    let line = line_of("goal: {moves:");
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")), "{out}");
    assert!(out.contains("5e4d is not legal: the silver on 5e has the rook on 5f behind it"), "{out}");
}

#[test]
fn check_reports_a_bad_sfen() {
    let dir = scratch("check-sfen");
    let broken = BEHIND.replacen("8k/9/9/9/4S4/5R3/4L4/9/K8 b - 1", "8k/9/9/9/4S4/5R3/4L4/9/K9 b - 1", 1);
    let (code, out) = check_copy(&dir, &broken);
    assert_eq!(code, 2, "{out}");
    let line = line_of("8k/9/9/9/4S4/5R3/4L4/9/K8");
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")) && out.contains("rank 9 (i) has 10 squares"), "{out}");
}

#[test]
fn check_reports_a_verify_the_rules_contradict() {
    let dir = scratch("check-verify");
    let broken =
        BEHIND.replacen("- moves_like: {square: 5e, role: silver}", "- moves_like: {square: 5e, role: rook}", 1);
    let (code, out) = check_copy(&dir, &broken);
    assert_eq!(code, 2, "{out}");
    let line = line_of("- moves_like: {square: 5e, role: silver}");
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")), "{out}");
    assert!(
        out.contains("has no friendly piece behind it (5f is empty), so it moves like a silver, not like a rook"),
        "{out}"
    );
}

#[test]
fn check_refuses_files_that_are_not_lessons() {
    let dir = scratch("check-other");
    let file = dir.join("notes.yaml");
    std::fs::write(&file, "title: hello\n").unwrap();
    annan(&dir)
        .arg("check")
        .arg(&file)
        .assert()
        .code(2)
        .stdout(predicate::str::contains("not a lesson, quiz or puzzle file"));
    annan(&dir)
        .arg("check")
        .arg(dir.join("missing.yaml"))
        .assert()
        .code(2)
        .stdout(predicate::str::contains("missing.yaml:1:1: cannot read"));
}
