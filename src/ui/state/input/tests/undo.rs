//! Undo: edits taken back one at a time, within bounds.

use super::*;
use crate::ui::text::{Piece, LARGE_INPUT};

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
    assert_eq!(input.text.as_str(), EXAMPLES[1].input, "the text as it was");
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
    assert_eq!(input.text.as_str(), "1234");
    input.apply(InputAction::Undo);
    assert_eq!(
        input.text.as_str(),
        EXAMPLES[0].input,
        "the typing undone at once"
    );
}

#[test]
fn undo_gives_a_large_input_back_without_reading_it_again() {
    let line = format!("{}\n", ".".repeat(81));
    let text = line.repeat(2 * LARGE_INPUT / line.len());
    let mut input = InputState::new(&line, FormatChoice::Auto);
    input.apply(InputAction::Text(text.clone().into()));
    let serial = input.reading.expect("read by the worker");
    // Boards told apart by their first cell.
    let digits: String = (0..text.len() / line.len())
        .map(|i| format!("{}{}", i % 9 + 1, "0".repeat(80)))
        .collect();
    input.boards_read(serial, Kind::Nine, Pieces::new(vec![Piece::new(&digits)]));
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
    assert_eq!(input.text.as_str(), text);
}

#[test]
fn undo_keeps_a_bounded_amount_of_text() {
    let mut input = InputState::new(EXAMPLES[0].input, FormatChoice::Auto);
    let big = "x".repeat(UNDO_BYTES / 3);
    for i in 0..6 {
        input.apply(InputAction::Text(format!("{big}{i}").into()));
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
