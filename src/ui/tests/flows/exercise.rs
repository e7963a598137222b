//! Be the solver on the page: the board's keys and the keypad perform the program's steps,
//! checked against the plain recursion the judges' solutions use (`test_recursion`), never
//! against the exercise's own search; a wrong move is judged, not made, and can be fixed;
//! graded at the end, the moves are made on the learner's own board; a change of the puzzle
//! ends the exercise; a new puzzle is made by a worker and performed in full.

use super::*;
use crate::exercise::{Mark, Mistake, Move};
use crate::grid::Digit;
use crate::ui::state::exercise::{Ended, Grading, Said};
use crate::ui::state::ExerciseAction;
use crate::ui::test_recursion::{recursion, Did};

fn exercise(state: AppState, action: ExerciseAction) -> AppState {
    reduce(state, Action::Exercise(action))
}

fn cell(z: usize) -> Cell {
    Cell::new(z).unwrap()
}

/// The keys that perform the recursion's event on the page: a digit typed on its cell,
/// Backspace on the cell taken back, the Dead end button.
fn perform(state: AppState, event: Did) -> AppState {
    match event {
        Did::Place(z, d) => key(state, z, CellKey::Symbol(d)),
        Did::TakeBack(z, _) => key(state, z, CellKey::Clear),
        Did::DeadEnd(_) => exercise(state, ExerciseAction::DeadEnd),
        Did::Solution => panic!("the solution is not performed"),
    }
}

/// A key on cell `z`, selected first (as a click on it does).
fn key(state: AppState, z: usize, key: CellKey) -> AppState {
    let at = Place::from(cell(z));
    let state = input(state, InputAction::Select(at));
    input(state, InputAction::Key(at, key))
}

/// The adversary with the player moved `from` steps in.
fn adversary_at(from: usize) -> AppState {
    let adversary = format!("{}\n", adversary_line());
    let mut state = AppState::new(&adversary, FormatChoice::Auto);
    for _ in 0..from {
        state = reduce(state, Action::Player(PlayerAction::Step { forward: true }));
    }
    assert_eq!(state.player.snapshot().position, from as u64);
    state
}

#[test]
fn the_programs_steps_typed_on_the_board_score_twenty_of_twenty() {
    let did = recursion(&adversary_line(), 100);
    let state = exercise(adversary_at(5), ExerciseAction::Start);
    let running = state.exercise.running.as_ref().expect("started");
    assert_eq!((running.exercise.start(), running.steps), (5, 20));
    // The board is the player's at that step.
    assert_eq!(running.board(), state.player.snapshot().grid);
    let mut state = state;
    for &event in &did[5..25] {
        state = perform(state, event);
        let running = state.exercise.running.as_ref().unwrap();
        assert!(matches!(running.said, Some(Said::Right(_))), "{event:?}");
        // The Code panel and the board follow the step just made, in its cell.
        let (Did::Place(z, _) | Did::TakeBack(z, _) | Did::DeadEnd(z)) = event else {
            unreachable!()
        };
        let explained = running.program_explanation().expect("the step explained");
        assert_eq!(explained.cell, Some(cell(z)), "{event:?}");
    }
    let running = state.exercise.running.as_ref().unwrap();
    assert!(running.is_over());
    assert_eq!((running.right, running.retried, running.fixed), (20, 0, 0));
    // Over: digits typed now change nothing, on the board or in the input.
    let text = state.input.text.clone();
    let after = key(state, 80, CellKey::Symbol(1));
    assert_eq!(after.input.text, text);
    assert!(after.exercise.running.as_ref().unwrap().is_over());
}

