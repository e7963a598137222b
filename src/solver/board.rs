//! The search's working board: digits, what each unit already holds, and, for propagating
//! strategies, candidates with constraint propagation (naked and hidden singles).
//!
//! Candidates are kept per digit, as the set of empty cells (an 81-bit mask) where the digit
//! can still go: placing a digit is a few mask operations, and naked and hidden singles are
//! found with whole-board bit arithmetic instead of cell-by-cell loops. Everything is a
//! fixed-size array, so a snapshot is one cheap copy: propagating strategies push a copy per
//! branch instead of keeping an undo log.

use crate::grid::{Cell, Digit, Grid};

/// All nine digits as a 9-bit mask.
pub(crate) const ALL: u16 = 0x1FF;
/// All 81 cells as a cell mask.
const ALL_CELLS: u128 = (1 << 81) - 1;

/// The three units of each cell: its row (0-8), column (9-17) and box (18-26).
const CELL_UNITS: [[u8; 3]; 81] = cell_units();
/// The three units of each cell as a 27-bit unit mask.
const CELL_UNIT_BITS: [u32; 81] = cell_unit_bits();
/// All 27 units as a unit mask.
const ALL_UNITS: u32 = (1 << 27) - 1;
/// Each cell as a cell mask: a table load is cheaper than a variable 128-bit shift.
const CELL_BITS: [u128; 81] = cell_bits();
/// The cells of each unit, as masks.
const UNIT_MASKS: [u128; 32] = unit_masks();
/// The 20 cells that share a unit with each cell, as masks.
const PEER_MASKS: [u128; 81] = peer_masks();

const fn cell_units() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let (r, col) = (c / 9, c % 9);
        out[c] = [r as u8, (9 + col) as u8, (18 + r / 3 * 3 + col / 3) as u8];
        c += 1;
    }
    out
}

const fn cell_unit_bits() -> [u32; 81] {
    let units = cell_units();
    let mut out = [0u32; 81];
    let mut c = 0;
    while c < 81 {
        out[c] = 1 << units[c][0] | 1 << units[c][1] | 1 << units[c][2];
        c += 1;
    }
    out
}

const fn cell_bits() -> [u128; 81] {
    let mut out = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        out[c] = 1 << c;
        c += 1;
    }
    out
}

const fn unit_masks() -> [u128; 32] {
    let units = cell_units();
    let mut out = [0u128; 32];
    let mut c = 0;
    while c < 81 {
        let mut k = 0;
        while k < 3 {
            out[units[c][k] as usize] |= 1 << c;
            k += 1;
        }
        c += 1;
    }
    out
}

const fn peer_masks() -> [u128; 81] {
    let units = cell_units();
    let masks = unit_masks();
    let mut out = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let u = units[c];
        out[c] = (masks[u[0] as usize] | masks[u[1] as usize] | masks[u[2] as usize]) & !(1 << c);
        c += 1;
    }
    out
}

#[inline]
fn lowest_cell(mask: u128) -> usize {
    mask.trailing_zeros() as usize
}

/// Where propagation found that the current branch has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction(pub u8);

#[derive(Clone)]
pub(crate) struct Board {
    /// 0 for an empty cell, else the digit.
    pub digits: [u8; 81],
    /// The digits each unit holds, as masks.
    used: [u16; 27],
    /// For each digit, the units that hold it, as a unit mask.
    holding: [u32; 9],
    /// Number of empty cells.
    pub empty: u8,
    /// The filled cells, as a mask.
    filled: u128,
    /// Propagating strategies only: for each digit (index `digit - 1`), the empty cells where
    /// it can still go.
    places: [u128; 9],
    /// Propagating strategies only: for each digit, the units where its places shrank since
    /// they were last searched for hidden singles.
    dirty: [u32; 9],
}

