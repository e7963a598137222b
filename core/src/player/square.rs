//! Watching the search of a 16 x 16 board (POJ 3076): dancing links over its exact cover
//! problem ([`SquareSearch`]), stepped forward and back, and what each step did, narrated.
//!
//! The 9 x 9 [`super::Player`] keeps its searches in far less memory and reaches any of 10^8
//! steps; a 16 x 16 search is watched more simply: copies of the search every `interval`
//! steps (at most [`MAX_SQUARE_CHECKPOINTS`], thinned as the search grows), and a step back
//! replays from the nearest copy.

use super::{Chosen, Narration};
use crate::grid::Unit;
use crate::names::{Area, Place};
use crate::solver::any_size::{Constraint, SquareSearch, SquareStep};
use crate::solver::Strategy;
use crate::square::{Clash, Square};
use std::rc::Rc;

/// A copy of the search, with the step that led there.
type Checkpoint = (SquareSearch<16>, Option<SquareStep<16>>);

/// Copies of the search kept at most: a step back replays at most one interval.
pub const MAX_SQUARE_CHECKPOINTS: usize = 512;

/// A 16 x 16 search, at one of its steps.
#[derive(Clone, Debug)]
pub struct SquareWatch {
    givens: Square<16>,
    strategy: Strategy,
    /// The search after `position` steps.
    search: SquareSearch<16>,
    position: u64,
    /// What the last step did (`None` at step 0).
    last: Option<SquareStep<16>>,
    /// The search after steps 0, `interval`, 2 `interval`, ..., with the step that led there;
    /// shared, never changed once kept (a copy of the watch shares them).
    checkpoints: Vec<Rc<Checkpoint>>,
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
            checkpoints: vec![Rc::new((search.clone(), None))],
            search,
            position: 0,
            last: None,
            interval: 64,
            end: None,
            explored: 0,
        })
    }

    /// Copies of the search kept now (bounded by [`MAX_SQUARE_CHECKPOINTS`]).
    pub fn checkpoints(&self) -> usize {
        self.checkpoints.len()
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
            let (search, last) = Checkpoint::clone(&self.checkpoints[index]);
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
    /// [`MAX_SQUARE_CHECKPOINTS`] copies, every other one goes and the interval doubles.
    fn keep_checkpoint(&mut self) {
        if self.position <= self.explored {
            return;
        }
        self.explored = self.position;
        if !self.position.is_multiple_of(self.interval) {
            return;
        }
        self.checkpoints
            .push(Rc::new((self.search.clone(), self.last)));
        super::thin(
            &mut self.checkpoints,
            &mut self.interval,
            MAX_SQUARE_CHECKPOINTS,
        );
    }
}
