//! `annan learn`, `annan quiz` and `annan check` through the binary with piped input: a
//! demo; stars that fall with a wrong answer and keep the count across quit and resume; the
//! next lesson after Enter; the list and the picker with the learner's standing; a seeded
//! quiz; every lesson and a quiz in Spanish, Portuguese and Tagalog with no English line
//! left; and broken lesson files reported with file:line and reason.

mod common;
use common::scratch;

use assert_cmd::Command;
use common::i18n::{board_lines, kept_words, prose};
use predicates::prelude::*;
use std::collections::HashSet;
use std::path::Path;

const BEHIND: &str = include_str!("../lessons/annan/annan-behind.yaml");

fn annan(data: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("NO_COLOR", "1")
        .env("ANNAN_DATA_DIR", data)
        .env("ANNAN_LANG", "en")
        .env("COLUMNS", "80")
        .env_remove("RUST_BACKTRACE");
    c
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whitespace made single spaces, so wrapped output can be searched for a sentence.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The learner's saved record of one lesson, from `learn --list --json`.
fn saved(dir: &Path, id: &str) -> serde_json::Value {
    let list = annan(dir).args(["learn", "--list", "--json"]).output().unwrap();
    let rows: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
    rows.as_array().unwrap().iter().find(|r| r["id"] == id).unwrap().clone()
}

/// The lesson ids in course order.
fn lesson_ids(dir: &Path) -> Vec<String> {
    let list = annan(dir).args(["learn", "--list", "--json"]).output().unwrap();
    let rows: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
    rows.as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap().to_string()).collect()
}

/// The answers a lesson's demo gives, read back from its output (`Your move: 7g7f`,
/// `Answer 1-3: 2`, `Press Enter…: `), one input line each.
fn demo_input(dir: &Path, id: &str) -> Vec<String> {
    let out = annan(dir).args(["learn", id, "--demo"]).output().unwrap();
    assert!(out.status.success(), "{id}: {}", String::from_utf8_lossy(&out.stderr));
    stdout(&out)
        .lines()
        .filter(|l| l.starts_with("Your move: ") || l.starts_with("Answer 1-") || l.starts_with("Press Enter to go on"))
        .map(|l| l.rsplit_once(": ").map_or("", |(_, a)| a).trim().to_string())
        .collect()
}

#[test]
fn demo_plays_a_lesson_to_the_end() {
    let dir = scratch("demo");
    let out = annan(&dir).args(["learn", "annan-behind", "--demo", "--pieces", "letters"]).output().unwrap();
    assert!(out.status.success());
    let text = flat(&stdout(&out));
    assert!(text.contains("Your move: 5e1e"), "{text}");
    assert!(text.contains("Lesson complete: ★★★ (no mistakes)."), "{text}");
    assert!(!dir.join("progress.json").exists(), "a demo saves no progress");
}

#[test]
fn a_wrong_choice_then_the_right_one_lowers_the_stars() {
    let dir = scratch("wrong");
    let mut input = demo_input(&dir, "annan-behind");
    input.insert(0, "1".to_string()); // step 1's answer is 2
    let out = annan(&dir).args(["learn", "annan-behind"]).write_stdin(input.join("\n") + "\nquit\n").output().unwrap();
    let text = flat(&stdout(&out));
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Not quite: “Like a silver” is not the answer."), "{text}");
    assert!(text.contains("Lesson complete: ★★☆ (one mistake)."), "{text}");
    let row = saved(&dir, "annan-behind");
    assert_eq!(
        (row["stars"].as_u64(), row["completed"].as_bool(), row["mistakes"].as_u64()),
        (Some(2), Some(true), Some(0))
    );
}

/// A wrong option that has a reason of its own in the lesson file is told that reason after
/// the "not quite", in the learner's language (read from the file through the loader).
#[test]
fn a_wrong_choice_is_told_the_reason_its_option_gives() {
    let dir = scratch("reason");
    let lesson = annan::content::lesson::parse_lesson("annan-behind.yaml", BEHIND).unwrap();
    let choice = lesson.steps[0].choice.as_ref().unwrap();
    let reasons = choice.reasons.as_ref().expect("annan-behind's first question gives reasons");
    // The file's option 1 ("Like a silver") is wrong; the answer is its option 2.
    let reason = reasons[0].as_ref().expect("a reason for option 1");
    assert_ne!(choice.answer, 0);
    let (silver, rook, _) = common::behind_places();
    for lang in ["en", "tl"] {
        let out = annan(&dir)
            .env("ANNAN_LANG", lang)
            .args(["learn", "annan-behind", "--reset"])
            .write_stdin(format!("{silver}\n{rook}\nquit\n"))
            .output()
            .unwrap();
        let text = flat(&stdout(&out));
        assert!(out.status.success(), "{text}");
        let said = text.find(&flat(reason.get(lang))).unwrap_or_else(|| panic!("{lang}: no reason in {text}"));
        let picked = flat(choice.options[0].get(lang));
        assert!(text[..said].contains(&picked), "{lang}: the reason comes after the pick is named: {text}");
        // Only the option picked gives its reason.
        let other = reasons[2].as_ref().unwrap();
        assert!(!text.contains(&flat(other.get(lang))), "{lang}: {text}");
    }
}

