//! Be the solver: the learner's moves judged against the program's steps, checked against the
//! plain recursion the judges' solutions use (what it does next) and the rules on the board
//! (why another move is wrong), never against the code under test.

mod common;

use common::recursion::{recursion, Did};
use common::{adversary_line, grid, puzzle_lines, sample_line};
use sudoku_core::exercise::{Exercise, ExerciseError, Mark, Mistake, Move};
use sudoku_core::grid::{Cell, Digit};
use sudoku_core::player::{Answer, Judged, Player};
use sudoku_core::solver::Strategy;

fn cell(z: usize) -> Cell {
    Cell::new(z).unwrap()
}

fn digit(d: u8) -> Digit {
    Digit::new(d).unwrap()
}

/// The board of `line` as digits, 0 for empty.
fn board_of(line: &str) -> [u8; 81] {
    std::array::from_fn(|i| {
        line.as_bytes()[i]
            .checked_sub(b'0')
            .filter(|&d| d <= 9)
            .unwrap_or(0)
    })
}

/// Whether a peer of `z` holds `d` on `board`, by the rules.
fn clashes(board: &[u8; 81], z: usize, d: u8) -> bool {
    (0..81).any(|o| {
        let peer = o / 9 == z / 9 || o % 9 == z % 9 || (o / 27 == z / 27 && o % 9 / 3 == z % 9 / 3);
        o != z && peer && board[o] == d
    })
}

/// The move that performs the recursion's event.
fn move_of(did: Did) -> Option<Move> {
    match did {
        Did::Place(z, d) => Some(Move::Place {
            cell: cell(z),
            digit: digit(d),
        }),
        Did::TakeBack(z, _) => Some(Move::TakeBack { cell: cell(z) }),
        Did::DeadEnd(_) => Some(Move::DeadEnd),
        Did::Solution => None,
    }
}

/// Performs `line`'s classic search from event `from` for `length` events, checking each
/// right move and a set of wrong ones; returns the wrong moves checked.
fn perform(line: &str, from: usize, length: u32) -> usize {
    let did = recursion(line, from + length as usize + 1);
    if did[..from.min(did.len())].contains(&Did::Solution) || from >= did.len() {
        return 0; // a short search: nothing left there
    }
    let mut player = Player::new(&grid(line), Strategy::Classic).expect("no conflict");
    player.seek_now(from as u64);
    let mut exercise =
        Exercise::new(player.search().clone(), player.last_step(), length).expect("steps left");
    assert_eq!(exercise.start(), from as u64);
    let mut board = board_of(line);
    for &event in &did[..from] {
        apply(&mut board, event);
    }
    let mut wrong = 0;
    for (i, &event) in did[from..].iter().enumerate() {
        let step = from + i;
        let Some(right) = move_of(event).filter(|_| i < length as usize) else {
            assert!(exercise.is_over(), "step {step}: {event:?}");
            break;
        };
        let shown: [u8; 81] =
            std::array::from_fn(|z| exercise.grid().get(cell(z)).map_or(0, Digit::get));
        assert_eq!(shown, board, "step {step}");
        assert_eq!(exercise.check(right), Ok(()), "step {step}: {event:?}");
        let previous = step.checked_sub(1).map(|s| did[s]);
        for mv in wrong_moves(&board, event) {
            let mistake = exercise
                .check(mv)
                .expect_err(&format!("step {step}: {mv:?} for {event:?}"));
            assert_eq!(
                mistake,
                expected(&board, event, previous, mv, mistake),
                "step {step}: {mv:?} for {event:?}"
            );
            wrong += 1;
        }
        exercise.advance();
        apply(&mut board, event);
    }
    wrong
}

fn apply(board: &mut [u8; 81], event: Did) {
    match event {
        Did::Place(z, d) => board[z] = d,
        Did::TakeBack(z, _) => board[z] = 0,
        _ => {}
    }
}

