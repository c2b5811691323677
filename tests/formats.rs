//! Record formats: every puzzle and lesson position survives SFEN -> each format -> SFEN,
//! solutions come back move for move, Shift_JIS round trips, and each kind of bad input is
//! the error that says what is wrong.

use annan::content::lesson::{embedded_lessons, embedded_questions};
use annan::content::puzzle::collection;
use annan::formats::{self, detect, encode, read, read_text, Encoding, ErrorKind, Format, Game, ReadOptions};
use annan::rules::{Position, Variant};

const ALL: [Format; 6] = [Format::Sfen, Format::Usi, Format::Kif, Format::Ki2, Format::Csa, Format::Bod];

/// The position part of an SFEN: board, side, hands (formats other than SFEN and USI do
/// not all carry the move number).
fn position_of(sfen: &str) -> String {
    sfen.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// Writes `game` in every format and reads it back, with the variant given and, where the
/// format states the variant, without.
fn round_trip(game: &Game, what: &str) {
    let rules = *game.start.rules();
    for format in ALL {
        let text = formats::write(game, format);
        // Without moves, KI2 is a KIF header or a BOD, and reads the same as either.
        let found = detect(&text);
        let ki2_without_moves = format == Format::Ki2 && game.moves.is_empty();
        assert!(
            found == Some(format) || ki2_without_moves && matches!(found, Some(Format::Kif | Format::Bod)),
            "{what}: {format:?} output read as {found:?}:\n{text}"
        );
        let mut asks = vec![Some(rules.variant)];
        let states_variant = !matches!(format, Format::Sfen | Format::Usi) || rules.variant == Variant::Minishogi;
        if states_variant {
            asks.push(None);
        }
        for variant in asks {
            let options = ReadOptions { variant, dead_piece: rules.dead_piece };
            let back = read_text(&text, &options).unwrap_or_else(|e| panic!("{what}: {format:?}: {e}\n{text}"));
            assert_eq!(back.start.variant(), rules.variant, "{what}: {format:?}");
            assert_eq!(
                position_of(&back.start.to_sfen()),
                position_of(&game.start.to_sfen()),
                "{what}: {format:?}\n{text}"
            );
            if !matches!(format, Format::Sfen | Format::Bod) {
                assert_eq!(back.moves, game.moves, "{what}: {format:?}\n{text}");
            }
        }
    }
}

#[test]
fn every_puzzle_and_its_solution_round_trips_through_every_format() {
    let puzzles = collection().expect("the collection loads");
    let mut seen = [0usize; 3];
    for p in &puzzles {
        let puzzle = &p.puzzle;
        let start = puzzle.position().unwrap();
        let moves = puzzle.line(&start).unwrap();
        round_trip(&Game::new(start, moves), &puzzle.id);
        seen[puzzle.variant as usize] += 1;
    }
    assert!(seen.iter().all(|&n| n > 0), "puzzles per variant: {seen:?}");
}

#[test]
fn every_lesson_and_quiz_position_round_trips() {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    let mut count = 0;
    for lesson in &lessons {
        for (i, pos) in lesson.start_positions().unwrap().into_iter().enumerate() {
            round_trip(&Game::new(pos, Vec::new()), &format!("{} step {}", lesson.id, i + 1));
            count += 1;
        }
    }
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    for q in &questions {
        round_trip(&Game::new(q.position().unwrap(), Vec::new()), &q.id);
        count += 1;
    }
    assert!(count > 50, "only {count} positions");
}

#[test]
fn shift_jis_kif_reads_back_the_same_game() {
    let start = Position::startpos(annan::rules::Rules::new(Variant::Shogi));
    let moves: Vec<_> = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]
        .iter()
        .scan(start.clone(), |pos, usi| {
            let mv = pos.parse_move(usi, None).unwrap();
            pos.play(mv);
            Some(mv)
        })
        .collect();
    let game = Game::new(start, moves);
    for format in [Format::Kif, Format::Ki2, Format::Bod] {
        let text = formats::write(&game, format);
        let bytes = encode(&text, Encoding::ShiftJis).unwrap();
        assert_ne!(bytes, text.as_bytes());
        let back = read(&bytes, &ReadOptions::default()).unwrap();
        assert_eq!(back.start, game.start);
        if format != Format::Bod {
            assert_eq!(back.moves, game.moves);
        }
    }
}

fn error_of(text: &str, variant: Option<Variant>) -> (usize, ErrorKind) {
    let e = read_text(text, &ReadOptions { variant, ..ReadOptions::default() }).unwrap_err();
    (e.line, e.kind)
}

