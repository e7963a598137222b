//! The run's tests: shares, results in order, the output, cancels and failures.

use super::*;
use crate::grid::{Cell, Digit, Grid};

fn result(verdict: Verdict) -> BoardResult {
    BoardResult {
        line: 1,
        verdict,
        first: None,
        second: None,
        steps: 3,
    }
}

#[test]
fn results_stream_in_and_the_rate_follows_the_clock() {
    let mut batch = Batch::new(7, Format::Lines, 1000, hand_out_for(1), 1000.0);
    let started = RunEvent::Started { total: 4 };
    assert_eq!(batch.hear(0, 7, 0, started, 1000.0), Ok(None));
    let progress = RunEvent::Progress {
        results: vec![result(Verdict::Unique), result(Verdict::NoSolution)],
    };
    assert_eq!(batch.hear(0, 7, 0, progress, 1500.0), Ok(None));
    assert_eq!((batch.done, batch.total), (2, Some(4)));
    // Two boards in the 500 ms since the run was sent.
    assert_eq!(batch.rate(), 4.0);
    let finished = RunEvent::Finished {
        output: Ok(()),
        solving_ms: 1.0,
    };
    assert_eq!(batch.hear(0, 7, 0, finished, 1600.0), Ok(None));
    assert_eq!(batch.tally(), [1, 0, 1, 0]);
}

/// A result told apart by its line.
fn on_line(line: usize) -> BoardResult {
    BoardResult {
        line,
        ..result(Verdict::Unique)
    }
}

/// A run in `shares` shares, one for each of as many workers.
fn one_share_each(shares: usize) -> HandOut {
    HandOut::new(shares, shares, 1)
}

fn finished(output: Result<(), Failure>, solving_ms: f64) -> RunEvent {
    RunEvent::Finished { output, solving_ms }
}

#[test]
fn shares_heard_in_any_order_give_results_and_output_in_board_order() {
    let mut batch = Batch::new(3, Format::Lines, 1000, one_share_each(3), 0.0);
    // One worker per share, each the share's own number.
    let mut hear = |share, event| batch.hear(share as usize, 3, share, event, 5.0);
    let progress = |lines: &[usize]| RunEvent::Progress {
        results: lines.iter().map(|&l| on_line(l)).collect(),
    };
    let output = |text: &str| RunEvent::Output { text: text.into() };
    // Share 2 first, then 0, then 1; each in its own pieces.
    hear(2, RunEvent::Started { total: 5 }).unwrap();
    hear(2, progress(&[5])).unwrap();
    hear(0, progress(&[1])).unwrap();
    hear(2, output("e\n")).unwrap();
    hear(2, finished(Ok(()), 4.0)).unwrap();
    hear(0, progress(&[2])).unwrap();
    hear(0, output("a\nb\n")).unwrap();
    hear(1, progress(&[3, 4])).unwrap();
    hear(0, finished(Ok(()), 9.0)).unwrap();
    hear(1, output("c\n")).unwrap();
    hear(1, output("d\n")).unwrap();
    assert_eq!(batch.state, RunState::Running, "share 1 is not finished");
    assert_eq!(batch.done, 5);
    assert_eq!(batch.hear(1, 3, 1, finished(Ok(()), 2.0), 5.0), Ok(None));
    assert_eq!(batch.state, RunState::Finished);
    let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 2, 3, 4, 5]);
    let text = batch
        .output
        .as_ref()
        .map(|o| o.as_ref().map(Pieces::joined));
    assert_eq!(text, Some(Ok("a\nb\nc\nd\ne\n".to_owned())));
    assert_eq!(batch.solving_ms, 9.0, "the longest worker's");
}

#[test]
fn boards_without_answer_in_several_shares_are_listed_together() {
    use crate::judge::{Unsolvable, Unsolved};
    let unsolved = |board| Unsolved {
        board,
        line: board,
        reason: Unsolvable::NoSolution,
    };
    let mut batch = Batch::new(1, Format::Lines, 1000, one_share_each(2), 0.0);
    let many = Failure::Unsolved {
        first: (60..60 + Failure::LISTED).map(unsolved).collect(),
        total: 70,
    };
    let few = Failure::Unsolved {
        first: vec![unsolved(2)],
        total: 1,
    };
    batch.hear(1, 1, 1, finished(Err(many), 1.0), 1.0).unwrap();
    batch.hear(0, 1, 0, finished(Err(few), 1.0), 1.0).unwrap();
    let Some(Err(Failure::Unsolved { first, total })) = &batch.output else {
        panic!("{:?}", batch.output);
    };
    assert_eq!(*total, 71);
    assert_eq!(first.len(), Failure::LISTED);
    assert_eq!((first[0].board, first[1].board), (2, 60), "in board order");
}

#[test]
fn a_cancelled_run_lists_its_first_boards_as_far_as_they_go_without_a_gap() {
    let mut batch = Batch::new(2, Format::Lines, 1000, one_share_each(3), 0.0);
    let progress = |lines: &[usize]| RunEvent::Progress {
        results: lines.iter().map(|&l| on_line(l)).collect(),
    };
    // Nine boards in three shares of three: the first share done, the second part way,
    // the third part way.
    batch
        .hear(0, 2, 0, RunEvent::Started { total: 9 }, 1.0)
        .unwrap();
    batch.hear(0, 2, 0, progress(&[1, 2, 3]), 1.0).unwrap();
    batch.hear(1, 2, 1, progress(&[4]), 1.0).unwrap();
    batch.hear(2, 2, 2, progress(&[7, 8]), 1.0).unwrap();
    assert!(batch.apply(BatchAction::Cancel));
    let lines: Vec<usize> = batch.results.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 2, 3, 4]);
    assert_eq!(batch.done, 6, "the progress counts every board solved");
}

