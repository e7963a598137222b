//! Runs of the input's boards: shared among the workers, shares handed to whoever finishes,
//! a worker that fails, edits and Cancel that stop a run.

use super::*;

#[test]
fn a_large_run_is_shared_by_every_worker_and_its_output_is_the_one_of_one_core() {
    let puzzles = [
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    ];
    // Three workers' worth of boards (4,000 each and more), cut into 24 shares; one board
    // with clashing givens in the first share and one with no solution in the last.
    let mut text = large_lines(&puzzles, 12_500);
    let clash = format!("55{}\n", ".".repeat(79));
    let none = format!("12345678.{}9{}\n", ".".repeat(8), ".".repeat(63));
    text = text.replacen(&format!("{}\n", puzzles[1]), &clash, 1);
    let at = text.len() - 82 * 10;
    text.replace_range(at..at + 82, &none);
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(3);
    let mut page = Page::with(state);
    page.act(Action::Input(InputAction::Text(text.clone().into())));
    assert_eq!(page.state.input.boards.len(), 12_500);
    page.solve();
    let batch = page.state.batch.clone().expect("a run");
    assert_eq!(batch.state, RunState::Finished);
    // Every worker took shares of it (each was sent the input for its first).
    // (A worker reads only the input it holds: asked to read this one, it answers.)
    let serial = page.state.input.serial;
    for worker in &mut page.workers {
        let read = Request::Parse {
            serial,
            format: None,
        };
        assert!(!answer_now(worker, read).is_empty());
    }
    let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
    assert_eq!(
        lines,
        (1..=12_500).collect::<Vec<_>>(),
        "results in board order"
    );
    // What one core writes, from the core's own run: the same boards without answer.
    let Err(judge::JudgeError::Unsolved(problems)) = judge::run(&text, None, None) else {
        panic!("two boards have no answer");
    };
    let Some(Err(Failure::Unsolved { first, total })) = &batch.output else {
        panic!("{:?}", batch.output);
    };
    assert_eq!((first, *total), (&problems, 2));
    // Mended, the output is one core's byte for byte.
    let mended = text
        .replace(&clash, &format!("{}\n", puzzles[1]))
        .replace(&none, &format!("{}\n", puzzles[0]));
    page.act(Action::Input(InputAction::Text(mended.clone().into())));
    page.solve();
    let output = page.output().expect("every board solves");
    assert_eq!(*output, judge::run(&mended, None, None).unwrap().output);
}

/// A large run's shares go out two to a worker, and a worker that finishes one is sent the
/// next: the page does not wait for the slowest worker's fixed part.
#[test]
fn a_worker_that_finishes_a_share_is_sent_the_next() {
    let puzzles = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    ];
    let mut page = Page::with(AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(2));
    page.act(Action::Input(InputAction::Text(
        large_lines(&puzzles, 9_000).into(),
    )));
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let share_of = |letter: &(To, Request)| match letter {
        (to, Request::Solve { share, .. }) => (*to, share.index),
        other => panic!("{other:?}"),
    };
    let first: Vec<_> = running.outbox.take().iter().map(share_of).collect();
    assert_eq!(
        first,
        [
            (To::Main, 0),
            (To::Worker(1), 1),
            (To::Main, 2),
            (To::Worker(1), 3)
        ]
    );
    let generation = running.batch.as_ref().unwrap().generation;
    let finished = |from, share| Action::Worker {
        from,
        response: Response::Run {
            generation,
            share,
            event: RunEvent::Finished {
                output: Ok(()),
                solving_ms: 1.0,
            },
        },
        now: 1.0,
    };
    // Worker 1 finishes share 1 first: it gets share 4; then worker 0, share 5.
    let state = reduce(running, finished(1, 1));
    let sent: Vec<_> = state.outbox.take().iter().map(share_of).collect();
    assert_eq!(sent, [(To::Worker(1), 4)]);
    let state = reduce(state, finished(0, 0));
    let sent: Vec<_> = state.outbox.take().iter().map(share_of).collect();
    assert_eq!(sent, [(To::Main, 5)]);
    // Progress is not a share done: nothing more is sent.
    let progress = Action::Worker {
        from: 1,
        response: Response::Run {
            generation,
            share: 3,
            event: RunEvent::Progress { results: vec![] },
        },
        now: 2.0,
    };
    let mut state = reduce(state, progress);
    assert!(state.outbox.take().is_empty());
    // The other shares end (each worker is handed the next as it goes); the run's end
    // tells every worker to let go of the input it read for it.
    for index in 2..16 {
        state = reduce(state, finished(index as usize % 2, index));
        let sent = state.outbox.take();
        let over = sent.contains(&(To::Every, Request::Cancel { generation }));
        assert_eq!(over, index == 15, "{index}: {sent:?}");
    }
    assert_eq!(state.batch.as_ref().unwrap().state, RunState::Finished);
}

