//! Candidates and their propagation: started from the givens, kept through each digit
//! placed or ruled out, band by band and stack by stack (see [`super`]'s docs).

use super::*;

impl Position {
    /// Starts candidate tracking from the placed digits, then propagates. Each word is
    /// written once, from what its digit's placed cells leave of it (a tenth of the time a
    /// 17-clue puzzle takes, when each digit was fixed in turn).
    pub fn init_candidates(&mut self) -> Result<(), Contradiction> {
        self.init_candidates_unpropagated();
        self.changed = BAND;
        self.propagate()
    }

    /// The words of the placed digits, before any propagation.
    pub(super) fn init_candidates_unpropagated(&mut self) {
        // Per word, what its digit's cells leave of it and the cells it is in; per band,
        // the cells filled.
        let mut keep = [BAND; 27];
        let mut own = [0u32; 27];
        let mut filled = [0u32; 3];
        for (cell, &digit) in self.digits.iter().enumerate() {
            if digit != 0 {
                let (b, x, d) = (cell / 27, cell % 27, digit as usize - 1);
                for (band, cell_keep) in KEEP[cell].into_iter().enumerate() {
                    keep[word(d, band)] &= cell_keep;
                }
                own[word(d, b)] |= 1 << x;
                filled[b] |= 1 << x;
            }
        }
        for (i, place) in self.places.iter_mut().enumerate() {
            *place = keep[i] & !filled[i / 9] | own[i];
        }
        self.unsolved = filled.map(|f| BAND & !f);
    }

    /// Places `digit` in the empty `cell` and propagates.
    pub fn assign(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        self.digits[cell] = digit;
        self.fix(cell, digit);
        self.propagate()
    }

