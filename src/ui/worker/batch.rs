//! A batch run: the boards of a share of the input solved in slices, results sent at a pace,
//! the judge's output written at the end; what the run hears of its inbox meanwhile.

use super::reading::ShareBoards;
use super::*;
use crate::board::Solution;
use crate::format::{self, Format};
use crate::judge::{self, Unsolvable};
use crate::solver::Verdict;
use crate::ui::protocol::{BoardResult, Failure, InputErrors, Request, Response, RunEvent, Share};

impl WorkerState {
    /// [`Request::Solve`]: a run over the boards of `share` of input `serial`, or the message
    /// saying why there is none.
    pub(crate) fn start_run(
        &mut self,
        generation: u64,
        serial: u64,
        format: Option<Format>,
        cap: u64,
        share: Share,
    ) -> Result<BatchRun, Response> {
        let failed = |why: Failure| Response::Run {
            generation,
            share: share.index,
            event: RunEvent::Failed { why },
        };
        let Some(format) = format.or_else(|| format::detect(&self.input.1)) else {
            let errors = format::unrecognized(&self.input.1);
            return Err(failed(Failure::Unreadable(InputErrors::from(&errors))));
        };
        match self.read_share(serial, format, share) {
            None => Err(failed(Failure::InputChanged)),
            Some(Err(errors)) => Err(failed(Failure::Unreadable(errors))),
            Some(Ok(ShareBoards {
                total,
                first,
                boards,
            })) => Ok(BatchRun {
                generation,
                share: share.index,
                total,
                first,
                format,
                cap,
                boards,
                results: Vec::new(),
                sent: 0,
                sent_at: self
                    .results_sent
                    .filter(|&(run, _)| run == generation)
                    .map(|(_, at)| at),
                solutions: Vec::new(),
                solving_ms: 0.0,
                later_pieces: Vec::new(),
                cancelled: false,
            }),
        }
    }
}

/// A batch run under way.
pub(crate) struct BatchRun {
    pub(super) generation: u64,
    /// The run's share this worker solves: its index, the boards of the whole run, and where
    /// in them its own start (counted from 0).
    pub(super) share: u32,
    pub(super) total: usize,
    pub(super) first: usize,
    pub(super) format: Format,
    pub(super) cap: u64,
    pub(super) boards: Vec<format::Puzzle>,
    pub(super) results: Vec<BoardResult>,
    /// How many of `results` the page has been sent, and when last (ms).
    pub(super) sent: usize,
    pub(super) sent_at: Option<f64>,
    /// Each result's first solution, which the judge's output is written from.
    pub(super) solutions: Vec<Option<Solution>>,
    pub(super) solving_ms: f64,
    /// Pieces of a newer input that came during the run, taken in after it.
    pub(super) later_pieces: Vec<(u64, String, bool)>,
    pub(super) cancelled: bool,
}

impl BatchRun {
    fn event(&self, event: RunEvent) -> Response {
        Response::Run {
            generation: self.generation,
            share: self.share,
            event,
        }
    }

    pub(crate) fn started(&self) -> Response {
        self.event(RunEvent::Started { total: self.total })
    }

    /// Whether the run has nothing more to solve (every board done, or cancelled).
    pub(crate) fn is_over(&self) -> bool {
        self.cancelled || self.results.len() == self.boards.len()
    }

    /// Solves the next boards, at least one, until `slice_ms` have passed on `clock`.
    pub(crate) fn solve_slice(&mut self, clock: impl Fn() -> f64, slice_ms: f64) {
        let start = clock();
        for board in &self.boards[self.results.len()..] {
            // A run of several boards sends the page verdicts only: the judge's output has the
            // solutions, and the page asks for those of the board it shows ([`outcome`]).
            let with_solutions = self.total == 1;
            let (result, solution) = solve_board(
                &board.board,
                board.line,
                self.format,
                self.cap,
                with_solutions,
            );
            self.results.push(result);
            self.solutions.push(solution);
            if clock() >= start + slice_ms {
                break;
            }
        }
        self.solving_ms += clock() - start;
    }

