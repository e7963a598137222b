//! The solving worker: batch runs (every board of a paste), large readings, output checks and
//! the player's long jumps (a classic search explored at full speed), off the page's thread.
//!
//! [`serve`] only moves messages; what the worker does with each request is [`WorkerState`]'s
//! and [`BatchRun`]'s, plain code tested natively. A batch run solves in slices of a few
//! milliseconds and looks at its inbox between slices, where a `Cancel` or a newer request
//! stops it.

mod serve;
mod warm;

pub use serve::serve;

use crate::board::{Board, Solution};
use crate::format::{self, Format};
use crate::grid::Grid;
use crate::judge::{self, Unsolvable};
use crate::player::parts::Part;
use crate::player::Player;
use crate::solver::Verdict;
use crate::ui::protocol::{
    pack_boards, solution_line, unpack_board, BoardResult, Failure, InputErrors, Kind, Request,
    Response, RunEvent, Share, PIECE,
};
use std::collections::VecDeque;

/// Milliseconds of solving between two looks at the inbox.
pub(crate) const SLICE_MS: f64 = 20.0;
/// Milliseconds between two hand-overs of a long exploration.
pub(crate) const PROGRESS_MS: f64 = 500.0;
/// Milliseconds between two messages of a run's results: each message makes the page draw
/// itself again, and on a machine with as many workers as cores the page's thread takes a
/// core from them.
pub(crate) const RESULTS_MS: f64 = 100.0;
/// Bytes of the judge's output per message.
const OUTPUT_PIECE: usize = 256 * 1024;

/// What the worker keeps between requests.
#[derive(Default)]
pub(crate) struct WorkerState {
    /// The page's latest input: its serial and text.
    input: (u64, String),
    /// The last reading the page asked for, kept so that solving or checking that input does
    /// not read it again (a large input takes a while to read).
    last_reading: Option<Reading>,
    /// When the last run's results were last sent (ms), and its generation: a run's next share
    /// keeps to the same pace ([`RESULTS_MS`]) rather than sending its first results at once.
    results_sent: Option<(u64, f64)>,
}

/// The boards of a share of a run: how many the input holds, where the share's start, and
/// its own.
struct ShareBoards {
    total: usize,
    first: usize,
    boards: Vec<format::Puzzle>,
}

/// What the worker read of input `serial`.
struct Reading {
    serial: u64,
    format: Format,
    result: Result<format::Parsed, format::ParseErrors>,
}

/// What the worker does with a request: answer at once, run a batch, or explore a search.
pub(crate) enum Handled {
    Answers(Vec<Response>),
    Run(BatchRun),
    /// Boxed: a player holds its states inline.
    Explore(Box<Exploration>),
}

impl WorkerState {
    /// The one place requests are told apart, outside a run (a run hears its own inbox:
    /// [`BatchRun::hear`]). `clock` reads the time in milliseconds.
    pub(crate) fn handle(&mut self, request: Request, clock: fn() -> f64) -> Handled {
        let answers = match request {
            Request::Input {
                serial,
                piece,
                start,
            } => {
                self.take_piece(serial, piece, start);
                Vec::new()
            }
            // No run is under way: nothing to cancel.
            // A cancel heard after its run: the run is over (the page sends one when a shared
            // run finishes), so the reading kept for its shares goes.
            Request::Cancel { .. } => {
                self.last_reading = None;
                Vec::new()
            }
            Request::StopExploring => Vec::new(),
            Request::Parse { serial, format } => self.parse(serial, format),
            Request::Read { serial, format } => {
                self.read_ahead(serial, format);
                Vec::new()
            }
            Request::Compare {
                id,
                serial,
                format,
                expected,
            } => vec![self.compare(id, serial, format, &expected)],
            Request::Outcome {
                id,
                format,
                cap,
                board,
            } => vec![outcome(id, format, cap, &board, clock)],
            Request::Solve {
                generation,
                serial,
                format,
                cap,
                share,
            } => match self.start_run(generation, serial, format, cap, share) {
                Ok(run) => return Handled::Run(run),
                Err(failed) => vec![failed],
            },
            Request::ExplorePart {
                run,
                jump,
                index,
                givens,
                part,
                interval,
            } => match Exploration::new(run, jump, &givens) {
                Some(mut exploration) => {
                    exploration.queue(index, part, interval);
                    return Handled::Explore(Box::new(exploration));
                }
                // A board that does not read or clashes has no search: the page seeks on its
                // own when it hears an empty last piece.
                None => vec![Response::Part {
                    run,
                    jump,
                    index,
                    piece: 0,
                    bytes: Vec::new(),
                    last: true,
                }],
            },
        };
        Handled::Answers(answers)
    }

