//! The player's part of the app state: which search is shown, at what speed, where it is
//! going. The search itself is [`crate::player::Player`].
//!
//! The search is plain data of the state: a step the user asks for, a piece of a jump and each
//! animation frame's work ([`PlayerAction::Frame`]) are taken by the reducer on its copy of
//! the state (a copy is cheap: the search's checkpoints are shared, see
//! [`crate::player::Player`]). Work is measured in time, not steps: a frame steps the search
//! until its budget is spent, so the page never runs a long task, whatever the speed or the
//! search's length.
//!
//! Playing stops at a breakpoint (a line of the code panel); "Next backtrack" and "Next
//! solution" run at full speed, over frames, to the next such step.

use super::jump::{GivenUp, Heard, Jump, Piece};
use super::pacing::Pacing;
use crate::code::{Role, Roles};
use crate::explain::Explanation;
use crate::grid::{Candidates, Cell, Conflict, Digit, Grid};
use crate::player::{Event, Narration, Overview, Player};
use crate::solver::{Counters, Step, Strategy};
use crate::ui::protocol::Request;
use std::rc::Rc;

mod exercise;
mod frame;
mod lines;
mod predict;
mod snapshot;

pub(crate) use lines::LineShown;
pub(crate) use predict::{AskAt, Asked, Feedback, Predict, PredictAction};
pub(crate) use snapshot::PlayerSnapshot;

/// Milliseconds of search work per animation frame while playing or exploring (a frame is
/// about 16 ms), leaving time to draw.
pub(crate) const FRAME_BUDGET_MS: f64 = 8.0;
/// The target of To end: the search's last step, whatever it is (a seek stops at the end).
const TO_END: u64 = u64::MAX;

/// Milliseconds of work per frame while seeking: the user waits for one board, so a frame may
/// work longer, leaving room under the 50 ms that make a task long for drawing the frame and
/// a garbage collection. A shorter budget no longer fills the time between two frames, and the
/// jump takes longer.
pub(crate) const SEEK_BUDGET_MS: f64 = 26.0;
/// Milliseconds of exploring at most in one idle callback: the browser may offer up to 50,
/// and drawing what the work changed comes on top.
pub(crate) const IDLE_BUDGET_MS: f64 = 20.0;
/// Steps done between two looks at the clock.
const CHUNK: u64 = 4096;
/// A seek this far beyond what is explored goes to the workers ([`PlayerState::jump_requests`]):
/// they step at full speed while the page draws (the page's thread makes about 3 million steps
/// a frame).
pub(crate) const JUMP_MIN_STEPS: u64 = 4_000_000;

/// The speed choices, in steps per second; `None` is "max": as many as the frame budget allows.
pub(crate) const SPEEDS: [Option<f64>; 12] = [
    Some(1.0),
    Some(2.0),
    Some(5.0),
    Some(10.0),
    Some(30.0),
    Some(100.0),
    Some(1e3),
    Some(1e4),
    Some(1e5),
    Some(1e6),
    Some(1e7),
    None,
];
/// Up to this speed (steps per second, about one a frame) the player shows each step's line
/// and reasons while playing.
const STEPS_SHOWN_PER_S: f64 = 60.0;
/// The speed a new player starts at.
pub(crate) const DEFAULT_SPEED: usize = 3;

/// What the player's controls and keys ask for, and what its work reports.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum PlayerAction {
    PlayPause,
    /// One step (in line mode, one line) forward or back; playing and seeking stop.
    Step {
        forward: bool,
    },
    /// How far a step goes: a try, a line of the program, or to a take-back.
    StepBy(StepBy),
    /// In line mode, the next step's line at this index (from 0) is shown, the lines before
    /// it run (a link's `line=`), once the seek under way lands.
    Line(usize),
    Seek(u64),
    /// In line mode, to the program's `n`th line run (from 1), exploring on to it if need be.
    GoToLine(u64),
    ToStart,
    ToEnd,
    Speed(usize),
    Faster(bool),
    Strategy(Strategy),
    /// Run at full speed to the next take-back.
    NextBacktrack,
    /// Run at full speed to the next dead end (the step before its take-back).
    NextDeadEnd,
    /// Run at full speed to the next solution, searching on past the one shown (up to the
    /// page's cap on solutions).
    NextSolution {
        cap: u64,
    },
    /// Set or clear the breakpoint on the line with this role.
    Breakpoint(Role),
    /// Colour the board by how often each cell was tried.
    Heatmap,
    /// Predict: on or off, where it asks, an answer, a skip ([`predict`]).
    Predict(PredictAction),
    /// An animation frame (or an idle callback) at `now` (ms): a frame's worth of the work
    /// under way (`idle_ms`: how long the browser expects to stay idle, when it says).
    Frame {
        now: f64,
        idle_ms: Option<f64>,
    },
}

