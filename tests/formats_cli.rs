//! The record formats through the binary: convert (files, standard input, Shift_JIS), --file
//! on position commands, show and solve printing records, puzzles --export, generate --format,
//! puzzle --file with a KIF or BOD problem, and bad files as one-line errors with exit 2.

mod common;
use annan::content::puzzle::collection;
use annan::formats::{detect, read, read_text, Format, ReadOptions};
use annan::rules::Variant;
use assert_cmd::Command;
use common::scratch;
use std::path::Path;

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats").join(name).display().to_string()
}

fn run_in(data: &Path, args: &[&str], input: &str) -> (String, String, i32) {
    let out = Command::cargo_bin("annan")
        .unwrap()
        .env("ANNAN_DATA_DIR", data)
        .env_remove("ANNAN_LANG")
        .env("LANG", "C")
        .args(["--color", "never"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (text(&out.stdout), text(&out.stderr), out.status.code().unwrap_or(-1))
}

fn run(args: &[&str], input: &str) -> (String, String, i32) {
    run_in(&scratch("run"), args, input)
}

#[test]
fn convert_reads_shift_jis_kif_and_standard_input() {
    let (out, err, code) = run(&["convert", &fixture("zukou-034.kif")], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "9/7lS/7pb/5S1B1/5rgk1/8p/4+R2G1/9/9 b SN2gs3n3l16p 1\n");
    let ki2 = std::fs::read_to_string(fixture("musou-077.ki2")).unwrap();
    let (out, err, code) = run(&["convert", "--to", "csa", "-"], &ki2);
    assert_eq!(code, 0, "{err}");
    assert_eq!(detect(&out), Some(Format::Csa));
    let back = read_text(&out, &ReadOptions::default()).unwrap();
    assert_eq!(back.moves.len(), 11);
    assert!(out.ends_with("%TSUMI\n"), "{out}");
}

#[test]
fn a_position_typed_for_the_file_is_pointed_to_standard_input() {
    let sfen = "4k4/9/4G4/9/9/9/9/9/9 b G 1";
    let (out, err, code) = run(&["convert", sfen], "");
    assert_eq!((out.as_str(), code), ("", 2), "{err}");
    assert!(
        err.contains("is a position, not a file") && err.contains(&format!("echo '{sfen}' | annan convert")),
        "{err}"
    );
    let (_, err, code) = run(&["convert", "position startpos moves 7g7f"], "");
    assert!(code == 2 && err.contains("is a position"), "{err}");
    // A name that is no position is still not found.
    let (_, err, code) = run(&["convert", "no-such-record.kif"], "");
    assert!(code == 2 && !err.contains("is a position"), "{err}");
    let (out, _, code) = run(&["convert", "--to", "kif"], sfen);
    assert!(code == 0 && out.contains("手合割"), "{out}");
}

#[test]
fn a_records_moves_left_out_of_a_one_position_format_are_said_on_stderr() {
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
    let (out, err, code) = run(&["convert", "-"], kif);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n");
    assert_eq!(
        err.trim(),
        "annan: the record's 2 moves are left out: SFEN holds one position, the start; `--to usi` keeps the moves"
    );
    let (out, err, _) = run(&["convert", "--to", "usi", "-"], kif);
    assert_eq!((out.as_str(), err.as_str()), ("position startpos moves 7g7f 3c3d\n", ""));
}

#[test]
fn a_bad_file_is_one_line_naming_file_line_and_move() {
    let dir = scratch("bad");
    let file = dir.join("bad.kif");
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角不成(88)\n   4 同　銀(31)\n   5 ２二角打\n";
    std::fs::write(&file, kif).unwrap();
    let (out, err, code) = run(&["convert", file.to_str().unwrap()], "");
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("bad.kif, line 7, column 6: move 5 (２二角打) is not legal"), "{err}");
    for (text, words) in [
        ("\u{1}\u{2}\u{3}", "none of SFEN, USI, KIF, KI2, CSA or BOD"),
        ("後手の持駒：金五\n", "gold in hand: 5, but the set has only 4"),
    ] {
        let (_, err, code) = run(&["show", "--file", "-"], text);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(words) && err.contains("standard input"), "{err}");
    }
    let (_, err, code) = run(&["convert", "--variant", "minishogi", &fixture("musou-077.bod")], "");
    assert_eq!(code, 2);
    assert!(err.contains("the board has 9 ranks; minishogi needs 5"), "{err}");
    let (_, err, code) = run(&["--lang", "es", "convert", file.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("línea 7, columna 6: la jugada 5 (２二角打) no es legal"), "{err}");
}

#[test]
fn position_commands_take_a_file_and_show_prints_records() {
    let (out, err, code) = run(&["moves", "--file", &fixture("minishogi-m3.csa")], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l == "5a3c"), "{out}");
    let (out, err, code) = run(&["show", "--file", &fixture("zukou-005.bod"), "--format", "bod"], "");
    assert_eq!(code, 0, "{err}");
    let again = read_text(&out, &ReadOptions::default()).unwrap();
    assert_eq!(again.start.to_sfen(), "n+B1sS4/1R1g5/1Ls6/2k6/2n6/3L5/R8/9/9 b B2P3gs2n2l16p 1");
    let (out, _, code) =
        run(&["show", "--variant", "shogi", "--sfen", "startpos", "--moves", "7g7f", "3c3d", "--format", "kif"], "");
    assert_eq!(code, 0);
    assert!(out.contains("   1 ７六歩(77)\n   2 ３四歩(33)\n"), "{out}");
    let (_, err, code) = run(&["show", "--sfen", "startpos", "--file", "x.kif"], "");
    assert_eq!(code, 2, "--sfen and --file together: {err}");
}

