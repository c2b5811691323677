//! One test per rule of RULES.md, named after the rule, each on a position built for it.
//!
//! Positions are mostly written with `sfen_of`, which places pieces by square name (`5e`)
//! so that the intent is readable: files 9..1 left to right, ranks a..i top to bottom,
//! uppercase = Sente (moving toward rank a). Behind a Sente piece on 5e is 5f; behind a
//! Gote piece on 5e is 5d.

use annan::i18n::rules as words;
use annan::rules::{
    outcome, perft, BackerReason, Color, DeadPiece, Illegal, Move, Outcome, ParseError, Position, PositionError, Role,
    Rules, SfenError, Variant, ANNAN_TRADITIONAL,
};

// ---------------------------------------------------------------------------------------
// Helpers.

/// An SFEN built from `(square, piece)` pairs, e.g. `("5e", "S")`, `("5a", "k")`, `("3c", "+P")`.
fn sfen_of(width: usize, pieces: &[(&str, &str)], side: char, hands: &str) -> String {
    let mut cells = vec![String::new(); width * width];
    for (sq, piece) in pieces {
        let b = sq.as_bytes();
        let file = (b[0] - b'0') as usize;
        let rank = (b[1] - b'a') as usize;
        assert!(file >= 1 && file <= width && rank < width, "bad square {sq}");
        let i = rank * width + (width - file);
        assert!(cells[i].is_empty(), "two pieces on {sq}");
        cells[i] = piece.to_string();
    }
    let mut s = String::new();
    for r in 0..width {
        if r > 0 {
            s.push('/');
        }
        let mut empty = 0;
        for f in 0..width {
            let c = &cells[r * width + f];
            if c.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    s += &empty.to_string();
                    empty = 0;
                }
                s += c;
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
    }
    format!("{s} {side} {} 1", if hands.is_empty() { "-" } else { hands })
}

fn rules(v: Variant) -> Rules {
    Rules::new(v)
}

fn annan_rules(dead: DeadPiece) -> Rules {
    Rules::new(Variant::Annan).with_dead_piece(dead)
}

fn position(rules: Rules, sfen: &str) -> Position {
    Position::from_sfen(rules, sfen).unwrap_or_else(|e| panic!("{sfen} ({}): {e}", rules.variant))
}

/// A 9x9 position under the given rules from pieces, side and hands.
fn build(rules: Rules, pieces: &[(&str, &str)], side: char, hands: &str) -> Position {
    position(rules, &sfen_of(rules.variant.size(), pieces, side, hands))
}

fn annan(pieces: &[(&str, &str)], side: char, hands: &str) -> Position {
    build(annan_rules(DeadPiece::Backer), pieces, side, hands)
}

fn shogi(pieces: &[(&str, &str)], side: char, hands: &str) -> Position {
    build(rules(Variant::Shogi), pieces, side, hands)
}

fn mini(pieces: &[(&str, &str)], side: char, hands: &str) -> Position {
    build(rules(Variant::Minishogi), pieces, side, hands)
}

fn sq(p: &Position, name: &str) -> u8 {
    p.geometry().parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
}

fn mv(p: &Position, usi: &str) -> Move {
    Move::parse_usi(usi, p.geometry()).unwrap_or_else(|e| panic!("{e}"))
}

/// Whether a move is legal; `check_move` and the generated list must agree.
fn legal(p: &Position, usi: &str) -> bool {
    let m = mv(p, usi);
    let in_list = p.legal_move_list().contains(&m);
    assert_eq!(in_list, p.check_move(m).is_ok(), "check_move and legal_move_list disagree on {usi} in {p:?}");
    assert_eq!(in_list, p.is_legal(m));
    in_list
}

fn assert_legal(p: &Position, usis: &[&str]) {
    for u in usis {
        assert!(legal(p, u), "{u} should be legal in {p:?}: {:?}", p.check_move(mv(p, u)));
    }
}

/// The reason a move is refused (panics if it is legal).
fn why(p: &Position, usi: &str) -> Illegal {
    let m = mv(p, usi);
    assert!(!legal(p, usi), "{usi} should be illegal in {p:?}");
    let e = p.check_move(m).unwrap_err();
    let text = words::illegal(p.geometry(), m, &e);
    assert!(!text.is_empty() && !text.contains('\n'), "reason text {text:?}");
    e
}

fn play(p: &Position, usi: &str) -> Position {
    assert!(legal(p, usi), "{usi} should be legal in {p:?}: {:?}", p.check_move(mv(p, usi)));
    p.after(mv(p, usi))
}

/// Destinations of the legal moves from a square, sorted, promotion variants merged.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let f = sq(p, from);
    let g = p.geometry();
    let mut v: Vec<String> =
        p.legal_move_list().iter().filter(|m| m.from() == Some(f)).map(|m| g.square_name(m.to())).collect();
    v.sort();
    v.dedup();
    v
}

/// Squares the piece on `from` attacks now, sorted.
fn attacks(p: &Position, from: &str) -> Vec<String> {
    let bb = p.attacks_from(sq(p, from));
    let g = p.geometry();
    let mut v: Vec<String> =
        (0..g.squares as u8).filter(|&s| bb & (1u128 << s) != 0).map(|s| g.square_name(s)).collect();
    v.sort();
    v
}

