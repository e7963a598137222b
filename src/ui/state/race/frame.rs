//! A frame of the race: each running lane's share of the work, lane after lane, and what
//! it did.

use super::*;

impl RaceFrame {
    /// Does the frame's work, lane after lane, reading `clock` (ms) every chunk of steps: by
    /// steps, to measure each lane's work (the next frame's steps follow from it); by time,
    /// also to stop the lane when its share is spent.
    pub(super) fn run(self, lanes: &mut [Lane], clock: fn() -> f64) -> RaceReport {
        let lanes = self
            .lanes
            .iter()
            .map(|&lane| {
                let (work_ms, end) = run_lane(&mut lanes[lane].search, self.quota, clock);
                LaneReport { lane, work_ms, end }
            })
            .collect();
        RaceReport { lanes }
    }
}

/// Each lane's part of a frame.
#[derive(Clone, Copy)]
pub(super) enum Quota {
    Steps(u64),
    Millis(f64),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct LaneReport {
    pub(super) lane: usize,
    /// Milliseconds the lane worked in this frame.
    pub(super) work_ms: f64,
    /// How the search ended in this frame, and at which step.
    pub(super) end: Option<(LaneResult, u64)>,
}

/// Steps between two looks at the clock, by strategy: about a tenth of a millisecond of work
/// each in the browser (a propagating step costs some ten times a classic one), so a lane
/// overshoots its share of a frame by little.
fn chunk(strategy: Strategy) -> u64 {
    match strategy {
        Strategy::Classic => 4096,
        Strategy::Lexicographic | Strategy::Fastest | Strategy::Dlx => 512,
    }
}

/// Steps `search` for `quota`; returns the milliseconds it worked and how it ended, if it did.
fn run_lane(
    search: &mut Search,
    quota: Quota,
    clock: fn() -> f64,
) -> (f64, Option<(LaneResult, u64)>) {
    let chunk = chunk(search.strategy());
    let start = clock();
    let (mut left, deadline) = match quota {
        Quota::Steps(n) => (n, f64::INFINITY),
        Quota::Millis(ms) => (u64::MAX, start + ms),
    };
    let mut now = start;
    while left > 0 && now < deadline {
        let (taken, last) = search.step_many(chunk.min(left));
        left -= taken;
        now = clock();
        let result = if last == Some(Step::Solution) {
            LaneResult::Solved
        } else if search.is_exhausted() {
            LaneResult::NoSolution
        } else {
            continue;
        };
        return (now - start, Some((result, search.counters().steps)));
    }
    (now - start, None)
}
