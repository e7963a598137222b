//! The input's part of the app state: the judge input's text, the format it is read as, the
//! boards read from it (the board shown among them), its errors, and editing on the board.
//!
//! A small input is read here, between two frames; a large one is read by the worker, which
//! sends its boards back ([`InputState::read_by_worker`]).

use crate::board::Board;
use crate::format::{self, ErrorKind, Format};
use crate::grid::{Cell, Digit, Grid};
use crate::names::Place;
use crate::square::{Spot, Square, Symbol};
use crate::ui::protocol::{unpack_board, unpack_boards, InputErrors, Kind, Request, Response};
use crate::ui::shared::Shared;
use crate::ui::text::Pieces;
pub(crate) use crate::ui::text::Text;
use std::rc::Rc;

mod editing;
mod keys;
mod puzzles;
mod reading;
mod undo;

pub(crate) use keys::CellKey;
pub(crate) use puzzles::Puzzles;
use undo::Before;

/// Which format the input is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FormatChoice {
    /// Whatever [`format::detect`] says.
    Auto,
    Fixed(Format),
}

impl FormatChoice {
    /// What the Format menu, the saved choice and links call it: `auto`, or the format's id.
    pub const AUTO_ID: &'static str = "auto";

    /// The format to ask the worker for: `None` to detect.
    pub fn fixed(self) -> Option<Format> {
        match self {
            FormatChoice::Auto => None,
            FormatChoice::Fixed(f) => Some(f),
        }
    }

    /// Its id: [`FormatChoice::AUTO_ID`], or the format's.
    pub fn id(self) -> &'static str {
        match self {
            FormatChoice::Auto => Self::AUTO_ID,
            FormatChoice::Fixed(f) => f.spec().id,
        }
    }
}

/// The choice an id names ([`FormatChoice::id`]).
impl std::str::FromStr for FormatChoice {
    type Err = crate::format::UnknownFormat;

    fn from_str(id: &str) -> Result<FormatChoice, Self::Err> {
        if id == FormatChoice::AUTO_ID {
            Ok(FormatChoice::Auto)
        } else {
            id.parse().map(FormatChoice::Fixed)
        }
    }
}

/// The boards the worker read ([`InputState::boards_read`]): their kind and their packed
/// values, in the pieces they came in.
type Received = (Kind, Pieces);

/// What the user does to the input.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum InputAction {
    /// The user typed or pasted into the input area.
    Text(Text),
    ChooseFormat(FormatChoice),
    /// Show board `n` of a multi-board input.
    Pick(usize),
    /// Select a cell of the board shown (9 x 9 or 16 x 16).
    Select(Place),
    /// A key pressed on a cell: the one with the page's focus when the key went down. The key
    /// acts on the selected cell when there is one: focus follows the selection only once the
    /// page is drawn again, and a fast typist's next key can come before that.
    Key(Place, CellKey),
    /// A symbol or Erase on the on-screen keypad: for the selected cell, or the first empty
    /// one when none is selected.
    Keypad(CellKey),
    /// Empty the board and the input.
    Clear,
    /// Replace the input with an example's.
    Load(&'static str),
    /// Replace the input with a puzzle made to order, in a judge's format.
    Made(String),
    /// Take back the last edit: a run of typing in the text area, an edit of the board,
    /// Clear, an example loaded, a change of format.
    Undo,
}

/// The board of an empty input: an empty 9 x 9 grid to type on.
fn empty_board() -> Board {
    Board::Nine(Grid::empty())
}

