//! The page and its workers for the flow tests ([`super::tests`]): the reducer, the worker
//! hook's delivery ([`crate::ui::conversation::deliver`]) and workers made of the worker's own
//! code ([`WorkerState`]), with no browser.

use super::*;
use crate::ui::conversation::{self, Held, Inbox, Post};
use crate::ui::protocol::Failure;
use crate::ui::worker::tests::answer_now;
use crate::ui::worker::WorkerState;

pub(super) fn reduce(state: AppState, action: Action) -> AppState {
    (*Rc::new(state).reduce(action)).clone()
}

pub(super) fn input(state: AppState, action: InputAction) -> AppState {
    reduce(state, Action::Input(action))
}

/// Whether `action` leaves `state` as it is: the reducer gives back the very state it was
/// handed (and the page is not drawn again).
pub(super) fn unchanged(state: &AppState, action: Action) -> bool {
    let before = Rc::new(state.clone());
    Rc::ptr_eq(&before, &before.clone().reduce(action))
}

/// The requests made since the last look, all for the main worker.
pub(super) fn to_main(state: &AppState) -> Vec<Request> {
    let letters = state.outbox.take();
    letters
        .into_iter()
        .map(|(to, request)| {
            assert_eq!(to, To::Main, "{request:?}");
            request
        })
        .collect()
}

/// The page and its workers, as the app wires them (see `hooks::use_worker`): the same
/// delivery, through workers made of the worker's own code.
pub(super) struct Page {
    pub state: AppState,
    pub workers: Vec<WorkerState>,
    /// The input serial last sent to each worker.
    pub sent: Vec<Option<u64>>,
    pub now: f64,
    /// Answers not heard yet, in the order they came (the page hears them one at a time,
    /// as the browser's tasks, not inside the hearing of another).
    heard: std::collections::VecDeque<(usize, Response, f64)>,
    hearing: bool,
    /// What puts together the answers that come in pieces, as the worker hook's does.
    inbox: Inbox,
    /// Workers that die at the end of the next share they are asked to solve, one entry a
    /// death: the page hears all their answers but the share's end (its results and output
    /// came), then that they stopped, and a new worker with nothing takes their place (as
    /// `Workers` starts one).
    pub dying: Vec<usize>,
    /// How many times each worker was replaced by a fresh one because the state retired it.
    pub retired: Vec<u32>,
}

impl Page {
    pub fn new(text: &str, choice: FormatChoice) -> Page {
        Page::with(AppState::new(text, choice))
    }

    /// The page with `state`, its input sent to its workers.
    pub fn with(state: AppState) -> Page {
        let state_workers = state.workers;
        let mut page = Page {
            workers: (0..state.workers).map(|_| WorkerState::default()).collect(),
            sent: vec![None; state.workers],
            state,
            now: 0.0,
            heard: Default::default(),
            hearing: false,
            inbox: Inbox::default(),
            dying: Vec::new(),
            retired: vec![0; state_workers],
        };
        page.send_input();
        page
    }

    /// The page sends every new input to the worker, as the app's hook does.
    fn send_input(&mut self) {
        let (serial, text) = (self.state.input.serial, self.state.input.text.clone());
        let parse = self.state.input.parse_request();
        conversation::send_input(
            Held {
                serial,
                text: &text,
            },
            parse,
            self,
        );
    }

    /// An action, then what the worker hook does after the page is drawn: it sends a new
    /// input, then the outbox's requests.
    pub fn act(&mut self, action: Action) {
        let serial = self.state.input.serial;
        self.state = reduce(self.state.clone(), action);
        self.drawn(serial);
    }

    /// The page is drawn; the last drawing showed input `serial`: the worker hook's delivery.
    pub fn drawn(&mut self, serial: u64) {
        // Retired workers first: a new input and the requests go to the fresh ones.
        let outbox = self.state.outbox.clone();
        conversation::renew(&outbox, self);
        if self.state.input.serial != serial {
            self.send_input();
        }
        let (serial, text) = (self.state.input.serial, self.state.input.text.clone());
        let letters = outbox.take();
        conversation::deliver(
            letters,
            Held {
                serial,
                text: &text,
            },
            self,
        );
    }

    /// The main worker answers `request`, and the page hears every answer 10 ms later.
    pub fn ask(&mut self, request: Request) {
        self.ask_to(To::Main, request);
    }

    /// The workers `to` names answer `request`, as [`Page::ask`] does.
    pub fn ask_to(&mut self, to: To, request: Request) {
        let asked = match to {
            To::Main => vec![0],
            To::Worker(i) => vec![i],
            To::Every => (0..self.workers.len()).collect(),
        };
        for from in asked {
            let mut responses = answer_now(&mut self.workers[from], request.clone());
            let dies = self.dying.iter().position(|&w| w == from);
            if let (Some(at), Request::Solve { .. }) = (dies, &request) {
                self.dying.remove(at);
                responses.pop();
                responses.push(Response::Stopped);
                self.workers[from] = WorkerState::default();
                self.sent[from] = None;
            }
            for response in responses {
                self.now += 10.0;
                self.heard.push_back((from, response, self.now));
            }
        }
        if self.hearing {
            return;
        }
        self.hearing = true;
        while let Some((from, response, now)) = self.heard.pop_front() {
            for heard in self.inbox.hear(from, response) {
                self.act(Action::heard(from, heard, now));
            }
        }
        self.hearing = false;
    }

    pub fn solve(&mut self) {
        let now = self.now;
        self.act(Action::Solve { now });
    }

    pub fn compare(&mut self, expected: &str) {
        self.act(Action::Compare(CompareAction::Expected(expected.into())));
        self.act(Action::Compare(CompareAction::Check));
    }

    pub fn output(&self) -> Result<String, Failure> {
        let batch = self.state.batch.as_ref().expect("a run");
        let output = batch.output.clone().expect("a finished run");
        output.map(|text| text.joined())
    }
}

/// Delivery to the test's workers: each answers at once, and the page hears the answers in
/// order, as the browser's tasks.
impl Post for Page {
    fn serving(&self, i: usize) -> usize {
        i
    }

    fn input_sent_to(&mut self, i: usize, serial: u64) -> Option<u64> {
        self.sent[i].replace(serial)
    }

    fn send(&mut self, to: To, request: Request) {
        self.ask_to(to, request);
    }

    /// A fresh worker in each place named, with nothing: as `Workers` replaces them.
    fn retire(&mut self, to: To) {
        let places = match to {
            To::Main => vec![0],
            To::Worker(i) => vec![i],
            To::Every => (0..self.workers.len()).collect(),
        };
        let count = self.workers.len();
        for i in places.into_iter().filter(|&i| i < count) {
            self.workers[i] = WorkerState::default();
            self.sent[i] = None;
            self.retired[i] += 1;
        }
    }
}
