//! The exact cover problem: each row's placement, and the matrix built with the givens
//! taken.

use super::links::Links;

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
    pub(super) start: Links,
    pub(super) placements: Vec<Placement>,
    /// The first `cells` columns are the board's cells, in row-major order.
    pub(super) cells: usize,
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
