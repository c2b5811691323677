//! Depth-first proof-number search (Nagai's df-pn, with df-pn+ first estimates) over attacker
//! checks and defender replies, bounded by the plies left: a position is proven when it mates
//! within them, disproven when it cannot.
//!
//! Alike moves are taken one after another (delayed expansion, `delay.rs`), and first
//! estimates count one move per chain, so a distant check that many drops could block is
//! not estimated as many times harder to prove.
//!
//! Proofs and disproofs carry piece sets (the least the attacker must hold for the proof,
//! the most it may hold for the disproof), so that one verdict serves every hand it covers.
//!
//! Repetition: a position already on the current path is not a mate. That cannot change an
//! answer: along a shortest mate every position is nearer mate than the last, so none comes
//! twice, and a mate that goes round a cycle leaves a quicker one that skips it. The searches
//! that count plies would end a cycle by themselves (the plies fall with every move), but
//! only after going round it until the plies run out. The verdict depends on the path, so it
//! lives in the children of the frames above it and dies with them (the graph-history
//! interaction of Kishimoto and Müller). A refutation carries the shallowest path depth of
//! the positions it repeats: once the search is back at that depth, every repetition it
//! rests on lies within the position's own tree (the defender's way out goes round there,
//! whatever came before), and the verdict goes to the table as any other; the main-line
//! walk, which has no path, finds the refutations of the last shortening step there.
//! (Zukō at 4M nodes each, kept where they are path-independent, in the search for any
//! mate: zukou-083 found and proven shortest, 73 -> 74; then in every search: 4.1% fewer
//! nodes on the 74, zukou-001 10.7M nodes where it took 23.1M; Kotobuki 20.4M -> 19.8M ->
//! 17.4M nodes. Without the depth, the test in every search cost nodes: 006 16.2M for 15.6M.)

use super::delay;
use super::hand::HandSet;
use super::limits::Clock;
use super::prior::{Replies, Weight};
use super::table::{Found, Table};
use crate::rules::{Color, Move, MoveList, Position, Role};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Zobrist keys are already uniform: the path's set uses them as their own hash.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Full keys of the positions on the current path, each with its depth on the path (the
/// first, should one be there twice) and its multiplicity, for the repetition test in
/// constant time however long the path.
#[derive(Default)]
pub(crate) struct Path {
    keys: HashMap<u64, (u32, u32), BuildHasherDefault<KeyHasher>>,
    len: u32,
}

impl Path {
    /// Puts `key` at the end of the path and returns its depth there.
    pub fn push(&mut self, key: u64) -> u32 {
        let depth = self.len;
        self.keys.entry(key).or_insert((depth, 0)).1 += 1;
        self.len += 1;
        depth
    }
    pub fn pop(&mut self, key: u64) {
        if let Some(e) = self.keys.get_mut(&key) {
            e.1 -= 1;
            if e.1 == 0 {
                self.keys.remove(&key);
            }
            self.len -= 1;
        }
    }
    /// The depth of `key` on the path, if it is there.
    pub fn depth_of(&self, key: &u64) -> Option<u32> {
        self.keys.get(key).map(|e| e.0)
    }
    pub fn clear(&mut self) {
        self.keys.clear();
        self.len = 0;
    }
}

/// An attacker position three plies from the horizon with at most this many checks is
/// settled when first met (`Search::three_plies`) rather than given first numbers: its
/// parent, a defence, is then often refuted at once. With more checks the play-out costs
/// more than the search that may never come back to the position. (zukou-089 after 12
/// plies asked for a mate within 21, a refutation: 4.20M -> 3.86M nodes, 2.87 -> 2.74 s,
/// medians of 3; 9 checks, or any number, gained less. Zukō at 10M nodes each: the same
/// 86, 4.1% fewer nodes (geometric mean); 16 hard problems at 8M: 5.2% fewer.)
const FEW_CHECKS: usize = 5;

/// `Res::rep` of a verdict that rests on no repetition.
pub(crate) const FREE: u32 = u32::MAX;

/// A proof or disproof number that means "solved", and the threshold that means "until
/// solved". Unsolved numbers saturate at [`CAP`], just below it, which the table stores
/// exactly: were the search to count higher than the table keeps, a parent would read a
/// child's number back smaller than the child computes it, pick it again, and the child
/// would return at once, over and over (a livelock that burnt every node left).
pub(crate) const INF: u64 = u32::MAX as u64;
/// The largest unsolved number.
pub(crate) const CAP: u64 = INF - 1;
/// `len` of a disproof that no number of plies changes (no check at all, for instance).
pub(crate) const NEVER: u16 = u16::MAX;

/// The result of searching one position.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Res {
    pub pn: u64,
    pub dn: u64,
    /// Proven: plies to mate. Disproven: no mate within this many plies.
    pub len: u16,
    /// Proven: the least attacker hand the proof needs. Disproven: the most it allows.
    pub hand: HandSet,
    /// A disproof that rests on the current path (repetition): the shallowest depth on the
    /// path of a position it repeats, or [`FREE`].
    pub rep: u32,
    /// A disproof that rests on a checking pawn drop refused as a mate somewhere in its tree
    /// (see [`settle_dominated`]).
    pub pawn: bool,
}

impl Res {
    const fn open(pn: u64, dn: u64) -> Res {
        Res { pn, dn, len: 0, hand: HandSet::EMPTY, rep: FREE, pawn: false }
    }
    const fn proof(len: u16, hand: HandSet) -> Res {
        Res { pn: 0, dn: INF, len, hand, rep: FREE, pawn: false }
    }
    const fn disproof(depth: u16, hand: HandSet) -> Res {
        Res { pn: INF, dn: 0, len: depth, hand, rep: FREE, pawn: false }
    }
    pub fn proven(&self) -> bool {
        self.pn == 0
    }
    pub fn disproven(&self) -> bool {
        self.dn == 0
    }
    fn solved(&self) -> bool {
        self.pn == 0 || self.dn == 0
    }
}

