//! The messages' tests: every request and response through the wire and back, packed boards.

use super::*;
use crate::board::Board;
use crate::grid::{Cell, Digit};

/// A 9 x 9 board of one digit everywhere (the wire carries values, not rules).
fn grid_of(digit: u8) -> Grid {
    Grid::from_values(&[digit; 81]).unwrap()
}
use crate::ui::examples::EXAMPLES;

#[test]
fn shares_cover_every_board_once_in_order() {
    for count in [0, 1, 2, 7, 100, 49_158] {
        for of in 1..=8u32 {
            let ranges: Vec<_> = (0..of)
                .map(|index| Share { index, of }.range(count))
                .collect();
            assert_eq!(ranges[0].start, 0);
            assert_eq!(ranges[of as usize - 1].end, count);
            for pair in ranges.windows(2) {
                assert_eq!(pair[0].end, pair[1].start, "{count} boards in {of}");
            }
            let sizes: Vec<usize> = ranges.iter().map(|r| r.len()).collect();
            let (least, most) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
            assert!(most - least <= 1, "{count} boards in {of}: {sizes:?}");
        }
    }
    assert_eq!(Share { index: 0, of: 1 }.range(5), 0..5);
}

/// The boards of the example for `format`, as the reader reads them.
fn example_boards(format: Format) -> Vec<Board> {
    let example = EXAMPLES
        .iter()
        .find(|e| format::detect(e.input) == Some(format))
        .expect("an example of the format");
    format::parse(example.input, format)
        .expect("the example reads")
        .puzzles()
}

/// A board with its laid dominoes in board order, each from its upper or left cell: what
/// packing keeps of a Sudominoku (the puzzle, not the order of the input's lines).
fn canonical(board: Board) -> Board {
    match board {
        Board::Dominoes(mut puzzle) => {
            for laid in &mut puzzle.laid {
                if laid.at.1 < laid.at.0 {
                    laid.at = (laid.at.1, laid.at.0);
                    laid.digits = (laid.digits.1, laid.digits.0);
                }
            }
            puzzle.laid.sort_by_key(|l| l.at.0);
            Board::Dominoes(puzzle)
        }
        other => other,
    }
}

#[test]
fn packed_boards_of_every_kind_read_back() {
    for (format, kind, count) in [
        (Format::Poj3074, Kind::Nine, 2),
        (Format::Poj3076, Kind::Sixteen, 1),
        (Format::Boj4574, Kind::Dominoes, 2),
    ] {
        let boards = example_boards(format);
        assert_eq!(boards.len(), count, "{format}");
        assert_eq!(Kind::of(format), kind);
        let packed = pack_boards(&boards);
        assert_eq!(packed.len(), count * kind.packed_len());
        let canonical =
            |boards: Vec<Board>| -> Vec<Board> { boards.into_iter().map(canonical).collect() };
        assert_eq!(
            unpack_boards(kind, &packed).map(canonical),
            Some(canonical(boards)),
            "{format}"
        );
    }
    assert_eq!(unpack_boards(Kind::Nine, &"1".repeat(80)), None);
    assert_eq!(unpack_boards(Kind::Nine, &"x".repeat(81)), None);
    assert_eq!(unpack_boards(Kind::Sixteen, &"0".repeat(81)), None);
}

#[test]
fn a_packed_sudominoku_that_is_not_one_is_refused() {
    let boards = example_boards(Format::Boj4574);
    let packed = pack_boards(&boards[..1]);
    let (values, marks) = packed.split_at(81);
    // A domino running off the board's right edge, and two dominoes on one cell.
    let off_edge = format!("{values}{}r", &marks[..80]);
    // A domino laid to the right, and another from the cell it covers.
    let first = marks.find('r').expect("a domino laid across");
    let twice = format!("{values}{}d{}", &marks[..first + 1], &marks[first + 2..]);
    for bad in [off_edge, twice] {
        assert_eq!(unpack_board(Kind::Dominoes, &bad), None, "{bad}");
    }
    // A lone digit missing: its cell emptied.
    let lone = boards[0].clone();
    let Board::Dominoes(puzzle) = &lone else {
        panic!("a Sudominoku")
    };
    let mut emptied = values.as_bytes().to_vec();
    emptied[puzzle.alone[0].index()] = b'0';
    let emptied = format!("{}{marks}", String::from_utf8(emptied).unwrap());
    assert_eq!(unpack_board(Kind::Dominoes, &emptied), None);
}

