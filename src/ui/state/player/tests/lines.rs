//! Stepping by line: forward through a whole search and back again, the board moving only on
//! the lines that change it; a link's line; play line by line, stopping at a breakpoint.

use super::*;

/// BOJ 2580's sample: Python's `sys.settrace` reports 212 lines of `solve` for it (15 calls).
fn sample() -> Grid {
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760"
        .parse()
        .unwrap()
}

fn forward(state: &mut PlayerState) {
    state.apply(PlayerAction::Step { forward: true }, fake_clock);
}

/// (line number, role, board) of what is shown.
fn shown(state: &PlayerState) -> Option<(u64, Role, Grid)> {
    let snapshot = state.snapshot();
    let line = snapshot.line?;
    assert_eq!(
        snapshot.explanation.as_ref().map(|e| e.line),
        Some(line.line.role)
    );
    Some((line.number, line.line.role, snapshot.grid))
}

#[test]
fn every_line_forward_then_back_the_board_moving_on_its_lines() {
    let mut state = PlayerState::new(&sample(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    assert_eq!(shown(&state), None, "nothing has run at the start");
    let mut seen = Vec::new();
    let mut board = sample();
    loop {
        forward(&mut state);
        let Some(now) = shown(&state) else {
            panic!("no line after a step forward");
        };
        if seen.last() == Some(&now) {
            break; // The end: a step forward changes nothing.
        }
        // The board changes on a placement and a take-back only, by that line's cell.
        let changed: Vec<Cell> = (0..81)
            .filter_map(Cell::new)
            .filter(|&c| board.get(c) != now.2.get(c))
            .collect();
        match now.1 {
            Role::Place | Role::Undo => assert_eq!(changed.len(), 1, "line {}", now.0),
            _ => assert!(
                changed.is_empty(),
                "line {} ({:?}) moved the board",
                now.0,
                now.1
            ),
        }
        board = now.2;
        seen.push(now);
    }
    let numbers: Vec<u64> = seen.iter().map(|s| s.0).collect();
    assert_eq!(numbers, (1..=212).collect::<Vec<u64>>());
    assert_eq!(seen[0].1, Role::Enter);
    assert_eq!(seen.last().map(|s| s.1), Some(Role::Solved));
    assert_eq!(state.snapshot().last, Some(Step::Solution));
    // Back, line by line, to the start: the same lines in reverse.
    for expected in seen.iter().rev().skip(1) {
        state.apply(PlayerAction::Step { forward: false }, fake_clock);
        assert_eq!(shown(&state).as_ref(), Some(expected));
    }
    state.apply(PlayerAction::Step { forward: false }, fake_clock);
    assert_eq!((shown(&state), position(&state)), (None, 0));
}

#[test]
fn a_links_line_is_set_once_its_seek_lands_and_a_seek_forgets_it() {
    // A step near 500 whose next step runs more than 3 lines.
    let mut player = Player::new(&puzzle(), Strategy::Classic).unwrap();
    player.seek_now(500);
    while player.next_lines().is_none_or(|next| next.len() <= 3) {
        player.step_forward();
    }
    let step = player.position();
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    state.apply(PlayerAction::Seek(step), fake_clock);
    state.apply(PlayerAction::Line(2), fake_clock);
    let mut frames = 0;
    while state.target.is_some() {
        frame(&mut state, frames as f64 * 16.0);
        frames += 1;
        assert!(frames < 10_000);
    }
    let at = state.snapshot().line.expect("a line");
    // The third line of the next step is shown, three lines after the step's own.
    let mut plain = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    plain.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    plain.apply(PlayerAction::Seek(step), fake_clock);
    while plain.target.is_some() {
        frame(&mut plain, 0.0);
    }
    let boundary = plain.snapshot().line.expect("a line").number;
    for _ in 0..3 {
        forward(&mut plain);
    }
    assert_eq!(at.number, boundary + 3);
    assert_eq!(plain.snapshot().line.map(|l| l.number), Some(at.number));
    assert_eq!(position(&state), step);
    // A line past the next step's last is refused; a seek goes back to whole steps.
    state.apply(PlayerAction::Line(40), fake_clock);
    assert_eq!(state.snapshot().line.map(|l| l.number), Some(at.number));
    state.apply(PlayerAction::Seek(10), fake_clock);
    while state.target.is_some() {
        frame(&mut state, 0.0);
    }
    let line = state.snapshot().line.expect("a line");
    assert_eq!(state.snapshot().last, Some(last_step_at(10)));
    assert!(matches!(
        line.line.role,
        Role::Place | Role::Undo | Role::Fail
    ));
}

fn last_step_at(step: u64) -> Step {
    let mut player = Player::new(&puzzle(), Strategy::Classic).unwrap();
    player.seek_now(step);
    player.last_step().unwrap()
}

#[test]
fn playing_by_line_takes_a_line_a_tick_and_stops_at_a_breakpoint() {
    // Where stepping line by line meets the first take-back.
    let mut stepped = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    stepped.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    let first_undo = loop {
        forward(&mut stepped);
        let line = stepped.snapshot().line.expect("a line");
        if line.line.role == Role::Undo {
            break line.number;
        }
    };
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    assert_eq!(SPEEDS[3], Some(10.0));
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    state.apply(PlayerAction::Breakpoint(Role::Undo), fake_clock);
    state.apply(PlayerAction::PlayPause, fake_clock);
    // The first frame runs a line, then ten a second.
    frame(&mut state, 1000.0);
    assert_eq!(state.snapshot().line.map(|l| l.number), Some(1));
    frame(&mut state, 1250.0);
    assert_eq!(state.snapshot().line.map(|l| l.number), Some(3));
    let mut now = 1250.0;
    while state.playing {
        now += 1000.0;
        frame(&mut state, now);
        assert!(now < 1e7, "play never stopped");
    }
    let line = state.snapshot().line.expect("a line");
    assert_eq!((line.line.role, line.number), (Role::Undo, first_undo));
}

/// The propagating program line by line: norvig's hardest #3 with the fewest-candidates
/// strategy, for which Python's `sys.settrace` reports 393 lines of `search` and `propagate`
/// up to the solution, a dead end and a take-back among them; the board moves only on the
/// lines that fill a cell or put the copy back, and back again line by line to the start.
#[test]
fn the_propagating_program_line_by_line_forward_then_back() {
    let puzzle: Grid =
        "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4"
            .parse()
            .unwrap();
    let mut state = PlayerState::new(&puzzle, Strategy::Fastest, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    let mut seen = Vec::new();
    let mut board = puzzle;
    loop {
        forward(&mut state);
        let now = shown(&state).expect("a line after a step forward");
        if seen.last() == Some(&now) {
            break;
        }
        let changed = (0..81)
            .filter_map(Cell::new)
            .filter(|&c| board.get(c) != now.2.get(c))
            .count();
        match now.1 {
            Role::Place | Role::Deduce => assert_eq!(changed, 1, "line {}", now.0),
            Role::Undo => assert!(changed >= 1, "line {}", now.0),
            _ => assert_eq!(changed, 0, "line {} ({:?}) moved the board", now.0, now.1),
        }
        board = now.2;
        seen.push(now);
    }
    let numbers: Vec<u64> = seen.iter().map(|s| s.0).collect();
    assert_eq!(numbers, (1..=393).collect::<Vec<u64>>());
    assert_eq!(seen[0].1, Role::Propagate);
    assert!(seen.iter().any(|s| s.1 == Role::Check) && seen.iter().any(|s| s.1 == Role::Undo));
    assert_eq!(seen.last().map(|s| s.1), Some(Role::Solved));
    for expected in seen.iter().rev().skip(1) {
        state.apply(PlayerAction::Step { forward: false }, fake_clock);
        assert_eq!(shown(&state).as_ref(), Some(expected));
    }
}

/// Runs frames until no seek and no line asked for is under way.
fn settle(state: &mut PlayerState) {
    let mut frames = 0;
    while state.target.is_some() || state.line_target.is_some() {
        frame(state, frames as f64 * 16.0);
        frames += 1;
        assert!(frames < 100_000, "never settles");
    }
}

/// Go to line: a line far beyond what is explored (the page explores on to it, over frames),
/// a line back near the start, and one past the last line (the end); each where stepping by
/// line shows it, counted independently by stepping from a line before it.
#[test]
fn go_to_line_lands_on_the_line_asked_for() {
    let mut state = PlayerState::new(&puzzle(), Strategy::Classic, 1, 3);
    state.apply(PlayerAction::StepBy(StepBy::Line), fake_clock);
    for n in [250_001, 7] {
        state.apply(PlayerAction::GoToLine(n), fake_clock);
        settle(&mut state);
        assert_eq!(state.snapshot().line.map(|l| l.number), Some(n));
        // Five lines on, by the step buttons: five more lines.
        for _ in 0..5 {
            forward(&mut state);
        }
        assert_eq!(state.snapshot().line.map(|l| l.number), Some(n + 5));
    }
    // From line 1, stepping 99 lines reaches what Go to line 100 shows.
    state.apply(PlayerAction::GoToLine(1), fake_clock);
    settle(&mut state);
    for _ in 0..99 {
        forward(&mut state);
    }
    let stepped = shown(&state);
    state.apply(PlayerAction::GoToLine(100), fake_clock);
    settle(&mut state);
    assert_eq!(shown(&state), stepped);
    // Past the last line: the end, where the solution is printed.
    state.apply(PlayerAction::GoToLine(u64::MAX / 2), fake_clock);
    settle(&mut state);
    assert_eq!(state.snapshot().last, Some(Step::Solution));
}
