//! Solving: a run of every board of the input in the worker, what streams back from it, and
//! the outcome of a one-board run (what the verdict line and the board show).

use crate::format::Format;
use crate::grid::Grid;
use crate::judge;
use crate::solver::{Strategy, Verdict};
use crate::ui::protocol::{values_from_line, BoardResult, Failure, RunEvent};
use std::cell::RefCell;
use std::rc::Rc;

/// What the user does to a run and its table (a run starts with [`super::Action::Solve`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum BatchAction {
    Cancel,
    Filter(Filter),
    Page(usize),
}

/// What pressing Solve gave on a one-board input.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Outcome {
    pub strategy: Strategy,
    pub verdict: Verdict,
    /// The first solution's values, row-major (what the board displays), for a board of any
    /// kind: a 16 x 16 one has no `Grid`.
    pub values: Option<Vec<u8>>,
    /// A second solution of a 9 x 9 board, when there are several.
    pub second: Option<Grid>,
    /// Steps the search took.
    pub steps: u64,
    pub millis: f64,
}

impl Outcome {
    fn new(format: Format, result: &BoardResult, millis: f64) -> Outcome {
        Outcome {
            strategy: judge::default_strategy(format),
            verdict: result.verdict,
            second: result.second_grid(),
            values: result.first.as_deref().and_then(values_from_line),
            steps: result.steps,
            millis,
        }
    }

    /// The first solution, if the board is a 9 x 9 one.
    pub fn solution(&self) -> Option<Grid> {
        Grid::from_values(self.values.as_deref()?)
    }
}

/// Which boards the results table lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Filter {
    All,
    Unique,
    Several,
    NoSolution,
    Invalid,
}

impl Filter {
    /// The filters in the menu's order (the page names them in its language).
    pub const ALL: [Filter; 5] = [
        Filter::All,
        Filter::Unique,
        Filter::Several,
        Filter::NoSolution,
        Filter::Invalid,
    ];

    pub fn keeps(self, verdict: &Verdict) -> bool {
        match self {
            Filter::All => true,
            Filter::Unique => *verdict == Verdict::Unique,
            Filter::Several => matches!(verdict, Verdict::Several { .. }),
            Filter::NoSolution => *verdict == Verdict::NoSolution,
            Filter::Invalid => matches!(verdict, Verdict::Conflict(_)),
        }
    }
}

/// Where a run is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum RunState {
    Running,
    Finished,
    Cancelled,
    Failed(Failure),
}

/// A run in the worker and what came back so far.
#[derive(Clone, Debug)]
pub(crate) struct Batch {
    pub generation: u64,
    /// The input's format, for the outcome of a one-board run.
    format: Format,
    pub total: Option<usize>,
    /// Results in board order; appended in place as they stream in (the reducer clones the
    /// state on every message, and copying tens of thousands of results each time would not
    /// do). `done` says how many there are, for change detection.
    pub results: Rc<RefCell<Vec<BoardResult>>>,
    pub done: usize,
    pub started_ms: f64,
    pub elapsed_ms: f64,
    /// Of `elapsed_ms`, the worker's time solving (known when the run is finished).
    pub solving_ms: f64,
    pub state: RunState,
    /// The judge's output as its pieces arrive.
    received: Rc<RefCell<String>>,
    pub output: Option<Result<Rc<str>, Failure>>,
    pub filter: Filter,
    pub page: usize,
}

impl PartialEq for Batch {
    fn eq(&self, other: &Batch) -> bool {
        self.generation == other.generation
            && self.total == other.total
            && self.done == other.done
            && self.elapsed_ms == other.elapsed_ms
            && self.state == other.state
            && self.filter == other.filter
            && self.page == other.page
            && self.output == other.output
    }
}

impl Batch {
    /// Run `generation` of boards in `format`, sent to the worker at `now` (ms).
    pub fn new(generation: u64, format: Format, now: f64) -> Batch {
        Batch {
            generation,
            format,
            total: None,
            results: Rc::default(),
            done: 0,
            started_ms: now,
            elapsed_ms: 0.0,
            solving_ms: 0.0,
            state: RunState::Running,
            received: Rc::default(),
            output: None,
            filter: Filter::All,
            page: 0,
        }
    }

    pub fn is_running(&self) -> bool {
        self.state == RunState::Running
    }

    /// Puzzles per second so far.
    pub fn rate(&self) -> f64 {
        if self.elapsed_ms > 0.0 {
            self.done as f64 * 1000.0 / self.elapsed_ms
        } else {
            0.0
        }
    }

