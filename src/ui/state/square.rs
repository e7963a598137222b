//! The 16 x 16 search the page shows (POJ 3076), as the core watches it ([`SquareWatch`]):
//! stepped forward and back, played at a speed ([`Pacing`], as the 9 x 9 player is), sought
//! to a link's step; each animation frame's work ([`SquareAction::Frame`]) is taken by the
//! reducer on the state's clock.

use crate::player::{Narration, SquareWatch};
use crate::solver::any_size::SquareStep;
use crate::solver::cover::Tally;
use crate::solver::Strategy;
use crate::square::{Clash, Square};
use crate::ui::state::pacing::Pacing;
use crate::ui::state::player::{DEFAULT_SPEED, FRAME_BUDGET_MS, SEEK_BUDGET_MS, SPEEDS};

/// Steps between two looks at the clock.
pub(crate) const CHUNK: u64 = 256;

/// What the user does to the 16 x 16 search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum SquareAction {
    PlayPause,
    Step {
        forward: bool,
    },
    ToStart,
    /// Go to this step (a link's), over as many frames as it takes.
    Seek(u64),
    Strategy(Strategy),
    /// An index into [`SPEEDS`].
    Speed(usize),
    /// An animation frame at `now` (ms): the steps its speed asks for while playing (at max,
    /// as many as the player's frame budget allows), or toward the step sought (as many as
    /// the player's seek budget allows). Play stops at a solution and at the end, a seek when
    /// it is there.
    Frame {
        now: f64,
    },
}

/// The 16 x 16 search the page shows, when the board shown is 16 x 16.
#[derive(Clone, Debug)]
pub(crate) struct SquareState {
    /// The search, or the first clash of the givens.
    pub watch: Result<SquareWatch, Clash<16>>,
    pub playing: bool,
    pub speed: usize,
    /// The step a seek is on its way to, not reached yet.
    pub target: Option<u64>,
    /// The frames of play: steps owed at slow speeds.
    pacing: Pacing,
}

/// What the page shows of the 16 x 16 search: a copy, taken once per drawing.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SquareSnapshot {
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    /// On its way to a step (a link's).
    pub seeking: bool,
    pub position: u64,
    pub end: Option<u64>,
    pub tally: Tally,
    pub depth: usize,
    pub narration: Narration,
    /// The board as the search has it, row-major (0 for empty).
    pub board: Vec<u8>,
    /// The cell the last step worked on.
    pub focus: Option<usize>,
    pub solved: bool,
}

impl SquareState {
    /// The search as the page shows it; `None` if the givens clash (the board says where).
    pub fn snapshot(&self) -> Option<SquareSnapshot> {
        let watch = self.watch.as_ref().ok()?;
        Some(SquareSnapshot {
            strategy: watch.strategy(),
            speed: self.speed,
            playing: self.playing,
            seeking: self.target.is_some(),
            position: watch.position(),
            end: watch.end(),
            tally: watch.search().tally(),
            depth: watch.search().depth(),
            narration: watch.narrate(),
            board: watch.search().board().values(),
            focus: watch.focus(),
            solved: watch.last() == Some(SquareStep::Solution),
        })
    }

    /// DLX, the usual way to solve these (POJ 3076 is its classic exercise): the first cell
    /// in row-major order would take far longer.
    pub const DEFAULT_STRATEGY: Strategy = Strategy::Dlx;

    pub fn new(givens: &Square<16>) -> SquareState {
        SquareState {
            watch: SquareWatch::new(givens, Self::DEFAULT_STRATEGY),
            playing: false,
            speed: DEFAULT_SPEED,
            target: None,
            pacing: Pacing::default(),
        }
    }

    /// The strategies a 16 x 16 search can be watched with: dancing links first, the usual
    /// way, then forced moves and the first empty cell. (Classic, the first empty cell with no
    /// propagation, runs for hundreds of millions of steps on the POJ 3076 sample without
    /// reaching its solution: nothing to watch.)
    pub const STRATEGIES: [Strategy; 2] = [Strategy::Dlx, Strategy::Lexicographic];

    /// Where a link puts the search: its strategy (if a 16 x 16 search is watched with it;
    /// else the search keeps its own), its speed (an index into [`SPEEDS`]) and on its way to
    /// its step.
    pub fn open_link(&mut self, strategy: Strategy, speed: usize, step: u64) {
        // (No frame among these actions: no clock is read.)
        let clock = || 0.0;
        if Self::STRATEGIES.contains(&strategy) {
            self.apply(SquareAction::Strategy(strategy), clock);
        }
        self.apply(SquareAction::Speed(speed), clock);
        if step > 0 {
            self.apply(SquareAction::Seek(step), clock);
        }
    }

    /// Whether the frames hook is to step the search: while it plays or seeks.
    pub fn wants_frames(&self) -> bool {
        self.playing || self.target.is_some()
    }

    /// The step shown (a link's step).
    pub fn position(&self) -> u64 {
        self.watch.as_ref().map_or(0, SquareWatch::position)
    }

    /// The strategy watched.
    pub fn strategy(&self) -> Strategy {
        self.watch
            .as_ref()
            .map_or(Self::DEFAULT_STRATEGY, SquareWatch::strategy)
    }

