//! The race's tests: lanes by steps and by time, the adversary, restarts, the strategies chosen.

use super::*;
use crate::grid::{Cell, Digit};

/// Defeats plain backtracking: classic takes 159,088,596 steps (69,175,317 calls of the
/// program in the Code panel); the propagating strategies solve it by propagation alone: a step
/// per deduction, then the one that reports the solution.
const ADVERSARY: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
/// Norvig's hard1: fastest takes a few hundred steps, lexicographic a few thousand,
/// classic about a million.
const HARD1: &str =
    ".....6....59.....82....8....45........3........6..3.54...325..6..................";
/// From attractivechaos' hard 20: fastest takes a few hundred steps, lexicographic about
/// seven thousand (more than one frame's share), classic millions.
const HARD20_5: &str =
    "....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7";

fn grid(line: &str) -> Grid {
    line.parse().expect("a puzzle line")
}

/// A clock that moves half a millisecond each time it is read: a frame's budget is then a
/// fixed number of looks at the clock, whatever the machine.
fn fake_clock() -> f64 {
    thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
    NOW.with(|t| {
        t.set(t.get() + 0.5);
        t.get()
    })
}

/// Starts a race of `line`, checking it is told apart from the races before.
fn start_anew(race: &mut RaceState, line: &str) {
    let before = race.run;
    race.start(grid(line));
    assert_eq!(
        race.run,
        before + 1,
        "a new race, told apart from older ones"
    );
}

fn started(line: &str, mode: RaceMode) -> RaceState {
    let mut race = RaceState::default();
    race.apply(RaceAction::Mode(mode), fake_clock);
    start_anew(&mut race, line);
    race
}

/// One frame, as the reducer takes it; what it did is returned.
fn frame(race: &mut RaceState) -> RaceReport {
    race.frame(fake_clock).expect("a running race")
}

fn lane(snapshot: &RaceSnapshot, strategy: Strategy) -> &LaneSnapshot {
    (snapshot.lanes.iter())
        .find(|l| l.strategy == strategy)
        .expect("a lane of that strategy")
}

/// Checked without the solver: the givens are kept and every row, column and box holds
/// the digits 1 to 9.
fn assert_solves(solution: &Grid, givens: &Grid) {
    let digit = |row: usize, col: usize| {
        let cell = Cell::at(row, col).expect("a cell");
        solution.get(cell).map_or(0, Digit::get)
    };
    for cell in Cell::all() {
        if let Some(given) = givens.get(cell) {
            assert_eq!(solution.get(cell), Some(given), "given at {cell}");
        }
    }
    for i in 0..9 {
        let mut row: Vec<u8> = (0..9).map(|c| digit(i, c)).collect();
        let mut col: Vec<u8> = (0..9).map(|r| digit(r, i)).collect();
        let mut boxed: Vec<u8> = (0..9)
            .map(|k| digit(i / 3 * 3 + k / 3, i % 3 * 3 + k % 3))
            .collect();
        for unit in [&mut row, &mut col, &mut boxed] {
            unit.sort_unstable();
            assert_eq!(*unit, (1..=9).collect::<Vec<u8>>(), "unit {i}");
        }
    }
}

