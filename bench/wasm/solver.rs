//! The solver alone, built for wasm32 and timed in Node (`scripts/wasm-speed.sh`), to compare
//! with the same solver natively (`bench/native/set_speed.rs`): no page, no worker, no messages.
//!
//! The host writes a puzzle file into [`input`]'s buffer, calls [`prepare`] once (parsing is
//! not timed), then times [`count`], which counts every puzzle's solutions up to 2, or
//! [`classic_steps`], the player's loop on the first puzzle.

use std::cell::RefCell;
use sudoku_wasm::grid::Grid;
use sudoku_wasm::solver::{self, Strategy};

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static GRIDS: RefCell<Vec<Grid>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the host to write the puzzle file into.
#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with(|input| {
        let mut input = input.borrow_mut();
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Reads the buffer's 81-character lines as puzzles; returns how many there are.
#[no_mangle]
pub extern "C" fn prepare() -> u32 {
    let grids: Vec<Grid> = INPUT.with(|input| {
        let input = input.borrow();
        let text = std::str::from_utf8(&input).unwrap_or("");
        text.lines()
            .map(str::trim)
            .filter(|l| l.len() == 81)
            .filter_map(|l| Grid::from_line(l).ok())
            .collect()
    });
    let count = grids.len() as u32;
    GRIDS.with(|g| *g.borrow_mut() = grids);
    count
}

/// Counts the solutions of every puzzle up to 2 with strategy `strategy` (an index into
/// [`Strategy::ALL`]); returns the sum, which the host checks.
#[no_mangle]
pub extern "C" fn count(strategy: u32) -> u32 {
    let strategy = Strategy::ALL[(strategy as usize).min(Strategy::ALL.len() - 1)];
    GRIDS.with(|grids| {
        grids
            .borrow()
            .iter()
            .map(|g| solver::count(g, strategy, 2) as u32)
            .sum()
    })
}

/// Steps the classic search of the first puzzle to its first solution, `chunk` steps per call
/// (as the player and the workers explore); returns the steps taken (the host times it).
#[no_mangle]
pub extern "C" fn classic_steps(chunk: u32) -> u32 {
    use sudoku_wasm::solver::{Search, Step};
    GRIDS.with(|grids| {
        let grids = grids.borrow();
        let Some(grid) = grids.first() else { return 0 };
        let Ok(mut search) = Search::new(grid, Strategy::Classic) else {
            return 0;
        };
        while !matches!(
            search.step_many(u64::from(chunk)).1,
            Some(Step::Solution) | Some(Step::Exhausted)
        ) {}
        search.counters().steps as u32
    })
}
