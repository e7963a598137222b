//! The messages' tests: packed boards and input pieces here; every request and response through
//! the wire and back in [`messages`].

mod messages;

use super::*;
use crate::board::Board;
use crate::grid::{Cell, Digit};

/// A 9 x 9 board of one digit everywhere (the wire carries values, not rules).
pub(super) fn grid_of(digit: u8) -> Grid {
    Grid::from_values(&[digit; 81]).unwrap()
}
use crate::ui::examples::EXAMPLES;

#[test]
fn shares_cover_every_board_once_in_order() {
    for count in [0, 1, 2, 7, 100, 49_158] {
        for of in 1..=8u32 {
            let ranges: Vec<_> = (0..of)
                .map(|index| Share { index, of }.range(count))
                .collect();
            assert_eq!(ranges[0].start, 0);
            assert_eq!(ranges[of as usize - 1].end, count);
            for pair in ranges.windows(2) {
                assert_eq!(pair[0].end, pair[1].start, "{count} boards in {of}");
            }
            let sizes: Vec<usize> = ranges.iter().map(|r| r.len()).collect();
            let (least, most) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
            assert!(most - least <= 1, "{count} boards in {of}: {sizes:?}");
        }
    }
    assert_eq!(Share { index: 0, of: 1 }.range(5), 0..5);
}

/// The boards of the example for `format`, as the reader reads them.
fn example_boards(format: Format) -> Vec<Board> {
    let example = EXAMPLES
        .iter()
        .find(|e| format::detect(e.input) == Some(format))
        .expect("an example of the format");
    format::parse(example.input, format)
        .expect("the example reads")
        .puzzles()
}

/// A board with its laid dominoes in board order, each from its upper or left cell: what
/// packing keeps of a Sudominoku (the puzzle, not the order of the input's lines).
fn canonical(board: Board) -> Board {
    match board {
        Board::Dominoes(mut puzzle) => {
            for laid in &mut puzzle.laid {
                if laid.at.1 < laid.at.0 {
                    laid.at = (laid.at.1, laid.at.0);
                    laid.digits = (laid.digits.1, laid.digits.0);
                }
            }
            puzzle.laid.sort_by_key(|l| l.at.0);
            Board::Dominoes(puzzle)
        }
        other => other,
    }
}

#[test]
fn packed_boards_of_every_kind_read_back() {
    for (format, kind, count) in [
        (Format::Poj3074, Kind::Nine, 2),
        (Format::Poj3076, Kind::Sixteen, 1),
        (Format::Boj4574, Kind::Dominoes, 2),
    ] {
        let boards = example_boards(format);
        assert_eq!(boards.len(), count, "{format}");
        assert_eq!(Kind::of(format), kind);
        let packed = pack_boards(&boards);
        assert_eq!(packed.len(), count * kind.packed_len());
        let canonical =
            |boards: Vec<Board>| -> Vec<Board> { boards.into_iter().map(canonical).collect() };
        assert_eq!(
            unpack_boards(kind, &packed).map(canonical),
            Some(canonical(boards)),
            "{format}"
        );
    }
    assert_eq!(unpack_boards(Kind::Nine, &"1".repeat(80)), None);
    assert_eq!(unpack_boards(Kind::Nine, &"x".repeat(81)), None);
    assert_eq!(unpack_boards(Kind::Sixteen, &"0".repeat(81)), None);
}

#[test]
fn a_packed_sudominoku_that_is_not_one_is_refused() {
    let boards = example_boards(Format::Boj4574);
    let packed = pack_boards(&boards[..1]);
    let (values, marks) = packed.split_at(81);
    // A domino running off the board's right edge, and two dominoes on one cell.
    let off_edge = format!("{values}{}r", &marks[..80]);
    // A domino laid to the right, and another from the cell it covers.
    let first = marks.find('r').expect("a domino laid across");
    let twice = format!("{values}{}d{}", &marks[..first + 1], &marks[first + 2..]);
    for bad in [off_edge, twice] {
        assert_eq!(unpack_board(Kind::Dominoes, &bad), None, "{bad}");
    }
    // A lone digit missing: its cell emptied.
    let lone = boards[0].clone();
    let Board::Dominoes(puzzle) = &lone else {
        panic!("a Sudominoku")
    };
    let mut emptied = values.as_bytes().to_vec();
    emptied[puzzle.alone[0].index()] = b'0';
    let emptied = format!("{}{marks}", String::from_utf8(emptied).unwrap());
    assert_eq!(unpack_board(Kind::Dominoes, &emptied), None);
}

#[test]
fn pieces_keep_characters_whole() {
    let text = "é".repeat(PIECE);
    let pieces: Vec<&str> = crate::ui::text::str_slices(&text, PIECE).collect();
    assert!(pieces.len() > 1);
    assert_eq!(pieces.concat(), text);
    assert!(pieces.iter().all(|p| p.len() <= PIECE + 1));
}

#[test]
fn the_input_goes_in_marked_pieces_then_the_request_to_read_it() {
    let empty: Vec<Request> = input_requests(3, &Text::default(), None).collect();
    assert_eq!(
        empty,
        vec![Request::Input {
            serial: 3,
            piece: String::new(),
            start: true
        }]
    );
    let text = "1".repeat(2 * PIECE + 5);
    let parse = Request::Parse {
        serial: 4,
        format: None,
    };
    let requests: Vec<Request> =
        input_requests(4, &Text::from(text.as_str()), Some(parse.clone())).collect();
    assert_eq!(requests.len(), 4);
    let mut sent = String::new();
    for (i, request) in requests[..3].iter().enumerate() {
        let Request::Input {
            serial: 4,
            piece,
            start,
        } = request
        else {
            panic!("{request:?}");
        };
        assert_eq!(*start, i == 0);
        sent.push_str(piece);
    }
    assert_eq!(sent, text);
    assert_eq!(requests[3], parse);
}