/// What a change of the input means for the rest of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    /// Nothing changed at all.
    Unchanged,
    /// The input changed, but nothing that depends on it (the selection moved).
    Input,
    /// The text changed: verdicts, runs and checks made on the old boards no longer hold.
    Text,
    /// The boards changed: what `Text` says, and the player starts over on the board shown.
    Boards,
    /// Another board is shown: its verdict is not known, and the player starts over on it.
    Shown,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct InputState {
    /// The text in the "Puzzle input" area. Shared, not copied, when the state is cloned:
    /// the reducer clones the state on every action, and a paste can be megabytes. A large
    /// one is never read by the page ([`Text::Large`]).
    pub text: Text,
    /// Counts changes of `text` made by the app rather than typed (examples, board edits,
    /// Clear): the text area is redrawn from `text` only then. A text area bound to a
    /// megabyte value on every render would copy it out of the page each time.
    pub revision: u64,
    /// Counts every change of `text`; the worker's copy of the input carries it.
    pub serial: u64,
    /// Lines in `text`.
    pub lines: usize,
    pub choice: FormatChoice,
    /// What detection says the text is (kept, not recomputed: inputs can be megabytes);
    /// `None` when no format fits it.
    pub detected: Option<Format>,
    /// The format the boards were read as.
    pub format: Format,
    /// The boards of the last text that read; the board shown is `boards[current]`.
    pub boards: Puzzles,
    pub current: usize,
    /// Problems in `text`; the boards then stay as they were.
    pub errors: Option<InputErrors>,
    /// While the worker reads a large input: that input's serial. The boards stay as they
    /// were until its answer comes.
    pub reading: Option<u64>,
    /// The worker reading the text failed: the boards are an earlier text's, so nothing is
    /// solved or checked until the text changes.
    pub reading_stopped: bool,
    /// The boards the worker sent for `reading`, packed ([`Response::Boards`], put together
    /// by the page's inbox), and their kind; `None` until they come, and for a reading with
    /// none or not whole boards of one kind.
    received: Option<Received>,
    /// The cell with the keyboard focus on the board.
    pub selected: Option<Place>,
    /// Inputs before the last edits, the last one last (texts and boards shared, not copied).
    undo: Vec<Before>,
    /// The last action typed in the text area: the next keystroke continues the same edit.
    typing: bool,
    /// The input came from a link and was not edited since: not the user's to keep across
    /// visits (their own input stays saved).
    pub from_link: bool,
}

impl InputState {
    /// The input `text` read as `choice`, as if the user had just pasted it.
    pub fn new(text: impl Into<Text>, choice: FormatChoice) -> InputState {
        let mut input = InputState {
            text: Text::default(),
            revision: 0,
            serial: 0,
            lines: 0,
            choice,
            detected: None,
            format: Format::Boj2580,
            boards: Puzzles::one(empty_board()),
            current: 0,
            errors: None,
            reading: None,
            reading_stopped: false,
            received: None,
            selected: None,
            undo: Vec::new(),
            typing: false,
            from_link: false,
        };
        input.read(text.into(), false);
        input
    }

    /// The board shown.
    pub fn board(&self) -> Board {
        self.boards.get(self.current).unwrap_or_else(empty_board)
    }

    /// The side of the board shown: 16 for a 16 x 16 board, else 9.
    pub fn side(&self) -> usize {
        match self.board() {
            Board::Sixteen(_) => 16,
            _ => 9,
        }
    }

    /// The board shown if it is a 9 x 9 Sudoku: the board edited on the page, watched by the
    /// player and raced. (A 16 x 16 board or a Sudominoku is shown, solved and judged, and
    /// edited in the text.)
    pub fn grid(&self) -> Option<Grid> {
        match self.board() {
            Board::Nine(grid) => Some(grid),
            _ => None,
        }
    }

    /// The request that asks the worker to read the text, while the page waits for it.
    pub fn parse_request(&self) -> Option<Request> {
        self.reading.map(|serial| Request::Parse {
            serial,
            format: self.choice.fixed(),
        })
    }

    /// The format the text is read as: the choice, or what detection says (`None` if no
    /// format fits it).
    pub fn effective_format(&self) -> Option<Format> {
        self.choice.fixed().or(self.detected)
    }