impl Board {
    /// The givens, placed without propagation. `None` if two givens clash.
    pub fn new(grid: &Grid) -> Option<Board> {
        let mut board = Board {
            digits: [0; 81],
            used: [0; 27],
            holding: [0; 9],
            empty: 81,
            filled: 0,
            places: [0; 9],
            dirty: [0; 9],
        };
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                if board.free(cell.index()) & d.bit() == 0 {
                    return None;
                }
                board.place(cell.index(), d.get());
            }
        }
        Some(board)
    }

    pub fn to_grid(&self) -> Grid {
        let mut grid = Grid::empty();
        for cell in Cell::all() {
            grid.set(cell, Digit::new(self.digits[cell.index()]));
        }
        grid
    }

    /// Digits no unit of `cell` holds yet.
    #[inline]
    pub fn free(&self, cell: usize) -> u16 {
        let [r, c, b] = CELL_UNITS[cell];
        !(self.used[r as usize] | self.used[c as usize] | self.used[b as usize]) & ALL
    }

    /// Writes `digit` into the empty `cell`, without touching candidates.
    #[inline]
    pub fn place(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.digits[cell] = digit;
        self.empty -= 1;
        self.filled |= CELL_BITS[cell];
        for u in CELL_UNITS[cell] {
            self.used[u as usize] |= bit;
        }
        self.holding[digit as usize - 1] |= CELL_UNIT_BITS[cell];
    }

    /// Classic only: writes `digit` into the empty `cell`, keeping just the digits and the
    /// units' masks (all the classic search reads), so that its hundred million steps stay
    /// cheap.
    #[inline]
    pub fn set_digit(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.digits[cell] = digit;
        for u in CELL_UNITS[cell] {
            self.used[u as usize] |= bit;
        }
    }

    /// Classic only: undoes [`Board::set_digit`].
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
        let bit = CELL_BITS[cell];
        (0..9)
            .filter(|&d| self.places[d] & bit != 0)
            .fold(0, |m, d| m | 1 << d)
    }

    /// Starts candidate tracking from the placed digits, then propagates.
    pub fn init_candidates(&mut self) -> Result<(), Contradiction> {
        self.places = [self.empty_cells(); 9];
        for (&d, peers) in self.digits.iter().zip(&PEER_MASKS) {
            if d != 0 {
                self.places[d as usize - 1] &= !peers;
            }
        }
        self.dirty = [ALL_UNITS; 9];
        self.propagate(true)
    }

    /// Places `digit` in the empty `cell` and propagates.
    pub fn assign(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        self.assign_one(cell, digit);
        self.propagate(false)
    }

    /// Removes `digit` from the candidates of the empty `cell` and propagates.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        self.places[digit as usize - 1] &= !CELL_BITS[cell];
        self.dirty[digit as usize - 1] |= CELL_UNIT_BITS[cell];
        self.propagate(false)
    }

    /// Places without propagating, and notes which units to search for hidden singles.
    #[inline(always)]
    fn assign_one(&mut self, cell: usize, digit: u8) {
        self.place(cell, digit);
        let bit = CELL_BITS[cell];
        let units = CELL_UNIT_BITS[cell];
        for (places, dirty) in self.places.iter_mut().zip(self.dirty.iter_mut()) {
            // Branch-free: the units become dirty only for digits that could go here.
            let had = (*places & bit != 0) as u32;
            *places &= !bit;
            *dirty |= units & had.wrapping_neg();
        }
        let d = digit as usize - 1;
        let mut removed = self.places[d] & PEER_MASKS[cell];
        self.places[d] &= !removed;
        while removed != 0 {
            self.dirty[d] |= CELL_UNIT_BITS[lowest_cell(removed)];
            removed &= removed - 1;
        }
    }

    /// Naked singles, then hidden singles in the dirty units, then (with `locked`) box-line
    /// interactions, until nothing changes.
    ///
    /// Box-line interactions cost more than they save inside the search on hard puzzles
    /// (measured: fewer nodes, slower overall), but pay off once at the root, where they
    /// solve most 17-clue puzzles without branching.
    fn propagate(&mut self, locked: bool) -> Result<(), Contradiction> {
        loop {
            // Count candidates per cell across the nine digit masks.
            let (mut once, mut twice) = (0u128, 0u128);
            for &p in &self.places {
                twice |= once & p;
                once |= p;
            }
            let stuck = self.empty_cells() & !once;
            if stuck != 0 {
                return Err(Contradiction(lowest_cell(stuck) as u8));
            }
            let mut singles = once & !twice;
            if singles != 0 {
                while singles != 0 {
                    let cell = lowest_cell(singles);
                    singles &= singles - 1;
                    let bit = CELL_BITS[cell];
                    // An earlier single of this batch may have taken this cell's last digit;
                    // the next round then finds the cell stuck.
                    if let Some(d) = (0..9).find(|&d| self.places[d] & bit != 0) {
                        self.assign_one(cell, d as u8 + 1);
                    }
                }
                continue;
            }
            if self.empty == 0 {
                self.dirty = [0; 9];
                return Ok(());
            }
            let mut found = false;
            for d in 0..9 {
                let mut units = std::mem::take(&mut self.dirty[d]) & !self.holding[d];
                while units != 0 {
                    // Masking keeps the index in bounds without a check (the table has 32).
                    let u = units.trailing_zeros() as usize & 31;
                    units &= units - 1;
                    if self.holding[d] & (1 << u) != 0 {
                        // Placed by a hidden single found earlier in this loop.
                        continue;
                    }
                    let here = self.places[d] & UNIT_MASKS[u];
                    if here == 0 {
                        return Err(Contradiction(lowest_cell(UNIT_MASKS[u]) as u8));
                    }
                    if here & (here - 1) == 0 {
                        self.assign_one(lowest_cell(here), d as u8 + 1);
                        found = true;
                    }
                }
            }
            if !(found || locked && self.locked_candidates()) {
                return Ok(());
            }
        }
    }

    /// Box-line interactions: where a digit's places in a box lie on one line, it cannot go
    /// elsewhere on that line, and where its places on a line lie in one box, it cannot go
    /// elsewhere in that box. Returns whether anything was removed.
    fn locked_candidates(&mut self) -> bool {
        let mut removed_any = false;
        for d in 0..9 {
            let mut p = self.places[d];
            for b in 0..9 {
                let in_box = p & UNIT_MASKS[18 + b];
                if in_box == 0 {
                    continue;
                }
                let lines = [
                    b / 3 * 3,
                    b / 3 * 3 + 1,
                    b / 3 * 3 + 2,
                    9 + b % 3 * 3,
                    9 + b % 3 * 3 + 1,
                    9 + b % 3 * 3 + 2,
                ];
                for line in lines {
                    let in_box = p & UNIT_MASKS[18 + b];
                    let line_mask = UNIT_MASKS[line];
                    let on_line = p & line_mask;
                    let segment = in_box & line_mask;
                    if segment == 0 {
                        continue;
                    }
                    let remove = if in_box == segment {
                        on_line & !segment
                    } else if on_line == segment {
                        in_box & !segment
                    } else {
                        0
                    };
                    if remove != 0 {
                        p &= !remove;
                        let mut cells = remove;
                        while cells != 0 {
                            self.dirty[d] |= CELL_UNIT_BITS[lowest_cell(cells)];
                            cells &= cells - 1;
                        }
                        removed_any = true;
                    }
                }
            }
            self.places[d] = p;
        }
        removed_any
    }

    #[inline]
    fn empty_cells(&self) -> u128 {
        ALL_CELLS & !self.filled
    }

    /// The first empty cell in row-major order. Only called when there is one.
    pub fn first_empty(&self) -> usize {
        lowest_cell(self.empty_cells())
    }

    /// An empty cell with the fewest candidates, the first in row-major order among equals.
    /// Only called when there is one.
    pub fn fewest_candidates(&self) -> usize {
        let (mut once, mut twice, mut thrice) = (0u128, 0u128, 0u128);
        for &p in &self.places {
            thrice |= twice & p;
            twice |= once & p;
            once |= p;
        }
        let pairs = twice & !thrice;
        if pairs != 0 {
            return lowest_cell(pairs);
        }
        (0..81)
            .filter(|&c| self.digits[c] == 0)
            .min_by_key(|&c| self.candidates(c).count_ones())
            .unwrap_or(0)
    }
}
