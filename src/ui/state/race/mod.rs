//! The race's part of the app state: two or three strategies searching the same puzzle side
//! by side, stepped together, so a student sees what propagation and choosing the cell with
//! the fewest candidates save.
//!
//! As for the player, search work never runs in the reducer: each animation frame's work is a
//! [`RaceFrame`], planned from the state, run by the frame callback, and reported back.
//!
//! Two ways to step together ([`RaceMode`]):
//!
//! - **By steps**: every unfinished lane takes the same number of steps each frame, so the
//!   winner is the strategy that needs the fewest steps. The number adapts to the frame budget
//!   (the frame is never cut short, or the lanes would drift apart): it starts at one step per
//!   frame for [`WARM_UP_FRAMES`] frames, so the start of every search can be followed with
//!   the eye, then at most doubles each frame while a frame's work stays under the budget, and
//!   shrinks in proportion when a frame's work goes over it.
//! - **By time**: every unfinished lane gets an equal share of the frame budget, so the winner
//!   is the strategy that is fastest on the clock: steps of different strategies cost
//!   different amounts (a propagating step does far more than a classic one).
//!
//! A change of the setup (the strategies, the mode) starts the race again on the same puzzle:
//! lanes that ran under different rules would not be a fair comparison.

use super::player::FRAME_BUDGET_MS;
use crate::grid::{Conflict, Grid};
use crate::solver::{Counters, Search, Step, Strategy};

/// Frames at one step per frame at the start of a race by steps: half a second at 60 Hz.
pub(crate) const WARM_UP_FRAMES: u64 = 30;

/// How the lanes are stepped together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum RaceMode {
    /// The same number of steps for every lane each frame.
    #[default]
    ByStep,
    /// The same share of the frame's time for every lane.
    ByTime,
}

impl RaceMode {
    pub const ALL: [RaceMode; 2] = [RaceMode::ByStep, RaceMode::ByTime];

    /// The value of the mode's option in the view.
    pub const fn id(self) -> &'static str {
        match self {
            RaceMode::ByStep => "step",
            RaceMode::ByTime => "time",
        }
    }

    pub fn from_id(id: &str) -> Option<RaceMode> {
        RaceMode::ALL.into_iter().find(|m| m.id() == id)
    }
}

/// What the race's controls ask for, and what its frames report.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum RaceAction {
    /// A new race of the chosen strategies on the board shown, running: the app state, which
    /// knows the board, starts it ([`RaceState::start`]).
    Start,
    Pause,
    Resume,
    /// No race: the lanes are dropped (the board changed).
    Reset,
    /// Choose or drop a strategy; at least two stay chosen.
    Toggle(Strategy),
    Mode(RaceMode),
    /// An animation frame: a frame's worth of the race's work.
    Frame,
}

/// How a lane's search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LaneResult {
    /// It found a solution (the race stops at the first).
    Solved,
    /// It explored every branch without finding one.
    NoSolution,
}

/// When and how a lane finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Finish {
    pub result: LaneResult,
    /// The lane's steps when it finished.
    pub step: u64,
    /// 1 for the first to finish; lanes that finish in the same frame with the same steps (by
    /// steps) or the same time (by time) share a place.
    pub place: usize,
}

/// The race as the app holds it. Cloning shares the lanes' searches (`Rc`), as for the player:
/// the reducer clones the state on every action.
#[derive(Clone)]
pub(crate) struct RaceState {
    /// Tags frames: a report for an older race is ignored.
    run: u64,
    /// The strategies that race, in [`Strategy::ALL`]'s order; at least two.
    chosen: Vec<Strategy>,
    mode: RaceMode,
    running: bool,
    /// The puzzle raced, if there is a race: a change of setup starts again on it.
    givens: Option<Grid>,
    /// Empty if there is no race or the givens clash.
    lanes: Vec<Lane>,
    /// Why there are no lanes for the puzzle (its givens clash).
    error: Option<Conflict>,
    pace: Pace,
}

