//! Solving: a run of every board of the input in the workers (a large run cut into shares of
//! consecutive boards, handed to the workers as they finish the ones they have), what streams
//! back from them, put together in board order, and the outcome of a one-board run (what the
//! verdict line and the board show, [`Outcome`]).

mod filter;
mod outcome;
mod results;

pub(crate) use filter::Filter;
pub(crate) use outcome::Outcome;
pub(crate) use results::Results;

use super::hand_out::HandOut;
use crate::format::Format;
use crate::solver::Verdict;
use crate::ui::protocol::{BoardResult, Failure, Kind, RunEvent, Share};
use crate::ui::shared::Shared;
use crate::ui::text::{Piece, Pieces};
use std::rc::Rc;

/// What the user does to a run and its table (a run starts with [`super::Action::Solve`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum BatchAction {
    Cancel,
    Filter(Filter),
    Page(usize),
}

/// Where a run is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum RunState {
    Running,
    Finished,
    Cancelled,
    Failed(Failure),
}

/// How many workers share a run of `boards` boards of `kind`, of `workers`: one for every
/// so many boards, as many as there are workers at most. Every worker reads the whole input
/// itself (a large one as it is pasted, a small one when given a share), so a worker is worth
/// it only when its part takes longer to solve than that: 4,000 9 x 9 boards take 15-40 ms in
/// wasm (BENCHMARKS.md), a 16 x 16 one about 3 ms.
pub(crate) fn workers_for(boards: usize, kind: Kind, workers: usize) -> usize {
    let per_worker = match kind {
        Kind::Nine => 4000,
        Kind::Sixteen | Kind::Dominoes => 64,
    };
    (boards / per_worker).clamp(1, workers.max(1))
}

/// Shares a run is cut into for each worker that solves it, when several do: each worker is
/// given [`AHEAD`] to start with and the next one whenever it finishes one ([`HandOut`]), so a
/// core the machine runs faster (a phone's large cores beside its small ones, or one the page's
/// thread leaves alone) solves more of them, and the run ends when the last share does rather
/// than when the slowest worker's fixed part does. Eight: the shares given at the start, a
/// quarter of the run, are all that is shared out regardless of speed.
const SHARES_PER_WORKER: usize = 8;
/// Shares a worker holds at once: the one it solves and the next, so that it never waits for
/// the page to hand it one.
const AHEAD: usize = 2;

/// How a run solved by `workers` workers is shared among them: one share for a single worker,
/// else [`SHARES_PER_WORKER`] a worker, handed out as they finish them.
pub(crate) fn hand_out_for(workers: usize) -> HandOut {
    let shares = if workers > 1 {
        workers * SHARES_PER_WORKER
    } else {
        1
    };
    HandOut::new(shares, workers, AHEAD)
}

/// A run in the workers and what came back so far.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Batch {
    pub generation: u64,
    /// The input's format, for the outcome of the board shown.
    format: Format,
    /// Solutions were counted up to this many (the board shown's outcome counts as far).
    pub cap: u64,
    /// The boards of the run, as its workers read them (once one says so).
    pub total: Option<usize>,
    /// The boards the page read in the input when the run started: the same count, known
    /// before any worker says it (a run that fails first still names its boards).
    read: Option<usize>,
    /// Results in board order, once the run is over (the table is drawn then): every board's
    /// when it finished, the first boards' when it was cancelled or failed.
    pub results: Results,
    /// What each share sent so far, in the pieces it came in: the reducer copies the state on
    /// every message, and a copy of the pieces shares them (tens of thousands of results
    /// copied each time would not do).
    shares: Vec<ShareSoFar>,
    /// Which shares the workers that solve it (the first ones) were given and have not
    /// finished.
    hand_out: HandOut,
    /// The time each worker spent solving so far (ms).
    solving: Vec<f64>,
    /// Boards solved so far, of every share: the progress.
    pub done: usize,
    pub started_ms: f64,
    pub elapsed_ms: f64,
    /// Of `elapsed_ms`, the time the workers spent solving: the longest any worker spent on
    /// its shares (known when the run is finished).
    pub solving_ms: f64,
    pub state: RunState,
    /// (In the pieces it came in: [`Pieces`].)
    pub output: Option<Result<Pieces, Failure>>,
    pub filter: Filter,
    pub page: usize,
}

/// One share's results and output so far, in the pieces they came in, and how it ended.
#[derive(Clone, Debug, Default, PartialEq)]
struct ShareSoFar {
    results: Vec<Shared<[BoardResult]>>,
    output: Vec<Piece>,
    end: Option<Result<(), Failure>>,
    /// The worker it was handed to, once it is.
    holder: Option<usize>,
    /// Whether it was handed again, its first worker having stopped.
    again: bool,
}

