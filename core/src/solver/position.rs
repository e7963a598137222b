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

/// The three units of each cell: its row (0-8), column (9-17) and box (18-26).
const CELL_UNITS: [[u8; 3]; 81] = cell_units();

/// For a row's 9 bits: in bits 0-2, which of its three box segments (3 bits each) are not
/// empty; above them, the row's bits again if it has exactly one (a hidden single).
static ROWS: [u16; 512] = rows();
/// For a 3x3 matrix of row-box (or band-column) pairs as 9 bits (bit `3 * row + box`), the
/// pairs that lie on a permutation inside the set: a row or box with none means none at all.
static PERMUTATIONS: [u16; 512] = permutations();
/// For a set of row-box triplets as 9 bits, their cells in a band.
static TRIPLET_CELLS: [u32; 512] = triplet_cells();

/// For each cell of a band, the other cells of its row and box: its peers in the band.
static BAND_PEERS: [u32; 27] = band_peers();
/// For each cell of a band, its column's cells in any band.
static COLUMN: [u32; 27] = column_of();

const fn column_of() -> [u32; 27] {
    let mut out = [0u32; 27];
    let mut x = 0;
    while x < 27 {
        out[x] = spread(1 << (x % 9));
        x += 1;
    }
    out
}

/// For each cell, what a digit placed there leaves of its word in each band: in the cell's
/// band, the cell and everything outside its row and box; in the others, all but its column.
static KEEP: [[u32; 3]; 81] = keep();

const fn keep() -> [[u32; 3]; 81] {
    let peers = band_peers();
    let mut out = [[0u32; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (b, x) = (cell / 27, cell % 27);
        let mut band = 0;
        while band < 3 {
            out[cell][band] = if band == b {
                BAND & !peers[x]
            } else {
                BAND & !spread(1 << (x % 9))
            };
            band += 1;
        }
        cell += 1;
    }
    out
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

const fn rows() -> [u16; 512] {
    let mut out = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if x >> (3 * k) & 7 != 0 {
                out[x] |= 1 << k;
            }
            k += 1;
        }
        if x.count_ones() == 1 {
            out[x] |= (x as u16) << 3;
        }
        x += 1;
    }
    out
}

/// A band word's three rows looked up in [`ROWS`].
#[inline(always)]
fn rows_of(w: u32) -> [u32; 3] {
    [
        ROWS[(w & ROW) as usize] as u32,
        ROWS[(w >> 9 & ROW) as usize] as u32,
        ROWS[(w >> 18) as usize & 511] as u32,
    ]
}

/// The rows of a band word with exactly one place, from their [`ROWS`] entries.
#[inline(always)]
fn one_place_rows(rows: [u32; 3]) -> u32 {
    rows[0] >> 3 | (rows[1] >> 3) << 9 | (rows[2] >> 3) << 18
}

const fn permutations() -> [u16; 512] {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = [0u16; 512];
    let mut set = 0;
    while set < 512 {
        let mut p = 0;
        while p < 6 {
            let m = 1 << PERMS[p][0] | 1 << (3 + PERMS[p][1]) | 1 << (6 + PERMS[p][2]);
            if set & m == m {
                out[set] |= m as u16;
            }
            p += 1;
        }
        set += 1;
    }
    out
}

const fn triplet_cells() -> [u32; 512] {
    let mut out = [0u32; 512];
    let mut set = 0;
    while set < 512 {
        let mut j = 0;
        while j < 9 {
            if set >> j & 1 != 0 {
                out[set] |= 7 << (9 * (j / 3) + 3 * (j % 3));
            }
            j += 1;
        }
        set += 1;
    }
    out
}

const fn band_peers() -> [u32; 27] {
    let mut out = [0u32; 27];
    let mut x = 0;
    while x < 27 {
        let (r, c) = (x / 9, x % 9);
        let row = ROW << (9 * r);
        let bx = 0x1C0E07 << (c / 3 * 3);
        out[x] = (row | bx) & !(1 << x);
        x += 1;
    }
    out
}

/// The 9 column bits of a band word: the columns where it has a bit.
#[inline(always)]
fn columns(w: u32) -> u32 {
    (w | w >> 9 | w >> 18) & ROW
}

