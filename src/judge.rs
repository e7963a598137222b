//! A whole judge run: the text a judge feeds a program in, the text the judge expects out.
//!
//! This is what the command-line tool and the web page both call, so they always agree.

use crate::format::{self, Accepts, Format, ParseErrors, Parsed};
use crate::grid::{Cell, Conflict, Grid};
use crate::names::{Mark, Place};
use crate::solver::{self, Strategy};
use std::fmt;

/// The strategy answers are written with unless another is asked for: one whose first
/// solution is the lexicographically smallest, for every format. That is the answer a
/// row-major backtracking program (the contestant's own) prints, so theirs and ours can be
/// compared by eye; and the one BOJ 2239 demands. (The fastest strategy finds any solution
/// sooner, for the judges that take any.)
pub fn default_strategy(_format: Format) -> Strategy {
    Strategy::Lexicographic
}

/// Whether answers found with `strategy` are what `format`'s judge accepts: not the fastest
/// strategy's where the judge wants the smallest solution.
pub fn allows(format: Format, strategy: Strategy) -> Result<(), JudgeError> {
    if format.spec().accepts == Accepts::SmallestSolution && !strategy.finds_smallest_first() {
        return Err(JudgeError::WrongStrategy { format, strategy });
    }
    Ok(())
}

/// A judge run that went through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub format: Format,
    pub strategy: Strategy,
    /// Exactly what the judge expects on standard output.
    pub output: String,
}

/// Why a judge run gives no output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JudgeError {
    /// The input does not read as the format.
    Parse(ParseErrors),
    /// The format needs the smallest solution and the strategy does not find it first.
    WrongStrategy { format: Format, strategy: Strategy },
    /// Some boards cannot be solved.
    Unsolved(Vec<Unsolved>),
}

/// A board that has no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub struct Unsolved {
    /// 1-based position of the board in the input.
    pub board: usize,
    /// The line where the board starts.
    pub line: usize,
    pub reason: Unsolvable,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub enum Unsolvable {
    Conflict(Conflict),
    NoSolution,
}

impl fmt::Display for Unsolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board {}, line {}: ", self.board, self.line)?;
        match self.reason {
            Unsolvable::Conflict(c) => write!(f, "the givens conflict: {c}"),
            Unsolvable::NoSolution => write!(f, "the puzzle has no solution"),
        }
    }
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::Parse(errors) => write!(f, "{errors}"),
            JudgeError::WrongStrategy { format, strategy } => write!(
                f,
                "{format} wants the lexicographically smallest solution, which the {strategy} \
                 strategy does not guarantee; use classic or lexicographic"
            ),
            JudgeError::Unsolved(problems) => f.write_str(&describe(problems)),
        }
    }
}

impl std::error::Error for JudgeError {}

/// Boards without an answer, one per line: the first 50, then how many more.
pub fn describe(problems: &[Unsolved]) -> String {
    const SHOWN: usize = 50;
    let mut text = problems
        .iter()
        .take(SHOWN)
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    if problems.len() > SHOWN {
        text.push_str(&format!("\n… and {} more boards", problems.len() - SHOWN));
    }
    text
}

/// Reads `input` (in `format`, or the detected one), solves every board with `strategy` (or
/// the format's default) and writes the judge's output.
pub fn run(
    input: &str,
    format: Option<Format>,
    strategy: Option<Strategy>,
) -> Result<Answer, JudgeError> {
    let format = format.unwrap_or_else(|| format::detect(input));
    let parsed = format::parse(input, format).map_err(JudgeError::Parse)?;
    solve_parsed(&parsed, strategy)
}

/// Solves every board of an already parsed input.
pub fn solve_parsed(parsed: &Parsed, strategy: Option<Strategy>) -> Result<Answer, JudgeError> {
    let format = parsed.format;
    let strategy = strategy.unwrap_or_else(|| default_strategy(format));
    allows(format, strategy)?;
    let solved = parsed.boards.iter().map(|board| {
        let solution = match solver::solve(&board.grid, strategy) {
            Ok(Some(solution)) => Ok(solution),
            Ok(None) => Err(Unsolvable::NoSolution),
            Err(conflict) => Err(Unsolvable::Conflict(conflict)),
        };
        (board.line, solution)
    });
    let output = write_answers(format, solved).map_err(JudgeError::Unsolved)?;
    Ok(Answer {
        format,
        strategy,
        output,
    })
}

