//! Predict in the player: a step waits for its answer, the answer is judged and counted, and
//! then the step is shown; asking after take-backs, play stops at one and asks.

use super::*;
use crate::player::{Answer, Judged};
use crate::ui::state::player::{AskAt, PredictAction};

fn predict(state: &mut PlayerState, action: PredictAction) -> bool {
    state.apply(PlayerAction::Predict(action), fake_clock)
}

/// The first empty cell of `grid` and the smallest digit its row, column and box leave it:
/// what the classic program puts there first, by the rules.
fn first_try(grid: &Grid) -> (Cell, Digit) {
    let cell = Cell::all()
        .find(|&c| grid.get(c).is_none())
        .expect("an empty cell");
    let seen = |d: Digit| Cell::all().any(|o| o != cell && cell.sees(o) && grid.get(o) == Some(d));
    let digit = Digit::all().find(|&d| !seen(d)).expect("a digit fits");
    (cell, digit)
}

#[test]
fn a_step_waits_for_its_answer_then_is_shown_with_the_verdict() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    assert!(predict(&mut state, PredictAction::On(true)));
    let (cell, digit) = first_try(&puzzle());
    let asked = state.predict.asked.clone().expect("asked at once");
    assert_eq!(asked.cell, cell);
    // Stepping or playing does not pass the question.
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    state.apply(PlayerAction::PlayPause, fake_clock);
    frame(&mut state, 100.0);
    assert_eq!(position(&state), 0);
    assert!(predict(
        &mut state,
        PredictAction::Answer(Answer::Digit(digit))
    ));
    assert_eq!(position(&state), 1, "the step is shown once answered");
    assert_eq!(state.snapshot().grid.get(cell), Some(digit));
    let feedback = state.predict.feedback.clone().expect("judged");
    assert_eq!(feedback.judged, Judged::Correct);
    assert_eq!((state.predict.right, state.predict.answered), (1, 1));
    // Asking before every step: the next step forward asks again.
    assert!(state.predict.asked.is_none());
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    assert_eq!(position(&state), 1);
    assert!(state.predict.asked.is_some());
}

#[test]
fn a_wrong_answer_is_judged_with_its_reason_and_the_step_shown() {
    let grid = puzzle();
    let mut state = PlayerState::new(&grid, Strategy::Classic, 1, 3);
    predict(&mut state, PredictAction::On(true));
    let (cell, _) = first_try(&grid);
    // A digit the cell's row holds.
    let (by, held) = Cell::all()
        .filter(|&o| o.row() == cell.row())
        .find_map(|o| Some((o, grid.get(o)?)))
        .expect("the row has a given");
    predict(&mut state, PredictAction::Answer(Answer::Digit(held)));
    let feedback = state.predict.feedback.clone().expect("judged");
    let Judged::Refused(reason) = feedback.judged else {
        panic!("{:?}", feedback.judged);
    };
    assert_eq!((reason.digit, reason.by), (held, by));
    assert_eq!((state.predict.right, state.predict.answered), (0, 1));
    assert_eq!(position(&state), 1);
}

#[test]
fn skipping_shows_the_step_uncounted_and_moving_away_drops_the_question() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    predict(&mut state, PredictAction::On(true));
    assert!(predict(&mut state, PredictAction::Skip));
    assert_eq!(position(&state), 1);
    assert_eq!(state.predict.answered, 0);
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    assert!(state.predict.asked.is_some());
    state.apply(PlayerAction::Step { forward: false }, fake_clock);
    assert!(
        state.predict.asked.is_none(),
        "a step back drops the question"
    );
    assert_eq!(position(&state), 0);
    assert!(
        !predict(&mut state, PredictAction::Answer(Answer::DeadEnd)),
        "nothing asked"
    );
}

#[test]
fn asking_after_take_backs_play_runs_to_one_and_asks_about_that_cell() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::AfterTakeBack));
    predict(&mut state, PredictAction::On(true));
    assert!(state.predict.asked.is_none(), "no take-back shown yet");
    // Not at a take-back, a step forward just steps.
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    assert_eq!(position(&state), 1);
    state.apply(PlayerAction::PlayPause, fake_clock);
    let mut frames = 0;
    while state.playing {
        frame(&mut state, 1000.0 + f64::from(frames) * 16.0);
        frames += 1;
        assert!(frames < 10_000, "play never stopped");
    }
    let snapshot = state.snapshot();
    let Some(Step::Backtrack { cell, .. }) = snapshot.last else {
        panic!("stopped at {:?}", snapshot.last);
    };
    assert_eq!(state.predict.asked.as_ref().map(|q| q.cell), Some(cell));
}

#[test]
fn stepping_by_line_turns_predict_off_and_predict_turns_it_back_to_tries() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::ByLine(true), fake_clock);
    predict(&mut state, PredictAction::On(true));
    assert!(!state.by_line);
    state.apply(PlayerAction::ByLine(true), fake_clock);
    assert!(!state.predict.on && state.predict.asked.is_none());
}

/// Asking only after take-backs, the question asked before the first step goes (its step
/// follows no take-back); back to every step, it is asked again.
#[test]
fn a_question_the_new_mode_does_not_ask_is_dropped() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    predict(&mut state, PredictAction::On(true));
    assert!(state.predict.asked.is_some());
    assert!(predict(
        &mut state,
        PredictAction::AskAt(AskAt::AfterTakeBack)
    ));
    assert!(state.predict.asked.is_none());
    assert!(!predict(
        &mut state,
        PredictAction::AskAt(AskAt::AfterTakeBack)
    ));
    assert!(predict(&mut state, PredictAction::AskAt(AskAt::EveryStep)));
    assert_eq!(
        state.predict.asked.map(|q| q.cell),
        Some(first_try(&puzzle()).0)
    );
}

/// Asked after a take-back which digit comes next, the narration does not say it ("take back
/// 7", not "take back 7; next, try 9"); once answered, the step shown is told in full.
#[test]
fn the_narration_does_not_answer_the_question() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::AfterTakeBack));
    predict(&mut state, PredictAction::On(true));
    state.apply(PlayerAction::PlayPause, fake_clock);
    let mut frames = 0;
    while state.playing {
        frame(&mut state, 1000.0 + f64::from(frames) * 16.0);
        frames += 1;
        assert!(frames < 10_000, "play never stopped");
    }
    let asked = state
        .predict
        .asked
        .clone()
        .expect("asked after the take-back");
    let said = state.snapshot().narration.expect("a narration");
    assert!(
        matches!(said, crate::player::Narration::TakenBack { .. }),
        "{said:?}"
    );
    let next = asked.answer;
    assert!(predict(&mut state, PredictAction::Answer(next)));
    let said = state.snapshot().narration.expect("a narration");
    assert!(
        !matches!(said, crate::player::Narration::TakenBack { .. }),
        "{said:?}"
    );
}
