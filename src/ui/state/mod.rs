//! The app's state and its reducer: plain data and core calls only, no DOM, so every behaviour
//! of the page is tested natively.
//!
//! The state is made of one part per feature, each with its own actions and `apply`:
//! [`input`] (the judge input and the board), [`player`] (watching the search), [`batch`]
//! (solving in the worker), [`compare`] (checking a program's output), [`race`] (strategies
//! side by side). [`reduce`] only routes
//! actions and says what a change of the input means for the others.
//!
//! What to ask of the worker is decided here too, from the state the reducer holds: the
//! requests wait in the [`Outbox`] until the worker hook sends them, after the page is drawn
//! (or at once after a worker's answer, unless they need the input sent first).
//! (A hook's copy of the state can lag behind the reducer: keys typed and Solve clicked before
//! the page is drawn again once asked the worker to solve the board as it was before the keys.)
//!
//! [`reduce`]: AppState::reduce

pub(crate) mod batch;
pub(crate) mod compare;
pub(crate) mod exercise;
mod hand_out;
pub(crate) mod input;
pub(crate) mod jump;
pub(crate) mod made;
pub(crate) mod measure;
pub(crate) mod pacing;
pub(crate) mod player;
pub(crate) mod race;
pub(crate) mod square;
mod work;

pub(crate) use batch::{Batch, BatchAction, Filter, Outcome, RunState};
pub(crate) use compare::{CompareAction, CompareState, Comparison};
pub(crate) use exercise::{ExerciseAction, ExerciseState};
pub(crate) use input::{CellKey, FormatChoice, InputAction, InputState};
pub(crate) use made::{Made, MadeAction, News, Order, HUNT_MS};
pub(crate) use player::{PlayerAction, PlayerSnapshot, PlayerState};

pub(crate) use race::{RaceAction, RaceState};
pub(crate) use square::{SquareAction, SquareState};

use crate::code::Language;
use crate::grid::Grid;
use crate::solver::Strategy;
use crate::ui::conversation::{Heard, Outbox, To};
use crate::ui::protocol::{Kind, Request, Response};
use crate::ui::text::{Pieces, Text};
use input::Change;
use std::rc::Rc;
use yew::Reducible;

/// How many solutions the verdict counts at most, unless the user sets another cap.
pub(crate) const COUNT_CAP: u64 = 1000;

#[derive(Clone, Debug)]
pub(crate) struct AppState {
    pub input: InputState,
    /// The step-by-step player, always on the board shown.
    pub player: PlayerState,
    /// The last run of the input's boards in the worker.
    pub batch: Option<Batch>,
    /// The verdict on the board shown: from a run of one board, or, after a run of several
    /// (whose results carry verdicts only), asked of the main worker for the board shown.
    pub outcome: Option<Outcome>,
    /// The outcome asked for the board shown after a run of several boards: the request's
    /// number, the board and the run's generation. Its answer counts only while that board
    /// is still shown after that run.
    asked: Option<(u64, usize, u64)>,
    /// Outcomes asked so far: the last one's number (never reset, like `runs`).
    asks: u64,
    pub compare: CompareState,
    /// "New puzzle": the preset and the last puzzle asked for.
    pub made: Made,
    /// Be the solver: the learner performs the program's steps on the board.
    pub exercise: ExerciseState,
    /// What the classic search of the watched board costs, once it is past BOJ's limit.
    pub measures: measure::Measures,
    /// Strategies racing on the board shown, if a race was started.
    pub race: RaceState,
    /// The search of the board shown when it is 16 x 16 (the player watches 9 x 9 ones).
    pub square: Option<SquareState>,
    /// Solutions are counted up to this many.
    pub cap: u64,
    /// The language the code panel shows the classic program in.
    pub language: Language,
    /// The study view: the board, the player and the code panel alone, filling the screen.
    pub study: bool,
    /// Runs started so far: the last one's generation. Never reset (a forgotten run may still
    /// be sending), so every run's messages are told apart.
    runs: u64,
    /// How many workers the page has (a far jump shares its parts among them).
    pub workers: usize,
    /// The input is large: when it goes, the workers that held it are replaced
    /// ([`AppState::let_go_of_large_input`]).
    holds_large: bool,
    /// The first worker held a large input that went while it owed an answer: it is replaced
    /// once it owes none ([`AppState::retire_first_when_free`]).
    first_to_retire: bool,
    pub outbox: Outbox,
    /// What frames read the time on (ms), to keep to their budget: [`page_clock`].
    pub clock: fn() -> f64,
    /// The changes made that the page shows, counted: the page is drawn for each ([`AppState`]
    /// is equal to a state that has shown as many).
    shown: u64,
    /// The last action changed the state in a way the page need not show.
    unshown: bool,
}

