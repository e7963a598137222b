//! Predict in the player: a step waits for its answer, the answer is judged and counted, and
//! then the step is shown; asking after take-backs, play stops at one and asks.

use super::*;
use crate::player::{Answer, Judged};
use crate::ui::state::player::{AskAt, Asked, Feedback, PredictAction};

/// The cell of the digit question asked, if one is.
fn asked_cell(state: &PlayerState) -> Option<Cell> {
    match &state.predict.asked {
        Some(Asked::Next(q)) => Some(q.cell),
        _ => None,
    }
}

/// Play, and frames until play stops.
fn play_until_stopped(state: &mut PlayerState) {
    state.apply(PlayerAction::PlayPause, fake_clock);
    let mut frames = 0;
    while state.playing {
        frame(state, 1000.0 + f64::from(frames) * 16.0);
        frames += 1;
        assert!(frames < 10_000, "play never stopped");
    }
}

/// How the last digit answer was judged.
fn judged(state: &PlayerState) -> Judged {
    match state.predict.feedback.clone().expect("judged") {
        Feedback::Next { judged, .. } => judged,
        other => panic!("{other:?}"),
    }
}

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
    assert_eq!(asked_cell(&state), Some(cell), "asked at once");
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
    assert_eq!(judged(&state), Judged::Correct);
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
    let Judged::Refused(reason) = judged(&state) else {
        panic!("{:?}", judged(&state));
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
    play_until_stopped(&mut state);
    let snapshot = state.snapshot();
    let Some(Step::Backtrack { cell, .. }) = snapshot.last else {
        panic!("stopped at {:?}", snapshot.last);
    };
    assert_eq!(asked_cell(&state), Some(cell));
}

#[test]
fn asking_at_dead_ends_play_runs_to_one_and_asks_where_the_search_goes_back_to() {
    let grid = puzzle();
    let mut state = PlayerState::new(&grid, Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::DeadEnd));
    predict(&mut state, PredictAction::On(true));
    assert!(state.predict.asked.is_none(), "no dead end shown yet");
    play_until_stopped(&mut state);
    let snapshot = state.snapshot();
    let Some(Step::DeadEnd { cell: dead }) = snapshot.last else {
        panic!("stopped at {:?}", snapshot.last);
    };
    // By the rules: no digit fits the dead end's cell on the board shown.
    let board = snapshot.grid;
    assert!(Digit::all()
        .all(|d| Cell::all().any(|o| o != dead && dead.sees(o) && board.get(o) == Some(d))));
    let Some(Asked::BackTo(question)) = state.predict.asked.clone() else {
        panic!("{:?}", state.predict.asked);
    };
    assert_eq!(question.dead_end, Some(dead));
    // The step waits; a given is judged not on the stack, and the step is shown.
    let at = position(&state);
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    assert_eq!(position(&state), at);
    let given = Cell::all().find(|&c| grid.get(c).is_some()).unwrap();
    assert!(predict(&mut state, PredictAction::BackTo(given)));
    assert_eq!(position(&state), at + 1);
    let Some(Feedback::BackTo { judged, .. }) = state.predict.feedback.clone() else {
        panic!("{:?}", state.predict.feedback);
    };
    assert_eq!(judged, crate::player::BackJudged::NotOnStack);
    // The step shown is the take-back of the last digit placed.
    let last_placed = *snapshot.stack.last().expect("digits placed");
    assert_eq!(
        state.snapshot().last,
        Some(Step::Backtrack {
            cell: last_placed.0,
            digit: last_placed.1
        })
    );
    assert_eq!((state.predict.right, state.predict.answered), (0, 1));
}

#[test]
fn stepping_by_line_turns_predict_off_and_predict_turns_it_back_to_tries() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    predict(&mut state, PredictAction::On(true));
    assert_eq!(state.step_by, StepBy::Try);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
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
    assert_eq!(asked_cell(&state), Some(first_try(&puzzle()).0));
}