/// The sum of two unsolved numbers, saturating at [`CAP`].
#[inline]
fn add(a: u64, b: u64) -> u64 {
    (a + b).min(CAP)
}

/// A threshold `a + b`, saturating at [`INF`] (no threshold): a child always gets one above
/// its own number, so it searches at least one step, even where every number saturates.
#[inline]
fn threshold(a: u64, b: u64) -> u64 {
    (a + b).min(INF)
}

/// The threshold of a child whose number `child` adds into its parent's `total` (a defence's
/// proof number, an attack's disproof number), the parent's being `th`: the room the parent
/// has left, on top of the child's own. No threshold stays none: once the parent's total had
/// saturated at [`CAP`], `th - total` left the child one unit of room, so the child took a
/// step and came back, again and again, a few nodes each time. (zukou-083 asked within 255
/// plies on two threads: a defence with a proof number in the billions under it, summed to
/// CAP, sent its refuting reply back every few nodes, tens of millions of times: no answer in
/// 30 s where one thread answers in 1 s.)
#[inline]
fn summed_threshold(th: u64, total: u64, child: u64) -> u64 {
    if th >= INF {
        INF
    } else {
        threshold(th - total, child)
    }
}

/// Plies left for a search that asks for any mate however long ("is there a mate at all?").
/// It never counts down, so a position has one open entry whatever its depth and
/// transpositions share their numbers; proofs still record their true lengths, and only
/// "no mate at all" disproofs ([`NEVER`]) answer it.
pub(crate) const UNBOUNDED: u16 = NEVER - 1;

/// A mate from the attacker's side takes an odd number of plies, from the defender's an even
/// one: plies left are rounded down to that parity so equal questions share table entries.
#[inline]
fn parity(attacker_to_move: bool, remaining: u16) -> u16 {
    if remaining >= UNBOUNDED {
        UNBOUNDED
    } else if (remaining % 2 == 1) == attacker_to_move {
        remaining
    } else {
        remaining.saturating_sub(1)
    }
}

/// The plies left after one move from a position with `remaining` left.
#[inline]
fn after_move(attacker_to_move: bool, remaining: u16) -> u16 {
    if remaining >= UNBOUNDED {
        UNBOUNDED
    } else {
        parity(!attacker_to_move, remaining - 1)
    }
}

/// How far past its runner-up's number `second` a child may run before the search switches
/// to the runner-up (the 1+epsilon trick). Where plies are counted, a check may run half
/// again past the next best and a defence only a thirty-second: refutations are mostly
/// searched there, and a reply that gets harder to refute should soon give way to a sibling.
/// (Zukō's 100 at 10M nodes each, against a quarter for both: 80 -> 81 proven shortest, 11%
/// fewer nodes where both prove (geometric mean); a half at defences proved 7 of 16 hard
/// problems where a quarter proved 10.) The search for any mate keeps a quarter on both
/// sides: with the counted searches' values it found no mate in zukou-001 within 10M nodes
/// nor in zukou-099 within 7M, where a quarter finds both.
#[inline]
fn epsilon(second: u64, or: bool, remaining: u16) -> u64 {
    let share = match (remaining == UNBOUNDED, or) {
        (true, _) => second / 4,
        (false, true) => second / 2,
        (false, false) => second / 32,
    };
    share + 1
}

/// The weight of a child's first numbers from the move that leads there: the defender's
/// replies are weighed (`replies`, at a defence), the attacker's checks not (see `prior.rs`).
fn weight(replies: &mut Option<Replies>, mv: Move) -> Weight {
    replies.as_mut().map_or(Weight::ONE, |r| r.weight(mv))
}

/// One move of an expanded position and what is known of the position after it.
struct Child {
    mv: Move,
    /// Board key and attacker hand after the move (the table's key).
    key: u64,
    /// The full key after the move (the path's key).
    full: u64,
    hand: HandSet,
    /// The hand role the move drops, or the role it captures (unpromoted), if any.
    dropped: Option<Role>,
    captured: Option<Role>,
    res: Res,
    /// The chain this move waits in (see `delay.rs`), or [`delay::NONE`].
    chain: u8,
    /// Whether the move counts in the numbers now (no open move before it in its chain).
    active: bool,
    /// Whether `res` holds more than a placeholder: waiting moves get their first estimate
    /// when they join.
    estimated: bool,
    /// Whether the search has gone into this move (once, at least, without settling it).
    tried: bool,
}

impl Child {
    /// A move whose verdict is known without the table (see `Search::three_plies`); it is
    /// never searched, so its full key is not kept.
    fn settled(mv: Move, key: u64, hand: HandSet, dropped: Option<Role>, captured: Option<Role>, res: Res) -> Child {
        Child {
            mv,
            key,
            full: 0,
            hand,
            dropped,
            captured,
            res,
            chain: delay::NONE,
            active: true,
            estimated: true,
            tried: true,
        }
    }
}

