//! Reading judge input into boards, driven by the format's [`Spec`].
//!
//! It is forgiving where people's pastes differ harmlessly from the judge's bytes (CRLF or a
//! lone CR, byte-order marks, white space around lines, blank lines between rows or boards, no final
//! newline) and exact everywhere else: each problem is reported with its line and column, and
//! parsing goes on so that one paste shows all its problems at once. BOJ 4574's dominoes and
//! LeetCode's lists have readers of their own ([`super::boj4574`], [`super::leetcode`]).

use super::error::{ErrorKind, ParseError, ParseErrors};
pub use super::lines::Puzzle;
use super::lines::{empty_input, lines, shorten, Line};
use super::spec::{Format, Framing, Gap, Heading, Shape, Spec};
use crate::board::Board;

/// Boards read from one input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    pub format: Format,
    pub boards: Vec<Puzzle>,
}

impl Parsed {
    /// The boards alone, in input order.
    pub fn puzzles(&self) -> Vec<Board> {
        self.boards.iter().map(|p| p.board.clone()).collect()
    }
}

/// Parses `text` as `format`. All boards, or every problem found (the first ones in full).
pub fn parse(text: &str, format: Format) -> Result<Parsed, ParseErrors> {
    let spec = format.spec();
    let boards = match spec.shape {
        Shape::Dominoes => super::boj4574::parse(text)?,
        Shape::Nested => super::leetcode::parse(text, false)?,
        _ => parse_rows(text, &spec, false)?,
    };
    Ok(Parsed { format, boards })
}

/// Parses what a program printed for `format`: the boards of its output, which has no count
/// line and no `end`, but the headings and blank lines the judge wants (each missing one is
/// an error, as the judge would count it). Empty cells (`0`, `.`, or `-` on 16 x 16) are
/// read, so that a checker can name them.
pub fn parse_output(text: &str, format: Format) -> Result<Parsed, ParseErrors> {
    let mut spec = format.spec();
    let boards = match spec.shape {
        Shape::Nested => super::leetcode::parse(text, true)?,
        _ => {
            if spec.shape == Shape::Dominoes {
                spec.shape = Shape::PackedRows;
            }
            spec.empty = if spec.side == 16 { "-." } else { ".0" };
            if spec.framing != Framing::Single {
                spec.framing = Framing::UntilEof;
            }
            parse_rows(text, &spec, true)?
        }
    };
    Ok(Parsed { format, boards })
}

/// Reads boards written a row per line or a board per line.
fn parse_rows(text: &str, spec: &Spec, output: bool) -> Result<Vec<Puzzle>, ParseErrors> {
    let lines = lines(text);
    let mut errors = ParseErrors::new();
    let mut boards = Vec::new();
    if lines.is_empty() {
        return Err(empty_input());
    }
    let multi = spec.framing != Framing::Single;
    let rows_per_board = match spec.shape {
        Shape::OneLine => 1,
        _ => spec.side,
    };
    // Errors are pushed in the order of the text: a reader fixes them top to bottom.
    let (body, after_end) = framed(&lines, spec, rows_per_board, &mut errors);
    let mut rest = body;
    let mut index = 0;
    while !rest.is_empty() {
        let board_number = multi.then_some(index + 1);
        if spec.framing == Framing::Single && index > 0 {
            errors.push(rest[0].error(0, None, ErrorKind::ExtraLine));
            break;
        }
        if output && index > 0 && spec.gap != Gap::None && !rest[0].after_blank {
            errors.push(rest[0].error(0, board_number, ErrorKind::MissingGap));
        }
        if output && spec.heading != Heading::None {
            match after_heading(rest, spec, index, board_number, &mut errors) {
                Some(after) => rest = after,
                None => break,
            }
        }
        let chunk = &rest[..rows_per_board.min(rest.len())];
        rest = &rest[chunk.len()..];
        if let Some(board) = read_board(chunk, spec, rows_per_board, board_number, &mut errors) {
            boards.push(board);
        }
        index += 1;
    }
    if let Some(after) = after_end {
        errors.push(after.error(0, None, ErrorKind::AfterEnd { end: "end".into() }));
    }
    if errors.is_empty() {
        Ok(boards)
    } else {
        Err(errors)
    }
}

