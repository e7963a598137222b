//! The `sudoku` command under the core fuzz driver's inputs (`core/tests/fuzz/`) and random
//! arguments: an answer or a located message, never a panic, never a hang (`cli.rs`).
//!
//! ```text
//! cargo test --test fuzz_cli                          # 100 runs, a new seed each time
//! FUZZ_CLI=2000 cargo test --test fuzz_cli            # more runs
//! FUZZ_SEED=0x1234 cargo test --test fuzz_cli         # replay a run
//! ```

#[path = "../../core/tests/common/mod.rs"]
mod common;
#[path = "../../core/tests/fuzz/generate.rs"]
mod generate;
#[path = "../../core/tests/fuzz/seed.rs"]
mod seed;

mod cli;

use generate::{Corpus, Rng};
use std::process::ExitCode;
use std::time::Instant;

/// Runs of the command by default.
const DEFAULT_CLI: u64 = 100;

fn main() -> ExitCode {
    let seed = seed::seed();
    let runs = seed::env_number("FUZZ_CLI").unwrap_or(DEFAULT_CLI);
    let corpus = Corpus::load();
    println!("fuzz: the command, seed {seed:#x} (replay a run with FUZZ_SEED={seed:#x})");
    let started = Instant::now();
    for run in 0..runs {
        let mut rng = Rng::for_input(seed, run, 0xC11);
        let input = generate::input(&mut rng, &corpus);
        // Each run has its own bound (cli::run kills a command that hangs).
        if let Err(why) = cli::run(&input, &mut rng) {
            eprintln!(
                "fuzz: the command FAILED on run {run}: {why}\n  input: {:?}\n  replay: \
                 FUZZ_SEED={seed:#x} cargo test --test fuzz_cli",
                input.text
            );
            return ExitCode::FAILURE;
        }
    }
    println!(
        "fuzz: {runs} runs of the command in {:.1} s: each an answer or a located error",
        started.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}