    /// Removes `digit` from the candidates of the empty `cell` and propagates.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let i = word(digit as usize - 1, cell / 27);
        self.places[i] &= !(1 << (cell % 27));
        self.changed |= 1 << i;
        self.propagate()
    }

    /// Records `digit` in `cell` in the candidate words: no other digit there, no other place
    /// for it in the cell's row, column and box. Marks the words that changed.
    #[inline(always)]
    pub(super) fn fix(&mut self, cell: usize, digit: u8) {
        let (b, x) = (cell / 27, cell % 27);
        let mut changed = 0;
        for d in 0..9 {
            let i = word(d, b);
            changed |= (self.places[i] >> x & 1) << i;
            self.places[i] &= !(1 << x);
        }
        self.changed |= changed;
        self.fix_digit(b, x, digit as usize - 1);
    }

    /// The part of [`Position::fix`] a naked single needs (no other digit can go there already):
    /// the cell is solved and the digit has no other place in its row, column and box.
    #[inline(always)]
    fn fix_digit(&mut self, b: usize, x: usize, d: usize) {
        self.unsolved[b] &= !(1 << x);
        let mut changed = 0;
        for (band, keep) in KEEP[27 * b + x].into_iter().enumerate() {
            let i = word(d, band);
            let before = self.places[i];
            self.places[i] = before & keep | ((band == b) as u32) << x;
            changed |= ((before != self.places[i]) as u32) << i;
        }
        self.changed |= changed;
    }

    /// Places the hidden singles of digit `d` that propagation found in band `b` (rows of its
    /// word with one place), skipping cells that already hold it, in one pass over the band's
    /// words (calls often place several). No two of them share a row or a box: two
    /// rows whose only places lie in one box leave the digit no permutation, so the triplet
    /// filter has already reported a contradiction. Nor do they clash with the digit's placed
    /// cells, whose rows and boxes were taken from its word when it was placed.
    #[inline]
    fn settle(&mut self, b: usize, singles: u32, d: usize) {
        let cells = singles & self.unsolved[b] & self.places[word(d, b)];
        if cells == 0 {
            return;
        }
        // What the digit leaves of its words once in all of these cells.
        let mut keep = [BAND; 3];
        let mut rest = cells;
        while rest != 0 {
            let x = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.digits[27 * b + x] = d as u8 + 1;
            for (k, cell_keep) in keep.iter_mut().zip(KEEP[27 * b + x]) {
                *k &= cell_keep;
            }
        }
        debug_assert_eq!(cells & keep[b], cells, "singles that share a row or box");
        // The band's nine words, one per digit (bit `e` of `hit`: digit `e` lost a place).
        let mut hit = 0;
        for (e, place) in self.places[word(0, b)..word(9, b)].iter_mut().enumerate() {
            hit |= ((*place & cells != 0) as u32) << e;
            *place &= !cells;
        }
        let mut changed = hit << word(0, b);
        self.unsolved[b] &= !cells;
        for (band, keep) in keep.into_iter().enumerate() {
            let i = word(d, band);
            let before = self.places[i];
            let own = if band == b { cells } else { 0 };
            self.places[i] = before & keep | own;
            changed |= ((before != self.places[i]) as u32) << i;
        }
        self.changed |= changed;
    }

    /// Until nothing changes: narrows every changed word to the triplets its band allows,
    /// placing the hidden singles this shows, then each touched digit's columns to what its
    /// stacks allow; then places naked singles.
    fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut digits = 0u32;
            while self.changed != 0 {
                let i = self.changed.trailing_zeros() as usize;
                self.changed &= self.changed - 1;
                let (d, b) = (i % 9, i / 9);
                let w = self.places[i];
                let rows = rows_of(w);
                let triplets = (rows[0] & 7 | (rows[1] & 7) << 3 | (rows[2] & 7) << 6) as usize;
                let allowed = PERMUTATIONS[triplets] as usize;
                if allowed == 0 {
                    return Err(self.band_failure(b));
                }
                // Most words keep every triplet they use: then nothing is narrowed or stored.
                let (w, rows) = if allowed == triplets {
                    (w, rows)
                } else {
                    let w = w & TRIPLET_CELLS[allowed];
                    self.places[i] = w;
                    (w, rows_of(w))
                };
                let cols = columns(w) as u16;
                digits |= ((cols != self.seen[i]) as u32) << d;
                self.seen[i] = cols;
                // Rows where the digit has one place left: hidden singles, unless the digit is
                // already there. Boxes need no look of their own: a box with one place leaves
                // its row one triplet to use (the only one in that box), so the permutation
                // filter has already made that place the row's only one. Branch-free: which
                // rows they are is random.
                let singles = one_place_rows(rows) & self.unsolved[b];
                if singles != 0 {
                    self.settle(b, singles, d);
                }
            }
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                self.stacks(d)?;
            }
            if self.changed != 0 {
                continue;
            }
            if self.is_full() {
                return Ok(());
            }
            let mut found = false;
            for b in 0..3 {
                let [once, twice, thrice] = self.candidate_counts(b);
                let unsolved = self.unsolved[b];
                self.pairs[b] = twice & !thrice & unsolved;
                let stuck = unsolved & !once;
                if stuck != 0 {
                    return Err(Contradiction((27 * b) as u8 + stuck.trailing_zeros() as u8));
                }
                let singles = unsolved & once & !twice;
                if singles == 0 {
                    continue;
                }
                found = true;
                for d in 0..9 {
                    let mut mine = self.places[word(d, b)] & singles;
                    while mine != 0 {
                        let x = mine.trailing_zeros() as usize;
                        mine &= mine - 1;
                        // A single placed just before may have taken this one's digit (same
                        // digit, same unit): the cell is then stuck, found in the next round.
                        if self.places[word(d, b)] >> x & 1 != 0 {
                            self.digits[27 * b + x] = d as u8 + 1;
                            self.fix_digit(b, x, d);
                        }
                    }
                }
            }
            if !found {
                return Ok(());
            }
        }
    }

    /// The column side for digit `d`: in each stack, the digit sits once in each band and
    /// once in each column, so the band-column pairs it uses must contain a permutation.
    #[inline]
    fn stacks(&mut self, d: usize) -> Result<(), Contradiction> {
        let w = [
            self.places[word(d, 0)],
            self.places[word(d, 1)],
            self.places[word(d, 2)],
        ];
        let cols = w.map(columns);
        let mut keep = [0u32; 3];
        for s in 0..3 {
            let pairs = (cols[0] >> (3 * s) & 7)
                | (cols[1] >> (3 * s) & 7) << 3
                | (cols[2] >> (3 * s) & 7) << 6;
            let allowed = PERMUTATIONS[pairs as usize] as u32;
            if allowed == 0 {
                return Err(self.stack_failure(s));
            }
            for (b, k) in keep.iter_mut().enumerate() {
                *k |= (allowed >> (3 * b) & 7) << (3 * s);
            }
        }
        for (b, &k) in keep.iter().enumerate() {
            let i = word(d, b);
            let narrowed = w[b] & spread(k);
            if narrowed != w[b] {
                self.places[i] = narrowed;
                self.changed |= 1 << i;
            }
        }
        Ok(())
    }

    /// A cell to blame when a band leaves some digit no consistent place: the first empty
    /// cell of the band.
    #[cold]
    fn band_failure(&self, b: usize) -> Contradiction {
        let x = self.unsolved[b].trailing_zeros().min(26);
        Contradiction((27 * b) as u8 + x as u8)
    }

    /// A cell to blame when a stack leaves some digit no consistent place: its first empty
    /// cell in row-major order.
    #[cold]
    fn stack_failure(&self, s: usize) -> Contradiction {
        let cols = spread(7 << (3 * s));
        (0..3)
            .find_map(|b| {
                let e = self.unsolved[b] & cols;
                (e != 0).then(|| Contradiction((27 * b) as u8 + e.trailing_zeros() as u8))
            })
            .unwrap_or(Contradiction((3 * s) as u8))
    }

    /// Propagating strategies: whether every cell holds a digit.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }
}
