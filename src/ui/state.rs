//! The app's one state and its reducer. Plain data and core calls only: no DOM here, so every
//! behaviour of the page is tested natively.

use crate::format::{self, Format};
use crate::grid::{Cell, Digit, Grid};
use crate::judge;
use crate::solver::Strategy;
use crate::ui::watch::{Watch, DEFAULT_SPEED};
use crate::ui::worker::{self, BoardResult, BoardVerdict, InputErrors, Response};
use std::cell::RefCell;
use std::rc::Rc;
use yew::Reducible;

/// Whether `text` is read in the worker rather than on the page: reading it could take more
/// than a frame.
pub fn is_large(text: &str) -> bool {
    text.len() > crate::ui::components::LARGE_INPUT
}

/// Lines in `text` (a last line without a newline counts). Eight bytes at a time: this runs
/// on the page for pastes of megabytes.
pub fn count_lines(text: &str) -> usize {
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

/// How many solutions the verdict counts at most, unless the user sets another cap.
pub const COUNT_CAP: u64 = 1000;

/// Which format the input is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatChoice {
    /// Whatever [`format::detect`] says.
    Auto,
    Fixed(Format),
}

/// What pressing Solve gave.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub strategy: Strategy,
    /// The verdict on the board shown.
    pub verdict: BoardVerdict,
    /// The first solution of the board shown (what the board displays).
    pub solution: Option<Grid>,
    /// A second solution, when there are several.
    pub second: Option<Grid>,
    /// Steps the search took on the board shown.
    pub steps: u64,
    /// The judge's output for every board, or why there is none (shared: it can be megabytes).
    pub answer: Result<Rc<str>, String>,
    pub millis: f64,
}

