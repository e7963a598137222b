//! The one search engine: backtracking as an explicit-stack state machine.
//!
//! [`Search::step`] does one visible thing and says what it did. Solving, counting and the
//! step-by-step player are all loops over it, so what the player shows is exactly what the
//! solver does. A `Search` is a plain value: cloning it is how the player keeps checkpoints.
//!
//! This file holds the machine and its public face; each strategy family's steps have a file
//! of their own beside it (`classic.rs` and its tight loop `tight.rs`, `propagating.rs`,
//! `dlx.rs`), and [`Search::step`] dispatches; `nodes.rs` has the parts of the classic search
//! the player explores on its own.

use super::any_size::{Constraint, SquareSearch};
use super::position::{Contradiction, Position};
use super::program_run::Watch;
use super::strategy::Strategy;
use crate::grid::{Candidates, Cell, Conflict, Digit, Grid, Unit, UnitOf};
use crate::square::Square;

/// What one call to [`Search::step`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Tried `digit` in `cell` (a branch; propagating strategies may fill more cells with it).
    Place { cell: Cell, digit: Digit },
    /// Took `digit` back from `cell`: everything below it is explored.
    Backtrack { cell: Cell, digit: Digit },
    /// The branch cannot be completed: `cell` has no candidate left (for propagating
    /// strategies, the place where propagation found the contradiction).
    DeadEnd { cell: Cell },
    /// The branch cannot be completed because `digit` has no place left in `unit` (DLX, and a
    /// watched propagating search where its program's `dead()` finds it so).
    NoPlace { digit: Digit, unit: UnitOf },
    /// Propagating strategies, in a watched search only ([`Search::watched`]): propagation
    /// filled `cell` with `digit`, for the reason `why`. Shown one at a time, so that every
    /// deduction is a step of its own.
    Deduce {
        cell: Cell,
        digit: Digit,
        why: Deduction,
    },
    /// The board is full and valid; stepping on looks for the next solution.
    Solution,
    /// Every branch is explored; stepping on does nothing more.
    Exhausted,
}

impl Step {
    /// At a dead end where a digit has no place left, the unit it has none in.
    pub fn no_place(self) -> Option<UnitOf> {
        match self {
            Step::NoPlace { unit, .. } => Some(unit),
            _ => None,
        }
    }
}

/// Why propagation filled a cell, as seen on the board shown (the digits placed so far).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deduction {
    /// No other digit is left for the cell: its row, column and box hold the other eight.
    OnlyCandidate,
    /// No other cell of this unit can take the digit.
    OnlyPlace(Unit),
    /// Neither shows on the board: the digit is forced once candidates that box-line
    /// interactions rule out are removed (the strategy's propagation does that too).
    Interactions,
}

/// Running totals of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Steps taken, [`Step::Exhausted`] excluded.
    pub steps: u64,
    pub placements: u64,
    /// Cells filled by propagation, shown one step each (watched searches only).
    pub deductions: u64,
    pub backtracks: u64,
    pub dead_ends: u64,
    pub solutions: u64,
    /// The deepest the branch stack has been.
    pub max_depth: usize,
}

/// What the next step will do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Next {
    /// Pick a cell and try its smallest candidate.
    Descend,
    /// Classic only: try the candidates of `cell` above `digit`, which was just taken back.
    Retry {
        cell: u8,
        digit: u8,
    },
    /// Report a contradiction found at `cell`, then retreat.
    Fail {
        cell: u8,
    },
    /// Take back the most recent branch.
    Retreat,
    Done,
}

