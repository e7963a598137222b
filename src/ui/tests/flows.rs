//! The page's flows, with the worker's answers made by the worker's own code
//! ([`WorkerState`]) and the expected answers taken from the judges' sample files.

use super::page::{input, reduce, to_main, unchanged, Page};
use super::*;
use crate::board::Board;
use crate::format::{self, Format};
use crate::grid::{Cell, Digit};
use crate::judge::{self, Check};
use crate::solver::Verdict;
use crate::ui::conversation::{input_needed, Outbox, To};
use crate::ui::examples::EXAMPLES;
use crate::ui::judge_sample_output;
use crate::ui::protocol::{Failure, Request, RunEvent, Share};
use crate::ui::state::input::LARGE_INPUT;
use crate::ui::worker::WorkerState;

fn large_lines(puzzles: &[&str], copies: usize) -> String {
    (0..copies)
        .map(|i| format!("{}\n", puzzles[i % puzzles.len()]))
        .collect()
}

#[test]
fn a_large_input_is_read_by_the_worker() {
    let puzzles = [
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ];
    // More than a megabyte of boards: the worker sends them in several messages.
    let text = large_lines(&puzzles, 20_000);
    assert!(input::is_large(&text));
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let before = page.state.board();
    // The page alone: the board waits for the worker.
    let state = input(page.state.clone(), InputAction::Text(text.clone()));
    assert!(state.input.reading.is_some());
    assert_eq!(state.board(), before);
    // With the worker.
    page.act(Action::Input(InputAction::Text(text)));
    let state = &page.state;
    assert_eq!(state.input.reading, None);
    assert_eq!(state.input.detected, Some(Format::Lines));
    assert_eq!(state.input.format, Format::Lines);
    assert_eq!(state.input.boards.len(), 20_000);
    for (i, board) in state.input.boards.to_vec().iter().enumerate() {
        let grid = board.nine().expect("a 9 x 9 board");
        assert_eq!(grid.to_line('.'), puzzles[i % 2]);
    }
}

#[test]
fn an_answer_for_another_input_changes_nothing() {
    let text = large_lines(&[&".".repeat(81)], 5_000);
    let page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let before = page.state.board();
    // The page has the new text and waits for the worker's reading of it.
    let waiting = input(page.state.clone(), InputAction::Text(text.clone()));
    let serial = waiting.input.reading.expect("read by the worker");
    // The worker's reading of another input (an older serial) arrives first.
    let mut other = WorkerState::default();
    other.take_piece(serial - 1, text, true);
    let state = waiting.clone();
    for response in other.parse(serial - 1, None) {
        let (from, now) = (0, 0.0);
        let heard = Action::Worker {
            from,
            response,
            now,
        };
        assert!(unchanged(&state, heard), "an answer for another input");
    }
    assert_eq!(state.input.reading, Some(serial), "still waiting");
    assert_eq!(state.board(), before);
}

#[test]
fn a_large_run_is_shared_by_every_worker_and_its_output_is_the_one_of_one_core() {
    let puzzles = [
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    ];
    // Three workers' worth of boards (4,000 each and more), cut into 24 shares; one board
    // with clashing givens in the first share and one with no solution in the last.
    let mut text = large_lines(&puzzles, 12_500);
    let clash = format!("55{}\n", ".".repeat(79));
    let none = format!("12345678.{}9{}\n", ".".repeat(8), ".".repeat(63));
    text = text.replacen(&format!("{}\n", puzzles[1]), &clash, 1);
    let at = text.len() - 82 * 10;
    text.replace_range(at..at + 82, &none);
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(3);
    let mut page = Page::with(state);
    page.act(Action::Input(InputAction::Text(text.clone())));
    assert_eq!(page.state.input.boards.len(), 12_500);
    page.solve();
    let batch = page.state.batch.clone().expect("a run");
    assert_eq!(batch.state, RunState::Finished);
    // Every worker took shares of it (each was sent the input for its first).
    for worker in &page.workers {
        assert_eq!(worker.input_serial(), page.state.input.serial);
    }
    let lines: Vec<usize> = batch.results.borrow().iter().map(|r| r.line).collect();
    assert_eq!(
        lines,
        (1..=12_500).collect::<Vec<_>>(),
        "results in board order"
    );
    // What one core writes, from the core's own run: the same boards without answer.
    let Err(judge::JudgeError::Unsolved(problems)) = judge::run(&text, None, None) else {
        panic!("two boards have no answer");
    };
    let Some(Err(Failure::Unsolved { first, total })) = &batch.output else {
        panic!("{:?}", batch.output);
    };
    assert_eq!((first, *total), (&problems, 2));
    // Mended, the output is one core's byte for byte.
    let mended = text
        .replace(&clash, &format!("{}\n", puzzles[1]))
        .replace(&none, &format!("{}\n", puzzles[0]));
    page.act(Action::Input(InputAction::Text(mended.clone())));
    page.solve();
    let output = page.output().expect("every board solves");
    assert_eq!(*output, judge::run(&mended, None, None).unwrap().output);
}

