//! The classic program as the judges' solutions write it (the programs of `programs/`), with
//! its events recorded: what the player's steps and the learner's questions and exercises are
//! checked against, never the code under test.

/// What the program does, one event per step of the player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Did {
    Place(usize, u8),
    TakeBack(usize, u8),
    /// A call whose loop placed nothing returns false.
    DeadEnd(usize),
    Solution,
}

/// The events of the classic program on `line` up to its first solution or `limit` events.
pub fn recursion(line: &str, limit: usize) -> Vec<Did> {
    struct R {
        board: [u8; 81],
        blanks: Vec<usize>,
        did: Vec<Did>,
        limit: usize,
    }
    impl R {
        fn fits(&self, z: usize, d: u8) -> bool {
            (0..81).all(|o| {
                let peer = o / 9 == z / 9
                    || o % 9 == z % 9
                    || (o / 27 == z / 27 && o % 9 / 3 == z % 9 / 3);
                o == z || !peer || self.board[o] != d
            })
        }
        fn solve(&mut self, k: usize) -> bool {
            if self.did.len() >= self.limit {
                return true;
            }
            if k == self.blanks.len() {
                self.did.push(Did::Solution);
                return true;
            }
            let z = self.blanks[k];
            let mut placed = false;
            for d in 1..=9 {
                if self.fits(z, d) {
                    placed = true;
                    self.board[z] = d;
                    self.did.push(Did::Place(z, d));
                    if self.solve(k + 1) {
                        return true;
                    }
                    self.board[z] = 0;
                    self.did.push(Did::TakeBack(z, d));
                }
            }
            if !placed {
                self.did.push(Did::DeadEnd(z));
            }
            false
        }
    }
    let board: [u8; 81] = std::array::from_fn(|i| {
        line.as_bytes()[i]
            .checked_sub(b'0')
            .filter(|&d| d <= 9)
            .unwrap_or(0)
    });
    let blanks = (0..81).filter(|&i| board[i] == 0).collect();
    let mut r = R {
        board,
        blanks,
        did: Vec::new(),
        limit,
    };
    r.solve(0);
    r.did
}