/// How far Step forward and Step back (and the arrow keys) go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum StepBy {
    /// A step of the search: a digit tried, taken back, deduced; a dead end; a solution.
    #[default]
    Try,
    /// A line of the classic program ([`lines`]).
    Line,
    /// To the next take-back, or back to the one before the step shown.
    TakeBack,
}

impl StepBy {
    /// Its name in links (`by=`).
    pub const fn id(self) -> &'static str {
        match self {
            StepBy::Try => "try",
            StepBy::Line => "line",
            StepBy::TakeBack => "back",
        }
    }

    pub fn from_id(id: &str) -> Option<StepBy> {
        [StepBy::Try, StepBy::Line, StepBy::TakeBack]
            .into_iter()
            .find(|s| s.id() == id)
    }
}

/// Where a run at full speed is going.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum RunTo {
    Backtrack,
    DeadEnd,
    Solution { cap: u64 },
}

/// The player as the app holds it. The reducer copies the state on every action; a copy of
/// the search shares its checkpoints, so that costs a few kilobytes, not megabytes.
#[derive(Clone)]
pub(crate) struct PlayerState {
    /// Tags frames: a report for an older run is ignored.
    pub run: u64,
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    /// A position the user asked for (timeline, Home/End) that is not reached yet.
    pub target: Option<u64>,
    /// Milliseconds the search took on the page's clock: playing, seeking, running to an event
    /// (waiting for the workers' jump on the way included).
    pub elapsed_ms: f64,
    /// When the last busy frame came ([`PlayerState::elapsed_ms`] counts from there).
    busy_until: Option<f64>,
    /// A run at full speed to an event, under way.
    pub run_to: Option<RunTo>,
    /// Lines where playing stops; kept across strategies and puzzles.
    pub breakpoints: Roles,
    pub heatmap: bool,
    /// Steps and play go line by line of the program ([`lines`]).
    pub step_by: StepBy,
    /// In line mode, between two steps: the index of the next step's line shown (it and the
    /// lines before it have run).
    line: Option<usize>,
    /// A link's line, for when its seek lands.
    line_after_seek: Option<usize>,
    /// A line run asked for (Go to line) beyond the steps explored: the seek under way is an
    /// estimate toward it, looked at again when it lands.
    pub(super) line_target: Option<u64>,
    /// The puzzle searched: a new strategy starts a new search of it.
    givens: Grid,
    /// The search, or why there is none (givens clash).
    engine: Result<Player, Conflict>,
    /// The frames of play: steps owed at slow speeds.
    pacing: Pacing,
    /// A jump the workers explore for, if one is under way.
    jump: Option<Jump>,
    /// Jumps planned in this run so far: the next one's number (late pieces of an earlier
    /// jump are told apart by it).
    jumps: u32,
    /// A jump ended with parts still out: the workers are to stop.
    stop_workers: bool,
    /// Questions about the next step, and their score.
    pub predict: Predict,
}

impl std::fmt::Debug for PlayerState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlayerState")
            .field("run", &self.run)
            .field("strategy", &self.strategy)
            .field("playing", &self.playing)
            .finish_non_exhaustive()
    }
}

impl PlayerState {
    /// A stopped player at step 0 of `givens` searched with `strategy`.
    pub fn new(givens: &Grid, strategy: Strategy, run: u64, speed: usize) -> PlayerState {
        PlayerState {
            run,
            strategy,
            speed,
            playing: false,
            target: None,
            elapsed_ms: 0.0,
            busy_until: None,
            givens: *givens,
            engine: Player::new(givens, strategy),
            pacing: Pacing::default(),
            jump: None,
            jumps: 0,
            stop_workers: false,
            run_to: None,
            breakpoints: Roles::NONE,
            heatmap: false,
            step_by: StepBy::Try,
            line: None,
            line_after_seek: None,
            line_target: None,
            predict: Predict::default(),
        }
    }

    /// A new player on `givens` with this one's strategy, speed, breakpoints and heatmap
    /// choice, as run `run + 1`.
    pub fn restarted(&self, givens: &Grid) -> PlayerState {
        self.renewed(givens, self.strategy)
    }

    fn renewed(&self, givens: &Grid, strategy: Strategy) -> PlayerState {
        PlayerState {
            breakpoints: self.breakpoints,
            heatmap: self.heatmap,
            // DLX's pseudocode is not stepped line by line: it steps a try at a time.
            step_by: match self.step_by {
                StepBy::Line if !strategy.steps_by_line() => StepBy::Try,
                by => by,
            },
            // Predict stays on, with its score; what it asked was about the search left.
            predict: Predict {
                asked: None,
                feedback: None,
                ..self.predict.clone()
            },
            ..PlayerState::new(givens, strategy, self.run + 1, self.speed)
        }
    }