/// Marks which children count now: in each chain, the moves up to and including the first
/// one not settled the expected way (proven at a defence; at an attack, refuted or searched
/// once). An attacker's move without promotion waits only until the search has gone into the
/// promotion once: old problems often mate by not promoting (a promoted bishop would leave
/// the king a square, a promoted pawn would make the next pawn drop a mate by drop), and a
/// promotion that is hard to refute kept that key move out of the search for good (zukou-024,
/// 037 and 087: found by the search without chains, lost with them). That holds for the
/// search for any mate. Where plies are counted (`counted`), the searches that mostly refute,
/// the move waits until the promotion is refuted: the refutation is then mostly its own too
/// (`settle_dominated`), and a promotion's refutation always ends, the plies being counted.
/// (Zukō at 10M nodes each: 83 -> 86 proven shortest, with the dominance; 16 hard problems
/// at 8M: 48.3M -> 45.7M nodes, the same 12 proven.)
fn update_active(children: &mut [Child], or: bool, counted: bool) {
    let mut blocked = 0u64;
    for c in children {
        if c.chain == delay::NONE {
            c.active = true;
            continue;
        }
        let bit = 1u64 << c.chain;
        c.active = blocked & bit == 0;
        let settled = if or { c.res.disproven() || (c.tried && !counted) } else { c.res.proven() };
        if c.active && !settled {
            blocked |= bit;
        }
    }
}

pub(crate) struct Search<'t, 'a> {
    pub table: &'t mut Table,
    pub attacker: Color,
    pub clock: Clock<'a>,
    /// The positions from the root to the current node: see the module doc.
    pub path: Path,
    /// A helper thread's search: among children of equal numbers it takes the last, not the
    /// first, so that it works where the main search is not (see `Solver::solve`).
    pub helper: bool,
    /// Positions on the heap for the children searched (see `mid`), free for the next. Boxed,
    /// not held in the vector itself: a child taken out lives on the heap, not in the frame.
    #[allow(clippy::vec_box)]
    boxes: Vec<Box<Position>>,
}

impl<'t, 'a> Search<'t, 'a> {
    pub fn new(table: &'t mut Table, attacker: Color, clock: Clock<'a>) -> Self {
        Search { table, attacker, clock, path: Path::default(), helper: false, boxes: Vec::new() }
    }

    fn hand_of(&self, pos: &Position) -> HandSet {
        HandSet::from_hand(pos.hand(self.attacker))
    }

    /// What the table says of `pos` with `remaining` plies left, as a result.
    fn lookup(&self, key: u64, hand: HandSet, remaining: u16) -> Option<Res> {
        self.lookup_floor(key, hand, remaining).0
    }

    /// [`Search::lookup`], and where the table has nothing for this hand, the floor other
    /// hands give its first numbers (proof, disproof; zero where none).
    fn lookup_floor(&self, key: u64, hand: HandSet, remaining: u16) -> (Option<Res>, (u64, u64)) {
        match self.table.probe(key, hand, remaining) {
            None => (None, (0, 0)),
            Some(Found::Proof { len, hand }) => (Some(Res::proof(len, hand)), (0, 0)),
            Some(Found::Disproof { depth, hand, pawn }) => (Some(Res { pawn, ..Res::disproof(depth, hand) }), (0, 0)),
            Some(Found::Open { pn, dn }) => (Some(Res::open(pn as u64, dn as u64)), (0, 0)),
            Some(Found::Bounds { pn, dn }) => (None, (pn as u64, dn as u64)),
        }
    }

    /// What the table alone says of `pos` with `remaining` plies left, when it is decided.
    pub fn peek(&self, pos: &Position, remaining: u16) -> Option<Res> {
        let or = pos.side_to_move() == self.attacker;
        self.lookup(pos.board_key(), self.hand_of(pos), parity(or, remaining)).filter(Res::solved)
    }

    /// Searches `pos` until it is proven (mate within `remaining` plies), disproven, or a
    /// limit stops the search (then the numbers are left open).
    pub fn prove(&mut self, pos: &Position, remaining: u16) -> Res {
        let or = pos.side_to_move() == self.attacker;
        let remaining = parity(or, remaining);
        if let Some(r) = self.lookup(pos.board_key(), self.hand_of(pos), remaining).filter(Res::solved) {
            return r;
        }
        self.mid(pos, remaining, INF, INF)
    }

    fn store(&mut self, key: u64, hand: HandSet, remaining: u16, r: &Res, amount: u64) {
        let amount = amount.min(u32::MAX as u64) as u32;
        // Without domination the table matches hands exactly: it gets the hand itself.
        let dominate = self.table.dominates();
        if r.proven() {
            debug_assert!(hand.covers(r.hand), "a proof needs no more than the hand it was found with");
            self.table.store_proof(key, if dominate { r.hand } else { hand }, r.len, amount);
        } else if r.disproven() {
            if r.rep == FREE {
                debug_assert!(r.hand.covers(hand), "a disproof allows the hand it was found with");
                self.table.store_disproof(key, if dominate { r.hand } else { hand }, r.len, r.pawn, amount);
            }
        } else {
            let cap = |n: u64| n.min(CAP) as u32;
            self.table.store_open(key, hand, remaining, cap(r.pn), cap(r.dn), amount);
        }
        self.clock.permille_full = self.table.permille_full();
    }

