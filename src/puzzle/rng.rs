//! A tiny seeded random number generator (SplitMix64). The generator's output must stay the
//! same for a given `--seed` across releases and dependency updates, so the algorithm is
//! fixed here rather than borrowed from a crate whose streams may change.

pub struct Rng(u64);

impl Rng {
    /// A stream for one candidate: the same (seed, index) always gives the same numbers,
    /// whichever thread or shard draws them.
    pub fn for_candidate(seed: u64, stream: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ stream.wrapping_mul(0xA24B_AED4_963E_E407));
        r.0 ^= index.wrapping_mul(0x9FB2_1C65_1E98_DF25);
        r.next();
        r
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_fixed_and_distinct() {
        let a: Vec<u64> = (0..3).map(|_| Rng::for_candidate(7, 1, 5).next()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(Rng::for_candidate(7, 1, 5).next(), Rng::for_candidate(7, 1, 6).next());
        assert_ne!(Rng::for_candidate(7, 1, 5).next(), Rng::for_candidate(8, 1, 5).next());
        let mut r = Rng::for_candidate(1, 2, 3);
        assert!((0..1000).all(|_| r.below(7) < 7));
    }
}
