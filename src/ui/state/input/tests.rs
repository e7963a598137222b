use super::undo::{UNDO_BYTES, UNDO_DEPTH};
use super::*;
use crate::ui::conversation::Inbox;
use crate::ui::examples::EXAMPLES;

impl InputState {
    /// The board shown, which these tests know to be a 9 x 9 one.
    fn nine(&self) -> Grid {
        self.grid().expect("a 9 x 9 board")
    }
}

#[test]
fn undo_takes_back_board_edits_clear_and_examples_in_turn() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    assert!(!input.can_undo());
    assert_eq!(input.apply(InputAction::Undo), Change::Unchanged);
    let original = input.nine();
    let empty = Cell::all().find(|&c| original.get(c).is_none()).unwrap();
    // Moving around is not an edit.
    input.apply(InputAction::Key(Place::from(empty), CellKey::Right));
    assert!(!input.can_undo());
    input.apply(InputAction::Select(Place::from(empty)));
    input.apply(InputAction::Key(
        Place::from(empty),
        CellKey::from_key("4", 9).unwrap(),
    ));
    let edited = input.nine();
    assert_eq!(edited.get(empty), Digit::new(4));
    input.apply(InputAction::Clear);
    assert_eq!(input.nine(), Grid::empty());
    input.apply(InputAction::Load(EXAMPLES[0].input));

    assert_eq!(input.apply(InputAction::Undo), Change::Boards);
    assert_eq!(input.nine(), Grid::empty(), "the example's load undone");
    input.apply(InputAction::Undo);
    assert_eq!(input.nine(), edited, "Clear undone");
    assert_eq!(input.selected, Some(Place::from(empty)));
    input.apply(InputAction::Undo);
    assert_eq!(input.nine(), original, "the digit undone");
    assert_eq!(*input.text, EXAMPLES[1].input, "the text as it was");
    assert!(!input.can_undo());
}

#[test]
fn a_run_of_typing_is_one_edit_and_no_change_is_none() {
    let mut input = InputState::new(EXAMPLES[0].input, FormatChoice::Auto);
    let cell = Cell::at(0, 1).unwrap();
    let held = input.nine().get(cell).expect("a given");
    // The digit the cell holds already, or moving: nothing to undo.
    input.apply(InputAction::Key(
        Place::from(cell),
        CellKey::Symbol(held.get()),
    ));
    input.apply(InputAction::Select(Place::from(cell)));
    assert!(!input.can_undo());
    for text in ["1", "12", "123"] {
        input.apply(InputAction::Text(text.into()));
    }
    input.apply(InputAction::Text("1234".into()));
    assert_eq!(input.undo.len(), 1, "one run of typing, however long");
    input.apply(InputAction::Key(Place::from(cell), CellKey::Clear));
    input.apply(InputAction::Text("9".into()));
    assert_eq!(input.undo.len(), 3, "a board edit ends the run");
    input.apply(InputAction::Undo);
    input.apply(InputAction::Undo);
    assert_eq!(*input.text, "1234");
    input.apply(InputAction::Undo);
    assert_eq!(*input.text, EXAMPLES[0].input, "the typing undone at once");
}

#[test]
fn undo_gives_a_large_input_back_without_reading_it_again() {
    let line = format!("{}\n", ".".repeat(81));
    let text = line.repeat(2 * LARGE_INPUT / line.len());
    let mut input = InputState::new(&line, FormatChoice::Auto);
    input.apply(InputAction::Text(text.clone()));
    let serial = input.reading.expect("read by the worker");
    // Boards told apart by their first cell.
    let digits: String = (0..text.len() / line.len())
        .map(|i| format!("{}{}", i % 9 + 1, "0".repeat(80)))
        .collect();
    input.read_by_worker(Response::Boards {
        serial,
        kind: Kind::Nine,
        digits,
    });
    input.read_by_worker(Response::Parsed {
        serial,
        detected: Some(Format::Lines),
        format: Format::Lines,
        errors: None,
    });
    assert_eq!(input.reading, None);
    input.apply(InputAction::Pick(7));
    let (count, shown) = (input.boards.len(), input.nine());
    input.apply(InputAction::Clear);
    input.apply(InputAction::Undo);
    assert_eq!(
        (input.boards.len(), input.current, input.nine()),
        (count, 7, shown)
    );
    assert_eq!(input.reading, None, "not read again");
    assert_eq!(*input.text, text);
}