/// The judge's output for a run's boards, given in input order as (the line the board starts
/// on, its solution or why it has none): every solution written in `format`; or, if any
/// board has no answer, every such board. The command-line tool and
/// the web worker both write their answers through this.
pub fn write_answers(
    format: Format,
    boards: impl IntoIterator<Item = (usize, Result<Grid, Unsolvable>)>,
) -> Result<String, Vec<Unsolved>> {
    let mut solutions = Vec::new();
    let mut problems = Vec::new();
    for (i, (line, solution)) in boards.into_iter().enumerate() {
        match solution {
            Ok(grid) => solutions.push(grid),
            Err(reason) => problems.push(Unsolved {
                board: i + 1,
                line,
                reason,
            }),
        }
    }
    if problems.is_empty() {
        Ok(format::write_output(format, &solutions))
    } else {
        Err(problems)
    }
}

/// How one board of a program's output fares against the judge.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub enum Check {
    Accepted,
    /// Rejected: why, and the cells to look at.
    Rejected {
        reason: Rejection,
        cells: Vec<Place>,
    },
    /// The output has fewer boards than the input.
    Missing,
}

/// Why a printed board is not an accepted answer: typed, so that the page can say it in the
/// reader's language; [`fmt::Display`] gives the English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub enum Rejection {
    /// The cell (the first of those listed) has no digit.
    Empty(Place),
    /// The answer changes a given.
    ChangesGiven {
        cell: Place,
        found: Mark,
        given: Mark,
    },
    /// Two cells of one unit hold the same digit.
    Conflict(Conflict),
    /// A valid solution, but the judge wants the lexicographically smallest.
    NotSmallest { cell: Place, should: Mark },
    /// A valid solution, but not the puzzle's only one, which the judge compares with (its
    /// answers are unique; Sudominoku).
    NotTheSolution { cell: Place, should: Mark },
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Empty(cell) => write!(f, "{cell} is empty"),
            Rejection::ChangesGiven { cell, found, given } => {
                write!(f, "{cell} holds {found} but the given is {given}")
            }
            Rejection::Conflict(c) => write!(f, "{c}"),
            Rejection::NotSmallest { cell, should } => write!(
                f,
                "a valid solution, but not the lexicographically smallest: {cell} should be {should}"
            ),
            Rejection::NotTheSolution { cell, should } => write!(
                f,
                "not the puzzle's solution: {cell} should be {should}"
            ),
        }
    }
}

/// Judges `output` (what a program printed) for `puzzles` as `format`'s judge would: any valid
/// solution keeping the givens where the judge accepts any, exactly the lexicographically
/// smallest one where it demands that. One check per puzzle, and the number of extra boards.
pub fn check_output(
    format: Format,
    puzzles: &[Grid],
    output: &str,
) -> Result<(Vec<Check>, usize), ParseErrors> {
    if output.trim().is_empty() {
        return Ok((vec![Check::Missing; puzzles.len()], 0));
    }
    let printed = format::parse_output(output, format)?;
    let checks = puzzles
        .iter()
        .enumerate()
        .map(|(i, puzzle)| match printed.boards.get(i) {
            None => Check::Missing,
            Some(board) => check_board(format, puzzle, &board.grid),
        })
        .collect();
    Ok((checks, printed.boards.len().saturating_sub(puzzles.len())))
}

