//! The lines of the classic program that one step of the search runs, one by one, in the
//! order a line tracer reports them: Python's `sys.settrace` running `programs/sudoku.py`
//! (the C++, Java and Rust programs are written line for line alike).
//!
//! A tracer reports a line each time the program reaches it anew: the function's header at
//! each call, the `for` line at each turn of the loop and once more when it ends, the check
//! once for each digit (its `continue` goes back to the `for`). When a call returns false,
//! the caller goes on on the line of the call, so that line is not reported again: the next
//! one is the take-back. Printing the board is one line (`print_board`'s own lines are not
//! the search's).
//!
//! Everything is read from the state just after the step, as [`crate::explain`] does, so a
//! step at 50,000,000 has its lines as cheaply as the first; and the lines run before a step
//! are counted from the search's counters ([`lines_before`]), not by running them.

use crate::code::{Role, Roles};
use crate::grid::{Candidates, Cell, Digit};
use crate::solver::{Search, Step, Strategy};

/// One line run: its role, the call (depth) it runs in, and the cell and digit it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traced {
    /// What a test or a call on the line found (propagating programs; `None` elsewhere).
    pub outcome: Outcome,
    pub role: Role,
    /// The call's `k`: the number of cells filled when it was made.
    pub depth: usize,
    /// The call's cell (`None` in the call on a full board).
    pub cell: Option<Cell>,
    /// The loop's digit on the `for` line of each turn, on the check and where the digit is
    /// placed or taken back; `None` where the loop ends and elsewhere.
    pub digit: Option<Digit>,
}

/// What a line of the propagating program found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Outcome {
    #[default]
    None,
    Yes,
    No,
    /// `dead()`: this cell has no digit left.
    NoDigit(Cell),
    /// `dead()`: this digit has no place left in this unit.
    NoPlace(Digit, crate::grid::UnitOf),
}

/// The lines one step ran, in order: the classic program's, read from the state, or the
/// propagating program's, as the watched search recorded them ([`program`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepLines {
    Classic(ClassicLines),
    Program(Vec<Traced>),
}

impl StepLines {
    /// The lines `step` ran, read from `search` just after it; `None` for DLX, whose steps
    /// are followed by the line each ends on, and for a search not watched.
    pub fn of(search: &Search, step: Step) -> Option<StepLines> {
        match search.watch() {
            Some(watch) => Some(StepLines::Program(program::lines(watch.lines().0))),
            None => ClassicLines::of(search, step).map(StepLines::Classic),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            StepLines::Classic(c) => c.len(),
            StepLines::Program(p) => p.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The roles of the lines the step ran.
    pub fn roles(&self) -> Roles {
        match self {
            StepLines::Classic(c) => c.roles(),
            StepLines::Program(p) => p.iter().fold(Roles::NONE, |r, l| r.with(l.role)),
        }
    }

    /// The lines, in the order they ran.
    pub fn iter(&self) -> impl Iterator<Item = Traced> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// The `i`th line the step ran.
    pub fn get(&self, i: usize) -> Option<Traced> {
        match self {
            StepLines::Classic(c) => c.get(i),
            StepLines::Program(p) => p.get(i).copied(),
        }
    }
}

/// The turns of one call's loop that a step runs: the `for` line and the check for each digit
/// `from..=to`; then the last digit is placed (`place`), or the loop ends and the call
/// returns false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turns {
    depth: usize,
    cell: Cell,
    from: u8,
    to: u8,
    place: bool,
}

/// A call arriving at `depth` on `cell` (`None`: the board is full), from the call line of
/// `caller` (its cell and digit), unless it is the program's first call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arrival {
    depth: usize,
    cell: Option<Cell>,
    caller: Option<(Cell, Digit)>,
}

impl Arrival {
    fn new(search: &Search, depth: usize, cell: Option<Cell>) -> Arrival {
        let caller = depth.checked_sub(1).and_then(|k| search.stack().nth(k));
        Arrival {
            depth,
            cell,
            caller,
        }
    }

    /// The caller's call line, the header, the test, then reading the cell or printing.
    fn roles(&self) -> &'static [Role] {
        use Role::*;
        match (self.caller.is_some(), self.cell.is_some()) {
            (true, true) => &[Call, Enter, Full, Cell, Box],
            (false, true) => &[Enter, Full, Cell, Box],
            (true, false) => &[Call, Enter, Full, Print, Solved],
            (false, false) => &[Enter, Full, Print, Solved],
        }
    }
}