#[test]
fn pieces_keep_characters_whole() {
    let text = "é".repeat(PIECE);
    let pieces: Vec<&str> = pieces(&text).collect();
    assert!(pieces.len() > 1);
    assert_eq!(pieces.concat(), text);
    assert!(pieces.iter().all(|p| p.len() <= PIECE + 1));
}

#[test]
fn the_input_goes_in_marked_pieces_then_the_request_to_read_it() {
    let empty: Vec<Request> = input_requests(3, "", None).collect();
    assert_eq!(
        empty,
        vec![Request::Input {
            serial: 3,
            piece: String::new(),
            start: true
        }]
    );
    let text = "1".repeat(2 * PIECE + 5);
    let parse = Request::Parse {
        serial: 4,
        format: None,
    };
    let requests: Vec<Request> = input_requests(4, &text, Some(parse.clone())).collect();
    assert_eq!(requests.len(), 4);
    let mut sent = String::new();
    for (i, request) in requests[..3].iter().enumerate() {
        let Request::Input {
            serial: 4,
            piece,
            start,
        } = request
        else {
            panic!("{request:?}");
        };
        assert_eq!(*start, i == 0);
        sent.push_str(piece);
    }
    assert_eq!(sent, text);
    assert_eq!(requests[3], parse);
}

