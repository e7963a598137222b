//! The keys pressed on the board's cells, as the state understands them, whatever the board's
//! size.

use crate::names::Place;

/// A key pressed on a cell of the board, or on the keypad beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CellKey {
    /// A symbol, as its value: 1-9 on a 9 x 9 board (its digits), 1-16 on a 16 x 16 one (the
    /// letters `A`-`P`).
    Symbol(u8),
    Clear,
    Up,
    Down,
    Left,
    Right,
}

impl CellKey {
    /// The meaning of a `KeyboardEvent.key` on a cell of a board of side `side` (9 or 16), if
    /// it has one: digits on a 9 x 9 board, letters (either case) on a 16 x 16 one.
    pub fn from_key(key: &str, side: usize) -> Option<CellKey> {
        Some(match key {
            "ArrowUp" => CellKey::Up,
            "ArrowDown" => CellKey::Down,
            "ArrowLeft" => CellKey::Left,
            "ArrowRight" => CellKey::Right,
            "Backspace" | "Delete" | " " | "." | "0" => CellKey::Clear,
            "-" if side == 16 => CellKey::Clear,
            _ => {
                let mut chars = key.chars();
                let c = chars.next()?.to_ascii_uppercase();
                if chars.next().is_some() {
                    return None;
                }
                let value = match (side, c) {
                    (16, 'A'..='P') => c as u8 - b'A' + 1,
                    (9, '1'..='9') => c as u8 - b'0',
                    _ => return None,
                };
                CellKey::Symbol(value)
            }
        })
    }

    /// Where an arrow key moves the selection from `at` on a board of side `side`: to the next
    /// cell that way, round to the other edge; `None` for a key that does not move it.
    pub fn moved(self, at: Place, side: usize) -> Option<Place> {
        let (row, col) = (at.row(), at.col());
        let (row, col) = match self {
            CellKey::Up => ((row + side - 1) % side, col),
            CellKey::Down => ((row + 1) % side, col),
            CellKey::Left => (row, (col + side - 1) % side),
            CellKey::Right => (row, (col + 1) % side),
            CellKey::Symbol(_) | CellKey::Clear => return None,
        };
        Some(Place::on(side, row * side + col))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_read_as_the_board_writes_its_symbols() {
        assert_eq!(CellKey::from_key("7", 9), Some(CellKey::Symbol(7)));
        assert_eq!(CellKey::from_key("k", 16), Some(CellKey::Symbol(11)));
        assert_eq!(CellKey::from_key("P", 16), Some(CellKey::Symbol(16)));
        assert_eq!(
            CellKey::from_key("A", 9),
            None,
            "no letters on a 9 x 9 board"
        );
        assert_eq!(
            CellKey::from_key("7", 16),
            None,
            "no digits on a 16 x 16 one"
        );
        assert_eq!(CellKey::from_key("Q", 16), None);
        assert_eq!(CellKey::from_key("-", 9), None);
        assert_eq!(CellKey::from_key("-", 16), Some(CellKey::Clear));
        for clear in ["0", "Backspace", "Delete", " ", "."] {
            assert_eq!(
                CellKey::from_key(clear, 9),
                Some(CellKey::Clear),
                "{clear:?}"
            );
        }
        assert_eq!(CellKey::from_key("12", 16), None);
    }

    #[test]
    fn arrows_move_round_the_edges_of_either_board() {
        let corner = |side| Place::on(side, 0);
        assert_eq!(CellKey::Up.moved(corner(9), 9), Some(Place::on(9, 72)));
        assert_eq!(CellKey::Left.moved(corner(16), 16), Some(Place::on(16, 15)));
        assert_eq!(
            CellKey::Down.moved(Place::on(16, 255), 16),
            Some(Place::on(16, 15))
        );
        assert_eq!(
            CellKey::Right.moved(Place::on(9, 80), 9),
            Some(Place::on(9, 72))
        );
        assert_eq!(CellKey::Symbol(3).moved(corner(9), 9), None);
    }
}
