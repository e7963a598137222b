//! Reading the input: here for a small one, in the worker for a large one, and what is shown
//! of its boards or its errors.

use super::*;

impl InputState {
    pub(super) fn read(&mut self, text: Text, redraw: bool) -> Change {
        self.set_text(text, redraw);
        self.errors = None;
        self.received = None;
        let Some(text) = self.text.small() else {
            // Reading megabytes takes longer than a frame: the worker does it.
            self.reading = Some(self.serial);
            return Change::Text;
        };
        self.reading = None;
        let parsed = match self.effective_format() {
            Some(format) => format::parse(text, format),
            None => Err(format::unrecognized(text)),
        };
        match parsed {
            Ok(parsed) => self.show(
                parsed.format,
                Puzzles::Boards(Shared(Rc::new(parsed.puzzles()))),
            ),
            Err(errors) => self.refuse(InputErrors::from(&errors)),
        }
    }

    /// The text has `errors`. The boards stay while the user mends a text that fits a format
    /// (an edit of the board keeps them); a text that fits none leaves no board of it behind.
    pub(super) fn refuse(&mut self, errors: InputErrors) -> Change {
        let unrecognized = errors
            .first
            .iter()
            .any(|e| matches!(e.kind, ErrorKind::Unrecognized { .. }));
        self.errors = Some(errors);
        if unrecognized && (self.boards.len() > 1 || self.board() != empty_board()) {
            self.boards = Puzzles::one(empty_board());
            self.current = 0;
            self.selected = None;
            return Change::Boards;
        }
        Change::Text
    }

    /// The boards of the text just read (none for a count line of 0: the board stays).
    pub(super) fn show(&mut self, format: Format, boards: Puzzles) -> Change {
        if boards.is_empty() {
            return Change::Text;
        }
        self.format = format;
        self.current = self.current.min(boards.len() - 1);
        self.boards = boards;
        Change::Boards
    }

    /// The worker reading the text failed (see [`InputState::reading_stopped`]).
    pub fn reading_failed(&mut self) -> Change {
        if self.reading.take().is_none() {
            return Change::Unchanged;
        }
        self.received = None;
        self.reading_stopped = true;
        Change::Input
    }

    /// Whether the boards are the text's, to solve or check: not while the worker reads it,
    /// nor when it failed to.
    pub fn is_ready(&self) -> bool {
        self.reading.is_none() && !self.reading_stopped
    }

    /// The boards of input `serial`, read by the worker: whole boards of `kind`, put together
    /// by the page's inbox, checked piece by piece as they came
    /// ([`crate::ui::conversation::Inbox`]), and kept in those pieces.
    pub fn boards_read(&mut self, serial: u64, kind: Kind, digits: Pieces) -> Change {
        if self.reading != Some(serial) {
            return Change::Unchanged;
        }
        self.received = Some((kind, digits));
        Change::Input
    }

    /// What the worker found in a large input, after its boards ([`InputState::boards_read`];
    /// none if they were not whole boards of one kind).
    pub fn read_by_worker(&mut self, response: Response) -> Change {
        match response {
            Response::Parsed {
                serial,
                detected,
                format,
                errors,
            } if self.reading == Some(serial) => {
                self.reading = None;
                self.detected = detected;
                // Taken as they came, not copied: they can be megabytes.
                let boards = self.received.take();
                let boards = boards.map(|(kind, digits)| Puzzles::Packed { kind, digits });
                match (errors, boards) {
                    (Some(errors), _) => match self.refuse(errors) {
                        Change::Text => Change::Input,
                        change => change,
                    },
                    (None, Some(boards)) => self.show(format, boards),
                    // No boards, or not whole ones: the board shown stays (as for a count
                    // line of 0).
                    (None, None) => Change::Text,
                }
            }
            _ => Change::Unchanged,
        }
    }
}
