//! `annan solve` through the binary: text and JSON answers, limits, the tsume hand
//! convention and bad input.

use assert_cmd::Command;
use serde_json::Value;

fn annan(args: &[&str]) -> std::process::Output {
    Command::cargo_bin("annan").unwrap().args(args).output().unwrap()
}

fn json(args: &[&str]) -> Value {
    let out = annan(args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn json_answer_has_the_documented_fields() {
    // antma-tsume3-03 from the fixtures: G*5c 5b6a G*6b.
    let sfen = include_str!("fixtures/tsume_shogi.tsv")
        .lines()
        .find(|l| l.contains("antma-tsume3-03"))
        .unwrap()
        .split('\t')
        .nth(3)
        .unwrap();
    let j = json(&["solve", "--variant", "shogi", "--sfen", sfen, "--json"]);
    assert_eq!(j["status"], "mate");
    assert_eq!(j["length"], 3);
    assert_eq!(j["main_line"].as_array().unwrap().len(), 3);
    assert!(j["alternatives"].is_array());
    assert!(j["nodes"].as_u64().unwrap() > 0);
    assert!(j["millis"].is_u64());
}

#[test]
fn text_answer_and_no_mate_bound() {
    let out = annan(&["solve", "--variant", "shogi", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("mate 1\nG*5b\n"), "{text}");
    let j = json(&["solve", "--variant", "shogi", "--sfen", "4k4/9/9/9/9/9/9/9/9 b P 1", "--max-plies", "5", "--json"]);
    assert_eq!(j["status"], "nomate");
    assert_eq!(j["length"], Value::Null);
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
