//! `annan explain` agrees with `annan moves`: on every position of the perft fixture, the
//! legal moves explained square by square are exactly the legal board moves, and each
//! move's destination is among the squares the explanation says the piece reaches.

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

#[test]
fn explain_json_through_the_binary_matches_moves() {
    let sfen = "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/1P5P1/P1PPPPP1P/1B5R1/LNSGKGSNL b - 1";
    let moves = Command::cargo_bin("annan").unwrap().args(["moves", "--sfen", sfen]).output().unwrap();
    let listed: BTreeSet<String> = String::from_utf8(moves.stdout).unwrap().lines().map(String::from).collect();
    let mut explained = BTreeSet::new();
    for file in 1..=9 {
        for rank in ['f', 'g', 'h', 'i'] {
            let sq = format!("{file}{rank}");
            let out =
                Command::cargo_bin("annan").unwrap().args(["explain", "--sfen", sfen, &sq, "--json"]).output().unwrap();
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
    let sfen = "9/4r4/4s4/9/9/9/9/4G4/4K4 b - 1";
    let out =
        Command::cargo_bin("annan").unwrap().args(["explain", "--sfen", sfen, "--move", "5h4h"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("check from the silver on 5c, which moves like a rook because of the rook behind it on 5b"),
        "{text}"
    );
}
