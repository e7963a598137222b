use std::io::{self, Read};

// cand[x]: the digits cell x (0-80, row by row) can still take, as bits 1-9.
const ALL: u32 = 0x3FE;

struct Sudoku {
    board: [u32; 81],
    cand: [u32; 81],
    boxes: [usize; 81],
    units: Vec<Vec<usize>>,
    peers: Vec<Vec<usize>>,
}

fn ones(bits: u32) -> u32 {
    bits.count_ones()
}

fn box_of(t: usize, j: usize) -> usize {
    if t < 3 { 3 * t + j } else { t - 3 + 3 * j }
}

impl Sudoku {
    fn new() -> Sudoku { // the units (rows, columns, boxes), each cell's 20 peers; an empty board
        let boxes: [usize; 81] = std::array::from_fn(|x| x / 27 * 3 + x % 9 / 3);
        let units = (0..27).map(|u| (0..81).filter(|&x| [x / 9, 9 + x % 9, 18 + boxes[x]].contains(&u)).collect()).collect();
        let peers = (0..81).map(|x| (0..81).filter(|&y| y != x && (y / 9 == x / 9 || y % 9 == x % 9 || boxes[y] == boxes[x])).collect()).collect();
        Sudoku { board: [0; 81], cand: [ALL; 81], boxes, units, peers }
    }

    fn fill(&mut self, x: usize, d: u32) {
        self.board[x] = d;
        self.cand[x] = 1 << d;
        for &p in &self.peers[x] { self.cand[p] &= !(1 << d); }
    }

    fn dead(&self) -> bool { // a cell no digit fits, or a digit with no place in a unit
        let unplaced = |unit: &Vec<usize>| unit.iter().fold(0, |seen, &x| seen | self.cand[x]) != ALL;
        self.units.iter().any(unplaced) || self.cand.contains(&0)
    }

    fn forced(&self) -> Option<(usize, u32)> { // a cell with one digit left, or a digit with one place left
        for x in 0..81 {
            if self.board[x] == 0 && ones(self.cand[x]) == 1 {
                return Some((x, self.cand[x].trailing_zeros()));
            }
        }
        for unit in &self.units {
            for d in 1..=9 {
                let places: Vec<usize> = unit.iter().copied().filter(|&x| self.cand[x] >> d & 1 == 1).collect();
                if places.len() == 1 && self.board[places[0]] == 0 { return Some((places[0], d)); }
            }
        }
        None
    }

    fn narrow(&mut self) -> bool { // 3 rows (or columns) cross 3 boxes: d is once in each, so
        let mut struck = false; // rule out a row's part of a box that no such placing uses
        for t in 0..6 {
            for d in 1..=9 {
                let mut ok = [[false; 3]; 3];
                for i in 0..3 { // rows 3t..3t+2, or columns
                    for j in 0..3 {
                        ok[i][j] = self.units[3 * t + i].iter().any(|&x| self.boxes[x] == box_of(t, j) && self.cand[x] >> d & 1 == 1);
                    }
                }
                for i in 0..3 {
                    for j in 0..3 {
                        let (a, b) = if i == 0 { (1, 2) } else if i == 1 { (0, 2) } else { (0, 1) }; // the other rows
                        let (e, f) = if j == 0 { (1, 2) } else if j == 1 { (0, 2) } else { (0, 1) }; // the other boxes
                        if ok[i][j] && !(ok[a][e] && ok[b][f] || ok[a][f] && ok[b][e]) {
                            for x in self.units[3 * t + i].clone() {
                                if self.boxes[x] == box_of(t, j) { self.cand[x] &= !(1 << d); }
                            }
                            struck = true;
                        }
                    }
                }
            }
        }
        struck
    }

    fn propagate(&mut self) -> bool { // @propagate
        loop { // @round
            if self.dead() { // @dead
                return false; // @check
            }
            let forced = self.forced(); // @forced
            if let Some((x, d)) = forced { // @if_forced
                self.fill(x, d); // @deduce
            } else if !self.narrow() { // @narrow
                return true; // @settled
            }
        }
    }

@choose

    fn search(&mut self) -> bool { // @enter
        loop { // @loop
            if !self.board.contains(&0) { // @full
                self.print_board(); // @print
                return true; // @solved
            }
            let x = self.choose(); // @cell
            let d = self.cand[x].trailing_zeros(); // @digit
            let saved = (self.board, self.cand); // @save
            self.fill(x, d); // @place
            if self.propagate() && self.search() { return true; } // @call
            (self.board, self.cand) = saved; // @undo
            self.cand[x] &= !(1 << d); // @rule_out
            if !self.propagate() { return false; } // @fail
        }
    }
}

impl Sudoku {
    fn print_board(&self) {
        let rows: Vec<String> = self.board.chunks(9).map(|row| row.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(" ")).collect();
        println!("{}", rows.join("\n"));
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut s = Sudoku::new();
    for (x, d) in input.split_whitespace().map(|t| t.parse().unwrap()).enumerate() {
        if d != 0 { s.fill(x, d); }
    }
    if s.propagate() { s.search(); }
}