    /// Whether the page should keep asking for animation frames: while playing or seeking,
    /// and, when `may_explore`, while the search ahead is not fully explored.
    pub fn wants_frames(&self, may_explore: bool) -> bool {
        let Ok(engine) = &self.engine else {
            return false;
        };
        self.is_busy() || (may_explore && engine.end().is_none())
    }

    /// Whether the only work left is exploring ahead (nobody is waiting for it).
    pub fn explores_only(&self) -> bool {
        !self.is_busy()
    }

    /// Whether the search is moving for the user: playing, seeking, running to an event (and
    /// waiting for the workers' jump on the way). Its time counts as the search's.
    pub(super) fn is_busy(&self) -> bool {
        self.playing || self.target.is_some() || self.run_to.is_some()
    }

    fn at_end(&self) -> bool {
        self.engine.as_ref().is_ok_and(|e| e.at_end())
    }

    /// Applies `action`, reading `clock` (ms) for a frame's budget; false if it changes
    /// nothing (a frame that only waits for the workers).
    pub fn apply(&mut self, action: PlayerAction, clock: fn() -> f64) -> bool {
        // Between two steps only while stepping by line (and playing so, slowly).
        let keeps_line = matches!(
            action,
            PlayerAction::Frame { .. }
                | PlayerAction::Step { .. }
                | PlayerAction::Line(_)
                | PlayerAction::PlayPause
                | PlayerAction::Breakpoint(_)
                | PlayerAction::Heatmap
                | PlayerAction::Speed(_)
                | PlayerAction::Faster(_)
        );
        if !keeps_line {
            self.line = None;
        }
        // A question is about the step after the one shown: moving elsewhere drops it.
        let keeps_question = matches!(
            action,
            PlayerAction::Frame { .. }
                | PlayerAction::Step { forward: true }
                | PlayerAction::PlayPause
                | PlayerAction::Predict(_)
                | PlayerAction::Breakpoint(_)
                | PlayerAction::Heatmap
                | PlayerAction::Speed(_)
                | PlayerAction::Faster(_)
        );
        if !keeps_question {
            self.predict.asked = None;
        }
        match action {
            PlayerAction::Frame { now, idle_ms } => return self.frame(now, idle_ms, clock),
            // A question waits for its answer; asking at every step, play asks at once.
            PlayerAction::PlayPause if self.predict.asked.is_some() => return false,
            PlayerAction::PlayPause
                if !self.playing && self.predict.on && self.predict.ask_at == AskAt::EveryStep =>
            {
                return self.asks_before_step();
            }
            PlayerAction::PlayPause => {
                self.playing = !self.playing && !self.at_end();
                self.pacing.restart();
                self.run_to = None;
            }
            PlayerAction::Step { forward: true } if self.asks_before_step() => {
                self.playing = false;
                self.target = None;
                self.run_to = None;
            }
            // A step back replays from a checkpoint: a few thousand steps at most.
            PlayerAction::Step { forward } if self.step_by == StepBy::Line => {
                self.step_line(forward);
                self.playing = false;
                self.target = None;
                self.run_to = None;
            }
            PlayerAction::Step { forward: true } if self.step_by == StepBy::TakeBack => {
                self.run_to(RunTo::Backtrack);
            }
            PlayerAction::Step { forward } => {
                if let Ok(player) = &mut self.engine {
                    if forward {
                        player.step_forward();
                    } else if self.step_by == StepBy::TakeBack {
                        // Back over a few hundred steps: they only go forward between two.
                        player.back_until(Event::Backtrack);
                    } else {
                        player.step_back();
                    }
                }
                self.playing = false;
                self.target = None;
                self.run_to = None;
            }
            PlayerAction::NextBacktrack => self.run_to(RunTo::Backtrack),
            PlayerAction::NextDeadEnd => self.run_to(RunTo::DeadEnd),
            PlayerAction::NextSolution { cap } => self.run_to(RunTo::Solution { cap }),
            PlayerAction::Breakpoint(role) => {
                self.breakpoints = if self.breakpoints.contains(role) {
                    self.breakpoints.without(role)
                } else {
                    self.breakpoints.with(role)
                };
            }
            PlayerAction::Heatmap => self.heatmap = !self.heatmap,
            PlayerAction::StepBy(by) => {
                self.step_by = by;
                // Predict asks about tries, not lines or take-backs.
                if by != StepBy::Try {
                    self.predict.on = false;
                }
            }
            PlayerAction::Predict(action) => return self.predict(action),
            PlayerAction::Line(line) => self.set_line(line),
            PlayerAction::Seek(step) => self.seek(step),
            PlayerAction::GoToLine(n) => self.go_to_line(n),
            PlayerAction::ToStart => self.seek(0),
            // The seek stops at the end, exploring there first if it is not known yet.
            PlayerAction::ToEnd => self.seek(TO_END),
            PlayerAction::Speed(i) => self.speed = i.min(SPEEDS.len() - 1),
            PlayerAction::Faster(up) => {
                self.speed = if up {
                    (self.speed + 1).min(SPEEDS.len() - 1)
                } else {
                    self.speed.saturating_sub(1)
                };
            }
            // A new search of the same puzzle, as a new run.
            PlayerAction::Strategy(strategy) => *self = self.renewed(&self.givens, strategy),
        }
        true
    }