#[test]
fn a_worker_that_fails_ends_its_work_with_a_message_and_the_next_one_gets_the_input() {
    let puzzles = TWO_PUZZLES;
    let text = large_lines(&puzzles, 9_000);
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(3);
    let mut page = Page::with(state);
    page.act(Action::Input(InputAction::Text(text.clone().into())));
    assert_eq!(page.state.input.boards.len(), 9_000);
    let stopped = |from| Action::Worker {
        from,
        response: Response::Stopped,
        now: 5.0,
    };
    // A run shared by two workers, under way: the third worker (no share) failing changes
    // nothing; the second failing has its shares handed to it again (a new worker takes its
    // place); failing again, it ends the run and stops the other.
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    running.outbox.take();
    let batch = running.batch.as_ref().unwrap();
    assert!(batch.involves(1) && !batch.involves(2));
    let state = reduce(running, stopped(2));
    assert!(state.batch.as_ref().unwrap().is_running());
    assert!(state.outbox.take().is_empty());
    let state = reduce(state, stopped(1));
    assert!(state.batch.as_ref().unwrap().is_running());
    let again: Vec<(To, u32)> = state
        .outbox
        .take()
        .into_iter()
        .map(|(to, request)| match request {
            Request::Solve { share, .. } => (to, share.index),
            other => panic!("{other:?}"),
        })
        .collect();
    // Worker 1 held shares 1 and 3 (of 16, two a worker, in turn).
    assert_eq!(again, [(To::Worker(1), 1), (To::Worker(1), 3)]);
    let state = reduce(state, stopped(1));
    let batch = state.batch.as_ref().unwrap();
    assert_eq!(batch.state, RunState::Failed(Failure::WorkerStopped));
    // No worker had said how many boards the run has: the page's own count names the boards
    // left without an answer, all of them.
    assert_eq!(batch.total, None);
    assert_eq!(batch.not_solved(), Some((1, 9_000)));
    let sent = state.outbox.take();
    assert!(
        matches!(&sent[..], [(To::Every, Request::Cancel { .. })]),
        "{sent:?}"
    );
    // The first worker is replaced by one that has nothing: Solve sends it the input
    // first, and the run gives one core's output.
    page.workers[0] = WorkerState::default();
    page.sent[0] = None;
    page.solve();
    assert_eq!(
        *page.output().unwrap(),
        judge::run(&text, None, None).unwrap().output
    );
    // A check under way fails with the first worker; another worker failing is not its.
    page.act(Action::Compare(CompareAction::Expected("1 2 3".into())));
    let checking = reduce(page.state.clone(), Action::Compare(CompareAction::Check));
    checking.outbox.take();
    let state = reduce(checking, stopped(1));
    assert!(state.compare.is_checking());
    let state = reduce(state, stopped(0));
    assert_eq!(
        state.compare.comparison,
        Some(Comparison::Failed(Failure::WorkerStopped))
    );
    // A reading under way fails with it: nothing is solved on the boards of the text
    // before, until the text changes.
    let before = page.state.board();
    let reading = reduce(
        page.state.clone(),
        Action::Input(InputAction::Text(large_lines(&puzzles[..1], 9_000).into())),
    );
    reading.outbox.take();
    assert!(reading.input.reading.is_some());
    let state = reduce(reading, stopped(0));
    assert!(state.input.reading.is_none() && state.input.reading_stopped);
    assert_eq!(state.board(), before);
    let state = reduce(state, Action::Solve { now: 9.0 });
    assert!(
        state.outbox.take().is_empty(),
        "no run on the boards before"
    );
    let state = input(state, InputAction::Text(EXAMPLES[1].input.into()));
    assert!(!state.input.reading_stopped);
}

