//! The input's tests: reading (here and in the worker), formats, boards picked; undo in
//! [`undo`], editing on the board in [`editing`].

mod editing;
mod undo;

use super::undo::{UNDO_BYTES, UNDO_DEPTH};
use super::*;
use crate::ui::conversation::{Heard, Inbox};
use crate::ui::examples::EXAMPLES;
use crate::ui::text::Piece;

impl InputState {
    /// The board shown, which these tests know to be a 9 x 9 one.
    fn nine(&self) -> Grid {
        self.grid().expect("a 9 x 9 board")
    }
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
    let mut input = InputState::new(line.repeat(4000), FormatChoice::Fixed(Format::Lines));
    let serial = input.reading.expect("read by the worker");
    let digits = "0".repeat(81 * 4000);
    input.boards_read(serial, Kind::Nine, Pieces::new(vec![Piece::new(&digits)]));
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
        input.text.as_str().starts_with("7....."),
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
    assert!(crate::ui::text::is_large(&text));
    let read = |input: &mut InputState, pieces: &[String]| {
        input.apply(InputAction::Text(text.clone().into()));
        let serial = input.reading.expect("read by the worker");
        let mut inbox = Inbox::default();
        let mut heard: Vec<Heard> = Vec::new();
        for digits in pieces {
            let digits = digits.clone();
            let piece = Response::Boards {
                serial,
                kind: Kind::Nine,
                digits,
            };
            heard.extend(inbox.hear(0, piece));
        }
        assert!(heard.is_empty(), "pieces are held until the reading ends");
        let format = Format::Lines;
        let parsed = Response::Parsed {
            serial,
            detected: Some(format),
            format,
            errors: None,
        };
        let mut change = Change::Unchanged;
        for heard in inbox.hear(0, parsed) {
            change = match heard {
                Heard::Boards {
                    serial,
                    kind,
                    digits,
                } => input.boards_read(serial, kind, digits),
                Heard::Response(response) => input.read_by_worker(response),
            };
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

/// Boards read by the worker are kept in the pieces they came in, of any number of boards each:
/// each is read from its own piece, in order, and a piece that does not read spoils them all
/// (never a board shown under another's number).
#[test]
fn boards_in_pieces_read_in_order_across_the_pieces() {
    // Board i has one given: i + 1 in its first cell.
    let board = |i: usize| format!("{}{}", i + 1, "0".repeat(80));
    let piece = |boards: std::ops::Range<usize>| Piece::new(&boards.map(board).collect::<String>());
    let puzzles = Puzzles::Packed {
        kind: Kind::Nine,
        digits: Pieces::new(vec![piece(0..3), piece(3..3), piece(3..4), piece(4..6)]),
    };
    assert_eq!(puzzles.len(), 6);
    let first = |b: Option<Board>| match b {
        Some(Board::Nine(grid)) => grid.get(Cell::at(0, 0).unwrap()).map(|d| d.get()),
        _ => None,
    };
    for i in 0..6 {
        assert_eq!(first(puzzles.get(i)), Some(i as u8 + 1), "board {i}");
    }
    assert_eq!(puzzles.get(6), None);
    let all: Vec<Option<u8>> = puzzles
        .to_vec()
        .into_iter()
        .map(|b| first(Some(b)))
        .collect();
    assert_eq!(all, (1..=6).map(Some).collect::<Vec<_>>());
    let spoiled = Puzzles::Packed {
        kind: Kind::Nine,
        digits: Pieces::new(vec![piece(0..3), Piece::new(&"x".repeat(81)), piece(4..6)]),
    };
    assert_eq!(spoiled.to_vec(), Vec::new());
}