    /// How many boards have each verdict: unique, several, none, invalid.
    pub fn tally(&self) -> [usize; 4] {
        let mut t = [0; 4];
        for r in self.results.borrow().iter() {
            let i = match r.verdict {
                Verdict::Unique => 0,
                Verdict::Several { .. } => 1,
                Verdict::NoSolution => 2,
                Verdict::Conflict(_) => 3,
            };
            t[i] += 1;
        }
        t
    }

    /// News of run `generation` from the worker, received at `now` (ms). `Ignored` if it is
    /// not for this run, or comes after a cancel; else the outcome, when the run of one board
    /// is finished.
    pub fn hear(
        &mut self,
        generation: u64,
        event: RunEvent,
        now: f64,
    ) -> Result<Option<Outcome>, Ignored> {
        if generation != self.generation || !self.is_running() {
            return Err(Ignored);
        }
        self.elapsed_ms = now - self.started_ms;
        match event {
            RunEvent::Started { total } => self.total = Some(total),
            RunEvent::Progress { results } => {
                self.results.borrow_mut().extend(results);
                self.done = self.results.borrow().len();
            }
            RunEvent::Output { text } => self.received.borrow_mut().push_str(&text),
            RunEvent::Finished { output, solving_ms } => {
                self.state = RunState::Finished;
                self.solving_ms = solving_ms;
                let text = std::mem::take(&mut *self.received.borrow_mut());
                self.output = Some(output.map(|()| Rc::from(text)));
                // One board: its verdict is the outcome, as for a solve on the page.
                if self.total == Some(1) {
                    let first = self.results.borrow().first().cloned();
                    return Ok(first.map(|r| Outcome::new(self.format, &r, self.elapsed_ms)));
                }
            }
            RunEvent::Failed { why } => self.state = RunState::Failed(why),
        }
        Ok(None)
    }

    pub fn apply(&mut self, action: BatchAction) -> bool {
        match action {
            BatchAction::Cancel if self.is_running() => self.state = RunState::Cancelled,
            BatchAction::Filter(filter) => {
                self.filter = filter;
                self.page = 0;
            }
            BatchAction::Page(page) => self.page = page,
            BatchAction::Cancel => return false,
        }
        true
    }
}

/// A message that is not for the run shown.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Ignored;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Digit};

    fn result(verdict: Verdict) -> BoardResult {
        BoardResult {
            line: 1,
            verdict,
            first: None,
            second: None,
            steps: 3,
        }
    }

    #[test]
    fn results_stream_in_and_the_rate_follows_the_clock() {
        let mut batch = Batch::new(7, Format::Lines, 1000.0);
        let started = RunEvent::Started { total: 4 };
        assert_eq!(batch.hear(7, started, 1000.0), Ok(None));
        let progress = RunEvent::Progress {
            results: vec![result(Verdict::Unique), result(Verdict::NoSolution)],
        };
        assert_eq!(batch.hear(7, progress, 1500.0), Ok(None));
        assert_eq!((batch.done, batch.total), (2, Some(4)));
        // Two boards in the 500 ms since the run was sent.
        assert_eq!(batch.rate(), 4.0);
        assert_eq!(batch.tally(), [1, 0, 1, 0]);
    }

    #[test]
    fn messages_of_another_run_or_after_cancel_are_ignored() {
        let mut batch = Batch::new(7, Format::Lines, 0.0);
        let progress = || RunEvent::Progress {
            results: vec![result(Verdict::Unique)],
        };
        assert_eq!(batch.hear(6, progress(), 1.0), Err(Ignored));
        assert_eq!(batch.done, 0);
        assert!(batch.apply(BatchAction::Cancel));
        assert_eq!(batch.hear(7, progress(), 2.0), Err(Ignored));
        assert_eq!((batch.done, &batch.state), (0, &RunState::Cancelled));
        assert!(!batch.apply(BatchAction::Cancel), "cancelled already");
    }

    #[test]
    fn filters_pick_verdicts() {
        assert!(Filter::Several.keeps(&Verdict::Several {
            count: 3,
            capped: false
        }));
        assert!(!Filter::Unique.keeps(&Verdict::NoSolution));
        assert!(!Filter::Invalid.keeps(&Verdict::Unique));
        let mut grid = Grid::empty();
        grid.set(Cell::at(0, 0).unwrap(), Digit::new(5));
        grid.set(Cell::at(0, 8).unwrap(), Digit::new(5));
        assert!(Filter::Invalid.keeps(&Verdict::Conflict(grid.conflicts()[0])));
        assert!(Filter::All.keeps(&Verdict::NoSolution));
    }
}
