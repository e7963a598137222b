//! Reading BOJ 4574 (Sudominoku): per puzzle, the number of dominoes laid, a line `U LU V LV`
//! for each (digit `U` at place `LU`, digit `V` at `LV`; places are a row `A`-`I` and a column
//! `1`-`9`), then the places of the lone digits 1 to 9; a line `0` ends the input.
//!
//! Everything the puzzle's rules forbid in the givens is refused here with its place: a
//! domino whose halves are not side by side or are one digit, a domino laid twice, a cell
//! covered twice. (Givens that break the Sudoku rule are the solver's to report.)

use super::error::{ErrorKind, ParseErrors};
use super::lines::{empty_input, lines, shorten, Line, Puzzle};
use crate::board::Board;
use crate::dominoes::{neighbours, Domino, Laid, Sudominoku};
use crate::grid::{Cell, Digit};
use std::collections::HashMap;

/// Reads every puzzle of `text`.
pub(super) fn parse(text: &str) -> Result<Vec<Puzzle>, ParseErrors> {
    let lines = lines(text);
    if lines.is_empty() {
        return Err(empty_input());
    }
    let mut errors = ParseErrors::new();
    let mut boards = Vec::new();
    let mut at = 0;
    while let Some(line) = lines.get(at) {
        at += 1;
        let number = boards.len() + 1;
        let board = Some(number);
        let declared = match line.text.parse::<usize>() {
            Ok(n) if line.text.bytes().all(|b| b.is_ascii_digit()) => n,
            _ => {
                // Without its count the lines that follow cannot be told apart: stop here.
                errors.push(line.error(
                    0,
                    None,
                    ErrorKind::BadDominoCount {
                        text: shorten(line.text),
                    },
                ));
                break;
            }
        };
        if declared == 0 {
            if boards.is_empty() && errors.is_empty() {
                errors.push(line.error(0, None, ErrorKind::NoBoards));
            }
            if let Some(after) = lines.get(at) {
                errors.push(after.error(0, None, ErrorKind::AfterEnd { end: "0".into() }));
            }
            break;
        }
        let mut case = Case::default();
        let mut found = 0;
        let mut lone = None;
        while found < declared {
            let Some(line) = lines.get(at) else { break };
            at += 1;
            let items = tokens(line.text);
            if items.len() == 9 {
                // The line of lone digits, come early.
                lone = Some(line);
                break;
            }
            found += 1;
            case.domino(line, &items, board, &mut errors);
        }
        if found < declared {
            let missing = ErrorKind::MissingDominoes { declared, found };
            match lone {
                // At the line of lone digits that came early.
                Some(line) => errors.push(line.error(0, board, missing)),
                // At the end of the input.
                None => {
                    errors.push(lines[at - 1].error_at_end(board, missing));
                    break;
                }
            }
        }
        let lone = lone.or_else(|| {
            at += 1;
            lines.get(at - 1)
        });
        match lone {
            Some(line) => case.lone(line, &tokens(line.text), board, &mut errors),
            None => {
                let last = &lines[lines.len() - 1];
                errors.push(last.error_at_end(board, ErrorKind::LoneItems { found: 0 }));
                break;
            }
        }
        if let Some(puzzle) = case.finish() {
            boards.push(Puzzle {
                board: Board::Dominoes(puzzle),
                line: line.number,
            });
        }
    }
    if errors.is_empty() {
        Ok(boards)
    } else {
        Err(errors)
    }
}

/// One puzzle as it is read: what is laid, where, and on which line.
#[derive(Default)]
struct Case {
    laid: Vec<Laid>,
    alone: Vec<Cell>,
    covered: HashMap<Cell, usize>,
    dominoes: HashMap<Domino, usize>,
    broken: bool,
}

