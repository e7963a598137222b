//! Steps per second of the classic search on the brute-force adversary (natively).
use sudoku_wasm::grid::Grid;
use sudoku_wasm::solver::{Search, Step, Strategy};
fn main() {
    let line = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let grid = Grid::from_line(line).expect("a puzzle line");
    // One step at a time, as the page's single steps do.
    let mut s = Search::new(&grid, Strategy::Classic).unwrap();
    let t = std::time::Instant::now();
    while s.step() != Step::Solution {}
    report("step()", s.counters().steps, t.elapsed().as_secs_f64());
    // Many steps per call, as the player's seeking and exploring do.
    let mut s = Search::new(&grid, Strategy::Classic).unwrap();
    let t = std::time::Instant::now();
    while s.step_many(1 << 20).1 != Some(Step::Solution) {}
    report("step_many()", s.counters().steps, t.elapsed().as_secs_f64());
    // In calls of 4096 steps, as the page's frames make them between two looks at the clock.
    let mut s = Search::new(&grid, Strategy::Classic).unwrap();
    let t = std::time::Instant::now();
    while s.step_many(4096).1 != Some(Step::Solution) {}
    report(
        "step_many(4096)",
        s.counters().steps,
        t.elapsed().as_secs_f64(),
    );
}

fn report(how: &str, steps: u64, seconds: f64) {
    println!(
        "{how}: {steps} steps in {seconds:.2} s: {:.0} M steps/s",
        steps as f64 / seconds / 1e6
    );
}
