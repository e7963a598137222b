//! One of every kind of narration and parse error, with the values each message must show.

use super::*;

/// One of every kind of narration, with the values each must show (chosen so that none
/// is part of another: digit 9 is not in any cell name here).
pub(super) fn narrations() -> Vec<(Narration, Vec<&'static str>)> {
    let reason = Refusal {
        digit: digit(9),
        area: Area::of(Unit::Column, cell(6, 1)),
        by: cell(6, 1),
    };
    vec![
        (
            Narration::Start {
                empty: 64,
                strategy: Strategy::Classic,
            },
            vec!["64"],
        ),
        (
            Narration::Try {
                cell: cell(3, 4),
                digit: digit(1),
                failed: vec![digit(3)],
                refused: vec![reason],
            },
            vec!["r4c5", "1", "3", "9", "r7c2"],
        ),
        (
            Narration::Guess {
                cell: cell(0, 0),
                digit: digit(3),
                later: vec![digit(8)],
            },
            vec!["r1c1", "3", "8"],
        ),
        (
            Narration::TakeBack {
                cell: cell(0, 1),
                digit: digit(4),
                next: Some(digit(5)),
                back_to: None,
            },
            vec!["r1c2", "4", "5"],
        ),
        (
            Narration::TakeBack {
                cell: cell(0, 1),
                digit: digit(4),
                next: None,
                back_to: Some(cell(2, 2)),
            },
            vec!["r1c2", "4", "r3c3", "false"],
        ),
        (
            Narration::TakenBack {
                cell: cell(0, 1),
                digit: digit(4),
            },
            vec!["r1c2", "4"],
        ),
        (
            Narration::RuleOut {
                cell: cell(2, 2),
                digit: digit(9),
            },
            vec!["r3c3", "9"],
        ),
        (
            Narration::Deduce {
                cell: cell(4, 7),
                digit: digit(1),
                why: Deduction::OnlyPlace(Unit::Box),
            },
            vec!["r5c8", "1", "6"],
        ),
        (
            Narration::DeadEnd {
                cell: cell(5, 6),
                refused: vec![reason],
            },
            vec!["r6c7", "9", "r7c2", "false"],
        ),
        (
            Narration::Contradiction {
                cell: cell(5, 6),
                back_to: Some(cell(1, 1)),
            },
            vec!["r6c7", "r2c2"],
        ),
        (
            Narration::Cover {
                cell: cell(2, 4),
                digit: digit(7),
                chosen: Chosen::Cell,
                options: 3,
                nth: 1,
            },
            vec!["r3c5", "7", "3"],
        ),
        (
            Narration::Cover {
                cell: cell(2, 4),
                digit: digit(7),
                chosen: Chosen::PlaceIn(Area::of(Unit::Row, cell(2, 4))),
                options: 4,
                nth: 2,
            },
            vec!["r3c5", "7", "4", "2"],
        ),
        (
            Narration::Uncover {
                cell: cell(2, 4),
                digit: digit(7),
                more: false,
                back_to: Some(cell(1, 1)),
            },
            vec!["r3c5", "7", "r2c2"],
        ),
        (
            Narration::Uncover {
                cell: cell(2, 4),
                digit: digit(7),
                more: true,
                back_to: None,
            },
            vec!["r3c5", "7"],
        ),
        (
            Narration::NoOption {
                cell: cell(5, 6),
                back_to: Some(cell(1, 1)),
            },
            vec!["r6c7", "r2c2"],
        ),
        (
            Narration::NoPlace {
                digit: digit(8),
                area: Area::of(Unit::Box, cell(8, 8)),
                back_to: Some(cell(1, 1)),
            },
            vec!["8", "9", "r2c2"],
        ),
        (Narration::Solution { count: 2 }, vec!["2"]),
        (Narration::Solution { count: 1 }, vec![]),
        (Narration::Exhausted, vec![]),
    ]
}

