//! The position's tables, computed at compile time: each cell's units, the rows and
//! permutations of a band's triplets, a band's peers and columns.

use super::*;

/// The three units of each cell: its row (0-8), column (9-17) and box (18-26).
pub(super) const CELL_UNITS: [[u8; 3]; 81] = cell_units();

/// For a row's 9 bits: in bits 0-2, which of its three box segments (3 bits each) are not
/// empty; above them, the row's bits again if it has exactly one (a hidden single).
pub(super) static ROWS: [u16; 512] = rows();
/// For a 3x3 matrix of row-box (or band-column) pairs as 9 bits (bit `3 * row + box`), the
/// pairs that lie on a permutation inside the set: a row or box with none means none at all.
pub(super) static PERMUTATIONS: [u16; 512] = permutations();
/// For a set of row-box triplets as 9 bits, their cells in a band.
pub(super) static TRIPLET_CELLS: [u32; 512] = triplet_cells();

/// For each cell of a band, the other cells of its row and box: its peers in the band.
pub(super) static BAND_PEERS: [u32; 27] = band_peers();
/// For each cell of a band, its column's cells in any band.
pub(super) static COLUMN: [u32; 27] = column_of();

pub(super) const fn column_of() -> [u32; 27] {
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
pub(super) static KEEP: [[u32; 3]; 81] = keep();

pub(super) const fn keep() -> [[u32; 3]; 81] {
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

pub(super) const fn cell_units() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let (r, col) = (c / 9, c % 9);
        out[c] = [r as u8, (9 + col) as u8, (18 + r / 3 * 3 + col / 3) as u8];
        c += 1;
    }
    out
}

pub(super) const fn rows() -> [u16; 512] {
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
pub(super) fn rows_of(w: u32) -> [u32; 3] {
    [
        ROWS[(w & ROW) as usize] as u32,
        ROWS[(w >> 9 & ROW) as usize] as u32,
        ROWS[(w >> 18) as usize & 511] as u32,
    ]
}

/// The rows of a band word with exactly one place, from their [`ROWS`] entries.
#[inline(always)]
pub(super) fn one_place_rows(rows: [u32; 3]) -> u32 {
    rows[0] >> 3 | (rows[1] >> 3) << 9 | (rows[2] >> 3) << 18
}

pub(super) const fn permutations() -> [u16; 512] {
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

pub(super) const fn triplet_cells() -> [u32; 512] {
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

pub(super) const fn band_peers() -> [u32; 27] {
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
pub(super) fn columns(w: u32) -> u32 {
    (w | w >> 9 | w >> 18) & ROW
}

/// The index in [`Position::places`] of digit `d`'s (0-8) word for band `b`: a band's nine words
/// are next to each other, so clearing a cell in all of them is one contiguous pass.
#[inline(always)]
pub(super) fn word(d: usize, b: usize) -> usize {
    9 * b + d
}

/// Column bits spread to all three rows of a band.
#[inline(always)]
pub(super) const fn spread(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}
