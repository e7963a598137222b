//! What the page and the solving worker say to each other.
//!
//! Every question carries a tag and every answer repeats it, so the page can drop answers to
//! questions it no longer asks: a batch run's messages carry the run's `generation`, a reading
//! of the input the input's `serial`, an output check its `id`.

use crate::board::Solution;
use crate::format::{self, Format};
use crate::grid::Grid;
use crate::judge;
use crate::player::parts::Part;
use crate::solver::Verdict;
use crate::ui::text::Text;
use crate::wire::{self, Wire};
use sudoku_core::{wire_enum, wire_struct};

mod packed;

pub use packed::{pack_boards, unpack_board, unpack_boards, Kind};

/// From the page to the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// The page's input, sent when it changes (a paste is slow anyway), so that pressing
    /// Solve does not copy megabytes across threads. A large input comes in pieces of about
    /// [`PIECE`] bytes, in order, each in a task of its own on the page; `start` marks the
    /// first.
    Input {
        serial: u64,
        piece: String,
        start: bool,
    },
    /// Solve the boards of input `serial` in `share` (read as `format`, detected when `None`),
    /// counting each board's solutions up to `cap`. A large run is cut into shares of
    /// consecutive boards, handed to the workers as they finish theirs; a worker given a
    /// share during another of the same run solves it next.
    Solve {
        generation: u64,
        serial: u64,
        format: Option<Format>,
        cap: u64,
        share: Share,
    },
    /// Stop run `generation`; heard after it, it says the run is over, and the worker lets go
    /// of the reading it kept for the run's shares.
    Cancel { generation: u64 },
    /// Read input `serial` as `format` (detected when `None`) and answer with
    /// [`Response::Boards`] and [`Response::Parsed`]: the page asks this for inputs too large
    /// to read between two frames.
    Parse { serial: u64, format: Option<Format> },
    /// Read input `serial` as `format` (detected when `None`) and keep the reading for a
    /// share of a run, answering nothing: a worker other than the first is sent a large input
    /// as soon as the page has it, so that it is ready when Solve is pressed.
    Read { serial: u64, format: Option<Format> },
    /// Judge `expected` (a program's output) against the boards of input `serial` read as
    /// `format`, and answer with [`Response::Compared`]. Checking can mean solving every
    /// board (BOJ 2239 wants the smallest solution), so it is done in the worker.
    Compare {
        id: u64,
        serial: u64,
        format: Format,
        expected: String,
    },
    /// Explore part `index` of the classic search of `givens` (81 characters, `.` for empty)
    /// at full speed, keeping a checkpoint every `interval` steps, and hand it over in pieces
    /// ([`Response::Part`]): the player's run `run` jumps far ahead (its jump number `jump`:
    /// a run can jump again), its parts explored by every worker at once, without taking the
    /// page's thread. Parts of the same jump asked for while one is explored wait their turn;
    /// any other request stops them all (what was explored of the part under way is handed
    /// over all the same).
    ExplorePart {
        run: u64,
        jump: u32,
        index: u32,
        givens: String,
        part: Part,
        interval: u64,
    },
    /// Stop exploring: the page no longer shows that search.
    StopExploring,
    /// Solve `board` (one board as [`pack_boards`] packs it, of the kind `format` reads) as a
    /// run of an input in `format` solves it, counting its solutions up to `cap`, and answer with
    /// [`Response::Outcome`], solutions included: the board shown after a run of several
    /// boards, whose results carry verdicts only. The page sends the board itself: the worker
    /// may have let go of the input (at a shared run's end), and need not read it all again.
    Outcome {
        id: u64,
        format: Format,
        cap: u64,
        board: String,
    },
    /// Make a puzzle of preset `preset` ([`crate::generate::Preset::id`]) from `seed`, and
    /// answer with [`Response::Made`].
    Generate { id: u64, preset: String, seed: u64 },
    /// Hunt from `seed` for a worst case of row-major backtracking
    /// ([`crate::generate::Hunt`]) for `ms` milliseconds, or until [`Request::StopHunt`];
    /// answered by [`Response::Hunted`] as it goes and at its end. Requests heard meanwhile
    /// are answered between its slices.
    Hunt { id: u64, seed: u64, ms: u32 },
    /// End hunt `id` now: its best so far comes as its last [`Response::Hunted`].
    StopHunt { id: u64 },
    /// Measure what the classic search of `givens` (81 characters, `.` for empty) costs to
    /// its first solution, for the note past BOJ's limit, and answer with
    /// [`Response::Measured`]. Measured in slices: requests heard meanwhile are answered
    /// between them; a newer measure ends this one.
    Measure { id: u64, givens: String },
}

