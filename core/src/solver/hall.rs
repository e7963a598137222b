//! The smallest solutions of a board with few givens, by the judges' own order (row by row,
//! cell by cell, smallest symbol first) with a propagation that sees what the SAT solver
//! cannot: in each row, column and box the open cells and the symbols they still need form a
//! bipartite graph that must keep a perfect matching, and a symbol that no perfect matching
//! gives a cell is ruled out there (generalised arc consistency for "all different", Régin
//! 1994). On a nearly empty 16 x 16 board the dead ends of the row-major order are such
//! matchings gone (k cells with fewer than k symbols between them: pigeonholes), which
//! resolution, and so the SAT solver, proves only at great length (up to a second for one
//! board); here each is seen the moment it happens, and the search seldom backtracks.
//!
//! [`super::smallest`] asks this first, within a budget of nodes, and falls back on the SAT
//! solver where the budget runs out.

use crate::square::{box_side, Spot, Square, Symbol};

/// The first `wanted` solutions of `givens` (no clash among them) in row-major order, smallest
/// first, whether those are all, and the nodes the search visited (each a symbol tried in a
/// cell, propagated); `None` if it visits more than `budget` nodes first.
pub(crate) fn by_matching<const N: usize>(
    givens: &Square<N>,
    wanted: usize,
    budget: u64,
) -> Option<(Vec<Square<N>>, bool, u64)> {
    let mut search = Matching::<N>::new(givens);
    let mut domains = search.start.clone();
    let every = (1u64 << (3 * N)) - 1;
    if !search.propagate(&mut domains, every) {
        return Some((Vec::new(), true, 0));
    }
    let mut found = Vec::new();
    let all = search.descend(domains, 0, wanted, budget, &mut found)?;
    Some((found, all, search.nodes))
}

/// The units of an N x N board (rows, columns, boxes: each N cells), and the search's count of
/// nodes.
struct Matching<const N: usize> {
    units: Vec<Vec<usize>>,
    /// The units of each cell, as bits (3N of them: at most 48).
    of_cell: Vec<u64>,
    start: Vec<u32>,
    nodes: u64,
}

impl<const N: usize> Matching<N> {
    fn new(givens: &Square<N>) -> Matching<N> {
        let b = box_side(N);
        let mut units: Vec<Vec<usize>> = Vec::with_capacity(3 * N);
        for i in 0..N {
            units.push((0..N).map(|c| i * N + c).collect());
            units.push((0..N).map(|r| r * N + i).collect());
            let (top, left) = (i / b * b, i % b * b);
            units.push((0..N).map(|k| (top + k / b) * N + left + k % b).collect());
        }
        let mut of_cell = vec![0u64; N * N];
        for (u, unit) in units.iter().enumerate() {
            for &k in unit {
                of_cell[k] |= 1 << u;
            }
        }
        let full = if N == 32 { u32::MAX } else { (1u32 << N) - 1 };
        let start = Spot::<N>::all()
            .map(|spot| givens.get(spot).map_or(full, |s| u32::from(s.bit())))
            .collect();
        Matching {
            units,
            of_cell,
            start,
            nodes: 0,
        }
    }