/// Every request and answer, with fields of every kind, reads back as itself, and a byte
/// less does not read.
#[test]
fn every_message_reads_back_as_itself() {
    use crate::names::{Conflict, Mark, Place};
    let conflict = Conflict {
        first: Place::on(9, 3),
        second: Place::on(9, 30),
        digit: Mark::on(9, 5),
    };
    let errors = InputErrors {
        first: vec![format::ParseError {
            line: 4,
            column: 7,
            board: Some(2),
            kind: format::ErrorKind::RowLength {
                found: 8,
                expected: 9,
            },
        }],
        total: 31,
    };
    let requests = [
        Request::Input {
            serial: 1 << 40,
            piece: "1 2 3\n".to_string(),
            start: true,
        },
        Request::Solve {
            generation: 9,
            serial: 2,
            format: None,
            cap: u64::MAX,
            share: Share { index: 3, of: 16 },
        },
        Request::Cancel { generation: 0 },
        Request::Parse {
            serial: 5,
            format: Some(Format::LeetCode),
        },
        Request::Read {
            serial: 5,
            format: Some(Format::Boj4574),
        },
        Request::Compare {
            id: 77,
            serial: 5,
            format: Format::Poj2918,
            expected: "Scenario #1:\n".to_string(),
        },
        Request::ExplorePart {
            run: 3,
            jump: 2,
            index: 41,
            givens: ".".repeat(81),
            part: Part {
                from: vec![0, 1, 200],
                to: Some(vec![5; 300]),
            },
            interval: 1 << 20,
        },
        Request::StopExploring,
        Request::Outcome {
            id: 12,
            format: Format::Poj3076,
            cap: 1000,
            board: "-".repeat(256),
        },
        Request::Generate {
            id: 3,
            preset: "boj-limit".to_string(),
            seed: u64::MAX,
        },
        Request::Hunt {
            id: 3,
            seed: 1 << 63,
            ms: 30_000,
        },
        Request::StopHunt { id: 3 },
        Request::Measure {
            id: 4,
            givens: "1.".repeat(40) + "9",
        },
    ];
    for request in requests {
        let bytes = encode(&request);
        assert_eq!(decode::<Request>(&bytes[..bytes.len() - 1]), None);
        assert_eq!(decode::<Request>(&bytes), Some(request));
    }
    let shown = BoardResult {
        line: 2,
        verdict: Verdict::Several {
            count: 1000,
            capped: true,
        },
        first: Some(Box::new(Solution::Nine(grid_of(1)))),
        second: Some(Box::new(Solution::Sixteen(
            crate::square::Square::from_values(&[16; 256]).unwrap(),
        ))),
        steps: 1 << 33,
    };
    let tiling = crate::dominoes::Tiling {
        grid: grid_of(9),
        laid: vec![crate::dominoes::Laid {
            at: (Cell::new(0).unwrap(), Cell::new(9).unwrap()),
            digits: (Digit::new(9).unwrap(), Digit::new(3).unwrap()),
        }],
    };
    let results = vec![
        BoardResult {
            line: 1,
            verdict: Verdict::Unique,
            first: Some(Box::new(Solution::Nine(grid_of(5)))),
            second: Some(Box::new(Solution::Dominoes(tiling))),
            steps: 327,
        },
        BoardResult {
            line: 12,
            verdict: Verdict::Conflict(conflict),
            first: None,
            second: None,
            steps: 0,
        },
    ];
    let responses = [
        Response::Listening,
        Response::Run {
            generation: 4,
            share: 7,
            event: RunEvent::Started { total: 49_158 },
        },
        Response::Run {
            generation: 4,
            share: 7,
            event: RunEvent::Progress { results },
        },
        Response::Run {
            generation: 4,
            share: 0,
            event: RunEvent::Output {
                text: "1 2\n풀이\n".to_string(),
            },
        },
        Response::Run {
            generation: 4,
            share: 1,
            event: RunEvent::Finished {
                output: Ok(()),
                solving_ms: 254.5,
            },
        },
        Response::Run {
            generation: 4,
            share: 1,
            event: RunEvent::Finished {
                output: Err(Failure::unsolved(&[judge::Unsolved {
                    board: 3,
                    line: 19,
                    reason: judge::Unsolvable::NoSolution,
                }])),
                solving_ms: 0.0,
            },
        },
        Response::Run {
            generation: 5,
            share: 2,
            event: RunEvent::Failed {
                why: Failure::Unreadable(errors.clone()),
            },
        },
        Response::Boards {
            serial: 8,
            kind: Kind::Dominoes,
            digits: "0".repeat(162),
        },
        Response::Parsed {
            serial: 8,
            detected: None,
            format: Format::Lines,
            errors: Some(errors),
        },
        Response::Compared {
            id: 77,
            result: Ok((
                vec![
                    judge::Check::Accepted,
                    judge::Check::Rejected {
                        reason: judge::Rejection::Conflict(conflict),
                        cells: vec![conflict.first, conflict.second],
                    },
                ],
                1,
            )),
        },
        Response::Compared {
            id: 78,
            result: Err(Failure::InputHasErrors),
        },
        Response::Part {
            run: 3,
            jump: 2,
            index: 41,
            piece: 0,
            bytes: vec![9; 1000],
            last: false,
        },
        Response::Outcome {
            id: 12,
            result: Some((shown, 12.5)),
        },
        Response::Outcome {
            id: 13,
            result: None,
        },
        Response::Stopped,
        Response::Made {
            id: 4,
            made: Some(super::MadePuzzle {
                puzzle: ".".repeat(81),
                seed: 1 << 53,
                givens: 24,
                steps: 123_456,
                calls: 50_001,
                boj_calls: 99_999,
                backtracks: 50_000,
            }),
        },
        Response::Made { id: 5, made: None },
        Response::Hunted {
            id: 6,
            best: None,
            tries: 988,
            ms: 29_999,
            over: true,
        },
        Response::Measured {
            id: 7,
            classic: Some(ClassicCost::Solved {
                calls: 69_175_317,
                boj_calls: 88_178_563,
            }),
            fewest: Some(65),
        },
        Response::Measured {
            id: 8,
            classic: Some(ClassicCost::NoSolution { calls: 1 }),
            fewest: None,
        },
        Response::Measured {
            id: 9,
            classic: Some(ClassicCost::Over { calls: u64::MAX }),
            fewest: Some(0),
        },
        Response::Measured {
            id: 10,
            classic: None,
            fewest: None,
        },
    ];
    for response in responses {
        let bytes = encode(&response);
        assert_eq!(decode::<Response>(&bytes[..bytes.len() - 1]), None);
        assert_eq!(decode::<Response>(&bytes), Some(response));
    }
    for failure in [
        Failure::InputChanged,
        Failure::Cancelled,
        Failure::WorkerStopped,
    ] {
        assert_eq!(decode::<Failure>(&encode(&failure)), Some(failure));
    }
    for kind in [Kind::Nine, Kind::Sixteen, Kind::Dominoes] {
        assert_eq!(decode::<Kind>(&encode(&kind)), Some(kind));
    }
}

#[test]
fn messages_cross_as_bytes_and_nothing_else_reads_as_one() {
    let request = Request::Solve {
        generation: 7,
        serial: 3,
        format: Some(Format::Poj2676),
        cap: 1000,
        share: Share { index: 1, of: 2 },
    };
    assert_eq!(decode::<Request>(&encode(&request)), Some(request));
    let mut bytes = encode(&Request::StopExploring);
    bytes.push(0);
    assert_eq!(decode::<Request>(&bytes), None, "a byte too many");
    assert_eq!(decode::<Request>(&[250, 1, 2]), None);
    assert_eq!(decode::<Request>(&[]), None);
}