/// A large run's shares go out two to a worker, and a worker that finishes one is sent the
/// next: the page does not wait for the slowest worker's fixed part.
#[test]
fn a_worker_that_finishes_a_share_is_sent_the_next() {
    let puzzles = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    ];
    let mut page = Page::with(AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(2));
    page.act(Action::Input(InputAction::Text(large_lines(
        &puzzles, 9_000,
    ))));
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let share_of = |letter: &(To, Request)| match letter {
        (to, Request::Solve { share, .. }) => (*to, share.index),
        other => panic!("{other:?}"),
    };
    let first: Vec<_> = running.outbox.take().iter().map(share_of).collect();
    assert_eq!(
        first,
        [
            (To::Main, 0),
            (To::Worker(1), 1),
            (To::Main, 2),
            (To::Worker(1), 3)
        ]
    );
    let generation = running.batch.as_ref().unwrap().generation;
    let finished = |from, share| Action::Worker {
        from,
        response: Response::Run {
            generation,
            share,
            event: RunEvent::Finished {
                output: Ok(()),
                solving_ms: 1.0,
            },
        },
        now: 1.0,
    };
    // Worker 1 finishes share 1 first: it gets share 4; then worker 0, share 5.
    let state = reduce(running, finished(1, 1));
    let sent: Vec<_> = state.outbox.take().iter().map(share_of).collect();
    assert_eq!(sent, [(To::Worker(1), 4)]);
    let state = reduce(state, finished(0, 0));
    let sent: Vec<_> = state.outbox.take().iter().map(share_of).collect();
    assert_eq!(sent, [(To::Main, 5)]);
    // Progress is not a share done: nothing more is sent.
    let progress = Action::Worker {
        from: 1,
        response: Response::Run {
            generation,
            share: 3,
            event: RunEvent::Progress { results: vec![] },
        },
        now: 2.0,
    };
    let mut state = reduce(state, progress);
    assert!(state.outbox.take().is_empty());
    // The other shares end (each worker is handed the next as it goes); the run's end
    // tells every worker to let go of the input it read for it.
    for index in 2..16 {
        state = reduce(state, finished(index as usize % 2, index));
        let sent = state.outbox.take();
        let over = sent.contains(&(To::Every, Request::Cancel { generation }));
        assert_eq!(over, index == 15, "{index}: {sent:?}");
    }
    assert_eq!(state.batch.as_ref().unwrap().state, RunState::Finished);
}

#[test]
fn a_worker_that_fails_ends_its_work_with_a_message_and_the_next_one_gets_the_input() {
    let puzzles = [
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ];
    let text = large_lines(&puzzles, 9_000);
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(3);
    let mut page = Page::with(state);
    page.act(Action::Input(InputAction::Text(text.clone())));
    assert_eq!(page.state.input.boards.len(), 9_000);
    let stopped = |from| Action::Worker {
        from,
        response: Response::Stopped,
        now: 5.0,
    };
    // A run shared by two workers, under way: the third worker (no share) failing changes
    // nothing, the second failing ends it and stops the other.
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    running.outbox.take();
    let batch = running.batch.as_ref().unwrap();
    assert!(batch.involves(1) && !batch.involves(2));
    let state = reduce(running, stopped(2));
    assert!(state.batch.as_ref().unwrap().is_running());
    let state = reduce(state, stopped(1));
    let batch = state.batch.as_ref().unwrap();
    assert_eq!(batch.state, RunState::Failed(Failure::WorkerStopped));
    let sent = state.outbox.take();
    assert!(
        matches!(&sent[..], [(To::Every, Request::Cancel { .. })]),
        "{sent:?}"
    );
    // The first worker is replaced by one that has nothing: Solve sends it the input
    // first, and the run gives one core's output.
    page.workers[0] = WorkerState::default();
    page.sent[0] = None;
    page.solve();
    assert_eq!(
        *page.output().unwrap(),
        judge::run(&text, None, None).unwrap().output
    );
    // A check under way fails with the first worker; another worker failing is not its.
    page.act(Action::Compare(CompareAction::Expected("1 2 3".into())));
    let checking = reduce(page.state.clone(), Action::Compare(CompareAction::Check));
    checking.outbox.take();
    let state = reduce(checking, stopped(1));
    assert!(state.compare.is_checking());
    let state = reduce(state, stopped(0));
    assert_eq!(
        state.compare.comparison,
        Some(Comparison::Failed(Failure::WorkerStopped))
    );
    // A reading under way fails with it: nothing is solved on the boards of the text
    // before, until the text changes.
    let before = page.state.board();
    let reading = reduce(
        page.state.clone(),
        Action::Input(InputAction::Text(large_lines(&puzzles[..1], 9_000))),
    );
    reading.outbox.take();
    assert!(reading.input.reading.is_some());
    let state = reduce(reading, stopped(0));
    assert!(state.input.reading.is_none() && state.input.reading_stopped);
    assert_eq!(state.board(), before);
    let state = reduce(state, Action::Solve { now: 9.0 });
    assert!(
        state.outbox.take().is_empty(),
        "no run on the boards before"
    );
    let state = input(state, InputAction::Text(EXAMPLES[1].input.into()));
    assert!(!state.input.reading_stopped);
}