/// The lines one step runs, in order: the caller's call line, the call arriving (its header,
/// the test, and reading its cell or printing the board), turns of a loop, a take-back. Kept
/// this small (no list) because the player reads it for every step while looking for a
/// breakpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ClassicLines {
    arrive: Option<Arrival>,
    turns: Option<Turns>,
    /// The take-back that ends the step: depth, cell, digit.
    undo: Option<(usize, Cell, Digit)>,
}

impl ClassicLines {
    /// The lines `step` ran, read from `search` just after it; `None` unless the search is
    /// classic.
    pub fn of(search: &Search, step: Step) -> Option<ClassicLines> {
        if search.strategy() != Strategy::Classic {
            return None;
        }
        let depth = search.depth();
        let mut lines = ClassicLines::default();
        match step {
            Step::Place { cell, digit } => {
                let tried = below(search.open_digits(cell), digit);
                let k = depth - 1;
                if tried.is_empty() {
                    lines.arrive = Some(Arrival::new(search, k, Some(cell)));
                }
                let from = last(tried).map_or(1, |d| d.get() + 1);
                lines.turns = Some(Turns::new(k, cell, from, digit.get(), true));
            }
            Step::DeadEnd { cell } => {
                lines.arrive = Some(Arrival::new(search, depth, Some(cell)));
                lines.turns = Some(Turns::new(depth, cell, 1, 9, false));
            }
            Step::Backtrack { cell, digit } => {
                // The next cell's loop ended (refusing every digit above its last one, which
                // failed further down) and its call returned false, unless it was a dead end
                // (a step of its own) or there is no next cell (the step follows a solution).
                let child = child(search, cell, digit);
                if let Some((next, last)) = child.and_then(|(c, open)| Some((c, last(open)?))) {
                    lines.turns = Some(Turns::new(depth + 1, next, last.get() + 1, 9, false));
                }
                lines.undo = Some((depth, cell, digit));
            }
            Step::Solution => lines.arrive = Some(Arrival::new(search, depth, None)),
            // The first call's loop ended after its last digit was taken back.
            Step::Exhausted => {
                let root = search.order().next();
                if let Some((cell, last)) =
                    root.and_then(|c| Some((c, last(search.open_digits(c))?)))
                {
                    lines.turns = Some(Turns::new(0, cell, last.get() + 1, 9, false));
                }
            }
            Step::Deduce { .. } | Step::NoPlace { .. } => return None,
        }
        Some(lines)
    }

    /// How many lines the step ran.
    pub fn len(&self) -> usize {
        let arrive = self.arrive.map_or(0, |a| a.roles().len());
        let turns = self
            .turns
            .map_or(0, |t| 2 * t.count() + if t.place { 1 } else { 2 });
        arrive + turns + usize::from(self.undo.is_some())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The roles of the lines the step ran.
    pub fn roles(&self) -> Roles {
        let mut roles = Roles::NONE;
        if let Some(a) = self.arrive {
            roles = roles.union(Roles::of(a.roles()));
        }
        if let Some(t) = self.turns {
            if t.count() > 0 {
                roles = roles.union(Roles::of(&[Role::Loop, Role::Check]));
            }
            roles = roles.union(if t.place {
                Roles::of(&[Role::Place])
            } else {
                Roles::of(&[Role::Loop, Role::Fail])
            });
        }
        if self.undo.is_some() {
            roles = roles.with(Role::Undo);
        }
        roles
    }

    /// The lines, in the order they ran.
    pub fn iter(&self) -> impl Iterator<Item = Traced> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// The `i`th line the step ran.
    pub fn get(&self, mut i: usize) -> Option<Traced> {
        let line = |role, depth, cell, digit| Traced {
            outcome: Outcome::None,
            role,
            depth,
            cell,
            digit,
        };
        if let Some(a) = self.arrive {
            let roles = a.roles();
            if let Some(&role) = roles.get(i) {
                return Some(match (role, a.caller) {
                    (Role::Call, Some((cell, digit))) => {
                        line(role, a.depth - 1, Some(cell), Some(digit))
                    }
                    _ => line(role, a.depth, a.cell, None),
                });
            }
            i -= roles.len();
        }
        if let Some(t) = self.turns {
            let (cell, k) = (Some(t.cell), t.depth);
            if i < 2 * t.count() {
                let digit = Digit::new(t.from + (i / 2) as u8);
                let role = if i.is_multiple_of(2) {
                    Role::Loop
                } else {
                    Role::Check
                };
                return Some(line(role, k, cell, digit));
            }
            i -= 2 * t.count();
            let end: &[Role] = if t.place {
                &[Role::Place]
            } else {
                &[Role::Loop, Role::Fail]
            };
            if i < end.len() {
                let digit = t.place.then(|| Digit::new(t.to)).flatten();
                return Some(line(end[i], k, cell, digit));
            }
            i -= end.len();
        }
        match self.undo {
            Some((k, cell, digit)) if i == 0 => Some(line(Role::Undo, k, Some(cell), Some(digit))),
            _ => None,
        }
    }
}

impl Turns {
    fn new(depth: usize, cell: Cell, from: u8, to: u8, place: bool) -> Turns {
        Turns {
            depth,
            cell,
            from,
            to,
            place,
        }
    }

