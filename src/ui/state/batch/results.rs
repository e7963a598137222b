//! A run's results in board order, kept in the pieces the workers sent them in.

use crate::ui::protocol::BoardResult;
use crate::ui::shared::Shared;
use std::rc::Rc;

/// The results of a run, in board order, in the pieces they came in. Joined into one list at
/// the end of a run, 100,000 results (4 MB) would be copied once more while the pieces are
/// still held: a high-water mark the page's wasm memory keeps for good.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Results(Shared<Pieces>);

impl Default for Results {
    fn default() -> Results {
        Results::new([])
    }
}

#[derive(Debug, Default, PartialEq)]
struct Pieces {
    pieces: Vec<Shared<[BoardResult]>>,
    /// The index of each piece's first result.
    starts: Vec<usize>,
    len: usize,
}

impl Results {
    /// The results of `pieces`, one after another.
    pub fn new(pieces: impl IntoIterator<Item = Shared<[BoardResult]>>) -> Results {
        let mut all = Pieces::default();
        for piece in pieces {
            if piece.is_empty() {
                continue;
            }
            all.starts.push(all.len);
            all.len += piece.len();
            all.pieces.push(piece);
        }
        Results(Shared(Rc::new(all)))
    }

    pub fn len(&self) -> usize {
        self.0.len
    }

    /// Result `i` (from 0).
    pub fn get(&self, i: usize) -> Option<&BoardResult> {
        // The last piece starting at or before `i`.
        let piece = self
            .0
            .starts
            .partition_point(|&start| start <= i)
            .checked_sub(1)?;
        self.0.pieces[piece].get(i - self.0.starts[piece])
    }

    pub fn first(&self) -> Option<&BoardResult> {
        self.get(0)
    }

    pub fn iter(&self) -> impl Iterator<Item = &BoardResult> {
        self.0.pieces.iter().flat_map(|piece| piece.iter())
    }

    /// Every result, copied (for tests).
    #[cfg(test)]
    pub fn to_vec(&self) -> Vec<BoardResult> {
        self.iter().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Verdict;

    fn result(line: usize) -> BoardResult {
        BoardResult {
            line,
            verdict: Verdict::Unique,
            first: None,
            second: None,
            steps: 0,
        }
    }

    #[test]
    fn results_in_pieces_read_as_one_list() {
        let piece = |lines: std::ops::Range<usize>| -> Shared<[BoardResult]> {
            Shared(Rc::from(lines.map(result).collect::<Vec<_>>()))
        };
        let results = Results::new([piece(0..3), piece(3..3), piece(3..4), piece(4..9)]);
        assert_eq!(results.len(), 9);
        let lines: Vec<usize> = results.iter().map(|r| r.line).collect();
        assert_eq!(lines, (0..9).collect::<Vec<_>>());
        for i in 0..9 {
            assert_eq!(results.get(i).map(|r| r.line), Some(i), "result {i}");
        }
        assert_eq!(results.get(9), None);
        assert_eq!(results.first().map(|r| r.line), Some(0));
        assert_eq!(Results::default().len(), 0);
        assert!(Results::default().first().is_none());
    }
}
