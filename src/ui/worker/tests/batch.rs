//! Batch runs: slices, pace, shares, cancels, the judge's output, boards without answer.

use super::*;
use crate::ui::worker::batch::judge_output;

#[test]
fn a_run_solves_every_board_in_slices_and_writes_the_judge_output() {
    let input = EXAMPLES[3].input;
    let mut state = with_input(input, 5);
    let mut run = state
        .start_run(9, 5, None, 10, WHOLE)
        .expect("the input reads");
    assert_eq!(
        run.started(),
        Response::Run {
            generation: 9,
            share: 0,
            event: RunEvent::Started { total: 2 }
        }
    );
    let mut slices = 0;
    while !run.is_over() {
        // Each board takes more than the slice on this clock: one board per slice.
        run.solve_slice(ticking(), 1.0);
        let Some(Response::Run {
            event: RunEvent::Progress { results },
            ..
        }) = run.progress(slices as f64, 0.0)
        else {
            panic!("progress expected");
        };
        assert_eq!(results.len(), 1);
        assert_eq!(
            (&results[0].first, &results[0].second),
            (&None, &None),
            "a run of several boards sends verdicts, not solutions"
        );
        slices += 1;
    }
    assert_eq!(slices, 2);
    let last = run.finish(&mut state);
    let events = events(&last);
    let text: String = events
        .iter()
        .filter_map(|e| match e {
            RunEvent::Output { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(text, crate::ui::judge_sample_output("poj3074_sample1"));
    assert!(matches!(
        events.last(),
        Some(RunEvent::Finished { output: Ok(()), .. })
    ));
}

#[test]
fn a_run_of_one_board_sends_its_solution() {
    let input = EXAMPLES[0].input;
    let mut state = with_input(input, 3);
    let mut run = state
        .start_run(1, 3, None, 10, WHOLE)
        .expect("the input reads");
    run.solve_slice(ticking(), f64::INFINITY);
    let Some(Response::Run {
        event: RunEvent::Progress { results },
        ..
    }) = run.progress(0.0, 0.0)
    else {
        panic!("progress expected");
    };
    let givens = format::parse_detected(input).unwrap().boards[0]
        .board
        .clone();
    let Board::Nine(givens) = givens else {
        panic!("a 9 x 9 board");
    };
    let Some(&Solution::Nine(solution)) = results[0].first.as_deref() else {
        panic!("a 9 x 9 solution sent: {:?}", results[0].first);
    };
    // A solution by the rules, keeping the givens (checked here, not by the solver).
    assert!(solution.conflicts().is_empty());
    for cell in crate::grid::Cell::all() {
        assert!(solution.get(cell).is_some());
        if let Some(digit) = givens.get(cell) {
            assert_eq!(solution.get(cell), Some(digit));
        }
    }
}

#[test]
fn a_board_sent_alone_is_solved_with_its_solutions() {
    // The BOJ 2580 sample, and its solution with a rectangle of four cells left empty
    // (r4c3 and r5c5 hold 1, r4c5 and r5c3 hold 4, in two boxes): two solutions.
    let sample = format::parse_detected(EXAMPLES[0].input).unwrap().boards[0]
        .board
        .clone();
    let Board::Nine(sample) = sample else {
        panic!("a 9 x 9 board");
    };
    let mut two: Vec<char> = crate::ui::judge_sample_output("boj2580_sample1")
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    for cell in [29, 31, 38, 40] {
        two[cell] = '.';
    }
    let two: String = two.into_iter().collect();
    let ask = |board: &str| outcome(7, Format::Lines, 10, board, || 0.0);
    let packed = |line: &str| pack_boards(&[Board::Nine(line.parse().unwrap())]);
    let Response::Outcome {
        id: 7,
        result: Some((first, _)),
    } = ask(&packed(&sample.to_line('.')))
    else {
        panic!("the sample's outcome");
    };
    // A solution by the rules, keeping the givens (checked here, not by the solver).
    let Some(&Solution::Nine(solution)) = first.first.as_deref() else {
        panic!("its solution: {:?}", first.first);
    };
    assert!(solution.conflicts().is_empty());
    for cell in crate::grid::Cell::all() {
        assert!(solution.get(cell).is_some());
        if let Some(digit) = sample.get(cell) {
            assert_eq!(solution.get(cell), Some(digit));
        }
    }
    assert_eq!(
        (first.verdict, first.second.as_ref()),
        (Verdict::Unique, None)
    );
    let Response::Outcome {
        result: Some((second, _)),
        ..
    } = ask(&packed(&two))
    else {
        panic!("the second board's outcome");
    };
    assert_eq!(
        second.verdict,
        Verdict::Several {
            count: 2,
            capped: false
        }
    );
    let (a, b) = (
        second.first.clone().unwrap(),
        second.second.clone().unwrap(),
    );
    assert_ne!(a, b);
    for solution in [&a, &b] {
        let Solution::Nine(grid) = &**solution else {
            panic!("a 9 x 9 solution: {solution:?}");
        };
        let line = grid.to_line('.');
        assert!(grid.conflicts().is_empty(), "{line}");
        for (solved, given) in line.chars().zip(two.chars()) {
            assert!(solved.is_ascii_digit() && (given == '.' || given == solved));
        }
    }
    // What is no board of its kind has no outcome.
    assert_eq!(
        ask("12"),
        Response::Outcome {
            id: 7,
            result: None
        }
    );
}

#[test]
fn cancel_stops_only_its_own_run() {
    let mut state = with_input(EXAMPLES[3].input, 1);
    let mut run = state
        .start_run(4, 1, None, 10, WHOLE)
        .expect("the input reads");
    assert_eq!(run.hear(Request::Cancel { generation: 3 }), None);
    assert!(!run.is_over(), "another run's cancel");
    assert_eq!(run.hear(Request::Cancel { generation: 4 }), None);
    assert!(run.is_over());
    let last = run.finish(&mut state);
    assert_eq!(
        events(&last),
        vec![&RunEvent::Failed {
            why: Failure::Cancelled
        }]
    );
}

#[test]
fn another_share_of_the_run_waits_its_turn_unless_the_run_is_cancelled() {
    let mut state = with_input(EXAMPLES[3].input, 1);
    let mut run = state
        .start_run(4, 1, None, 10, Share { index: 0, of: 2 })
        .expect("the input reads");
    let share = |generation| Request::Solve {
        generation,
        serial: 1,
        format: None,
        cap: 10,
        share: Share { index: 1, of: 2 },
    };
    assert_eq!(run.hear(share(4)), Some(share(4)));
    assert!(!run.is_over(), "a share of the same run does not stop it");
    assert!(run.still_wanted(&share(4)));
    run.hear(Request::Cancel { generation: 4 });
    assert!(!run.still_wanted(&share(4)), "cancelled with its run");
    assert_eq!(run.hear(share(4)), None);
    // A newer run's share stops this one and is answered.
    let mut run = state
        .start_run(4, 1, None, 10, Share { index: 0, of: 2 })
        .expect("the input reads");
    assert_eq!(run.hear(share(5)), Some(share(5)));
    assert!(run.is_over());
    assert!(run.still_wanted(&share(5)));
}

#[test]
fn results_go_to_the_page_at_most_every_so_often_and_all_of_them_at_the_end() {
    let boards =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
            .repeat(5);
    let mut state = with_input(&boards, 1);
    let mut run = state
        .start_run(1, 1, None, 10, WHOLE)
        .expect("the input reads");
    let sent = |response: Option<Response>| match response {
        Some(Response::Run {
            event: RunEvent::Progress { results },
            ..
        }) => results.len(),
        None => 0,
        Some(other) => panic!("{other:?}"),
    };
    // One board a slice (the clock ticks past it), at 0, 40, 80, 120 and 160 ms.
    let mut counts = Vec::new();
    for now in [0.0, 40.0, 80.0, 120.0, 160.0] {
        run.solve_slice(ticking(), 1.0);
        counts.push(sent(run.progress(now, 100.0)));
    }
    // The first at once, the next three 120 ms later, the last as the run is over.
    assert_eq!(counts, [1, 0, 0, 3, 1]);
    assert_eq!(sent(run.progress(170.0, 100.0)), 0, "nothing left");
}

#[test]
fn a_newer_input_during_a_run_stops_it_and_its_pieces_are_kept() {
    let mut state = with_input(EXAMPLES[3].input, 1);
    let mut run = state
        .start_run(1, 1, None, 10, WHOLE)
        .expect("the input reads");
    run.solve_slice(ticking(), 1.0);
    // The page sends a new input in two pieces, then asks to read it, and checks output.
    for (piece, start) in [("103000509\n", true), ("rest", false)] {
        let request = Request::Input {
            serial: 2,
            piece: piece.into(),
            start,
        };
        assert_eq!(run.hear(request), None);
        assert!(
            run.is_over(),
            "the run's boards are stale from the first piece on"
        );
    }
    let parse = Request::Parse {
        serial: 2,
        format: None,
    };
    assert_eq!(run.hear(parse.clone()), Some(parse));
    let compare = Request::Compare {
        id: 1,
        serial: 2,
        format: Format::Lines,
        expected: String::new(),
    };
    assert_eq!(run.hear(compare.clone()), Some(compare));
    assert!(run.is_over(), "the run's boards are stale");
    let last = run.finish(&mut state);
    assert!(matches!(events(&last)[..], [RunEvent::Failed { .. }]));
    assert_eq!(
        state.input,
        (2, "103000509\nrest".to_string()),
        "the pieces are kept"
    );
}

/// A run's next share on a worker keeps the pace of its results: the first are sent at
/// once only for a run this worker has not sent results of yet.
#[test]
fn a_runs_next_share_sends_its_results_at_the_same_pace() {
    let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let mut state = with_input(&format!("{line}\n").repeat(8), 1);
    let share = |index| Share { index, of: 2 };
    // A run of four boards, one solved (a clock that runs out at each look).
    let solved = |state: &mut WorkerState, generation, index| {
        let mut run = state
            .start_run(generation, 1, Some(Format::Lines), 10, share(index))
            .ok()
            .unwrap();
        let t = Counter::new(0.0);
        run.solve_slice(
            || {
                t.set(t.get() + SLICE_MS);
                t.get()
            },
            SLICE_MS,
        );
        assert!(!run.is_over());
        run
    };
    let mut run = solved(&mut state, 1, 0);
    assert!(
        run.progress(1000.0, RESULTS_MS).is_some(),
        "the first at once"
    );
    while !run.is_over() {
        run.solve_slice(|| 0.0, SLICE_MS);
    }
    run.finish(&mut state);
    let mut next = solved(&mut state, 1, 1);
    assert!(
        next.progress(1000.0 + RESULTS_MS / 2.0, RESULTS_MS)
            .is_none(),
        "not due yet"
    );
    assert!(next.progress(1000.0 + RESULTS_MS, RESULTS_MS).is_some());
    let mut other = solved(&mut state, 2, 1);
    assert!(other.progress(1001.0, RESULTS_MS).is_some(), "another run");
}

#[test]
fn boards_without_answer_are_named_with_their_line() {
    let none = format::parse_detected(EXAMPLES[8].input).unwrap();
    let (result, solution) = solve_board(&none.boards[0].board, 4, none.format, 10, true);
    assert_eq!(result.verdict, Verdict::NoSolution);
    let Failure::Unsolved { first, total } =
        judge_output(none.format, 0, &[result], vec![solution]).unwrap_err()
    else {
        panic!("the board has no answer");
    };
    assert_eq!(total, 1);
    assert_eq!(
        first[0].to_string(),
        "board 1, line 4: the puzzle has no solution"
    );
}

#[test]
fn a_run_with_unsolvable_boards_names_them() {
    let mut state = with_input(EXAMPLES[8].input, 1);
    let mut run = state
        .start_run(1, 1, None, 10, WHOLE)
        .expect("the input reads");
    while !run.is_over() {
        run.solve_slice(ticking(), 50.0);
    }
    assert_eq!(run.results[0].verdict, Verdict::NoSolution);
    let last = run.finish(&mut state);
    let [RunEvent::Finished {
        output: Err(Failure::Unsolved { first, .. }),
        ..
    }] = &events(&last)[..]
    else {
        panic!("{last:?}");
    };
    assert_eq!(first[0].reason, Unsolvable::NoSolution);
}
