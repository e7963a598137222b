//! Solving: a run of every board of the input in the workers (a large run cut into shares of
//! consecutive boards, handed to the workers as they finish the ones they have), what streams
//! back from them, put together in
//! board order, and the outcome of a one-board run (what the verdict line and the board
//! show).

use super::hand_out::HandOut;
use crate::format::Format;
use crate::grid::Grid;
use crate::judge;
use crate::solver::{Strategy, Verdict};
use crate::ui::protocol::{values_from_line, BoardResult, Failure, Kind, RunEvent, Share};
use crate::ui::shared::Shared;
use std::rc::Rc;

/// What the user does to a run and its table (a run starts with [`super::Action::Solve`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum BatchAction {
    Cancel,
    Filter(Filter),
    Page(usize),
}

/// What the solver found on the board shown: from a run of one board, or asked for the board
/// shown after a run of several.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Outcome {
    pub strategy: Strategy,
    pub verdict: Verdict,
    /// The first solution's values, row-major (what the board displays), for a board of any
    /// kind: a 16 x 16 one has no `Grid`.
    pub values: Option<Vec<u8>>,
    /// A second solution of a 9 x 9 board, when there are several.
    pub second: Option<Grid>,
    /// Steps the search took.
    pub steps: u64,
    pub millis: f64,
}

impl Outcome {
    fn new(format: Format, result: &BoardResult, millis: f64) -> Outcome {
        Outcome {
            strategy: judge::default_strategy(format),
            verdict: result.verdict,
            second: result.second_grid(),
            values: result.first.as_deref().and_then(values_from_line),
            steps: result.steps,
            millis,
        }
    }

    /// The first solution, if the board is a 9 x 9 one.
    pub fn solution(&self) -> Option<Grid> {
        Grid::from_values(self.values.as_deref()?)
    }
}

/// Which boards the results table lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Filter {
    All,
    Unique,
    Several,
    NoSolution,
    Invalid,
}

impl Filter {
    /// The filters in the menu's order (the page names them in its language).
    pub const ALL: [Filter; 5] = [
        Filter::All,
        Filter::Unique,
        Filter::Several,
        Filter::NoSolution,
        Filter::Invalid,
    ];

    pub fn keeps(self, verdict: &Verdict) -> bool {
        match self {
            Filter::All => true,
            Filter::Unique => *verdict == Verdict::Unique,
            Filter::Several => matches!(verdict, Verdict::Several { .. }),
            Filter::NoSolution => *verdict == Verdict::NoSolution,
            Filter::Invalid => matches!(verdict, Verdict::Conflict(_)),
        }
    }
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
    pub total: Option<usize>,
    /// Results in board order, once the run is over (the table is drawn then): every board's
    /// when it finished, the first boards' when it was cancelled or failed.
    pub results: Shared<[BoardResult]>,
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
    pub output: Option<Result<Shared<str>, Failure>>,
    pub filter: Filter,
    pub page: usize,
}

/// One share's results and output so far, in the pieces they came in, and how it ended.
#[derive(Clone, Debug, Default, PartialEq)]
struct ShareSoFar {
    results: Vec<Shared<[BoardResult]>>,
    output: Vec<Shared<str>>,
    end: Option<Result<(), Failure>>,
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
            results: Shared(Rc::from(Vec::new())),
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

