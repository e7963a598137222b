//! The boards read from the input: a list, or the values the worker sent, decoded a board at
//! a time.

use super::*;

/// The puzzles of the input. Read on the page, a list; read by the worker, the values it sent,
/// decoded a board at a time when needed: decoding 100,000 boards at once would hold the page
/// for longer than a frame, and would put megabytes in the page's memory for good.
///
/// Equal when they are the same boards the same way (compared by pointer first: megabytes of
/// them are shared by every copy of the state).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Puzzles {
    Boards(Shared<Vec<Board>>),
    /// Boards of `kind` one after another ([`crate::ui::protocol::pack_boards`]), checked as
    /// they arrived, in the pieces they came in: each holds whole boards.
    Packed {
        kind: Kind,
        digits: Pieces,
    },
}

impl Puzzles {
    pub fn one(board: Board) -> Puzzles {
        Puzzles::Boards(Shared(Rc::new(vec![board])))
    }

    pub fn len(&self) -> usize {
        match self {
            Puzzles::Boards(boards) => boards.len(),
            // Counted as `get` reads them: each piece's whole boards.
            Puzzles::Packed { kind, digits } => (digits.0.iter())
                .map(|piece| piece.len() / kind.packed_len())
                .sum(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, i: usize) -> Option<Board> {
        match self {
            Puzzles::Boards(boards) => boards.get(i).cloned(),
            Puzzles::Packed { kind, digits } => {
                let len = kind.packed_len();
                let mut i = i;
                for piece in digits.0.iter() {
                    let boards = piece.len() / len;
                    if i < boards {
                        let packed = piece.ascii_slice(len * i, len * (i + 1))?;
                        return unpack_board(*kind, &packed);
                    }
                    i -= boards;
                }
                None
            }
        }
    }

    /// Every board, decoded.
    pub fn to_vec(&self) -> Vec<Board> {
        match self {
            Puzzles::Boards(boards) => boards.to_vec(),
            // All or none: a piece left out would move every board after it.
            Puzzles::Packed { kind, digits } => (digits.0.iter())
                .map(|piece| unpack_boards(*kind, &piece.ascii_slice(0, piece.len())?))
                .collect::<Option<Vec<Vec<Board>>>>()
                .map_or_else(Vec::new, |boards| boards.concat()),
        }
    }

    /// Board `i` to edit, if it is a 16 x 16 one (the boards become a list first).
    pub(super) fn get_square_mut(&mut self, i: usize) -> Option<&mut Square<16>> {
        if let Puzzles::Packed { .. } = self {
            *self = Puzzles::Boards(Shared(Rc::new(self.to_vec())));
        }
        match self {
            Puzzles::Boards(boards) => match Rc::make_mut(&mut boards.0).get_mut(i) {
                Some(Board::Sixteen(square)) => Some(square),
                _ => None,
            },
            Puzzles::Packed { .. } => None,
        }
    }

    /// Board `i` to edit, if it is a 9 x 9 Sudoku (the boards become a list first). A
    /// Sudominoku is edited in the text.
    pub(super) fn get_mut(&mut self, i: usize) -> Option<&mut Grid> {
        if let Puzzles::Packed { .. } = self {
            *self = Puzzles::Boards(Shared(Rc::new(self.to_vec())));
        }
        match self {
            Puzzles::Boards(boards) => match Rc::make_mut(&mut boards.0).get_mut(i) {
                Some(Board::Nine(grid)) => Some(grid),
                _ => None,
            },
            Puzzles::Packed { .. } => None,
        }
    }
}
