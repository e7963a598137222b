//! The questions asked before a step ("Which digit will r3c4 get next?") and their grading,
//! checked against a plain recursion written here as the programs of `programs/` are (the
//! answer is what it does next) and against the rules on the board (why a guess is wrong).

mod common;

use common::recursion::{recursion, Did};
use common::{adversary_line, grid, puzzle_lines, read_shared, sample_line};
use sudoku_core::code::Role;
use sudoku_core::grid::{Cell, Digit, Unit};
use sudoku_core::player::{Answer, Judged, LineJudged, Player, STAY_LOOK_AHEAD};
use sudoku_core::solver::Strategy;

/// Which cell of `cell`'s row, then column, then box holds `digit` on `board`, by the rules.
fn holder(board: &[u8; 81], cell: usize, digit: u8) -> Option<(Unit, usize)> {
    let row = (0..9).map(|c| cell / 9 * 9 + c);
    let col = (0..9).map(|r| r * 9 + cell % 9);
    let (r0, c0) = (cell / 27 * 3, cell % 9 / 3 * 3);
    let bx = (0..9).map(|i| (r0 + i / 3) * 9 + c0 + i % 3);
    [
        (Unit::Row, row.collect::<Vec<_>>()),
        (Unit::Column, col.collect()),
        (Unit::Box, bx.collect()),
    ]
    .into_iter()
    .find_map(|(unit, cells)| {
        let by = cells
            .into_iter()
            .find(|&o| o != cell && board[o] == digit)?;
        Some((unit, by))
    })
}

/// Steps through `line`'s classic search for `limit` steps: before each, the question asked is
/// the next event of the recursion, and each of the ten guesses is judged as the rules say.
fn check(line: &str, limit: usize) -> usize {
    let did = recursion(line, limit);
    let mut player = Player::new(&grid(line), Strategy::Classic).expect("no conflict");
    let mut board: [u8; 81] = std::array::from_fn(|i| {
        line.as_bytes()[i]
            .checked_sub(b'0')
            .filter(|&d| d <= 9)
            .unwrap_or(0)
    });
    // The digits tried in each cell since it was last arrived at.
    let mut tried = [0u16; 81];
    let mut asked = 0;
    for (step, &next) in did.iter().enumerate() {
        let question = player.question();
        match next {
            Did::Place(z, d) => {
                let q = question
                    .clone()
                    .unwrap_or_else(|| panic!("step {step}: no question before {next:?}"));
                assert_eq!(
                    (q.cell.index(), q.answer),
                    (z, Answer::Digit(Digit::new(d).unwrap())),
                    "step {step}"
                );
            }
            Did::DeadEnd(z) => {
                let q = question
                    .clone()
                    .unwrap_or_else(|| panic!("step {step}: no question before {next:?}"));
                assert_eq!(
                    (q.cell.index(), q.answer),
                    (z, Answer::DeadEnd),
                    "step {step}"
                );
            }
            Did::TakeBack(..) | Did::Solution => {
                assert_eq!(question, None, "step {step}: {next:?}")
            }
        }
        if let Some(q) = question {
            asked += 1;
            let z = q.cell.index();
            for guess in (1..=9)
                .map(|d| Answer::Digit(Digit::new(d).unwrap()))
                .chain([Answer::DeadEnd])
            {
                let judged = q.judge(guess);
                let expected = match (guess, q.answer) {
                    _ if guess == q.answer => Judged::Correct,
                    (Answer::DeadEnd, Answer::Digit(d)) => Judged::Fits(d),
                    (Answer::Digit(g), answer) => {
                        match holder(&board, z, g.get()) {
                            Some((unit, by)) => {
                                let Judged::Refused(reason) = judged else {
                                    panic!("step {step}: {g:?} is refused by {unit:?}, judged {judged:?}");
                                };
                                assert_eq!(
                                    (reason.digit, reason.unit, reason.by),
                                    (g, unit, Cell::new(by).unwrap())
                                );
                                judged
                            }
                            None if tried[z] & (1 << g.get()) != 0 => Judged::TriedAlready(g),
                            None => match answer {
                                Answer::Digit(first) => {
                                    assert!(
                                        first < g,
                                        "step {step}: {g:?} fits, is untried and below {first:?}"
                                    );
                                    Judged::SmallerFirst { guess: g, first }
                                }
                                Answer::DeadEnd => panic!("step {step}: {g:?} fits at a dead end"),
                            },
                        }
                    }
                    (Answer::DeadEnd, Answer::DeadEnd) => unreachable!(),
                };
                assert_eq!(judged, expected, "step {step}: {guess:?}");
                assert_eq!(judged.is_correct(), guess == q.answer);
            }
        }
        match next {
            Did::Place(z, d) => {
                board[z] = d;
                tried[z] |= 1 << d;
            }
            Did::TakeBack(z, _) => {
                board[z] = 0;
                // The loop ends here unless it places another digit next: the call returns.
                if !matches!(did.get(step + 1), Some(Did::Place(y, _)) if *y == z) {
                    tried[z] = 0;
                }
            }
            Did::DeadEnd(_) | Did::Solution => {}
        }
        player.step_forward();
    }
    asked
}

