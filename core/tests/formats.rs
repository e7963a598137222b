//! Every parser against arbitrary and mutated text: it never panics, every board holds the
//! cells its lines show, and every error points at what it names.

use proptest::prelude::*;
use sudoku_core::board::Board;
use sudoku_core::format::{self, ErrorKind, Format, Framing, ParseError, Shape, Token};
use sudoku_core::solver::{Strategy, Verdict};

/// The judge samples (JUDGE_FORMATS.md), each with the format it is in.
const VALID: [(Format, &str); 9] = [
    (Format::Boj2580, "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n"),
    (Format::Poj2676, "1\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n"),
    (Format::Poj3074, ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\nend\n"),
    (Format::Boj2239, "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n"),
    (Format::Poj2918, include_str!("../../../shared/puzzles/judge_samples/poj2918_sample1.in")),
    (Format::Poj3076, include_str!("../../../shared/puzzles/judge_samples/poj3076_sample1.in")),
    (Format::Boj4574, include_str!("../../../shared/puzzles/judge_samples/boj4574_sample1.in")),
    (Format::LeetCode, LEETCODE),
    (Format::LeetCode, "board = [[\"5\",\"3\",\".\",\".\",\"7\",\".\",\".\",\".\",\".\"]\n,[\"6\",\".\",\".\",\"1\",\"9\",\"5\",\".\",\".\",\".\"]\n,[\".\",\"9\",\"8\",\".\",\".\",\".\",\".\",\"6\",\".\"]\n,[\"8\",\".\",\".\",\".\",\"6\",\".\",\".\",\".\",\"3\"]\n,[\"4\",\".\",\".\",\"8\",\".\",\"3\",\".\",\".\",\"1\"]\n,[\"7\",\".\",\".\",\".\",\"2\",\".\",\".\",\".\",\"6\"]\n,[\".\",\"6\",\".\",\".\",\".\",\".\",\"2\",\"8\",\".\"]\n,[\".\",\".\",\".\",\"4\",\"1\",\"9\",\".\",\".\",\"5\"]\n,[\".\",\".\",\".\",\".\",\"8\",\".\",\".\",\"7\",\"9\"]]\n"),
];

/// LeetCode 37's example, as its page shows it.
const LEETCODE: &str = "[[\"5\",\"3\",\".\",\".\",\"7\",\".\",\".\",\".\",\".\"],[\"6\",\".\",\".\",\"1\",\"9\",\"5\",\".\",\".\",\".\"],[\".\",\"9\",\"8\",\".\",\".\",\".\",\".\",\"6\",\".\"],[\"8\",\".\",\".\",\".\",\"6\",\".\",\".\",\".\",\"3\"],[\"4\",\".\",\".\",\"8\",\".\",\"3\",\".\",\".\",\"1\"],[\"7\",\".\",\".\",\".\",\"2\",\".\",\".\",\".\",\"6\"],[\".\",\"6\",\".\",\".\",\".\",\".\",\"2\",\"8\",\".\"],[\".\",\".\",\".\",\"4\",\"1\",\"9\",\".\",\".\",\"5\"],[\".\",\".\",\".\",\".\",\"8\",\".\",\".\",\"7\",\"9\"]]";

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

/// The value a cell written `c` holds on a board of side `side` (0 for empty), read without
/// the parser: digits 1-9, or the letters A-P on 16 x 16.
fn value_of(c: char, side: usize) -> Option<u8> {
    match (side, c) {
        (16, 'A'..='P') => Some(c as u8 - b'A' + 1),
        (9, '1'..='9') => Some(c as u8 - b'0'),
        _ => None,
    }
}

/// A board read as `format` holds the cells its text shows, from its first line on.
fn check_board(
    lines: &[&str],
    format: Format,
    board: &format::Puzzle,
) -> Result<(), TestCaseError> {
    let Some(start) = board.line.checked_sub(1).filter(|&i| i < lines.len()) else {
        return Err(TestCaseError::fail(format!("no line {}", board.line)));
    };
    prop_assert!(
        !lines[start].trim().is_empty(),
        "board at blank line {}",
        board.line
    );
    let spec = format.spec();
    let side = spec.side;
    let values = board.board.values();
    prop_assert_eq!(values.len(), side * side);
    match spec.shape {
        Shape::Dominoes => {
            // The count line, then as many dominoes, each on the board as written, then the
            // lone digits' places.
            let Board::Dominoes(puzzle) = &board.board else {
                return Err(TestCaseError::fail("not a Sudominoku"));
            };
            let rest: Vec<&str> = lines[start..]
                .iter()
                .map(|l| l.trim())
                .filter(|l| !l.is_empty())
                .collect();
            prop_assert_eq!(rest[0].parse::<usize>().ok(), Some(puzzle.laid.len()));
            let place = |token: &str| {
                let b = token.as_bytes();
                (b[0].to_ascii_uppercase() - b'A') as usize * 9 + (b[1] - b'1') as usize
            };
            for (line, laid) in rest[1..].iter().zip(&puzzle.laid) {
                let t: Vec<&str> = line.split_whitespace().collect();
                prop_assert_eq!(t.len(), 4, "{}", line);
                prop_assert_eq!(values[place(t[1])].to_string(), t[0], "{}", line);
                prop_assert_eq!(values[place(t[3])].to_string(), t[2], "{}", line);
                prop_assert_eq!(laid.at.0.index(), place(t[1]));
            }
            let lone: Vec<&str> = rest[1 + puzzle.laid.len()].split_whitespace().collect();
            prop_assert_eq!(lone.len(), 9);
            for (digit, token) in (1..=9u8).zip(lone) {
                prop_assert_eq!(values[place(token)], digit, "{}", token);
            }
        }
        Shape::Nested => {
            // The characters between quotes, in order, from the board's line on.
            let text = lines[start..].join("\n");
            let mut cells = Vec::new();
            let mut chars = text.chars();
            while cells.len() < 81 {
                let Some(c) = chars.next() else { break };
                if c == '"' || c == '\'' {
                    cells.push(chars.next().unwrap_or(' '));
                    chars.next();
                }
            }
            prop_assert_eq!(cells.len(), 81);
            for (i, c) in cells.into_iter().enumerate() {
                let expected = if c == '.' { Some(0) } else { value_of(c, 9) };
                prop_assert_eq!(
                    Some(values[i]),
                    expected,
                    "cell {} of line {}",
                    i,
                    board.line
                );
            }
        }
        _ => {
            let cells: Vec<char> = lines
                .iter()
                .skip(start)
                .flat_map(|l| l.chars().filter(|c| !c.is_whitespace()))
                .take(side * side)
                .collect();
            prop_assert_eq!(cells.len(), side * side, "board at line {}", board.line);
            for (i, c) in cells.into_iter().enumerate() {
                match value_of(c, side) {
                    Some(v) => prop_assert_eq!(values[i], v, "cell {} of line {}", i, board.line),
                    None => {
                        prop_assert!(spec.empty.contains(c), "`{}` read as empty", c);
                        prop_assert_eq!(values[i], 0, "cell {} of line {}", i, board.line);
                    }
                }
            }
        }
    }
    Ok(())
}

/// The items of `line` separated by white space, each with its 1-based column.
fn items(line: &str) -> Vec<(usize, String)> {
    let mut found: Vec<(usize, String)> = Vec::new();
    let mut prev_space = true;
    for (i, c) in line.chars().enumerate() {
        if c.is_whitespace() {
            prev_space = true;
        } else {
            if prev_space {
                found.push((i + 1, String::new()));
            }
            found.last_mut().expect("an item").1.push(c);
            prev_space = false;
        }
    }
    found
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
    let item_here = items(line)
        .into_iter()
        .find(|(at, _)| *at == e.column)
        .map(|(_, t)| t);
    let spec = format.spec();
    let side = spec.side;
    match &e.kind {
        ErrorKind::Empty => {
            prop_assert!(lines.iter().all(|l| l.trim().is_empty()), "{}", e);
            prop_assert_eq!((e.line, e.column), (1, 1));
        }
        ErrorKind::Unrecognized { found } => {
            // Only detection says so, at the first line, quoting it.
            let first = lines.iter().position(|l| !l.trim().is_empty());
            prop_assert_eq!(first, Some(e.line - 1), "{}", e);
            prop_assert!(
                line.trim().starts_with(found.trim_end_matches('…')),
                "{}",
                e
            );
        }
        ErrorKind::UnexpectedChar {
            found,
            empty,
            symbols,
        } => {
            prop_assert_eq!(here, Some(*found), "{}", e);
            let cell_side = if symbols == "A-P" { 16 } else { 9 };
            prop_assert!(
                value_of(*found, cell_side).is_none() && !empty.contains(*found),
                "{}",
                e
            );
        }
        ErrorKind::MissingSpace { after, found } => {
            prop_assert_eq!(here, Some(*found), "{}", e);
            prop_assert_eq!(before, Some(*after), "{}", e);
            prop_assert!(!after.is_whitespace(), "{}", e);
        }
        ErrorKind::UnexpectedSpace => {
            prop_assert!(here.is_some_and(char::is_whitespace), "{}", e);
            prop_assert!(
                e.column > start_column(line) && e.column < end_column(line),
                "{}",
                e
            );
        }
        ErrorKind::RowLength { .. } if spec.shape == Shape::Nested => {
            // At the row's `[`.
            prop_assert_eq!(here, Some('['), "{}", e);
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
        ErrorKind::MissingRows { found, expected } => {
            prop_assert!(found < expected, "{}", e);
            if spec.shape == Shape::Nested {
                prop_assert_eq!(here, Some(']'), "{}", e);
            } else {
                prop_assert_eq!(e.column, end_column(line), "{}", e);
            }
        }
        ErrorKind::TooManyRows { expected } => {
            prop_assert_eq!(*expected, 9);
            prop_assert_eq!(here, Some('['), "{}", e);
        }
        ErrorKind::ExtraLine => {
            prop_assert_eq!(spec.framing, Framing::Single);
            prop_assert_eq!(e.column, start_column(line), "{}", e);
        }
        ErrorKind::BadCount { text } | ErrorKind::BadDominoCount { text } => {
            // At the start of a line (the first, or a BOJ 4574 puzzle's), quoting it, and not
            // a plain number; BOJ 4574's own kind only there.
            let dominoes = matches!(e.kind, ErrorKind::BadDominoCount { .. });
            prop_assert_eq!(dominoes, spec.shape == Shape::Dominoes, "{}", e);
            if spec.framing == Framing::CountLine {
                let first = lines.iter().position(|l| !l.trim().is_empty());
                prop_assert_eq!(first, Some(e.line - 1), "{}", e);
            }
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
            prop_assert!(before.is_empty(), "{}", e);
            match spec.framing {
                Framing::CountLine | Framing::ZeroLine => {
                    prop_assert_eq!(line.trim().parse::<usize>().ok(), Some(0), "{}", e);
                }
                Framing::EndLine => {
                    prop_assert!(line.trim().eq_ignore_ascii_case("end"), "{}", e);
                }
                other => prop_assert!(false, "{} in framing {:?}", e, other),
            }
        }
        ErrorKind::AfterEnd { end } => {
            prop_assert_eq!(e.column, start_column(line), "{}", e);
            // `end`, or BOJ 4574's `0` (as a number: `00` too).
            let ends = |l: &str| {
                l.trim().eq_ignore_ascii_case(end)
                    || end == "0" && l.trim().parse::<usize>().ok() == Some(0)
            };
            let end_before = lines[..e.line - 1].iter().any(|l| ends(l));
            prop_assert!(end_before, "{}", e);
        }
        ErrorKind::MissingHeading { .. } | ErrorKind::MissingGap => {
            prop_assert!(false, "{} when reading input", e);
        }
        ErrorKind::DominoItems { found } | ErrorKind::LoneItems { found } => {
            let all = items(line).len();
            if *found == 0 {
                // The input ends where the lone digits' line should come.
                prop_assert_eq!(e.column, end_column(line), "{}", e);
            } else {
                prop_assert_eq!(*found, all, "{}", e);
                prop_assert_eq!(e.column, start_column(line), "{}", e);
            }
        }
        ErrorKind::NotADigit { text } => {
            let item = item_here.unwrap_or_default();
            prop_assert!(item.starts_with(text.trim_end_matches('…')), "{}", e);
            prop_assert!(
                item.chars().count() != 1 || value_of(item.chars().next().unwrap(), 9).is_none(),
                "{}",
                e
            );
        }
        ErrorKind::NotALocation { text } => {
            let item = item_here.unwrap_or_default();
            prop_assert!(item.starts_with(text.trim_end_matches('…')), "{}", e);
            let b = item.as_bytes();
            let is_place = b.len() == 2
                && (b'A'..=b'I').contains(&b[0].to_ascii_uppercase())
                && (b'1'..=b'9').contains(&b[1]);
            prop_assert!(!is_place, "{}", e);
        }
        ErrorKind::Apart { first, second } => {
            prop_assert_eq!(item_here.as_deref(), Some(first.as_str()), "{}", e);
            prop_assert!(items(line).iter().any(|(_, t)| t == second), "{}", e);
        }
        ErrorKind::SameHalves { digit } => {
            prop_assert_eq!(here, Some(*digit), "{}", e);
            let all = items(line);
            prop_assert_eq!(&all[0].1, &all[2].1, "{}", e);
        }
        ErrorKind::DominoTwice { domino, first_line } => {
            prop_assert!(*first_line < e.line, "{}", e);
            let digits = |l: &str| {
                let t = items(l);
                let mut d = [t[0].1.clone(), t[2].1.clone()];
                d.sort();
                d.join("|")
            };
            prop_assert_eq!(&digits(line), domino, "{}", e);
            prop_assert_eq!(&digits(lines[first_line - 1]), domino, "{}", e);
        }
        ErrorKind::CoveredTwice { place, first_line } => {
            prop_assert!(*first_line <= e.line, "{}", e);
            prop_assert_eq!(item_here.as_deref(), Some(place.as_str()), "{}", e);
            let same = |t: &str| t.eq_ignore_ascii_case(place);
            prop_assert!(
                items(lines[first_line - 1]).iter().any(|(_, t)| same(t)),
                "{}",
                e
            );
        }
        ErrorKind::MissingDominoes { declared, found } => {
            prop_assert!(found < declared, "{}", e);
        }
        ErrorKind::Expected { expected, found } => {
            prop_assert_eq!(spec.shape, Shape::Nested);
            match found {
                Some(c) => prop_assert_eq!(here, Some(*c), "{}", e),
                // The end of the text: nothing but white space from here on.
                None => prop_assert!(
                    line.chars().skip(e.column - 1).all(char::is_whitespace)
                        && lines[e.line..].iter().all(|l| l.trim().is_empty()),
                    "{}",
                    e
                ),
            }
            let _ = (side, expected, Token::Cell);
        }
    }
    prop_assert!(!e.to_string().is_empty());
    Ok(())
}

/// Parses `text` in every format (and as detected) and checks each board and each error
/// against the text.
fn check_all_formats(text: &str) -> Result<(), TestCaseError> {
    let lines = text_lines(text);
    let detected = format::detect(text);
    if detected.is_none() {
        // One error, whatever the text: that it is empty, or fits no format.
        let errors = format::parse_detected(text).expect_err("nothing fits");
        prop_assert_eq!(errors.total(), 1);
        check_error(&lines, Format::Lines, &errors.first()[0])?;
    }
    for format in Format::ALL.into_iter().chain(detected) {
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
                prop_assert!(
                    at.is_sorted(),
                    "{}: errors out of text order: {:?}",
                    format,
                    at
                );
                for e in errors.first() {
                    check_error(&lines, format, e)?;
                }
            }
        }
    }
    Ok(())
}

