//! # sudoku-wasm
//!
//! A Sudoku solver for people learning backtracking and checking their online-judge
//! solutions: the web app (the `ui` feature, a thin Yew layer) and the command-line tool, on
//! the core, which is its own crate ([`sudoku_core`], in `core/`): it never imports yew or
//! web-sys, is tested natively, and is built for speed while the page is built for size.
//!
//! The core's modules are re-exported here under their own names, so that `sudoku_wasm::grid`
//! and `sudoku_core::grid` are the same.

pub use sudoku_core::{
    board, code, dominoes, exercise, explain, format, generate, grid, judge, names, player, solver,
    square, trace, wire,
};

#[cfg(feature = "ui")]
pub mod ui;