impl ShareSoFar {
    fn len(&self) -> usize {
        self.results.iter().map(|piece| piece.len()).sum()
    }
}

impl Batch {
    /// Run `generation` of boards in `format`, their solutions counted up to `cap`, in the
    /// shares of `hand_out` (one at least: [`hand_out_for`]), sent to the workers at `now` (ms).
    pub fn new(generation: u64, format: Format, cap: u64, hand_out: HandOut, now: f64) -> Batch {
        let shares = hand_out.items();
        debug_assert!(shares > 0, "a run of no share would never finish");
        Batch {
            generation,
            format,
            cap,
            total: None,
            read: None,
            results: Results::default(),
            shares: vec![ShareSoFar::default(); shares],
            solving: vec![0.0; hand_out.workers()],
            hand_out,
            done: 0,
            started_ms: now,
            elapsed_ms: 0.0,
            solving_ms: 0.0,
            state: RunState::Running,
            output: None,
            filter: Filter::All,
            page: 0,
        }
    }

    /// The run of the `boards` the page read in the input.
    pub fn of_boards(mut self, boards: usize) -> Batch {
        self.read = Some(boards);
        self
    }

    /// The boards left without an answer by a run that failed, first and last (from 1); `None`
    /// if every board has one, or the run did not fail.
    pub fn not_solved(&self) -> Option<(usize, usize)> {
        if !matches!(self.state, RunState::Failed(_)) {
            return None;
        }
        let kept = self.results.len();
        let total = self.total.or(self.read)?;
        (kept < total).then_some((kept + 1, total))
    }

    /// The outcome of one of the run's boards, from its result with solutions (asked of the
    /// main worker for the board shown after a run of several) and how long that took.
    pub fn outcome_of(&self, result: &BoardResult, millis: f64) -> Outcome {
        Outcome::new(self.format, result, millis)
    }

    pub fn is_running(&self) -> bool {
        self.state == RunState::Running
    }

    /// How many shares the run is cut into.
    pub fn shares(&self) -> usize {
        self.shares.len()
    }

    /// Whether worker `worker` solves shares of this run.
    pub fn involves(&self, worker: usize) -> bool {
        worker < self.hand_out.workers()
    }

    /// The shares to start with, [`AHEAD`] for each worker, in turn: (worker, share).
    pub fn first_shares(&mut self) -> Vec<(usize, Share)> {
        let first = self.hand_out.start();
        self.shares_of(first)
    }

    /// The shares for the workers that hold fewer than [`AHEAD`] (after hearing that
    /// `worker` finished one, the next for it), while the run goes on.
    pub fn more_shares(&mut self, worker: usize) -> Vec<(usize, Share)> {
        if !self.is_running() {
            return Vec::new();
        }
        let more = self.hand_out.top_up(worker, usize::MAX);
        self.shares_of(more)
    }

    fn shares_of(&mut self, handed: Vec<(usize, usize)>) -> Vec<(usize, Share)> {
        let of = self.shares() as u32;
        handed
            .into_iter()
            .map(|(worker, index)| {
                self.shares[index].holder = Some(worker);
                let index = index as u32;
                (worker, Share { index, of })
            })
            .collect()
    }

