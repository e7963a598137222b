//! The input's part of the app state: the judge input's text, the format it is read as, the
//! boards read from it (the board shown among them), its errors, and editing on the board.
//!
//! A small input is read here, between two frames; a large one is read by the worker, which
//! sends its boards back ([`InputState::read_by_worker`]).

use crate::board::Board;
use crate::format::{self, ErrorKind, Format};
use crate::grid::{Cell, Digit, Grid};
use crate::square::{Spot, Square, Symbol};
use crate::ui::protocol::{unpack_board, unpack_boards, InputErrors, Kind, Request, Response};
use std::cell::RefCell;
use std::rc::Rc;

/// Inputs larger than this (bytes) are read by the worker and shown as a read-only preview:
/// reading them could take more than a frame, and a text area of 100,000 lines takes the
/// browser seconds to lay out.
pub(crate) const LARGE_INPUT: usize = 256 * 1024;

/// Whether `text` is read in the worker rather than on the page.
pub(crate) fn is_large(text: &str) -> bool {
    text.len() > LARGE_INPUT
}

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

/// Boards the worker sent so far ([`InputState::read_by_worker`]): their kind, once the
/// first piece said it, and their packed values.
type Received = (Option<Kind>, String);

/// What the user does to the input.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum InputAction {
    /// The user typed or pasted into the input area.
    Text(String),
    ChooseFormat(FormatChoice),
    /// Show board `n` of a multi-board input.
    Pick(usize),
    Select(Cell),
    /// A key pressed on a cell: the one with the page's focus when the key went down. The key
    /// acts on the selected cell when there is one: focus follows the selection only once the
    /// page is drawn again, and a fast typist's next key can come before that.
    Key(Cell, CellKey),
    /// A digit or Erase on the on-screen keypad: for the selected cell, or the first empty
    /// one when none is selected.
    Keypad(CellKey),
    /// Select a cell of a 16 x 16 board (row-major).
    SelectSpot(usize),
    /// A key pressed on a cell of a 16 x 16 board; as `Key`, it acts on the selected cell.
    SpotKey(usize, SpotKey),
    /// A letter or Erase on the 16 x 16 keypad: for the selected cell, or the first empty one.
    SpotKeypad(SpotKey),
    /// Empty the board and the input.
    Clear,
    /// Replace the input with an example's.
    Load(&'static str),
    /// Take back the last edit: a run of typing in the text area, an edit of the board,
    /// Clear, an example loaded, a change of format.
    Undo,
}

/// The input as it was before an edit, for [`InputAction::Undo`]: given back as it was, not
/// read again (a large input's boards came from the worker).
#[derive(Clone, Debug, PartialEq)]
struct Before {
    text: Rc<String>,
    lines: usize,
    choice: FormatChoice,
    detected: Option<Format>,
    format: Format,
    boards: Puzzles,
    current: usize,
    errors: Option<InputErrors>,
    selected: Option<Cell>,
}

impl Before {
    fn board(&self) -> Board {
        self.boards.get(self.current).unwrap_or_else(empty_board)
    }
}

/// The board of an empty input: an empty 9 x 9 grid to type on.
fn empty_board() -> Board {
    Board::Nine(Grid::empty())
}

/// Edits kept for undoing at most; older ones are forgotten.
const UNDO_DEPTH: usize = 100;
/// Bytes of input text kept for undoing at most (the boards kept beside them take about as
/// much): a few steps back of a 10 MB paste, a hundred of a puzzle.
const UNDO_BYTES: usize = 32 << 20;

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

/// The puzzles of the input. Read on the page, a list; read by the worker, the values it sent,
/// decoded a board at a time when needed: decoding 100,000 boards at once would hold the page
/// for longer than a frame.
#[derive(Clone, Debug)]
pub(crate) enum Puzzles {
    Boards(Rc<Vec<Board>>),
    /// Boards of `kind` one after another ([`crate::ui::protocol::pack_boards`]), checked as
    /// they arrived.
    Packed {
        kind: Kind,
        digits: Rc<String>,
    },
}

impl Puzzles {
    pub fn one(board: Board) -> Puzzles {
        Puzzles::Boards(Rc::new(vec![board]))
    }

