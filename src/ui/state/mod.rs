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
mod hand_out;
pub(crate) mod input;
pub(crate) mod jump;
pub(crate) mod player;
pub(crate) mod race;
pub(crate) mod sixteen;

pub(crate) use batch::{Batch, BatchAction, Filter, Outcome, RunState};
pub(crate) use compare::{CompareAction, CompareState, Comparison};
pub(crate) use input::{CellKey, FormatChoice, InputAction, InputState};
pub(crate) use player::{PlayerAction, PlayerSnapshot, PlayerState};

pub(crate) use race::{RaceAction, RaceState};
pub(crate) use sixteen::{SixteenAction, SixteenState};

use crate::code::Language;
use crate::grid::Grid;
use crate::solver::Strategy;
use crate::ui::link::{Link, Motion};
use crate::ui::protocol::{BoardResult, Failure, Kind, Request, Response, RunEvent, Share};
use input::Change;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use yew::Reducible;

/// How many solutions the verdict counts at most, unless the user sets another cap.
pub(crate) const COUNT_CAP: u64 = 1000;

#[derive(Clone, Debug, PartialEq)]
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
    /// Strategies racing on the board shown, if a race was started.
    pub race: RaceState,
    /// The search of the board shown when it is 16 x 16 (the player watches 9 x 9 ones).
    pub sixteen: Option<SixteenState>,
    /// Solutions are counted up to this many.
    pub cap: u64,
    /// The language the code panel shows the classic program in.
    pub language: Language,
    /// Runs started so far: the last one's generation. Never reset (a forgotten run may still
    /// be sending), so every run's messages are told apart.
    runs: u64,
    /// How many workers the page has (a far jump shares its parts among them).
    pub workers: usize,
    pub outbox: Outbox,
}

/// Which worker a request is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum To {
    /// The first: it is sent every input, reads large ones for the page, runs checks and
    /// shares of a run like the others.
    Main,
    Worker(usize),
    Every,
}

/// The input that a request to `to` needs the worker to have, if any: the worker's index and
/// the input's serial. The first worker is sent every input as it changes (and it reads large
/// ones for the page); another is sent it only when it is to solve a share of a run. The
/// sender sends it first unless that worker has it (a worker that failed and was replaced
/// has nothing).
pub(crate) fn input_needed(to: To, request: &Request) -> Option<(usize, u64)> {
    match (to, request) {
        (To::Worker(i), Request::Solve { serial, .. }) => Some((i, *serial)),
        (To::Main, Request::Solve { serial, .. } | Request::Compare { serial, .. }) => {
            Some((0, *serial))
        }
        _ => None,
    }
}

/// Requests for the workers, in the order the reducer made them. Shared by every copy of the
/// state (the reducer copies it on each action); the worker hook takes them after each
/// drawing, once it has sent the input they are about, and after each answer of a worker if
/// none needs the input first ([`Outbox::take_unless_input_needed`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Outbox(Rc<RefCell<VecDeque<(To, Request)>>>);

impl Outbox {
    fn push(&self, request: Request) {
        self.push_to(To::Main, request);
    }

    fn push_to(&self, to: To, request: Request) {
        self.0.borrow_mut().push_back((to, request));
    }

    /// The requests made since the last call, oldest first, with whom they are for.
    pub fn take(&self) -> Vec<(To, Request)> {
        self.0.borrow_mut().drain(..).collect()
    }

    /// The requests made since the last call, as [`Outbox::take`], unless one of them needs
    /// an input its worker does not hold (`holds(worker, serial)`; see [`input_needed`]):
    /// those wait, with all after them, for the drawing of the page, after which the worker
    /// hook sends the input and then them.
    pub fn take_unless_input_needed(
        &self,
        holds: impl Fn(usize, u64) -> bool,
    ) -> Vec<(To, Request)> {
        let needs_input = self.0.borrow().iter().any(|(to, request)| {
            input_needed(*to, request).is_some_and(|(worker, serial)| !holds(worker, serial))
        });
        if needs_input {
            Vec::new()
        } else {
            self.take()
        }
    }
}

/// Nothing on the page is drawn from the outbox.
impl PartialEq for Outbox {
    fn eq(&self, _: &Outbox) -> bool {
        true
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
    Sixteen(SixteenAction),
    /// Count solutions up to this many (at least 2).
    SetCap(u64),
    /// Show the code in this language.
    Language(Language),
    /// A message from worker `from`, received at `now` (ms).
    Worker {
        from: usize,
        response: Response,
        now: f64,
    },
}

/// The 16 x 16 search to watch, if the board shown is 16 x 16.
fn sixteen_of(input: &InputState) -> Option<SixteenState> {
    match input.board() {
        crate::board::Board::Sixteen(square) => Some(SixteenState::new(&square)),
        _ => None,
    }
}

impl AppState {
    /// The state for `text` read as `choice`, as if the user had just pasted it.
    pub fn new(text: &str, choice: FormatChoice) -> AppState {
        let input = InputState::new(text, choice);
        let sixteen = sixteen_of(&input);
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
            race: RaceState::default(),
            sixteen,
            cap: COUNT_CAP,
            language: Language::Cpp,
            runs: 0,
            workers: 1,
            outbox: Outbox::default(),
        }
    }

    /// The state for a page with `workers` workers.
    pub fn with_workers(mut self, workers: usize) -> AppState {
        self.workers = workers;
        self
    }

    /// The page a link shows, with `workers` workers: its input, board, strategy and speed,
    /// on its way to its step (the player reaches it over the next frames; a far one is
    /// asked of the workers at once). On a 16 x 16 board these are its search's.
    pub fn from_link(link: &Link, workers: usize) -> AppState {
        let mut state = AppState::new(&link.text, link.choice).with_workers(workers);
        state.apply(Action::Input(InputAction::Pick(link.board)));
        if let Some(sixteen) = state.sixteen.as_mut() {
            sixteen.open_link(link.strategy, link.speed, link.step);
        } else {
            for action in [
                PlayerAction::Strategy(link.strategy),
                PlayerAction::Speed(link.speed),
                PlayerAction::Seek(link.step),
            ] {
                state.apply(Action::Player(action));
            }
            // The page draws itself before it hears the workers: they get every part now.
            state.player.hand_out_all_parts();
            let requests = state.player.handed_parts();
            state.send_jump(requests);
        }
        state.input.from_link = true;
        state
    }

    /// The link to this page as it is, at step `position` of the 9 x 9 player; on a 16 x 16
    /// board, at its search's step, strategy and speed.
    pub fn link(&self, position: u64) -> Link {
        let (strategy, speed, step) = match &self.sixteen {
            Some(sixteen) => (sixteen.strategy(), sixteen.speed, sixteen.position()),
            None => (self.player.strategy, self.player.speed, position),
        };
        Link {
            text: self.input.text.clone(),
            choice: self.input.choice,
            board: self.input.current,
            strategy,
            speed,
            step,
        }
    }

