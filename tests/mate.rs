//! "Why is it mate?" over the whole embedded puzzle collection: each main line played to its
//! end, the check there taken apart (`Position::check_anatomy`) agrees with the rules (every
//! square the king's movement reaches is its own piece's or covered, no capture or block is
//! legal), and its words are said in every language. One test in its own binary: it switches
//! the language of the process.

use annan::content::puzzle::collection;
use annan::i18n::{self, Lang};
use annan::rules::{squares, Move, Stop};
use annan::ui::wrap::hanging_to;

#[test]
fn every_puzzle_ends_in_a_mate_whose_anatomy_agrees_with_the_rules_in_every_language() {
    let mut longest = (0, String::new());
    for l in collection().unwrap_or_else(|e| panic!("{e:?}")) {
        let p = &l.puzzle;
        let mut pos = p.position().unwrap();
        for mv in p.line(&pos).unwrap() {
            pos.play(mv);
        }
        let id = &p.id;
        assert!(pos.is_checkmate(), "{id}: the line does not end in mate");
        let a = pos.check_anatomy().unwrap_or_else(|| panic!("{id}: not in check"));
        assert!(a.is_mate(), "{id}: {a:?}");
        let us = pos.side_to_move();
        let k = pos.king_square(us).unwrap();
        assert_eq!(a.king.square, k, "{id}");
        assert_eq!(
            a.checkers.iter().map(|c| c.square).collect::<Vec<_>>(),
            squares(pos.checkers()).collect::<Vec<_>>()
        );
        assert_eq!(
            a.steps.iter().map(|s| s.square).collect::<Vec<_>>(),
            squares(pos.attacks_from(k)).collect::<Vec<_>>()
        );
        for s in &a.steps {
            assert!(!pos.is_legal(Move::normal(k, s.square, false)), "{id}: the king may go to {}", s.square);
            match &s.stop {
                Stop::Own(piece) => assert_eq!(piece.color, us, "{id}"),
                Stop::Covered(by) => {
                    assert!(!by.is_empty(), "{id}");
                    assert!(by.iter().all(|e| e.piece.color != us), "{id}: {by:?}");
                }
                Stop::Free => panic!("{id}: a free square in a mate: {a:?}"),
            }
        }
        for c in a.captures.iter().chain(&a.backer_captures) {
            for t in &c.takers {
                assert!(t.verdict.is_err(), "{id}: a legal capture in a mate: {t:?}");
                assert_eq!(t.movement.piece.color, us, "{id}");
                for promote in [false, true] {
                    assert!(!pos.is_legal(Move::normal(t.movement.square, c.square, promote)), "{id}: {t:?}");
                }
            }
        }
        if let Some(block) = &a.block {
            assert!(block.moves.is_empty(), "{id}: a legal block in a mate: {block:?}");
            assert_ne!(block.squares, 0, "{id}");
        }
        let mut said = Vec::new();
        for lang in Lang::ALL {
            i18n::switch(lang);
            let text = annan::mate::why(&pos, &a);
            assert!(!text.trim().is_empty(), "{id} in {}", lang.code());
            // A message missing in a language is said as its id.
            assert!(!text.contains("mate-") && !text.contains("rules-") && !text.contains('{'), "{id}: {text}");
            assert!(!said.contains(&text), "{id}: the same words in two languages: {text}");
            said.push(text);
        }
        let rows = hanging_to(&said[0], 2, 80).lines().count();
        if rows > longest.0 {
            longest = (rows, format!("{id}:\n{}", hanging_to(&said[0], 2, 80)));
        }
    }
    i18n::switch(Lang::En);
    // Short: a few lines at 80 columns, even for the longest explanation of the collection.
    assert!(longest.0 <= 8, "{}", longest.1);
}