    fn seek(&mut self, target: u64) {
        self.playing = false;
        self.run_to = None;
        self.line_target = None;
        self.target = Some(target);
    }

    fn run_to(&mut self, run_to: RunTo) {
        self.playing = false;
        self.target = None;
        self.run_to = Some(run_to);
    }

    /// The requests that start a jump to the seek's target on `workers` workers, when it is far
    /// beyond what is explored in a classic search (the others are short) and the workers are
    /// free: the page then waits for them ([`Work::Wait`]) rather than stepping there itself.
    /// A jump under way goes on further if the target moves on.
    pub fn jump_requests(&mut self, workers: usize, busy: bool) -> Vec<(usize, Request)> {
        let Some(target) = self.target else {
            return Vec::new();
        };
        let Ok(engine) = &self.engine else {
            return Vec::new();
        };
        if let Some(jump) = &mut self.jump {
            jump.to = jump.to.max(target);
            return Vec::new();
        }
        let far = target.saturating_sub(engine.explored()) >= JUMP_MIN_STEPS;
        if engine.end().is_some() || !far || busy || self.strategy != Strategy::Classic {
            return Vec::new();
        }
        match Jump::plan(self.run, self.jumps, engine, target, workers) {
            Some((jump, requests)) => {
                self.jumps += 1;
                self.jump = Some(jump);
                requests
            }
            None => Vec::new(),
        }
    }

    /// The parts the jump under way handed out since the last call, with the worker each is
    /// for (see [`Jump`]): a worker that finishes a part is given the next.
    pub fn handed_parts(&mut self) -> Vec<(usize, Request)> {
        self.jump.as_mut().map_or_else(Vec::new, Jump::take_handed)
    }

    /// Hands every part of the jump under way out at once: at a link's opening, the page is
    /// busy drawing itself and cannot hand them out as the workers finish theirs.
    pub fn hand_out_all_parts(&mut self) {
        if let Some(jump) = &mut self.jump {
            jump.hand_out_all();
        }
    }

    /// Calls of BOJ 12095's reference program at the step shown (a classic search's only).
    pub fn boj_calls(&self) -> Option<u64> {
        self.engine.as_ref().ok()?.search().boj_calls()
    }

    /// Whether a jump is under way in the workers (its run, to stop them when this search is
    /// left).
    pub fn jumping(&self) -> Option<u64> {
        self.jump.as_ref().map(|_| self.run)
    }

    /// Gives the jump up (the workers are wanted for something else): the page seeks itself.
    pub fn stop_jumping(&mut self) {
        self.jump = None;
    }

    /// A piece of a part of run `run`'s search, from `worker` at `now`: spliced onto the
    /// page's player when the parts before it are in. Once the target is explored the jump
    /// is over (the workers are to stop); a piece that does not splice gives it up (the page
    /// seeks on its own). `None` if the piece is not this jump's (it changes nothing); else
    /// whether the page is to show it (at most every 100 ms while the pieces come: drawing
    /// the page for each of hundreds would take its thread from the workers).
    pub fn part_heard(&mut self, worker: usize, run: u64, piece: Piece, now: f64) -> Option<bool> {
        let ours = self.jump.as_ref().is_some_and(|j| j.id == piece.jump);
        if run != self.run || !ours {
            return None;
        }
        // The workers' exploring for the step asked for is the search's time too.
        let busy = self.is_busy();
        let (Some(jump), Ok(engine)) = (&mut self.jump, &mut self.engine) else {
            return None;
        };
        let heard = jump.hear(worker, piece, engine, now);
        if busy {
            self.count_elapsed(now);
        }
        match heard {
            Ok(Heard::Quietly) => return Some(false),
            Ok(Heard::Progress) => {}
            Ok(Heard::Done) | Err(GivenUp) => self.end_jump(),
        }
        Some(true)
    }

    /// Ends the jump; the workers are to stop if some of its parts are still out.
    fn end_jump(&mut self) {
        if self.jump.take().is_some_and(|j| !j.all_in()) {
            self.stop_workers = true;
        }
    }

    /// Whether a jump ended with parts still out since the last call: the workers are to
    /// stop.
    pub fn take_stop_workers(&mut self) -> bool {
        std::mem::take(&mut self.stop_workers)
    }
}

#[cfg(test)]
mod tests;