/// Asked after a take-back which digit comes next, the narration does not say it ("take back
/// 7", not "take back 7; next, try 9"); once answered, the step shown is told in full.
#[test]
fn the_narration_does_not_answer_the_question() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::AfterTakeBack));
    predict(&mut state, PredictAction::On(true));
    play_until_stopped(&mut state);
    let Some(Asked::Next(asked)) = state.predict.asked.clone() else {
        panic!("asked after the take-back: {:?}", state.predict.asked);
    };
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

#[test]
fn where_predict_asks_is_read_back_from_its_name_in_a_link() {
    for ask_at in AskAt::ALL {
        assert_eq!(AskAt::from_id(ask_at.id()), Some(ask_at));
    }
    assert_eq!(AskAt::from_id("dead"), Some(AskAt::DeadEnd));
    assert_eq!(AskAt::from_id("sometimes"), None);
}

#[test]
fn asking_at_breakpoints_play_stops_at_one_and_asks_which_digit_comes_next() {
    // A breakpoint on the function's header: a call arrives, and the next step tries a digit
    // in its cell (or finds that none fits).
    let grid = puzzle();
    let mut state = PlayerState::new(&grid, Strategy::Classic, 1, SPEEDS.len() - 1);
    state.apply(PlayerAction::Breakpoint(Role::Enter), fake_clock);
    predict(&mut state, PredictAction::AskAt(AskAt::Breakpoint));
    predict(&mut state, PredictAction::On(true));
    assert!(state.predict.asked.is_none(), "not at a breakpoint yet");
    // Not at a breakpoint, a step forward just steps.
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
    assert_eq!(position(&state), 1);
    play_until_stopped(&mut state);
    let ran = state.snapshot().explanation.expect("explained").ran;
    assert!(ran.contains(Role::Enter), "stopped at {ran:?}");
    // The first empty cell of the board shown, by the rules: the cell asked about.
    let board = state.snapshot().grid;
    let first_empty = Cell::all().find(|&c| board.get(c).is_none());
    assert_eq!(asked_cell(&state), first_empty);
    assert_eq!(AskAt::from_id("breakpoint"), Some(AskAt::Breakpoint));
}

#[test]
fn asking_after_placements_play_stops_at_one_and_its_fate_is_the_recursions() {
    use crate::ui::test_recursion::{recursion, Did};
    let grid = puzzle();
    let did = recursion(&grid.to_line('.'), 1_000_000);
    let mut state = PlayerState::new(&grid, Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::AfterPlacement));
    predict(&mut state, PredictAction::On(true));
    let mut judged = 0;
    while judged < 30 {
        play_until_stopped(&mut state);
        let Some(Asked::Stay(question)) = state.predict.asked.clone() else {
            break; // the end: nothing more to ask
        };
        let shown = position(&state) as usize;
        let Did::Place(z, d) = did[shown - 1] else {
            panic!("asked after {:?}", did[shown - 1]);
        };
        assert_eq!((question.cell.index(), question.digit.get()), (z, d));
        let back = did[shown..]
            .iter()
            .position(|e| matches!(e, Did::TakeBack(y, _) if *y == z))
            .map(|k| (shown + k + 1) as u64);
        assert_eq!(question.taken_back_at, back);
        // A wrong guess on purpose every other time.
        let guess = (judged % 2 == 0) == back.is_none();
        assert!(predict(&mut state, PredictAction::Stay(guess)));
        assert_eq!(position(&state) as usize, shown + 1, "the next step shown");
        let Some(Feedback::Stay {
            question: q,
            guess: g,
        }) = state.predict.feedback.clone()
        else {
            panic!("{:?}", state.predict.feedback);
        };
        assert_eq!((q, g), (question, guess));
        judged += 1;
    }
    assert_eq!(judged, 30);
    assert_eq!((state.predict.right, state.predict.answered), (15, 30));
}

#[test]
fn an_answer_of_another_kind_leaves_the_question_waiting() {
    // At a dead end a cell is asked for: a digit (a key pressed) answers nothing.
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::DeadEnd));
    predict(&mut state, PredictAction::On(true));
    play_until_stopped(&mut state);
    assert!(matches!(state.predict.asked, Some(Asked::BackTo(_))));
    let at = position(&state);
    assert!(!predict(&mut state, PredictAction::Answer(Answer::DeadEnd)));
    assert!(!predict(&mut state, PredictAction::Stay(true)));
    assert!(
        matches!(state.predict.asked, Some(Asked::BackTo(_))),
        "still asked"
    );
    assert_eq!((position(&state), state.predict.answered), (at, 0));
}

