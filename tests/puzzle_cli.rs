//! The puzzle commands through the binary: playing with piped input (a wrong move, a hint,
//! the solution, an alternative mate, end of input, nonsense), progress saved, the list,
//! and the generator's determinism across `--jobs` and `--shard`.

use annan::content::puzzle::{check_file, collection, parse_file, Located};
use annan::rules::{Move, Notation, Variant};
use assert_cmd::Command;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annan-puzzle-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn annan(data: &Path) -> Command {
    let mut cmd = Command::cargo_bin("annan").unwrap();
    cmd.env("ANNAN_DATA_DIR", data).env_remove("ANNAN_LANG").arg("--color").arg("never");
    cmd
}

fn run(data: &Path, args: &[&str], input: &str) -> (String, String, i32) {
    let out = annan(data).args(args).write_stdin(input).output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (text(&out.stdout), text(&out.stderr), out.status.code().unwrap_or(-1))
}

fn annan_mate_in_3() -> Located {
    collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 3).unwrap()
}

/// A legal move of the puzzle's start position that gives no check.
fn quiet_move(l: &Located) -> String {
    let pos = l.puzzle.position().unwrap();
    let mv: Move = pos.legal_move_list().iter().copied().find(|&m| !pos.gives_check(m)).unwrap();
    mv.usi(pos.geometry())
}

fn progress(data: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(data.join("progress.json")).unwrap()).unwrap()
}

#[test]
fn play_with_a_hint_and_a_wrong_move_then_cleanly() {
    let data = scratch("play");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let input = format!("hint\n{}\n{}\n{}\n", quiet_move(&l), p.main_line[0], p.main_line[2]);
    let (out, err, code) = run(&data, &["puzzle", &p.id], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("Hint 1: {}", p.hints[0].get("en"))), "{out}");
    assert!(out.contains("does not give check"), "{out}");
    assert!(out.contains("Your move is taken back"), "{out}");
    assert!(out.contains("Checkmate. Solved, after a wrong try."), "{out}");
    assert_eq!(progress(&data)["puzzles"][&p.id]["failed"], 1);
    assert_eq!(progress(&data)["streak"], 0);

    // The same solution typed in western notation.
    let mut pos = p.position().unwrap();
    let line = p.line(&pos).unwrap();
    let first = pos.format_move(line[0], Notation::Western, None);
    pos.play(line[0]);
    pos.play(line[1]);
    let third = pos.format_move(line[2], Notation::Western, None);
    let (out, _, code) = run(&data, &["puzzle", &p.id], &format!("{first}\n{third}\n"));
    assert_eq!(code, 0);
    assert!(out.contains("Checkmate. Solved!"), "{out}");
    assert!(out.contains(" answers "), "{out}");
    let saved = progress(&data);
    assert_eq!(saved["puzzles"][&p.id]["solved"], 1);
    assert_eq!(saved["streak"], 1);

    let (out, _, _) = run(&data, &["puzzles", "--unsolved", "--variant", "annan", "--mate", "3"], "");
    assert!(!out.contains(&p.id), "a solved puzzle is not listed as unsolved");
}

#[test]
fn a_check_that_does_not_mate_is_refuted_on_the_board() {
    let data = scratch("refute");
    let mut solver = annan::solver::Solver::new(16);
    let opts = annan::solver::SolveOptions { max_plies: 2, ..Default::default() };
    // The first Annan mate in 3 with a check that does not mate (the solver says which).
    let (l, wrong) = collection()
        .unwrap()
        .into_iter()
        .filter(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 3)
        .find_map(|l| {
            let pos = l.puzzle.position().unwrap();
            let wrong = pos
                .legal_move_list()
                .iter()
                .copied()
                .filter(|&m| pos.gives_check(m))
                .find(|&m| solver.solve_after(&pos.after(m), &opts).status != annan::solver::Status::Mate)?;
            Some((l, wrong.usi(pos.geometry())))
        })
        .expect("some mate in 3 has a check that does not mate");
    let (out, _, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("{wrong}\n"));
    assert_eq!(code, 0);
    assert!(out.contains(&format!("{wrong} gives check, but it does not force mate in the 3 plies left")), "{out}");
    assert!(out.contains("and there is no mate in time:"), "{out}");
    assert!(out.contains("Last move:"), "{out}");
    assert!(out.contains("Input ended; progress is saved."), "{out}");
}

#[test]
fn giving_up_shows_the_solution_with_backers_explained() {
    let data = scratch("solution");
    let l = annan_mate_in_3();
    let (out, _, code) = run(&data, &["puzzle", &l.puzzle.id], "solution\n");
    assert_eq!(code, 0);
    assert!(out.contains("Solution (mate in 3):"), "{out}");
    assert!(out.contains("so it moves like a"), "{out}");
    assert_eq!(progress(&data)["puzzles"][&l.puzzle.id]["failed"], 1);
}

#[test]
fn an_alternative_mate_is_accepted_from_a_file() {
    let data = scratch("alternative");
    let file = data.join("two.yaml");
    std::fs::write(
        &file,
        "id: two-golds\nvariant: shogi\nsfen: 8k/9/7G1/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1\nmate: 1\n\
         main_line: [G*1b]\ntitle: {en: Two golds}\nhints: [{en: Drop the gold.}]\ntags: [drop]\n\
         difficulty: 1\norigin: written for this test\n",
    )
    .unwrap();
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], "G*2b\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("G*2b also mates (the composed solution plays G*1b)"), "{out}");
    assert!(out.contains("Checkmate. Solved!"), "{out}");
}

