//! The player's part of the app state: which search is shown, at what speed, and the work
//! each animation frame does. The search itself lives in [`crate::player::Player`].
//!
//! Work is measured in time, not steps: each frame steps the search until its time budget is
//! spent, so the page never runs a long task, whatever the speed or the search's length.

use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::player::Player;
use crate::solver::{Counters, Step, Strategy};
use std::cell::RefCell;
use std::rc::Rc;

/// Milliseconds of search work per animation frame while playing or exploring (a frame is
/// about 16 ms), leaving time to draw.
pub const FRAME_BUDGET_MS: f64 = 8.0;
/// Milliseconds of work per frame while seeking: the user waits for one board, so a frame
/// may work longer, still well under the 50 ms that makes a task long. Drawing the frame takes
/// a few more, and a garbage collection now and then 10-20 more: at 30 ms, CI saw tasks of
/// 50-60 ms. Less is slower than it looks: at 22 ms the frames no longer fill the time between
/// two animation frames (the cold jump to step 50,000,000 took a quarter longer).
pub const SEEK_BUDGET_MS: f64 = 26.0;
/// Steps done between two looks at the clock.
const CHUNK: u64 = 4096;

/// The speed choices, in steps per second; `None` is "max": as many as the frame budget allows.
pub const SPEEDS: [(Option<f64>, &str); 12] = [
    (Some(1.0), "1 step/s"),
    (Some(2.0), "2 steps/s"),
    (Some(5.0), "5 steps/s"),
    (Some(10.0), "10 steps/s"),
    (Some(30.0), "30 steps/s"),
    (Some(100.0), "100 steps/s"),
    (Some(1e3), "1,000 steps/s"),
    (Some(1e4), "10,000 steps/s"),
    (Some(1e5), "100,000 steps/s"),
    (Some(1e6), "1,000,000 steps/s"),
    (Some(1e7), "10,000,000 steps/s"),
    (None, "max"),
];
/// The speed a new player starts at.
pub const DEFAULT_SPEED: usize = 3;

/// The player as the app holds it. Cloning shares the same search (`Rc`): the reducer clones
/// state on every action, and the search must not be copied every frame.
#[derive(Clone)]
pub struct Watch {
    /// Tags frames: a frame for an older run is ignored.
    pub run: u64,
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    /// A position the user asked for (timeline, Home/End) that is not reached yet.
    pub target: Option<u64>,
    /// Milliseconds spent playing.
    pub elapsed_ms: f64,
    /// The search, or why there is none (givens clash).
    pub engine: Result<Rc<RefCell<Player>>, String>,
    /// Fractional steps owed at slow speeds.
    carry: f64,
    last_frame: Option<f64>,
}

impl PartialEq for Watch {
    fn eq(&self, other: &Watch) -> bool {
        // The engine changes in place; `run` and the fields say when it was replaced.
        self.run == other.run
            && self.strategy == other.strategy
            && self.speed == other.speed
            && self.playing == other.playing
            && self.target == other.target
            && self.elapsed_ms == other.elapsed_ms
    }
}

impl std::fmt::Debug for Watch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watch")
            .field("run", &self.run)
            .field("strategy", &self.strategy)
            .field("playing", &self.playing)
            .finish_non_exhaustive()
    }
}

impl Watch {
    /// A stopped player at step 0 of `givens` searched with `strategy`.
    pub fn new(givens: &Grid, strategy: Strategy, run: u64, speed: usize) -> Watch {
        Watch {
            run,
            strategy,
            speed,
            playing: false,
            target: None,
            elapsed_ms: 0.0,
            engine: Player::new(givens, strategy)
                .map(|p| Rc::new(RefCell::new(p)))
                .map_err(|c| format!("The givens conflict: {c}. Fix the board to watch a search.")),
            carry: 0.0,
            last_frame: None,
        }
    }

    /// Whether the page should keep asking for animation frames: while playing or seeking,
    /// and, when `may_explore`, while the search ahead is not fully explored.
    pub fn wants_frames(&self, may_explore: bool) -> bool {
        let Ok(engine) = &self.engine else {
            return false;
        };
        self.playing || self.target.is_some() || (may_explore && engine.borrow().end().is_none())
    }

    pub fn toggle(&mut self) {
        self.playing = !self.playing && !self.at_end();
        self.last_frame = None;
        self.carry = 0.0;
    }