#[test]
fn a_wrong_move_is_judged_not_made_and_can_be_tried_again_or_fixed() {
    let did = recursion(&adversary_line(), 100);
    let mut state = exercise(adversary_at(0), ExerciseAction::Start);
    let places: Vec<usize> = (0..20)
        .filter(|&i| matches!(did[i], Did::Place(..)))
        .collect();
    let (retry_at, fix_at) = (places[1], places[3]);
    for (i, &event) in did[..20].iter().enumerate() {
        if i == retry_at || i == fix_at {
            let Did::Place(z, d) = event else {
                unreachable!()
            };
            let before = state.exercise.running.as_ref().unwrap().board();
            // A digit in another empty cell: not where the program works.
            let other = (0..81)
                .find(|&o| o != z && before.get(cell(o)).is_none())
                .unwrap();
            state = key(state, other, CellKey::Symbol(d));
            let running = state.exercise.running.as_ref().unwrap();
            assert_eq!(running.board(), before, "a wrong move is not made");
            assert!(
                matches!(running.said, Some(Said::Wrong(_, Mistake::OtherCell { at })) if at == cell(z)),
                "{:?}",
                running.said
            );
            if i == fix_at {
                state = exercise(state, ExerciseAction::Fix);
                let running = state.exercise.running.as_ref().unwrap();
                assert_eq!(running.board().get(cell(z)), Digit::new(d));
                assert!(matches!(running.said, Some(Said::Fixed(_))));
                continue;
            }
        }
        state = perform(state, event);
    }
    let running = state.exercise.running.as_ref().unwrap();
    assert!(running.is_over());
    assert_eq!((running.right, running.retried, running.fixed), (18, 1, 1));
}

#[test]
fn graded_at_the_end_the_moves_are_made_and_the_first_wrong_one_judged() {
    let did = recursion(&adversary_line(), 100);
    let state = exercise(adversary_at(0), ExerciseAction::Grading(Grading::AtEnd));
    let mut state = exercise(state, ExerciseAction::Steps(12));
    state = exercise(state, ExerciseAction::Start);
    let wrong_at = (4..12)
        .find(|&i| matches!(did[i], Did::Place(..)))
        .expect("a digit placed");
    let mut typed = None;
    for (i, &event) in did[..12].iter().enumerate() {
        let event = match event {
            Did::Place(z, d) if i == wrong_at => {
                typed = Some((z, d % 9 + 1));
                Did::Place(z, d % 9 + 1)
            }
            other => other,
        };
        // Nothing is said before the end, nor shown of the program's steps.
        let running = state.exercise.running.as_ref().unwrap();
        assert_eq!(running.said, None);
        assert_eq!(running.program_explanation(), None);
        state = perform(state, event);
    }
    let running = state.exercise.running.as_ref().unwrap();
    let (z, d) = typed.unwrap();
    assert!(running.is_over(), "graded after the twelfth move");
    // The wrong digit is on the learner's board (the moves after it were made there too).
    assert_eq!(
        running.board().get(cell(z)),
        Digit::new(d)
            .filter(|_| {
                !did[wrong_at + 1..12]
                    .iter()
                    .any(|e| matches!(e, Did::TakeBack(y, _) if *y == z))
            })
            .or(running.board().get(cell(z)))
    );
    let marks = running.marks.as_ref().expect("graded");
    assert!(marks[..wrong_at].iter().all(|&m| m == Mark::Right));
    assert!(matches!(marks[wrong_at], Mark::Wrong(Mistake::Digit { cell: c, .. }) if c == cell(z)));
    assert!(marks[wrong_at + 1..].iter().all(|&m| m == Mark::Off));
    assert_eq!(running.right as usize, wrong_at);
    // The next steps go on from the program's state, not the learner's.
    let next = exercise(state, ExerciseAction::Continue);
    let running = next.exercise.running.as_ref().unwrap();
    assert_eq!(running.exercise.start(), 12);
    let mut program = adversary_at(12);
    program = exercise(program, ExerciseAction::Start);
    assert_eq!(running.board(), program.exercise.running.unwrap().board());
}

#[test]
fn graded_at_the_end_before_every_step_is_made_when_asked() {
    let did = recursion(&adversary_line(), 10);
    let state = exercise(adversary_at(0), ExerciseAction::Grading(Grading::AtEnd));
    let mut state = exercise(state, ExerciseAction::Start);
    for &event in &did[..3] {
        state = perform(state, event);
    }
    state = exercise(state, ExerciseAction::Grade);
    let running = state.exercise.running.as_ref().unwrap();
    assert_eq!(running.marks.as_deref(), Some(&[Mark::Right; 3][..]));
    assert_eq!(running.right, 3);
}

#[test]
fn a_change_of_the_puzzle_ends_the_exercise_and_says_why() {
    let state = exercise(adversary_at(3), ExerciseAction::Start);
    assert!(state.exercise.is_shown());
    let changed = input(state, InputAction::Load(EXAMPLES[0].input));
    assert!(!changed.exercise.is_shown());
    assert_eq!(changed.exercise.ended, Some(Ended::PuzzleChanged));
    // The board's keys edit the puzzle again.
    let edited = key(changed, 80, CellKey::Clear);
    assert!(edited.exercise.ended.is_some());
}

