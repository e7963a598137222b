//! The player's tests: playing, seeking, strategies, breakpoints, the heatmap; far jumps in
//! [`jumps`].

mod jumps;
mod lines;
mod predict;
mod take_backs;

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
fn a_seek_and_a_run_to_an_event_count_their_time_as_play_does() {
    let adversary: Grid = crate::ui::test_puzzles::adversary_line()
        .parse()
        .expect("the adversary");
    let mut state = PlayerState::new(&adversary, Strategy::Classic, 1, 3);
    // Far enough that the seek takes several frames of its budget, 16 ms apart.
    state.apply(PlayerAction::Seek(2_000_000), fake_clock);
    let mut frames = 0;
    while state.target.is_some() {
        frame(&mut state, 1000.0 + f64::from(frames) * 16.0);
        frames += 1;
        assert!(frames < 10_000, "the seek never ends");
    }
    assert!(frames > 2, "{frames} frames");
    // From the first frame of the seek to its last (the first counts from itself).
    assert_eq!(state.elapsed_ms, f64::from(frames - 1) * 16.0);
    // Paused, the page explores ahead: no time of the search's.
    let before = state.elapsed_ms;
    state.apply(
        PlayerAction::Frame {
            now: 9000.0,
            idle_ms: None,
        },
        fake_clock,
    );
    state.apply(
        PlayerAction::Frame {
            now: 9016.0,
            idle_ms: None,
        },
        fake_clock,
    );
    assert_eq!(state.elapsed_ms, before);
    // A seek whose frames come 400 ms apart (the page waits for the workers' jump, looking
    // now and then): the whole wait counts.
    let before = state.elapsed_ms;
    state.apply(PlayerAction::Seek(4_000_000), fake_clock);
    let mut now = 10_000.0;
    let mut frames = 0;
    while state.target.is_some() {
        frame(&mut state, now);
        now += 400.0;
        frames += 1;
        assert!(frames < 10_000, "the seek never ends");
    }
    assert!(frames > 1, "{frames} frames");
    assert_eq!(state.elapsed_ms, before + f64::from(frames - 1) * 400.0);
    let before = state.elapsed_ms;
    // A run to the next backtrack, long after: counts its own frames, not the pause before.
    state.apply(PlayerAction::NextBacktrack, fake_clock);
    frame(&mut state, 20_000.0);
    assert_eq!(
        state.elapsed_ms, before,
        "the first frame of a stretch counts from itself"
    );
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

/// A player of the puzzle run to an event by `action`, over as many frames as it takes.
fn run_to(action: PlayerAction) -> PlayerState {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(action, fake_clock);
    frames_until_idle(&mut state);
    state
}

/// The plain search of the puzzle, stepped one step at a time to its first step that `is`
/// one: how many steps that took, and the search there.
fn plain_to_first(is: fn(Step) -> bool) -> (u64, crate::solver::Search) {
    let mut plain = crate::solver::Search::new(&puzzle(), Strategy::Classic).unwrap();
    let mut steps = 1;
    while !is(plain.step()) {
        steps += 1;
    }
    (steps, plain)
}

#[test]
fn next_dead_end_stops_where_no_digit_fits_the_step_before_its_take_back() {
    let mut state = run_to(PlayerAction::NextDeadEnd);
    let (steps, mut plain) = plain_to_first(|s| matches!(s, Step::DeadEnd { .. }));
    let dead_end = state.snapshot();
    assert_eq!(dead_end.position, steps);
    assert!(matches!(dead_end.last, Some(Step::DeadEnd { .. })));
    assert!(
        matches!(plain.step(), Step::Backtrack { .. }),
        "a take-back follows it"
    );
    // Next backtrack from there: that take-back, one step on.
    state.apply(PlayerAction::NextBacktrack, fake_clock);
    frames_until_idle(&mut state);
    assert_eq!(state.snapshot().position, steps + 1);
    assert!(matches!(
        state.snapshot().last,
        Some(Step::Backtrack { .. })
    ));
    // Again: the next dead end, further on.
    state.apply(PlayerAction::NextDeadEnd, fake_clock);
    frames_until_idle(&mut state);
    assert!(state.snapshot().position > steps + 1);
    assert!(matches!(state.snapshot().last, Some(Step::DeadEnd { .. })));
}

#[test]
fn next_backtrack_runs_to_the_first_take_back() {
    let state = run_to(PlayerAction::NextBacktrack);
    let (steps, _) = plain_to_first(|s| matches!(s, Step::Backtrack { .. }));
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