#[test]
fn errors_in_a_large_input_come_from_the_worker() {
    let text: String = (0..100_000)
        .map(|i| {
            if i % 2 == 0 {
                "junk line\n"
            } else {
                "\u{1}\u{2}\u{fffd}xyz\n"
            }
        })
        .collect();
    // Read as lines, every line is a board with errors (detection would read it as one
    // BOJ 2580 board followed by text).
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Fixed(Format::Lines));
    let before = page.state.board();
    page.act(Action::Input(InputAction::Text(text)));
    let errors = page.state.input.errors.clone().expect("junk has errors");
    assert_eq!(errors.first.len(), format::ParseErrors::KEPT);
    assert!(errors.total >= 100_000, "{}", errors.total);
    assert!(
        errors.first[0]
            .to_string()
            .starts_with("board 1, line 1, column 1:"),
        "{:?}",
        errors.first[0]
    );
    assert!(
        errors.first[1]
            .to_string()
            .starts_with("board 2, line 2, column 1:"),
        "{:?}",
        errors.first[1]
    );
    assert_eq!(page.state.board(), before);
    assert!(page.state.input.reading.is_none());
}

#[test]
fn solving_two_boards_gives_the_judges_sample_output() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    assert_eq!(page.state.input.format, Format::Poj3074);
    page.solve();
    let batch = page.state.batch.as_ref().unwrap();
    assert_eq!(batch.state, RunState::Finished);
    assert_eq!(batch.tally(), [2, 0, 0, 0]);
    assert_eq!(
        &*page.output().unwrap(),
        judge_sample_output("poj3074_sample1")
    );
}

/// The judge's sample output's solution of board `i` (POJ 3074: one line per board).
fn poj3074_answer(i: usize) -> String {
    let output = judge_sample_output("poj3074_sample1");
    output.lines().nth(i).expect("a line per board").to_string()
}

#[test]
fn the_board_shown_after_a_run_of_several_has_its_outcome_and_solution() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    // The run's results carry verdicts only; the board shown is asked for on its own.
    let results = page.state.batch.as_ref().unwrap().results.borrow().clone();
    assert!(results.iter().all(|r| r.first.is_none()));
    for board in [0, 1, 0] {
        if board != page.state.input.current {
            page.act(Action::Input(InputAction::Pick(board)));
        }
        let outcome = page
            .state
            .outcome
            .clone()
            .expect("the board shown's outcome");
        assert_eq!(outcome.verdict, Verdict::Unique);
        let solution = outcome.solution().expect("its solution");
        assert_eq!(
            solution.to_line('.'),
            poj3074_answer(board),
            "board {board}"
        );
        // The same search as the run's: its verdict and steps.
        assert_eq!(outcome.verdict, results[board].verdict);
        assert_eq!(outcome.steps, results[board].steps);
    }
}

#[test]
fn an_outcome_counts_only_for_the_board_still_shown_of_the_same_run() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    let solved = page.state.clone();
    solved.outbox.take();
    // Asked for board 2, then board 1 picked again before the answer came.
    let asked_second = reduce(solved.clone(), Action::Input(InputAction::Pick(1)));
    let packed = |i| crate::ui::protocol::pack_boards(&[solved.input.boards.get(i).unwrap()]);
    let [(To::Main, second @ Request::Outcome { board, .. })] = &asked_second.outbox.take()[..]
    else {
        panic!("one request for board 2's outcome");
    };
    assert_eq!(*board, packed(1));
    let back = reduce(asked_second, Action::Input(InputAction::Pick(0)));
    let [(To::Main, first @ Request::Outcome { board, .. })] = &back.outbox.take()[..] else {
        panic!("one request for board 1's outcome");
    };
    assert_eq!(*board, packed(0));
    // Picking the board shown again asks nothing (nor restarts anything).
    let again = reduce(back.clone(), Action::Input(InputAction::Pick(0)));
    assert!(again.outbox.take().is_empty());
    // The main worker answers `request`; the page hears it.
    let hear = |state: AppState, request: &Request| {
        let answers = WorkerState::default().answer_now(request.clone());
        answers.into_iter().fold(state, |state, response| {
            reduce(
                state,
                Action::Worker {
                    from: 0,
                    response,
                    now: 1.0,
                },
            )
        })
    };
    let late = hear(back.clone(), second);
    assert_eq!(
        late.outcome, None,
        "board 2's answer while board 1 is shown"
    );
    let shown = hear(late, first);
    let solution = shown.outcome.as_ref().and_then(Outcome::solution);
    assert_eq!(solution.map(|g| g.to_line('.')), Some(poj3074_answer(0)));
    // Nor once the cap is changed (it counted to the old one), nor during another run.
    let capped = reduce(back.clone(), Action::SetCap(5));
    assert_eq!(hear(capped.clone(), first).outcome, None);
    // A board picked then counts as far as the run did, as its row in the table.
    let picked = reduce(capped, Action::Input(InputAction::Pick(1)));
    let [(To::Main, Request::Outcome { cap, .. })] = &picked.outbox.take()[..] else {
        panic!("one request");
    };
    assert_eq!(*cap, COUNT_CAP);
    let again = reduce(back.clone(), Action::Solve { now: 2.0 });
    assert!(again.batch.as_ref().unwrap().is_running());
    assert_eq!(hear(again, first).outcome, None);
    // Once the input is edited, the run and its answers are forgotten.
    let edited = reduce(
        back,
        Action::Input(InputAction::Text(format!("{}\n", poj3074_answer(0)))),
    );
    assert_eq!(hear(edited, first).outcome, None);
}

