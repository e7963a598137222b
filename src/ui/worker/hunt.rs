//! [`Request::Hunt`]: a worst case of row-major backtracking hunted for in slices, between
//! which the inbox is heard, its best so far handed to the page as it goes.

use super::{Sliced, PROGRESS_MS};
use crate::generate::Hunt;
use crate::ui::protocol::{MadePuzzle, Request, Response};

/// A hunt under way: its [`Hunt`], its time and what the page was last told.
pub(crate) struct HuntRun {
    id: u64,
    seed: u64,
    hunt: Hunt,
    /// Milliseconds it may take, and when it started (ms; `None` until its first slice).
    budget: f64,
    started: Option<f64>,
    spent: f64,
    stopped: bool,
    /// When the page was last told (ms).
    told: f64,
}

impl HuntRun {
    /// Steps of search between two looks at the clock (a millisecond or two).
    const CHUNK: u64 = 1 << 18;

    pub(super) fn new(id: u64, seed: u64, ms: u32) -> HuntRun {
        HuntRun {
            id,
            seed,
            hunt: Hunt::new(seed),
            budget: f64::from(ms),
            started: None,
            spent: 0.0,
            stopped: false,
            told: f64::NEG_INFINITY,
        }
    }
}

impl Sliced for HuntRun {
    fn is_over(&self) -> bool {
        self.stopped || self.spent >= self.budget
    }

    /// Hunts until `slice_ms` have passed on `clock`, or its time is up.
    fn slice(&mut self, clock: &dyn Fn() -> f64, slice_ms: f64) {
        let now = clock();
        let started = *self.started.get_or_insert(now);
        let deadline = now + slice_ms;
        while !self.is_over() {
            self.hunt.work(Self::CHUNK);
            let now = clock();
            self.spent = now - started;
            if now >= deadline {
                break;
            }
        }
    }

    /// What the page hears now, if anything: every [`PROGRESS_MS`], the best so far, the
    /// candidates measured and the time (the page shows that it is alive even while one long
    /// candidate is measured), and the last message once it is over.
    fn report(&mut self, now: f64) -> Option<Response> {
        let over = self.is_over();
        if !over && now - self.told < PROGRESS_MS {
            return None;
        }
        self.told = now;
        Some(Response::Hunted {
            id: self.id,
            best: self
                .hunt
                .best()
                .map(|best| MadePuzzle::of(&best, self.seed)),
            tries: self.hunt.tries(),
            ms: self.spent as u32,
            over,
        })
    }

    /// A request heard during the hunt: its Stop (or a newer hunt, which ends this one) is
    /// its own; any other is given back, to be answered between slices.
    fn hear(&mut self, request: Request) -> Option<Request> {
        match request {
            Request::StopHunt { id } => {
                self.stopped |= id == self.id;
                None
            }
            newer @ Request::Hunt { .. } => {
                self.stopped = true;
                Some(newer)
            }
            other => Some(other),
        }
    }
}