#[test]
fn by_steps_the_lanes_take_the_same_steps_until_they_finish() {
    let mut race = started(HARD1, RaceMode::ByStep);
    let mut n = 0;
    while race.wants_frames() {
        frame(&mut race);
        n += 1;
        assert!(n < 10_000, "the race never ends");
        let snapshot = race.snapshot();
        let running: Vec<u64> = (snapshot.lanes.iter())
            .filter(|l| l.finish.is_none())
            .map(|l| l.counters.steps)
            .collect();
        assert!(running.windows(2).all(|w| w[0] == w[1]), "{running:?}");
        if n <= WARM_UP_FRAMES {
            assert_eq!(running, vec![n; 3], "one step per frame at the start");
        }
        for finished in snapshot.lanes.iter().filter_map(|l| l.finish) {
            assert!(running.iter().all(|&s| finished.step < s));
        }
    }
    assert!(
        race.pace.steps > 1000,
        "the pace grows after the warm-up: {:?}",
        race.pace
    );
    // By steps, the fewest steps win.
    let snapshot = race.snapshot();
    let standings = snapshot.standings().expect("all finished");
    let order: Vec<(Strategy, usize, u64)> = (standings.iter())
        .map(|l| {
            let finish = l.finish.unwrap();
            (l.strategy, finish.place, finish.step)
        })
        .collect();
    // Each lane finished where the same search stepped one step at a time does: the
    // race's slices neither lose nor add steps.
    let alone = |strategy| {
        let mut search = Search::watched(&grid(HARD1), strategy).unwrap();
        let mut steps = 1;
        while search.step() != Step::Solution {
            steps += 1;
        }
        steps
    };
    // On hard1: fastest a few hundred steps, lexicographic a few thousand, classic about a
    // million.
    let expected: Vec<(Strategy, usize, u64)> = [
        Strategy::Fastest,
        Strategy::Lexicographic,
        Strategy::Classic,
    ]
    .into_iter()
    .enumerate()
    .map(|(i, strategy)| (strategy, i + 1, alone(strategy)))
    .collect();
    assert_eq!(order, expected);
    for lane in &snapshot.lanes {
        assert_solves(&lane.grid, &grid(HARD1));
    }
    assert!(!race.running && race.frame(fake_clock).is_none());
    assert!(
        !race.apply(RaceAction::Resume, fake_clock),
        "nothing left to resume"
    );
}

#[test]
fn by_time_each_running_lane_gets_the_same_time() {
    let mut race = started(HARD20_5, RaceMode::ByTime);
    let mut running = Vec::new();
    for _ in 0..5 {
        let report = frame(&mut race);
        // The budget is shared among the lanes still running when the frame began.
        let share = FRAME_BUDGET_MS / report.lanes.len() as f64;
        let times: Vec<f64> = (report.lanes.iter())
            .filter(|r| r.end.is_none())
            .map(|r| r.work_ms)
            .collect();
        running.push(times.len());
        assert!(times.windows(2).all(|w| w[0] == w[1]), "{times:?}");
        // Overshot by at most one look at the clock.
        assert!(share <= times[0] && times[0] <= share + 0.5, "{times:?}");
        for finished in report.lanes.iter().filter(|r| r.end.is_some()) {
            assert!(finished.work_ms <= times[0]);
        }
    }
    // Lexicographic and classic ran on after the first frame (lexicographic shows each of its
    // 14,544 deductions as a step, those before its 1,320 dead ends too), then classic alone.
    assert_eq!(running, [2, 2, 2, 2, 1]);
    // Fastest's few hundred steps take less than its first share.
    let snapshot = race.snapshot();
    let fastest = lane(&snapshot, Strategy::Fastest);
    assert_eq!(fastest.finish.map(|f| f.place), Some(1));
    assert!(fastest.work_ms < FRAME_BUDGET_MS / 3.0 + 0.5);
}

#[test]
fn on_the_adversary_the_propagating_strategies_finish_before_classic() {
    let givens = grid(ADVERSARY);
    let mut race = started(ADVERSARY, RaceMode::ByStep);
    for _ in 0..300 {
        frame(&mut race);
    }
    let snapshot = race.snapshot();
    let fastest = lane(&snapshot, Strategy::Fastest);
    let lexicographic = lane(&snapshot, Strategy::Lexicographic);
    let classic = lane(&snapshot, Strategy::Classic);
    let first = fastest.finish.expect("fastest finished");
    let second = lexicographic.finish.expect("lexicographic finished");
    // Propagation from the givens alone fills every empty cell, one deduction a step, then
    // the solution is a step: both at the same step, sharing the first place.
    let empty = 81 - givens.filled() as u64;
    assert_eq!((first.place, second.place), (1, 1));
    assert_eq!(
        (first.result, second.result),
        (LaneResult::Solved, LaneResult::Solved)
    );
    assert_eq!((first.step, second.step), (empty + 1, empty + 1));
    assert_eq!(first.step, fastest.counters.steps);
    assert_solves(&fastest.grid, &givens);
    assert_solves(&lexicographic.grid, &givens);
    // The puzzle has one solution: both found it.
    assert_eq!(fastest.grid, lexicographic.grid);
    assert_eq!(classic.finish, None);
    assert!(classic.counters.steps > second.step);
    // Classic's calls so far; the propagating program called search() once, on a full board.
    assert!(classic.calls.is_some());
    assert_eq!(fastest.calls, Some(1));
    assert!(race.running && race.wants_frames());
    assert_eq!(snapshot.standings(), None, "classic is still searching");
}

