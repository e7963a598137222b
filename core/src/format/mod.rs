//! Judge formats: detect which one a paste is in, read it, and write answers the judge accepts.
//!
//! Each format is described once, in [`Spec`]; parsing, writing and detection all follow it.

mod boj4574;
mod error;
mod leetcode;
mod lines;
mod parse;
mod spec;

pub use error::{ErrorKind, ParseError, ParseErrors, Token, EXPECTED_FORMATS};
pub use parse::{parse, parse_output, Parsed, Puzzle};
pub use spec::{Accepts, Format, Framing, Gap, Heading, Shape, Spec, UnknownFormat};

use crate::board::{Board, Solution};
use crate::grid::{Cell, Digit, Grid};

/// Guesses the format of `text` from its shape; [`parse`] then reports what does not fit.
/// `None` if it is empty or no format fits its first line.
///
/// - `[` or `board =` first means LeetCode 37;
/// - a line `end` means POJ 3074;
/// - a count then a domino line (`6 B2 1 B3`) means BOJ 4574;
/// - a first line that is a short number (a test-case count) followed by more, or a lone `0`,
///   means POJ 2676, or POJ 2918 when blank lines end its boards and each can be filled by
///   the Tudoku rule alone (a unit with eight digits gets the ninth);
/// - a first line of about 16 letters `A`-`P` and `-` means POJ 3076;
/// - a long first line, or one using `.` or `_` for empty cells, means one puzzle per line,
///   and so does a first line that is not a row of 9 cells in more than 9 lines;
/// - a first line with spaces means BOJ 2580, and otherwise BOJ 2239;
/// - and a first line mostly of other characters (a sentence, code) fits none.
pub fn detect(text: &str) -> Option<Format> {
    let mut lines = split_lines(strip_boms(text))
        .map(str::trim)
        .filter(|l| !l.is_empty());
    let first = lines.next()?;
    let others = lines.clone().count();
    let has_more = others > 0;
    let lower = first.to_ascii_lowercase();
    if first.starts_with('[') || lower.starts_with("board") || lower.starts_with("input:") {
        return Some(Format::LeetCode);
    }
    if first.eq_ignore_ascii_case("end") || lines.clone().any(|l| l.eq_ignore_ascii_case("end")) {
        return Some(Format::Poj3074);
    }
    let is_count = first.len() < 9 && first.bytes().all(|b| b.is_ascii_digit());
    if is_count && lines.clone().next().is_some_and(looks_like_domino) {
        return Some(Format::Boj4574);
    }
    // A lone `0` is a count of no boards (POJ 2676's reading of it says so), not a row.
    if is_count && (has_more || first.bytes().all(|b| b == b'0')) {
        return Some(if is_tudoku(text) {
            Format::Poj2918
        } else {
            Format::Poj2676
        });
    }
    let cells: Vec<char> = first.chars().filter(|c| !c.is_whitespace()).collect();
    let share = |f: fn(&char) -> bool| cells.iter().filter(|c| f(c)).count() * 5;
    // A row of 16 with a typo or two is still a 16 x 16 row, reported where it is wrong.
    if (12..=20).contains(&cells.len())
        && share(|c| matches!(c, 'A'..='P' | '-' | '.')) >= cells.len() * 4
    {
        return Some(Format::Poj3076);
    }
    // Digits and empty cells, a typo or two among them: a 9 x 9 row or line.
    if share(|c| c.is_ascii_digit() || matches!(c, '.' | '_')) < cells.len() * 3 {
        return None;
    }
    let first_token = first.split_whitespace().next().unwrap_or("");
    // Not a 9-cell row, and more lines than one board has: whatever it is, reading it line by
    // line reports every bad line (a BOJ board would report only the first ten).
    let row_like = first.split_whitespace().count() == 9 || first.chars().count() == 9;
    Some(
        if first_token.chars().count() > 27
            || first.contains(['.', '_'])
            || !row_like && others >= 9
        {
            Format::Lines
        } else if first.contains(char::is_whitespace) {
            Format::Boj2580
        } else {
            Format::Boj2239
        },
    )
}

/// Whether `line` looks like a BOJ 4574 domino: a digit, a place, a digit, a place.
fn looks_like_domino(line: &str) -> bool {
    let items: Vec<&str> = line.split_whitespace().collect();
    items.len() == 4 && items[1].starts_with(|c: char| c.is_ascii_alphabetic())
}