#[test]
fn the_question_before_each_step_is_what_the_program_does_next() {
    let mut lines = vec![
        sample_line("boj2580_sample1.in"),
        sample_line("boj2239_sample1.in"),
    ];
    lines.extend(
        puzzle_lines("attractivechaos_hard20.txt")
            .into_iter()
            .take(3),
    );
    let mut asked = 0;
    for line in &lines {
        asked += check(line, 3_000);
    }
    asked += check(&adversary_line(), 20_000);
    assert!(asked > 10_000, "only {asked} questions");
}

#[test]
fn nothing_is_asked_of_other_strategies_or_at_the_end() {
    let line = sample_line("boj2580_sample1.in");
    for strategy in [Strategy::Fastest, Strategy::Lexicographic, Strategy::Dlx] {
        let player = Player::new(&grid(&line), strategy).expect("no conflict");
        assert_eq!(player.question(), None, "{strategy:?}");
    }
    let mut player = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    player.seek_now(u64::MAX);
    assert!(player.at_end());
    assert_eq!(player.question(), None);
}

/// At each dead end of the recursion, the question "where does the search go back to?" is
/// answered by the recursion's next placement; the cells taken back on the way are judged
/// passed with their digit, the cells further back and the cells it never filled as such.
fn check_back(line: &str, limit: usize) -> usize {
    use sudoku_core::player::BackJudged;
    let did = recursion(line, limit);
    let mut player = Player::new(&grid(line), Strategy::Classic).expect("no conflict");
    let mut stack: Vec<(usize, u8)> = Vec::new();
    let mut asked = 0;
    for (step, &event) in did.iter().enumerate() {
        player.step_forward();
        match event {
            Did::Place(z, d) => stack.push((z, d)),
            Did::TakeBack(..) => {
                stack.pop();
            }
            Did::Solution => {}
            Did::DeadEnd(dead) => {
                let rest = &did[step + 1..];
                let Some(placed) = rest.iter().position(|e| matches!(e, Did::Place(..))) else {
                    continue; // the recursion's record ends before the search goes on
                };
                let Did::Place(back_to, digit) = rest[placed] else {
                    unreachable!()
                };
                let q = player
                    .back_question()
                    .unwrap_or_else(|| panic!("step {step}: no question at the dead end"));
                asked += 1;
                assert_eq!(q.dead_end.map(|c| c.index()), Some(dead));
                assert_eq!((q.answer.0.index(), q.answer.1.get()), (back_to, digit));
                let taken: Vec<(usize, u8)> = rest[..placed]
                    .iter()
                    .map(|e| match *e {
                        Did::TakeBack(z, d) => (z, d),
                        other => panic!("step {step}: {other:?} before the next placement"),
                    })
                    .filter(|&(z, _)| z != back_to)
                    .collect();
                let passed: Vec<(usize, u8)> =
                    q.passed.iter().map(|(c, d)| (c.index(), d.get())).collect();
                assert_eq!(passed, taken, "step {step}");
                for z in 0..81 {
                    let judged = q.judge(Cell::new(z).unwrap());
                    let expected = if z == back_to {
                        BackJudged::Correct
                    } else if let Some(&(_, d)) = taken.iter().find(|(c, _)| *c == z) {
                        BackJudged::Passed {
                            digit: Digit::new(d).unwrap(),
                        }
                    } else if stack.iter().any(|&(c, _)| c == z) {
                        BackJudged::FurtherBack
                    } else {
                        BackJudged::NotOnStack
                    };
                    assert_eq!(
                        judged,
                        expected,
                        "step {step}: r{}c{}",
                        z / 9 + 1,
                        z % 9 + 1
                    );
                }
            }
        }
        if !matches!(event, Did::DeadEnd(_)) {
            assert_eq!(player.back_question(), None, "step {step}: {event:?}");
        }
    }
    asked
}

