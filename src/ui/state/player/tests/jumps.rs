//! Far jumps: the parts shared among the workers, spliced in order, given up when a worker is
//! silent or a piece does not splice.

use super::*;

/// A frame at `now` while the workers explore a jump: whether it changed the state.
fn waits(state: &mut PlayerState, now: f64) -> bool {
    assert!(state.waits_for_workers(now));
    let frame = PlayerAction::Frame { now, idle_ms: None };
    state.apply(frame, fake_clock)
}

/// Frames from 100 ms while the workers explore a jump: the first starts the patience (a
/// change), the last just within it changes nothing.
fn wait_within_patience(state: &mut PlayerState) {
    assert!(waits(state, 100.0), "the first wait starts the patience");
    let last = 100.0 + crate::ui::state::jump::PATIENCE_MS - 1.0;
    assert!(!waits(state, last), "a wait changes nothing");
}

fn adversary() -> Grid {
    crate::ui::test_puzzles::adversary_line()
        .parse()
        .expect("a puzzle line")
}

/// The pieces a worker hands over for `request`, as the worker computes them.
fn worker_answers(request: &Request) -> Vec<(u64, Piece)> {
    let mut worker = crate::ui::worker::WorkerState::default();
    crate::ui::worker::tests::answer_now(&mut worker, request.clone())
        .into_iter()
        .map(|response| {
            let what = format!("{response:?}");
            Piece::of(response).unwrap_or_else(|| panic!("not a piece: {what}"))
        })
        .collect()
}

#[test]
fn a_far_seek_is_shared_among_the_workers_and_spliced_in_order() {
    use crate::ui::state::jump::AHEAD;
    use std::collections::VecDeque;
    let index_of = |request: &Request| match request {
        Request::ExplorePart { run: 7, index, .. } => *index as usize,
        other => panic!("not a part of run 7: {other:?}"),
    };
    let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
    // Near: the page seeks itself.
    state.apply(PlayerAction::Seek(JUMP_MIN_STEPS - 1), fake_clock);
    assert!(state.jump_requests(2, false).is_empty());
    // Far, but the workers are busy with a run: the page seeks itself.
    state.apply(PlayerAction::Seek(30_000_000), fake_clock);
    assert!(state.jump_requests(2, true).is_empty());
    // The first parts, in turn.
    let asked = state.jump_requests(2, false);
    assert_eq!(asked.len(), 2 * AHEAD);
    for (i, (worker, request)) in asked.iter().enumerate() {
        assert_eq!((*worker, index_of(request)), (i % 2, i), "in turn");
    }
    assert!(
        state.jump_requests(2, false).is_empty(),
        "one plan per jump"
    );
    assert!(
        state.handed_parts().is_empty(),
        "nothing more until a part is done"
    );
    // Meanwhile frames wait (the workers have the thread's share of the machine).
    wait_within_patience(&mut state);
    assert_eq!(state.snapshot().explored, 0);
    let mut queues: [VecDeque<Request>; 2] = [VecDeque::new(), VecDeque::new()];
    for (worker, request) in asked {
        queues[worker].push_back(request);
    }
    let mut next = 2 * AHEAD;
    let mut done = [0; 2];
    let mut now = 200.0;
    // Each part a worker finishes brings it the next part not handed out, at once.
    let mut finish =
        |state: &mut PlayerState, queues: &mut [VecDeque<Request>; 2], worker: usize| {
            let request = queues[worker].pop_front().expect("a part to explore");
            for (run, piece) in worker_answers(&request) {
                state.part_heard(worker, run, piece, now);
                now += 1.0;
            }
            done[worker] += 1;
            let handed = state.handed_parts();
            if state.jumping().is_some() {
                assert_eq!(handed.len(), 1, "one part for one done");
                let (to, request) = handed.into_iter().next().unwrap();
                assert_eq!((to, index_of(&request)), (worker, next));
                next += 1;
                queues[worker].push_back(request);
            }
        };
    // Worker 1's first parts come first: they wait for worker 0's, which come before them.
    for _ in 0..5 {
        finish(&mut state, &mut queues, 1);
        assert_eq!(state.snapshot().explored, 0, "parts wait for part 0");
    }
    // Then worker 0 goes three times as fast as worker 1, and takes more parts.
    for round in 0.. {
        if state.jumping().is_none() {
            break;
        }
        let worker = usize::from(round % 4 == 3);
        finish(&mut state, &mut queues, worker);
    }
    assert!(done[0] > 2 * done[1], "{done:?} parts done");
    assert_eq!(state.jumping(), None, "the target is explored");
    assert!(
        state.take_stop_workers(),
        "the workers stop: parts are still out"
    );
    assert!(state.snapshot().explored >= 30_000_000);
    // The seek now replays at most one checkpoint's interval.
    frame(&mut state, now);
    assert_eq!(position(&state), 30_000_000);
    assert_eq!(state.target, None);
    let mut plain = Player::new(&adversary(), Strategy::Classic).unwrap();
    plain.seek_now(30_000_000);
    assert_eq!(state.snapshot().grid, plain.search().grid());
    assert_eq!(state.snapshot().counters, plain.search().counters());
    // Stepping back works from the spliced checkpoints.
    state.apply(PlayerAction::Step { forward: false }, fake_clock);
    assert_eq!(position(&state), 29_999_999);
}