#[test]
fn solve_prints_the_mate_as_kif() {
    let (out, err, code) = run(&["solve", "--file", &fixture("annan-m5.kif"), "--format", "kif"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("手合割：安南将棋") && out.contains("詰み"), "{out}");
    let game = read_text(&out, &ReadOptions::default()).unwrap();
    assert_eq!(game.start.variant(), Variant::Annan);
    assert_eq!(game.moves.len(), 5);
    assert!(game.end().is_checkmate());
}

#[test]
fn puzzles_export_writes_files_other_programs_read() {
    let data = scratch("export");
    let dir = data.join("out");
    let (_, err, code) =
        run_in(&data, &["puzzles", "--variant", "minishogi", "--export", "kif", dir.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let puzzles: Vec<_> =
        collection().unwrap().into_iter().filter(|l| l.puzzle.variant == Variant::Minishogi).collect();
    assert!(!puzzles.is_empty());
    for l in &puzzles {
        let p = &l.puzzle;
        let bytes = std::fs::read(dir.join(format!("{}.kif", p.id))).unwrap();
        assert!(std::str::from_utf8(&bytes).is_err(), "{}: .kif files are Shift_JIS", p.id);
        let game = read(&bytes, &ReadOptions::default()).unwrap();
        // KIF numbers moves from 1: the position is the same, the SFEN move number is not kept.
        let position = |sfen: String| sfen.rsplit_once(' ').unwrap().0.to_string();
        assert_eq!(position(game.start.to_sfen()), position(p.position().unwrap().to_sfen()));
        assert_eq!(game.moves, p.line(&game.start).unwrap());
    }
    let (_, err, code) = run_in(&data, &["puzzles", "--export", "pdf", dir.to_str().unwrap()], "");
    assert_eq!(code, 2, "{err}");
}

#[test]
fn generate_writes_bod() {
    let (out, err, code) = run(
        &[
            "generate",
            "--variant",
            "minishogi",
            "--mate",
            "1",
            "--count",
            "1",
            "--seed",
            "1",
            "--jobs",
            "1",
            "--format",
            "bod",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(detect(&out), Some(Format::Bod), "{out}");
    assert_eq!(read_text(&out, &ReadOptions::default()).unwrap().start.variant(), Variant::Minishogi);
}

/// Plays the problem of a record file with the attacker moves of the solver's own line,
/// counted as composers count: the player never defends with a futile interposition.
fn plays_through(file: &str) {
    let (line, err, code) = run(&["solve", "--classical", "--file", file], "");
    assert_eq!(code, 0, "{err}");
    let moves: Vec<&str> = line.lines().nth(1).unwrap().split_whitespace().collect();
    let input: String = moves.iter().step_by(2).map(|m| format!("{m}\n")).collect();
    let (out, err, code) = run(&["puzzle", "--file", file], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Solved cleanly"), "{out}");
}

#[test]
fn puzzle_plays_a_kif_or_bod_problem_with_the_solvers_solution() {
    plays_through(&fixture("minishogi-m3.kif"));
    let dir = scratch("bod");
    let bod = dir.join("problem.bod");
    let (out, _, _) = run(&["show", "--file", &fixture("annan-m5.kif"), "--format", "bod"], "");
    std::fs::write(&bod, out).unwrap();
    plays_through(bod.to_str().unwrap());
}

#[test]
fn convert_reads_sfen_and_usi_as_every_command_does() {
    // Legal in shogi, not in Annan (the bishop on 8h has the knight behind it): convert
    // reads a USI record as show --file does, and --variant says otherwise.
    let shogi_only = "position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n";
    let (_, err, code) = run(&["convert", "--to", "kif", "-"], shogi_only);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("8h2b+"), "{err}");
    let (_, shown, _) = run(&["show", "--file", "-"], shogi_only);
    assert!(shown.contains("8h2b+"), "show reads it the same way: {shown}");
    let (out, err, code) = run(&["convert", "--variant", "shogi", "--to", "kif", "-"], shogi_only);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("手合割：平手"), "{out}");
    // An Annan record keeps its game through KIF and back.
    let (kif, err, code) = run(&["convert", "--to", "kif", "-"], "position startpos moves 7g7f 3c3d\n");
    assert_eq!(code, 0, "{err}");
    assert!(kif.contains("手合割：安南将棋"), "{kif}");
    let back = read_text(&kif, &ReadOptions::default()).unwrap();
    assert_eq!((back.start.variant(), back.moves.len()), (Variant::Annan, 2));
}