#[test]
fn undo_keeps_a_bounded_amount_of_text() {
    let mut input = InputState::new(EXAMPLES[0].input, FormatChoice::Auto);
    let big = "x".repeat(UNDO_BYTES / 3);
    for i in 0..6 {
        input.apply(InputAction::Text(format!("{big}{i}")));
        input.apply(InputAction::Clear);
    }
    let kept: usize = input.undo.iter().map(|b| b.text.len()).sum();
    assert!(kept <= UNDO_BYTES, "{kept} bytes kept");
    assert!(input.can_undo());
    for _ in 0..UNDO_DEPTH + 5 {
        input.apply(InputAction::Text("1".into()));
        input.apply(InputAction::Clear);
    }
    assert_eq!(input.undo.len(), UNDO_DEPTH);
}

#[test]
fn undo_keeps_the_board_shown_of_several() {
    let mut input = InputState::new(EXAMPLES[3].input, FormatChoice::Auto);
    input.apply(InputAction::Pick(1));
    let second = input.nine();
    input.apply(InputAction::Clear);
    input.apply(InputAction::Undo);
    assert_eq!((input.current, input.nine()), (1, second));
}

#[test]
fn every_example_reads_without_errors() {
    for (i, example) in EXAMPLES.iter().enumerate() {
        let input = InputState::new(example.input, FormatChoice::Auto);
        assert!(input.errors.is_none(), "example {i}: {:?}", input.errors);
        assert!(!input.boards.is_empty(), "example {i}");
    }
}

#[test]
fn typing_on_the_board_after_an_emptied_input_makes_the_board_the_input() {
    let first = Cell::at(0, 0).unwrap();
    let five = CellKey::Symbol(5);
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    input.apply(InputAction::Text(" \n".into()));
    assert!(input.errors.is_some(), "an empty input does not read");
    let mut expected = input.nine();
    expected.set(first, Digit::new(5));
    assert_eq!(
        input.apply(InputAction::Key(Place::from(first), five)),
        Change::Boards
    );
    assert_eq!(input.errors, None);
    let parsed = format::parse(&input.text, input.format).expect("the new text reads");
    assert_eq!(parsed.boards.len(), 1);
    assert_eq!(parsed.boards[0].board, Board::Nine(expected));
}

#[test]
fn the_keypad_fills_the_selected_cell_or_the_first_empty_one() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let board = input.nine();
    let first_empty = Cell::all().find(|&c| board.get(c).is_none()).unwrap();
    let seven = CellKey::Symbol(7);
    assert_eq!(input.apply(InputAction::Keypad(seven)), Change::Boards);
    assert_eq!(input.selected, Some(Place::from(first_empty)));
    assert_eq!(input.nine().get(first_empty), Digit::new(7));
    let other = Cell::at(8, 8).unwrap();
    input.apply(InputAction::Select(Place::from(other)));
    input.apply(InputAction::Keypad(CellKey::Clear));
    assert_eq!(input.nine().get(other), None);
    assert_eq!(
        input.nine().get(first_empty),
        Digit::new(7),
        "only the selected cell"
    );
}

#[test]
fn bad_input_keeps_the_board_and_says_where() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let before = input.nine();
    assert_eq!(
        input.apply(InputAction::Text("10300x509\n".into())),
        Change::Text
    );
    assert_eq!(input.nine(), before);
    let errors = input.errors.expect("input has an error");
    assert!(
        errors.first[0].to_string().starts_with("line 1, column 6:"),
        "{errors:?}"
    );
}

#[test]
fn lines_are_counted() {
    for text in [
        "",
        "a",
        "a\n",
        "a\nb",
        "\n\n\n",
        "0123456\n01234567\n\n\u{e9}\u{e9}\u{e9}\u{e9}\n",
    ] {
        let expected = text.lines().count();
        assert_eq!(count_lines(text), expected, "{text:?}");
    }
    let long: String = (0..1000).map(|i| "x".repeat(i % 23) + "\n").collect();
    assert_eq!(count_lines(&long), 1000);
}

#[test]
fn editing_the_board_rewrites_the_text() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let cell = Cell::at(0, 1).unwrap();
    let revision = input.revision;
    let change = input.apply(InputAction::Key(
        Place::from(cell),
        CellKey::from_key("4", 9).unwrap(),
    ));
    assert_eq!(change, Change::Boards);
    assert!(input.text.starts_with("143000509\n"), "{}", input.text);
    assert!(input.revision > revision, "the text area is redrawn");
    input.apply(InputAction::Key(
        Place::from(cell),
        CellKey::from_key("Backspace", 9).unwrap(),
    ));
    assert!(input.text.starts_with("103000509\n"));
    assert_eq!(
        input.apply(InputAction::Key(Place::from(cell), CellKey::Up)),
        Change::Input
    );
    assert_eq!(
        input.selected,
        Cell::at(8, 1).map(Place::from),
        "up from row 1 wraps to row 9"
    );
}

