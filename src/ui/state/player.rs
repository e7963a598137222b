//! The player's part of the app state: which search is shown, at what speed, where it is
//! going. The search itself is [`crate::player::Player`].
//!
//! Search work never runs in the reducer. A step the user asks for is taken by the event
//! handler ([`PlayerState::step_now`]), and each animation frame's work by the frame callback
//! ([`FramePlan::run`]); both hand the reducer a report of what they did. Work is measured in
//! time, not steps: a frame steps the search until its budget is spent, so the page never
//! runs a long task, whatever the speed or the search's length.
//!
//! Playing stops at a breakpoint (a line of the code panel); "Next backtrack" and "Next
//! solution" run at full speed, over frames, to the next such step.

use super::jump::{GivenUp, Heard, Jump, Piece};
use crate::code::{Role, Roles};
use crate::explain::Explanation;
use crate::grid::{Candidates, Cell, Conflict, Digit, Grid};
use crate::player::{Event, Narration, Overview, Player};
use crate::solver::{Counters, Step, Strategy};
use crate::ui::protocol::Request;
use std::cell::RefCell;
use std::rc::Rc;

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
    /// One step forward or back: taken by [`PlayerState::step_now`] before this reaches the
    /// reducer, which then stops playing and seeking.
    Step {
        forward: bool,
    },
    Seek(u64),
    ToStart,
    ToEnd,
    Speed(usize),
    Faster(bool),
    Strategy(Strategy),
    /// Run at full speed to the next take-back.
    NextBacktrack,
    /// Run at full speed to the next solution, searching on past the one shown (up to the
    /// page's cap on solutions).
    NextSolution {
        cap: u64,
    },
    /// Set or clear the breakpoint on the line with this role.
    Breakpoint(Role),
    /// Colour the board by how often each cell was tried.
    Heatmap,
    /// An animation frame's work is done ([`FramePlan::run`]).
    Framed(FrameReport),
}

/// Where a run at full speed is going.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum RunTo {
    Backtrack,
    Solution { cap: u64 },
}

/// The player as the app holds it. Cloning shares the same search (`Rc`): the reducer clones
/// state on every action, and the search must not be copied every frame.
#[derive(Clone)]
pub(crate) struct PlayerState {
    /// Tags frames: a report for an older run is ignored.
    pub run: u64,
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    /// A position the user asked for (timeline, Home/End) that is not reached yet.
    pub target: Option<u64>,
    /// Milliseconds spent playing.
    pub elapsed_ms: f64,
    /// A run at full speed to an event, under way.
    pub run_to: Option<RunTo>,
    /// Lines where playing stops; kept across strategies and puzzles.
    pub breakpoints: Roles,
    pub heatmap: bool,
    /// The puzzle searched: a new strategy starts a new search of it.
    givens: Grid,
    /// The search, or why there is none (givens clash).
    engine: Result<Rc<RefCell<Player>>, Conflict>,
    /// Fractional steps owed at slow speeds.
    carry: f64,
    last_frame: Option<f64>,
    /// A jump the workers explore for, if one is under way (shared like the engine: it holds
    /// the pieces not spliced yet).
    jump: Option<Rc<RefCell<Jump>>>,
    /// Jumps planned in this run so far: the next one's number (late pieces of an earlier
    /// jump are told apart by it).
    jumps: u32,
    /// A jump ended with parts still out: the workers are to stop.
    stop_workers: bool,
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

/// What one animation frame is to do, decided from the state when the frame comes.
pub(crate) struct FramePlan {
    run: u64,
    now: f64,
    engine: Rc<RefCell<Player>>,
    work: Work,
    breakpoints: Roles,
}

enum Work {
    /// Play: move `steps` forward (`None`: as far as the budget goes).
    Play {
        steps: Option<u64>,
        carry: f64,
    },
    Seek(u64),
    RunTo(RunTo),
    /// Explore ahead so the total is known and any step is a short replay away.
    Explore,
    /// Nothing: the worker explores toward the seek's target.
    Wait,
}

/// What a frame did, for the reducer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct FrameReport {
    run: u64,
    now: f64,
    /// Fractional steps still owed when playing.
    carry: f64,
    /// The search is at its end.
    at_end: bool,
    /// The position is the seek's target, or the event run to (or the end on the way).
    reached: bool,
    /// Playing met a breakpoint.
    stopped: bool,
    /// The frame only waited for the workers: nothing changed.
    waited: bool,
}