    /// Every answer to `request` at once, a run solved in one slice: what [`serve`] sends,
    /// without the waiting.
    #[cfg(test)]
    pub(crate) fn answer_now(&mut self, request: Request) -> Vec<Response> {
        match self.handle(request, || 0.0) {
            Handled::Answers(answers) => answers,
            Handled::Run(mut run) => {
                let mut answers = vec![run.started()];
                while !run.is_over() {
                    run.solve_slice(|| 0.0, SLICE_MS);
                    answers.extend(run.progress(0.0, 0.0));
                }
                answers.extend(run.finish(self));
                answers
            }
            Handled::Explore(mut exploration) => {
                while !exploration.is_over() {
                    exploration.slice(|| 0.0, SLICE_MS);
                }
                exploration.hand_over()
            }
        }
    }

    /// The serial of the input the worker holds.
    #[cfg(test)]
    pub(crate) fn input_serial(&self) -> u64 {
        self.input.0
    }

    /// [`Request::Input`]: a piece of the page's input.
    pub(crate) fn take_piece(&mut self, serial: u64, piece: String, start: bool) {
        if start {
            // A reading of another input is of no more use (a shared run keeps its reading for
            // the shares it may still be given).
            if self
                .last_reading
                .as_ref()
                .is_some_and(|r| r.serial != serial)
            {
                self.last_reading = None;
            }
            self.input = (serial, piece);
        } else if self.input.0 == serial {
            self.input.1.push_str(&piece);
        }
    }

    /// [`Request::Parse`]: the boards of input `serial` in pieces, then what was read; nothing
    /// if the page has sent a newer input since.
    pub(crate) fn parse(&mut self, serial: u64, format: Option<Format>) -> Vec<Response> {
        if serial != self.input.0 {
            return Vec::new();
        }
        let text = &self.input.1;
        let detected = format::detect(text);
        let Some(format) = format.or(detected) else {
            // No format fits: one error says what was expected, and there is no reading to
            // keep.
            return vec![Response::Parsed {
                serial,
                detected,
                format: Format::Lines,
                errors: Some(InputErrors::from(&format::unrecognized(text))),
            }];
        };
        let result = format::parse(text, format);
        let kind = Kind::of(format);
        let boards: Vec<Board> = match &result {
            Ok(parsed) => parsed.puzzles(),
            Err(_) => Vec::new(),
        };
        let mut responses: Vec<Response> = boards
            .chunks(PIECE / kind.packed_len())
            .map(|chunk| Response::Boards {
                serial,
                kind,
                digits: pack_boards(chunk),
            })
            .collect();
        responses.push(Response::Parsed {
            serial,
            detected,
            format,
            errors: result.as_ref().err().map(InputErrors::from),
        });
        self.last_reading = Some(Reading {
            serial,
            format,
            result,
        });
        responses
    }

    /// [`Request::Read`]: input `serial` read and kept for a run (nothing if the page has sent
    /// a newer input since, or no format fits it: the run will say so).
    pub(crate) fn read_ahead(&mut self, serial: u64, format: Option<Format>) {
        if serial != self.input.0 {
            return;
        }
        let Some(format) = format.or_else(|| format::detect(&self.input.1)) else {
            return;
        };
        self.last_reading = Some(Reading {
            serial,
            format,
            result: format::parse(&self.input.1, format),
        });
    }

    /// [`Request::Compare`]: `expected` judged against the boards of input `serial`.
    pub(crate) fn compare(
        &mut self,
        id: u64,
        serial: u64,
        format: Format,
        expected: &str,
    ) -> Response {
        let result = match self.reading(serial, format) {
            None => Err(Failure::InputChanged),
            Some(Err(_)) => Err(Failure::InputHasErrors),
            Some(Ok(parsed)) => crate::judge::check_output(format, &parsed.puzzles(), expected)
                .map_err(|e| Failure::Unreadable(InputErrors::from(&e))),
        };
        Response::Compared { id, result }
    }

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

