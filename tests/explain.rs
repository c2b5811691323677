//! `annan explain` agrees with `annan moves`: on every position of the perft fixture, the
//! legal moves explained square by square are exactly the legal board moves, and each
//! move's destination is among the squares the explanation says the piece reaches. Its
//! sentences name the right pieces, and speak every language annan speaks.

mod common;

use annan::explain::square_report;
use annan::rules::{bit, Position, Rules};
use assert_cmd::Command;
use std::collections::BTreeSet;

fn fixture_positions() -> Vec<(Rules, String)> {
    let mut seen = BTreeSet::new();
    include_str!("fixtures/perft.tsv")
        .lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let rules = common::fixture_rules(f[0], f[1]);
            seen.insert((f[0].to_string(), f[1].to_string(), f[2].to_string())).then(|| (rules, f[2].to_string()))
        })
        .collect()
}

#[test]
fn explain_agrees_with_moves_on_every_fixture_square() {
    let positions = fixture_positions();
    assert!(positions.len() > 500);
    for (rules, sfen) in positions {
        let pos = Position::from_sfen(rules, &sfen).unwrap();
        let g = pos.geometry();
        let mut explained = BTreeSet::new();
        for sq in 0..g.squares as u8 {
            let r = square_report(&pos, sq);
            for m in &r.legal_moves {
                assert!(r.destinations & bit(m.to()) != 0, "{sfen}: {} not among the reached squares", m.usi(g));
                explained.insert(m.usi(g));
            }
            if pos.piece_at(sq).is_none() {
                assert_eq!(r.destinations, 0);
            }
        }
        let board_moves: BTreeSet<String> =
            pos.legal_move_list().iter().filter(|m| !m.is_drop()).map(|m| m.usi(g)).collect();
        assert_eq!(explained, board_moves, "{} {sfen}", rules.variant);
    }
}

/// The binary, with colour off and the language pinned (`--lang`), so a learner's saved
/// choice or the machine's locale cannot change the words, and unwrapped (a very wide
/// `COLUMNS`), so a sentence is one line.
fn annan(lang: &str) -> Command {
    let mut c = Command::cargo_bin("annan").unwrap();
    c.env("NO_COLOR", "1")
        .env_remove("ANNAN_LANG")
        .env_remove("RUST_BACKTRACE")
        .env("COLUMNS", "100000")
        .args(["--lang", lang]);
    c
}