#[test]
fn nonsense_input_and_end_of_input_end_cleanly() {
    let data = scratch("nonsense");
    let l = annan_mate_in_3();
    let input = "xyzzy\n999\n0\nP*\n9a9a\n\u{1F600}\nmoves\nhelp\nhint\nhint\nhint\nhint\nhint\n";
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("is not a move number here"), "{out}");
    assert!(out.contains("Legal moves (+ gives check):"), "{out}");
    assert!(out.contains("No more hints"), "{out}");
    assert!(out.contains("Input ended"), "{out}");
    let (_, _, code) = run(&data, &["puzzle", "--daily"], "");
    assert_eq!(code, 0);
    let (_, _, code) = run(&data, &["puzzle", "--random"], "");
    assert_eq!(code, 0);
}

#[test]
fn files_that_are_not_puzzles_and_unknown_ids_are_bad_input() {
    let data = scratch("bad");
    let file = data.join("lesson.yaml");
    std::fs::write(&file, "id: x\nsteps: []\n").unwrap();
    let (_, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("is not a puzzle file") && err.lines().count() >= 1, "{err}");
    let (_, err, code) = run(&data, &["puzzle", "--file", data.join("missing.yaml").to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.starts_with("annan: cannot read"), "{err}");
    let (_, err, code) = run(&data, &["puzzle", "no-such-puzzle"], "");
    assert_eq!(code, 2);
    assert!(err.contains("there is no puzzle 'no-such-puzzle'"), "{err}");
}

#[test]
fn the_list_filters_and_prints_json() {
    let data = scratch("list");
    let (out, _, code) = run(&data, &["puzzles", "--json"], "");
    assert_eq!(code, 0);
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    assert_eq!(items.len(), collection().unwrap().len());
    let (out, _, _) = run(&data, &["puzzles", "--json", "--variant", "minishogi", "--mate", "3", "--tag", "drop"], "");
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    assert!(!items.is_empty());
    assert!(items.iter().all(|i| i["variant"] == "minishogi" && i["mate"] == 3));
    assert!(items.iter().all(|i| i["tags"].as_array().unwrap().iter().any(|t| t == "drop")));
}

fn generate(data: &Path, extra: &[&str]) -> String {
    let mut args = vec!["generate", "--variant", "minishogi", "--mate", "3", "--seed", "5"];
    args.extend_from_slice(extra);
    let (out, err, code) = run(data, &args, "");
    assert_eq!(code, 0, "{err}");
    out
}

fn ids(yaml: &str) -> Vec<String> {
    let mut v: Vec<String> = parse_file("out.yaml", yaml).unwrap().into_iter().map(|l| l.puzzle.id).collect();
    v.sort();
    v
}

#[test]
fn generation_is_the_same_whatever_the_jobs_and_shards_add_up() {
    let data = scratch("generate");
    let one = generate(&data, &["--count", "6", "--jobs", "1"]);
    let two = generate(&data, &["--count", "6", "--jobs", "2"]);
    assert_eq!(one, two);
    assert_eq!(ids(&one).len(), 6);
    check_file("out.yaml", &one).unwrap();

    let whole = generate(&data, &["--count", "1000", "--candidates", "300"]);
    let mut parts: Vec<String> = ["1/3", "2/3", "3/3"]
        .iter()
        .flat_map(|s| ids(&generate(&data, &["--count", "1000", "--candidates", "300", "--shard", s])))
        .collect();
    parts.sort();
    assert!(!parts.is_empty());
    assert_eq!(ids(&whole), parts);
}

#[test]
fn a_generated_file_plays_through() {
    let data = scratch("generated");
    let file = data.join("g.yaml");
    let out = generate(&data, &["--count", "1", "--jobs", "1"]);
    std::fs::write(&file, &out).unwrap();
    let l = &parse_file("g.yaml", &out).unwrap()[0];
    let input = format!("{}\n{}\n", l.puzzle.main_line[0], l.puzzle.main_line[2]);
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Checkmate. Solved!"), "{out}");
    let (_, err, code) = run(&data, &["generate", "--variant", "shogi", "--mate", "4", "--count", "1"], "");
    assert_eq!(code, 2, "{err}");
    let (_, err, code) = run(&data, &["generate", "--mate", "3", "--count", "1", "--shard", "3/2"], "");
    assert_eq!(code, 2, "{err}");
}

#[test]
fn check_reads_puzzle_files_and_gives_the_reason() {
    let data = scratch("check");
    let l = annan_mate_in_3();
    let good = data.join("good.yaml");
    std::fs::write(&good, &l.text).unwrap();
    let (out, err, code) = run(&data, &["check", good.to_str().unwrap()], "");
    assert_eq!(code, 0, "{out}{err}");
    let bad = data.join("bad.yaml");
    std::fs::write(&bad, l.text.replace("mate: 3", "mate: 5")).unwrap();
    let (out, _, code) = run(&data, &["check", bad.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(out.contains("the solver mates in 3 plies, not 5"), "{out}");
}