    /// The digits whose `for` line and check run.
    fn count(&self) -> usize {
        usize::from(self.to + 1 - self.from.min(self.to + 1))
    }
}

/// The lines the program ran before `step` (the last step taken; `None` at the start), read
/// from `search` just after it and its counters: every call runs its header, its test and
/// two more lines (reading its cell, or printing and returning), every call but the first
/// its caller's call line; each digit a call's loop reaches runs the `for` line and the
/// check; each placement and take-back one line; each call that returns false the `for` line
/// once more and `return false`.
pub fn lines_before(search: &Search, step: Option<Step>) -> Option<u64> {
    let lines = StepLines::of(search, step?)?;
    Some(lines_through(search, step?) - lines.len() as u64)
}

/// The lines the program ran up to the end of `step`, the last step taken.
pub fn lines_through(search: &Search, step: Step) -> u64 {
    if let Some(watch) = search.watch() {
        return watch.lines().1;
    }
    let c = search.counters();
    let is = |yes: bool| u64::from(yes);
    let placed_last = is(matches!(step, Step::Place { .. }));
    let calls = 1 + c.placements - placed_last;
    // Each take-back follows a call that returned false, but the first after each solution
    // (the program would have stopped there; the page searches on), if there is a take-back
    // after a solution at all (a board with no blank cell has none).
    let blanks = search.order().len() > 0;
    let after_solutions = if blanks {
        c.solutions - is(step == Step::Solution)
    } else {
        0
    };
    // At the end the first call returned false too (in this step, or at its dead end).
    let root_failed = step == Step::Exhausted && blanks;
    let failed =
        c.backtracks - after_solutions + is(matches!(step, Step::DeadEnd { .. })) + is(root_failed);
    // Each call that returned false tried all 9 digits; each call still running tried the
    // digits up to its own (or up to the one it just took back).
    let running: u64 = search.stack().map(|(_, d)| u64::from(d.get())).sum();
    let retrying = match step {
        Step::Backtrack { digit, .. } => u64::from(digit.get()),
        _ => 0,
    };
    let digits = 9 * failed + running + retrying;
    4 * calls + (calls - 1) + 2 * digits + c.placements + c.backtracks + 2 * failed
}

/// After a take-back of `digit` from `cell`: the next empty cell and the digits its check
/// let through while `digit` stood (all of them tried and failed), or `None` if `cell` was
/// the last empty cell.
fn child(search: &Search, cell: Cell, digit: Digit) -> Option<(Cell, Candidates)> {
    let mut order = search.order();
    order.find(|&c| c == cell)?;
    let next = order.next()?;
    let open = search.open_digits(next);
    Some((
        next,
        if cell.sees(next) {
            open.without(digit)
        } else {
            open
        },
    ))
}

pub(crate) fn below(set: Candidates, digit: Digit) -> Candidates {
    Candidates::from_bits(set.bits() & (digit.bit() - 1))
}

pub(crate) fn last(set: Candidates) -> Option<Digit> {
    set.iter().last()
}

mod program;
#[cfg(test)]
mod tests;
