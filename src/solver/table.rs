//! The transposition table: buckets of entries indexed by the board key (board and side to
//! move, hands excluded), each entry holding one attacker hand, so that one bucket holds every
//! hand known for a board and domination can be read off it.
//!
//! A proof found with some attacker hand also holds when the attacker holds more (and so the
//! defender less); a disproof the other way round. Proofs and disproofs are stored with the
//! least (most) the attacker must (may) hold, their proof and disproof piece sets. Open
//! entries keep the exact hand and the numbers of the last search of the position, whatever
//! the plies it had left (see [`same_count`]).
//!
//! The table is allocated once, zeroed lazily by the system (pages are only touched when an
//! entry lands there), and fallibly: a size the machine cannot give is an error, not an abort.

use super::dfpn::UNBOUNDED;
use super::hand::HandSet;
use super::memory::ZeroedSlice;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use thiserror::Error;

/// The table could not be allocated.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("cannot allocate a {megabytes} MiB table")]
pub struct TableError {
    pub megabytes: usize,
}

const EMPTY: u8 = 0;
const OPEN: u8 = 1;
/// Open numbers a helper thread wrote in the search for any mate (see [`Table::handle`]).
const OPEN_HELPER: u8 = 5;
const PROOF: u8 = 2;
const DISPROOF: u8 = 3;
/// A disproof that rests on a checking pawn drop the rules refuse as a mate somewhere in its
/// tree: it holds for its position, but not for one with a weaker piece of the attacker's in
/// place of a stronger (see `dfpn::settle_dominated`).
const DISPROOF_PAWN: u8 = 4;

/// Whether an entry of kind `a` says at least as much as one of kind `b` of the same
/// verdict: a disproof resting on no refused pawn drop says more than one resting on one.
fn as_strong(a: u8, b: u8) -> bool {
    a == b || (a == DISPROOF && b == DISPROOF_PAWN)
}

/// Whether an entry of kind `kind` holds open numbers (the first thread's or a helper's).
fn is_open(kind: u8) -> bool {
    kind == OPEN || kind == OPEN_HELPER
}

/// One position's knowledge, as the bucket's ways hold it apart; all zero is an empty slot.
#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    /// Open: the exact attacker hand. Proof: the least the attacker must hold. Disproof: the
    /// most it may hold.
    hand: u64,
    pn: u32,
    dn: u32,
    /// Nodes spent on this position: what replacement keeps.
    amount: u32,
    /// Open: plies left when the numbers were computed. Proof: plies to mate. Disproof: no
    /// mate within this many plies (`u16::MAX`: none at all).
    len: u16,
    kind: u8,
}

const WAYS: usize = 8;

/// The numbers of one way, on the bucket's last two cache lines.
#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Numbers {
    hand: u64,
    pn: u32,
    dn: u32,
}

/// Eight ways, field by field rather than entry by entry: the keys fill the first cache line
/// and what replacement and the plies need the second (the processor fetches the two as a
/// pair), so a probe for a position the table does not hold (most probes: three of every
/// four nodes are first estimates of new positions) waits for one pair of lines, not for
/// the whole bucket, and a probe that finds its position for one more line. (Entry by entry,
/// every probe scanned all four lines, and asking for them all filled the processor's queue
/// of misses.)
#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Bucket {
    keys: [u64; WAYS],
    amounts: [u32; WAYS],
    lens: [u16; WAYS],
    kinds: [u8; WAYS],
    _spare: [u8; 8],
    numbers: [Numbers; WAYS],
}

// The lines as the doc above says: keys, then amounts, plies and kinds, then the numbers.
const _: () = assert!(std::mem::size_of::<Bucket>() == 256);
const _: () = assert!(std::mem::offset_of!(Bucket, amounts) == 64);
const _: () = assert!(std::mem::offset_of!(Bucket, numbers) == 128);

impl Bucket {
    /// Whether way `i` holds knowledge of `key`.
    #[inline]
    fn holds(&self, i: usize, key: u64) -> bool {
        self.keys[i] == key && self.kinds[i] != EMPTY
    }

