//! The 16 x 16 answer (`smallest`, counted up to 1,000, as the page and the command ask it)
//! timed on 300 boards made from POJ 3076's sample answer, its symbols renamed and a few cells
//! kept at random (fewer than `KEPT`, 13 by default): the mean, the worst and how many take
//! over 50 ms; each answer's two smallest solutions checked against dancing links with forced
//! moves first (whose first two solutions are the smallest two) where those find two within a
//! budget of steps (the first argument, 200,000 by default). `table` instead times the boards
//! of BENCHMARKS.md's 16 x 16 table, best of five. Run from the checkout's root:
//!   cargo run --release -p sudoku-core --example sixteen_sweep [table | budget]

use std::time::Instant;
use sudoku_core::solver::any_size::{SquareSearch, SquareStep};
use sudoku_core::solver::smallest::smallest;
use sudoku_core::solver::Strategy;
use sudoku_core::square::Square;

/// Beside the checkout, as CI lays it out.
const SAMPLES: &str = "../shared/puzzles/judge_samples/";

/// xorshift64: the same boards on every machine.
fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn main() {
    let answer: Vec<u8> = std::fs::read_to_string(SAMPLES.to_string() + "poj3076_sample1.out")
        .unwrap()
        .split_whitespace()
        .flat_map(|l| l.bytes().collect::<Vec<_>>())
        .map(|b| b - b'A' + 1)
        .collect();
    let sample: Vec<u8> = std::fs::read_to_string(SAMPLES.to_string() + "poj3076_sample1.in")
        .unwrap()
        .split_whitespace()
        .flat_map(|l| l.bytes().collect::<Vec<_>>())
        .map(|b| if b == b'-' { 0 } else { b - b'A' + 1 })
        .collect();
    if std::env::args().nth(1).as_deref() == Some("table") {
        let mut boards: Vec<(String, Vec<u8>)> = Vec::new();
        boards.push(("as given".into(), sample.clone()));
        let mut b = sample.clone();
        b[..8].fill(0);
        boards.push(("first 8".into(), b));
        let mut b = sample.clone();
        b[5 * 16 + 4] = 0;
        b[12 * 16 + 11] = 0;
        boards.push(("r6c5 r13c12".into(), b));
        let mut b = sample.clone();
        b[..40].fill(0);
        boards.push(("first 40".into(), b));
        let mut b = sample.clone();
        b[216..].fill(0);
        boards.push(("last 40".into(), b));
        let mut b = sample.clone();
        b[..80].fill(0);
        boards.push(("first 80".into(), b));
        let mut b = sample.clone();
        b[..140].fill(0);
        boards.push(("first 140".into(), b));
        for (name, values) in boards {
            let givens = Square::<16>::from_values(&values).unwrap();
            let mut best = f64::MAX;
            for _ in 0..5 {
                let t = Instant::now();
                let _ = smallest(&givens, 1000).unwrap();
                best = best.min(t.elapsed().as_secs_f64() * 1e3);
            }
            println!("{name}: {best:.1} ms");
        }
        return;
    }
    let budget: u64 = std::env::args()
        .nth(1)
        .map_or(200_000, |a| a.parse().unwrap_or(200_000));
    let (mut over, mut dlx_ok, mut worst, mut total, mut past) = (0, 0, 0.0f64, 0.0f64, 0);
    for seed in 1..=300u64 {
        let mut s = (seed * 0x9E3779B97F4A7C15) | 1;
        let mut perm: Vec<u8> = (1..=16).collect();
        for i in (1..16).rev() {
            let j = (rng(&mut s) % (i as u64 + 1)) as usize;
            perm.swap(i, j);
        }
        let kept =
            (rng(&mut s) % std::env::var("KEPT").map_or(13, |v| v.parse().unwrap())) as usize;
        let mut values = vec![0u8; 256];
        for _ in 0..kept {
            let k = (rng(&mut s) % 256) as usize;
            values[k] = perm[(answer[k] - 1) as usize];
        }
        let givens = Square::<16>::from_values(&values).unwrap();
        let t = Instant::now();
        let sat = smallest(&givens, 1000).unwrap();
        let sat_ms = t.elapsed().as_secs_f64() * 1e3;
        // DLX, forced moves first: the first two solutions are the smallest two.
        let t = Instant::now();
        let mut search = SquareSearch::new(&givens, Strategy::Lexicographic).unwrap();
        let mut found = Vec::new();
        let mut steps = 0;
        while found.len() < 2 && steps < budget {
            steps += 1;
            match search.step() {
                SquareStep::Solution => found.push(*search.board()),
                SquareStep::Exhausted => break,
                _ => {}
            }
        }
        let dlx_ms = t.elapsed().as_secs_f64() * 1e3;
        let same = found.len() == 2 && found == sat.first;
        if same {
            dlx_ok += 1;
        }
        worst = worst.max(sat_ms);
        total += sat_ms;
        if sat_ms > 50.0 {
            past += 1;
        }
        if sat_ms > 50.0 || (found.len() == 2 && !same) {
            over += 1;
            println!("seed {seed} kept {kept}: sat {sat_ms:.0} ms; dlx {} found in {steps} steps {dlx_ms:.0} ms, same {same}", found.len());
        }
    }
    println!("dlx gave the two smallest on {dlx_ok}/300; listed {over}; worst sat {worst:.0} ms; mean {:.1} ms; over 50 ms: {past}", total / 300.0);
}
