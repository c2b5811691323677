//! Depth-first proof-number search (Nagai's df-pn) over attacker checks and defender
//! evasions, bounded by the plies left.
//!
//! Repetition: a position already on the current path is not a mate. That verdict depends
//! on the path, so it is never written to the table; it lives in the `local` results of the
//! frames above it and dies with them (the graph-history interaction of Kishimoto and
//! Müller, handled the simple, sound way).

use super::table::{Known, Table, INF};
use crate::rules::{Color, Hand, MoveList, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Search statistics handed to the progress callback.
#[derive(Copy, Clone, Debug)]
pub struct Progress {
    pub nodes: u64,
    pub elapsed: Duration,
}

/// Limits that end a search with "unknown".
pub struct Limits<'a> {
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    pub stop: Option<&'a AtomicBool>,
}

/// The result of searching one node.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Res {
    pub pn: u32,
    pub dn: u32,
    pub len: u16,
    pub depth: u16,
    /// A disproof that rests on a repetition of the current path.
    pub rep: bool,
}

impl Res {
    fn from_known(k: Known) -> Res {
        Res { pn: k.pn, dn: k.dn, len: k.len, depth: k.depth, rep: false }
    }
    const fn disproof(depth: u16, rep: bool) -> Res {
        Res { pn: INF, dn: 0, len: 0, depth, rep }
    }
    const fn proof(len: u16) -> Res {
        Res { pn: 0, dn: INF, len, depth: 0, rep: false }
    }
}

pub(crate) struct Search<'t, 'a> {
    pub table: &'t mut Table,
    pub attacker: Color,
    pub nodes: u64,
    pub aborted: bool,
    limits: Limits<'a>,
    start: Instant,
    /// Keys of the positions from the root to the current node.
    pub path: Vec<u64>,
    progress: Option<&'a mut dyn FnMut(Progress)>,
}

fn hands_of(pos: &Position, attacker: Color) -> [Hand; 2] {
    [*pos.hand(attacker), *pos.hand(attacker.opponent())]
}

#[inline]
fn add(a: u32, b: u32) -> u32 {
    (a + b).min(INF - 1)
}

impl<'t, 'a> Search<'t, 'a> {
    pub fn new(
        table: &'t mut Table,
        attacker: Color,
        limits: Limits<'a>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Self {
        Search { table, attacker, nodes: 0, aborted: false, limits, start: Instant::now(), path: Vec::new(), progress }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// What is known about `pos` with `remaining` plies left: the table's entry, or first
    /// estimates from counting moves (df-pn+): a defence with many answers is hard to prove,
    /// an attack with many checks hard to disprove. Positions solved by the count itself (no
    /// check, no evasion, no plies left) are recorded as such.
    fn known(&mut self, pos: &Position, remaining: i32) -> Res {
        let hands = hands_of(pos, self.attacker);
        if remaining >= 0 {
            if let Some(k) = self.table.probe(pos.key(), &hands, remaining as u16) {
                return Res::from_known(k);
            }
        }
        // Counting moves generates them: that position counts as a searched node.
        self.nodes += 1;
        let r = if pos.side_to_move() == self.attacker {
            if remaining < 1 {
                Res::disproof(remaining.max(0) as u16, false)
            } else {
                let mut moves = MoveList::new();
                pos.checking_moves(&mut moves);
                match moves.len() {
                    0 => Res::disproof(u16::MAX, false),
                    n => Res { pn: 1, dn: n as u32, len: 0, depth: 0, rep: false },
                }
            }
        } else {
            match pos.count_legal_moves() {
                0 => Res::proof(0),
                _ if remaining < 2 => Res::disproof(remaining.max(0) as u16, false),
                n => Res { pn: n as u32, dn: 1, len: 0, depth: 0, rep: false },
            }
        };
        self.finish(pos.key(), &hands, remaining, r, 0)
    }

    /// Searches `pos` until it is proven (mate within `remaining` plies), disproven, or a
    /// limit stops the search.
    pub fn prove(&mut self, pos: &Position, remaining: i32) -> Res {
        let r = self.mid(pos, remaining, INF - 1, INF - 1);
        if self.aborted {
            Res { pn: r.pn.max(1), dn: r.dn.max(1), ..r }
        } else {
            r
        }
    }

    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes & 0xfff != 0 {
            return;
        }
        let elapsed = self.start.elapsed();
        if self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.limits.time.is_some_and(|t| elapsed >= t)
            || self.limits.stop.is_some_and(|s| s.load(Ordering::Relaxed))
        {
            self.aborted = true;
        }
        if self.nodes & 0xffff == 0 {
            if let Some(p) = self.progress.as_mut() {
                p(Progress { nodes: self.nodes, elapsed });
            }
        }
    }

