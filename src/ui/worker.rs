//! The solving worker: batch runs (every board of a paste) off the main thread, and reading
//! large pastes.
//!
//! The page sends the whole input; the worker parses it, solves board after board in slices of
//! a few milliseconds, and streams results back, so the page shows progress and stays
//! responsive. A paste of megabytes is also read here (detected, parsed, its errors found):
//! the page gets the boards back as plain digits, or the first errors. Between slices the worker yields to its event loop, where a `Cancel` or a newer
//! request is seen; every message carries the request's generation, and the page drops
//! messages of older generations.

use crate::format::{self, Format};
use crate::grid::{Conflict, Grid};
use crate::judge;
use crate::judge::ProblemKind;
use crate::solver::{self, Verdict};
use futures::{FutureExt, SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use yew_agent::reactor::{reactor, ReactorScope};

/// Milliseconds of solving between two looks at the inbox.
const SLICE_MS: f64 = 20.0;
/// Bytes of output per message.
const OUTPUT_PIECE: usize = 256 * 1024;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// The page's input, sent when it changes (a paste is slow anyway), so that pressing
    /// Solve does not copy megabytes across threads. A large input comes in pieces of about a
    /// megabyte, in order, each in a task of its own on the page; `start` marks the first.
    Input {
        serial: u64,
        piece: String,
        start: bool,
    },
    /// Solve every board of input `serial`, read as `format` (by id; detected when `None`),
    /// counting each board's solutions up to `cap`.
    Solve {
        generation: u64,
        serial: u64,
        format: Option<String>,
        cap: u64,
    },
    Cancel {
        generation: u64,
    },
    /// Read input `serial` as `format` (by id; detected when `None`) and answer with
    /// [`Response::Parsed`]: the page does this for inputs too large to read between frames.
    Parse {
        serial: u64,
        format: Option<String>,
    },
    /// Judge `expected` (a program's output) against the boards of input `serial` read as
    /// `format` (by id), and answer with [`Response::Compared`] tagged `id`. Checking can
    /// solve every board (BOJ 2239 wants the smallest solution), so it is done here.
    Compare {
        id: u64,
        serial: u64,
        format: String,
        expected: String,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    Started {
        generation: u64,
        total: usize,
    },
    /// The next results, in board order.
    Progress {
        generation: u64,
        results: Vec<BoardResult>,
    },
    /// A piece of the judge's output, in order; pieces keep each message small, so the page
    /// never spends long on one.
    Output {
        generation: u64,
        text: String,
    },
    /// All boards are done: the output was sent in pieces, or here is why there is none.
    Finished {
        generation: u64,
        output: Result<(), String>,
        /// Milliseconds spent solving, of the whole run (the rest is reading the input,
        /// sending results and writing the output).
        solving_ms: f64,
    },
    /// The input does not parse, or the run was cancelled.
    Failed {
        generation: u64,
        message: String,
    },
    /// What input `serial` holds (the answer to [`Request::Parse`]).
    Parsed {
        serial: u64,
        /// What detection says the input is, by id.
        detected: String,
        /// The format it was read as, by id.
        format: String,
        /// The boards, 81 digits each (0 for an empty cell), one after another: a compact
        /// form that is quick to send and to read.
        errors: Option<InputErrors>,
    },
    /// The checks of comparison `id` ([`Request::Compare`]): one per board and the number of
    /// extra boards printed, or why the output (or the input) does not read.
    Compared {
        id: u64,
        result: Result<(Vec<judge::Check>, usize), String>,
    },
    /// The next boards of input `serial`, before its [`Response::Parsed`]: 81 digits each
    /// (0 for an empty cell), one after another, about a megabyte per message so that the
    /// page never spends long on one.
    Boards {
        serial: u64,
        digits: String,
    },
}

/// Bytes of text per message between the page and the worker.
pub const PIECE: usize = 1 << 20;

/// `text` cut into pieces of about [`PIECE`] bytes, on character boundaries.
pub fn pieces(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let mut end = PIECE.min(rest.len());
        while !rest.is_char_boundary(end) {
            end += 1;
        }
        let (piece, tail) = rest.split_at(end);
        rest = tail;
        Some(piece)
    })
}

/// Adds a piece of the page's input to `input` (serial and text so far).
fn take_piece(input: &mut (u64, String), serial: u64, piece: String, start: bool) {
    if start {
        *input = (serial, piece);
    } else if input.0 == serial {
        input.1.push_str(&piece);
    }
}