impl Request {
    /// For a request to read an input for the page, the request to read it ahead for a run.
    pub fn read_ahead(&self) -> Option<Request> {
        match *self {
            Request::Parse { serial, format } => Some(Request::Read { serial, format }),
            _ => None,
        }
    }
}

/// From the worker to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Response {
    /// The worker is up and hears the page: the requests sent before have reached it.
    Listening,
    /// News of batch run `generation`, about the boards of its share `share`.
    Run {
        generation: u64,
        share: u32,
        event: RunEvent,
    },
    /// The next boards of input `serial`, before its [`Response::Parsed`]: packed
    /// ([`pack_boards`]), about [`PIECE`] bytes per message so that the page never spends long
    /// on one.
    Boards {
        serial: u64,
        kind: Kind,
        digits: String,
    },
    /// What input `serial` holds (the answer to [`Request::Parse`]).
    Parsed {
        serial: u64,
        /// What detection says the input is (`None`: no format fits it).
        detected: Option<Format>,
        /// The format it was read as.
        format: Format,
        errors: Option<InputErrors>,
    },
    /// The checks of comparison `id`: one per board and the number of extra boards printed,
    /// or why the output (or the input) does not read.
    Compared {
        id: u64,
        result: Result<(Vec<judge::Check>, usize), Failure>,
    },
    /// Piece `piece` of part `index` of jump `jump` of run `run`'s search
    /// ([`Request::ExplorePart`]), as
    /// [`crate::player::Player::to_bytes`] writes it: a part taking long is handed over about
    /// every half second, so that the page shows its progress; `last` ends the part.
    Part {
        run: u64,
        jump: u32,
        index: u32,
        piece: u32,
        bytes: Vec<u8>,
        last: bool,
    },
    /// The answer to [`Request::Outcome`] `id`: the board's result with its solutions and
    /// the milliseconds its solving took; `None` if the board sent is none of its kind.
    Outcome {
        id: u64,
        result: Option<(BoardResult, f64)>,
    },
    /// The answer to [`Request::Generate`] `id`: the puzzle, or `None` if none was found
    /// within the generator's tries (or the preset is unknown).
    Made { id: u64, made: Option<MadePuzzle> },
    /// How hunt `id` goes: its best so far, the candidates measured and the milliseconds
    /// spent; `over` on its last message.
    Hunted {
        id: u64,
        best: Option<MadePuzzle>,
        tries: u64,
        ms: u32,
        over: bool,
    },
    /// The answer to [`Request::Measure`] `id` (`None`: the givens clash or do not read), and
    /// the steps the fewest-candidates strategy takes to its first solution.
    Measured {
        id: u64,
        classic: Option<ClassicCost>,
        fewest: Option<u64>,
    },
    /// Never sent: the page makes it when a worker fails (its script or wasm did not load, or
    /// it crashed), so that what the worker was doing ends with a message instead of waiting
    /// for ever.
    Stopped,
}

/// A puzzle made to order, with what its classic search costs
/// ([`crate::generate::Cost`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadePuzzle {
    /// 81 characters, `.` for an empty cell.
    pub puzzle: String,
    pub seed: u64,
    pub givens: u64,
    pub steps: u64,
    pub calls: u64,
    pub boj_calls: u64,
    pub backtracks: u64,
}

impl MadePuzzle {
    /// A puzzle of the generator (made from `seed`) as the page hears of it.
    pub fn of(made: &crate::generate::Generated, seed: u64) -> MadePuzzle {
        MadePuzzle {
            puzzle: made.puzzle.to_line('.'),
            seed,
            givens: made.puzzle.filled() as u64,
            steps: made.cost.steps,
            calls: made.cost.calls,
            boj_calls: made.cost.boj_calls,
            backtracks: made.cost.backtracks,
        }
    }
}

