//! Watching the search of a 16 x 16 board (POJ 3076): dancing links over its exact cover
//! problem ([`SquareSearch`]), stepped forward and back, played at a speed.
//!
//! The 9 x 9 player ([`super::player`]) keeps its searches in far less memory and reaches any
//! of 10^8 steps; a 16 x 16 search is watched here more simply: copies of the search every
//! [`SquareWatch::interval`] steps (at most [`MAX_CHECKPOINTS`], thinned as the search grows),
//! and a step back replays from the nearest copy. The state only holds the watch; the frames
//! hook ([`crate::ui::hooks::use_sixteen_frames`]) steps it while it plays, a frame's worth at
//! a time, and tells the reducer.

use crate::grid::Unit;
use crate::names::{Area, Place};
use crate::player::{Chosen, Narration};
use crate::solver::any_size::{Constraint, SquareSearch, SquareStep};
use crate::solver::cover::Tally;
use crate::solver::Strategy;
use crate::square::{Clash, Square};
use crate::ui::state::player::{DEFAULT_SPEED, SPEEDS};
use std::cell::RefCell;
use std::rc::Rc;

/// Copies of the search kept at most: a step back replays at most one interval.
pub(crate) const MAX_CHECKPOINTS: usize = 512;

/// A 16 x 16 search, at one of its steps.
#[derive(Clone, Debug)]
pub(crate) struct SquareWatch {
    givens: Square<16>,
    strategy: Strategy,
    /// The search after `position` steps.
    search: SquareSearch<16>,
    position: u64,
    /// What the last step did (`None` at step 0).
    last: Option<SquareStep<16>>,
    /// The search after steps 0, `interval`, 2 `interval`, ..., with the step that led there.
    checkpoints: Vec<(SquareSearch<16>, Option<SquareStep<16>>)>,
    interval: u64,
    /// The number of steps, once the search has ended.
    end: Option<u64>,
    /// The furthest step reached: checkpoints exist up to it.
    explored: u64,
}