    fn shares_of(&self, handed: Vec<(usize, usize)>) -> Vec<(usize, Share)> {
        let of = self.shares() as u32;
        handed
            .into_iter()
            .map(|(worker, index)| {
                let index = index as u32;
                (worker, Share { index, of })
            })
            .collect()
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
            RunEvent::Output { text } => so_far.output.push(Shared(Rc::from(text))),
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
            RunEvent::Failed { why } => {
                self.state = RunState::Failed(why);
                self.keep_first_results();
            }
        }
        Ok(None)
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
            for piece in std::mem::take(&mut share.results) {
                results.extend_from_slice(&piece);
            }
            if !complete {
                break;
            }
        }
        self.results = Shared(Rc::from(results));
    }

    /// Every share has finished: the results and the output in board order, and the outcome
    /// of a one-board run.
    fn finish(&mut self) -> Option<Outcome> {
        self.state = RunState::Finished;
        let mut results = Vec::with_capacity(self.done);
        let mut text = String::new();
        let mut failure = None;
        let (mut unsolved, mut unsolved_total) = (Vec::new(), 0);
        for share in self.shares.iter_mut() {
            for piece in std::mem::take(&mut share.results) {
                results.extend_from_slice(&piece);
            }
            match share.end.take() {
                Some(Ok(())) => {
                    for piece in std::mem::take(&mut share.output) {
                        text.push_str(&piece);
                    }
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
            None => Ok(Shared(Rc::from(text))),
        });
        self.results = Shared(Rc::from(results));
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
mod tests {
    use super::*;
    use crate::grid::{Cell, Digit};

    fn result(verdict: Verdict) -> BoardResult {
        BoardResult {
            line: 1,
            verdict,
            first: None,
            second: None,
            steps: 3,
        }
    }

    #[test]
    fn results_stream_in_and_the_rate_follows_the_clock() {
        let mut batch = Batch::new(7, Format::Lines, 1000, hand_out_for(1), 1000.0);
        let started = RunEvent::Started { total: 4 };
        assert_eq!(batch.hear(0, 7, 0, started, 1000.0), Ok(None));
        let progress = RunEvent::Progress {
            results: vec![result(Verdict::Unique), result(Verdict::NoSolution)],
        };
        assert_eq!(batch.hear(0, 7, 0, progress, 1500.0), Ok(None));
        assert_eq!((batch.done, batch.total), (2, Some(4)));
        // Two boards in the 500 ms since the run was sent.
        assert_eq!(batch.rate(), 4.0);
        let finished = RunEvent::Finished {
            output: Ok(()),
            solving_ms: 1.0,
        };
        assert_eq!(batch.hear(0, 7, 0, finished, 1600.0), Ok(None));
        assert_eq!(batch.tally(), [1, 0, 1, 0]);
    }

    /// A result told apart by its line.
    fn on_line(line: usize) -> BoardResult {
        BoardResult {
            line,
            ..result(Verdict::Unique)
        }
    }

    /// A run in `shares` shares, one for each of as many workers.
    fn one_share_each(shares: usize) -> HandOut {
        HandOut::new(shares, shares, 1)
    }

    fn finished(output: Result<(), Failure>, solving_ms: f64) -> RunEvent {
        RunEvent::Finished { output, solving_ms }
    }

    #[test]
    fn shares_heard_in_any_order_give_results_and_output_in_board_order() {
        let mut batch = Batch::new(3, Format::Lines, 1000, one_share_each(3), 0.0);
        // One worker per share, each the share's own number.
        let mut hear = |share, event| batch.hear(share as usize, 3, share, event, 5.0);
        let progress = |lines: &[usize]| RunEvent::Progress {
            results: lines.iter().map(|&l| on_line(l)).collect(),
        };
        let output = |text: &str| RunEvent::Output { text: text.into() };
        // Share 2 first, then 0, then 1; each in its own pieces.
        hear(2, RunEvent::Started { total: 5 }).unwrap();
        hear(2, progress(&[5])).unwrap();
        hear(0, progress(&[1])).unwrap();
        hear(2, output("e\n")).unwrap();
        hear(2, finished(Ok(()), 4.0)).unwrap();
        hear(0, progress(&[2])).unwrap();
        hear(0, output("a\nb\n")).unwrap();
        hear(1, progress(&[3, 4])).unwrap();
        hear(0, finished(Ok(()), 9.0)).unwrap();
        hear(1, output("c\n")).unwrap();
        hear(1, output("d\n")).unwrap();
        assert_eq!(batch.state, RunState::Running, "share 1 is not finished");
        assert_eq!(batch.done, 5);
        assert_eq!(batch.hear(1, 3, 1, finished(Ok(()), 2.0), 5.0), Ok(None));
        assert_eq!(batch.state, RunState::Finished);
        let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
        assert_eq!(lines, [1, 2, 3, 4, 5]);
        assert_eq!(batch.output, Some(Ok(Shared(Rc::from("a\nb\nc\nd\ne\n")))));
        assert_eq!(batch.solving_ms, 9.0, "the longest worker's");
    }

    #[test]
    fn boards_without_answer_in_several_shares_are_listed_together() {
        use crate::judge::{Unsolvable, Unsolved};
        let unsolved = |board| Unsolved {
            board,
            line: board,
            reason: Unsolvable::NoSolution,
        };
        let mut batch = Batch::new(1, Format::Lines, 1000, one_share_each(2), 0.0);
        let many = Failure::Unsolved {
            first: (60..60 + Failure::LISTED).map(unsolved).collect(),
            total: 70,
        };
        let few = Failure::Unsolved {
            first: vec![unsolved(2)],
            total: 1,
        };
        batch.hear(1, 1, 1, finished(Err(many), 1.0), 1.0).unwrap();
        batch.hear(0, 1, 0, finished(Err(few), 1.0), 1.0).unwrap();
        let Some(Err(Failure::Unsolved { first, total })) = &batch.output else {
            panic!("{:?}", batch.output);
        };
        assert_eq!(*total, 71);
        assert_eq!(first.len(), Failure::LISTED);
        assert_eq!((first[0].board, first[1].board), (2, 60), "in board order");
    }

    #[test]
    fn a_cancelled_run_lists_its_first_boards_as_far_as_they_go_without_a_gap() {
        let mut batch = Batch::new(2, Format::Lines, 1000, one_share_each(3), 0.0);
        let progress = |lines: &[usize]| RunEvent::Progress {
            results: lines.iter().map(|&l| on_line(l)).collect(),
        };
        // Nine boards in three shares of three: the first share done, the second part way,
        // the third part way.
        batch
            .hear(0, 2, 0, RunEvent::Started { total: 9 }, 1.0)
            .unwrap();
        batch.hear(0, 2, 0, progress(&[1, 2, 3]), 1.0).unwrap();
        batch.hear(1, 2, 1, progress(&[4]), 1.0).unwrap();
        batch.hear(2, 2, 2, progress(&[7, 8]), 1.0).unwrap();
        assert!(batch.apply(BatchAction::Cancel));
        let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
        assert_eq!(lines, [1, 2, 3, 4]);
        assert_eq!(batch.done, 6, "the progress counts every board solved");
    }

    #[test]
    fn one_failing_share_fails_the_run_and_the_others_are_not_heard() {
        let mut batch = Batch::new(1, Format::Lines, 1000, one_share_each(2), 0.0);
        let failed = RunEvent::Failed {
            why: Failure::InputChanged,
        };
        batch.hear(1, 1, 1, failed, 1.0).unwrap();
        assert_eq!(batch.state, RunState::Failed(Failure::InputChanged));
        assert_eq!(
            batch.hear(0, 1, 0, finished(Ok(()), 1.0), 2.0),
            Err(Ignored)
        );
    }

    #[test]
    fn a_run_is_shared_only_by_as_many_workers_as_are_worth_it() {
        assert_eq!(workers_for(1, Kind::Nine, 8), 1);
        assert_eq!(workers_for(7999, Kind::Nine, 8), 1);
        assert_eq!(workers_for(8000, Kind::Nine, 8), 2);
        assert_eq!(workers_for(49_158, Kind::Nine, 2), 2);
        assert_eq!(workers_for(49_158, Kind::Nine, 8), 8);
        assert_eq!(workers_for(200, Kind::Sixteen, 8), 3);
        assert_eq!(workers_for(5, Kind::Nine, 0), 1);
        // One worker solves the run whole; several share it in eight shares each.
        let shares = |workers| hand_out_for(workers).items();
        assert_eq!((shares(1), shares(2), shares(8)), (1, 16, 64));
    }

    /// Each worker starts with two shares, in turn, and is given the next one each time it
    /// finishes one, until none is left or the run is over: here worker 1 solves a share in
    /// 1 ms and worker 0 in 3 ms, and the order they finish in is written out by hand.
    #[test]
    fn shares_are_handed_out_as_workers_finish_them() {
        let share = |index| Share { index, of: 16 };
        let mut batch = Batch::new(1, Format::Lines, 1000, hand_out_for(2), 0.0);
        assert!(batch.involves(1) && !batch.involves(2));
        assert_eq!(
            batch.first_shares(),
            [(0, share(0)), (1, share(1)), (0, share(2)), (1, share(3))]
        );
        let finishes: [(usize, u32, Option<u32>); 16] = [
            (1, 1, Some(4)),
            (1, 3, Some(5)),
            (0, 0, Some(6)),
            (1, 4, Some(7)),
            (1, 5, Some(8)),
            (1, 7, Some(9)),
            (0, 2, Some(10)),
            (1, 8, Some(11)),
            (1, 9, Some(12)),
            (1, 11, Some(13)),
            (0, 6, Some(14)),
            (1, 12, Some(15)),
            (1, 13, None),
            (0, 10, None),
            (1, 15, None),
            (0, 14, None),
        ];
        for (worker, index, next) in finishes {
            let ms = if worker == 0 { 3.0 } else { 1.0 };
            batch
                .hear(worker, 1, index, finished(Ok(()), ms), 9.0)
                .unwrap();
            let expected: Vec<_> = next.map(|next| (worker, share(next))).into_iter().collect();
            assert_eq!(batch.more_shares(worker), expected, "after share {index}");
        }
        assert_eq!(batch.state, RunState::Finished);
        assert_eq!(batch.solving_ms, 15.0, "worker 0: five shares of 3 ms");
        let mut cancelled = Batch::new(2, Format::Lines, 1000, hand_out_for(2), 0.0);
        cancelled.first_shares();
        cancelled.hear(0, 2, 0, finished(Ok(()), 1.0), 1.0).unwrap();
        cancelled.apply(BatchAction::Cancel);
        assert_eq!(cancelled.more_shares(0), [], "not once the run is over");
    }

    #[test]
    fn messages_of_another_run_or_after_cancel_are_ignored() {
        let mut batch = Batch::new(7, Format::Lines, 1000, hand_out_for(1), 0.0);
        let progress = || RunEvent::Progress {
            results: vec![result(Verdict::Unique)],
        };
        assert_eq!(batch.hear(0, 6, 0, progress(), 1.0), Err(Ignored));
        assert_eq!(
            batch.hear(1, 7, 1, progress(), 1.0),
            Err(Ignored),
            "no share 1"
        );
        assert_eq!(batch.done, 0);
        assert!(batch.apply(BatchAction::Cancel));
        assert_eq!(batch.hear(0, 7, 0, progress(), 2.0), Err(Ignored));
        assert_eq!((batch.done, &batch.state), (0, &RunState::Cancelled));
        assert!(!batch.apply(BatchAction::Cancel), "cancelled already");
    }

    #[test]
    fn filters_pick_verdicts() {
        assert!(Filter::Several.keeps(&Verdict::Several {
            count: 3,
            capped: false
        }));
        assert!(!Filter::Unique.keeps(&Verdict::NoSolution));
        assert!(!Filter::Invalid.keeps(&Verdict::Unique));
        let mut grid = Grid::empty();
        grid.set(Cell::at(0, 0).unwrap(), Digit::new(5));
        grid.set(Cell::at(0, 8).unwrap(), Digit::new(5));
        assert!(Filter::Invalid.keeps(&Verdict::Conflict(grid.conflicts()[0])));
        assert!(Filter::All.keeps(&Verdict::NoSolution));
    }
}
