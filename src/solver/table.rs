//! The transposition table: a fixed number of 4-entry buckets indexed by the board key,
//! with hand domination. A proof found with some attacker hand also holds when the attacker
//! holds more and the defender less; a disproof the other way round.

use crate::rules::Hand;

/// A proof or disproof number that means "solved".
pub const INF: u32 = 1 << 30;

/// What the search knows about one position (board, side to move, both hands).
#[derive(Copy, Clone, Debug, Default)]
pub struct Entry {
    pub key: u64,
    /// `[attacker, defender]` hands.
    pub hands: [Hand; 2],
    pub pn: u32,
    pub dn: u32,
    /// When proven: plies to mate along the proof.
    pub len: u16,
    /// When disproven: no mate within this many plies (`u16::MAX` = none at all). When
    /// open: the plies that were left when the numbers were computed.
    pub depth: u16,
    /// Nodes spent on this position: the replacement priority.
    pub amount: u32,
    used: bool,
}

/// Proof state read from the table for a position searched with `remaining` plies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub pn: u32,
    pub dn: u32,
    pub len: u16,
    pub depth: u16,
}

const WAYS: usize = 8;

pub struct Table {
    buckets: Vec<[Entry; WAYS]>,
    mask: usize,
}

fn covers(big: &Hand, small: &Hand) -> bool {
    big.iter().zip(small).all(|(b, s)| b >= s)
}

impl Table {
    /// A table using about `megabytes` of memory (at least one bucket).
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let wanted = (bytes / std::mem::size_of::<[Entry; WAYS]>()).max(1);
        let count = if wanted.is_power_of_two() { wanted } else { wanted.next_power_of_two() / 2 };
        Table { buckets: vec![[Entry::default(); WAYS]; count.max(1)], mask: count.max(1) - 1 }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize ^ (key >> 32) as usize) & self.mask
    }

    /// What is known about (key, hands) when `remaining` plies are left, `None` if
    /// nothing. Proofs longer than `remaining` and disproofs shallower than it do not count.
    pub fn probe(&self, key: u64, hands: &[Hand; 2], remaining: u16) -> Option<Known> {
        let mut best = None;
        let mut best_exact_depth = false;
        for e in self.buckets[self.bucket(key)].iter().filter(|e| e.used && e.key == key) {
            let exact = e.hands == *hands;
            if e.pn == 0 {
                // Proof: attacker has at least as much, defender at most as much.
                if e.len <= remaining && covers(&hands[0], &e.hands[0]) && covers(&e.hands[1], &hands[1]) {
                    return Some(Known { pn: 0, dn: INF, len: e.len, depth: 0 });
                }
            } else if e.dn == 0 {
                if remaining <= e.depth && covers(&e.hands[0], &hands[0]) && covers(&hands[1], &e.hands[1]) {
                    return Some(Known { pn: INF, dn: 0, len: 0, depth: e.depth });
                }
            } else if exact && !best_exact_depth {
                // Numbers computed with the same plies left are the best estimate.
                best = Some(Known { pn: e.pn, dn: e.dn, len: 0, depth: 0 });
                best_exact_depth = e.depth == remaining;
            }
        }
        best
    }

    /// Records a result. Open numbers, proofs and disproofs of one position live in separate
    /// entries, so that a search with few plies left (which may disprove) and one with many
    /// (which may not) do not keep erasing each other's work. `known.depth` of an open
    /// result is the plies left.
    pub fn store(&mut self, key: u64, hands: &[Hand; 2], known: Known, amount: u32) {
        let b = self.bucket(key);
        let bucket = &mut self.buckets[b];
        let kind = |pn: u32, dn: u32| (pn == 0) as u8 + 2 * (dn == 0) as u8;
        let new_kind = kind(known.pn, known.dn);
        let same = bucket.iter().position(|e| {
            e.used
                && e.key == key
                && e.hands == *hands
                && kind(e.pn, e.dn) == new_kind
                && (new_kind != 0 || e.depth == known.depth)
        });
        if let Some(i) = same {
            let e = &bucket[i];
            // Keep the stronger of two verdicts.
            if (new_kind == 1 && e.len < known.len) || (new_kind == 2 && e.depth > known.depth) {
                return;
            }
        }
        let slot = same.or_else(|| bucket.iter().position(|e| !e.used)).unwrap_or_else(|| {
            // Keep proofs over open entries, then bigger subtrees over smaller ones.
            (0..WAYS).min_by_key(|&i| (bucket[i].pn == 0, bucket[i].amount)).unwrap_or(0)
        });
        bucket[slot] = Entry {
            key,
            hands: *hands,
            pn: known.pn,
            dn: known.dn,
            len: known.len,
            depth: known.depth,
            amount,
            used: true,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proof_holds_for_a_richer_attacker_and_poorer_defender() {
        let mut t = Table::new(1);
        let hands = [[1, 0, 0, 0, 1, 0, 0], [2, 0, 0, 0, 0, 0, 0]];
        t.store(42, &hands, Known { pn: 0, dn: INF, len: 3, depth: 0 }, 10);
        let richer = [[2, 0, 0, 0, 1, 0, 0], [1, 0, 0, 0, 0, 0, 0]];
        assert_eq!(t.probe(42, &richer, 5).map(|k| k.pn), Some(0));
        assert_eq!(t.probe(42, &richer, 1), None, "a proof longer than the plies left does not count");
        let poorer = [[0, 0, 0, 0, 1, 0, 0], [2, 0, 0, 0, 0, 0, 0]];
        assert_eq!(t.probe(42, &poorer, 5), None);
    }

    #[test]
    fn disproof_holds_for_a_poorer_attacker_within_its_depth() {
        let mut t = Table::new(1);
        let hands = [[1, 0, 0, 0, 0, 0, 0], [0; 7]];
        t.store(7, &hands, Known { pn: INF, dn: 0, len: 0, depth: 5 }, 10);
        assert_eq!(t.probe(7, &[[0; 7], [0; 7]], 5).map(|k| k.dn), Some(0));
        assert_eq!(t.probe(7, &[[0; 7], [0; 7]], 7), None, "no mate in 5 says nothing about 7");
        assert_eq!(t.probe(7, &[[2, 0, 0, 0, 0, 0, 0], [0; 7]], 3), None);
    }
}