    /// The results the page has not been sent, at `now` (ms): the first at once, then at most
    /// one message every `every_ms`, and the last when the run is over.
    pub(crate) fn progress(&mut self, now: f64, every_ms: f64) -> Option<Response> {
        let due = self.is_over() || self.sent_at.is_none_or(|at| now - at >= every_ms);
        if !due || self.sent == self.results.len() {
            return None;
        }
        let results = self.results[self.sent..].to_vec();
        self.sent = self.results.len();
        self.sent_at = Some(now);
        Some(self.event(RunEvent::Progress { results }))
    }

    /// A request that came during the run. A cancel of this run, a newer input (the page has
    /// forgotten this run's boards), or a request to solve another run or read stops it; what
    /// must still be answered is given back, to be handled after the run (another share of
    /// this run too).
    pub(crate) fn hear(&mut self, request: Request) -> Option<Request> {
        match request {
            Request::Cancel { generation } => {
                self.cancelled |= generation == self.generation;
                None
            }
            Request::Input {
                serial,
                piece,
                start,
            } => {
                self.cancelled |= start;
                self.later_pieces.push((serial, piece, start));
                None
            }
            // Another share of this run (the page hands shares out as workers finish theirs):
            // solved after this one, unless the run is cancelled.
            share @ Request::Solve { generation, .. } if generation == self.generation => {
                (!self.cancelled).then_some(share)
            }
            newer @ (Request::Solve { .. } | Request::Parse { .. }) => {
                self.cancelled = true;
                Some(newer)
            }
            other @ (Request::Compare { .. }
            | Request::Outcome { .. }
            | Request::ExplorePart { .. }
            | Request::Read { .. }
            | Request::Generate { .. }
            | Request::Hunt { .. }
            | Request::StopHunt { .. }
            | Request::Measure { .. }) => Some(other),
            Request::StopExploring => None,
        }
    }

    /// Whether `request`, heard during the run and waiting for its end, is still to be
    /// answered: not another share of this run once it is cancelled.
    pub(crate) fn still_wanted(&self, request: &Request) -> bool {
        let share_of_this =
            matches!(request, Request::Solve { generation, .. } if *generation == self.generation);
        !(self.cancelled && share_of_this)
    }

    /// The run's last messages (the output in pieces, then `Finished`; or `Failed` when
    /// cancelled). Pieces of input that came during the run go to `state` now.
    pub(crate) fn finish(mut self, state: &mut WorkerState) -> Vec<Response> {
        for (serial, piece, start) in self.later_pieces.iter().cloned() {
            state.take_piece(serial, piece, start);
        }
        state.results_sent = self.sent_at.map(|at| (self.generation, at));
        if self.cancelled {
            return vec![self.event(RunEvent::Failed {
                why: Failure::Cancelled,
            })];
        }
        let output = judge_output(
            self.format,
            self.first,
            &self.results,
            std::mem::take(&mut self.solutions),
        );
        let mut responses: Vec<Response> = match &output {
            // The output is ASCII (digits, spaces, newlines): any byte is a boundary.
            Ok(text) => text
                .as_bytes()
                .chunks(OUTPUT_PIECE)
                .map(|piece| {
                    self.event(RunEvent::Output {
                        text: String::from_utf8_lossy(piece).into_owned(),
                    })
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        responses.push(self.event(RunEvent::Finished {
            output: output.map(|_| ()),
            solving_ms: self.solving_ms,
        }));
        responses
    }
}
/// The judge's output for a finished run's results and first solutions (in board order, the
/// first being board `first` of the input, counted from 0), or the boards that have no answer,
/// described.
pub(super) fn judge_output(
    format: Format,
    first: usize,
    results: &[BoardResult],
    solutions: Vec<Option<Solution>>,
) -> Result<String, Failure> {
    let answers = results.iter().zip(solutions).map(|(r, solution)| {
        let answer = match (solution, r.verdict) {
            (Some(solution), _) => Ok(solution),
            (None, Verdict::Conflict(c)) => Err(Unsolvable::Conflict(c)),
            (None, _) => Err(Unsolvable::NoSolution),
        };
        (r.line, answer)
    });
    judge::write_answers_from(format, first, answers)
        .map_err(|problems| Failure::unsolved(&problems))
}