/// Errors in the input, as the page shows them: the first few in full, and how many in all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InputErrors {
    pub first: Vec<String>,
    pub total: usize,
}

impl From<&format::ParseErrors> for InputErrors {
    fn from(errors: &format::ParseErrors) -> InputErrors {
        InputErrors {
            first: errors.first().iter().map(ToString::to_string).collect(),
            total: errors.total(),
        }
    }
}

/// What the worker read of input `serial`: kept, so that solving it does not read it again.
pub struct Reading {
    pub serial: u64,
    pub detected: Format,
    pub format: Format,
    pub result: Result<format::Parsed, format::ParseErrors>,
}

/// Reads input `serial`, whose text is `text`, as the page would: as `format`, or as detected.
pub fn read(serial: u64, text: &str, format: Option<Format>) -> Reading {
    let detected = format::detect(text);
    let format = format.unwrap_or(detected);
    Reading {
        serial,
        detected,
        format,
        result: format::parse(text, format),
    }
}

impl Reading {
    /// The answer to [`Request::Parse`]: the boards in pieces, then what was read.
    pub fn responses(&self) -> Vec<Response> {
        let boards: Vec<Grid> = match &self.result {
            Ok(parsed) => parsed.boards.iter().map(|b| b.grid).collect(),
            Err(_) => Vec::new(),
        };
        let per_message = PIECE / 81;
        let mut out: Vec<Response> = boards
            .chunks(per_message)
            .map(|chunk| Response::Boards {
                serial: self.serial,
                digits: pack_boards(chunk),
            })
            .collect();
        out.push(Response::Parsed {
            serial: self.serial,
            detected: self.detected.spec().id.to_string(),
            format: self.format.spec().id.to_string(),
            errors: self.result.as_ref().err().map(InputErrors::from),
        });
        out
    }
}

/// The answer to [`Request::Compare`] `id`: `expected` judged against `puzzles` as `format`'s
/// judge would.
pub fn compared(id: u64, format: Format, puzzles: &[Grid], expected: &str) -> Response {
    Response::Compared {
        id,
        result: judge::check_output(format, puzzles, expected).map_err(|e| e.to_string()),
    }
}

/// Input `serial` (whose text is `text`) read as `format`: the reading the page asked for, if
/// it is that one (a large input: no second reading), else a fresh one.
fn read_again(
    last: &mut Option<Reading>,
    serial: u64,
    text: &str,
    format: Format,
) -> Result<format::Parsed, format::ParseErrors> {
    match last.take() {
        Some(r) if r.serial == serial && r.format == format => r.result,
        _ => format::parse(text, format),
    }
}

/// The answer to [`Request::Parse`] for input `serial`, whose text is `text`.
pub fn parsed(serial: u64, text: &str, format: Option<Format>) -> Vec<Response> {
    read(serial, text, format).responses()
}

/// Boards as 81 digits each, one after another ([`Response::Parsed`]).
pub fn pack_boards(boards: &[Grid]) -> String {
    boards.iter().map(|g| g.to_line('0')).collect()
}

/// Reads [`pack_boards`]' text back; `None` if it is not whole boards of digits.
pub fn unpack_boards(packed: &str) -> Option<Vec<Grid>> {
    let bytes = packed.as_bytes();
    if !bytes.len().is_multiple_of(81) {
        return None;
    }
    bytes
        .chunks_exact(81)
        .map(|chunk| {
            let mut values = [0u8; 81];
            for (v, &b) in values.iter_mut().zip(chunk) {
                *v = b.checked_sub(b'0').filter(|&d| d <= 9)?;
            }
            Grid::from_values(&values)
        })
        .collect()
}

impl Response {
    pub fn generation(&self) -> u64 {
        match self {
            Response::Started { generation, .. }
            | Response::Progress { generation, .. }
            | Response::Output { generation, .. }
            | Response::Finished { generation, .. }
            | Response::Failed { generation, .. } => *generation,
            // Not part of a run: generation 0 is never a run's.
            Response::Parsed { .. } | Response::Boards { .. } | Response::Compared { .. } => 0,
        }
    }
}

/// One board's verdict, with what backs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardResult {
    /// The line where the board starts in the input.
    pub line: usize,
    pub verdict: BoardVerdict,
    /// The first solution, as 81 digits.
    pub first: Option<String>,
    /// A second, different solution.
    pub second: Option<String>,
    pub steps: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoardVerdict {
    Unique,
    Several {
        count: u64,
        capped: bool,
    },
    NoSolution,
    /// Two clashing givens (shown as `r3c4 and r3c8 both hold 7`).
    Conflict(Conflict),
}