#[test]
fn solving_two_boards_gives_the_judges_sample_output() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    assert_eq!(page.state.input.format, Format::Poj3074);
    page.solve();
    let batch = page.state.batch.as_ref().unwrap();
    assert_eq!(batch.state, RunState::Finished);
    assert_eq!(batch.tally(), [2, 0, 0, 0]);
    assert_eq!(
        &*page.output().unwrap(),
        judge_sample_output("poj3074_sample1")
    );
}

#[test]
fn clearing_or_editing_forgets_runs_and_checks() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    page.compare("x");
    assert!(page.state.batch.is_some() && page.state.compare.comparison.is_some());
    let state = page.state.clone();
    let edited = input(
        state.clone(),
        InputAction::Key(Place::from(Cell::at(0, 0).unwrap()), CellKey::Clear),
    );
    assert!(edited.batch.is_none() && edited.compare.comparison.is_none());
    let cleared = input(state.clone(), InputAction::Clear);
    assert!(cleared.batch.is_none() && cleared.compare.comparison.is_none());
    assert_eq!(cleared.input.text.as_str(), "");
    assert_eq!(cleared.board(), Grid::empty());
    assert!(
        cleared.input.revision > state.input.revision,
        "the text area is redrawn"
    );
}

#[test]
fn a_run_after_an_edit_never_takes_the_forgotten_runs_generation() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    let first = page.state.batch.as_ref().unwrap().generation;
    page.act(Action::Input(InputAction::Key(
        Place::from(Cell::at(0, 0).unwrap()),
        CellKey::Clear,
    )));
    assert!(page.state.batch.is_none(), "the run is forgotten");
    // The next run, not yet answered, hears nothing of the forgotten one.
    let state = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let [Request::Solve { generation, .. }] = to_main(&state)[..] else {
        panic!("one Solve request");
    };
    assert!(generation > first);
    let late = RunEvent::Failed {
        why: Failure::Cancelled,
    };
    let response = Response::Run {
        generation: first,
        share: 0,
        event: late,
    };
    let (from, now) = (0, 1.0);
    let action = Action::Worker {
        from,
        response,
        now,
    };
    let state = reduce(state, action);
    assert_eq!(state.batch.as_ref().unwrap().state, RunState::Running);
}

/// The output's pieces are kept without drawing the page again for each; the run's end
/// shows all of them, in order.
#[test]
fn pieces_of_the_output_are_held_by_the_inbox_and_reach_the_state_whole() {
    let puzzles = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    ];
    // More than one piece of output (a piece is 256 KB).
    let text = large_lines(&puzzles, 4_000);
    let page = Page::new(&text, FormatChoice::Auto);
    let mut state = Rc::new(page.state.clone()).reduce(Action::Solve { now: 0.0 });
    let mut main = page.workers.into_iter().next().unwrap();
    let mut inbox = Inbox::default();
    let (mut pieces, mut outputs_heard) = (0, 0);
    for request in Rc::make_mut(&mut state).outbox.take() {
        for response in answer_now(&mut main, request.1) {
            let is_output = |r: &Response| {
                matches!(
                    r,
                    Response::Run {
                        event: RunEvent::Output { .. },
                        ..
                    }
                )
            };
            let piece = is_output(&response);
            let heard = inbox.hear(0, response);
            if piece {
                pieces += 1;
                assert!(heard.is_empty(), "a piece alone reaches nothing");
            }
            for heard in heard {
                outputs_heard += usize::from(matches!(&heard, Heard::Response(r) if is_output(r)));
                state = state.reduce(Action::heard(0, heard, 1.0));
            }
        }
    }
    assert!(pieces > 1, "the worker sent its output in {pieces} pieces");
    assert_eq!(outputs_heard, 1, "the page hears it once, whole");
    let batch = state.batch.as_ref().unwrap();
    assert_eq!(batch.state, RunState::Finished);
    let Some(Ok(output)) = &batch.output else {
        panic!("{:?}", batch.output);
    };
    assert_eq!(
        output.joined(),
        judge::run(&text, None, None).unwrap().output
    );
}

