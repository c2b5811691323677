//! `annan solve` through the binary: text and JSON answers, limits, the tsume hand
//! convention and bad input.

use assert_cmd::Command;
use serde_json::Value;

mod common;

fn annan(args: &[&str]) -> std::process::Output {
    Command::cargo_bin("annan").unwrap().args(args).output().unwrap()
}

fn json(args: &[&str]) -> Value {
    let out = annan(args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The SFEN of problem `id` in a fixture table (variant, dead-piece setting, id, SFEN, ...).
fn sfen_of<'a>(table: &'a str, id: &str) -> &'a str {
    table.lines().find(|l| l.split('\t').nth(2) == Some(id)).and_then(|l| l.split('\t').nth(3)).unwrap()
}

#[test]
fn json_answer_has_the_documented_fields() {
    // antma-tsume3-03 from the fixtures: G*5c 5b6a G*6b.
    let sfen = sfen_of(include_str!("fixtures/tsume_shogi.tsv"), "antma-tsume3-03");
    let j = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--json"]);
    assert_eq!(j["status"], "mate");
    assert_eq!(j["length"], 3);
    assert_eq!(j["main_line"].as_array().unwrap().len(), 3);
    assert!(j["alternatives"].is_array());
    assert_eq!(j["unique"], true);
    assert!(j["nodes"].as_u64().unwrap() > 0);
    // --classical does not look for other mating moves: uniqueness is not known.
    let j = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--json", "--classical"]);
    assert_eq!((j["status"].as_str(), &j["unique"]), (Some("mate"), &Value::Null));
    // A lance dropped anywhere on file 1, or a gold on 2b, mates at once: not unique.
    let j = json(&["solve", "--variant", "shogi", "--sfen", "8k/9/9/9/9/9/9/9/7L1 b GL 1", "--json"]);
    assert_eq!(j["unique"], false);
    assert!(j["millis"].is_u64());
}