impl SquareWatch {
    /// The search of `givens` with `strategy`, at step 0; the first clash if the givens have
    /// one.
    pub fn new(givens: &Square<16>, strategy: Strategy) -> Result<SquareWatch, Clash<16>> {
        let search = SquareSearch::new(givens, strategy)?;
        Ok(SquareWatch {
            givens: *givens,
            strategy,
            checkpoints: vec![(search.clone(), None)],
            search,
            position: 0,
            last: None,
            interval: 64,
            end: None,
            explored: 0,
        })
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    pub fn givens(&self) -> &Square<16> {
        &self.givens
    }

    pub fn search(&self) -> &SquareSearch<16> {
        &self.search
    }

    pub fn position(&self) -> u64 {
        self.position
    }

    pub fn last(&self) -> Option<SquareStep<16>> {
        self.last
    }

    /// The number of steps, once the search is known to end there.
    pub fn end(&self) -> Option<u64> {
        self.end
    }

    /// Whether no step is left: the search ended at this step.
    pub fn at_end(&self) -> bool {
        self.end == Some(self.position)
    }

    /// What the last step did, as the narration says it (the 9 x 9 player's DLX sentences,
    /// which name cells and symbols whatever the size).
    pub fn narrate(&self) -> Narration {
        let search = &self.search;
        let back_to = search.stack().last().map(|&(spot, _)| Place::from(spot));
        let area = |unit: Unit, index: usize| Area {
            unit,
            number: index + 1,
        };
        match self.last {
            None => Narration::Start {
                empty: 256 - self.givens.filled(),
                strategy: self.strategy,
            },
            Some(SquareStep::Place {
                spot,
                symbol,
                chosen,
                options,
                nth,
            }) => Narration::Cover {
                cell: spot.into(),
                digit: symbol.into(),
                chosen: match chosen {
                    Constraint::Cell(_) => Chosen::Cell,
                    Constraint::Row(r, _) => Chosen::PlaceIn(area(Unit::Row, r)),
                    Constraint::Column(c, _) => Chosen::PlaceIn(area(Unit::Column, c)),
                    Constraint::Box(b, _) => Chosen::PlaceIn(area(Unit::Box, b)),
                },
                options,
                nth,
            },
            Some(SquareStep::Backtrack { spot, symbol }) => Narration::Uncover {
                cell: spot.into(),
                digit: symbol.into(),
                // Its constraint stays on the stack until its options are all taken back.
                more: search
                    .choice()
                    .is_some_and(|(_, options, nth)| nth < options),
                back_to,
            },
            Some(SquareStep::DeadEnd { constraint }) => match constraint {
                Constraint::Cell(spot) => Narration::NoOption {
                    cell: spot.into(),
                    back_to,
                },
                Constraint::Row(i, symbol)
                | Constraint::Column(i, symbol)
                | Constraint::Box(i, symbol) => {
                    let unit = match constraint {
                        Constraint::Row(..) => Unit::Row,
                        Constraint::Column(..) => Unit::Column,
                        _ => Unit::Box,
                    };
                    Narration::NoPlace {
                        digit: symbol.into(),
                        area: area(unit, i),
                        back_to,
                    }
                }
            },
            Some(SquareStep::Solution) => Narration::Solution {
                count: search.tally().solutions,
            },
            Some(SquareStep::Exhausted) => Narration::Exhausted,
        }
    }

    /// The cell the last step worked on, row-major, if it worked on one.
    pub fn focus(&self) -> Option<usize> {
        match self.last? {
            SquareStep::Place { spot, .. } | SquareStep::Backtrack { spot, .. } => {
                Some(spot.index())
            }
            SquareStep::DeadEnd {
                constraint: Constraint::Cell(spot),
            } => Some(spot.index()),
            _ => None,
        }
    }

    /// Takes up to `n` steps; stops after a solution and at the end. The steps taken.
    pub fn forward(&mut self, n: u64) -> u64 {
        for taken in 0..n {
            if self.at_end() {
                return taken;
            }
            let step = self.search.step();
            if step == SquareStep::Exhausted {
                self.end = Some(self.position);
                return taken;
            }
            self.position += 1;
            self.last = Some(step);
            self.keep_checkpoint();
            if step == SquareStep::Solution {
                return taken + 1;
            }
        }
        n
    }

    /// Goes to step `target` (or the end, if the search ends before it): back from the
    /// nearest copy, or on from here.
    pub fn seek(&mut self, target: u64) {
        self.seek_within(target, u64::MAX);
    }

    /// Goes toward step `target` as [`SquareWatch::seek`] does, taking at most `steps` steps
    /// forward (a frame's worth: a link's step can be millions of steps in); whether it is
    /// there (or at the end).
    pub fn seek_within(&mut self, target: u64, mut steps: u64) -> bool {
        let index = usize::try_from(target / self.interval)
            .unwrap_or(usize::MAX)
            .min(self.checkpoints.len() - 1);
        let copy_at = index as u64 * self.interval;
        if target < self.position || copy_at > self.position {
            let (search, last) = self.checkpoints[index].clone();
            self.search = search;
            self.last = last;
            self.position = copy_at;
        }
        while self.position < target && !self.at_end() && steps > 0 {
            // Solutions do not stop a seek.
            let taken = self.forward((target - self.position).min(steps));
            if taken == 0 {
                break;
            }
            steps -= taken;
        }
        self.position >= target || self.at_end()
    }

    /// Keeps a copy at each multiple of the interval reached for the first time; past
    /// [`MAX_CHECKPOINTS`] copies, every other one goes and the interval doubles.
    fn keep_checkpoint(&mut self) {
        if self.position <= self.explored {
            return;
        }
        self.explored = self.position;
        if !self.position.is_multiple_of(self.interval) {
            return;
        }
        self.checkpoints.push((self.search.clone(), self.last));
        crate::player::thin(&mut self.checkpoints, &mut self.interval, MAX_CHECKPOINTS);
    }
}

/// What the user does to the 16 x 16 search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum SixteenAction {
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
    /// The frames hook stepped the search while playing, or toward the step sought; play
    /// stops if the search stopped (a solution, the end), a seek when it is there.
    Moved {
        stopped: bool,
    },
}