/// Two states draw the same page when they have shown the same changes: the reducer counts
/// every change it makes but those the page need not show (a piece of a far jump spliced while
/// the workers explore: drawing the page for each of hundreds took its thread from them, and a
/// 2-core machine's cores are the workers'), and the page, which holds the state with
/// `use_reducer_eq`, is drawn again only when the count moves. The state itself is kept either
/// way.
impl PartialEq for AppState {
    fn eq(&self, other: &AppState) -> bool {
        self.shown == other.shown
    }
}

/// The clock frames keep to their budget by (ms): the browser's on the page. Natively (the
/// flow tests) it moves half a millisecond each time it is read, so that a frame does the same
/// work on any machine.
pub(crate) fn page_clock() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        crate::ui::browser::now_ms()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|t| {
            t.set(t.get() + 0.5);
            t.get()
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Action {
    Input(InputAction),
    Player(PlayerAction),
    /// Solve every board of the input in the worker (Solve was pressed at `now`, in ms).
    Solve {
        now: f64,
    },
    Batch(BatchAction),
    Compare(CompareAction),
    Race(RaceAction),
    Square(SquareAction),
    /// Count solutions up to this many (at least 2).
    SetCap(u64),
    /// Show the code in this language.
    Language(Language),
    /// Turn the study view on or off.
    Study(bool),
    /// "New puzzle".
    Made(MadeAction),
    /// Be the solver.
    Exercise(ExerciseAction),
    /// A message from worker `from`, received at `now` (ms).
    Worker {
        from: usize,
        response: Response,
        now: f64,
    },
    /// The boards of input `serial`, read by the worker ([`Heard::Boards`]).
    BoardsRead {
        serial: u64,
        kind: Kind,
        digits: Pieces,
    },
}

impl Action {
    /// What the page does with what it heard from worker `from` at `now` (ms).
    pub fn heard(from: usize, heard: Heard, now: f64) -> Action {
        match heard {
            Heard::Response(response) => Action::Worker {
                from,
                response,
                now,
            },
            Heard::Boards {
                serial,
                kind,
                digits,
            } => Action::BoardsRead {
                serial,
                kind,
                digits,
            },
        }
    }
}

/// The 16 x 16 search to watch, if the board shown is 16 x 16.
fn square_of(input: &InputState) -> Option<SquareState> {
    match input.board() {
        crate::board::Board::Sixteen(square) => Some(SquareState::new(&square)),
        _ => None,
    }
}

impl AppState {
    /// The study view is shown: asked for, and the board shown has a search to watch (9 x 9 or
    /// 16 x 16; a Sudominoku has none). The page's layout and the board's keys both ask this.
    pub fn studying(&self) -> bool {
        self.study && !matches!(self.input.board(), crate::board::Board::Dominoes(_))
    }

    /// The state for `text` read as `choice`, as if the user had just pasted it.
    pub fn new(text: impl Into<Text>, choice: FormatChoice) -> AppState {
        let input = InputState::new(text, choice);
        let holds_large = input.text.is_large();
        let square = square_of(&input);
        let player = PlayerState::new(
            &input.grid().unwrap_or_default(),
            Strategy::Classic,
            0,
            player::DEFAULT_SPEED,
        );
        AppState {
            input,
            player,
            batch: None,
            outcome: None,
            asked: None,
            asks: 0,
            compare: CompareState::default(),
            made: Made::default(),
            exercise: ExerciseState::default(),
            measures: measure::Measures::default(),
            race: RaceState::default(),
            square,
            cap: COUNT_CAP,
            language: Language::Cpp,
            study: false,
            runs: 0,
            workers: 1,
            holds_large,
            first_to_retire: false,
            outbox: Outbox::default(),
            clock: page_clock,
            shown: 0,
            unshown: false,
        }
    }

    /// The state for a page with `workers` workers.
    pub fn with_workers(mut self, workers: usize) -> AppState {
        self.workers = workers;
        self
    }

    /// The 9 x 9 board the player watches and the race runs on: the board shown, or an empty
    /// one while a board of another kind is shown (whose panels are then hidden).
    pub fn board(&self) -> Grid {
        self.input.grid().unwrap_or_default()
    }

    /// Whether a run is under way in the worker.
    pub fn is_solving(&self) -> bool {
        self.batch.as_ref().is_some_and(Batch::is_running)
    }

    /// What a change of the input means for the rest; false if nothing changed.
    fn input_changed(&mut self, change: Change) -> bool {
        match change {
            Change::Unchanged => return false,
            Change::Input => {}
            Change::Text => self.forget_results(),
            Change::Boards => {
                self.forget_results();
                self.player = self.player.restarted(&self.board());
                self.race.apply(RaceAction::Reset, self.clock);
                self.square = square_of(&self.input);
                self.exercise_puzzle_changed();
            }
            Change::Shown => {
                self.ask_outcome();
                self.player = self.player.restarted(&self.board());
                self.race.apply(RaceAction::Reset, self.clock);
                self.square = square_of(&self.input);
                self.exercise_puzzle_changed();
            }
        }
        self.let_go_of_large_input();
        true
    }

    /// Verdicts, runs and output checks were made on the boards: after any change of the
    /// boards they no longer hold.
    fn forget_results(&mut self) {
        self.forget_outcome();
        self.cancel_run();
        self.batch = None;
        self.compare.comparison = None;
    }

    /// Applies `action`; false if it changes nothing. The workers stop exploring when a jump
    /// ends before its parts are all in: its search is no longer shown, or it was given up.
    pub(crate) fn apply(&mut self, action: Action) -> bool {
        let jumping = self.player.jumping();
        let changed = self.apply_to_parts(action);
        let left = jumping.is_some_and(|run| run != self.player.run);
        if left || self.player.take_stop_workers() {
            self.outbox.push_to(To::Every, Request::StopExploring);
        }
        changed
    }

    fn apply_to_parts(&mut self, action: Action) -> bool {
        // While an exercise runs, digits and Backspace on the board are its moves.
        let exercise_move = match &action {
            Action::Input(InputAction::Key(place, key)) if self.exercise.is_shown() => {
                self.exercise_key(*place, *key)
            }
            Action::Input(InputAction::Keypad(key)) if self.exercise.is_shown() => {
                self.exercise_keypad(*key)
            }
            _ => None,
        };
        if let Some(changed) = exercise_move {
            return changed;
        }
        match action {
            // The study view watches the board: a click or a key there edits nothing (the
            // keys are the player's).
            Action::Input(
                InputAction::Select(_) | InputAction::Key(..) | InputAction::Keypad(_),
            ) if self.studying() => false,
            Action::Input(action) => {
                let change = self.input.apply(action);
                self.input_changed(change)
            }
            // While an exercise is shown the player is put aside: a shortcut moving it would
            // show the next step's line in the Code panel.
            Action::Player(action)
                if self.exercise.is_shown()
                    && !matches!(
                        action,
                        PlayerAction::Frame { .. } | PlayerAction::Breakpoint(_)
                    ) =>
            {
                false
            }
            Action::Player(action) => {
                let changed = self.player.apply(action, self.clock);
                let busy = self.is_solving() || self.compare.is_checking();
                let requests = self.player.jump_requests(self.workers, busy);
                self.send_jump(requests);
                self.start_when_there();
                self.ask_measure();
                changed
            }
            Action::Solve { now } => self.solve(now),
            Action::Batch(action) => {
                if action == BatchAction::Cancel {
                    self.cancel_run();
                }
                let Some(batch) = self.batch.as_mut() else {
                    return false;
                };
                batch.apply(action)
            }
            Action::Compare(CompareAction::Check) => self.check_output(),
            // The view does not know the board: a race is always of the board shown.
            Action::Race(RaceAction::Start) => {
                self.race.start(self.board());
                true
            }
            Action::Race(action) => self.race.apply(action, self.clock),
            Action::Square(action) => self
                .square
                .as_mut()
                .is_some_and(|square| square.apply(action, self.clock)),
            Action::Compare(action) => self.compare.apply(action),
            Action::Language(language) => {
                let changed = self.language != language;
                self.language = language;
                changed
            }
            Action::Study(on) => {
                let changed = self.study != on;
                self.study = on;
                changed
            }
            Action::Made(action) => self.apply_made(action),
            Action::Exercise(action) => self.apply_exercise(action),
            Action::SetCap(cap) => {
                self.cap = cap.max(2);
                self.forget_outcome();
                true
            }
            Action::Worker {
                from,
                response,
                now,
            } => {
                let heard = self.hear(from, response, now);
                // Drawn when it retires the first worker: the drawing replaces it.
                self.retire_first_when_free() || heard
            }
            Action::BoardsRead {
                serial,
                kind,
                digits,
            } => {
                let change = self.input.boards_read(serial, kind, digits);
                self.input_changed(change)
            }
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = (*self).clone();
        state.unshown = false;
        if !state.apply(action) {
            return self;
        }
        if !state.unshown {
            state.shown += 1;
        }
        Rc::new(state)
    }
}

#[cfg(test)]
#[path = "../tests/page.rs"]
mod page;
#[cfg(test)]
#[path = "../tests/flows/mod.rs"]
mod tests;
