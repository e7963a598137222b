use super::*;

fn puzzle() -> Grid {
    // Norvig's hard1: a search of thousands of steps with every strategy.
    ".....6....59.....82....8....45........3........6..3.54...325..6.................."
        .parse()
        .expect("a puzzle line")
}

/// A clock that moves half a millisecond each time it is read: a frame's budget is then
/// a fixed amount of work, whatever the machine.
fn fake_clock() -> f64 {
    thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
    NOW.with(|t| {
        t.set(t.get() + 0.5);
        t.get()
    })
}

/// One frame at `now`, as the reducer takes it.
fn frame(state: &mut PlayerState, now: f64) {
    let frame = PlayerAction::Frame { now, idle_ms: None };
    assert!(state.apply(frame, fake_clock));
}

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
    let last = 100.0 + super::super::jump::PATIENCE_MS - 1.0;
    assert!(!waits(state, last), "a wait changes nothing");
}

fn position(state: &PlayerState) -> u64 {
    state.snapshot().position
}

#[test]
fn playing_moves_at_the_chosen_speed() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    assert_eq!(SPEEDS[3], Some(10.0));
    state.apply(PlayerAction::PlayPause, fake_clock);
    assert!(state.playing);
    // The first frame takes one step; then 10 steps/s: 250 ms is 2.5 steps.
    frame(&mut state, 1000.0);
    assert_eq!(position(&state), 1);
    frame(&mut state, 1250.0);
    assert_eq!(position(&state), 3);
    frame(&mut state, 1500.0);
    assert_eq!(position(&state), 6, "the half step owed is carried over");
    assert_eq!(state.elapsed_ms, 500.0);
}

#[test]
fn a_seek_is_reached_over_frames_and_then_forgotten() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::Seek(1000), fake_clock);
    assert!(state.wants_frames(false));
    let mut frames = 0;
    while state.target.is_some() {
        frame(&mut state, frames as f64 * 16.0);
        frames += 1;
        assert!(frames < 10_000, "the seek never ends");
    }
    assert_eq!(position(&state), 1000);
    state.apply(PlayerAction::Step { forward: false }, fake_clock);
    assert_eq!(position(&state), 999);
}

#[test]
fn the_snapshot_shows_a_seek_going_within_the_search() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::Seek(500), fake_clock);
    assert_eq!(
        state.snapshot().seeking,
        Some(500),
        "before the board gets there"
    );
    // To end before the end is known: never past what is known (u64::MAX put the
    // timeline's thumb at 1.8e19).
    state.apply(PlayerAction::ToEnd, fake_clock);
    let mut frames = 0;
    while let Some(seeking) = state.snapshot().seeking {
        let s = state.snapshot();
        assert!(
            seeking <= s.end.unwrap_or(s.explored.max(s.position)),
            "{seeking}"
        );
        frame(&mut state, frames as f64 * 16.0);
        frames += 1;
        assert!(frames < 10_000, "the seek never ends");
    }
    let end = state.snapshot().end.expect("the end reached");
    assert_eq!(position(&state), end);
    // Once the end is known, a seek past it goes to it.
    state.apply(PlayerAction::Seek(0), fake_clock);
    assert_eq!(state.snapshot().seeking, Some(0));
    for target in [end + 1000, u64::MAX] {
        state.apply(PlayerAction::Seek(target), fake_clock);
        assert_eq!(state.snapshot().seeking, Some(end));
    }
    state.apply(PlayerAction::ToEnd, fake_clock);
    assert_eq!(state.snapshot().seeking, Some(end));
}

#[test]
fn a_new_strategy_starts_a_new_search_of_the_same_puzzle() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::Seek(10), fake_clock);
    assert!(state.apply(PlayerAction::Strategy(Strategy::Fastest), fake_clock));
    assert_eq!(
        (state.run, state.strategy, state.target),
        (2, Strategy::Fastest, None)
    );
    let snapshot = state.snapshot();
    assert_eq!((snapshot.position, snapshot.grid), (0, puzzle()));
}

#[test]
fn a_frame_after_a_restart_works_on_the_new_search() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::Seek(2000), fake_clock);
    frame(&mut state, 0.0);
    let mut newer = state.restarted(&puzzle());
    newer.apply(PlayerAction::Seek(10), fake_clock);
    frame(&mut newer, 16.0);
    assert_eq!((position(&newer), newer.target), (10, None));
    assert_eq!(newer.run, 2);
}