fn names(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn checkers(p: &Position) -> Vec<String> {
    let bb = p.checkers();
    let g = p.geometry();
    (0..g.squares as u8).filter(|&s| bb & (1u128 << s) != 0).map(|s| g.square_name(s)).collect()
}

fn sfen_error(v: Variant, sfen: &str) -> SfenError {
    match Position::from_sfen(rules(v), sfen) {
        Err(ParseError::Sfen(e)) => e,
        other => panic!("{sfen}: expected an SFEN error, got {other:?}"),
    }
}

fn position_error(r: Rules, sfen: &str) -> PositionError {
    match Position::from_sfen(r, sfen) {
        Err(ParseError::Position(e)) => e,
        other => panic!("{sfen}: expected a position error, got {other:?}"),
    }
}

/// Plays `cycle` `times` times from `start`, returning the position and its history.
fn play_cycle(start: Position, cycle: &[&str], times: usize) -> (Position, Vec<Position>) {
    let mut pos = start;
    let mut history = Vec::new();
    for _ in 0..times {
        for u in cycle {
            let next = play(&pos, u);
            history.push(pos);
            pos = next;
        }
    }
    (pos, history)
}

const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

// ---------------------------------------------------------------------------------------
// Common ground: coordinates, notation, pieces.

#[test]
fn coordinates_ranks_a_to_i_top_to_bottom_files_9_to_1_left_to_right() {
    let p = position(rules(Variant::Shogi), "k8/9/9/9/9/9/9/9/8K b - 1");
    let g = p.geometry();
    assert_eq!(p.piece_at(sq(&p, "9a")).map(|x| (x.color, x.role)), Some((Color::Gote, Role::King)));
    assert_eq!(p.piece_at(sq(&p, "1i")).map(|x| (x.color, x.role)), Some((Color::Sente, Role::King)));
    assert_eq!(g.square_name(0), "9a");
    assert_eq!(g.square_name(80), "1i");
    let m = position(rules(Variant::Minishogi), "k4/5/5/5/4K b - 1");
    assert_eq!(m.piece_at(sq(&m, "5a")).unwrap().color, Color::Gote);
    assert_eq!(m.piece_at(sq(&m, "1e")).unwrap().color, Color::Sente);
}

#[test]
fn sente_moves_first_toward_rank_a_gote_toward_rank_i() {
    let p = Position::startpos(rules(Variant::Shogi));
    assert_eq!(p.side_to_move(), Color::Sente);
    assert_eq!(targets(&p, "7g"), names(&["7f"]));
    let p = play(&p, "7g7f");
    assert_eq!(p.side_to_move(), Color::Gote);
    assert_eq!(targets(&p, "3c"), names(&["3d"]));
}

#[test]
fn usi_moves_board_promotion_and_drop() {
    let p = shogi(&[("5a", "k"), ("5i", "K"), ("3d", "S")], 'b', "P");
    for u in ["3d3c", "3d3c+", "P*5e"] {
        assert_eq!(mv(&p, u).usi(p.geometry()), u);
        assert!(legal(&p, u));
    }
    let drop = mv(&p, "P*5e");
    assert!(drop.is_drop() && drop.drop_role() == Some(Role::Pawn) && !drop.promotes());
    assert!(mv(&p, "3d3c+").promotes());
}

#[test]
fn notation_western_and_japanese() {
    let p = Position::startpos(rules(Variant::Shogi));
    let m = mv(&p, "7g7f");
    assert_eq!(p.western(m), "P-7f");
    assert_eq!(p.japanese(m, None), "７六歩");
    let d = shogi(&[("5a", "k"), ("5i", "K")], 'b', "P");
    assert_eq!(d.western(mv(&d, "P*5e")), "P*5e");
}

#[test]
fn pieces_dragon_is_rook_plus_diagonal_step_horse_is_bishop_plus_orthogonal_step() {
    let p = shogi(&[("9a", "k"), ("1i", "K"), ("5e", "+R"), ("2h", "+B")], 'b', "");
    let d = attacks(&p, "5e");
    assert_eq!(d.len(), 16 + 4);
    for s in ["4d", "6d", "4f", "6f", "5a", "1e", "9e", "5i"] {
        assert!(d.contains(&s.to_string()), "{s} not in {d:?}");
    }
    let h = attacks(&p, "2h");
    for s in ["2g", "1h", "3h", "2i", "1g", "3i", "4f", "5e"] {
        assert!(h.contains(&s.to_string()), "{s} not in {h:?}");
    }
    assert!(!h.contains(&"2f".to_string()));
}

#[test]
fn pieces_promoted_silver_knight_lance_pawn_move_as_gold() {
    let gold = names(&["4d", "5d", "6d", "4e", "6e", "5f"]);
    for r in ["+S", "+N", "+L", "+P", "G"] {
        let p = shogi(&[("9a", "k"), ("1i", "K"), ("5e", r)], 'b', "");
        assert_eq!(attacks(&p, "5e"), gold, "{r}");
    }
}

#[test]
fn pieces_king_and_gold_never_promote() {
    let p = shogi(&[("9a", "k"), ("4c", "K"), ("5d", "G")], 'b', "");
    assert!(matches!(why(&p, "5d5c+"), Illegal::CannotPromoteRole(Role::Gold)));
    assert!(matches!(why(&p, "4c4b+"), Illegal::CannotPromoteRole(Role::King)));
    assert_legal(&p, &["5d5c", "4c4b"]);
}

// ---------------------------------------------------------------------------------------
// Shogi.

#[test]
fn shogi_start_position() {
    let p = Position::startpos(rules(Variant::Shogi));
    assert_eq!(p.to_sfen(), SHOGI_START);
    assert_eq!(p.legal_move_list().len(), 30);
    assert_eq!(perft(&p, 2), 900);
    assert_eq!(perft(&p, 3), 25470);
}

#[test]
fn shogi_turn_is_one_board_move_or_one_drop() {
    let p = shogi(&[("5a", "k"), ("5i", "K"), ("3g", "P")], 'b', "G");
    let list = p.legal_move_list();
    assert!(list.iter().any(|m| m.is_drop()) && list.iter().any(|m| !m.is_drop()));
    for &m in &list {
        let a = p.after(m);
        assert_eq!(a.side_to_move(), Color::Gote);
        assert_eq!(a.move_number(), p.move_number() + 1);
    }
    // There is no pass: a side without a legal move has lost (see shogi_no_legal_move_loses).
}

#[test]
fn shogi_promotion_zone_is_the_three_farthest_ranks_and_optional() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("4d", "S"), ("2f", "S"), ("6c", "+P")], 'b', "");
    // Entering the zone: both.
    assert_legal(&p, &["4d4c", "4d4c+", "4d3c", "4d3c+"]);
    // Outside the zone: no promotion.
    assert!(matches!(why(&p, "2f2e+"), Illegal::CannotPromoteHere));
    assert_legal(&p, &["2f2e"]);
    // Gote's zone is ranks g..i.
    let g = shogi(&[("9a", "k"), ("1a", "K"), ("5f", "s")], 'w', "");
    assert_legal(&g, &["5f5g+", "5f5g"]);
    let g2 = shogi(&[("9a", "k"), ("1a", "K"), ("5e", "s")], 'w', "");
    assert!(matches!(why(&g2, "5e5f+"), Illegal::CannotPromoteHere));
}

#[test]
fn shogi_promotion_when_leaving_the_zone() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("4c", "S")], 'b', "");
    assert_legal(&p, &["4c5d+", "4c5d", "4c3d+", "4c3d"]);
}

#[test]
fn shogi_pawn_and_lance_must_promote_on_the_last_rank() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("5b", "P"), ("1d", "L")], 'b', "");
    assert_legal(&p, &["5b5a+", "1d1a+", "1d1b+", "1d1b", "1d1c", "1d1c+"]);
    assert!(matches!(why(&p, "5b5a"), Illegal::MustPromote { role: Role::Pawn, .. }));
    assert!(matches!(why(&p, "1d1a"), Illegal::MustPromote { role: Role::Lance, .. }));
    // Gote: the last rank is i.
    let g = shogi(&[("9a", "k"), ("1a", "K"), ("5h", "p")], 'w', "");
    assert_legal(&g, &["5h5i+"]);
    assert!(matches!(why(&g, "5h5i"), Illegal::MustPromote { .. }));
}

#[test]
fn shogi_knight_must_promote_on_the_last_two_ranks() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("4d", "N"), ("4e", "N")], 'b', "");
    assert_legal(&p, &["4d3b+", "4d5b+", "4e3c+", "4e3c", "4e5c"]);
    assert!(matches!(why(&p, "4d3b"), Illegal::MustPromote { role: Role::Knight, .. }));
}

#[test]
fn shogi_promoted_pieces_never_unpromote_or_promote_again() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("5c", "+P"), ("2b", "+R")], 'b', "");
    assert!(matches!(why(&p, "5c5b+"), Illegal::CannotPromoteRole(Role::Tokin)));
    let a = play(&p, "5c5d");
    assert_eq!(a.piece_at(sq(&a, "5d")).unwrap().role, Role::Tokin);
    let a = play(&p, "2b2h");
    assert_eq!(a.piece_at(sq(&a, "2h")).unwrap().role, Role::Dragon);
}

#[test]
fn shogi_captured_pieces_go_to_hand_unpromoted() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("5e", "R"), ("5c", "+r"), ("3e", "+p")], 'b', "");
    let a = play(&p, "5e5c+");
    assert_eq!(a.hand(Color::Sente)[Role::Rook as usize], 1);
    assert_eq!(a.piece_at(sq(&a, "5c")).unwrap().role, Role::Dragon);
    let b = play(&p, "5e3e");
    assert_eq!(b.hand(Color::Sente)[Role::Pawn as usize], 1);
    assert_eq!(b.to_sfen(), "k8/9/4+r4/9/6R2/9/9/9/K8 w P 2");
}

#[test]
fn shogi_drop_on_any_empty_square_unpromoted_even_in_the_zone() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("5e", "p")], 'b', "SP");
    assert_legal(&p, &["S*5b", "S*1a", "S*5i", "P*5b", "P*1h"]);
    let a = play(&p, "S*5b");
    assert_eq!(a.piece_at(sq(&a, "5b")).unwrap().role, Role::Silver);
    assert_eq!(a.hand(Color::Sente)[Role::Silver as usize], 0);
    assert!(matches!(why(&p, "S*5e"), Illegal::Occupied));
    assert!(matches!(why(&p, "G*4e"), Illegal::NotInHand(Role::Gold)));
    // There is no promoted drop in USI at all.
    assert!(Move::parse_usi("S*5b+", p.geometry()).is_err());
    // Drops land unpromoted in the zone, and may later promote by moving out of it.
    let b = shogi(&[("9a", "k"), ("9i", "K"), ("5b", "S")], 'b', "");
    assert_legal(&b, &["5b4c+", "5b4c"]);
}

#[test]
fn shogi_drop_limits_no_pawn_or_lance_on_last_rank_no_knight_on_last_two() {
    let p = shogi(&[("9a", "k"), ("9i", "K")], 'b', "NLP");
    for u in ["P*5a", "L*5a", "N*5a", "N*5b"] {
        assert!(matches!(why(&p, u), Illegal::DeadDrop { .. }), "{u}");
    }
    assert_legal(&p, &["P*5b", "L*5b", "N*5c"]);
    let g = shogi(&[("9a", "k"), ("1a", "K")], 'w', "nlp");
    for u in ["P*5i", "L*5i", "N*5i", "N*5h"] {
        assert!(matches!(why(&g, u), Illegal::DeadDrop { .. }), "{u}");
    }
    assert_legal(&g, &["P*5h", "L*5h", "N*5g"]);
}

#[test]
fn shogi_nifu_no_pawn_drop_on_a_file_with_an_own_unpromoted_pawn() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("5g", "P"), ("4c", "p")], 'b', "P");
    assert!(matches!(why(&p, "P*5e"), Illegal::Nifu { file: 5 }));
    assert!(matches!(why(&p, "P*5b"), Illegal::Nifu { file: 5 }));
    // An enemy pawn does not count.
    assert_legal(&p, &["P*4e"]);
}