#[test]
fn at_each_dead_end_the_search_goes_back_where_the_recursion_places_next() {
    let mut asked = check_back(&adversary_line(), 30_000);
    for line in puzzle_lines("attractivechaos_hard20.txt")
        .into_iter()
        .take(3)
    {
        asked += check_back(&line, 5_000);
    }
    assert!(asked > 500, "only {asked} dead ends");
}

/// After each placement of the recursion, "Will it stay?" is answered by the recursion's
/// future: the step that takes that digit back from that cell, or none before the solution.
fn check_stay(line: &str, limit: usize) -> usize {
    let did = recursion(line, limit);
    let solved = did.contains(&Did::Solution);
    let mut player = Player::new(&grid(line), Strategy::Classic).expect("no conflict");
    let mut asked = 0;
    for (step, &event) in did.iter().enumerate() {
        player.step_forward();
        let Did::Place(z, d) = event else {
            assert_eq!(player.stay_question(), None, "step {step}: {event:?}");
            continue;
        };
        // Its take-back: the first later take-back of this cell (below it, deeper calls fill
        // and empty other cells only).
        let back = did[step + 1..]
            .iter()
            .position(|e| matches!(e, Did::TakeBack(y, _) if *y == z))
            .map(|k| step + 1 + k);
        if back.is_none() && !solved {
            continue; // the record ends before its fate
        }
        let q = player
            .stay_question()
            .unwrap_or_else(|| panic!("step {step}: no question after {event:?}"));
        asked += 1;
        assert_eq!((q.cell.index(), q.digit.get()), (z, d));
        assert_eq!(q.at, step as u64 + 1);
        if let Some(k) = back {
            assert_eq!(did[k], Did::TakeBack(z, d), "step {step}");
        }
        // Steps are counted from 1: event k is step k + 1.
        assert_eq!(q.taken_back_at, back.map(|k| k as u64 + 1), "step {step}");
        assert!(q.judge(back.is_none()) && !q.judge(back.is_some()));
    }
    asked
}

#[test]
fn after_each_placement_its_fate_is_the_recursions() {
    let mut asked = 0;
    for name in ["boj2580_sample1.in", "boj2239_sample1.in"] {
        asked += check_stay(&sample_line(name), 100_000);
    }
    for line in puzzle_lines("attractivechaos_hard20.txt")
        .into_iter()
        .take(3)
    {
        asked += check_stay(&line, 20_000);
    }
    asked += check_stay(&adversary_line(), 20_000);
    assert!(asked > 5_000, "only {asked} questions");
}

