//! Knuth's Algorithm X with dancing links, as a step machine.
//!
//! A Sudoku is an exact cover problem: every cell gets one symbol, and every row, column and
//! box gets each symbol once. Each possible move (a symbol in a cell; for Sudominoku, a domino
//! on two cells) is a row of a 0/1 matrix covering the constraints it meets; a solution is a
//! set of rows covering every constraint once. The search picks a constraint (a column), tries
//! each row that meets it, and covers everything that row meets, so that the rows left are the
//! moves still possible; taking the row back uncovers them. Dancing links (each 1 of the
//! matrix linked to its neighbours, Knuth 2000) make covering and uncovering a few pointer
//! moves.
//!
//! [`Cover`] takes one visible step at a time, as the 9 x 9 [`super::Search`] does: a row tried
//! ([`Move::Try`]), taken back, a column with no row left, a solution. Which column comes next
//! is the [`Policy`]'s: the one with the fewest rows (Knuth's choice, the fastest), the first
//! empty cell (the classic row-major search, the same tree as [`super::Strategy::Classic`]), or
//! that one after any column with one row left (forced moves first: the first solution is then
//! the lexicographically smallest, as [`super::Strategy::Lexicographic`]'s).

mod links;
mod matrix;

pub use matrix::{Builder, Matrix, Placement};

use links::{Links, ROOT};
use std::rc::Rc;

/// Which column the search covers next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Policy {
    /// The column with the fewest rows left (the first such): Knuth's choice.
    Fewest,
    /// The first cell still empty, in row-major order: the classic search.
    FirstCell,
    /// A column with at most one row left if there is one (a forced move, or a dead end),
    /// else the first empty cell: never a choice the lexicographic order would not make.
    ForcedFirst,
}

/// One visible step of [`Cover`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Row `row` tried for column `column`, which had `options` rows left when chosen; this is
    /// option number `nth` (from 1) of them.
    Try {
        row: u32,
        column: u32,
        options: u32,
        nth: u32,
    },
    /// Row `row` taken back.
    Undo {
        row: u32,
    },
    /// Column `column` has no row left: nothing can meet that constraint.
    DeadEnd {
        column: u32,
    },
    Solution,
    Exhausted,
}

/// What the next step will do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    Descend,
    /// Take back the row chosen last.
    Retreat,
    /// Try the next row of the last column, or retreat further.
    Advance,
    Done,
}

/// A choice on the stack: the column, its row being tried (by node), how many rows it had and
/// which of them this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Choice {
    column: u32,
    node: u32,
    options: u32,
    nth: u32,
}

/// Running totals of a [`Cover`] search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub steps: u64,
    pub tries: u64,
    pub undos: u64,
    pub dead_ends: u64,
    pub solutions: u64,
    pub max_depth: usize,
}

/// Algorithm X over a [`Matrix`], one step at a time. Cloning copies the choices, not the
/// links: a copy rebuilds them from the choices when it next steps (the player keeps up to a
/// thousand copies of a search).
#[derive(Debug)]
pub struct Cover {
    matrix: Rc<Matrix>,
    links: Option<Box<Links>>,
    stack: Vec<Choice>,
    next: Next,
    policy: Policy,
    tally: Tally,
    /// Rows placed in each cell so far.
    tries: Vec<u64>,
    /// The deepest and shallowest depth since the window was last taken.
    window: (usize, usize),
}

impl Clone for Cover {
    fn clone(&self) -> Cover {
        Cover {
            matrix: self.matrix.clone(),
            links: None,
            stack: self.stack.clone(),
            next: self.next,
            policy: self.policy,
            tally: self.tally,
            tries: self.tries.clone(),
            window: self.window,
        }
    }
}

impl Cover {
    pub fn new(matrix: Rc<Matrix>, policy: Policy) -> Cover {
        let cells = matrix.cells;
        Cover {
            links: Some(Box::new(matrix.start.clone())),
            matrix,
            stack: Vec::new(),
            next: Next::Descend,
            policy,
            tally: Tally::default(),
            tries: vec![0; cells],
            window: (0, 0),
        }
    }

    /// The links as the choices made them (rebuilt after a copy).
    fn links(&mut self) -> &mut Links {
        if self.links.is_none() {
            let mut links = self.matrix.start.clone();
            // After a take-back the last row is out again; only its column stays covered.
            let undone = (self.next == Next::Advance).then(|| self.stack.len() - 1);
            for (i, choice) in self.stack.iter().enumerate() {
                links.cover(choice.column);
                if Some(i) != undone {
                    links.select(choice.node);
                }
            }
            self.links = Some(Box::new(links));
        }
        self.links.as_mut().expect("just built")
    }

