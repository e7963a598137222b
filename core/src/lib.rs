//! # sudoku-core
//!
//! The core of sudoku-wasm, a Sudoku solver for people learning backtracking and checking
//! their online-judge solutions. It reads every judge format,
//! solves with a backtracking search that can be watched step by step, and writes the answer
//! exactly as the judge expects. It never imports yew or web-sys and is tested natively.
//!
//! ```
//! use sudoku_core::{format, solver};
//!
//! let input = "1\n103000509\n002109400\n000704000\n300502006\n060000050\n\
//!              700803004\n000401000\n009205800\n804000107\n";
//! let parsed = format::parse_detected(input).expect("valid POJ 2676 input");
//! assert_eq!(parsed.format, format::Format::Poj2676);
//! let solution = parsed.boards[0]
//!     .board
//!     .solve(solver::Strategy::Fastest)
//!     .expect("givens do not clash")
//!     .expect("the puzzle has a solution");
//! let answer = format::write_output(parsed.format, &[solution]);
//! assert!(answer.starts_with("143628579\n572139468\n"));
//! ```
//!
//! - [`grid`]: digits, cells, candidate sets and the 9 x 9 grid; [`square`]: boards of any
//!   size the judges use (16 x 16 too); [`dominoes`]: Sudominoku's dominoes.
//! - [`board`]: a puzzle of any kind the judges give, solved by the engine that fits it.
//! - [`names`]: how messages name cells, symbols and units, whatever the board's size.
//! - [`format`]: judge formats, detection, parsing with located errors, writing.
//! - [`solver`]: the step machine and the answers built on it.
//! - [`player`]: any step of a search, in bounded memory, for watching it.
//! - [`code`]: the programs the player runs, as text, each line marked with its role.
//! - [`explain`]: what a step did in the program's terms: its lines, and why digits fail.
//! - [`exercise`]: the learner performs the program's steps, each judged with its reason.
//! - [`judge`]: a whole judge run: input text in, the judge's output text out.
//! - [`wire`]: the bytes the core's types travel as between the page and its workers.

pub mod board;
pub mod code;
pub mod dominoes;
pub mod exercise;
pub mod explain;
pub mod format;
pub mod generate;
pub mod grid;
pub mod judge;
pub mod names;
pub mod player;
pub mod rng;
pub mod solver;
pub mod square;
pub mod trace;
pub mod wire;

#[cfg(test)]
#[path = "../tests/common/puzzles.rs"]
mod test_puzzles;