const TSUME_BOD: &str = "後手の持駒：残り全部
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・v桂v香|一
| ・ ・ ・ ・ ・ ・ ・ ・v玉|二
| ・ ・ ・ ・ ・ ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金　
";

#[test]
fn a_tsume_diagram_gives_the_defender_the_rest() {
    let game = read_text(TSUME_BOD, &ReadOptions::default()).unwrap();
    assert_eq!(game.start.to_sfen(), "7nl/8k/9/9/9/9/9/9/9 b G2r2b3g4s3n3l18p 1");
}

#[test]
fn damaged_diagrams_say_what_is_wrong_and_where() {
    let cut: String = TSUME_BOD.lines().take(8).map(|l| format!("{l}\n")).collect();
    assert_eq!(error_of(&cut, None), (8, ErrorKind::BoardCut { found: 5, expected: 9 }));
    let piece = TSUME_BOD.replace("v桂v香|一", "v象v香|一");
    assert_eq!(error_of(&piece, None), (4, ErrorKind::UnknownPiece { text: "象".into() }));
    let hand = TSUME_BOD.replace("先手の持駒：金　", "先手の持駒：金五");
    assert_eq!(error_of(&hand, None), (14, ErrorKind::HandCount { role: annan::rules::Role::Gold, count: 5, max: 4 }));
    let wide = TSUME_BOD.replace("| ・ ・ ・ ・ ・ ・ ・ ・ ・|三", "| ・ ・ ・ ・ ・ ・ ・ ・|三");
    assert!(matches!(error_of(&wide, None), (6, ErrorKind::RowWidth { rank: 3, found: 8, expected: 9, .. })));
    assert!(matches!(
        error_of(TSUME_BOD, Some(Variant::Minishogi)),
        (_, ErrorKind::BoardSize { found: 9, expected: 5, variant: Variant::Minishogi })
    ));
}

#[test]
fn an_illegal_move_names_its_number_and_the_rule() {
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角不成(88)\n   4 同　銀(31)\n   5 ２二角打\n";
    let e = read_text(kif, &ReadOptions::default()).unwrap_err();
    assert_eq!(e.line, 7);
    match e.kind {
        ErrorKind::Illegal { number, rule, .. } => {
            assert_eq!(number, 5);
            assert_eq!(rule, annan::rules::Illegal::Occupied);
        }
        other => panic!("{other:?}"),
    }
    let csa = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0055FU\n";
    let e = read_text(csa, &ReadOptions::default()).unwrap_err();
    assert_eq!(e.line, 8);
    assert!(matches!(e.kind, ErrorKind::Illegal { number: 5, rule: annan::rules::Illegal::NotInHand(_), .. }), "{e:?}");
}

#[test]
fn garbage_is_not_a_record() {
    for text in ["hello world", "1 2 3", "<html></html>"] {
        assert_eq!(error_of(text, None).1, ErrorKind::Unrecognized, "{text}");
    }
    assert_eq!(error_of("  \n ", None).1, ErrorKind::Empty);
}

#[test]
fn fields_that_would_read_back_as_something_else_are_not_written() {
    let csa = "V2.2\n$後手の持駒:金\n$変化:3手\n$EVENT:x\n'variant:shogi\nPI\n+\n+7776FU\n";
    let annan = ReadOptions { variant: Some(Variant::Annan), ..ReadOptions::default() };
    assert!(matches!(read_text(csa, &annan).unwrap_err().kind, ErrorKind::VariantMismatch { .. }));
    let mut game = read_text(csa, &ReadOptions::default()).unwrap();
    game.comments.push("variant:annan".to_string());
    for format in [Format::Kif, Format::Ki2, Format::Csa] {
        let text = formats::write(&game, format);
        let back = read_text(&text, &ReadOptions::default()).unwrap_or_else(|e| panic!("{format:?}: {e}\n{text}"));
        assert_eq!((back.start, back.moves), (game.start.clone(), game.moves.clone()), "{format:?}\n{text}");
    }
}

