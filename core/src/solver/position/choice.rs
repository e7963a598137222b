//! The cell a propagating search branches on: the first empty one, or one of fewest
//! candidates whose candidates have the most places in its units.

use super::*;

impl Position {
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
    pub(super) fn fewest_candidates(&self) -> (usize, u16) {
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
    pub(super) fn candidate_counts(&self, b: usize) -> [u32; 3] {
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
pub(super) fn count_halfway(a: u64, b: u64) -> u32 {
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
