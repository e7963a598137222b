// LeetCode calls solve_sudoku, then reads the answer from its board.
@search

impl Sudoku {
    // LeetCode reads no output: solve_sudoku copies the board, solved, into its own.
    fn print_board(&self) {}
}

impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut s = Sudoku::new();
        for x in 0..81 {
            if let Some(d) = board[x / 9][x % 9].to_digit(10) { s.fill(x, d); }
        }
        if s.propagate() && s.search() {
            for x in 0..81 { board[x / 9][x % 9] = char::from(b'0' + s.board[x] as u8); }
        }
    }
}