#[test]
fn an_edit_while_the_text_has_errors_keeps_the_text() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    input.apply(InputAction::Text("10300x509\n".into()));
    let text = input.text.clone();
    input.apply(InputAction::Key(
        Place::from(Cell::at(0, 0).unwrap()),
        CellKey::Clear,
    ));
    assert_eq!(input.text, text, "the user's text is not overwritten");
    assert_eq!(input.nine().get(Cell::at(0, 0).unwrap()), None);
}

#[test]
fn the_format_choice_overrides_detection() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    assert_eq!(input.format, Format::Boj2239);
    input.apply(InputAction::ChooseFormat(FormatChoice::Fixed(
        Format::Boj2580,
    )));
    let errors = input.errors.expect("2239 rows are not 2580 rows");
    assert_eq!(errors.first[0].line, 1, "{errors:?}");
}

#[test]
fn picking_a_board_that_does_not_exist_changes_nothing() {
    let mut input = InputState::new(EXAMPLES[3].input, FormatChoice::Auto);
    assert_eq!(input.apply(InputAction::Pick(1)), Change::Shown);
    assert_eq!(input.current, 1);
    assert_eq!(input.apply(InputAction::Pick(2)), Change::Unchanged);
    assert_eq!(input.current, 1);
}

#[test]
fn an_edit_of_a_large_input_waits_for_the_worker_again() {
    let line = format!("{}\n", ".".repeat(81));
    let mut input = InputState::new(&line.repeat(4000), FormatChoice::Fixed(Format::Lines));
    let serial = input.reading.expect("read by the worker");
    let digits = "0".repeat(81 * 4000);
    input.read_by_worker(Response::Boards {
        serial,
        kind: Kind::Nine,
        digits,
    });
    let (format, errors) = (Format::Lines, None);
    input.read_by_worker(Response::Parsed {
        serial,
        detected: Some(format),
        format,
        errors,
    });
    assert_eq!((input.reading, input.boards.len()), (None, 4000));
    let cell = Cell::at(0, 0).unwrap();
    input.apply(InputAction::Key(
        Place::from(cell),
        CellKey::from_key("7", 9).unwrap(),
    ));
    assert!(
        input.text.starts_with("7....."),
        "the text follows the board"
    );
    assert_eq!(
        input.reading,
        Some(input.serial),
        "Solve waits for the worker's reading"
    );
}

#[test]
fn boards_from_the_worker_are_checked_piece_by_piece() {
    // As the page hears them: through the inbox, which puts the pieces together.
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let before = input.nine();
    let text = format!("{}\n", ".".repeat(81)).repeat(4000);
    assert!(is_large(&text));
    let read = |input: &mut InputState, pieces: &[String]| {
        input.apply(InputAction::Text(text.clone()));
        let serial = input.reading.expect("read by the worker");
        let mut inbox = Inbox::default();
        let mut heard: Vec<Response> = Vec::new();
        for digits in pieces {
            let digits = digits.clone();
            let piece = Response::Boards {
                serial,
                kind: Kind::Nine,
                digits,
            };
            heard.extend(inbox.hear(0, piece));
        }
        assert_eq!(heard, Vec::new(), "pieces are held until the reading ends");
        let format = Format::Lines;
        let parsed = Response::Parsed {
            serial,
            detected: Some(format),
            format,
            errors: None,
        };
        let mut change = Change::Unchanged;
        for response in inbox.hear(0, parsed) {
            change = input.read_by_worker(response);
        }
        change
    };
    let good = "0".repeat(2 * 81);
    assert_eq!(
        read(&mut input, &[good.clone(), good.clone()]),
        Change::Boards
    );
    assert_eq!(input.boards.len(), 4);
    assert_eq!(input.nine(), Grid::empty());
    // A piece that is not whole boards of digits spoils the reading: no boards come, and the
    // board shown stays.
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let broken = [good.clone(), "1".repeat(80), good];
    assert_eq!(read(&mut input, &broken), Change::Text);
    assert_eq!(input.nine(), before);
    assert_eq!(input.boards.len(), 1);
    assert_eq!(input.reading, None);
}