/// The quiz tells a wrong option's reason too, where its question gives one.
#[test]
fn a_wrong_quiz_answer_is_told_the_reason_its_option_gives() {
    use annan::content::lesson::embedded_questions;
    use annan::rules::Variant;
    let dir = scratch("quiz-reason");
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    // The first seed whose one annan question has a reason for a wrong option.
    let (seed, q, wrong) = (0..200u64)
        .find_map(|seed| {
            let q = annan::tutor::quiz::pick(&questions, 1, seed, Some(Variant::Annan)).remove(0);
            let wrong = q.reasons.as_ref()?.iter().position(Option::is_some)?;
            Some((seed, q, wrong))
        })
        .expect("an annan quiz question with reasons");
    let reason = q.reasons.as_ref().unwrap()[wrong].as_ref().unwrap();
    let input = format!("{}\n{}\n", wrong + 1, q.answer + 1);
    let out = annan(&dir)
        .args(["quiz", "--count", "1", "--seed", &seed.to_string(), "--variant", "annan"])
        .write_stdin(input)
        .output()
        .unwrap();
    let text = flat(&stdout(&out));
    assert!(out.status.success(), "{text}");
    assert!(text.contains(&flat(reason.get("en"))), "{}: {text}", q.id);
}

/// The same wrong answer given again (the list came back with its cursor on it, and Enter
/// picked it once more) is said to be tried already and is no second mistake: three Enters
/// on one wrong answer cost three mistakes.
#[test]
fn a_wrong_answer_given_again_is_one_mistake() {
    let dir = scratch("wrong-again");
    // annan-behind's first question: "together" is given three times, then "silver" once.
    let (silver, _, both) = common::behind_places();
    let cases = [
        ("en", "You already tried “Like a silver and a rook together”: it is not the answer"),
        ("es", "Ya probaste «Como plata y torre a la vez»: no es la respuesta"),
    ];
    for (lang, said) in cases {
        let out = annan(&dir)
            .env("ANNAN_LANG", lang)
            .args(["learn", "annan-behind", "--reset"])
            .write_stdin(format!("{both}\n{both}\n{both}\n{silver}\n{both}\nquit\n"))
            .output()
            .unwrap();
        let text = flat(&stdout(&out));
        assert!(out.status.success() && text.contains(said), "{text}");
        assert_eq!(text.matches(said).count(), 3, "{text}");
        assert_eq!(saved(&dir, "annan-behind")["mistakes"].as_u64(), Some(2), "{lang}: {text}");
    }
}

#[test]
fn quit_and_resume_keeps_the_count_of_mistakes() {
    let dir = scratch("resume");
    // annan-behind: step 1 is a question (a wrong pick, then the answer), step 2 a move (5e1e).
    let (_, rook, both) = common::behind_places();
    let input = format!("{both}\n{rook}\nhint\n5e1e\nquit\n");
    let out = annan(&dir).args(["learn", "annan-behind"]).write_stdin(input).output().unwrap();
    let text = flat(&stdout(&out));
    assert!(out.status.success());
    assert!(text.contains("Stopped at step 3 of 5; the lesson goes on from there (“Learn the rules” in the main menu, or `annan learn annan-behind`), and the 2 mistakes so far still count."), "{text}");
    let row = saved(&dir, "annan-behind");
    assert_eq!(
        (row["next_step"].as_u64(), row["completed"].as_bool(), row["mistakes"].as_u64()),
        (Some(2), Some(false), Some(2))
    );
    annan(&dir).args(["learn", "--list"]).assert().success().stdout(predicate::str::contains("step 3/5"));

    let rest = demo_input(&dir, "annan-behind")[2..].join("\n");
    let out = annan(&dir).args(["learn", "annan-behind"]).write_stdin(rest + "\nquit\n").output().unwrap();
    let text = flat(&stdout(&out));
    assert!(text.contains("Going on at step 3 (2 mistakes so far)."), "{text}");
    // The hint is told apart from the wrong answer: that help counts as a mistake was said
    // only in `help` (a playtest: "★☆☆ (5 mistakes)" after 4 wrong answers and a hint).
    assert!(text.contains("Lesson complete: ★★☆ (2 mistakes: 1 wrong answer + 1 hint)."), "{text}");
    assert_eq!(saved(&dir, "annan-behind")["stars"].as_u64(), Some(2));

    let out = annan(&dir).args(["learn", "annan-behind", "--reset"]).write_stdin("").output().unwrap();
    assert!(stdout(&out).contains("step 1/5") && !stdout(&out).contains("Going on"));
    assert_eq!(saved(&dir, "annan-behind")["mistakes"].as_u64(), Some(0));
}