/// A backtracking search over one puzzle.
#[derive(Clone)]
pub struct Search {
    pub(super) strategy: Strategy,
    pub(super) givens: Grid,
    pub(super) position: Position,
    /// The branches taken, outermost first: (cell, digit).
    pub(super) trail: Vec<(u8, u8)>,
    /// Propagating strategies only: the position before each branch of `trail`.
    pub(super) snapshots: Vec<Position>,
    /// Classic only: the empty cells in row-major order; branch `i` is on `order[i]`.
    pub(super) order: Vec<u8>,
    pub(super) next: Next,
    pub(super) counters: Counters,
    /// Digits placed in each cell so far (branches and, when propagating, nothing else).
    pub(super) tries: [u64; 81],
    /// The deepest and the shallowest depth since [`Search::take_window`].
    pub(super) window: (usize, usize),
    /// Shows each deduction of propagation as a step ([`Search::watched`]).
    pub(super) watched: bool,
    /// Watched, propagating: the program run beside the engine, whose board is shown.
    pub(super) watch: Option<Box<Watch>>,
    /// DLX only: the dancing links search, which the fields above follow.
    pub(super) dlx: Option<Box<SquareSearch<9>>>,
    /// Propagating only: the calls of `search()` in its program (`programs/propagating/`)
    /// so far: the first, once the givens' propagation succeeds, and one after each branch
    /// whose propagation succeeds.
    pub(super) calls: u64,
}

/// What DLX chose for the branch on top of the stack: the constraint, how many ways it had
/// and which of them is tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub constraint: Constraint<9>,
    pub options: u32,
    pub nth: u32,
}

impl Search {
    /// A search of `givens` with `strategy`, or the first pair of givens that clash.
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Search, Conflict> {
        let Some(mut position) = Position::new(givens) else {
            return Err(givens.conflicts()[0]);
        };
        let mut next = Next::Descend;
        let mut order = Vec::new();
        let mut dlx = None;
        let mut calls = 0;
        if strategy == Strategy::Dlx {
            let search = SquareSearch::new(&Square::from(givens), strategy)
                .map_err(|_| givens.conflicts()[0])?;
            dlx = Some(Box::new(search));
        } else if strategy.propagates() {
            match position.init_candidates() {
                Ok(()) => calls = 1,
                Err(Contradiction(cell)) => next = Next::Fail { cell },
            }
        } else {
            order = (0..81u8)
                .filter(|&c| position.digits[c as usize] == 0)
                .collect();
        }
        Ok(Search {
            strategy,
            givens: *givens,
            position,
            trail: Vec::with_capacity(81),
            snapshots: Vec::new(),
            order,
            next,
            counters: Counters::default(),
            tries: [0; 81],
            window: (0, 0),
            watched: false,
            watch: None,
            dlx,
            calls,
        })
    }

    /// A search to be watched: with a propagating strategy, every cell that propagation fills
    /// is a step of its own ([`Step::Deduce`]), shown after the branch that caused it. The
    /// branches, and so the search tree, are those of [`Search::new`]; solving uses that one,
    /// which takes them in one step.
    pub fn watched(givens: &Grid, strategy: Strategy) -> Result<Search, Conflict> {
        let mut search = Search::new(givens, strategy)?;
        search.watched = true;
        if strategy.propagates() {
            search.watch = Some(Box::new(Watch::new(givens)));
        }
        Ok(search)
    }

    /// Does one step of the search and says what it did.
    #[inline]
    pub fn step(&mut self) -> Step {
        let step = if self.dlx.is_some() {
            self.step_dlx()
        } else if self.watch.is_some() {
            self.step_watched()
        } else if self.strategy.propagates() {
            self.step_propagating()
        } else {
            self.step_classic()
        };
        let c = &mut self.counters;
        let depth = self.trail.len();
        match step {
            Step::Place { cell, .. } => {
                c.placements += 1;
                c.max_depth = c.max_depth.max(depth);
                self.tries[cell.index()] += 1;
                self.window.0 = self.window.0.max(depth);
            }
            Step::Backtrack { .. } => {
                c.backtracks += 1;
                self.window.1 = self.window.1.min(depth);
            }
            Step::Deduce { .. } => c.deductions += 1,
            Step::DeadEnd { .. } | Step::NoPlace { .. } => c.dead_ends += 1,
            Step::Solution => c.solutions += 1,
            Step::Exhausted => return step,
        }
        c.steps += 1;
        step
    }

