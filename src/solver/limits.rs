//! The clock every search path advances: a node counter checked against the node limit, the
//! time limit and the stop flag every few hundred nodes, whichever code path counted them.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What ended a search before it had an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `time` ran out.
    Time,
    /// `nodes` were spent.
    Nodes,
    /// The stop flag was raised (Ctrl-C, USI `stop`).
    Stopped,
    /// The table is too small to hold the proof: the main line could not be rebuilt from it.
    Memory,
}

impl Limit {
    /// A short machine-readable name (JSON output, logs).
    pub fn name(self) -> &'static str {
        match self {
            Limit::Time => "time",
            Limit::Nodes => "nodes",
            Limit::Stopped => "stopped",
            Limit::Memory => "memory",
        }
    }
}

/// Search statistics handed to the progress callback.
#[derive(Copy, Clone, Debug)]
pub struct Progress {
    pub nodes: u64,
    pub elapsed: Duration,
    /// Filled share of the table, in thousandths.
    pub permille_full: u32,
}

/// Nodes between two looks at the clock and the stop flag: well under a millisecond.
const CHECK_EVERY: u64 = 256;
/// Time between two progress reports.
const REPORT_EVERY: Duration = Duration::from_millis(100);

pub(crate) struct Clock<'a> {
    pub nodes: u64,
    start: Instant,
    time: Option<Duration>,
    node_limit: Option<u64>,
    stop: Option<&'a AtomicBool>,
    next_check: u64,
    last_report: Duration,
    /// Set once a limit is reached; the search then unwinds without further work.
    pub hit: Option<Limit>,
    progress: Option<&'a mut dyn FnMut(Progress)>,
    /// Passed to progress reports.
    pub permille_full: u32,
    /// The node count of a search on several threads (see [`Team`]).
    team: Option<Team<'a>>,
    /// A helper's nodes already added to the team's count.
    counted: u64,
}

/// How a clock takes part in a search on several threads: the progress reports (spinner,
/// USI `info nodes`) come from the first thread alone but count every thread's nodes.
#[derive(Copy, Clone)]
pub(crate) enum Team<'a> {
    /// The first thread: its reports add the helpers' nodes counted so far.
    Reports(&'a AtomicU64),
    /// A helper: adds its nodes to the count at each look at the clock.
    Counts(&'a AtomicU64),
}

impl<'a> Clock<'a> {
    pub fn new(
        time: Option<Duration>,
        node_limit: Option<u64>,
        stop: Option<&'a AtomicBool>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Clock<'a> {
        let mut c = Clock {
            nodes: 0,
            start: Instant::now(),
            time,
            node_limit,
            stop,
            next_check: 0,
            last_report: Duration::ZERO,
            hit: None,
            progress,
            permille_full: 0,
            team: None,
            counted: 0,
        };
        c.check();
        c
    }

    /// The clock of one thread of a search on several (see [`Team`]).
    pub fn join(&mut self, team: Team<'a>) {
        self.team = Some(team);
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Counts one node (a position whose moves were generated).
    #[inline]
    pub fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.check();
        }
    }

    /// Limits the search to `nodes` more (within the limit already set) until
    /// [`Clock::end_budget`], which it hands the limit it replaces.
    pub fn budget(&mut self, nodes: u64) -> Option<u64> {
        let before = self.node_limit;
        let end = self.nodes.saturating_add(nodes);
        self.node_limit = Some(before.map_or(end, |n| n.min(end)));
        self.next_check = self.next_check.min(end);
        before
    }

    /// Restores the node limit `budget` replaced (`before`): a stop that only the budget
    /// made is forgotten.
    pub fn end_budget(&mut self, before: Option<u64>) {
        self.node_limit = before;
        if self.hit == Some(Limit::Nodes) && before.is_none_or(|n| self.nodes < n) {
            self.hit = None;
        }
        self.next_check = self.nodes;
    }

    #[inline]
    pub fn stopped(&self) -> bool {
        self.hit.is_some()
    }

    #[cold]
    fn check(&mut self) {
        if self.hit.is_some() {
            return;
        }
        if let Some(Team::Counts(count)) = self.team {
            count.fetch_add(self.nodes - self.counted, Ordering::Relaxed);
            self.counted = self.nodes;
        }
        let elapsed = self.start.elapsed();
        self.hit = if self.node_limit.is_some_and(|n| self.nodes >= n) {
            Some(Limit::Nodes)
        } else if self.time.is_some_and(|t| elapsed >= t) {
            Some(Limit::Time)
        } else if self.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            Some(Limit::Stopped)
        } else {
            None
        };
        self.next_check = self.node_limit.map_or(u64::MAX, |n| n.max(1)).min(self.nodes + CHECK_EVERY);
        if elapsed >= self.last_report + REPORT_EVERY {
            self.last_report = elapsed;
            let others = match self.team {
                Some(Team::Reports(count)) => count.load(Ordering::Relaxed),
                _ => 0,
            };
            let p = Progress { nodes: self.nodes + others, elapsed, permille_full: self.permille_full };
            if let Some(report) = self.progress.as_mut() {
                report(p);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_limit_is_exact() {
        let mut c = Clock::new(None, Some(1000), None, None);
        while !c.stopped() {
            c.tick();
        }
        assert_eq!(c.nodes, 1000);
        assert_eq!(c.hit, Some(Limit::Nodes));
    }

    #[test]
    fn stop_flag_is_seen_within_the_check_interval() {
        let flag = AtomicBool::new(false);
        let mut c = Clock::new(None, None, Some(&flag), None);
        for _ in 0..10 {
            c.tick();
        }
        flag.store(true, Ordering::Relaxed);
        let at = c.nodes;
        while !c.stopped() {
            c.tick();
        }
        assert!(c.nodes - at <= CHECK_EVERY, "{} nodes after the flag", c.nodes - at);
        assert_eq!(c.hit, Some(Limit::Stopped));
    }

    #[test]
    fn a_budget_stops_the_search_and_is_forgotten_after() {
        let mut c = Clock::new(None, Some(1000), None, None);
        for _ in 0..100 {
            c.tick();
        }
        let before = c.budget(50);
        while !c.stopped() {
            c.tick();
        }
        assert_eq!((c.nodes, c.hit), (150, Some(Limit::Nodes)));
        c.end_budget(before);
        assert!(!c.stopped(), "the budget's stop is forgotten");
        // A budget past the limit leaves the limit in force, and its stop stays.
        let before = c.budget(5000);
        while !c.stopped() {
            c.tick();
        }
        c.end_budget(before);
        assert_eq!((c.nodes, c.hit), (1000, Some(Limit::Nodes)));
    }

    #[test]
    fn zero_time_stops_at_once() {
        let c = Clock::new(Some(Duration::ZERO), None, None, None);
        assert_eq!(c.hit, Some(Limit::Time));
    }
}
