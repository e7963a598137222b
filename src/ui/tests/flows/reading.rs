//! Reading the input: large inputs read by the worker, answers for an older input ignored,
//! nothing asked while reading, text no format fits.

use super::*;

#[test]
fn a_large_input_is_read_by_the_worker() {
    let puzzles = TWO_PUZZLES;
    // More than a megabyte of boards: the worker sends them in several messages.
    let text = large_lines(&puzzles, 20_000);
    assert!(crate::ui::text::is_large(&text));
    let mut page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let before = page.state.board();
    // The page alone: the board waits for the worker.
    let state = input(page.state.clone(), InputAction::Text(text.clone().into()));
    assert!(state.input.reading.is_some());
    assert_eq!(state.board(), before);
    // With the worker.
    page.act(Action::Input(InputAction::Text(text.into())));
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
    let waiting = input(page.state.clone(), InputAction::Text(text.clone().into()));
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
    page.act(Action::Input(InputAction::Text(text.into())));
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
        let key = CellKey::Symbol(digit);
        state = input(state, InputAction::Select(Place::from(cell)));
        state = input(state, InputAction::Key(Place::from(cell), key));
    }
    page.state = reduce(state, Action::Solve { now: 0.0 });
    page.drawn(shown);
    let outcome = page.state.outcome.clone().expect("solved");
    let solution = outcome.solution().expect("a solution").to_line('.');
    assert_eq!(&solution[..9], "123456789", "{solution}");
    assert!(matches!(outcome.result.verdict, Verdict::Several { .. }));
}

#[test]
fn nothing_is_asked_of_the_worker_while_it_reads_the_input() {
    let text = large_lines(&[&".".repeat(81)], 20_000);
    let page = Page::new(EXAMPLES[1].input, FormatChoice::Auto);
    let reading = input(page.state.clone(), InputAction::Text(text.into()));
    assert!(reading.input.reading.is_some());
    assert!(unchanged(&reading, Action::Solve { now: 0.0 }));
    assert!(unchanged(&reading, Action::Compare(CompareAction::Check)));
    assert!(to_main(&reading).is_empty());
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
    page.act(Action::Input(InputAction::Text(text.into())));
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