#[test]
fn shogi_nifu_a_tokin_does_not_count() {
    let p = shogi(&[("9a", "k"), ("9i", "K"), ("5c", "+P")], 'b', "P");
    assert_legal(&p, &["P*5e"]);
}

/// Gote king 5a between its lances; Sente gold on 5c guards 5b, 4b and 6b.
const UCHIFUZUME: [(&str, &str); 5] = [("6a", "l"), ("5a", "k"), ("4a", "l"), ("5c", "G"), ("5i", "K")];

#[test]
fn shogi_uchifuzume_pawn_drop_mate_is_illegal() {
    let p = shogi(&UCHIFUZUME, 'b', "P");
    assert!(matches!(why(&p, "P*5b"), Illegal::PawnDropMate));
    assert!(words::illegal(p.geometry(), mv(&p, "P*5b"), &why(&p, "P*5b")).contains("uchifuzume"));
}

#[test]
fn shogi_drop_mate_with_other_pieces_is_allowed() {
    for piece in ["G", "S", "L", "R"] {
        let p = shogi(&UCHIFUZUME, 'b', piece);
        let a = play(&p, &format!("{piece}*5b"));
        assert!(a.is_checkmate(), "{piece}*5b");
        assert_eq!(outcome(&a, &[]), Some(Outcome::Checkmate { winner: Color::Sente }));
    }
}

#[test]
fn shogi_pawn_drop_check_that_is_not_mate_is_allowed() {
    // Without the 4a lance the king escapes to 4a.
    let p = shogi(&[("6a", "l"), ("5a", "k"), ("5c", "G"), ("5i", "K")], 'b', "P");
    let a = play(&p, "P*5b");
    assert!(a.is_check() && !a.is_checkmate());
}

#[test]
fn shogi_pawn_push_mate_is_allowed() {
    let p =
        shogi(&[("6a", "l"), ("5a", "k"), ("4a", "l"), ("6c", "G"), ("5c", "P"), ("4c", "G"), ("5i", "K")], 'b', "");
    let a = play(&p, "5c5b");
    assert!(a.is_checkmate());
}

#[test]
fn shogi_move_may_not_leave_own_king_attacked() {
    let p = shogi(&[("9a", "k"), ("5a", "r"), ("5h", "S"), ("5i", "K")], 'b', "");
    assert!(matches!(why(&p, "5h4g"), Illegal::ExposesKing { .. }));
    assert_legal(&p, &["5h5g"]);
    // The king may not step onto an attacked square.
    let k = shogi(&[("9a", "k"), ("4a", "r"), ("5i", "K")], 'b', "");
    assert!(matches!(why(&k, "5i4i"), Illegal::KingAttacked { checker: None, .. }));
    // In check, only moves that parry it.
    let c = shogi(&[("9a", "k"), ("5a", "r"), ("5i", "K"), ("1g", "G")], 'b', "S");
    assert!(c.is_check());
    assert!(matches!(why(&c, "1g1f"), Illegal::StaysInCheck { .. }));
    assert_legal(&c, &["S*5e", "5i4h"]);
    assert!(words::illegal(c.geometry(), mv(&c, "1g1f"), &why(&c, "1g1f")).contains("rook on 5a"));
}

#[test]
fn shogi_checkmate_wins() {
    let p = shogi(&[("5a", "k"), ("5c", "P"), ("4c", "G"), ("5i", "K")], 'b', "");
    let a = play(&p, "4c4b");
    assert!(!a.is_checkmate());
    let m = position(rules(Variant::Shogi), "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assert!(m.is_checkmate());
    assert_eq!(outcome(&m, &[]), Some(Outcome::Checkmate { winner: Color::Sente }));
    assert_eq!(outcome(&m, &[]).unwrap().winner(), Some(Color::Sente));
}

#[test]
fn shogi_no_legal_move_loses() {
    // Gote's lone king on 1a is not in check but every square it could go to is covered.
    let p = position(rules(Variant::Shogi), "8k/6G2/8S/9/9/9/9/9/K8 w - 1");
    assert!(!p.is_check());
    assert!(p.legal_move_list().is_empty());
    assert_eq!(outcome(&p, &[]), Some(Outcome::NoLegalMove { winner: Color::Sente }));
}

#[test]
fn shogi_fourfold_repetition_is_a_draw() {
    let start = Position::startpos(rules(Variant::Shogi));
    let cycle = ["5i4h", "5a4b", "4h5i", "4b5a"];
    let (p, h) = play_cycle(start.clone(), &cycle, 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::Repetition { winner: None }));
    // The third occurrence is not yet a repetition.
    let (p, h) = play_cycle(start, &cycle, 2);
    assert_eq!(outcome(&p, &h), None);
}

#[test]
fn shogi_repetition_needs_same_board_hands_and_side() {
    // Histories alternate the side to move, as in a game.
    let p = |s: &str| position(rules(Variant::Shogi), s);
    let a = p("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    let aw = p("4k4/9/9/9/9/9/9/9/4K4 w P 1");
    let b = p("4k4/9/9/9/9/9/9/9/4K4 b p 1");
    let bw = p("4k4/9/9/9/9/9/9/9/4K4 w p 1");
    let hist = |x: &Position, y: &Position| vec![x.clone(), y.clone(), x.clone(), y.clone(), x.clone(), y.clone()];
    assert_eq!(outcome(&a, &hist(&b, &bw)), None, "hands differ");
    assert_eq!(outcome(&aw, &hist(&bw, &a)[1..]), None, "side to move differs");
    assert_eq!(outcome(&a, &hist(&a, &aw)), Some(Outcome::Repetition { winner: None }));
}

#[test]
fn shogi_perpetual_check_loses_for_the_checking_side() {
    let start = position(rules(Variant::Shogi), "8k/2R6/9/9/9/9/9/9/K8 b - 1");
    let (p, h) = play_cycle(start, &["7b7a", "1a1b", "7a7b", "1b1a"], 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::PerpetualCheck { winner: Color::Gote }));
    // Gote checking perpetually loses too.
    let start = position(rules(Variant::Shogi), "k8/9/9/9/9/9/9/2r6/8K w - 1");
    let (p, h) = play_cycle(start, &["7h7i", "1i1h", "7i7h", "1h1i"], 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::PerpetualCheck { winner: Color::Sente }));
}

#[test]
fn shogi_move_limit_is_off_by_default_and_draws_when_reached() {
    let start = Position::startpos(rules(Variant::Shogi));
    let (p, h) = play_cycle(start, &["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"], 1);
    assert_eq!(outcome(&p, &h), None);
    let mut r = rules(Variant::Shogi);
    r.move_limit = Some(6);
    let start = Position::startpos(r);
    let (p5, h5) = play_cycle(start.clone(), &["7g7f", "3c3d", "2g2f", "8c8d", "2f2e"], 1);
    assert_eq!(outcome(&p5, &h5), None);
    let (p, h) = play_cycle(start, &["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"], 1);
    assert_eq!(outcome(&p, &h), Some(Outcome::MoveLimit));
    assert_eq!(Outcome::MoveLimit.winner(), None);
}

#[test]
fn shogi_ignores_the_annan_dead_piece_setting() {
    for dead in [DeadPiece::Backer, DeadPiece::Original, DeadPiece::Free] {
        let r = rules(Variant::Shogi).with_dead_piece(dead);
        let p = build(r, &[("9a", "k"), ("9i", "K"), ("5b", "P"), ("5c", "G")], 'b', "P");
        assert!(matches!(why(&p, "5b5a"), Illegal::MustPromote { .. }), "{dead:?}");
        assert!(matches!(why(&p, "P*1a"), Illegal::DeadDrop { .. }), "{dead:?}");
        assert!(position_error(r, "P8/9/9/9/9/9/9/9/k7K b - 1").to_string().contains("could never move"));
    }
}

// ---------------------------------------------------------------------------------------
// Minishogi.

#[test]
fn minishogi_start_position() {
    let p = Position::startpos(rules(Variant::Minishogi));
    assert_eq!(p.to_sfen(), "rbsgk/4p/5/P4/KGSBR b - 1");
    assert_eq!(p.side_to_move(), Color::Sente);
    assert_eq!(p.legal_move_list().len(), 14);
    assert_eq!(perft(&p, 2), 181);
    assert_eq!(perft(&p, 3), 2512);
}

#[test]
fn minishogi_promotion_zone_is_only_the_farthest_rank() {
    let p = mini(&[("5a", "k"), ("1e", "K"), ("2c", "S"), ("3b", "S")], 'b', "");
    assert!(matches!(why(&p, "2c2b+"), Illegal::CannotPromoteHere));
    assert_legal(&p, &["2c2b", "3b3a+", "3b3a"]);
    let q = mini(&[("5a", "k"), ("1e", "K"), ("2a", "S")], 'b', "");
    assert_legal(&q, &["2a1b+", "2a1b", "2a3b+"]);
    let g = mini(&[("5a", "k"), ("3e", "K"), ("3c", "b")], 'w', "");
    assert_legal(&g, &["3c1e+", "3c2d"]);
    assert!(matches!(why(&g, "3c2d+"), Illegal::CannotPromoteHere));
}

