//! A whole judge run: the text a judge feeds a program in, the text the judge expects out.
//!
//! This is what the command-line tool and the web page both call, so they always agree.

use crate::board::{Board, Solution};
use crate::format::{self, Accepts, Format, ParseErrors, Parsed};
use crate::names::{Conflict, Mark, Place};
use crate::solver::Strategy;
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
pub struct Unsolved {
    /// 1-based position of the board in the input.
    pub board: usize,
    /// The line where the board starts.
    pub line: usize,
    pub reason: Unsolvable,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    let parsed = match format {
        Some(format) => format::parse(input, format),
        None => format::parse_detected(input),
    }
    .map_err(JudgeError::Parse)?;
    solve_parsed(&parsed, strategy)
}

/// Solves every board of an already parsed input.
pub fn solve_parsed(parsed: &Parsed, strategy: Option<Strategy>) -> Result<Answer, JudgeError> {
    let format = parsed.format;
    let strategy = strategy.unwrap_or_else(|| default_strategy(format));
    allows(format, strategy)?;
    let solved = parsed.boards.iter().map(|board| {
        let solution = match board.board.solve(strategy) {
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
    boards: impl IntoIterator<Item = (usize, Result<Solution, Unsolvable>)>,
) -> Result<String, Vec<Unsolved>> {
    write_answers_from(format, 0, boards)
}

/// [`write_answers`] for boards `first`, `first + 1`, ... (counted from 0) of an input: the
/// output's part for them ([`format::write_output_from`]), or those of them that have no
/// answer, numbered as in the whole input.
pub fn write_answers_from(
    format: Format,
    first: usize,
    boards: impl IntoIterator<Item = (usize, Result<Solution, Unsolvable>)>,
) -> Result<String, Vec<Unsolved>> {
    let mut solutions = Vec::new();
    let mut problems = Vec::new();
    for (i, (line, solution)) in (first..).zip(boards) {
        match solution {
            Ok(solution) => solutions.push(solution),
            Err(reason) => problems.push(Unsolved {
                board: i + 1,
                line,
                reason,
            }),
        }
    }
    if problems.is_empty() {
        Ok(format::write_output_from(format, first, &solutions))
    } else {
        Err(problems)
    }
}

/// How one board of a program's output fares against the judge.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// A valid Sudoku keeping the givens, but the 36 dominoes cannot lie on it, each once
    /// (Sudominoku).
    NoTiling,
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
            Rejection::NoTiling => write!(
                f,
                "a valid Sudoku keeping the givens, but the 36 dominoes cannot lie on it, each once"
            ),
        }
    }
}

/// Judges `output` (what a program printed) for `puzzles` as `format`'s judge would: any valid
/// solution keeping the givens where the judge accepts any, exactly the lexicographically
/// smallest one where it demands that. One check per puzzle, and the number of extra boards.
pub fn check_output(
    format: Format,
    puzzles: &[Board],
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
            Some(board) => check_board(format, puzzle, &board.board),
        })
        .collect();
    Ok((checks, printed.boards.len().saturating_sub(puzzles.len())))
}