#[test]
fn one_board_solved_in_the_worker_becomes_the_outcome() {
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let sent_at = page.now;
    page.solve();
    let outcome = page.state.outcome.clone().expect("the board's outcome");
    assert_eq!(outcome.verdict, Verdict::Unique);
    assert_eq!(
        page.output().as_deref(),
        Ok(judge_sample_output("boj2239_sample1").as_str())
    );
    let answer = outcome.solution().expect("a solution").to_line('0');
    assert_eq!(
        judge_sample_output("boj2239_sample1").replace('\n', ""),
        answer
    );
    // From sending the run to the last of the worker's answers.
    assert_eq!(outcome.millis, page.now - sent_at);
}

#[test]
fn verdicts_for_several_none_and_clashing() {
    let mut several = Page::new(EXAMPLES[7].input, FormatChoice::Auto);
    several.act(Action::SetCap(5));
    several.solve();
    let outcome = several.state.outcome.unwrap();
    assert_eq!(
        outcome.verdict,
        Verdict::Several {
            count: 5,
            capped: true
        }
    );
    let (first, second) = (outcome.solution().unwrap(), outcome.second.unwrap());
    assert_ne!(first, second);
    let mut none = Page::new(EXAMPLES[8].input, FormatChoice::Auto);
    none.solve();
    let outcome = none.state.outcome.clone().unwrap();
    assert_eq!(outcome.verdict, Verdict::NoSolution);
    assert!(matches!(
        none.output().unwrap_err(),
        Failure::Unsolved { total: 1, .. }
    ));
    let clash = AppState::new(&format!("55{}", ".".repeat(79)), FormatChoice::Auto);
    assert_eq!(
        clash.input.conflicting_cells(),
        vec![Cell::at(0, 0).unwrap(), Cell::at(0, 1).unwrap()]
    );
    assert!(clash.player.snapshot().error.is_some());
}

#[test]
fn comparing_an_output_names_wrong_boards() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let right = judge_sample_output("poj3074_sample1");
    page.compare(&right);
    let Some(Comparison::Checked { checks, extra: 0 }) = &page.state.compare.comparison else {
        panic!("{:?}", page.state.compare.comparison);
    };
    assert_eq!(**checks, vec![Check::Accepted; 2]);
    let wrong = right.replacen('5', "6", 1);
    page.compare(&wrong);
    let Some(Comparison::Checked { checks, .. }) = &page.state.compare.comparison else {
        panic!("{:?}", page.state.compare.comparison);
    };
    assert!(matches!(checks[0], Check::Rejected { .. }));
    assert_eq!(checks[1], Check::Accepted);
    page.compare("12x");
    assert!(matches!(
        page.state.compare.comparison,
        Some(Comparison::Failed(_))
    ));
}

#[test]
fn picking_a_board_keeps_the_run_and_restarts_the_player() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    let run = page.state.player.run;
    page.act(Action::Input(InputAction::Pick(1)));
    assert!(page.state.batch.is_some(), "the results table stays");
    assert_eq!(page.state.player.run, run + 1);
    assert_eq!(
        Board::Nine(page.state.player.snapshot().grid),
        page.state.input.boards.get(1).unwrap()
    );
}

#[test]
fn a_link_brings_back_the_board_strategy_speed_and_step() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Fixed(Format::Poj3074));
    page.act(Action::Input(InputAction::Pick(1)));
    page.act(Action::Player(PlayerAction::Strategy(
        Strategy::Lexicographic,
    )));
    page.act(Action::Player(PlayerAction::Speed(2)));
    let link = page.state.link(40);
    let fragment = link.to_fragment().expect("a short input");
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    let state = AppState::from_link(&opened, 1);
    assert_eq!(*state.input.text, EXAMPLES[3].input);
    assert_eq!(state.input.choice, FormatChoice::Fixed(Format::Poj3074));
    assert_eq!(state.board(), page.state.board());
    assert_eq!(state.input.current, 1);
    assert_eq!(state.player.strategy, Strategy::Lexicographic);
    assert_eq!(state.player.speed, 2);
    assert!(state.player.wants_frames(false), "on its way to step 40");
    assert_eq!(
        state.motion(&state.player.snapshot()),
        Motion::Seeking,
        "the address keeps the link's step until the player is there"
    );
    assert!(
        state.input.from_link,
        "not saved as the visitor's own input"
    );
    let edited = input(state, InputAction::Clear);
    assert!(!edited.input.from_link, "an edit makes it theirs");
}

