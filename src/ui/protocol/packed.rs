//! Boards packed as text, for the boards of a large input sent to the page in pieces: each
//! board in [`Kind::packed_len`] characters, so that the page reads one back without reading
//! the others.

use crate::board::Board;
use crate::dominoes::Sudominoku;
use crate::format::{self, Format};

/// What kind of boards an input holds, which says how a packed board is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// 9 x 9: 81 values.
    Nine,
    /// 16 x 16 (POJ 3076): 256 values.
    Sixteen,
    /// Sudominoku (BOJ 4574): 81 values, then 81 marks saying which cells a laid domino
    /// joins: `r` the cell and the one on its right, `d` the cell and the one below.
    Dominoes,
}

impl Kind {
    /// The kind of boards `format` reads.
    pub fn of(format: Format) -> Kind {
        let spec = format.spec();
        match (spec.shape, spec.side) {
            (format::Shape::Dominoes, _) => Kind::Dominoes,
            (_, 16) => Kind::Sixteen,
            _ => Kind::Nine,
        }
    }

    /// Characters a packed board of this kind takes.
    pub const fn packed_len(self) -> usize {
        match self {
            Kind::Nine => 81,
            Kind::Sixteen => 256,
            Kind::Dominoes => 162,
        }
    }
}

/// A cell's value (0 for empty, up to 16) as one ASCII character: `'0' + value`.
fn value_char(value: u8) -> char {
    char::from(b'0' + value.min(16))
}

/// Values written by [`value_char`], read back; `None` if a character is not one.
fn values_of(text: &str) -> Option<Vec<u8>> {
    text.bytes()
        .map(|b| (b'0'..=b'0' + 16).contains(&b).then(|| b - b'0'))
        .collect()
}

/// Boards one after another, each in [`Kind::packed_len`] characters: quick to send, and a
/// board is read back without reading the others. A Sudominoku keeps its puzzle (the digits,
/// which cells each laid domino covers), not the order its input listed the dominoes in.
pub fn pack_boards(boards: &[Board]) -> String {
    let mut out = String::new();
    for board in boards {
        for v in board.values() {
            out.push(value_char(v));
        }
        if let Board::Dominoes(puzzle) = board {
            out.extend(puzzle.marks().iter().map(|&m| char::from(m)));
        }
    }
    out
}

/// Reads [`pack_boards`]' text back; `None` if it is not whole boards of `kind`.
pub fn unpack_boards(kind: Kind, packed: &str) -> Option<Vec<Board>> {
    let len = kind.packed_len();
    if !packed.len().is_multiple_of(len) || !packed.is_ascii() {
        return None;
    }
    (0..packed.len() / len)
        .map(|i| unpack_board(kind, &packed[len * i..len * (i + 1)]))
        .collect()
}

/// One board of [`pack_boards`]' text; `None` if it is not one of `kind`.
pub fn unpack_board(kind: Kind, packed: &str) -> Option<Board> {
    if packed.len() != kind.packed_len() || !packed.is_ascii() {
        return None;
    }
    match kind {
        Kind::Nine => Board::from_values(9, &values_of(packed)?),
        Kind::Sixteen => Board::from_values(16, &values_of(packed)?),
        Kind::Dominoes => {
            let values = values_of(&packed[..81])?;
            Sudominoku::from_layout(&values, &packed.as_bytes()[81..]).map(Board::Dominoes)
        }
    }
}
