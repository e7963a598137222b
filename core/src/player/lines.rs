//! Stepping line by line: the lines of the step shown and of the next one ([`crate::trace`]),
//! and what each line does, said for the narration ([`LineNarration`], typed so the page
//! says it in each of its languages; [`fmt::Display`] gives the English).

use super::program_lines::ProgramLine;
use super::Player;
use super::Refusal;
use crate::code::Role;
use crate::explain;
use crate::names::{Area, Mark, Place};
use crate::solver::Step;
use crate::trace::{self, StepLines, Traced};
use std::fmt;

impl Player {
    /// The lines the step shown ran (`None` at the start, and for DLX, whose steps are
    /// followed by the line each ends on).
    pub fn last_lines(&self) -> Option<StepLines> {
        StepLines::of(self.search(), self.last_step()?)
    }

    /// The lines the next step will run, found by taking it on a copy of the search; `None`
    /// at the end (the program stops at its first solution), and for DLX.
    pub fn next_lines(&self) -> Option<StepLines> {
        if self.at_end() {
            return None;
        }
        let mut ahead = self.search().clone();
        let step = ahead.step();
        StepLines::of(&ahead, step)
    }

    /// The lines the program ran up to the end of the step shown (0 at the start).
    pub fn lines_run(&self) -> Option<u64> {
        match self.last_step() {
            None => Some(0),
            Some(step) => StepLines::of(self.search(), step)
                .map(|_| trace::lines_through(self.search(), step)),
        }
    }

    /// The lines the explored steps ran (`None` for DLX).
    pub fn lines_explored(&self) -> Option<u64> {
        lines_at(&self.explorer)
    }

    /// Where the program runs its `n`th line (from 1), among the explored steps: the step to
    /// show and, if the line is not that step's own last one, its index in the step after it
    /// (as line mode keeps it). `None` past the explored steps and for DLX. Replays at most
    /// the steps between two checkpoints, as a seek does.
    pub fn find_line(&self, n: u64) -> Option<(u64, Option<usize>)> {
        if n == 0 {
            return Some((0, None));
        }
        if n > self.lines_explored()? {
            return None;
        }
        // The last checkpoint before the line (the first, at step 0, ran none).
        let index = self
            .checkpoints
            .partition_point(|c| lines_at(c).is_some_and(|lines| lines < n))
            .saturating_sub(1);
        let mut search = self.checkpoints[index].search.clone();
        let mut before = lines_at(&self.checkpoints[index])?;
        loop {
            let step = search.step();
            if step == Step::Exhausted {
                return None;
            }
            let through = trace::lines_through(&search, step);
            if through >= n {
                let position = search.counters().steps;
                let at = (n - before - 1) as usize;
                return Some(match through == n {
                    true => (position, None),
                    false => (position - 1, Some(at)),
                });
            }
            before = through;
        }
    }

    /// What `line` does, said with the board as it is shown: a line of the next step (its
    /// check refuses a digit for a cell that holds it now), or the last line of the step
    /// shown.
    pub fn narrate_line(&self, line: &Traced) -> LineNarration {
        let search = self.search();
        if search.strategy() != crate::solver::Strategy::Classic {
            return LineNarration::Program(ProgramLine::of(line));
        }
        let place = line.cell.map(Place::from);
        let digit = line.digit.map(Mark::from);
        match (line.role, place, digit) {
            (Role::Enter, _, _) => LineNarration::Enter { depth: line.depth },
            (Role::Full, _, _) => LineNarration::Full {
                depth: line.depth,
                blanks: search.order().len(),
            },
            (Role::Cell, Some(cell), _) => LineNarration::Cell { cell },
            (Role::Box, Some(cell), _) => LineNarration::Box {
                cell,
                area: Area::of(crate::grid::Unit::Box, cell),
            },
            (Role::Loop, Some(cell), digit) => LineNarration::Loop { cell, digit },
            (Role::Check, Some(cell), Some(digit)) => {
                let refused = (line.cell.zip(line.digit))
                    .and_then(|(c, d)| explain::reason(&search.grid(), c, d));
                LineNarration::Check {
                    cell,
                    digit,
                    refused: refused.as_ref().map(Refusal::from),
                }
            }
            (Role::Place, Some(cell), Some(digit)) => LineNarration::Place { cell, digit },
            (Role::Call, Some(cell), Some(digit)) => LineNarration::Call {
                cell,
                digit,
                depth: line.depth + 1,
            },
            (Role::Print, _, _) => LineNarration::Print,
            (Role::Solved, _, _) => LineNarration::Solved,
            (Role::Undo, Some(cell), Some(digit)) => LineNarration::Undo { cell, digit },
            (Role::Fail, Some(cell), _) => LineNarration::Fail { cell },
            // Every line the classic program runs has the cell and digit it needs.
            _ => LineNarration::Print,
        }
    }
}

/// The lines run up to `state` (`None` where the steps are not stepped by line).
fn lines_at(state: &super::State) -> Option<u64> {
    match state.last {
        None => Some(0),
        Some(step) => {
            StepLines::of(&state.search, step).map(|_| trace::lines_through(&state.search, step))
        }
    }
}

