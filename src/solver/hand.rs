//! The attacker's pieces in hand, packed one byte per role so that "holds at least as much
//! of every piece" is one subtraction.
//!
//! Within one problem the pieces on the board and in both hands add up to a fixed set, so
//! for a given board the attacker's hand also fixes the defender's: more for the attacker is
//! less for the defender. That is why the table keys positions by board and compares only
//! this hand.

use crate::rules::{Hand, Role};

/// Bit 7 of each of the seven role bytes, kept clear in every value (counts stay below 128).
const GUARD: u64 = 0x0080_8080_8080_8080;

#[derive(Copy, Clone, PartialEq, Eq, Default, Debug)]
pub struct HandSet(u64);

impl HandSet {
    /// Every count at its largest: the disproof hand of a verdict no hand can change.
    pub const FULL: HandSet = HandSet(0x007f_7f7f_7f7f_7f7f);
    pub const EMPTY: HandSet = HandSet(0);

    pub fn from_hand(hand: &Hand) -> HandSet {
        HandSet(hand.iter().enumerate().fold(0, |acc, (i, &n)| acc | (u64::from(n.min(127)) << (8 * i))))
    }

    #[inline]
    pub fn count(self, role: Role) -> u8 {
        (self.0 >> (8 * role.index())) as u8
    }

    #[inline]
    pub fn with_count(self, role: Role, n: u8) -> HandSet {
        let shift = 8 * role.index();
        HandSet((self.0 & !(0xff << shift)) | (u64::from(n.min(127)) << shift))
    }

    /// One more of `role` (saturating).
    #[inline]
    pub fn plus(self, role: Role) -> HandSet {
        self.with_count(role, self.count(role).saturating_add(1))
    }

    /// One fewer of `role` (not below zero).
    #[inline]
    pub fn minus(self, role: Role) -> HandSet {
        self.with_count(role, self.count(role).saturating_sub(1))
    }

    /// Whether this hand holds at least as much of every role as `other`.
    #[inline]
    pub fn covers(self, other: HandSet) -> bool {
        ((self.0 | GUARD) - other.0) & GUARD == GUARD
    }

    /// Role by role, the larger count.
    pub fn max(self, other: HandSet) -> HandSet {
        Role::HAND.iter().fold(self, |acc, &r| acc.with_count(r, self.count(r).max(other.count(r))))
    }

    /// Role by role, the smaller count.
    pub fn min(self, other: HandSet) -> HandSet {
        Role::HAND.iter().fold(self, |acc, &r| acc.with_count(r, self.count(r).min(other.count(r))))
    }

    /// The raw packed value, for the table.
    pub fn bits(self) -> u64 {
        self.0
    }

    pub fn from_bits(bits: u64) -> HandSet {
        HandSet(bits & !GUARD)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_compares_every_role() {
        let a = HandSet::from_hand(&[3, 0, 1, 0, 2, 0, 1]);
        let b = HandSet::from_hand(&[2, 0, 1, 0, 2, 0, 0]);
        assert!(a.covers(b));
        assert!(!b.covers(a));
        assert!(a.covers(a));
        assert!(HandSet::FULL.covers(a));
        assert!(a.covers(HandSet::EMPTY));
        let c = HandSet::from_hand(&[9, 0, 0, 0, 0, 0, 0]);
        assert!(!a.covers(c) && !c.covers(a), "neither holds as much of everything");
    }

    #[test]
    fn plus_minus_max_min() {
        let a = HandSet::from_hand(&[0, 1, 0, 0, 0, 2, 0]);
        assert_eq!(a.plus(Role::Pawn).count(Role::Pawn), 1);
        assert_eq!(a.minus(Role::Pawn), a, "not below zero");
        assert_eq!(a.minus(Role::Bishop).count(Role::Bishop), 1);
        let b = HandSet::from_hand(&[4, 0, 0, 0, 0, 1, 1]);
        assert_eq!(a.max(b), HandSet::from_hand(&[4, 1, 0, 0, 0, 2, 1]));
        assert_eq!(a.min(b), HandSet::from_hand(&[0, 0, 0, 0, 0, 1, 0]));
    }
}