/// Solves one board as the batch does.
pub fn solve_board(grid: &crate::grid::Grid, line: usize, format: Format, cap: u64) -> BoardResult {
    let analysis = solver::analyze(grid, judge::default_strategy(format), cap);
    let verdict = match analysis.verdict {
        Verdict::Unique => BoardVerdict::Unique,
        Verdict::Several { count, capped } => BoardVerdict::Several { count, capped },
        Verdict::NoSolution => BoardVerdict::NoSolution,
        Verdict::Conflict(c) => BoardVerdict::Conflict(c),
    };
    BoardResult {
        line,
        verdict,
        first: analysis.first.map(|g| g.to_line('.')),
        second: analysis.second.map(|g| g.to_line('.')),
        steps: analysis.steps,
    }
}

/// The judge's output for finished results: every board's first solution, or the boards
/// that have none.
pub fn judge_output(format: Format, results: &[BoardResult]) -> Result<String, String> {
    let mut grids = Vec::with_capacity(results.len());
    let mut problems = Vec::new();
    for (i, r) in results.iter().enumerate() {
        let problem = |kind| judge::BoardProblem {
            board: i + 1,
            line: r.line,
            kind,
        };
        match (&r.first, &r.verdict) {
            (Some(line), _) => grids.push(grid_from_line(line)),
            (None, BoardVerdict::Conflict(c)) => problems.push(problem(ProblemKind::Conflict(*c))),
            (None, _) => problems.push(problem(ProblemKind::NoSolution)),
        }
    }
    if problems.is_empty() {
        Ok(format::write_output(format, &grids))
    } else {
        Err(judge::describe(&problems))
    }
}

/// The grid of an 81-digit line written by [`solve_board`] (empty if it is not one).
pub fn grid_from_line(line: &str) -> Grid {
    unpack_boards(line)
        .and_then(|grids| grids.first().copied())
        .unwrap_or_default()
}

fn now() -> f64 {
    js_sys::Date::now()
}

thread_local! {
    /// A channel the worker posts to itself to yield (see [`yield_to_inbox`]).
    static CHANNEL: Option<web_sys::MessageChannel> = web_sys::MessageChannel::new().ok();
}

/// Lets the worker's event loop deliver waiting messages. A message to itself comes back as
/// soon as the messages already waiting are delivered; a zero timeout would wait at least
/// 4 ms once timeouts nest, a fifth of every 20 ms slice.
async fn yield_to_inbox() {
    let promise = CHANNEL.with(|channel| {
        let channel = channel.as_ref()?;
        Some(js_sys::Promise::new(&mut |resolve, _| {
            channel.port1().set_onmessage(Some(&resolve));
            let _ = channel.port2().post_message(&wasm_bindgen::JsValue::NULL);
        }))
    });
    match promise {
        Some(promise) => {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        }
        None => gloo_timers::future::TimeoutFuture::new(0).await,
    }
}