impl FrameReport {
    /// The frame only waited for the workers' jump: nothing changed, and the page need not be
    /// drawn again (each frame of a jump, that took the page's thread from their pieces).
    pub fn waited(&self) -> bool {
        self.waited
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
            givens: *givens,
            engine: Player::new(givens, strategy).map(|p| Rc::new(RefCell::new(p))),
            carry: 0.0,
            last_frame: None,
            jump: None,
            jumps: 0,
            stop_workers: false,
            run_to: None,
            breakpoints: Roles::NONE,
            heatmap: false,
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
            ..PlayerState::new(givens, strategy, self.run + 1, self.speed)
        }
    }

    /// Whether the page should keep asking for animation frames: while playing or seeking,
    /// and, when `may_explore`, while the search ahead is not fully explored.
    pub fn wants_frames(&self, may_explore: bool) -> bool {
        let Ok(engine) = &self.engine else {
            return false;
        };
        self.playing
            || self.target.is_some()
            || self.run_to.is_some()
            || (may_explore && engine.borrow().end().is_none())
    }

    /// Whether the only work left is exploring ahead (nobody is waiting for it).
    pub fn explores_only(&self) -> bool {
        !self.playing && self.target.is_none() && self.run_to.is_none()
    }

    fn at_end(&self) -> bool {
        self.engine.as_ref().is_ok_and(|e| e.borrow().at_end())
    }

    /// Takes the step `action` asks for, if it is [`PlayerAction::Step`]: in the event handler,
    /// not in the reducer (a step back replays from a checkpoint).
    pub fn step_now(&self, action: PlayerAction) {
        if let (PlayerAction::Step { forward }, Ok(engine)) = (action, &self.engine) {
            let mut player = engine.borrow_mut();
            if forward {
                player.step_forward();
            } else {
                player.step_back();
            }
        }
    }

    /// The work of an animation frame at time `now` (ms), if there is any.
    pub fn plan_frame(&self, now: f64) -> Option<FramePlan> {
        let engine = self.engine.as_ref().ok()?.clone();
        let work = if self.playing {
            let dt = self.last_frame.map_or(0.0, |t| (now - t).max(0.0));
            match SPEEDS[self.speed] {
                Some(per_second) => {
                    let owed = self.carry + per_second * dt / 1000.0;
                    // The first frame of a run moves one step at once.
                    let whole = owed.floor().max(if dt == 0.0 { 1.0 } else { 0.0 });
                    Work::Play {
                        steps: Some(whole as u64),
                        carry: owed - whole.min(owed),
                    }
                }
                None => Work::Play {
                    steps: None,
                    carry: 0.0,
                },
            }
        } else if let Some(target) = self.target {
            let explored = engine.borrow().explored();
            match &self.jump {
                Some(jump) if explored < target && jump.borrow_mut().waits(now) => Work::Wait,
                _ => Work::Seek(target),
            }
        } else if let Some(run_to) = self.run_to {
            Work::RunTo(run_to)
        } else if self.jump.as_ref().is_some_and(|j| j.borrow().waiting(now)) {
            // Parts still coming: the page's own exploring would move away from where they
            // start.
            Work::Wait
        } else {
            Work::Explore
        };
        Some(FramePlan {
            run: self.run,
            now,
            engine,
            work,
            breakpoints: self.breakpoints,
        })
    }

    /// Applies an action that needs no search work; false if it changes nothing (a report of
    /// an old run).
    pub fn apply(&mut self, action: PlayerAction) -> bool {
        match action {
            PlayerAction::Framed(report) => return self.framed(report),
            PlayerAction::PlayPause => {
                self.playing = !self.playing && !self.at_end();
                self.last_frame = None;
                self.carry = 0.0;
                self.run_to = None;
            }
            // Taken already (step_now): stop whatever the player was doing.
            PlayerAction::Step { .. } => {
                self.playing = false;
                self.target = None;
                self.run_to = None;
            }
            PlayerAction::NextBacktrack => self.run_to(RunTo::Backtrack),
            PlayerAction::NextSolution { cap } => self.run_to(RunTo::Solution { cap }),
            PlayerAction::Breakpoint(role) => {
                self.breakpoints = if self.breakpoints.contains(role) {
                    self.breakpoints.without(role)
                } else {
                    self.breakpoints.with(role)
                };
            }
            PlayerAction::Heatmap => self.heatmap = !self.heatmap,
            PlayerAction::Seek(step) => self.seek(step),
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
        if let Some(jump) = &self.jump {
            let mut jump = jump.borrow_mut();
            jump.to = jump.to.max(target);
            return Vec::new();
        }
        let player = engine.borrow();
        let far = target.saturating_sub(player.explored()) >= JUMP_MIN_STEPS;
        if player.end().is_some() || !far || busy || self.strategy != Strategy::Classic {
            return Vec::new();
        }
        match Jump::plan(self.run, self.jumps, &player, target, workers) {
            Some((jump, requests)) => {
                self.jumps += 1;
                self.jump = Some(Rc::new(RefCell::new(jump)));
                requests
            }
            None => Vec::new(),
        }
    }

    /// The parts the jump under way handed out since the last call, with the worker each is
    /// for (see [`Jump`]): a worker that finishes a part is given the next.
    pub fn handed_parts(&mut self) -> Vec<(usize, Request)> {
        self.jump
            .as_ref()
            .map_or_else(Vec::new, |jump| jump.borrow_mut().take_handed())
    }

    /// Hands every part of the jump under way out at once: at a link's opening, the page is
    /// busy drawing itself and cannot hand them out as the workers finish theirs.
    pub fn hand_out_all_parts(&mut self) {
        if let Some(jump) = &self.jump {
            jump.borrow_mut().hand_out_all();
        }
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
    /// seeks on its own). True if the page is to be drawn again (at most every 100 ms while
    /// the pieces come).
    pub fn part_heard(&mut self, worker: usize, run: u64, piece: Piece, now: f64) -> bool {
        let (Some(jump), Ok(engine)) = (&self.jump, &self.engine) else {
            return false;
        };
        if run != self.run || piece.jump != jump.borrow().id {
            return false;
        }
        let heard = jump
            .borrow_mut()
            .hear(worker, piece, &mut engine.borrow_mut(), now);
        match heard {
            Ok(Heard::Quietly) => false,
            Ok(Heard::Progress) => true,
            Ok(Heard::Done) | Err(GivenUp) => {
                self.end_jump();
                true
            }
        }
    }

    /// Ends the jump; the workers are to stop if some of its parts are still out.
    fn end_jump(&mut self) {
        if self.jump.take().is_some_and(|j| !j.borrow().all_in()) {
            self.stop_workers = true;
        }
    }

    /// Whether a jump ended with parts still out since the last call: the workers are to
    /// stop.
    pub fn take_stop_workers(&mut self) -> bool {
        std::mem::take(&mut self.stop_workers)
    }

    fn framed(&mut self, report: FrameReport) -> bool {
        if report.run != self.run {
            return false;
        }
        // No news of the jump for too long: the page goes on without it.
        if self
            .jump
            .as_ref()
            .is_some_and(|j| !j.borrow().waiting(report.now))
        {
            self.end_jump();
        }
        if self.playing {
            let dt = self.last_frame.map_or(0.0, |t| (report.now - t).max(0.0));
            self.elapsed_ms += dt;
            self.carry = report.carry;
            self.playing = !report.at_end && !report.stopped;
        } else if self.target.is_some() && report.reached {
            self.target = None;
        } else if self.run_to.is_some() && report.reached {
            self.run_to = None;
        }
        self.last_frame = Some(report.now);
        true
    }
}

impl FramePlan {
    /// Does the frame's work, until `clock` (ms) passes the frame's budget. In an idle
    /// callback, `idle_ms` is how long the browser expects to stay idle: exploring then
    /// takes what is offered, up to [`IDLE_BUDGET_MS`].
    pub fn run(self, clock: fn() -> f64, idle_ms: Option<f64>) -> FrameReport {
        let mut player = self.engine.borrow_mut();
        let budget = match (&self.work, idle_ms) {
            (Work::Seek(_) | Work::RunTo(_), _) => SEEK_BUDGET_MS,
            (Work::Explore, Some(idle)) => idle.clamp(1.0, IDLE_BUDGET_MS),
            (Work::Play { .. } | Work::Explore | Work::Wait, _) => FRAME_BUDGET_MS,
        };
        let deadline = clock() + budget;
        let waited = matches!(self.work, Work::Wait);
        let mut carry = 0.0;
        let mut reached = false;
        let mut stopped = false;
        // Playing with breakpoints walks step by step, looking at each step's lines.
        let breakpoints = (!self.breakpoints.is_empty()).then_some(Event::Lines(self.breakpoints));
        match self.work {
            Work::Play {
                steps: Some(steps),
                carry: owed,
            } => {
                carry = owed;
                let goal = player.position() + steps;
                if let Some(event) = breakpoints {
                    while player.position() < goal && !stopped && clock() < deadline {
                        let budget = (goal - player.position()).min(CHUNK);
                        stopped = player.run_until(event, budget) == Some(true);
                        stopped |= player.at_end();
                    }
                } else {
                    while !player.seek(goal, CHUNK) && clock() < deadline {}
                }
            }
            // Max: as far as the budget goes, showing the latest state.
            Work::Play { steps: None, .. } => {
                while !player.at_end() && !stopped && clock() < deadline {
                    if let Some(event) = breakpoints {
                        stopped = player.run_until(event, CHUNK) == Some(true);
                    } else {
                        let next = player.position() + CHUNK;
                        player.seek(next, CHUNK);
                    }
                }
            }
            Work::Seek(target) => {
                while !player.seek(target, CHUNK) && clock() < deadline {}
                reached = player.position() == target || player.at_end();
            }
            Work::RunTo(run_to) => {
                let event = match run_to {
                    RunTo::Backtrack => Event::Backtrack,
                    RunTo::Solution { cap } => {
                        // At the solution shown: let the search go on to the next one.
                        if player.at_end() {
                            player.search_on(cap);
                        }
                        Event::Solution
                    }
                };
                while !reached && clock() < deadline {
                    reached = player.run_until(event, CHUNK).is_some();
                }
            }
            Work::Explore => while !player.explore(CHUNK) && clock() < deadline {},
            Work::Wait => {}
        }
        FrameReport {
            run: self.run,
            now: self.now,
            carry,
            at_end: player.at_end(),
            reached,
            stopped,
            waited,
        }
    }
}

/// What the page shows of the player at one moment: plain data, so views re-render only when
/// it changes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PlayerSnapshot {
    pub run: u64,
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    /// The step a seek is on its way to, within the search as far as it is known: the
    /// timeline shows it until the board gets there (a seek lands in a later frame, and a
    /// timeline drawn back at the old step lost the next key press of the user moving it step
    /// by step). To end, before the end is known, is on its way to the furthest step known.
    pub seeking: Option<u64>,
    pub position: u64,
    /// Steps in the whole search, once known.
    pub end: Option<u64>,
    pub explored: u64,
    pub counters: Counters,
    pub stack: Vec<(Cell, Digit)>,
    pub narration: Option<Narration>,
    pub last: Option<Step>,
    pub grid: Grid,
    /// The cell being worked on and its candidates.
    pub focus: Option<(Cell, Candidates)>,
    /// The last step in the program's terms: its lines, the digits it refused and why.
    pub explanation: Option<Explanation>,
    /// Classic: calls of the recursive function, as BOJ 12095 counts them.
    pub calls: Option<u64>,
    /// The search's shape so far.
    pub overview: Rc<Overview>,
    /// Times each cell was tried, when the heatmap is on.
    pub tries: Option<Rc<[u64; 81]>>,
    pub breakpoints: Roles,
    pub run_to: Option<RunTo>,
    /// The search ended at a solution and can go on to the next.
    pub can_search_on: bool,
    pub elapsed_ms: f64,
    /// The givens clash, so there is no search to watch.
    pub error: Option<Conflict>,
}