    pub fn len(&self) -> usize {
        match self {
            Puzzles::Boards(boards) => boards.len(),
            Puzzles::Packed { kind, digits } => digits.len() / kind.packed_len(),
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
                digits
                    .get(len * i..len * (i + 1))
                    .and_then(|packed| unpack_board(*kind, packed))
            }
        }
    }

    /// Every board, decoded.
    pub fn to_vec(&self) -> Vec<Board> {
        match self {
            Puzzles::Boards(boards) => boards.to_vec(),
            Puzzles::Packed { kind, digits } => unpack_boards(*kind, digits).unwrap_or_default(),
        }
    }

    /// Board `i` to edit, if it is a 16 x 16 one (the boards become a list first).
    fn get_square_mut(&mut self, i: usize) -> Option<&mut Square<16>> {
        if let Puzzles::Packed { .. } = self {
            *self = Puzzles::Boards(Rc::new(self.to_vec()));
        }
        match self {
            Puzzles::Boards(boards) => match Rc::make_mut(boards).get_mut(i) {
                Some(Board::Sixteen(square)) => Some(square),
                _ => None,
            },
            Puzzles::Packed { .. } => None,
        }
    }

    /// Board `i` to edit, if it is a 9 x 9 Sudoku (the boards become a list first). A
    /// Sudominoku is edited in the text.
    fn get_mut(&mut self, i: usize) -> Option<&mut Grid> {
        if let Puzzles::Packed { .. } = self {
            *self = Puzzles::Boards(Rc::new(self.to_vec()));
        }
        match self {
            Puzzles::Boards(boards) => match Rc::make_mut(boards).get_mut(i) {
                Some(Board::Nine(grid)) => Some(grid),
                _ => None,
            },
            Puzzles::Packed { .. } => None,
        }
    }
}