/// Moves other than the program's: every other digit in its cell, a digit in another empty
/// cell, "dead end", and a take-back of another filled cell.
fn wrong_moves(board: &[u8; 81], event: Did) -> Vec<Move> {
    let (z, right) = match event {
        Did::Place(z, d) => (z, Some(d)),
        Did::DeadEnd(z) | Did::TakeBack(z, _) => (z, None),
        Did::Solution => unreachable!(),
    };
    let mut moves: Vec<Move> = (1..=9)
        .filter(|&d| Some(d) != right && !matches!(event, Did::TakeBack(..)))
        .map(|d| Move::Place {
            cell: cell(z),
            digit: digit(d),
        })
        .collect();
    if let Some(other) = (0..81).find(|&o| o != z && board[o] == 0) {
        moves.push(Move::Place {
            cell: cell(other),
            digit: digit(1),
        });
    }
    if !matches!(event, Did::DeadEnd(_)) {
        moves.push(Move::DeadEnd);
    }
    if let Some(other) = (0..81).rev().find(|&o| o != z && board[o] != 0) {
        moves.push(Move::TakeBack { cell: cell(other) });
    }
    moves
}

/// The mistake `mv` is, worked out from the recursion and the rules; `got`'s judgement of a
/// digit that fits (tried already, or a smaller one first) is checked by the Predict tests.
fn expected(
    board: &[u8; 81],
    event: Did,
    previous: Option<Did>,
    mv: Move,
    got: Mistake,
) -> Mistake {
    let refused = |z: usize, g: Digit| clashes(board, z, g.get());
    match event {
        Did::Place(z, _) | Did::DeadEnd(z) => {
            let answer = match event {
                Did::Place(_, d) => Answer::Digit(digit(d)),
                _ => Answer::DeadEnd,
            };
            match mv {
                Move::Place { cell: at, digit: g } if at == cell(z) => {
                    let Mistake::Digit { judged, .. } = got else {
                        return Mistake::Digit {
                            cell: cell(z),
                            answer,
                            judged: Judged::Correct,
                        };
                    };
                    match judged {
                        Judged::Refused(reason) => {
                            assert!(refused(z, g), "{g:?} fits r{}c{}", z / 9 + 1, z % 9 + 1);
                            assert_eq!(board[reason.by.index()], g.get());
                        }
                        Judged::TriedAlready(_) | Judged::SmallerFirst { .. } => {
                            assert!(!refused(z, g), "{g:?} is refused")
                        }
                        other => panic!("{mv:?} judged {other:?}"),
                    }
                    Mistake::Digit {
                        cell: cell(z),
                        answer,
                        judged,
                    }
                }
                Move::Place { .. } => Mistake::OtherCell { at: cell(z) },
                Move::DeadEnd => match answer {
                    Answer::Digit(d) => Mistake::Digit {
                        cell: cell(z),
                        answer,
                        judged: Judged::Fits(d),
                    },
                    Answer::DeadEnd => unreachable!(),
                },
                Move::TakeBack { .. } => Mistake::TooSoon {
                    cell: cell(z),
                    next: answer,
                },
            }
        }
        Did::TakeBack(z, d) => {
            let exhausted = match previous {
                Some(Did::DeadEnd(y) | Did::TakeBack(y, _)) => Some(y),
                _ => None,
            };
            let guess = match mv {
                Move::Place { cell: at, digit: g } if Some(at.index()) == exhausted => {
                    Some(if refused(at.index(), g) {
                        let Mistake::TakeBackDue {
                            guess: Some(judged @ Judged::Refused(_)),
                            ..
                        } = got
                        else {
                            panic!("{g:?} is refused, got {got:?}");
                        };
                        judged
                    } else {
                        Judged::TriedAlready(g)
                    })
                }
                _ => None,
            };
            Mistake::TakeBackDue {
                cell: cell(z),
                digit: digit(d),
                exhausted: exhausted.map(cell),
                guess,
            }
        }
        Did::Solution => unreachable!(),
    }
}

#[test]
fn the_programs_steps_are_right_and_every_other_move_wrong_with_its_reason() {
    let mut lines = vec![
        sample_line("boj2580_sample1.in"),
        sample_line("boj2239_sample1.in"),
    ];
    lines.extend(
        puzzle_lines("attractivechaos_hard20.txt")
            .into_iter()
            .take(3),
    );
    let mut wrong = 0;
    for line in &lines {
        for from in [0, 7, 150] {
            wrong += perform(line, from, 200);
        }
    }
    let adversary = adversary_line();
    for from in [0, 1_000, 20_000] {
        wrong += perform(&adversary, from, 200);
    }
    assert!(wrong > 10_000, "only {wrong} wrong moves checked");
}