/// Checks one printed board (of the puzzle's side: the output is read in the puzzle's format)
/// against the rules, the givens and what the judge wants.
fn check_board(format: Format, puzzle: &Board, printed: &Board) -> Check {
    let side = puzzle.side();
    let (givens, found) = (puzzle.values(), printed.values());
    let reject = |reason: Rejection, cells: Vec<usize>| Check::Rejected {
        reason,
        cells: cells.into_iter().map(|i| Place::on(side, i)).collect(),
    };
    let empty: Vec<usize> = (0..found.len()).filter(|&i| found[i] == 0).collect();
    if let Some(&first) = empty.first() {
        return reject(Rejection::Empty(Place::on(side, first)), empty);
    }
    // Every cell of `printed` holds a symbol from here on.
    let changed: Vec<usize> = (0..found.len())
        .filter(|&i| givens[i] != 0 && givens[i] != found[i])
        .collect();
    if let Some(&i) = changed.first() {
        let reason = Rejection::ChangesGiven {
            cell: Place::on(side, i),
            found: Mark::on(side, found[i]),
            given: Mark::on(side, givens[i]),
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
        if let Ok(Some(smallest)) = puzzle.solve(Strategy::Lexicographic) {
            let smallest = smallest.values();
            let differ: Vec<usize> = (0..found.len())
                .filter(|&i| smallest[i] != found[i])
                .collect();
            if let Some(&i) = differ.first() {
                let reason = Rejection::NotSmallest {
                    cell: Place::on(side, i),
                    should: Mark::on(side, smallest[i]),
                };
                return reject(reason, differ);
            }
        }
    }
    if let (Board::Dominoes(dominoes), Board::Nine(grid)) = (puzzle, printed) {
        if !dominoes.tiles(grid) {
            return reject(Rejection::NoTiling, Vec::new());
        }
    }
    Check::Accepted
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
    const ANSWER: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n";

    fn puzzle() -> Vec<Board> {
        format::parse(PUZZLE, Format::Boj2239).unwrap().puzzles()
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
        let grid = Board::Nine(crate::grid::Grid::from_line(line).expect("a puzzle line"));
        let analysis = grid.analyze(Strategy::Lexicographic, 2);
        let (first, second) = (analysis.first.unwrap(), analysis.second.unwrap());
        let rows = |s: &Solution| format::write_output(Format::Boj2239, std::slice::from_ref(s));
        let grid = [grid];
        let (c, _) = check_output(Format::Boj2239, &grid, &rows(&second)).unwrap();
        assert!(
            matches!(&c[0], Check::Rejected { reason, .. } if matches!(reason, Rejection::NotSmallest { .. })),
            "{c:?}"
        );
        let (c, _) = check_output(Format::Boj2239, &grid, &rows(&first)).unwrap();
        assert_eq!(c[0], Check::Accepted);
        let spaced = format::write_output(Format::Boj2580, &[second]);
        let (c, _) = check_output(Format::Boj2580, &grid, &spaced).unwrap();
        assert_eq!(c[0], Check::Accepted);
    }

    fn sample(name: &str) -> String {
        crate::test_puzzles::judge_sample(name)
    }

    #[test]
    fn headings_and_blank_lines_are_part_of_the_answer() {
        let puzzles = format::parse(&sample("poj2918_sample1.in"), Format::Poj2918)
            .unwrap()
            .puzzles();
        let right = sample("poj2918_sample1.out");
        assert_eq!(
            check_output(Format::Poj2918, &puzzles, &right).unwrap(),
            (vec![Check::Accepted; 2], 0)
        );
        let no_headings: String = right
            .lines()
            .filter(|l| !l.starts_with("Scenario"))
            .map(|l| format!("{l}\n"))
            .collect();
        let e = &check_output(Format::Poj2918, &puzzles, &no_headings).unwrap_err();
        let first = &e.first()[0];
        assert_eq!((first.line, first.board), (1, Some(1)));
        assert_eq!(
            first.kind,
            format::ErrorKind::MissingHeading {
                expected: "Scenario #1:".into(),
                found: "439218765".into()
            }
        );
        let wrong_number = right.replace("Scenario #2:", "Scenario #1:");
        let e = check_output(Format::Poj2918, &puzzles, &wrong_number).unwrap_err();
        assert_eq!(e.first()[0].line, 12, "{e}");
        let no_gap = right.replacen("\n\nScenario #2", "\nScenario #2", 1);
        let e = check_output(Format::Poj2918, &puzzles, &no_gap).unwrap_err();
        assert_eq!(
            (e.first()[0].line, &e.first()[0].kind),
            (11, &format::ErrorKind::MissingGap)
        );
    }

    /// A Sudoku that keeps every given but on which the dominoes cannot lie is refused: the
    /// givens alone, as a plain Sudoku, have other solutions, and the puzzle has one.
    #[test]
    fn sudominoku_answers_must_take_the_dominoes() {
        let puzzles = format::parse(&sample("boj4574_sample1.in"), Format::Boj4574)
            .unwrap()
            .puzzles();
        let right = sample("boj4574_sample1.out");
        assert_eq!(
            check_output(Format::Boj4574, &puzzles, &right).unwrap(),
            (vec![Check::Accepted; 2], 0)
        );
        let Board::Dominoes(puzzle) = &puzzles[0] else {
            panic!("a Sudominoku");
        };
        let (found, _, _) = crate::solver::any_size::solutions(
            &crate::square::Square::<9>::from(&puzzle.givens()),
            Strategy::Fastest,
            5,
        )
        .unwrap();
        assert!(
            found.len() >= 2,
            "the givens alone leave several Sudoku solutions"
        );
        let right_rows: Vec<&str> = right.lines().skip(1).take(9).collect();
        let mut others = 0;
        for square in found {
            let text = format!(
                "Puzzle 1\n{}",
                format::write_output(Format::Boj2239, &[Solution::Nine((&square).into())])
            );
            if text.lines().skip(1).collect::<Vec<_>>() == right_rows {
                continue;
            }
            others += 1;
            let (checks, _) = check_output(Format::Boj4574, &puzzles[..1], &text).unwrap();
            assert_eq!(
                checks[0],
                Check::Rejected {
                    reason: Rejection::NoTiling,
                    cells: vec![]
                },
                "{text}"
            );
        }
        assert!(others >= 1);
    }

    #[test]
    fn sixteen_by_sixteen_answers_are_checked_letter_by_letter() {
        let puzzles = format::parse(&sample("poj3076_sample1.in"), Format::Poj3076)
            .unwrap()
            .puzzles();
        let right = sample("poj3076_sample1.out");
        assert_eq!(
            check_output(Format::Poj3076, &puzzles, &right).unwrap(),
            (vec![Check::Accepted], 0)
        );
        // r1c1 is not given (`-`); F there becomes G, which r1c15 holds.
        let changed = right.replacen('F', "G", 1);
        let (checks, _) = check_output(Format::Poj3076, &puzzles, &changed).unwrap();
        let Check::Rejected {
            reason: Rejection::Conflict(conflict),
            ..
        } = &checks[0]
        else {
            panic!("{checks:?}");
        };
        assert_eq!(conflict.digit.char(), 'G');
        assert_eq!(conflict.first.to_string(), "r1c1");
        // r1c3 is the given A.
        let changed = right.replacen("FPA", "FPB", 1);
        let (checks, _) = check_output(Format::Poj3076, &puzzles, &changed).unwrap();
        assert!(
            matches!(&checks[0], Check::Rejected { reason, .. } if reason.to_string() == "r1c3 holds B but the given is A"),
            "{checks:?}"
        );
    }
}