#[test]
fn by_time_the_first_to_finish_on_the_clock_wins() {
    let mut race = started(HARD1, RaceMode::ByTime);
    let mut frames = 0;
    while race.wants_frames() {
        frame(&mut race);
        frames += 1;
        assert!(frames < 10_000, "the race never ends");
    }
    let snapshot = race.snapshot();
    let standings = snapshot.standings().expect("all finished");
    let places: Vec<usize> = standings.iter().map(|l| l.finish.unwrap().place).collect();
    assert_eq!(places, vec![1, 2, 3]);
    assert_eq!(standings[0].strategy, Strategy::Fastest);
    let times: Vec<f64> = standings.iter().map(|l| l.work_ms).collect();
    assert!(times.windows(2).all(|w| w[0] < w[1]), "{times:?}");
    for lane in &snapshot.lanes {
        assert_solves(&lane.grid, &grid(HARD1));
    }
}

#[test]
fn a_puzzle_without_solution_finishes_as_no_solution() {
    // r1c9 can only be 9, and column 9 already has one.
    let line = format!("12345678.........9{}", ".".repeat(63));
    let mut race = started(&line, RaceMode::ByTime);
    frame(&mut race);
    let snapshot = race.snapshot();
    for lane in &snapshot.lanes {
        let finish = lane.finish.expect("finished in the first frame");
        assert_eq!(finish.result, LaneResult::NoSolution, "{}", lane.strategy);
        assert_eq!(finish.step, lane.counters.steps);
    }
    assert!(!race.running);
}

#[test]
fn the_pace_starts_at_one_step_then_doubles_at_most_and_shrinks_when_over_budget() {
    let mut pace = Pace::default();
    for _ in 1..WARM_UP_FRAMES {
        pace = pace.after(0.01);
        assert_eq!(pace.steps, 1);
    }
    pace = pace.after(0.01);
    assert_eq!(pace.steps, 2, "the warm-up is over");
    pace = pace.after(0.01);
    assert_eq!(pace.steps, 4, "at most twice as many");
    let pace = Pace {
        frames: 100,
        steps: 10_000,
    };
    assert_eq!(pace.after(FRAME_BUDGET_MS * 4.0).steps, 2_500);
    assert_eq!(pace.after(FRAME_BUDGET_MS / 1.25).steps, 12_500);
    assert_eq!(
        Pace {
            frames: 100,
            steps: 1
        }
        .after(1e6)
        .steps,
        1
    );
}

#[test]
fn a_race_started_anew_or_reset_starts_from_its_first_step() {
    let mut race = started(ADVERSARY, RaceMode::ByStep);
    for _ in 0..WARM_UP_FRAMES + 3 {
        frame(&mut race);
    }
    start_anew(&mut race, ADVERSARY);
    assert_eq!(race.pace, Pace::default());
    assert!(race.snapshot().lanes.iter().all(|l| l.counters.steps == 0));
    frame(&mut race);
    assert!(race.snapshot().lanes.iter().all(|l| l.counters.steps == 1));
    // A reset leaves no race: a frame then does nothing.
    assert!(race.apply(RaceAction::Reset, fake_clock));
    assert!(!race.apply(RaceAction::Frame, fake_clock));
    assert!(race.snapshot().lanes.is_empty() && !race.wants_frames());
}