#[test]
fn a_link_to_a_sixteen_by_sixteen_step_opens_on_that_step() {
    let text = sample("poj3076_sample1", "in");
    let Board::Sixteen(square) = format::parse(&text, Format::Poj3076).unwrap().puzzles()[0] else {
        panic!("a 16 x 16 board");
    };
    // Every step of the search, from a fresh one: the link goes half way.
    let mut fresh = crate::solver::any_size::SquareSearch::new(&square, Strategy::Lexicographic)
        .expect("no clash");
    let mut boards = vec![*fresh.board()];
    while fresh.step() != crate::solver::any_size::SquareStep::Exhausted {
        boards.push(*fresh.board());
    }
    let target = boards.len() as u64 / 2;
    assert!(target > 100, "a search of {} steps", boards.len());

    let mut page = Page::new(&text, FormatChoice::Auto);
    page.act(Action::Sixteen(SixteenAction::Strategy(
        Strategy::Lexicographic,
    )));
    page.act(Action::Sixteen(SixteenAction::Speed(2)));
    for _ in 0..5 {
        page.act(Action::Sixteen(SixteenAction::Step { forward: true }));
    }
    let link = page.state.link(0);
    assert_eq!(
        (link.step, link.strategy, link.speed),
        (5, Strategy::Lexicographic, 2),
        "the 16 x 16 search's, not the 9 x 9 player's"
    );
    let fragment = Link {
        step: target,
        ..link
    }
    .to_fragment()
    .unwrap();
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    let mut state = AppState::from_link(&opened, 1);
    assert_eq!(state.player.target, None, "no 9 x 9 search to seek");
    let sixteen = state.sixteen.clone().expect("a 16 x 16 search");
    assert_eq!(sixteen.target, Some(target));
    assert_eq!(
        (sixteen.strategy(), sixteen.speed),
        (Strategy::Lexicographic, 2)
    );
    assert!(sixteen.wants_frames());
    assert_eq!(state.motion(&state.player.snapshot()), Motion::Seeking);
    // Frames of a few steps each, as the frames hook takes them.
    let watch = sixteen.watch.clone().unwrap();
    let mut frames = 0;
    while state.sixteen.as_ref().unwrap().target.is_some() {
        watch.borrow_mut().seek_within(target, 7);
        state.apply(Action::Sixteen(SixteenAction::Moved { stopped: false }));
        frames += 1;
        assert!(frames < 100_000, "the seek never ends");
    }
    assert!(frames > 1);
    assert_eq!(*watch.borrow().search().board(), boards[target as usize]);
    assert_eq!(state.link(0).step, target);
    assert_eq!(state.motion(&state.player.snapshot()), Motion::Still);
    // A strategy a 16 x 16 search is not watched with keeps its own.
    let classic = Link {
        strategy: Strategy::Classic,
        ..opened
    };
    let state = AppState::from_link(&classic, 1);
    assert_eq!(state.sixteen.unwrap().strategy(), Strategy::Dlx);
}

