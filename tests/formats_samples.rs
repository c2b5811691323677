//! Sample files laid out as GUIs and tsume pages write them (Shift_JIS and UTF-8, comments,
//! time fields, variations, bookmarks, CSA comma lines) read to the right position and moves.
//! The shogi problems are Edo-era works (Ito Sokan's Shogi Muso, Ito Kanju's Shogi Zuko); the
//! minishogi and Annan ones come from this project's collection.

use annan::formats::{decode, detect, read, Encoding, Format, Game, ReadOptions};
use annan::rules::Variant;
use std::path::Path;

fn sample(name: &str) -> (Vec<u8>, Game) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats").join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let game = read(&bytes, &ReadOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    (bytes, game)
}

fn usi(game: &Game, moves: &[annan::rules::Move]) -> String {
    moves.iter().map(|m| m.usi(game.start.geometry())).collect::<Vec<_>>().join(" ")
}

fn check(name: &str, format: Format, encoding: Encoding, sfen: &str, moves: &str) -> Game {
    let (bytes, game) = sample(name);
    let (text, found) = decode(&bytes).unwrap();
    assert_eq!(found, encoding, "{name}");
    assert_eq!(detect(&text), Some(format), "{name}");
    assert_eq!(game.start.to_sfen(), sfen, "{name}");
    assert_eq!(usi(&game, &game.moves), moves, "{name}");
    game
}

#[test]
fn zukou_34_in_shift_jis_and_utf8_with_a_variation() {
    let sfen = "9/7lS/7pb/5S1B1/5rgk1/8p/4+R2G1/9/9 b SN2gs3n3l16p 1";
    let line = "S*2f 3e2f 2g2f 2e2f N*3h 2f2e 5g2g 2e1d 1b2c 2b2c P*1e 4e1e 2g2e 1e2e 3h2f 1d2d G*1d";
    let sjis = check("zukou-034.kif", Format::Kif, Encoding::ShiftJis, sfen, line);
    let utf8 = check("zukou-034.kifu", Format::Kif, Encoding::Utf8, sfen, line);
    assert_eq!(sjis, utf8);
    assert!(sjis.end().is_checkmate());
    assert_eq!(sjis.headers[0], ("表題".to_string(), "将棋図巧　第三十四番".to_string()));
    assert!(sjis.comments[0].starts_with("図巧第34番"));
    assert!(sjis.move_comments[1][0].contains("変化"));
    assert_eq!(sjis.variations.len(), 1);
    let v = &sjis.variations[0];
    assert_eq!((v.parent, v.ply), (None, 2));
    assert_eq!(usi(&sjis, &sjis.variation_line(0)), "S*2f 2e1d 2f1e 1d2e N*3g 2e3d 2d3c+");
}

#[test]
fn nested_variations_branch_from_the_right_lines() {
    let game = check(
        "hirate-variations.kifu",
        Format::Kif,
        Encoding::Utf8,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e",
    );
    assert_eq!(game.headers.iter().find(|(k, _)| k == "先手").map(|(_, v)| v.as_str()), Some("先手の人"));
    let lines: Vec<(Option<usize>, u32, String)> = (0..game.variations.len())
        .map(|i| (game.variations[i].parent, game.variations[i].ply, usi(&game, &game.variation_line(i))))
        .collect();
    assert_eq!(
        lines,
        vec![
            (None, 3, "7g7f 3c3d 6g6f 8c8d 2h6h".to_string()),
            (Some(0), 4, "7g7f 3c3d 6g6f 7a6b 2h6h".to_string()),
            (None, 2, "7g7f 8c8d 2h6h".to_string()),
        ]
    );
    assert_eq!(game.move_comments[2], vec!["居飛車。".to_string()]);
    assert_eq!(game.variations[0].move_comments[0], vec!["振り飛車にする。".to_string()]);
}

#[test]
fn muso_77_as_ki2_and_as_a_diagram() {
    let sfen = "9/9/9/1+P1+B5/1p2S4/+pn7/1k2G4/s8/+l1L+p1+B3 b 3G2r2s3n2l14p 1";
    let game = check(
        "musou-077.ki2",
        Format::Ki2,
        Encoding::Utf8,
        sfen,
        "G*7h 8f7h+ G*7g 7h7g 4i7f 8g7f G*8f 8e8f 6d6e 7f6e 5g6f",
    );
    assert!(game.end().is_checkmate());
    assert_eq!(game.move_comments[5], vec!["△同玉と取るしかない。".to_string()]);
    check("musou-077.bod", Format::Bod, Encoding::Utf8, sfen, "");
}

#[test]
fn zukou_5_diagram_in_shift_jis_with_the_rest_in_hand() {
    check(
        "zukou-005.bod",
        Format::Bod,
        Encoding::ShiftJis,
        "n+B1sS4/1R1g5/1Ls6/2k6/2n6/3L5/R8/9/9 b B2P3gs2n2l16p 1",
        "",
    );
}

#[test]
fn csa_tsume_with_comments_times_and_comma_lines() {
    let game = check(
        "zukou-081.csa",
        Format::Csa,
        Encoding::Utf8,
        "3n5/1lR2g3/2+Bl1G3/3P5/2G1k+b3/1+pLp1Pp2/4S4/9/4R4 b Pg3s3nl12p 1",
        "7e6e 5e6e 7c8c 6e5d 8c6e 5d6e 5g5f 4e5f 7b7e+ 6e5d 7e4e 5d6d P*6e 5f6e 5i5d 6e5d 4e7e",
    );
    assert!(game.end().is_checkmate());
    assert_eq!(game.move_comments[1], vec!["the gold sacrifice opens the king".to_string()]);
    assert!(game.headers.contains(&("EVENT".to_string(), "Shogi Zuko No. 81".to_string())));
}

#[test]
fn csa_game_from_the_start_position() {
    let game = check(
        "hirate-game.csa",
        Format::Csa,
        Encoding::Utf8,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "7g7f 3c3d 8h2b+ 3a2b B*4e B*5d",
    );
    assert_eq!(game.headers[0], ("先手".to_string(), "Sente".to_string()));
}

#[test]
fn minishogi_and_annan_records_name_their_game() {
    let sfen = "+B4/2k2/5/pS1+s1/5 b GP2rbg 1";
    for (name, format) in [("minishogi-m3.kif", Format::Kif), ("minishogi-m3.csa", Format::Csa)] {
        let game = check(name, format, Encoding::Utf8, sfen, "5a3c 3b4a G*4b");
        assert_eq!(game.start.variant(), Variant::Minishogi);
        assert!(game.end().is_checkmate());
    }
    let game = check(
        "annan-m5.kif",
        Format::Kif,
        Encoding::Utf8,
        "2Bp1k3/2R6/3G5/3R5/9/9/9/9/9 b b3g4s4n4l17p 1",
        "6d4d 4a3a 4d4b+ 3a2a 4b2b",
    );
    assert_eq!(game.start.variant(), Variant::Annan);
    // The same file asked for as shogi is refused, not misread.
    let (bytes, _) = sample("annan-m5.kif");
    let e = read(&bytes, &ReadOptions { variant: Some(Variant::Shogi), ..ReadOptions::default() }).unwrap_err();
    assert!(matches!(e.kind, annan::formats::ErrorKind::VariantMismatch { .. }), "{e}");
}