    /// Row-major depth-first search from cell `from` of `domains` (propagated): every solution
    /// below, smallest first, into `found` until it holds `wanted`. `Some(true)` if the
    /// subtree was searched to its end, `Some(false)` if it stopped at `wanted`, `None` past
    /// the budget.
    fn descend(
        &mut self,
        domains: Vec<u32>,
        from: usize,
        wanted: usize,
        budget: u64,
        found: &mut Vec<Square<N>>,
    ) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > budget {
            return None;
        }
        let Some(cell) = (from..N * N).find(|&k| domains[k].count_ones() > 1) else {
            found.push(board_of::<N>(&domains));
            return Some(found.len() < wanted);
        };
        let mut left = domains[cell];
        while left != 0 {
            let bit = left & left.wrapping_neg();
            left &= !bit;
            let mut next = domains.clone();
            next[cell] = bit;
            if self.propagate(&mut next, self.of_cell[cell])
                && !self.descend(next, cell + 1, wanted, budget, found)?
            {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Rules out, in every unit `dirty` names (bit `u` for unit `u`), and in every unit of a
    /// cell that changes, each symbol no perfect matching of the unit gives its cell, until
    /// nothing changes; `false` if a unit has no perfect matching left.
    fn propagate(&self, domains: &mut [u32], mut dirty: u64) -> bool {
        while dirty != 0 {
            let u = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let unit = &self.units[u];
            let mut cells = [0u32; 32];
            for (i, &k) in unit.iter().enumerate() {
                cells[i] = domains[k];
            }
            let Some(kept) = consistent::<N>(&cells[..N]) else {
                return false;
            };
            for (&k, &d) in unit.iter().zip(&kept) {
                if domains[k] != d {
                    domains[k] = d;
                    dirty |= self.of_cell[k];
                }
            }
        }
        true
    }
}

/// The board of domains that are all single symbols.
fn board_of<const N: usize>(domains: &[u32]) -> Square<N> {
    let mut board = Square::empty();
    for (k, &d) in domains.iter().enumerate() {
        let symbol = Symbol::new(d.trailing_zeros() as u8 + 1).expect("a symbol of the board");
        board.set(Spot::new(k).expect("a cell of the board"), Some(symbol));
    }
    board
}

/// The domains of a unit's N cells (bit `s - 1` for symbol `s`) with each symbol that no
/// perfect matching of cells to symbols gives the cell removed; `None` if there is no perfect
/// matching. A symbol stays exactly where the matching gives it, or where cell and symbol lie
/// on one alternating cycle: in one strongly connected component of the graph with an arc
/// from each cell to every symbol it may take but is not matched to, and from each symbol to
/// the cell it is matched to.
fn consistent<const N: usize>(cells: &[u32]) -> Option<Vec<u32>> {
    // Kuhn's augmenting paths: `owner[s]` the cell symbol `s` is matched to.
    let mut owner = [usize::MAX; 32];
    let mut mate = [usize::MAX; 32];
    for cell in 0..N {
        let mut seen = 0u32;
        if !augment(cell, cells, &mut owner, &mut mate, &mut seen) {
            return None;
        }
    }
    // Nodes 0..N the cells, N..2N the symbols.
    let component = components::<N>(cells, &mate, &owner);
    let mut kept = cells.to_vec();
    for (cell, domain) in kept.iter_mut().enumerate() {
        let mut left = *domain;
        while left != 0 {
            let s = left.trailing_zeros() as usize;
            left &= left - 1;
            if mate[cell] != s && component[cell] != component[N + s] {
                *domain &= !(1 << s);
            }
        }
    }
    Some(kept)
}

fn augment(
    cell: usize,
    cells: &[u32],
    owner: &mut [usize; 32],
    mate: &mut [usize; 32],
    seen: &mut u32,
) -> bool {
    let mut left = cells[cell] & !*seen;
    while left != 0 {
        let s = left.trailing_zeros() as usize;
        left &= left - 1;
        *seen |= 1 << s;
        if owner[s] == usize::MAX || augment(owner[s], cells, owner, mate, seen) {
            owner[s] = cell;
            mate[cell] = s;
            return true;
        }
    }
    false
}

/// Tarjan's strongly connected components of the alternating graph (see [`consistent`]): a
/// component number for each of the 2N nodes. Arcs are kept as bit sets of nodes (2N <= 64),
/// so that the search's propagation allocates nothing per node.
fn components<const N: usize>(
    cells: &[u32],
    mate: &[usize; 32],
    owner: &[usize; 32],
) -> [usize; 64] {
    let arcs = |node: usize| -> u64 {
        if node < N {
            u64::from(cells[node] & !(1 << mate[node])) << N
        } else {
            1 << owner[node - N]
        }
    };
    const NONE: usize = usize::MAX;
    let n = 2 * N;
    let (mut index, mut low, mut component) = ([NONE; 64], [0; 64], [NONE; 64]);
    let (mut on_stack, mut stack) = (0u64, Vec::with_capacity(n));
    let (mut next, mut count) = (0, 0);
    // An explicit stack of (node, the arcs not followed yet).
    let mut work: Vec<(usize, u64)> = Vec::with_capacity(n);
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack |= 1 << root;
        work.push((root, arcs(root)));
        while let Some((node, left)) = work.last_mut() {
            let node = *node;
            if *left != 0 {
                let to = left.trailing_zeros() as usize;
                *left &= *left - 1;
                if index[to] == NONE {
                    index[to] = next;
                    low[to] = next;
                    next += 1;
                    stack.push(to);
                    on_stack |= 1 << to;
                    work.push((to, arcs(to)));
                } else if on_stack & (1 << to) != 0 {
                    low[node] = low[node].min(index[to]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                while let Some(top) = stack.pop() {
                    on_stack &= !(1 << top);
                    component[top] = count;
                    if top == node {
                        break;
                    }
                }
                count += 1;
            }
        }
    }
    component
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three cells that only take 1 and 2 between them: no perfect matching. Two cells that
    /// take only 1 and 2: the others lose 1 and 2 (a Hall set), which singles alone miss.
    #[test]
    fn hall_sets_are_seen() {
        let mut cells = [0b1111u32; 4];
        cells[..3].fill(0b0011);
        assert_eq!(consistent::<4>(&cells), None);
        let cells = [0b0011, 0b0011, 0b1111, 0b1111];
        assert_eq!(
            consistent::<4>(&cells),
            Some(vec![0b0011, 0b0011, 0b1100, 0b1100])
        );
        // Nothing to rule out when every symbol can go anywhere.
        assert_eq!(consistent::<4>(&[0b1111; 4]), Some(vec![0b1111; 4]));
    }

    /// Boards with several solutions, 16 x 16 and 9 x 9: the same first two solutions and
    /// count as the SAT solver's answer ([`crate::solver::smallest`], written apart; on boards
    /// with more than a quarter of their cells given, which it answers without this search:
    /// the nearly empty ones are checked against its questions cell by cell in its own
    /// tests), and on 9 x 9 the same solutions in the same order as the classic search
    /// (dancing links in row-major order, smallest symbol first: the judges' search).
    #[test]
    fn solutions_come_as_the_other_searches_find_them() {
        use crate::solver::any_size::{SquareSearch, SquareStep};
        use crate::solver::smallest::smallest;
        use crate::solver::Strategy;
        let sample = crate::test_puzzles::judge_sample("poj3076_sample1.in");
        let sixteen: Vec<u8> = sample
            .split_whitespace()
            .flat_map(|l| l.bytes().collect::<Vec<_>>())
            .map(|b| if b == b'-' { 0 } else { b - b'A' + 1 })
            .collect();
        for erased in [0, 8, 40] {
            let mut values = sixteen.clone();
            values[..erased].fill(0);
            let givens = Square::<16>::from_values(&values).unwrap();
            assert!(givens.filled() > 64, "{erased} erased");
            let sat = smallest(&givens, 5).unwrap();
            let (found, all, _) = by_matching(&givens, 5, 1_000_000).unwrap();
            let two = &found[..found.len().min(2)];
            assert_eq!(two, &sat.first[..], "{erased} erased");
            assert_eq!(
                (found.len() as u64, all),
                (sat.count, sat.all),
                "{erased} erased"
            );
        }
        // A 9 x 9 puzzle with its first three rows erased: many solutions, the first 200
        // those the classic search finds first, in its order.
        let line = crate::test_puzzles::adversary_line();
        let mut values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
        values[..27].fill(0);
        let givens = Square::<9>::from_values(&values).unwrap();
        let mut classic = SquareSearch::new(&givens, Strategy::Classic).expect("no clash");
        let mut expected = Vec::new();
        while expected.len() < 200 {
            match classic.step() {
                SquareStep::Solution => expected.push(*classic.board()),
                SquareStep::Exhausted => break,
                _ => {}
            }
        }
        let (found, all, _) = by_matching(&givens, 200, u64::MAX).unwrap();
        assert_eq!((found.len(), all), (200, false));
        assert_eq!(found, expected);
    }
}