/// The index in [`Position::places`] of digit `d`'s (0-8) word for band `b`: a band's nine words
/// are next to each other, so clearing a cell in all of them is one contiguous pass.
#[inline(always)]
fn word(d: usize, b: usize) -> usize {
    9 * b + d
}

/// Column bits spread to all three rows of a band.
#[inline(always)]
const fn spread(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}

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

    /// The cells filled here that are empty in `before`, in row-major order.
    pub fn filled_since(&self, before: &Position) -> Vec<u8> {
        (0..81u8)
            .filter(|&c| self.digits[c as usize] != 0 && before.digits[c as usize] == 0)
            .collect()
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

    /// Starts candidate tracking from the placed digits, then propagates. Each word is
    /// written once, from what its digit's placed cells leave of it (a tenth of the time a
    /// 17-clue puzzle takes, when each digit was fixed in turn).
    pub fn init_candidates(&mut self) -> Result<(), Contradiction> {
        self.init_candidates_unpropagated();
        self.changed = BAND;
        self.propagate()
    }

    /// The words of the placed digits, before any propagation.
    fn init_candidates_unpropagated(&mut self) {
        // Per word, what its digit's cells leave of it and the cells it is in; per band,
        // the cells filled.
        let mut keep = [BAND; 27];
        let mut own = [0u32; 27];
        let mut filled = [0u32; 3];
        for (cell, &digit) in self.digits.iter().enumerate() {
            if digit != 0 {
                let (b, x, d) = (cell / 27, cell % 27, digit as usize - 1);
                for (band, cell_keep) in KEEP[cell].into_iter().enumerate() {
                    keep[word(d, band)] &= cell_keep;
                }
                own[word(d, b)] |= 1 << x;
                filled[b] |= 1 << x;
            }
        }
        for (i, place) in self.places.iter_mut().enumerate() {
            *place = keep[i] & !filled[i / 9] | own[i];
        }
        self.unsolved = filled.map(|f| BAND & !f);
    }

    /// Places `digit` in the empty `cell` and propagates.
    pub fn assign(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        self.digits[cell] = digit;
        self.fix(cell, digit);
        self.propagate()
    }

    /// Removes `digit` from the candidates of the empty `cell` and propagates.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let i = word(digit as usize - 1, cell / 27);
        self.places[i] &= !(1 << (cell % 27));
        self.changed |= 1 << i;
        self.propagate()
    }

    /// Records `digit` in `cell` in the candidate words: no other digit there, no other place
    /// for it in the cell's row, column and box. Marks the words that changed.
    #[inline(always)]
    fn fix(&mut self, cell: usize, digit: u8) {
        let (b, x) = (cell / 27, cell % 27);
        let mut changed = 0;
        for d in 0..9 {
            let i = word(d, b);
            changed |= (self.places[i] >> x & 1) << i;
            self.places[i] &= !(1 << x);
        }
        self.changed |= changed;
        self.fix_digit(b, x, digit as usize - 1);
    }

    /// The part of [`Position::fix`] a naked single needs (no other digit can go there already):
    /// the cell is solved and the digit has no other place in its row, column and box.
    #[inline(always)]
    fn fix_digit(&mut self, b: usize, x: usize, d: usize) {
        self.unsolved[b] &= !(1 << x);
        let mut changed = 0;
        for (band, keep) in KEEP[27 * b + x].into_iter().enumerate() {
            let i = word(d, band);
            let before = self.places[i];
            self.places[i] = before & keep | ((band == b) as u32) << x;
            changed |= ((before != self.places[i]) as u32) << i;
        }
        self.changed |= changed;
    }

    /// Places the hidden singles of digit `d` that propagation found in band `b` (rows of its
    /// word with one place), skipping cells that already hold it, in one pass over the band's
    /// words (calls often place several). No two of them share a row or a box: two
    /// rows whose only places lie in one box leave the digit no permutation, so the triplet
    /// filter has already reported a contradiction. Nor do they clash with the digit's placed
    /// cells, whose rows and boxes were taken from its word when it was placed.
    #[inline]
    fn settle(&mut self, b: usize, singles: u32, d: usize) {
        let cells = singles & self.unsolved[b] & self.places[word(d, b)];
        if cells == 0 {
            return;
        }
        // What the digit leaves of its words once in all of these cells.
        let mut keep = [BAND; 3];
        let mut rest = cells;
        while rest != 0 {
            let x = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.digits[27 * b + x] = d as u8 + 1;
            for (k, cell_keep) in keep.iter_mut().zip(KEEP[27 * b + x]) {
                *k &= cell_keep;
            }
        }
        debug_assert_eq!(cells & keep[b], cells, "singles that share a row or box");
        // The band's nine words, one per digit (bit `e` of `hit`: digit `e` lost a place).
        let mut hit = 0;
        for (e, place) in self.places[word(0, b)..word(9, b)].iter_mut().enumerate() {
            hit |= ((*place & cells != 0) as u32) << e;
            *place &= !cells;
        }
        let mut changed = hit << word(0, b);
        self.unsolved[b] &= !cells;
        for (band, keep) in keep.into_iter().enumerate() {
            let i = word(d, band);
            let before = self.places[i];
            let own = if band == b { cells } else { 0 };
            self.places[i] = before & keep | own;
            changed |= ((before != self.places[i]) as u32) << i;
        }
        self.changed |= changed;
    }

    /// Until nothing changes: narrows every changed word to the triplets its band allows,
    /// placing the hidden singles this shows, then each touched digit's columns to what its
    /// stacks allow; then places naked singles.
    fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut digits = 0u32;
            while self.changed != 0 {
                let i = self.changed.trailing_zeros() as usize;
                self.changed &= self.changed - 1;
                let (d, b) = (i % 9, i / 9);
                let w = self.places[i];
                let rows = rows_of(w);
                let triplets = (rows[0] & 7 | (rows[1] & 7) << 3 | (rows[2] & 7) << 6) as usize;
                let allowed = PERMUTATIONS[triplets] as usize;
                if allowed == 0 {
                    return Err(self.band_failure(b));
                }
                // Most words keep every triplet they use: then nothing is narrowed or stored.
                let (w, rows) = if allowed == triplets {
                    (w, rows)
                } else {
                    let w = w & TRIPLET_CELLS[allowed];
                    self.places[i] = w;
                    (w, rows_of(w))
                };
                let cols = columns(w) as u16;
                digits |= ((cols != self.seen[i]) as u32) << d;
                self.seen[i] = cols;
                // Rows where the digit has one place left: hidden singles, unless the digit is
                // already there. Boxes need no look of their own: a box with one place leaves
                // its row one triplet to use (the only one in that box), so the permutation
                // filter has already made that place the row's only one. Branch-free: which
                // rows they are is random.
                let singles = one_place_rows(rows) & self.unsolved[b];
                if singles != 0 {
                    self.settle(b, singles, d);
                }
            }
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                self.stacks(d)?;
            }
            if self.changed != 0 {
                continue;
            }
            if self.is_full() {
                return Ok(());
            }
            let mut found = false;
            for b in 0..3 {
                let [once, twice, thrice] = self.candidate_counts(b);
                let unsolved = self.unsolved[b];
                self.pairs[b] = twice & !thrice & unsolved;
                let stuck = unsolved & !once;
                if stuck != 0 {
                    return Err(Contradiction((27 * b) as u8 + stuck.trailing_zeros() as u8));
                }
                let singles = unsolved & once & !twice;
                if singles == 0 {
                    continue;
                }
                found = true;
                for d in 0..9 {
                    let mut mine = self.places[word(d, b)] & singles;
                    while mine != 0 {
                        let x = mine.trailing_zeros() as usize;
                        mine &= mine - 1;
                        // A single placed just before may have taken this one's digit (same
                        // digit, same unit): the cell is then stuck, found in the next round.
                        if self.places[word(d, b)] >> x & 1 != 0 {
                            self.digits[27 * b + x] = d as u8 + 1;
                            self.fix_digit(b, x, d);
                        }
                    }
                }
            }
            if !found {
                return Ok(());
            }
        }
    }

    /// The column side for digit `d`: in each stack, the digit sits once in each band and
    /// once in each column, so the band-column pairs it uses must contain a permutation.
    #[inline]
    fn stacks(&mut self, d: usize) -> Result<(), Contradiction> {
        let w = [
            self.places[word(d, 0)],
            self.places[word(d, 1)],
            self.places[word(d, 2)],
        ];
        let cols = w.map(columns);
        let mut keep = [0u32; 3];
        for s in 0..3 {
            let pairs = (cols[0] >> (3 * s) & 7)
                | (cols[1] >> (3 * s) & 7) << 3
                | (cols[2] >> (3 * s) & 7) << 6;
            let allowed = PERMUTATIONS[pairs as usize] as u32;
            if allowed == 0 {
                return Err(self.stack_failure(s));
            }
            for (b, k) in keep.iter_mut().enumerate() {
                *k |= (allowed >> (3 * b) & 7) << (3 * s);
            }
        }
        for (b, &k) in keep.iter().enumerate() {
            let i = word(d, b);
            let narrowed = w[b] & spread(k);
            if narrowed != w[b] {
                self.places[i] = narrowed;
                self.changed |= 1 << i;
            }
        }
        Ok(())
    }

    /// A cell to blame when a band leaves some digit no consistent place: the first empty
    /// cell of the band.
    #[cold]
    fn band_failure(&self, b: usize) -> Contradiction {
        let x = self.unsolved[b].trailing_zeros().min(26);
        Contradiction((27 * b) as u8 + x as u8)
    }

    /// A cell to blame when a stack leaves some digit no consistent place: its first empty
    /// cell in row-major order.
    #[cold]
    fn stack_failure(&self, s: usize) -> Contradiction {
        let cols = spread(7 << (3 * s));
        (0..3)
            .find_map(|b| {
                let e = self.unsolved[b] & cols;
                (e != 0).then(|| Contradiction((27 * b) as u8 + e.trailing_zeros() as u8))
            })
            .unwrap_or(Contradiction((3 * s) as u8))
    }

    /// Propagating strategies: whether every cell holds a digit.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// The first empty cell in row-major order. Only called when there is one.
    fn first_empty(&self) -> usize {
        (0..3)
            .find(|&b| self.unsolved[b] != 0)
            .map_or(0, |b| 27 * b + self.unsolved[b].trailing_zeros() as usize)
    }

    /// The cell a propagating search branches on, and its candidates: with the fewest
    /// candidates when `fewest` ([`Position::fewest_candidates`]), else the first empty one.
    /// Only called when there is an empty cell.
    pub fn branch_cell(&self, fewest: bool) -> (usize, u16) {
        if fewest {
            self.fewest_candidates()
        } else {
            let cell = self.first_empty();
            (cell, self.candidates(cell))
        }
    }

    /// An empty cell with the fewest candidates, and its candidates; among equals, the one
    /// whose candidates reach the most places ([`Position::reach`]), and the first in
    /// row-major order among those. Only called when there is one.
    ///
    /// Why the reach: every branch of a cell of two is searched when a count must prove a
    /// solution unique, so what the choice changes is how much each branch's propagation
    /// decides. The cell whose digits strike the most candidates of its row, column and box
    /// leaves the least to search below it: on the 48,266 hard puzzles of
    /// `forum_hardest_1905_11+`, 84 placements a puzzle against 141 for the first such cell
    /// (BENCHMARKS.md, native solver).
    fn fewest_candidates(&self) -> (usize, u16) {
        debug_assert!(
            (0..3).all(|b| self.pairs[b] == self.cells_of_two(b)),
            "cells of two not up to date"
        );
        // Cells of two candidates, band by band, each with its reach plus one (0: none yet).
        // Without a branch on the data but the loop over the cells: which cell wins is random,
        // and mispredicted branches here cost more than the counting.
        let (mut most, mut best) = (0, (0, 0));
        for b in 0..3 {
            let mut pairs = self.pairs[b];
            let bands = self.bands_from(b);
            while pairs != 0 {
                let x = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let mut digits = 0;
                for (d, w) in bands[0].iter().enumerate() {
                    digits |= (w >> x & 1) << d;
                }
                let first = digits.trailing_zeros() as usize;
                let second = (digits & (digits - 1)).trailing_zeros() as usize;
                let reach = 1 + count_both(seen(bands, first, x), seen(bands, second, x));
                let better = reach > most;
                most = if better { reach } else { most };
                best = if better {
                    (27 * b + x, digits as u16)
                } else {
                    best
                };
            }
        }
        if most > 0 {
            return best;
        }
        // No cell of two (rare: one choice in 200 on the hard puzzles above).
        let mut best = (u32::MAX, 0, (0, 0));
        for b in 0..3 {
            let mut cells = self.unsolved[b];
            while cells != 0 {
                let x = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let candidates = self.candidates(27 * b + x);
                let n = candidates.count_ones();
                if n <= best.0 {
                    let reach = self.reach(b, x);
                    if n < best.0 || reach > best.1 {
                        best = (n, reach, (27 * b + x, candidates));
                    }
                }
            }
        }
        best.2
    }

    /// The cells of band `b` with at least one, two and three candidates (a solved cell
    /// counts its digit), from one pass over the band's nine words.
    #[inline(always)]
    fn candidate_counts(&self, b: usize) -> [u32; 3] {
        let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
        for &p in &self.places[word(0, b)..word(9, b)] {
            thrice |= twice & p;
            twice |= once & p;
            once |= p;
        }
        [once, twice, thrice]
    }

    /// The empty cells of band `b` with two candidates, counted anew (what `pairs` holds).
    fn cells_of_two(&self, b: usize) -> u32 {
        let [_, twice, thrice] = self.candidate_counts(b);
        twice & !thrice & self.unsolved[b]
    }

    /// For the empty cell `x` of band `b`: the places its candidates have in the other cells
    /// of its row, column and box, added up over its candidates. Placing one of them strikes
    /// that digit's places there, so this is what the cell's branches take out at once,
    /// together (besides the cell's own other candidates).
    fn reach(&self, b: usize, x: usize) -> u32 {
        let bands = self.bands_from(b);
        (0..9)
            .filter(|&d| bands[0][d] >> x & 1 != 0)
            .map(|d| seen(bands, d, x).count_ones())
            .sum()
    }

    /// The nine words of band `b`, then of the band below it and of the one above (in turn).
    #[inline(always)]
    fn bands_from(&self, b: usize) -> [&[u32]; 3] {
        [b, (b + 1) % 3, (b + 2) % 3].map(|band| &self.places[word(0, band)..word(9, band)])
    }
}

