//! The page's side of its conversation with the solving workers: who a request is for, the
//! outbox the reducer fills, and the one rule of delivery: a worker is sent the input a
//! request names before the request. The worker hook ([`crate::ui::hooks`]) delivers through
//! the real workers; the flow tests deliver through workers made of the worker's own code, by
//! the same [`deliver`].

use crate::ui::protocol::{input_requests, Request};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

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

/// Requests for the workers, in the order the reducer made them, until they are delivered.
///
/// Every copy of the state shares one queue. The reducer copies the state on every action and
/// the page draws only the last copy; requests made by actions between two drawings must all
/// reach the hook, in order, whichever copy it reads (so a copy of its own per state would
/// lose them). Only the reducer puts requests in and only the delivery takes them out, and
/// nothing on the page is drawn from it (the state is not compared: the page draws every new
/// state the reducer makes, and the reducer makes one only when something changed).
#[derive(Clone, Debug, Default)]
pub(crate) struct Outbox(Rc<RefCell<VecDeque<(To, Request)>>>);

impl Outbox {
    pub fn push(&self, request: Request) {
        self.push_to(To::Main, request);
    }

    pub fn push_to(&self, to: To, request: Request) {
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

/// The workers as delivery sees them: the page's real ones, or the tests'.
pub(crate) trait Post {
    /// The worker that does the work of worker `i` (itself, or another where the browser
    /// would not start that many).
    fn serving(&self, i: usize) -> usize;
    /// The input serial last sent to worker `i`, and a note that `serial` is sent now.
    fn input_sent_to(&mut self, i: usize, serial: u64) -> Option<u64>;
    fn send(&mut self, to: To, request: Request);
}

/// The input the page holds: its serial and its text.
#[derive(Clone, Copy)]
pub(crate) struct Held<'a> {
    pub serial: u64,
    pub text: &'a str,
}

/// Sends `letters` in order, each after the input it names, sent whole unless its worker has
/// it (a worker given a share of a run, or started in place of one that failed). A letter
/// about an input the page no longer holds goes as it is: the worker answers that it has
/// another, and the page ignores the answer as being of an old input.
pub(crate) fn deliver(letters: Vec<(To, Request)>, held: Held, post: &mut impl Post) {
    for (to, request) in letters {
        if let Some((i, wanted)) = input_needed(to, &request) {
            let i = post.serving(i);
            if wanted == held.serial && post.input_sent_to(i, held.serial) != Some(held.serial) {
                for piece in input_requests(held.serial, held.text, None) {
                    post.send(To::Worker(i), piece);
                }
            }
        }
        post.send(to, request);
    }
}

/// Sends the first worker a new input, whole, with `parse` (the request to read it), unless it
/// has it: what the page does with every input small enough to go at once.
pub(crate) fn send_input(held: Held, parse: Option<Request>, post: &mut impl Post) {
    if post.input_sent_to(0, held.serial) != Some(held.serial) {
        for request in input_requests(held.serial, held.text, parse) {
            post.send(To::Main, request);
        }
    }
}
