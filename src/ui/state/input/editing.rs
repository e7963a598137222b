//! Editing on the board: keys and the keypad on 9 x 9 and 16 x 16 boards, written back into
//! the input's text.

use super::*;

impl InputState {
    /// An edit of a 9 x 9 board.
    pub(super) fn set_cell(&mut self, cell: Cell, value: Option<Digit>) -> Change {
        let Some(board) = self.boards.get_mut(self.current) else {
            return Change::Input;
        };
        board.set(cell, value);
        self.board_edited()
    }

    /// An edit of a 16 x 16 board: `value` 1-16, or 0 to empty the cell.
    pub(super) fn set_spot(&mut self, spot: usize, value: u8) -> Change {
        let Some(square) = self.boards.get_square_mut(self.current) else {
            return Change::Input;
        };
        let (Some(at), symbol) = (Spot::new(spot), Symbol::new(value)) else {
            return Change::Input;
        };
        square.set(at, symbol);
        self.board_edited()
    }

    /// After an edit on the board: the text follows the board, unless it has errors (the
    /// user's text is never overwritten while they are fixing it).
    pub(super) fn board_edited(&mut self) -> Change {
        // Text that does not read is the user's to mend: an edit of the board shown does not
        // overwrite it (Solve then says what is wrong with it). An empty text has nothing to
        // lose: the board becomes the input, as it would after Clear.
        if self.errors.is_some() && !self.text.small().is_some_and(|t| t.trim().is_empty()) {
            return Change::Boards;
        }
        self.errors = None;
        // The board edited may not be of the kind the format holds (a 9 x 9 board typed on
        // after Clear, with POJ 3076 or BOJ 4574 chosen): its text is then written in a format
        // of its kind, and the choice goes back to Auto, which reads that text.
        let board = self.board();
        let wanted = self.choice.fixed().unwrap_or(self.format);
        if wanted.holds(&board) {
            self.format = wanted;
        } else {
            self.format = match board {
                Board::Sixteen(_) => Format::Poj3076,
                _ => Format::Boj2580,
            };
            self.choice = FormatChoice::Auto;
        }
        let text = format::write_input(self.format, &self.boards.to_vec());
        self.set_text(Text::from(text), true);
        if self.text.is_large() {
            // The worker gets the new text in pieces, over several tasks: Solve and
            // Compare wait until it has read all of it, as after a paste.
            self.reading = Some(self.serial);
            self.received = None;
        }
        Change::Boards
    }

    /// `key` on the cell `at` of the board shown: a symbol or Erase edits it (a Sudominoku
    /// is edited in the text), an arrow moves the selection.
    pub(super) fn key(&mut self, at: Place, key: CellKey) -> Change {
        let side = self.side();
        if at.row() >= side || at.col() >= side {
            return Change::Unchanged;
        }
        let value = match key {
            CellKey::Symbol(value) => value,
            CellKey::Clear => 0,
            arrow => {
                self.selected = arrow.moved(at, side).or(self.selected);
                return Change::Input;
            }
        };
        match side {
            16 => self.set_spot(at.row() * 16 + at.col(), value),
            _ => match (at.cell(), value) {
                (Some(cell), 0..=9) => self.set_cell(cell, Digit::new(value)),
                _ => Change::Unchanged,
            },
        }
    }
}
