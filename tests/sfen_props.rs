//! Property tests for the parsers: any text gives a value or an error (never a panic), valid
//! SFEN round-trips, and errors say where the problem is.

mod common;
use annan::rules::{perft, DeadPiece, Geometry, Move, ParseError, Position, Rules, SfenError, Variant};
use proptest::prelude::*;

const VALID: &[(Variant, &str)] = &[
    (Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
    (Variant::Shogi, "2gk1g1n1/l2r2+Nsl/2np4p/6P2/1p6L/pP1Bp+Bp2/2NP2+pP1/L2K1GRS1/4G4 w 2SP6p 86"),
    (Variant::Shogi, "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1"),
    (Variant::Minishogi, "rbsgk/4p/5/P4/KGSBR b - 1"),
    (Variant::Minishogi, "4R/2Bks/5/K1srg/3+p1 b BPg 43"),
    (Variant::Annan, "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/1P5P1/P1PPPPP1P/1B5R1/LNSGKGSNL b - 1"),
    (Variant::Annan, "4gR1s1/1s1k4p/l1p4+P1/1P1g3p1/5p3/LprnP3S/1+nP2G3/3BSG2L/2K2L+pN1 b BN7Pp 93"),
    (Variant::Annan, "P3k3P/N7N/9/9/9/9/9/9/4K4 b RB2G 7"),
];

const ALL_RULES: [(Variant, DeadPiece); 5] = [
    (Variant::Shogi, DeadPiece::Backer),
    (Variant::Minishogi, DeadPiece::Backer),
    (Variant::Annan, DeadPiece::Backer),
    (Variant::Annan, DeadPiece::Original),
    (Variant::Annan, DeadPiece::Free),
];

fn rules_of(v: Variant, d: DeadPiece) -> Rules {
    Rules::new(v).with_dead_piece(d)
}

/// Characters SFEN and USI use, plus a few that they do not.
const ALPHABET: &[char] = &[
    'p', 'l', 'n', 's', 'g', 'b', 'r', 'k', 'P', 'L', 'N', 'S', 'G', 'B', 'R', 'K', '+', '/', ' ', '-', '*', '0', '1',
    '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'c', 'd', 'e', 'f', 'h', 'i', 'w', 'x', 'Z', '\t', '歩', 'é', '\n',
    '#',
];

fn sfen_char() -> impl Strategy<Value = char> {
    prop_oneof![4 => proptest::sample::select(ALPHABET), 1 => any::<char>()]
}

#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), sfen_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), sfen_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
}