/// A lesson left midway and picked from the list asks whether to go on or start over: the
/// main menu's learner has no `--reset` to type, and was told of one.
#[test]
fn a_lesson_left_midway_and_picked_from_the_list_can_start_over() {
    let dir = scratch("start-over");
    let (_, rook, both) = common::behind_places();
    let input = format!("{both}\n{rook}\nquit\n");
    annan(&dir).args(["learn", "annan-behind"]).write_stdin(input).assert().success();
    assert_eq!(saved(&dir, "annan-behind")["next_step"].as_u64(), Some(1));
    let number = lesson_ids(&dir).iter().position(|id| id == "annan-behind").unwrap() + 1;
    let ask = |answer: &str| {
        let out = annan(&dir).arg("learn").write_stdin(format!("{number}\n{answer}\nquit\n")).output().unwrap();
        assert!(out.status.success());
        flat(&stdout(&out))
    };
    // Going on: step 2, the mistake kept.
    let text = ask("1");
    assert!(
        text.contains("go on or start over?") && text.contains("Going on at step 2 (one mistake so far)."),
        "{text}"
    );
    assert_eq!(saved(&dir, "annan-behind")["mistakes"].as_u64(), Some(1));
    // Starting over: step 1, nothing kept.
    let text = ask("2");
    assert!(!text.contains("Going on"), "{text}");
    let row = saved(&dir, "annan-behind");
    assert_eq!((row["next_step"].as_u64(), row["mistakes"].as_u64()), (Some(0), Some(0)), "{text}");
}

#[test]
fn the_next_lesson_starts_after_enter() {
    let dir = scratch("next");
    let ids = lesson_ids(&dir);
    let first = &ids[0];
    let second_title = {
        let list = annan(&dir).args(["learn", "--list", "--json"]).output().unwrap();
        let rows: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
        rows[1]["title"].as_str().unwrap().to_string()
    };
    let input = demo_input(&dir, first).join("\n");
    // Other text is asked again; Enter starts the next lesson; input then ends.
    let out = annan(&dir).args(["learn", first]).write_stdin(format!("{input}\nwhat next?\n\n")).output().unwrap();
    let text = flat(&stdout(&out));
    assert!(text.contains(&format!("1 of {} lessons done · 3 of {} stars", ids.len(), 3 * ids.len())), "{text}");
    assert!(
        text.contains(&format!("Press Enter for the next lesson, “{second_title}”, or type quit to stop")),
        "{text}"
    );
    assert!(text.contains("Just press Enter to go on, or type quit to stop here."), "{text}");
    assert!(text.contains(&format!("{second_title} · step 1/")), "{text}");
    assert_eq!(saved(&dir, &ids[1])["next_step"].as_u64(), Some(0));

    // `quit` there ends the command instead.
    let out = annan(&dir).args(["learn", first]).write_stdin(format!("{input}\nquit\n")).output().unwrap();
    assert!(!flat(&stdout(&out)).contains(&format!("{second_title} · step 1/")));
}

#[test]
fn the_picker_shows_the_standing_and_starts_at_the_next_unfinished_lesson() {
    let dir = scratch("pick");
    let ids = lesson_ids(&dir);
    let out = annan(&dir).arg("learn").write_stdin("1\n").output().unwrap();
    let text = stdout(&out);
    assert!(out.status.success());
    assert!(text.contains("Which lesson?") && text.contains("1. new  shogi"), "{text}");
    assert!(text.contains(&format!("0 of {} lessons done · 0 of {} stars", ids.len(), 3 * ids.len())), "{text}");
    assert!(text.contains("Reading the board: symbols, letters and whose piece · step 1/6"), "{text}");

    // With the first lesson done, Enter at the picker takes the second.
    let input = demo_input(&dir, &ids[0]).join("\n");
    annan(&dir).args(["learn", &ids[0]]).write_stdin(input + "\nquit\n").assert().success();
    let out = annan(&dir).arg("learn").write_stdin("\n").output().unwrap();
    let text = flat(&stdout(&out));
    assert!(text.contains("(Enter: 2)"), "{text}");
    let second = saved(&dir, &ids[1]);
    assert!(text.contains(&format!("{} · step 1/", second["title"].as_str().unwrap())), "{text}");
    annan(&dir).args(["learn", "--list"]).assert().success().stdout(predicate::str::contains(format!(
        "1 of {} lessons done · 3 of {} stars",
        ids.len(),
        3 * ids.len()
    )));
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
    // A number past the list's end, or 0, is no lesson either.
    for n in ["0", "999"] {
        annan(&dir).args(["learn", n]).assert().code(2).stderr(predicate::str::contains(format!("no lesson `{n}`")));
    }
}

