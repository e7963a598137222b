//! Editing on the board: keys, the keypad, the selection, the text following the board.

use super::*;

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
    let parsed = format::parse(input.text.as_str(), input.format).expect("the new text reads");
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
fn editing_the_board_rewrites_the_text() {
    let mut input = InputState::new(EXAMPLES[1].input, FormatChoice::Auto);
    let cell = Cell::at(0, 1).unwrap();
    let revision = input.revision;
    let change = input.apply(InputAction::Key(
        Place::from(cell),
        CellKey::from_key("4", 9).unwrap(),
    ));
    assert_eq!(change, Change::Boards);
    assert!(
        input.text.as_str().starts_with("143000509\n"),
        "{}",
        input.text
    );
    assert!(input.revision > revision, "the text area is redrawn");
    input.apply(InputAction::Key(
        Place::from(cell),
        CellKey::from_key("Backspace", 9).unwrap(),
    ));
    assert!(input.text.as_str().starts_with("103000509\n"));
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
        input.text.as_str().starts_with("G-A----C-----O-I\n"),
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
        input.text.as_str().starts_with("G------C-----O-I\n"),
        "{}",
        input.text
    );
    // Undo takes the edits back, one at a time.
    input.apply(InputAction::Undo);
    input.apply(InputAction::Undo);
    assert_eq!(input.text.as_str(), example.input);
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
        input.text.as_str().lines().nth(1),
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
    assert!(input.text.as_str().starts_with("5 0 0 0"), "{}", input.text);
    let parsed = format::parse_detected(input.text.as_str()).expect("the text reads");
    assert_eq!(parsed.boards[0].board, input.board());
}