/// What one line of the classic program does, or of the propagating one ([`ProgramLine`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineNarration {
    Program(ProgramLine),
    /// `solve(k)` starts.
    Enter {
        depth: usize,
    },
    /// The test `k == blanks`.
    Full {
        depth: usize,
        blanks: usize,
    },
    /// The call reads its cell.
    Cell {
        cell: Place,
    },
    /// And the cell's box.
    Box {
        cell: Place,
        area: Area,
    },
    /// The loop's next digit for `cell`, or (`None`) the loop is over.
    Loop {
        cell: Place,
        digit: Option<Mark>,
    },
    /// The check of `digit` in `cell`: refused (the cell that holds it), or let through.
    Check {
        cell: Place,
        digit: Mark,
        refused: Option<Refusal>,
    },
    Place {
        cell: Place,
        digit: Mark,
    },
    /// The call for the next blank, with `digit` standing in `cell`; it is `solve(depth)`.
    Call {
        cell: Place,
        digit: Mark,
        depth: usize,
    },
    Print,
    Solved,
    Undo {
        cell: Place,
        digit: Mark,
    },
    Fail {
        cell: Place,
    },
}

impl fmt::Display for LineNarration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineNarration::Program(line) => line.fmt(f),
            LineNarration::Enter { depth } => {
                write!(
                    f,
                    "solve({depth}) starts: {depth} blanks are filled before it"
                )
            }
            LineNarration::Full { depth, blanks } if depth == blanks => {
                write!(f, "k == {blanks}: yes, every blank is filled")
            }
            LineNarration::Full { depth, blanks } => {
                write!(f, "k == {blanks}? No, k is {depth}: blanks are left")
            }
            LineNarration::Cell { cell } => write!(f, "This call fills {cell}"),
            LineNarration::Box { cell, area } => write!(f, "{cell} is in {area}"),
            LineNarration::Loop {
                cell,
                digit: Some(d),
            } => write!(f, "{cell}: the loop's next digit is {d}"),
            LineNarration::Loop { cell, digit: None } => {
                write!(f, "{cell}: the loop is over, every digit was tried")
            }
            LineNarration::Check {
                digit,
                refused: Some(r),
                ..
            } => write!(f, "{r}: continue with the next digit ({digit} is refused)"),
            LineNarration::Check {
                cell,
                digit,
                refused: None,
            } => write!(
                f,
                "{digit} passes the check: no cell of {cell}'s row, column or box has it"
            ),
            LineNarration::Place { cell, digit } => write!(f, "{digit} is placed in {cell}"),
            LineNarration::Call { cell, digit, depth } => write!(
                f,
                "With {digit} in {cell}, solve({depth}) is called for the next blank"
            ),
            LineNarration::Print => write!(f, "Every cell is filled: the board is printed"),
            LineNarration::Solved => write!(f, "return true: every call before returns true"),
            LineNarration::Undo { cell, digit } => write!(
                f,
                "{digit} failed further down: it is taken back from {cell}"
            ),
            LineNarration::Fail { cell } => write!(
                f,
                "return false: no digit is left to try in {cell}; the call before takes its digit back"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::solver::Strategy;

    /// Going to line `n` lands where line mode shows the `n`th line run: the step shown and
    /// the line inside the next one, counted as the page counts them; across checkpoints (a
    /// classic search of 5,000 steps explored) and for the propagating program.
    #[test]
    fn a_line_is_found_where_line_mode_shows_it() {
        let cases = [
            (
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                Strategy::Classic,
                37,
            ),
            (
                "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4",
                Strategy::Fastest,
                1,
            ),
        ];
        for (line, strategy, every) in cases {
            let grid: Grid = line.parse().unwrap();
            let mut player = Player::new(&grid, strategy).unwrap();
            player.explore(5_000);
            assert!(player.checkpoint_count() > 1 || strategy != Strategy::Classic);
            let total = player.lines_explored().unwrap();
            assert!(total > 300, "{total}");
            assert_eq!(player.find_line(total + 1), None, "past the explored lines");
            for n in (1..=total).step_by(every) {
                let (position, line) = player.find_line(n).unwrap();
                player.seek_now(position);
                let shown = match line {
                    None => player.lines_run().unwrap(),
                    Some(j) => {
                        assert!(j + 1 < player.next_lines().unwrap().len(), "line {n}");
                        player.lines_run().unwrap() + j as u64 + 1
                    }
                };
                assert_eq!(shown, n, "{strategy}");
            }
        }
    }

    /// On BOJ 2580's sample, stepping every line: the narration of a check names a cell
    /// that holds the digit in the cell's row, column or box exactly when the Python
    /// program's test refuses it on that board.
    #[test]
    fn a_check_is_refused_exactly_when_the_board_has_the_digit() {
        let line =
            "035469278782105609060278135321046897804913506596820413917652080603701952258394760";
        let grid: Grid = line.parse().unwrap();
        let mut player = Player::new(&grid, Strategy::Classic).unwrap();
        let mut checks = 0;
        while let Some(next) = player.next_lines() {
            let board = player.search().grid();
            for traced in next.iter().filter(|l| l.role == Role::Check) {
                let (cell, digit) = (traced.cell.unwrap(), traced.digit.unwrap());
                let held = (0..81)
                    .filter_map(crate::grid::Cell::new)
                    .any(|o| o != cell && o.sees(cell) && board.get(o) == Some(digit));
                let said = player.narrate_line(&traced);
                let refused = matches!(
                    said,
                    LineNarration::Check {
                        refused: Some(_),
                        ..
                    }
                );
                assert_eq!(refused, held, "{said}");
                checks += 1;
            }
            player.step_forward();
        }
        assert!(checks > 50, "{checks}");
    }
}
