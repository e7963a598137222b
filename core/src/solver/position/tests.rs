//! The position's tests: the cell branched on against the plain choice, the counting, and
//! givens placed at once against one by one.

use super::choice::count_halfway;
use super::*;
use crate::grid::Unit;

/// The cell to branch on, found the plain way: every empty cell's candidates counted, and
/// among the fewest, each candidate's places in the cell's row, column and box counted
/// cell by cell through the grid's units.
fn plain_choice(position: &Position) -> usize {
    let empty = |c: Cell| position.digits[c.index()] == 0;
    let reach = |cell: Cell| -> u32 {
        let mut peers: Vec<Cell> = Unit::ALL
            .into_iter()
            .flat_map(|unit| unit.of(cell).cells())
            .filter(|&other| other != cell && empty(other))
            .collect();
        peers.sort_unstable_by_key(|c| c.index());
        peers.dedup();
        let mine = position.candidates(cell.index());
        peers
            .iter()
            .map(|peer| (position.candidates(peer.index()) & mine).count_ones())
            .sum()
    };
    let cells: Vec<Cell> = Cell::all().filter(|&c| empty(c)).collect();
    let fewest = (cells.iter())
        .map(|c| position.candidates(c.index()).count_ones())
        .min()
        .expect("an empty cell");
    let mut best: Option<(u32, usize)> = None;
    for &cell in &cells {
        if position.candidates(cell.index()).count_ones() == fewest {
            let r = reach(cell);
            if best.is_none_or(|(most, _)| r > most) {
                best = Some((r, cell.index()));
            }
        }
    }
    best.expect("an empty cell").1
}

/// Along a search of hard puzzles (each branch's first digit placed, or every third time
/// ruled out, until the board is full or stuck), every choice equals the plain one: a cell
/// of fewest candidates whose candidates have the most places in the other cells of its
/// units, the first in row-major order among equals.
#[test]
fn the_cell_branched_on_is_the_plain_choice() {
    let text = crate::test_puzzles::read_shared(
        "tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt",
    );
    let (mut choices, mut of_three) = (0, 0);
    for line in text.lines().filter(|l| l.len() >= 81).take(300) {
        let grid = Grid::from_line(&line[..81]).expect("a puzzle");
        let mut position = Position::new(&grid).expect("no clash");
        if position.init_candidates().is_err() {
            continue;
        }
        while !position.is_full() {
            let (cell, candidates) = position.fewest_candidates();
            assert_eq!(cell, plain_choice(&position), "{line}");
            assert_eq!(candidates, position.candidates(cell), "{line}");
            choices += 1;
            of_three += usize::from(candidates.count_ones() > 2);
            let digit = candidates.trailing_zeros() as u8 + 1;
            // Every third choice rules the digit out instead, as taking a branch back does.
            let next = if choices % 3 == 0 {
                position.eliminate(cell, digit)
            } else {
                position.assign(cell, digit)
            };
            if next.is_err() {
                break;
            }
        }
    }
    assert!(
        choices > 1000 && of_three > 0,
        "{choices} choices, {of_three} of 3+"
    );
}

/// Counted halfway together, the bits of two words are those each has: all-ones words,
/// single bits and a spread of others.
#[test]
fn two_words_counted_halfway_together_count_each_one() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut words = vec![0, u64::MAX, 1, 1 << 63];
    for _ in 0..1000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        words.push(x);
    }
    for pair in words.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert_eq!(
            count_halfway(a, b),
            a.count_ones() + b.count_ones(),
            "{a:x} {b:x}"
        );
    }
    assert_eq!(count_halfway(u64::MAX, u64::MAX), 128);
}

/// The givens' words written at once are those fixing each given in turn gives (what
/// `init_candidates` did before it wrote them at once), before any propagation.
#[test]
fn givens_written_at_once_equal_givens_fixed_one_by_one() {
    let puzzles = [
        // A 17-clue puzzle, a hard one, the brute-force adversary, a full row.
        ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...",
        "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "123456789........................................................................",
    ];
    for line in puzzles {
        let grid = Grid::from_line(line).expect("a puzzle");
        let mut one_by_one = Position::new(&grid).expect("no clash");
        let mut at_once = one_by_one.clone();
        for cell in 0..81 {
            if one_by_one.digits[cell] != 0 {
                one_by_one.fix(cell, one_by_one.digits[cell]);
            }
        }
        at_once.init_candidates_unpropagated();
        assert_eq!(at_once.places, one_by_one.places, "{line}");
        assert_eq!(at_once.unsolved, one_by_one.unsolved, "{line}");
    }
}