#[test]
fn minishogi_pawn_must_promote_on_the_last_rank() {
    let p = mini(&[("5a", "k"), ("1e", "K"), ("3b", "P")], 'b', "");
    assert_legal(&p, &["3b3a+"]);
    assert!(matches!(why(&p, "3b3a"), Illegal::MustPromote { role: Role::Pawn, .. }));
}

#[test]
fn minishogi_has_no_knight_or_lance() {
    assert!(matches!(
        sfen_error(Variant::Minishogi, "rbsgk/4p/5/P4/KGSBL b - 1"),
        SfenError::NotInVariant { rank: 5, role: Role::Lance }
    ));
    assert!(matches!(sfen_error(Variant::Minishogi, "rbsgk/4p/5/P4/KGSBR b N 1"), SfenError::BadHandChar { .. }));
    // The letters the error offers are minishogi's own.
    let e = sfen_error(Variant::Minishogi, "rbsgk/4p/5/P4/KGSBR b L 1");
    assert!(matches!(e, SfenError::BadHandChar { letters: "P S G B R", .. }), "{e:?}");
    let p = Position::startpos(rules(Variant::Minishogi));
    assert!(matches!(why(&p, "N*3c"), Illegal::NotInHand(Role::Knight)));
}

#[test]
fn minishogi_drop_limits_last_rank_and_nifu() {
    let p = mini(&[("5a", "k"), ("1e", "K"), ("4d", "P")], 'b', "P");
    assert!(matches!(why(&p, "P*3a"), Illegal::DeadDrop { .. }));
    assert!(matches!(why(&p, "P*4b"), Illegal::Nifu { file: 4 }));
    assert_legal(&p, &["P*3b", "P*2d"]);
}

#[test]
fn minishogi_uchifuzume_is_illegal() {
    let p = mini(&[("1a", "k"), ("3b", "S"), ("1c", "G"), ("5e", "K")], 'b', "P");
    assert!(matches!(why(&p, "P*1b"), Illegal::PawnDropMate));
    let q = mini(&[("1a", "k"), ("3b", "S"), ("1c", "G"), ("5e", "K")], 'b', "G");
    assert!(play(&q, "G*1b").is_checkmate());
}

#[test]
fn minishogi_checkmate_and_no_legal_move_win() {
    let m = position(rules(Variant::Minishogi), "2k2/2G2/2P2/5/K4 w - 1");
    assert_eq!(outcome(&m, &[]), Some(Outcome::Checkmate { winner: Color::Sente }));
    let s = position(rules(Variant::Minishogi), "4k/2G2/3S1/5/K4 w - 1");
    assert!(!s.is_check());
    assert_eq!(outcome(&s, &[]), Some(Outcome::NoLegalMove { winner: Color::Sente }));
}

#[test]
fn minishogi_fourfold_repetition_loses_for_sente() {
    let start = Position::startpos(rules(Variant::Minishogi));
    let (p, h) = play_cycle(start, &["5e4d", "1a2b", "4d5e", "2b1a"], 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::Repetition { winner: Some(Color::Gote) }));
}

#[test]
fn minishogi_perpetual_check_loses_for_the_checking_side() {
    let start = position(rules(Variant::Minishogi), "4k/2R2/5/5/K4 b - 1");
    let (p, h) = play_cycle(start, &["3b3a", "1a1b", "3a3b", "1b1a"], 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::PerpetualCheck { winner: Color::Gote }));
}

#[test]
fn minishogi_both_sides_checking_continuously_is_a_draw() {
    // Positions standing for a cycle in which every move of both sides gave check.
    let b = position(rules(Variant::Minishogi), "4k/5/5/2r2/2K2 b - 1");
    let w = position(rules(Variant::Minishogi), "2k2/2R2/5/5/K4 w - 1");
    assert!(b.is_check() && w.is_check());
    let h = vec![b.clone(), w.clone(), b.clone(), w.clone(), b.clone(), w];
    assert_eq!(outcome(&b, &h), Some(Outcome::Repetition { winner: None }));
}

// ---------------------------------------------------------------------------------------
// Annan: start positions.

#[test]
fn annan_start_position_is_the_seeds_setup_same_as_shogi() {
    let p = Position::startpos(annan_rules(DeadPiece::Backer));
    assert_eq!(p.to_sfen(), SHOGI_START);
    assert_eq!(position(annan_rules(DeadPiece::Backer), "startpos").to_sfen(), SHOGI_START);
    // The backer rule changes the moves: 39, not shogi's 30.
    assert_eq!(p.legal_move_list().len(), 39);
    assert_eq!(perft(&p, 2), 1517);
    // The bishop on 8h is backed by the knight on 8i: it moves like a knight.
    assert_eq!(p.moves_like(sq(&p, "8h")), Some(Role::Knight));
}

#[test]
fn annan_traditional_start_position_by_name() {
    let p = position(annan_rules(DeadPiece::Backer), "traditional");
    assert_eq!(p.to_sfen(), ANNAN_TRADITIONAL);
    assert_eq!(ANNAN_TRADITIONAL, "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/1P5P1/P1PPPPP1P/1B5R1/LNSGKGSNL b - 1");
    assert_eq!(p.legal_move_list().len(), 28);
    assert_eq!(perft(&p, 2), 784);
    // Offered by name only for Annan.
    assert!(Position::from_sfen(rules(Variant::Shogi), "traditional").is_err());
    assert!(Position::from_sfen(rules(Variant::Minishogi), "traditional").is_err());
}

// ---------------------------------------------------------------------------------------
// Annan: the backer rule.

#[test]
fn annan_friendly_piece_directly_behind_lends_its_movement() {
    // Sente: behind 5e is 5f.
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "S"), ("5f", "R")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::Rook));
    let e = p.explain_movement(sq(&p, "5e")).unwrap();
    assert!(matches!(e.reason, BackerReason::Backed { .. }));
    assert_eq!(e.moves_like, Role::Rook);
    assert!(words::movement_at(&p, sq(&p, "5e")).contains("rook on 5f"));
    assert_eq!(targets(&p, "5e").len(), 4 + 4 + 4); // 5d..5a, 6e..9e, 4e..1e
    assert!(legal(&p, "5e5a+") && legal(&p, "5e1e"));
    // Gote: behind 5e is 5d.
    let g = annan(&[("9a", "k"), ("9i", "K"), ("5e", "s"), ("5d", "r")], 'w', "");
    assert_eq!(g.moves_like(sq(&g, "5e")), Some(Role::Rook));
    assert_legal(&g, &["5e5i+", "5e1e"]);
}

#[test]
fn annan_empty_behind_keeps_own_movement() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "S")], 'b', "");
    assert_eq!(targets(&p, "5e"), names(&["4d", "5d", "6d", "4f", "6f"]));
    assert!(matches!(p.explain_movement(sq(&p, "5e")).unwrap().reason, BackerReason::EmptyBehind(_)));
}

#[test]
fn annan_enemy_behind_keeps_own_movement() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "S"), ("5f", "r")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::Silver));
    assert_eq!(targets(&p, "5e"), names(&["4d", "5d", "6d", "4f", "6f"]));
    assert!(matches!(p.explain_movement(sq(&p, "5e")).unwrap().reason, BackerReason::EnemyBehind(..)));
    assert!(words::movement_at(&p, sq(&p, "5e")).contains("enemy"));
}

#[test]
fn annan_off_board_behind_keeps_own_movement() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5i", "S")], 'b', "");
    assert_eq!(targets(&p, "5i"), names(&["4h", "5h", "6h"]));
    assert!(matches!(p.explain_movement(sq(&p, "5i")).unwrap().reason, BackerReason::EdgeBehind));
}

#[test]
fn annan_diagonal_neighbours_and_distant_pieces_never_back() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "S"), ("4f", "R"), ("6f", "B"), ("5g", "R")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::Silver));
    assert_eq!(targets(&p, "5e"), names(&["4d", "5d", "6d"]));
}

#[test]
fn annan_backer_lends_its_current_type_promoted_or_not() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "S"), ("5f", "+R"), ("2e", "S"), ("2f", "+P")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::Dragon));
    let d = attacks(&p, "5e");
    assert!(d.contains(&"4d".to_string()) && d.contains(&"5a".to_string()) && d.contains(&"6f".to_string()));
    assert_eq!(p.moves_like(sq(&p, "2e")), Some(Role::Tokin));
    assert_eq!(attacks(&p, "2e"), names(&["1d", "2d", "3d", "1e", "3e", "2f"]));
}