#[test]
fn one_failing_share_fails_the_run_and_the_others_are_not_heard() {
    let mut batch = Batch::new(1, Format::Lines, 1000, one_share_each(2), 0.0);
    let failed = RunEvent::Failed {
        why: Failure::InputChanged,
    };
    batch.hear(1, 1, 1, failed, 1.0).unwrap();
    assert_eq!(batch.state, RunState::Failed(Failure::InputChanged));
    assert_eq!(
        batch.hear(0, 1, 0, finished(Ok(()), 1.0), 2.0),
        Err(Ignored)
    );
}

#[test]
fn a_run_is_shared_only_by_as_many_workers_as_are_worth_it() {
    assert_eq!(workers_for(1, Kind::Nine, 8), 1);
    assert_eq!(workers_for(7999, Kind::Nine, 8), 1);
    assert_eq!(workers_for(8000, Kind::Nine, 8), 2);
    assert_eq!(workers_for(49_158, Kind::Nine, 2), 2);
    assert_eq!(workers_for(49_158, Kind::Nine, 8), 8);
    assert_eq!(workers_for(200, Kind::Sixteen, 8), 3);
    assert_eq!(workers_for(5, Kind::Nine, 0), 1);
    // One worker solves the run whole; several share it in eight shares each.
    let shares = |workers| hand_out_for(workers).items();
    assert_eq!((shares(1), shares(2), shares(8)), (1, 16, 64));
}

/// Each worker starts with two shares, in turn, and is given the next one each time it
/// finishes one, until none is left or the run is over: here worker 1 solves a share in
/// 1 ms and worker 0 in 3 ms, and the order they finish in is written out by hand.
#[test]
fn shares_are_handed_out_as_workers_finish_them() {
    let share = |index| Share { index, of: 16 };
    let mut batch = Batch::new(1, Format::Lines, 1000, hand_out_for(2), 0.0);
    assert!(batch.involves(1) && !batch.involves(2));
    assert_eq!(
        batch.first_shares(),
        [(0, share(0)), (1, share(1)), (0, share(2)), (1, share(3))]
    );
    let finishes: [(usize, u32, Option<u32>); 16] = [
        (1, 1, Some(4)),
        (1, 3, Some(5)),
        (0, 0, Some(6)),
        (1, 4, Some(7)),
        (1, 5, Some(8)),
        (1, 7, Some(9)),
        (0, 2, Some(10)),
        (1, 8, Some(11)),
        (1, 9, Some(12)),
        (1, 11, Some(13)),
        (0, 6, Some(14)),
        (1, 12, Some(15)),
        (1, 13, None),
        (0, 10, None),
        (1, 15, None),
        (0, 14, None),
    ];
    for (worker, index, next) in finishes {
        let ms = if worker == 0 { 3.0 } else { 1.0 };
        batch
            .hear(worker, 1, index, finished(Ok(()), ms), 9.0)
            .unwrap();
        let expected: Vec<_> = next.map(|next| (worker, share(next))).into_iter().collect();
        assert_eq!(batch.more_shares(worker), expected, "after share {index}");
    }
    assert_eq!(batch.state, RunState::Finished);
    assert_eq!(batch.solving_ms, 15.0, "worker 0: five shares of 3 ms");
    let mut cancelled = Batch::new(2, Format::Lines, 1000, hand_out_for(2), 0.0);
    cancelled.first_shares();
    cancelled.hear(0, 2, 0, finished(Ok(()), 1.0), 1.0).unwrap();
    cancelled.apply(BatchAction::Cancel);
    assert_eq!(cancelled.more_shares(0), [], "not once the run is over");
}

#[test]
fn messages_of_another_run_or_after_cancel_are_ignored() {
    let mut batch = Batch::new(7, Format::Lines, 1000, hand_out_for(1), 0.0);
    let progress = || RunEvent::Progress {
        results: vec![result(Verdict::Unique)],
    };
    assert_eq!(batch.hear(0, 6, 0, progress(), 1.0), Err(Ignored));
    assert_eq!(
        batch.hear(1, 7, 1, progress(), 1.0),
        Err(Ignored),
        "no share 1"
    );
    assert_eq!(batch.done, 0);
    assert!(batch.apply(BatchAction::Cancel));
    assert_eq!(batch.hear(0, 7, 0, progress(), 2.0), Err(Ignored));
    assert_eq!((batch.done, &batch.state), (0, &RunState::Cancelled));
    assert!(!batch.apply(BatchAction::Cancel), "cancelled already");
}

#[test]
fn filters_pick_verdicts() {
    assert!(Filter::Several.keeps(&Verdict::Several {
        count: 3,
        capped: false
    }));
    assert!(!Filter::Unique.keeps(&Verdict::NoSolution));
    assert!(!Filter::Invalid.keeps(&Verdict::Unique));
    let mut grid = Grid::empty();
    grid.set(Cell::at(0, 0).unwrap(), Digit::new(5));
    grid.set(Cell::at(0, 8).unwrap(), Digit::new(5));
    assert!(Filter::Invalid.keeps(&Verdict::Conflict(grid.conflicts()[0])));
    assert!(Filter::All.keeps(&Verdict::NoSolution));
}