/// The lines that hold the boards, inside the count line or before `end` that frame them
/// (checking the count), and the line after `end`, if any (an error once the boards are read).
fn framed<'l, 't>(
    lines: &'l [Line<'t>],
    spec: &Spec,
    rows_per_board: usize,
    errors: &mut ParseErrors,
) -> (&'l [Line<'t>], Option<&'l Line<'t>>) {
    let mut body = lines;
    // The line that frames the boards (a count, or `end`), to locate "no board" at.
    let mut frame = None;
    if spec.framing == Framing::CountLine {
        let first = &body[0];
        body = &body[1..];
        frame = Some(first);
        match first.text.parse::<usize>() {
            Ok(declared) if first.text.bytes().all(|b| b.is_ascii_digit()) => {
                let found = body.len().div_ceil(rows_per_board);
                if found != declared {
                    errors.push(first.error(0, None, ErrorKind::CountMismatch { declared, found }));
                }
            }
            _ => errors.push(first.error(
                0,
                None,
                ErrorKind::BadCount {
                    text: shorten(first.text),
                },
            )),
        }
    }
    let mut after_end = None;
    if spec.framing == Framing::EndLine {
        if let Some(end) = body.iter().position(|l| l.text.eq_ignore_ascii_case("end")) {
            after_end = body.get(end + 1);
            frame = Some(&body[end]);
            body = &body[..end];
        }
    }
    if body.is_empty() && errors.is_empty() {
        if let Some(line) = frame {
            errors.push(line.error(0, None, ErrorKind::NoBoards));
        }
    }
    (body, after_end)
}

/// The lines after board `index`'s heading in an output (`Case #1:`...), checking it; the
/// lines as they are if the first is no heading (it is left to the board). `None` if the
/// heading is the last line.
fn after_heading<'l, 't>(
    rest: &'l [Line<'t>],
    spec: &Spec,
    index: usize,
    board_number: Option<usize>,
    errors: &mut ParseErrors,
) -> Option<&'l [Line<'t>]> {
    let expected = spec.heading.text(index + 1).expect("a heading");
    let line = &rest[0];
    let word = expected.split(' ').next().unwrap_or_default();
    // A heading line, right or wrong, is read as one; a missing one leaves the line to the
    // board.
    let is_heading = line
        .text
        .get(..word.len())
        .is_some_and(|w| w.eq_ignore_ascii_case(word));
    if line.text != expected {
        errors.push(line.error(
            0,
            board_number,
            ErrorKind::MissingHeading {
                expected,
                found: shorten(line.text),
            },
        ));
    }
    if !is_heading {
        return Some(rest);
    }
    if rest.len() == 1 {
        errors.push(line.error_at_end(
            board_number,
            ErrorKind::MissingRows {
                found: 0,
                expected: spec.side,
            },
        ));
        return None;
    }
    Some(&rest[1..])
}

/// The board written on `chunk` (its rows, or its one line), or `None` with its errors.
fn read_board(
    chunk: &[Line],
    spec: &Spec,
    rows_per_board: usize,
    board_number: Option<usize>,
    errors: &mut ParseErrors,
) -> Option<Puzzle> {
    let side = spec.side;
    let mut values = vec![0u8; side * side];
    let mut ok = true;
    for (row, line) in chunk.iter().enumerate() {
        let cells_per_line = side * side / rows_per_board;
        let first_cell = row * cells_per_line;
        if let Err(e) = read_cells(line, spec, cells_per_line, board_number, |i, value| {
            values[first_cell + i] = value;
        }) {
            errors.push(e);
            ok = false;
        }
    }
    if chunk.len() < rows_per_board {
        let last = &chunk[chunk.len() - 1];
        errors.push(last.error_at_end(
            board_number,
            ErrorKind::MissingRows {
                found: chunk.len(),
                expected: rows_per_board,
            },
        ));
        return None;
    }
    ok.then(|| Puzzle {
        board: Board::from_values(side, &values).expect("values read for this side"),
        line: chunk[0].number,
    })
}