#[test]
fn annan_backer_direction_is_seen_from_the_owners_side() {
    // A Gote pawn backed by a Gote lance moves like a Gote lance: down the board.
    let p = annan(&[("1a", "k"), ("9i", "K"), ("5e", "p"), ("5d", "l")], 'w', "");
    assert_eq!(attacks(&p, "5e"), names(&["5f", "5g", "5h", "5i"]));
    // A Sente pawn backed by a Sente knight jumps forward.
    let s = annan(&[("1a", "k"), ("9i", "K"), ("5e", "P"), ("5f", "N")], 'b', "");
    assert_eq!(attacks(&s, "5e"), names(&["4c", "6c"]));
}

#[test]
fn annan_king_backed_by_pawn_moves_only_forward() {
    let p = annan(&[("1a", "k"), ("5e", "K"), ("5f", "P")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::Pawn));
    assert_eq!(targets(&p, "5e"), names(&["5d"]));
    // And it may still not move into attack.
    let q = annan(&[("1a", "k"), ("5e", "K"), ("5f", "P"), ("9d", "r")], 'b', "");
    assert!(!q.is_check());
    assert!(targets(&q, "5e").is_empty());
    assert!(matches!(why(&q, "5e5d"), Illegal::KingAttacked { checker: None, .. }));
}

#[test]
fn annan_piece_backed_by_king_moves_like_king() {
    let p = annan(&[("1a", "k"), ("5e", "N"), ("5f", "K")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::King));
    assert_eq!(targets(&p, "5e"), names(&["4d", "5d", "6d", "4e", "6e", "4f", "6f"]));
}

#[test]
fn annan_no_chaining() {
    // Pawn 5d <- silver 5e <- rook 5f: the silver moves like the rook, the pawn like the
    // silver (not like the rook the silver borrows).
    let p = annan(&[("1a", "k"), ("9i", "K"), ("5d", "P"), ("5e", "S"), ("5f", "R")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5e")), Some(Role::Rook));
    assert_eq!(p.moves_like(sq(&p, "5d")), Some(Role::Silver));
    assert_eq!(targets(&p, "5d"), names(&["4c", "5c", "6c", "4e", "6e"]));
}

// ---------------------------------------------------------------------------------------
// Annan: check, pins and mate with borrowed movement.

#[test]
fn annan_check_through_borrowed_movement() {
    let p = annan(&[("1e", "k"), ("9i", "K"), ("5e", "P"), ("5f", "R")], 'w', "");
    assert!(p.is_check());
    assert_eq!(checkers(&p), vec!["5e".to_string()]);
    // The same placement with Sente to move is refused: Gote would be in check.
    let s = sfen_of(9, &[("1e", "k"), ("9i", "K"), ("5e", "P"), ("5f", "R")], 'b', "");
    assert!(matches!(position_error(annan_rules(DeadPiece::Backer), &s), PositionError::OppositeCheck { .. }));
}

#[test]
fn annan_discovered_check_by_moving_backer() {
    // The knight on 5e moves like the gold behind it; moving the gold away gives it back its
    // knight jump, which reaches the king on 4c.
    let p = annan(&[("4c", "k"), ("9i", "K"), ("5e", "N"), ("5f", "G")], 'b', "");
    assert!(!attacks(&p, "5e").contains(&"4c".to_string()));
    for u in ["5f4f", "5f6f", "5f5g"] {
        assert!(p.gives_check(mv(&p, u)), "{u}");
        let a = play(&p, u);
        assert_eq!(checkers(&a), vec!["5e".to_string()]);
    }
}

#[test]
fn annan_check_by_moving_a_piece_behind_another() {
    let p = annan(&[("5a", "k"), ("9i", "K"), ("5e", "S"), ("4f", "R")], 'b', "");
    assert!(p.gives_check(mv(&p, "4f5f")));
    assert_eq!(checkers(&play(&p, "4f5f")), vec!["5e".to_string()]);
}

#[test]
fn annan_check_by_dropping_a_piece_behind_another() {
    let p = annan(&[("5a", "k"), ("9i", "K"), ("5e", "S")], 'b', "R");
    assert!(p.gives_check(mv(&p, "R*5f")));
    assert_eq!(checkers(&play(&p, "R*5f")), vec!["5e".to_string()]);
}

#[test]
fn annan_parry_check_by_capturing_backer() {
    // Gote's silver on 5e moves like the rook behind it (5d) and checks down the file.
    let p = annan(&[("9a", "k"), ("5e", "s"), ("5d", "r"), ("4e", "G"), ("5i", "K")], 'b', "");
    assert!(p.is_check());
    assert_eq!(checkers(&p), vec!["5e".to_string()]);
    let a = play(&p, "4e5d");
    assert!(!a.is_check());
    assert_eq!(a.hand(Color::Sente)[Role::Rook as usize], 1);
    assert!(matches!(why(&p, "4e4d"), Illegal::StaysInCheck { .. }));
    let text = words::illegal(p.geometry(), mv(&p, "4e4d"), &why(&p, "4e4d"));
    assert!(text.contains("moves like a rook"), "{text}");
}

#[test]
fn annan_pinned_piece_may_capture_the_pinners_backer() {
    // Gote's silver on 1e moves like the bishop behind it (1d) and pins the knight on 2f
    // against the king on 5i. Capturing the bishop removes the borrowed line.
    let p = annan(&[("9a", "k"), ("1d", "b"), ("1e", "s"), ("2f", "N"), ("5i", "K")], 'b', "");
    assert!(!p.is_check());
    assert_legal(&p, &["2f1d"]);
    assert!(matches!(why(&p, "2f3d"), Illegal::ExposesKing { .. }));
}

#[test]
fn annan_capturing_a_backer_can_expose_the_king() {
    // Gote's knight on 5g moves like the gold behind it (5f). Capturing that gold gives the
    // knight back its jump, which reaches the king on 4i: the capture is illegal.
    let q = annan(&[("9a", "k"), ("5f", "g"), ("5g", "n"), ("4i", "K"), ("4f", "G")], 'b', "");
    assert!(!q.is_check());
    assert!(matches!(why(&q, "4f5f"), Illegal::ExposesKing { .. }));
    // Capturing the knight itself is fine.
    let r = annan(&[("9a", "k"), ("5f", "g"), ("5g", "n"), ("4i", "K"), ("4h", "G")], 'b', "");
    assert_legal(&r, &["4h5g"]);
}

#[test]
fn annan_checkmate_through_borrowed_movement_wins() {
    // The rook moves behind the pawn on 1c, which then moves like a rook and mates the king
    // on 1a (the silver covers 2a, the gold 2b).
    let p = annan(&[("1a", "k"), ("1c", "P"), ("2d", "R"), ("3b", "S"), ("3c", "G"), ("9i", "K")], 'b', "");
    assert!(!p.is_check());
    let a = play(&p, "2d1d");
    assert!(a.is_checkmate(), "{a:?}");
    assert_eq!(outcome(&a, &[]), Some(Outcome::Checkmate { winner: Color::Sente }));
}

// ---------------------------------------------------------------------------------------
// Annan: promotion, nifu and hands by original type.

#[test]
fn annan_promotion_by_original_type_pawn_moving_like_rook() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "P"), ("5f", "R")], 'b', "");
    assert_legal(&p, &["5e5c+", "5e5c", "5e5b+", "5e5b"]);
    assert_eq!(play(&p, "5e5c+").piece_at(sq(&p, "5c")).unwrap().role, Role::Tokin);
    // Sideways outside the zone: no promotion.
    assert_legal(&p, &["5e2e"]);
    assert!(matches!(why(&p, "5e2e+"), Illegal::CannotPromoteHere));
    // Leaving the zone backwards with a bishop's movement also promotes.
    let q = annan(&[("9a", "k"), ("9i", "K"), ("5c", "P"), ("5d", "B")], 'b', "");
    assert_legal(&q, &["5c4d+", "5c4d", "5c3e+"]);
}

#[test]
fn annan_captured_piece_goes_to_hand_by_original_type() {
    // A tokin that moved like a rook is captured as a pawn.
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5c", "+p"), ("5b", "r"), ("5g", "R")], 'b', "");
    assert_eq!(p.moves_like(sq(&p, "5c")), Some(Role::Rook));
    let a = play(&p, "5g5c");
    assert_eq!(a.hand(Color::Sente)[Role::Pawn as usize], 1);
    assert_eq!(a.hand(Color::Sente).iter().map(|&n| n as u32).sum::<u32>(), 1);
}

#[test]
fn annan_gold_moving_like_rook_cannot_promote() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "G"), ("5f", "R")], 'b', "");
    assert_legal(&p, &["5e5b", "5e5a"]);
    assert!(matches!(why(&p, "5e5b+"), Illegal::CannotPromoteRole(Role::Gold)));
}

