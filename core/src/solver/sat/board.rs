//! An N x N board's rules as clauses, and the questions [`crate::solver::smallest`] asks of
//! them, all of one solver (so each question profits from what the ones before it learned).
//!
//! One variable for each empty cell and each symbol still open there (not held by a given
//! the cell sees). Each cell holds one of its symbols, at most one; each unit (row, column,
//! box) holds each symbol it lacks in one of its cells, in at most one. The "at most one"
//! rules are binary clauses; a box's pairs that share a row or a column are left to that row
//! or column.

use super::{Lit, Solver};
use crate::solver::any_size;
use crate::square::{box_side, Spot, Square, Symbol};

/// The clauses of a board with no two givens clashing.
#[derive(Clone)]
pub(crate) struct BoardClauses<const N: usize> {
    givens: Square<N>,
    /// Per cell and symbol (`cell * N + symbol - 1`): its variable, if the symbol is open there.
    vars: Vec<Option<u32>>,
    solver: Solver,
}

impl<const N: usize> BoardClauses<N> {
    pub(crate) fn new(givens: &Square<N>) -> BoardClauses<N> {
        let mut vars = vec![None; N * N * N];
        let mut count = 0u32;
        for spot in Spot::<N>::all().filter(|&s| givens.get(s).is_none()) {
            let open = any_size::open(givens, spot);
            for s in 0..N {
                if open & (1 << s) != 0 {
                    vars[spot.index() * N + s] = Some(count);
                    count += 1;
                }
            }
        }
        let mut board = BoardClauses {
            givens: *givens,
            vars,
            solver: Solver::new(count as usize),
        };

        for spot in Spot::<N>::all().filter(|&s| givens.get(s).is_none()) {
            let own: Vec<u32> = (0..N)
                .filter_map(|s| board.vars[spot.index() * N + s])
                .collect();
            board.exactly_one(&own);
        }
        for unit in units::<N>() {
            for s in 0..N {
                let places: Vec<(Spot<N>, u32)> = unit
                    .iter()
                    .filter_map(|&spot| Some((spot, board.vars[spot.index() * N + s]?)))
                    .collect();
                // A symbol a given holds in the unit has no place left in it, and needs none.
                let held = unit.iter().any(|&spot| {
                    givens
                        .get(spot)
                        .is_some_and(|g| usize::from(g.get()) == s + 1)
                });
                if !held {
                    let only: Vec<Lit> = places.iter().map(|&(_, v)| Lit::new(v, true)).collect();
                    board.solver.add_clause(&only);
                }
                board.at_most_one(&places, unit.kind);
            }
        }
        board
    }

    /// A solution whose first cells (row by row) hold `fixed` and whose next cell holds a
    /// symbol of `next` (bit `s - 1` for symbol `s`), or `None` if there is none.
    pub(crate) fn find(&mut self, fixed: &[u8], next: u32) -> Option<Square<N>> {
        let mut assumptions = self.assumptions(fixed)?;
        let spot = Spot::<N>::new(fixed.len())?;
        match self.givens.get(spot) {
            Some(given) if next & (1 << (given.get() - 1)) == 0 => return None,
            Some(_) => {}
            None if (1..=N as u8)
                .all(|s| next & (1 << (s - 1)) == 0 || self.var(spot.index(), s).is_none()) =>
            {
                return None;
            }
            None => {
                // A cell holds one symbol: holding one of `next` is holding none of the rest.
                let refused = (1..=N as u8).filter(|&s| next & (1 << (s - 1)) == 0);
                let vars = refused.filter_map(|s| self.var(spot.index(), s));
                assumptions.extend(vars.map(|v| Lit::new(v, false)));
            }
        }
        self.solver.solve(&assumptions).then(|| self.solution())
    }

    /// Finds up to `max` solutions not found before, the first `keep` kept: smallest first if
    /// `order` is [`Order::RowMajor`]; `None` if `conflicts` ran out first. The solutions
    /// found stay excluded from what is asked after.
    pub(crate) fn list(
        &mut self,
        max: u64,
        keep: usize,
        order: Order,
        conflicts: u64,
    ) -> Option<Listed<N>> {
        if order == Order::RowMajor {
            // The variables are numbered row by row, symbol by symbol: deciding them in turn,
            // true first, is the judges' search, and its solutions come smallest first
            // ([`Solver::prefer`]).
            let count = self.vars.iter().flatten().count() as u32;
            self.solver
                .prefer((0..count).map(|v| Lit::new(v, true)).collect());
        }
        let mut listed = Listed {
            first: Vec::new(),
            found: 0,
            all: false,
        };
        let (vars, givens) = (&self.vars, self.givens);
        let ended = self.solver.enumerate(conflicts, |solver| {
            listed.found += 1;
            if listed.first.len() < keep {
                listed.first.push(solution(givens, vars, solver));
            }
            listed.found < max
        });
        self.solver.prefer(Vec::new());
        // Stopped at `max`, or none left.
        listed.all = !ended?;
        Some(listed)
    }

