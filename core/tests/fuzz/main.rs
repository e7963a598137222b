//! The core's fuzz driver: generated and mutated judge input through parsing, detection,
//! every strategy, the writer, Compare and the player, every answer checked independently
//! (`check.rs`). Stable Rust, no cargo-fuzz: one seeded generator, so any input is made
//! again from its seed and number. (The app's `tests/fuzz_cli.rs` runs the `sudoku` command
//! on the same inputs.)
//!
//! ```text
//! cargo test -p sudoku-core --test fuzz                                # a few seconds, a new seed
//! FUZZ_INPUTS=1000000 cargo test --release -p sudoku-core --test fuzz  # as long as you like
//! FUZZ_SECONDS=600 cargo test --release -p sudoku-core --test fuzz     # or for a time
//! FUZZ_SEED=0x1234 FUZZ_ONLY=5678 cargo test -p sudoku-core --test fuzz  # replay one input
//! ```
//!
//! A failure prints the seed, the input's number, the check that failed and the input
//! minimized.

#[path = "../common/mod.rs"]
mod common;

mod check;
mod generate;
mod minimize;
mod seed;

use generate::{Corpus, Rng};
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Inputs per run by default: a few seconds on a 2-core machine.
const DEFAULT_INPUTS: u64 = 4_000;
/// An input that takes longer than this is a hang.
const HANG: Duration = Duration::from_secs(60);

/// The second stream of an input's generator: the checks' own choices (player moves,
/// broken outputs), apart from the input's, so that a minimized input is checked the same way.
const CHECK_STREAM: u64 = 0xC4EC;

struct Config {
    seed: u64,
    inputs: u64,
    seconds: Option<f64>,
    only: Option<u64>,
}

fn config() -> Config {
    let seed = seed::seed();
    let seconds = std::env::var("FUZZ_SECONDS")
        .ok()
        .map(|s| s.trim().parse::<f64>().expect("FUZZ_SECONDS is a number"));
    let default_inputs = if seconds.is_some() {
        u64::MAX
    } else {
        DEFAULT_INPUTS
    };
    Config {
        seed,
        inputs: seed::env_number("FUZZ_INPUTS").unwrap_or(default_inputs),
        seconds,
        only: seed::env_number("FUZZ_ONLY"),
    }
}

thread_local! {
    /// The last panic's message and place, caught instead of printed.
    static PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    /// Whether a panic now is a check's (caught and reported) or the driver's own (printed).
    static IN_CHECK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs every check on `text`; why it failed, a panic included.
fn run_checks(text: &str, seed: u64, index: u64, tally: &mut check::Tally) -> Result<(), String> {
    let mut rng = Rng::for_input(seed, index, CHECK_STREAM);
    IN_CHECK.set(true);
    let caught = panic::catch_unwind(AssertUnwindSafe(|| check::input(text, &mut rng, tally)));
    IN_CHECK.set(false);
    match caught {
        Ok(result) => result,
        Err(_) => Err(PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| "a panic".into())),
    }
}

fn main() -> ExitCode {
    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if IN_CHECK.get() {
            PANIC.with(|p| *p.borrow_mut() = Some(format!("panicked: {info}")));
        } else {
            default_hook(info);
        }
    }));
    let config = config();
    let corpus = Corpus::load();
    let replay = |index: u64| format!("FUZZ_SEED={:#x} FUZZ_ONLY={index}", config.seed);
    println!(
        "fuzz: seed {:#x} (replay a run with FUZZ_SEED={:#x})",
        config.seed, config.seed
    );

    // A watchdog: if one input takes longer than HANG, say which and stop. It counts the
    // seconds it saw pass while the driver could run: a second that took much longer (the
    // process was suspended, or the machine starved it) does not count.
    let current = Arc::new(Mutex::new((0u64, String::new())));
    let done = Arc::new(AtomicU64::new(0));
    {
        let (current, done) = (Arc::clone(&current), Arc::clone(&done));
        let seed = config.seed;
        std::thread::spawn(move || {
            let mut watched = None;
            let mut seconds = 0;
            loop {
                let tick = Instant::now();
                std::thread::sleep(Duration::from_secs(1));
                if done.load(Ordering::Relaxed) == u64::MAX {
                    return;
                }
                let (index, text) = current.lock().expect("not poisoned").clone();
                if watched != Some(index) {
                    (watched, seconds) = (Some(index), 0);
                } else if tick.elapsed() < Duration::from_secs(2) {
                    seconds += 1;
                }
                if seconds > HANG.as_secs() {
                    eprintln!(
                        "fuzz: HANG: input {index} ran over {} s: {text:?}\n  replay: \
                         FUZZ_SEED={seed:#x} FUZZ_ONLY={index} cargo test -p sudoku-core --test fuzz",
                        HANG.as_secs()
                    );
                    std::process::exit(1);
                }
            }
        });
    }

    let started = Instant::now();
    let mut tally = check::Tally::default();
    let range = match config.only {
        Some(index) => index..index + 1,
        None => 0..config.inputs,
    };
    let mut inputs = 0;
    let mut by_kind = std::collections::BTreeMap::<&str, u64>::new();
    let mut reported = Instant::now();
    for index in range {
        if reported.elapsed() > Duration::from_secs(60) {
            reported = Instant::now();
            let seconds = started.elapsed().as_secs_f64();
            println!("fuzz: {inputs} inputs in {seconds:.0} s, all checks passed");
        }
        if config
            .seconds
            .is_some_and(|s| started.elapsed().as_secs_f64() > s)
        {
            break;
        }
        let input = generate::input(&mut Rng::for_input(config.seed, index, 0), &corpus);
        *current.lock().expect("not poisoned") = (index, input.text.clone());
        if config.only.is_some() {
            println!("fuzz: input {index} ({}): {:?}", input.kind, input.text);
        }
        if let Err(why) = run_checks(&input.text, config.seed, index, &mut tally) {
            let small = minimize::minimize(&input.text, |text| {
                run_checks(text, config.seed, index, &mut check::Tally::default()).is_err()
            });
            let again = run_checks(&small, config.seed, index, &mut check::Tally::default());
            eprintln!(
                "fuzz: FAILED on input {index} ({}): {why}\n  input: {:?}\n  minimized \
                 ({} of {} characters): {small:?}\n  which fails with: {}\n  replay: {} \
                 cargo test -p sudoku-core --test fuzz",
                input.kind,
                input.text,
                small.chars().count(),
                input.text.chars().count(),
                again.err().unwrap_or_default(),
                replay(index)
            );
            return ExitCode::FAILURE;
        }
        inputs += 1;
        *by_kind.entry(input.kind).or_default() += 1;
        done.store(inputs, Ordering::Relaxed);
    }
    let core_time = started.elapsed();

    done.store(u64::MAX, Ordering::Relaxed);

    let kinds: Vec<String> = by_kind.iter().map(|(k, n)| format!("{n} {k}")).collect();
    println!(
        "fuzz: {inputs} inputs in {:.1} s ({}), 0 panics, 0 wrong answers, 0 hangs",
        core_time.as_secs_f64(),
        kinds.join(", ")
    );
    println!(
        "fuzz: {} parses, {} boards, {} searches finished and checked ({} over the step cap), \
         {} judge answers, {} outputs judged, {} player moves",
        tally.parsed,
        tally.boards,
        tally.solved,
        tally.capped,
        tally.answers,
        tally.outputs_judged,
        tally.player_moves
    );
    ExitCode::SUCCESS
}
