use std::io::{self, Read};

#[derive(Default)]
struct Sudoku {
    board: [[usize; 9]; 9],
    row_has: [[bool; 10]; 9],
    col_has: [[bool; 10]; 9],
    box_has: [[bool; 10]; 9],
    blanks: Vec<(usize, usize)>,
    out: String,
}

impl Sudoku {
    fn set(&mut self, r: usize, c: usize, d: usize, on: bool) {
        self.board[r][c] = if on { d } else { 0 };
        self.row_has[r][d] = on;
        self.col_has[c][d] = on;
        self.box_has[(r / 3) * 3 + c / 3][d] = on;
    }

    fn print_board(&mut self) {
        for row in self.board {
            self.out.extend(row.iter().map(|d| char::from(b'0' + *d as u8)));
            self.out.push('\n');
        }
    }

    @solve
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    let cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..cases {
        let mut s = Sudoku::default();
        for r in 0..9 {
            for (c, ch) in tokens.next().unwrap().bytes().enumerate() {
                let d = (ch - b'0') as usize;
                if d == 0 { s.blanks.push((r, c)); } else { s.set(r, c, d, true); }
            }
        }
        s.solve(0);
        out.push_str(&s.out);
    }
    print!("{out}");
}