#[test]
fn a_link_far_into_a_classic_search_asks_every_worker_and_leaving_it_stops_them() {
    let adversary =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n";
    let link = Link {
        text: Rc::new(adversary.to_string()),
        choice: FormatChoice::Auto,
        board: 0,
        strategy: Strategy::Classic,
        speed: 3,
        step: 50_000_000,
    };
    let state = AppState::from_link(&link, 2);
    let run = state.player.run;
    let asked = state.outbox.take();
    // Every part of the search at once (the page draws itself before it hears the
    // workers), shared out in turn, each of this search.
    assert!(asked.len() > 200, "{} parts", asked.len());
    let expected: Vec<(To, u32)> = (0..asked.len() as u32)
        .map(|index| (To::Worker(index as usize % 2), index))
        .collect();
    let got: Vec<(To, u32)> = asked
        .iter()
        .map(|(to, request)| match request {
            Request::ExplorePart {
                run: r,
                index,
                givens,
                ..
            } if *r == run && givens == adversary.trim() => (*to, *index),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(got, expected);
    // Another strategy is another search: the workers stop exploring the old one.
    let other = reduce(
        state.clone(),
        Action::Player(PlayerAction::Strategy(Strategy::Fastest)),
    );
    assert_eq!(
        other.outbox.take(),
        vec![(To::Every, Request::StopExploring)]
    );
    // The workers' parts come back and the page is at the step in one frame.
    let mut page = Page::with(state);
    for (to, request) in asked {
        if page.state.player.jumping().is_none() {
            break;
        }
        page.ask_to(to, request);
    }
    let snapshot = page.state.player.snapshot();
    assert!(snapshot.explored >= 50_000_000, "{}", snapshot.explored);
    assert_eq!(page.state.player.jumping(), None, "the target is explored");
    let plan = page.state.player.plan_frame(16.0).expect("a seek");
    let report = plan.run(|| 0.0, None);
    page.act(Action::Player(PlayerAction::Framed(report)));
    assert_eq!(page.state.player.snapshot().position, 50_000_000);
    assert_eq!(page.state.player.target, None);
    // The board is the search's at that step, as stepping there one by one finds it.
    let mut plain = crate::player::Player::new(&page.state.board(), Strategy::Classic).unwrap();
    plain.explore(50_000_000);
    plain.seek_now(50_000_000);
    let shown = page.state.player.snapshot();
    assert_eq!(shown.grid, plain.search().grid());
    assert_eq!(shown.counters, plain.search().counters());
}

/// What a worker's answer asks of the workers goes at once, unless something in it needs
/// an input its worker does not hold (that waits for the page's drawing, which sends the
/// input).
#[test]
fn the_outbox_hands_over_at_once_only_what_needs_no_input() {
    let holds_none = |_, _| false;
    let outbox = Outbox::default();
    outbox.push_to(To::Every, Request::StopExploring);
    outbox.push(Request::Cancel { generation: 3 });
    assert_eq!(outbox.take_unless_input_needed(holds_none).len(), 2);
    assert!(outbox.take().is_empty());
    let serial = 5;
    let solve = |index| Request::Solve {
        generation: 1,
        serial,
        format: None,
        cap: 2,
        share: Share { index, of: 2 },
    };
    let waiting = vec![(To::Main, solve(0)), (To::Worker(1), solve(1))];
    assert!(waiting.iter().all(|(to, r)| input_needed(*to, r).is_some()));
    outbox.push_to(To::Every, Request::StopExploring);
    for (to, request) in waiting.clone() {
        outbox.push_to(to, request);
    }
    assert!(
        outbox.take_unless_input_needed(holds_none).is_empty(),
        "all wait"
    );
    // Worker 0 holds the input, worker 1 another: they still wait.
    let holds_one = |worker, s| worker == 0 && s == serial;
    assert!(outbox.take_unless_input_needed(holds_one).is_empty());
    // Both hold it: all go, in order.
    let mut expected = vec![(To::Every, Request::StopExploring)];
    expected.extend(waiting);
    assert_eq!(
        outbox.take_unless_input_needed(|_, s| s == serial),
        expected,
        "in order"
    );
}

/// The reducer sends each worker the next part as it finishes one: the first parts handed
/// out (eight each) cover about a third of the way to step 30,000,000 of the adversary.
#[test]
fn a_far_seek_hands_the_workers_parts_as_they_finish_them() {
    let adversary =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n";
    let state = AppState::new(adversary, FormatChoice::Auto).with_workers(2);
    let first = reduce(
        state.clone(),
        Action::Player(PlayerAction::Seek(30_000_000)),
    );
    assert_eq!(first.outbox.take().len(), 2 * jump::AHEAD);
    let mut page = Page::with(state);
    page.act(Action::Player(PlayerAction::Seek(30_000_000)));
    assert_eq!(page.state.player.jumping(), None, "the target is explored");
    let explored = page.state.player.snapshot().explored;
    assert!(explored >= 30_000_000, "{explored}");
}

/// The adversary on a page of two workers, a jump to step 30,000,000 under way, its
/// first requests sent.
fn jumping() -> AppState {
    let adversary =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n";
    let state = AppState::new(adversary, FormatChoice::Auto).with_workers(2);
    let state = reduce(state, Action::Player(PlayerAction::Seek(30_000_000)));
    assert!(state.player.jumping().is_some());
    state.outbox.take();
    state
}

#[test]
fn a_worker_that_fails_during_a_jump_gives_it_up() {
    let state = jumping();
    let failed = reduce(
        state,
        Action::Worker {
            from: 1,
            response: Response::Stopped,
            now: 0.0,
        },
    );
    assert_eq!(failed.player.jumping(), None, "the page seeks on its own");
    assert_eq!(
        failed.outbox.take(),
        vec![(To::Every, Request::StopExploring)]
    );
}

#[test]
fn solving_during_a_jump_gives_it_up() {
    let state = jumping();
    let solving = reduce(state, Action::Solve { now: 0.0 });
    assert_eq!(solving.player.jumping(), None);
    let letters = solving.outbox.take();
    assert_eq!(letters[0], (To::Every, Request::StopExploring));
    assert!(matches!(letters[1], (To::Main, Request::Solve { .. })));
}

#[test]
fn clearing_or_editing_forgets_runs_and_checks() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    page.compare("x");
    assert!(page.state.batch.is_some() && page.state.compare.comparison.is_some());
    let state = page.state.clone();
    let edited = input(
        state.clone(),
        InputAction::Key(Cell::at(0, 0).unwrap(), CellKey::Clear),
    );
    assert!(edited.batch.is_none() && edited.compare.comparison.is_none());
    let cleared = input(state.clone(), InputAction::Clear);
    assert!(cleared.batch.is_none() && cleared.compare.comparison.is_none());
    assert_eq!(&**cleared.input.text, "");
    assert_eq!(cleared.board(), Grid::empty());
    assert!(
        cleared.input.revision > state.input.revision,
        "the text area is redrawn"
    );
}

#[test]
fn a_run_after_an_edit_never_takes_the_forgotten_runs_generation() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    let first = page.state.batch.as_ref().unwrap().generation;
    page.act(Action::Input(InputAction::Key(
        Cell::at(0, 0).unwrap(),
        CellKey::Clear,
    )));
    assert!(page.state.batch.is_none(), "the run is forgotten");
    // The next run, not yet answered, hears nothing of the forgotten one.
    let state = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let [Request::Solve { generation, .. }] = to_main(&state)[..] else {
        panic!("one Solve request");
    };
    assert!(generation > first);
    let late = RunEvent::Failed {
        why: Failure::Cancelled,
    };
    let response = Response::Run {
        generation: first,
        share: 0,
        event: late,
    };
    let (from, now) = (0, 1.0);
    let action = Action::Worker {
        from,
        response,
        now,
    };
    let state = reduce(state, action);
    assert_eq!(state.batch.as_ref().unwrap().state, RunState::Running);
}

