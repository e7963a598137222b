//! Steps the watched search of each propagating strategy (as the player and the race show it)
//! to its first solution on every puzzle of the files given (81 characters a line), and
//! prints the steps and the time: `cargo run --release -p sudoku-core --example watched_steps
//! -- ../shared/puzzles/attractivechaos_hard20.txt`.
use sudoku_core::grid::Grid;
use sudoku_core::solver::{Search, Step, Strategy};

fn main() {
    let puzzles: Vec<Grid> = std::env::args()
        .skip(1)
        .flat_map(|file| {
            std::fs::read_to_string(file)
                .expect("a puzzle file")
                .lines()
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .filter_map(|line| line.get(..81)?.parse().ok())
        .collect();
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let start = std::time::Instant::now();
        let mut steps = 0;
        for grid in &puzzles {
            let mut search = Search::watched(grid, strategy).expect("no clash");
            while !matches!(search.step(), Step::Solution | Step::Exhausted) {}
            steps += search.counters().steps;
        }
        println!(
            "{strategy}: {} puzzles, {steps} steps in {:?}",
            puzzles.len(),
            start.elapsed()
        );
    }
}