#[test]
fn asking_for_the_line_each_step_waits_for_a_line_of_the_program() {
    use crate::code::Role;
    use crate::player::LineJudged;
    use crate::ui::test_recursion::{recursion, Did};
    let grid = puzzle();
    let did = recursion(&grid.to_line('.'), 200);
    let mut state = PlayerState::new(&grid, Strategy::Classic, 1, 3);
    predict(&mut state, PredictAction::AskAt(AskAt::NextLine));
    predict(&mut state, PredictAction::On(true));
    for (step, &next) in did.iter().enumerate().take(120) {
        let Some(Asked::Line(question)) = state.predict.asked.clone() else {
            panic!("step {step}: {:?}", state.predict.asked);
        };
        // The line of what the plain recursion does next.
        let answer = match next {
            Did::Place(..) => Role::Place,
            Did::DeadEnd(_) => Role::Fail,
            Did::TakeBack(..) => Role::Undo,
            Did::Solution => Role::Print,
        };
        assert_eq!(question.line, answer, "step {step}");
        // A digit answers nothing here; stepping waits.
        assert!(!predict(&mut state, PredictAction::Answer(Answer::DeadEnd)));
        state.apply(PlayerAction::Step { forward: true }, fake_clock);
        assert_eq!(position(&state) as usize, step);
        // Every third answer wrong: `return false` for a placement, else the placing line.
        let guess = match (step % 3, answer) {
            (0, Role::Place) => Role::Fail,
            (0, _) => Role::Place,
            _ => answer,
        };
        assert!(predict(&mut state, PredictAction::Line(guess)));
        assert_eq!(
            position(&state) as usize,
            step + 1,
            "the step shown once answered"
        );
        let Some(Feedback::Line { judged, .. }) = state.predict.feedback.clone() else {
            panic!("{:?}", state.predict.feedback);
        };
        assert_eq!(
            judged == LineJudged::Correct,
            guess == answer,
            "step {step}"
        );
        state.apply(PlayerAction::Step { forward: true }, fake_clock);
    }
    assert_eq!((state.predict.right, state.predict.answered), (80, 120));
    assert_eq!(AskAt::from_id("line"), Some(AskAt::NextLine));
}

#[test]
fn asking_at_solutions_play_runs_to_one_and_asks_where_the_search_goes_on() {
    // The empty board: solutions one after the other.
    let line = ".".repeat(81);
    let grid: Grid = line.parse().expect("a puzzle line");
    let mut state = PlayerState::new(&grid, Strategy::Classic, 1, SPEEDS.len() - 1);
    predict(&mut state, PredictAction::AskAt(AskAt::Solution));
    predict(&mut state, PredictAction::On(true));
    let mut solutions = 0;
    for round in 0..3 {
        play_until_stopped(&mut state);
        if state.snapshot().last != Some(Step::Solution) {
            break; // the search ended
        }
        let Some(Asked::BackTo(question)) = state.predict.asked.clone() else {
            panic!("round {round}: {:?}", state.predict.asked);
        };
        assert_eq!(question.dead_end, None, "asked at a solution");
        solutions += 1;
        let at = position(&state);
        // Right once, then wrong: a cell the search never took back.
        let guess = if round == 0 {
            question.answer.0
        } else {
            question.stack[0].0
        };
        assert!(predict(&mut state, PredictAction::BackTo(guess)));
        assert_eq!(position(&state), at + 1, "the search went on by a step");
        let Some(Feedback::BackTo { judged, .. }) = state.predict.feedback.clone() else {
            panic!("{:?}", state.predict.feedback);
        };
        assert_eq!(judged.is_correct(), round == 0);
    }
    assert!(solutions >= 2, "{solutions} solutions asked at");
    assert_eq!(AskAt::from_id("solution"), Some(AskAt::Solution));
}