impl PlayerState {
    pub fn snapshot(&self) -> PlayerSnapshot {
        let mut snapshot = PlayerSnapshot {
            run: self.run,
            strategy: self.strategy,
            speed: self.speed,
            playing: self.playing,
            seeking: None,
            position: 0,
            end: None,
            explored: 0,
            counters: Counters::default(),
            stack: Vec::new(),
            narration: None,
            last: None,
            grid: Grid::empty(),
            focus: None,
            explanation: None,
            calls: None,
            overview: Rc::new(Overview::default()),
            tries: None,
            breakpoints: self.breakpoints,
            run_to: self.run_to,
            can_search_on: false,
            elapsed_ms: self.elapsed_ms,
            error: None,
        };
        match &self.engine {
            Ok(engine) => {
                let player = engine.borrow();
                let search = player.search();
                snapshot.position = player.position();
                snapshot.end = player.end();
                snapshot.explored = player.explored();
                snapshot.seeking = self.target.map(|target| match snapshot.end {
                    Some(end) => target.min(end),
                    None if target == TO_END => snapshot.explored.max(snapshot.position),
                    None => target,
                });
                snapshot.counters = search.counters();
                snapshot.stack = search.stack().collect();
                let explanation = player.explain();
                snapshot.narration = Some(player.narrate(explanation.as_ref()));
                snapshot.last = player.last_step();
                snapshot.grid = search.grid();
                snapshot.focus = player.focus();
                // Playing faster than a step a frame, no one can read the line or the
                // reasons of each frame's last step: they are drawn once play stops (drawing
                // them every frame cost about 14 % of the max speed).
                if !self.playing || SPEEDS[self.speed].is_some_and(|s| s <= STEPS_SHOWN_PER_S) {
                    snapshot.explanation = explanation;
                }
                snapshot.calls = search.calls();
                snapshot.overview = Rc::new(player.overview().clone());
                snapshot.can_search_on = player.can_search_on();
                if self.heatmap {
                    let tries =
                        std::array::from_fn(|i| Cell::new(i).map_or(0, |c| search.tries(c)));
                    snapshot.tries = Some(Rc::new(tries));
                }
            }
            Err(conflict) => snapshot.error = Some(*conflict),
        }
        snapshot
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle() -> Grid {
        // Norvig's hard1: a search of thousands of steps with every strategy.
        ".....6....59.....82....8....45........3........6..3.54...325..6.................."
            .parse()
            .expect("a puzzle line")
    }

    /// A clock that moves half a millisecond each time it is read: a frame's budget is then
    /// a fixed amount of work, whatever the machine.
    fn fake_clock() -> f64 {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|t| {
            t.set(t.get() + 0.5);
            t.get()
        })
    }