    /// Worker `worker` stopped (it crashed, or was stopped), heard at `now` (ms): the shares
    /// it held and had not finished start again from nothing, handed to it again (the page
    /// starts a new worker in its place), and those are returned. A share lost a second time
    /// (a board that crashes its worker, or a browser that starts no new one) ends the run
    /// instead: `None`, the run failed, with the results of its first boards (the rest are
    /// named by the message).
    pub fn worker_lost(&mut self, worker: usize, now: f64) -> Option<Vec<(usize, Share)>> {
        if !self.is_running() {
            return Some(Vec::new());
        }
        self.elapsed_ms = now - self.started_ms;
        let lost: Vec<usize> = (0..self.shares.len())
            .filter(|&i| self.shares[i].holder == Some(worker) && self.shares[i].end.is_none())
            .collect();
        if lost.iter().any(|&i| self.shares[i].again) {
            self.fail(Failure::WorkerStopped);
            return None;
        }
        for &i in &lost {
            let share = &mut self.shares[i];
            self.done -= share.len();
            share.results.clear();
            share.output.clear();
            share.again = true;
        }
        Some(self.shares_of(lost.into_iter().map(|i| (worker, i)).collect()))
    }

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
        for r in self.results.iter() {
            let i = match r.verdict {
                Verdict::Unique => 0,
                Verdict::Several { .. } => 1,
                Verdict::NoSolution => 2,
                Verdict::Conflict(_) => 3,
            };
            t[i] += 1;
        }
        t
    }

    /// News from worker `worker` of share `share` of run `generation`, received at `now`
    /// (ms). `Ignored` if it is not for this run, or comes after a cancel or a failure; else
    /// the outcome, when the run of one board is finished. A share's end counts its time
    /// solving to the worker (the run's time solving is the longest any worker spent on its
    /// shares), which may then be given more ([`Batch::more_shares`]).
    pub fn hear(
        &mut self,
        worker: usize,
        generation: u64,
        share: u32,
        event: RunEvent,
        now: f64,
    ) -> Result<Option<Outcome>, Ignored> {
        let share = share as usize;
        if generation != self.generation || !self.is_running() {
            return Err(Ignored);
        }
        let Some(so_far) = self.shares.get_mut(share) else {
            return Err(Ignored);
        };
        self.elapsed_ms = now - self.started_ms;
        match event {
            RunEvent::Started { total } => self.total = Some(total),
            RunEvent::Progress { results } => {
                self.done += results.len();
                so_far.results.push(Shared(Rc::from(results)));
            }
            RunEvent::Output { text } => so_far.output.push(Piece::new(&text)),
            RunEvent::Finished { output, solving_ms } => {
                so_far.end = Some(output);
                self.hand_out.finished(worker);
                if let Some(spent) = self.solving.get_mut(worker) {
                    *spent += solving_ms;
                    self.solving_ms = self.solving_ms.max(*spent);
                }
                if self.shares.iter().all(|s| s.end.is_some()) {
                    return Ok(self.finish());
                }
            }
            RunEvent::Failed { why } => self.fail(why),
        }
        Ok(None)
    }

    /// The run failed: it keeps the results of its first boards.
    fn fail(&mut self, why: Failure) {
        self.state = RunState::Failed(why);
        self.keep_first_results();
    }

    /// A run stopped before its end: the results of its first boards, as far as they go
    /// without a gap (a later share's boards would be listed under the wrong numbers).
    fn keep_first_results(&mut self) {
        let of = self.shares.len() as u32;
        let mut results = Vec::new();
        for (index, share) in (0..of).zip(self.shares.iter_mut()) {
            let whole = self
                .total
                .map(|total| Share { index, of }.range(total).len());
            let complete = whole == Some(share.len());
            results.append(&mut share.results);
            if !complete {
                break;
            }
        }
        self.results = Results::new(results);
    }

    /// Every share has finished: the results and the output in board order, and the outcome
    /// of a one-board run.
    fn finish(&mut self) -> Option<Outcome> {
        self.state = RunState::Finished;
        let mut results = Vec::new();
        let mut text = Vec::new();
        let mut failure = None;
        let (mut unsolved, mut unsolved_total) = (Vec::new(), 0);
        for share in self.shares.iter_mut() {
            results.append(&mut share.results);
            match share.end.take() {
                Some(Ok(())) => {
                    text.append(&mut share.output);
                }
                // Boards without an answer in several shares: listed together, in order.
                Some(Err(Failure::Unsolved { first, total })) => {
                    unsolved.extend(first);
                    unsolved_total += total;
                }
                Some(Err(other)) => failure = failure.or(Some(other)),
                None => {}
            }
        }
        self.output = Some(match failure {
            Some(failure) => Err(failure),
            None if unsolved_total > 0 => {
                unsolved.truncate(Failure::LISTED);
                Err(Failure::Unsolved {
                    first: unsolved,
                    total: unsolved_total,
                })
            }
            None => Ok(Pieces::new(text)),
        });
        self.results = Results::new(results);
        // One board: its verdict is the outcome, as for a solve on the page.
        if self.total != Some(1) {
            return None;
        }
        self.results
            .first()
            .map(|r| Outcome::new(self.format, r, self.elapsed_ms))
    }

    pub fn apply(&mut self, action: BatchAction) -> bool {
        match action {
            BatchAction::Cancel if self.is_running() => {
                self.state = RunState::Cancelled;
                self.keep_first_results();
            }
            BatchAction::Filter(filter) => {
                self.filter = filter;
                self.page = 0;
            }
            BatchAction::Page(page) => self.page = page,
            BatchAction::Cancel => return false,
        }
        true
    }
}

/// A message that is not for the run shown.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Ignored;

#[cfg(test)]
mod tests;
