//! A whole judge run: the text a judge feeds a program in, the text the judge expects out.
//!
//! This is what the command-line tool and the web page both call, so they always agree.

use crate::format::{self, Accepts, Format, ParseErrors, Parsed};
use crate::grid::{Conflict, Grid};
use crate::solver::{self, Strategy};
use std::fmt;

/// The strategy that answers `format` correctly and fast: the smallest solution where the
/// judge demands it, the fastest search elsewhere.
pub fn default_strategy(format: Format) -> Strategy {
    match format.spec().accepts {
        Accepts::SmallestSolution => Strategy::Lexicographic,
        Accepts::AnySolution => Strategy::Fastest,
    }
}

/// A judge run that went through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub format: Format,
    pub strategy: Strategy,
    pub solutions: Vec<Grid>,
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
    Unsolvable(Vec<BoardProblem>),
}

/// A board that has no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardProblem {
    /// 1-based position of the board in the input.
    pub board: usize,
    /// The line where the board starts.
    pub line: usize,
    pub kind: ProblemKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    Conflict(Conflict),
    NoSolution,
}

impl fmt::Display for BoardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board {}, line {}: ", self.board, self.line)?;
        match self.kind {
            ProblemKind::Conflict(c) => write!(f, "the givens conflict: {c}"),
            ProblemKind::NoSolution => write!(f, "the puzzle has no solution"),
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
            JudgeError::Unsolvable(problems) => {
                const SHOWN: usize = 50;
                for (i, p) in problems.iter().take(SHOWN).enumerate() {
                    if i > 0 {
                        writeln!(f)?;
                    }
                    write!(f, "{p}")?;
                }
                if problems.len() > SHOWN {
                    write!(f, "\n… and {} more boards", problems.len() - SHOWN)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for JudgeError {}

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
    if format.spec().accepts == Accepts::SmallestSolution && strategy == Strategy::Fastest {
        return Err(JudgeError::WrongStrategy { format, strategy });
    }
    let mut solutions = Vec::with_capacity(parsed.boards.len());
    let mut problems = Vec::new();
    for (i, board) in parsed.boards.iter().enumerate() {
        let problem = |kind| BoardProblem {
            board: i + 1,
            line: board.line,
            kind,
        };
        match solver::solve(&board.grid, strategy) {
            Ok(Some(solution)) => solutions.push(solution),
            Ok(None) => problems.push(problem(ProblemKind::NoSolution)),
            Err(conflict) => problems.push(problem(ProblemKind::Conflict(conflict))),
        }
    }
    if !problems.is_empty() {
        return Err(JudgeError::Unsolvable(problems));
    }
    let output = format::write_output(format, &solutions);
    Ok(Answer {
        format,
        strategy,
        solutions,
        output,
    })
}
