//! Puzzles per second of one strategy on one puzzle file, counting to 2 (a quick probe beside
//! the criterion bench): `cargo run --profile bench --example set_speed -- FILE [STRATEGY]`.
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
    let t = std::time::Instant::now();
    let mut total = 0;
    for g in &grids {
        total += solver::count(g, strategy, 2);
    }
    let e = t.elapsed().as_secs_f64();
    println!(
        "{} puzzles ({total} solutions counted) in {e:.3} s: {:.0}/s",
        grids.len(),
        grids.len() as f64 / e
    );
}
