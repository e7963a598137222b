//! A puzzle of any kind the judges give, and its solution: a 9 x 9 board (most problems), a
//! 16 x 16 one (POJ 3076), or a Sudominoku (BOJ 4574). Solving, counting and verdicts for each
//! kind, with the engine that fits it: the 9 x 9 step machine ([`crate::solver::Search`]),
//! dancing links for the others ([`crate::solver::any_size`], [`crate::dominoes`]).

use crate::dominoes::{Sudominoku, Tiling};
use crate::grid::Grid;
use crate::names::Conflict;
use crate::solver::smallest::smallest;
use crate::solver::{self, any_size, Strategy, Verdict};
use crate::square::Square;

/// A puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Board {
    Nine(Grid),
    Sixteen(Square<16>),
    Dominoes(Sudominoku),
}

/// A puzzle's solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    Nine(Grid),
    Sixteen(Square<16>),
    Dominoes(Tiling),
}

/// A verdict with the solutions that back it, of any board.
pub type Analysis = solver::Analysis<Solution>;

impl Board {
    /// The board of side `side` (9 or 16) whose row-major cells are `values` (0 for empty);
    /// `None` if they do not fit it.
    pub fn from_values(side: usize, values: &[u8]) -> Option<Board> {
        match side {
            9 => Grid::from_values(values).map(Board::Nine),
            16 => Square::from_values(values).map(Board::Sixteen),
            _ => None,
        }
    }

    /// The 9 x 9 board, if it is one.
    pub fn nine(&self) -> Option<&Grid> {
        match self {
            Board::Nine(grid) => Some(grid),
            _ => None,
        }
    }

    /// Its side: 9 or 16.
    pub fn side(&self) -> usize {
        match self {
            Board::Sixteen(_) => 16,
            Board::Nine(_) | Board::Dominoes(_) => 9,
        }
    }

    /// The digits given, cell by cell in row-major order (0 for empty).
    pub fn values(&self) -> Vec<u8> {
        match self {
            Board::Nine(grid) => grid_values(grid),
            Board::Sixteen(square) => square.values(),
            Board::Dominoes(puzzle) => grid_values(&puzzle.givens()),
        }
    }

    /// The pairs of givens that clash.
    pub fn conflicts(&self) -> Vec<Conflict> {
        match self {
            Board::Nine(grid) => grid.conflicts(),
            Board::Sixteen(square) => square.conflicts().into_iter().map(Into::into).collect(),
            Board::Dominoes(puzzle) => puzzle.givens().conflicts(),
        }
    }

    /// Searches until `limit` solutions (at least 2) are found or there are no more.
    pub fn analyze(&self, strategy: Strategy, limit: u64) -> Analysis {
        let limit = limit.max(2);
        match self {
            Board::Nine(grid) => solver::analyze(grid, strategy, limit).map(Solution::Nine),
            Board::Sixteen(square) => match search_sixteen(square, limit) {
                Ok(found) => Analysis::found(
                    found.count,
                    found.all,
                    found.first.into_iter().map(Solution::Sixteen),
                    found.steps,
                ),
                Err(c) => Analysis::clash(c.into()),
            },
            // The smallest two for a strategy that promises the smallest first (BOJ 4574
            // accepts any: the first found otherwise).
            Board::Dominoes(puzzle) => match if strategy.finds_smallest_first() {
                puzzle.smallest(limit)
            } else {
                puzzle.solutions(limit)
            } {
                Some(found) => Analysis::found(
                    found.tilings.len() as u64,
                    found.all,
                    found.tilings.into_iter().map(Solution::Dominoes),
                    found.steps,
                ),
                None => Analysis::clash(self.conflicts().first().copied().unwrap_or_else(|| {
                    // Givens that do not clash as a Sudoku clash as dominoes: never from the
                    // reader, which refuses a domino laid twice.
                    unreachable!("the reader refuses dominoes laid twice")
                })),
            },
        }
    }

    /// The first solution `strategy` finds: `Ok(None)` if there is none.
    pub fn solve(&self, strategy: Strategy) -> Result<Option<Solution>, Conflict> {
        match self {
            Board::Nine(grid) => Ok(solver::solve(grid, strategy)?.map(Solution::Nine)),
            Board::Sixteen(square) => Ok(search_sixteen(square, 2)
                .map_err(Conflict::from)?
                .first
                .into_iter()
                .next()
                .map(Solution::Sixteen)),
            Board::Dominoes(_) => match self.analyze(strategy, 2) {
                Analysis {
                    verdict: Verdict::Conflict(c),
                    ..
                } => Err(c),
                a => Ok(a.first),
            },
        }
    }

    /// Its number of solutions, counted up to `limit` (at least 1); none if the givens clash.
    pub fn count(&self, strategy: Strategy, limit: u64) -> u64 {
        match self {
            Board::Nine(grid) => solver::count(grid, strategy, limit),
            // The count is the same in any order; the SAT solver never wanders.
            Board::Sixteen(square) => smallest(square, limit).map_or(0, |found| found.count),
            Board::Dominoes(puzzle) => puzzle
                .solutions(limit.max(1))
                .map_or(0, |found| found.tilings.len() as u64),
        }
    }
}

impl Solution {
    /// The board filled, cell by cell in row-major order.
    pub fn values(&self) -> Vec<u8> {
        match self {
            Solution::Nine(grid) => grid_values(grid),
            Solution::Sixteen(square) => square.values(),
            Solution::Dominoes(tiling) => grid_values(&tiling.grid),
        }
    }
}

/// A 16 x 16 board's answer, its solutions counted up to `limit`: the same for every strategy,
/// the two smallest solutions (row by row), found by a SAT solver ([`smallest`]). Each strategy
/// finds the smallest first or may (the judges accept any), and dancing links, which the
/// fastest strategies use, can wander for minutes on a board with few givens before a first
/// solution, where the SAT solver answers in milliseconds.
fn search_sixteen(
    square: &Square<16>,
    limit: u64,
) -> Result<any_size::Found<16>, crate::square::Clash<16>> {
    let found = smallest(square, limit)?;
    Ok(any_size::Found {
        first: found.first,
        count: found.count,
        all: found.all,
        steps: found.steps,
    })
}

fn grid_values(grid: &Grid) -> Vec<u8> {
    crate::grid::Cell::all()
        .map(|c| grid.get(c).map_or(0, |d| d.get()))
        .collect()
}