/// A fate further ahead than "Will it stay?" looks ([`STAY_LOOK_AHEAD`] steps) comes from the
/// search the player explored: on the adversary explored 2,000,000 steps, after each of the
/// placements whose take-back comes further ahead than that (8 of them: the shallow ones), the
/// answer is the recursion's take-back; a player that explored no further than the step shown
/// asks nothing.
#[test]
fn a_fate_beyond_the_look_ahead_comes_from_the_explored_search() {
    let line = adversary_line();
    let limit = 2_000_000;
    let did = recursion(&line, limit);
    assert!(did.len() >= limit, "the record ends at a solution");
    // Each placement's take-back (event indices), matched as the recursion's calls nest.
    let mut open = Vec::new();
    let mut far = Vec::new();
    for (k, event) in did.iter().enumerate() {
        match *event {
            Did::Place(..) => open.push(k),
            Did::TakeBack(..) => {
                let placed = open.pop().expect("a take-back of a placement");
                if (k - placed) as u64 > STAY_LOOK_AHEAD {
                    far.push((placed, k));
                }
            }
            _ => {}
        }
    }
    far.sort_unstable();
    assert!(far.len() >= 5, "only {} far fates", far.len());
    let mut player = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    player.seek_now(limit as u64);
    // Steps are counted from 1: event k is step k + 1.
    for &(placed, back) in &far {
        player.seek_now(placed as u64 + 1);
        let q = player
            .stay_question()
            .unwrap_or_else(|| panic!("no question after step {}", placed + 1));
        let Did::Place(z, d) = did[placed] else {
            unreachable!()
        };
        assert_eq!((q.cell.index(), q.digit.get()), (z, d));
        assert_eq!(
            q.taken_back_at,
            Some(back as u64 + 1),
            "placed at {}",
            placed + 1
        );
        assert!(q.judge(false) && !q.judge(true));
    }
    let (placed, _) = far[0];
    let mut fresh = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    fresh.seek_now(placed as u64 + 1);
    assert_eq!(fresh.stay_question(), None, "its fate is not explored");
}

