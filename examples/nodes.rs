use sudoku_wasm::grid::Grid;
use sudoku_wasm::solver::{Search, Step, Strategy};
fn main() {
    let file = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(file).unwrap();
    let (mut n, mut places, mut steps) = (0u64, 0u64, 0u64);
    let t = std::time::Instant::now();
    for line in text.lines().take(
        std::env::var("N")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(2000),
    ) {
        let v: Vec<u8> = line
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        let g = Grid::from_values(&v).unwrap();
        let mut s = Search::new(&g, Strategy::Fastest).unwrap();
        let mut sol = 0;
        loop {
            match s.step() {
                Step::Solution => {
                    sol += 1;
                    if sol == 2 {
                        break;
                    }
                }
                Step::Exhausted => break,
                _ => {}
            }
        }
        n += 1;
        places += s.counters().placements;
        steps += s.counters().steps;
    }
    let el = t.elapsed().as_secs_f64();
    println!(
        "{n} puzzles, {:.1} placements/puzzle, {:.1} steps/puzzle, {:.0}/s, {:.2} us/placement",
        places as f64 / n as f64,
        steps as f64 / n as f64,
        n as f64 / el,
        el * 1e6 / places as f64
    );
}