/// The output's pieces are kept without drawing the page again for each; the run's end
/// shows all of them, in order.
#[test]
fn pieces_of_the_output_are_kept_without_drawing_the_page() {
    let puzzles = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    ];
    let text = large_lines(&puzzles, 40);
    let page = Page::new(&text, FormatChoice::Auto);
    let mut state = Rc::new(page.state.clone()).reduce(Action::Solve { now: 0.0 });
    let mut main = page.workers.into_iter().next().unwrap();
    let mut pieces = 0;
    for request in Rc::make_mut(&mut state).outbox.take() {
        for response in main.answer_now(request.1) {
            let piece = matches!(
                response,
                Response::Run {
                    event: RunEvent::Output { .. },
                    ..
                }
            );
            let (from, now) = (0, 1.0);
            let before = state.clone();
            state = state.reduce(Action::Worker {
                from,
                response,
                now,
            });
            if piece {
                pieces += 1;
                assert!(Rc::ptr_eq(&before, &state), "not drawn again");
            }
        }
    }
    assert!(pieces > 0);
    let batch = state.batch.as_ref().unwrap();
    assert_eq!(batch.state, RunState::Finished);
    let Some(Ok(output)) = &batch.output else {
        panic!("{:?}", batch.output);
    };
    assert_eq!(**output, judge::run(&text, None, None).unwrap().output);
}

#[test]
fn a_run_for_an_input_that_changed_fails_and_says_so() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let state = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let [Request::Solve {
        generation, cap, ..
    }] = to_main(&state)[..]
    else {
        panic!("one Solve request");
    };
    page.state = state;
    // Solve for an older serial than the worker holds.
    page.ask(Request::Solve {
        generation,
        serial: 0,
        format: None,
        cap,
        share: Share::WHOLE,
    });
    let batch = page.state.batch.as_ref().unwrap();
    let RunState::Failed(why) = &batch.state else {
        panic!("{:?}", batch.state);
    };
    assert_eq!(*why, Failure::InputChanged);
}

/// Keys typed and Solve clicked before the page is drawn again (Yew draws later when it is
/// busy): the run is of the board with the keys, as the page shows it.
#[test]
fn keys_then_solve_before_drawing_solve_the_typed_board() {
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    page.act(Action::Input(InputAction::Clear));
    let shown = page.state.input.serial;
    let mut state = page.state.clone();
    for (column, digit) in (0..9).zip(1..=9) {
        let cell = Cell::at(0, column).unwrap();
        let key = CellKey::Digit(Digit::new(digit).unwrap());
        state = input(state, InputAction::Select(cell));
        state = input(state, InputAction::Key(cell, key));
    }
    page.state = reduce(state, Action::Solve { now: 0.0 });
    page.drawn(shown);
    let outcome = page.state.outcome.clone().expect("solved");
    let solution = outcome.solution().expect("a solution").to_line('.');
    assert_eq!(&solution[..9], "123456789", "{solution}");
    assert!(matches!(outcome.verdict, Verdict::Several { .. }));
}

#[test]
fn nothing_is_asked_of_the_worker_while_it_reads_the_input() {
    let text = large_lines(&[&".".repeat(81)], 20_000);
    let page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let reading = input(page.state.clone(), InputAction::Text(text));
    assert!(reading.input.reading.is_some());
    assert!(unchanged(&reading, Action::Solve { now: 0.0 }));
    assert!(unchanged(&reading, Action::Compare(CompareAction::Check)));
    assert!(to_main(&reading).is_empty());
}

#[test]
fn editing_the_input_or_solving_again_stops_a_run_on_every_worker() {
    let page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    let generation = running.batch.as_ref().unwrap().generation;
    running.outbox.take();
    let cancel = (To::Every, Request::Cancel { generation });
    let edited = input(running.clone(), InputAction::Text("1".repeat(81)));
    assert!(edited.outbox.take().contains(&cancel), "an edit stops it");
    let again = reduce(running, Action::Solve { now: 1.0 });
    assert_eq!(again.outbox.take()[0], cancel, "a new run stops it first");
}

#[test]
fn cancel_asks_the_workers_once() {
    let page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    let running = reduce(page.state.clone(), Action::Solve { now: 0.0 });
    running.outbox.take();
    let cancelled = reduce(running, Action::Batch(BatchAction::Cancel));
    let again = reduce(cancelled, Action::Batch(BatchAction::Cancel));
    let generation = again.batch.as_ref().unwrap().generation;
    let cancel = Request::Cancel { generation };
    assert_eq!(again.outbox.take(), vec![(To::Every, cancel)]);
    assert_eq!(again.batch.unwrap().state, RunState::Cancelled);
}

