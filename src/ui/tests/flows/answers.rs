//! What the page shows of a run: the outcome of the board shown, verdicts, a check of an
//! output, the judges' samples byte for byte, 16 x 16 boards.

use super::*;

#[test]
fn the_board_shown_after_a_run_of_several_has_its_outcome_and_solution() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Auto);
    page.solve();
    // The run's results carry verdicts only; the board shown is asked for on its own.
    let results = page.state.batch.as_ref().unwrap().results.to_vec();
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
        assert_eq!(outcome.result.verdict, Verdict::Unique);
        let solution = outcome.solution().expect("its solution");
        assert_eq!(
            solution.to_line('.'),
            poj3074_answer(board),
            "board {board}"
        );
        // The same search as the run's: its verdict and steps.
        assert_eq!(outcome.result.verdict, results[board].verdict);
        assert_eq!(outcome.result.steps, results[board].steps);
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
    let hear = |state: AppState, request: &Request| hear(state, std::slice::from_ref(request));
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
        Action::Input(InputAction::Text(format!("{}\n", poj3074_answer(0)).into())),
    );
    assert_eq!(hear(edited, first).outcome, None);
}

#[test]
fn one_board_solved_in_the_worker_becomes_the_outcome() {
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let sent_at = page.now;
    page.solve();
    let outcome = page.state.outcome.clone().expect("the board's outcome");
    assert_eq!(outcome.result.verdict, Verdict::Unique);
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
        outcome.result.verdict,
        Verdict::Several {
            count: 5,
            capped: true
        }
    );
    let (first, second) = (
        outcome.solution().unwrap(),
        outcome.result.second_grid().unwrap(),
    );
    assert_ne!(first, second);
    let mut none = Page::new(EXAMPLES[8].input, FormatChoice::Auto);
    none.solve();
    let outcome = none.state.outcome.clone().unwrap();
    assert_eq!(outcome.result.verdict, Verdict::NoSolution);
    assert!(matches!(
        none.output().unwrap_err(),
        Failure::Unsolved { total: 1, .. }
    ));
    let clash = AppState::new(format!("55{}", ".".repeat(79)), FormatChoice::Auto);
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
        page.act(Action::Input(InputAction::Text(sample(name, "in").into())));
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
    assert_eq!(outcome.result.verdict, Verdict::Unique);
    let values = outcome.values().expect("the solution's values");
    // The answer shown on the board is the judge's, letter for letter, and keeps the
    // givens.
    let letters: String = values.iter().map(|&v| char::from(b'A' + v - 1)).collect();
    assert_eq!(letters, sample("poj3076_sample1", "out").replace('\n', ""));
    for (given, found) in board.values().iter().zip(&values) {
        assert!(*given == 0 || given == found);
    }
    // The keypad writes this board's symbols: its first value is A, in the first empty cell,
    // and the text follows.
    page.act(Action::Input(InputAction::Keypad(CellKey::Symbol(1))));
    let first_empty = board.values().iter().position(|&v| v == 0).unwrap();
    let line = page
        .state
        .input
        .text
        .as_str()
        .lines()
        .nth(first_empty / 16)
        .unwrap();
    assert_eq!(line.as_bytes()[first_empty % 16], b'A', "{line}");
}

#[test]
fn a_sixteen_by_sixteen_board_has_its_search_to_watch_and_a_nine_by_nine_has_none() {
    let mut page = Page::new(&sample("poj3076_sample1", "in"), FormatChoice::Auto);
    let square = page.state.square.clone().expect("a 16 x 16 search");
    let first = square.snapshot().expect("no clash");
    assert_eq!((first.position, first.strategy), (0, Strategy::Dlx));
    assert!(matches!(
        first.narration,
        crate::player::Narration::Start { .. }
    ));
    page.act(Action::Square(SquareAction::Step { forward: true }));
    let after = page.state.square.as_ref().unwrap().snapshot().unwrap();
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
    assert!(page.state.square.is_none());
}

/// In the study view a 16 x 16 board is watched, not edited (as a 9 x 9 one): its keys are the
/// player's, so a key on a given cell must not also erase it. Out of the view it edits.
#[test]
fn the_study_view_keeps_a_sixteen_by_sixteen_board_as_it_is() {
    let text = sample("poj3076_sample1", "in");
    let mut page = Page::new(&text, FormatChoice::Auto);
    let given = text
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .position(|b| b != b'-');
    let given = given.expect("the sample has givens");
    let place = Place::on(16, given);
    let clear = |page: &mut Page| {
        page.act(Action::Input(InputAction::Key(place, CellKey::Clear)));
    };
    page.act(Action::Study(true));
    assert!(page.state.studying());
    clear(&mut page);
    assert_eq!(
        page.state.input.text.as_str(),
        text,
        "edited in the study view"
    );
    page.act(Action::Study(false));
    clear(&mut page);
    assert_ne!(page.state.input.text.as_str(), text, "not edited out of it");
}
