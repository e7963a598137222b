//! A classic search's state as bytes: a web worker explores a long search at full speed and
//! hands the page the result ([`crate::player::Player::to_bytes`]), so that a jump to step
//! 50,000,000 does not take the page's thread. Only what the givens do not give is written:
//! the branches taken, what comes next, the counters and the tries per cell. Reading checks
//! every value, so bytes that are not such a state give `None`, never a panic or a search in
//! a state it could not reach.

use super::search::{Counters, Next, Search};
use super::strategy::Strategy;
use crate::grid::Grid;
use crate::wire;

/// Bytes being written: numbers as LEB128 varints (most are small; [`wire::put_varint`]).
#[derive(Default)]
pub(crate) struct Writer(pub Vec<u8>);

impl Writer {
    pub fn byte(&mut self, b: u8) {
        self.0.push(b);
    }

    pub fn number(&mut self, n: u64) {
        wire::put_varint(n, &mut self.0);
    }
}

/// Bytes being read; every read is `None` past the end or on a malformed number.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    pub fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    pub fn number(&mut self) -> Option<u64> {
        let mut rest = self.bytes.get(self.at..)?;
        let n = wire::take_varint(&mut rest)?;
        self.at = self.bytes.len() - rest.len();
        Some(n)
    }

    /// A number that must be at most `max`.
    pub fn at_most(&mut self, max: u64) -> Option<u64> {
        self.number().filter(|&n| n <= max)
    }

    pub fn is_done(&self) -> bool {
        self.at == self.bytes.len()
    }
}

impl Search {
    /// Writes a classic search's state; false (nothing written) for other strategies.
    pub(crate) fn save(&self, w: &mut Writer) -> bool {
        if self.strategy != Strategy::Classic {
            return false;
        }
        w.byte(self.trail.len() as u8);
        for &(cell, digit) in &self.trail {
            w.byte(cell);
            w.byte(digit);
        }
        match self.next {
            Next::Descend => w.byte(0),
            Next::Retry { cell, digit } => {
                w.byte(1);
                w.byte(cell);
                w.byte(digit);
            }
            Next::Fail { cell } => {
                w.byte(2);
                w.byte(cell);
            }
            Next::Retreat => w.byte(3),
            Next::Done => w.byte(4),
        }
        let c = &self.counters;
        for n in [
            c.steps,
            c.placements,
            c.deductions,
            c.backtracks,
            c.dead_ends,
            c.solutions,
            c.max_depth as u64,
        ] {
            w.number(n);
        }
        for &tries in &self.tries {
            w.number(tries);
        }
        w.byte(self.window.0 as u8);
        w.byte(self.window.1 as u8);
        true
    }

    /// Reads what [`Search::save`] wrote for a watched classic search of `givens`.
    pub(crate) fn load(givens: &Grid, r: &mut Reader) -> Option<Search> {
        let mut search = Search::watched(givens, Strategy::Classic).ok()?;
        let empty = search.order.len();
        let depth = usize::from(r.byte()?);
        if depth > empty {
            return None;
        }
        for k in 0..depth {
            let (cell, digit) = (r.byte()?, r.byte()?);
            // The classic search fills the empty cells in order, each with a digit that fits.
            let fits = cell == search.order[k]
                && (1..=9).contains(&digit)
                && search.position.free(usize::from(cell)) & (1 << (digit - 1)) != 0;
            if !fits {
                return None;
            }
            search.position.set_digit(usize::from(cell), digit);
            search.trail.push((cell, digit));
        }
        let here = search.order.get(depth).copied();
        search.next = match r.byte()? {
            0 => Next::Descend,
            1 => {
                let (cell, digit) = (r.byte()?, r.byte()?);
                if Some(cell) != here || !(1..=9).contains(&digit) {
                    return None;
                }
                Next::Retry { cell, digit }
            }
            2 => Next::Fail {
                cell: r.byte().filter(|&c| Some(c) == here)?,
            },
            3 => Next::Retreat,
            4 => Next::Done,
            _ => return None,
        };
        let mut numbers = [0u64; 6];
        for n in &mut numbers {
            *n = r.number()?;
        }
        let [steps, placements, deductions, backtracks, dead_ends, solutions] = numbers;
        search.counters = Counters {
            steps,
            placements,
            deductions,
            backtracks,
            dead_ends,
            solutions,
            max_depth: r.at_most(81)? as usize,
        };
        for tries in &mut search.tries {
            *tries = r.number()?;
        }
        let (deepest, shallowest) = (r.at_most(81)?, r.at_most(81)?);
        search.window = (deepest as usize, shallowest as usize);
        Some(search)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_back_and_bad_ones_are_refused() {
        let mut w = Writer::default();
        let values = [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX];
        for n in values {
            w.number(n);
        }
        let mut r = Reader::new(&w.0);
        for n in values {
            assert_eq!(r.number(), Some(n));
        }
        assert!(r.is_done());
        assert_eq!(r.number(), None);
        // Eleven continuation bytes: longer than any u64.
        assert_eq!(Reader::new(&[0xFF; 11]).number(), None);
    }
}
