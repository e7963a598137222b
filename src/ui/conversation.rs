//! The page's side of its conversation with the solving workers: who a request is for, the
//! outbox the reducer fills, and the one rule of delivery: a worker is sent the input a
//! request names before the request. The worker hook ([`crate::ui::hooks`]) delivers through
//! the real workers; the flow tests deliver through workers made of the worker's own code, by
//! the same [`deliver`]; both hear the workers through an [`Inbox`], which puts together what
//! comes in pieces.

use crate::ui::protocol::{input_requests, Kind, Request, Response, RunEvent};
use crate::ui::text::{Piece, Pieces, Text};
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
pub(crate) struct Outbox {
    letters: Rc<RefCell<VecDeque<(To, Request)>>>,
    /// Workers to replace by fresh ones before anything more is sent ([`renew`]).
    retired: Rc<RefCell<Vec<To>>>,
}

impl Outbox {
    pub fn push(&self, request: Request) {
        self.push_to(To::Main, request);
    }

    pub fn push_to(&self, to: To, request: Request) {
        self.letters.borrow_mut().push_back((to, request));
    }

    /// The requests made since the last call, oldest first, with whom they are for.
    pub fn take(&self) -> Vec<(To, Request)> {
        self.letters.borrow_mut().drain(..).collect()
    }

    /// Asks for the workers `to` names to be replaced by fresh ones (what they hold is of no
    /// more use, and their memory is given back), before the next requests are sent: what
    /// is in the outbox then goes to the fresh ones.
    pub fn retire(&self, to: To) {
        self.retired.borrow_mut().push(to);
    }

    /// The workers retired and not replaced yet.
    #[cfg(test)]
    pub fn retiring(&self) -> Vec<To> {
        self.retired.borrow().clone()
    }