/// A judge's sample input as the judge gives it (the LeetCode one is ours, in `tests/`).
fn sample(name: &str, ending: &str) -> String {
    let dir = if name.starts_with("leetcode") {
        format!("{}/tests/samples", env!("CARGO_MANIFEST_DIR"))
    } else {
        format!(
            "{}/../shared/puzzles/judge_samples",
            env!("CARGO_MANIFEST_DIR")
        )
    };
    let path = format!("{dir}/{name}.{ending}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_judge_sample_pasted_and_solved_gives_its_output_byte_for_byte() {
    for (name, format) in [
        ("boj2580_sample1", Format::Boj2580),
        ("boj2239_sample1", Format::Boj2239),
        ("poj2676_sample1", Format::Poj2676),
        ("poj2918_sample1", Format::Poj2918),
        ("poj3074_sample1", Format::Poj3074),
        ("poj3076_sample1", Format::Poj3076),
        ("boj4574_sample1", Format::Boj4574),
        ("leetcode37_sample1", Format::LeetCode),
    ] {
        let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
        page.act(Action::Input(InputAction::Text(sample(name, "in"))));
        assert_eq!(page.state.input.errors, None, "{name}");
        assert_eq!(page.state.input.format, format, "{name}");
        page.solve();
        assert_eq!(
            page.output().as_deref(),
            Ok(sample(name, "out").as_str()),
            "{name}"
        );
        let batch = page.state.batch.as_ref().unwrap();
        let boards = page.state.input.boards.len();
        assert_eq!(
            batch.tally(),
            [boards, 0, 0, 0],
            "{name}: every board unique"
        );
    }
}

#[test]
fn a_sixteen_by_sixteen_board_is_shown_with_its_answer_and_no_nine_by_nine_search() {
    let mut page = Page::new(&sample("poj3076_sample1", "in"), FormatChoice::Auto);
    let board = page.state.input.board();
    assert_eq!(board.side(), 16);
    assert_eq!(page.state.input.grid(), None, "not a 9 x 9 board");
    assert_eq!(
        page.state.board(),
        Grid::empty(),
        "the player watches no search"
    );
    page.solve();
    let outcome = page.state.outcome.clone().expect("one board: its outcome");
    assert_eq!(outcome.verdict, Verdict::Unique);
    let values = outcome.values.expect("the solution's values");
    // The answer shown on the board is the judge's, letter for letter, and keeps the
    // givens.
    let letters: String = values.iter().map(|&v| char::from(b'A' + v - 1)).collect();
    assert_eq!(letters, sample("poj3076_sample1", "out").replace('\n', ""));
    for (given, found) in board.values().iter().zip(&values) {
        assert!(*given == 0 || given == found);
    }
    // Keys and the keypad edit 9 x 9 boards only: the text is this board's home.
    let key = CellKey::Digit(crate::grid::Digit::new(1).unwrap());
    let before = page.state.clone();
    page.act(Action::Input(InputAction::Keypad(key)));
    assert_eq!(page.state.input.text, before.input.text);
}

#[test]
fn text_no_format_fits_clears_the_board_picker_and_results_and_says_so_once() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    assert!(page.state.batch.is_some());
    assert_eq!(page.state.input.boards.len(), 2);
    page.act(Action::Input(InputAction::Text(
        "Sample Input 1\nhello there\n42 apples\n".into(),
    )));
    let errors = page.state.input.errors.clone().expect("nothing fits");
    assert_eq!(errors.total, 1, "{errors:?}");
    assert!(matches!(
        &errors.first[0].kind,
        crate::format::ErrorKind::Unrecognized { found } if found == "Sample Input 1"
    ));
    assert_eq!(page.state.input.detected, None);
    assert_eq!(page.state.input.boards.len(), 1, "no stale boards to pick");
    assert_eq!(page.state.board(), Grid::empty(), "no stale board");
    assert_eq!(page.state.batch, None, "no stale results");
    // Solve does not run a batch that would list the error again.
    page.solve();
    assert_eq!(page.state.batch, None);
    assert!(to_main(&page.state).is_empty());
}

#[test]
fn a_large_sixteen_by_sixteen_input_comes_from_the_worker_as_such_boards() {
    let one = sample("poj3076_sample1", "in");
    let copies = LARGE_INPUT / one.len() + 2;
    let text = vec![one.as_str(); copies].join("\n");
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    page.act(Action::Input(InputAction::Text(text)));
    let input = &page.state.input;
    assert_eq!(input.reading, None);
    assert_eq!(input.errors, None);
    assert_eq!(input.format, Format::Poj3076);
    assert_eq!(input.boards.len(), copies);
    let last = input.boards.get(copies - 1).expect("the last board");
    let expected = crate::format::parse(&one, Format::Poj3076)
        .unwrap()
        .puzzles();
    assert_eq!(last, expected[0]);
}

#[test]
fn a_sixteen_by_sixteen_board_has_its_search_to_watch_and_a_nine_by_nine_has_none() {
    let mut page = Page::new(&sample("poj3076_sample1", "in"), FormatChoice::Auto);
    let sixteen = page.state.sixteen.clone().expect("a 16 x 16 search");
    let first = sixteen.snapshot().expect("no clash");
    assert_eq!((first.position, first.strategy), (0, Strategy::Dlx));
    assert!(matches!(
        first.narration,
        crate::player::Narration::Start { .. }
    ));
    page.act(Action::Sixteen(SixteenAction::Step { forward: true }));
    let after = page.state.sixteen.as_ref().unwrap().snapshot().unwrap();
    assert_eq!(after.position, 1);
    let crate::player::Narration::Cover { cell, digit, .. } = after.narration else {
        panic!("a DLX step tries a letter: {:?}", after.narration);
    };
    // The letter tried stands in the cell named, on the board shown.
    let index = cell.row() * 16 + cell.col();
    assert_eq!(after.focus, Some(index));
    assert_eq!(
        crate::names::Mark::on(16, after.board[index]),
        digit,
        "{cell}"
    );
    // A 9 x 9 board has the player instead.
    page.act(Action::Input(InputAction::Load(EXAMPLES[1].input)));
    assert!(page.state.sixteen.is_none());
}