#[test]
fn at_least_two_strategies_stay_chosen() {
    let mut race = RaceState::default();
    assert_eq!(race.snapshot().chosen, FIRST_CHOSEN.to_vec());
    assert!(race.apply(RaceAction::Toggle(Strategy::Lexicographic), fake_clock));
    assert!(!race.apply(RaceAction::Toggle(Strategy::Classic), fake_clock));
    assert!(!race.apply(RaceAction::Toggle(Strategy::Fastest), fake_clock));
    assert_eq!(
        race.snapshot().chosen,
        vec![Strategy::Classic, Strategy::Fastest]
    );
    // Chosen again, in the usual order; DLX joins too.
    assert!(race.apply(RaceAction::Toggle(Strategy::Lexicographic), fake_clock));
    assert_eq!(race.snapshot().chosen, FIRST_CHOSEN.to_vec());
    assert!(race.apply(RaceAction::Toggle(Strategy::Dlx), fake_clock));
    assert_eq!(race.snapshot().chosen, Strategy::ALL.to_vec());
}

#[test]
fn a_change_of_setup_starts_the_race_again_on_the_same_puzzle() {
    let mut race = started(ADVERSARY, RaceMode::ByStep);
    frame(&mut race);
    assert!(race.apply(RaceAction::Pause, fake_clock));
    assert!(race.plan_frame().is_none());
    let run = race.run;
    assert!(race.apply(RaceAction::Toggle(Strategy::Classic), fake_clock));
    let snapshot = race.snapshot();
    assert!(race.run > run);
    assert_eq!(snapshot.givens, grid(ADVERSARY));
    let strategies: Vec<Strategy> = snapshot.lanes.iter().map(|l| l.strategy).collect();
    assert_eq!(strategies, vec![Strategy::Lexicographic, Strategy::Fastest]);
    assert!(snapshot.lanes.iter().all(|l| l.counters.steps == 0));
    assert!(!snapshot.running, "a paused race stays paused");
    assert!(race.apply(RaceAction::Mode(RaceMode::ByTime), fake_clock));
    assert!(!race.apply(RaceAction::Mode(RaceMode::ByTime), fake_clock));
    assert!(race.apply(RaceAction::Resume, fake_clock));
    frame(&mut race);
    assert!(race.snapshot().lanes.iter().all(|l| l.work_ms > 0.0));
}

#[test]
fn clashing_givens_have_no_race_and_say_why() {
    let line = format!("55{}", ".".repeat(79));
    let mut race = RaceState::default();
    let before = race.run;
    race.start(grid(&line));
    assert_eq!(
        race.run,
        before + 1,
        "a new race, told apart from older ones"
    );
    let snapshot = race.snapshot();
    assert!(snapshot.lanes.is_empty() && !snapshot.running);
    let error = snapshot.error.expect("a reason");
    let cells = (error.first.to_string(), error.second.to_string());
    assert_eq!(cells, ("r1c1".into(), "r1c2".into()));
    assert!(race.plan_frame().is_none());
}

#[test]
fn the_app_races_the_board_shown_and_a_new_board_ends_the_race() {
    use crate::names::Place;
    use crate::ui::examples::EXAMPLES;
    use crate::ui::state::{Action, AppState, CellKey, FormatChoice, InputAction};
    use yew::Reducible;

    let reduce = |state: AppState, action| (*std::rc::Rc::new(state).reduce(action)).clone();
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let board = state.board();
    let state = reduce(state, Action::Race(RaceAction::Start));
    assert_eq!(state.race.snapshot().givens, board);
    assert!(state.race.wants_frames());
    let cell = Cell::all().find(|&c| board.get(c).is_some()).unwrap();
    let edited = reduce(
        state,
        Action::Input(InputAction::Key(Place::from(cell), CellKey::Clear)),
    );
    let snapshot = edited.race.snapshot();
    assert!(snapshot.lanes.is_empty() && !snapshot.running);
}