/// One of every kind of parse error, with the values each must show (at line 1, column 1,
/// so no value here is `1` alone).
/// One of every kind of line the classic program runs, said in line mode, with its values.
pub(super) fn line_narrations() -> Vec<(LineNarration, Vec<&'static str>)> {
    let refused = Refusal {
        digit: digit(9),
        area: Area::of(Unit::Column, cell(6, 1)),
        by: cell(6, 1),
    };
    vec![
        (LineNarration::Enter { depth: 17 }, vec!["solve(17)"]),
        (
            LineNarration::Full {
                depth: 17,
                blanks: 56,
            },
            vec!["56", "17"],
        ),
        (
            LineNarration::Full {
                depth: 56,
                blanks: 56,
            },
            vec!["56"],
        ),
        (LineNarration::Cell { cell: cell(3, 4) }, vec!["r4c5"]),
        (
            LineNarration::Box {
                cell: cell(3, 4),
                area: Area::of(Unit::Box, cell(3, 4)),
            },
            vec!["r4c5", "5"],
        ),
        (
            LineNarration::Loop {
                cell: cell(3, 4),
                digit: Some(digit(7)),
            },
            vec!["r4c5", "7"],
        ),
        (
            LineNarration::Loop {
                cell: cell(3, 4),
                digit: None,
            },
            vec!["r4c5"],
        ),
        (
            LineNarration::Check {
                cell: cell(7, 1),
                digit: digit(9),
                refused: Some(refused),
            },
            vec!["9", "r7c2", "continue"],
        ),
        (
            LineNarration::Check {
                cell: cell(3, 4),
                digit: digit(7),
                refused: None,
            },
            vec!["r4c5", "7"],
        ),
        (
            LineNarration::Place {
                cell: cell(3, 4),
                digit: digit(7),
            },
            vec!["r4c5", "7"],
        ),
        (
            LineNarration::Call {
                cell: cell(3, 4),
                digit: digit(7),
                depth: 18,
            },
            vec!["r4c5", "7", "solve(18)"],
        ),
        (LineNarration::Print, vec![]),
        (LineNarration::Solved, vec!["return true"]),
        (
            LineNarration::Undo {
                cell: cell(3, 4),
                digit: digit(7),
            },
            vec!["r4c5", "7"],
        ),
        (
            LineNarration::Fail { cell: cell(3, 4) },
            vec!["r4c5", "return false"],
        ),
    ]
    .into_iter()
    .chain(program_lines())
    .collect()
}

/// One of every kind of line the propagating program runs, with its values.
fn program_lines() -> Vec<(LineNarration, Vec<&'static str>)> {
    use ProgramLine::*;
    let (at, d) = (cell(3, 4), digit(7));
    let lines = [
        (SearchStarts, vec!["search()"]),
        (SearchLoop, vec!["search()"]),
        (BoardFull { full: true }, vec!["0"]),
        (BoardFull { full: false }, vec![]),
        (Choose { cell: at }, vec!["choose()", "r4c5"]),
        (Smallest { cell: at, digit: d }, vec!["d = 7", "r4c5"]),
        (Save, vec![]),
        (Place { cell: at, digit: d }, vec!["r4c5", "7"]),
        (
            PropagateCall { cell: at, digit: d },
            vec!["r4c5", "7", "propagate()", "search()"],
        ),
        (PropagateStarts, vec!["propagate()"]),
        (Round, vec!["propagate()"]),
        (Dead { stuck: None }, vec!["dead()"]),
        (
            Dead {
                stuck: Some(Stuck::NoDigit(at)),
            },
            vec!["dead()", "r4c5"],
        ),
        (
            Dead {
                stuck: Some(Stuck::NoPlace(d, Area::of(Unit::Box, cell(7, 7)))),
            },
            vec!["dead()", "7", "9"],
        ),
        (Contradiction, vec!["return False"]),
        (
            Forced {
                found: Some((at, d)),
            },
            vec!["forced()", "r4c5", "7"],
        ),
        (Forced { found: None }, vec!["forced()"]),
        (IfForced { found: true }, vec!["x >= 0"]),
        (IfForced { found: false }, vec!["x >= 0"]),
        (Fill { cell: at, digit: d }, vec!["fill()", "r4c5", "7"]),
        (Narrow { struck: true }, vec!["narrow()"]),
        (Narrow { struck: false }, vec!["narrow()"]),
        (Settled, vec!["return True"]),
        (Print, vec![]),
        (Solved, vec!["return True"]),
        (Restore { cell: at, digit: d }, vec!["r4c5", "7"]),
        (RuleOut { cell: at, digit: d }, vec!["r4c5", "7"]),
        (
            PropagateAgain { cell: at, digit: d },
            vec!["r4c5", "7", "propagate()", "return False"],
        ),
    ];
    lines
        .into_iter()
        .map(|(line, values)| (LineNarration::Program(line), values))
        .collect()
}

