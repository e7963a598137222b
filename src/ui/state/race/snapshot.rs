//! What the page shows of the race.

use super::*;

/// What the page shows of the race: plain data, so the view re-renders only when it changes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RaceSnapshot {
    pub chosen: Vec<Strategy>,
    pub mode: RaceMode,
    pub running: bool,
    /// The puzzle raced (empty if there is no race).
    pub givens: Grid,
    pub lanes: Vec<LaneSnapshot>,
    /// Why there is no race of the puzzle (its givens clash).
    pub error: Option<Conflict>,
}

/// One lane as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LaneSnapshot {
    pub strategy: Strategy,
    pub grid: Grid,
    pub counters: Counters,
    /// Classic only: calls of the recursive function (BOJ 12095's count).
    pub calls: Option<u64>,
    pub work_ms: f64,
    /// `None` while the lane runs.
    pub finish: Option<Finish>,
}

impl RaceSnapshot {
    /// Whether a race can be paused or resumed: it has lanes still searching.
    pub fn is_under_way(&self) -> bool {
        self.lanes.iter().any(|l| l.finish.is_none())
    }

    /// The lanes in finishing order, once every lane has finished.
    pub fn standings(&self) -> Option<Vec<&LaneSnapshot>> {
        let mut lanes: Vec<&LaneSnapshot> = self.lanes.iter().collect();
        if lanes.is_empty() || self.is_under_way() {
            return None;
        }
        lanes.sort_by_key(|l| l.finish.map(|f| f.place));
        Some(lanes)
    }
}