#[test]
fn annan_rook_moving_like_gold_may_promote() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5d", "R"), ("5e", "G")], 'b', "");
    assert_eq!(targets(&p, "5d"), names(&["4c", "5c", "6c", "4d", "6d"]));
    assert_legal(&p, &["5d5c+", "5d5c", "5d4c+"]);
    assert_eq!(play(&p, "5d5c+").piece_at(sq(&p, "5c")).unwrap().role, Role::Dragon);
    assert!(matches!(why(&p, "5d4d+"), Illegal::CannotPromoteHere));
}

#[test]
fn annan_nifu_is_a_drop_rule_pawn_may_move_onto_file() {
    // The pawn on 5e moves like the gold behind it; stepping sideways onto file 4, which
    // already holds the pawn on 4g, is legal.
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5e", "P"), ("5f", "G"), ("4g", "P")], 'b', "P");
    let a = play(&p, "5e4e");
    assert_eq!(a.piece_at(sq(&a, "4e")).unwrap().role, Role::Pawn);
    // The result is a legal Annan position (it round-trips through SFEN).
    assert_eq!(position(annan_rules(DeadPiece::Backer), &a.to_sfen()), a);
    // Dropping a pawn on a file with an own unpromoted pawn is nifu, whatever that pawn
    // moves like (the pawn on 5e moves like a gold).
    assert!(matches!(why(&p, "P*4c"), Illegal::Nifu { file: 4 }));
    assert!(matches!(why(&p, "P*5c"), Illegal::Nifu { file: 5 }));
    assert_legal(&p, &["P*3c"]);
}

#[test]
fn annan_nifu_a_tokin_does_not_count() {
    let p = annan(&[("9a", "k"), ("9i", "K"), ("5c", "+P")], 'b', "P");
    assert_legal(&p, &["P*5e"]);
}

#[test]
fn annan_dropped_piece_borrows_at_once() {
    // A pawn dropped in front of the rook on 5f moves like a rook at once: it checks the king
    // on 1e along rank e.
    let p = annan(&[("1e", "k"), ("9i", "K"), ("5f", "R")], 'b', "P");
    assert!(p.gives_check(mv(&p, "P*5e")));
    let a = play(&p, "P*5e");
    assert!(a.is_check() && !a.is_checkmate());
    assert_eq!(a.moves_like(sq(&a, "5e")), Some(Role::Rook));
    assert!(attacks(&a, "5e").contains(&"1e".to_string()));
}

// ---------------------------------------------------------------------------------------
// Annan: pawn-drop mate.

/// Gote king on 1b; rook 9a covers rank a, rook 5c covers rank c. A pawn dropped on 5b
/// moves like the rook on 5c and checks the king along rank b: mate.
const BORROWED_UCHIFUZUME: [(&str, &str); 4] = [("9a", "R"), ("1b", "k"), ("5c", "R"), ("5i", "K")];

#[test]
fn annan_uchifuzume_through_borrowed_movement() {
    for dead in [DeadPiece::Backer, DeadPiece::Original, DeadPiece::Free] {
        let p = build(annan_rules(dead), &BORROWED_UCHIFUZUME, 'b', "P");
        assert!(matches!(why(&p, "P*5b"), Illegal::PawnDropMate), "{dead:?}");
    }
    // In shogi the same drop gives no check and is legal.
    let s = shogi(&BORROWED_UCHIFUZUME, 'b', "P");
    assert!(!play(&s, "P*5b").is_check());
}

#[test]
fn annan_uchifuzume_when_dropped_pawn_backs_a_checking_piece() {
    // The knight on 1b (allowed in Annan) gets the movement of a pawn dropped behind it and
    // checks the king on 1a; the lance on 2i covers 2a and 2b, the pawn guards the knight.
    let p = annan(&[("1a", "k"), ("1b", "N"), ("2i", "L"), ("5i", "K")], 'b', "P");
    assert!(matches!(why(&p, "P*1c"), Illegal::PawnDropMate));
    // The same with a gold dropped behind is an ordinary (legal) drop mate.
    let g = annan(&[("1a", "k"), ("1b", "N"), ("2i", "L"), ("5i", "K")], 'b', "G");
    assert!(play(&g, "G*1c").is_checkmate());
}

#[test]
fn annan_drop_mate_by_other_piece_through_borrowed_movement_is_allowed() {
    let p = annan(&BORROWED_UCHIFUZUME, 'b', "L");
    let a = play(&p, "L*5b");
    assert!(a.is_checkmate());
}

#[test]
fn annan_pawn_drop_without_check_is_never_uchifuzume() {
    // P*2b takes the king's last square (2a) without giving check: legal, and Gote, with no
    // legal move, has lost.
    for r in [annan_rules(DeadPiece::Backer), rules(Variant::Shogi)] {
        let p = build(r, &[("1a", "k"), ("1c", "G"), ("5i", "K")], 'b', "P");
        let a = play(&p, "P*2b");
        assert!(!a.is_check());
        assert!(a.legal_move_list().is_empty());
        assert_eq!(outcome(&a, &[]), Some(Outcome::NoLegalMove { winner: Color::Sente }));
    }
}

// ---------------------------------------------------------------------------------------
// Annan: the dead-piece setting.

#[test]
fn annan_dead_piece_backer_is_the_default() {
    assert_eq!(Rules::new(Variant::Annan).dead_piece, DeadPiece::Backer);
    assert_eq!(DeadPiece::default(), DeadPiece::Backer);
}

#[test]
fn annan_dead_piece_backer_allows_last_rank_when_the_backer_gives_a_move() {
    // The pawn on 5b moves like the gold behind it. On 4a it would have the silver on 4b
    // behind it (a silver moves backward from 4a): it may stay unpromoted. On 6a nothing is
    // behind: it must promote. Straight to 5a it leaves its backer behind: must promote.
    let p = annan(&[("9i", "K"), ("1i", "k"), ("5b", "P"), ("5c", "G"), ("4b", "S")], 'b', "");
    assert_legal(&p, &["5b4a", "5b4a+", "5b6a+", "5b5a+"]);
    assert!(matches!(why(&p, "5b6a"), Illegal::MustPromote { role: Role::Pawn, .. }));
    assert!(matches!(why(&p, "5b5a"), Illegal::MustPromote { .. }));
}

#[test]
fn annan_dead_piece_backer_drops() {
    // Behind 5a: a gold (moves from 5a) allows pawn and lance drops; a pawn on 4b behind 4a
    // does not (a pawn cannot move from 4a); a knight on 3b behind 3a does not either.
    let p = annan(&[("9i", "K"), ("1i", "k"), ("5b", "G"), ("4b", "P"), ("3b", "N"), ("7c", "P")], 'b', "NLP");
    assert_legal(&p, &["L*5a", "N*5a", "L*7b", "N*7b"]);
    for u in ["L*4a", "N*4a", "L*3a", "N*6b", "P*6a"] {
        let e = why(&p, u);
        assert!(matches!(e, Illegal::DeadDrop { rule: Some(DeadPiece::Backer), .. }), "{u}: {e:?}");
        assert!(words::illegal(p.geometry(), mv(&p, u), &e).contains("no piece behind"), "{u}");
    }
    // The pawn on 7c backs a knight dropped on 7b (the pawn moves from 7b to 7a).
    // A pawn drop allowed by the dead rule can still be nifu, and says so.
    let q = annan(&[("9i", "K"), ("1i", "k"), ("5b", "G"), ("5e", "P")], 'b', "P");
    assert!(matches!(why(&q, "P*5a"), Illegal::Nifu { file: 5 }));
    let r = annan(&[("9i", "K"), ("1i", "k"), ("5b", "G")], 'b', "P");
    assert_legal(&r, &["P*5a"]);
}

#[test]
fn annan_dead_piece_backer_piece_may_be_stuck_after_the_backer_leaves() {
    let p = annan(&[("9i", "K"), ("1i", "k"), ("5a", "P"), ("5b", "G")], 'b', "");
    assert_eq!(targets(&p, "5a"), names(&["4a", "6a"]));
    let a = play(&p, "5b4b");
    let a = play(&a, "1i1h");
    assert!(targets(&a, "5a").is_empty());
}

#[test]
fn annan_dead_piece_original_restricts_whatever_the_backer() {
    let r = annan_rules(DeadPiece::Original);
    let p = build(r, &[("9i", "K"), ("1i", "k"), ("5b", "P"), ("5c", "G"), ("4b", "S"), ("6b", "G")], 'b', "NLP");
    assert!(matches!(why(&p, "5b4a"), Illegal::MustPromote { .. }));
    assert_legal(&p, &["5b4a+"]);
    for u in ["P*4a", "L*4a", "N*4a", "N*6a", "P*7a", "N*8b"] {
        assert!(matches!(why(&p, u), Illegal::DeadDrop { rule: Some(DeadPiece::Original), .. }), "{u}");
    }
    // Such pieces may still stand there in a set-up position.
    assert!(Position::from_sfen(r, "P7k/9/9/9/9/9/9/9/K8 b - 1").is_ok());
}