impl PartialEq for Puzzles {
    fn eq(&self, other: &Puzzles) -> bool {
        match (self, other) {
            (Puzzles::Boards(a), Puzzles::Boards(b)) => Rc::ptr_eq(a, b) || a == b,
            (Puzzles::Packed { kind, digits }, Puzzles::Packed { kind: k, digits: d }) => {
                kind == k && (Rc::ptr_eq(digits, d) || digits == d)
            }
            _ => self.to_vec() == other.to_vec(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct InputState {
    /// The text in the "Puzzle input" area. Shared, not copied, when the state is cloned:
    /// the reducer clones the state on every action, and a paste can be megabytes.
    pub text: Rc<String>,
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
    /// The boards the worker sent so far for `reading`, packed ([`Response::Boards`]), and
    /// their kind; `None` once a piece was not whole boards of that kind. Each piece is checked
    /// as it comes, so no task checks them all.
    received: Rc<RefCell<Option<Received>>>,
    /// The cell with the keyboard focus on the board.
    pub selected: Option<Cell>,
    /// The same on a 16 x 16 board: its row-major index.
    pub spot: Option<usize>,
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
    pub fn new(text: &str, choice: FormatChoice) -> InputState {
        let mut input = InputState {
            text: Rc::default(),
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
            received: Rc::default(),
            selected: None,
            spot: None,
            undo: Vec::new(),
            typing: false,
            from_link: false,
        };
        input.read(text.to_string(), false);
        input
    }

    /// The board shown.
    pub fn board(&self) -> Board {
        self.boards.get(self.current).unwrap_or_else(empty_board)
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
                | InputAction::SpotKey(..)
                | InputAction::SpotKeypad(_)
                | InputAction::Clear
                | InputAction::Load(_)
        );
        let continues = typing && self.typing;
        let change = self.change(action);
        if edit && (self.text != before.text || self.board() != before.board()) {
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
                let text = self.text.to_string();
                self.read(text, false)
            }
            // The board shown, picked again (its row's Show): nothing changes.
            InputAction::Pick(n) if n < self.boards.len() && n != self.current => {
                self.current = n;
                Change::Shown
            }
            InputAction::Pick(_) => Change::Unchanged,
            InputAction::Select(cell) => {
                self.selected = Some(cell);
                Change::Input
            }
            InputAction::Key(focused, key) => {
                let cell = *self.selected.get_or_insert(focused);
                self.key(cell, key)
            }
            InputAction::Keypad(key) => {
                let Some(board) = self.grid() else {
                    return Change::Unchanged;
                };
                let target = self
                    .selected
                    .or_else(|| Cell::all().find(|&c| board.get(c).is_none()));
                match target {
                    Some(cell) => self.change(InputAction::Key(cell, key)),
                    None => Change::Unchanged,
                }
            }
            InputAction::SelectSpot(spot) => {
                self.spot = Some(spot);
                Change::Input
            }
            InputAction::SpotKey(focused, key) => {
                let spot = *self.spot.get_or_insert(focused);
                self.spot_key(spot, key)
            }
            InputAction::SpotKeypad(key) => {
                let Board::Sixteen(square) = self.board() else {
                    return Change::Unchanged;
                };
                let target = self
                    .spot
                    .or_else(|| square.values().iter().position(|&v| v == 0));
                match target {
                    Some(spot) => self.change(InputAction::SpotKey(spot, key)),
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
                self.set_text(String::new(), true);
                Change::Boards
            }
            InputAction::Load(text) => {
                self.choice = FormatChoice::Auto;
                self.current = 0;
                self.read(text.to_string(), true)
            }
            InputAction::Undo => {
                let Some(before) = self.undo.pop() else {
                    return Change::Unchanged;
                };
                // The text as the app writes it (the text area is drawn again), then the rest
                // as it was.
                self.set_text(before.text.to_string(), true);
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
        }
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    fn before(&self) -> Before {
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

    fn remember(&mut self, before: Before) {
        self.undo.push(before);
        let mut bytes: usize = self.undo.iter().map(|b| b.text.len()).sum();
        while self.undo.len() > UNDO_DEPTH || (bytes > UNDO_BYTES && self.undo.len() > 1) {
            bytes -= self.undo.remove(0).text.len();
        }
    }

    /// Replaces the text. `redraw` when the app wrote it (not the user's typing), so that
    /// the text area shows it; a large input is a preview, redrawn when entering or leaving
    /// that mode.
    fn set_text(&mut self, text: String, redraw: bool) {
        if redraw || is_large(&text) || is_large(&self.text) {
            self.revision += 1;
        }
        // The worker detects the format of a large input, as it reads it.
        if !is_large(&text) {
            self.detected = format::detect(&text);
        }
        self.lines = count_lines(&text);
        // Taken as it is: copying a paste of megabytes would cost the page a frame.
        self.text = Rc::new(text);
        self.serial += 1;
        self.reading_stopped = false;
    }

    fn read(&mut self, text: String, redraw: bool) -> Change {
        self.set_text(text, redraw);
        self.errors = None;
        if is_large(&self.text) {
            // Reading megabytes takes longer than a frame: the worker does it.
            self.reading = Some(self.serial);
            self.received = Rc::new(RefCell::new(Some((None, String::new()))));
            return Change::Text;
        }
        self.reading = None;
        let parsed = match self.effective_format() {
            Some(format) => format::parse(&self.text, format),
            None => Err(format::unrecognized(&self.text)),
        };
        match parsed {
            Ok(parsed) => self.show(parsed.format, Puzzles::Boards(Rc::new(parsed.puzzles()))),
            Err(errors) => self.refuse(InputErrors::from(&errors)),
        }
    }

    /// The text has `errors`. The boards stay while the user mends a text that fits a format
    /// (an edit of the board keeps them); a text that fits none leaves no board of it behind.
    fn refuse(&mut self, errors: InputErrors) -> Change {
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
    fn show(&mut self, format: Format, boards: Puzzles) -> Change {
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
        *self.received.borrow_mut() = None;
        self.reading_stopped = true;
        Change::Input
    }

    /// Whether the boards are the text's, to solve or check: not while the worker reads it,
    /// nor when it failed to.
    pub fn is_ready(&self) -> bool {
        self.reading.is_none() && !self.reading_stopped
    }

    /// The worker's reading of a large input: its boards in pieces, then what it found.
    pub fn read_by_worker(&mut self, response: Response) -> Change {
        match response {
            Response::Boards {
                serial,
                kind,
                digits,
            } if self.reading == Some(serial) => {
                let mut received = self.received.borrow_mut();
                let whole = digits.len().is_multiple_of(kind.packed_len()) && digits.is_ascii();
                match received.as_mut() {
                    Some((k, boards)) if whole && k.is_none_or(|k| k == kind) => {
                        *k = Some(kind);
                        boards.push_str(&digits);
                    }
                    _ => *received = None,
                }
                Change::Unchanged
            }
            Response::Parsed {
                serial,
                detected,
                format,
                errors,
            } if self.reading == Some(serial) => {
                self.reading = None;
                self.detected = detected;
                let boards = self.received.borrow_mut().take();
                // Taken as it came, not copied: it can be megabytes.
                let boards = boards.map(|(kind, digits)| Puzzles::Packed {
                    kind: kind.unwrap_or(Kind::of(format)),
                    digits: Rc::new(digits),
                });
                match (errors, boards) {
                    (Some(errors), _) => match self.refuse(errors) {
                        Change::Text => Change::Input,
                        change => change,
                    },
                    (None, Some(boards)) => self.show(format, boards),
                    (None, None) => Change::Input,
                }
            }
            _ => Change::Unchanged,
        }
    }

    /// An edit of a 9 x 9 board.
    fn set_cell(&mut self, cell: Cell, value: Option<Digit>) -> Change {
        let Some(board) = self.boards.get_mut(self.current) else {
            return Change::Input;
        };
        board.set(cell, value);
        self.board_edited()
    }

    /// An edit of a 16 x 16 board: `value` 1-16, or 0 to empty the cell.
    fn set_spot(&mut self, spot: usize, value: u8) -> Change {
        let Some(square) = self.boards.get_square_mut(self.current) else {
            return Change::Input;
        };
        let (Some(at), symbol) = (Spot::new(spot), Symbol::new(value)) else {
            return Change::Input;
        };
        square.set(at, symbol);
        self.board_edited()
    }

    fn spot_key(&mut self, spot: usize, key: SpotKey) -> Change {
        let (row, col) = (spot / 16, spot % 16);
        let moved = match key {
            SpotKey::Symbol(value) => return self.set_spot(spot, value),
            SpotKey::Clear => return self.set_spot(spot, 0),
            SpotKey::Up => (row + 15) % 16 * 16 + col,
            SpotKey::Down => (row + 1) % 16 * 16 + col,
            SpotKey::Left => row * 16 + (col + 15) % 16,
            SpotKey::Right => row * 16 + (col + 1) % 16,
        };
        self.spot = Some(moved);
        Change::Input
    }

    /// After an edit on the board: the text follows the board, unless it has errors (the
    /// user's text is never overwritten while they are fixing it).
    fn board_edited(&mut self) -> Change {
        // Text that does not read is the user's to mend: an edit of the board shown does not
        // overwrite it (Solve then says what is wrong with it). An empty text has nothing to
        // lose: the board becomes the input, as it would after Clear.
        if self.errors.is_some() && !self.text.trim().is_empty() {
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
        self.set_text(
            format::write_input(self.format, &self.boards.to_vec()),
            true,
        );
        if is_large(&self.text) {
            // The worker gets the new text in pieces, over several tasks: Solve and
            // Compare wait until it has read all of it, as after a paste.
            self.reading = Some(self.serial);
            self.received = Rc::new(RefCell::new(Some((None, String::new()))));
        }
        Change::Boards
    }

    fn key(&mut self, cell: Cell, key: CellKey) -> Change {
        let (row, col) = (cell.row(), cell.col());
        let moved = match key {
            CellKey::Digit(d) => return self.set_cell(cell, Some(d)),
            CellKey::Clear => return self.set_cell(cell, None),
            CellKey::Up => Cell::at((row + 8) % 9, col),
            CellKey::Down => Cell::at((row + 1) % 9, col),
            CellKey::Left => Cell::at(row, (col + 8) % 9),
            CellKey::Right => Cell::at(row, (col + 1) % 9),
        };
        self.selected = moved.or(self.selected);
        Change::Input
    }
}

/// Lines in `text` (a last line without a newline counts). Eight bytes at a time: this runs
/// on the page for pastes of megabytes.
pub(crate) fn count_lines(text: &str) -> usize {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const NEWLINES: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    let bytes = text.as_bytes();
    let mut words = bytes.chunks_exact(8);
    let mut count = 0;
    for word in words.by_ref() {
        let x = u64::from_le_bytes(word.try_into().expect("8 bytes")) ^ NEWLINES;
        // The high bit of each byte of `nonzero` says whether that byte of `x` is not zero,
        // exactly (no carry crosses a byte).
        let nonzero = ((x & LOW7) + LOW7) | x;
        count += (!nonzero & !LOW7).count_ones() as usize;
    }
    count += words.remainder().iter().filter(|&&b| b == b'\n').count();
    count + usize::from(bytes.last().is_some_and(|&b| b != b'\n'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::examples::EXAMPLES;

    impl InputState {
        /// The board shown, which these tests know to be a 9 x 9 one.
        fn nine(&self) -> Grid {
            self.grid().expect("a 9 x 9 board")
        }
    }

    #[test]
    fn undo_takes_back_board_edits_clear_and_examples_in_turn() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        assert!(!input.can_undo());
        assert_eq!(input.apply(InputAction::Undo), Change::Unchanged);
        let original = input.nine();
        let empty = Cell::all().find(|&c| original.get(c).is_none()).unwrap();
        // Moving around is not an edit.
        input.apply(InputAction::Key(empty, CellKey::Right));
        assert!(!input.can_undo());
        input.apply(InputAction::Select(empty));
        input.apply(InputAction::Key(empty, CellKey::from_key("4").unwrap()));
        let edited = input.nine();
        assert_eq!(edited.get(empty), Digit::new(4));
        input.apply(InputAction::Clear);
        assert_eq!(input.nine(), Grid::empty());
        input.apply(InputAction::Load(EXAMPLES[0].input));

        assert_eq!(input.apply(InputAction::Undo), Change::Boards);
        assert_eq!(input.nine(), Grid::empty(), "the example's load undone");
        input.apply(InputAction::Undo);
        assert_eq!(input.nine(), edited, "Clear undone");
        assert_eq!(input.selected, Some(empty));
        input.apply(InputAction::Undo);
        assert_eq!(input.nine(), original, "the digit undone");
        assert_eq!(*input.text, EXAMPLES[1].input, "the text as it was");
        assert!(!input.can_undo());
    }

    #[test]
    fn a_run_of_typing_is_one_edit_and_no_change_is_none() {
        let mut input = InputState::new(EXAMPLES[0].input, FormatChoice::Auto);
        let cell = Cell::at(0, 1).unwrap();
        let held = input.nine().get(cell).expect("a given");
        // The digit the cell holds already, or moving: nothing to undo.
        input.apply(InputAction::Key(cell, CellKey::Digit(held)));
        input.apply(InputAction::Select(cell));
        assert!(!input.can_undo());
        for text in ["1", "12", "123"] {
            input.apply(InputAction::Text(text.into()));
        }
        input.apply(InputAction::Text("1234".into()));
        assert_eq!(input.undo.len(), 1, "one run of typing, however long");
        input.apply(InputAction::Key(cell, CellKey::Clear));
        input.apply(InputAction::Text("9".into()));
        assert_eq!(input.undo.len(), 3, "a board edit ends the run");
        input.apply(InputAction::Undo);
        input.apply(InputAction::Undo);
        assert_eq!(*input.text, "1234");
        input.apply(InputAction::Undo);
        assert_eq!(*input.text, EXAMPLES[0].input, "the typing undone at once");
    }

    #[test]
    fn undo_gives_a_large_input_back_without_reading_it_again() {
        let line = format!("{}\n", ".".repeat(81));
        let text = line.repeat(2 * LARGE_INPUT / line.len());
        let mut input = InputState::new(&line, FormatChoice::Auto);
        input.apply(InputAction::Text(text.clone()));
        let serial = input.reading.expect("read by the worker");
        // Boards told apart by their first cell.
        let digits: String = (0..text.len() / line.len())
            .map(|i| format!("{}{}", i % 9 + 1, "0".repeat(80)))
            .collect();
        input.read_by_worker(Response::Boards {
            serial,
            kind: Kind::Nine,
            digits,
        });
        input.read_by_worker(Response::Parsed {
            serial,
            detected: Some(Format::Lines),
            format: Format::Lines,
            errors: None,
        });
        assert_eq!(input.reading, None);
        input.apply(InputAction::Pick(7));
        let (count, shown) = (input.boards.len(), input.nine());
        input.apply(InputAction::Clear);
        input.apply(InputAction::Undo);
        assert_eq!(
            (input.boards.len(), input.current, input.nine()),
            (count, 7, shown)
        );
        assert_eq!(input.reading, None, "not read again");
        assert_eq!(*input.text, text);
    }

    #[test]
    fn undo_keeps_a_bounded_amount_of_text() {
        let mut input = InputState::new(EXAMPLES[0].input, FormatChoice::Auto);
        let big = "x".repeat(UNDO_BYTES / 3);
        for i in 0..6 {
            input.apply(InputAction::Text(format!("{big}{i}")));
            input.apply(InputAction::Clear);
        }
        let kept: usize = input.undo.iter().map(|b| b.text.len()).sum();
        assert!(kept <= UNDO_BYTES, "{kept} bytes kept");
        assert!(input.can_undo());
        for _ in 0..UNDO_DEPTH + 5 {
            input.apply(InputAction::Text("1".into()));
            input.apply(InputAction::Clear);
        }
        assert_eq!(input.undo.len(), UNDO_DEPTH);
    }

    #[test]
    fn undo_keeps_the_board_shown_of_several() {
        let mut input = InputState::new(EXAMPLES[3].input, FormatChoice::Auto);
        input.apply(InputAction::Pick(1));
        let second = input.nine();
        input.apply(InputAction::Clear);
        input.apply(InputAction::Undo);
        assert_eq!((input.current, input.nine()), (1, second));
    }

    #[test]
    fn every_example_reads_without_errors() {
        for (i, example) in EXAMPLES.iter().enumerate() {
            let input = InputState::new(example.input, FormatChoice::Auto);
            assert!(input.errors.is_none(), "example {i}: {:?}", input.errors);
            assert!(!input.boards.is_empty(), "example {i}");
        }
    }

    #[test]
    fn typing_on_the_board_after_an_emptied_input_makes_the_board_the_input() {
        let first = Cell::at(0, 0).unwrap();
        let five = CellKey::Digit(Digit::new(5).unwrap());
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        input.apply(InputAction::Text(" \n".into()));
        assert!(input.errors.is_some(), "an empty input does not read");
        let mut expected = input.nine();
        expected.set(first, Digit::new(5));
        assert_eq!(input.apply(InputAction::Key(first, five)), Change::Boards);
        assert_eq!(input.errors, None);
        let parsed = format::parse(&input.text, input.format).expect("the new text reads");
        assert_eq!(parsed.boards.len(), 1);
        assert_eq!(parsed.boards[0].board, Board::Nine(expected));
    }

    #[test]
    fn the_keypad_fills_the_selected_cell_or_the_first_empty_one() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let board = input.nine();
        let first_empty = Cell::all().find(|&c| board.get(c).is_none()).unwrap();
        let seven = CellKey::Digit(Digit::new(7).unwrap());
        assert_eq!(input.apply(InputAction::Keypad(seven)), Change::Boards);
        assert_eq!(input.selected, Some(first_empty));
        assert_eq!(input.nine().get(first_empty), Digit::new(7));
        let other = Cell::at(8, 8).unwrap();
        input.apply(InputAction::Select(other));
        input.apply(InputAction::Keypad(CellKey::Clear));
        assert_eq!(input.nine().get(other), None);
        assert_eq!(
            input.nine().get(first_empty),
            Digit::new(7),
            "only the selected cell"
        );
    }

    #[test]
    fn bad_input_keeps_the_board_and_says_where() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let before = input.nine();
        assert_eq!(
            input.apply(InputAction::Text("10300x509\n".into())),
            Change::Text
        );
        assert_eq!(input.nine(), before);
        let errors = input.errors.expect("input has an error");
        assert!(
            errors.first[0].to_string().starts_with("line 1, column 6:"),
            "{errors:?}"
        );
    }

    #[test]
    fn lines_are_counted() {
        for text in [
            "",
            "a",
            "a\n",
            "a\nb",
            "\n\n\n",
            "0123456\n01234567\n\n\u{e9}\u{e9}\u{e9}\u{e9}\n",
        ] {
            let expected = text.lines().count();
            assert_eq!(count_lines(text), expected, "{text:?}");
        }
        let long: String = (0..1000).map(|i| "x".repeat(i % 23) + "\n").collect();
        assert_eq!(count_lines(&long), 1000);
    }

    #[test]
    fn editing_the_board_rewrites_the_text() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let cell = Cell::at(0, 1).unwrap();
        let revision = input.revision;
        let change = input.apply(InputAction::Key(cell, CellKey::from_key("4").unwrap()));
        assert_eq!(change, Change::Boards);
        assert!(input.text.starts_with("143000509\n"), "{}", input.text);
        assert!(input.revision > revision, "the text area is redrawn");
        input.apply(InputAction::Key(
            cell,
            CellKey::from_key("Backspace").unwrap(),
        ));
        assert!(input.text.starts_with("103000509\n"));
        assert_eq!(
            input.apply(InputAction::Key(cell, CellKey::Up)),
            Change::Input
        );
        assert_eq!(
            input.selected,
            Cell::at(8, 1),
            "up from row 1 wraps to row 9"
        );
    }

    #[test]
    fn an_edit_while_the_text_has_errors_keeps_the_text() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        input.apply(InputAction::Text("10300x509\n".into()));
        let text = input.text.clone();
        input.apply(InputAction::Key(Cell::at(0, 0).unwrap(), CellKey::Clear));
        assert_eq!(input.text, text, "the user's text is not overwritten");
        assert_eq!(input.nine().get(Cell::at(0, 0).unwrap()), None);
    }

    #[test]
    fn the_format_choice_overrides_detection() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        assert_eq!(input.format, Format::Boj2239);
        input.apply(InputAction::ChooseFormat(FormatChoice::Fixed(
            Format::Boj2580,
        )));
        let errors = input.errors.expect("2239 rows are not 2580 rows");
        assert_eq!(errors.first[0].line, 1, "{errors:?}");
    }

    #[test]
    fn picking_a_board_that_does_not_exist_changes_nothing() {
        let mut input = InputState::new(EXAMPLES[3].input, FormatChoice::Auto);
        assert_eq!(input.apply(InputAction::Pick(1)), Change::Shown);
        assert_eq!(input.current, 1);
        assert_eq!(input.apply(InputAction::Pick(2)), Change::Unchanged);
        assert_eq!(input.current, 1);
    }

    #[test]
    fn an_edit_of_a_large_input_waits_for_the_worker_again() {
        let line = format!("{}\n", ".".repeat(81));
        let mut input = InputState::new(&line.repeat(4000), FormatChoice::Fixed(Format::Lines));
        let serial = input.reading.expect("read by the worker");
        let digits = "0".repeat(81 * 4000);
        input.read_by_worker(Response::Boards {
            serial,
            kind: Kind::Nine,
            digits,
        });
        let (format, errors) = (Format::Lines, None);
        input.read_by_worker(Response::Parsed {
            serial,
            detected: Some(format),
            format,
            errors,
        });
        assert_eq!((input.reading, input.boards.len()), (None, 4000));
        let cell = Cell::at(0, 0).unwrap();
        input.apply(InputAction::Key(cell, CellKey::from_key("7").unwrap()));
        assert!(
            input.text.starts_with("7....."),
            "the text follows the board"
        );
        assert_eq!(
            input.reading,
            Some(input.serial),
            "Solve waits for the worker's reading"
        );
    }

    #[test]
    fn boards_from_the_worker_are_checked_piece_by_piece() {
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let before = input.nine();
        let text = format!("{}\n", ".".repeat(81)).repeat(4000);
        assert!(is_large(&text));
        let read = |input: &mut InputState, pieces: &[String]| {
            input.apply(InputAction::Text(text.clone()));
            let serial = input.reading.expect("read by the worker");
            for digits in pieces {
                let digits = digits.clone();
                input.read_by_worker(Response::Boards {
                    serial,
                    kind: Kind::Nine,
                    digits,
                });
            }
            let format = Format::Lines;
            let parsed = Response::Parsed {
                serial,
                detected: Some(format),
                format,
                errors: None,
            };
            input.read_by_worker(parsed)
        };
        let good = "0".repeat(2 * 81);
        assert_eq!(
            read(&mut input, &[good.clone(), good.clone()]),
            Change::Boards
        );
        assert_eq!(input.boards.len(), 4);
        assert_eq!(input.nine(), Grid::empty());
        // A piece that is not whole boards of digits spoils the reading: the boards stay.
        let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let broken = [good.clone(), "1".repeat(80), good];
        assert_eq!(read(&mut input, &broken), Change::Input);
        assert_eq!(input.nine(), before);
        assert_eq!(input.reading, None);
    }

    #[test]
    fn a_key_before_focus_has_followed_the_selection_acts_on_the_selected_cell() {
        // Typed fast: 5, Right, 6 all go to the cell that had focus, as the page is drawn
        // (and focus moved) only after the three keys. The 6 belongs in the next cell.
        let digit = |d| CellKey::Digit(Digit::new(d).unwrap());
        let mut input = InputState::new("", FormatChoice::Auto);
        input.apply(InputAction::Clear);
        let (first, second) = (Cell::at(0, 0).unwrap(), Cell::at(0, 1).unwrap());
        input.apply(InputAction::Select(first));
        for key in [digit(5), CellKey::Right, digit(6)] {
            input.apply(InputAction::Key(first, key));
        }
        assert_eq!(input.nine().get(first), Digit::new(5));
        assert_eq!(input.nine().get(second), Digit::new(6));
        // The same on a 16 x 16 board.
        let example = EXAMPLES
            .iter()
            .find(|e| format::detect(e.input) == Some(Format::Poj3076))
            .expect("the POJ 3076 example");
        let mut input = InputState::new(example.input, FormatChoice::Auto);
        input.apply(InputAction::SelectSpot(0));
        for key in [SpotKey::Symbol(7), SpotKey::Right, SpotKey::Symbol(8)] {
            input.apply(InputAction::SpotKey(0, key));
        }
        assert_eq!(&input.board().values()[..2], &[7, 8]);
    }

    #[test]
    fn a_sixteen_by_sixteen_board_is_edited_with_letters_and_the_text_follows() {
        let example = EXAMPLES
            .iter()
            .find(|e| format::detect(e.input) == Some(Format::Poj3076))
            .expect("the POJ 3076 example");
        let mut input = InputState::new(example.input, FormatChoice::Auto);
        // The first cell is empty in the sample (`--A-...`); the third holds A.
        assert_eq!(SpotKey::from_key("g"), Some(SpotKey::Symbol(7)));
        assert_eq!(SpotKey::from_key("Q"), None);
        assert_eq!(
            input.apply(InputAction::SpotKey(0, SpotKey::from_key("G").unwrap())),
            Change::Boards
        );
        assert!(
            input.text.starts_with("G-A----C-----O-I\n"),
            "{}",
            input.text
        );
        assert_eq!(input.board().values()[0], 7);
        // Arrows move the selection, wrapping round; Erase on the keypad empties it.
        input.apply(InputAction::SpotKey(0, SpotKey::Left));
        assert_eq!(input.spot, Some(15));
        input.apply(InputAction::SpotKey(15, SpotKey::Up));
        assert_eq!(input.spot, Some(255));
        input.apply(InputAction::SelectSpot(2));
        input.apply(InputAction::SpotKeypad(SpotKey::Clear));
        assert!(
            input.text.starts_with("G------C-----O-I\n"),
            "{}",
            input.text
        );
        // Undo takes the edits back, one at a time.
        input.apply(InputAction::Undo);
        input.apply(InputAction::Undo);
        assert_eq!(*input.text, example.input);
        // Keys of a 9 x 9 board do nothing here, and the letters nothing on a 9 x 9 board.
        let five = CellKey::Digit(Digit::new(5).unwrap());
        assert_eq!(input.apply(InputAction::Keypad(five)), Change::Unchanged);
        let mut nine = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
        assert_eq!(
            nine.apply(InputAction::SpotKeypad(SpotKey::Symbol(1))),
            Change::Unchanged
        );
    }

    #[test]
    fn clear_gives_an_empty_board_of_the_format_chosen_and_the_text_follows_what_is_typed() {
        let five = CellKey::Digit(Digit::new(5).unwrap());
        // POJ 3076 chosen: an empty 16 x 16 board to type on.
        let mut input = InputState::new("", FormatChoice::Fixed(Format::Poj3076));
        input.apply(InputAction::Clear);
        assert_eq!(input.board(), Board::Sixteen(Square::default()));
        input.apply(InputAction::SpotKey(17, SpotKey::Symbol(3)));
        assert_eq!(input.errors, None);
        assert_eq!(
            input.text.lines().nth(1),
            Some("-C--------------"),
            "{}",
            input.text
        );
        // BOJ 4574 chosen: a Sudominoku is not typed on the board; digits typed on the empty
        // 9 x 9 board become a 9 x 9 input, read as such.
        let mut input = InputState::new("", FormatChoice::Fixed(Format::Boj4574));
        input.apply(InputAction::Clear);
        let first = Cell::at(0, 0).unwrap();
        assert_eq!(input.apply(InputAction::Key(first, five)), Change::Boards);
        assert_eq!(input.choice, FormatChoice::Auto);
        assert_eq!(input.errors, None);
        assert!(input.text.starts_with("5 0 0 0"), "{}", input.text);
        let parsed = format::parse_detected(&input.text).expect("the text reads");
        assert_eq!(parsed.boards[0].board, input.board());
    }
}
