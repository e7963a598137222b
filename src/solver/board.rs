//! The search's working board: digits, what each unit already holds, candidate masks, and
//! constraint propagation (naked and hidden singles).
//!
//! Everything is a fixed-size array of small integers so that a snapshot is one cheap copy:
//! propagating strategies push a copy per branch instead of keeping an undo log.

use crate::grid::{Cell, Digit, Grid};

pub(crate) const ALL: u16 = 0x1FF;

/// The 27 units: rows 0-8, columns 9-17, boxes 18-26, each as its 9 cells.
pub(crate) const UNITS: [[u8; 9]; 27] = units();
/// The three units of each cell: its row, column and box.
const CELL_UNITS: [[u8; 3]; 81] = cell_units();
/// The 20 cells that share a unit with each cell.
const PEERS: [[u8; 20]; 81] = peers();

const fn units() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            units[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
}

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

const fn peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut p = 0;
        while p < 81 {
            let same_row = p / 9 == c / 9;
            let same_col = p % 9 == c % 9;
            let same_box = p / 27 == c / 27 && p % 9 / 3 == c % 9 / 3;
            if p != c && (same_row || same_col || same_box) {
                out[c][n] = p as u8;
                n += 1;
            }
            p += 1;
        }
        c += 1;
    }
    out
}

/// Where propagation found that the current branch has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction(pub u8);

#[derive(Clone)]
pub(crate) struct Board {
    /// 0 for an empty cell, else the digit.
    pub digits: [u8; 81],
    /// The digits each unit holds, as masks.
    pub used: [u16; 27],
    /// Candidates of each cell; only kept up to date by propagating strategies. A filled
    /// cell's mask is its digit's bit.
    pub cands: [u16; 81],
    /// Number of empty cells.
    pub empty: u8,
}

impl Board {
    /// The givens, placed without propagation. `None` if two givens clash.
    pub fn new(grid: &Grid) -> Option<Board> {
        let mut board = Board {
            digits: [0; 81],
            used: [0; 27],
            cands: [ALL; 81],
            empty: 81,
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

    /// Digits no unit of `cell` holds yet (independent of `cands`).
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
        self.cands[cell] = bit;
        self.empty -= 1;
        for u in CELL_UNITS[cell] {
            self.used[u as usize] |= bit;
        }
    }

    /// Empties `cell`, which holds `digit`, without touching candidates.
    #[inline]
    pub fn unplace(&mut self, cell: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.digits[cell] = 0;
        self.empty += 1;
        for u in CELL_UNITS[cell] {
            self.used[u as usize] &= !bit;
        }
    }

    /// Starts candidate tracking from the placed digits, then propagates.
    pub fn init_candidates(&mut self) -> Result<(), Contradiction> {
        let mut queue = Queue::default();
        for cell in 0..81 {
            if self.digits[cell] == 0 {
                let free = self.free(cell);
                if free == 0 {
                    return Err(Contradiction(cell as u8));
                }
                self.cands[cell] = free;
                if free.is_power_of_two() {
                    queue.push(cell as u8);
                }
            }
        }
        self.propagate(queue)
    }

    /// Places `digit` in `cell` and propagates.
    pub fn assign(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let mut queue = Queue::default();
        self.assign_one(cell, digit, &mut queue)?;
        self.propagate(queue)
    }

    /// Removes `digit` from the candidates of the empty `cell` and propagates.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let left = self.cands[cell] & !(1 << (digit - 1));
        self.cands[cell] = left;
        let mut queue = Queue::default();
        match left.count_ones() {
            0 => return Err(Contradiction(cell as u8)),
            1 => queue.push(cell as u8),
            _ => {}
        }
        self.propagate(queue)
    }

    #[inline]
    fn assign_one(
        &mut self,
        cell: usize,
        digit: u8,
        queue: &mut Queue,
    ) -> Result<(), Contradiction> {
        let bit = 1 << (digit - 1);
        self.place(cell, digit);
        for &p in &PEERS[cell] {
            let p = p as usize;
            let c = self.cands[p];
            if c & bit != 0 {
                if self.digits[p] != 0 {
                    return Err(Contradiction(p as u8));
                }
                let left = c & !bit;
                self.cands[p] = left;
                if left == 0 {
                    return Err(Contradiction(p as u8));
                }
                if left.is_power_of_two() {
                    queue.push(p as u8);
                }
            }
        }
        Ok(())
    }

    /// Naked singles from `queue`, then hidden singles unit by unit, until nothing changes.
    fn propagate(&mut self, mut queue: Queue) -> Result<(), Contradiction> {
        loop {
            while let Some(cell) = queue.pop() {
                let cell = cell as usize;
                if self.digits[cell] == 0 {
                    let c = self.cands[cell];
                    self.assign_one(cell, c.trailing_zeros() as u8 + 1, &mut queue)?;
                }
            }
            if self.empty == 0 {
                return Ok(());
            }
            for (u, unit) in UNITS.iter().enumerate() {
                let mut once = 0u16;
                let mut twice = 0u16;
                for &c in unit {
                    let m = self.cands[c as usize];
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL {
                    return Err(Contradiction(unit[0]));
                }
                let mut hidden = once & !twice & !self.used[u];
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    // The digit's only cell may just have been given another hidden single
                    // of this unit: two digits need the same cell.
                    let Some(cell) = unit
                        .iter()
                        .map(|&c| c as usize)
                        .find(|&c| self.cands[c] & bit != 0)
                    else {
                        return Err(Contradiction(unit[0]));
                    };
                    // A cell whose mask is already this one bit is queued already.
                    if self.cands[cell] != bit {
                        self.cands[cell] = bit;
                        queue.push(cell as u8);
                    }
                }
            }
            if queue.is_empty() {
                return Ok(());
            }
        }
    }
}

/// Cells waiting to have their single candidate placed. At most 81 are ever waiting, since a
/// cell is pushed when its mask shrinks to one bit, which happens once per assignment.
struct Queue {
    cells: [u8; 128],
    len: usize,
}

impl Default for Queue {
    fn default() -> Queue {
        Queue {
            cells: [0; 128],
            len: 0,
        }
    }
}

impl Queue {
    #[inline]
    fn push(&mut self, cell: u8) {
        if self.len < self.cells.len() {
            self.cells[self.len] = cell;
            self.len += 1;
        }
    }

    #[inline]
    fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cells[self.len])
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }
}