/// The 16 x 16 search the page shows, when the board shown is 16 x 16.
#[derive(Clone, Debug)]
pub(crate) struct SixteenState {
    /// Shared with the frames hook, which steps it; `moves` says when it did.
    pub watch: Result<Rc<RefCell<SquareWatch>>, Clash<16>>,
    pub playing: bool,
    pub speed: usize,
    /// The step a seek is on its way to, not reached yet.
    pub target: Option<u64>,
    /// Counts every change of the watch, so that the page is drawn again.
    moves: u64,
}

/// What the page shows of the 16 x 16 search: a copy, taken once per drawing.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SixteenSnapshot {
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

impl SixteenState {
    /// The search as the page shows it; `None` if the givens clash (the board says where).
    pub fn snapshot(&self) -> Option<SixteenSnapshot> {
        let watch = self.watch.as_ref().ok()?.borrow();
        Some(SixteenSnapshot {
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

    pub fn new(givens: &Square<16>) -> SixteenState {
        SixteenState {
            watch: SquareWatch::new(givens, Self::DEFAULT_STRATEGY)
                .map(|w| Rc::new(RefCell::new(w))),
            playing: false,
            speed: DEFAULT_SPEED,
            target: None,
            moves: 0,
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
        if Self::STRATEGIES.contains(&strategy) {
            self.apply(SixteenAction::Strategy(strategy));
        }
        self.apply(SixteenAction::Speed(speed));
        if step > 0 {
            self.apply(SixteenAction::Seek(step));
        }
    }

    /// Whether the frames hook is to step the search: while it plays or seeks.
    pub fn wants_frames(&self) -> bool {
        self.playing || self.target.is_some()
    }

    /// The step shown (a link's step).
    pub fn position(&self) -> u64 {
        self.watch.as_ref().map_or(0, |w| w.borrow().position())
    }

    /// The strategy watched.
    pub fn strategy(&self) -> Strategy {
        self.watch
            .as_ref()
            .map_or(Self::DEFAULT_STRATEGY, |w| w.borrow().strategy())
    }

    /// Steps per second at the chosen speed; `None` for "max".
    pub fn steps_per_second(&self) -> Option<f64> {
        SPEEDS[self.speed.min(SPEEDS.len() - 1)]
    }

    pub fn apply(&mut self, action: SixteenAction) -> bool {
        let Ok(watch) = self.watch.clone() else {
            return false;
        };
        match action {
            SixteenAction::PlayPause => {
                self.target = None;
                let mut watch = watch.borrow_mut();
                if !self.playing && watch.at_end() {
                    *watch = SquareWatch::new(&watch.givens, watch.strategy)
                        .expect("these givens made a search before");
                }
                self.playing = !self.playing;
            }
            SixteenAction::Step { forward } => {
                self.playing = false;
                self.target = None;
                let mut watch = watch.borrow_mut();
                if forward {
                    watch.forward(1);
                } else {
                    let back = watch.position().saturating_sub(1);
                    watch.seek(back);
                }
            }
            SixteenAction::ToStart => {
                self.playing = false;
                self.target = None;
                watch.borrow_mut().seek(0);
            }
            SixteenAction::Seek(step) => {
                self.playing = false;
                self.target = Some(step);
            }
            SixteenAction::Strategy(strategy) => {
                let givens = *watch.borrow().givens();
                self.playing = false;
                self.target = None;
                self.watch = SquareWatch::new(&givens, strategy).map(|w| Rc::new(RefCell::new(w)));
            }
            SixteenAction::Speed(speed) => self.speed = speed.min(SPEEDS.len() - 1),
            SixteenAction::Moved { stopped } => {
                self.playing &= !stopped;
                let watch = watch.borrow();
                if self
                    .target
                    .is_some_and(|t| watch.position() == t || watch.at_end())
                {
                    self.target = None;
                }
            }
        }
        self.moves += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{self, Format};
    use crate::ui::examples::EXAMPLES;

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

    /// Every step of the search of `givens`, taken one at a time, from a fresh search.
    fn stepped(givens: &Square<16>, strategy: Strategy) -> Vec<(SquareStep<16>, Square<16>)> {
        let mut search = SquareSearch::new(givens, strategy).unwrap();
        let mut steps = Vec::new();
        loop {
            let step = search.step();
            if step == SquareStep::Exhausted {
                return steps;
            }
            steps.push((step, *search.board()));
        }
    }

    #[test]
    fn the_watch_reaches_the_solution_and_every_step_back_is_the_step_taken_then() {
        let givens = sample();
        let truth = stepped(&givens, Strategy::Dlx);
        let solution = truth
            .iter()
            .position(|(s, _)| *s == SquareStep::Solution)
            .expect("the sample has a solution");
        let mut watch = SquareWatch::new(&givens, Strategy::Dlx).unwrap();
        // Played in frames of 7 steps: it stops at the solution.
        let mut played = 0;
        while watch.last() != Some(SquareStep::Solution) {
            played += watch.forward(7);
        }
        assert_eq!(played as usize, solution + 1);
        assert!(watch.search().board().is_full());
        // Back one step at a time, each the state a fresh search has there.
        for position in (1..=solution as u64).rev() {
            watch.seek(position - 1);
            assert_eq!(watch.position(), position - 1);
            if position >= 2 {
                let (step, board) = truth[position as usize - 2];
                assert_eq!(watch.last(), Some(step), "at step {}", position - 1);
                assert_eq!(*watch.search().board(), board);
            }
        }
        assert_eq!(watch.last(), None);
        assert_eq!(*watch.search().board(), givens);
        // And on to the end: the search is over after every way is tried.
        watch.seek(u64::MAX);
        assert!(watch.at_end());
        assert_eq!(watch.end(), Some(truth.len() as u64));
    }

    #[test]
    fn checkpoints_stay_bounded_and_seeks_stay_exact_on_a_long_search() {
        // Classic (the first empty cell, A to P) on the sample runs long: many checkpoints.
        let givens = sample();
        let mut watch = SquareWatch::new(&givens, Strategy::Classic).unwrap();
        let target = 200_000;
        watch.seek(target);
        assert_eq!(watch.position(), target);
        assert!(watch.checkpoints.len() <= MAX_CHECKPOINTS);
        let mut fresh = SquareSearch::new(&givens, Strategy::Classic).unwrap();
        let mut last = None;
        for _ in 0..123_457 {
            last = Some(fresh.step());
        }
        watch.seek(123_457);
        assert_eq!(watch.last(), last);
        assert_eq!(watch.search().board(), fresh.board());
        assert_eq!(watch.search().tally(), fresh.tally());
    }

    #[test]
    fn the_state_plays_steps_restarts_and_changes_strategy() {
        let mut state = SixteenState::new(&sample());
        let watch = state.watch.clone().unwrap();
        assert!(state.apply(SixteenAction::Step { forward: true }));
        assert_eq!(watch.borrow().position(), 1);
        state.apply(SixteenAction::Step { forward: false });
        assert_eq!(watch.borrow().position(), 0);
        state.apply(SixteenAction::PlayPause);
        assert!(state.playing);
        watch.borrow_mut().forward(5);
        state.apply(SixteenAction::Moved { stopped: false });
        assert!(state.playing);
        state.apply(SixteenAction::Moved { stopped: true });
        assert!(!state.playing, "a solution or the end stops play");
        state.apply(SixteenAction::ToStart);
        assert_eq!(watch.borrow().position(), 0);
        state.apply(SixteenAction::Strategy(Strategy::Classic));
        let new = state.watch.clone().unwrap();
        assert!(!Rc::ptr_eq(&new, &watch));
        assert_eq!(new.borrow().strategy(), Strategy::Classic);
    }

    #[test]
    fn clashing_givens_have_no_search_and_say_where() {
        let mut values = sample().values();
        let first = values.iter().position(|&v| v != 0).unwrap();
        // The same letter again in the first cell's row.
        let free = (0..16).find(|&c| values[c] == 0).unwrap();
        values[free] = values[first];
        let clashing = Square::<16>::from_values(&values).unwrap();
        let mut state = SixteenState::new(&clashing);
        assert!(state.watch.is_err());
        assert!(!state.apply(SixteenAction::PlayPause));
    }
}