    /// The boards of `share` of input `serial` read as `format`, with how many boards the
    /// input holds and where the share's start; `None` if the page has sent a newer input
    /// since. A run of one share uses the reading up; a run of several keeps it for the other
    /// shares this worker may be given (until another input comes).
    fn read_share(
        &mut self,
        serial: u64,
        format: Format,
        share: Share,
    ) -> Option<Result<ShareBoards, InputErrors>> {
        if share.of <= 1 {
            self.reading(serial, format)?;
            let reading = self.last_reading.take()?;
            return Some(match reading.result {
                Err(errors) => Err(InputErrors::from(&errors)),
                Ok(parsed) => Ok(ShareBoards {
                    total: parsed.boards.len(),
                    first: 0,
                    boards: parsed.boards,
                }),
            });
        }
        Some(match self.reading(serial, format)? {
            Err(errors) => Err(InputErrors::from(errors)),
            Ok(parsed) => {
                let range = share.range(parsed.boards.len());
                Ok(ShareBoards {
                    total: parsed.boards.len(),
                    first: range.start,
                    boards: parsed.boards[range].to_vec(),
                })
            }
        })
    }

    /// Input `serial` read as `format`: the last reading if it is that one, else a fresh one,
    /// kept as the last; `None` if the page has sent a newer input since.
    fn reading(
        &mut self,
        serial: u64,
        format: Format,
    ) -> Option<&Result<format::Parsed, format::ParseErrors>> {
        if serial != self.input.0 {
            return None;
        }
        let kept = self
            .last_reading
            .as_ref()
            .is_some_and(|r| r.serial == serial && r.format == format);
        if !kept {
            self.last_reading = Some(Reading {
                serial,
                format,
                result: format::parse(&self.input.1, format),
            });
        }
        self.last_reading.as_ref().map(|r| &r.result)
    }
}