/// Whether `text`, read as POJ 2676, is rather POJ 2918's Tudoku: each board followed by a
/// blank line (but the last, whose may have been lost in a copy), and each filled by the
/// Tudoku rule alone.
fn is_tudoku(text: &str) -> bool {
    let Ok(parsed) = parse(text, Format::Poj2676) else {
        return false;
    };
    let rows = lines::lines(text);
    // The first row of each board after the first comes after a blank line.
    let separated = rows
        .iter()
        .skip(1)
        .enumerate()
        .filter(|(i, _)| i % 9 == 0 && *i > 0)
        .all(|(_, line)| line.after_blank);
    !parsed.boards.is_empty()
        && separated
        && parsed
            .boards
            .iter()
            .all(|p| p.board.nine().is_some_and(fills_by_full_houses))
}

/// Whether filling, again and again, the one empty cell of a row, column or box that has
/// eight digits (the Tudoku rule) completes `grid` without a clash.
fn fills_by_full_houses(grid: &Grid) -> bool {
    use crate::grid::Unit;
    let mut grid = *grid;
    if !grid.conflicts().is_empty() {
        return false;
    }
    loop {
        let mut progress = false;
        // Each unit once per cell in it: a unit filled by the first look has no empty cell
        // at the next.
        for unit in Unit::ALL
            .into_iter()
            .flat_map(|u| Cell::all().map(move |c| u.of(c)))
        {
            let mut empty = unit.cells().filter(|&c| grid.get(c).is_none());
            if let (Some(cell), None) = (empty.next(), empty.next()) {
                let used = unit
                    .cells()
                    .filter_map(|c| grid.get(c))
                    .fold(0, |m, d| m | d.bit());
                grid.set(cell, Digit::all().find(|d| used & d.bit() == 0));
                progress = true;
            }
        }
        if grid.is_full() {
            return grid.conflicts().is_empty();
        }
        if !progress {
            return false;
        }
    }
}

/// `text` without the byte-order marks at its start: editors write one, and joining files can
/// give several. Detection and parsing both read the text after them.
pub(crate) fn strip_boms(text: &str) -> &str {
    text.trim_start_matches('\u{FEFF}')
}