/// A lesson's number in the list names it as its id does (a player typed `learn 35` for the
/// lesson the list numbers 35: a playtest): the same lesson, played the same.
#[test]
fn a_lesson_can_be_named_by_its_number_in_the_list() {
    let dir = scratch("by-number");
    let list = annan(&dir).args(["learn", "--list", "--json"]).output().unwrap();
    let rows: Vec<serde_json::Value> = serde_json::from_slice(&list.stdout).unwrap();
    let last = rows.len();
    let id = rows[last - 1]["id"].as_str().unwrap().to_string();
    let demo = |name: &str| annan(&dir).args(["learn", name, "--demo"]).output().unwrap();
    let (by_id, by_number) = (demo(&id), demo(&last.to_string()));
    assert!(by_id.status.success() && !by_id.stdout.is_empty());
    assert_eq!(by_number.status.code(), Some(0), "{}", String::from_utf8_lossy(&by_number.stderr));
    assert_eq!(by_number.stdout, by_id.stdout);
}

#[test]
fn a_seeded_quiz_is_the_same_every_time_and_scores() {
    let dir = scratch("quiz");
    let run = |input: &str| {
        annan(&dir)
            .args(["quiz", "--count", "3", "--seed", "11", "--variant", "annan"])
            .write_stdin(input)
            .output()
            .unwrap()
    };
    let (a, b) = (run("1\n2\n3\n1\n2\n3\n1\n2\n3\n"), run("1\n2\n3\n1\n2\n3\n1\n2\n3\n"));
    assert!(a.status.success());
    assert_eq!(stdout(&a), stdout(&b));
    let text = flat(&stdout(&a));
    assert!(text.contains("Question 3/3 · annan") && text.contains("right at the first try"), "{text}");
    assert!(text.contains("`annan quiz --count 3 --variant annan --seed 11` asks the same again"), "{text}");
    let stopped = run("1\n");
    assert!(flat(&stdout(&stopped)).contains("(stopped early)"));
}

/// `text` without its step headings' rows (`── title · step 1/6 ──`).
fn without_headings(text: &str) -> String {
    text.lines().filter(|l| !l.starts_with("── ")).collect::<Vec<_>>().join("\n")
}

#[test]
fn at_60_columns_every_text_fits_and_no_word_is_split() {
    let dir = scratch("narrow");
    let run = |columns: &str, args: &[&str], input: &str| {
        let mut annan = annan(&dir);
        annan.env("COLUMNS", columns).args(args);
        stdout(&annan.write_stdin(input.to_string()).output().unwrap())
    };
    let mut screens: Vec<(Vec<String>, &str)> =
        lesson_ids(&dir).into_iter().map(|id| (vec!["learn".into(), id, "--demo".into()], "")).collect();
    screens.push((["quiz", "--count", "3", "--seed", "5"].map(String::from).to_vec(), "9\nlegend\n1\n2\n3\n1\n2\n3\n"));
    for (args, input) in &screens {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let narrow = run("60", &args, input);
        let lines: Vec<&str> = narrow.lines().collect();
        let boards = board_lines(&lines);
        for (_, line) in lines.iter().enumerate().filter(|(i, _)| !boards.contains(i)) {
            assert!(console::measure_text_width(line) <= 60, "{args:?}: wider than 60 columns:\n{line}");
        }
        // Wrapping only turns spaces into line breaks: the words are the same as unwrapped,
        // but for a step heading's title, cut to keep the heading on one row.
        let wide = run("100000", &args, input);
        assert_eq!(flat(&without_headings(&narrow)), flat(&without_headings(&wide)), "{args:?}");
    }
}

#[test]
fn the_lesson_list_fits_60_columns_and_keeps_every_word() {
    let dir = scratch("list-narrow");
    let list = |columns: &str| stdout(&annan(&dir).env("COLUMNS", columns).args(["learn", "--list"]).output().unwrap());
    let narrow = list("60");
    for line in narrow.lines() {
        assert!(console::measure_text_width(line) <= 60, "wider than 60 columns:\n{line}");
    }
    // Unwrapped it is a table under a header; at 60 columns the same words without the header.
    let wide = list("100000");
    let (header, rows) = wide.split_once('\n').unwrap();
    assert_eq!(flat(header), "# id game progress title");
    // Each lesson after its number, which `learn N` takes.
    assert!(rows.lines().next().is_some_and(|r| r.trim_start().starts_with("1 shogi-")), "{rows}");
    assert_eq!(flat(&narrow), flat(rows));
    // At 80 columns it is still a table, and the long titles go on under their column.
    let table = list("80");
    assert!(table.lines().all(|l| console::measure_text_width(l) <= 80), "{table}");
    assert_eq!(flat(table.lines().next().unwrap()), "# id game progress title", "{table}");
    assert_eq!(flat(&table), flat(&wide));
}

