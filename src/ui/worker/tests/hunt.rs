//! A hunt for a worst case in the worker: it tells the page how it goes no more than every
//! [`PROGRESS_MS`], ends on its Stop or its time with a last message, gives other requests
//! back to be answered between its slices, and ends when a newer hunt is asked for.

use super::*;

fn hunt(ms: u32) -> Box<dyn Sliced> {
    match WorkerState::default().handle(Request::Hunt { id: 4, seed: 2, ms }, || 0.0) {
        Handled::Sliced(hunt) => hunt,
        _ => panic!("a hunt"),
    }
}

fn is_over(response: &Response) -> Option<bool> {
    match response {
        Response::Hunted { id: 4, over, .. } => Some(*over),
        _ => None,
    }
}

#[test]
fn a_hunt_reports_at_its_pace_and_ends_on_its_stop_with_its_best() {
    let mut run = hunt(60_000);
    let clock = ticking();
    run.slice(&clock, 5.0);
    // The first report at once, the next not before PROGRESS_MS.
    let first = run.report(10.0).expect("a first report");
    assert_eq!(is_over(&first), Some(false));
    assert_eq!(run.report(10.0 + PROGRESS_MS - 1.0), None);
    assert!(run.report(10.0 + PROGRESS_MS).is_some());
    // Requests of other kinds are given back, and leave it going.
    let parse = Request::Parse {
        serial: 1,
        format: None,
    };
    assert_eq!(run.hear(parse.clone()), Some(parse));
    assert_eq!(run.hear(Request::StopHunt { id: 3 }), None);
    assert!(!run.is_over(), "another hunt's stop is not its own");
    // Slices until a candidate is measured (each report PROGRESS_MS after the last).
    let mut now = 10.0 + PROGRESS_MS;
    loop {
        run.slice(&clock, 5.0);
        now += PROGRESS_MS;
        match run.report(now) {
            Some(Response::Hunted { best: Some(_), .. }) => break,
            Some(Response::Hunted { over: false, .. }) => {}
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(run.hear(Request::StopHunt { id: 4 }), None);
    assert!(run.is_over());
    let Some(Response::Hunted {
        best: Some(best),
        over: true,
        tries,
        ..
    }) = run.report(now)
    else {
        panic!("a last report with its best");
    };
    assert!(tries >= 1);
    let grid = Grid::from_line(&best.puzzle).expect("a board");
    assert_eq!(crate::solver::count(&grid, Strategy::Dlx, 2), 1);
}

#[test]
fn a_hunt_ends_when_its_time_is_up_or_a_newer_one_is_asked_for() {
    let mut run = hunt(50);
    let clock = ticking();
    while !run.is_over() {
        run.slice(&clock, 5.0);
    }
    assert_eq!(run.report(0.0).as_ref().and_then(is_over), Some(true));
    let mut run = hunt(60_000);
    let newer = Request::Hunt {
        id: 5,
        seed: 1,
        ms: 10,
    };
    assert_eq!(run.hear(newer.clone()), Some(newer));
    assert!(run.is_over());
}