#[test]
fn text_answer_and_no_mate_bound() {
    let out = annan(&["solve", "--variant", "shogi", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("Mate in 1 ply:\nG*5b\nThe solution is unique"), "{text}");
    // --classical does not look for other mating moves: it cannot say the solution is unique.
    let out = annan(&["solve", "--variant", "shogi", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1", "--classical"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "Mate in 1 ply:\nG*5b\n");
    // Other mating moves are named in the line's notation; no check at all is said so.
    let out =
        annan(&["solve", "--variant", "shogi", "--sfen", "8k/9/9/9/9/9/9/9/7L1 b GL 1", "--notation", "japanese"]);
    let text = String::from_utf8(out.stdout).unwrap();
    let also = text.lines().find(|l| l.starts_with("At ply 1 these moves mate too: ")).expect(&text);
    assert!(also.contains("２二金") && !also.contains('*'), "{text}");
    let out = annan(&["solve", "--variant", "shogi", "--sfen", "startpos"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "Sente has no check to give: there is no mate.\n");
    let j = json(&["solve", "--variant", "shogi", "--sfen", "4k4/9/9/9/9/9/9/9/9 b P 1", "--max-plies", "5", "--json"]);
    assert_eq!(j["status"], "nomate");
    assert_eq!(j["length"], Value::Null);
    assert_eq!(j["unique"], Value::Null);
}

#[test]
fn by_default_a_mate_of_any_length_counts() {
    // zukou-083, a mate of more than 255 plies: the old default bound answered "no mate within
    // 255 plies"; asked without a bound, the search looks for any mate first and finds it.
    let sfen = sfen_of(include_str!("fixtures/tsume_zukou100.tsv"), "zukou-083");
    let j = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--threads", "1", "--json"]);
    assert_eq!(j["status"], "mate", "{j}");
    let line = j["main_line"].as_array().unwrap();
    assert!(line.len() > 255, "{} plies", line.len());
    let bounded =
        json(&["solve", "--variant", "shogi", "--sfen", sfen, "--max-plies", "255", "--threads", "1", "--json"]);
    assert_eq!(bounded["status"], "nomate", "{bounded}");
}

#[test]
fn node_limit_gives_unknown_not_a_wrong_answer() {
    let sfen = "3g1+P1g1/3S2Ps1/2PpPkL2/4L4/4p2G1/4S4/1B1N1N3/1NN6/B6+r1 b Lrgsl12p 1";
    let j = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--nodes", "5000", "--json"]);
    assert_eq!(j["status"], "unknown");
}

#[test]
fn defender_rest_gives_the_defender_the_missing_pieces() {
    // Without pieces in hand the defender cannot interpose: R*5a... is a quick mate; with
    // every missing piece in hand the defence can drop in between and there is no mate in 1.
    let sfen = "4k4/9/4G4/9/9/9/9/9/4K4 b R 1";
    let plain = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--json", "--max-plies", "1"]);
    let rest = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--json", "--max-plies", "1", "--defender-rest"]);
    assert_eq!(plain["status"], "mate", "{plain}");
    assert_eq!(rest["status"], "nomate", "{rest}");
}

/// A problem typed as books print it (the attacker's hand alone) keeps the position's
/// meaning, the defender holding nothing, and one line on stderr says the mate problems'
/// convention: the eight mating drops found there read as a broken problem (a playtest).
/// Nothing is said with --defender-rest, where no piece is missing or the defender holds
/// some, nor with --json.
#[test]
fn an_empty_defender_hand_is_kept_and_the_convention_said() {
    let note = "annan: Gote holds nothing in hand, as the position says; a mate problem gives the defender every other piece: --defender-rest";
    let said = |args: &[&str]| {
        let out = annan(&[&["--lang", "en", "solve", "--notation", "western"][..], args].concat());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
    };
    let book = "8k/9/8G/9/9/9/9/9/9 b R 1";
    let (out, err) = said(&["--sfen", book]);
    assert!(out.starts_with("Mate in 1 ply:\nR*9a\nAt ply 1 these moves mate too: R*8a"), "{out}");
    assert_eq!(err.lines().filter(|l| *l == note).count(), 1, "{err}");
    let (out, err) = said(&["--sfen", book, "--defender-rest"]);
    assert!(out.starts_with("Mate in 1 ply:\nR*1b\nThe solution is unique"), "{out}");
    assert!(!err.contains("--defender-rest"), "{err}");
    for sfen in ["8k/9/8G/9/9/9/9/9/9 b Rp 1", "startpos", "4k4/9/4P4/9/9/9/9/9/9 b Gr2b3g4s4n4l17p 1"] {
        let (_, err) = said(&["--sfen", sfen]);
        assert!(!err.contains("--defender-rest"), "{sfen}: {err}");
    }
    let out = annan(&["--lang", "en", "solve", "--sfen", book, "--json"]);
    assert!(!String::from_utf8(out.stderr).unwrap().contains("--defender-rest"));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        vec!["solve", "--sfen", "not an sfen"],
        vec!["solve", "--sfen", "startpos", "--max-plies", "0"],
        vec!["solve", "--variant", "shogi", "--sfen", "4k4/9/9/9/9/9/9/9/4K4 b - 1", "--time=-1"],
        vec!["solve", "--variant", "shogi", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"],
    ] {
        let out = annan(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(!err.contains("panicked"), "{err}");
        // Our own messages (not clap's usage errors) are exactly one line.
        if args.iter().any(|a| a.contains(' ')) {
            assert_eq!(err.trim().lines().count(), 1, "{err}");
        }
    }
}

#[test]
fn an_sfen_is_the_same_game_typed_or_in_a_file() {
    // G*5b mates in shogi; in Annan the gold on 5b has the pawn on 5c behind it and moves
    // like a pawn. Without --variant both ways of giving the position are Annan.
    let sfen = "4k4/9/4P4/9/9/9/9/9/9 b G 1";
    let dir = common::scratch("sfen-file");
    let file = dir.join("problem.sfen");
    std::fs::write(&file, format!("{sfen}\n")).unwrap();
    let typed = json(&["solve", "--sfen", sfen, "--json"]);
    let read = json(&["solve", "--file", file.to_str().unwrap(), "--json"]);
    assert_eq!(typed["status"], "nomate", "{typed}");
    assert_eq!(read["status"], typed["status"], "{read}");
    let shogi = json(&["solve", "--variant", "shogi", "--file", file.to_str().unwrap(), "--json"]);
    assert_eq!(shogi["status"], "mate", "{shogi}");
    // A 5x5 board is minishogi, typed or read.
    let mini = json(&["solve", "--sfen", "2k2/5/2P2/5/5 b G 1", "--json"]);
    assert_eq!((mini["status"].as_str(), mini["length"].as_u64()), (Some("mate"), Some(1)), "{mini}");
}

#[test]
fn a_records_moves_are_not_played_and_stderr_says_so() {
    // A tsume record holds its solution: the problem is its first position. A game's record
    // would seem solved (or shown) at its end without the note.
    let dir = common::scratch("record-moves");
    let file = dir.join("mate.kif");
    let kif = "手合割：平手\n後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n\
               | ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n\
               | ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
               | ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n\
               +---------------------------+\n先手の持駒：金\n手数----指手---------消費時間--\n   1 ５二金打\n   2 詰み\n";
    std::fs::write(&file, kif).unwrap();
    let path = file.to_str().unwrap();
    let out = annan(&["solve", "--file", path, "--json"]);
    let j: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((j["status"].as_str(), j["length"].as_u64()), (Some("mate"), Some(1)), "{j}");
    let note = String::from_utf8(out.stderr).unwrap();
    assert!(note.contains("the record's move is not played") && note.contains("--to usi"), "{note}");
    for command in ["show", "moves", "explain"] {
        let out = annan(&[command, "--file", path]);
        assert!(out.status.success(), "{command}");
        assert!(String::from_utf8(out.stderr).unwrap().contains("is not played"), "{command}");
    }
    // An SFEN file has no moves: nothing to say (in the game asked for, else the note names
    // the game taken by default).
    let sfen = dir.join("problem.sfen");
    std::fs::write(&sfen, "4k4/9/4P4/9/9/9/9/9/9 b G 1\n").unwrap();
    assert!(annan(&["show", "--variant", "shogi", "--file", sfen.to_str().unwrap()]).stderr.is_empty());
}

#[test]
fn a_position_typed_without_sfen_is_pointed_to_it() {
    let sfen = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
    let out = annan(&["solve", sfen]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.trim(),
        format!("annan: {sfen} looks like a position: give it with --sfen, the whole SFEN in quotes (\"…\")")
    );
    // Unquoted, the shell hands the board alone.
    let err = String::from_utf8(annan(&["solve", "4k4/9/9/9/9/9/9/9/4K4", "b", "G", "1"]).stderr).unwrap();
    assert!(err.contains("4k4/9/9/9/9/9/9/9/4K4 looks like a position"), "{err}");
    let err = String::from_utf8(annan(&["solve", "x"]).stderr).unwrap();
    assert!(err.contains("x was not expected here"), "{err}");
}

#[test]
fn a_move_typed_without_its_option_is_pointed_to_it() {
    for (args, shown) in [(&["show", "7g7f"][..], "7g7f"), (&["show", "--variant", "minishogi", "P*3c"], "P*3c")] {
        let out = annan(args);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&format!("{shown} looks like a move")) && err.contains("--moves"), "{err}");
    }
    // Not a move on either board: the plain message.
    let err = String::from_utf8(annan(&["show", "7g7z"]).stderr).unwrap();
    assert!(err.contains("7g7z was not expected here"), "{err}");
}

/// The case from the robustness report: at every table size the answer comes within the
/// time limit (it once ran on for minutes at `--hash 1`).
#[test]
fn time_limit_holds_through_the_binary_at_every_hash() {
    for hash in ["1", "4", "16", "64"] {
        let start = std::time::Instant::now();
        let out =
            annan(&["solve", "--sfen", "9/9/9/8k/9/9/K8/9/9 b LnGg2R 1", "--hash", hash, "--time", "1", "--json"]);
        let took = start.elapsed();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(took <= std::time::Duration::from_millis(1200), "--hash {hash}: {took:?}");
        let j: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(j["status"] == "mate" || j["stopped_by"] == "time", "--hash {hash}: {j}");
        if j["status"] == "mate" {
            assert_eq!(j["length"], 7);
        }
    }
}

#[test]
fn unknown_names_the_limit() {
    let sfen = "1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1";
    let j = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--nodes", "1", "--json"]);
    assert_eq!((j["status"].as_str(), j["stopped_by"].as_str()), (Some("unknown"), Some("nodes")));
    let out = annan(&["solve", "--variant", "shogi", "--sfen", sfen, "--time", "0.2"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("Unknown (the time ran out"), "{text}");
}

#[test]
fn out_of_range_limits_are_refused_in_one_line() {
    let sfen = "9/9/9/8k/9/9/K8/9/9 b LnGg2R 1";
    for args in [
        vec!["--time=-1"],
        vec!["--time", "0"],
        vec!["--time", "nan"],
        vec!["--hash", "0"],
        vec!["--hash", "1048576"],
        vec!["--nodes", "0"],
        vec!["--max-plies", "4096"],
    ] {
        let mut all = vec!["solve", "--sfen", sfen];
        all.extend(&args);
        let out = annan(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    // More seconds than a duration holds is no limit at all, not an error.
    for time in ["1e20", "inf"] {
        let out = annan(&["solve", "--variant", "shogi", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1", "--time", time]);
        assert_eq!(out.status.code(), Some(0), "--time {time}");
        assert!(String::from_utf8(out.stdout).unwrap().starts_with("Mate in 1 ply:"), "--time {time}");
    }
    // A table larger than the machine's memory is refused before any search.
    let out = annan(&["solve", "--sfen", sfen, "--hash", "1000000"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stderr).unwrap().trim().lines().count(), 1);
}

#[test]
fn a_negative_number_is_the_options_bad_value_not_an_unknown_flag() {
    let sfen = "9/9/9/8k/9/9/K8/9/9 b LnGg2R 1";
    for (option, says) in [("--time", "positive number of seconds"), ("--nodes", "at least 1"), ("--hash", "from 1")] {
        let out = annan(&["solve", "--sfen", sfen, option, "-1"]);
        assert_eq!(out.status.code(), Some(2), "{option}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with(&format!("annan: {option} -1: ")) && err.contains(says), "{option}: {err}");
    }
    // A flag that does not exist is still named as such.
    let err = String::from_utf8(annan(&["solve", "--sfen", sfen, "-x"]).stderr).unwrap();
    assert!(err.contains("-x is not an option"), "{err}");
}

#[test]
fn a_defender_without_king_is_no_problem() {
    let out = annan(&["solve", "--sfen", "9/9/9/9/9/9/K8/9/9 b LnGg2R 1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("no king"), "{err}");
}

#[test]
fn long_mates_can_be_asked_for() {
    let j = json(&[
        "solve",
        "--variant",
        "shogi",
        "--sfen",
        "4k4/9/4P4/9/9/9/9/9/9 b G 1",
        "--max-plies",
        "2047",
        "--json",
    ]);
    assert_eq!(j["status"], "mate");
    assert_eq!(j["length"], 1);
}

#[test]
fn traditional_is_named_as_annans_setup_in_another_game() {
    let out = annan(&["solve", "--variant", "shogi", "--sfen", "traditional"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--sfen traditional is Annan's traditional setup, not a shogi position"), "{err}");
}

#[test]
fn bench_refuses_a_set_without_problems_and_the_set_options_without_a_set() {
    let dir = common::scratch("bench-set");
    let header = dir.join("header.tsv");
    std::fs::write(&header, "variant\tdead\tid\tsfen\tmate_length\n\n").unwrap();
    let two = dir.join("two.tsv");
    let fixture = include_str!("fixtures/tsume_minishogi.tsv");
    std::fs::write(&two, fixture.lines().take(3).collect::<Vec<_>>().join("\n")).unwrap();
    let (header, two) = (header.to_str().unwrap(), two.to_str().unwrap());
    let err = |args: &[&str]| {
        let out = Command::cargo_bin("annan").unwrap().env("ANNAN_LANG", "en").args(args).output().unwrap();
        assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(2), &b""[..]), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    assert!(err(&["bench", "--set", header]).contains("has no problems"));
    assert!(err(&["bench", "--set", two, "--only", "zzz"]).contains("no problem of"));
    for option in [
        &["--time", "5"][..],
        &["--only", "x"],
        &["--nodes", "5"],
        &["--classical"],
        &["--threads", "2"],
        &["--hash", "5"],
        &["--max-plies", "5"],
    ] {
        assert_eq!(err(&[&["bench"], option].concat()), "annan: this command needs --set\n", "{option:?}");
        let es = err(&[&["--lang", "es", "bench"], option].concat());
        assert_eq!(es, "annan: a este comando le falta --set\n", "{option:?}");
    }
    assert!(err(&["bench", "--quick", "--set", two]).contains("--quick cannot be used together with --set"));
    // With its set, an option does what it says.
    let out = annan(&["bench", "--set", two, "--only", "checkmate1", "--time", "5"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("proved 1/1 within 5 s each"));
}

/// A refutation of every mate, however long, is said so, not as "no mate within 4095 plies"
/// (the bound asked, which the menu's solve never names); a bound that was what refuted the
/// mate is still named.
#[test]
fn no_mate_at_all_is_told_from_no_mate_within_the_plies_asked() {
    // A lone rook chases a king forever without a mate; the lone gold runs out of checks.
    for sfen in ["4k4/9/9/9/9/9/9/9/9 b R 1", "4k4/9/9/9/9/9/9/9/9 b G 1"] {
        let out = annan(&["solve", "--variant", "shogi", "--sfen", sfen]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(said.contains("No mate, however long"), "{sfen}: {said}");
        let out = annan(&["solve", "--variant", "shogi", "--sfen", sfen, "--max-plies", "5"]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(said.contains("No mate within 5 plies"), "{sfen}: {said}");
    }
}

#[test]
fn with_a_record_format_stdout_holds_the_record_or_nothing_and_the_words_go_to_stderr() {
    let (gold, no_piece) = ("4k4/9/9/9/9/9/9/9/9 b G 1", "4k4/9/9/9/9/9/9/9/8P b - 1");
    let zukou_022 = "3g1+P1g1/3S2Ps1/2PpPkL2/4L4/4p2G1/4S4/1B1N1N3/1NN6/B6+r1 b Lrgsl12p 1";
    for format in ["usi", "kif", "ki2", "csa"] {
        for (extra, said) in [
            (&["--sfen", gold, "--max-plies", "3"][..], "No mate within 3 plies"),
            (&["--sfen", no_piece], "has no check to give"),
            (&["--sfen", zukou_022, "--nodes", "5000"], "Unknown (the node limit was reached)."),
        ] {
            let out = annan(&[&["solve", "--variant", "shogi"][..], extra, &["--format", format]].concat());
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(0), &b""[..]), "{format} {extra:?}: {err}");
            assert!(err.contains(said), "{format} {extra:?}: {err}");
        }
    }
    // A mate is the record on stdout.
    let out = annan(&["solve", "--variant", "shogi", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1", "--format", "csa"]);
    let record = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && record.contains("+0052KI"), "{record}");
}

/// `--format` takes the formats that hold the mate's moves, which its help names: SFEN and BOD,
/// one position each, were accepted only to leave the mate out (a playtest). They are refused
/// with the values there are; `show --format` writes the position.
#[test]
fn format_takes_the_formats_that_hold_moves_as_its_help_says() {
    let sfen = "4k4/9/4P4/9/9/9/9/9/9 b G 1";
    for format in ["sfen", "bod", "BOD"] {
        let out = annan(&["--lang", "en", "solve", "--variant", "shogi", "--sfen", sfen, "--format", format]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(2), &b""[..]), "{format}: {err}");
        assert!(err.contains(&format!("--format {format}: ")) && err.contains("usi, kif, ki2, csa"), "{err}");
    }
    let help = String::from_utf8(annan(&["--lang", "en", "solve", "--help"]).stdout).unwrap();
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains("`kif` (Japanese move text), `ki2`, `csa`, `usi`"), "{help}");
    assert!(help.contains("[possible values: usi, kif, ki2, csa]"), "{help}");
    let out = annan(&["solve", "--variant", "shogi", "--sfen", sfen, "--format", "KI2"]);
    assert!(out.status.success() && String::from_utf8_lossy(&out.stdout).contains("▲５二金\n"), "{out:?}");
}

/// JSON writes its moves in USI for programs: a notation asked beside it is refused, where it
/// was silently ignored.
#[test]
fn a_notation_with_json_is_refused() {
    let sfen = "4k4/9/4P4/9/9/9/9/9/9 b G 1";
    let out = Command::cargo_bin("annan")
        .unwrap()
        .env_remove("ANNAN_LANG")
        .args(["--lang", "en", "solve", "--variant", "shogi", "--sfen", sfen, "--json", "--notation", "western"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--json") && stderr.contains("--notation"), "{stderr}");
}

/// `annan ARGS` in English with its own data folder, fed `stdin`: whether it succeeded,
/// stdout, stderr.
fn run_en(args: &[&str], stdin: &str) -> (bool, String, String) {
    let data = common::scratch("solve-variant");
    let out = Command::cargo_bin("annan")
        .unwrap()
        .env("ANNAN_DATA_DIR", &*data)
        .env("ANNAN_LANG", "en")
        .env("NO_COLOR", "1")
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// `annan solve ARGS` as [`run_en`] runs it, which must succeed: stdout, stderr.
fn solve_en(args: &[&str], stdin: &str) -> (String, String) {
    let (ok, out, err) = run_en(&[&["solve"], args].concat(), stdin);
    assert!(ok, "{err}");
    (out, err)
}

/// What a command says on stderr when it read an SFEN as Annan because no --variant was given.
const ANNAN_DEFAULT_NOTE: &str =
    "annan: read under Annan rules, the default for an SFEN; --variant shogi for standard shogi";

#[test]
fn a_game_taken_by_default_is_named_with_the_answer() {
    // A shogi mate in 1 pasted without --variant is read as Annan, where the gold on 5b,
    // backed by the pawn, moves as a pawn: no mate. The answer says under which rules.
    let note = ANNAN_DEFAULT_NOTE;
    let shogi_m1 = "4k4/9/4P4/9/9/9/9/9/9 b G 1";
    let (out, err) = solve_en(&["--sfen", shogi_m1], "");
    assert_eq!(out, "No mate, however long: the defender always escapes.\n");
    assert!(err.lines().any(|l| l == note), "{err}");
    // A mate found under a defaulted Annan says it too, and so does an SFEN read from a file.
    let annan_m1 = sfen_of(include_str!("fixtures/tsume_annan.tsv"), "annan-rand-m1-04");
    let (out, err) = solve_en(&["--file", "-"], annan_m1);
    assert!(out.starts_with("Mate in 1 ply:\nS*2d\n"), "{out}");
    assert!(err.lines().any(|l| l == note), "{err}");
    // A game asked for, or a record that names its game (here Annan, 手合割：安南将棋), is
    // not a default: no word.
    for args in [["--variant", "shogi"], ["--variant", "annan"]] {
        let (_, err) = solve_en(&[&args[..], &["--sfen", shogi_m1]].concat(), "");
        assert!(!err.contains("Annan rules"), "{args:?}: {err}");
    }
    let kif = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/formats/annan-m5.kif");
    let (out, err) = solve_en(&["--file", kif], "");
    assert!(out.starts_with("Mate in 5 plies:"), "{out}");
    assert!(!err.contains("Annan rules"), "{err}");
    // JSON always names the game, and leaves stderr to the stats.
    let (out, err) = solve_en(&["--sfen", shogi_m1, "--json"], "");
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!((j["variant"].as_str(), j["status"].as_str()), (Some("annan"), Some("nomate")));
    assert!(!err.contains("Annan rules"), "{err}");
    let (out, _) = solve_en(&["--sfen", shogi_m1, "--json", "--variant", "shogi"], "");
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!((j["variant"].as_str(), j["length"].as_u64()), (Some("shogi"), Some(1)));
    let (out, _) = solve_en(&["--sfen", "4k/5/5/5/4K b G 1", "--json"], "");
    assert_eq!(serde_json::from_str::<Value>(&out).unwrap()["variant"], "minishogi");
}

#[test]
fn every_command_on_a_position_names_a_game_taken_by_default() {
    // The same shogi mate in 1 pasted into the commands that answer about a position:
    // without --variant each reads it as Annan and says so on stderr, after an answer on
    // stdout that is the one --variant annan gives (scripts read it).
    let shogi_m1 = "4k4/9/4P4/9/9/9/9/9/9 b G 1";
    for command in [
        &["moves"][..],
        &["moves", "--json"],
        &["show"],
        &["show", "--moves", "G*5b"],
        &["explain", "5c"],
        &["explain", "--move", "G*5b"],
        &["perft", "2"],
        &["perft", "--divide", "1"],
    ] {
        let args = [command, &["--sfen", shogi_m1]].concat();
        let (ok, out, err) = run_en(&args, "");
        assert!(ok, "{args:?}: {err}");
        assert!(err.lines().any(|l| l == ANNAN_DEFAULT_NOTE), "{args:?}: {err}");
        for variant in ["annan", "shogi"] {
            let (ok, asked, err) = run_en(&[&args[..], &["--variant", variant]].concat(), "");
            assert!(ok, "{args:?} --variant {variant}: {err}");
            assert!(!err.contains("Annan rules"), "{args:?} --variant {variant}: {err}");
            if variant == "annan" {
                assert_eq!(out, asked, "{args:?}");
            }
        }
    }
    // A refusal stays the one line of an error.
    let (ok, _, err) = run_en(&["show", "--sfen", shogi_m1, "--moves", "5c5a"], "");
    assert!(!ok && err.lines().count() == 1 && !err.contains("Annan rules"), "{err}");
    // Minishogi, the game of a 5x5 board, is no surprise; nor is Annan's own setup, nor a
    // record that names its game (here Annan, 手合割：安南将棋).
    let (ok, _, err) = run_en(&["show", "--sfen", "traditional"], "");
    assert!(ok && err.is_empty(), "{err}");
    let (ok, _, err) = run_en(&["moves", "--sfen", "4k/5/5/5/4K b G 1"], "");
    assert!(ok && err.is_empty(), "{err}");
    let kif = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/formats/annan-m5.kif");
    let (ok, _, err) = run_en(&["perft", "--file", kif, "1"], "");
    assert!(ok && !err.contains("Annan rules"), "{err}");
}

/// A copy of the collection's puzzle `id`'s file in `dir`, and the puzzle.
fn puzzle_copy(dir: &std::path::Path, id: &str) -> (std::path::PathBuf, annan::content::puzzle::Puzzle) {
    let l = annan::content::puzzle::collection().unwrap().into_iter().find(|l| l.puzzle.id == id).unwrap();
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles").join(l.puzzle.variant.name());
    let file = dir.join(format!("{id}.yaml"));
    std::fs::copy(from.join(format!("{id}.yaml")), &file).unwrap();
    (file, l.puzzle)
}

#[test]
fn solve_takes_a_puzzle_file_in_its_game() {
    // The file `puzzle --file` plays, copied out of the collection: solve finds its mate
    // under its own game's rules (an Annan-only mate, none under shogi's; a shogi mate the
    // default Annan would not see), and no game is taken by default.
    let dir = common::scratch("solve-puzzle-file");
    let all = annan::content::puzzle::collection().unwrap();
    let annan_only = all.iter().find(|l| l.puzzle.annan_only && l.puzzle.mate == 3).unwrap();
    let shogi = all.iter().find(|l| l.puzzle.variant == annan::rules::Variant::Shogi && l.puzzle.mate == 3).unwrap();
    for id in [&annan_only.puzzle.id, &shogi.puzzle.id] {
        let (file, puzzle) = puzzle_copy(&dir, id);
        let path = file.to_str().unwrap();
        let (out, err) = solve_en(&["--file", path, "--json"], "");
        let j: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(j["variant"], puzzle.variant.name(), "{id}: {j}");
        assert_eq!((j["status"].as_str(), j["length"].as_u64()), (Some("mate"), Some(3)), "{id}: {j} {err}");
        let (out, err) = solve_en(&["--file", path], "");
        assert!(out.starts_with("Mate in 3 plies:\n"), "{id}: {out}");
        assert!(!err.contains("Annan rules"), "{id}: {err}");
        // Its own game asked for is no conflict; another is refused.
        let (ok, _, _) = run_en(&["solve", "--file", path, "--variant", puzzle.variant.name()], "");
        assert!(ok, "{id}");
        let (ok, _, err) = run_en(&["solve", "--file", path, "--variant", "minishogi"], "");
        assert!(!ok && err.contains("has no minishogi puzzle"), "{id}: {err}");
    }
    // A file of several puzzles holds no one position; --variant may keep one of them.
    let (annan_file, _) = puzzle_copy(&dir, &annan_only.puzzle.id);
    let (shogi_file, _) = puzzle_copy(&dir, &shogi.puzzle.id);
    let both = dir.join("both.yaml");
    let text = [annan_file, shogi_file].map(|f| std::fs::read_to_string(f).unwrap()).join("---\n");
    std::fs::write(&both, text).unwrap();
    let both = both.to_str().unwrap();
    let (ok, out, err) = run_en(&["solve", "--file", both], "");
    assert!(!ok && out.is_empty() && err.contains("both.yaml holds 2 puzzles"), "{err}");
    let (out, _) = solve_en(&["--file", both, "--variant", "shogi", "--json"], "");
    assert_eq!(serde_json::from_str::<Value>(&out).unwrap()["variant"], "shogi");
}

#[test]
fn a_puzzle_files_dead_piece_setting_is_its_position_rules() {
    // A sente pawn on 5b, no backer behind it: under `free` it may stay unpromoted on 5a,
    // under the default `backer` it must promote there.
    let dir = common::scratch("puzzle-dead-piece");
    let file = dir.join("free.yaml");
    let puzzle = |setting: &str| {
        format!(
            "id: pawn\nvariant: annan\n{setting}sfen: k8/4P4/9/9/9/9/9/9/4K4 b - 1\nmate: 1\nmain_line: [5b5a]\n\
             title: {{id: puzzle-title, theme: drop, length: 1}}\nhints: []\ndifficulty: 1\norigin: this test\n"
        )
    };
    let moves = |extra: &[&str]| {
        let (ok, out, err) = run_en(&[&["moves", "--file", file.to_str().unwrap()][..], extra].concat(), "");
        assert!(ok, "{err}");
        out.lines().filter(|m| m.starts_with("5b")).map(String::from).collect::<Vec<_>>()
    };
    std::fs::write(&file, puzzle("dead_piece: free\n")).unwrap();
    assert_eq!(moves(&[]), ["5b5a", "5b5a+"]);
    // --dead-piece asks another setting.
    assert_eq!(moves(&["--dead-piece", "backer"]), ["5b5a+"]);
    std::fs::write(&file, puzzle("")).unwrap();
    assert_eq!(moves(&[]), ["5b5a+"]);
}