/// stdout and stderr of `annan --lang <lang> <args>`.
fn run(lang: &str, args: &[&str]) -> (String, String) {
    let out = annan(lang).args(args).output().unwrap();
    (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn explain(args: &[&str]) -> String {
    let (out, err) = run("en", &[&["explain"], args].concat());
    assert!(err.is_empty(), "{args:?}: {err}");
    out
}

#[test]
fn explain_json_through_the_binary_matches_moves() {
    let sfen = "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/1P5P1/P1PPPPP1P/1B5R1/LNSGKGSNL b - 1";
    let (moves, _) = run("en", &["moves", "--sfen", sfen]);
    let listed: BTreeSet<String> = moves.lines().map(String::from).collect();
    let mut explained = BTreeSet::new();
    for file in 1..=9 {
        for rank in ['f', 'g', 'h', 'i'] {
            let sq = format!("{file}{rank}");
            let out = annan("en").args(["explain", "--sfen", sfen, &sq, "--json"]).output().unwrap();
            assert!(out.status.success());
            let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            for m in j["legal_moves"].as_array().unwrap() {
                explained.insert(m.as_str().unwrap().to_string());
            }
        }
    }
    assert_eq!(explained, listed);
}

#[test]
fn explain_move_names_the_borrowed_attacker() {
    // Gote's silver on 5c has a rook behind it on 5b, so it attacks down the file: moving
    // Sente's gold off the file leaves the king in check from it.
    let text = explain(&["--variant", "annan", "--sfen", "9/4r4/4s4/9/9/9/9/4G4/4K4 b - 1", "--move", "5h4h"]);
    assert_eq!(
        text.trim_end(),
        "5h4h is not legal: it leaves your king in check from the silver on 5c, \
         which moves like a rook because of the rook on 5b behind it."
    );
}

#[test]
fn explain_move_takes_western_and_japanese_notation_too() {
    let usi = explain(&["--sfen", "traditional", "--move", "7g7f"]);
    assert!(usi.starts_with("7g7f is legal"), "{usi}");
    for text in ["P-7f", "７六歩"] {
        assert_eq!(explain(&["--sfen", "traditional", "--move", text]), usi, "{text}");
    }
    // No list is shown here, so a number picks nothing.
    let (out, err) = run("en", &["explain", "--sfen", "traditional", "--move", "3"]);
    assert!(out.is_empty() && err.contains("`3` is not a move"), "{out}{err}");
}

/// A square may be typed as Japanese books name it (`55`, `５五`), and a game's name in any
/// case (`--variant Shogi`): both were refused ("`55` is not a square", "invalid value
/// 'Shogi'").
#[test]
fn squares_as_japanese_books_name_them_and_names_in_any_case_are_taken() {
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/4P4/9/PPPP1PPPP/1B5R1/LNSGKGSNL b - 1";
    let usual = explain(&["--variant", "shogi", "--sfen", sfen, "5e"]);
    assert!(usual.contains("pawn"), "{usual}");
    for typed in ["55", "５五", "5E"] {
        assert_eq!(explain(&["--variant", "shogi", "--sfen", sfen, typed]), usual, "{typed}");
    }
    assert_eq!(explain(&["--variant", "Shogi", "--sfen", sfen, "5e"]), usual);
    assert_eq!(
        explain(&["--variant", "SHOGI", "--sfen", sfen, "5e", "--pieces", "Letters"]),
        explain(&["--variant", "shogi", "--sfen", sfen, "5e", "--pieces", "letters"])
    );
}

/// A move the rules refuse is explained (status 0, the board's reason) in whichever notation
/// it is named, as in USI: `R-2d` was an error with status 2 where `2h2d` was explained. Text
/// that is no move at all stays an error, and on the command line it is not told to "give
/// its number" (no list is shown to pick from), in any of the four languages.
#[test]
fn a_refused_move_is_explained_in_every_notation_and_no_number_is_asked_for() {
    // Annan's start: the rook on 2h has the knight on 2i behind it and moves like a knight.
    let usi = annan("en").args(["explain", "--variant", "annan", "--move", "2h2d"]).output().unwrap();
    assert!(usi.status.success());
    for text in ["R-2d", "R2h-2d", "２四飛"] {
        let out = annan("en").args(["explain", "--variant", "annan", "--move", text]).output().unwrap();
        assert!(out.status.success(), "{text}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(out.stdout, usi.stdout, "{text}");
        let json = annan("en").args(["explain", "--variant", "annan", "--move", text, "--json"]).output().unwrap();
        let j: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
        assert_eq!((j["move"].as_str(), j["legal"].as_bool()), (Some(text), Some(false)), "{j}");
    }
    // Neither silver reaches 5a: one sentence with both reasons, a capital first in every
    // language (Tagalog's "hindi legal ang ..." came out lower-case).
    for lang in ["en", "es", "pt", "tl"] {
        let out = annan(lang).args(["explain", "--variant", "annan", "--move", "S-5a"]).output().unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success() && text.starts_with(|c: char| c.is_uppercase()), "{lang}: {text}");
    }
    for (lang, number) in [("en", "number"), ("es", "número"), ("pt", "número"), ("tl", "numero")] {
        for args in [&["explain", "--move", "zz"][..], &["show", "--moves", "7g7f", "zz"]] {
            let out = annan(lang).args(args).output().unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{lang} {args:?}: {err}");
            assert!(err.contains("`zz`") && err.contains("７六歩") && !err.contains(number), "{lang} {args:?}: {err}");
        }
    }
}

/// Without a square, shogi and minishogi (no backers) say so and what to ask instead: "no
/// piece has its movement changed by a backer" read as if one might have.
#[test]
fn without_a_square_a_game_without_backers_says_what_to_ask() {
    for (variant, name) in [("shogi", "Shogi"), ("minishogi", "Minishogi")] {
        let text = explain(&["--variant", variant]);
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.starts_with(&format!("{name} has no backers")) && flat.contains("(annan explain 5e)"), "{flat}");
    }
    let annan = explain(&["--variant", "annan", "--sfen", "4k4/9/9/9/9/9/9/9/4K4 b - 1"]);
    assert!(annan.starts_with("No piece of Sente has its movement changed by a backer."), "{annan}");
}

#[test]
fn explain_move_names_the_piece_that_gives_check_and_the_one_that_guards_the_square() {
    // annan-giving-check: Sente's pawn on 6f moves like the bishop behind it on 6g and checks
    // Gote's king on 1a. 1b is out of the pawn's line but on the bishop's own diagonal.
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/9/3P5/3B5/9/K8 w - 1", "--move", "1a1b"]);
    assert_eq!(
        text.trim_end(),
        "1a1b is not legal: your king is in check from the pawn on 6f, which moves like a bishop \
         because of the bishop on 6g behind it; on 1b it would be in check from the bishop on 6g."
    );
    // 2b is on the pawn's line: the same piece keeps the king in check there.
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/9/3P5/3B5/9/K8 w - 1", "--move", "1a2b"]);
    assert!(text.contains("on 2b your king would still be in check from the pawn on 6f"), "{text}");
}

#[test]
fn explain_on_an_empty_square_says_so_and_marks_nothing() {
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1", "5d"]);
    assert!(text.starts_with("5d is empty.\n"), "{text}");
    assert!(!text.contains('['), "{text}");
    assert!(!text.contains("where it reaches"), "{text}");
    // A piece's reach is marked on the board and the marks explained.
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1", "5e"]);
    assert!(text.contains("[ ・]") && text.contains("Squares in [ ] are where it reaches."), "{text}");
}

#[test]
fn explain_names_the_pieces_owner_before_the_sentence() {
    // Named after it, in parentheses, the owner was left alone on a line when the sentence
    // wrapped at 80 columns ("  (Sente).").
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1", "5e"]);
    assert!(
        text.starts_with("Sente: the silver on 5e has the rook on 5f behind it, so it moves like a rook.\n"),
        "{text}"
    );
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1", "1a"]);
    assert!(text.starts_with("Gote: "), "{text}");
}

#[test]
fn explain_counts_moves_in_the_right_number() {
    let text = explain(&["--sfen", "traditional", "7g"]);
    assert!(text.contains("\nLegal move: 7g7f.\n"), "{text}");
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1", "5e"]);
    assert!(text.contains("\nLegal moves: 5e1e 5e2e"), "{text}");
}

/// stdout of `annan --lang <lang> explain <args>` with `COLUMNS` set to `columns`.
fn explain_at(lang: &str, columns: usize, args: &[&str]) -> String {
    let out = annan(lang).env("COLUMNS", columns.to_string()).arg("explain").args(args).output().unwrap();
    assert!(out.status.success() && out.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn explain_wraps_its_sentences_to_the_columns_and_leaves_the_board_and_json_alone() {
    let backed = "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1";
    let runs: [&[&str]; 5] = [
        &["--variant", "annan", "--sfen", "startpos", "7g"],
        &["--variant", "annan", "--sfen", backed, "5e"],
        &["--variant", "annan", "--sfen", backed],
        &["--variant", "annan", "--sfen", "9/4r4/4s4/9/9/9/9/4G4/4K4 b - 1", "--move", "5h4h"],
        &["--variant", "annan", "--sfen", "8k/9/9/9/9/3P5/3B5/9/K8 w - 1", "--move", "1a1b"],
    ];
    let words = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
    for lang in ["en", "es"] {
        for args in runs {
            let wide = explain_at(lang, 100_000, args);
            for columns in [40, 60, 80] {
                let text = explain_at(lang, columns, args);
                // The same words in the same order, and the same board, drawn as it is.
                assert_eq!(words(&text), words(&wide), "{lang} {columns} {args:?}");
                let boards = |t: &str| t.lines().filter(|l| is_board_line(l)).map(String::from).collect::<Vec<_>>();
                assert_eq!(boards(&text), boards(&wide), "{lang} {columns} {args:?}");
                for line in text.lines().filter(|l| !is_board_line(l)) {
                    assert!(
                        console::measure_text_width(line) <= columns,
                        "{lang} {columns} {args:?}: {line:?}\n{text}"
                    );
                }
            }
            // The sentences are longer than 40 columns: wrapping did happen.
            assert!(explain_at(lang, 40, args).lines().count() > wide.lines().count(), "{lang} {args:?}");
        }
    }
    // The JSON stays one line whatever the width.
    for args in [
        &["--variant", "annan", "--sfen", backed, "5e", "--json"][..],
        &["--variant", "annan", "--sfen", backed, "--move", "5e4d", "--json"],
    ] {
        let json = explain_at("en", 20, args);
        assert_eq!(json, explain_at("en", 100_000, args));
        assert_eq!(json.lines().count(), 1, "{json}");
    }
}

/// Lines that read the same in every language: the board's rows, frame and file numbers.
fn is_board_line(line: &str) -> bool {
    line.starts_with('|') || line.starts_with('+') || line.chars().all(|c| c.is_ascii_digit() || c == ' ')
}

#[test]
fn explain_show_and_sfen_errors_speak_every_language() {
    let backed = "8k/9/9/9/4S4/4R4/9/9/4K4 b - 1";
    let runs: Vec<Vec<&str>> = vec![
        vec!["explain", "--sfen", backed, "5e"],
        vec!["explain", "--sfen", backed, "5d"],
        vec!["explain", "--sfen", backed],
        vec!["explain", "--variant", "shogi", "--sfen", backed],
        vec!["explain", "--sfen", backed, "--move", "5e5b"],
        vec!["explain", "--sfen", backed, "--move", "5e4d"],
        vec!["explain", "--sfen", "8k/9/9/9/9/3P5/3B5/9/K8 w - 1", "--move", "1a1b"],
        vec!["explain", "--sfen", "9/4r4/4s4/9/9/9/9/4G4/4K4 b - 1", "--move", "5h4h"],
        vec!["explain", "--variant", "shogi", "--sfen", "3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1", "--move", "P*5b"],
        vec!["explain", "--pieces", "letters", "--sfen", backed, "9z"],
        vec!["explain", "--sfen", backed, "--move", "5e5"],
        vec!["perft", "--variant", "shogi", "--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "1"],
        vec!["moves", "--variant", "shogi", "--sfen", "4k4/9/9/9/9/9/9/9/4K4 b 3R 1"],
        vec!["moves", "--variant", "shogi", "--sfen", "P3k4/9/9/9/9/9/9/9/4K4 b - 1"],
        vec!["show", "--variant", "shogi", "--moves", "7g7f", "7f7e"],
        vec!["show", "--variant", "shogi", "--moves", "7g7a"],
        vec!["show", "--variant", "shogi", "--sfen", "4k4/9/9/9/9/9/9/9/3GKG3 b - 1", "--moves", "G-5h"],
        vec!["show", "--moves", "hello"],
    ];
    for args in &runs {
        let (out, err) = run("en", args);
        let english: BTreeSet<&str> = out.lines().chain(err.lines()).filter(|l| !l.trim().is_empty()).collect();
        assert!(!english.is_empty(), "{args:?}");
        for lang in ["es", "pt", "tl"] {
            let (out, err) = run(lang, args);
            let lines: Vec<&str> = out.lines().chain(err.lines()).filter(|l| !l.trim().is_empty()).collect();
            assert!(!lines.is_empty(), "{lang} {args:?}: no output");
            for line in lines {
                assert!(
                    is_board_line(line) || !english.contains(line),
                    "{lang} {args:?}: the same line as in English: {line:?}"
                );
                assert!(
                    !["rules-", "explain-", "board-", "sfen-"].iter().any(|id| line.contains(id)),
                    "{lang} {args:?}: a message id instead of a message: {line:?}"
                );
            }
        }
    }
}

#[test]
fn every_borrowing_piece_explained_at_once_is_marked_on_the_board() {
    // The silver borrows the rook's movement, the gold the pawn's.
    let text = explain(&["--variant", "annan", "--sfen", "8k/9/9/9/4S3G/4R3P/9/9/4K4 b - 1", "--pieces", "letters"]);
    let rank_e = text.lines().find(|l| l.ends_with("| e")).unwrap();
    assert!(rank_e.contains("[ S ]") && rank_e.contains("[ G ]"), "{text}");
    assert_eq!(text.matches('[').count(), 2 + 1, "two marks and the caption's: {text}");
    assert!(text.contains("Pieces in [ ] move like the piece behind them."), "{text}");
}

#[test]
fn a_move_given_as_the_square_is_pointed_to_move() {
    let (_, err) = run("en", &["explain", "--variant", "shogi", "7g7f"]);
    assert!(err.contains("7g7f is a move, not a square: give it with --move"), "{err}");
    // What --move then says of it.
    let (out, _) = run("en", &["explain", "--variant", "shogi", "--move", "7g7f"]);
    assert!(out.contains("7g7f is legal"), "{out}");
    // Neither square nor move: the square's message.
    let (_, err) = run("en", &["explain", "--variant", "shogi", "7z"]);
    assert!(err.contains("`7z` is not a square"), "{err}");
}

#[test]
fn a_square_or_move_in_upper_case_is_the_same() {
    // `2G` is `2g`: files are digits and ranks letters, so the case says nothing.
    let lower = run("en", &["explain", "--variant", "annan", "--sfen", "traditional", "2g"]);
    let upper = run("en", &["explain", "--variant", "annan", "--sfen", "traditional", "2G"]);
    assert_eq!(upper, lower);
    assert!(upper.1.is_empty(), "{}", upper.1);
    let (out, _) = run("en", &["explain", "--variant", "shogi", "--move", "7G7F"]);
    assert!(out.contains("7g7f is legal"), "{out}");
    // A move in western notation where a square is taken is pointed to --move too.
    let (_, err) = run("en", &["explain", "--variant", "shogi", "P-7f"]);
    assert!(err.contains("P-7f is a move, not a square: give it with --move"), "{err}");
}

/// A window too short for the explanation and the full board gets the compact board (no
/// frame rules, the hands beside the ranks), so the explanation stays in view: at 60x20 in
/// the menu it scrolled off above the board. Output to a pipe, with no window, keeps the full.
#[test]
fn a_short_window_gets_the_compact_board() {
    let ask = |lines: Option<&str>| {
        let mut c = annan("en");
        c.env("COLUMNS", "60").args(["explain", "--sfen", "traditional", "2f"]);
        match lines {
            Some(l) => c.env("LINES", l),
            None => c.env_remove("LINES"),
        };
        String::from_utf8(c.output().unwrap().stdout).unwrap()
    };
    let framed = |out: &str| out.lines().any(|l| l.starts_with("+---"));
    let (short, tall, piped) = (ask(Some("20")), ask(Some("40")), ask(None));
    assert!(!framed(&short) && short.lines().count() < 20, "{short}");
    assert!(framed(&tall) && framed(&piped), "{tall}");
    for out in [&short, &tall, &piped] {
        assert!(out.contains("It reaches 2e.") && out.contains("Squares in [ ]"), "{out}");
    }
}

/// A refused move shaped as a chess player's habit says how the piece moves in shogi: a
/// pawn's double step, a pawn's diagonal capture, a chess knight's jump (sideways or back).
/// Only those shapes: other unreachable squares keep the reason alone. For Gote, forward is
/// down the board. ("the knight on 5g cannot reach 3f" told a chess player nothing: a playtest.)
#[test]
fn a_refused_move_shaped_as_a_chess_habit_says_how_the_shogi_piece_moves() {
    let two = "(a shogi pawn moves one square only, even on its first move)";
    let diagonal = "(a shogi pawn captures straight ahead, as it moves)";
    let knight = "(a shogi knight jumps only forward: two ahead and one to the side)";
    let shogi = |sfen: &str, mv: &str| explain(&["--variant", "shogi", "--sfen", sfen, "--move", mv]);
    let knights = "4k4/4n4/9/9/9/9/4N4/9/4K4 b - 1";
    let gote = "4k4/4n4/9/9/9/9/4N4/9/4K4 w - 1";
    let pawns = "4k4/9/9/3p5/4P4/9/9/9/4K4 b - 1";
    let cases: [(&str, &str, Option<&str>); 14] = [
        ("startpos", "7g7e", Some(two)),
        (pawns, "5e6d", Some(diagonal)),
        (pawns, "5e4d", Some(diagonal)),
        (pawns, "5e5c", Some(two)),
        (pawns, "5e5b", None),
        (pawns, "5e4e", None),
        (knights, "5g3f", Some(knight)),
        (knights, "5g6i", Some(knight)),
        (knights, "5g3h", Some(knight)),
        (knights, "5g5e", None),
        (knights, "5g4f", None),
        (gote, "5b3a", Some(knight)),
        (gote, "5b6d", None), // Gote's own jump: legal
        (gote, "5b4a", None),
    ];
    for (sfen, mv, habit) in cases {
        let text = flat(&shogi(sfen, mv));
        match habit {
            Some(habit) => assert!(text.contains(&format!("cannot reach {} {habit}", &mv[2..])), "{mv}: {text}"),
            None => assert!(!text.contains(" (a shogi "), "{mv}: {text}"),
        }
    }
    // Where a backer lends the piece another movement, it was not moved as itself: no habit.
    let backed = flat(&explain(&["--variant", "annan", "--sfen", "4k4/9/9/9/9/9/4P4/4G4/4K4 b - 1", "--move", "5g5e"]));
    assert!(backed.contains("moves like a gold") && !backed.contains("(a shogi "), "{backed}");
    // In every language, in a lesson's answer too (the same words).
    for lang in ["es", "pt", "tl"] {
        let (out, _) = run(lang, &["explain", "--variant", "shogi", "--move", "7g7e"]);
        assert!(out.trim_end().ends_with(").") && out.contains(" ("), "{lang}: {out}");
    }
}

/// A western move that several pieces of one kind could mean, none of which moves so, is
/// refused in one clause: `P-7e` from the start listed nine pawns, each "cannot reach 7e".
/// Where one of them is blocked instead, each reason is said, as that one is another story.
#[test]
fn a_move_no_piece_of_its_kind_can_make_is_refused_in_one_clause() {
    let shogi = |sfen: &str, mv: &str| flat(&explain(&["--variant", "shogi", "--sfen", sfen, "--move", mv]));
    let pawn = shogi("startpos", "P-7e");
    assert!(pawn.contains("no pawn can reach 7e (a shogi pawn moves one square only"), "{pawn}");
    assert!(!pawn.contains("the pawn on"), "{pawn}");
    let knight = shogi("startpos", "N-7e");
    assert!(knight.contains("no knight can reach 7e") && !knight.contains("(a shogi"), "{knight}");
    // The lance on 9i is blocked by its pawn, the one on 1i cannot reach 9e at all.
    let lance = shogi("startpos", "L-9e");
    assert!(lance.contains("the lance on 9i") && lance.contains("the lance on 1i"), "{lance}");
    for (lang, words) in [("es", "ningún peón llega a 7e"), ("pt", "nenhum peão chega a 7e"), ("tl", "walang pawn")]
    {
        let (out, _) = run(lang, &["explain", "--variant", "shogi", "--move", "P-7e"]);
        assert!(flat(&out).contains(words), "{lang}: {out}");
    }
}

fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// In a mate, `explain` says why: the check, what covers each square the king could step to
/// (here a silver that moves like the rook behind it), that nothing takes the checker. Its
/// JSON carries the same facts in a `check` field beside the square's (the list without a
/// square keeps its shape).
#[test]
fn explain_says_why_a_mate_is_one_in_words_and_json() {
    let mate = "7pk/6S2/6RN1/9/9/9/9/9/9 w - 1";
    let out = explain(&["--variant", "annan", "--sfen", mate]);
    assert!(out.starts_with("Why it is mate: the knight on 2c gives check."), "{out}");
    assert!(out.contains("The king cannot step to 2b or 1b: the silver on 3b covers them"), "{out}");
    assert!(out.contains("Nothing can take the knight on 2c."), "{out}");
    assert!(out.contains("The silver on 3b has the rook on 3c behind it, so it moves like a rook."), "{out}");
    // Shogi: the silver moves as a silver, and the king walks out.
    let out = explain(&["--variant", "shogi", "--sfen", mate, "1a"]);
    assert!(out.contains("The knight on 2c gives check to Gote. The king can step to 2b or 1b."), "{out}");
    let json = |args: &[&str]| -> serde_json::Value { serde_json::from_str(&explain(args)).unwrap() };
    let j = json(&["--variant", "annan", "--sfen", mate, "1a", "--json"]);
    assert_eq!(j["check"]["mate"], true, "{j}");
    assert_eq!(j["check"]["checkers"][0]["square"], "2c");
    let step = j["check"]["steps"].as_array().unwrap().iter().find(|s| s["square"] == "1b").unwrap().clone();
    assert_eq!(step["covered_by"][0]["moves_like"], "rook", "{step}");
    assert_eq!(step["covered_by"][0]["backer"]["square"], "3c", "{step}");
    // Without a square, the list of the pieces a backer changes, in check or not.
    assert!(json(&["--variant", "annan", "--sfen", mate, "--json"]).is_array());
    let j = json(&["--variant", "shogi", "--sfen", mate, "1a", "--json"]);
    assert_eq!((j["square"].as_str(), j["check"]["mate"].as_bool()), (Some("1a"), Some(false)), "{j}");
    assert!(json(&["--variant", "shogi", "7g", "--json"])["check"].is_null());
    assert!(json(&["--variant", "annan", "--json"]).is_array());
    // Every language says it.
    for (lang, said) in [("es", "Por qué es mate"), ("pt", "Porque é que é mate"), ("tl", "Bakit checkmate")] {
        let (out, _) = run(lang, &["explain", "--variant", "annan", "--sfen", mate]);
        assert!(out.starts_with(said), "{lang}: {out}");
    }
}

/// A king that moves like the pawn behind it reaches only the checker's square: the words
/// go straight to taking the checker, naming the king (they said "the king's movement reaches
/// no square", then "it cannot take the gold", a contradiction a reviewer caught).
#[test]
fn a_king_that_reaches_only_the_checker_is_told_why_it_cannot_take_it() {
    let out = explain(&["--variant", "annan", "--sfen", "9/8p/7pk/6L1G/6LS1/9/9/9/9 w - 1"]);
    let why = flat(&out[..out.find("Gote:").unwrap_or(out.len())]);
    assert!(!why.contains("reaches no square"), "{out}");
    assert!(
        why.starts_with("Why it is mate: the gold on 1d gives check. The king cannot take the gold on 1d"),
        "{out}"
    );
    assert!(why.contains("The king on 1c has the pawn on 1b behind it, so it moves like a pawn."), "{out}");
}

/// `show --describe` says the position in words where the board would be drawn (a screen
/// reader reads the board as rows of dots and bars), in every language; `explain
/// --describe` says the pieces alone, and as data with `--json`.
#[test]
fn show_and_explain_describe_each_sides_pieces_in_words() {
    // A mate problem's attacker, without a king; pieces in both hands.
    let position = ["--variant", "shogi", "--sfen", "2p1k4/7R1/3P2G2/9/9/9/2P6/9/9 b GN2Pp 1"];
    let said = [
        (
            "en",
            "Sente: rook 2b, gold 3c, pawns 6c 7g. In hand: gold, knight, 2 pawns.",
            "Gote: king 5a, pawn 7a. In hand: pawn.",
        ),
        (
            "es",
            "Sente: torre 2b, oro 3c, peones 6c 7g. En mano: oro, caballo, 2 peones.",
            "Gote: rey 5a, peón 7a. En mano: peón.",
        ),
        (
            "pt",
            "Sente: torre 2b, ouro 3c, peões 6c 7g. Na mão: ouro, cavaleiro, 2 peões.",
            "Gote: rei 5a, peão 7a. Na mão: peão.",
        ),
        (
            "tl",
            "Sente: rook 2b, gold 3c, mga pawn 6c 7g. Hawak: gold, kabayo, 2 pawn.",
            "Gote: hari 5a, pawn 7a. Hawak: pawn.",
        ),
    ];
    for (lang, sente, gote) in said {
        let (out, err) = run(lang, &[&["show", "--describe"], &position[..]].concat());
        assert!(err.is_empty(), "{lang}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[..2], [sente, gote], "{lang}:\n{out}");
        // Then whose move it is and the SFEN, as under the board; no board.
        assert!(lines[3].starts_with("SFEN: 2p1k4/"), "{lang}:\n{out}");
        assert_eq!(lines.len(), 4, "{lang}:\n{out}");
        let (out, _) = run(lang, &[&["explain", "--describe"], &position[..]].concat());
        assert_eq!(out, format!("{sente}\n{gote}\n"), "{lang}");
    }
    // The last move is said as under the board.
    let (out, _) = run("en", &["show", "--variant", "shogi", "--moves", "7g7f", "--describe"]);
    assert!(out.contains("pawns 7f 9g 8g 6g") && out.contains("\nGote to move. Last move: P-7f\n"), "{out}");
    let json: serde_json::Value =
        serde_json::from_str(&explain(&[&["--describe", "--json"], &position[..]].concat())).unwrap();
    assert_eq!(json["sente"]["board"][2], serde_json::json!({"piece": "pawn", "squares": ["6c", "7g"]}));
    assert_eq!(json["sente"]["hand"][2], serde_json::json!({"piece": "pawn", "count": 2}));
    assert_eq!(json["gote"]["board"][0], serde_json::json!({"piece": "king", "squares": ["5a"]}));
    // A description is of the whole position: not with a square, a move, or a record format.
    for args in [
        &["explain", "--describe", "5e"][..],
        &["explain", "--describe", "--move", "7g7f"],
        &["show", "--describe", "--format", "sfen"],
    ] {
        let out = annan("en").args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}