    #[inline]
    fn get(&self, i: usize) -> Entry {
        let n = self.numbers[i];
        Entry {
            key: self.keys[i],
            hand: n.hand,
            pn: n.pn,
            dn: n.dn,
            amount: self.amounts[i],
            len: self.lens[i],
            kind: self.kinds[i],
        }
    }

    #[inline]
    fn set(&mut self, i: usize, e: Entry) {
        self.keys[i] = e.key;
        self.amounts[i] = e.amount;
        self.lens[i] = e.len;
        self.kinds[i] = e.kind;
        self.numbers[i] = Numbers { hand: e.hand, pn: e.pn, dn: e.dn };
    }
}

/// What the table knows about a position asked with some plies left.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A mate in `len` plies whenever the attacker holds at least `hand`.
    Proof { len: u16, hand: HandSet },
    /// No mate within `depth` plies whenever the attacker holds at most `hand`; `pawn` when
    /// it rests on a pawn drop refused as a mate.
    Disproof { depth: u16, hand: HandSet, pawn: bool },
    /// The numbers of the last search of the position (with the same hand), whatever plies
    /// it had left, where nothing is settled for the plies asked.
    Open { pn: u32, dn: u32 },
    /// No numbers for this hand, but lower bounds from the same position's with others: the
    /// largest proof number where the attacker held more, the largest disproof number where
    /// it held less.
    Bounds { pn: u32, dn: u32 },
}

/// Whether open numbers computed with `a` plies left serve a question with `b` left: the
/// searches that count plies share one entry per position and hand, whatever the plies (as
/// KomoringHeights' table does), the search for any mate keeps its own.
///
/// A position met again with other plies left (a transposition that took more moves, or the
/// next shortening step) starts from what the last search learnt of it, not from a first
/// estimate; settled verdicts still depend on the plies ([`Table::probe`]). Per-plies entries
/// kept the shortening of long problems from ever finishing: zukou-096 (79 plies) was not
/// proven in 60 s, zukou-043 (85) neither; shared, 2.5 s and 1.5 s. The uncounted search's
/// numbers measure distance to any mate, however long: read by the counting searches they
/// misled them (zukou-014: 9.9 s, with them over 20 s).
fn same_count(a: u16, b: u16) -> bool {
    (a == UNBOUNDED) == (b == UNBOUNDED)
}

/// Memory of the search. `dominate` off compares hands exactly (Annan: see `Search::new`).
/// Searches on several threads each hold a handle ([`Table::handle`]) to one memory.
pub struct Table {
    shared: Arc<Shared>,
    /// How many buckets there are (any number: see [`Table::index`]).
    count: usize,
    dominate: bool,
    /// The kind of the open entries this handle reads and writes in the search for any mate:
    /// [`OPEN`], or [`OPEN_HELPER`] for a helper's handle.
    unbounded: u8,
}

/// Locks, striped over the buckets: a bucket is read and written by one search at a time.
/// Few enough to stay in the processor's cache, many enough that two threads seldom wait.
const LOCKS: usize = 1 << 12;

/// The memory the handles share.
struct Shared {
    buckets: ZeroedSlice<Bucket>,
    locks: Box<[AtomicBool]>,
    used: AtomicUsize,
}

/// A bucket, locked for as long as this lives (no lock when the table has one handle).
struct Locked<'t> {
    lock: Option<&'t AtomicBool>,
    bucket: *mut Bucket,
}

impl Deref for Locked<'_> {
    type Target = Bucket;
    fn deref(&self) -> &Bucket {
        // SAFETY: the bucket is in the table, and its lock is held or the table has no other
        // handle: no other access.
        unsafe { &*self.bucket }
    }
}

impl DerefMut for Locked<'_> {
    fn deref_mut(&mut self) -> &mut Bucket {
        // SAFETY: as in `deref`.
        unsafe { &mut *self.bucket }
    }
}