    /// Cells of the shown board that clash with another given.
    pub fn conflicting_cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .board()
            .conflicts()
            .iter()
            .flat_map(|c| [c.first, c.second])
            .filter_map(|place| place.cell())
            .collect();
        cells.sort();
        cells.dedup();
        cells
    }

    pub fn apply(&mut self, action: InputAction) -> Change {
        let before = self.before();
        let typing = matches!(action, InputAction::Text(_));
        let edit = matches!(
            action,
            InputAction::Text(_)
                | InputAction::ChooseFormat(_)
                | InputAction::Key(..)
                | InputAction::Keypad(_)
                | InputAction::Clear
                | InputAction::Load(_)
                | InputAction::Made(_)
        );
        let continues = typing && self.typing;
        let side = self.side();
        let change = self.change(action);
        // A selection on a board of another size is not one on this board.
        if self.side() != side {
            self.selected = None;
        }
        if edit && self.edited_since(&before) {
            self.from_link = false;
            if !continues {
                self.remember(before);
            }
        }
        // Any other action in between (a board picked, a cell selected) ends a run of typing.
        self.typing = typing;
        change
    }

    fn change(&mut self, action: InputAction) -> Change {
        match action {
            InputAction::Text(text) => self.read(text, false),
            InputAction::ChooseFormat(choice) => {
                self.choice = choice;
                let text = self.text.clone();
                self.read(text, false)
            }
            // The board shown, picked again (its row's Show): nothing changes.
            InputAction::Pick(n) if n < self.boards.len() && n != self.current => {
                self.current = n;
                Change::Shown
            }
            InputAction::Pick(_) => Change::Unchanged,
            InputAction::Select(place) => {
                self.selected = Some(place);
                Change::Input
            }
            InputAction::Key(focused, key) => {
                let at = *self.selected.get_or_insert(focused);
                self.key(at, key)
            }
            InputAction::Keypad(key) => {
                let empty = match self.board() {
                    Board::Nine(grid) => grid.first_empty().map(Place::from),
                    Board::Sixteen(square) => (square.values().iter())
                        .position(|&v| v == 0)
                        .map(|i| Place::on(16, i)),
                    // A Sudominoku is edited in the text.
                    _ => return Change::Unchanged,
                };
                match self.selected.or(empty) {
                    Some(at) => self.change(InputAction::Key(at, key)),
                    None => Change::Unchanged,
                }
            }
            InputAction::Clear => {
                // An empty board of the format chosen: 16 x 16 for POJ 3076, to type a
                // puzzle of it by hand.
                let board = match self.choice.fixed() {
                    Some(Format::Poj3076) => Board::Sixteen(Square::default()),
                    _ => empty_board(),
                };
                self.boards = Puzzles::one(board);
                self.current = 0;
                self.errors = None;
                self.reading = None;
                self.set_text(Text::default(), true);
                Change::Boards
            }
            InputAction::Load(text) => {
                self.choice = FormatChoice::Auto;
                self.current = 0;
                self.read(Text::from(text), true)
            }
            InputAction::Made(text) => {
                self.choice = FormatChoice::Auto;
                self.current = 0;
                self.read(Text::from(text), true)
            }
            InputAction::Undo => self.undo(),
        }
    }

    /// Replaces the text. `redraw` when the app wrote it (not the user's typing), so that
    /// the text area shows it; a large input is a preview, redrawn when entering or leaving
    /// that mode.
    fn set_text(&mut self, text: Text, redraw: bool) {
        if redraw || text.is_large() || self.text.is_large() {
            self.revision += 1;
        }
        // The worker detects the format of a large input, as it reads it.
        if let Some(small) = text.small() {
            self.detected = format::detect(small);
        }
        self.lines = text.lines();
        // Taken as it is: copying a paste of megabytes would cost the page a frame.
        self.text = text;
        self.serial += 1;
        self.reading_stopped = false;
    }
}

#[cfg(test)]
mod tests;