    /// Takes up to `n` steps, stopping after a [`Step::Solution`] or at [`Step::Exhausted`]
    /// (which is not counted). Returns the steps taken and the last step taken (`Exhausted`
    /// only if no step was; see [`Search::is_exhausted`]). One call
    /// per many steps lets the compiler keep the search's state in registers: the player
    /// explores a hundred million steps this way.
    pub fn step_many(&mut self, n: u64) -> (u64, Option<Step>) {
        if self.strategy == Strategy::Classic {
            return self.classic_many(n, 0);
        }
        let mut last = None;
        for taken in 0..n {
            let step = self.step();
            match step {
                Step::Exhausted => return (taken, last.or(Some(step))),
                Step::Solution => return (taken + 1, Some(step)),
                _ => last = Some(step),
            }
        }
        (n, last)
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// Watched, propagating: the program run beside the search, with the lines it ran.
    pub(crate) fn watch(&self) -> Option<&Watch> {
        self.watch.as_deref()
    }

    /// The puzzle being searched.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The board as the search has it now (in a watched search, without the deductions not
    /// shown yet).
    pub fn grid(&self) -> Grid {
        match &self.watch {
            Some(watch) => watch.shown(),
            None => self.position.to_grid(),
        }
    }

    /// Digits `cell` can still take: for propagating strategies after propagation, for classic
    /// the digits its row, column and box do not hold yet.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        let i = cell.index();
        match self.position.digits[i] {
            0 if self.strategy.propagates() => Candidates::from_bits(self.position.candidates(i)),
            0 => Candidates::from_bits(self.position.free(i)),
            d => Candidates::from_bits(1 << (d - 1)),
        }
    }

    /// The branches taken, outermost first: where the search will return to.
    pub fn stack(&self) -> impl ExactSizeIterator<Item = (Cell, Digit)> + '_ {
        self.trail.iter().map(|&(c, d)| to_pair(c, d))
    }

    /// Current depth: the number of branches on the stack.
    pub fn depth(&self) -> usize {
        self.trail.len()
    }

    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// How many times a digit was placed in `cell` (tried there) so far.
    pub fn tries(&self, cell: Cell) -> u64 {
        self.tries[cell.index()]
    }

    /// The deepest and shallowest depths reached since the last call (or the start), and
    /// starts a new window at the current depth: the player draws the search's shape from it.
    pub fn take_window(&mut self) -> (usize, usize) {
        let depth = self.trail.len();
        std::mem::replace(&mut self.window, (depth, depth))
    }

    /// Classic only: the empty cells in the order the search fills them.
    pub fn order(&self) -> impl ExactSizeIterator<Item = Cell> + '_ {
        self.order
            .iter()
            .map(|&c| Cell::new(c as usize).expect("cells below 81"))
    }

    /// Classic only (it keeps the units' digits): the digits that no other cell of `cell`'s
    /// row, column and box holds, the ones the classic program's check lets through there (the
    /// cell's own digit included).
    pub fn open_digits(&self, cell: Cell) -> Candidates {
        debug_assert_eq!(self.strategy, Strategy::Classic, "classic only");
        let i = cell.index();
        let own = match self.position.digits[i] {
            0 => 0,
            d => 1 << (d - 1),
        };
        Candidates::from_bits(self.position.free(i) | own)
    }

    /// True once [`Step::Exhausted`] has been returned.
    pub fn is_exhausted(&self) -> bool {
        self.next == Next::Done
    }
}

fn to_pair(cell: u8, digit: u8) -> (Cell, Digit) {
    (
        Cell::new(cell as usize).expect("the search only stores cells below 81"),
        Digit::new(digit).expect("the search only stores digits 1-9"),
    )
}

pub(super) fn place(cell: u8, digit: u8) -> Step {
    let (cell, digit) = to_pair(cell, digit);
    Step::Place { cell, digit }
}

pub(super) fn backtrack(cell: u8, digit: u8) -> Step {
    let (cell, digit) = to_pair(cell, digit);
    Step::Backtrack { cell, digit }
}

pub(super) fn dead_end(cell: u8) -> Step {
    Step::DeadEnd {
        cell: Cell::new(cell as usize).expect("the search only stores cells below 81"),
    }
}