fn check_board(format: Format, puzzle: &Grid, printed: &Grid) -> Check {
    let place = |c: Cell| Place::from(c);
    let reject = |reason: Rejection, cells: Vec<Cell>| Check::Rejected {
        reason,
        cells: cells.into_iter().map(place).collect(),
    };
    let empty: Vec<Cell> = Cell::all().filter(|&c| printed.get(c).is_none()).collect();
    if let Some(&first) = empty.first() {
        return reject(Rejection::Empty(place(first)), empty);
    }
    // Every cell of `printed` holds a digit from here on.
    let changed: Vec<Cell> = Cell::all()
        .filter(|&c| puzzle.get(c).is_some() && puzzle.get(c) != printed.get(c))
        .collect();
    if let Some(&cell) = changed.first() {
        let given = puzzle.get(cell).expect("a changed cell is a given");
        let found = printed.get(cell).expect("no cell is empty here");
        let reason = Rejection::ChangesGiven {
            cell: place(cell),
            found: found.into(),
            given: given.into(),
        };
        return reject(reason, changed);
    }
    if let Some(&conflict) = printed.conflicts().first() {
        return Check::Rejected {
            reason: Rejection::Conflict(conflict),
            cells: vec![conflict.first, conflict.second],
        };
    }
    if format.spec().accepts == Accepts::SmallestSolution {
        if let Ok(Some(smallest)) = solver::solve(puzzle, Strategy::Lexicographic) {
            let differ: Vec<Cell> = Cell::all()
                .filter(|&c| smallest.get(c) != printed.get(c))
                .collect();
            if let Some(&cell) = differ.first() {
                let should = smallest.get(cell).expect("a solution fills every cell");
                let reason = Rejection::NotSmallest {
                    cell: place(cell),
                    should: should.into(),
                };
                return reject(reason, differ);
            }
        }
    }
    Check::Accepted
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
    const ANSWER: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n";

    fn puzzle() -> Vec<Grid> {
        vec![format::parse(PUZZLE, Format::Boj2239).unwrap().boards[0].grid]
    }

    #[test]
    fn the_right_answer_is_accepted() {
        let (checks, extra) = check_output(Format::Boj2239, &puzzle(), ANSWER).unwrap();
        assert_eq!((checks, extra), (vec![Check::Accepted], 0));
    }

    #[test]
    fn wrong_answers_name_the_cells() {
        // Changing a given is named first.
        let changed = ANSWER.replacen("143", "134", 1);
        let (checks, _) = check_output(Format::Boj2239, &puzzle(), &changed).unwrap();
        let Check::Rejected { reason, cells } = &checks[0] else {
            panic!("{checks:?}");
        };
        assert_eq!(reason.to_string(), "r1c3 holds 4 but the given is 3");
        assert_eq!(cells.len(), 1);
        // Swapping r1c4 and r1c5 (not givens) keeps the row valid but clashes in columns.
        let swapped = ANSWER.replacen("143628", "143268", 1);
        let (checks, _) = check_output(Format::Boj2239, &puzzle(), &swapped).unwrap();
        assert!(
            matches!(&checks[0], Check::Rejected { reason, .. } if reason.to_string().contains("both hold")),
            "{checks:?}"
        );
        let blank = ANSWER.replacen("143", "103", 1);
        let (checks, _) = check_output(Format::Boj2239, &puzzle(), &blank).unwrap();
        assert!(
            matches!(&checks[0], Check::Rejected { reason, .. } if reason.to_string() == "r1c2 is empty")
        );
        let (checks, _) = check_output(Format::Boj2239, &puzzle(), " \n").unwrap();
        assert_eq!(checks, vec![Check::Missing]);
    }

    #[test]
    fn boj_2239_wants_the_smallest_and_2580_any() {
        // Norvig's hard1 has over 100,000 solutions.
        let line =
            ".....6....59.....82....8....45........3........6..3.54...325..6..................";
        let grid = Grid::from_line(line).expect("a puzzle line");
        let analysis = solver::analyze(&grid, Strategy::Lexicographic, 2);
        let (first, second) = (analysis.first.unwrap(), analysis.second.unwrap());
        let rows = |g: &Grid| format::write_output(Format::Boj2239, &[*g]);
        let (c, _) = check_output(Format::Boj2239, &[grid], &rows(&second)).unwrap();
        assert!(
            matches!(&c[0], Check::Rejected { reason, .. } if matches!(reason, Rejection::NotSmallest { .. })),
            "{c:?}"
        );
        let (c, _) = check_output(Format::Boj2239, &[grid], &rows(&first)).unwrap();
        assert_eq!(c[0], Check::Accepted);
        let spaced = format::write_output(Format::Boj2580, &[second]);
        let (c, _) = check_output(Format::Boj2580, &[grid], &spaced).unwrap();
        assert_eq!(c[0], Check::Accepted);
    }
}