impl std::fmt::Debug for RaceState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RaceState")
            .field("run", &self.run)
            .field("chosen", &self.chosen)
            .field("mode", &self.mode)
            .field("running", &self.running)
            .field("lanes", &self.lanes.len())
            .finish_non_exhaustive()
    }
}

/// What one animation frame is to do, decided from the state when the frame comes.
struct RaceFrame {
    quota: Quota,
    /// The unfinished lanes, by their index among the race's lanes.
    lanes: Vec<usize>,
}

/// What a frame did.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RaceReport {
    lanes: Vec<LaneReport>,
}

/// The strategies a race starts with: the three that fill the board cell by cell (DLX can be
/// added; four small boards crowd a phone).
const FIRST_CHOSEN: [Strategy; 3] = [
    Strategy::Classic,
    Strategy::Lexicographic,
    Strategy::Fastest,
];

impl Default for RaceState {
    /// No race yet; classic, lexicographic and fastest chosen, by steps.
    fn default() -> RaceState {
        RaceState {
            run: 0,
            chosen: FIRST_CHOSEN.to_vec(),
            mode: RaceMode::default(),
            running: false,
            givens: None,
            lanes: Vec::new(),
            error: None,
            pace: Pace::default(),
        }
    }
}

impl RaceState {
    /// Whether the page should ask for animation frames: while a race runs.
    pub fn wants_frames(&self) -> bool {
        self.running && self.lanes.iter().any(|l| l.finish.is_none())
    }

    /// An animation frame's work, reading `clock` (ms); what it did, or `None` if no race
    /// runs.
    pub fn frame(&mut self, clock: fn() -> f64) -> Option<RaceReport> {
        let plan = self.plan_frame()?;
        let report = plan.run(&mut self.lanes, clock);
        self.framed(&report);
        Some(report)
    }

    /// The work of the next animation frame, if the race runs.
    fn plan_frame(&self) -> Option<RaceFrame> {
        if !self.wants_frames() {
            return None;
        }
        let lanes: Vec<usize> = (0..self.lanes.len())
            .filter(|&i| self.lanes[i].finish.is_none())
            .collect();
        let quota = match self.mode {
            RaceMode::ByStep => Quota::Steps(self.pace.steps),
            RaceMode::ByTime => Quota::Millis(FRAME_BUDGET_MS / lanes.len() as f64),
        };
        Some(RaceFrame { quota, lanes })
    }

    /// Applies an action, reading `clock` (ms) for a frame's work; false if it changes nothing
    /// (a frame with no race running, a toggle that would leave one strategy, a pause with
    /// nothing running).
    pub fn apply(&mut self, action: RaceAction, clock: fn() -> f64) -> bool {
        match action {
            RaceAction::Start => return false,
            RaceAction::Pause => {
                if !self.running {
                    return false;
                }
                self.running = false;
            }
            RaceAction::Resume => {
                if self.running || !self.lanes.iter().any(|l| l.finish.is_none()) {
                    return false;
                }
                self.running = true;
            }
            RaceAction::Reset => {
                if self.givens.is_none() {
                    return false;
                }
                self.run += 1;
                self.running = false;
                self.givens = None;
                self.lanes.clear();
                self.error = None;
            }
            RaceAction::Toggle(strategy) => {
                let on = self.chosen.contains(&strategy);
                if on && self.chosen.len() <= 2 {
                    return false;
                }
                self.chosen = Strategy::ALL
                    .into_iter()
                    .filter(|&s| (s == strategy) != self.chosen.contains(&s))
                    .collect();
                self.restart();
            }
            RaceAction::Mode(mode) => {
                if mode == self.mode {
                    return false;
                }
                self.mode = mode;
                self.restart();
            }
            RaceAction::Frame => return self.frame(clock).is_some(),
        }
        true
    }