    /// Generates the moves of `pos` and what is known after each, with whether a checking pawn
    /// drop was refused as a mate (attacker); `Err` with the verdict when the position is
    /// decided by its moves alone (no check, mated, no plies left) or played out (three plies
    /// left).
    #[inline(never)]
    fn expand(&mut self, pos: &Position, or: bool, remaining: u16, hand: HandSet) -> Result<(Vec<Child>, bool), Res> {
        let mut moves = MoveList::new();
        let mut refused = false;
        if or {
            if remaining == 0 {
                return Err(Res::disproof(0, HandSet::FULL));
            }
            refused = pos.checking_moves_refusing(&mut moves);
            if moves.is_empty() {
                return Err(self.last_check(pos, &moves, hand, refused));
            }
            if remaining == 3 {
                return Err(self.three_plies(pos, &moves, hand, refused));
            }
        } else {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                return Err(Res::proof(0, self.mated_hand(pos, hand, HandSet::EMPTY)));
            }
            if remaining == 0 {
                return Err(Res::disproof(0, HandSet::FULL));
            }
        }
        // Every child's key first, and its bucket asked of the memory: the probes below then
        // wait for memory together.
        let mut children: Vec<Child> = moves
            .iter()
            .map(|&mv| {
                let (key, full) = pos.keys_after(mv);
                self.table.prefetch(key);
                let (dropped, captured) = (mv.drop_role(), captured_role(pos, mv));
                Child {
                    mv,
                    key,
                    full,
                    // The attacker's hand changes with its own drops and captures only.
                    hand: if or { hand_after(hand, dropped, captured) } else { hand },
                    dropped,
                    captured,
                    res: Res::open(1, 1),
                    chain: delay::NONE,
                    active: true,
                    estimated: false,
                    tried: false,
                }
            })
            .collect();
        // Worked out while the memory answers. (A second pass that asked for the numbers of
        // the ways holding each child, once the keys were in, stalled on those keys: without
        // it 3-5% less time for the same nodes, zukou-006/024/031/089 at 8M nodes each.)
        let mut chains = delay::ChainList::new();
        delay::chains(pos, &moves, or, &mut chains);
        for (c, &chain) in children.iter_mut().zip(&chains) {
            c.chain = chain;
        }
        let child_remaining = after_move(or, remaining);
        let mut replies = (!or).then(|| Replies::new(pos));
        let mut blocked = 0u64;
        for i in 0..children.len() {
            let c = &children[i];
            let (mv, key, full, child_hand) = (c.mv, c.key, c.full, c.hand);
            debug_assert_eq!((key, full, child_hand), {
                let child = pos.after(mv);
                (child.board_key(), child.key(), self.hand_of(&child))
            });
            let bit = if c.chain == delay::NONE { 0 } else { 1u64 << c.chain };
            let waits = blocked & bit != 0;
            let res = match self.repeated(full, child_remaining) {
                Some(r) => Some(r),
                None => match self.lookup_floor(key, child_hand, child_remaining) {
                    (Some(r), _) => Some(r),
                    (None, _) if waits => None,
                    (None, floor) => Some(self.estimate(
                        &pos.after(mv),
                        !or,
                        child_remaining,
                        child_hand,
                        weight(&mut replies, mv),
                        floor,
                    )),
                },
            };
            let c = &mut children[i];
            c.active = !waits;
            if let Some(res) = res {
                c.res = res;
                c.estimated = true;
            }
            let res = c.res;
            let settled = if or { res.disproven() } else { res.proven() };
            if !waits && !settled {
                blocked |= bit;
            }
            // A mate in one is the quickest proof there is, and one refuted reply refutes the
            // defence: the other moves need no estimate.
            let decisive = if or { res.proven() && res.len == 0 } else { res.disproven() && res.rep == FREE };
            if decisive {
                let one = &children[i..=i];
                return Err(if or { self.or_result(pos, one, hand) } else { self.and_result(pos, one, hand) });
            }
        }
        Ok((children, refused))
    }

    /// First numbers for a position not in the table, from counting its moves (df-pn+): a
    /// defence with many replies is hard to prove, an attack with many checks hard to refute;
    /// times `weight`, what the move that led there says (see `prior.rs`), and no less than
    /// `floor`, what the table knows of the position with other hands (see `Table::probe`).
    /// Positions decided by the count (mated, no check) are recorded as such, the others as
    /// open entries. (The floor, on 8 hard Zukō problems at 25M nodes each: 146.0M -> 135.9M
    /// nodes, zukou-053 24.8M -> 20.1M, 099 21.7M -> 17.6M, none more than 1% worse; Zukō's
    /// 100 at 10M nodes each: 4% fewer nodes (geometric mean) on the 85 both prove, zukou-001
    /// 9.90M -> 10.90M, over the 10M. Taken as a floor of the position's own numbers as well:
    /// 148.2M on the eight.)
    fn estimate(
        &mut self,
        pos: &Position,
        or: bool,
        remaining: u16,
        hand: HandSet,
        weight: Weight,
        floor: (u64, u64),
    ) -> Res {
        self.clock.tick();
        let r = if or {
            if remaining == 0 {
                return Res::disproof(0, HandSet::FULL);
            }
            let mut moves = MoveList::new();
            let refused = pos.checking_moves_refusing(&mut moves);
            if moves.is_empty() || remaining == 1 {
                // Settled here, the position needs no expansion of its own (the last move:
                // zukou-078 asked at 99 plies, 2.41M -> 2.09M nodes).
                self.last_check(pos, &moves, hand, refused)
            } else if remaining == 3 && moves.len() <= FEW_CHECKS {
                self.three_plies(pos, &moves, hand, refused)
            } else {
                Res::open(1, delay::at_once(pos, &moves, true) as u64)
            }
        } else {
            if remaining == 0 {
                // Only a mate counts: whether there is a reply at all is enough to know.
                if pos.has_legal_move() {
                    return Res::disproof(0, HandSet::FULL);
                }
                Res::proof(0, self.mated_hand(pos, hand, HandSet::EMPTY))
            } else {
                let mut moves = MoveList::new();
                pos.legal_moves(&mut moves);
                match moves.len() {
                    0 => Res::proof(0, self.mated_hand(pos, hand, HandSet::EMPTY)),
                    _ => Res::open(delay::at_once(pos, &moves, false) as u64, 1),
                }
            }
        };
        let r =
            if r.solved() { r } else { Res::open((r.pn * weight.pn).max(floor.0), (r.dn * weight.dn).max(floor.1)) };
        // Open estimates are kept too (as the cheapest entries, replaced first): a parent is
        // expanded again each time the search comes back to it, and would otherwise count
        // the moves of every child anew (zukou-014's last shortening step: 12.2M -> 8.6M nodes).
        let amount = u64::from(r.solved());
        self.store(pos.board_key(), hand, remaining, &r, amount);
        r
    }

    /// The verdict on `pos`, reached by a move whose full key is `full`, when that position is
    /// already on the search's path: no way to a mate, on this path only (see the module doc).
    fn repeated(&self, full: u64, remaining: u16) -> Option<Res> {
        self.path.depth_of(&full).map(|depth| Res { rep: depth, ..Res::disproof(remaining, HandSet::FULL) })
    }

    /// An attacker position with one ply left, or with no check at all, and its `checks`: a
    /// check that mates, or a refutation (of any length when there is no check) that holds
    /// with more pieces of the roles the attacker holds (no new drop) since the defender's
    /// replies do not depend on them.
    fn last_check(&self, pos: &Position, checks: &[Move], hand: HandSet, refused: bool) -> Res {
        let depth = if checks.is_empty() { NEVER } else { 1 };
        self.mate_in_one(pos, checks)
            .unwrap_or_else(|| Res { pawn: refused, ..Res::disproof(depth, no_check_hand(pos, hand)) })
    }

    /// An attacker position with three plies left and its `checks`, settled by playing them
    /// out instead of by the search: a position this close to its horizon is settled by a
    /// handful of move generations, and the search spent more on the table's entries for the
    /// two plies below (written, read back, replaced) than on the moves. The verdict is the
    /// search's own (`or_result` and `and_result` over the same children), repetitions of the
    /// path included.
    fn three_plies(&mut self, pos: &Position, checks: &[Move], hand: HandSet, refused: bool) -> Res {
        if let Some(r) = self.mate_in_one(pos, checks) {
            return r;
        }
        let mut children = Vec::with_capacity(checks.len());
        for &mv in checks {
            let (dropped, captured) = (mv.drop_role(), captured_role(pos, mv));
            let child_hand = hand_after(hand, dropped, captured);
            let (key, full) = pos.keys_after(mv);
            let res = match self.repeated(full, 2) {
                Some(r) => r,
                None => self.last_defence(&pos.after(mv), child_hand),
            };
            children.push(Child::settled(mv, key, child_hand, dropped, captured, res));
            if res.proven() {
                // Proofs are few and the main line is read off the table (`found_line`).
                self.store(key, child_hand, 2, &res, 1);
                break;
            }
        }
        let r = self.or_result(pos, &children, hand);
        Res { pawn: r.pawn || (r.disproven() && refused), ..r }
    }

    /// A defender position with two plies left (see `three_plies`): proven when every reply
    /// is mated at once, disproven by the first that is not. The king's replies go first, the
    /// usual way out (in the search itself that order did worse: 84 Zukō problems proven at
    /// 10M nodes each for 86).
    fn last_defence(&mut self, pos: &Position, hand: HandSet) -> Res {
        self.clock.tick();
        let mut replies = MoveList::new();
        pos.legal_moves(&mut replies);
        let mut children = Vec::with_capacity(replies.len());
        let mut checks = MoveList::new();
        let king = pos.king_square(pos.side_to_move());
        let king_moves = replies.iter().filter(|mv| mv.from() == king);
        for &mv in king_moves.chain(replies.iter().filter(|mv| mv.from() != king)) {
            let (key, full) = pos.keys_after(mv);
            let res = match self.repeated(full, 1) {
                Some(r) => r,
                None => {
                    self.clock.tick();
                    let child = pos.after(mv);
                    let refused = child.checking_moves_refusing(&mut checks);
                    self.last_check(&child, &checks, hand, refused)
                }
            };
            children.push(Child::settled(mv, key, hand, mv.drop_role(), captured_role(pos, mv), res));
            if res.disproven() && res.rep == FREE {
                break;
            }
        }
        let r = self.and_result(pos, &children, hand);
        if r.proven() {
            for c in &children {
                self.store(c.key, hand, 1, &c.res, 1);
            }
        }
        r
    }

    /// A check among `checks` after which the defender has no legal move, as a proof (the
    /// least hand it needs); `None` when no check mates at once.
    fn mate_in_one(&self, pos: &Position, checks: &[Move]) -> Option<Res> {
        checks.iter().find_map(|&mv| {
            let child = pos.after(mv);
            if child.has_legal_move() {
                return None;
            }
            let needed = self.mated_hand(&child, self.hand_of(&child), HandSet::EMPTY);
            let captured = captured_role(pos, mv);
            Some(Res::proof(1, hand_before(needed, mv.drop_role(), captured)))
        })
    }

    /// The proof hand of a defender position whose replies are all refuted with `needed`:
    /// when the check can be blocked, the defender must not gain a piece it lacks, so the
    /// attacker keeps every piece of those roles.
    fn mated_hand(&self, pos: &Position, hand: HandSet, needed: HandSet) -> HandSet {
        let checkers = pos.checkers();
        let blockable = checkers.count_ones() == 1
            && pos.king_square(pos.side_to_move()).is_some_and(|k| {
                let c = checkers.trailing_zeros() as u8;
                pos.geometry().between(k, c) & !pos.occupied() != 0
            });
        if !blockable {
            return needed;
        }
        let defender = pos.hand(pos.side_to_move());
        Role::HAND
            .iter()
            .filter(|r| defender[r.index()] == 0)
            .fold(needed, |acc, &r| acc.with_count(r, acc.count(r).max(hand.count(r))))
    }

    /// The search proper: expands `pos` and searches its most promising child until the
    /// position is solved or its numbers pass the thresholds.
    fn mid(&mut self, pos: &Position, remaining: u16, th_pn: u64, th_dn: u64) -> Res {
        let or = pos.side_to_move() == self.attacker;
        let key = pos.board_key();
        let hand = self.hand_of(pos);
        let start = self.clock.nodes;
        self.clock.tick();
        if self.clock.stopped() {
            return self.lookup(key, hand, remaining).unwrap_or(Res::open(1, 1));
        }
        let (mut children, refused) = match self.expand(pos, or, remaining, hand) {
            Ok(c) => c,
            Err(r) => {
                // "No mate within 0 plies" is cheaper to see again than to store.
                if r.proven() || r.len != 0 {
                    self.store(key, hand, remaining, &r, self.clock.nodes - start);
                }
                return r;
            }
        };
        let depth = self.path.push(pos.key());
        let child_remaining = after_move(or, remaining);
        // Promotion dominance needs an attacker without a king (see `settle_dominated`).
        let dominance = or && pos.king_square(self.attacker).is_none();
        let mut res;
        loop {
            if dominance {
                settle_dominated(pos, &mut children);
            }
            self.join_waiting(pos, or, &mut children, child_remaining);
            res = if or { self.or_result(pos, &children, hand) } else { self.and_result(pos, &children, hand) };
            if res.solved() || res.pn >= th_pn || res.dn >= th_dn || self.clock.stopped() {
                break;
            }
            let (best, second) = select(&children, or, self.helper);
            let b = children[best].res;
            // The 1+epsilon trick: let the child run a little past its sibling before
            // switching back, which saves re-expansions.
            let next = threshold(second, epsilon(second, or, remaining));
            let (cth_pn, cth_dn) = if or {
                (th_pn.min(next), summed_threshold(th_dn, res.dn, b.dn))
            } else {
                (summed_threshold(th_pn, res.pn, b.pn), th_dn.min(next))
            };
            // On the heap: frames stay small however deep the search goes. The boxes are
            // kept for the next child, not allocated and freed at every step.
            let mut child = self.boxes.pop().unwrap_or_else(|| Box::new(pos.clone()));
            (*child).clone_from(pos);
            child.play(children[best].mv);
            children[best].res = self.mid(&child, child_remaining, cth_pn, cth_dn);
            self.boxes.push(child);
            children[best].tried = true;
            // What other threads have learnt of the children meanwhile (`expand` has just
            // read them for the first round). Alone, the search reads back only the child it
            // searched (above): the siblings' entries seldom gain anything meanwhile, and
            // probing them all after every step cost time (zukou-047 and 048 at 8M nodes:
            // 6.8% more nodes per second without; 16 hard Zukō problems at 8M nodes: 0.4%
            // more nodes).
            if self.table.is_shared() {
                for c in children.iter().filter(|c| !c.res.solved()) {
                    self.table.prefetch(c.key);
                }
                for c in children.iter_mut().filter(|c| !c.res.solved()) {
                    if let Some(r) = self.lookup(c.key, c.hand, child_remaining) {
                        c.res = r;
                        c.estimated = true;
                    }
                }
            }
        }
        self.path.pop(pos.key());
        if res.disproven() && refused {
            res.pawn = true;
        }
        // Resting only on positions at or below this one, the refutation holds whatever the
        // path above: the defender's way out goes round within its own tree.
        if res.disproven() && res.rep != FREE && res.rep >= depth {
            res.rep = FREE;
        }
        self.store(key, hand, remaining, &res, self.clock.nodes - start);
        res
    }

    /// Brings the moves whose turn in their chain has come into the numbers, with their first
    /// estimates (which may settle them and let the next one in).
    fn join_waiting(&mut self, pos: &Position, or: bool, children: &mut [Child], child_remaining: u16) {
        let mut replies = (!or).then(|| Replies::new(pos));
        loop {
            update_active(children, or, child_remaining != UNBOUNDED);
            let Some(c) = children.iter_mut().find(|c| c.active && !c.estimated) else { return };
            let child = pos.after(c.mv);
            c.res = self.estimate(&child, !or, child_remaining, c.hand, weight(&mut replies, c.mv), (0, 0));
            c.estimated = true;
        }
    }

    /// An attacker position: proven by its quickest proven check, disproven when every check
    /// is, else the smallest proof number and, as disproof number, the largest open check's
    /// plus a quarter of the others': the checks of one position are refuted by much the
    /// same defences, and the plain sum counts that shared work once per check. (Where plies
    /// are counted, the searches that mostly refute: Zukō at 1M nodes each, the largest plus
    /// one per other check against the sum: 26 -> 28 proven shortest; at 10M nodes each, a
    /// quarter of the others against one per check: 81 -> 83, none lost, 10% fewer nodes
    /// where both prove (geometric mean). The largest alone, or plus an eighth of the
    /// others, did worse on 16 hard problems: 4 and 8 proven where a quarter proved 12. In
    /// the search for any mate too, against the sum: Zukō at 10M nodes each, the same 86,
    /// 2.1% fewer nodes (geometric mean); zukou-031 14.20M -> 11.57M nodes, 16 hard problems
    /// at 8M 1.1% more; half the others there instead: 1.9% fewer, hard problems 2.4% more.)
    fn or_result(&self, pos: &Position, children: &[Child], hand: HandSet) -> Res {
        let mut pn = INF;
        let mut dn = 0;
        let mut proof: Option<&Child> = None;
        let mut depth = NEVER;
        let mut dhand = HandSet::FULL;
        let mut rep = FREE;
        let mut pawn = false;
        // The largest disproof number among the open checks (0 when none is open).
        let mut most = 0u64;
        for c in children {
            let r = &c.res;
            if r.proven() {
                if proof.is_none_or(|p| r.len < p.res.len) {
                    proof = Some(c);
                }
            } else if r.disproven() {
                depth = depth.min(r.len);
                rep = rep.min(r.rep);
                pawn |= r.pawn;
                // The attacker may hold at most what still refutes this check.
                dhand = dhand.min(hand_before(r.hand, c.dropped, c.captured));
            }
            if c.active {
                pn = pn.min(r.pn);
                dn = add(dn, r.dn);
                if !r.solved() {
                    most = most.max(r.dn);
                }
            }
        }
        if let Some(c) = proof {
            return Res::proof(c.res.len + 1, hand_before(c.res.hand, c.dropped, c.captured));
        }
        if dn == 0 {
            let dhand = dhand.min(no_check_hand(pos, hand));
            return Res { rep, pawn, ..Res::disproof(depth.saturating_add(1), dhand) };
        }
        if most > 0 {
            dn = add(most, (dn - most) / 4);
        }
        Res::open(pn, dn)
    }

    /// A defender position: disproven by any refuted reply (one that does not rest on the
    /// path, and refutes longest, preferred), proven when every reply is, else the sum of
    /// the proof numbers and the smallest disproof number.
    fn and_result(&self, pos: &Position, children: &[Child], hand: HandSet) -> Res {
        let mut pn = 0;
        let mut dn = INF;
        let mut refuted: Option<&Child> = None;
        let mut len = 0;
        let mut needed = HandSet::EMPTY;
        for c in children {
            let r = &c.res;
            if r.disproven() {
                let better = refuted.is_none_or(|b| (r.rep, r.len, !r.pawn) > (b.res.rep, b.res.len, !b.res.pawn));
                if better {
                    refuted = Some(c);
                }
            } else if r.proven() {
                len = len.max(r.len);
                needed = needed.max(r.hand);
            }
            if c.active {
                pn = add(pn, r.pn);
                dn = dn.min(r.dn);
            }
        }
        if let Some(c) = refuted {
            let r = &c.res;
            let depth = if r.len == NEVER { NEVER } else { r.len + 1 };
            // A refutation that drops a piece needs the defender to have one: an attacker
            // holding more of that role would leave it fewer, so the disproof allows no more
            // than the attacker holds now.
            let allowed =
                c.dropped.map_or(r.hand, |role| r.hand.with_count(role, r.hand.count(role).min(hand.count(role))));
            return Res { rep: r.rep, pawn: r.pawn, ..Res::disproof(depth, allowed) };
        }
        if pn == 0 {
            return Res::proof(len + 1, self.mated_hand(pos, hand, needed));
        }
        Res::open(pn, dn)
    }
}