/// The puzzles of the BOJ 4574 sample.
fn sudominoku_samples() -> Vec<Board> {
    format::parse(VALID[6].1, Format::Boj4574)
        .expect("the sample reads")
        .puzzles()
}

#[test]
fn a_sudominoku_tiled_two_ways_on_the_same_digits_has_one_answer() {
    // The sample's second puzzle: its answer (the judge's output) can be tiled two ways, the
    // dominoes {1,2} and {1,5} lying across or down in one square of four cells.
    let expected = include_str!("../../../shared/puzzles/judge_samples/boj4574_sample1.out");
    let answer: String = expected.lines().skip(11).take(9).collect();
    let Board::Dominoes(puzzle) = &sudominoku_samples()[1] else {
        panic!("a Sudominoku");
    };
    let found = puzzle.solutions(10).expect("no clash");
    assert!(found.all);
    assert!(found.steps > 0);
    let grids: Vec<String> = found.tilings.iter().map(|t| t.grid.to_line('.')).collect();
    assert_eq!(grids, vec![answer]);
    let board = Board::Dominoes(puzzle.clone());
    assert_eq!(board.count(Strategy::Fastest, 10), 1);
    assert_eq!(
        board.analyze(Strategy::Fastest, 10).verdict,
        Verdict::Unique
    );
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
    fn letters_dominoes_and_lists_never_panic(
        text in "([A-Q\\-]{0,18}\n|[0-9]{1,2}\n|[0-9] [A-J][0-9] [0-9] [A-J][0-9]\n|[A-J][0-9]( [A-J][0-9]){0,9}\n|[\\[\\]\",.0-9 \n]{0,40}|board = ){0,30}"
    ) {
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
        cells in proptest::collection::vec(proptest::collection::vec(0u8..17, 256), 1..4),
        format in proptest::sample::select(Format::ALL.to_vec()),
        spread in proptest::collection::vec((0usize..40, "[ \t]{0,2}", any::<bool>()), 0..8),
        crlf in any::<bool>(),
    ) {
        let side = format.spec().side;
        let boards: Vec<Board> = match format.spec().shape {
            Shape::Dominoes => sudominoku_samples().into_iter().cycle().take(cells.len()).collect(),
            _ => cells
                .iter()
                .map(|values| {
                    let values: Vec<u8> = values[..side * side].iter().map(|&v| v % (side as u8 + 1)).collect();
                    Board::from_values(side, &values).expect("values of the side")
                })
                .collect(),
        };
        let written = format::write_input(format, &boards);
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
        let read = parsed.puzzles();
        let expected = if format.spec().framing == Framing::Single { &boards[..1] } else { &boards[..] };
        prop_assert_eq!(read, expected);
        check_all_formats(&text)?;
    }
}

