//! A classic search's exploration as bytes: a web worker explores at full speed and hands
//! the page what it found. Reading checks every value, so other bytes give `None`, never a
//! panic or a player in a state its search could not reach.

use super::{Overview, Player, State, FIRST_INTERVAL, MAX_BUCKETS, MAX_CHECKPOINTS};
use crate::grid::{Cell, Digit, Grid};
use crate::solver::{Reader, Search, Step, Writer};
use std::rc::Rc;

impl Player {
    /// The explored search as bytes (checkpoints, overview, the explorer's state and where a
    /// part stops), for a web worker that explores at full speed to hand its work to the page
    /// ([`Player::from_bytes`], [`Player::splice`]). Classic searches only (the others are
    /// short): `None` for the rest.
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        let mut w = Writer::default();
        w.0.extend_from_slice(MAGIC);
        let givens = self.explorer.search.givens();
        w.0.extend(Cell::all().map(|c| givens.get(c).map_or(0, Digit::get)));
        w.number(self.interval);
        w.number(self.explored);
        w.number(self.end.map_or(0, |end| end + 1));
        w.number(self.solutions_wanted);
        match &self.stop {
            None => w.byte(0),
            Some(node) => {
                w.byte(1);
                w.byte(node.len() as u8);
                w.0.extend_from_slice(node);
            }
        }
        w.number(self.overview.width);
        w.number(self.overview.spans.len() as u64);
        for &(low, high) in &self.overview.spans {
            w.byte(low);
            w.byte(high);
        }
        w.number(self.checkpoints.len() as u64);
        for state in std::iter::once(&self.explorer).chain(self.checkpoints.iter().map(|c| &**c)) {
            save_step(&mut w, state.last);
            if !state.search.save(&mut w) {
                return None;
            }
        }
        Some(w.0)
    }

    /// A player read from [`Player::to_bytes`]'s bytes, if they are a classic search of
    /// `givens` (or a part of one); at its explored end. `None` for anything else, whatever
    /// the bytes.
    pub fn from_bytes(givens: &Grid, bytes: &[u8]) -> Option<Player> {
        let mut r = Reader::new(bytes);
        for &b in MAGIC {
            r.byte().filter(|&read| read == b)?;
        }
        for cell in Cell::all() {
            if r.byte()? != givens.get(cell).map_or(0, Digit::get) {
                return None;
            }
        }
        let interval = r
            .number()
            .filter(|i| i.is_power_of_two() && *i >= FIRST_INTERVAL)?;
        let explored = r.number()?;
        let end = r.number()?.checked_sub(1);
        let solutions_wanted = r.number().filter(|&n| n >= 1)?;
        let stop = match r.byte()? {
            0 => None,
            1 => {
                let len = r.at_most(81)?;
                let node = (0..len)
                    .map(|_| r.byte().filter(|d| (1..=9).contains(d)))
                    .collect::<Option<Vec<u8>>>()?;
                Some(node)
            }
            _ => return None,
        };
        let width = r.number().filter(|w| w.is_power_of_two())?;
        let spans = (0..r.at_most(MAX_BUCKETS as u64)?)
            .map(|_| Some((r.byte()?, r.byte()?)))
            .collect::<Option<Vec<_>>>()?;
        let count = r.at_most(MAX_CHECKPOINTS as u64)? as usize;
        let mut state = || {
            let last = load_step(&mut r)?;
            Some(State {
                last,
                search: Search::load(givens, &mut r)?,
            })
        };
        let explorer = state()?;
        let checkpoints = (0..count)
            .map(|_| state().map(Rc::new))
            .collect::<Option<Vec<_>>>()?;
        // The checkpoints in order from step 0, the explorer where it says, its end there,
        // nothing left over.
        let at = |s: &State| s.search.counters().steps;
        let at_rc = |s: &Rc<State>| at(s);
        let in_order = checkpoints.first().is_some_and(|c| at_rc(c) == 0)
            && checkpoints.windows(2).all(|w| at_rc(&w[0]) < at_rc(&w[1]))
            && checkpoints.last().is_some_and(|c| at_rc(c) <= explored);
        let ends = end.is_none_or(|end| end == explored);
        if !r.is_done() || !in_order || at(&explorer) != explored || !ends {
            return None;
        }
        Some(Player {
            current: explorer.clone(),
            position: explored,
            explorer,
            explored,
            end,
            checkpoints,
            interval,
            stop,
            solutions_wanted,
            overview: Overview { width, spans },
        })
    }
}

/// Marks [`Player::to_bytes`]'s bytes (and their layout's version).
const MAGIC: &[u8] = b"SWP2";

fn save_step(w: &mut Writer, step: Option<Step>) {
    match step {
        None => w.byte(0),
        Some(Step::Place { cell, digit }) => {
            w.byte(1);
            w.byte(cell.index() as u8);
            w.byte(digit.get());
        }
        Some(Step::Backtrack { cell, digit }) => {
            w.byte(2);
            w.byte(cell.index() as u8);
            w.byte(digit.get());
        }
        Some(Step::DeadEnd { cell }) => {
            w.byte(3);
            w.byte(cell.index() as u8);
        }
        Some(Step::Solution) => w.byte(4),
        // Classic searches only: no deductions, no DLX dead ends; and exhaustion is not kept
        // as a last step.
        Some(Step::Deduce { .. } | Step::NoPlace { .. } | Step::Exhausted) => w.byte(5),
    }
}

/// The last step as [`save_step`] wrote it: `Some(None)` for none, `None` if malformed.
fn load_step(r: &mut Reader) -> Option<Option<Step>> {
    let cell = |r: &mut Reader| Cell::new(usize::from(r.byte()?));
    let digit = |r: &mut Reader| Digit::new(r.byte()?);
    Some(Some(match r.byte()? {
        0 => return Some(None),
        1 => Step::Place {
            cell: cell(r)?,
            digit: digit(r)?,
        },
        2 => Step::Backtrack {
            cell: cell(r)?,
            digit: digit(r)?,
        },
        3 => Step::DeadEnd { cell: cell(r)? },
        4 => Step::Solution,
        _ => return None,
    }))
}