impl Case {
    fn domino(
        &mut self,
        line: &Line,
        items: &[(usize, &str)],
        board: Option<usize>,
        errors: &mut ParseErrors,
    ) {
        if items.len() != 4 {
            errors.push(line.error(0, board, ErrorKind::DominoItems { found: items.len() }));
            self.broken = true;
            return;
        }
        let digit = |(at, text): (usize, &str)| {
            let mut chars = text.chars();
            match (chars.next().and_then(Digit::from_char), chars.next()) {
                (Some(d), None) => Ok(d),
                _ => Err(line.error(
                    at,
                    board,
                    ErrorKind::NotADigit {
                        text: shorten(text),
                    },
                )),
            }
        };
        let place = |(at, text): (usize, &str)| {
            location(text).ok_or_else(|| {
                line.error(
                    at,
                    board,
                    ErrorKind::NotALocation {
                        text: shorten(text),
                    },
                )
            })
        };
        let read = (
            digit(items[0]),
            place(items[1]),
            digit(items[2]),
            place(items[3]),
        );
        let (Ok(u), Ok(a), Ok(v), Ok(b)) = read else {
            for e in [read.0.err(), read.1.err(), read.2.err(), read.3.err()]
                .into_iter()
                .flatten()
            {
                errors.push(e);
            }
            self.broken = true;
            return;
        };
        if !neighbours(a, b) {
            errors.push(line.error(
                items[1].0,
                board,
                ErrorKind::Apart {
                    first: items[1].1.to_string(),
                    second: items[3].1.to_string(),
                },
            ));
            self.broken = true;
            return;
        }
        let Some(domino) = Domino::new(u, v) else {
            errors.push(line.error(
                items[0].0,
                board,
                ErrorKind::SameHalves { digit: u.to_char() },
            ));
            self.broken = true;
            return;
        };
        if let Some(&first_line) = self.dominoes.get(&domino) {
            errors.push(line.error(
                0,
                board,
                ErrorKind::DominoTwice {
                    domino: domino.to_string(),
                    first_line,
                },
            ));
            self.broken = true;
        }
        self.dominoes.entry(domino).or_insert(line.number);
        self.cover(line, &[(a, items[1]), (b, items[3])], board, errors);
        self.laid.push(Laid {
            at: (a, b),
            digits: (u, v),
        });
    }

    fn lone(
        &mut self,
        line: &Line,
        items: &[(usize, &str)],
        board: Option<usize>,
        errors: &mut ParseErrors,
    ) {
        if items.len() != 9 {
            errors.push(line.error(0, board, ErrorKind::LoneItems { found: items.len() }));
            self.broken = true;
            return;
        }
        let mut places = Vec::new();
        for &(at, text) in items {
            match location(text) {
                Some(cell) => places.push((cell, (at, text))),
                None => {
                    errors.push(line.error(
                        at,
                        board,
                        ErrorKind::NotALocation {
                            text: shorten(text),
                        },
                    ));
                    self.broken = true;
                }
            }
        }
        if places.len() == 9 {
            self.cover(line, &places, board, errors);
            self.alone = places.into_iter().map(|(cell, _)| cell).collect();
        }
    }

    /// Marks `cells` covered, refusing any covered already.
    fn cover(
        &mut self,
        line: &Line,
        cells: &[(Cell, (usize, &str))],
        board: Option<usize>,
        errors: &mut ParseErrors,
    ) {
        for &(cell, (at, text)) in cells {
            if let Some(&first_line) = self.covered.get(&cell) {
                errors.push(line.error(
                    at,
                    board,
                    ErrorKind::CoveredTwice {
                        place: text.to_string(),
                        first_line,
                    },
                ));
                self.broken = true;
            }
            self.covered.entry(cell).or_insert(line.number);
        }
    }

    fn finish(self) -> Option<Sudominoku> {
        if self.broken {
            return None;
        }
        Some(Sudominoku {
            laid: self.laid,
            alone: self.alone.try_into().ok()?,
        })
    }
}

/// The items of a line separated by white space, with the character index each starts at.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut start = None;
    for (i, (byte, c)) in text.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((i, byte)),
            (true, Some((at, from))) => {
                found.push((at, &text[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((at, from)) = start {
        found.push((at, &text[from..]));
    }
    found
}

/// The cell at a place written as BOJ 4574 writes it: a row `A`-`I`, a column `1`-`9`.
pub(super) fn location(text: &str) -> Option<Cell> {
    let mut chars = text.chars();
    let (row, col, None) = (chars.next()?, chars.next()?, chars.next()) else {
        return None;
    };
    let row = (row.to_ascii_uppercase() as u32).checked_sub('A' as u32)?;
    let col = col.to_digit(10)?.checked_sub(1)?;
    Cell::at(row as usize, col as usize)
}

/// How BOJ 4574 writes the place of `cell`: `B3`.
pub(super) fn place_name(cell: Cell) -> String {
    format!("{}{}", char::from(b'A' + cell.row() as u8), cell.col() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_a_row_letter_and_a_column_digit() {
        assert_eq!(location("A1"), Cell::at(0, 0));
        assert_eq!(location("I9"), Cell::at(8, 8));
        assert_eq!(location("b3"), Cell::at(1, 2));
        for bad in ["J1", "A0", "A10", "1A", "", "A"] {
            assert_eq!(location(bad), None, "{bad}");
        }
        assert_eq!(place_name(Cell::at(1, 2).unwrap()), "B3");
    }

    #[test]
    fn tokens_know_their_columns() {
        assert_eq!(
            tokens(" 6  B2 1\tB3"),
            vec![(1, "6"), (4, "B2"), (7, "1"), (9, "B3")]
        );
    }
}