/// A digit that stays, its fate far ahead: the adversary's first cell's last digit, placed long
/// before the search's end (its solution, the puzzle set's own), found where the first cell's
/// digit turns to the solution's (it never changes back: the loop over that cell's digits only
/// goes up). Asked once the search is explored to its end, it stays.
#[test]
fn a_digit_that_stays_far_ahead_is_answered_from_the_explored_search() {
    let line = adversary_line();
    let solution = read_shared("solutions/bruteforce_adversary_wikipedia.solutions.txt");
    let last = solution.as_bytes()[0] - b'0';
    let mut player = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    player.seek_now(u64::MAX);
    let end = player.end().expect("explored to its end");
    let first_digit = |player: &mut Player, step: u64| {
        player.seek_now(step);
        player.search().stack().next().map(|(_, d)| d.get())
    };
    let (mut lo, mut hi) = (1, end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if first_digit(&mut player, mid) == Some(last) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    assert!(
        end - lo > STAY_LOOK_AHEAD,
        "placed {} steps before the end",
        end - lo
    );
    player.seek_now(lo);
    let q = player
        .stay_question()
        .expect("a question after the first cell's last digit");
    assert_eq!((q.cell.index(), q.digit.get(), q.at), (0, last, lo));
    assert_eq!(q.taken_back_at, None, "it stays");
}

/// Steps through `line`'s classic search for `limit` steps: before each, "Which line runs
/// next?" is answered by the line of what the recursion does next (a digit placed: the
/// placing line; none fits: `return false`; a take-back: the line that clears the cell; the
/// solution: printing it), and lines no such step can run are judged not run.
fn check_line(line: &str, limit: usize) -> usize {
    let did = recursion(line, limit);
    let mut player = Player::new(&grid(line), Strategy::Classic).expect("no conflict");
    for (step, &next) in did.iter().enumerate() {
        let q = player
            .line_question()
            .unwrap_or_else(|| panic!("step {step}: no question before {next:?}"));
        let (answer, never) = match next {
            Did::Place(..) => (Role::Place, [Role::Fail, Role::Print, Role::Undo]),
            Did::DeadEnd(_) => (Role::Fail, [Role::Place, Role::Print, Role::Undo]),
            Did::TakeBack(..) => (Role::Undo, [Role::Place, Role::Print, Role::Enter]),
            Did::Solution => (Role::Print, [Role::Place, Role::Undo, Role::Fail]),
        };
        assert_eq!(q.line, answer, "step {step}: {next:?}");
        assert_eq!(q.judge(answer), LineJudged::Correct);
        for role in never {
            assert_eq!(
                q.judge(role),
                LineJudged::NotRun,
                "step {step}: {next:?}, {role:?}"
            );
        }
        // A line it runs before the one it ends on is on the way, not the answer.
        for role in Role::ALL
            .into_iter()
            .filter(|&r| r != answer && q.ran.contains(r))
        {
            assert_eq!(q.judge(role), LineJudged::OnTheWay, "step {step}: {role:?}");
        }
        player.step_forward();
    }
    if did.last() == Some(&Did::Solution) {
        assert_eq!(player.line_question(), None, "nothing after the solution");
    }
    did.len()
}

#[test]
fn the_line_asked_for_is_the_line_of_what_the_program_does_next() {
    let mut asked = check_line(&sample_line("boj2580_sample1.in"), usize::MAX);
    for line in puzzle_lines("attractivechaos_hard20.txt")
        .into_iter()
        .take(2)
    {
        asked += check_line(&line, 5_000);
    }
    asked += check_line(&adversary_line(), 20_000);
    assert!(asked > 20_000, "only {asked} questions");
    let line = sample_line("boj2580_sample1.in");
    for strategy in [Strategy::Fastest, Strategy::Lexicographic, Strategy::Dlx] {
        let player = Player::new(&grid(&line), strategy).expect("no conflict");
        assert_eq!(player.line_question(), None, "{strategy:?}");
    }
}

/// At the first solution, "searching on, where does the search go back to?" is answered by
/// the next placement of the recursion that goes on for a second solution (BOJ 12095's
/// `go(z)`, in `common`), the cells it takes back on the way judged passed.
#[test]
fn at_a_solution_the_search_goes_back_where_the_recursion_searching_on_places_next() {
    use common::reference;
    use sudoku_core::player::BackJudged;
    let mut sample: String = sample_line("boj2580_sample1.in")
        .chars()
        .map(|ch| if ch == '0' { '.' } else { ch })
        .collect();
    let mut lines = vec![sample.clone()];
    // With givens erased: several solutions.
    for k in [0, 10, 20, 30, 40] {
        let at = sample
            .char_indices()
            .filter(|&(_, ch)| ch != '.')
            .nth(k)
            .unwrap()
            .0;
        sample.replace_range(at..at + 1, ".");
        lines.push(sample.clone());
    }
    lines.extend(
        puzzle_lines("attractivechaos_hard20.txt")
            .into_iter()
            .take(3),
    );
    let mut asked = 0;
    for line in &lines {
        let run = reference(line, 2, u64::MAX, usize::MAX);
        // The events up to the one that fills the last empty cell: the first solution.
        let blanks = line.bytes().filter(|b| !(b'1'..=b'9').contains(b)).count();
        let mut filled = 0usize;
        let solved = run
            .events
            .iter()
            .position(|&(_, d)| {
                filled = if d == 0 { filled - 1 } else { filled + 1 };
                filled == blanks
            })
            .expect("a solution");
        let rest = &run.events[solved + 1..];
        let mut player = Player::new(&grid(line), Strategy::Classic).expect("no conflict");
        player.seek_now(u64::MAX);
        assert!(player.at_end());
        assert_eq!(player.back_question(), None, "no dead end");
        let Some(placed) = rest.iter().position(|&(_, d)| d != 0) else {
            assert_eq!(
                player.search_on_question(),
                None,
                "{line}: no digit placed again"
            );
            continue;
        };
        let (back_to, digit) = rest[placed];
        let q = player
            .search_on_question()
            .expect("a question at the solution");
        asked += 1;
        assert_eq!(q.dead_end, None);
        assert_eq!(
            (q.answer.0.index(), q.answer.1.get()),
            (back_to as usize, digit)
        );
        let taken: Vec<usize> = rest[..placed]
            .iter()
            .map(|&(z, _)| z as usize)
            .filter(|&z| z != back_to as usize)
            .collect();
        let passed: Vec<usize> = q.passed.iter().map(|(c, _)| c.index()).collect();
        assert_eq!(passed, taken, "{line}");
        assert_eq!(q.judge(q.answer.0), BackJudged::Correct);
        for z in taken {
            assert!(matches!(
                q.judge(Cell::new(z).unwrap()),
                BackJudged::Passed { .. }
            ));
        }
    }
    assert!(asked >= 6, "only {asked} questions");
}