    /// How the search the link follows moves (the 16 x 16 search's on such a board, else the
    /// player's, whose snapshot is `nine`): the address follows it.
    pub fn motion(&self, nine: &PlayerSnapshot) -> Motion {
        let (seeking, moving) = match &self.sixteen {
            Some(sixteen) => (sixteen.target.is_some(), sixteen.playing),
            None => (
                nine.seeking.is_some(),
                nine.playing || nine.run_to.is_some(),
            ),
        };
        match (seeking, moving) {
            (true, _) => Motion::Seeking,
            (false, true) => Motion::Moving,
            (false, false) => Motion::Still,
        }
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
                self.race.apply(RaceAction::Reset);
                self.sixteen = sixteen_of(&self.input);
            }
            Change::Shown => {
                self.ask_outcome();
                self.player = self.player.restarted(&self.board());
                self.race.apply(RaceAction::Reset);
                self.sixteen = sixteen_of(&self.input);
            }
        }
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

    /// Stops the run under way, if any, on every worker: each may be solving a share of it.
    fn cancel_run(&mut self) {
        if let Some(batch) = self.batch.as_ref().filter(|b| b.is_running()) {
            let generation = batch.generation;
            self.outbox
                .push_to(To::Every, Request::Cancel { generation });
        }
    }

    /// Starts a run of the input's boards; not while the worker is still reading the input
    /// (the button is disabled then, but a click can come before the page is drawn), and not
    /// while the input has errors (they are listed under it, and the verdict line says so: a
    /// run would only list them again).
    fn solve(&mut self, now: f64) -> bool {
        if !self.input.is_ready() || self.input.errors.is_some() {
            return false;
        }
        self.give_up_jump();
        self.cancel_run();
        self.runs += 1;
        let generation = self.runs;
        self.forget_outcome();
        let kind = Kind::of(self.input.format);
        let workers = batch::workers_for(self.input.boards.len(), kind, self.workers);
        let hand_out = batch::hand_out_for(workers);
        let mut batch = Batch::new(generation, self.input.format, self.cap, hand_out, now);
        for (worker, share) in batch.first_shares() {
            self.send_share(generation, worker, share);
        }
        self.batch = Some(batch);
        true
    }

    /// Asks worker `worker` to solve `share` of run `generation` (the first worker is the one
    /// that reads the input for the page).
    fn send_share(&mut self, generation: u64, worker: usize, share: Share) {
        let to = if worker == 0 {
            To::Main
        } else {
            To::Worker(worker)
        };
        self.outbox.push_to(
            to,
            Request::Solve {
                generation,
                serial: self.input.serial,
                format: Some(self.input.format),
                cap: self.cap,
                share,
            },
        );
    }

    /// After a run of several boards, asks the main worker for the outcome of the board shown,
    /// so that it shows its solution and verdict as a board solved alone does (the run's
    /// results carry verdicts only: 49,158 solutions would double what a run sends).
    ///
    /// Sent to the main worker, which stops exploring for a jump if it was: none is under way
    /// at a run's end (no jump starts while a run is), and a pick restarts the player.
    fn ask_outcome(&mut self) {
        self.forget_outcome();
        let Some(batch) = self
            .batch
            .as_ref()
            .filter(|b| b.state == RunState::Finished && b.total.is_some_and(|t| t > 1))
        else {
            return;
        };
        let current = self.input.current;
        let Some(board) = self.input.boards.get(current) else {
            return;
        };
        self.asks += 1;
        self.asked = Some((self.asks, current, batch.generation));
        self.outbox.push(Request::Outcome {
            id: self.asks,
            format: self.input.format,
            cap: batch.cap,
            board: crate::ui::protocol::pack_boards(&[board]),
        });
    }

    /// The board shown has no outcome (until asked again): an answer to a request made
    /// before no longer counts either (it may be of another run, or count to another cap).
    fn forget_outcome(&mut self) {
        self.outcome = None;
        self.asked = None;
    }

    /// The answer to [`AppState::ask_outcome`]: the outcome, if it is the one asked last and
    /// its board is still shown.
    fn hear_outcome(&mut self, id: u64, result: Option<(BoardResult, f64)>) -> bool {
        let Some((asked, board, generation)) = self.asked else {
            return false;
        };
        let Some(batch) = self.batch.as_ref().filter(|b| b.generation == generation) else {
            return false;
        };
        if asked != id || board != self.input.current || batch.state != RunState::Finished {
            return false;
        }
        self.asked = None;
        self.outcome = result.map(|(result, millis)| batch.outcome_of(&result, millis));
        self.outcome.is_some()
    }

    /// Asks the worker to check the expected output against the input's boards.
    fn check_output(&mut self) -> bool {
        if !self.input.is_ready() {
            return false;
        }
        self.give_up_jump();
        let id = self.compare.start();
        self.outbox.push(Request::Compare {
            id,
            serial: self.input.serial,
            format: self.input.format,
            expected: self.compare.expected.to_string(),
        });
        true
    }

    /// Worker `from` failed: what it was doing ends with a message saying so. A run fails if
    /// the worker is one of those that solve it (the first few: a share meant for one the
    /// browser would not start goes to one of a lower index), a check or a reading if it was
    /// the first worker's. A jump is given up (its parts would not all come): the page seeks on its
    /// own.
    fn worker_stopped(&mut self, from: usize, now: f64) -> bool {
        let mut changed = false;
        if self.player.jumping().is_some() {
            self.give_up_jump();
            changed = true;
        }
        if let Some(batch) = self.batch.as_mut().filter(|b| b.is_running()) {
            if batch.involves(from) {
                let generation = batch.generation;
                let event = RunEvent::Failed {
                    why: Failure::WorkerStopped,
                };
                changed |= batch.hear(from, generation, 0, event, now).is_ok();
                self.outbox
                    .push_to(To::Every, Request::Cancel { generation });
            }
        }
        if from == 0 {
            // An outcome asked of it will not come (the board keeps its givens, and the run
            // its table and output); the next pick asks the worker started in its place.
            self.asked = None;
            if let Some(Comparison::Checking { id }) = self.compare.comparison {
                changed |= self.compare.hear(id, Err(Failure::WorkerStopped));
            }
            let change = self.input.reading_failed();
            changed |= self.input_changed(change);
        }
        changed
    }

    /// The workers are wanted for a run or a check: a jump under way is given up (the page
    /// seeks on its own).
    fn give_up_jump(&mut self) {
        if self.player.jumping().is_some() {
            self.player.stop_jumping();
            self.outbox.push_to(To::Every, Request::StopExploring);
        }
    }

    /// Sends the player's jump requests to their workers.
    fn send_jump(&mut self, requests: Vec<(usize, Request)>) {
        for (worker, request) in requests {
            self.outbox.push_to(To::Worker(worker), request);
        }
    }

    /// Applies `action`; false if it changes nothing. The workers stop exploring when a jump
    /// ends before its parts are all in: its search is no longer shown, or it was given up.
    fn apply(&mut self, action: Action) -> bool {
        let jumping = self.player.jumping();
        let changed = self.apply_to_parts(action);
        let left = jumping.is_some_and(|run| run != self.player.run);
        if left || self.player.take_stop_workers() {
            self.outbox.push_to(To::Every, Request::StopExploring);
        }
        changed
    }

    fn apply_to_parts(&mut self, action: Action) -> bool {
        match action {
            Action::Input(action) => {
                let change = self.input.apply(action);
                self.input_changed(change)
            }
            Action::Player(action) => {
                let changed = self.player.apply(action);
                let busy = self.is_solving() || self.compare.is_checking();
                let requests = self.player.jump_requests(self.workers, busy);
                self.send_jump(requests);
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
            Action::Race(action) => self.race.apply(action),
            Action::Sixteen(action) => self
                .sixteen
                .as_mut()
                .is_some_and(|sixteen| sixteen.apply(action)),
            Action::Compare(action) => self.compare.apply(action),
            Action::Language(language) => {
                let changed = self.language != language;
                self.language = language;
                changed
            }
            Action::SetCap(cap) => {
                self.cap = cap.max(2);
                self.forget_outcome();
                true
            }
            Action::Worker {
                from,
                response,
                now,
            } => match response {
                Response::Run {
                    generation,
                    share,
                    event,
                } => {
                    let Some(batch) = self.batch.as_mut() else {
                        return false;
                    };
                    let finished = matches!(event, RunEvent::Finished { .. });
                    // A piece of the output changes nothing the page shows until the run is
                    // over (a share's pieces are kept apart, shared by every copy of the
                    // state): the page is not drawn again for each (a run of the 49,158
                    // 17-clue puzzles ends with 16 of them, a few milliseconds each). Nor does
                    // a share's start once the total is known. (A share's end changes the
                    // state, the next share to hand out and the time solving, so it counts as
                    // a change: the reducer keeps only the state of actions that change it.)
                    let quiet = match &event {
                        RunEvent::Output { .. } => true,
                        RunEvent::Started { .. } => batch.total.is_some(),
                        _ => false,
                    };
                    let several_done = match batch.hear(from, generation, share, event, now) {
                        Ok(Some(outcome)) => {
                            self.outcome = Some(outcome);
                            false
                        }
                        Ok(None) => batch.state == RunState::Finished,
                        Err(_) => return false,
                    };
                    // A share failed (the input changed, or does not read): the others stop.
                    if matches!(batch.state, RunState::Failed(_)) {
                        self.outbox
                            .push_to(To::Every, Request::Cancel { generation });
                    }
                    // A shared run is over: the workers let go of the input they read for it.
                    if finished && batch.state == RunState::Finished && batch.shares() > 1 {
                        self.outbox
                            .push_to(To::Every, Request::Cancel { generation });
                    }
                    // A worker that finished a share is given the next.
                    if finished {
                        for (worker, share) in batch.more_shares(from) {
                            self.send_share(generation, worker, share);
                        }
                    }
                    // A run of several boards is over: the board shown gets its outcome.
                    if several_done {
                        self.ask_outcome();
                    }
                    !quiet
                }
                Response::Compared { id, result } => self.compare.hear(id, result),
                Response::Outcome { id, result } => self.hear_outcome(id, result),
                Response::Part {
                    run,
                    jump,
                    index,
                    piece,
                    bytes,
                    last,
                } => {
                    let piece = jump::Piece {
                        jump,
                        index,
                        piece,
                        bytes,
                        last,
                    };
                    let changed = self.player.part_heard(from, run, piece, now);
                    let requests = self.player.handed_parts();
                    self.send_jump(requests);
                    changed
                }
                // Said once by each worker as it starts (the workers' connection waits for it).
                Response::Listening => false,
                Response::Stopped => self.worker_stopped(from, now),
                reading @ (Response::Boards { .. } | Response::Parsed { .. }) => {
                    let change = self.input.read_by_worker(reading);
                    self.input_changed(change)
                }
            },
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = (*self).clone();
        if state.apply(action) {
            Rc::new(state)
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    //! The page's flows, with the worker's answers made by the worker's own code
    //! ([`WorkerState`]) and the expected answers taken from the judges' sample files.

    use super::*;
    use crate::board::Board;
    use crate::format::{self, Format};
    use crate::grid::{Cell, Digit};
    use crate::judge::{self, Check};
    use crate::solver::Verdict;
    use crate::ui::examples::EXAMPLES;
    use crate::ui::judge_sample_output;
    use crate::ui::protocol::{input_requests, Failure, Request, RunEvent};
    use crate::ui::state::input::LARGE_INPUT;
    use crate::ui::worker::WorkerState;

    fn reduce(state: AppState, action: Action) -> AppState {
        (*Rc::new(state).reduce(action)).clone()
    }

    fn input(state: AppState, action: InputAction) -> AppState {
        reduce(state, Action::Input(action))
    }

    /// The requests made since the last look, all for the main worker.
    fn to_main(state: &AppState) -> Vec<Request> {
        let letters = state.outbox.take();
        letters
            .into_iter()
            .map(|(to, request)| {
                assert_eq!(to, To::Main, "{request:?}");
                request
            })
            .collect()
    }

    /// The page and its workers, as the app wires them (see `hooks::use_worker`).
    struct Page {
        state: AppState,
        workers: Vec<WorkerState>,
        /// The input serial last sent to each worker.
        sent: Vec<Option<u64>>,
        now: f64,
        /// Answers not heard yet, in the order they came (the page hears them one at a time,
        /// as the browser's tasks, not inside the hearing of another).
        heard: std::collections::VecDeque<(usize, Response, f64)>,
        hearing: bool,
    }

    impl Page {
        fn new(text: &str, choice: FormatChoice) -> Page {
            Page::with(AppState::new(text, choice))
        }

        /// The page with `state`, its input sent to its workers.
        fn with(state: AppState) -> Page {
            let mut page = Page {
                workers: (0..state.workers).map(|_| WorkerState::default()).collect(),
                sent: vec![None; state.workers],
                state,
                now: 0.0,
                heard: Default::default(),
                hearing: false,
            };
            page.send_input();
            page
        }

        /// The page sends every new input to the worker, as the app's hook does.
        fn send_input(&mut self) {
            let input = &self.state.input;
            let requests: Vec<Request> =
                input_requests(input.serial, &input.text, input.parse_request()).collect();
            self.sent[0] = Some(input.serial);
            for request in requests {
                self.ask(request);
            }
        }

        /// An action, then what the worker hook does after the page is drawn: it sends a new
        /// input, then the outbox's requests.
        fn act(&mut self, action: Action) {
            let serial = self.state.input.serial;
            self.state = reduce(self.state.clone(), action);
            self.drawn(serial);
        }

        /// The page is drawn; the last drawing showed input `serial`.
        fn drawn(&mut self, serial: u64) {
            if self.state.input.serial != serial {
                self.send_input();
            }
            for (to, request) in self.state.outbox.take() {
                // As the worker hook does: a worker given a share of a run gets the input,
                // unless it has it.
                if let Some((i, serial)) = input_needed(to, &request) {
                    if self.sent[i].replace(serial) != Some(serial) {
                        let text = self.state.input.text.clone();
                        for piece in input_requests(serial, &text, None) {
                            self.ask_to(To::Worker(i), piece);
                        }
                    }
                }
                self.ask_to(to, request);
            }
        }

        /// The main worker answers `request`, and the page hears every answer 10 ms later.
        fn ask(&mut self, request: Request) {
            self.ask_to(To::Main, request);
        }

        /// The workers `to` names answer `request`, as [`Page::ask`] does.
        fn ask_to(&mut self, to: To, request: Request) {
            let asked = match to {
                To::Main => vec![0],
                To::Worker(i) => vec![i],
                To::Every => (0..self.workers.len()).collect(),
            };
            for from in asked {
                for response in self.workers[from].answer_now(request.clone()) {
                    self.now += 10.0;
                    self.heard.push_back((from, response, self.now));
                }
            }
            if self.hearing {
                return;
            }
            self.hearing = true;
            while let Some((from, response, now)) = self.heard.pop_front() {
                self.act(Action::Worker {
                    from,
                    response,
                    now,
                });
            }
            self.hearing = false;
        }

        fn solve(&mut self) {
            let now = self.now;
            self.act(Action::Solve { now });
        }

        fn compare(&mut self, expected: &str) {
            self.act(Action::Compare(CompareAction::Expected(expected.into())));
            self.act(Action::Compare(CompareAction::Check));
        }

        fn output(&self) -> Result<crate::ui::shared::Shared<str>, Failure> {
            let batch = self.state.batch.as_ref().expect("a run");
            batch.output.clone().expect("a finished run")
        }
    }

    fn large_lines(puzzles: &[&str], copies: usize) -> String {
        (0..copies)
            .map(|i| format!("{}\n", puzzles[i % puzzles.len()]))
            .collect()
    }

    #[test]
    fn a_large_input_is_read_by_the_worker() {
        let puzzles = [
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ];
        // More than a megabyte of boards: the worker sends them in several messages.
        let text = large_lines(&puzzles, 20_000);
        assert!(input::is_large(&text));
        let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        let before = page.state.board();
        // The page alone: the board waits for the worker.
        let state = input(page.state.clone(), InputAction::Text(text.clone()));
        assert!(state.input.reading.is_some());
        assert_eq!(state.board(), before);
        // With the worker.
        page.act(Action::Input(InputAction::Text(text)));
        let state = &page.state;
        assert_eq!(state.input.reading, None);
        assert_eq!(state.input.detected, Some(Format::Lines));
        assert_eq!(state.input.format, Format::Lines);
        assert_eq!(state.input.boards.len(), 20_000);
        for (i, board) in state.input.boards.to_vec().iter().enumerate() {
            let grid = board.nine().expect("a 9 x 9 board");
            assert_eq!(grid.to_line('.'), puzzles[i % 2]);
        }
    }

    #[test]
    fn an_answer_for_another_input_changes_nothing() {
        let text = large_lines(&[&".".repeat(81)], 5_000);
        let page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        let before = page.state.board();
        // The page has the new text and waits for the worker's reading of it.
        let waiting = input(page.state.clone(), InputAction::Text(text.clone()));
        let serial = waiting.input.reading.expect("read by the worker");
        // The worker's reading of another input (an older serial) arrives first.
        let mut other = WorkerState::default();
        other.take_piece(serial - 1, text, true);
        let mut state = waiting.clone();
        for response in other.parse(serial - 1, None) {
            let (from, now) = (0, 0.0);
            state = reduce(
                state,
                Action::Worker {
                    from,
                    response,
                    now,
                },
            );
        }
        assert_eq!(state, waiting);
        assert_eq!(state.input.reading, Some(serial), "still waiting");
        assert_eq!(state.board(), before);
    }

    #[test]
    fn a_large_run_is_shared_by_every_worker_and_its_output_is_the_one_of_one_core() {
        let puzzles = [
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        ];
        // Three workers' worth of boards (4,000 each and more), cut into 24 shares; one board
        // with clashing givens in the first share and one with no solution in the last.
        let mut text = large_lines(&puzzles, 12_500);
        let clash = format!("55{}\n", ".".repeat(79));
        let none = format!("12345678.{}9{}\n", ".".repeat(8), ".".repeat(63));
        text = text.replacen(&format!("{}\n", puzzles[1]), &clash, 1);
        let at = text.len() - 82 * 10;
        text.replace_range(at..at + 82, &none);
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(3);
        let mut page = Page::with(state);
        page.act(Action::Input(InputAction::Text(text.clone())));
        assert_eq!(page.state.input.boards.len(), 12_500);
        page.solve();
        let batch = page.state.batch.clone().expect("a run");
        assert_eq!(batch.state, RunState::Finished);
        // Every worker took shares of it (each was sent the input for its first).
        for worker in &page.workers {
            assert_eq!(worker.input_serial(), page.state.input.serial);
        }
        let lines: Vec<usize> = batch.results.borrow().iter().map(|r| r.line).collect();
        assert_eq!(
            lines,
            (1..=12_500).collect::<Vec<_>>(),
            "results in board order"
        );
        // What one core writes, from the core's own run: the same boards without answer.
        let Err(judge::JudgeError::Unsolved(problems)) = judge::run(&text, None, None) else {
            panic!("two boards have no answer");
        };
        let Some(Err(Failure::Unsolved { first, total })) = &batch.output else {
            panic!("{:?}", batch.output);
        };
        assert_eq!((first, *total), (&problems, 2));
        // Mended, the output is one core's byte for byte.
        let mended = text
            .replace(&clash, &format!("{}\n", puzzles[1]))
            .replace(&none, &format!("{}\n", puzzles[0]));
        page.act(Action::Input(InputAction::Text(mended.clone())));
        page.solve();
        let output = page.output().expect("every board solves");
        assert_eq!(*output, judge::run(&mended, None, None).unwrap().output);
    }

    /// A large run's shares go out two to a worker, and a worker that finishes one is sent the
    /// next: the page does not wait for the slowest worker's fixed part.
    #[test]
    fn a_worker_that_finishes_a_share_is_sent_the_next() {
        let puzzles = [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
        ];
        let mut page =
            Page::with(AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(2));
        page.act(Action::Input(InputAction::Text(large_lines(
            &puzzles, 9_000,
        ))));
        let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
        let share_of = |letter: &(To, Request)| match letter {
            (to, Request::Solve { share, .. }) => (*to, share.index),
            other => panic!("{other:?}"),
        };
        let first: Vec<_> = running.outbox.take().iter().map(share_of).collect();
        assert_eq!(
            first,
            [
                (To::Main, 0),
                (To::Worker(1), 1),
                (To::Main, 2),
                (To::Worker(1), 3)
            ]
        );
        let generation = running.batch.as_ref().unwrap().generation;
        let finished = |from, share| Action::Worker {
            from,
            response: Response::Run {
                generation,
                share,
                event: RunEvent::Finished {
                    output: Ok(()),
                    solving_ms: 1.0,
                },
            },
            now: 1.0,
        };
        // Worker 1 finishes share 1 first: it gets share 4; then worker 0, share 5.
        let state = reduce(running, finished(1, 1));
        let sent: Vec<_> = state.outbox.take().iter().map(share_of).collect();
        assert_eq!(sent, [(To::Worker(1), 4)]);
        let state = reduce(state, finished(0, 0));
        let sent: Vec<_> = state.outbox.take().iter().map(share_of).collect();
        assert_eq!(sent, [(To::Main, 5)]);
        // Progress is not a share done: nothing more is sent.
        let progress = Action::Worker {
            from: 1,
            response: Response::Run {
                generation,
                share: 3,
                event: RunEvent::Progress { results: vec![] },
            },
            now: 2.0,
        };
        let mut state = reduce(state, progress);
        assert!(state.outbox.take().is_empty());
        // The other shares end (each worker is handed the next as it goes); the run's end
        // tells every worker to let go of the input it read for it.
        for index in 2..16 {
            state = reduce(state, finished(index as usize % 2, index));
            let sent = state.outbox.take();
            let over = sent.contains(&(To::Every, Request::Cancel { generation }));
            assert_eq!(over, index == 15, "{index}: {sent:?}");
        }
        assert_eq!(state.batch.as_ref().unwrap().state, RunState::Finished);
    }

    #[test]
    fn a_worker_that_fails_ends_its_work_with_a_message_and_the_next_one_gets_the_input() {
        let puzzles = [
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ];
        let text = large_lines(&puzzles, 9_000);
        let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(3);
        let mut page = Page::with(state);
        page.act(Action::Input(InputAction::Text(text.clone())));
        assert_eq!(page.state.input.boards.len(), 9_000);
        let stopped = |from| Action::Worker {
            from,
            response: Response::Stopped,
            now: 5.0,
        };
        // A run shared by two workers, under way: the third worker (no share) failing changes
        // nothing, the second failing ends it and stops the other.
        let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
        running.outbox.take();
        let batch = running.batch.as_ref().unwrap();
        assert!(batch.involves(1) && !batch.involves(2));
        let state = reduce(running, stopped(2));
        assert!(state.batch.as_ref().unwrap().is_running());
        let state = reduce(state, stopped(1));
        let batch = state.batch.as_ref().unwrap();
        assert_eq!(batch.state, RunState::Failed(Failure::WorkerStopped));
        let sent = state.outbox.take();
        assert!(
            matches!(&sent[..], [(To::Every, Request::Cancel { .. })]),
            "{sent:?}"
        );
        // The first worker is replaced by one that has nothing: Solve sends it the input
        // first, and the run gives one core's output.
        page.workers[0] = WorkerState::default();
        page.sent[0] = None;
        page.solve();
        assert_eq!(
            *page.output().unwrap(),
            judge::run(&text, None, None).unwrap().output
        );
        // A check under way fails with the first worker; another worker failing is not its.
        page.act(Action::Compare(CompareAction::Expected("1 2 3".into())));
        let checking = reduce(page.state.clone(), Action::Compare(CompareAction::Check));
        checking.outbox.take();
        let state = reduce(checking, stopped(1));
        assert!(state.compare.is_checking());
        let state = reduce(state, stopped(0));
        assert_eq!(
            state.compare.comparison,
            Some(Comparison::Failed(Failure::WorkerStopped))
        );
        // A reading under way fails with it: nothing is solved on the boards of the text
        // before, until the text changes.
        let before = page.state.board();
        let reading = reduce(
            page.state.clone(),
            Action::Input(InputAction::Text(large_lines(&puzzles[..1], 9_000))),
        );
        reading.outbox.take();
        assert!(reading.input.reading.is_some());
        let state = reduce(reading, stopped(0));
        assert!(state.input.reading.is_none() && state.input.reading_stopped);
        assert_eq!(state.board(), before);
        let state = reduce(state, Action::Solve { now: 9.0 });
        assert!(
            state.outbox.take().is_empty(),
            "no run on the boards before"
        );
        let state = input(state, InputAction::Text(EXAMPLES[1].input.into()));
        assert!(!state.input.reading_stopped);
    }

    #[test]
    fn errors_in_a_large_input_come_from_the_worker() {
        let text: String = (0..100_000)
            .map(|i| {
                if i % 2 == 0 {
                    "junk line\n"
                } else {
                    "\u{1}\u{2}\u{fffd}xyz\n"
                }
            })
            .collect();
        // Read as lines, every line is a board with errors (detection would read it as one
        // BOJ 2580 board followed by text).
        let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Fixed(Format::Lines));
        let before = page.state.board();
        page.act(Action::Input(InputAction::Text(text)));
        let errors = page.state.input.errors.clone().expect("junk has errors");
        assert_eq!(errors.first.len(), format::ParseErrors::KEPT);
        assert!(errors.total >= 100_000, "{}", errors.total);
        assert!(
            errors.first[0]
                .to_string()
                .starts_with("board 1, line 1, column 1:"),
            "{:?}",
            errors.first[0]
        );
        assert!(
            errors.first[1]
                .to_string()
                .starts_with("board 2, line 2, column 1:"),
            "{:?}",
            errors.first[1]
        );
        assert_eq!(page.state.board(), before);
        assert!(page.state.input.reading.is_none());
    }

    #[test]
    fn solving_two_boards_gives_the_judges_sample_output() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        assert_eq!(page.state.input.format, Format::Poj3074);
        page.solve();
        let batch = page.state.batch.as_ref().unwrap();
        assert_eq!(batch.state, RunState::Finished);
        assert_eq!(batch.tally(), [2, 0, 0, 0]);
        assert_eq!(
            &*page.output().unwrap(),
            judge_sample_output("poj3074_sample1")
        );
    }

    /// The judge's sample output's solution of board `i` (POJ 3074: one line per board).
    fn poj3074_answer(i: usize) -> String {
        let output = judge_sample_output("poj3074_sample1");
        output.lines().nth(i).expect("a line per board").to_string()
    }

    #[test]
    fn the_board_shown_after_a_run_of_several_has_its_outcome_and_solution() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        page.solve();
        // The run's results carry verdicts only; the board shown is asked for on its own.
        let results = page.state.batch.as_ref().unwrap().results.borrow().clone();
        assert!(results.iter().all(|r| r.first.is_none()));
        for board in [0, 1, 0] {
            if board != page.state.input.current {
                page.act(Action::Input(InputAction::Pick(board)));
            }
            let outcome = page
                .state
                .outcome
                .clone()
                .expect("the board shown's outcome");
            assert_eq!(outcome.verdict, Verdict::Unique);
            let solution = outcome.solution().expect("its solution");
            assert_eq!(
                solution.to_line('.'),
                poj3074_answer(board),
                "board {board}"
            );
            // The same search as the run's: its verdict and steps.
            assert_eq!(outcome.verdict, results[board].verdict);
            assert_eq!(outcome.steps, results[board].steps);
        }
    }

    #[test]
    fn an_outcome_counts_only_for_the_board_still_shown_of_the_same_run() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        page.solve();
        let solved = page.state.clone();
        solved.outbox.take();
        // Asked for board 2, then board 1 picked again before the answer came.
        let asked_second = reduce(solved.clone(), Action::Input(InputAction::Pick(1)));
        let packed = |i| crate::ui::protocol::pack_boards(&[solved.input.boards.get(i).unwrap()]);
        let [(To::Main, second @ Request::Outcome { board, .. })] = &asked_second.outbox.take()[..]
        else {
            panic!("one request for board 2's outcome");
        };
        assert_eq!(*board, packed(1));
        let back = reduce(asked_second, Action::Input(InputAction::Pick(0)));
        let [(To::Main, first @ Request::Outcome { board, .. })] = &back.outbox.take()[..] else {
            panic!("one request for board 1's outcome");
        };
        assert_eq!(*board, packed(0));
        // Picking the board shown again asks nothing (nor restarts anything).
        let again = reduce(back.clone(), Action::Input(InputAction::Pick(0)));
        assert!(again.outbox.take().is_empty());
        // The main worker answers `request`; the page hears it.
        let hear = |state: AppState, request: &Request| {
            let answers = WorkerState::default().answer_now(request.clone());
            answers.into_iter().fold(state, |state, response| {
                reduce(
                    state,
                    Action::Worker {
                        from: 0,
                        response,
                        now: 1.0,
                    },
                )
            })
        };
        let late = hear(back.clone(), second);
        assert_eq!(
            late.outcome, None,
            "board 2's answer while board 1 is shown"
        );
        let shown = hear(late, first);
        let solution = shown.outcome.as_ref().and_then(Outcome::solution);
        assert_eq!(solution.map(|g| g.to_line('.')), Some(poj3074_answer(0)));
        // Nor once the cap is changed (it counted to the old one), nor during another run.
        let capped = reduce(back.clone(), Action::SetCap(5));
        assert_eq!(hear(capped.clone(), first).outcome, None);
        // A board picked then counts as far as the run did, as its row in the table.
        let picked = reduce(capped, Action::Input(InputAction::Pick(1)));
        let [(To::Main, Request::Outcome { cap, .. })] = &picked.outbox.take()[..] else {
            panic!("one request");
        };
        assert_eq!(*cap, COUNT_CAP);
        let again = reduce(back.clone(), Action::Solve { now: 2.0 });
        assert!(again.batch.as_ref().unwrap().is_running());
        assert_eq!(hear(again, first).outcome, None);
        // Once the input is edited, the run and its answers are forgotten.
        let edited = reduce(
            back,
            Action::Input(InputAction::Text(format!("{}\n", poj3074_answer(0)))),
        );
        assert_eq!(hear(edited, first).outcome, None);
    }

    #[test]
    fn one_board_solved_in_the_worker_becomes_the_outcome() {
        let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        let sent_at = page.now;
        page.solve();
        let outcome = page.state.outcome.clone().expect("the board's outcome");
        assert_eq!(outcome.verdict, Verdict::Unique);
        assert_eq!(
            page.output().as_deref(),
            Ok(judge_sample_output("boj2239_sample1").as_str())
        );
        let answer = outcome.solution().expect("a solution").to_line('0');
        assert_eq!(
            judge_sample_output("boj2239_sample1").replace('\n', ""),
            answer
        );
        // From sending the run to the last of the worker's answers.
        assert_eq!(outcome.millis, page.now - sent_at);
    }

    #[test]
    fn verdicts_for_several_none_and_clashing() {
        let mut several = Page::new(EXAMPLES[7].input, FormatChoice::Auto);
        several.act(Action::SetCap(5));
        several.solve();
        let outcome = several.state.outcome.unwrap();
        assert_eq!(
            outcome.verdict,
            Verdict::Several {
                count: 5,
                capped: true
            }
        );
        let (first, second) = (outcome.solution().unwrap(), outcome.second.unwrap());
        assert_ne!(first, second);
        let mut none = Page::new(EXAMPLES[8].input, FormatChoice::Auto);
        none.solve();
        let outcome = none.state.outcome.clone().unwrap();
        assert_eq!(outcome.verdict, Verdict::NoSolution);
        assert!(matches!(
            none.output().unwrap_err(),
            Failure::Unsolved { total: 1, .. }
        ));
        let clash = AppState::new(&format!("55{}", ".".repeat(79)), FormatChoice::Auto);
        assert_eq!(
            clash.input.conflicting_cells(),
            vec![Cell::at(0, 0).unwrap(), Cell::at(0, 1).unwrap()]
        );
        assert!(clash.player.snapshot().error.is_some());
    }

    #[test]
    fn comparing_an_output_names_wrong_boards() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        let right = judge_sample_output("poj3074_sample1");
        page.compare(&right);
        let Some(Comparison::Checked { checks, extra: 0 }) = &page.state.compare.comparison else {
            panic!("{:?}", page.state.compare.comparison);
        };
        assert_eq!(**checks, vec![Check::Accepted; 2]);
        let wrong = right.replacen('5', "6", 1);
        page.compare(&wrong);
        let Some(Comparison::Checked { checks, .. }) = &page.state.compare.comparison else {
            panic!("{:?}", page.state.compare.comparison);
        };
        assert!(matches!(checks[0], Check::Rejected { .. }));
        assert_eq!(checks[1], Check::Accepted);
        page.compare("12x");
        assert!(matches!(
            page.state.compare.comparison,
            Some(Comparison::Failed(_))
        ));
    }

    #[test]
    fn picking_a_board_keeps_the_run_and_restarts_the_player() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        page.solve();
        let run = page.state.player.run;
        page.act(Action::Input(InputAction::Pick(1)));
        assert!(page.state.batch.is_some(), "the results table stays");
        assert_eq!(page.state.player.run, run + 1);
        assert_eq!(
            Board::Nine(page.state.player.snapshot().grid),
            page.state.input.boards.get(1).unwrap()
        );
    }

    #[test]
    fn a_link_brings_back_the_board_strategy_speed_and_step() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Fixed(Format::Poj3074));
        page.act(Action::Input(InputAction::Pick(1)));
        page.act(Action::Player(PlayerAction::Strategy(
            Strategy::Lexicographic,
        )));
        page.act(Action::Player(PlayerAction::Speed(2)));
        let link = page.state.link(40);
        let fragment = link.to_fragment().expect("a short input");
        let opened = Link::from_fragment(&fragment).unwrap().unwrap();
        let state = AppState::from_link(&opened, 1);
        assert_eq!(*state.input.text, EXAMPLES[3].input);
        assert_eq!(state.input.choice, FormatChoice::Fixed(Format::Poj3074));
        assert_eq!(state.board(), page.state.board());
        assert_eq!(state.input.current, 1);
        assert_eq!(state.player.strategy, Strategy::Lexicographic);
        assert_eq!(state.player.speed, 2);
        assert!(state.player.wants_frames(false), "on its way to step 40");
        assert_eq!(
            state.motion(&state.player.snapshot()),
            Motion::Seeking,
            "the address keeps the link's step until the player is there"
        );
        assert!(
            state.input.from_link,
            "not saved as the visitor's own input"
        );
        let edited = input(state, InputAction::Clear);
        assert!(!edited.input.from_link, "an edit makes it theirs");
    }

    #[test]
    fn a_link_to_a_sixteen_by_sixteen_step_opens_on_that_step() {
        let text = sample("poj3076_sample1", "in");
        let Board::Sixteen(square) = format::parse(&text, Format::Poj3076).unwrap().puzzles()[0]
        else {
            panic!("a 16 x 16 board");
        };
        // Every step of the search, from a fresh one: the link goes half way.
        let mut fresh =
            crate::solver::any_size::SquareSearch::new(&square, Strategy::Lexicographic)
                .expect("no clash");
        let mut boards = vec![*fresh.board()];
        while fresh.step() != crate::solver::any_size::SquareStep::Exhausted {
            boards.push(*fresh.board());
        }
        let target = boards.len() as u64 / 2;
        assert!(target > 100, "a search of {} steps", boards.len());

        let mut page = Page::new(&text, FormatChoice::Auto);
        page.act(Action::Sixteen(SixteenAction::Strategy(
            Strategy::Lexicographic,
        )));
        page.act(Action::Sixteen(SixteenAction::Speed(2)));
        for _ in 0..5 {
            page.act(Action::Sixteen(SixteenAction::Step { forward: true }));
        }
        let link = page.state.link(0);
        assert_eq!(
            (link.step, link.strategy, link.speed),
            (5, Strategy::Lexicographic, 2),
            "the 16 x 16 search's, not the 9 x 9 player's"
        );
        let fragment = Link {
            step: target,
            ..link
        }
        .to_fragment()
        .unwrap();
        let opened = Link::from_fragment(&fragment).unwrap().unwrap();
        let mut state = AppState::from_link(&opened, 1);
        assert_eq!(state.player.target, None, "no 9 x 9 search to seek");
        let sixteen = state.sixteen.clone().expect("a 16 x 16 search");
        assert_eq!(sixteen.target, Some(target));
        assert_eq!(
            (sixteen.strategy(), sixteen.speed),
            (Strategy::Lexicographic, 2)
        );
        assert!(sixteen.wants_frames());
        assert_eq!(state.motion(&state.player.snapshot()), Motion::Seeking);
        // Frames of a few steps each, as the frames hook takes them.
        let watch = sixteen.watch.clone().unwrap();
        let mut frames = 0;
        while state.sixteen.as_ref().unwrap().target.is_some() {
            watch.borrow_mut().seek_within(target, 7);
            state.apply(Action::Sixteen(SixteenAction::Moved { stopped: false }));
            frames += 1;
            assert!(frames < 100_000, "the seek never ends");
        }
        assert!(frames > 1);
        assert_eq!(*watch.borrow().search().board(), boards[target as usize]);
        assert_eq!(state.link(0).step, target);
        assert_eq!(state.motion(&state.player.snapshot()), Motion::Still);
        // A strategy a 16 x 16 search is not watched with keeps its own.
        let classic = Link {
            strategy: Strategy::Classic,
            ..opened
        };
        let state = AppState::from_link(&classic, 1);
        assert_eq!(state.sixteen.unwrap().strategy(), Strategy::Dlx);
    }

    #[test]
    fn a_link_far_into_a_classic_search_asks_every_worker_and_leaving_it_stops_them() {
        let adversary =
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n";
        let link = Link {
            text: Rc::new(adversary.to_string()),
            choice: FormatChoice::Auto,
            board: 0,
            strategy: Strategy::Classic,
            speed: 3,
            step: 50_000_000,
        };
        let state = AppState::from_link(&link, 2);
        let run = state.player.run;
        let asked = state.outbox.take();
        // Every part of the search at once (the page draws itself before it hears the
        // workers), shared out in turn, each of this search.
        assert!(asked.len() > 200, "{} parts", asked.len());
        let expected: Vec<(To, u32)> = (0..asked.len() as u32)
            .map(|index| (To::Worker(index as usize % 2), index))
            .collect();
        let got: Vec<(To, u32)> = asked
            .iter()
            .map(|(to, request)| match request {
                Request::ExplorePart {
                    run: r,
                    index,
                    givens,
                    ..
                } if *r == run && givens == adversary.trim() => (*to, *index),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(got, expected);
        // Another strategy is another search: the workers stop exploring the old one.
        let other = reduce(
            state.clone(),
            Action::Player(PlayerAction::Strategy(Strategy::Fastest)),
        );
        assert_eq!(
            other.outbox.take(),
            vec![(To::Every, Request::StopExploring)]
        );
        // The workers' parts come back and the page is at the step in one frame.
        let mut page = Page::with(state);
        for (to, request) in asked {
            if page.state.player.jumping().is_none() {
                break;
            }
            page.ask_to(to, request);
        }
        let snapshot = page.state.player.snapshot();
        assert!(snapshot.explored >= 50_000_000, "{}", snapshot.explored);
        assert_eq!(page.state.player.jumping(), None, "the target is explored");
        let plan = page.state.player.plan_frame(16.0).expect("a seek");
        let report = plan.run(|| 0.0, None);
        page.act(Action::Player(PlayerAction::Framed(report)));
        assert_eq!(page.state.player.snapshot().position, 50_000_000);
        assert_eq!(page.state.player.target, None);
        // The board is the search's at that step, as stepping there one by one finds it.
        let mut plain = crate::player::Player::new(&page.state.board(), Strategy::Classic).unwrap();
        plain.explore(50_000_000);
        plain.seek_now(50_000_000);
        let shown = page.state.player.snapshot();
        assert_eq!(shown.grid, plain.search().grid());
        assert_eq!(shown.counters, plain.search().counters());
    }

    /// What a worker's answer asks of the workers goes at once, unless something in it needs
    /// an input its worker does not hold (that waits for the page's drawing, which sends the
    /// input).
    #[test]
    fn the_outbox_hands_over_at_once_only_what_needs_no_input() {
        let holds_none = |_, _| false;
        let outbox = Outbox::default();
        outbox.push_to(To::Every, Request::StopExploring);
        outbox.push(Request::Cancel { generation: 3 });
        assert_eq!(outbox.take_unless_input_needed(holds_none).len(), 2);
        assert!(outbox.take().is_empty());
        let serial = 5;
        let solve = |index| Request::Solve {
            generation: 1,
            serial,
            format: None,
            cap: 2,
            share: Share { index, of: 2 },
        };
        let waiting = vec![(To::Main, solve(0)), (To::Worker(1), solve(1))];
        assert!(waiting.iter().all(|(to, r)| input_needed(*to, r).is_some()));
        outbox.push_to(To::Every, Request::StopExploring);
        for (to, request) in waiting.clone() {
            outbox.push_to(to, request);
        }
        assert!(
            outbox.take_unless_input_needed(holds_none).is_empty(),
            "all wait"
        );
        // Worker 0 holds the input, worker 1 another: they still wait.
        let holds_one = |worker, s| worker == 0 && s == serial;
        assert!(outbox.take_unless_input_needed(holds_one).is_empty());
        // Both hold it: all go, in order.
        let mut expected = vec![(To::Every, Request::StopExploring)];
        expected.extend(waiting);
        assert_eq!(
            outbox.take_unless_input_needed(|_, s| s == serial),
            expected,
            "in order"
        );
    }

    /// The reducer sends each worker the next part as it finishes one: the first parts handed
    /// out (eight each) cover about a third of the way to step 30,000,000 of the adversary.
    #[test]
    fn a_far_seek_hands_the_workers_parts_as_they_finish_them() {
        let adversary =
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n";
        let state = AppState::new(adversary, FormatChoice::Auto).with_workers(2);
        let first = reduce(
            state.clone(),
            Action::Player(PlayerAction::Seek(30_000_000)),
        );
        assert_eq!(first.outbox.take().len(), 2 * jump::AHEAD);
        let mut page = Page::with(state);
        page.act(Action::Player(PlayerAction::Seek(30_000_000)));
        assert_eq!(page.state.player.jumping(), None, "the target is explored");
        let explored = page.state.player.snapshot().explored;
        assert!(explored >= 30_000_000, "{explored}");
    }

    /// The adversary on a page of two workers, a jump to step 30,000,000 under way, its
    /// first requests sent.
    fn jumping() -> AppState {
        let adversary =
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n";
        let state = AppState::new(adversary, FormatChoice::Auto).with_workers(2);
        let state = reduce(state, Action::Player(PlayerAction::Seek(30_000_000)));
        assert!(state.player.jumping().is_some());
        state.outbox.take();
        state
    }

    #[test]
    fn a_worker_that_fails_during_a_jump_gives_it_up() {
        let state = jumping();
        let failed = reduce(
            state,
            Action::Worker {
                from: 1,
                response: Response::Stopped,
                now: 0.0,
            },
        );
        assert_eq!(failed.player.jumping(), None, "the page seeks on its own");
        assert_eq!(
            failed.outbox.take(),
            vec![(To::Every, Request::StopExploring)]
        );
    }

    #[test]
    fn solving_during_a_jump_gives_it_up() {
        let state = jumping();
        let solving = reduce(state, Action::Solve { now: 0.0 });
        assert_eq!(solving.player.jumping(), None);
        let letters = solving.outbox.take();
        assert_eq!(letters[0], (To::Every, Request::StopExploring));
        assert!(matches!(letters[1], (To::Main, Request::Solve { .. })));
    }

    #[test]
    fn clearing_or_editing_forgets_runs_and_checks() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        page.solve();
        page.compare("x");
        assert!(page.state.batch.is_some() && page.state.compare.comparison.is_some());
        let state = page.state.clone();
        let edited = input(
            state.clone(),
            InputAction::Key(Cell::at(0, 0).unwrap(), CellKey::Clear),
        );
        assert!(edited.batch.is_none() && edited.compare.comparison.is_none());
        let cleared = input(state.clone(), InputAction::Clear);
        assert!(cleared.batch.is_none() && cleared.compare.comparison.is_none());
        assert_eq!(&**cleared.input.text, "");
        assert_eq!(cleared.board(), Grid::empty());
        assert!(
            cleared.input.revision > state.input.revision,
            "the text area is redrawn"
        );
    }

    #[test]
    fn a_run_after_an_edit_never_takes_the_forgotten_runs_generation() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        page.solve();
        let first = page.state.batch.as_ref().unwrap().generation;
        page.act(Action::Input(InputAction::Key(
            Cell::at(0, 0).unwrap(),
            CellKey::Clear,
        )));
        assert!(page.state.batch.is_none(), "the run is forgotten");
        // The next run, not yet answered, hears nothing of the forgotten one.
        let state = reduce(page.state.clone(), Action::Solve { now: 0.0 });
        let [Request::Solve { generation, .. }] = to_main(&state)[..] else {
            panic!("one Solve request");
        };
        assert!(generation > first);
        let late = RunEvent::Failed {
            why: Failure::Cancelled,
        };
        let response = Response::Run {
            generation: first,
            share: 0,
            event: late,
        };
        let (from, now) = (0, 1.0);
        let action = Action::Worker {
            from,
            response,
            now,
        };
        let state = reduce(state, action);
        assert_eq!(state.batch.as_ref().unwrap().state, RunState::Running);
    }

    /// The output's pieces are kept without drawing the page again for each; the run's end
    /// shows all of them, in order.
    #[test]
    fn pieces_of_the_output_are_kept_without_drawing_the_page() {
        let puzzles = [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
        ];
        let text = large_lines(&puzzles, 40);
        let page = Page::new(&text, FormatChoice::Auto);
        let mut state = Rc::new(page.state.clone()).reduce(Action::Solve { now: 0.0 });
        let mut main = page.workers.into_iter().next().unwrap();
        let mut pieces = 0;
        for request in Rc::make_mut(&mut state).outbox.take() {
            for response in main.answer_now(request.1) {
                let piece = matches!(
                    response,
                    Response::Run {
                        event: RunEvent::Output { .. },
                        ..
                    }
                );
                let (from, now) = (0, 1.0);
                let before = state.clone();
                state = state.reduce(Action::Worker {
                    from,
                    response,
                    now,
                });
                if piece {
                    pieces += 1;
                    assert!(Rc::ptr_eq(&before, &state), "not drawn again");
                }
            }
        }
        assert!(pieces > 0);
        let batch = state.batch.as_ref().unwrap();
        assert_eq!(batch.state, RunState::Finished);
        let Some(Ok(output)) = &batch.output else {
            panic!("{:?}", batch.output);
        };
        assert_eq!(**output, judge::run(&text, None, None).unwrap().output);
    }

    #[test]
    fn a_run_for_an_input_that_changed_fails_and_says_so() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        let state = reduce(page.state.clone(), Action::Solve { now: 0.0 });
        let [Request::Solve {
            generation, cap, ..
        }] = to_main(&state)[..]
        else {
            panic!("one Solve request");
        };
        page.state = state;
        // Solve for an older serial than the worker holds.
        page.ask(Request::Solve {
            generation,
            serial: 0,
            format: None,
            cap,
            share: Share::WHOLE,
        });
        let batch = page.state.batch.as_ref().unwrap();
        let RunState::Failed(why) = &batch.state else {
            panic!("{:?}", batch.state);
        };
        assert_eq!(*why, Failure::InputChanged);
    }

    /// Keys typed and Solve clicked before the page is drawn again (Yew draws later when it is
    /// busy): the run is of the board with the keys, as the page shows it.
    #[test]
    fn keys_then_solve_before_drawing_solve_the_typed_board() {
        let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        page.act(Action::Input(InputAction::Clear));
        let shown = page.state.input.serial;
        let mut state = page.state.clone();
        for (column, digit) in (0..9).zip(1..=9) {
            let cell = Cell::at(0, column).unwrap();
            let key = CellKey::Digit(Digit::new(digit).unwrap());
            state = input(state, InputAction::Select(cell));
            state = input(state, InputAction::Key(cell, key));
        }
        page.state = reduce(state, Action::Solve { now: 0.0 });
        page.drawn(shown);
        let outcome = page.state.outcome.clone().expect("solved");
        let solution = outcome.solution().expect("a solution").to_line('.');
        assert_eq!(&solution[..9], "123456789", "{solution}");
        assert!(matches!(outcome.verdict, Verdict::Several { .. }));
    }

    #[test]
    fn nothing_is_asked_of_the_worker_while_it_reads_the_input() {
        let text = large_lines(&[&".".repeat(81)], 20_000);
        let page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        let reading = input(page.state.clone(), InputAction::Text(text));
        assert!(reading.input.reading.is_some());
        let solved = reduce(reading.clone(), Action::Solve { now: 0.0 });
        let compared = reduce(solved, Action::Compare(CompareAction::Check));
        assert_eq!(compared, reading);
        assert!(to_main(&compared).is_empty());
    }

    #[test]
    fn editing_the_input_or_solving_again_stops_a_run_on_every_worker() {
        let page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
        let generation = running.batch.as_ref().unwrap().generation;
        running.outbox.take();
        let cancel = (To::Every, Request::Cancel { generation });
        let edited = input(running.clone(), InputAction::Text("1".repeat(81)));
        assert!(edited.outbox.take().contains(&cancel), "an edit stops it");
        let again = reduce(running, Action::Solve { now: 1.0 });
        assert_eq!(again.outbox.take()[0], cancel, "a new run stops it first");
    }

    #[test]
    fn cancel_asks_the_workers_once() {
        let page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
        running.outbox.take();
        let cancelled = reduce(running, Action::Batch(BatchAction::Cancel));
        let again = reduce(cancelled, Action::Batch(BatchAction::Cancel));
        let generation = again.batch.as_ref().unwrap().generation;
        let cancel = Request::Cancel { generation };
        assert_eq!(again.outbox.take(), vec![(To::Every, cancel)]);
        assert_eq!(again.batch.unwrap().state, RunState::Cancelled);
    }

    /// A judge's sample input as the judge gives it (the LeetCode one is ours, in `tests/`).
    fn sample(name: &str, ending: &str) -> String {
        let dir = if name.starts_with("leetcode") {
            format!("{}/tests/samples", env!("CARGO_MANIFEST_DIR"))
        } else {
            format!(
                "{}/../shared/puzzles/judge_samples",
                env!("CARGO_MANIFEST_DIR")
            )
        };
        let path = format!("{dir}/{name}.{ending}");
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn every_judge_sample_pasted_and_solved_gives_its_output_byte_for_byte() {
        for (name, format) in [
            ("boj2580_sample1", Format::Boj2580),
            ("boj2239_sample1", Format::Boj2239),
            ("poj2676_sample1", Format::Poj2676),
            ("poj2918_sample1", Format::Poj2918),
            ("poj3074_sample1", Format::Poj3074),
            ("poj3076_sample1", Format::Poj3076),
            ("boj4574_sample1", Format::Boj4574),
            ("leetcode37_sample1", Format::LeetCode),
        ] {
            let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
            page.act(Action::Input(InputAction::Text(sample(name, "in"))));
            assert_eq!(page.state.input.errors, None, "{name}");
            assert_eq!(page.state.input.format, format, "{name}");
            page.solve();
            assert_eq!(
                page.output().as_deref(),
                Ok(sample(name, "out").as_str()),
                "{name}"
            );
            let batch = page.state.batch.as_ref().unwrap();
            let boards = page.state.input.boards.len();
            assert_eq!(
                batch.tally(),
                [boards, 0, 0, 0],
                "{name}: every board unique"
            );
        }
    }

    #[test]
    fn a_sixteen_by_sixteen_board_is_shown_with_its_answer_and_no_nine_by_nine_search() {
        let mut page = Page::new(&sample("poj3076_sample1", "in"), FormatChoice::Auto);
        let board = page.state.input.board();
        assert_eq!(board.side(), 16);
        assert_eq!(page.state.input.grid(), None, "not a 9 x 9 board");
        assert_eq!(
            page.state.board(),
            Grid::empty(),
            "the player watches no search"
        );
        page.solve();
        let outcome = page.state.outcome.clone().expect("one board: its outcome");
        assert_eq!(outcome.verdict, Verdict::Unique);
        let values = outcome.values.expect("the solution's values");
        // The answer shown on the board is the judge's, letter for letter, and keeps the
        // givens.
        let letters: String = values.iter().map(|&v| char::from(b'A' + v - 1)).collect();
        assert_eq!(letters, sample("poj3076_sample1", "out").replace('\n', ""));
        for (given, found) in board.values().iter().zip(&values) {
            assert!(*given == 0 || given == found);
        }
        // Keys and the keypad edit 9 x 9 boards only: the text is this board's home.
        let key = CellKey::Digit(crate::grid::Digit::new(1).unwrap());
        let before = page.state.clone();
        page.act(Action::Input(InputAction::Keypad(key)));
        assert_eq!(page.state.input.text, before.input.text);
    }

    #[test]
    fn text_no_format_fits_clears_the_board_picker_and_results_and_says_so_once() {
        let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
        page.solve();
        assert!(page.state.batch.is_some());
        assert_eq!(page.state.input.boards.len(), 2);
        page.act(Action::Input(InputAction::Text(
            "Sample Input 1\nhello there\n42 apples\n".into(),
        )));
        let errors = page.state.input.errors.clone().expect("nothing fits");
        assert_eq!(errors.total, 1, "{errors:?}");
        assert!(matches!(
            &errors.first[0].kind,
            crate::format::ErrorKind::Unrecognized { found } if found == "Sample Input 1"
        ));
        assert_eq!(page.state.input.detected, None);
        assert_eq!(page.state.input.boards.len(), 1, "no stale boards to pick");
        assert_eq!(page.state.board(), Grid::empty(), "no stale board");
        assert_eq!(page.state.batch, None, "no stale results");
        // Solve does not run a batch that would list the error again.
        page.solve();
        assert_eq!(page.state.batch, None);
        assert!(to_main(&page.state).is_empty());
    }

    #[test]
    fn a_large_sixteen_by_sixteen_input_comes_from_the_worker_as_such_boards() {
        let one = sample("poj3076_sample1", "in");
        let copies = LARGE_INPUT / one.len() + 2;
        let text = vec![one.as_str(); copies].join("\n");
        let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        page.act(Action::Input(InputAction::Text(text)));
        let input = &page.state.input;
        assert_eq!(input.reading, None);
        assert_eq!(input.errors, None);
        assert_eq!(input.format, Format::Poj3076);
        assert_eq!(input.boards.len(), copies);
        let last = input.boards.get(copies - 1).expect("the last board");
        let expected = crate::format::parse(&one, Format::Poj3076)
            .unwrap()
            .puzzles();
        assert_eq!(last, expected[0]);
    }

    #[test]
    fn a_sixteen_by_sixteen_board_has_its_search_to_watch_and_a_nine_by_nine_has_none() {
        let mut page = Page::new(&sample("poj3076_sample1", "in"), FormatChoice::Auto);
        let sixteen = page.state.sixteen.clone().expect("a 16 x 16 search");
        let first = sixteen.snapshot().expect("no clash");
        assert_eq!((first.position, first.strategy), (0, Strategy::Dlx));
        assert!(matches!(
            first.narration,
            crate::player::Narration::Start { .. }
        ));
        page.act(Action::Sixteen(SixteenAction::Step { forward: true }));
        let after = page.state.sixteen.as_ref().unwrap().snapshot().unwrap();
        assert_eq!(after.position, 1);
        let crate::player::Narration::Cover { cell, digit, .. } = after.narration else {
            panic!("a DLX step tries a letter: {:?}", after.narration);
        };
        // The letter tried stands in the cell named, on the board shown.
        let index = cell.row() * 16 + cell.col();
        assert_eq!(after.focus, Some(index));
        assert_eq!(
            crate::names::Mark::on(16, after.board[index]),
            digit,
            "{cell}"
        );
        // A 9 x 9 board has the player instead.
        page.act(Action::Input(InputAction::Load(EXAMPLES[1].input)));
        assert_eq!(page.state.sixteen, None);
    }
}