#[test]
fn a_key_before_focus_has_followed_the_selection_acts_on_the_selected_cell() {
    // Typed fast: 5, Right, 6 all go to the cell that had focus, as the page is drawn
    // (and focus moved) only after the three keys. The 6 belongs in the next cell.
    let digit = |d| CellKey::Symbol(d);
    let mut input = InputState::new("", FormatChoice::Auto);
    input.apply(InputAction::Clear);
    let (first, second) = (Cell::at(0, 0).unwrap(), Cell::at(0, 1).unwrap());
    input.apply(InputAction::Select(Place::from(first)));
    for key in [digit(5), CellKey::Right, digit(6)] {
        input.apply(InputAction::Key(Place::from(first), key));
    }
    assert_eq!(input.nine().get(first), Digit::new(5));
    assert_eq!(input.nine().get(second), Digit::new(6));
    // The same on a 16 x 16 board.
    let example = EXAMPLES
        .iter()
        .find(|e| format::detect(e.input) == Some(Format::Poj3076))
        .expect("the POJ 3076 example");
    let mut input = InputState::new(example.input, FormatChoice::Auto);
    input.apply(InputAction::Select(Place::on(16, 0)));
    for key in [CellKey::Symbol(7), CellKey::Right, CellKey::Symbol(8)] {
        input.apply(InputAction::Key(Place::on(16, 0), key));
    }
    assert_eq!(&input.board().values()[..2], &[7, 8]);
}

#[test]
fn a_sixteen_by_sixteen_board_is_edited_with_letters_and_the_text_follows() {
    let example = EXAMPLES
        .iter()
        .find(|e| format::detect(e.input) == Some(Format::Poj3076))
        .expect("the POJ 3076 example");
    let mut input = InputState::new(example.input, FormatChoice::Auto);
    // The first cell is empty in the sample (`--A-...`); the third holds A.
    assert_eq!(CellKey::from_key("g", 16), Some(CellKey::Symbol(7)));
    assert_eq!(CellKey::from_key("Q", 16), None);
    assert_eq!(
        input.apply(InputAction::Key(
            Place::on(16, 0),
            CellKey::from_key("G", 16).unwrap()
        )),
        Change::Boards
    );
    assert!(
        input.text.starts_with("G-A----C-----O-I\n"),
        "{}",
        input.text
    );
    assert_eq!(input.board().values()[0], 7);
    // Arrows move the selection, wrapping round; Erase on the keypad empties it.
    input.apply(InputAction::Key(Place::on(16, 0), CellKey::Left));
    assert_eq!(input.selected, Some(Place::on(16, 15)));
    input.apply(InputAction::Key(Place::on(16, 15), CellKey::Up));
    assert_eq!(input.selected, Some(Place::on(16, 255)));
    input.apply(InputAction::Select(Place::on(16, 2)));
    input.apply(InputAction::Keypad(CellKey::Clear));
    assert!(
        input.text.starts_with("G------C-----O-I\n"),
        "{}",
        input.text
    );
    // Undo takes the edits back, one at a time.
    input.apply(InputAction::Undo);
    input.apply(InputAction::Undo);
    assert_eq!(*input.text, example.input);
    // Digits are no keys here, nor letters on a 9 x 9 board; a 9 x 9 board has no symbol
    // past 9.
    assert_eq!(CellKey::from_key("5", 16), None);
    assert_eq!(CellKey::from_key("E", 9), None);
    let mut nine = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    assert_eq!(
        nine.apply(InputAction::Keypad(CellKey::Symbol(16))),
        Change::Unchanged
    );
    assert_eq!(
        nine.apply(InputAction::Keypad(CellKey::Symbol(9))),
        Change::Boards,
        "the keypad's 9 in the first empty cell"
    );
}

#[test]
fn clear_gives_an_empty_board_of_the_format_chosen_and_the_text_follows_what_is_typed() {
    let five = CellKey::Symbol(5);
    // POJ 3076 chosen: an empty 16 x 16 board to type on.
    let mut input = InputState::new("", FormatChoice::Fixed(Format::Poj3076));
    input.apply(InputAction::Clear);
    assert_eq!(input.board(), Board::Sixteen(Square::default()));
    input.apply(InputAction::Key(Place::on(16, 17), CellKey::Symbol(3)));
    assert_eq!(input.errors, None);
    assert_eq!(
        input.text.lines().nth(1),
        Some("-C--------------"),
        "{}",
        input.text
    );
    // BOJ 4574 chosen: a Sudominoku is not typed on the board; digits typed on the empty
    // 9 x 9 board become a 9 x 9 input, read as such.
    let mut input = InputState::new("", FormatChoice::Fixed(Format::Boj4574));
    input.apply(InputAction::Clear);
    let first = Cell::at(0, 0).unwrap();
    assert_eq!(
        input.apply(InputAction::Key(Place::from(first), five)),
        Change::Boards
    );
    assert_eq!(input.choice, FormatChoice::Auto);
    assert_eq!(input.errors, None);
    assert!(input.text.starts_with("5 0 0 0"), "{}", input.text);
    let parsed = format::parse_detected(&input.text).expect("the text reads");
    assert_eq!(parsed.boards[0].board, input.board());
}
