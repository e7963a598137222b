//! One board solved as a run solves it: the result the page shows and the solution the
//! judge's output is written from.

use crate::board::{Board, Solution};
use crate::format::Format;
use crate::generate::Preset;
use crate::generate::{generate, Request as Wanted};
use crate::judge::{self};
use crate::ui::protocol::{unpack_board, BoardResult, Kind, MadePuzzle, Response};

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
    let sent =
        |solution: &Option<Solution>| solution.clone().filter(|_| with_solutions).map(Box::new);
    let result = BoardResult {
        line,
        verdict: analysis.verdict,
        first: sent(&analysis.first),
        second: sent(&analysis.second),
        steps: analysis.steps,
    };
    (result, analysis.first)
}

/// [`Request::Generate`]: a puzzle of `preset` from `seed`. A few milliseconds most often, up
/// to a second for an unlucky seed of the BOJ preset: the worker, not the page, spends it.
pub(crate) fn made(id: u64, preset: &str, seed: u64) -> Response {
    let made = Preset::from_id(preset).and_then(|preset| {
        let made = generate(&Wanted {
            goal: preset.goal(),
            ..Wanted::new(seed)
        })
        .ok()?;
        Some(MadePuzzle::of(&made, seed))
    });
    Response::Made { id, made }
}