/// A part that does not come (its worker was stopped) holds the splicing: the other
/// workers are handed parts only up to a window past it, not the rest of the search, and
/// once it comes the hand-out goes on.
#[test]
fn a_missing_part_stops_the_hand_out_a_window_past_it() {
    use crate::ui::state::jump::{AHEAD, WINDOW};
    use std::collections::VecDeque;
    let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
    state.apply(PlayerAction::Seek(150_000_000), fake_clock);
    let asked = state.jump_requests(2, false);
    let (zero, one): (Vec<_>, Vec<_>) = asked.into_iter().partition(|(w, _)| *w == 0);
    let mut queue: VecDeque<Request> = one.into_iter().map(|(_, r)| r).collect();
    let mut handed = 2 * AHEAD;
    let mut now = 200.0;
    while let Some(request) = queue.pop_front() {
        for (run, piece) in worker_answers(&request) {
            state.part_heard(1, run, piece, now);
            now += 1.0;
        }
        for (worker, request) in state.handed_parts() {
            assert_eq!(worker, 1, "worker 0 has all its parts still");
            handed += 1;
            queue.push_back(request);
        }
    }
    assert_eq!(state.snapshot().explored, 0, "part 0 holds the splicing");
    assert_eq!(handed, 2 * WINDOW, "parts handed out");
    assert!(state.jumping().is_some());
    // Part 0 comes: parts 0 and 1 are spliced, and both workers get one more.
    for (run, piece) in worker_answers(&zero[0].1) {
        state.part_heard(0, run, piece, now);
        now += 1.0;
    }
    assert!(state.snapshot().explored > 0);
    let more: Vec<usize> = state.handed_parts().iter().map(|(w, _)| *w).collect();
    assert_eq!(more, vec![0, 1]);
}

/// Pieces of an earlier jump of the same run, late, are not this jump's.
#[test]
fn late_pieces_of_an_earlier_jump_are_ignored() {
    let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
    state.apply(PlayerAction::Seek(5_000_000), fake_clock);
    let first = state.jump_requests(2, false);
    state.stop_jumping();
    state.apply(PlayerAction::Seek(6_000_000), fake_clock);
    let second = state.jump_requests(2, false);
    assert!(!second.is_empty(), "a new jump");
    for (run, piece) in worker_answers(&first[0].1) {
        assert_eq!(state.part_heard(0, run, piece, 300.0), None);
    }
    assert_eq!(state.snapshot().explored, 0);
    assert!(state.jumping().is_some(), "not given up");
    for (run, piece) in worker_answers(&second[0].1) {
        state.part_heard(0, run, piece, 300.0);
    }
    assert!(state.snapshot().explored > 0);
}

#[test]
fn silent_workers_leave_the_seek_to_the_page_and_bad_pieces_give_the_jump_up() {
    let mut state = PlayerState::new(&adversary(), Strategy::Classic, 7, 3);
    state.apply(PlayerAction::Seek(5_000_000), fake_clock);
    let first = state.jump_requests(1, false);
    wait_within_patience(&mut state);
    assert_eq!(state.snapshot().explored, 0);
    // Past the patience, the page goes on alone: each frame seeks (exploring on the way).
    frame(&mut state, 100.0 + crate::ui::state::jump::PATIENCE_MS);
    assert!(state.snapshot().explored > 0);
    assert_eq!(state.jumping(), None);
    assert!(state.take_stop_workers(), "the workers are to stop");
    assert!(!state.take_stop_workers(), "said once");
    // Pieces of another run, or of a jump given up, change nothing.
    let explored = state.snapshot().explored;
    for (run, piece) in worker_answers(&first[0].1) {
        assert_eq!(state.part_heard(0, run + 1, piece.clone(), 0.0), None);
        assert_eq!(state.part_heard(0, run, piece, 0.0), None);
    }
    assert_eq!(state.snapshot().explored, explored);
    // Bytes that are not this search give the jump up at once.
    let mut other = PlayerState::new(&puzzle(), Strategy::Classic, 7, 3);
    other.apply(PlayerAction::Seek(5_000_000), fake_clock);
    assert!(!other.jump_requests(1, false).is_empty());
    let (run, piece) = worker_answers(&first[0].1).remove(0);
    assert_eq!(
        other.part_heard(0, run, piece, 0.0),
        Some(true),
        "given up: shown"
    );
    assert_eq!(other.jumping(), None);
    assert!(other.take_stop_workers());
    assert_eq!(other.snapshot().explored, 0);
}

#[test]
fn only_classic_searches_jump() {
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let mut state = PlayerState::new(&adversary(), strategy, 1, 3);
        state.apply(PlayerAction::Seek(50_000_000), fake_clock);
        assert!(state.jump_requests(2, false).is_empty(), "{strategy}");
    }
    // Without workers there is no one to jump with.
    let mut state = PlayerState::new(&adversary(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::Seek(50_000_000), fake_clock);
    assert!(state.jump_requests(0, false).is_empty());
}