#[reactor(SolverReactor)]
pub async fn solver_reactor(mut scope: ReactorScope<Request, Response>) {
    // Requests that came during a run and wait for it to end, in order.
    let mut waiting: std::collections::VecDeque<Request> = Default::default();
    let mut input = (0, String::new());
    let mut last_reading: Option<Reading> = None;
    loop {
        let request = match waiting.pop_front() {
            Some(r) => r,
            None => match scope.next().await {
                Some(r) => r,
                None => return,
            },
        };
        let (generation, serial, format, cap) = match request {
            Request::Input {
                serial,
                piece,
                start,
            } => {
                take_piece(&mut input, serial, piece, start);
                continue;
            }
            Request::Cancel { .. } => continue,
            Request::Parse { serial, format } => {
                if serial == input.0 {
                    let format = format.and_then(|id| id.parse::<Format>().ok());
                    let reading = read(serial, &input.1, format);
                    for response in reading.responses() {
                        if scope.send(response).await.is_err() {
                            return;
                        }
                    }
                    last_reading = Some(reading);
                }
                continue;
            }
            Request::Compare {
                id,
                serial,
                format,
                expected,
            } => {
                let failed = |message: String| Response::Compared {
                    id,
                    result: Err(message),
                };
                let response = match format.parse::<Format>() {
                    _ if serial != input.0 => {
                        failed("the input changed; press Compare again".into())
                    }
                    Err(e) => failed(e.to_string()),
                    Ok(format) => match read_again(&mut last_reading, serial, &input.1, format) {
                        Ok(parsed) => {
                            let puzzles: Vec<Grid> = parsed.boards.iter().map(|b| b.grid).collect();
                            compared(id, format, &puzzles, &expected)
                        }
                        Err(_) => failed("the puzzle input has errors; fix it first".into()),
                    },
                };
                if scope.send(response).await.is_err() {
                    return;
                }
                continue;
            }
            Request::Solve {
                generation,
                serial,
                format,
                cap,
            } => (generation, serial, format, cap),
        };
        let failed = |message: String| Response::Failed {
            generation,
            message,
        };
        if serial != input.0 {
            let _ = scope
                .send(failed("the input changed; press Solve again".into()))
                .await;
            continue;
        }
        let text = &input.1;
        let format = format
            .and_then(|id| id.parse::<Format>().ok())
            .unwrap_or_else(|| format::detect(text));
        let parsed = match read_again(&mut last_reading, serial, text, format) {
            Ok(parsed) => parsed,
            Err(errors) => {
                let _ = scope.send(failed(errors.to_string())).await;
                continue;
            }
        };
        let total = parsed.boards.len();
        if scope
            .send(Response::Started { generation, total })
            .await
            .is_err()
        {
            return;
        }
        let mut results = Vec::with_capacity(total);
        // Pieces of a newer input that arrive during the run, added to the input after it.
        let mut later_pieces = Vec::new();
        let mut boards = parsed.boards.iter();
        let mut cancelled = false;
        let mut solving_ms = 0.0;
        while results.len() < total && !cancelled {
            let start = now();
            let deadline = start + SLICE_MS;
            let mut slice = Vec::new();
            for board in boards.by_ref() {
                slice.push(solve_board(&board.grid, board.line, format, cap));
                if now() >= deadline {
                    break;
                }
            }
            solving_ms += now() - start;
            results.extend(slice.iter().cloned());
            let progress = Response::Progress {
                generation,
                results: slice,
            };
            if scope.send(progress).await.is_err() {
                return;
            }
            yield_to_inbox().await;
            // A cancel or a newer request stops this run.
            while let Some(Some(message)) = scope.next().now_or_never() {
                match message {
                    Request::Cancel { generation: g } if g == generation => cancelled = true,
                    Request::Cancel { .. } => {}
                    // Kept for the next run; this run has its boards already.
                    Request::Input {
                        serial,
                        piece,
                        start,
                    } => later_pieces.push((serial, piece, start)),
                    // A newer input: this run's boards are stale (the page forgot them).
                    newer @ (Request::Solve { .. } | Request::Parse { .. }) => {
                        cancelled = true;
                        waiting.push_back(newer);
                    }
                    // Checked once this run is over.
                    compare @ Request::Compare { .. } => waiting.push_back(compare),
                }
            }
        }
        drop(parsed);
        for (serial, piece, start) in later_pieces {
            take_piece(&mut input, serial, piece, start);
        }
        let response = if cancelled {
            failed("cancelled".into())
        } else {
            let output = judge_output(format, &results);
            if let Ok(text) = &output {
                // The output is ASCII (digits, spaces, newlines): any byte is a boundary.
                for piece in text.as_bytes().chunks(OUTPUT_PIECE) {
                    let text = String::from_utf8_lossy(piece).into_owned();
                    if scope
                        .send(Response::Output { generation, text })
                        .await
                        .is_err()
                    {
                        return;
                    }
                }
            }
            Response::Finished {
                generation,
                output: output.map(|_| ()),
                solving_ms,
            }
        };
        if scope.send(response).await.is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::examples::EXAMPLES;

    #[test]
    fn batch_output_is_the_judge_output() {
        let input = EXAMPLES[3].input;
        let parsed = format::parse_detected(input).unwrap();
        let results: Vec<BoardResult> = parsed
            .boards
            .iter()
            .map(|b| solve_board(&b.grid, b.line, parsed.format, 1000))
            .collect();
        let expected = judge::run(input, None, None).unwrap().output;
        assert_eq!(judge_output(parsed.format, &results), Ok(expected));
        assert!(results.iter().all(|r| r.verdict == BoardVerdict::Unique));
    }

    #[test]
    fn boards_without_answer_are_named() {
        let none = format::parse_detected(EXAMPLES[8].input).unwrap();
        let result = solve_board(&none.boards[0].grid, 4, none.format, 10);
        assert_eq!(result.verdict, BoardVerdict::NoSolution);
        let message = judge_output(none.format, &[result]).unwrap_err();
        assert_eq!(message, "board 1, line 4: the puzzle has no solution");
    }
}
