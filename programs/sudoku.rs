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
            self.board.iter().map(|row| row.map(|d| d.to_string()).join(" ")).collect();
        println!("{}", lines.join("\n"));
    }

    fn solve(&mut self, k: usize) -> bool { // @enter
        if k == self.blanks.len() { // @full
            self.print_board(); // @print
            return true; // @solved
        }
        let (r, c) = self.blanks[k]; // @cell
        let b = (r / 3) * 3 + c / 3; // @box
        for d in 1..=9 { // @loop
            if self.row_has[r][d] || self.col_has[c][d] || self.box_has[b][d] { continue; } // @check
            self.set(r, c, d, true); // @place
            if self.solve(k + 1) { return true; } // @call
            self.set(r, c, d, false); // @undo
        }
        false // @fail
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut s = Sudoku::default();
    for (i, d) in input.split_whitespace().map(|t| t.parse().unwrap()).enumerate() {
        let (r, c) = (i / 9, i % 9);
        if d == 0 { s.blanks.push((r, c)); } else { s.set(r, c, d, true); }
    }
    s.solve(0);
}