impl Outcome {
    /// The outcome shown for `result`, with the judge's output for all boards.
    pub fn new(
        format: Format,
        result: &BoardResult,
        answer: Result<Rc<str>, String>,
        millis: f64,
    ) -> Outcome {
        let grid = |line: &Option<String>| line.as_deref().map(worker::grid_from_line);
        Outcome {
            strategy: judge::default_strategy(format),
            verdict: result.verdict.clone(),
            solution: grid(&result.first),
            second: grid(&result.second),
            steps: result.steps,
            answer,
            millis,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The text in the "Puzzle input" area. Shared, not copied, when the state is cloned:
    /// the reducer clones the state on every action, and a paste can be megabytes.
    pub input: Rc<String>,
    /// Counts changes of `input` made by the app rather than typed (examples, board edits,
    /// Clear): the text area is redrawn from `input` only then. A text area bound to a
    /// megabyte value on every render would copy it out of the page each time.
    pub input_revision: u64,
    /// Counts every change of `input`; the worker's copy of the input carries it.
    pub input_serial: u64,
    /// Lines in `input`.
    pub input_lines: usize,
    pub choice: FormatChoice,
    /// What detection says the input is (kept, not recomputed: inputs can be megabytes).
    pub detected: Format,
    /// The format the boards were read as.
    pub format: Format,
    /// The boards of the last input that parsed; the board shown is `boards[current]`.
    pub boards: Boards,
    pub current: usize,
    /// Problems in `input`; the boards then stay as they were.
    pub errors: Option<InputErrors>,
    /// While the worker reads a large input: that input's serial. The boards stay as they
    /// were until its answer comes.
    pub reading: Option<u64>,
    /// The boards the worker sent so far for `reading`, packed ([`Response::Boards`]).
    pub received_boards: Rc<RefCell<String>>,
    pub selected: Option<Cell>,
    pub outcome: Option<Outcome>,
    /// The step-by-step player, always on the board shown.
    pub watch: Watch,
    /// The last batch run (every board of a multi-board input, solved in the worker).
    pub batch: Option<Batch>,
    /// A program's output to check against the judge's rules ("Expected output").
    pub expected: Rc<str>,
    pub comparison: Option<Comparison>,
    /// Comparisons asked for so far: the last one's id.
    pub compares: u64,
    /// Solutions are counted up to this many.
    pub cap: u64,
}

/// The boards of the input. Read on the page, a list; read by the worker, the digits it sent,
/// decoded a board at a time when needed: decoding 100,000 boards at once would hold the page
/// for longer than a frame.
#[derive(Clone, Debug)]
pub enum Boards {
    Grids(Rc<Vec<Grid>>),
    /// 81 digits per board ([`worker::pack_boards`]), checked on arrival.
    Packed(Rc<str>),
}

impl Boards {
    pub fn one(grid: Grid) -> Boards {
        Boards::Grids(Rc::new(vec![grid]))
    }

    /// The worker's boards, if they are whole boards of digits.
    pub fn packed(digits: String) -> Option<Boards> {
        let whole = digits.len().is_multiple_of(81) && digits.bytes().all(|b| b.is_ascii_digit());
        whole.then(|| Boards::Packed(Rc::from(digits)))
    }

    pub fn len(&self) -> usize {
        match self {
            Boards::Grids(grids) => grids.len(),
            Boards::Packed(digits) => digits.len() / 81,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, i: usize) -> Option<Grid> {
        match self {
            Boards::Grids(grids) => grids.get(i).copied(),
            Boards::Packed(digits) => digits.get(81 * i..81 * (i + 1)).map(worker::grid_from_line),
        }
    }

    /// Every board, decoded.
    pub fn to_vec(&self) -> Vec<Grid> {
        match self {
            Boards::Grids(grids) => grids.to_vec(),
            Boards::Packed(digits) => worker::unpack_boards(digits).unwrap_or_default(),
        }
    }

    /// Board `i` to edit (the boards become a list first).
    fn get_mut(&mut self, i: usize) -> Option<&mut Grid> {
        if let Boards::Packed(_) = self {
            *self = Boards::Grids(Rc::new(self.to_vec()));
        }
        match self {
            Boards::Grids(grids) => Rc::make_mut(grids).get_mut(i),
            Boards::Packed(_) => None,
        }
    }
}

impl PartialEq for Boards {
    fn eq(&self, other: &Boards) -> bool {
        match (self, other) {
            (Boards::Grids(a), Boards::Grids(b)) => Rc::ptr_eq(a, b) || a == b,
            (Boards::Packed(a), Boards::Packed(b)) => Rc::ptr_eq(a, b) || a == b,
            _ => self.to_vec() == other.to_vec(),
        }
    }
}

/// The verdict on a program's output, board by board.
#[derive(Clone, Debug, PartialEq)]
pub enum Comparison {
    /// The worker is checking it (comparison `id`).
    Checking { id: u64 },
    Checked {
        checks: Rc<Vec<judge::Check>>,
        /// Boards printed beyond the input's.
        extra: usize,
    },
    /// The output does not read as the format.
    Unreadable(String),
}

/// Which boards the results table lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    All,
    Unique,
    Several,
    NoSolution,
    Invalid,
}

impl Filter {
    pub const ALL: [(Filter, &'static str); 5] = [
        (Filter::All, "all boards"),
        (Filter::Unique, "unique"),
        (Filter::Several, "several solutions"),
        (Filter::NoSolution, "no solution"),
        (Filter::Invalid, "invalid givens"),
    ];

    pub fn keeps(self, verdict: &BoardVerdict) -> bool {
        match self {
            Filter::All => true,
            Filter::Unique => *verdict == BoardVerdict::Unique,
            Filter::Several => matches!(verdict, BoardVerdict::Several { .. }),
            Filter::NoSolution => *verdict == BoardVerdict::NoSolution,
            Filter::Invalid => matches!(verdict, BoardVerdict::Conflict(_)),
        }
    }
}

/// Where a batch run is.
#[derive(Clone, Debug, PartialEq)]
pub enum BatchState {
    Running,
    Finished,
    Cancelled,
    Failed(String),
}

/// A batch run in the worker and what came back so far.
#[derive(Clone, Debug)]
pub struct Batch {
    pub generation: u64,
    pub total: Option<usize>,
    /// Results in board order; appended in place as they stream in (the reducer clones the
    /// state on every message, and copying tens of thousands of results each time would not
    /// do). `done` says how many there are, for change detection.
    pub results: Rc<RefCell<Vec<BoardResult>>>,
    pub done: usize,
    pub started_ms: f64,
    pub elapsed_ms: f64,
    /// Of `elapsed_ms`, the worker's time solving (known when the run is finished).
    pub solving_ms: f64,
    pub state: BatchState,
    /// The judge's output as its pieces arrive.
    pub received: Rc<RefCell<String>>,
    pub output: Option<Result<Rc<str>, String>>,
    pub filter: Filter,
    pub page: usize,
}

impl PartialEq for Batch {
    fn eq(&self, other: &Batch) -> bool {
        self.generation == other.generation
            && self.total == other.total
            && self.done == other.done
            && self.elapsed_ms == other.elapsed_ms
            && self.state == other.state
            && self.filter == other.filter
            && self.page == other.page
            && self.output == other.output
    }
}

impl Batch {
    /// Puzzles per second so far.
    pub fn rate(&self) -> f64 {
        if self.elapsed_ms > 0.0 {
            self.done as f64 * 1000.0 / self.elapsed_ms
        } else {
            0.0
        }
    }

    /// How many boards have each verdict: unique, several, none, invalid.
    pub fn tally(&self) -> [usize; 4] {
        let mut t = [0; 4];
        for r in self.results.borrow().iter() {
            let i = match r.verdict {
                BoardVerdict::Unique => 0,
                BoardVerdict::Several { .. } => 1,
                BoardVerdict::NoSolution => 2,
                BoardVerdict::Conflict(_) => 3,
            };
            t[i] += 1;
        }
        t
    }
}

/// A key pressed on a cell of the board, as the reducer understands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKey {
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

#[derive(Clone, Debug)]
pub enum Action {
    /// The user typed or pasted into the input area.
    Input(String),
    ChooseFormat(FormatChoice),
    /// Show board `n` of a multi-board input.
    Pick(usize),
    Select(Cell),
    Key(Cell, CellKey),
    /// Empty the board and the input.
    Clear,
    /// Replace the input with an example's.
    Load(&'static str),
    Player(PlayerAction),
    /// A batch run was sent to the worker as `generation` at `now` (ms).
    BatchStarted {
        generation: u64,
        now: f64,
    },
    /// A message from the worker, received at `now` (ms).
    Worker {
        response: Response,
        now: f64,
    },
    CancelBatch,
    /// The user typed or pasted into the "Expected output" area.
    Expected(String),
    /// The expected output was sent to the worker, to be checked against the boards as
    /// comparison `id`.
    Compare(u64),
    /// Count solutions up to this many (at least 2).
    SetCap(u64),
    FilterResults(Filter),
    ResultsPage(usize),
}

/// What the player's controls and keys ask for.
#[derive(Clone, Copy, Debug)]
pub enum PlayerAction {
    PlayPause,
    Step {
        forward: bool,
    },
    Seek(u64),
    ToStart,
    ToEnd,
    Speed(usize),
    Faster(bool),
    Strategy(Strategy),
    /// An animation frame for run `run` at time `now` (ms).
    Frame {
        run: u64,
        now: f64,
        clock: fn() -> f64,
    },
}

impl AppState {
    /// The state for `input` read as `choice`, as if the user had just pasted it.
    pub fn new(input: &str, choice: FormatChoice) -> AppState {
        let mut state = AppState {
            input: Rc::default(),
            input_revision: 0,
            input_serial: 0,
            input_lines: 0,
            choice,
            detected: Format::Lines,
            format: Format::Boj2580,
            boards: Boards::one(Grid::empty()),
            current: 0,
            errors: None,
            reading: None,
            received_boards: Rc::default(),
            selected: None,
            outcome: None,
            watch: Watch::new(&Grid::empty(), Strategy::Classic, 0, DEFAULT_SPEED),
            batch: None,
            expected: Rc::from(""),
            comparison: None,
            compares: 0,
            cap: COUNT_CAP,
        };
        state.read_input(input.to_string(), false);
        state
    }

    /// The board shown.
    pub fn board(&self) -> Grid {
        self.boards.get(self.current).unwrap_or_default()
    }

    /// The format the current input is read as: the choice, or what detection says.
    pub fn effective_format(&self) -> Format {
        match self.choice {
            FormatChoice::Auto => self.detected,
            FormatChoice::Fixed(f) => f,
        }
    }

    /// Cells of the shown board that clash with another given.
    pub fn conflicting_cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .board()
            .conflicts()
            .iter()
            .flat_map(|c| [c.first, c.second])
            .collect();
        cells.sort();
        cells.dedup();
        cells
    }

    /// A new player on the board shown; frames of the old one are ignored from now on.
    fn reset_watch(&mut self) {
        let w = &self.watch;
        self.watch = Watch::new(&self.board(), w.strategy, w.run + 1, w.speed);
    }

    /// The generation the next batch run gets.
    pub fn next_generation(&self) -> u64 {
        self.batch.as_ref().map_or(1, |b| b.generation + 1)
    }

    /// Verdicts, batch runs and output checks were computed from the boards: after any change
    /// of the boards they no longer hold.
    fn forget_results(&mut self) {
        self.outcome = None;
        self.batch = None;
        self.comparison = None;
    }

    /// Replaces the input text. `redraw` when the app wrote it (not the user's typing), so
    /// that the text area shows it; a large input is a preview, redrawn when entering or
    /// leaving that mode.
    fn set_input(&mut self, text: String, redraw: bool) {
        if redraw || is_large(&text) || is_large(&self.input) {
            self.input_revision += 1;
        }
        // The worker detects the format of a large input, as it reads it.
        if !is_large(&text) {
            self.detected = format::detect(&text);
        }
        self.input_lines = count_lines(&text);
        // Taken as it is: copying a paste of megabytes would cost the page a frame.
        self.input = Rc::new(text);
        self.input_serial += 1;
    }

    fn read_input(&mut self, input: String, redraw: bool) {
        self.set_input(input, redraw);
        self.forget_results();
        self.errors = None;
        if is_large(&self.input) {
            // Reading megabytes takes longer than a frame: the worker does it.
            self.reading = Some(self.input_serial);
            self.received_boards = Rc::default();
            return;
        }
        self.reading = None;
        let format = self.effective_format();
        match format::parse(&self.input, format) {
            Ok(parsed) => {
                let boards = parsed.boards.iter().map(|b| b.grid).collect();
                self.show_boards(format, Boards::Grids(Rc::new(boards)));
            }
            Err(errors) => self.errors = Some(InputErrors::from(&errors)),
        }
    }

    /// The boards of the input just read (none for a count line of 0: the board stays).
    fn show_boards(&mut self, format: Format, boards: Boards) {
        if boards.is_empty() {
            return;
        }
        self.format = format;
        self.current = self.current.min(boards.len() - 1);
        self.boards = boards;
        self.reset_watch();
    }

    /// The worker's reading of a large input: its boards in pieces, then what it found.
    fn parsed(&mut self, response: Response) {
        let (serial, detected, format, errors) = match response {
            Response::Boards { serial, digits } => {
                if self.reading == Some(serial) {
                    self.received_boards.borrow_mut().push_str(&digits);
                }
                return;
            }
            Response::Parsed {
                serial,
                detected,
                format,
                errors,
            } => (serial, detected, format, errors),
            _ => return,
        };
        if self.reading != Some(serial) {
            return;
        }
        self.reading = None;
        let boards = std::mem::take(&mut *self.received_boards.borrow_mut());
        let (Ok(detected), Ok(format)) = (detected.parse(), format.parse()) else {
            return;
        };
        self.detected = detected;
        match (errors, Boards::packed(boards)) {
            (Some(errors), _) => self.errors = Some(errors),
            (None, Some(boards)) => self.show_boards(format, boards),
            (None, None) => {}
        }
    }

    /// After an edit on the board: the input follows the board, unless the input has errors
    /// (the user's text is never overwritten while they are fixing it).
    fn board_edited(&mut self) {
        self.forget_results();
        self.reset_watch();
        if self.errors.is_none() {
            self.set_input(
                format::write_input(self.format, &self.boards.to_vec()),
                true,
            );
        }
    }

    fn set_cell(&mut self, cell: Cell, value: Option<Digit>) {
        if let Some(board) = self.boards.get_mut(self.current) {
            board.set(cell, value);
            self.board_edited();
        }
    }

    fn key(&mut self, cell: Cell, key: CellKey) {
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
    }
}

impl AppState {
    /// Applies a player action; false if it changes nothing (a frame of an old run).
    fn player(&mut self, action: PlayerAction) -> bool {
        let watch = &mut self.watch;
        match action {
            PlayerAction::Frame { run, now, clock } => {
                if run != watch.run {
                    return false;
                }
                watch.frame(now, clock);
            }
            PlayerAction::PlayPause => watch.toggle(),
            PlayerAction::Step { forward } => watch.step(forward),
            PlayerAction::Seek(step) => watch.seek(step),
            PlayerAction::ToStart => watch.seek(0),
            // The seek stops at the end, exploring there first if it is not known yet.
            PlayerAction::ToEnd => watch.seek(u64::MAX),
            PlayerAction::Speed(i) => watch.speed = i.min(crate::ui::watch::SPEEDS.len() - 1),
            PlayerAction::Faster(up) => watch.faster(up),
            PlayerAction::Strategy(strategy) => {
                watch.strategy = strategy;
                self.reset_watch();
            }
        }
        true
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = (*self).clone();
        match action {
            Action::Input(text) => state.read_input(text, false),
            Action::ChooseFormat(choice) => {
                state.choice = choice;
                let input = state.input.to_string();
                state.read_input(input, false);
            }
            Action::Pick(n) if n < state.boards.len() => {
                state.current = n;
                state.outcome = None;
                state.reset_watch();
            }
            Action::Pick(_) => return self,
            Action::Select(cell) => state.selected = Some(cell),
            Action::Key(cell, key) => {
                state.selected = Some(cell);
                state.key(cell, key);
            }
            Action::Clear => {
                state.boards = Boards::one(Grid::empty());
                state.current = 0;
                state.errors = None;
                state.reading = None;
                state.set_input(String::new(), true);
                state.forget_results();
                state.reset_watch();
            }
            Action::Load(input) => {
                state.choice = FormatChoice::Auto;
                state.current = 0;
                state.read_input(input.to_string(), true);
            }
            Action::Player(action) => {
                if !state.player(action) {
                    return self;
                }
            }
            Action::BatchStarted { generation, now } => {
                state.outcome = None;
                state.batch = Some(Batch {
                    generation,
                    total: None,
                    results: Rc::new(RefCell::new(Vec::new())),
                    done: 0,
                    started_ms: now,
                    elapsed_ms: 0.0,
                    solving_ms: 0.0,
                    state: BatchState::Running,
                    received: Rc::default(),
                    output: None,
                    filter: Filter::All,
                    page: 0,
                });
            }
            Action::Worker {
                response: response @ (Response::Parsed { .. } | Response::Boards { .. }),
                ..
            } => state.parsed(response),
            Action::Worker {
                response: Response::Compared { id, result },
                ..
            } => {
                // Only the answer to the comparison asked for last, if nothing changed since.
                if state.comparison != Some(Comparison::Checking { id }) {
                    return self;
                }
                state.comparison = Some(match result {
                    Ok((checks, extra)) => Comparison::Checked {
                        checks: Rc::new(checks),
                        extra,
                    },
                    Err(message) => Comparison::Unreadable(message),
                });
            }
            Action::Worker { response, now } => {
                let Some(batch) = state.batch.as_mut() else {
                    return self;
                };
                // Messages of an older run, or after a cancel, are dropped.
                if response.generation() != batch.generation || batch.state != BatchState::Running {
                    return self;
                }
                batch.elapsed_ms = now - batch.started_ms;
                match response {
                    Response::Started { total, .. } => batch.total = Some(total),
                    Response::Progress { results, .. } => {
                        batch.results.borrow_mut().extend(results);
                        batch.done = batch.results.borrow().len();
                    }
                    Response::Output { text, .. } => batch.received.borrow_mut().push_str(&text),
                    Response::Finished {
                        output, solving_ms, ..
                    } => {
                        batch.state = BatchState::Finished;
                        batch.solving_ms = solving_ms;
                        let text = std::mem::take(&mut *batch.received.borrow_mut());
                        let output = output.map(|()| Rc::from(text));
                        // One board: its verdict is the outcome, as for a solve on the page.
                        if batch.total == Some(1) {
                            let first = batch.results.borrow().first().cloned();
                            let millis = batch.elapsed_ms;
                            state.outcome = first
                                .map(|r| Outcome::new(state.format, &r, output.clone(), millis));
                        }
                        if let Some(batch) = state.batch.as_mut() {
                            batch.output = Some(output);
                        }
                    }
                    Response::Failed { message, .. } => batch.state = BatchState::Failed(message),
                    // Not part of a run (see the arms above).
                    Response::Parsed { .. }
                    | Response::Boards { .. }
                    | Response::Compared { .. } => {}
                }
            }
            Action::CancelBatch => match state.batch.as_mut() {
                Some(batch) if batch.state == BatchState::Running => {
                    batch.state = BatchState::Cancelled
                }
                _ => return self,
            },
            Action::SetCap(cap) => {
                state.cap = cap.max(2);
                state.outcome = None;
            }
            Action::Expected(text) => {
                state.expected = Rc::from(text);
                state.comparison = None;
            }
            // The page sent the output to the worker as comparison `id`.
            Action::Compare(id) => {
                state.compares = state.compares.max(id);
                state.comparison = Some(Comparison::Checking { id });
            }
            Action::FilterResults(filter) => match state.batch.as_mut() {
                Some(batch) => {
                    batch.filter = filter;
                    batch.page = 0;
                }
                None => return self,
            },
            Action::ResultsPage(page) => match state.batch.as_mut() {
                Some(batch) => batch.page = page,
                None => return self,
            },
        }
        Rc::new(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::examples::EXAMPLES;

    fn reduce(state: AppState, action: Action) -> AppState {
        (*Rc::new(state).reduce(action)).clone()
    }

    #[test]
    fn every_example_parses_in_its_detected_format() {
        for example in EXAMPLES {
            let state = AppState::new(example.input, FormatChoice::Auto);
            assert!(
                state.errors.is_none(),
                "{}: {:?}",
                example.name,
                state.errors
            );
        }
    }

    #[test]
    fn bad_input_keeps_the_board() {
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let before = state.board();
        let state = reduce(state, Action::Input("10300x509\n".into()));
        assert_eq!(state.board(), before);
        let errors = state.errors.expect("input has an error");
        assert!(
            errors.first[0].starts_with("line 1, column 6:"),
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

    /// The worker's answers to the page's request to read input `serial`, given to `state`.
    fn worker_reads(mut state: AppState, serial: u64) -> AppState {
        let format = match state.choice {
            FormatChoice::Auto => None,
            FormatChoice::Fixed(f) => Some(f),
        };
        let text = state.input.clone();
        for response in worker::parsed(serial, &text, format) {
            state = reduce(state, Action::Worker { response, now: 0.0 });
        }
        state
    }

    fn large_lines(puzzles: &[&str], copies: usize) -> String {
        let mut text = String::new();
        for i in 0..copies {
            text.push_str(puzzles[i % puzzles.len()]);
            text.push('\n');
        }
        text
    }

    #[test]
    fn a_large_input_is_read_by_the_worker() {
        let puzzles = [
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ];
        // More than a megabyte of boards: the worker sends them in several messages.
        let text = large_lines(&puzzles, 20_000);
        assert!(is_large(&text));
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let before = state.board();
        let state = reduce(state, Action::Input(text));
        let serial = state.reading.expect("the worker reads it");
        assert_eq!(state.board(), before, "the board waits for the worker");
        // Answers for an older input change nothing.
        let state = worker_reads(state, serial - 1);
        assert_eq!(state.reading, Some(serial));
        assert_eq!(state.board(), before);
        let state = worker_reads(state, serial);
        assert_eq!(state.reading, None);
        assert_eq!(state.detected, Format::Lines);
        assert_eq!(state.format, Format::Lines);
        assert_eq!(state.boards.len(), 20_000);
        for (i, board) in state.boards.to_vec().iter().enumerate() {
            assert_eq!(board.to_line('.'), puzzles[i % 2]);
        }
    }

    #[test]
    fn errors_in_a_large_input_come_from_the_worker() {
        let mut text = String::new();
        for i in 0..100_000 {
            text.push_str(if i % 2 == 0 {
                "junk line\n"
            } else {
                "\u{1}\u{2}\u{fffd}xyz\n"
            });
        }
        // Read as lines, every line is a board with errors (detection would read it as one
        // BOJ 2580 board followed by text).
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Fixed(Format::Lines));
        let before = state.board();
        let state = reduce(state, Action::Input(text));
        let serial = state.reading.expect("the worker reads it");
        let state = worker_reads(state, serial);
        let errors = state.errors.clone().expect("junk has errors");
        assert_eq!(errors.first.len(), format::ParseErrors::KEPT);
        assert!(errors.total >= 100_000, "{}", errors.total);
        assert!(
            errors.first[0].starts_with("board 1, line 1, column 1:"),
            "{:?}",
            errors.first[0]
        );
        assert!(
            errors.first[1].starts_with("board 2, line 2, column 1:"),
            "{:?}",
            errors.first[1]
        );
        assert_eq!(state.board(), before);
        assert!(state.reading.is_none());
    }

    #[test]
    fn editing_the_board_rewrites_the_input() {
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let cell = Cell::at(0, 1).unwrap();
        let state = reduce(state, Action::Key(cell, CellKey::from_key("4").unwrap()));
        assert!(state.input.starts_with("143000509\n"), "{}", state.input);
        let state = reduce(
            state,
            Action::Key(cell, CellKey::from_key("Backspace").unwrap()),
        );
        assert!(state.input.starts_with("103000509\n"));
        let state = reduce(state, Action::Key(cell, CellKey::Up));
        assert_eq!(state.selected, Cell::at(8, 1));
    }

    /// What pressing Solve gives: the worker's messages for a run of every board, made with the
    /// functions the worker runs (`solve_board`, `judge_output`).
    fn solve_in_worker(state: AppState) -> AppState {
        let results: Vec<BoardResult> = state
            .boards
            .to_vec()
            .iter()
            .map(|grid| worker::solve_board(grid, 0, state.format, state.cap))
            .collect();
        let output = worker::judge_output(state.format, &results);
        let generation = 7;
        let total = results.len();
        let mut state = reduce(
            state,
            Action::BatchStarted {
                generation,
                now: 0.0,
            },
        );
        state = worker(state, Response::Started { generation, total });
        state = worker(
            state,
            Response::Progress {
                generation,
                results,
            },
        );
        if let Ok(text) = &output {
            let text = text.clone();
            state = worker(state, Response::Output { generation, text });
        }
        let output = output.map(|_| ());
        worker(
            state,
            Response::Finished {
                generation,
                output,
                solving_ms: 1.0,
            },
        )
    }

    /// The judge's output of a finished run.
    fn run_output(state: &AppState) -> Result<Rc<str>, String> {
        let batch = state.batch.as_ref().expect("a run");
        batch.output.clone().expect("a finished run")
    }

    #[test]
    fn solving_gives_the_judge_output_and_verdict() {
        let state = AppState::new(EXAMPLES[3].input, FormatChoice::Auto);
        assert_eq!(state.format, Format::Poj3074);
        assert_eq!(state.boards.len(), 2);
        let state = solve_in_worker(state);
        let results = state.batch.as_ref().unwrap().results.borrow().clone();
        assert!(results.iter().all(|r| r.verdict == BoardVerdict::Unique));
        let answer = run_output(&state).expect("solvable");
        assert_eq!(answer.lines().count(), 2);
        assert_eq!(Some(&answer[..81]), results[0].first.as_deref());
    }

    #[test]
    fn verdicts_for_several_none_and_clashing() {
        let several = AppState::new(EXAMPLES[7].input, FormatChoice::Auto);
        let outcome = solve_in_worker(several).outcome.unwrap();
        assert_eq!(
            outcome.verdict,
            BoardVerdict::Several {
                count: COUNT_CAP,
                capped: true
            }
        );
        let none = AppState::new(EXAMPLES[8].input, FormatChoice::Auto);
        let outcome = solve_in_worker(none).outcome.unwrap();
        assert_eq!(outcome.verdict, BoardVerdict::NoSolution);
        assert!(outcome.answer.unwrap_err().contains("no solution"));
        let clash = AppState::new(&format!("55{}", ".".repeat(79)), FormatChoice::Auto);
        assert_eq!(clash.conflicting_cells().len(), 2);
    }

    #[test]
    fn format_choice_overrides_detection() {
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
        assert_eq!(state.format, Format::Boj2239);
        let state = reduce(
            state,
            Action::ChooseFormat(FormatChoice::Fixed(Format::Boj2580)),
        );
        assert!(state.errors.is_some(), "2239 rows are not 2580 rows");
    }

    fn worker(state: AppState, response: Response) -> AppState {
        reduce(
            state,
            Action::Worker {
                response,
                now: 10.0,
            },
        )
    }

    #[test]
    fn batch_results_stream_in_and_old_generations_are_dropped() {
        let state = AppState::new(EXAMPLES[3].input, FormatChoice::Auto);
        let state = reduce(
            state,
            Action::BatchStarted {
                generation: 7,
                now: 0.0,
            },
        );
        let state = worker(
            state,
            Response::Started {
                generation: 7,
                total: 2,
            },
        );
        let result = crate::ui::worker::solve_board(&state.board(), 1, state.format, 10);
        let progress = |generation| Response::Progress {
            generation,
            results: vec![result.clone()],
        };
        let state = worker(state, progress(6));
        assert_eq!(
            state.batch.as_ref().unwrap().done,
            0,
            "an older run's message"
        );
        let state = worker(state, progress(7));
        let batch = state.batch.clone().unwrap();
        assert_eq!((batch.done, batch.total), (1, Some(2)));
        assert_eq!(batch.rate(), 100.0);
        let state = reduce(state, Action::CancelBatch);
        let state = worker(state, progress(7));
        let batch = state.batch.unwrap();
        assert_eq!(batch.state, BatchState::Cancelled);
        assert_eq!(batch.done, 1, "nothing arrives after Cancel");
    }

    #[test]
    fn filters_pick_verdicts() {
        assert!(Filter::Several.keeps(&BoardVerdict::Several {
            count: 3,
            capped: false
        }));
        assert!(!Filter::Unique.keeps(&BoardVerdict::NoSolution));
        let mut grid = crate::grid::Grid::empty();
        let five = crate::grid::Digit::new(5);
        grid.set(Cell::at(0, 0).unwrap(), five);
        grid.set(Cell::at(0, 8).unwrap(), five);
        assert!(Filter::Invalid.keeps(&BoardVerdict::Conflict(grid.conflicts()[0])));
        assert!(Filter::All.keeps(&BoardVerdict::NoSolution));
    }

    /// Compare pressed, and the worker's answer: the same checks the worker makes.
    fn compare(state: AppState) -> AppState {
        let id = state.compares + 1;
        let state = reduce(state, Action::Compare(id));
        assert_eq!(state.comparison, Some(Comparison::Checking { id }));
        let puzzles = state.boards.to_vec();
        let response = worker::compared(id, state.format, &puzzles, &state.expected);
        // An answer to an older comparison is dropped.
        let stale = worker::compared(id - 1, state.format, &puzzles, &state.expected);
        let state = reduce(
            state,
            Action::Worker {
                response: stale,
                now: 0.0,
            },
        );
        assert_eq!(state.comparison, Some(Comparison::Checking { id }));
        reduce(state, Action::Worker { response, now: 0.0 })
    }

    #[test]
    fn comparing_an_output_names_wrong_boards() {
        let state = AppState::new(EXAMPLES[3].input, FormatChoice::Auto);
        let right = run_output(&solve_in_worker(state.clone()))
            .unwrap()
            .to_string();
        let state = reduce(state, Action::Expected(right.clone()));
        let state = compare(state);
        let Some(Comparison::Checked { checks, extra: 0 }) = &state.comparison else {
            panic!("{:?}", state.comparison);
        };
        assert_eq!(**checks, vec![judge::Check::Accepted; 2]);
        let wrong = right.replacen('5', "6", 1);
        let state = reduce(state, Action::Expected(wrong));
        let state = compare(state);
        let Some(Comparison::Checked { checks, .. }) = &state.comparison else {
            panic!("{:?}", state.comparison);
        };
        assert!(matches!(checks[0], judge::Check::Rejected { .. }));
        assert_eq!(checks[1], judge::Check::Accepted);
        let state = reduce(state, Action::Expected("12x".into()));
        let state = compare(state);
        assert!(matches!(state.comparison, Some(Comparison::Unreadable(_))));
    }

    #[test]
    fn the_cap_limits_the_count_and_two_solutions_are_kept() {
        let state = AppState::new(EXAMPLES[7].input, FormatChoice::Auto);
        let state = reduce(state, Action::SetCap(5));
        let outcome = solve_in_worker(state).outcome.unwrap();
        assert_eq!(
            outcome.verdict,
            BoardVerdict::Several {
                count: 5,
                capped: true
            }
        );
        let (first, second) = (outcome.solution.unwrap(), outcome.second.unwrap());
        assert_ne!(first, second);
        assert!(outcome.steps > 0);
    }

    #[test]
    fn one_board_solved_in_the_worker_becomes_the_outcome() {
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
        let result = worker::solve_board(&state.board(), 1, state.format, 10);
        let answer = worker::judge_output(state.format, std::slice::from_ref(&result)).unwrap();
        let outcome = solve_in_worker(state).outcome.expect("the board's outcome");
        assert_eq!(outcome.verdict, BoardVerdict::Unique);
        assert_eq!(outcome.answer.as_deref(), Ok(answer.as_str()));
        // The run's time as the page measured it (the test's worker messages come at 10 ms).
        assert_eq!(outcome.millis, 10.0);
    }

    #[test]
    fn clearing_or_editing_forgets_runs_and_checks() {
        let state = AppState::new(EXAMPLES[3].input, FormatChoice::Auto);
        let state = reduce(
            state,
            Action::BatchStarted {
                generation: 1,
                now: 0.0,
            },
        );
        let state = reduce(state, Action::Expected("x".into()));
        let state = reduce(state, Action::Compare(1));
        assert!(state.batch.is_some() && state.comparison.is_some());
        let edited = reduce(
            state.clone(),
            Action::Key(Cell::at(0, 0).unwrap(), CellKey::Clear),
        );
        assert!(edited.batch.is_none() && edited.comparison.is_none());
        let cleared = reduce(state.clone(), Action::Clear);
        assert!(cleared.batch.is_none() && cleared.comparison.is_none());
        assert_eq!(&*cleared.input, "");
        assert!(
            cleared.input_revision > state.input_revision,
            "the text area is redrawn"
        );
    }
}
