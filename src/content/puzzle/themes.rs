//! Themes of a solution, computed from the moves so that a tag can never be wrong: the
//! collection's tags are checked against this, and the generator writes exactly these.

use crate::rules::{Move, Position};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// A theme a puzzle's main line shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Tag {
    /// A piece that moved or was dropped gives check with movement borrowed from its backer.
    BackerCheck,
    /// A piece that did not move gives check because the move changed what backs it (a
    /// backer arrived behind it, or left it).
    DiscoveredBacker,
    /// A piece that did not move gives check along a line the move opened.
    Discovered,
    /// The attacker drops a piece from hand.
    Drop,
    /// The defender captures the piece the attacker just moved or dropped.
    Sacrifice,
    /// The attacker promotes.
    Promotion,
}

impl Tag {
    pub fn name(self) -> &'static str {
        match self {
            Tag::BackerCheck => "backer-check",
            Tag::DiscoveredBacker => "discovered-backer",
            Tag::Discovered => "discovered",
            Tag::Drop => "drop",
            Tag::Sacrifice => "sacrifice",
            Tag::Promotion => "promotion",
        }
    }
}

/// The themes of `line` (legal moves from `start`, attacker first), sorted.
pub fn themes(start: &Position, line: &[Move]) -> Vec<Tag> {
    let mut tags = BTreeSet::new();
    let mut pos = start.clone();
    for (i, &mv) in line.iter().enumerate() {
        let after = pos.after(mv);
        if i % 2 == 0 {
            if mv.is_drop() {
                tags.insert(Tag::Drop);
            }
            if mv.promotes() {
                tags.insert(Tag::Promotion);
            }
            if line.get(i + 1).is_some_and(|reply| reply.to() == mv.to() && !reply.is_drop()) {
                tags.insert(Tag::Sacrifice);
            }
            tags.extend(check_themes(&pos, &after, mv));
        }
        pos = after;
    }
    tags.into_iter().collect()
}

/// How each checker of `after` (reached by `mv` from `before`) gives its check.
fn check_themes(before: &Position, after: &Position, mv: Move) -> Vec<Tag> {
    let g = after.geometry();
    let Some(king) = after.king_square(after.side_to_move()) else {
        return Vec::new();
    };
    crate::rules::squares(after.checkers())
        .filter_map(|sq| {
            let piece = after.piece_at(sq)?;
            let own_reach = g.attacks(piece.role.movement(), piece.color, sq, after.occupied());
            let borrowed = own_reach & crate::rules::bit(king) == 0;
            if sq == mv.to() {
                borrowed.then_some(Tag::BackerCheck)
            } else if before.moves_like(sq) != after.moves_like(sq) {
                Some(Tag::DiscoveredBacker)
            } else {
                Some(Tag::Discovered)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn line(pos: &Position, usi: &[&str]) -> Vec<Move> {
        let mut p = pos.clone();
        usi.iter()
            .map(|u| {
                let mv = Move::parse_usi(u, p.geometry()).unwrap();
                assert!(p.is_legal(mv), "{u}");
                p.play(mv);
                mv
            })
            .collect()
    }

    #[test]
    fn pawn_dropped_in_front_of_a_bishop_checks_like_a_bishop() {
        // Annan: the pawn dropped on 4b is backed by the bishop on 4c and checks the king
        // on 5a diagonally; neither the pawn's own move nor the bishop reaches 5a.
        let pos = Position::from_sfen(Rules::new(Variant::Annan), "4k4/9/5B3/9/9/9/9/9/9 b P 1").unwrap();
        let l = line(&pos, &["P*4b"]);
        assert_eq!(themes(&pos, &l), vec![Tag::BackerCheck, Tag::Drop]);
    }

    #[test]
    fn a_backer_arriving_behind_a_piece_is_a_discovered_backer_check() {
        // Annan: the pawn on 5c moves like a pawn; a rook dropped on 5d lends it a rook's
        // reach, and the pawn (which did not move) now checks the king on 5a.
        let pos = Position::from_sfen(Rules::new(Variant::Annan), "4k4/9/4P4/9/9/9/9/9/9 b R 1").unwrap();
        let l = line(&pos, &["R*5d"]);
        assert_eq!(themes(&pos, &l), vec![Tag::DiscoveredBacker, Tag::Drop]);
    }

    #[test]
    fn captured_checker_is_a_sacrifice_and_promotion_is_seen() {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "3gk4/9/4S4/9/9/9/9/9/9 b - 1").unwrap();
        let l = line(&pos, &["5c5b+", "6a5b"]);
        assert_eq!(themes(&pos, &l), vec![Tag::Sacrifice, Tag::Promotion]);
    }

    #[test]
    fn every_theme_has_a_word_of_its_own_in_the_puzzle_list() {
        // The list's message falls back to the name for a theme it does not know: in Spanish
        // and Portuguese, where no word is the English name, each label must be its own.
        use crate::i18n::{message_in, Lang};
        use clap::ValueEnum;
        for lang in [Lang::Es, Lang::Pt] {
            for tag in Tag::value_variants() {
                let label = message_in(lang, "puzzle-tag", &[("tag", tag.name().into())]);
                assert!(!label.contains(tag.name()), "{lang:?} {}: {label}", tag.name());
            }
        }
    }
}