#[test]
fn annan_dead_piece_free_no_restriction_and_never_forced() {
    let r = annan_rules(DeadPiece::Free);
    let p = build(r, &[("9i", "K"), ("1i", "k"), ("5b", "P"), ("3c", "N"), ("7b", "L")], 'b', "NLP");
    assert_legal(&p, &["5b5a", "5b5a+", "3c2a", "3c4a+", "7b7a", "P*1a", "L*1a", "N*1a", "N*1b"]);
}

#[test]
fn annan_dead_piece_free_still_forbids_uchifuzume() {
    let p = build(annan_rules(DeadPiece::Free), &BORROWED_UCHIFUZUME, 'b', "P");
    assert!(matches!(why(&p, "P*5b"), Illegal::PawnDropMate));
}

/// The same move asked under another setting: a lance dropped on the last rank in front of
/// its rook is legal by default and under `free`, not under `original`; a drop that is legal
/// under every setting stays so; shogi has one restriction whatever is asked.
#[test]
fn annan_dead_piece_a_move_may_be_asked_under_another_setting() {
    let p = annan(&[("9i", "K"), ("6a", "k"), ("5b", "R"), ("4c", "G")], 'b', "L");
    let drop = mv(&p, "L*5a");
    assert!(p.is_legal(drop));
    assert!(p.is_legal_under(drop, DeadPiece::Backer) && p.is_legal_under(drop, DeadPiece::Free));
    assert!(!p.is_legal_under(drop, DeadPiece::Original));
    assert!(p.is_legal_under(mv(&p, "L*5c"), DeadPiece::Original));
    assert!(!p.is_legal_under(mv(&p, "L*3a"), DeadPiece::Backer) && p.is_legal_under(mv(&p, "L*3a"), DeadPiece::Free));
    let s = shogi(&[("9i", "K"), ("6a", "k"), ("5b", "R")], 'b', "L");
    assert!(!s.is_legal_under(mv(&s, "L*5a"), DeadPiece::Free));
}

#[test]
fn annan_dead_piece_names() {
    for d in [DeadPiece::Backer, DeadPiece::Original, DeadPiece::Free] {
        assert_eq!(DeadPiece::from_name(d.name()), Some(d));
    }
    assert_eq!(DeadPiece::from_name("lishogi"), None);
}

// ---------------------------------------------------------------------------------------
// Annan: results as in shogi.

#[test]
fn annan_results_as_in_shogi() {
    let r = annan_rules(DeadPiece::Backer);
    // Fourfold repetition draws (not minishogi's rule).
    // (A king backed by a gold moves like a gold, hence the three-move walks.)
    let walk = ["5i4h", "5a6b", "4h5h", "6b5b", "5h5i", "5b5a"];
    let (p, h) = play_cycle(Position::startpos(r), &walk, 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::Repetition { winner: None }));
    // Perpetual check loses.
    let start = position(r, "8k/2R6/9/9/9/9/9/9/K8 b - 1");
    let (p, h) = play_cycle(start, &["7b7a", "1a1b", "7a7b", "1b1a"], 3);
    assert_eq!(outcome(&p, &h), Some(Outcome::PerpetualCheck { winner: Color::Gote }));
    // No legal move loses.
    let s = position(r, "8k/6G2/8S/9/9/9/9/9/K8 w - 1");
    assert_eq!(outcome(&s, &[]), Some(Outcome::NoLegalMove { winner: Color::Sente }));
    // Move limit draws.
    let mut lim = r;
    lim.move_limit = Some(2);
    let (p, h) = play_cycle(Position::startpos(lim), &["7g7f", "3c3d"], 1);
    assert_eq!(outcome(&p, &h), Some(Outcome::MoveLimit));
}

// ---------------------------------------------------------------------------------------
// SFEN and position validation.

