//! The search's position: the digits placed, what each unit already holds, and, for propagating
//! strategies, candidates with constraint propagation.
//!
//! Candidates are kept per digit and per band (three rows, 27 cells): 27 words of 27 bits,
//! where bit `r * 9 + c` of word `9 * band + digit` says the digit can go, or is, in row `r`
//! of the band and column `c`. A band is where rows meet boxes: in each band a digit sits
//! once in each of its three rows and once in each of its three boxes, so the row-box
//! "triplets" it may use must contain a permutation. One 512-entry table gives, for any set
//! of triplets, those that lie on some permutation; everything else is removed. That single
//! lookup finds box-line interactions (pointing and claiming) and more. The same table
//! works on stacks (three boxes stacked in a column of boxes) for the column side. Hidden
//! singles and naked singles finish the propagation. Hidden singles are looked for in rows
//! only: after the band's permutation filter a box with one place for a digit has made that
//! place its row's only one, and after the stack's filter a column with one place has made
//! it its box's only one (so the row's, once the band is filtered again).
//!
//! The layout keeps every operation in 32-bit words (cheap in WebAssembly, which has no
//! 128-bit arithmetic) and a snapshot small: propagating strategies copy the position per
//! branch instead of keeping an undo log.

use crate::grid::{Cell, Digit, Grid};

/// All nine digits as a 9-bit mask.
pub(crate) const ALL: u16 = 0x1FF;
/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// One row of a band, at row 0.
const ROW: u32 = 0x1FF;

mod choice;
mod propagate;
mod tables;
#[cfg(test)]
mod tests;

use tables::*;

/// Where propagation found that the current branch has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction(pub u8);

/// Where the search stands on the board: what is placed and what can still go where. The
/// classic search changes it in place; propagating strategies keep a copy per branch.
#[derive(Clone)]
pub(crate) struct Position {
    /// 0 for an empty cell, else the digit.
    pub digits: [u8; 81],
    /// The digits each unit holds, as masks (the classic search's view).
    used: [u16; 27],
    /// Propagating strategies only: word `9 * band + digit - 1` holds the band's cells where
    /// the digit can go or is (see the module docs).
    places: [u32; 27],
    /// Propagating strategies only: the columns of each word when its digit's stacks were
    /// last looked at.
    seen: [u16; 27],
    /// Propagating strategies only: the empty cells of each band.
    unsolved: [u32; 3],
    /// Propagating strategies only: the words of `places` that changed since they were last
    /// looked at, as a 27-bit mask.
    changed: u32,
    /// Propagating strategies only: the empty cells of each band with two candidates, found
    /// on the way by propagation's last look for naked singles, for the choice of the next
    /// cell to branch on. Up to date only once propagation succeeded and left some cell empty
    /// (the only positions a cell is chosen in); after a contradiction or on a full board it
    /// may be stale.
    pairs: [u32; 3],
}

impl Position {
    /// The givens, placed without propagation. `None` if two givens clash.
    pub fn new(grid: &Grid) -> Option<Position> {
        let mut position = Position {
            digits: [0; 81],
            used: [0; 27],
            places: [BAND; 27],
            unsolved: [BAND; 3],
            seen: [0; 27],
            changed: 0,
            pairs: [0; 3],
        };
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                if position.free(cell.index()) & d.bit() == 0 {
                    return None;
                }
                position.set_digit(cell.index(), d.get());
            }
        }
        Some(position)
    }

    pub fn to_grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for cell in Cell::all() {
            grid.set(cell, Digit::new(self.digits[cell.index()]));
        }
        grid
    }

    /// Classic: digits no unit of `cell` holds yet.
    #[inline]
    pub fn free(&self, cell: usize) -> u16 {
        let [r, c, b] = CELL_UNITS[cell];
        !(self.used[r as usize] | self.used[c as usize] | self.used[b as usize]) & ALL
    }

    /// The row, column and box of `cell`, as indexes of the classic search's unit masks.
    #[inline]
    pub fn units(cell: usize) -> [u8; 3] {
        CELL_UNITS[cell]
    }

    /// Classic: the digits each unit holds (rows, then columns, then boxes), for the classic
    /// search's tight loop, which keeps the digits themselves apart.
    #[inline]
    pub fn used_mut(&mut self) -> &mut [u16; 27] {
        &mut self.used
    }

    /// Classic: writes `digit` into the empty `cell`, keeping just the digits and the units'
    /// masks (all the classic search reads), so that its hundred million steps stay cheap.
    #[inline]
    pub fn set_digit(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.digits[cell] = digit;
        for u in CELL_UNITS[cell] {
            self.used[u as usize] |= bit;
        }
    }

    /// Classic: undoes [`Position::set_digit`].
    #[inline]
    pub fn clear_digit(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.digits[cell] = 0;
        for u in CELL_UNITS[cell] {
            self.used[u as usize] &= !bit;
        }
    }

    /// Propagating strategies: the candidates of the empty `cell` as a digit mask.
    pub fn candidates(&self, cell: usize) -> u16 {
        let (b, bit) = (cell / 27, 1 << (cell % 27));
        (0..9)
            .filter(|&d| self.places[word(d, b)] & bit != 0)
            .fold(0, |m, d| m | 1 << d)
    }
}
