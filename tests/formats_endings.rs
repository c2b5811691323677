//! How records end and how they are numbered: an ending read in one format is written in
//! every other format's own words (a conversion must not turn a resignation into 中断);
//! KIF numbers the moves after `手数＝N` from N + 1, and reads back what it writes; KI2
//! moves that fit no piece or several say so; no move is read after a fourfold repetition.

use annan::formats::{self, read_text, Ending, ErrorKind, Format, Game, ReadOptions};
use annan::rules::{Move, Position, Rules, Variant};

/// Five moves of an even game, Sente's move last, so that the ending is Gote's (move 6).
const FIVE: [&str; 5] = ["７六歩(77)", "３四歩(33)", "２六歩(27)", "８四歩(83)", "２五歩(26)"];

fn kif_ending(word: &str, sentence: &str) -> String {
    let mut s = String::from("手合割：平手\n手数----指手---------消費時間--\n");
    for (i, mv) in FIVE.iter().enumerate() {
        s.push_str(&format!("{:>4} {mv}\n", i + 1));
    }
    s.push_str(&format!("   6 {word}\n{sentence}\n"));
    s
}

fn read(text: &str) -> Game {
    read_text(text, &ReadOptions::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn error(text: &str) -> ErrorKind {
    read_text(text, &ReadOptions::default()).expect_err(text).kind
}

/// The ending lines of a KIF text: from its last move on.
fn tail(text: &str, lines: usize) -> Vec<&str> {
    let all: Vec<&str> = text.lines().collect();
    all[all.len() - lines..].to_vec()
}

#[test]
fn a_resignation_survives_every_conversion() {
    let game = read(&kif_ending("投了", "まで5手で先手の勝ち"));
    assert_eq!(game.ending, Some(Ending::Resignation));
    let kif = formats::write(&game, Format::Kif);
    assert_eq!(tail(&kif, 2), ["   6 投了", "まで5手で先手の勝ち"], "{kif}");
    let csa = formats::write(&game, Format::Csa);
    assert_eq!(csa.lines().last(), Some("%TORYO"), "{csa}");
    let ki2 = formats::write(&game, Format::Ki2);
    assert_eq!(ki2.lines().last(), Some("まで5手で先手の勝ち"), "{ki2}");
    // And back: CSA's %TORYO and KI2's sentence are a resignation again.
    for text in [csa, ki2] {
        let back = read(&text);
        assert_eq!(back.ending, Some(Ending::Resignation), "{text}");
        assert_eq!(tail(&formats::write(&back, Format::Kif), 2), ["   6 投了", "まで5手で先手の勝ち"]);
    }
}

/// Every KIF ending word: the ending it records, the sentence Kakinoki writes after it (the
/// side of move 6, Gote, is the one that resigned, fouled, declared ...), and CSA's word.
#[test]
fn every_ending_is_written_in_each_formats_words_and_reads_back() {
    let cases = [
        ("投了", Ending::Resignation, "まで5手で先手の勝ち", Some("%TORYO")),
        ("中断", Ending::Interrupted, "まで5手で中断", Some("%CHUDAN")),
        ("千日手", Ending::Repetition, "まで5手で千日手", Some("%SENNICHITE")),
        ("持将棋", Ending::Impasse, "まで5手で持将棋", Some("%JISHOGI")),
        ("切れ負け", Ending::TimeUp, "まで5手で時間切れにより先手の勝ち", Some("%TIME_UP")),
        ("反則勝ち", Ending::FoulWin, "まで5手で後手の反則勝ち", Some("%+ILLEGAL_ACTION")),
        ("反則負け", Ending::FoulLoss, "まで5手で後手の反則負け", Some("%-ILLEGAL_ACTION")),
        ("入玉勝ち", Ending::Declaration, "まで5手で後手の入玉勝ち", Some("%KACHI")),
        ("不詰", Ending::NoMate, "まで5手で不詰", Some("%FUZUMI")),
        ("不戦勝", Ending::ForfeitWin, "まで5手で不戦勝", None),
    ];
    for (word, ending, sentence, csa_word) in cases {
        let game = read(&kif_ending(word, sentence));
        assert_eq!(game.ending, Some(ending), "{word}");
        let kif = formats::write(&game, Format::Kif);
        assert_eq!(tail(&kif, 2), [format!("   6 {word}").as_str(), sentence], "{word}:\n{kif}");
        let ki2 = formats::write(&game, Format::Ki2);
        assert_eq!(ki2.lines().last(), Some(sentence), "{word}:\n{ki2}");
        assert_eq!(read(&ki2).ending, Some(ending), "{word}: KI2 back:\n{ki2}");
        let csa = formats::write(&game, Format::Csa);
        match csa_word {
            Some(w) => {
                assert_eq!(csa.lines().last(), Some(w), "{word}:\n{csa}");
                assert_eq!(read(&csa).ending, Some(ending), "{word}: CSA back:\n{csa}");
            }
            // CSA has no word for a forfeit: nothing is made up.
            None => assert!(!csa.contains('%'), "{word}:\n{csa}"),
        }
    }
}

/// CSA's endings, each from the side to move after the last move (here Gote, after five
/// moves), read and written again; `%ILLEGAL_MOVE` (the side to move fouled) is written
/// with the side named, and `%HIKIWAKE` as the draw it is.
#[test]
fn csa_endings_read_as_what_they_say() {
    let mut moves = String::new();
    for mv in ["+7776FU", "-3334FU", "+2726FU", "-8384FU", "+2625FU"] {
        moves.push_str(mv);
        moves.push('\n');
    }
    let cases = [
        ("%TORYO", Ending::Resignation, "%TORYO"),
        ("%CHUDAN", Ending::Interrupted, "%CHUDAN"),
        ("%SENNICHITE", Ending::Repetition, "%SENNICHITE"),
        ("%JISHOGI", Ending::Impasse, "%JISHOGI"),
        ("%HIKIWAKE", Ending::Impasse, "%JISHOGI"),
        ("%TIME_UP", Ending::TimeUp, "%TIME_UP"),
        ("%KACHI", Ending::Declaration, "%KACHI"),
        ("%ILLEGAL_MOVE", Ending::FoulLoss, "%-ILLEGAL_ACTION"),
        ("%-ILLEGAL_ACTION", Ending::FoulLoss, "%-ILLEGAL_ACTION"),
        ("%+ILLEGAL_ACTION", Ending::FoulWin, "%+ILLEGAL_ACTION"),
    ];
    for (word, ending, written) in cases {
        let text = format!("V2.2\nPI\n+\n{moves}{word}\n");
        let game = read(&text);
        assert_eq!(game.ending, Some(ending), "{word}");
        assert_eq!(formats::write(&game, Format::Csa).lines().last(), Some(written), "{word}");
    }
    // %TORYO to KIF is the resignation of move 6, not 中断.
    let kif = formats::write(&read(&format!("V2.2\nPI\n+\n{moves}%TORYO\n")), Format::Kif);
    assert_eq!(tail(&kif, 2), ["   6 投了", "まで5手で先手の勝ち"], "{kif}");
}

/// A game the record leaves unfinished still closes with 中断 in KIF and KI2 and has no
/// ending line or CSA word; one the last move mates ends in 詰み and %TSUMI, said or not.
#[test]
fn unstated_endings_are_what_the_board_says() {
    let open = read("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n");
    assert_eq!(open.ending, None);
    assert_eq!(tail(&formats::write(&open, Format::Kif), 2), ["   1 ７六歩(77)", "まで1手で中断"]);
    assert!(!formats::write(&open, Format::Csa).contains('%'));
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
    let mate = Game::new(pos.clone(), vec![Move::parse_usi("G*5b", pos.geometry()).unwrap()]);
    assert_eq!(mate.ending, Some(Ending::Checkmate));
    assert_eq!(tail(&formats::write(&mate, Format::Kif), 2), ["   2 詰み", "まで1手で先手の勝ち"]);
    assert_eq!(formats::write(&mate, Format::Csa).lines().last(), Some("%TSUMI"));
    // KI2 only says who won: the mate on the board makes it a mate, not a resignation.
    assert_eq!(read(&formats::write(&mate, Format::Ki2)).ending, Some(Ending::Checkmate));
}

/// A puzzle's position is after N moves (`手数＝N`): its KIF numbers the moves from N + 1,
/// with the ending and variations numbered alike, and reads back; a KIF that numbers them
/// from 1 all the same (as some programs write) reads too.
#[test]
fn kif_numbers_moves_after_the_diagram_count_and_reads_its_own() {
    let sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 3";
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
    let mate = Move::parse_usi("G*5b", pos.geometry()).unwrap();
    let game = Game::new(pos.clone(), vec![mate]);
    let kif = formats::write(&game, Format::Kif);
    assert!(kif.contains("手数＝2\n"), "{kif}");
    assert_eq!(tail(&kif, 3), ["   3 ５二金打", "   4 詰み", "まで3手で先手の勝ち"], "{kif}");
    let back = read(&kif);
    assert_eq!((back.start.to_sfen(), back.moves.clone()), (sfen.to_string(), vec![mate]));
    let from_one = kif.replace("   3 ５二金打", "   1 ５二金打").replace("   4 詰み", "   2 詰み");
    assert_eq!(read(&from_one).moves, vec![mate], "{from_one}");
    // Numbered neither way: the number expected is the one after the diagram's count.
    let wrong = kif.replace("   3 ５二金打", "   5 ５二金打");
    assert_eq!(error(&wrong), ErrorKind::MoveNumber { expected: 3, found: 5 });

    // A variation is numbered as the main line is.
    let with_variation = format!("{kif}\n変化：3手\n   3 ５二歩成(53)\n");
    let back = read(&with_variation);
    assert_eq!(back.variations.len(), 1);
    let again = formats::write(&back, Format::Kif);
    assert!(again.contains("   3 ５二金打+\n") && again.contains("変化：3手\n   3 ５二歩成(53)\n"), "{again}");
    assert_eq!(read(&again).variations, back.variations);
}

#[test]
fn a_ki2_move_no_piece_can_make_says_so() {
    let kind = error("手合割：平手\n\n▲２三歩成\n");
    assert_eq!(
        kind,
        ErrorKind::Unreachable {
            number: 1,
            text: "▲２三歩成".into(),
            role: annan::rules::Role::Pawn,
            square: "2c".into()
        }
    );
    // A piece that could go there but for a rule still gets the rule.
    let pinned = "後手の持駒：なし\n\
        +---------------------------+\n\
        | ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n\
        | ・ ・ ・ ・v飛 ・ ・ ・ ・|四\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
        | ・ ・ ・ ・ 金 ・ ・ ・ ・|七\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n\
        | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n\
        +---------------------------+\n\
        先手の持駒：なし\n▲４六金\n";
    assert!(matches!(error(pinned), ErrorKind::Illegal { .. }), "{:?}", error(pinned));
}

#[test]
fn an_ambiguous_ki2_move_names_the_moves_it_could_be() {
    let text = "後手の持駒：なし\n\
        +---------------------------+\n\
        | ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n\
        | ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n\
        | ・ ・ ・ 金 玉 金 ・ ・ ・|九\n\
        +---------------------------+\n\
        先手の持駒：なし\n▲５八金\n";
    let kind = error(text);
    let ErrorKind::Ambiguous { candidates, .. } = &kind else { panic!("{kind:?}") };
    assert_eq!(candidates, &["５八金左", "５八金右"]);
    let words = kind.describe();
    assert!(words.contains("５八金左") && words.contains("５八金右"), "{words}");
}

/// Kings stepping forth and back: the start position again after these four moves.
const SHUFFLE: [&str; 4] = ["5i5h", "5a5b", "5h5i", "5b5a"];

#[test]
fn no_move_is_read_after_a_fourfold_repetition() {
    let options = ReadOptions { variant: Some(Variant::Shogi), ..Default::default() };
    // The start position a fourth time after move 12.
    let mut usi = format!("position startpos moves {}", SHUFFLE.repeat(3).join(" "));
    let done = read_text(&usi, &options).unwrap();
    assert_eq!(done.ending, Some(Ending::Repetition), "the record ends at the fourth occurrence");
    let kif = formats::write(&done, Format::Kif);
    assert_eq!(tail(&kif, 2), ["  13 千日手", "まで12手で千日手"], "{kif}");
    usi.push_str(" 5i5h");
    let kind = read_text(&usi, &options).expect_err(&usi).kind;
    let ErrorKind::AfterGameOver { number, text, .. } = &kind else { panic!("{kind:?}") };
    assert_eq!((*number, text.as_str()), (13, "5i5h"));
}