#[test]
fn lessons_and_the_quiz_speak_spanish_portuguese_and_tagalog_without_an_english_line() {
    let dir = scratch("langs");
    // Unwrapped, so lines are whole paragraphs: a fragment of a wrapped sentence that happens
    // to read the same (`discovered check.`) is no English left behind.
    let run = |lang: &str, args: &[&str], input: &str| {
        let mut annan = annan(&dir);
        annan.env("ANNAN_LANG", lang).env("COLUMNS", "100000");
        let out = annan.args(args).write_stdin(input.to_string()).output().unwrap();
        assert!(out.status.success(), "{lang} {args:?}: {}", String::from_utf8_lossy(&out.stderr));
        stdout(&out)
    };
    let mut screens: Vec<(Vec<String>, String)> = lesson_ids(&dir)
        .into_iter()
        .map(|id| (vec!["learn".to_string(), id, "--demo".to_string()], String::new()))
        .collect();
    // A quiz with a wrong answer, a legend and a right one, then quit.
    screens.push((
        ["quiz", "--count", "2", "--seed", "5"].map(String::from).to_vec(),
        "9\nlegend\n1\n2\n3\nquit\n".into(),
    ));
    screens.push((["learn", "--list"].map(String::from).to_vec(), String::new()));
    screens.push((["check", "lessons/annan/annan-behind.yaml"].map(String::from).to_vec(), String::new()));
    let mut same = Vec::new();
    for (args, input) in &screens {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let english: HashSet<String> = prose(&run("en", &args, input), &HashSet::new()).into_iter().collect();
        for lang in ["es", "pt", "tl"] {
            for line in prose(&run(lang, &args, input), &kept_words(lang)) {
                if english.contains(&line) {
                    same.push(format!("{lang} {args:?}: {line}"));
                }
            }
        }
    }
    assert!(same.is_empty(), "lines left in English:\n{}", same.join("\n"));
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
fn check_reports_a_key_given_twice_where_it_is_given_again() {
    let dir = scratch("check-twice");
    // A top-level key, and a step's (serde_yaml reports both at their mapping's start).
    for (key, twice) in
        [("order: 300", "order: 300\norder: 301"), ("highlight: [5e, 1e]", "highlight: [5e, 1e]\n    highlight: [5e]")]
    {
        let broken = BEHIND.replacen(key, twice, 1);
        let (code, out) = check_copy(&dir, &broken);
        assert_eq!(code, 2, "{out}");
        let name = key.split(':').next().unwrap();
        let line = line_of(key) + 1;
        assert!(out.contains(&format!("annan-behind.yaml:{line}:")), "{out}");
        assert!(out.contains(&format!("`{name}` is given twice here")), "{out}");
    }
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
fn check_reports_a_bad_reasons_list_where_it_is() {
    let dir = scratch("check-reasons");
    // annan-behind's first question: option 1 (0-based) is the answer, its reason `null`.
    let first_reason = "        - en: \"Your rook on 5f is directly behind the silver";
    let on_answer = BEHIND.replacen(
        "        - null\n",
        &format!("{}\n", BEHIND.lines().skip(line_of(first_reason) - 1).take(4).collect::<Vec<_>>().join("\n")),
        1,
    );
    let (code, out) = check_copy(&dir, &on_answer);
    assert_eq!(code, 2, "{out}");
    let line = line_of("        - null");
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")), "{out}");
    assert!(out.contains("option 1 is the answer, so its entry in `reasons` must be `null`"), "{out}");
    // One entry short of the three options.
    let short = BEHIND.replacen("        - null\n", "", 1);
    let (code, out) = check_copy(&dir, &short);
    assert_eq!(code, 2, "{out}");
    let line = line_of("      reasons:");
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")), "{out}");
    assert!(
        out.contains("`reasons` needs one entry per option (3), `null` for the answer; this list has 2 entries"),
        "{out}"
    );
    // A reason without its Tagalog.
    let tl = BEHIND.lines().nth(line_of(first_reason) + 2).unwrap();
    let untranslated = BEHIND.replacen(&format!("{tl}\n"), "", 1);
    let (code, out) = check_copy(&dir, &untranslated);
    assert_eq!(code, 2, "{out}");
    let line = line_of(first_reason);
    assert!(out.contains(&format!("annan-behind.yaml:{line}:")) && out.contains("lacks one of them: tl"), "{out}");
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

#[test]
fn an_error_stays_on_one_line_when_stderr_is_not_a_terminal_however_narrow_columns_is() {
    let dir = scratch("error-line");
    let out =
        annan(&dir).env("COLUMNS", "20").args(["learn", "there-is-no-lesson-by-this-long-name"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("annan: there is no lesson") && err.contains("`annan learn --list`"), "{err}");
}

/// The language comes from the locale when nothing else says (`LANG=es_ES.UTF-8`: the lesson
/// list in Spanish, no flag), and `--lang` wins over the locale.
#[test]
fn the_locale_chooses_the_language_and_the_flag_wins_over_it() {
    let dir = scratch("locale");
    let list = |lang_env: Option<&str>, flag: Option<&str>| {
        let mut c = annan(&dir);
        c.env_remove("ANNAN_LANG").env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANGUAGE");
        if let Some(l) = lang_env {
            c.env("LANG", l);
        }
        if let Some(f) = flag {
            c.args(["--lang", f]);
        }
        let out = c.args(["learn", "--list"]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        stdout(&out)
    };
    let english = list(Some("C"), Some("en"));
    let spanish = list(Some("C"), Some("es"));
    let tagalog = list(Some("C"), Some("tl"));
    assert_ne!(english, spanish);
    assert_ne!(spanish, tagalog);
    assert_eq!(list(Some("es_ES.UTF-8"), None), spanish, "LANG=es_ES.UTF-8 alone gives Spanish");
    assert_eq!(list(Some("es_ES.UTF-8"), Some("tl")), tagalog, "--lang tl wins over LANG");
}

#[test]
fn the_lesson_and_puzzle_lists_both_stop_on_a_progress_file_they_cannot_read() {
    // A list without the progress file would show every lesson and puzzle as new: both lists
    // say why and exit 1, printing nothing (`learn --list` printed its list and exited 0).
    let dir = scratch("unreadable");
    std::fs::create_dir_all(dir.join("progress.json")).unwrap();
    let reason = format!("cannot read {}: it is a folder, not a file", dir.join("progress.json").display());
    for args in [&["learn", "--list"][..], &["learn", "--list", "--json"], &["puzzles"], &["puzzles", "--json"]] {
        let out = annan(&dir).args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!((out.status.code(), stdout(&out).as_str()), (Some(1), ""), "{args:?}: {err}");
        assert!(flat(&err).contains(&reason), "{args:?}: {err}");
    }
    // A file that can be read is read even where its lock cannot be made (a read-only
    // folder; here the lock file's name taken by a folder): the lists said "cannot lock".
    std::fs::remove_dir_all(dir.join("progress.json")).ok();
    let done = r#"{"lessons": {"annan-behind": {"completed": true, "stars": 3, "next_step": 0, "mistakes": 0}}}"#;
    std::fs::write(dir.join("progress.json"), done).unwrap();
    std::fs::remove_file(dir.join("progress.json.lock")).ok();
    std::fs::create_dir_all(dir.join("progress.json.lock")).unwrap();
    let out = annan(&dir).args(["learn", "--list", "--json"]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let list: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let behind = list.as_array().and_then(|l| l.iter().find(|l| l["id"] == "annan-behind")).cloned();
    assert_eq!(behind.map(|l| (l["completed"].clone(), l["stars"].clone())), Some((true.into(), 3.into())), "{list}");
    assert_eq!(annan(&dir).arg("puzzles").output().unwrap().status.code(), Some(0));
    std::fs::remove_dir_all(dir.join("progress.json.lock")).unwrap();
    // A damaged file is set aside with a note, and both lists go on.
    for args in [&["learn", "--list"][..], &["puzzles"]] {
        std::fs::remove_dir_all(dir.join("progress.json")).ok();
        std::fs::write(dir.join("progress.json"), "{ not json").unwrap();
        let out = annan(&dir).args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.contains("was damaged") && !stdout(&out).is_empty(), "{args:?}: {err}");
    }
}

/// The reviewer's near misses, in the languages they were met in: `3b3a` where `3b3a+` is
/// wanted says the promotion is missing; `L*2b`, a check by the lance where the lance should
/// back the pawn that checks, says another piece checks. Both said "legal, but not the move
/// this step is looking for". `G4c-5b`, the gold on the board where the gold in hand is to be
/// dropped, says the step wants a drop: it said "a different piece" of a gold where a gold is
/// wanted.
#[test]
fn a_nearly_right_move_is_told_what_is_missing() {
    let dir = scratch("near-miss");
    let cases = [
        (
            "es",
            "minishogi-promotion",
            "3b3a",
            "No exactamente: 3b3a va a la casilla correcta, pero sin promover, y esta etapa quiere la pieza promovida.",
        ),
        (
            "tl",
            "annan-giving-check",
            "L*2b",
            "Hindi pa: nagche-check ang L*2b, pero ibang piyesa ang gusto ng yugtong ito na mag-check.",
        ),
        (
            "en",
            "shogi-pawn-drop-mate",
            "G4c-5b",
            "Not quite: G4c-5b goes to the right square, but with a piece from the board, and this step wants a piece dropped there from the hand.",
        ),
        (
            "pt",
            "shogi-pawn-drop-mate",
            "G4c-5b",
            "Não é bem isso: G4c-5b vai para a casa certa, mas com uma peça do tabuleiro, e esta etapa quer que reintroduzas lá uma peça da mão.",
        ),
    ];
    for (lang, id, typed, said) in cases {
        let mut input = demo_input(&dir, id);
        input.insert(1, typed.to_string()); // before step 2's answer
        let out = annan(&dir)
            .env("ANNAN_LANG", lang)
            .args(["learn", id])
            .write_stdin(input.join("\n") + "\nquit\n")
            .output()
            .unwrap();
        let text = flat(&stdout(&out));
        assert!(out.status.success() && text.contains(said), "{id}: {text}");
    }
}

/// What the rules say about a refused move ends its sentence before the next one: "…or give
/// its number Type help…" and "…which cannot reach 4d Your move" ran together.
#[test]
fn a_refused_move_is_said_in_whole_sentences() {
    let dir = scratch("sentences");
    // annan-behind: step 1's answer is 2; on step 2 the silver on 5e moves like the rook on 5f.
    let cases = [
        ("en", "`hello` is not a move: write it like 7g7f, P*5e, P-7f or ７六歩, or give its number. Type “help”"),
        ("en", "which cannot reach 4d. Your move"),
        ("es", "o da su número. Escribe «ayuda»"),
        ("pt", "ou indica o seu número. Escreve «ajuda»"),
        ("tl", "hindi nito maaabot ang 4d."),
    ];
    for (k, (lang, said)) in cases.into_iter().enumerate() {
        // A run of its own each: a stopped lesson goes on where it stopped.
        let dir = dir.join(k.to_string());
        let (_, rook, _) = common::behind_places();
        let out = annan(&dir)
            .env("ANNAN_LANG", lang)
            .args(["learn", "annan-behind"])
            .write_stdin(format!("{rook}\nhello\n5e4d\nquit\n"))
            .output()
            .unwrap();
        let text = flat(&stdout(&out));
        assert!(text.contains(said), "{lang}: {said}\n{text}");
    }
}

/// A number typed at a move step before `moves` has shown the step's list picks from a list
/// the learner never saw: it is not played (a typed 1 played annan-behind's answer, Sx1e,
/// unseen), and the answer says where numbers come from. Once the list is shown, the same
/// number plays its move.
#[test]
fn a_number_before_the_list_of_moves_is_shown_is_not_played() {
    let dir = scratch("number-before-list");
    // annan-behind: step 1 a question; on step 2 the list's first move is Sx1e, the answer.
    let (_, rook, _) = common::behind_places();
    let cases = [
        ("en", "moves", "1 is not a move: numbers pick a move from the list that moves shows. Type moves to see it"),
        ("es", "jugadas", "1 no es una jugada: los números eligen una jugada de la lista que muestra jugadas."),
        ("pt", "jogadas", "1 não é uma jogada: os números escolhem uma jogada da lista que jogadas mostra."),
        ("tl", "galaw", "Hindi galaw ang 1: pumipili ang mga numero ng galaw mula sa listahang ipinapakita ng galaw."),
    ];
    for (k, (lang, moves, said)) in cases.into_iter().enumerate() {
        let dir = dir.join(k.to_string());
        let run = |input: String| {
            let out = annan(&dir)
                .env("ANNAN_LANG", lang)
                .args(["learn", "annan-behind"])
                .write_stdin(input)
                .output()
                .unwrap();
            assert!(out.status.success(), "{lang}: {out:?}");
            let row = saved(&dir, "annan-behind");
            (flat(&stdout(&out)), row["next_step"].as_u64(), row["mistakes"].as_u64())
        };
        // Still on step 2, and no mistake.
        let (text, step, mistakes) = run(format!("{rook}\n1\nquit\n"));
        assert!(text.contains(said), "{lang}: {said}\n{text}");
        assert_eq!((step, mistakes), (Some(1), Some(0)), "{lang}: {text}");
        // Shown, the list's numbers are played: step 2 is done.
        let (text, step, _) = run(format!("{moves}\n1\nquit\n"));
        assert!(!text.contains(said), "{lang}: {text}");
        assert_eq!(step, Some(2), "{lang}: {text}");
    }
}

/// `learn --json` can only mean the list: it prints what `learn --list --json` prints (it
/// said "this command needs --list"), and still refuses a lesson id beside it.
#[test]
fn learn_json_alone_lists_as_json() {
    let dir = scratch("json-alone");
    let alone = annan(&dir).args(["learn", "--json"]).output().unwrap();
    let listed = annan(&dir).args(["learn", "--list", "--json"]).output().unwrap();
    assert_eq!(alone.status.code(), Some(0), "{}", String::from_utf8_lossy(&alone.stderr));
    assert_eq!(stdout(&alone), stdout(&listed));
    let list: serde_json::Value = serde_json::from_str(&stdout(&alone)).unwrap();
    assert!(list.as_array().is_some_and(|a| a.len() >= 34), "{list}");
    let with_id = annan(&dir).args(["learn", "annan-behind", "--json"]).output().unwrap();
    assert_eq!(with_id.status.code(), Some(2));
}

#[test]
fn a_move_that_could_promote_typed_without_a_mark_is_said_played_unpromoted() {
    // annan-start-positions: the pawn backed by the rook takes on 2c, promoting or not. The
    // board's "Last move: Px2c=" alone did not tell a beginner the promotion was theirs.
    let dir = scratch("promotion-left-out");
    let input = demo_input(&dir, "annan-start-positions");
    let at = input.iter().position(|a| a.starts_with("2g2c")).expect("the demo takes on 2c");
    // What the marks mean is said with them: a chess player reads + as check and = as
    // "promotes to", and the note comes before promotion is taught (a playtest).
    let note =
        "Px2c=: not promoted; Px2c+ promotes (in shogi notation + means “promotes” and = “does not”, not check).";
    // A lesson does not ask "+ or =" (a beginner meets captures in the camp before promotion
    // is taught): a move without its mark is played unpromoted, and said so.
    for (typed, said) in [("2g2c", true), ("P-2c", true), ("Px2c=", false), ("2g2c+", false), ("２三歩不成", false)]
    {
        let mut lines = input.clone();
        lines[at] = typed.to_string();
        let out = annan(&dir)
            .args(["learn", "annan-start-positions", "--reset"])
            .write_stdin(lines.join("\n") + "\n")
            .output()
            .unwrap();
        let text = flat(&stdout(&out));
        assert!(text.contains("Lesson complete"), "{typed}: {text}");
        assert_eq!(text.contains(note), said, "{typed}: {text}");
        assert!(!text.contains("could mean"), "{typed}: {text}");
    }
}

/// `pieces` names each side's pieces and their squares, for a learner who cannot see the
/// board (a screen reader reads it as rows of dots and bars): at a step's pause, at a question
/// and at a move, without the board again and without counting as a mistake. A marked square
/// the step's text does not name is named under the board.
#[test]
fn pieces_in_a_lesson_names_each_sides_pieces_and_costs_nothing() {
    let answers = demo_input(&scratch("pieces-demo"), "shogi-reading-board");
    // Step 1 shows (a pause), step 2 asks which piece is marked, step 3 wants a move.
    let [pause, pick, mv] = [&answers[0], &answers[1], &answers[2]];
    let run = |input: String| {
        let dir = scratch("pieces");
        let out = annan(&dir).args(["learn", "shogi-reading-board"]).write_stdin(input).output().unwrap();
        assert!(out.status.success());
        (stdout(&out), saved(&dir, "shogi-reading-board"))
    };
    let (said, record) = run(format!("pieces\n{pause}\npieces\n{pick}\npieces\n{mv}\nquit\n"));
    let start = "Sente: king 5i, rook 2h, bishop 8h, golds 6i 4i, silvers 7i 3i, knights 8i 2i, lances 9i 1i, \
                 pawns 9g 8g 7g 6g 5g 4g 3g 2g 1g. In hand: nothing.";
    assert_eq!(flat(&said).matches(start).count(), 2, "{said}");
    assert!(flat(&said).contains("Gote: king 5a, rook 8b, bishop 2b, golds 6a 4a"), "{said}");
    // Step 3's own position, a capture to make.
    assert!(
        flat(&said).contains("Sente: king 9i, rook 5h, gold 5e. In hand: nothing. Gote: king 5a, gold 2h."),
        "{said}"
    );
    assert_eq!((record["mistakes"].as_u64(), record["next_step"].as_u64()), (Some(0), Some(3)), "{said}");
    // The boards are those said without `pieces`: none again.
    let (plain, _) = run(format!("{pause}\n{pick}\n{mv}\nquit\n"));
    let rules = |text: &str| text.lines().filter(|l| l.starts_with("+---")).count();
    assert_eq!(rules(&said), rules(&plain), "{said}");
    // Step 2's text says "the highlighted piece on your second row": its square is named.
    assert!(said.contains("\nHighlighted square: 8h\n"), "{said}");
    // The keyword is offered where the others are.
    assert!(said.contains("(or legend, pieces, quit)"), "{said}");
}

/// Piped, the lesson list is one line a lesson, as a script or a screen reader reads it: a
/// long title went on a line of its own, read as an entry of its own (a playtest). `COLUMNS`
/// still asks for a width (see the test above).
#[test]
fn the_lesson_list_piped_without_columns_is_one_line_a_lesson() {
    let dir = scratch("list-piped");
    let out = annan(&dir).env_remove("COLUMNS").args(["learn", "--list"]).output().unwrap();
    let text = stdout(&out);
    let lessons = lesson_ids(&dir);
    // The header, a line a lesson, a blank line and the standing.
    let (table, _) = text.split_once("\n\n").unwrap();
    assert_eq!(table.lines().count(), lessons.len() + 1, "{text}");
    assert!(table.lines().any(|l| l.ends_with("Reading the board: symbols, letters and whose piece")), "{text}");
}
