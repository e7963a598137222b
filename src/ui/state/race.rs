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

impl RaceFrame {
    /// Does the frame's work, lane after lane, reading `clock` (ms) every chunk of steps: by
    /// steps, to measure each lane's work (the next frame's steps follow from it); by time,
    /// also to stop the lane when its share is spent.
    fn run(self, lanes: &mut [Lane], clock: fn() -> f64) -> RaceReport {
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

/// Each lane's part of a frame.
#[derive(Clone, Copy)]
enum Quota {
    Steps(u64),
    Millis(f64),
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct LaneReport {
    lane: usize,
    /// Milliseconds the lane worked in this frame.
    work_ms: f64,
    /// How the search ended in this frame, and at which step.
    end: Option<(LaneResult, u64)>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Digit};

    /// Defeats plain backtracking: classic takes 159,088,596 steps (88,178,563 calls of the
    /// recursive function); the propagating strategies solve it by propagation alone: a step
    /// per deduction, then the one that reports the solution.
    const ADVERSARY: &str =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    /// Norvig's hard1: fastest takes a few hundred steps, lexicographic a few thousand,
    /// classic about a million.
    const HARD1: &str =
        ".....6....59.....82....8....45........3........6..3.54...325..6..................";
    /// From attractivechaos' hard 20: fastest takes a few hundred steps, lexicographic about
    /// seven thousand (more than one frame's share), classic millions.
    const HARD20_5: &str =
        "....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7";

    fn grid(line: &str) -> Grid {
        line.parse().expect("a puzzle line")
    }

    /// A clock that moves half a millisecond each time it is read: a frame's budget is then a
    /// fixed number of looks at the clock, whatever the machine.
    fn fake_clock() -> f64 {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|t| {
            t.set(t.get() + 0.5);
            t.get()
        })
    }

    /// Starts a race of `line`, checking it is told apart from the races before.
    fn start_anew(race: &mut RaceState, line: &str) {
        let before = race.run;
        race.start(grid(line));
        assert_eq!(
            race.run,
            before + 1,
            "a new race, told apart from older ones"
        );
    }

    fn started(line: &str, mode: RaceMode) -> RaceState {
        let mut race = RaceState::default();
        race.apply(RaceAction::Mode(mode), fake_clock);
        start_anew(&mut race, line);
        race
    }

    /// One frame, as the reducer takes it; what it did is returned.
    fn frame(race: &mut RaceState) -> RaceReport {
        race.frame(fake_clock).expect("a running race")
    }

    fn lane(snapshot: &RaceSnapshot, strategy: Strategy) -> &LaneSnapshot {
        (snapshot.lanes.iter())
            .find(|l| l.strategy == strategy)
            .expect("a lane of that strategy")
    }

    /// Checked without the solver: the givens are kept and every row, column and box holds
    /// the digits 1 to 9.
    fn assert_solves(solution: &Grid, givens: &Grid) {
        let digit = |row: usize, col: usize| {
            let cell = Cell::at(row, col).expect("a cell");
            solution.get(cell).map_or(0, Digit::get)
        };
        for cell in Cell::all() {
            if let Some(given) = givens.get(cell) {
                assert_eq!(solution.get(cell), Some(given), "given at {cell}");
            }
        }
        for i in 0..9 {
            let mut row: Vec<u8> = (0..9).map(|c| digit(i, c)).collect();
            let mut col: Vec<u8> = (0..9).map(|r| digit(r, i)).collect();
            let mut boxed: Vec<u8> = (0..9)
                .map(|k| digit(i / 3 * 3 + k / 3, i % 3 * 3 + k % 3))
                .collect();
            for unit in [&mut row, &mut col, &mut boxed] {
                unit.sort_unstable();
                assert_eq!(*unit, (1..=9).collect::<Vec<u8>>(), "unit {i}");
            }
        }
    }

    #[test]
    fn by_steps_the_lanes_take_the_same_steps_until_they_finish() {
        let mut race = started(HARD1, RaceMode::ByStep);
        let mut n = 0;
        while race.wants_frames() {
            frame(&mut race);
            n += 1;
            assert!(n < 10_000, "the race never ends");
            let snapshot = race.snapshot();
            let running: Vec<u64> = (snapshot.lanes.iter())
                .filter(|l| l.finish.is_none())
                .map(|l| l.counters.steps)
                .collect();
            assert!(running.windows(2).all(|w| w[0] == w[1]), "{running:?}");
            if n <= WARM_UP_FRAMES {
                assert_eq!(running, vec![n; 3], "one step per frame at the start");
            }
            for finished in snapshot.lanes.iter().filter_map(|l| l.finish) {
                assert!(running.iter().all(|&s| finished.step < s));
            }
        }
        assert!(
            race.pace.steps > 1000,
            "the pace grows after the warm-up: {:?}",
            race.pace
        );
        // By steps, the fewest steps win.
        let snapshot = race.snapshot();
        let standings = snapshot.standings().expect("all finished");
        let order: Vec<(Strategy, usize, u64)> = (standings.iter())
            .map(|l| {
                let finish = l.finish.unwrap();
                (l.strategy, finish.place, finish.step)
            })
            .collect();
        // Each lane finished where the same search stepped one step at a time does: the
        // race's slices neither lose nor add steps.
        let alone = |strategy| {
            let mut search = Search::watched(&grid(HARD1), strategy).unwrap();
            let mut steps = 1;
            while search.step() != Step::Solution {
                steps += 1;
            }
            steps
        };
        // On hard1: fastest a few hundred steps, lexicographic a few thousand, classic about a
        // million.
        let expected: Vec<(Strategy, usize, u64)> = [
            Strategy::Fastest,
            Strategy::Lexicographic,
            Strategy::Classic,
        ]
        .into_iter()
        .enumerate()
        .map(|(i, strategy)| (strategy, i + 1, alone(strategy)))
        .collect();
        assert_eq!(order, expected);
        for lane in &snapshot.lanes {
            assert_solves(&lane.grid, &grid(HARD1));
        }
        assert!(!race.running && race.frame(fake_clock).is_none());
        assert!(
            !race.apply(RaceAction::Resume, fake_clock),
            "nothing left to resume"
        );
    }

    #[test]
    fn by_time_each_running_lane_gets_the_same_time() {
        let mut race = started(HARD20_5, RaceMode::ByTime);
        let mut running = Vec::new();
        for _ in 0..5 {
            let report = frame(&mut race);
            // The budget is shared among the lanes still running when the frame began.
            let share = FRAME_BUDGET_MS / report.lanes.len() as f64;
            let times: Vec<f64> = (report.lanes.iter())
                .filter(|r| r.end.is_none())
                .map(|r| r.work_ms)
                .collect();
            running.push(times.len());
            assert!(times.windows(2).all(|w| w[0] == w[1]), "{times:?}");
            // Overshot by at most one look at the clock.
            assert!(share <= times[0] && times[0] <= share + 0.5, "{times:?}");
            for finished in report.lanes.iter().filter(|r| r.end.is_some()) {
                assert!(finished.work_ms <= times[0]);
            }
        }
        // Lexicographic and classic ran on after the first frame, then classic alone.
        assert_eq!(running, [2, 1, 1, 1, 1]);
        // Fastest's few hundred steps take less than its first share.
        let snapshot = race.snapshot();
        let fastest = lane(&snapshot, Strategy::Fastest);
        assert_eq!(fastest.finish.map(|f| f.place), Some(1));
        assert!(fastest.work_ms < FRAME_BUDGET_MS / 3.0 + 0.5);
    }

    #[test]
    fn on_the_adversary_the_propagating_strategies_finish_before_classic() {
        let givens = grid(ADVERSARY);
        let mut race = started(ADVERSARY, RaceMode::ByStep);
        for _ in 0..300 {
            frame(&mut race);
        }
        let snapshot = race.snapshot();
        let fastest = lane(&snapshot, Strategy::Fastest);
        let lexicographic = lane(&snapshot, Strategy::Lexicographic);
        let classic = lane(&snapshot, Strategy::Classic);
        let first = fastest.finish.expect("fastest finished");
        let second = lexicographic.finish.expect("lexicographic finished");
        // Propagation from the givens alone fills every empty cell, one deduction a step, then
        // the solution is a step: both at the same step, sharing the first place.
        let empty = 81 - givens.filled() as u64;
        assert_eq!((first.place, second.place), (1, 1));
        assert_eq!(
            (first.result, second.result),
            (LaneResult::Solved, LaneResult::Solved)
        );
        assert_eq!((first.step, second.step), (empty + 1, empty + 1));
        assert_eq!(first.step, fastest.counters.steps);
        assert_solves(&fastest.grid, &givens);
        assert_solves(&lexicographic.grid, &givens);
        // The puzzle has one solution: both found it.
        assert_eq!(fastest.grid, lexicographic.grid);
        assert_eq!(classic.finish, None);
        assert!(classic.counters.steps > second.step);
        assert!(classic.calls.is_some() && fastest.calls.is_none());
        assert!(race.running && race.wants_frames());
        assert_eq!(snapshot.standings(), None, "classic is still searching");
    }

    #[test]
    fn by_time_the_first_to_finish_on_the_clock_wins() {
        let mut race = started(HARD1, RaceMode::ByTime);
        let mut frames = 0;
        while race.wants_frames() {
            frame(&mut race);
            frames += 1;
            assert!(frames < 10_000, "the race never ends");
        }
        let snapshot = race.snapshot();
        let standings = snapshot.standings().expect("all finished");
        let places: Vec<usize> = standings.iter().map(|l| l.finish.unwrap().place).collect();
        assert_eq!(places, vec![1, 2, 3]);
        assert_eq!(standings[0].strategy, Strategy::Fastest);
        let times: Vec<f64> = standings.iter().map(|l| l.work_ms).collect();
        assert!(times.windows(2).all(|w| w[0] < w[1]), "{times:?}");
        for lane in &snapshot.lanes {
            assert_solves(&lane.grid, &grid(HARD1));
        }
    }

    #[test]
    fn a_puzzle_without_solution_finishes_as_no_solution() {
        // r1c9 can only be 9, and column 9 already has one.
        let line = format!("12345678.........9{}", ".".repeat(63));
        let mut race = started(&line, RaceMode::ByTime);
        frame(&mut race);
        let snapshot = race.snapshot();
        for lane in &snapshot.lanes {
            let finish = lane.finish.expect("finished in the first frame");
            assert_eq!(finish.result, LaneResult::NoSolution, "{}", lane.strategy);
            assert_eq!(finish.step, lane.counters.steps);
        }
        assert!(!race.running);
    }

    #[test]
    fn the_pace_starts_at_one_step_then_doubles_at_most_and_shrinks_when_over_budget() {
        let mut pace = Pace::default();
        for _ in 1..WARM_UP_FRAMES {
            pace = pace.after(0.01);
            assert_eq!(pace.steps, 1);
        }
        pace = pace.after(0.01);
        assert_eq!(pace.steps, 2, "the warm-up is over");
        pace = pace.after(0.01);
        assert_eq!(pace.steps, 4, "at most twice as many");
        let pace = Pace {
            frames: 100,
            steps: 10_000,
        };
        assert_eq!(pace.after(FRAME_BUDGET_MS * 4.0).steps, 2_500);
        assert_eq!(pace.after(FRAME_BUDGET_MS / 1.25).steps, 12_500);
        assert_eq!(
            Pace {
                frames: 100,
                steps: 1
            }
            .after(1e6)
            .steps,
            1
        );
    }

    #[test]
    fn a_race_started_anew_or_reset_starts_from_its_first_step() {
        let mut race = started(ADVERSARY, RaceMode::ByStep);
        for _ in 0..WARM_UP_FRAMES + 3 {
            frame(&mut race);
        }
        start_anew(&mut race, ADVERSARY);
        assert_eq!(race.pace, Pace::default());
        assert!(race.snapshot().lanes.iter().all(|l| l.counters.steps == 0));
        frame(&mut race);
        assert!(race.snapshot().lanes.iter().all(|l| l.counters.steps == 1));
        // A reset leaves no race: a frame then does nothing.
        assert!(race.apply(RaceAction::Reset, fake_clock));
        assert!(!race.apply(RaceAction::Frame, fake_clock));
        assert!(race.snapshot().lanes.is_empty() && !race.wants_frames());
    }

    #[test]
    fn at_least_two_strategies_stay_chosen() {
        let mut race = RaceState::default();
        assert_eq!(race.snapshot().chosen, FIRST_CHOSEN.to_vec());
        assert!(race.apply(RaceAction::Toggle(Strategy::Lexicographic), fake_clock));
        assert!(!race.apply(RaceAction::Toggle(Strategy::Classic), fake_clock));
        assert!(!race.apply(RaceAction::Toggle(Strategy::Fastest), fake_clock));
        assert_eq!(
            race.snapshot().chosen,
            vec![Strategy::Classic, Strategy::Fastest]
        );
        // Chosen again, in the usual order; DLX joins too.
        assert!(race.apply(RaceAction::Toggle(Strategy::Lexicographic), fake_clock));
        assert_eq!(race.snapshot().chosen, FIRST_CHOSEN.to_vec());
        assert!(race.apply(RaceAction::Toggle(Strategy::Dlx), fake_clock));
        assert_eq!(race.snapshot().chosen, Strategy::ALL.to_vec());
    }

    #[test]
    fn a_change_of_setup_starts_the_race_again_on_the_same_puzzle() {
        let mut race = started(ADVERSARY, RaceMode::ByStep);
        frame(&mut race);
        assert!(race.apply(RaceAction::Pause, fake_clock));
        assert!(race.plan_frame().is_none());
        let run = race.run;
        assert!(race.apply(RaceAction::Toggle(Strategy::Classic), fake_clock));
        let snapshot = race.snapshot();
        assert!(race.run > run);
        assert_eq!(snapshot.givens, grid(ADVERSARY));
        let strategies: Vec<Strategy> = snapshot.lanes.iter().map(|l| l.strategy).collect();
        assert_eq!(strategies, vec![Strategy::Lexicographic, Strategy::Fastest]);
        assert!(snapshot.lanes.iter().all(|l| l.counters.steps == 0));
        assert!(!snapshot.running, "a paused race stays paused");
        assert!(race.apply(RaceAction::Mode(RaceMode::ByTime), fake_clock));
        assert!(!race.apply(RaceAction::Mode(RaceMode::ByTime), fake_clock));
        assert!(race.apply(RaceAction::Resume, fake_clock));
        frame(&mut race);
        assert!(race.snapshot().lanes.iter().all(|l| l.work_ms > 0.0));
    }

    #[test]
    fn clashing_givens_have_no_race_and_say_why() {
        let line = format!("55{}", ".".repeat(79));
        let mut race = RaceState::default();
        let before = race.run;
        race.start(grid(&line));
        assert_eq!(
            race.run,
            before + 1,
            "a new race, told apart from older ones"
        );
        let snapshot = race.snapshot();
        assert!(snapshot.lanes.is_empty() && !snapshot.running);
        let error = snapshot.error.expect("a reason");
        let cells = (error.first.to_string(), error.second.to_string());
        assert_eq!(cells, ("r1c1".into(), "r1c2".into()));
        assert!(race.plan_frame().is_none());
    }

    #[test]
    fn the_app_races_the_board_shown_and_a_new_board_ends_the_race() {
        use crate::names::Place;
        use crate::ui::examples::EXAMPLES;
        use crate::ui::state::{Action, AppState, CellKey, FormatChoice, InputAction};
        use yew::Reducible;

        let reduce = |state: AppState, action| (*std::rc::Rc::new(state).reduce(action)).clone();
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let board = state.board();
        let state = reduce(state, Action::Race(RaceAction::Start));
        assert_eq!(state.race.snapshot().givens, board);
        assert!(state.race.wants_frames());
        let cell = Cell::all().find(|&c| board.get(c).is_some()).unwrap();
        let edited = reduce(
            state,
            Action::Input(InputAction::Key(Place::from(cell), CellKey::Clear)),
        );
        let snapshot = edited.race.snapshot();
        assert!(snapshot.lanes.is_empty() && !snapshot.running);
    }
}
