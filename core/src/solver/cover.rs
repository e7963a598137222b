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

/// What one row of the matrix puts on the board: a symbol in a cell, or (Sudominoku) a domino's
/// two symbols in two neighbouring cells. Cells are row-major indexes, symbols 1 to N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub first: (u16, u8),
    /// The domino's other half.
    pub second: Option<(u16, u8)>,
}

impl Placement {
    pub fn cells(self) -> impl Iterator<Item = (u16, u8)> {
        std::iter::once(self.first).chain(self.second)
    }
}

/// An exact cover problem ready to search: the links with the givens already taken, and what
/// each row places.
#[derive(Clone, Debug)]
pub struct Matrix {
    start: Links,
    placements: Vec<Placement>,
    /// The first `cells` columns are the board's cells, in row-major order.
    cells: usize,
}

/// Builds a [`Matrix`]: columns first, then rows in the order the search tries them.
pub struct Builder {
    columns: usize,
    cells: usize,
    rows: Vec<(Vec<u32>, Placement)>,
}

impl Builder {
    /// A matrix of `columns` columns, the first `cells` of which are the board's cells.
    pub fn new(columns: usize, cells: usize) -> Builder {
        Builder {
            columns,
            cells,
            rows: Vec::new(),
        }
    }

    /// A row covering `columns` (each below the column count), placing `placement`.
    pub fn row(&mut self, columns: Vec<u32>, placement: Placement) {
        debug_assert!(columns.iter().all(|&c| (c as usize) < self.columns));
        self.rows.push((columns, placement));
    }

    /// The matrix with the rows `taken` (the givens) already chosen; `None` if two of them
    /// cover the same column (the givens clash) or one is no row.
    pub fn build(self, taken: &[usize]) -> Option<Matrix> {
        let mut links = Links::new(self.columns);
        let mut first_node = Vec::with_capacity(self.rows.len());
        for (columns, _) in &self.rows {
            first_node.push(links.add_row(first_node.len() as u32, columns));
        }
        for &row in taken {
            let node = *first_node.get(row)?;
            // Every column the row meets must still be there.
            let mut j = node;
            loop {
                if !links.is_active(links.column[j as usize]) {
                    return None;
                }
                j = links.right[j as usize];
                if j == node {
                    break;
                }
            }
            links.cover(links.column[node as usize]);
            links.select(node);
        }
        Some(Matrix {
            start: links,
            placements: self.rows.into_iter().map(|(_, p)| p).collect(),
            cells: self.cells,
        })
    }
}

/// Dancing links: node 0 is the root, nodes 1..=columns the column headers, then one node per
/// 1 of the matrix. Numbers, not pointers, so that a copy is a few vectors.
#[derive(Clone, Debug)]
struct Links {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// The header of each node's column (headers: themselves).
    column: Vec<u32>,
    /// The matrix row of each node (headers: unused).
    row: Vec<u32>,
    /// Rows left in each column, by header node.
    size: Vec<u32>,
}

const ROOT: u32 = 0;

impl Links {
    fn new(columns: usize) -> Links {
        let n = columns + 1;
        let mut links = Links {
            left: (0..n as u32)
                .map(|i| if i == 0 { n as u32 - 1 } else { i - 1 })
                .collect(),
            right: (0..n as u32).map(|i| (i + 1) % n as u32).collect(),
            up: (0..n as u32).collect(),
            down: (0..n as u32).collect(),
            column: (0..n as u32).collect(),
            row: vec![u32::MAX; n],
            size: vec![0; n],
        };
        links.size[0] = 0;
        links
    }

    /// Adds a row meeting `columns` (numbered from 0); gives its first node.
    fn add_row(&mut self, row: u32, columns: &[u32]) -> u32 {
        let first = self.left.len() as u32;
        for (k, &c) in columns.iter().enumerate() {
            let header = c + 1;
            let node = first + k as u32;
            let above = self.up[header as usize];
            self.up.push(above);
            self.down.push(header);
            self.down[above as usize] = node;
            self.up[header as usize] = node;
            self.column.push(header);
            self.row.push(row);
            self.size[header as usize] += 1;
            let (left, right) = if k == 0 {
                (node, node)
            } else {
                (node - 1, first)
            };
            self.left.push(left);
            self.right.push(right);
            if k > 0 {
                self.right[left as usize] = node;
                self.left[first as usize] = node;
            }
        }
        first
    }

