//! Steps and placements per puzzle of the fastest strategy counting to 2, on one puzzle file
//! (a probe for solver work: fewer nodes or cheaper nodes?).
//! `cargo run --profile bench --example set_nodes -- FILE`
use sudoku_wasm::grid::Grid;
use sudoku_wasm::solver::{Search, Step, Strategy};

fn main() {
    let file = std::env::args().nth(1).expect("a puzzle file");
    let text = std::fs::read_to_string(&file).expect("readable file");
    let (mut n, mut steps, mut places) = (0u64, 0u64, 0u64);
    for line in text.lines().map(str::trim).filter(|l| l.len() == 81) {
        let grid = Grid::from_line(line).unwrap_or_else(|e| panic!("{file}: {e}: {line}"));
        let mut search = Search::new(&grid, Strategy::Fastest).expect("no clashing givens");
        let mut solutions = 0;
        loop {
            match search.step() {
                Step::Solution if solutions == 1 => break,
                Step::Solution => solutions += 1,
                Step::Exhausted => break,
                _ => {}
            }
        }
        n += 1;
        steps += search.counters().steps;
        places += search.counters().placements;
    }
    println!(
        "{n} puzzles: {:.1} steps, {:.1} placements per puzzle",
        steps as f64 / n as f64,
        places as f64 / n as f64
    );
}
