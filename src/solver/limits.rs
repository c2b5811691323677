//! The clock every search path advances: a node counter checked against the node limit, the
//! time limit and the stop flag every few hundred nodes, whichever code path counted them.

use std::sync::atomic::{AtomicBool, Ordering};
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
        };
        c.check();
        c
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

    #[inline]
    pub fn stopped(&self) -> bool {
        self.hit.is_some()
    }

    #[cold]
    fn check(&mut self) {
        if self.hit.is_some() {
            return;
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
            let p = Progress { nodes: self.nodes, elapsed, permille_full: self.permille_full };
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
    fn zero_time_stops_at_once() {
        let c = Clock::new(Some(Duration::ZERO), None, None, None);
        assert_eq!(c.hit, Some(Limit::Time));
    }
}