#[test]
fn graded_at_the_end_the_first_wrong_move_is_judged_and_the_rest_not_compared() {
    let line = adversary_line();
    let did = recursion(&line, 40);
    let player = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    let exercise = Exercise::new(player.search().clone(), None, 30).expect("steps left");
    let mut moves: Vec<Move> = did.iter().filter_map(|&d| move_of(d)).take(30).collect();
    assert_eq!(exercise.grade(&moves), vec![Mark::Right; 30]);
    // Fewer moves: graded as far as they go.
    assert_eq!(exercise.grade(&moves[..5]), vec![Mark::Right; 5]);
    // A wrong digit at move 10: judged, the rest off.
    let (k, z, d) = (10..30)
        .find_map(|k| match did[k] {
            Did::Place(z, d) => Some((k, z, d)),
            _ => None,
        })
        .expect("a digit placed among the adversary's moves 10-29");
    moves[k] = Move::Place {
        cell: cell(z),
        digit: digit(d % 9 + 1),
    };
    let marks = exercise.grade(&moves);
    assert!(marks[..k].iter().all(|&m| m == Mark::Right));
    assert!(matches!(marks[k], Mark::Wrong(Mistake::Digit { cell: c, .. }) if c == cell(z)));
    assert!(marks[k + 1..].iter().all(|&m| m == Mark::Off));
    // Moves past the length are off.
    let moves: Vec<Move> = did.iter().filter_map(|&d| move_of(d)).take(35).collect();
    let marks = exercise.grade(&moves);
    assert_eq!(marks.len(), 35);
    assert_eq!(marks[..30], [Mark::Right; 30]);
    assert!(marks[30..].iter().all(|&m| m == Mark::Off));
}

#[test]
fn an_exercise_ends_at_its_length_or_at_the_solution() {
    // The BOJ 2580 sample: its search reaches the solution in fewer steps than asked for.
    let line = sample_line("boj2580_sample1.in");
    let did = recursion(&line, 1_000);
    let before_solution = did
        .iter()
        .position(|&d| d == Did::Solution)
        .expect("solved");
    let player = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    let mut exercise = Exercise::new(player.search().clone(), None, 200).expect("steps left");
    let mut made = 0;
    while exercise.advance().is_some() {
        made += 1;
    }
    assert_eq!(made, before_solution);
    assert_eq!(
        Exercise::new(player.search().clone(), None, 200)
            .unwrap()
            .steps() as usize,
        before_solution
    );
    assert!(exercise.is_solved());
    assert_eq!(exercise.done() as usize, before_solution);
    // Its length first.
    let mut exercise = Exercise::new(player.search().clone(), None, 3).expect("steps left");
    assert_eq!(exercise.steps(), 3);
    while exercise.advance().is_some() {}
    assert_eq!(exercise.done(), 3);
    assert!(exercise.is_over() && !exercise.is_solved());
}

#[test]
fn only_the_classic_search_with_steps_left_is_performed() {
    let line = sample_line("boj2580_sample1.in");
    let fastest = Player::new(&grid(&line), Strategy::Fastest).expect("no conflict");
    assert_eq!(
        Exercise::new(fastest.search().clone(), None, 20).err(),
        Some(ExerciseError::NotClassic)
    );
    let mut ended = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    ended.seek_now(u64::MAX);
    assert_eq!(
        Exercise::new(ended.search().clone(), ended.last_step(), 20).err(),
        Some(ExerciseError::NothingLeft)
    );
}

#[test]
fn moves_graded_at_the_end_are_made_on_the_learners_own_board() {
    let line = sample_line("boj2580_sample1.in");
    let player = Player::new(&grid(&line), Strategy::Classic).expect("no conflict");
    let exercise = Exercise::new(player.search().clone(), None, 20).expect("steps left");
    let mut board = exercise.first_grid();
    let given = (0..81).map(cell).find(|&c| board.get(c).is_some()).unwrap();
    let empty = (0..81).map(cell).find(|&c| board.get(c).is_none()).unwrap();
    let before = board;
    exercise.apply(&mut board, Move::TakeBack { cell: given });
    exercise.apply(
        &mut board,
        Move::Place {
            cell: given,
            digit: digit(9),
        },
    );
    assert_eq!(board, before, "a given is never changed");
    exercise.apply(
        &mut board,
        Move::Place {
            cell: empty,
            digit: digit(9),
        },
    );
    assert_eq!(
        board.get(empty),
        Some(digit(9)),
        "a wrong digit too is kept"
    );
    exercise.apply(&mut board, Move::TakeBack { cell: empty });
    assert_eq!(board, before);
}