/// The value a judge writes as `c` on a board of side `side`: `1`-`9`, or `A`-`P` on 16 x 16.
pub(super) fn symbol_value(c: char, side: usize) -> Option<u8> {
    match side {
        16 => crate::square::Symbol::<16>::from_char(c).map(|s| s.get()),
        _ => crate::grid::Digit::from_char(c).map(|d| d.get()),
    }
}

/// Reads the `expected` cells of one line, handing each (position in the line, value; 0 for
/// empty) to `put`.
fn read_cells(
    line: &Line,
    spec: &Spec,
    expected: usize,
    board: Option<usize>,
    mut put: impl FnMut(usize, u8),
) -> Result<(), ParseError> {
    let mut count = 0;
    // The cell just before, with no space since: a spaced row's cells are one character each.
    let mut cell_before = None;
    for (i, c) in line.text.chars().enumerate() {
        if c.is_whitespace() {
            if spec.shape != Shape::SpacedRows {
                return Err(line.error(i, board, ErrorKind::UnexpectedSpace));
            }
            cell_before = None;
            continue;
        }
        let value = if spec.empty.contains(c) {
            0
        } else if let Some(v) = symbol_value(c, spec.side) {
            v
        } else {
            return Err(line.error(
                i,
                board,
                ErrorKind::UnexpectedChar {
                    found: c,
                    empty: spec.empty.into(),
                    symbols: spec.symbols().into(),
                },
            ));
        };
        if let (Shape::SpacedRows, Some(after)) = (spec.shape, cell_before) {
            return Err(line.error(i, board, ErrorKind::MissingSpace { after, found: c }));
        }
        if count == expected {
            return Err(line.error(
                i,
                board,
                ErrorKind::RowLength {
                    // Every character left is a cell or junk; either way the row is too long.
                    found: line.text.chars().filter(|c| !c.is_whitespace()).count(),
                    expected,
                },
            ));
        }
        put(count, value);
        count += 1;
        cell_before = Some(c);
    }
    if count < expected {
        return Err(line.error_at_end(
            board,
            ErrorKind::RowLength {
                found: count,
                expected,
            },
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_error(text: &str, format: Format) -> ParseError {
        parse(text, format).expect_err("input is invalid").first()[0].clone()
    }

    const ROW: &str = "103000509\n";

    #[test]
    fn reads_crlf_blank_lines_and_bom() {
        let text = format!(
            "\u{FEFF}1\r\n\r\n{}",
            ROW.repeat(9).replace('\n', "  \r\n\n")
        );
        let parsed = parse(&text, Format::Poj2676).expect("valid");
        assert_eq!(parsed.boards.len(), 1);
        assert_eq!(parsed.boards[0].line, 3);
        assert_eq!(
            parsed.boards[0]
                .board
                .values()
                .iter()
                .filter(|&&v| v != 0)
                .count(),
            9 * 4
        );
    }

    #[test]
    fn locates_unexpected_character() {
        let text = format!("{}10300x509\n{}", ROW, ROW.repeat(7));
        let e = first_error(&text, Format::Boj2239);
        assert_eq!((e.line, e.column, e.board), (2, 6, None));
        assert_eq!(
            e.kind,
            ErrorKind::UnexpectedChar {
                found: 'x',
                empty: "0".into(),
                symbols: "1-9".into(),
            }
        );
        assert!(e
            .to_string()
            .starts_with("line 2, column 6: unexpected `x`"));
    }

    #[test]
    fn short_and_long_rows() {
        let text = format!("{}1030005\n{}", ROW.repeat(3), ROW.repeat(5));
        let e = first_error(&text, Format::Boj2239);
        assert_eq!((e.line, e.column), (4, 8));
        assert_eq!(
            e.kind,
            ErrorKind::RowLength {
                found: 7,
                expected: 9
            }
        );
        let text = format!("1 0 3 0 0 0 5 0 9 4\n{}", "1 0 3 0 0 0 5 0 9\n".repeat(8));
        let e = first_error(&text, Format::Boj2580);
        assert_eq!((e.line, e.column), (1, 19));
        assert_eq!(
            e.kind,
            ErrorKind::RowLength {
                found: 10,
                expected: 9
            }
        );
    }

    #[test]
    fn spaced_rows_need_spaces_and_packed_rows_forbid_them() {
        let e = first_error(&"1 0 3 0 00 5 0 9\n".repeat(9), Format::Boj2580);
        assert_eq!(
            (e.line, e.column, e.kind),
            (
                1,
                10,
                ErrorKind::MissingSpace {
                    after: '0',
                    found: '0'
                }
            )
        );
        // A number typed for a cell: both of its digits named.
        let e = first_error(&"10 3 0 0 0 5 0 9 1\n".repeat(9), Format::Boj2580);
        assert!(e.to_string().contains("between `1` and `0`"), "{e}");
        assert_eq!(
            (e.line, e.column, e.kind),
            (
                1,
                2,
                ErrorKind::MissingSpace {
                    after: '1',
                    found: '0'
                }
            )
        );
        let e = first_error(&"1030 00509\n".repeat(9), Format::Boj2239);
        assert_eq!(
            (e.line, e.column, e.kind),
            (1, 5, ErrorKind::UnexpectedSpace)
        );
    }

    #[test]
    fn missing_and_extra_rows() {
        let e = first_error(&ROW.repeat(8), Format::Boj2239);
        assert_eq!(
            (e.line, e.kind),
            (
                8,
                ErrorKind::MissingRows {
                    found: 8,
                    expected: 9
                }
            )
        );
        let e = first_error(&ROW.repeat(10), Format::Boj2239);
        assert_eq!((e.line, e.kind), (10, ErrorKind::ExtraLine));
    }

    #[test]
    fn count_line_must_match_the_boards() {
        let text = format!("2\n{}", ROW.repeat(9));
        let e = first_error(&text, Format::Poj2676);
        assert!(e.to_string().contains("says 2 boards, but 1 follows"));
        assert_eq!(
            (e.line, e.kind),
            (
                1,
                ErrorKind::CountMismatch {
                    declared: 2,
                    found: 1
                }
            )
        );

        let e = first_error(&format!("two\n{}", ROW.repeat(9)), Format::Poj2676);
        assert_eq!(e.kind, ErrorKind::BadCount { text: "two".into() });
        let errors = parse(&format!("2\n{}", ROW.repeat(13)), Format::Poj2676).unwrap_err();
        assert_eq!(errors.first()[0].board, Some(2));
        assert_eq!(
            errors.first()[0].kind,
            ErrorKind::MissingRows {
                found: 4,
                expected: 9
            }
        );
    }

    #[test]
    fn end_line_stops_the_input() {
        let puzzle = ".".repeat(81);
        let parsed = parse(&format!("{puzzle}\n{puzzle}\nend\n"), Format::Poj3074).unwrap();
        assert_eq!(parsed.boards.len(), 2);
        let e = first_error(&format!("{puzzle}\nend\n{puzzle}\n"), Format::Poj3074);
        assert_eq!(
            (e.line, e.kind),
            (3, ErrorKind::AfterEnd { end: "end".into() })
        );
    }

    #[test]
    fn collects_every_error() {
        let text = "x".repeat(81) + "\n" + &"1".repeat(80) + "\n" + &".".repeat(81);
        let errors = parse(&text, Format::Lines).unwrap_err();
        assert_eq!(errors.total(), 2);
        assert_eq!(errors.first()[1].board, Some(2));
        assert_eq!(
            errors.first()[1].kind,
            ErrorKind::RowLength {
                found: 80,
                expected: 81
            }
        );
    }

    #[test]
    fn empty_input() {
        let e = first_error(" \n\r\n", Format::Lines);
        assert_eq!(e.kind, ErrorKind::Empty);
    }
}
