use std::io::{self, Read};

#[derive(Default)]
struct Sudoku {
    board: [[usize; 9]; 9],
    row_has: [[bool; 10]; 9],
    col_has: [[bool; 10]; 9],
    box_has: [[bool; 10]; 9],
    blanks: Vec<(usize, usize)>,
}

impl Sudoku {
    fn set(&mut self, r: usize, c: usize, d: usize, on: bool) {
        self.board[r][c] = if on { d } else { 0 };
        self.row_has[r][d] = on;
        self.col_has[c][d] = on;
        self.box_has[(r / 3) * 3 + c / 3][d] = on;
    }

    fn print_board(&self) {
        let lines: Vec<String> =
            self.board.iter().map(|row| row.iter().map(|d| d.to_string()).collect()).collect();
        println!("{}", lines.join("\n"));
    }

    @solve
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut s = Sudoku::default();
    for (r, row) in input.split_whitespace().take(9).enumerate() {
        for (c, ch) in row.bytes().enumerate() {
            let d = (ch - b'0') as usize;
            if d == 0 { s.blanks.push((r, c)); } else { s.set(r, c, d, true); }
        }
    }
    s.solve(0);
}