/// The lines of `text` as an editor numbers them, each without its line break: `\n`, `\r\n`,
/// or a lone `\r` (old Mac files and some copy-paste paths end lines that way).
pub(crate) fn split_lines(text: &str) -> impl Iterator<Item = &str> + Clone {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let text = rest?;
        match text.find(['\n', '\r']) {
            Some(i) => {
                let width = if text[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&text[i + width..]);
                Some(&text[..i])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

/// Detects the format of `text` and parses it; when no format fits, one error that says what
/// was expected and what was found.
pub fn parse_detected(text: &str) -> Result<Parsed, ParseErrors> {
    match detect(text) {
        Some(format) => parse(text, format),
        None => Err(unrecognized(text)),
    }
}

/// The one error for a text no format fits, at its first line.
pub fn unrecognized(text: &str) -> ParseErrors {
    let lines = lines::lines(text);
    let Some(first) = lines.first() else {
        return lines::empty_input();
    };
    let mut errors = ParseErrors::new();
    errors.push(first.error(
        0,
        None,
        ErrorKind::Unrecognized {
            found: lines::shorten(first.text),
        },
    ));
    errors
}

/// The judge's output for `solutions`, in `format`: each answer with the heading and blank
/// lines the judge wants, each line ending in a newline (no count line and no `end`).
pub fn write_output(format: Format, solutions: &[Solution]) -> String {
    write_output_from(format, 0, solutions)
}

/// The part of the judge's output that answers boards `first`, `first + 1`, ... (counted from
/// 0) of an input: the headings numbered and the blank lines placed as in the whole output, so
/// that the parts of consecutive boards, joined in order, are the whole (workers each write
/// the part of the boards they solved).
pub fn write_output_from(format: Format, first: usize, solutions: &[Solution]) -> String {
    let spec = format.spec();
    let mut out = String::with_capacity(solutions.len() * (spec.side + 1) * spec.side + 16);
    for (i, solution) in (first..).zip(solutions) {
        if spec.gap == Gap::Between && i > 0 {
            out.push('\n');
        }
        if let Some(heading) = spec.heading.text(i + 1) {
            out.push_str(&heading);
            out.push('\n');
        }
        write_board(&spec, &solution.values(), &mut out);
        if spec.gap == Gap::After {
            out.push('\n');
        }
    }
    out
}

/// A complete input in `format` holding `boards`, framing included: what a person would
/// paste. A board of another kind than the format's is left out.
pub fn write_input(format: Format, boards: &[Board]) -> String {
    let spec = format.spec();
    let mut out = String::new();
    let mut boards: Vec<&Board> = boards.iter().filter(|b| format.holds(b)).collect();
    if spec.framing == Framing::Single {
        boards.truncate(1);
    }
    if spec.framing == Framing::CountLine {
        out.push_str(&format!("{}\n", boards.len()));
    }
    for board in boards {
        match board {
            Board::Dominoes(puzzle) => {
                out.push_str(&format!("{}\n", puzzle.laid.len()));
                for laid in &puzzle.laid {
                    out.push_str(&format!(
                        "{} {} {} {}\n",
                        laid.digits.0,
                        boj4574::place_name(laid.at.0),
                        laid.digits.1,
                        boj4574::place_name(laid.at.1)
                    ));
                }
                let places: Vec<String> = puzzle
                    .alone
                    .iter()
                    .map(|&c| boj4574::place_name(c))
                    .collect();
                out.push_str(&places.join(" "));
                out.push('\n');
            }
            _ => write_board(&spec, &board.values(), &mut out),
        }
        if spec.gap == Gap::After {
            out.push('\n');
        }
    }
    match spec.framing {
        Framing::EndLine => out.push_str("end\n"),
        Framing::ZeroLine => out.push_str("0\n"),
        _ => {}
    }
    out
}

/// One board's cells (row-major values, 0 for empty) as `spec` writes them.
fn write_board(spec: &Spec, values: &[u8], out: &mut String) {
    let side = if values.len() == 256 { 16 } else { 9 };
    let empty = spec.empty.chars().next().unwrap_or('0');
    let symbol = |v: u8| match (v, side) {
        (0, _) => empty,
        (v, 16) => char::from(b'A' + v - 1),
        (v, _) => char::from(b'0' + v),
    };
    if spec.shape == Shape::Nested {
        out.push('[');
        for (row, cells) in values.chunks(side).enumerate() {
            if row > 0 {
                out.push(',');
            }
            out.push('[');
            for (col, &v) in cells.iter().enumerate() {
                if col > 0 {
                    out.push(',');
                }
                out.push('"');
                out.push(if v == 0 { '.' } else { symbol(v) });
                out.push('"');
            }
            out.push(']');
        }
        out.push_str("]\n");
        return;
    }
    for (i, &v) in values.iter().enumerate() {
        out.push(symbol(v));
        let end_of_row = i % side == side - 1;
        match spec.shape {
            Shape::SpacedRows if end_of_row => out.push('\n'),
            Shape::SpacedRows => out.push(' '),
            Shape::OneLine if i + 1 == values.len() => out.push('\n'),
            Shape::OneLine => {}
            _ if end_of_row => out.push('\n'),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_each_shape() {
        let packed = "103000509\n".repeat(9);
        let spaced = "1 0 3 0 0 0 5 0 9\n".repeat(9);
        let line = ".".repeat(81);
        assert_eq!(detect(&packed), Some(Format::Boj2239));
        assert_eq!(detect(&spaced), Some(Format::Boj2580));
        assert_eq!(detect(&format!("1\n{packed}")), Some(Format::Poj2676));
        assert_eq!(detect(&format!("{line}\nend\n")), Some(Format::Poj3074));
        assert_eq!(detect(&format!("{line}\n{line}")), Some(Format::Lines));
        assert_eq!(detect("..A....C.....O.I\n"), Some(Format::Poj3076));
        assert_eq!(detect("--A----C-----O-I\n"), Some(Format::Poj3076));
        assert_eq!(detect("[[\"5\",\"3\"]]"), Some(Format::LeetCode));
        assert_eq!(detect("board = [[\"5\"]]"), Some(Format::LeetCode));
        assert_eq!(detect("10\n6 B2 1 B3\n"), Some(Format::Boj4574));
        assert_eq!(detect(""), None);
        assert_eq!(detect(" \n\t\n"), None);
        // Prose and code fit no format; a typo in a row still reads as the row's format.
        assert_eq!(detect(&"hello world 42\n".repeat(10)), None);
        assert_eq!(detect("fn main() {}\n"), None);
        assert_eq!(detect(&"10300x509\n".repeat(9)), Some(Format::Boj2239));
        // Many lines that are not board rows: read line by line, so every bad line is named.
        assert_eq!(detect(&"1234 5678 12\n".repeat(10)), Some(Format::Lines));
        // Two BOJ boards pasted together stay BOJ (whose error says to add a count line).
        assert_eq!(detect(&packed.repeat(2)), Some(Format::Boj2239));
    }

    #[test]
    fn tudoku_is_told_from_poj_2676_by_its_blank_lines_and_its_rule() {
        // Nearly full, and filled by the Tudoku rule: row 1 empty, every column missing one.
        let solved = "439218765\n817965432\n652743198\n175439826\n368172954\n\
                      294856371\n581697243\n923584617\n746321589\n";
        let tudoku = solved.replacen("439218765", "000000000", 1);
        assert!(fills_by_full_houses(
            &parse(&format!("1\n{tudoku}"), Format::Poj2676)
                .unwrap()
                .boards[0]
                .board
                .nine()
                .copied()
                .unwrap()
        ));
        assert_eq!(
            detect(&format!("2\n{tudoku}\n{solved}\n")),
            Some(Format::Poj2918)
        );
        assert_eq!(detect(&format!("1\n{tudoku}")), Some(Format::Poj2918));
        // Without the blank line between the boards: POJ 2676's framing.
        assert_eq!(
            detect(&format!("2\n{tudoku}{solved}")),
            Some(Format::Poj2676)
        );
        // A board the rule cannot fill is a puzzle for POJ 2676.
        let puzzle = "1\n103000509\n002109400\n000704000\n300502006\n060000050\n\
                      700803004\n000401000\n009205800\n804000107\n\n";
        assert_eq!(detect(puzzle), Some(Format::Poj2676));
    }

    #[test]
    fn nothing_fits_says_so_once() {
        let errors = parse_detected("Sample Input 1\nwhatever\nmore text here\n").unwrap_err();
        assert_eq!(errors.total(), 1);
        let e = &errors.first()[0];
        assert_eq!((e.line, e.column), (1, 1));
        assert_eq!(
            e.kind,
            ErrorKind::Unrecognized {
                found: "Sample Input 1".into()
            }
        );
        assert!(e.to_string().contains("expected 9 rows of 9 digits"), "{e}");
        let errors = parse_detected("\n  \n").unwrap_err();
        assert_eq!(errors.first()[0].kind, ErrorKind::Empty);
    }

    fn a_board(side: usize) -> Board {
        let values: Vec<u8> = (0..side * side)
            .map(|i| if i % 7 == 0 { (i % side) as u8 + 1 } else { 0 })
            .collect();
        Board::from_values(side, &values).unwrap()
    }

    #[test]
    fn writing_then_parsing_gives_the_same_boards() {
        for format in Format::ALL {
            if format.spec().shape == Shape::Dominoes {
                continue; // its round trip is in core/tests/formats.rs, with a real puzzle
            }
            let count = if format.spec().framing == Framing::Single {
                1
            } else {
                3
            };
            let board = if format == Format::Poj2918 {
                // Tudoku's boards are nearly full (and detected by that).
                let solved = "439218765817965432652743198175439826368172954294856371581697243923584617746321589";
                Board::Nine(Grid::from_line(&solved.replace('4', "0")).unwrap())
            } else {
                a_board(format.spec().side)
            };
            let boards = vec![board; count];
            let text = write_input(format, &boards);
            assert_eq!(detect(&text), Some(format), "{text}");
            let parsed = parse(&text, format).expect("own output parses");
            assert_eq!(parsed.puzzles(), boards, "{format}");
        }
    }

    #[test]
    fn format_names_round_trip() {
        for format in Format::ALL {
            assert_eq!(format.spec().id.parse::<Format>(), Ok(format));
        }
        assert_eq!("BOJ7517".parse::<Format>(), Ok(Format::Poj2918));
        assert!("boj9999".parse::<Format>().is_err());
    }
}
