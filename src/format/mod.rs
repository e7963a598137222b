//! Judge formats: detect which one a paste is in, read it, and write answers the judge accepts.
//!
//! Each format is described once, in [`Spec`]; parsing, writing and detection all follow it.

mod error;
mod parse;
mod spec;

pub use error::{ErrorKind, ParseError, ParseErrors};
pub use parse::{parse, parse_output, Parsed, Puzzle};
pub use spec::{Accepts, Format, Framing, Shape, Spec, UnknownFormat};

use crate::grid::{Cell, Grid};

/// Guesses the format of `text` from its shape; [`parse`] then reports what does not fit.
///
/// - a line `end` means POJ 3074;
/// - a first line that is a short number (a test-case count) followed by more, or a lone `0`,
///   means POJ 2676;
/// - a long first line, or one using `.` or `_` for empty cells, means one puzzle per line,
///   and so does a first line that is not a row of 9 cells in more than 9 lines;
/// - a first line with spaces means BOJ 2580, and otherwise BOJ 2239.
pub fn detect(text: &str) -> Format {
    let mut lines = split_lines(strip_boms(text))
        .map(str::trim)
        .filter(|l| !l.is_empty());
    let Some(first) = lines.next() else {
        return Format::Lines;
    };
    let others = lines.clone().count();
    let has_more = others > 0;
    if first.eq_ignore_ascii_case("end") || lines.any(|l| l.eq_ignore_ascii_case("end")) {
        return Format::Poj3074;
    }
    let is_count = first.len() < 9 && first.bytes().all(|b| b.is_ascii_digit());
    // A lone `0` is a count of no boards (POJ 2676's reading of it says so), not a row.
    if is_count && (has_more || first.bytes().all(|b| b == b'0')) {
        return Format::Poj2676;
    }
    let first_token = first.split_whitespace().next().unwrap_or("");
    // Not a 9-cell row, and more lines than one board has: whatever it is, reading it line by
    // line reports every bad line (a BOJ board would report only the first ten).
    let row_like = first.split_whitespace().count() == 9 || first.chars().count() == 9;
    if first_token.chars().count() > 27 || first.contains(['.', '_']) || !row_like && others >= 9 {
        Format::Lines
    } else if first.contains(char::is_whitespace) {
        Format::Boj2580
    } else {
        Format::Boj2239
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

/// Detects the format of `text` and parses it.
pub fn parse_detected(text: &str) -> Result<Parsed, ParseErrors> {
    parse(text, detect(text))
}

/// The judge's output for `grids`, solved boards in `format`: no count line and no `end`,
/// only the boards, each line ending in a newline.
pub fn write_output(format: Format, grids: &[Grid]) -> String {
    let spec = format.spec();
    let mut out = String::with_capacity(grids.len() * 90);
    for grid in grids {
        write_board(&spec, grid, &mut out);
    }
    out
}

/// A complete input in `format` holding `grids`, framing included: what a person would paste.
pub fn write_input(format: Format, grids: &[Grid]) -> String {
    let spec = format.spec();
    let mut out = String::new();
    if spec.framing == Framing::CountLine {
        out.push_str(&format!("{}\n", grids.len()));
    }
    let boards = match spec.framing {
        Framing::Single => &grids[..grids.len().min(1)],
        _ => grids,
    };
    for grid in boards {
        write_board(&spec, grid, &mut out);
    }
    if spec.framing == Framing::EndLine {
        out.push_str("end\n");
    }
    out
}

fn write_board(spec: &Spec, grid: &Grid, out: &mut String) {
    let empty = spec.empty.chars().next().unwrap_or('0');
    for cell in Cell::all() {
        let c = grid.get(cell).map_or(empty, |d| d.to_char());
        out.push(c);
        let end_of_row = cell.col() == 8;
        match spec.shape {
            Shape::SpacedRows if end_of_row => out.push('\n'),
            Shape::SpacedRows => out.push(' '),
            Shape::PackedRows if end_of_row => out.push('\n'),
            Shape::OneLine if cell.index() == 80 => out.push('\n'),
            Shape::PackedRows | Shape::OneLine => {}
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
        assert_eq!(detect(&packed), Format::Boj2239);
        assert_eq!(detect(&spaced), Format::Boj2580);
        assert_eq!(detect(&format!("1\n{packed}")), Format::Poj2676);
        assert_eq!(detect(&format!("{line}\nend\n")), Format::Poj3074);
        assert_eq!(detect(&format!("{line}\n{line}")), Format::Lines);
        assert_eq!(detect(""), Format::Lines);
        // Many lines that are not board rows: read line by line, so every bad line is named.
        assert_eq!(detect(&"hello world 42\n".repeat(10)), Format::Lines);
        assert_eq!(detect(&"hello world 42\n".repeat(9)), Format::Boj2580);
        // Two BOJ boards pasted together stay BOJ (whose error says to add a count line).
        assert_eq!(detect(&packed.repeat(2)), Format::Boj2239);
    }

    #[test]
    fn writing_then_parsing_gives_the_same_boards() {
        let mut grid = Grid::empty();
        for (i, cell) in Cell::all().enumerate().step_by(7) {
            grid.set(cell, crate::grid::Digit::new((i % 9) as u8 + 1));
        }
        for format in Format::ALL {
            let count = if format.spec().framing == Framing::Single {
                1
            } else {
                3
            };
            let grids = vec![grid; count];
            let text = write_input(format, &grids);
            assert_eq!(detect(&text), format, "{text}");
            let parsed = parse(&text, format).expect("own output parses");
            let back: Vec<Grid> = parsed.boards.iter().map(|b| b.grid).collect();
            assert_eq!(back, grids, "{format}");
        }
    }

    #[test]
    fn format_names_round_trip() {
        for format in Format::ALL {
            assert_eq!(format.spec().id.parse::<Format>(), Ok(format));
        }
        assert!("boj9999".parse::<Format>().is_err());
    }
}