/// What the attacker must (may) hold before a move for a proof (disproof) that needs (allows)
/// `after` once it is played: a dropped piece came from the hand, a captured one went into it.
fn hand_before(after: HandSet, dropped: Option<Role>, captured: Option<Role>) -> HandSet {
    let h = dropped.map_or(after, |r| after.plus(r));
    captured.map_or(h, |r| h.minus(r))
}

/// The attacker's hand after its move from `before`: the inverse of [`hand_before`].
fn hand_after(before: HandSet, dropped: Option<Role>, captured: Option<Role>) -> HandSet {
    let h = dropped.map_or(before, |r| before.minus(r));
    captured.map_or(h, |r| h.plus(r))
}

/// The role `mv` captures (unpromoted: it goes to the hand so), if any.
fn captured_role(pos: &Position, mv: Move) -> Option<Role> {
    if mv.is_drop() {
        None
    } else {
        pos.piece_at(mv.to()).map(|p| p.role.unpromoted())
    }
}

/// The most the attacker may hold for a refutation of its position's checks (or of having
/// none) to hold: any more pieces of roles it already holds add no check, nor do pieces of a
/// role it lacks when no drop of that role could check here; a piece that could is allowed
/// none of. (The second half, against allowing none of every lacking role: Zukō at 4M nodes
/// each, 72 -> 73 proven shortest, 2.8% fewer nodes on the 72 both prove; the same nodes
/// per second.)
fn no_check_hand(pos: &Position, hand: HandSet) -> HandSet {
    let lacking = Role::HAND.iter().any(|&r| hand.count(r) == 0);
    if !lacking {
        return HandSet::FULL;
    }
    let may = pos.drops_may_check();
    Role::HAND.iter().zip(may).fold(
        HandSet::FULL,
        |acc, (&r, may)| {
            if hand.count(r) == 0 && may {
                acc.with_count(r, 0)
            } else {
                acc
            }
        },
    )
}