#[test]
fn valid_samples_parse_in_their_detected_format() {
    for (format, text) in &VALID[..4] {
        let format = *format;
        assert_eq!(format::detect(text), Some(format), "{text}");
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
        let grid = parsed.boards[0].board.nine().expect("a 9 x 9 board");
        assert_eq!(grid.to_line('.'), board, "{format}");
    }
    for (format, text) in &VALID[4..] {
        assert_eq!(format::detect(text), Some(*format), "{text}");
        let parsed = format::parse_detected(text).expect("valid sample");
        let lines = text_lines(text);
        for board in &parsed.boards {
            check_board(&lines, *format, board).expect("the board its text shows");
        }
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
    assert_eq!(format::detect("end\n"), Some(Format::Poj3074));
    assert_eq!(format::detect("END"), Some(Format::Poj3074));
    assert_eq!(format::detect("0"), Some(Format::Poj2676));
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
        let detected = sudoku_core::judge::run(text, None, None).unwrap_err();
        let named = sudoku_core::judge::run(text, Some(format), None).unwrap_err();
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
        assert_eq!(format::detect(&text), Some(Format::Poj2676));
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
    assert_eq!(format::detect(&mac), Some(Format::Boj2239));
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

/// Workers each write the output of the boards they solved: the parts, split anywhere and
/// joined in order, are the whole output, headings numbered and blank lines placed as in it;
/// and a board without answer is named by its place in the whole input.
#[test]
fn output_parts_of_consecutive_boards_join_into_the_whole() {
    use sudoku_core::judge::{self, Unsolvable};
    for (format, text) in VALID {
        let boards: Vec<Board> = format::parse(text, format)
            .expect("a sample reads")
            .puzzles();
        // Three copies of the sample's boards, where the format holds several.
        let input = format::write_input(format, &[boards.clone(), boards.clone(), boards].concat());
        let parsed = format::parse(&input, format).expect("written input reads");
        let whole = judge::run(&input, Some(format), None)
            .expect("the samples solve")
            .output;
        let answers: Vec<(usize, Result<_, Unsolvable>)> = parsed
            .boards
            .iter()
            .map(|b| {
                (
                    b.line,
                    Ok(b.board.solve(Strategy::Lexicographic).unwrap().unwrap()),
                )
            })
            .collect();
        for split in 0..=answers.len() {
            let head = judge::write_answers_from(format, 0, answers[..split].to_vec()).unwrap();
            let tail = judge::write_answers_from(format, split, answers[split..].to_vec()).unwrap();
            assert_eq!(head + &tail, whole, "{format:?} split before board {split}");
        }
        let mut broken = answers.clone();
        let last = broken.len() - 1;
        broken[last].1 = Err(Unsolvable::NoSolution);
        let problems =
            judge::write_answers_from(format, last, broken[last..].to_vec()).unwrap_err();
        assert_eq!(
            (problems[0].board, problems[0].line),
            (last + 1, broken[last].0),
            "{format:?}"
        );
    }
}
