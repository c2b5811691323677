//! The binary's rules commands (`perft`, `moves`, `show`) driven with assert_cmd: counts,
//! sorted output, JSON, illegal moves and bad input (exit status 2, one-line message, never
//! a panic).

mod common;

use assert_cmd::Command;
use predicates::prelude::*;

const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
/// The 593-move shogi position: 634 moves in Annan with `--dead-piece free`.
const MANY_MOVES: &str = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";

/// The binary with colour off and English pinned (`--lang en`), whatever the machine's
/// locale or a learner's saved choice.
fn annan() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("NO_COLOR", "1").env_remove("RUST_BACKTRACE").env_remove("ANNAN_LANG").args(["--lang", "en"]);
    c
}

fn run_ok(args: &[&str]) -> String {
    let out = annan().args(args).output().unwrap();
    assert!(out.status.success(), "annan {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or("")
}

fn perft_total(args: &[&str]) -> u64 {
    let out = run_ok(args);
    last_line(&out).trim().parse().unwrap_or_else(|_| panic!("last line of {args:?} is not a number: {out}"))
}

#[test]
fn perft_shogi_depth_3_last_line_is_25470() {
    annan()
        .args(["perft", "--variant", "shogi", "3"])
        .assert()
        .success()
        .stdout(predicate::function(|s: &str| last_line(s) == "25470"));
}

#[test]
fn perft_start_positions_of_each_variant() {
    assert_eq!(perft_total(&["perft", "--variant", "minishogi", "3"]), 2512);
    assert_eq!(perft_total(&["perft", "--variant", "annan", "2"]), 1517);
    assert_eq!(perft_total(&["perft", "2"]), 1517, "annan is the default variant");
    assert_eq!(perft_total(&["perft", "--variant", "annan", "--sfen", "traditional", "2"]), 784);
    assert_eq!(perft_total(&["perft", "--variant", "shogi", "--sfen", SHOGI_START, "2"]), 900);
    assert_eq!(perft_total(&["perft", "--variant", "shogi", "0"]), 1);
}

#[test]
fn perft_divide_lines_sum_to_the_total() {
    for args in [
        vec!["perft", "--variant", "shogi", "--divide", "3"],
        vec!["perft", "--variant", "minishogi", "--divide", "3"],
        vec!["perft", "--variant", "annan", "--divide", "2"],
        vec!["perft", "--variant", "annan", "--dead-piece", "free", "--sfen", MANY_MOVES, "--divide", "1"],
    ] {
        let out = run_ok(&args);
        let lines: Vec<&str> = out.lines().collect();
        let (total, rows) = lines.split_last().unwrap();
        let total: u64 = total.parse().unwrap();
        let mut sum = 0;
        let mut moves = Vec::new();
        for row in rows {
            let (usi, n) = row.split_once(' ').unwrap_or_else(|| panic!("bad divide line {row:?}"));
            sum += n.parse::<u64>().unwrap();
            moves.push(usi.to_string());
        }
        assert_eq!(sum, total, "{args:?}");
        let without_divide: Vec<&str> = args.iter().copied().filter(|a| *a != "--divide").collect();
        assert_eq!(perft_total(&without_divide), total, "{args:?}");
        // One row per legal root move: the same moves `annan moves` lists.
        let mut moves_args = vec!["moves"];
        moves_args.extend(args[1..args.len() - 1].iter().copied().filter(|a| *a != "--divide"));
        let listed: Vec<String> = run_ok(&moves_args).lines().map(str::to_string).collect();
        moves.sort();
        assert_eq!(moves, listed, "{args:?}");
    }
}

#[test]
fn moves_are_sorted_and_as_many_as_perft_1() {
    let cases: Vec<Vec<&str>> = vec![
        vec!["--variant", "shogi"],
        vec!["--variant", "minishogi"],
        vec!["--variant", "annan"],
        vec!["--variant", "annan", "--sfen", "traditional"],
        vec!["--variant", "shogi", "--sfen", MANY_MOVES],
        vec!["--variant", "annan", "--dead-piece", "free", "--sfen", MANY_MOVES],
        vec!["--variant", "annan", "--dead-piece", "original", "--sfen", MANY_MOVES],
        vec![
            "--variant",
            "annan",
            "--sfen",
            "4gR1s1/1s1k4p/l1p4+P1/1P1g3p1/5p3/LprnP3S/1+nP2G3/3BSG2L/2K2L+pN1 b BN7Pp 93",
        ],
        vec!["--variant", "annan", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"],
    ];
    for game in cases {
        let mut moves_args = vec!["moves"];
        moves_args.extend(&game);
        let out = run_ok(&moves_args);
        let lines: Vec<&str> = out.lines().collect();
        let mut sorted = lines.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(lines, sorted, "{game:?}: not sorted or has duplicates");
        let mut perft_args = vec!["perft"];
        perft_args.extend(&game);
        perft_args.push("1");
        assert_eq!(perft_total(&perft_args), lines.len() as u64, "{game:?}");
    }
    assert_eq!(
        run_ok(&["moves", "--variant", "annan", "--dead-piece", "free", "--sfen", MANY_MOVES]).lines().count(),
        634
    );
    // A checkmated side lists nothing.
    assert_eq!(run_ok(&["moves", "--variant", "shogi", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"]), "");
}

#[test]
fn moves_json_parses() {
    for game in [vec!["--variant", "shogi"], vec!["--variant", "minishogi"], vec!["--sfen", "traditional"]] {
        let mut args = vec!["moves", "--json"];
        args.extend(&game);
        let out = run_ok(&args);
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{out}: {e}"));
        let moves: Vec<String> =
            v["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
        assert_eq!(v["count"].as_u64(), Some(moves.len() as u64));
        assert!(v["sfen"].as_str().unwrap().contains(" b - 1"));
        let mut plain_args = vec!["moves"];
        plain_args.extend(&game);
        let plain: Vec<String> = run_ok(&plain_args).lines().map(str::to_string).collect();
        assert_eq!(moves, plain);
    }
}

#[test]
fn show_plays_the_given_moves() {
    annan()
        .args(["show", "--variant", "shogi", "--moves", "7g7f", "3c3d"])
        .assert()
        .success()
        .stdout(predicate::str::contains("SFEN: lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"));
    annan()
        .args(["show", "--variant", "annan", "--pieces", "letters", "--notation", "japanese", "--moves", "7g7f"])
        .assert()
        .success();
    annan()
        .args(["show", "--variant", "minishogi", "--notation", "usi", "--moves", "5e4d", "1a2b"])
        .assert()
        .success()
        .stdout(predicate::str::contains("SFEN: rbsg1/3kp/5/PK3/1GSBR b - 3"));
    // A list as one quoted argument, as a record is copied, and a Japanese 同 written apart.
    let apart = annan().args(["show", "--variant", "shogi", "--moves", "7g7f 3c3d"]).output().unwrap();
    let together = annan().args(["show", "--variant", "shogi", "--moves", "7g7f", "3c3d"]).output().unwrap();
    assert!(apart.status.success(), "{}", String::from_utf8_lossy(&apart.stderr));
    assert_eq!(apart.stdout, together.stdout);
    annan()
        .args(["show", "--variant", "shogi", "--notation", "usi", "--moves", "７六歩 ３四歩 ２二角成 同 銀"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Last move: 3a2b"));
}

/// In letters Gote's hand is lowercase, as Gote's pieces on the board and in the SFEN: a
/// teacher saw "Gote hand: R P2" beside a lesson that teaches lowercase for Gote's pieces.
#[test]
fn show_in_letters_writes_gotes_hand_in_lowercase() {
    let out =
        run_ok(&["show", "--variant", "shogi", "--sfen", "4k4/9/9/9/9/9/9/9/4K4 b Gr2p 1", "--pieces", "letters"]);
    assert!(out.contains("Gote hand: r p2\n") && out.contains("Sente hand: G\n"), "{out}");
    assert!(out.contains("|  .    .    .    .    k  "), "{out}");
}

/// Runs a command that must fail with status 2 and one line on stderr; returns that line.
fn fails_with_one_line(args: &[&str]) -> String {
    let out = annan().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "annan {args:?}: status {:?}, stderr {err}", out.status);
    assert!(!err.contains("panicked"), "annan {args:?} panicked: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "annan {args:?}: not one line: {err:?}");
    assert!(err.starts_with("annan: "), "{err}");
    err
}

#[test]
fn show_refuses_an_illegal_move_naming_it_and_the_reason() {
    let err = fails_with_one_line(&["show", "--variant", "shogi", "--moves", "7g7a"]);
    assert!(err.contains("7g7a") && err.contains("cannot reach"), "{err}");
    let err = fails_with_one_line(&["show", "--variant", "shogi", "--moves", "7g7f", "7f7e", "3c3d"]);
    assert!(err.contains("move 2") && err.contains("7f7e"), "{err}");
    // Reasons from the rules core, through the command line.
    let uchifuzume = "3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1";
    let err = fails_with_one_line(&["show", "--variant", "shogi", "--sfen", uchifuzume, "--moves", "P*5b"]);
    assert!(err.contains("P*5b") && err.contains("uchifuzume"), "{err}");
    let err = fails_with_one_line(&[
        "show",
        "--variant",
        "shogi",
        "--sfen",
        "4k4/9/9/9/9/9/4P4/9/4K4 b P 1",
        "--moves",
        "P*5c",
    ]);
    assert!(err.contains("nifu"), "{err}");
    let err = fails_with_one_line(&[
        "show",
        "--variant",
        "annan",
        "--sfen",
        "k8/9/9/9/4G4/4R4/9/9/4K4 b - 1",
        "--moves",
        "5e5b+",
    ]);
    assert!(err.contains("gold cannot promote"), "{err}");
    let err = fails_with_one_line(&[
        "show",
        "--variant",
        "annan",
        "--dead-piece",
        "original",
        "--sfen",
        "k8/9/9/9/9/9/9/9/4K3G b P 1",
        "--moves",
        "P*5a",
    ]);
    assert!(err.contains("may not be dropped on the last rank under"), "{err}");
    let err = fails_with_one_line(&["show", "--variant", "shogi", "--moves", "K*5e"]);
    assert!(err.contains("K*5e"), "{err}");
}

#[test]
fn show_plays_moves_as_a_game_that_ends() {
    // Sente's rook checks from rank a and rank b, Gote's king steps between 1a and 1b: the
    // position comes a fourth time after three rounds, and the side that checked throughout
    // loses (perpetual check).
    let sfen = "4R3k/9/6ppp/9/9/9/9/9/K8 w - 1";
    let round = ["1a1b", "5a5b", "1b1a", "5b5a"];
    let mut args = vec!["show", "--variant", "shogi", "--sfen", sfen, "--moves"];
    args.extend(round.iter().cycle().take(12));
    assert_eq!(last_line(&run_ok(&args)), "The game is over: perpetual check by Sente: Gote wins");
    // Two rounds: the game goes on, and nothing is said.
    let two = &args[..args.len() - 4];
    assert!(!run_ok(two).contains("The game is over"));
    // No move after the end.
    args.push("1a1b");
    let err = fails_with_one_line(&args);
    assert_eq!(err.trim_end(), "annan: move 13 (1a1b): the game is over: perpetual check by Sente: Gote wins");
    // A move limit ends the game in a draw once reached.
    let limited = ["show", "--variant", "shogi", "--moves", "7g7f", "3c3d", "--move-limit", "2"];
    assert_eq!(last_line(&run_ok(&limited)), "The game is over: move limit reached: draw");
    let err = fails_with_one_line(&["show", "--variant", "shogi", "--moves", "7g7f", "3c3d", "--move-limit", "1"]);
    assert!(err.contains("move 2 (3c3d): the game is over: move limit reached: draw"), "{err}");
}

#[test]
fn bad_sfen_exits_2_with_one_line() {
    for sfen in [
        "bad",
        "",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 3R 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0",
        "k3k4/9/9/9/9/9/9/9/4K4 b - 1",
        "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 extra",
        "歩歩歩",
    ] {
        for cmd in ["perft", "moves", "show"] {
            let mut args = vec![cmd, "--variant", "shogi", "--sfen", sfen];
            if cmd == "perft" {
                args.push("1");
            }
            let err = fails_with_one_line(&args);
            assert!(err.contains("--sfen") || err.contains("SFEN") || err.contains("position"), "{err}");
        }
    }
    let err = fails_with_one_line(&["moves", "--variant", "shogi", "--sfen", "P3k4/9/9/9/9/9/9/9/4K4 b - 1"]);
    assert!(err.contains("9a") && err.contains("never move"), "{err}");
    let err = fails_with_one_line(&["moves", "--variant", "shogi", "--sfen", "traditional"]);
    assert!(err.contains("--sfen"), "{err}");
}

#[test]
fn no_panic_on_bad_input() {
    let bad: Vec<Vec<&str>> = vec![
        vec!["perft"],
        vec!["perft", "-1"],
        vec!["perft", "abc"],
        vec!["perft", "99999999999999999999"],
        vec!["perft", "--variant", "chess", "1"],
        vec!["perft", "--dead-piece", "sometimes", "1"],
        vec!["moves", "--sfen"],
        vec!["moves", "--variant", "minishogi", "--sfen", "rbsgk/4p/5/P4/KGSBL b - 1"],
        vec!["moves", "--variant", "minishogi", "--sfen", SHOGI_START],
        vec!["moves", "--variant", "shogi", "--sfen", "rbsgk/4p/5/P4/KGSBR b - 1"],
        vec!["show", "--moves"],
        vec!["show", "--moves", ""],
        vec!["show", "--moves", "7g7f+"],
        vec!["show", "--moves", "P*"],
        vec!["show", "--moves", "*5e"],
        vec!["show", "--moves", "P*5a"],
        vec!["show", "--moves", "5e5e"],
        vec!["show", "--moves", "0a0a"],
        vec!["show", "--moves", "9j9i"],
        vec!["show", "--moves", "７六歩"],
        vec!["show", "--moves", "7g7f", "7g7f"],
        vec!["show", "--moves", "3c3d"],
        vec!["show", "--variant", "minishogi", "--moves", "6e6d"],
        vec!["show", "--variant", "minishogi", "--moves", "N*3c"],
        vec!["show", "--pieces", "emoji"],
        vec!["show", "--notation", "klingon"],
        vec!["frobnicate"],
        vec!["--color", "sometimes", "moves"],
    ];
    for args in bad {
        let out = annan().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "annan {args:?} panicked: {err}");
        assert_eq!(out.status.code(), Some(2), "annan {args:?}: {:?} {err}", out.status);
    }
    // Odd but legal inputs work: no kings at all, a huge move number.
    run_ok(&["moves", "--variant", "annan", "--sfen", "9/9/9/9/4P4/4R4/9/9/9 b - 1"]);
    assert!(run_ok(&["moves", "--json", "--sfen", "9/9/9/9/9/9/9/9/9 b - 1"]).contains("\"count\":0"));
    let out =
        run_ok(&["show", "--variant", "shogi", "--sfen", &SHOGI_START.replace(" 1", " 4294967295"), "--moves", "7g7f"]);
    assert!(out.contains("SFEN: "), "{out}");
}

#[test]
fn dead_piece_option_changes_the_moves() {
    // A pawn on 5b with nothing behind it: it must promote on 5a except with `free`.
    let sfen = "k8/4P4/9/9/9/9/9/9/4K4 b - 1";
    let count = |dead: &str| perft_total(&["perft", "--variant", "annan", "--dead-piece", dead, "--sfen", sfen, "1"]);
    assert_eq!(count("free"), count("backer") + 1);
    assert_eq!(count("backer"), count("original"));
}

#[test]
fn a_position_pasted_from_a_shogi_program_is_read_as_its_sfen() {
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let plain = run_ok(&["moves", "--variant", "shogi", "--sfen", sfen]);
    for pasted in [format!("sfen {sfen}"), format!("position sfen {sfen}"), "STARTPOS".to_string()] {
        assert_eq!(run_ok(&["moves", "--variant", "shogi", "--sfen", &pasted]), plain, "{pasted}");
    }
    // Without --variant the pasted board still decides the game (minishogi on 5x5).
    let mini = run_ok(&["moves", "--variant", "minishogi"]);
    assert_eq!(run_ok(&["moves", "--sfen", "sfen rbsgk/4p/5/P4/KGSBR b - 1"]), mini);
    // Moves after the position are not silently dropped.
    annan()
        .args(["show", "--sfen", "position startpos moves 7g7f"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not the moves after it"));
}

#[test]
fn a_move_refused_by_the_dead_piece_setting_says_so_not_that_the_piece_could_not_move() {
    // A pawn with a silver behind it could move from 4a in Annan: under "original" it is
    // the setting that refuses it. In shogi the pawn could never move again.
    let refusal = |args: &[&str]| {
        let out = annan().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let annan_original = ["show", "--dead-piece", "original", "--sfen", "k8/5P3/5S3/9/9/9/9/9/8K b P 1"];
    let said = refusal(&[&annan_original[..], &["--moves", "4b4a"]].concat());
    assert!(said.contains("“prohibit by original type” setting") && !said.contains("could never move"), "{said}");
    let drop = ["show", "--dead-piece", "original", "--sfen", "k8/9/5G3/9/9/9/9/9/8K b P 1", "--moves", "P*4a"];
    let said = refusal(&drop);
    assert!(said.contains("“prohibit by original type” setting") && !said.contains("could never move"), "{said}");
    let said = refusal(&["show", "--variant", "shogi", "--sfen", "k8/5P3/9/9/9/9/9/9/8K b P 1", "--moves", "4b4a"]);
    assert!(said.contains("could never move again unpromoted"), "{said}");
    // Annan's default setting: nothing behind 4a lends the pawn a move there.
    let said = refusal(&["show", "--sfen", "k8/5P3/9/9/9/9/9/9/8K b P 1", "--moves", "4b4a"]);
    assert!(said.contains("no piece behind it gives it one there") && !said.contains("could never"), "{said}");
}

/// An option the command would ignore beside another is refused on one line with status 2,
/// naming both: `--variant` for a puzzle by id (which names its game), `--json` beside
/// `--export`, a square beside `--move`, `--dead-piece` on a shogi record.
#[test]
fn an_option_that_would_be_ignored_is_refused() {
    let dir = common::scratch("ignored-options");
    let csa = dir.join("game.csa");
    std::fs::write(&csa, "V2.2\nPI\n+\n+7776FU\n").unwrap();
    let csa = csa.to_str().unwrap();
    let export = dir.join("out");
    let export = export.to_str().unwrap();
    for (args, named) in [
        (vec!["puzzle", "--variant", "annan", "shogi-m1-s1-000068"], ["--variant", "ID"]),
        (vec!["puzzle", "--dead-piece", "free", "--daily"], ["--dead-piece", "--daily"]),
        (vec!["puzzles", "--export", "bod", export, "--json"], ["--export", "--json"]),
        (vec!["explain", "--sfen", "traditional", "7g", "--move", "7g7f"], ["SQUARE", "--move"]),
        (vec!["convert", csa, "--dead-piece", "free"], ["--dead-piece", "shogi"]),
    ] {
        let out = Command::cargo_bin("annan")
            .unwrap()
            .env("ANNAN_DATA_DIR", dir.join("data"))
            .env_remove("ANNAN_LANG")
            .args(["--lang", "en"])
            .args(&args)
            .write_stdin("")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(named.iter().all(|n| err.contains(n)), "{args:?}: {err}");
    }
    assert!(!std::path::Path::new(export).exists(), "nothing exported");
}

/// An option given both before the command and after it: the later, more specific one
/// counts, for `--lang` (read before clap parses) as for `--color` (read by clap).
/// `annan()` already puts `--lang en` before the command.
#[test]
fn an_option_after_the_command_wins_over_the_same_before_it() {
    let data = common::scratch("option-order");
    let out = annan().env("ANNAN_DATA_DIR", &*data).args(["puzzles", "--lang", "es"]).output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("Tu puntuación de problemas: "), "{stderr}");
    // An error is said in the later language too, and English after Spanish is English.
    let err = annan().args(["moves", "--sfen", "bad", "--lang", "pt"]).output().unwrap().stderr;
    assert!(String::from_utf8(err).unwrap().contains("o tabuleiro do SFEN"));
    let bare = || {
        let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
        c.env("ANNAN_DATA_DIR", &*data).env("NO_COLOR", "1").env_remove("ANNAN_LANG");
        c
    };
    bare()
        .args(["--lang", "es", "moves", "--sfen", "bad", "--lang", "en"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("SFEN board has 1 rank"));
    // An unknown language before the command is ignored like a known one: the command's
    // own counts, silently. The command's own unknown one is refused, and so is one alone.
    let out = bare().args(["--lang", "xx", "moves", "--sfen", "bad", "--lang", "es"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("el tablero del SFEN") && !err.contains("xx"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let out = bare().args(["--lang", "xx", "puzzles", "--lang", "es"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success() && err.ends_with(" problemas\n") && !err.contains("xx"), "{err}");
    assert!(String::from_utf8(out.stdout).unwrap().contains(" mate en 1 "));
    for args in [&["--lang", "es", "puzzles", "--lang", "xx"][..], &["--lang", "xx", "puzzles"]] {
        bare().args(args).assert().code(2).stdout("").stderr(predicate::str::contains("--lang xx"));
    }
    let colored = |args: &[&str]| annan().args(args).output().unwrap().stdout.contains(&0x1b);
    assert!(colored(&["--color", "never", "show", "--color", "always"]));
    assert!(!colored(&["--color", "always", "show", "--color", "never"]));
}
