use std::io::{self, Read};
use std::str::SplitWhitespace;

// Exact cover: a row per (cell, symbol), with a node in each of the 4 columns it meets: cell k
// is filled, symbol s is in row y, column x, box b (columns 1..1024 in that order; 0 the root).
const N: usize = 16;
const COLS: usize = 4 * N * N;
const NODES: usize = 1 + COLS + 4 * N * N * N;

struct Dlx {
    left: Vec<usize>,
    right: Vec<usize>,
    up: Vec<usize>,
    down: Vec<usize>,
    col: Vec<usize>,
    row: Vec<usize>,
    size: Vec<usize>,
    board: Vec<u8>,
    out: String,
}

impl Dlx {
    fn cover(&mut self, c: usize) { // unlink c, and every row meeting c from its other columns
        self.left[self.right[c]] = self.left[c];
        self.right[self.left[c]] = self.right[c];
        let mut i = self.down[c];
        while i != c {
            let mut j = self.right[i];
            while j != i {
                self.up[self.down[j]] = self.up[j];
                self.down[self.up[j]] = self.down[j];
                self.size[self.col[j]] -= 1;
                j = self.right[j];
            }
            i = self.down[i];
        }
    }

    fn uncover(&mut self, c: usize) { // cover(c) undone, in exactly the reverse order
        let mut i = self.up[c];
        while i != c {
            let mut j = self.left[i];
            while j != i {
                self.size[self.col[j]] += 1;
                self.up[self.down[j]] = j;
                self.down[self.up[j]] = j;
                j = self.left[j];
            }
            i = self.up[i];
        }
        self.left[self.right[c]] = c;
        self.right[self.left[c]] = c;
    }

    fn place(&mut self, r: usize) { // r's symbol into its cell; the other 3 constraints r meets
        self.board[self.row[r] / N] = b'A' + (self.row[r] % N) as u8; // are met now
        let mut j = self.right[r];
        while j != r {
            self.cover(self.col[j]);
            j = self.right[j];
        }
    }

    fn unplace(&mut self, r: usize) {
        let mut j = self.left[r];
        while j != r {
            self.uncover(self.col[j]);
            j = self.left[j];
        }
        self.board[self.row[r] / N] = b'-';
    }

@choose

    fn print_board(&mut self) {
        for line in self.board.chunks(N) {
            self.out.push_str(std::str::from_utf8(line).unwrap());
            self.out.push('\n');
        }
    }

    fn search(&mut self) -> bool { // @enter
        if self.right[0] == 0 { // @full
            self.print_board(); // @print
            return true; // @solved
        }
        let c = self.choose();
        if self.size[c] == 0 { return false; } // @check
        self.cover(c);
        let mut r = self.down[c];
        while r != c { // @loop
            self.place(r); // @place
            if self.search() { return true; } // @call
            self.unplace(r); // @undo
            r = self.down[r];
        }
        self.uncover(c); false // @fail
    }

    fn add_node(&mut self, n: usize, c: usize, r: usize) { // node n of row r, last in column c
        (self.col[n], self.row[n], self.up[n], self.down[n]) = (c, r, self.up[c], c);
        self.down[self.up[c]] = n;
        self.up[c] = n;
        self.size[c] += 1;
    }

    fn build(&mut self) { // the columns, every row in order (givens' too), then the givens chosen
        for c in 0..=COLS { // a circle: the root, then columns 1..1024
            (self.left[c], self.right[c]) = ((c + COLS) % (COLS + 1), (c + 1) % (COLS + 1));
            (self.up[c], self.down[c], self.size[c]) = (c, c, 0);
        }
        let mut n = COLS + 1;
        for k in 0..N * N {
            for s in 0..N {
                let (y, x) = (k / N, k % N);
                let b = y / 4 * 4 + x / 4;
                let cols = [k, y * N + s, x * N + s, b * N + s]; // within each block of N * N
                for t in 0..4 {
                    self.add_node(n + t, 1 + t * N * N + cols[t], k * N + s);
                    (self.left[n + t], self.right[n + t]) = (n + (t + 3) % 4, n + (t + 1) % 4);
                }
                n += 4;
            }
        }
        for k in 0..N * N {
            if self.board[k] != b'-' { // a given: its row is chosen, as search would choose it
                let r = COLS + 1 + 4 * (k * N + (self.board[k] - b'A') as usize);
                self.cover(self.col[r]);
                self.place(r);
            }
        }
    }

    fn read_board(&mut self, tokens: &mut SplitWhitespace) -> bool { // 16 tokens of 16 letters
        for y in 0..N { // or '-', so blank lines between cases are skipped
            let Some(line) = tokens.next() else { return false };
            self.board[y * N..y * N + N].copy_from_slice(&line.as_bytes()[..N]);
        }
        true
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    let zeros = vec![0; NODES];
    let mut dlx = Dlx {
        left: zeros.clone(), right: zeros.clone(), up: zeros.clone(), down: zeros.clone(),
        col: zeros.clone(), row: zeros.clone(), size: zeros,
        board: vec![b'-'; N * N], out: String::new(),
    };
    let mut t = 0;
    while dlx.read_board(&mut tokens) {
        if t > 0 { dlx.out.push('\n'); } // a blank line between cases
        dlx.build();
        dlx.search();
        t += 1;
    }
    print!("{}", dlx.out);
}
