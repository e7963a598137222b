//! Every parser against arbitrary and mutated text: it never panics, every board holds the
//! cells its lines show, and every error points at what it names.

use proptest::prelude::*;
use sudoku_wasm::format::{self, ErrorKind, Format, Framing, ParseError};
use sudoku_wasm::grid::{Cell, Digit, Grid};

/// The judge samples (JUDGE_FORMATS.md), each with the format it is in.
const VALID: [(Format, &str); 4] = [
    (Format::Boj2580, "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n"),
    (Format::Poj2676, "1\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n"),
    (Format::Poj3074, ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\nend\n"),
    (Format::Boj2239, "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n"),
];

/// The lines of `text` as an editor numbers them: broken at `\n`, `\r\n` or a lone `\r`; byte-order
/// marks at the start are not part of the first line's columns.
fn text_lines(text: &str) -> Vec<&str> {
    let text = text.trim_start_matches('\u{FEFF}');
    let mut lines = Vec::new();
    let bytes = text.as_bytes();
    let (mut start, mut i) = (0, 0);
    while i < bytes.len() {
        if bytes[i] == b'\n' || bytes[i] == b'\r' {
            lines.push(&text[start..i]);
            i += if bytes[i..].starts_with(b"\r\n") {
                2
            } else {
                1
            };
            start = i;
        } else {
            i += 1;
        }
    }
    lines.push(&text[start..]);
    lines
}

/// The character at 1-based `column` of `line`, if the line is that long.
fn char_at(line: &str, column: usize) -> Option<char> {
    line.chars().nth(column.checked_sub(1)?)
}

/// The 1-based column just after the last character of `line` that is not white space.
fn end_column(line: &str) -> usize {
    line.trim_end().chars().count() + 1
}

/// The 1-based column of the first character of `line` that is not white space.
fn start_column(line: &str) -> usize {
    line.chars().take_while(|c| c.is_whitespace()).count() + 1
}

/// A board read as `format` holds the cells its text shows: from its first line on, the
/// characters that are not white space, 81 of them, each a digit it holds or a character the
/// format reads as empty.
fn check_board(
    lines: &[&str],
    format: Format,
    board: &format::Puzzle,
) -> Result<(), TestCaseError> {
    let Some(start) = board.line.checked_sub(1).filter(|&i| i < lines.len()) else {
        return Err(TestCaseError::fail(format!("no line {}", board.line)));
    };
    let cells: Vec<char> = lines
        .iter()
        .skip(start)
        .flat_map(|l| l.chars().filter(|c| !c.is_whitespace()))
        .take(81)
        .collect();
    prop_assert_eq!(cells.len(), 81, "board at line {}", board.line);
    prop_assert!(
        !lines[start].trim().is_empty(),
        "board at blank line {}",
        board.line
    );
    for (cell, c) in Cell::all().zip(cells) {
        match Digit::from_char(c) {
            Some(d) => prop_assert_eq!(
                board.grid.get(cell),
                Some(d),
                "{} of line {}",
                cell,
                board.line
            ),
            None => {
                prop_assert!(format.spec().empty.contains(c), "`{}` read as empty", c);
                prop_assert_eq!(
                    board.grid.get(cell),
                    None,
                    "{} of line {}",
                    cell,
                    board.line
                );
            }
        }
    }
    Ok(())
}

/// An error points at what it names: the character it quotes, the space it objects to, the
/// end of a short row, the start of a line that should not be there.
fn check_error(lines: &[&str], format: Format, e: &ParseError) -> Result<(), TestCaseError> {
    let Some(&line) = e.line.checked_sub(1).and_then(|i| lines.get(i)) else {
        return Err(TestCaseError::fail(format!("{e}: no line {}", e.line)));
    };
    let here = char_at(line, e.column);
    let before = e.column.checked_sub(1).and_then(|c| char_at(line, c));
    let cells = line.chars().filter(|c| !c.is_whitespace()).count();
    match &e.kind {
        ErrorKind::Empty => {
            prop_assert!(lines.iter().all(|l| l.trim().is_empty()), "{}", e);
            prop_assert_eq!((e.line, e.column), (1, 1));
        }
        ErrorKind::UnexpectedChar { found, empty } => {
            prop_assert_eq!(here, Some(*found), "{}", e);
            prop_assert!(
                Digit::from_char(*found).is_none() && !empty.contains(*found),
                "{}",
                e
            );
        }
        ErrorKind::MissingSpace { found } => {
            prop_assert_eq!(here, Some(*found), "{}", e);
            prop_assert!(before.is_some_and(|c| !c.is_whitespace()), "{}", e);
        }
        ErrorKind::UnexpectedSpace => {
            prop_assert!(here.is_some_and(char::is_whitespace), "{}", e);
            prop_assert!(
                e.column > start_column(line) && e.column < end_column(line),
                "{}",
                e
            );
        }
        ErrorKind::RowLength { found, expected } if found > expected => {
            // At the first cell too many, and `found` counts the line's cells.
            prop_assert_eq!(*found, cells, "{}", e);
            prop_assert!(here.is_some_and(|c| !c.is_whitespace()), "{}", e);
            let cells_before = line
                .chars()
                .take(e.column - 1)
                .filter(|c| !c.is_whitespace())
                .count();
            prop_assert_eq!(cells_before, *expected, "{}", e);
        }
        ErrorKind::RowLength { found, expected } => {
            // Just after the last cell of a short row.
            prop_assert!(found < expected, "{}", e);
            prop_assert_eq!(*found, cells, "{}", e);
            prop_assert_eq!(e.column, end_column(line), "{}", e);
        }
        ErrorKind::MissingRows { found } => {
            prop_assert!(*found < 9, "{}", e);
            prop_assert_eq!(e.column, end_column(line), "{}", e);
        }
        ErrorKind::ExtraLine => {
            prop_assert_eq!(format.spec().framing, Framing::Single);
            prop_assert_eq!(e.column, start_column(line), "{}", e);
        }
        ErrorKind::BadCount { text } => {
            // The first line that is not blank, quoted from its start, and not a plain number.
            let first = lines.iter().position(|l| !l.trim().is_empty());
            prop_assert_eq!(first, Some(e.line - 1), "{}", e);
            prop_assert_eq!(e.column, start_column(line), "{}", e);
            let rest: String = line.chars().skip(e.column - 1).collect();
            prop_assert!(rest.starts_with(text.trim_end_matches('…')), "{}", e);
            let trimmed = rest.trim();
            let is_count =
                trimmed.bytes().all(|b| b.is_ascii_digit()) && trimmed.parse::<usize>().is_ok();
            prop_assert!(!is_count, "{}", e);
        }
        ErrorKind::CountMismatch { declared, found } => {
            prop_assert_eq!(line.trim().parse::<usize>().ok(), Some(*declared), "{}", e);
            prop_assert_ne!(declared, found);
        }
        ErrorKind::NoBoards => {
            // At the count line `0` or at an `end` with no board line before it.
            let before: Vec<&&str> = lines[..e.line - 1]
                .iter()
                .filter(|l| !l.trim().is_empty())
                .collect();
            match format.spec().framing {
                Framing::CountLine => {
                    prop_assert!(before.is_empty(), "{}", e);
                    prop_assert_eq!(line.trim().parse::<usize>().ok(), Some(0), "{}", e);
                }
                Framing::EndLine => {
                    prop_assert!(line.trim().eq_ignore_ascii_case("end"), "{}", e);
                    prop_assert!(before.is_empty(), "{}", e);
                }
                other => prop_assert!(false, "{} in framing {:?}", e, other),
            }
        }
        ErrorKind::AfterEnd => {
            prop_assert_eq!(e.column, start_column(line), "{}", e);
            let end_before = lines[..e.line - 1]
                .iter()
                .any(|l| l.trim().eq_ignore_ascii_case("end"));
            prop_assert!(end_before, "{}", e);
        }
    }
    prop_assert!(!e.to_string().is_empty());
    Ok(())
}

/// Parses `text` in every format and checks each board and each error against the text.
fn check_all_formats(text: &str) -> Result<(), TestCaseError> {
    let lines = text_lines(text);
    for format in Format::ALL.into_iter().chain([format::detect(text)]) {
        match format::parse(text, format) {
            Ok(parsed) => {
                prop_assert_eq!(parsed.format, format);
                let starts: Vec<usize> = parsed.boards.iter().map(|b| b.line).collect();
                prop_assert!(
                    starts.windows(2).all(|w| w[0] < w[1]),
                    "boards at lines {:?}",
                    starts
                );
                for board in &parsed.boards {
                    check_board(&lines, format, board)?;
                }
            }
            Err(errors) => {
                prop_assert!(errors.total() >= errors.first().len());
                prop_assert!(!errors.first().is_empty());
                let at: Vec<(usize, usize)> =
                    errors.first().iter().map(|e| (e.line, e.column)).collect();
                prop_assert!(at.is_sorted(), "errors out of text order: {:?}", at);
                for e in errors.first() {
                    check_error(&lines, format, e)?;
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,300}") {
        check_all_formats(&text)?;
    }

    #[test]
    fn judge_like_text_never_panics(text in "[0-9. \n\r\tend_x]{0,400}") {
        check_all_formats(&text)?;
    }

    #[test]
    fn mutated_valid_input_never_panics(
        which in 0usize..VALID.len(),
        edits in proptest::collection::vec((0usize..400, any::<char>(), 0u8..3), 1..6),
    ) {
        let mut chars: Vec<char> = VALID[which].1.chars().collect();
        for (at, c, kind) in edits {
            let at = at % (chars.len() + 1);
            match kind {
                0 => chars.insert(at, c),
                1 if at < chars.len() => { chars.remove(at); }
                _ if at < chars.len() => chars[at] = c,
                _ => {}
            }
        }
        let text: String = chars.into_iter().collect();
        check_all_formats(&text)?;
    }

    /// Valid input, spread out the way pastes are (blank lines, indentation, CRLF), reads back
    /// as the boards written, each found where its text starts. Random and mutated text
    /// seldom parses, so this is where most boards are checked against their lines.
    #[test]
    fn written_input_reads_back_from_where_it_stands(
        cells in proptest::collection::vec(proptest::collection::vec(0u8..10, 81), 1..4),
        format in proptest::sample::select(Format::ALL.to_vec()),
        spread in proptest::collection::vec((0usize..40, "[ \t]{0,2}", any::<bool>()), 0..8),
        crlf in any::<bool>(),
    ) {
        let grids: Vec<Grid> = cells
            .iter()
            .map(|values| Grid::from_values(values).expect("81 values 0-9"))
            .collect();
        let written = format::write_input(format, &grids);
        let mut lines: Vec<String> = written.lines().map(str::to_string).collect();
        for (at, white, blank_line) in spread {
            let at = at % (lines.len() + 1);
            if blank_line {
                lines.insert(at, white);
            } else if at < lines.len() {
                lines[at].insert_str(0, &white);
            }
        }
        let text = lines.join(if crlf { "\r\n" } else { "\n" });
        let parsed = format::parse(&text, format).expect("written input parses");
        let read: Vec<Grid> = parsed.boards.iter().map(|b| b.grid).collect();
        let expected = if format.spec().framing == Framing::Single { &grids[..1] } else { &grids[..] };
        prop_assert_eq!(read, expected);
        check_all_formats(&text)?;
    }
}

#[test]
fn valid_samples_parse_in_their_detected_format() {
    for (format, text) in VALID {
        assert_eq!(format::detect(text), format, "{text}");
        let parsed = format::parse_detected(text).expect("valid sample");
        assert_eq!(parsed.format, format);
        assert_eq!(parsed.boards.len(), 1, "{format}");
        let first_row = text.lines().position(|l| l.len() > 1).expect("a row") + 1;
        assert_eq!(parsed.boards[0].line, first_row, "{format}");
        // The board is the sample's last 81 cells: a count line may come before it, `end` after.
        let cells: String = text
            .split_whitespace()
            .filter(|t| *t != "end")
            .collect::<String>()
            .replace('0', ".");
        let board = &cells[cells.len() - 81..];
        assert_eq!(parsed.boards[0].grid.to_line('.'), board, "{format}");
    }
}

// Edge cases the fuzz driver found (issue 15); each test failed before its fix.

/// Case 1: the count line's error came last although it is on line 1.
#[test]
fn errors_come_in_the_order_of_the_text() {
    let errors = format::parse("9\n3", Format::Poj2676).unwrap_err();
    let lines: Vec<usize> = errors.first().iter().map(|e| e.line).collect();
    assert_eq!(lines, [1, 2, 2], "{errors}");
    assert!(matches!(
        errors.first()[0].kind,
        ErrorKind::CountMismatch {
            declared: 9,
            found: 1
        }
    ));
    // Text after `end` came first although it is last.
    let text = format!("{}\nx\nend\nmore\n", ".".repeat(81));
    let errors = format::parse(&text, Format::Poj3074).unwrap_err();
    let lines: Vec<usize> = errors.first().iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 4], "{errors}");
}

/// Case 3: an input with no board is one clear error, whether detected or named.
#[test]
fn an_input_without_boards_says_so_detected_or_not() {
    assert_eq!(format::detect("end\n"), Format::Poj3074);
    assert_eq!(format::detect("END"), Format::Poj3074);
    assert_eq!(format::detect("0"), Format::Poj2676);
    for (text, format) in [
        ("end\n", Format::Poj3074),
        ("\n  end  \n", Format::Poj3074),
        ("0\n", Format::Poj2676),
    ] {
        let errors = format::parse(text, format).unwrap_err();
        assert_eq!(errors.total(), 1, "{text:?}: {errors}");
        let e = &errors.first()[0];
        assert_eq!(e.kind, ErrorKind::NoBoards, "{text:?}");
        assert_eq!(
            e.line,
            text.lines().position(|l| !l.trim().is_empty()).unwrap() + 1
        );
        let detected = sudoku_wasm::judge::run(text, None, None).unwrap_err();
        let named = sudoku_wasm::judge::run(text, Some(format), None).unwrap_err();
        assert_eq!(detected, named, "{text:?}");
    }
    assert!(format::parse_detected("end\n").unwrap_err().first()[0].kind == ErrorKind::NoBoards);
}

/// Case 4: byte-order marks at the start are skipped however many there are, and no message
/// prints an invisible character.
#[test]
fn byte_order_marks_are_skipped_and_named_in_messages() {
    let board = VALID[1].1;
    let one = format::parse(&format!("\u{FEFF}{board}"), Format::Poj2676).unwrap();
    for boms in 2..4 {
        let text = format!("{}{board}", "\u{FEFF}".repeat(boms));
        assert_eq!(format::detect(&text), Format::Poj2676);
        assert_eq!(format::parse(&text, Format::Poj2676).unwrap(), one);
    }
    let errors =
        format::parse(&format!("1\u{FEFF}\n{}", &board[2..]), Format::Poj2676).unwrap_err();
    let message = errors.to_string();
    assert!(message.contains("U+FEFF"), "{message}");
    assert!(
        !message
            .chars()
            .any(|c| c == '\u{FEFF}' || (c.is_control() && c != '\n')),
        "{message:?}"
    );
}

/// Case 6: a lone `\r` ends a line as `\n` and `\r\n` do.
#[test]
fn lone_carriage_returns_end_lines() {
    let board = VALID[3].1;
    let mac = board.replace('\n', "\r");
    assert_eq!(format::detect(&mac), Format::Boj2239);
    assert_eq!(
        format::parse(&mac, Format::Boj2239).unwrap().boards,
        format::parse(board, Format::Boj2239).unwrap().boards
    );
    // Lines are numbered as an editor numbers them, whatever ends them.
    let mixed = format!("103000509\r002109400\r\n00070x000\n{}", &board[30..]);
    let errors = format::parse(&mixed, Format::Boj2239).unwrap_err();
    let e = &errors.first()[0];
    assert_eq!((e.line, e.column), (3, 6), "{e}");
}