    /// Applies `action`, reading `clock` (ms) for a frame's budget; false if there is no
    /// search (the givens clash).
    pub fn apply(&mut self, action: SquareAction, clock: fn() -> f64) -> bool {
        let Ok(watch) = &mut self.watch else {
            return false;
        };
        match action {
            SquareAction::PlayPause => {
                self.target = None;
                if !self.playing && watch.at_end() {
                    *watch = SquareWatch::new(watch.givens(), watch.strategy())
                        .expect("these givens made a search before");
                }
                self.playing = !self.playing;
                self.pacing.restart();
            }
            SquareAction::Step { forward } => {
                self.playing = false;
                self.target = None;
                if forward {
                    watch.forward(1);
                } else {
                    let back = watch.position().saturating_sub(1);
                    watch.seek(back);
                }
            }
            SquareAction::ToStart => {
                self.playing = false;
                self.target = None;
                watch.seek(0);
            }
            SquareAction::Seek(step) => {
                self.playing = false;
                self.target = Some(step);
            }
            SquareAction::Strategy(strategy) => {
                let givens = *watch.givens();
                self.playing = false;
                self.target = None;
                self.watch = SquareWatch::new(&givens, strategy);
            }
            SquareAction::Speed(speed) => self.speed = speed.min(SPEEDS.len() - 1),
            SquareAction::Frame { now } => return self.frame(now, clock),
        }
        true
    }

    /// A frame at `now` (ms): see [`SquareAction::Frame`]. False if there is nothing to do.
    fn frame(&mut self, now: f64, clock: fn() -> f64) -> bool {
        let Ok(watch) = &mut self.watch else {
            return false;
        };
        if let Some(target) = self.target {
            let deadline = clock() + SEEK_BUDGET_MS;
            while !watch.seek_within(target, CHUNK) && clock() < deadline {}
            if watch.position() == target || watch.at_end() {
                self.target = None;
            }
            return true;
        }
        if !self.playing {
            return false;
        }
        let due = self
            .pacing
            .due(SPEEDS[self.speed.min(SPEEDS.len() - 1)], now);
        self.pacing.ran(now, due.carry);
        let stopped = step_within(watch, due.steps.unwrap_or(u64::MAX), clock, FRAME_BUDGET_MS);
        self.playing &= !stopped;
        true
    }
}

/// Takes up to `steps` steps until `budget_ms` pass on `clock`; true if the search stopped at
/// a solution or its end.
fn step_within(
    watch: &mut SquareWatch,
    mut steps: u64,
    clock: fn() -> f64,
    budget_ms: f64,
) -> bool {
    let deadline = clock() + budget_ms;
    while steps > 0 {
        let chunk = steps.min(CHUNK);
        let taken = watch.forward(chunk);
        if taken < chunk || watch.last() == Some(SquareStep::Solution) {
            return true;
        }
        steps -= taken;
        if clock() >= deadline {
            break;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{self, Format};
    use crate::ui::examples::EXAMPLES;

    /// A clock that moves half a millisecond each time it is read.
    fn fake_clock() -> f64 {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|t| {
            t.set(t.get() + 0.5);
            t.get()
        })
    }

    fn sample() -> Square<16> {
        let example = EXAMPLES
            .iter()
            .find(|e| format::detect(e.input) == Some(Format::Poj3076))
            .expect("the POJ 3076 example");
        match &format::parse(example.input, Format::Poj3076)
            .unwrap()
            .puzzles()[0]
        {
            crate::board::Board::Sixteen(square) => *square,
            other => panic!("not 16 x 16: {other:?}"),
        }
    }

    #[test]
    fn the_state_plays_steps_restarts_and_changes_strategy() {
        let mut state = SquareState::new(&sample());
        let position = |state: &SquareState| state.watch.as_ref().unwrap().position();
        assert!(state.apply(SquareAction::Step { forward: true }, fake_clock));
        assert_eq!(position(&state), 1);
        state.apply(SquareAction::Step { forward: false }, fake_clock);
        assert_eq!(position(&state), 0);
        state.apply(SquareAction::PlayPause, fake_clock);
        assert!(state.playing);
        // The first frame of play takes a step at once; 250 ms at 10 steps/s, 2 more and a
        // half owed.
        assert_eq!(SPEEDS[state.speed], Some(10.0));
        state.apply(SquareAction::Frame { now: 1000.0 }, fake_clock);
        assert_eq!(position(&state), 1);
        state.apply(SquareAction::Frame { now: 1250.0 }, fake_clock);
        assert_eq!(position(&state), 3);
        assert!(state.playing);
        // At max speed play runs on to the solution, and stops there.
        state.apply(SquareAction::Speed(SPEEDS.len() - 1), fake_clock);
        let mut frames = 0;
        while state.playing {
            state.apply(
                SquareAction::Frame {
                    now: 1500.0 + f64::from(frames),
                },
                fake_clock,
            );
            frames += 1;
            assert!(frames < 100_000, "play never stops");
        }
        let watch = state.watch.as_ref().unwrap();
        assert_eq!(watch.last(), Some(SquareStep::Solution));
        assert!(watch.search().board().is_full());
        state.apply(SquareAction::ToStart, fake_clock);
        assert_eq!(position(&state), 0);
        // A link's step is sought over frames.
        state.apply(SquareAction::Seek(40), fake_clock);
        while state.target.is_some() {
            state.apply(SquareAction::Frame { now: 9000.0 }, fake_clock);
        }
        assert_eq!(position(&state), 40);
        state.apply(SquareAction::Strategy(Strategy::Lexicographic), fake_clock);
        let new = state.watch.as_ref().unwrap();
        assert_eq!(
            (new.strategy(), new.position()),
            (Strategy::Lexicographic, 0)
        );
    }

    #[test]
    fn clashing_givens_have_no_search_and_say_where() {
        let mut values = sample().values();
        let first = values.iter().position(|&v| v != 0).unwrap();
        // The same letter again in the first cell's row.
        let free = (0..16).find(|&c| values[c] == 0).unwrap();
        values[free] = values[first];
        let clashing = Square::<16>::from_values(&values).unwrap();
        let mut state = SquareState::new(&clashing);
        assert!(state.watch.is_err());
        assert!(!state.apply(SquareAction::PlayPause, fake_clock));
    }
}