    /// What the page shows of the race now.
    pub fn snapshot(&self) -> RaceSnapshot {
        let lanes = self
            .lanes
            .iter()
            .map(|lane| {
                let search = &lane.search;
                LaneSnapshot {
                    strategy: lane.strategy,
                    grid: search.grid(),
                    counters: search.counters(),
                    calls: search.calls(),
                    work_ms: lane.work_ms,
                    finish: lane.finish,
                }
            })
            .collect();
        RaceSnapshot {
            chosen: self.chosen.clone(),
            mode: self.mode,
            running: self.running,
            givens: self.givens.unwrap_or_default(),
            lanes,
            error: self.error,
        }
    }

    /// A new race on `givens` with the chosen strategies, running unless the givens clash.
    pub fn start(&mut self, givens: Grid) {
        self.run += 1;
        self.givens = Some(givens);
        self.pace = Pace::default();
        let searches: Result<Vec<Search>, _> = self
            .chosen
            .iter()
            .map(|&strategy| Search::watched(&givens, strategy))
            .collect();
        match searches {
            Ok(searches) => {
                self.lanes = searches
                    .into_iter()
                    .map(|search| Lane {
                        strategy: search.strategy(),
                        search,
                        work_ms: 0.0,
                        finish: None,
                    })
                    .collect();
                self.error = None;
                self.running = true;
            }
            Err(conflict) => {
                self.lanes.clear();
                self.error = Some(conflict);
                self.running = false;
            }
        }
    }

    /// The race again on the same puzzle after a change of setup, paused if it was paused.
    fn restart(&mut self) {
        let Some(givens) = self.givens else {
            return;
        };
        let paused = !self.running && self.lanes.iter().any(|l| l.finish.is_none());
        self.start(givens);
        self.running &= !paused;
    }

    fn framed(&mut self, report: &RaceReport) {
        let placed_before = self.lanes.iter().filter(|l| l.finish.is_some()).count();
        for r in &report.lanes {
            self.lanes[r.lane].work_ms += r.work_ms;
        }
        // Lanes finishing in this frame come after those that finished before, in the order
        // of what the mode compares: their steps, or their time.
        let ends: Vec<(usize, LaneResult, u64)> = report
            .lanes
            .iter()
            .filter_map(|r| r.end.map(|(result, step)| (r.lane, result, step)))
            .collect();
        let keys: Vec<f64> = ends
            .iter()
            .map(|&(lane, _, step)| match self.mode {
                RaceMode::ByStep => step as f64,
                RaceMode::ByTime => self.lanes[lane].work_ms,
            })
            .collect();
        for (&(lane, result, step), key) in ends.iter().zip(&keys) {
            let ahead = keys.iter().filter(|k| *k < key).count();
            self.lanes[lane].finish = Some(Finish {
                result,
                step,
                place: placed_before + ahead + 1,
            });
        }
        let work_ms = report.lanes.iter().map(|r| r.work_ms).sum();
        self.pace = self.pace.after(work_ms);
        self.running &= self.lanes.iter().any(|l| l.finish.is_none());
    }
}

// What the public types above are made of.

#[derive(Clone)]
struct Lane {
    strategy: Strategy,
    search: Search,
    /// Milliseconds of search work so far.
    work_ms: f64,
    finish: Option<Finish>,
}

/// Steps per lane in the next frame of a race by steps.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pace {
    /// Frames reported so far in this race.
    frames: u64,
    steps: u64,
}

impl Default for Pace {
    fn default() -> Pace {
        Pace {
            frames: 0,
            steps: 1,
        }
    }
}

impl Pace {
    /// The pace after a frame that worked `work_ms` in all.
    fn after(self, work_ms: f64) -> Pace {
        let frames = self.frames + 1;
        let steps = if frames < WARM_UP_FRAMES {
            1
        } else {
            // As many steps as the last frame's rate fits in the budget, but at most twice as
            // many: the rate of a few steps is mostly noise.
            let fits = self.steps as f64 * FRAME_BUDGET_MS / work_ms.max(1e-3);
            (fits as u64).clamp(1, self.steps.saturating_mul(2))
        };
        Pace { frames, steps }
    }
}

mod frame;
mod snapshot;
#[cfg(test)]
mod tests;

use frame::{LaneReport, Quota};
pub(crate) use snapshot::{LaneSnapshot, RaceSnapshot};
