// LeetCode calls solve_sudoku, then reads the answer from its board.
#[derive(Default)]
struct Sudoku {
    board: [[usize; 9]; 9],
    row_has: [[bool; 10]; 9],
    col_has: [[bool; 10]; 9],
    box_has: [[bool; 10]; 9],
    blanks: Vec<(usize, usize)>,
    answer: Vec<Vec<char>>,
}

impl Sudoku {
    fn set(&mut self, r: usize, c: usize, d: usize, on: bool) {
        self.board[r][c] = if on { d } else { 0 };
        self.row_has[r][d] = on;
        self.col_has[c][d] = on;
        self.box_has[(r / 3) * 3 + c / 3][d] = on;
    }

    // LeetCode reads no output: the answer goes into its board.
    fn print_board(&mut self) {
        for (r, row) in self.board.iter().enumerate() {
            for (c, d) in row.iter().enumerate() {
                self.answer[r][c] = char::from(b'0' + *d as u8);
            }
        }
    }

    @solve
}

impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut s = Sudoku { answer: board.clone(), ..Sudoku::default() };
        for r in 0..9 {
            for c in 0..9 {
                match board[r][c].to_digit(10) {
                    Some(d) => s.set(r, c, d as usize, true),
                    None => s.blanks.push((r, c)),
                }
            }
        }
        s.solve(0);
        *board = s.answer;
    }
}
