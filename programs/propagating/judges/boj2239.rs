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
    let mut s = Sudoku::new();
    for (x, ch) in input.split_whitespace().flat_map(|row| row.bytes()).enumerate() {
        if ch != b'0' { s.fill(x, (ch - b'0') as u32); }
    }
    if s.propagate() { s.search(); }
}