    /// Decisions the solver made so far: the tries of its searches.
    pub(crate) fn decisions(&self) -> u64 {
        self.solver.decisions()
    }

    /// The assumptions that the first cells hold `fixed`; `None` if a given or the rules
    /// refuse one.
    fn assumptions(&self, fixed: &[u8]) -> Option<Vec<Lit>> {
        let mut assumptions = Vec::with_capacity(fixed.len() + N);
        for (k, &symbol) in fixed.iter().enumerate() {
            match self.givens.get(Spot::new(k)?) {
                Some(given) if given.get() == symbol => {}
                Some(_) => return None,
                None => assumptions.push(Lit::new(self.var(k, symbol)?, true)),
            }
        }
        Some(assumptions)
    }

    /// Whether cell `k` (row by row) is given.
    pub(crate) fn given(&self, k: usize) -> bool {
        Spot::<N>::new(k).is_some_and(|spot| self.givens.get(spot).is_some())
    }

    fn var(&self, cell: usize, symbol: u8) -> Option<u32> {
        let s = usize::from(symbol).checked_sub(1).filter(|&s| s < N)?;
        self.vars[cell * N + s]
    }

    /// The board the solver's last model fills in.
    fn solution(&self) -> Square<N> {
        solution(self.givens, &self.vars, &self.solver)
    }

    fn exactly_one(&mut self, vars: &[u32]) {
        let lits: Vec<Lit> = vars.iter().map(|&v| Lit::new(v, true)).collect();
        self.solver.add_clause(&lits);
        for (i, &a) in vars.iter().enumerate() {
            for &b in &vars[i + 1..] {
                self.solver
                    .add_clause(&[Lit::new(a, false), Lit::new(b, false)]);
            }
        }
    }

    /// No two of `places` (cells of one unit) both hold the symbol.
    fn at_most_one(&mut self, places: &[(Spot<N>, u32)], kind: Kind) {
        for (i, &(a, va)) in places.iter().enumerate() {
            for &(b, vb) in &places[i + 1..] {
                let shared_line = a.row() == b.row() || a.col() == b.col();
                if kind == Kind::Box && shared_line {
                    continue;
                }
                self.solver
                    .add_clause(&[Lit::new(va, false), Lit::new(vb, false)]);
            }
        }
    }
}

/// The order [`BoardClauses::list`] finds solutions in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    /// Smallest first, row by row, as the judges' search finds them.
    RowMajor,
    /// Whichever comes first to the solver (VSIDS).
    Any,
}

/// What [`BoardClauses::list`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Listed<const N: usize> {
    /// The first solutions found, as many as were to be kept.
    pub(crate) first: Vec<Square<N>>,
    /// Solutions found.
    pub(crate) found: u64,
    /// Whether none is left.
    pub(crate) all: bool,
}

/// The board `solver`'s last model fills in, `givens` with the symbol of each true variable.
fn solution<const N: usize>(givens: Square<N>, vars: &[Option<u32>], solver: &Solver) -> Square<N> {
    let mut board = givens;
    for (at, var) in vars.iter().enumerate() {
        if var.is_some_and(|v| solver.model_value(v as usize)) {
            let spot = Spot::new(at / N).expect("a cell of the board");
            board.set(spot, Symbol::new((at % N) as u8 + 1));
        }
    }
    board
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Line,
    Box,
}

/// A row, a column or a box: its cells.
struct Unit<const N: usize> {
    kind: Kind,
    cells: Vec<Spot<N>>,
}

impl<const N: usize> std::ops::Deref for Unit<N> {
    type Target = [Spot<N>];
    fn deref(&self) -> &[Spot<N>] {
        &self.cells
    }
}

fn units<const N: usize>() -> Vec<Unit<N>> {
    let b = box_side(N);
    let at = |r: usize, c: usize| Spot::at(r, c).expect("inside the board");
    let mut units = Vec::with_capacity(3 * N);
    for i in 0..N {
        units.push(Unit {
            kind: Kind::Line,
            cells: (0..N).map(|c| at(i, c)).collect(),
        });
        units.push(Unit {
            kind: Kind::Line,
            cells: (0..N).map(|r| at(r, i)).collect(),
        });
        units.push(Unit {
            kind: Kind::Box,
            cells: (0..N)
                .map(|k| at(i / b * b + k / b, i % b * b + k % b))
                .collect(),
        });
    }
    units
}
