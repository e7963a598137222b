//! The keys pressed on the board's cells, as the state understands them.

use crate::grid::Digit;

/// A key pressed on a cell of the board, as the state understands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CellKey {
    Digit(Digit),
    Clear,
    Up,
    Down,
    Left,
    Right,
}

impl CellKey {
    /// The meaning of a `KeyboardEvent.key` on a cell, if it has one.
    pub fn from_key(key: &str) -> Option<CellKey> {
        Some(match key {
            "ArrowUp" => CellKey::Up,
            "ArrowDown" => CellKey::Down,
            "ArrowLeft" => CellKey::Left,
            "ArrowRight" => CellKey::Right,
            "0" | "Backspace" | "Delete" | " " | "." => CellKey::Clear,
            _ => {
                let mut chars = key.chars();
                let c = chars.next()?;
                if chars.next().is_some() {
                    return None;
                }
                CellKey::Digit(Digit::from_char(c)?)
            }
        })
    }
}

/// A key pressed on a cell of a 16 x 16 board (POJ 3076), as the state understands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SpotKey {
    /// A letter `A`-`P` (either case), as its value 1-16.
    Symbol(u8),
    Clear,
    Up,
    Down,
    Left,
    Right,
}

impl SpotKey {
    /// The meaning of a `KeyboardEvent.key` on a 16 x 16 cell, if it has one.
    pub fn from_key(key: &str) -> Option<SpotKey> {
        Some(match key {
            "ArrowUp" => SpotKey::Up,
            "ArrowDown" => SpotKey::Down,
            "ArrowLeft" => SpotKey::Left,
            "ArrowRight" => SpotKey::Right,
            "Backspace" | "Delete" | " " | "-" | "." | "0" => SpotKey::Clear,
            _ => {
                let mut chars = key.chars();
                let c = chars.next()?.to_ascii_uppercase();
                if chars.next().is_some() || !('A'..='P').contains(&c) {
                    return None;
                }
                SpotKey::Symbol(c as u8 - b'A' + 1)
            }
        })
    }
}