    fn is_active(&self, header: u32) -> bool {
        let h = header as usize;
        self.right[self.left[h] as usize] == header
    }

    /// Takes column `c` out of the header list, and every row meeting it out of the other
    /// columns.
    fn cover(&mut self, c: u32) {
        let (l, r) = (self.left[c as usize], self.right[c as usize]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[c as usize];
        while i != c {
            let mut j = self.right[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[j as usize] as usize] -= 1;
                j = self.right[j as usize];
            }
            i = self.down[i as usize];
        }
    }

    /// Undoes [`Links::cover`] (in the reverse order).
    fn uncover(&mut self, c: u32) {
        let mut i = self.up[c as usize];
        while i != c {
            let mut j = self.left[i as usize];
            while j != i {
                self.size[self.column[j as usize] as usize] += 1;
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                j = self.left[j as usize];
            }
            i = self.up[i as usize];
        }
        let (l, r) = (self.left[c as usize], self.right[c as usize]);
        self.right[l as usize] = c;
        self.left[r as usize] = c;
    }

    /// Chooses the row of `node` (its own column covered already): covers its other columns.
    fn select(&mut self, node: u32) {
        let mut j = self.right[node as usize];
        while j != node {
            self.cover(self.column[j as usize]);
            j = self.right[j as usize];
        }
    }

    /// Undoes [`Links::select`].
    fn unselect(&mut self, node: u32) {
        let mut j = self.left[node as usize];
        while j != node {
            self.uncover(self.column[j as usize]);
            j = self.left[j as usize];
        }
    }
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
mod tests {
    use super::*;

    /// Knuth's example from "Dancing Links": seven columns, six rows, one exact cover (rows
    /// 1, 4 and 5, counting from 1... here 0, 3 and 4).
    fn knuth() -> Rc<Matrix> {
        let rows: [&[u32]; 6] = [
            &[2, 4, 5],
            &[0, 3, 6],
            &[1, 2, 5],
            &[0, 3],
            &[1, 6],
            &[3, 4, 6],
        ];
        let mut b = Builder::new(7, 0);
        for (i, cols) in rows.iter().enumerate() {
            b.row(
                cols.to_vec(),
                Placement {
                    first: (0, i as u8),
                    second: None,
                },
            );
        }
        Rc::new(b.build(&[]).expect("no givens"))
    }

    fn solutions(matrix: Rc<Matrix>, policy: Policy) -> Vec<Vec<u32>> {
        let mut search = Cover::new(matrix, policy);
        let mut found = Vec::new();
        loop {
            match search.step() {
                Move::Solution => {
                    let mut rows: Vec<u32> = search.stack().map(|(r, ..)| r).collect();
                    rows.sort();
                    found.push(rows);
                }
                Move::Exhausted => return found,
                _ => {}
            }
        }
    }

    #[test]
    fn knuths_example_has_its_one_cover() {
        for policy in [Policy::Fewest, Policy::FirstCell, Policy::ForcedFirst] {
            assert_eq!(
                solutions(knuth(), policy),
                vec![vec![0, 3, 4]],
                "{policy:?}"
            );
        }
    }

    #[test]
    fn covering_undoes_exactly_and_copies_rebuild_their_links() {
        let mut search = Cover::new(knuth(), Policy::Fewest);
        let start = search.links().clone();
        let mut copies = Vec::new();
        while !search.is_exhausted() {
            copies.push(search.clone());
            search.step();
        }
        // Back at the start: every link as it was.
        let end = search.links();
        assert_eq!(
            (&end.left, &end.right, &end.up, &end.down, &end.size),
            (
                &start.left,
                &start.right,
                &start.up,
                &start.down,
                &start.size
            )
        );
        // Each copy, stepped to the end, takes the steps the search took after it.
        let total = search.tally().steps;
        for copy in copies {
            let mut copy = copy;
            let from = copy.tally().steps;
            while !copy.is_exhausted() {
                copy.step();
            }
            assert_eq!(copy.tally().steps, total, "from step {from}");
        }
    }

    #[test]
    fn clashing_givens_are_refused() {
        let mut b = Builder::new(2, 0);
        for _ in 0..2 {
            b.row(
                vec![0, 1],
                Placement {
                    first: (0, 1),
                    second: None,
                },
            );
        }
        assert!(b.build(&[0, 1]).is_none());
    }
}