#[test]
fn only_the_classic_program_with_steps_left_is_performed() {
    let state = adversary_at(0);
    let fastest = reduce(
        state,
        Action::Player(PlayerAction::Strategy(Strategy::Fastest)),
    );
    let refused = exercise(fastest, ExerciseAction::Start);
    assert_eq!(refused.exercise.ended, Some(Ended::NotClassic));
    assert!(refused.exercise.running.is_none());
    let sample = AppState::new(sample("boj2580_sample1", "in"), FormatChoice::Auto);
    let mut ended = reduce(sample, Action::Player(PlayerAction::ToEnd));
    let mut now = 0.0;
    while ended.player.target.is_some() {
        now += 16.0;
        let frame = PlayerAction::Frame { now, idle_ms: None };
        ended = reduce(ended, Action::Player(frame));
        assert!(now < 100_000.0, "the end is never reached");
    }
    let shown = ended.player.snapshot();
    assert_eq!(Some(shown.position), shown.end, "at the solution");
    let refused = exercise(ended, ExerciseAction::Start);
    assert_eq!(refused.exercise.ended, Some(Ended::NothingLeft));
}

#[test]
fn a_new_puzzle_is_made_by_the_worker_and_performed_to_its_solution() {
    // On the fastest strategy: the exercise switches the player to the classic program.
    let state = AppState::new("", FormatChoice::Auto);
    let state = reduce(
        state,
        Action::Player(PlayerAction::Strategy(Strategy::Fastest)),
    );
    let asking = exercise(state, ExerciseAction::NewPuzzle { seed: 11 });
    assert!(asking.exercise.is_waiting());
    let requests = to_main(&asking);
    let mut state = hear(asking, &requests);
    assert_eq!(state.player.strategy, Strategy::Classic);
    let line = state.input.grid().expect("a 9 x 9 puzzle").to_line('.');
    let did = recursion(&line, 1_000);
    let solution = did.iter().position(|&d| d == Did::Solution).unwrap();
    let running = state
        .exercise
        .running
        .as_ref()
        .expect("started on the new puzzle");
    assert_eq!(running.steps as usize, solution);
    assert!(
        (20..=80).contains(&(solution + 1)),
        "{solution} steps before the solution"
    );
    for &event in &did[..solution] {
        state = perform(state, event);
    }
    let running = state.exercise.running.as_ref().unwrap();
    assert!(running.is_over() && running.exercise.is_solved());
    assert_eq!(running.right as usize, solution);
    // Model answer: the player shows the classic search from where the exercise started.
    let model = exercise(state, ExerciseAction::ModelAnswer);
    assert!(!model.exercise.is_shown());
    assert_eq!(model.player.snapshot().position, 0);
}

#[test]
fn the_keypad_performs_on_the_selected_cell_or_the_first_empty_one() {
    let did = recursion(&adversary_line(), 10);
    let mut state = exercise(adversary_at(0), ExerciseAction::Start);
    let Did::Place(_, d) = did[0] else {
        panic!("{:?}", did[0])
    };
    state = input(state, InputAction::Keypad(CellKey::Symbol(d)));
    let running = state.exercise.running.as_ref().unwrap();
    assert!(matches!(running.said, Some(Said::Right(_))));
    let _ = Move::DeadEnd;
}

#[test]
fn while_an_exercise_is_shown_the_players_shortcuts_do_not_move_it() {
    let state = exercise(adversary_at(3), ExerciseAction::Start);
    for action in [
        PlayerAction::Step { forward: true },
        PlayerAction::PlayPause,
        PlayerAction::ToEnd,
        PlayerAction::NextBacktrack,
    ] {
        assert!(unchanged(&state, Action::Player(action)), "{action:?}");
    }
    // Ended, they do again.
    let ended = exercise(state, ExerciseAction::End);
    let stepped = reduce(ended, Action::Player(PlayerAction::Step { forward: true }));
    assert_eq!(stepped.player.snapshot().position, 4);
}

#[test]
fn a_race_started_meanwhile_leaves_the_exercise_as_it_was() {
    let did = recursion(&adversary_line(), 10);
    let state = exercise(adversary_at(0), ExerciseAction::Start);
    let state = reduce(state, Action::Race(crate::ui::state::RaceAction::Start));
    let state = perform(state, did[0]);
    let running = state.exercise.running.as_ref().expect("still under way");
    assert!(matches!(running.said, Some(Said::Right(_))));
}