    fn mid(&mut self, pos: &Position, remaining: i32, th_pn: u32, th_dn: u32) -> Res {
        self.tick();
        let or_node = pos.side_to_move() == self.attacker;
        let key = pos.key();
        let hands = hands_of(pos, self.attacker);
        let start_nodes = self.nodes;
        let mut moves = MoveList::new();
        if or_node {
            if remaining < 1 {
                return self.finish(key, &hands, remaining, Res::disproof(remaining.max(0) as u16, false), 1);
            }
            pos.checking_moves(&mut moves);
            if moves.is_empty() {
                return self.finish(key, &hands, remaining, Res::disproof(u16::MAX, false), 1);
            }
        } else {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                return self.finish(key, &hands, remaining, Res::proof(0), 1);
            }
            if remaining < 2 {
                return self.finish(key, &hands, remaining, Res::disproof(remaining.max(0) as u16, false), 1);
            }
        }
        let children: Vec<Position> = moves.iter().map(|&m| pos.after(m)).collect();
        let mut local: Vec<Option<Res>> = vec![None; children.len()];
        self.path.push(key);
        let mut res;
        loop {
            let mut values: Vec<Res> = Vec::with_capacity(children.len());
            for (c, l) in children.iter().zip(local.iter_mut()) {
                let v = if let Some(r) = *l {
                    r
                } else if self.path.contains(&c.key()) {
                    let r = Res::disproof(0, true);
                    *l = Some(r);
                    r
                } else {
                    self.known(c, remaining - 1)
                };
                values.push(v);
            }
            res = aggregate(or_node, &values);
            if res.pn == 0 || res.dn == 0 || res.pn >= th_pn || res.dn >= th_dn || self.aborted {
                break;
            }
            // The most promising child and the runner-up value for its threshold.
            let key_of = |r: &Res| if or_node { r.pn } else { r.dn };
            let mut best = 0;
            let mut second = INF;
            for (i, v) in values.iter().enumerate() {
                let k = key_of(v);
                if k < key_of(&values[best]) {
                    second = key_of(&values[best]);
                    best = i;
                } else if i != best && k < second {
                    second = k;
                }
            }
            let b = values[best];
            // The 1+epsilon trick: let the child run a little past its sibling before
            // switching, which saves re-expansions.
            let next = add(second, second / 4 + 1);
            let (cth_pn, cth_dn) = if or_node {
                (th_pn.min(next), add(th_dn - res.dn, b.dn))
            } else {
                (add(th_pn - res.pn, b.pn), th_dn.min(next))
            };
            let r = self.mid(&children[best], remaining - 1, cth_pn, cth_dn);
            if r.rep && r.dn == 0 {
                local[best] = Some(r);
            } else if self.aborted {
                // Keep the last estimate; the table may not have room for it.
                local[best] = Some(Res { rep: false, ..r });
            }
        }
        self.path.pop();
        let amount = (self.nodes - start_nodes).min(u32::MAX as u64) as u32;
        self.finish(key, &hands, remaining, res, amount)
    }

    /// Stores a result unless it rests on the path (repetition) and returns it.
    fn finish(&mut self, key: u64, hands: &[Hand; 2], remaining: i32, r: Res, amount: u32) -> Res {
        if !r.rep && !(self.aborted && r.pn != 0 && r.dn != 0) {
            let open = r.pn != 0 && r.dn != 0;
            let depth = if open { remaining.clamp(0, u16::MAX as i32) as u16 } else { r.depth };
            self.table.store(key, hands, Known { pn: r.pn, dn: r.dn, len: r.len, depth }, amount);
        }
        r
    }
}

/// Combines children: an OR node needs one proven child, an AND node all of them.
fn aggregate(or_node: bool, values: &[Res]) -> Res {
    if or_node {
        if let Some(len) = values.iter().filter(|v| v.pn == 0).map(|v| v.len).min() {
            return Res::proof(len + 1);
        }
        if values.iter().all(|v| v.dn == 0) {
            let depth = values.iter().map(|v| v.depth).min().unwrap_or(u16::MAX);
            let rep = values.iter().any(|v| v.rep);
            return Res::disproof(depth.saturating_add(1), rep);
        }
        let pn = values.iter().map(|v| v.pn).min().unwrap_or(INF);
        let dn = values.iter().fold(0, |s, v| add(s, v.dn));
        Res { pn, dn, len: 0, depth: 0, rep: false }
    } else {
        // Prefer a disproof that does not rest on the path.
        let refuted = values.iter().filter(|v| v.dn == 0).min_by_key(|v| (v.rep, u16::MAX - v.depth));
        if let Some(v) = refuted {
            return Res::disproof(v.depth.saturating_add(1), v.rep);
        }
        if values.iter().all(|v| v.pn == 0) {
            let len = values.iter().map(|v| v.len).max().unwrap_or(0);
            return Res::proof(len + 1);
        }
        let pn = values.iter().fold(0, |s, v| add(s, v.pn));
        let dn = values.iter().map(|v| v.dn).min().unwrap_or(INF);
        Res { pn, dn, len: 0, depth: 0, rep: false }
    }
}
