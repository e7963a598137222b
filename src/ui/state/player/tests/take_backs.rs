//! Stepping by take-back: Step forward runs to the next take-back (over frames, as Next
//! backtrack does), Step back goes to the one before the step shown, or to the start; the
//! positions are the plain search's own, stepped one at a time.

use super::*;

/// The positions of the plain search's first take-backs (the step itself counted).
fn take_backs(strategy: Strategy, n: usize) -> Vec<u64> {
    let mut plain = crate::solver::Search::watched(&puzzle(), strategy).unwrap();
    let mut found = Vec::new();
    let mut at = 0;
    while found.len() < n {
        at += 1;
        match plain.step() {
            Step::Backtrack { .. } => found.push(at),
            Step::Exhausted => break,
            _ => {}
        }
    }
    found
}

fn step(state: &mut PlayerState, forward: bool) -> u64 {
    state.apply(PlayerAction::Step { forward }, fake_clock);
    frames_until_idle(state);
    let snapshot = state.snapshot();
    if snapshot.position > 0 {
        assert!(
            matches!(snapshot.last, Some(Step::Backtrack { .. })),
            "{:?}",
            snapshot.last
        );
    }
    snapshot.position
}

#[test]
fn steps_go_from_take_back_to_take_back_both_ways() {
    for strategy in [Strategy::Classic, Strategy::Lexicographic] {
        let expected = take_backs(strategy, 6);
        assert!(expected.len() >= 4, "{strategy}: {expected:?}");
        let mut state = PlayerState::new(&puzzle(), strategy, 1, 3);
        state.apply(PlayerAction::StepBy(StepBy::TakeBack), fake_clock);
        let forward: Vec<u64> = (0..expected.len())
            .map(|_| step(&mut state, true))
            .collect();
        assert_eq!(forward, expected, "{strategy}");
        let mut back: Vec<u64> = (1..expected.len())
            .map(|_| step(&mut state, false))
            .collect();
        back.reverse();
        assert_eq!(back, expected[..expected.len() - 1], "{strategy}");
        // Before the first, back goes to the start.
        assert_eq!(step(&mut state, false), 0);
        // From a step between two take-backs, back to the one before it.
        state.apply(PlayerAction::Seek(expected[2] + 1), fake_clock);
        while state.target.is_some() {
            frame(&mut state, 0.0);
        }
        assert_eq!(step(&mut state, false), expected[2], "{strategy}");
    }
}

#[test]
fn by_try_again_a_step_is_a_try_and_predict_turns_take_backs_off() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::TakeBack), fake_clock);
    let first = step(&mut state, true);
    state.apply(PlayerAction::StepBy(StepBy::Try), fake_clock);
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    assert_eq!(position(&state), first + 1);
    state.apply(PlayerAction::Step { forward: false }, fake_clock);
    assert_eq!(position(&state), first);
    state.apply(PlayerAction::StepBy(StepBy::TakeBack), fake_clock);
    state.apply(PlayerAction::Predict(PredictAction::On(true)), fake_clock);
    assert_eq!(state.step_by, StepBy::Try);
}

#[test]
fn a_new_strategy_keeps_take_backs_and_line_mode_but_for_dlx() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::TakeBack), fake_clock);
    state.apply(PlayerAction::Strategy(Strategy::Fastest), fake_clock);
    assert_eq!(state.step_by, StepBy::TakeBack);
    state.apply(PlayerAction::Strategy(Strategy::Classic), fake_clock);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    // The propagating program is stepped line by line too.
    state.apply(PlayerAction::Strategy(Strategy::Lexicographic), fake_clock);
    assert_eq!(state.step_by, StepBy::Line);
    // DLX's pseudocode is followed a try at a time: its link says so too.
    state.apply(PlayerAction::Strategy(Strategy::Dlx), fake_clock);
    assert_eq!(state.step_by, StepBy::Try);
}