/// Promotion dominance: a bishop, rook or pawn that promotes only gains (a horse moves as a
/// bishop and more, a dragon as a rook and more, a tokin as a pawn and more, and in Annan
/// lends that movement to the piece in front, borrowing the same backer's either way). An
/// attacker (without a king of its own) that cannot mate after promoting cannot mate after
/// the same move unpromoted: every check it has then, it has with the stronger piece, and
/// every defence the stronger piece allows, the weaker allows, move for move down the tree,
/// with one exception: a pawn drop that the stronger piece's extra reach makes a mate is
/// refused by the rules, while with the weaker piece it may be a check that leads on. So a
/// refutation of the promotion that rests on no refused pawn drop (`Res::pawn`) and no
/// position of the path above is the unpromoted move's refutation too, and that move needs
/// no search of its own. Old problems mate by not promoting for that one reason; there the
/// refutation is flagged and both moves are searched.
/// The unpromoted move is the child right after the promotion (generation order).
fn settle_dominated(pos: &Position, children: &mut [Child]) {
    for i in 1..children.len() {
        let (promotion, res) = (children[i - 1].mv, children[i - 1].res);
        let Some(from) = promotion.from().filter(|_| promotion.promotes()) else { continue };
        let clean = res.disproven() && !res.pawn && res.rep == FREE;
        let gains = matches!(pos.piece_at(from).map(|p| p.role), Some(Role::Bishop | Role::Rook | Role::Pawn));
        let twin = &mut children[i];
        if clean && gains && twin.mv == Move::normal(from, promotion.to(), false) && !twin.res.solved() {
            twin.res = res;
            twin.estimated = true;
        }
    }
}

