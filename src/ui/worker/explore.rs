//! The player's long jumps: parts of a classic search explored at full speed, handed to the
//! page in pieces.

use super::*;
use crate::grid::Grid;
use crate::player::parts::Part;
use crate::player::Player;
use crate::ui::protocol::{Request, Response};
use std::collections::VecDeque;

/// [`Request::ExplorePart`]: parts of the player's classic search explored at full speed in
/// slices, between which the inbox is heard; each handed to the page in pieces.
pub(crate) struct Exploration {
    run: u64,
    jump: u32,
    givens: Grid,
    /// The part under way: its index, its player, the pieces handed over and when the piece
    /// under way started (ms; `None` until its first slice).
    current: Option<PartUnderWay>,
    /// Parts asked for since, in order: index, part, checkpoint interval.
    queued: VecDeque<(u32, Part, u64)>,
    stopped: bool,
    /// Pieces ready to be handed over.
    ready: Vec<Response>,
}

struct PartUnderWay {
    index: u32,
    player: Player,
    pieces: u32,
    since: Option<f64>,
}

impl Exploration {
    /// Steps between two looks at the clock (a few milliseconds).
    const CHUNK: u64 = 1 << 20;

    /// `None` if the givens do not read or clash: that search has nothing to explore.
    pub(super) fn new(run: u64, jump: u32, givens: &str) -> Option<Exploration> {
        let givens = Grid::from_line(givens).ok()?;
        givens.conflicts().is_empty().then_some(Exploration {
            run,
            jump,
            givens,
            current: None,
            queued: VecDeque::new(),
            stopped: false,
            ready: Vec::new(),
        })
    }

    pub(super) fn queue(&mut self, index: u32, part: Part, interval: u64) {
        self.queued.push_back((index, part, interval));
    }

    pub(crate) fn is_over(&self) -> bool {
        self.stopped || (self.current.is_none() && self.queued.is_empty())
    }

    /// Explores until `slice_ms` have passed on `clock`, or a part is done (its last piece
    /// then goes to the page at once, and the page hands this worker its next part while it
    /// explores the ones it has: see `ui::state::jump`); a part under way for [`PROGRESS_MS`]
    /// hands a piece over.
    pub(crate) fn slice(&mut self, clock: impl Fn() -> f64, slice_ms: f64) {
        let deadline = clock() + slice_ms;
        while !self.is_over() && clock() < deadline {
            let Some(part) = &mut self.current else {
                self.start_next();
                continue;
            };
            let since = *part.since.get_or_insert_with(&clock);
            let done = part.player.explore(Self::CHUNK);
            if done || clock() - since > PROGRESS_MS {
                self.hand_piece(done);
            }
            if done {
                return;
            }
        }
    }

    fn start_next(&mut self) {
        let Some((index, part, interval)) = self.queued.pop_front() else {
            return;
        };
        match Player::part(&self.givens, &part, interval) {
            Some(player) => {
                self.current = Some(PartUnderWay {
                    index,
                    player,
                    pieces: 0,
                    since: None,
                })
            }
            // Not a part of this search (never from our page): an empty last piece says so,
            // and the page seeks on its own.
            None => self.ready.push(Response::Part {
                run: self.run,
                jump: self.jump,
                index,
                piece: 0,
                bytes: Vec::new(),
                last: true,
            }),
        }
    }

    /// Hands over what the part under way explored since its last piece; the rest of it (if
    /// not `last`) is the next piece.
    fn hand_piece(&mut self, last: bool) {
        let Some(mut part) = self.current.take() else {
            return;
        };
        self.ready.push(Response::Part {
            run: self.run,
            jump: self.jump,
            index: part.index,
            piece: part.pieces,
            bytes: part.player.to_bytes().unwrap_or_default(),
            last,
        });
        if !last {
            part.player = part.player.rest_of_part();
            part.pieces += 1;
            part.since = None;
            self.current = Some(part);
        }
    }

    /// A part of the same jump waits its turn, unless the exploration was stopped. Any other
    /// request stops the exploration (the page wants something else of the worker, and gives
    /// up its jump); it is answered after the pieces handed over so far (a part of another
    /// jump, or one after a stop, starts an exploration of its own then).
    pub(crate) fn hear(&mut self, request: Request) -> Option<Request> {
        match request {
            Request::ExplorePart {
                run,
                jump,
                index,
                givens,
                part,
                interval,
            } if !self.stopped
                && (run, jump) == (self.run, self.jump)
                && Grid::from_line(&givens).ok() == Some(self.givens) =>
            {
                self.queue(index, part, interval);
                None
            }
            Request::StopExploring => {
                self.stopped = true;
                None
            }
            other => {
                self.stopped = true;
                Some(other)
            }
        }
    }

    /// The pieces ready to go to the page.
    pub(crate) fn hand_over(&mut self) -> Vec<Response> {
        std::mem::take(&mut self.ready)
    }
}
