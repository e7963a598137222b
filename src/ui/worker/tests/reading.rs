//! Readings kept and reused, and requests about an input the worker no longer holds.

use super::*;

#[test]
fn a_reading_is_reused_once_and_only_for_its_input_and_format() {
    let mut state = with_input(EXAMPLES[3].input, 1);
    let responses = state.parse(1, None);
    let Some(Response::Parsed {
        detected: Some(Format::Poj3074),
        format: Format::Poj3074,
        errors: None,
        ..
    }) = responses.last()
    else {
        panic!("{responses:?}");
    };
    let Response::Boards { digits, .. } = &responses[0] else {
        panic!("{responses:?}")
    };
    assert_eq!(digits.len(), 2 * 81);
    // Replace the text behind the reading's back: a run that reuses the reading still
    // sees the two boards read, one that reads again sees the new text's one board.
    let one = format!("{}\n", ".".repeat(81));
    state.input.1 = one.clone();
    let run = state
        .start_run(1, 1, Some(Format::Poj3074), 10, WHOLE)
        .ok()
        .unwrap();
    assert_eq!(run.boards.len(), 2, "the reading was reused");
    assert!(state.last_reading.is_none(), "and used up");
    let run = state
        .start_run(2, 1, Some(Format::Lines), 10, WHOLE)
        .expect("the input reads");
    assert_eq!(run.boards.len(), 1, "read again");
    // A reading in another format than the run's is not used.
    state.input.1 = EXAMPLES[3].input.to_string();
    state.parse(1, Some(Format::Poj3074));
    state.input.1 = one;
    let run = state
        .start_run(3, 1, Some(Format::Lines), 10, WHOLE)
        .expect("the input reads");
    assert_eq!(run.boards.len(), 1, "read again, as lines");
}

#[test]
fn a_reading_ahead_answers_nothing_and_serves_a_share_of_the_run() {
    let mut state = with_input(EXAMPLES[3].input, 1);
    let read = Request::Parse {
        serial: 1,
        format: None,
    }
    .read_ahead()
    .expect("a parse has its reading ahead");
    assert_eq!(answer_now(&mut state, read), Vec::new());
    // The text replaced behind the reading's back: the share is of the two boards read.
    state.input.1 = format!("{}\n", ".".repeat(81));
    let run = state
        .start_run(1, 1, Some(Format::Poj3074), 10, Share { index: 1, of: 2 })
        .ok()
        .unwrap();
    assert_eq!((run.total, run.first, run.boards.len()), (2, 1, 1));
    // The reading is kept for the run's other shares, which this worker may be given.
    let run = state
        .start_run(1, 1, Some(Format::Poj3074), 10, Share { index: 0, of: 2 })
        .ok()
        .unwrap();
    assert_eq!((run.total, run.first, run.boards.len()), (2, 0, 1));
    // A reading ahead of an older input keeps nothing (the reading of input 1 stays).
    state.read_ahead(0, None);
    assert_eq!(state.last_reading.as_ref().map(|r| r.serial), Some(1));
    // The run's end (a cancel heard after it) releases it; so does another input.
    assert_eq!(
        answer_now(&mut state, Request::Cancel { generation: 1 }),
        Vec::new()
    );
    assert!(state.last_reading.is_none());
    state.read_ahead(1, None);
    assert!(state.last_reading.is_some());
    state.take_piece(2, "x".into(), true);
    assert!(state.last_reading.is_none());
}

/// Why the run asked for did not start.
fn run_refused(state: &mut WorkerState, serial: u64, format: Option<Format>) -> Failure {
    match state.start_run(1, serial, format, 10, WHOLE) {
        Err(Response::Run {
            event: RunEvent::Failed { why },
            ..
        }) => why,
        Err(other) => panic!("{other:?}"),
        Ok(_) => panic!("the run must not start"),
    }
}

/// Why the output check asked for could not be made.
fn compare_refused(state: &mut WorkerState, serial: u64, format: Format) -> Failure {
    match state.compare(1, serial, format, "1") {
        Response::Compared {
            result: Err(why), ..
        } => why,
        other => panic!("the output must not be checked: {other:?}"),
    }
}

#[test]
fn solving_or_comparing_a_stale_input_says_so() {
    let mut state = with_input(EXAMPLES[3].input, 2);
    assert_eq!(run_refused(&mut state, 1, None), Failure::InputChanged);
    assert_eq!(
        compare_refused(&mut state, 1, Format::Poj3074),
        Failure::InputChanged
    );
    assert!(
        state.parse(1, None).is_empty(),
        "a stale reading is not answered"
    );
}

#[test]
fn bad_input_fails_the_run_with_located_errors() {
    let mut state = with_input("10300x509\n", 1);
    let Failure::Unreadable(errors) = run_refused(&mut state, 1, Some(Format::Boj2239)) else {
        panic!("the input does not read");
    };
    let first = &errors.first[0];
    assert_eq!((first.line, first.column), (1, 6), "{first}");
    assert_eq!(
        compare_refused(&mut state, 1, Format::Boj2239),
        Failure::InputHasErrors
    );
}