#[test]
fn playing_stops_at_the_end() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Fastest, 1, SPEEDS.len() - 1);
    state.apply(PlayerAction::PlayPause, fake_clock);
    let mut now = 0.0;
    while state.playing {
        frame(&mut state, now);
        now += 16.0;
        assert!(now < 1e7, "never reached the end");
    }
    let snapshot = state.snapshot();
    assert_eq!(snapshot.end, Some(snapshot.position));
    // At the end, Play does not start again.
    state.apply(PlayerAction::PlayPause, fake_clock);
    assert!(!state.playing);
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
    use super::super::jump::AHEAD;
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
    use super::super::jump::{AHEAD, WINDOW};
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
    frame(&mut state, 100.0 + super::super::jump::PATIENCE_MS);
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

/// Frames until the player has no more work to do for the user.
fn frames_until_idle(state: &mut PlayerState) {
    let mut now = 0.0;
    while state.playing || state.run_to.is_some() {
        frame(state, now);
        now += 16.0;
        assert!(now < 1e7, "the work never ends");
    }
}

#[test]
fn playing_stops_at_a_breakpoint() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, SPEEDS.len() - 1);
    state.apply(PlayerAction::Breakpoint(Role::Fail), fake_clock);
    state.apply(PlayerAction::PlayPause, fake_clock);
    frames_until_idle(&mut state);
    let snapshot = state.snapshot();
    let explanation = snapshot.explanation.expect("a step");
    assert!(explanation.ran.contains(Role::Fail), "{explanation:?}");
    assert_ne!(
        snapshot.end,
        Some(snapshot.position),
        "stopped before the end"
    );
    // Cleared, playing runs past it.
    state.apply(PlayerAction::Breakpoint(Role::Fail), fake_clock);
    assert!(state.breakpoints.is_empty());
}

#[test]
fn next_backtrack_runs_to_the_first_take_back() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::NextBacktrack, fake_clock);
    frames_until_idle(&mut state);
    let mut plain = crate::solver::Search::new(&puzzle(), Strategy::Classic).unwrap();
    let mut steps = 1;
    while !matches!(plain.step(), Step::Backtrack { .. }) {
        steps += 1;
    }
    let snapshot = state.snapshot();
    assert_eq!(snapshot.position, steps);
    assert!(matches!(snapshot.last, Some(Step::Backtrack { .. })));
}

#[test]
fn next_solution_searches_on_up_to_the_cap() {
    // Norvig's hard1 has many solutions.
    let mut state = PlayerState::new(&puzzle(), Strategy::Lexicographic, 1, 3);
    let mut found = Vec::new();
    for _ in 0..3 {
        state.apply(PlayerAction::NextSolution { cap: 2 }, fake_clock);
        frames_until_idle(&mut state);
        let snapshot = state.snapshot();
        found.push((snapshot.counters.solutions, snapshot.grid));
    }
    assert_eq!(found[0].0, 1);
    assert_eq!(found[1].0, 2);
    assert_ne!(found[0].1, found[1].1);
    assert_eq!(found[2], found[1], "the cap of 2 is reached: no third");
    for (_, grid) in &found {
        assert!(grid.is_full() && grid.conflicts().is_empty());
    }
}

#[test]
fn the_heatmap_counts_every_try() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::Seek(5000), fake_clock);
    frames_until_idle(&mut state);
    while state.target.is_some() {
        frame(&mut state, 0.0);
    }
    assert!(state.snapshot().tries.is_none(), "off by default");
    state.apply(PlayerAction::Heatmap, fake_clock);
    let snapshot = state.snapshot();
    let tries = snapshot.tries.expect("on");
    assert_eq!(tries.iter().sum::<u64>(), snapshot.counters.placements);
    for cell in Cell::all() {
        if puzzle().get(cell).is_some() {
            assert_eq!(tries[cell.index()], 0, "a given is never tried");
        }
    }
    // It stays on for the next puzzle.
    assert!(state.restarted(&puzzle()).heatmap);
}

#[test]
fn clashing_givens_have_no_search_and_say_why() {
    let mut grid = Grid::empty();
    let five = Digit::new(5);
    grid.set(Cell::at(0, 0).unwrap(), five);
    grid.set(Cell::at(0, 8).unwrap(), five);
    let state = PlayerState::new(&grid, Strategy::Classic, 1, 3);
    let frame = PlayerAction::Frame {
        now: 0.0,
        idle_ms: None,
    };
    assert!(!state.clone().apply(frame, fake_clock), "no work");
    assert!(!state.wants_frames(true));
    let error = state.snapshot().error.expect("a reason");
    let cells = (error.first.to_string(), error.second.to_string());
    assert_eq!(cells, ("r1c1".into(), "r1c9".into()));
}
