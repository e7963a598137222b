use sudoku_core::solver::{Search, Step, Strategy};
fn main() {
    let line = std::env::args().nth(1).unwrap();
    let grid = line.parse().unwrap();
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let mut s = Search::watched(&grid, strategy).unwrap();
        let t = std::time::Instant::now();
        while !matches!(s.step(), Step::Solution | Step::Exhausted) {}
        println!("{strategy}: {:?} in {:?}", s.counters(), t.elapsed());
    }
}
