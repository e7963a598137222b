use std::io::{self, Read};

@search

impl Sudoku {
    fn print_board(&self) {
        for row in self.board.chunks(9) {
            println!("{}", row.iter().map(|d| d.to_string()).collect::<String>());
        }
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    let cases: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..cases {
        let mut s = Sudoku::new();
        for r in 0..9 {
            for (c, ch) in tokens.next().unwrap().bytes().enumerate() {
                if ch != b'0' { s.fill(r * 9 + c, (ch - b'0') as u32); }
            }
        }
        if s.propagate() { s.search(); }
    }
}
