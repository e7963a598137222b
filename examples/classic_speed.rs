//! Steps per second of the classic search on the brute-force adversary (natively).
use sudoku_wasm::grid::Grid;
use sudoku_wasm::solver::{Search, Step, Strategy};
fn main() {
    let line = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let v: Vec<u8> = line
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let mut s = Search::new(&Grid::from_values(&v).unwrap(), Strategy::Classic).unwrap();
    let t = std::time::Instant::now();
    while s.step() != Step::Solution {}
    let e = t.elapsed().as_secs_f64();
    println!(
        "{} steps in {:.2} s: {:.0} M steps/s",
        s.counters().steps,
        e,
        s.counters().steps as f64 / e / 1e6
    );
}