/// The child to search (smallest proof number for the attacker, disproof number for the
/// defender; the first of equals, or the last with `last`) and the runner-up's number.
fn select(children: &[Child], or: bool, last: bool) -> (usize, u64) {
    let value = |c: &Child| if or { c.res.pn } else { c.res.dn };
    let mut best = 0;
    let mut best_v = INF;
    let mut second = INF;
    for (i, c) in children.iter().enumerate().filter(|(_, c)| c.active) {
        let v = value(c);
        if v < best_v || (last && v == best_v) {
            second = best_v;
            best_v = v;
            best = i;
        } else if v < second {
            second = v;
        }
    }
    (best, second)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    /// Asks `sfen` (attacker to move) for any mate, in a fresh table; the verdict and what the
    /// table then holds of the position without searching.
    fn any_mate(sfen: &str) -> (Res, Option<Res>) {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
        let mut table = Table::new(16, true).unwrap();
        let mut s = Search::new(&mut table, pos.side_to_move(), Clock::new(None, Some(1_000_000), None, None));
        let r = s.prove(&pos, UNBOUNDED);
        (r, s.peek(&pos, UNBOUNDED))
    }

    /// A child of `pos` by the move `usi`, with `res` known of it.
    fn child(pos: &Position, usi: &str, res: Res) -> Child {
        let mv = Move::parse_usi(usi, pos.geometry()).unwrap();
        assert!(pos.legal_move_list().contains(&mv), "{usi}");
        let (key, full) = pos.keys_after(mv);
        Child {
            mv,
            key,
            full,
            hand: HandSet::EMPTY,
            dropped: None,
            captured: None,
            res,
            chain: delay::NONE,
            active: true,
            estimated: true,
            tried: true,
        }
    }

    #[test]
    fn a_child_under_no_threshold_has_none_whatever_the_sum() {
        assert_eq!(summed_threshold(INF, CAP, 5), INF, "a saturated sum leaves the child unbounded");
        assert_eq!(summed_threshold(INF, 7, 5), INF);
        assert_eq!(summed_threshold(100, 40, 5), 65);
        assert_eq!(summed_threshold(CAP, CAP, 5), 5, "a real threshold still bounds the child");
    }

    #[test]
    fn a_clean_refutation_of_a_promotion_refutes_the_same_move_unpromoted() {
        // A bishop of the attacker's that may enter the zone promoting or not, and a silver
        // that may too (a gold-mover does not move as a silver and more).
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/3S5/9/9/9/1B7/9 b - 1").unwrap();
        let clean = Res::disproof(9, HandSet::FULL);
        let open = Res::open(3, 4);
        let settled = |promoted: Res, piece: &str| {
            let (a, b) = if piece == "bishop" { ("8h3c+", "8h3c") } else { ("6d6c+", "6d6c") };
            let mut children = vec![child(&pos, a, promoted), child(&pos, b, open)];
            settle_dominated(&pos, &mut children);
            children[1].res
        };
        let r = settled(clean, "bishop");
        assert!(r.disproven() && r.len == 9 && !r.pawn, "{r:?}");
        // Resting on a pawn drop refused as a mate, or on the path above: not the twin's.
        assert!(!settled(Res { pawn: true, ..clean }, "bishop").solved());
        assert!(!settled(Res { rep: 3, ..clean }, "bishop").solved());
        assert!(!settled(open, "bishop").solved());
        assert!(!settled(clean, "silver").solved());
    }

    #[test]
    fn a_refutation_that_rests_on_a_refused_pawn_drop_says_so() {
        // P*5b would mate, and the rules refuse it: no mate in one, but only because of that.
        let ask = |sfen: &str| {
            let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
            let mut table = Table::new(16, true).unwrap();
            let mut s = Search::new(&mut table, pos.side_to_move(), Clock::new(None, Some(100_000), None, None));
            let r = s.prove(&pos, 1);
            (r, s.peek(&pos, 1))
        };
        let (r, kept) = ask("3lkl3/9/4G4/9/9/9/9/9/9 b P 1");
        assert!(r.disproven() && r.pawn, "{r:?}");
        assert!(kept.is_some_and(|k| k.disproven() && k.pawn), "{kept:?}");
        // Without the pawn, the same refutation rests on nothing of the kind.
        let (r, _) = ask("3lkl3/9/4G4/9/9/9/9/9/9 b - 1");
        assert!(r.disproven() && !r.pawn, "{r:?}");
    }

    #[test]
    fn a_refutation_that_goes_round_within_its_own_tree_is_kept() {
        // A lone rook chases a lone king: checks forever, never a mate. Every line ends in
        // a repetition of a position below the root, so the verdict holds whatever came before
        // and goes to the table (with the path test alone it was searched anew each time).
        let (r, kept) = any_mate("4k4/9/9/9/9/9/9/9/9 b R 1");
        assert!(r.disproven() && r.rep == FREE, "{r:?}");
        assert!(kept.is_some_and(|k| k.disproven() && k.len >= UNBOUNDED), "{kept:?}");
    }
}