/// A batch run under way.
pub(crate) struct BatchRun {
    generation: u64,
    /// The run's share this worker solves: its index, the boards of the whole run, and where
    /// in them its own start (counted from 0).
    share: u32,
    total: usize,
    first: usize,
    format: Format,
    cap: u64,
    boards: Vec<format::Puzzle>,
    results: Vec<BoardResult>,
    /// How many of `results` the page has been sent, and when last (ms).
    sent: usize,
    sent_at: Option<f64>,
    /// Each result's first solution, which the judge's output is written from.
    solutions: Vec<Option<Solution>>,
    solving_ms: f64,
    /// Pieces of a newer input that came during the run, taken in after it.
    later_pieces: Vec<(u64, String, bool)>,
    cancelled: bool,
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
            | Request::Read { .. }) => Some(other),
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
    fn new(run: u64, jump: u32, givens: &str) -> Option<Exploration> {
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

    fn queue(&mut self, index: u32, part: Part, interval: u64) {
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

/// [`Request::Outcome`]: `board`, packed as a board of the kind `format` reads, solved alone
/// as a run of an input in `format` solves it, its solutions included, and the milliseconds that took on
/// `clock`.
pub(crate) fn outcome(
    id: u64,
    format: Format,
    cap: u64,
    board: &str,
    clock: fn() -> f64,
) -> Response {
    let result = unpack_board(Kind::of(format), board).map(|board| {
        let start = clock();
        let (result, _) = solve_board(&board, 0, format, cap, true);
        (result, clock() - start)
    });
    Response::Outcome { id, result }
}

/// `board`, starting on `line` of an input in `format`, solved as a run does: with the
/// format's strategy, its solutions counted up to `cap`. The result for the page (with its
/// solutions as lines if `with_solutions`), and the first solution for the judge's output.
pub(crate) fn solve_board(
    board: &Board,
    line: usize,
    format: Format,
    cap: u64,
    with_solutions: bool,
) -> (BoardResult, Option<Solution>) {
    let analysis = board.analyze(judge::default_strategy(format), cap);
    let line_of = |solution: &Option<Solution>| {
        solution
            .as_ref()
            .filter(|_| with_solutions)
            .map(solution_line)
    };
    let result = BoardResult {
        line,
        verdict: analysis.verdict,
        first: line_of(&analysis.first),
        second: line_of(&analysis.second),
        steps: analysis.steps,
    };
    (result, analysis.first)
}

/// The judge's output for a finished run's results and first solutions (in board order, the
/// first being board `first` of the input, counted from 0), or the boards that have no answer,
/// described.
fn judge_output(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Strategy;
    use crate::ui::examples::EXAMPLES;
    use std::cell::Cell as Counter;

    fn with_input(text: &str, serial: u64) -> WorkerState {
        let mut state = WorkerState::default();
        let mut pieces = text
            .as_bytes()
            .chunks(7)
            .map(|p| std::str::from_utf8(p).unwrap());
        state.take_piece(serial, pieces.next().unwrap_or("").into(), true);
        for piece in pieces {
            state.take_piece(serial, piece.into(), false);
        }
        state
    }

    /// A clock that moves 1 ms each time it is read.
    fn ticking() -> impl Fn() -> f64 {
        let t = Counter::new(0.0);
        move || {
            t.set(t.get() + 1.0);
            t.get()
        }
    }

    fn events(responses: &[Response]) -> Vec<&RunEvent> {
        responses
            .iter()
            .map(|r| match r {
                Response::Run { event, .. } => event,
                other => panic!("not a run's message: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn parts_are_explored_in_turn_in_pieces_and_any_other_request_stops_them() {
        let adversary =
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
        let givens: Grid = adversary.parse().unwrap();
        let mut page = Player::new(&givens, Strategy::Classic).unwrap();
        let parts = crate::player::parts::split(&page, 8).unwrap();
        let interval = crate::player::parts::interval_for(50_000_000);
        let ask = |index: usize| Request::ExplorePart {
            run: 3,
            jump: 0,
            index: index as u32,
            givens: adversary.into(),
            part: parts[index].clone(),
            interval,
        };
        let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(0), || 0.0)
        else {
            panic!("not an exploration");
        };
        assert_eq!(exploration.hear(ask(1)), None, "waits its turn");
        // A clock that moves 200 ms a look, in one long slice: a piece every few chunks of
        // steps.
        let t = Counter::new(0.0);
        let clock = || {
            t.set(t.get() + 200.0);
            t.get()
        };
        exploration.slice(clock, f64::INFINITY);
        // A part done ends the slice: its last piece goes to the page at once.
        let mut heard = exploration.hand_over();
        assert!(
            matches!(
                heard.last(),
                Some(Response::Part {
                    index: 0,
                    last: true,
                    ..
                })
            ),
            "{heard:?}"
        );
        assert!(!exploration.is_over());
        exploration.slice(clock, f64::INFINITY);
        assert!(exploration.is_over());
        heard.extend(exploration.hand_over());
        let pieces_of = |part: u32| {
            heard
                .iter()
                .filter(|r| matches!(r, Response::Part { index, .. } if *index == part))
                .count()
        };
        assert!(
            pieces_of(0) >= 1 && pieces_of(1) > 1,
            "{} {}",
            pieces_of(0),
            pieces_of(1)
        );
        // Part 0 in pieces, in order, then part 1: each splices onto the page in turn.
        let mut expected = (0, 0);
        for response in &heard {
            let Response::Part {
                run: 3,
                jump: 0,
                index,
                piece,
                bytes,
                last,
            } = response
            else {
                panic!("{response:?}");
            };
            assert_eq!((*index, *piece), expected);
            let spliced = Player::from_bytes(&givens, bytes).expect("a piece of the search");
            assert!(page.splice(&spliced));
            expected = if *last {
                (index + 1, 0)
            } else {
                (*index, piece + 1)
            };
        }
        assert_eq!(expected, (2, 0), "both parts, whole");
        let mut whole = Player::new(&givens, Strategy::Classic).unwrap();
        whole.explore(page.explored());
        page.seek_now(page.explored());
        whole.seek_now(whole.explored());
        assert_eq!(page.search().counters(), whole.search().counters());
        // A stop ends it and is not answered; another request ends it and is answered later.
        let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0)
        else {
            panic!("not an exploration");
        };
        assert!(!exploration.is_over());
        assert_eq!(exploration.hear(Request::StopExploring), None);
        assert!(exploration.is_over());
        let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0)
        else {
            panic!("not an exploration");
        };
        let cancel = Request::Cancel { generation: 1 };
        assert_eq!(exploration.hear(cancel.clone()), Some(cancel));
        assert!(exploration.is_over());
        // Once stopped, a part of the same jump is not taken in (it starts an exploration of
        // its own afterwards); a part of another jump stops this one.
        let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0)
        else {
            panic!("not an exploration");
        };
        assert_eq!(exploration.hear(Request::StopExploring), None);
        assert_eq!(exploration.hear(ask(3)), Some(ask(3)));
        let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0)
        else {
            panic!("not an exploration");
        };
        let Request::ExplorePart {
            run,
            index,
            givens,
            part,
            interval,
            ..
        } = ask(3)
        else {
            unreachable!()
        };
        let next_jump = Request::ExplorePart {
            run,
            jump: 1,
            index,
            givens,
            part,
            interval,
        };
        assert_eq!(exploration.hear(next_jump.clone()), Some(next_jump));
        assert!(exploration.is_over());
        // A board that clashes or does not read has no search: an empty last piece says so.
        let mut worker = WorkerState::default();
        for givens in ["11".to_string() + &".".repeat(79), "x".into()] {
            let request = Request::ExplorePart {
                run: 1,
                jump: 0,
                index: 4,
                givens,
                part: parts[0].clone(),
                interval,
            };
            let answers = worker.answer_now(request);
            let [Response::Part {
                run: 1,
                index: 4,
                bytes,
                last: true,
                ..
            }] = &answers[..]
            else {
                panic!("{answers:?}");
            };
            assert!(bytes.is_empty());
        }
    }

    #[test]
    fn pieces_of_an_older_input_are_dropped() {
        let mut state = with_input(EXAMPLES[3].input, 2);
        // A late piece of input 1 must not be glued onto input 2.
        state.take_piece(1, "junk".into(), false);
        assert_eq!(state.input, (2, EXAMPLES[3].input.to_string()));
    }

    #[test]
    fn a_run_solves_every_board_in_slices_and_writes_the_judge_output() {
        let input = EXAMPLES[3].input;
        let mut state = with_input(input, 5);
        let mut run = state
            .start_run(9, 5, None, 10, Share::WHOLE)
            .expect("the input reads");
        assert_eq!(
            run.started(),
            Response::Run {
                generation: 9,
                share: 0,
                event: RunEvent::Started { total: 2 }
            }
        );
        let mut slices = 0;
        while !run.is_over() {
            // Each board takes more than the slice on this clock: one board per slice.
            run.solve_slice(ticking(), 1.0);
            let Some(Response::Run {
                event: RunEvent::Progress { results },
                ..
            }) = run.progress(slices as f64, 0.0)
            else {
                panic!("progress expected");
            };
            assert_eq!(results.len(), 1);
            assert_eq!(
                (&results[0].first, &results[0].second),
                (&None, &None),
                "a run of several boards sends verdicts, not solutions"
            );
            slices += 1;
        }
        assert_eq!(slices, 2);
        let last = run.finish(&mut state);
        let events = events(&last);
        let text: String = events
            .iter()
            .filter_map(|e| match e {
                RunEvent::Output { text } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(text, crate::ui::judge_sample_output("poj3074_sample1"));
        assert!(matches!(
            events.last(),
            Some(RunEvent::Finished { output: Ok(()), .. })
        ));
    }

    #[test]
    fn a_run_of_one_board_sends_its_solution() {
        let input = EXAMPLES[0].input;
        let mut state = with_input(input, 3);
        let mut run = state
            .start_run(1, 3, None, 10, Share::WHOLE)
            .expect("the input reads");
        run.solve_slice(ticking(), f64::INFINITY);
        let Some(Response::Run {
            event: RunEvent::Progress { results },
            ..
        }) = run.progress(0.0, 0.0)
        else {
            panic!("progress expected");
        };
        let givens = format::parse_detected(input).unwrap().boards[0]
            .board
            .clone();
        let Board::Nine(givens) = givens else {
            panic!("a 9 x 9 board");
        };
        let solution: Grid = results[0].first.as_deref().expect("sent").parse().unwrap();
        // A solution by the rules, keeping the givens (checked here, not by the solver).
        assert!(solution.conflicts().is_empty());
        for cell in crate::grid::Cell::all() {
            assert!(solution.get(cell).is_some());
            if let Some(digit) = givens.get(cell) {
                assert_eq!(solution.get(cell), Some(digit));
            }
        }
    }

    #[test]
    fn a_board_sent_alone_is_solved_with_its_solutions() {
        // The BOJ 2580 sample, and its solution with a rectangle of four cells left empty
        // (r4c3 and r5c5 hold 1, r4c5 and r5c3 hold 4, in two boxes): two solutions.
        let sample = format::parse_detected(EXAMPLES[0].input).unwrap().boards[0]
            .board
            .clone();
        let Board::Nine(sample) = sample else {
            panic!("a 9 x 9 board");
        };
        let mut two: Vec<char> = crate::ui::judge_sample_output("boj2580_sample1")
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        for cell in [29, 31, 38, 40] {
            two[cell] = '.';
        }
        let two: String = two.into_iter().collect();
        let ask = |board: &str| outcome(7, Format::Lines, 10, board, || 0.0);
        let packed = |line: &str| pack_boards(&[Board::Nine(line.parse().unwrap())]);
        let Response::Outcome {
            id: 7,
            result: Some((first, _)),
        } = ask(&packed(&sample.to_line('.')))
        else {
            panic!("the sample's outcome");
        };
        // A solution by the rules, keeping the givens (checked here, not by the solver).
        let solution: Grid = first
            .first
            .as_deref()
            .expect("its solution")
            .parse()
            .unwrap();
        assert!(solution.conflicts().is_empty());
        for cell in crate::grid::Cell::all() {
            assert!(solution.get(cell).is_some());
            if let Some(digit) = sample.get(cell) {
                assert_eq!(solution.get(cell), Some(digit));
            }
        }
        assert_eq!(
            (first.verdict, first.second.as_ref()),
            (Verdict::Unique, None)
        );
        let Response::Outcome {
            result: Some((second, _)),
            ..
        } = ask(&packed(&two))
        else {
            panic!("the second board's outcome");
        };
        assert_eq!(
            second.verdict,
            Verdict::Several {
                count: 2,
                capped: false
            }
        );
        let (a, b) = (
            second.first.clone().unwrap(),
            second.second.clone().unwrap(),
        );
        assert_ne!(a, b);
        for line in [&a, &b] {
            let grid: Grid = line.parse().unwrap();
            assert!(grid.conflicts().is_empty(), "{line}");
            for (solved, given) in line.chars().zip(two.chars()) {
                assert!(solved.is_ascii_digit() && (given == '.' || given == solved));
            }
        }
        // What is no board of its kind has no outcome.
        assert_eq!(
            ask("12"),
            Response::Outcome {
                id: 7,
                result: None
            }
        );
    }

    #[test]
    fn cancel_stops_only_its_own_run() {
        let mut state = with_input(EXAMPLES[3].input, 1);
        let mut run = state
            .start_run(4, 1, None, 10, Share::WHOLE)
            .expect("the input reads");
        assert_eq!(run.hear(Request::Cancel { generation: 3 }), None);
        assert!(!run.is_over(), "another run's cancel");
        assert_eq!(run.hear(Request::Cancel { generation: 4 }), None);
        assert!(run.is_over());
        let last = run.finish(&mut state);
        assert_eq!(
            events(&last),
            vec![&RunEvent::Failed {
                why: Failure::Cancelled
            }]
        );
    }

    #[test]
    fn another_share_of_the_run_waits_its_turn_unless_the_run_is_cancelled() {
        let mut state = with_input(EXAMPLES[3].input, 1);
        let mut run = state
            .start_run(4, 1, None, 10, Share { index: 0, of: 2 })
            .expect("the input reads");
        let share = |generation| Request::Solve {
            generation,
            serial: 1,
            format: None,
            cap: 10,
            share: Share { index: 1, of: 2 },
        };
        assert_eq!(run.hear(share(4)), Some(share(4)));
        assert!(!run.is_over(), "a share of the same run does not stop it");
        assert!(run.still_wanted(&share(4)));
        run.hear(Request::Cancel { generation: 4 });
        assert!(!run.still_wanted(&share(4)), "cancelled with its run");
        assert_eq!(run.hear(share(4)), None);
        // A newer run's share stops this one and is answered.
        let mut run = state
            .start_run(4, 1, None, 10, Share { index: 0, of: 2 })
            .expect("the input reads");
        assert_eq!(run.hear(share(5)), Some(share(5)));
        assert!(run.is_over());
        assert!(run.still_wanted(&share(5)));
    }

    #[test]
    fn results_go_to_the_page_at_most_every_so_often_and_all_of_them_at_the_end() {
        let boards =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
                .repeat(5);
        let mut state = with_input(&boards, 1);
        let mut run = state
            .start_run(1, 1, None, 10, Share::WHOLE)
            .expect("the input reads");
        let sent = |response: Option<Response>| match response {
            Some(Response::Run {
                event: RunEvent::Progress { results },
                ..
            }) => results.len(),
            None => 0,
            Some(other) => panic!("{other:?}"),
        };
        // One board a slice (the clock ticks past it), at 0, 40, 80, 120 and 160 ms.
        let mut counts = Vec::new();
        for now in [0.0, 40.0, 80.0, 120.0, 160.0] {
            run.solve_slice(ticking(), 1.0);
            counts.push(sent(run.progress(now, 100.0)));
        }
        // The first at once, the next three 120 ms later, the last as the run is over.
        assert_eq!(counts, [1, 0, 0, 3, 1]);
        assert_eq!(sent(run.progress(170.0, 100.0)), 0, "nothing left");
    }

    #[test]
    fn a_newer_input_during_a_run_stops_it_and_its_pieces_are_kept() {
        let mut state = with_input(EXAMPLES[3].input, 1);
        let mut run = state
            .start_run(1, 1, None, 10, Share::WHOLE)
            .expect("the input reads");
        run.solve_slice(ticking(), 1.0);
        // The page sends a new input in two pieces, then asks to read it, and checks output.
        for (piece, start) in [("103000509\n", true), ("rest", false)] {
            let request = Request::Input {
                serial: 2,
                piece: piece.into(),
                start,
            };
            assert_eq!(run.hear(request), None);
            assert!(
                run.is_over(),
                "the run's boards are stale from the first piece on"
            );
        }
        let parse = Request::Parse {
            serial: 2,
            format: None,
        };
        assert_eq!(run.hear(parse.clone()), Some(parse));
        let compare = Request::Compare {
            id: 1,
            serial: 2,
            format: Format::Lines,
            expected: String::new(),
        };
        assert_eq!(run.hear(compare.clone()), Some(compare));
        assert!(run.is_over(), "the run's boards are stale");
        let last = run.finish(&mut state);
        assert!(matches!(events(&last)[..], [RunEvent::Failed { .. }]));
        assert_eq!(
            state.input,
            (2, "103000509\nrest".to_string()),
            "the pieces are kept"
        );
    }

    #[test]
    fn a_reading_is_reused_once_and_only_for_its_input_and_format() {
        let mut state = with_input(EXAMPLES[3].input, 1);
        let responses = state.parse(1, None);
        let Some(Response::Parsed {
            detected: Some(Format::Poj3074),
            format: Format::Poj3074,
            errors: None,
            ..
        }) = responses.last()
        else {
            panic!("{responses:?}");
        };
        let Response::Boards { digits, .. } = &responses[0] else {
            panic!("{responses:?}")
        };
        assert_eq!(digits.len(), 2 * 81);
        // Replace the text behind the reading's back: a run that reuses the reading still
        // sees the two boards read, one that reads again sees the new text's one board.
        let one = format!("{}\n", ".".repeat(81));
        state.input.1 = one.clone();
        let run = state
            .start_run(1, 1, Some(Format::Poj3074), 10, Share::WHOLE)
            .ok()
            .unwrap();
        assert_eq!(run.boards.len(), 2, "the reading was reused");
        assert!(state.last_reading.is_none(), "and used up");
        let run = state
            .start_run(2, 1, Some(Format::Lines), 10, Share::WHOLE)
            .expect("the input reads");
        assert_eq!(run.boards.len(), 1, "read again");
        // A reading in another format than the run's is not used.
        state.input.1 = EXAMPLES[3].input.to_string();
        state.parse(1, Some(Format::Poj3074));
        state.input.1 = one;
        let run = state
            .start_run(3, 1, Some(Format::Lines), 10, Share::WHOLE)
            .expect("the input reads");
        assert_eq!(run.boards.len(), 1, "read again, as lines");
    }

    #[test]
    fn a_reading_ahead_answers_nothing_and_serves_a_share_of_the_run() {
        let mut state = with_input(EXAMPLES[3].input, 1);
        let read = Request::Parse {
            serial: 1,
            format: None,
        }
        .read_ahead()
        .expect("a parse has its reading ahead");
        assert_eq!(state.answer_now(read), Vec::new());
        // The text replaced behind the reading's back: the share is of the two boards read.
        state.input.1 = format!("{}\n", ".".repeat(81));
        let run = state
            .start_run(1, 1, Some(Format::Poj3074), 10, Share { index: 1, of: 2 })
            .ok()
            .unwrap();
        assert_eq!((run.total, run.first, run.boards.len()), (2, 1, 1));
        // The reading is kept for the run's other shares, which this worker may be given.
        let run = state
            .start_run(1, 1, Some(Format::Poj3074), 10, Share { index: 0, of: 2 })
            .ok()
            .unwrap();
        assert_eq!((run.total, run.first, run.boards.len()), (2, 0, 1));
        // A reading ahead of an older input keeps nothing (the reading of input 1 stays).
        state.read_ahead(0, None);
        assert_eq!(state.last_reading.as_ref().map(|r| r.serial), Some(1));
        // The run's end (a cancel heard after it) releases it; so does another input.
        assert_eq!(
            state.answer_now(Request::Cancel { generation: 1 }),
            Vec::new()
        );
        assert!(state.last_reading.is_none());
        state.read_ahead(1, None);
        assert!(state.last_reading.is_some());
        state.take_piece(2, "x".into(), true);
        assert!(state.last_reading.is_none());
    }

    /// A run's next share on a worker keeps the pace of its results: the first are sent at
    /// once only for a run this worker has not sent results of yet.
    #[test]
    fn a_runs_next_share_sends_its_results_at_the_same_pace() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let mut state = with_input(&format!("{line}\n").repeat(8), 1);
        let share = |index| Share { index, of: 2 };
        // A run of four boards, one solved (a clock that runs out at each look).
        let solved = |state: &mut WorkerState, generation, index| {
            let mut run = state
                .start_run(generation, 1, Some(Format::Lines), 10, share(index))
                .ok()
                .unwrap();
            let t = Counter::new(0.0);
            run.solve_slice(
                || {
                    t.set(t.get() + SLICE_MS);
                    t.get()
                },
                SLICE_MS,
            );
            assert!(!run.is_over());
            run
        };
        let mut run = solved(&mut state, 1, 0);
        assert!(
            run.progress(1000.0, RESULTS_MS).is_some(),
            "the first at once"
        );
        while !run.is_over() {
            run.solve_slice(|| 0.0, SLICE_MS);
        }
        run.finish(&mut state);
        let mut next = solved(&mut state, 1, 1);
        assert!(
            next.progress(1000.0 + RESULTS_MS / 2.0, RESULTS_MS)
                .is_none(),
            "not due yet"
        );
        assert!(next.progress(1000.0 + RESULTS_MS, RESULTS_MS).is_some());
        let mut other = solved(&mut state, 2, 1);
        assert!(other.progress(1001.0, RESULTS_MS).is_some(), "another run");
    }

    /// Why the run asked for did not start.
    fn run_refused(state: &mut WorkerState, serial: u64, format: Option<Format>) -> Failure {
        match state.start_run(1, serial, format, 10, Share::WHOLE) {
            Err(Response::Run {
                event: RunEvent::Failed { why },
                ..
            }) => why,
            Err(other) => panic!("{other:?}"),
            Ok(_) => panic!("the run must not start"),
        }
    }

    /// Why the output check asked for could not be made.
    fn compare_refused(state: &mut WorkerState, serial: u64, format: Format) -> Failure {
        match state.compare(1, serial, format, "1") {
            Response::Compared {
                result: Err(why), ..
            } => why,
            other => panic!("the output must not be checked: {other:?}"),
        }
    }

    #[test]
    fn solving_or_comparing_a_stale_input_says_so() {
        let mut state = with_input(EXAMPLES[3].input, 2);
        assert_eq!(run_refused(&mut state, 1, None), Failure::InputChanged);
        assert_eq!(
            compare_refused(&mut state, 1, Format::Poj3074),
            Failure::InputChanged
        );
        assert!(
            state.parse(1, None).is_empty(),
            "a stale reading is not answered"
        );
    }

    #[test]
    fn bad_input_fails_the_run_with_located_errors() {
        let mut state = with_input("10300x509\n", 1);
        let Failure::Unreadable(errors) = run_refused(&mut state, 1, Some(Format::Boj2239)) else {
            panic!("the input does not read");
        };
        let first = &errors.first[0];
        assert_eq!((first.line, first.column), (1, 6), "{first}");
        assert_eq!(
            compare_refused(&mut state, 1, Format::Boj2239),
            Failure::InputHasErrors
        );
    }

    #[test]
    fn boards_without_answer_are_named_with_their_line() {
        let none = format::parse_detected(EXAMPLES[8].input).unwrap();
        let (result, solution) = solve_board(&none.boards[0].board, 4, none.format, 10, true);
        assert_eq!(result.verdict, Verdict::NoSolution);
        let Failure::Unsolved { first, total } =
            judge_output(none.format, 0, &[result], vec![solution]).unwrap_err()
        else {
            panic!("the board has no answer");
        };
        assert_eq!(total, 1);
        assert_eq!(
            first[0].to_string(),
            "board 1, line 4: the puzzle has no solution"
        );
    }

    #[test]
    fn a_run_with_unsolvable_boards_names_them() {
        let mut state = with_input(EXAMPLES[8].input, 1);
        let mut run = state
            .start_run(1, 1, None, 10, Share::WHOLE)
            .expect("the input reads");
        while !run.is_over() {
            run.solve_slice(ticking(), 50.0);
        }
        assert_eq!(run.results[0].verdict, Verdict::NoSolution);
        let last = run.finish(&mut state);
        let [RunEvent::Finished {
            output: Err(Failure::Unsolved { first, .. }),
            ..
        }] = &events(&last)[..]
        else {
            panic!("{last:?}");
        };
        assert_eq!(first[0].reason, Unsolvable::NoSolution);
    }
}
