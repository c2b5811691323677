//! Any input, however damaged, gives a game or an error, never a panic: random bytes, random
//! text made of the formats' own pieces, and real records cut, spliced and mutated.

mod common;
use annan::formats::{self, read, read_text, Format, Game, ReadOptions};
use annan::rules::{DeadPiece, Position, Rules, Variant};
use proptest::prelude::*;

/// Fragments the readers look for, so random text reaches deep into every parser.
const PIECES: [&str; 48] = [
    "|",
    "v",
    " ・",
    " 歩",
    "v玉",
    " 玉",
    "成銀",
    "と",
    "+---------------------------+\n",
    "  ９ ８ ７\n",
    "後手の持駒：",
    "先手の持駒：",
    "なし",
    "残り全部",
    "飛二",
    "金十八",
    "　",
    " ",
    "\n",
    "手数----指手--\n",
    "   1 ",
    "  2 ",
    "７六歩(77)",
    "同　歩(23)",
    "５五角打",
    "不成",
    "成",
    "(",
    ")",
    "+",
    "変化：3手\n",
    "*",
    "まで",
    "投了",
    "詰み",
    "▲",
    "△",
    "５八金右",
    "手合割：",
    "5五将棋",
    "安南将棋",
    "P1",
    " * ",
    "-OU",
    "+7776FU",
    "P-00AL",
    "position sfen ",
    " moves 7g7f",
];

fn fragments() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES.to_vec()), 0..80).prop_map(|v| v.concat())
}

/// Some real records to damage: a shogi game with a promotion and a drop, a minishogi and an
/// Annan position, in every format that carries them.
fn samples() -> Vec<String> {
    let mut out = Vec::new();
    for (variant, sfen, moves) in [
        (Variant::Shogi, "startpos", &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"][..]),
        (Variant::Minishogi, "startpos", &["1e1d", "5a5b"][..]),
        (Variant::Annan, "4k4/9/5G3/9/9/9/9/9/9 b RLr2b3g4s4n3l18p 1", &["R*5b", "5a6a", "L*5a"][..]),
    ] {
        let start = Position::from_sfen(Rules::new(variant), sfen).unwrap();
        let mut pos = start.clone();
        let moves = moves
            .iter()
            .map(|m| {
                let mv = pos.parse_move(m, None).unwrap();
                pos.play(mv);
                mv
            })
            .collect();
        let game = Game::new(start, moves);
        for f in [Format::Sfen, Format::Usi, Format::Kif, Format::Ki2, Format::Csa, Format::Bod] {
            out.push(formats::write(&game, f));
        }
    }
    out
}

#[derive(Debug, Clone)]
enum Edit {
    Delete(usize),
    Insert(usize, &'static str),
    Truncate(usize),
    SwapLines(usize, usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), prop::sample::select(PIECES.to_vec())).prop_map(|(i, s)| Edit::Insert(i, s)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::SwapLines(a, b)),
    ];
    prop::collection::vec(edit, 1..6)
}

/// The char boundary at or before `i` (taken modulo the length).
fn boundary(s: &str, i: usize) -> usize {
    if s.is_empty() {
        return 0;
    }
    let mut i = i % (s.len() + 1);
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn apply(mut s: String, edits: &[Edit]) -> String {
    for e in edits {
        match e {
            Edit::Delete(i) => {
                let at = boundary(&s, *i);
                if let Some(c) = s[at..].chars().next() {
                    s.replace_range(at..at + c.len_utf8(), "");
                }
            }
            Edit::Insert(i, t) => {
                let at = boundary(&s, *i);
                s.insert_str(at, t);
            }
            Edit::Truncate(i) => {
                let at = boundary(&s, *i);
                s.truncate(at);
            }
            Edit::SwapLines(a, b) => {
                let mut lines: Vec<&str> = s.lines().collect();
                if !lines.is_empty() {
                    let (a, b) = (a % lines.len(), b % lines.len());
                    lines.swap(a, b);
                }
                s = lines.join("\n");
            }
        }
    }
    s
}

fn options() -> impl Strategy<Value = ReadOptions> {
    let variant =
        prop_oneof![Just(None), Just(Some(Variant::Shogi)), Just(Some(Variant::Minishogi)), Just(Some(Variant::Annan))];
    let dead = prop_oneof![Just(DeadPiece::Backer), Just(DeadPiece::Original), Just(DeadPiece::Free)];
    (variant, dead).prop_map(|(variant, dead_piece)| ReadOptions { variant, dead_piece })
}

proptest! {
    // At least 2000 cases; PROPTEST_CASES raises it for a longer run.
    #![proptest_config(ProptestConfig { cases: common::cases(2000), ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400), opts in options()) {
        let _ = read(&bytes, &opts);
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,300}", opts in options()) {
        let _ = read_text(&text, &opts);
    }

    #[test]
    fn format_fragments_never_panic(text in fragments(), opts in options()) {
        let _ = read_text(&text, &opts);
    }

    #[test]
    fn damaged_records_never_panic(which in 0usize..18, edits in edits(), opts in options()) {
        let samples = samples();
        let text = apply(samples[which % samples.len()].clone(), &edits);
        if let Ok(game) = read_text(&text, &opts) {
            // Whatever was accepted is a legal game: it replays and writes again.
            for f in [Format::Usi, Format::Kif, Format::Csa] {
                let again = formats::write(&game, f);
                let back = read_text(&again, &ReadOptions { variant: Some(game.start.variant()), dead_piece: opts.dead_piece });
                prop_assert!(back.is_ok(), "{:?} rewrite of an accepted record fails: {:?}\n{}", f, back, again);
            }
        }
    }
}