impl Drop for Locked<'_> {
    fn drop(&mut self) {
        if let Some(lock) = self.lock {
            lock.store(false, Ordering::Release);
        }
    }
}

/// The machine's memory in bytes, where the system says.
fn physical_bytes() -> Option<u64> {
    #[cfg(unix)]
    {
        // SAFETY: sysconf only reads system constants.
        let (pages, size) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
        (pages > 0 && size > 0).then(|| pages as u64 * size as u64)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

impl Table {
    /// A table of `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize, dominate: bool) -> Result<Table, TableError> {
        let bytes = megabytes.max(1).saturating_mul(1024 * 1024);
        // The system may promise more than it has (overcommit) and kill the process once the
        // search fills the pages: more than the machine's memory is refused up front.
        if physical_bytes().is_some_and(|total| bytes as u64 > total) {
            return Err(TableError { megabytes });
        }
        let count = (bytes / std::mem::size_of::<Bucket>()).max(1);
        // SAFETY: an all-zero `Bucket` is a valid value (empty slots).
        let buckets = unsafe { ZeroedSlice::new(count) }.ok_or(TableError { megabytes })?;
        let locks = (0..LOCKS).map(|_| AtomicBool::new(false)).collect();
        let shared = Arc::new(Shared { buckets, locks, used: AtomicUsize::new(0) });
        Ok(Table { shared, count, dominate, unbounded: OPEN })
    }

    /// The largest table up to `megabytes` MiB the machine gives, halving on refusal.
    pub fn new_capped(megabytes: usize, dominate: bool) -> Table {
        let mut mb = megabytes.max(1);
        loop {
            match Table::new(mb, dominate) {
                Ok(t) => return t,
                Err(_) if mb > 1 => mb /= 2,
                // One MiB refused: the process is out of memory; the allocator's own failure
                // path is as good as any.
                Err(_) => std::alloc::handle_alloc_error(std::alloc::Layout::new::<Bucket>()),
            }
        }
    }

    /// Another handle to this table's memory, for a helper's search on another thread. It
    /// shares everything but the open numbers of the search for any mate: there, where
    /// nothing counts the plies down and refutations rest on repetitions of the path, the
    /// first thread, reading a helper's numbers, could go round for ever (a lone rook's
    /// checks, refuted by one thread in a few thousand nodes, ran for minutes on two: Annan
    /// 6 runs in 200, shogi 1 in 200; taking a helper's numbers only for positions the first
    /// thread had none of, and keeping them, still 1 in 200). Alone with its numbers there,
    /// the first thread ends as it does alone: none in 600 of either. The searches that count
    /// plies share theirs, and keep two threads' gain where they do most of the work (12
    /// Zukō problems of 1-6 s: 22.4 and 23.7 s in all on two threads, 24.2 and 24.6 s sharing
    /// everything, 32.3 s on one). Where the search for any mate does (Zukō's longest), two
    /// threads now take about as long as one, where sharing took 0.6-0.8 times as long
    /// (medians of 4: 043 0.62 s against 0.46 s sharing, 0.61 s on one thread; 096 0.95 s
    /// against 0.52 s, 0.78 s; Kotobuki 9.3 s against 7.5 s, 9.1 s).
    pub fn handle(&self) -> Table {
        Table { shared: Arc::clone(&self.shared), count: self.count, dominate: self.dominate, unbounded: OPEN_HELPER }
    }

    /// The kind of open entry this handle keeps for a question with `remaining` plies left.
    #[inline]
    fn open_kind(&self, remaining: u16) -> u8 {
        if remaining == UNBOUNDED {
            self.unbounded
        } else {
            OPEN
        }
    }

    /// Whether another handle (another thread's search) uses this memory now.
    pub fn is_shared(&self) -> bool {
        Arc::strong_count(&self.shared) > 1
    }

    /// Whether hands are compared by domination (else exactly).
    pub fn dominates(&self) -> bool {
        self.dominate
    }

    /// Turns domination on or off; the table must be empty (see `clear`).
    pub fn set_dominate(&mut self, dominate: bool) {
        debug_assert_eq!(self.shared.used.load(Ordering::Relaxed), 0);
        self.dominate = dominate;
    }

    /// The size in bytes.
    pub fn bytes(&self) -> usize {
        self.count * std::mem::size_of::<Bucket>()
    }

    /// Filled share of the slots, in thousandths (USI's hashfull).
    pub fn permille_full(&self) -> u32 {
        let used = self.shared.used.load(Ordering::Relaxed) as u64;
        (used * 1000 / (self.count * WAYS) as u64) as u32
    }

    /// Forgets everything (the memory stays allocated).
    pub fn clear(&mut self) {
        // Every page is written now: huge pages pay at once (see `memory.rs`).
        self.shared.buckets.advise_huge_pages();
        for i in 0..self.count {
            *self.lock_at(i) = Bucket::default();
        }
        self.shared.used.store(0, Ordering::Relaxed);
    }

    /// The bucket of `key`: the key's place in [0, 1) scaled to the count (multiply and
    /// shift), so that the table has exactly the size asked for rather than the power of two
    /// below it (`--hash 1000` was 512 MiB, and 8 GiB for the longest problems left no room
    /// for the process within 8 GiB). Keys are uniform, so the buckets are evenly used.
    #[inline]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.count as u128) >> 64) as usize
    }

    /// The bucket of `key`, locked.
    #[inline]
    fn bucket(&self, key: u64) -> Locked<'_> {
        self.lock_at(self.index(key))
    }

    #[inline]
    fn lock_at(&self, i: usize) -> Locked<'_> {
        // `i` is below the count, within the buckets.
        let bucket = self.shared.buckets.as_mut_ptr().wrapping_add(i);
        if self.alone() {
            return Locked { lock: None, bucket };
        }
        let lock = &self.shared.locks[i & (LOCKS - 1)];
        while lock.compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
            std::hint::spin_loop();
        }
        Locked { lock: Some(lock), bucket }
    }

    /// Whether this handle is the table's only one: then no lock is taken and no count is
    /// kept atomically. A locked instruction waits for every earlier write to reach the
    /// cache, and a search writes to the table at random: one thread alone waited on each of
    /// its own writes (measured: 7% more nodes per second without).
    #[inline]
    fn alone(&self) -> bool {
        if !self.is_shared() {
            // What a handle dropped meanwhile wrote is seen here (its count fell with Release).
            std::sync::atomic::fence(Ordering::Acquire);
            true
        } else {
            false
        }
    }

    /// Adds `n` slots in use (or takes them away), returning the count before.
    #[inline]
    fn count_used(&self, add: bool, n: usize) -> usize {
        let used = &self.shared.used;
        if self.alone() {
            let before = used.load(Ordering::Relaxed);
            used.store(if add { before + n } else { before - n }, Ordering::Relaxed);
            before
        } else if add {
            used.fetch_add(n, Ordering::Relaxed)
        } else {
            used.fetch_sub(n, Ordering::Relaxed)
        }
    }

    /// `a` holds at least as much as `b` (or exactly as much when domination is off).
    #[inline]
    fn ge(&self, a: HandSet, b: HandSet) -> bool {
        if self.dominate {
            a.covers(b)
        } else {
            a == b
        }
    }

    /// Asks the memory for the bucket of `key` ahead of a probe, so that the probes of one
    /// position's children wait for memory together rather than one after another (the
    /// table is read at random; a probe is mostly a wait for memory).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let base = self.shared.buckets.as_mut_ptr().wrapping_add(self.index(key)) as *const i8;
            // The keys' line (its pair, the plies and amounts, comes with it): the numbers
            // are read only for a position the bucket holds.
            // SAFETY: prefetching is a hint that never faults; the address is in the table.
            unsafe { std::arch::x86_64::_mm_prefetch(base, std::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// What is known about (`key`, `hand`) with `remaining` plies left. Proofs longer than
    /// `remaining` and disproofs shallower than it do not count. Without numbers for this
    /// hand, the numbers of the same position with other hands bound them from below (where
    /// hands are compared by domination): an attacker holding less finds the mate no easier
    /// than one holding more (proof number), and one holding more is refuted no sooner than
    /// one holding less (disproof number).
    pub fn probe(&self, key: u64, hand: HandSet, remaining: u16) -> Option<Found> {
        let mut open = None;
        let (mut pn, mut dn) = (0, 0);
        let bucket = self.bucket(key);
        for e in (0..WAYS).filter(|&i| bucket.holds(i, key)).map(|i| bucket.get(i)) {
            let h = HandSet::from_bits(e.hand);
            match e.kind {
                PROOF if e.len <= remaining && self.ge(hand, h) => return Some(Found::Proof { len: e.len, hand: h }),
                DISPROOF | DISPROOF_PAWN if remaining <= e.len && self.ge(h, hand) => {
                    return Some(Found::Disproof { depth: e.len, hand: h, pawn: e.kind == DISPROOF_PAWN })
                }
                k if k == self.open_kind(remaining) && same_count(e.len, remaining) => {
                    if h == hand {
                        open = Some(Found::Open { pn: e.pn, dn: e.dn })
                    } else if self.dominate && h.covers(hand) {
                        pn = pn.max(e.pn);
                    } else if self.dominate && hand.covers(h) {
                        dn = dn.max(e.dn);
                    }
                }
                _ => {}
            }
        }
        open.or(((pn | dn) != 0).then_some(Found::Bounds { pn, dn }))
    }

    /// Records an open position's numbers, computed with `remaining` plies left: they replace
    /// the numbers of every question of its kind (see [`same_count`]).
    pub fn store_open(&mut self, key: u64, hand: HandSet, remaining: u16, pn: u32, dn: u32, amount: u32) {
        let bits = hand.bits();
        let kind = self.open_kind(remaining);
        let mut bucket = self.bucket(key);
        let slot = (0..WAYS).find(|&i| {
            bucket.holds(i, key)
                && bucket.kinds[i] == kind
                && bucket.numbers[i].hand == bits
                && same_count(bucket.lens[i], remaining)
        });
        let e = Entry { key, hand: bits, pn, dn, amount, len: remaining, kind };
        self.put(&mut bucket, slot, e);
    }

    /// Records a proof: mate in `len` whenever the attacker holds at least `hand`.
    pub fn store_proof(&mut self, key: u64, hand: HandSet, len: u16, amount: u32) {
        self.store_solved(key, PROOF, hand, len, amount);
    }

    /// Records a disproof: no mate within `depth` whenever the attacker holds at most `hand`
    /// (`pawn`: resting on a pawn drop refused as a mate).
    pub fn store_disproof(&mut self, key: u64, hand: HandSet, depth: u16, pawn: bool, amount: u32) {
        self.store_solved(key, if pawn { DISPROOF_PAWN } else { DISPROOF }, hand, depth, amount);
    }

    /// Records a proof or a disproof. An entry of the same kind that already says as much
    /// keeps its slot and the new one is dropped; entries the new one makes useless (weaker
    /// verdicts of its kind, open numbers it settles) give up their slots.
    fn store_solved(&mut self, key: u64, kind: u8, hand: HandSet, len: u16, amount: u32) {
        let dominate = self.dominate;
        let ge = |a: HandSet, b: HandSet| if dominate { a.covers(b) } else { a == b };
        // Whether verdict (`len_a`, `hand_a`) says at least what (`len_b`, `hand_b`) says: a
        // proof that is no longer and needs no more, a disproof that reaches as deep and
        // allows as much.
        let at_least = |len_a: u16, hand_a: HandSet, len_b: u16, hand_b: HandSet| match kind {
            PROOF => len_a <= len_b && ge(hand_b, hand_a),
            _ => len_a >= len_b && ge(hand_a, hand_b),
        };
        let mut freed = None;
        let mut removed = 0;
        let mut bucket = self.bucket(key);
        for i in 0..WAYS {
            if !bucket.holds(i, key) {
                continue;
            }
            let e = bucket.get(i);
            let h = HandSet::from_bits(e.hand);
            if as_strong(e.kind, kind) && at_least(e.len, h, len, hand) {
                bucket.amounts[i] = e.amount.max(amount);
                return;
            }
            if (as_strong(kind, e.kind) || is_open(e.kind)) && at_least(len, hand, e.len, h) {
                bucket.set(i, Entry::default());
                removed += 1;
                freed = Some(i);
            }
        }
        self.count_used(false, removed);
        let (pn, dn) = if kind == PROOF { (0, u32::MAX) } else { (u32::MAX, 0) };
        let e = Entry { key, hand: hand.bits(), pn, dn, amount, len, kind };
        self.put(&mut bucket, freed, e);
    }

    /// Writes `e` into `slot`, or an empty slot, or over the entry that cost least to make
    /// (solved entries count double: they are final).
    fn put(&self, bucket: &mut Bucket, slot: Option<usize>, e: Entry) {
        let slot = slot.or_else(|| bucket.kinds.iter().position(|&k| k == EMPTY));
        let (i, fresh) = match slot {
            Some(i) => (i, bucket.kinds[i] == EMPTY),
            None => {
                let worth = |i: usize| {
                    let amount = u64::from(bucket.amounts[i]);
                    if is_open(bucket.kinds[i]) {
                        amount
                    } else {
                        2 * amount + 1
                    }
                };
                ((0..WAYS).min_by_key(|&i| worth(i)).unwrap_or(0), false)
            }
        };
        bucket.set(i, e);
        if fresh {
            let before = self.count_used(true, 1);
            // Huge pages once a sixty-fourth of the slots is in use: then most pages hold an
            // entry anyway (see `memory.rs`).
            if before + 1 == self.count * WAYS / 64 {
                self.shared.buckets.advise_huge_pages();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::dfpn::NEVER;
    use super::*;

    fn h(counts: [u8; 7]) -> HandSet {
        HandSet::from_hand(&counts)
    }

    #[test]
    fn a_table_has_the_size_asked_for_and_every_bucket_is_reached() {
        let mut t = Table::new(3, true).unwrap();
        assert_eq!(t.bytes(), 3 << 20, "not rounded down to 2 MiB");
        // As many keys as buckets, spread over the whole range (Fibonacci hashing): they
        // reach most buckets, the largest key the last one, and every proof is found again.
        let keys: Vec<u64> = (1..=t.count as u64).map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15)).collect();
        let reached: std::collections::HashSet<usize> = keys.iter().map(|&k| t.index(k)).collect();
        assert!(reached.iter().all(|&i| i < t.count));
        assert!(reached.len() > t.count / 2, "{} of {} buckets reached", reached.len(), t.count);
        assert_eq!(t.index(u64::MAX), t.count - 1);
        for &k in &keys {
            t.store_proof(k, h([0; 7]), 1, 1);
        }
        assert!(keys.iter().all(|&k| matches!(t.probe(k, h([0; 7]), 1), Some(Found::Proof { .. }))));
    }

    #[test]
    fn proof_holds_for_a_richer_attacker_within_its_length() {
        let mut t = Table::new(1, true).unwrap();
        t.store_proof(42, h([1, 0, 0, 0, 1, 0, 0]), 3, 10);
        assert!(matches!(t.probe(42, h([2, 0, 0, 0, 1, 0, 0]), 5), Some(Found::Proof { len: 3, .. })));
        assert_eq!(t.probe(42, h([2, 0, 0, 0, 1, 0, 0]), 1), None, "a proof longer than the plies left does not count");
        assert_eq!(t.probe(42, h([0, 0, 0, 0, 1, 0, 0]), 5), None, "a poorer attacker is not covered");
    }

    #[test]
    fn disproof_holds_for_a_poorer_attacker_within_its_depth() {
        let mut t = Table::new(1, true).unwrap();
        t.store_disproof(7, h([1, 0, 0, 0, 0, 0, 0]), 5, false, 10);
        assert!(matches!(t.probe(7, HandSet::EMPTY, 5), Some(Found::Disproof { .. })));
        assert_eq!(t.probe(7, HandSet::EMPTY, 7), None, "no mate in 5 says nothing about 7");
        assert_eq!(t.probe(7, h([2, 0, 0, 0, 0, 0, 0]), 3), None);
    }

    #[test]
    fn without_domination_hands_must_match() {
        let mut t = Table::new(1, false).unwrap();
        t.store_proof(42, h([1, 0, 0, 0, 0, 0, 0]), 3, 10);
        assert_eq!(t.probe(42, h([2, 0, 0, 0, 0, 0, 0]), 5), None);
        assert!(matches!(t.probe(42, h([1, 0, 0, 0, 0, 0, 0]), 5), Some(Found::Proof { .. })));
    }

    #[test]
    fn counting_questions_share_open_numbers_and_the_uncounted_one_keeps_its_own() {
        let mut t = Table::new(1, true).unwrap();
        let hand = h([0; 7]);
        t.store_open(9, hand, 9, 40, 3, 1);
        assert_eq!(t.probe(9, hand, 7), Some(Found::Open { pn: 40, dn: 3 }), "the last counted search");
        t.store_open(9, hand, 5, 2, 30, 0);
        assert_eq!(t.probe(9, hand, 9), Some(Found::Open { pn: 2, dn: 30 }), "replaced, not added");
        assert_eq!(t.probe(9, hand, UNBOUNDED), None, "never searched without counting");
        t.store_open(9, hand, UNBOUNDED, 7, 8, 1);
        assert_eq!(t.probe(9, hand, UNBOUNDED), Some(Found::Open { pn: 7, dn: 8 }));
        assert_eq!(t.probe(9, hand, 9), Some(Found::Open { pn: 2, dn: 30 }), "kept apart");
        let richer = t.probe(9, h([1, 0, 0, 0, 0, 0, 0]), 9);
        assert_eq!(richer, Some(Found::Bounds { pn: 0, dn: 30 }), "open numbers hold for their hand only");
    }

    #[test]
    fn other_hands_numbers_bound_a_hand_without_its_own() {
        let mut t = Table::new(1, true).unwrap();
        let (poor, mid, rich) = (h([0, 0, 0, 0, 1, 0, 0]), h([1, 0, 0, 0, 1, 0, 0]), h([2, 0, 0, 0, 1, 0, 0]));
        t.store_open(4, rich, 9, 30, 2, 1);
        t.store_open(4, poor, 9, 3, 50, 1);
        assert_eq!(t.probe(4, mid, 7), Some(Found::Bounds { pn: 30, dn: 50 }), "richer bounds pn, poorer dn");
        assert_eq!(t.probe(4, h([0, 1, 0, 0, 0, 0, 0]), 7), None, "neither richer nor poorer: no bound");
        assert_eq!(t.probe(4, mid, UNBOUNDED), None, "the uncounted search's numbers are its own");
        t.store_open(4, mid, 9, 4, 5, 1);
        assert_eq!(t.probe(4, mid, 7), Some(Found::Open { pn: 4, dn: 5 }), "its own numbers come first");
        let mut exact = Table::new(1, false).unwrap();
        exact.store_open(4, rich, 9, 30, 2, 1);
        assert_eq!(exact.probe(4, mid, 7), None, "hands compared exactly (Annan) bound nothing");
    }

    #[test]
    fn a_proof_replaces_what_it_settles_and_a_full_bucket_keeps_the_costly() {
        let mut t = Table::new(1, true).unwrap();
        let hand = h([1; 7]);
        t.store_open(5, hand, 9, 4, 4, 100);
        t.store_proof(5, h([0; 7]), 7, 200);
        assert!(matches!(t.probe(5, hand, 9), Some(Found::Proof { len: 7, .. })));
        assert_eq!(t.shared.used.load(Ordering::Relaxed), 1, "the open entry gave up its slot");
        // Fill one bucket (same key, different hands) beyond its ways: the cheapest goes.
        for (i, amount) in [5u32, 1, 9, 8, 7, 6, 4, 3, 2].iter().enumerate() {
            t.store_open(77, h([i as u8, 0, 0, 0, 0, 0, 0]), 9, 1, 1, *amount);
        }
        let bucket = t.bucket(77);
        let kept: Vec<u32> = (0..WAYS).filter(|&i| bucket.holds(i, 77)).map(|i| bucket.amounts[i]).collect();
        assert!(!kept.contains(&1), "the cheapest entry was replaced: {kept:?}");
    }

    #[test]
    fn a_table_is_shared_while_another_handle_lives() {
        let t = Table::new(1, true).unwrap();
        assert!(!t.is_shared());
        let helper = t.handle();
        assert!(t.is_shared() && helper.is_shared());
        drop(helper);
        assert!(!t.is_shared(), "the search reads its siblings back only while shared");
    }

    #[test]
    fn a_helpers_numbers_of_the_search_for_any_mate_stay_its_own() {
        let mut t = Table::new(1, true).unwrap();
        let mut helper = t.handle();
        let hand = h([0; 7]);
        helper.store_open(3, hand, UNBOUNDED, 5, 6, 1);
        assert_eq!(t.probe(3, hand, UNBOUNDED), None, "the first thread keeps to its own numbers");
        assert_eq!(helper.probe(3, hand, UNBOUNDED), Some(Found::Open { pn: 5, dn: 6 }));
        t.store_open(3, hand, UNBOUNDED, 7, 8, 1);
        assert_eq!(t.probe(3, hand, UNBOUNDED), Some(Found::Open { pn: 7, dn: 8 }));
        assert_eq!(helper.probe(3, hand, UNBOUNDED), Some(Found::Open { pn: 5, dn: 6 }), "side by side");
        // Counted numbers and verdicts are shared.
        helper.store_open(3, hand, 9, 2, 3, 1);
        assert_eq!(t.probe(3, hand, 9), Some(Found::Open { pn: 2, dn: 3 }));
        helper.store_disproof(3, hand, NEVER, false, 1);
        assert!(matches!(t.probe(3, hand, UNBOUNDED), Some(Found::Disproof { .. })));
        let bucket = t.bucket(3);
        assert!((0..WAYS).all(|i| !bucket.holds(i, 3) || !is_open(bucket.kinds[i])), "the verdict settles both");
    }

    #[test]
    fn the_count_of_slots_in_use_holds_alone_and_shared() {
        let mut t = Table::new(1, true).unwrap();
        let used = |t: &Table| t.shared.used.load(Ordering::Relaxed);
        // Twenty keys spread over the range (Fibonacci hashing) fall in buckets of their own
        // (no replacement).
        let key = |n: u64| n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        // Alone: counted without locked instructions.
        for n in 1..=10u64 {
            t.store_open(key(n), h([n as u8, 0, 0, 0, 0, 0, 0]), 5, 1, 1, 1);
        }
        assert_eq!(used(&t), 10);
        let mut helper = t.handle();
        for n in 11..=20u64 {
            helper.store_open(key(n), h([n as u8, 0, 0, 0, 0, 0, 0]), 5, 1, 1, 1);
        }
        assert_eq!(used(&t), 20, "a second handle counts atomically into the same count");
        drop(helper);
        // A proof that settles an open entry takes its slot: the count stays.
        t.store_proof(key(1), h([0; 7]), 3, 1);
        assert_eq!(used(&t), 20);
        assert!(matches!(t.probe(key(1), h([1, 0, 0, 0, 0, 0, 0]), 5), Some(Found::Proof { len: 3, .. })));
    }

    #[test]
    fn an_impossible_size_is_an_error() {
        assert!(Table::new(usize::MAX / 2, true).is_err());
    }
}
