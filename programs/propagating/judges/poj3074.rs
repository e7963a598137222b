use std::io::{self, Read};

@search

impl Sudoku {
    fn print_board(&self) {
        println!("{}", self.board.iter().map(|d| d.to_string()).collect::<String>());
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    for line in input.split_whitespace().take_while(|&line| line != "end") {
        let mut s = Sudoku::new();
        for (x, ch) in line.bytes().enumerate() {
            if (b'1'..=b'9').contains(&ch) { s.fill(x, (ch - b'0') as u32); }
        }
        if s.propagate() { s.search(); }
    }
}