pub(super) fn parse_errors() -> Vec<(ErrorKind, Vec<&'static str>)> {
    let judges = [
        "BOJ 2580",
        "BOJ 2239",
        "POJ 2676",
        "POJ 2918",
        "POJ 3074",
        "POJ 3076",
        "BOJ 4574",
        "LeetCode 37",
    ];
    let expected = |expected, found| ErrorKind::Expected { expected, found };
    vec![
        (ErrorKind::Empty, vec![]),
        (
            ErrorKind::Unrecognized {
                found: "\u{feff}xyz".into(),
            },
            judges.into_iter().chain(["xyz", "U+FEFF"]).collect(),
        ),
        (
            ErrorKind::UnexpectedChar {
                found: '\u{feff}',
                empty: ".0".into(),
                symbols: "1-9".into(),
            },
            vec!["U+FEFF", "`.`", "`0`", "1-9"],
        ),
        (
            ErrorKind::UnexpectedChar {
                found: 'x',
                empty: "-".into(),
                symbols: "A-P".into(),
            },
            vec!["`x`", "`-`", "A-P"],
        ),
        (
            ErrorKind::MissingSpace {
                after: '1',
                found: '7',
            },
            vec!["`1`", "`7`"],
        ),
        (ErrorKind::UnexpectedSpace, vec![]),
        (
            ErrorKind::RowLength {
                found: 8,
                expected: 16,
            },
            vec!["8", "16"],
        ),
        (
            ErrorKind::MissingRows {
                found: 7,
                expected: 16,
            },
            vec!["7", "16"],
        ),
        (ErrorKind::TooManyRows { expected: 9 }, vec!["9"]),
        (ErrorKind::ExtraLine, vec!["POJ 2676"]),
        (
            ErrorKind::BadCount {
                text: "\u{feff}2".into(),
            },
            vec!["U+FEFF"],
        ),
        (
            ErrorKind::BadDominoCount {
                text: "\u{feff}x".into(),
            },
            vec!["U+FEFF", "0"],
        ),
        (
            ErrorKind::CountMismatch {
                declared: 3,
                found: 2,
            },
            vec!["3", "2"],
        ),
        (ErrorKind::AfterEnd { end: "end".into() }, vec!["`end`"]),
        (ErrorKind::AfterEnd { end: "0".into() }, vec!["`0`"]),
        (ErrorKind::NoBoards, vec![]),
        (
            ErrorKind::MissingHeading {
                expected: "Scenario #2:".into(),
                found: "439218765".into(),
            },
            vec!["`Scenario #2:`", "`439218765`"],
        ),
        (ErrorKind::MissingGap, vec![]),
        (
            ErrorKind::DominoItems { found: 5 },
            vec!["`U LU V LV`", "4", "5"],
        ),
        (ErrorKind::LoneItems { found: 7 }, vec!["9", "7"]),
        (
            ErrorKind::NotADigit {
                text: "\u{feff}x".into(),
            },
            vec!["U+FEFF", "1-9"],
        ),
        (
            ErrorKind::NotALocation { text: "J0".into() },
            vec!["`J0`", "A-I", "1-9"],
        ),
        (
            ErrorKind::Apart {
                first: "B2".into(),
                second: "D4".into(),
            },
            vec!["B2", "D4"],
        ),
        (ErrorKind::SameHalves { digit: '6' }, vec!["6"]),
        (
            ErrorKind::DominoTwice {
                domino: "2|6".into(),
                first_line: 12,
            },
            vec!["2|6", "12"],
        ),
        (
            ErrorKind::CoveredTwice {
                place: "E5".into(),
                first_line: 14,
            },
            vec!["E5", "14"],
        ),
        (
            ErrorKind::MissingDominoes {
                declared: 13,
                found: 8,
            },
            vec!["13", "8"],
        ),
        (expected(Token::Open, Some('x')), vec!["`[`", "`x`"]),
        (expected(Token::Close, None), vec!["`]`"]),
        (
            expected(Token::Comma, Some('\u{feff}')),
            vec!["`,`", "U+FEFF"],
        ),
        (expected(Token::Quote, None), vec!["`\"`"]),
        (
            expected(Token::Cell, Some('y')),
            vec!["`\"5\"`", "`\".\"`", "`y`"],
        ),
    ]
}
