//! Changes to a puzzle that keep it a puzzle with one solution: renaming digits, swapping
//! rows within a band, columns within a stack, bands, stacks, and transposing map the board's
//! solutions one to one (the same is done to the solution kept beside it). They keep the
//! givens' number but change the row-major search's cost a great deal: it depends on the
//! digits the first empty cells need and on where they are. With `symmetric`, each move is
//! made together with its mirror image through the centre, so a puzzle symmetric under the
//! half turn stays so.

use crate::rng::Rng;

/// A puzzle (0 for an empty cell) and its one solution, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Pair {
    pub puzzle: [u8; 81],
    pub solution: [u8; 81],
}

impl Pair {
    /// The puzzle's givens.
    pub(crate) fn givens(&self) -> u64 {
        self.puzzle.iter().filter(|&&v| v != 0).count() as u64
    }

    /// One move chosen at random among those that keep the solution unique (and the half-turn
    /// symmetry when `symmetric`).
    pub(crate) fn shuffle_once(&mut self, rng: &mut Rng, symmetric: bool) {
        match rng.below(6) {
            0 => {
                let (a, b) = two_of(rng, 9);
                self.rename(a as u8 + 1, b as u8 + 1);
            }
            1 => self.transpose(),
            2 | 3 => {
                let lines = if symmetric {
                    mirrored_line_swap(rng)
                } else {
                    let band = rng.below(3) * 3;
                    let (a, b) = two_of(rng, 3);
                    vec![(band + a, band + b)]
                };
                self.swap_lines(&lines, rng.below(2) == 0);
            }
            _ => {
                // Bands or stacks: the first with the last keeps the half-turn symmetry.
                let (a, b) = if symmetric { (0, 2) } else { two_of(rng, 3) };
                let lines: Vec<(usize, usize)> = (0..3).map(|k| (a * 3 + k, b * 3 + k)).collect();
                self.swap_lines(&lines, rng.below(2) == 0);
            }
        }
    }

    fn rename(&mut self, a: u8, b: u8) {
        for grid in [&mut self.puzzle, &mut self.solution] {
            for v in grid.iter_mut() {
                if *v == a {
                    *v = b;
                } else if *v == b {
                    *v = a;
                }
            }
        }
    }

    fn transpose(&mut self) {
        for grid in [&mut self.puzzle, &mut self.solution] {
            for r in 0..9 {
                for c in r + 1..9 {
                    grid.swap(r * 9 + c, c * 9 + r);
                }
            }
        }
    }

    /// Swaps each pair of rows (or of columns when `!rows`) in `lines`.
    fn swap_lines(&mut self, lines: &[(usize, usize)], rows: bool) {
        for grid in [&mut self.puzzle, &mut self.solution] {
            for &(a, b) in lines {
                for k in 0..9 {
                    if rows {
                        grid.swap(a * 9 + k, b * 9 + k);
                    } else {
                        grid.swap(k * 9 + a, k * 9 + b);
                    }
                }
            }
        }
    }
}

/// Two different numbers below `n`.
fn two_of(rng: &mut Rng, n: usize) -> (usize, usize) {
    let a = rng.below(n);
    let b = (a + 1 + rng.below(n - 1)) % n;
    (a, b)
}

/// Line swaps that the half turn maps onto themselves: two lines of the first band with their
/// mirror images in the last, or the middle band's first and last line.
fn mirrored_line_swap(rng: &mut Rng) -> Vec<(usize, usize)> {
    if rng.below(4) == 0 {
        vec![(3, 5)]
    } else {
        let (a, b) = two_of(rng, 3);
        vec![(a, b), (8 - a, 8 - b)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A valid solution grid (a shifted pattern) and a puzzle from it.
    fn pair() -> Pair {
        let mut solution = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                solution[r * 9 + c] = ((r * 3 + r / 3 + c) % 9) as u8 + 1;
            }
        }
        let mut puzzle = solution;
        for (k, v) in puzzle.iter_mut().enumerate() {
            if (k * 7) % 5 < 3 {
                *v = 0;
            }
        }
        Pair { puzzle, solution }
    }

    fn valid(g: &[u8; 81]) -> bool {
        let unit_ok = |cells: Vec<usize>| {
            let mut seen = 0u16;
            cells.iter().all(|&k| {
                let bit = 1 << g[k];
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        };
        (0..9).all(|i| {
            unit_ok((0..9).map(|k| i * 9 + k).collect())
                && unit_ok((0..9).map(|k| k * 9 + i).collect())
                && unit_ok(
                    (0..9)
                        .map(|k| (i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3)
                        .collect(),
                )
        })
    }

    /// Every move keeps the solution a solution and the puzzle's givens on it; with
    /// `symmetric`, a symmetric puzzle stays symmetric.
    #[test]
    fn moves_keep_the_solution_and_the_symmetry() {
        let mut rng = Rng::new(7);
        for symmetric in [false, true] {
            let mut p = pair();
            if symmetric {
                for k in 0..81 {
                    if p.puzzle[80 - k] == 0 {
                        p.puzzle[k] = 0;
                    }
                }
            }
            let givens = p.givens();
            for _ in 0..2_000 {
                p.shuffle_once(&mut rng, symmetric);
                assert!(valid(&p.solution));
                assert!((0..81).all(|k| p.puzzle[k] == 0 || p.puzzle[k] == p.solution[k]));
                assert_eq!(p.givens(), givens);
                if symmetric {
                    assert!((0..81).all(|k| (p.puzzle[k] == 0) == (p.puzzle[80 - k] == 0)));
                }
            }
        }
    }
}