fn apply(s: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    for e in edits {
        match *e {
            Edit::Insert(i, c) => {
                let i = i % (chars.len() + 1);
                chars.insert(i, c);
            }
            Edit::Delete(i) if !chars.is_empty() => {
                let i = i % chars.len();
                chars.remove(i);
            }
            Edit::Replace(i, c) if !chars.is_empty() => {
                let i = i % chars.len();
                chars[i] = c;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Everything a caller may do with a position that parsed: it must not panic.
fn exercise(p: &Position) {
    let list = p.legal_move_list();
    assert_eq!(list.len(), p.count_legal_moves());
    assert_eq!(perft(p, 1), list.len() as u64);
    let _ = p.is_check();
    let _ = p.is_checkmate();
    for sq in 0..p.geometry().squares as u8 {
        let _ = p.attacks_from(sq);
        let _ = annan::i18n::rules::movement_at(p, sq);
    }
    for &m in list.iter().take(40) {
        let a = p.after(m);
        let _ = a.legal_move_list();
        let _ = p.western(m);
        let _ = p.japanese(m, None);
    }
}

/// An SFEN error's message: one line, saying which part is wrong.
fn check_message(e: &ParseError) {
    let text = e.to_string();
    assert!(!text.is_empty() && !text.contains('\n'), "message {text:?}");
    match e {
        ParseError::Sfen(s) => {
            let names_field = ["rank", "ranks", "side to move", "hands", "move number", "empty", "extra text"]
                .iter()
                .any(|w| text.contains(w));
            assert!(text.starts_with("SFEN") && names_field, "{s:?}: {text}");
        }
        ParseError::Position(_) => assert!(text.starts_with("illegal position: "), "{text}"),
    }
}

fn parse_all(text: &str) {
    for (v, d) in ALL_RULES {
        match Position::from_sfen(rules_of(v, d), text) {
            Ok(p) => {
                // Whatever was accepted writes out and reads back as the same position.
                let out = p.to_sfen();
                let back = Position::from_sfen(rules_of(v, d), &out)
                    .unwrap_or_else(|e| panic!("{text:?} parsed, but its SFEN {out:?} does not: {e}"));
                assert_eq!(back, p);
                assert_eq!(back.to_sfen(), out);
                exercise(&p);
            }
            Err(e) => check_message(&e),
        }
    }
    for w in [9, 5] {
        match Move::parse_usi(text, Geometry::get(w)) {
            Ok(m) => assert_eq!(m.usi(Geometry::get(w)), text),
            Err(e) => assert!(e.to_string().contains("is not a move")),
        }
    }
}

/// Valid positions reached by seeded random play from the valid SFENs.
fn played(seed: u64, plies: usize) -> Vec<(Rules, Position)> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let mut out = Vec::new();
    for &(v, s) in VALID {
        let dead = [DeadPiece::Backer, DeadPiece::Original, DeadPiece::Free][next() % 3];
        let rules = rules_of(v, dead);
        let mut p = Position::from_sfen(rules, s).unwrap();
        for _ in 0..plies {
            let list = p.legal_move_list();
            if list.is_empty() {
                break;
            }
            p.play(list[next() % list.len()]);
        }
        out.push((rules, p));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(2000), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_strings_never_panic(text in proptest::collection::vec(sfen_char(), 0..120)) {
        let text: String = text.into_iter().collect();
        parse_all(&text);
    }

    #[test]
    fn random_usi_strings_never_panic(text in "[A-Za-z0-9*+]{0,7}|\\PC{0,6}") {
        for w in [9, 5] {
            let g = Geometry::get(w);
            if let Ok(m) = Move::parse_usi(&text, g) {
                prop_assert_eq!(m.usi(g), text.clone());
            }
        }
    }

    #[test]
    fn mutated_valid_sfens_never_panic(which in 0..VALID.len(), edits in proptest::collection::vec(edit(), 1..4)) {
        let text = apply(VALID[which].1, &edits);
        parse_all(&text);
    }

    #[test]
    fn valid_sfens_round_trip(seed in any::<u64>(), plies in 0usize..60) {
        for (rules, p) in played(seed, plies) {
            let s = p.to_sfen();
            let q = Position::from_sfen(rules, &s).unwrap();
            prop_assert_eq!(&q, &p);
            prop_assert_eq!(q.to_sfen(), s.clone());
            prop_assert_eq!(q.key(), p.key());
            // Extra spaces around fields are tolerated; the move number may be left out.
            let spaced = format!("  {}  ", s.split(' ').collect::<Vec<_>>().join("   "));
            prop_assert_eq!(Position::from_sfen(rules, &spaced).unwrap(), q.clone());
            let no_number: Vec<&str> = s.split(' ').take(3).collect();
            let r = Position::from_sfen(rules, &no_number.join(" ")).unwrap();
            prop_assert_eq!(r.move_number(), 1);
            prop_assert_eq!(r.key(), p.key());
            // Every legal move's USI reads back as the same move.
            for &m in p.legal_move_list().iter() {
                prop_assert_eq!(Move::parse_usi(&m.usi(p.geometry()), p.geometry()), Ok(m));
            }
        }
    }

    /// A bad character in rank r is reported as being in rank r.
    #[test]
    fn bad_board_character_names_its_rank(which in 0..VALID.len(), pick in any::<usize>(), bad in proptest::sample::select(vec!['x', 'Z', '#', '0', '.', '歩', 'K'])) {
        let (v, s) = VALID[which];
        let (board, rest) = s.split_once(' ').unwrap();
        let ranks: Vec<&str> = board.split('/').collect();
        let r = pick % ranks.len();
        let chars: Vec<char> = ranks[r].chars().collect();
        // Replace a digit or piece letter (not a '+') by a character that is not allowed there
        // ('K' after '+' is a bad promotion; elsewhere it may be legal, so only use it after '+').
        // A rank without a promoted piece gets 'x' instead of 'K' (rejecting those cases would
        // abort a long run on proptest's global reject limit).
        let bad = if bad == 'K' && !chars.contains(&'+') { 'x' } else { bad };
        let positions: Vec<usize> = (0..chars.len()).filter(|&i| chars[i] != '+' && (bad != 'K' || (i > 0 && chars[i - 1] == '+'))).collect();
        let i = positions[(pick / 7) % positions.len()];
        let mut new_rank = chars.clone();
        new_rank[i] = bad;
        let mut new_ranks: Vec<String> = ranks.iter().map(|x| x.to_string()).collect();
        new_ranks[r] = new_rank.into_iter().collect();
        let text = format!("{} {}", new_ranks.join("/"), rest);
        match Position::from_sfen(Rules::new(v), &text) {
            Err(ParseError::Sfen(e)) => {
                let msg = e.to_string();
                prop_assert!(msg.contains(&format!("rank {}", r + 1)), "{}: {}", text, msg);
            }
            other => prop_assert!(false, "{} gave {:?}", text, other),
        }
    }

    /// A wrong side, hands or move number field is reported by name.
    #[test]
    fn bad_fields_are_named(which in 0..VALID.len(), junk in "[xyzQ#%]{1,3}", field in 1usize..4) {
        let (v, s) = VALID[which];
        let mut fields: Vec<String> = s.split(' ').map(str::to_string).collect();
        fields[field] = junk;
        let text = fields.join(" ");
        let e = match Position::from_sfen(Rules::new(v), &text) {
            Err(ParseError::Sfen(e)) => e,
            other => return Err(TestCaseError::fail(format!("{text} gave {other:?}"))),
        };
        let msg = e.to_string();
        let expected = ["", "side to move", "hands", "move number"][field];
        prop_assert!(msg.contains(expected), "{}: {}", text, msg);
    }
}

#[test]
fn wrong_rank_counts_and_widths_are_named() {
    let e = Position::from_sfen(Rules::new(Variant::Minishogi), "rbsgk/4p/5/P4 b - 1").unwrap_err();
    assert!(matches!(e, ParseError::Sfen(SfenError::RankCount { found: 4, expected: 5, .. })), "{e:?}");
    let e = Position::from_sfen(
        Rules::new(Variant::Shogi),
        "lnsgkgsnl/1r5b1/ppppppppp/8/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "SFEN rank 4 (d) has 8 squares, shogi needs 9");
    let e = Position::from_sfen(
        Rules::new(Variant::Shogi),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
    )
    .unwrap_err();
    assert!(e.to_string().starts_with("SFEN rank 9 (i) has 10 squares"), "{e}");
    let e = Position::from_sfen(
        Rules::new(Variant::Shogi),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 x",
    )
    .unwrap_err();
    assert!(e.to_string().contains("extra text"), "{e}");
}

#[test]
fn huge_move_number_does_not_overflow() {
    let rules = Rules::new(Variant::Shogi);
    let p =
        Position::from_sfen(rules, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 4294967295").unwrap();
    let a = p.after(p.legal_move_list()[0]);
    assert!(Position::from_sfen(rules, &a.to_sfen()).is_ok(), "{}", a.to_sfen());
    assert!(
        Position::from_sfen(rules, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 4294967296").is_err()
    );
}