#[test]
fn sfen_round_trip() {
    let cases = [
        (Variant::Shogi, SHOGI_START),
        (Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2"),
        (Variant::Shogi, "2gk1g1n1/l2r2+Nsl/2np4p/6P2/1p6L/pP1Bp+Bp2/2NP2+pP1/L2K1GRS1/4G4 w 2SP6p 86"),
        (Variant::Minishogi, "rbsgk/4p/5/P4/KGSBR b - 1"),
        (Variant::Minishogi, "4R/2Bks/5/K1srg/3+p1 b BPg 43"),
        (Variant::Annan, ANNAN_TRADITIONAL),
        (Variant::Annan, "4gR1s1/1s1k4p/l1p4+P1/1P1g3p1/5p3/LprnP3S/1+nP2G3/3BSG2L/2K2L+pN1 b BN7Pp 93"),
        (Variant::Annan, "P3k3P/N7N/9/9/9/9/9/9/4K4 b RB2G 7"),
    ];
    for (v, s) in cases {
        let p = position(rules(v), s);
        assert_eq!(p.to_sfen(), s);
        let q = position(rules(v), &p.to_sfen());
        assert_eq!(p, q);
        assert_eq!(p.key(), q.key());
    }
}

#[test]
fn sfen_move_number_is_optional_and_hands_use_counts() {
    let p = position(rules(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 b 2Pb3p");
    assert_eq!(p.move_number(), 1);
    assert_eq!(p.hand(Color::Sente)[Role::Pawn as usize], 2);
    assert_eq!(p.hand(Color::Gote)[Role::Bishop as usize], 1);
    assert_eq!(p.hand(Color::Gote)[Role::Pawn as usize], 3);
    assert_eq!(p.to_sfen(), "4k4/9/9/9/9/9/9/9/4K4 b 2Pb3p 1");
    // A count of any length is a count: too large, said as written (a third digit was "an
    // unexpected character").
    for (hands, written) in [("99999999999999999999P", "99999999999999999999"), ("100P", "100"), ("19P", "19")] {
        let e = sfen_error(Variant::Shogi, &format!("4k4/9/9/9/9/9/9/9/4K4 b {hands} 1"));
        assert!(matches!(&e, SfenError::BadHandCount { count, ch: 'P', .. } if count == written), "{e:?}");
    }
    let e = sfen_error(Variant::Shogi, "4k4/9/9/9/9/9/9/9/4K4 b P123 1");
    assert!(matches!(&e, SfenError::DanglingHandCount { count, .. } if count == "123"), "{e:?}");
}

#[test]
fn sfen_errors_name_the_field_and_rank() {
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1");
    assert!(e.to_string().contains("ranks"), "{e}");
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/10/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    assert!(e.to_string().contains("rank 4"), "{e}");
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppxpppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    assert!(e.to_string().contains("rank 3") && e.to_string().contains('x'), "{e}");
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1");
    assert!(e.to_string().contains("side to move"), "{e}");
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2K 1");
    assert!(e.to_string().contains("hands"), "{e}");
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0");
    assert!(e.to_string().contains("move number"), "{e}");
    // A number too large to keep is told by the range, not as "not positive".
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 99999999999999");
    assert!(e.to_string().contains("from 1 to 4294967295"), "{e}");
    let e = sfen_error(Variant::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LN+GKGSNL b - 1");
    assert!(e.to_string().contains("rank 9"), "{e}");
    assert!(matches!(sfen_error(Variant::Shogi, ""), SfenError::Empty));
}

#[test]
fn position_two_kings_of_a_side_refused() {
    for v in [Variant::Shogi, Variant::Annan] {
        let e = position_error(rules(v), "k3k4/9/9/9/9/9/9/9/4K4 b - 1");
        assert_eq!(e, PositionError::TwoKings(Color::Gote));
        assert_eq!(e.to_string(), "Gote has two kings");
    }
    assert_eq!(position_error(rules(Variant::Minishogi), "4k/5/5/5/K1K2 b - 1"), PositionError::TwoKings(Color::Sente));
}

#[test]
fn position_side_not_to_move_in_check_refused() {
    let e = position_error(rules(Variant::Shogi), "4k4/4R4/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(e, PositionError::OppositeCheck { color: Color::Gote, mover: Color::Sente });
    // The side to move may be in check.
    assert!(position(rules(Variant::Shogi), "4k4/4R4/9/9/9/9/9/9/4K4 w - 1").is_check());
}

#[test]
fn position_too_many_pieces_refused() {
    let e = position_error(rules(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 b 3R 1");
    assert!(matches!(e, PositionError::TooMany { role: Role::Rook, found: 3, max: 2 }), "{e:?}");
    let e = position_error(rules(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 b 18Pp 1");
    assert!(matches!(e, PositionError::TooMany { role: Role::Pawn, found: 19, max: 18 }), "{e:?}");
    // Promoted pieces count as their original type.
    let e = position_error(rules(Variant::Annan), "4k4/9/9/9/9/9/9/9/+R3K3+r b R 1");
    assert!(matches!(e, PositionError::TooMany { role: Role::Rook, .. }), "{e:?}");
    let e = position_error(rules(Variant::Minishogi), "k4/5/5/5/K4 b 3G 1");
    assert!(matches!(e, PositionError::TooMany { role: Role::Gold, found: 3, max: 2 }), "{e:?}");
}

#[test]
fn position_dead_pieces_refused_in_shogi_and_minishogi_allowed_in_annan() {
    let dead = [
        (Variant::Shogi, "P3k4/9/9/9/9/9/9/9/4K4 b - 1", "9a"),
        (Variant::Shogi, "4k4/L8/9/9/9/9/9/9/4K3l b - 1", "1i"),
        (Variant::Shogi, "4k4/N8/9/9/9/9/9/9/4K4 b - 1", "9b"),
        (Variant::Minishogi, "P3k/5/5/5/4K b - 1", "5a"),
    ];
    for (v, s, square) in dead {
        let e = position_error(rules(v), s);
        let name = |q: &annan::rules::Square| annan::rules::Geometry::get(v.size()).square_name(*q);
        assert!(matches!(&e, PositionError::DeadPiece { square: q, .. } if name(q) == square), "{s}: {e:?}");
        if v == Variant::Shogi {
            for d in [DeadPiece::Backer, DeadPiece::Original, DeadPiece::Free] {
                assert!(Position::from_sfen(annan_rules(d), s).is_ok(), "{s} refused in Annan {d:?}");
            }
        }
    }
}

#[test]
fn position_nifu_refused_in_shogi_and_minishogi_allowed_in_annan() {
    let e = position_error(rules(Variant::Shogi), "4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1");
    assert_eq!(e, PositionError::Nifu { color: Color::Sente, file: 5 });
    let e = position_error(rules(Variant::Minishogi), "4k/p4/p4/5/4K b - 1");
    assert_eq!(e, PositionError::Nifu { color: Color::Gote, file: 5 });
    assert!(Position::from_sfen(rules(Variant::Annan), "4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1").is_ok());
    // A tokin and a pawn on one file is fine everywhere.
    assert!(Position::from_sfen(rules(Variant::Shogi), "4k4/9/9/4+P4/9/9/4P4/9/4K4 b - 1").is_ok());
}

#[test]
fn position_a_side_without_king_is_accepted() {
    // Mate problems give the attacker no king.
    let p = position(rules(Variant::Shogi), "4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assert_eq!(p.king_square(Color::Sente), None);
    assert!(legal(&p, "G*5b"));
    assert!(play(&p, "G*5b").is_checkmate());
    // Without any king at all, too.
    let q = position(rules(Variant::Annan), "9/9/9/9/4P4/4R4/9/9/9 b - 1");
    assert!(!q.is_check() && !q.legal_move_list().is_empty());
    let m = position(rules(Variant::Minishogi), "4k/5/5/5/5 w - 1");
    assert_eq!(m.legal_move_list().len(), 3);
}

#[test]
fn position_king_cannot_be_in_hand() {
    assert!(matches!(sfen_error(Variant::Shogi, "4k4/9/9/9/9/9/9/9/4K4 b K 1"), SfenError::BadHandChar { .. }));
}

// ---------------------------------------------------------------------------------------
// Capacity: the most moves a position can have.

#[test]
fn annan_positions_may_have_more_than_shogis_593_moves() {
    let s = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
    assert_eq!(position(rules(Variant::Shogi), s).legal_move_list().len(), 593);
    let free = position(annan_rules(DeadPiece::Free), s);
    assert_eq!(free.legal_move_list().len(), 634);
    assert_eq!(perft(&free, 1), 634);
}

#[test]
fn messages_agree_in_number_with_their_counts() {
    // One rank, one square: singular; more: plural.
    let e = sfen_error(Variant::Shogi, "9 b - 1");
    assert_eq!(e.to_string(), "SFEN board has 1 rank separated by '/', shogi needs 9");
    let e = sfen_error(Variant::Minishogi, "rbsgk/4p/5/P4 b - 1");
    assert_eq!(e.to_string(), "SFEN board has 4 ranks separated by '/', minishogi needs 5");
    let e = sfen_error(Variant::Minishogi, "rbsgk/4p/1/P4/KGSBR b - 1");
    assert_eq!(e.to_string(), "SFEN rank 3 (c) has 1 square, minishogi needs 5");
    // A position with a single legal move numbers it alone.
    let only = position(rules(Variant::Shogi), "k8/1G7/9/9/9/9/9/9/K8 w - 1");
    assert_eq!(only.legal_move_list().len(), 1, "{only:?}");
    let e = only.parse_move("2", None).unwrap_err();
    assert_eq!(words::move_input(only.geometry(), &e), "2 is not a move number here: the only legal move is number 1");
    let e = Position::startpos(rules(Variant::Shogi)).parse_move("31", None).unwrap_err();
    let text = words::move_input(annan::rules::Geometry::get(9), &e);
    assert_eq!(text, "31 is not a move number here: the legal moves are numbered 1 to 30");
}

#[test]
fn without_backers_a_blocked_piece_is_named_without_how_it_moves() {
    // In shogi a lance moves as a lance: saying so added nothing.
    let start = Position::startpos(rules(Variant::Shogi));
    let e = start.parse_move("9i9c", None).unwrap_err();
    let text = words::move_input(start.geometry(), &e);
    assert_eq!(text, "9i9c is not legal: the lance on 9i is blocked on its way to 9c");
    let e = start.parse_move("9i8f", None).unwrap_err();
    assert_eq!(words::move_input(start.geometry(), &e), "9i8f is not legal: the lance on 9i cannot reach 8f");
    // In Annan the movement is the point: the backer (or the edge) is explained.
    let annan = Position::startpos(rules(Variant::Annan));
    let e = annan.parse_move("9i9c", None).unwrap_err();
    assert!(words::move_input(annan.geometry(), &e).contains("so it moves like a lance"));
}

#[test]
fn the_examples_of_how_to_write_a_move_are_moves_of_the_board_in_use() {
    for variant in [Variant::Shogi, Variant::Minishogi] {
        let start = Position::startpos(rules(variant));
        let g = start.geometry();
        let examples = words::move_examples(g);
        let e = start.parse_move("xyz", None).unwrap_err();
        let text = words::move_input(g, &e);
        let [usi, drop, western, _, japanese] = examples;
        for shown in [usi, drop, western, japanese] {
            assert!(text.contains(shown), "{text}");
        }
        // The USI examples name squares of this board; the plain move is legal at the start,
        // in all three notations.
        assert!(Move::parse_usi(usi, g).is_ok() && Move::parse_usi(drop, g).is_ok(), "{variant:?}");
        for written in [usi, western, japanese] {
            assert_eq!(start.parse_move(written, None), Ok(Move::parse_usi(usi, g).unwrap()), "{written}");
        }
    }
}

#[test]
fn outcomes_in_words() {
    assert_eq!(words::outcome(Outcome::Checkmate { winner: Color::Sente }), "checkmate: Sente wins");
    assert_eq!(words::outcome(Outcome::NoLegalMove { winner: Color::Gote }), "Sente has no legal move: Gote wins");
    assert_eq!(words::outcome(Outcome::Repetition { winner: None }), "fourfold repetition: draw");
    assert_eq!(words::outcome(Outcome::Repetition { winner: Some(Color::Gote) }), "fourfold repetition: Gote wins");
    assert_eq!(words::outcome(Outcome::PerpetualCheck { winner: Color::Gote }), "perpetual check by Sente: Gote wins");
    assert_eq!(words::outcome(Outcome::MoveLimit), "move limit reached: draw");
}

#[test]
fn a_text_that_can_mean_one_move_only_is_told_its_spelling_and_a_drop_without_square_how_to_write_one() {
    // A drop marked as promoting: one move only, not "G*4a+ could mean G*4a: say which".
    let pos = position(rules(Variant::Shogi), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    let e = pos.parse_move("G*4a+", None).unwrap_err();
    assert_eq!(words::move_input(pos.geometry(), &e), "G*4a+ is written G*4a");
    // A drop with nothing after the star: no move at all (it said "`` is not a square").
    let e = pos.parse_move("P*", None).unwrap_err();
    let text = words::move_input(pos.geometry(), &e);
    assert!(text.starts_with("`P*` is not a move: write it like"), "{text}");
    assert!(!words::move_argument(pos.geometry(), &e).contains("number"), "no list to pick from on a command line");
}
