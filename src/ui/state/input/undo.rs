//! Undo: the input as it was before each edit, kept within bounds.

use super::*;

/// Edits kept for undoing at most; older ones are forgotten.
pub(super) const UNDO_DEPTH: usize = 100;
/// Bytes of input text kept for undoing at most (the boards kept beside them take about as
/// much): a few steps back of a 10 MB paste, a hundred of a puzzle.
pub(super) const UNDO_BYTES: usize = 32 << 20;

/// The input as it was before an edit, for [`InputAction::Undo`]: given back as it was, not
/// read again (a large input's boards came from the worker).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Before {
    pub(super) text: Text,
    lines: usize,
    choice: FormatChoice,
    detected: Option<Format>,
    format: Format,
    boards: Puzzles,
    current: usize,
    errors: Option<InputErrors>,
    selected: Option<Place>,
}

impl Before {
    fn board(&self) -> Board {
        self.boards.get(self.current).unwrap_or_else(empty_board)
    }
}

impl InputState {
    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether the text or the board shown changed since `before`: an edit to remember.
    pub(super) fn edited_since(&self, before: &Before) -> bool {
        self.text != before.text || self.board() != before.board()
    }

    /// Takes the last edit back.
    pub(super) fn undo(&mut self) -> Change {
        let Some(before) = self.undo.pop() else {
            return Change::Unchanged;
        };
        // The text as the app writes it (the text area is drawn again), then the rest as it
        // was.
        self.set_text(before.text.clone(), true);
        self.lines = before.lines;
        self.choice = before.choice;
        self.detected = before.detected;
        self.format = before.format;
        self.boards = before.boards;
        self.current = before.current;
        self.errors = before.errors;
        self.selected = before.selected;
        self.reading = None;
        Change::Boards
    }

    pub(super) fn before(&self) -> Before {
        Before {
            text: self.text.clone(),
            lines: self.lines,
            choice: self.choice,
            detected: self.detected,
            format: self.format,
            boards: self.boards.clone(),
            current: self.current,
            errors: self.errors.clone(),
            selected: self.selected,
        }
    }

    pub(super) fn remember(&mut self, before: Before) {
        self.undo.push(before);
        let mut bytes: usize = self.undo.iter().map(|b| b.text.len()).sum();
        while self.undo.len() > UNDO_DEPTH || (bytes > UNDO_BYTES && self.undo.len() > 1) {
            bytes -= self.undo.remove(0).text.len();
        }
    }
}