    /// The requests made since the last call, as [`Outbox::take`], unless one of them needs
    /// an input its worker does not hold (`holds(worker, serial)`; see [`input_needed`]):
    /// those wait, with all after them, for the drawing of the page, after which the worker
    /// hook sends the input and then them. All wait too while workers are retired: they go
    /// to the fresh ones, which the worker hook starts after the drawing ([`renew`]).
    pub fn take_unless_input_needed(
        &self,
        holds: impl Fn(usize, u64) -> bool,
    ) -> Vec<(To, Request)> {
        if !self.retired.borrow().is_empty() {
            return Vec::new();
        }
        let needs_input = self.letters.borrow().iter().any(|(to, request)| {
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
    /// Replaces the workers `to` names that are started by fresh ones, which hold nothing
    /// (no input either). Never starts one that is not.
    fn retire(&mut self, to: To);
}

/// Replaces the workers the state retired ([`Outbox::retire`]): before the outbox's requests
/// and a new input are sent, so that those reach the fresh workers. Only from the page's
/// effects: never while a worker's own listener runs (replacing it drops that listener).
pub(crate) fn renew(outbox: &Outbox, post: &mut impl Post) {
    let retired = std::mem::take(&mut *outbox.retired.borrow_mut());
    for to in retired {
        post.retire(to);
    }
}

/// The input the page holds: its serial and its text.
#[derive(Clone, Copy)]
pub(crate) struct Held<'a> {
    pub serial: u64,
    pub text: &'a Text,
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

/// What the page hears from the workers, once whole.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Heard {
    Response(Response),
    /// A large input's boards ([`Response::Boards`] put together): whole boards of `kind`,
    /// kept in the pieces they came in (JavaScript strings where the page runs: the page's
    /// wasm memory never holds them all).
    Boards {
        serial: u64,
        kind: Kind,
        digits: Pieces,
    },
}

impl From<Response> for Heard {
    fn from(response: Response) -> Heard {
        Heard::Response(response)
    }
}

/// Pieces of boards heard so far, and their kind.
type BoardPieces = (Kind, Vec<Piece>);

/// What comes from the workers in pieces, put together before the page hears it: a large
/// input's boards (pieces of [`Response::Boards`], until its [`Response::Parsed`]) and a run's
/// output (pieces of [`RunEvent::Output`], until its share's `Finished`). The page's state
/// takes each whole, once: no piece makes the page draw itself again, and the state holds
/// nothing that grows message by message. Each piece is checked as it comes (whole boards of
/// one kind), so no task checks them all.
#[derive(Debug, Default)]
pub(crate) struct Inbox {
    /// The boards of input `serial` so far, and their kind; `None` (for that serial) once a
    /// piece was not whole boards of that kind.
    boards: Option<(u64, Option<BoardPieces>)>,
    /// The output of each share under way, by worker, run and share (a share that a worker
    /// left unfinished, handed to another, starts again there).
    outputs: Vec<((usize, u64, u32), String)>,
}

impl Inbox {
    /// The messages the page hears for `response` from worker `from`: none while it is a
    /// piece of something still coming, the whole of it with the message that ends it, or the
    /// response itself.
    pub fn hear(&mut self, from: usize, response: Response) -> Vec<Heard> {
        match response {
            Response::Boards {
                serial,
                kind,
                digits,
            } => {
                self.boards_piece(serial, kind, digits);
                Vec::new()
            }
            Response::Parsed { serial, .. } => {
                let boards = match self.boards.take() {
                    Some((of, Some((kind, digits)))) if of == serial => Some(Heard::Boards {
                        serial,
                        kind,
                        digits: Pieces::new(digits),
                    }),
                    _ => None,
                };
                boards.into_iter().chain([response.into()]).collect()
            }
            Response::Run {
                generation,
                share,
                event,
            } => self
                .run_event((from, generation, share), event)
                .into_iter()
                .map(|event| {
                    Heard::Response(Response::Run {
                        generation,
                        share,
                        event,
                    })
                })
                .collect(),
            // What it had sent of a share's output will not end: the share starts again.
            Response::Stopped => {
                self.outputs.retain(|((worker, _, _), _)| *worker != from);
                vec![response.into()]
            }
            other => vec![other.into()],
        }
    }

    /// A piece of boards: kept as it came ([`Piece`]), not added to a string of them all in
    /// the page's memory, which would keep that string's size as its high-water mark.
    fn boards_piece(&mut self, serial: u64, kind: Kind, digits: String) {
        let whole = digits.len().is_multiple_of(kind.packed_len()) && digits.is_ascii();
        let piece = whole.then(|| Piece::new(&digits));
        match &mut self.boards {
            Some((of, so_far)) if *of == serial => match (so_far.as_mut(), piece) {
                (Some((k, so_far)), Some(piece)) if *k == kind => so_far.push(piece),
                _ => *so_far = None,
            },
            // The first piece of an input (the pieces of an older one are of no more use).
            _ => self.boards = Some((serial, piece.map(|piece| (kind, vec![piece])))),
        }
    }

    fn run_event(&mut self, key: (usize, u64, u32), event: RunEvent) -> Vec<RunEvent> {
        let generation = key.1;
        let at = self.outputs.iter().position(|(k, _)| *k == key);
        match event {
            RunEvent::Started { .. } => {
                // The outputs of an older run will not end: its shares were cancelled.
                self.outputs.retain(|((_, g, _), _)| *g >= generation);
                vec![event]
            }
            RunEvent::Output { text } => {
                match at {
                    Some(i) => self.outputs[i].1.push_str(&text),
                    None => self.outputs.push((key, text)),
                }
                Vec::new()
            }
            RunEvent::Finished { .. } => match at {
                Some(i) => {
                    let (_, text) = self.outputs.swap_remove(i);
                    vec![RunEvent::Output { text }, event]
                }
                None => vec![event],
            },
            RunEvent::Failed { .. } => {
                if let Some(i) = at {
                    self.outputs.swap_remove(i);
                }
                vec![event]
            }
            RunEvent::Progress { .. } => vec![event],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::protocol::Failure;

    /// What the inbox passes on as it came.
    impl PartialEq<Response> for Heard {
        fn eq(&self, other: &Response) -> bool {
            matches!(self, Heard::Response(r) if r == other)
        }
    }

    fn run(generation: u64, share: u32, event: RunEvent) -> Response {
        Response::Run {
            generation,
            share,
            event,
        }
    }

    fn output(text: &str) -> RunEvent {
        RunEvent::Output { text: text.into() }
    }

    fn finished() -> RunEvent {
        RunEvent::Finished {
            output: Ok(()),
            solving_ms: 1.0,
        }
    }

    #[test]
    fn each_share_of_each_worker_gets_its_own_output_and_a_failure_drops_it() {
        let mut inbox = Inbox::default();
        for (from, share, text) in [(0, 0, "12"), (1, 1, "ab"), (0, 0, "34"), (1, 1, "cd")] {
            assert_eq!(
                inbox.hear(from, run(7, share, output(text))),
                Vec::<Heard>::new()
            );
        }
        // The same share of the same run from another worker (handed over) is apart.
        assert_eq!(inbox.hear(2, run(7, 0, output("zz"))), Vec::<Heard>::new());
        assert_eq!(
            inbox.hear(1, run(7, 1, finished())),
            vec![run(7, 1, output("abcd")), run(7, 1, finished())]
        );
        let failed = RunEvent::Failed {
            why: Failure::Cancelled,
        };
        assert_eq!(
            inbox.hear(2, run(7, 0, failed.clone())),
            vec![run(7, 0, failed)]
        );
        assert_eq!(
            inbox.hear(0, run(7, 0, finished())),
            vec![run(7, 0, output("1234")), run(7, 0, finished())]
        );
        // A share that sent no output ends as it came.
        assert_eq!(
            inbox.hear(0, run(7, 2, finished())),
            vec![run(7, 2, finished())]
        );
    }

    #[test]
    fn a_reading_in_pieces_reaches_the_page_whole_in_those_pieces() {
        let mut inbox = Inbox::default();
        // 1,000 boards in pieces of 64 (the worker's are a megabyte).
        let all: String = (0..1000)
            .map(|i| format!("{}{}", i % 9 + 1, "0".repeat(80)))
            .collect();
        for piece in all.as_bytes().chunks(64 * 81) {
            let piece = Response::Boards {
                serial: 3,
                kind: Kind::Nine,
                digits: String::from_utf8(piece.to_vec()).unwrap(),
            };
            assert_eq!(inbox.hear(0, piece), Vec::<Heard>::new());
        }
        let parsed = Response::Parsed {
            serial: 3,
            detected: None,
            format: crate::format::Format::Lines,
            errors: None,
        };
        let heard = inbox.hear(0, parsed.clone());
        let [Heard::Boards {
            serial: 3,
            kind: Kind::Nine,
            digits,
        }, last] = &heard[..]
        else {
            panic!("{heard:?}");
        };
        assert_eq!(digits.joined(), all);
        assert_eq!(digits.0.len(), 1000usize.div_ceil(64), "kept in its pieces");
        assert_eq!(*last, parsed);
        // A piece that is not whole boards (cut inside one) spoils the reading: none is heard.
        let cut = |digits: &str| Response::Boards {
            serial: 4,
            kind: Kind::Nine,
            digits: digits.into(),
        };
        assert!(inbox.hear(0, cut(&all[..81])).is_empty());
        assert!(inbox.hear(0, cut(&all[81..100])).is_empty());
        assert!(inbox.hear(0, cut(&all[100..162])).is_empty());
        let parsed = Response::Parsed {
            serial: 4,
            detected: None,
            format: crate::format::Format::Lines,
            errors: None,
        };
        assert_eq!(inbox.hear(0, parsed.clone()), vec![parsed]);
    }

    #[test]
    fn a_newer_run_drops_what_an_older_one_left_and_other_answers_pass() {
        let mut inbox = Inbox::default();
        assert_eq!(inbox.hear(0, run(1, 0, output("old"))), Vec::<Heard>::new());
        let started = run(2, 0, RunEvent::Started { total: 3 });
        assert_eq!(inbox.hear(0, started.clone()), vec![started]);
        assert_eq!(inbox.outputs, Vec::new());
        assert_eq!(
            inbox.hear(0, Response::Listening),
            vec![Response::Listening]
        );
        // Boards of an older input are dropped when a newer one's come.
        let boards = |serial, digits: &str| Response::Boards {
            serial,
            kind: Kind::Nine,
            digits: digits.into(),
        };
        assert_eq!(
            inbox.hear(0, boards(1, &"1".repeat(81))),
            Vec::<Heard>::new()
        );
        assert_eq!(
            inbox.hear(0, boards(2, &"2".repeat(81))),
            Vec::<Heard>::new()
        );
        let parsed = Response::Parsed {
            serial: 2,
            detected: None,
            format: crate::format::Format::Lines,
            errors: None,
        };
        assert_eq!(
            inbox.hear(0, parsed.clone()),
            vec![
                Heard::Boards {
                    serial: 2,
                    kind: Kind::Nine,
                    digits: Pieces::new(vec![Piece::new(&"2".repeat(81))]),
                },
                parsed.into()
            ]
        );
    }
}