    /// The column to cover next (the root if none is left).
    fn choose(&mut self) -> u32 {
        let policy = self.policy;
        let links = self.links();
        let first = links.right[ROOT as usize];
        let fewest = || {
            let (mut best, mut fewest) = (first, u32::MAX);
            let mut c = first;
            while c != ROOT {
                let size = links.size[c as usize];
                if size < fewest {
                    (best, fewest) = (c, size);
                    if size <= 1 {
                        break;
                    }
                }
                c = links.right[c as usize];
            }
            (best, fewest)
        };
        match policy {
            Policy::Fewest => fewest().0,
            Policy::FirstCell => first,
            // The first column is the first empty cell while any is left: the cells come
            // first, and a full board has every column covered.
            Policy::ForcedFirst => match fewest() {
                (c, size) if size <= 1 => c,
                _ => first,
            },
        }
    }

    /// Does one step and says what it did.
    pub fn step(&mut self) -> Move {
        let step = self.take_step();
        let t = &mut self.tally;
        match step {
            Move::Exhausted => return step,
            Move::Try { .. } => {
                t.tries += 1;
                t.max_depth = t.max_depth.max(self.stack.len());
                self.window.0 = self.window.0.max(self.stack.len());
            }
            Move::Undo { .. } => {
                t.undos += 1;
                self.window.1 = self.window.1.min(self.stack.len());
            }
            Move::DeadEnd { .. } => t.dead_ends += 1,
            Move::Solution => t.solutions += 1,
        }
        t.steps += 1;
        step
    }

    fn take_step(&mut self) -> Move {
        match self.next {
            Next::Done => Move::Exhausted,
            Next::Descend => {
                let column = self.choose();
                let links = self.links();
                if column == ROOT {
                    self.next = Next::Retreat;
                    return Move::Solution;
                }
                let options = links.size[column as usize];
                if options == 0 {
                    self.next = Next::Retreat;
                    return Move::DeadEnd { column: column - 1 };
                }
                links.cover(column);
                let node = links.down[column as usize];
                links.select(node);
                let row = links.row[node as usize];
                self.stack.push(Choice {
                    column,
                    node,
                    options,
                    nth: 1,
                });
                self.placed(row);
                self.next = Next::Descend;
                Move::Try {
                    row,
                    column: column - 1,
                    options,
                    nth: 1,
                }
            }
            Next::Retreat => {
                let Some(&top) = self.stack.last() else {
                    self.next = Next::Done;
                    return Move::Exhausted;
                };
                let links = self.links();
                links.unselect(top.node);
                let row = links.row[top.node as usize];
                self.next = Next::Advance;
                Move::Undo { row }
            }
            Next::Advance => {
                let top = *self.stack.last().expect("advance follows an undo");
                let links = self.links();
                let node = links.down[top.node as usize];
                if node != top.column {
                    links.select(node);
                    let row = links.row[node as usize];
                    let nth = top.nth + 1;
                    *self.stack.last_mut().expect("just read") = Choice { node, nth, ..top };
                    self.placed(row);
                    self.next = Next::Descend;
                    return Move::Try {
                        row,
                        column: top.column - 1,
                        options: top.options,
                        nth,
                    };
                }
                links.uncover(top.column);
                self.stack.pop();
                // The row of the choice below is taken back next (or the search is over).
                self.next = Next::Retreat;
                self.take_step()
            }
        }
    }

    fn placed(&mut self, row: u32) {
        for (cell, _) in self.matrix.placements[row as usize].cells() {
            if let Some(tries) = self.tries.get_mut(usize::from(cell)) {
                *tries += 1;
            }
        }
    }

    /// Up to `n` steps, stopping after a solution or at the end (which is not counted):
    /// the steps taken and the last one.
    pub fn step_many(&mut self, n: u64) -> (u64, Option<Move>) {
        let mut last = None;
        for taken in 0..n {
            match self.step() {
                Move::Exhausted => return (taken, last.or(Some(Move::Exhausted))),
                Move::Solution => return (taken + 1, Some(Move::Solution)),
                step => last = Some(step),
            }
        }
        (n, last)
    }

    pub fn tally(&self) -> Tally {
        self.tally
    }

    pub fn is_exhausted(&self) -> bool {
        self.next == Next::Done
    }

    /// What row `row` places.
    pub fn placement(&self, row: u32) -> Placement {
        self.matrix.placements[row as usize]
    }

    /// The rows chosen, outermost first, with their column, its options and which option each
    /// row is.
    pub fn stack(&self) -> impl Iterator<Item = (u32, u32, u32, u32)> + '_ {
        self.stack.iter().map(|c| {
            let links = self.links.as_deref().unwrap_or(&self.matrix.start);
            // A copy without links keeps the node numbers, which name rows in any copy.
            let row = links.row[c.node as usize];
            (row, c.column - 1, c.options, c.nth)
        })
    }

    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Rows tried in cell `cell` so far.
    pub fn tries(&self, cell: usize) -> u64 {
        self.tries.get(cell).copied().unwrap_or(0)
    }

    /// The deepest and shallowest depth since the last call, and a new window from here.
    pub fn take_window(&mut self) -> (usize, usize) {
        let depth = self.stack.len();
        std::mem::replace(&mut self.window, (depth, depth))
    }

    /// Rows still possible in column `column` (0 if it is covered).
    pub fn options(&mut self, column: u32) -> u32 {
        let header = column + 1;
        let links = self.links();
        if links.is_active(header) {
            links.size[header as usize]
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests;