#[test]
fn a_csa_handicap_line_takes_off_the_pieces_it_names() {
    // 二枚落ち: Gote's rook (82) and bishop (22) off; the handicap side moves first.
    let game = read_text("V2.2\nPI82HI22KA\n-\n-3334FU\n", &ReadOptions::default()).unwrap();
    assert_eq!(game.start.to_sfen(), "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    assert_eq!(game.moves.len(), 1);
    // The piece named must be the one standing there; a group must be a square and a piece.
    assert!(matches!(error_of("V2.2\nPI82KA\n+\n", None).1, ErrorKind::UnknownHandicap { .. }));
    assert!(matches!(error_of("V2.2\nPI82H\n+\n", None).1, ErrorKind::UnknownPiece { .. }));
    assert!(matches!(error_of("V2.2\nPI8\n+\n", None).1, ErrorKind::UnknownPiece { .. }));
}

#[test]
fn a_csa_group_with_a_bad_square_or_code_names_that_part() {
    // The square of a group that is not one is said to be no square, where it is; a code
    // that is no piece is named alone (the whole group was called "not a piece").
    let at = |text: &str| {
        let e = read_text(text, &ReadOptions::default()).unwrap_err();
        (e.line, e.column, e.kind)
    };
    assert_eq!(at("V2.2\nPI9zKY\n+\n"), (2, 3, ErrorKind::BadSquare { text: "9z".into() }));
    assert_eq!(at("V2.2\nPI82HI9xKA\n+\n"), (2, 7, ErrorKind::BadSquare { text: "9x".into() }));
    assert_eq!(at("V2.2\nPI99XX\n+\n"), (2, 5, ErrorKind::UnknownPiece { text: "XX".into() }));
    assert_eq!(at("V2.2\nPI９９KY\n+\n"), (2, 3, ErrorKind::BadSquare { text: "９９".into() }));
    assert_eq!(at("V2.2\nP+a1FU\n+\n"), (2, 3, ErrorKind::BadSquare { text: "a1".into() }));
    assert_eq!(at("V2.2\nP-00ZZ\n+\n"), (2, 5, ErrorKind::UnknownPiece { text: "ZZ".into() }));
}

#[test]
fn a_csa_nine_square_board_missing_its_last_ranks_is_not_minishogi() {
    // P1..P5 nine squares wide: a shogi board whose P6..P9 are missing (it was read as a
    // minishogi board, then refused for rows too wide for minishogi).
    let start = "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\n";
    let five = format!("V2.2\n{start}P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \n+\n");
    let missing = ErrorKind::MissingRanks { found: 5, expected: 9, variant: Variant::Shogi };
    assert_eq!(error_of(&five, None), (6, missing.clone()));
    assert_eq!(error_of(&five, Some(Variant::Shogi)), (6, missing));
    assert_eq!(
        error_of(&format!("V2.2\n{start}+\n"), Some(Variant::Annan)),
        (4, ErrorKind::MissingRanks { found: 3, expected: 9, variant: Variant::Annan })
    );
    // Five rows of five are still minishogi.
    let mini =
        "V2.2\nP1-HI-KA-GI-KI-OU\nP2 *  *  *  * -FU\nP3 *  *  *  *  * \nP4+FU *  *  *  * \nP5+OU+KI+GI+KA+HI\n+\n";
    assert_eq!(read_text(mini, &ReadOptions::default()).unwrap().start.variant(), Variant::Minishogi);
}

/// A game from a position at move 37 keeps its move number where each format can: the
/// diagram of KIF, KI2 and BOD says `手数＝36` (the moves played before it, as Kakinoki's
/// diagram does) and KIF numbers the moves after it from 37, as Kakinoki's records do; the
/// number reads back. (CSA has no field for it.)
#[test]
fn a_game_from_a_later_move_keeps_its_move_number() {
    let rules = annan::rules::Rules::new(Variant::Shogi);
    let sfen = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 37";
    let start = Position::from_sfen(rules, sfen).unwrap();
    let moves = ["2g2f", "8c8d"].map(|m| annan::rules::Move::parse_usi(m, start.geometry()).unwrap()).to_vec();
    let game = Game::new(start, moves.clone());
    for format in [Format::Kif, Format::Ki2, Format::Bod, Format::Usi, Format::Sfen] {
        let text = formats::write(&game, format);
        if matches!(format, Format::Kif | Format::Ki2 | Format::Bod) {
            assert!(text.lines().any(|l| l == "手数＝36"), "{format:?}:\n{text}");
        }
        if format == Format::Kif {
            assert!(text.contains("\n  37 ２六歩(27)\n  38 ８四歩(83)\n"), "{text}");
        }
        let options = ReadOptions { variant: Some(Variant::Shogi), dead_piece: Default::default() };
        let back = read_text(&text, &options).unwrap_or_else(|e| panic!("{format:?}: {e}\n{text}"));
        assert_eq!(back.start.to_sfen(), sfen, "{format:?}:\n{text}");
        if format != Format::Sfen && format != Format::Bod {
            assert_eq!(back.moves, moves, "{format:?}");
        }
    }
}
