//! Every request and response through the wire and back, and nothing else read as one.

use super::*;

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