/// What the classic search of a board costs ([`Request::Measure`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassicCost {
    /// To its first solution: the program's calls and BOJ 12095's.
    Solved { calls: u64, boj_calls: u64 },
    /// It ends with no solution, after this many calls.
    NoSolution { calls: u64 },
    /// Still searching after this many calls: the worker gave up ([`MEASURE_CAP`] steps).
    Over { calls: u64 },
}

/// Steps of search a worker measures at most for [`Request::Measure`] (a few seconds in a
/// worker; the brute-force adversary takes 159 million).
pub const MEASURE_CAP: u64 = 1_000_000_000;

/// Which of a run's boards a worker solves: share `index` of `of`, the boards cut into `of`
/// runs of consecutive boards as even as can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    pub index: u32,
    pub of: u32,
}

impl Share {
    /// The boards of this share, of `count` in all.
    pub fn range(self, count: usize) -> std::ops::Range<usize> {
        let of = self.of.max(1) as usize;
        let at = |i: usize| count * i / of;
        let index = (self.index as usize).min(of - 1);
        at(index)..at(index + 1)
    }
}

/// What happens in a batch run, in this order: started, progress and output pieces, then
/// finished or failed.
#[derive(Clone, Debug, PartialEq)]
pub enum RunEvent {
    Started {
        /// Boards in the whole run (every share).
        total: usize,
    },
    /// The next results, in board order.
    Progress { results: Vec<BoardResult> },
    /// A piece of the judge's output, in order: pieces keep each message small, so the page
    /// never spends long on one.
    Output { text: String },
    /// All boards are done: the output was sent in pieces, or here is why there is none.
    Finished {
        output: Result<(), Failure>,
        /// Milliseconds spent solving, of the whole run (the rest is reading the input,
        /// sending results and writing the output).
        solving_ms: f64,
    },
    /// The input does not parse, or the run was cancelled.
    Failed { why: Failure },
}

/// One board's verdict, with what backs it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardResult {
    /// The line where the board starts in the input.
    pub line: usize,
    pub verdict: Verdict,
    /// The first solution. Sent for a run of one board and for a board asked for alone
    /// ([`Request::Outcome`]): a run of several sends verdicts only (the judge's output has
    /// the solutions).
    /// (Boxed: a 16 x 16 board's is 256 bytes, and most results have none.)
    pub first: Option<Box<Solution>>,
    /// A second, different solution (likewise).
    pub second: Option<Box<Solution>>,
    pub steps: u64,
}

impl BoardResult {
    /// The first solution of a 9 x 9 board, if it has one.
    pub fn first_grid(&self) -> Option<Grid> {
        nine(self.first.as_deref())
    }

    /// The second solution of a 9 x 9 board, if it has one.
    pub fn second_grid(&self) -> Option<Grid> {
        nine(self.second.as_deref())
    }
}

/// `solution`'s grid, if it is a 9 x 9 board's.
fn nine(solution: Option<&Solution>) -> Option<Grid> {
    match solution? {
        Solution::Nine(grid) => Some(*grid),
        _ => None,
    }
}

/// Errors in the input, as the page shows them: the first few in full, and how many in all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputErrors {
    pub first: Vec<format::ParseError>,
    pub total: usize,
}

impl From<&format::ParseErrors> for InputErrors {
    fn from(errors: &format::ParseErrors) -> InputErrors {
        InputErrors {
            first: errors.first().to_vec(),
            total: errors.total(),
        }
    }
}

/// Why the worker has no result for a request: typed, so that the page says it in the
/// reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The input changed after the request was made: the button has to be pressed again.
    InputChanged,
    /// An output cannot be checked against a puzzle input that has errors.
    InputHasErrors,
    /// The text does not read: the puzzle input (Solve) or the output (Compare).
    Unreadable(InputErrors),
    Cancelled,
    /// The worker doing it failed (it did not load, or crashed): pressing the button again
    /// starts a new one.
    WorkerStopped,
    /// Boards without an answer, so the judge's output cannot be written: the first ones,
    /// and how many in all.
    Unsolved {
        first: Vec<judge::Unsolved>,
        total: usize,
    },
}