    pub fn pause(&mut self) {
        self.playing = false;
    }

    fn at_end(&self) -> bool {
        self.engine.as_ref().is_ok_and(|e| e.borrow().at_end())
    }

    /// Seeks to `target` (reached over the next frames if it is far).
    pub fn seek(&mut self, target: u64) {
        self.playing = false;
        self.target = Some(target);
    }

    /// One step forward or back, now (a step back replays at most one checkpoint interval).
    pub fn step(&mut self, forward: bool) {
        self.playing = false;
        self.target = None;
        if let Ok(engine) = &self.engine {
            let mut player = engine.borrow_mut();
            if forward {
                player.step_forward();
            } else {
                player.step_back();
            }
        }
    }

    pub fn faster(&mut self, up: bool) {
        self.speed = if up {
            (self.speed + 1).min(SPEEDS.len() - 1)
        } else {
            self.speed.saturating_sub(1)
        };
    }

    /// One animation frame at time `now` (ms): play, seek or explore ahead, within the budget.
    pub fn frame(&mut self, now: f64, clock: fn() -> f64) {
        let Ok(engine) = self.engine.clone() else {
            return;
        };
        let mut player = engine.borrow_mut();
        let budget = if self.target.is_some() && !self.playing {
            SEEK_BUDGET_MS
        } else {
            FRAME_BUDGET_MS
        };
        let deadline = clock() + budget;
        let dt = self.last_frame.map_or(0.0, |t| (now - t).max(0.0));
        self.last_frame = Some(now);
        if self.playing {
            self.elapsed_ms += dt;
            match SPEEDS[self.speed].0 {
                Some(per_second) => {
                    self.carry += per_second * dt / 1000.0;
                    // The first frame of a run moves one step at once.
                    let whole = self.carry.floor().max(if dt == 0.0 { 1.0 } else { 0.0 });
                    self.carry -= whole.min(self.carry);
                    let goal = player.position() + whole as u64;
                    while !player.seek(goal, CHUNK) && clock() < deadline {}
                }
                // Max: as far as the budget goes, showing the latest state.
                None => {
                    while !player.at_end() && clock() < deadline {
                        let next = player.position() + CHUNK;
                        player.seek(next, CHUNK);
                    }
                }
            }
            if player.at_end() {
                self.playing = false;
            }
        } else if let Some(target) = self.target {
            while !player.seek(target, CHUNK) && clock() < deadline {}
            if player.position() == target || player.at_end() {
                self.target = None;
            }
        } else {
            // Idle: explore ahead so the total is known and any step is a short replay away.
            while !player.explore(CHUNK) && clock() < deadline {}
        }
    }
}

/// What the page shows of the player: plain data, so views re-render only when it changes.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerView {
    pub run: u64,
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    pub seeking: bool,
    pub position: u64,
    /// Steps in the whole search, once known.
    pub end: Option<u64>,
    pub explored: u64,
    pub counters: Counters,
    pub stack: Vec<(Cell, Digit)>,
    pub narration: String,
    pub last: Option<Step>,
    pub grid: Grid,
    /// The cell being worked on and its candidates.
    pub focus: Option<(Cell, Candidates)>,
    pub elapsed_ms: f64,
    /// Why there is no search (the givens clash).
    pub error: Option<String>,
}

impl Watch {
    pub fn view(&self) -> PlayerView {
        let mut view = PlayerView {
            run: self.run,
            strategy: self.strategy,
            speed: self.speed,
            playing: self.playing,
            seeking: self.target.is_some(),
            position: 0,
            end: None,
            explored: 0,
            counters: Counters::default(),
            stack: Vec::new(),
            narration: String::new(),
            last: None,
            grid: Grid::empty(),
            focus: None,
            elapsed_ms: self.elapsed_ms,
            error: None,
        };
        match &self.engine {
            Ok(engine) => {
                let player = engine.borrow();
                let search = player.search();
                view.position = player.position();
                view.end = player.end();
                view.explored = player.explored();
                view.counters = search.counters();
                view.stack = search.stack().collect();
                view.narration = player.narration();
                view.last = player.last_step();
                view.grid = search.grid();
                view.focus = player.focus();
            }
            Err(message) => view.error = Some(message.clone()),
        }
        view
    }
}