#[test]
fn a_run_for_an_input_that_changed_fails_and_says_so() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let state = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let [Request::Solve {
        generation, cap, ..
    }] = to_main(&state)[..]
    else {
        panic!("one Solve request");
    };
    page.state = state;
    // Solve for an older serial than the worker holds.
    page.ask(Request::Solve {
        generation,
        serial: 0,
        format: None,
        cap,
        share: Share { index: 0, of: 1 },
    });
    let batch = page.state.batch.as_ref().unwrap();
    let RunState::Failed(why) = &batch.state else {
        panic!("{:?}", batch.state);
    };
    assert_eq!(*why, Failure::InputChanged);
}

#[test]
fn editing_the_input_or_solving_again_stops_a_run_on_every_worker() {
    let page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let generation = running.batch.as_ref().unwrap().generation;
    running.outbox.take();
    let cancel = (To::Every, Request::Cancel { generation });
    let edited = input(running.clone(), InputAction::Text("1".repeat(81).into()));
    assert!(edited.outbox.take().contains(&cancel), "an edit stops it");
    let again = reduce(running, Action::Solve { now: 1.0 });
    assert_eq!(again.outbox.take()[0], cancel, "a new run stops it first");
}

#[test]
fn cancel_asks_the_workers_once() {
    let page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    running.outbox.take();
    let cancelled = reduce(running, Action::Batch(BatchAction::Cancel));
    let again = reduce(cancelled, Action::Batch(BatchAction::Cancel));
    let generation = again.batch.as_ref().unwrap().generation;
    let cancel = Request::Cancel { generation };
    assert_eq!(again.outbox.take(), vec![(To::Every, cancel)]);
    assert_eq!(again.batch.unwrap().state, RunState::Cancelled);
}

#[test]
fn a_worker_that_dies_in_the_middle_of_a_run_loses_nothing_and_twice_ends_it() {
    let puzzles = TWO_PUZZLES;
    let text = large_lines(&puzzles, 9_000);
    let one_core = judge::run(&text, None, None).unwrap().output;
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(2);
    let mut page = Page::with(state);
    page.act(Action::Input(InputAction::Text(text.clone().into())));
    // The second worker dies at the end of a share, after its results and output came: a new
    // one is sent the input and the share again; the output is one core's, byte for byte
    // (no piece of the lost share's output in it, no board twice).
    page.dying = vec![1];
    page.solve();
    assert!(page.dying.is_empty(), "it died");
    let batch = page.state.batch.clone().unwrap();
    assert_eq!(batch.state, RunState::Finished);
    assert_eq!(batch.done, 9_000);
    assert_eq!(*page.output().unwrap(), one_core);
    let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
    assert_eq!(lines, (1..=9_000).collect::<Vec<_>>());
    // Dying again while it holds a share handed to it again (here the next share it is
    // given, before it starts the one again): the run fails, keeping the results of the
    // boards before the first share lost, whole shares, in order.
    page.dying = vec![1, 1];
    page.solve();
    let batch = page.state.batch.clone().unwrap();
    assert_eq!(batch.state, RunState::Failed(Failure::WorkerStopped));
    let of = batch.shares() as u32;
    let ends: Vec<usize> = (0..of)
        .map(|index| crate::ui::protocol::Share { index, of }.range(9_000).end)
        .collect();
    let kept = batch.results.len();
    assert!(
        kept < 9_000 && (kept == 0 || ends.contains(&kept)),
        "{kept}"
    );
    let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
    assert_eq!(lines, (1..=kept).collect::<Vec<_>>());
    assert_eq!(batch.not_solved(), Some((kept + 1, 9_000)));
    // The next Solve works.
    page.solve();
    assert_eq!(*page.output().unwrap(), one_core);
}