impl Failure {
    /// Boards listed in full when some have no answer.
    pub const LISTED: usize = 50;

    pub fn unsolved(problems: &[judge::Unsolved]) -> Failure {
        Failure::Unsolved {
            first: problems.iter().take(Self::LISTED).cloned().collect(),
            total: problems.len(),
        }
    }
}

/// A message as the bytes that cross between the page and a worker ([`crate::wire`]).
pub fn encode<T: Wire>(message: &T) -> Vec<u8> {
    wire::to_bytes(message)
}

/// The message in `bytes`, or `None` if they are not one (never from our own page or worker).
pub fn decode<T: Wire>(bytes: &[u8]) -> Option<T> {
    wire::from_bytes(bytes)
}

// How each message travels: its fields in order, a tag byte before an enum's. A tag is never
// reused for another variant.
wire_enum!(Request {
    Input { serial, piece, start } = 0,
    Solve { generation, serial, format, cap, share } = 1,
    Cancel { generation } = 2,
    Parse { serial, format } = 3,
    Read { serial, format } = 4,
    Compare { id, serial, format, expected } = 5,
    ExplorePart { run, jump, index, givens, part, interval } = 6,
    StopExploring = 7,
    Outcome { id, format, cap, board } = 8,
    Generate { id, preset, seed } = 9,
    Hunt { id, seed, ms } = 10,
    StopHunt { id } = 11,
    Measure { id, givens } = 12,
});

wire_enum!(Response {
    Listening = 0,
    Run { generation, share, event } = 1,
    Boards { serial, kind, digits } = 2,
    Parsed { serial, detected, format, errors } = 3,
    Compared { id, result } = 4,
    Part { run, jump, index, piece, bytes, last } = 5,
    Stopped = 6,
    Outcome { id, result } = 7,
    Made { id, made } = 8,
    Hunted { id, best, tries, ms, over } = 9,
    Measured { id, classic, fewest } = 10,
});

wire_enum!(ClassicCost {
    Solved { calls, boj_calls } = 0,
    NoSolution { calls } = 1,
    Over { calls } = 2,
});

wire_struct!(MadePuzzle {
    puzzle,
    seed,
    givens,
    steps,
    calls,
    boj_calls,
    backtracks
});

wire_struct!(Share { index, of });

wire_enum!(RunEvent {
    Started { total } = 0,
    Progress { results } = 1,
    Output { text } = 2,
    Finished { output, solving_ms } = 3,
    Failed { why } = 4,
});

wire_struct!(BoardResult {
    line,
    verdict,
    first,
    second,
    steps
});
wire_struct!(InputErrors { first, total });

wire_enum!(Failure {
    InputChanged = 0,
    InputHasErrors = 1,
    Unreadable(errors) = 2,
    Cancelled = 3,
    WorkerStopped = 4,
    Unsolved { first, total } = 5,
});

wire_enum!(Kind {
    Nine = 0,
    Sixteen = 1,
    Dominoes = 2,
});

/// Bytes of text per message between the page and the worker (for a large input kept as a
/// JavaScript string, UTF-16 units: as many bytes for judge input, up to three times as many
/// for other text).
pub const PIECE: usize = 1 << 20;

/// What the page sends the worker for input `serial` whose text is `text`: the text in
/// pieces of about [`PIECE`] bytes (see there), the first marked (one empty piece for an empty text), then
/// `parse` if the worker is to read it. Lazy: each piece is copied only when it is sent.
pub fn input_requests(
    serial: u64,
    text: &Text,
    parse: Option<Request>,
) -> impl Iterator<Item = Request> + '_ {
    let empty = (text.len() == 0).then(|| Request::Input {
        serial,
        piece: String::new(),
        start: true,
    });
    text.slices(PIECE)
        .enumerate()
        .map(move |(i, piece)| Request::Input {
            serial,
            piece,
            start: i == 0,
        })
        .chain(empty)
        .chain(parse)
}

#[cfg(test)]
mod tests;