/// The places digit `d` has in the other cells of the row, column and box of cell `x` of a
/// band, from the words of that band and the two others ([`Position::bands_from`]), as bits
/// to be counted: the band's peers in bits 0-26, the column's places in the other bands above
/// them (at 27 + column and 28 + column, every 9 bits: they do not meet).
#[inline(always)]
fn seen(bands: [&[u32]; 3], d: usize, x: usize) -> u64 {
    let column = COLUMN[x];
    u64::from(bands[0][d] & BAND_PEERS[x])
        | u64::from(bands[1][d] & column) << 27
        | u64::from(bands[2][d] & column) << 28
}

/// The bits set in `a` and in `b`, counted together: on baseline x86-64, which has no
/// instruction for it, halfway together ([`count_halfway`]); elsewhere (WebAssembly, ARM, an
/// x86-64 build with `popcnt`) with the instruction.
#[inline(always)]
fn count_both(a: u64, b: u64) -> u32 {
    if cfg!(all(target_arch = "x86_64", not(target_feature = "popcnt"))) {
        count_halfway(a, b)
    } else {
        a.count_ones() + b.count_ones()
    }
}

/// The bits set in `a` and in `b`, the two counts added halfway through rather than each
/// finished: a third fewer operations than two counts without the instruction.
#[inline(always)]
fn count_halfway(a: u64, b: u64) -> u32 {
    const M1: u64 = 0x5555_5555_5555_5555;
    const M2: u64 = 0x3333_3333_3333_3333;
    const M4: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let nibbles = |v: u64| {
        let v = v - (v >> 1 & M1);
        (v & M2) + (v >> 2 & M2)
    };
    // Each nibble holds at most 4 from either: at most 8 together, still a nibble.
    let sum = nibbles(a) + nibbles(b);
    let bytes = (sum & M4) + (sum >> 4 & M4);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Unit;

    /// The cell to branch on, found the plain way: every empty cell's candidates counted, and
    /// among the fewest, each candidate's places in the cell's row, column and box counted
    /// cell by cell through the grid's units.
    fn plain_choice(position: &Position) -> usize {
        let empty = |c: Cell| position.digits[c.index()] == 0;
        let reach = |cell: Cell| -> u32 {
            let mut peers: Vec<Cell> = Unit::ALL
                .into_iter()
                .flat_map(|unit| unit.of(cell).cells())
                .filter(|&other| other != cell && empty(other))
                .collect();
            peers.sort_unstable_by_key(|c| c.index());
            peers.dedup();
            let mine = position.candidates(cell.index());
            peers
                .iter()
                .map(|peer| (position.candidates(peer.index()) & mine).count_ones())
                .sum()
        };
        let cells: Vec<Cell> = Cell::all().filter(|&c| empty(c)).collect();
        let fewest = (cells.iter())
            .map(|c| position.candidates(c.index()).count_ones())
            .min()
            .expect("an empty cell");
        let mut best: Option<(u32, usize)> = None;
        for &cell in &cells {
            if position.candidates(cell.index()).count_ones() == fewest {
                let r = reach(cell);
                if best.is_none_or(|(most, _)| r > most) {
                    best = Some((r, cell.index()));
                }
            }
        }
        best.expect("an empty cell").1
    }

    /// Along a search of hard puzzles (each branch's first digit placed, or every third time
    /// ruled out, until the board is full or stuck), every choice equals the plain one: a cell
    /// of fewest candidates whose candidates have the most places in the other cells of its
    /// units, the first in row-major order among equals.
    #[test]
    fn the_cell_branched_on_is_the_plain_choice() {
        let text = crate::test_puzzles::read_shared(
            "tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt",
        );
        let (mut choices, mut of_three) = (0, 0);
        for line in text.lines().filter(|l| l.len() >= 81).take(300) {
            let grid = Grid::from_line(&line[..81]).expect("a puzzle");
            let mut position = Position::new(&grid).expect("no clash");
            if position.init_candidates().is_err() {
                continue;
            }
            while !position.is_full() {
                let (cell, candidates) = position.fewest_candidates();
                assert_eq!(cell, plain_choice(&position), "{line}");
                assert_eq!(candidates, position.candidates(cell), "{line}");
                choices += 1;
                of_three += usize::from(candidates.count_ones() > 2);
                let digit = candidates.trailing_zeros() as u8 + 1;
                // Every third choice rules the digit out instead, as taking a branch back does.
                let next = if choices % 3 == 0 {
                    position.eliminate(cell, digit)
                } else {
                    position.assign(cell, digit)
                };
                if next.is_err() {
                    break;
                }
            }
        }
        assert!(
            choices > 1000 && of_three > 0,
            "{choices} choices, {of_three} of 3+"
        );
    }

    /// Counted halfway together, the bits of two words are those each has: all-ones words,
    /// single bits and a spread of others.
    #[test]
    fn two_words_counted_halfway_together_count_each_one() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut words = vec![0, u64::MAX, 1, 1 << 63];
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            words.push(x);
        }
        for pair in words.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert_eq!(
                count_halfway(a, b),
                a.count_ones() + b.count_ones(),
                "{a:x} {b:x}"
            );
        }
        assert_eq!(count_halfway(u64::MAX, u64::MAX), 128);
    }

    /// The givens' words written at once are those fixing each given in turn gives (what
    /// `init_candidates` did before it wrote them at once), before any propagation.
    #[test]
    fn givens_written_at_once_equal_givens_fixed_one_by_one() {
        let puzzles = [
            // A 17-clue puzzle, a hard one, the brute-force adversary, a full row.
            ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...",
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "123456789........................................................................",
        ];
        for line in puzzles {
            let grid = Grid::from_line(line).expect("a puzzle");
            let mut one_by_one = Position::new(&grid).expect("no clash");
            let mut at_once = one_by_one.clone();
            for cell in 0..81 {
                if one_by_one.digits[cell] != 0 {
                    one_by_one.fix(cell, one_by_one.digits[cell]);
                }
            }
            at_once.init_candidates_unpropagated();
            assert_eq!(at_once.places, one_by_one.places, "{line}");
            assert_eq!(at_once.unsolved, one_by_one.unsolved, "{line}");
        }
    }
}