    /// One frame at `now`: planned, run outside the "reducer", reported back.
    fn frame(state: &mut PlayerState, now: f64) {
        let report = state
            .plan_frame(now)
            .expect("a search")
            .run(fake_clock, None);
        assert!(state.apply(PlayerAction::Framed(report)));
    }

    fn position(state: &PlayerState) -> u64 {
        state.snapshot().position
    }

    #[test]
    fn playing_moves_at_the_chosen_speed() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        assert_eq!(SPEEDS[3], Some(10.0));
        state.apply(PlayerAction::PlayPause);
        assert!(state.playing);
        // The first frame takes one step; then 10 steps/s: 250 ms is 2.5 steps.
        frame(&mut state, 1000.0);
        assert_eq!(position(&state), 1);
        frame(&mut state, 1250.0);
        assert_eq!(position(&state), 3);
        frame(&mut state, 1500.0);
        assert_eq!(position(&state), 6, "the half step owed is carried over");
        assert_eq!(state.elapsed_ms, 500.0);
    }

    #[test]
    fn a_seek_is_reached_over_frames_and_then_forgotten() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        state.apply(PlayerAction::Seek(1000));
        assert!(state.wants_frames(false));
        let mut frames = 0;
        while state.target.is_some() {
            frame(&mut state, frames as f64 * 16.0);
            frames += 1;
            assert!(frames < 10_000, "the seek never ends");
        }
        assert_eq!(position(&state), 1000);
        state.step_now(PlayerAction::Step { forward: false });
        state.apply(PlayerAction::Step { forward: false });
        assert_eq!(position(&state), 999);
    }

    #[test]
    fn the_snapshot_shows_a_seek_going_within_the_search() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        state.apply(PlayerAction::Seek(500));
        assert_eq!(
            state.snapshot().seeking,
            Some(500),
            "before the board gets there"
        );
        // To end before the end is known: never past what is known (u64::MAX put the
        // timeline's thumb at 1.8e19).
        state.apply(PlayerAction::ToEnd);
        let mut frames = 0;
        while let Some(seeking) = state.snapshot().seeking {
            let s = state.snapshot();
            assert!(
                seeking <= s.end.unwrap_or(s.explored.max(s.position)),
                "{seeking}"
            );
            frame(&mut state, frames as f64 * 16.0);
            frames += 1;
            assert!(frames < 10_000, "the seek never ends");
        }
        let end = state.snapshot().end.expect("the end reached");
        assert_eq!(position(&state), end);
        // Once the end is known, a seek past it goes to it.
        state.apply(PlayerAction::Seek(0));
        assert_eq!(state.snapshot().seeking, Some(0));
        for target in [end + 1000, u64::MAX] {
            state.apply(PlayerAction::Seek(target));
            assert_eq!(state.snapshot().seeking, Some(end));
        }
        state.apply(PlayerAction::ToEnd);
        assert_eq!(state.snapshot().seeking, Some(end));
    }

    #[test]
    fn a_new_strategy_starts_a_new_search_of_the_same_puzzle() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        state.apply(PlayerAction::Seek(10));
        assert!(state.apply(PlayerAction::Strategy(Strategy::Fastest)));
        assert_eq!(
            (state.run, state.strategy, state.target),
            (2, Strategy::Fastest, None)
        );
        let snapshot = state.snapshot();
        assert_eq!((snapshot.position, snapshot.grid), (0, puzzle()));
    }

    #[test]
    fn reports_of_an_old_run_are_ignored() {
        let state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        let mut newer = state.restarted(&puzzle());
        newer.apply(PlayerAction::Seek(10));
        let old = state.plan_frame(0.0).unwrap().run(fake_clock, None);
        assert!(!newer.apply(PlayerAction::Framed(old)));
        assert_eq!(newer.target, Some(10));
    }

    #[test]
    fn playing_stops_at_the_end() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Fastest, 1, SPEEDS.len() - 1);
        state.apply(PlayerAction::PlayPause);
        let mut now = 0.0;
        while state.playing {
            frame(&mut state, now);
            now += 16.0;
            assert!(now < 1e7, "never reached the end");
        }
        let snapshot = state.snapshot();
        assert_eq!(snapshot.end, Some(snapshot.position));
        // At the end, Play does not start again.
        state.apply(PlayerAction::PlayPause);
        assert!(!state.playing);
    }

    fn adversary() -> Grid {
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
            .parse()
            .expect("a puzzle line")
    }

    /// The pieces a worker hands over for `request`, as the worker computes them.
    fn worker_answers(request: &Request) -> Vec<(u64, Piece)> {
        let mut worker = crate::ui::worker::WorkerState::default();
        worker
            .answer_now(request.clone())
            .into_iter()
            .map(|response| {
                let what = format!("{response:?}");
                Piece::of(response).unwrap_or_else(|| panic!("not a piece: {what}"))
            })
            .collect()
    }

    #[test]
    fn a_far_seek_is_shared_among_the_workers_and_spliced_in_order() {
        use super::super::jump::AHEAD;
        use std::collections::VecDeque;
        let index_of = |request: &Request| match request {
            Request::ExplorePart { run: 7, index, .. } => *index as usize,
            other => panic!("not a part of run 7: {other:?}"),
        };
        let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
        // Near: the page seeks itself.
        state.apply(PlayerAction::Seek(JUMP_MIN_STEPS - 1));
        assert!(state.jump_requests(2, false).is_empty());
        // Far, but the workers are busy with a run: the page seeks itself.
        state.apply(PlayerAction::Seek(30_000_000));
        assert!(state.jump_requests(2, true).is_empty());
        // The first parts, in turn.
        let asked = state.jump_requests(2, false);
        assert_eq!(asked.len(), 2 * AHEAD);
        for (i, (worker, request)) in asked.iter().enumerate() {
            assert_eq!((*worker, index_of(request)), (i % 2, i), "in turn");
        }
        assert!(
            state.jump_requests(2, false).is_empty(),
            "one plan per jump"
        );
        assert!(
            state.handed_parts().is_empty(),
            "nothing more until a part is done"
        );
        // Meanwhile frames wait (the workers have the thread's share of the machine).
        frame(&mut state, 100.0);
        frame(&mut state, 100.0 + super::super::jump::PATIENCE_MS - 1.0);
        assert_eq!(state.snapshot().explored, 0);
        let mut queues: [VecDeque<Request>; 2] = [VecDeque::new(), VecDeque::new()];
        for (worker, request) in asked {
            queues[worker].push_back(request);
        }
        let mut next = 2 * AHEAD;
        let mut done = [0; 2];
        let mut now = 200.0;
        // Each part a worker finishes brings it the next part not handed out, at once.
        let mut finish =
            |state: &mut PlayerState, queues: &mut [VecDeque<Request>; 2], worker: usize| {
                let request = queues[worker].pop_front().expect("a part to explore");
                for (run, piece) in worker_answers(&request) {
                    state.part_heard(worker, run, piece, now);
                    now += 1.0;
                }
                done[worker] += 1;
                let handed = state.handed_parts();
                if state.jumping().is_some() {
                    assert_eq!(handed.len(), 1, "one part for one done");
                    let (to, request) = handed.into_iter().next().unwrap();
                    assert_eq!((to, index_of(&request)), (worker, next));
                    next += 1;
                    queues[worker].push_back(request);
                }
            };
        // Worker 1's first parts come first: they wait for worker 0's, which come before them.
        for _ in 0..5 {
            finish(&mut state, &mut queues, 1);
            assert_eq!(state.snapshot().explored, 0, "parts wait for part 0");
        }
        // Then worker 0 goes three times as fast as worker 1, and takes more parts.
        for round in 0.. {
            if state.jumping().is_none() {
                break;
            }
            let worker = usize::from(round % 4 == 3);
            finish(&mut state, &mut queues, worker);
        }
        assert!(done[0] > 2 * done[1], "{done:?} parts done");
        assert_eq!(state.jumping(), None, "the target is explored");
        assert!(
            state.take_stop_workers(),
            "the workers stop: parts are still out"
        );
        assert!(state.snapshot().explored >= 30_000_000);
        // The seek now replays at most one checkpoint's interval.
        frame(&mut state, now);
        assert_eq!(position(&state), 30_000_000);
        assert_eq!(state.target, None);
        let mut plain = Player::new(&adversary(), Strategy::Classic).unwrap();
        plain.seek_now(30_000_000);
        assert_eq!(state.snapshot().grid, plain.search().grid());
        assert_eq!(state.snapshot().counters, plain.search().counters());
        // Stepping back works from the spliced checkpoints.
        state.step_now(PlayerAction::Step { forward: false });
        assert_eq!(position(&state), 29_999_999);
    }

    /// A part that does not come (its worker was stopped) holds the splicing: the other
    /// workers are handed parts only up to a window past it, not the rest of the search, and
    /// once it comes the hand-out goes on.
    #[test]
    fn a_missing_part_stops_the_hand_out_a_window_past_it() {
        use super::super::jump::{AHEAD, WINDOW};
        use std::collections::VecDeque;
        let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
        state.apply(PlayerAction::Seek(150_000_000));
        let asked = state.jump_requests(2, false);
        let (zero, one): (Vec<_>, Vec<_>) = asked.into_iter().partition(|(w, _)| *w == 0);
        let mut queue: VecDeque<Request> = one.into_iter().map(|(_, r)| r).collect();
        let mut handed = 2 * AHEAD;
        let mut now = 200.0;
        while let Some(request) = queue.pop_front() {
            for (run, piece) in worker_answers(&request) {
                state.part_heard(1, run, piece, now);
                now += 1.0;
            }
            for (worker, request) in state.handed_parts() {
                assert_eq!(worker, 1, "worker 0 has all its parts still");
                handed += 1;
                queue.push_back(request);
            }
        }
        assert_eq!(state.snapshot().explored, 0, "part 0 holds the splicing");
        assert_eq!(handed, 2 * WINDOW, "parts handed out");
        assert!(state.jumping().is_some());
        // Part 0 comes: parts 0 and 1 are spliced, and both workers get one more.
        for (run, piece) in worker_answers(&zero[0].1) {
            state.part_heard(0, run, piece, now);
            now += 1.0;
        }
        assert!(state.snapshot().explored > 0);
        let more: Vec<usize> = state.handed_parts().iter().map(|(w, _)| *w).collect();
        assert_eq!(more, vec![0, 1]);
    }

    /// Pieces of an earlier jump of the same run, late, are not this jump's.
    #[test]
    fn late_pieces_of_an_earlier_jump_are_ignored() {
        let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
        state.apply(PlayerAction::Seek(5_000_000));
        let first = state.jump_requests(2, false);
        state.stop_jumping();
        state.apply(PlayerAction::Seek(6_000_000));
        let second = state.jump_requests(2, false);
        assert!(!second.is_empty(), "a new jump");
        for (run, piece) in worker_answers(&first[0].1) {
            assert!(!state.part_heard(0, run, piece, 300.0));
        }
        assert_eq!(state.snapshot().explored, 0);
        assert!(state.jumping().is_some(), "not given up");
        for (run, piece) in worker_answers(&second[0].1) {
            state.part_heard(0, run, piece, 300.0);
        }
        assert!(state.snapshot().explored > 0);
    }

    #[test]
    fn silent_workers_leave_the_seek_to_the_page_and_bad_pieces_give_the_jump_up() {
        let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
        state.apply(PlayerAction::Seek(5_000_000));
        let first = state.jump_requests(1, false);
        frame(&mut state, 100.0);
        frame(&mut state, 100.0 + super::super::jump::PATIENCE_MS - 1.0);
        assert_eq!(state.snapshot().explored, 0);
        // Past the patience, the page goes on alone: each frame seeks (exploring on the way).
        frame(&mut state, 100.0 + super::super::jump::PATIENCE_MS);
        assert!(state.snapshot().explored > 0);
        assert_eq!(state.jumping(), None);
        assert!(state.take_stop_workers(), "the workers are to stop");
        assert!(!state.take_stop_workers(), "said once");
        // Pieces of another run, or of a jump given up, change nothing.
        let explored = state.snapshot().explored;
        for (run, piece) in worker_answers(&first[0].1) {
            assert!(!state.part_heard(0, run + 1, piece.clone(), 0.0));
            assert!(!state.part_heard(0, run, piece, 0.0));
        }
        assert_eq!(state.snapshot().explored, explored);
        // Bytes that are not this search give the jump up at once.
        let mut other = PlayerState::new(&puzzle(), Strategy::Classic, 7, 3);
        other.apply(PlayerAction::Seek(5_000_000));
        assert!(!other.jump_requests(1, false).is_empty());
        let (run, piece) = worker_answers(&first[0].1).remove(0);
        assert!(other.part_heard(0, run, piece, 0.0));
        assert_eq!(other.jumping(), None);
        assert!(other.take_stop_workers());
        assert_eq!(other.snapshot().explored, 0);
    }

    #[test]
    fn only_classic_searches_jump() {
        for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
            let mut state = PlayerState::new(&adversary(), strategy, 1, 3);
            state.apply(PlayerAction::Seek(50_000_000));
            assert!(state.jump_requests(2, false).is_empty(), "{strategy}");
        }
        // Without workers there is no one to jump with.
        let mut state = PlayerState::new(&adversary(), Strategy::Classic, 1, 3);
        state.apply(PlayerAction::Seek(50_000_000));
        assert!(state.jump_requests(0, false).is_empty());
    }

    /// Frames until the player has no more work to do for the user.
    fn frames_until_idle(state: &mut PlayerState) {
        let mut now = 0.0;
        while state.playing || state.run_to.is_some() {
            frame(state, now);
            now += 16.0;
            assert!(now < 1e7, "the work never ends");
        }
    }

    #[test]
    fn playing_stops_at_a_breakpoint() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, SPEEDS.len() - 1);
        state.apply(PlayerAction::Breakpoint(Role::Fail));
        state.apply(PlayerAction::PlayPause);
        frames_until_idle(&mut state);
        let snapshot = state.snapshot();
        let explanation = snapshot.explanation.expect("a step");
        assert!(explanation.ran.contains(Role::Fail), "{explanation:?}");
        assert_ne!(
            snapshot.end,
            Some(snapshot.position),
            "stopped before the end"
        );
        // Cleared, playing runs past it.
        state.apply(PlayerAction::Breakpoint(Role::Fail));
        assert!(state.breakpoints.is_empty());
    }

    #[test]
    fn next_backtrack_runs_to_the_first_take_back() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        state.apply(PlayerAction::NextBacktrack);
        frames_until_idle(&mut state);
        let mut plain = crate::solver::Search::new(&puzzle(), Strategy::Classic).unwrap();
        let mut steps = 1;
        while !matches!(plain.step(), Step::Backtrack { .. }) {
            steps += 1;
        }
        let snapshot = state.snapshot();
        assert_eq!(snapshot.position, steps);
        assert!(matches!(snapshot.last, Some(Step::Backtrack { .. })));
    }

    #[test]
    fn next_solution_searches_on_up_to_the_cap() {
        // Norvig's hard1 has many solutions.
        let mut state = PlayerState::new(&puzzle(), Strategy::Lexicographic, 1, 3);
        let mut found = Vec::new();
        for _ in 0..3 {
            state.apply(PlayerAction::NextSolution { cap: 2 });
            frames_until_idle(&mut state);
            let snapshot = state.snapshot();
            found.push((snapshot.counters.solutions, snapshot.grid));
        }
        assert_eq!(found[0].0, 1);
        assert_eq!(found[1].0, 2);
        assert_ne!(found[0].1, found[1].1);
        assert_eq!(found[2], found[1], "the cap of 2 is reached: no third");
        for (_, grid) in &found {
            assert!(grid.is_full() && grid.conflicts().is_empty());
        }
    }

    #[test]
    fn the_heatmap_counts_every_try() {
        let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
        state.apply(PlayerAction::Seek(5000));
        frames_until_idle(&mut state);
        while state.target.is_some() {
            frame(&mut state, 0.0);
        }
        assert!(state.snapshot().tries.is_none(), "off by default");
        state.apply(PlayerAction::Heatmap);
        let snapshot = state.snapshot();
        let tries = snapshot.tries.expect("on");
        assert_eq!(tries.iter().sum::<u64>(), snapshot.counters.placements);
        for cell in Cell::all() {
            if puzzle().get(cell).is_some() {
                assert_eq!(tries[cell.index()], 0, "a given is never tried");
            }
        }
        // It stays on for the next puzzle.
        assert!(state.restarted(&puzzle()).heatmap);
    }

    #[test]
    fn clashing_givens_have_no_search_and_say_why() {
        let mut grid = Grid::empty();
        let five = Digit::new(5);
        grid.set(Cell::at(0, 0).unwrap(), five);
        grid.set(Cell::at(0, 8).unwrap(), five);
        let state = PlayerState::new(&grid, Strategy::Classic, 1, 3);
        assert!(state.plan_frame(0.0).is_none());
        assert!(!state.wants_frames(true));
        let error = state.snapshot().error.expect("a reason");
        let cells = (error.first.to_string(), error.second.to_string());
        assert_eq!(cells, ("r1c1".into(), "r1c9".into()));
    }
}
