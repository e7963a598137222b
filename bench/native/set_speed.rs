//! Puzzles per second of one strategy on one puzzle file, counting to 2 (a quick probe beside
//! the criterion bench), best of RUNS passes over the file:
//! `cargo run --profile bench --example set_speed -- FILE [STRATEGY [RUNS]]`.
use sudoku_wasm::grid::Grid;
use sudoku_wasm::solver::{self, Strategy};

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().expect("a puzzle file");
    let strategy: Strategy = args
        .next()
        .map_or(Strategy::Fastest, |s| s.parse().expect("a strategy"));
    let text = std::fs::read_to_string(&file).expect("readable file");
    let grids: Vec<Grid> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .map(|l| Grid::from_line(l).unwrap_or_else(|e| panic!("{file}: {e}: {l}")))
        .collect();
    let runs: usize = args
        .next()
        .map_or(1, |r| r.parse().expect("a number of runs"));
    let (mut best, mut total) = (f64::INFINITY, 0);
    for _ in 0..runs.max(1) {
        let t = std::time::Instant::now();
        total = grids
            .iter()
            .map(|g| solver::count(g, strategy, 2))
            .sum::<u64>();
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "native: {} puzzles ({total} solutions counted) in {best:.3} s (best of {runs}): {:.0}/s",
        grids.len(),
        grids.len() as f64 / best
    );
}
