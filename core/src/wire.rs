//! The bytes the core's types travel as between threads (the page and its solving workers):
//! each type writes itself and reads itself back, field by field, in declaration order.
//!
//! Why not serde: the messages are a few dozen plain types, and serde's generated readers
//! and writers (with bincode, and the float formatting its error messages pull in) were about
//! 45 KB of the page's wasm, more than these. The form is compact, like bincode's: integers
//! (and a `char`'s code) as LEB128 varints (7 bits a byte, low first), `f64` as its 8 bytes
//! little-endian, a length before a string's UTF-8 or a list's items, a byte before an enum's
//! fields saying which variant (and before an `Option` or a `Result`). A reader answers `None`
//! for bytes that are no value of its type (a bad tag, a string that is not UTF-8, a number
//! too large for the type, a varint longer than it needs, bytes that end too soon) and never
//! panics; it does not check what only the sender knows (that a place's box fits its board).
//!
//! [`wire_struct!`](crate::wire_struct) and [`wire_enum!`](crate::wire_enum) write the impls
//! of structs with public fields and of enums; types with private fields are written out
//! below.

use crate::board::Solution;
use crate::dominoes::{Laid, Tiling};
use crate::format::{ErrorKind, Format, ParseError, Token};
use crate::grid::{Cell, Digit, Grid};
use crate::judge::{Check, Rejection, Unsolvable, Unsolved};
use crate::names::{Conflict, Mark, Place};
use crate::player::parts::Part;
use crate::solver::Verdict;
use crate::square::Square;

/// A type that travels as bytes.
pub trait Wire: Sized {
    /// Appends the value's bytes to `out`.
    fn put(&self, out: &mut Vec<u8>);

    /// Reads a value from the front of `input` and moves `input` past it; `None` if the bytes
    /// are not one.
    fn take(input: &mut &[u8]) -> Option<Self>;

    /// Appends the bytes of each of `items` (`u8` overrides this and [`Wire::take_all`] to
    /// copy the slice in one go).
    fn put_all(items: &[Self], out: &mut Vec<u8>) {
        for item in items {
            item.put(out);
        }
    }

    /// Reads `n` values.
    fn take_all(n: usize, input: &mut &[u8]) -> Option<Vec<Self>> {
        (0..n).map(|_| Self::take(input)).collect()
    }
}

/// `value`'s bytes.
pub fn to_bytes<T: Wire>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.put(&mut out);
    out
}

/// The value `bytes` hold, all of them; `None` if they hold anything else.
pub fn from_bytes<T: Wire>(mut bytes: &[u8]) -> Option<T> {
    let value = T::take(&mut bytes)?;
    bytes.is_empty().then_some(value)
}

/// `v` as a LEB128 varint: the core's one writer of them (a classic search's saved state,
/// `solver/saved.rs`, writes its numbers with it too).
pub(crate) fn put_varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A varint [`put_varint`] wrote, from the front of `input`; `None` for anything else.
pub(crate) fn take_varint(input: &mut &[u8]) -> Option<u64> {
    let mut v = 0u64;
    for shift in (0..64).step_by(7) {
        let (&byte, rest) = input.split_first()?;
        *input = rest;
        let bits = u64::from(byte & 0x7F);
        // The tenth byte holds the 64th bit alone; a last byte of 0 after the first is a
        // longer form than the writer's.
        if shift == 63 && bits > 1 || byte == 0 && shift > 0 {
            return None;
        }
        v |= bits << shift;
        if byte < 0x80 {
            return Some(v);
        }
    }
    None
}

impl Wire for u8 {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(*self);
    }

    fn take(input: &mut &[u8]) -> Option<u8> {
        let (&byte, rest) = input.split_first()?;
        *input = rest;
        Some(byte)
    }

    fn put_all(items: &[u8], out: &mut Vec<u8>) {
        out.extend_from_slice(items);
    }

    fn take_all(n: usize, input: &mut &[u8]) -> Option<Vec<u8>> {
        let bytes = input.get(..n)?.to_vec();
        *input = &input[n..];
        Some(bytes)
    }
}

/// Unsigned integers wider than a byte: varints, refused when too large for the type.
macro_rules! wire_unsigned {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn put(&self, out: &mut Vec<u8>) {
                put_varint(*self as u64, out);
            }

            fn take(input: &mut &[u8]) -> Option<$t> {
                <$t>::try_from(take_varint(input)?).ok()
            }
        }
    )*};
}

wire_unsigned!(u16, u32, u64, usize);

/// Nothing: no bytes (for `Result<(), E>`; a list of them reads back only if at least as
/// many bytes follow its length as it has items, see `Vec`'s reader).
impl Wire for () {
    fn put(&self, _: &mut Vec<u8>) {}

    fn take(_: &mut &[u8]) -> Option<()> {
        Some(())
    }
}

impl Wire for bool {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(u8::from(*self));
    }

    fn take(input: &mut &[u8]) -> Option<bool> {
        match u8::take(input)? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}

impl Wire for char {
    fn put(&self, out: &mut Vec<u8>) {
        u32::from(*self).put(out);
    }

    fn take(input: &mut &[u8]) -> Option<char> {
        char::from_u32(u32::take(input)?)
    }
}

impl Wire for f64 {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }

    fn take(input: &mut &[u8]) -> Option<f64> {
        let bytes = input.get(..8)?.try_into().ok()?;
        *input = &input[8..];
        Some(f64::from_le_bytes(bytes))
    }
}

impl Wire for String {
    fn put(&self, out: &mut Vec<u8>) {
        self.len().put(out);
        out.extend_from_slice(self.as_bytes());
    }

    fn take(input: &mut &[u8]) -> Option<String> {
        let n = usize::take(input)?;
        String::from_utf8(u8::take_all(n, input)?).ok()
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn put(&self, out: &mut Vec<u8>) {
        self.len().put(out);
        T::put_all(self, out);
    }

    fn take(input: &mut &[u8]) -> Option<Vec<T>> {
        let n = usize::take(input)?;
        // Every item but `()` takes a byte at least: a length past the end is refused before
        // anything is allocated for it.
        if n > input.len() {
            return None;
        }
        T::take_all(n, input)
    }
}

impl<T: Wire> Wire for Box<T> {
    fn put(&self, out: &mut Vec<u8>) {
        T::put(self, out);
    }

    fn take(input: &mut &[u8]) -> Option<Box<T>> {
        T::take(input).map(Box::new)
    }
}

impl<T: Wire> Wire for Option<T> {
    fn put(&self, out: &mut Vec<u8>) {
        match self {
            None => out.push(0),
            Some(v) => {
                out.push(1);
                v.put(out);
            }
        }
    }

    fn take(input: &mut &[u8]) -> Option<Option<T>> {
        match u8::take(input)? {
            0 => Some(None),
            1 => Some(Some(T::take(input)?)),
            _ => None,
        }
    }
}

impl<T: Wire, E: Wire> Wire for Result<T, E> {
    fn put(&self, out: &mut Vec<u8>) {
        match self {
            Ok(v) => {
                out.push(0);
                v.put(out);
            }
            Err(e) => {
                out.push(1);
                e.put(out);
            }
        }
    }

    fn take(input: &mut &[u8]) -> Option<Result<T, E>> {
        match u8::take(input)? {
            0 => Some(Ok(T::take(input)?)),
            1 => Some(Err(E::take(input)?)),
            _ => None,
        }
    }
}

impl<A: Wire, B: Wire> Wire for (A, B) {
    fn put(&self, out: &mut Vec<u8>) {
        self.0.put(out);
        self.1.put(out);
    }

    fn take(input: &mut &[u8]) -> Option<(A, B)> {
        Some((A::take(input)?, B::take(input)?))
    }
}

/// `impl Wire` for a struct whose fields are all listed (and public where the macro is used):
/// `wire_struct!(Share { index, of });`
#[macro_export]
macro_rules! wire_struct {
    ($t:ident { $($field:ident),* $(,)? }) => {
        impl $crate::wire::Wire for $t {
            fn put(&self, out: &mut Vec<u8>) {
                $($crate::wire::Wire::put(&self.$field, out);)*
            }

            fn take(input: &mut &[u8]) -> Option<$t> {
                Some($t { $($field: $crate::wire::Wire::take(input)?),* })
            }
        }
    };
}

/// `impl Wire` for an enum, each variant with its tag (the byte it travels as) and its
/// fields, named or not: `wire_enum!(Verdict { Conflict(c) = 0, NoSolution = 1,
/// Several { count, capped } = 3 })`. A tag is never reused for another variant.
#[macro_export]
macro_rules! wire_enum {
    ($t:ident {
        $($variant:ident $(($($tuple:ident),*))? $({ $($named:ident),* })? = $tag:literal),* $(,)?
    }) => {
        impl $crate::wire::Wire for $t {
            fn put(&self, out: &mut Vec<u8>) {
                match self {
                    $($t::$variant $(($($tuple),*))? $({ $($named),* })? => {
                        out.push($tag);
                        $($($crate::wire::Wire::put($tuple, out);)*)?
                        $($($crate::wire::Wire::put($named, out);)*)?
                    })*
                }
            }

            fn take(input: &mut &[u8]) -> Option<$t> {
                Some(match <u8 as $crate::wire::Wire>::take(input)? {
                    $($tag => $t::$variant
                        $(($($crate::wire_field!($tuple, input)),*))?
                        $({ $($named: $crate::wire::Wire::take(input)?),* })?,)*
                    _ => return None,
                })
            }
        }
    };
}

/// One field read by [`wire_enum!`](crate::wire_enum): a repetition must name the field it
/// repeats over, so this takes the field's name and reads the field, ignoring the name.
#[doc(hidden)]
#[macro_export]
macro_rules! wire_field {
    ($field:ident, $input:ident) => {
        $crate::wire::Wire::take($input)?
    };
}

impl Wire for Place {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&[self.row, self.col, self.bx]);
    }

    fn take(input: &mut &[u8]) -> Option<Place> {
        let (&[row, col, bx], rest) = input.split_first_chunk::<3>()?;
        *input = rest;
        // Boards are at most 16 x 16.
        (row < 16 && col < 16 && bx < 16).then_some(Place { row, col, bx })
    }
}

impl Wire for Mark {
    fn put(&self, out: &mut Vec<u8>) {
        self.0.put(out);
    }

    fn take(input: &mut &[u8]) -> Option<Mark> {
        Some(Mark(char::take(input)?))
    }
}

impl Wire for Cell {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(self.index() as u8);
    }

    fn take(input: &mut &[u8]) -> Option<Cell> {
        Cell::new(usize::from(u8::take(input)?))
    }
}

impl Wire for Digit {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(self.get());
    }

    fn take(input: &mut &[u8]) -> Option<Digit> {
        Digit::new(u8::take(input)?)
    }
}

/// A 9 x 9 board: its 81 values, row-major (0 for empty).
impl Wire for Grid {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend(Cell::all().map(|c| self.get(c).map_or(0, Digit::get)));
    }

    fn take(input: &mut &[u8]) -> Option<Grid> {
        Grid::from_values(&u8::take_all(81, input)?)
    }
}

/// A board of side `N`: its `N * N` values, row-major (0 for empty).
impl<const N: usize> Wire for Square<N> {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend(self.values());
    }

    fn take(input: &mut &[u8]) -> Option<Square<N>> {
        Square::from_values(&u8::take_all(N * N, input)?)
    }
}

wire_struct!(Laid { at, digits });
wire_struct!(Tiling { grid, laid });

wire_enum!(Solution {
    Nine(grid) = 0,
    Sixteen(square) = 1,
    Dominoes(tiling) = 2,
});

wire_struct!(Conflict {
    first,
    second,
    digit
});

wire_enum!(Verdict {
    Conflict(c) = 0,
    NoSolution = 1,
    Unique = 2,
    Several { count, capped } = 3,
});

/// A format travels as its place in [`Format::ALL`], the one list of them (the page and its
/// workers run one build, so the list's order is theirs both).
impl Wire for Format {
    fn put(&self, out: &mut Vec<u8>) {
        let i = Format::ALL.iter().position(|f| f == self);
        out.push(i.expect("every format is in Format::ALL") as u8);
    }

    fn take(input: &mut &[u8]) -> Option<Format> {
        Format::ALL.get(usize::from(u8::take(input)?)).copied()
    }
}

wire_struct!(ParseError {
    line,
    column,
    board,
    kind
});

wire_enum!(Token {
    Open = 0,
    Close = 1,
    Comma = 2,
    Quote = 3,
    Cell = 4,
});

wire_enum!(ErrorKind {
    Empty = 0,
    Unrecognized { found } = 1,
    UnexpectedChar { found, empty, symbols } = 2,
    MissingSpace { after, found } = 3,
    UnexpectedSpace = 4,
    RowLength { found, expected } = 5,
    MissingRows { found, expected } = 6,
    TooManyRows { expected } = 7,
    ExtraLine = 8,
    BadCount { text } = 9,
    BadDominoCount { text } = 10,
    CountMismatch { declared, found } = 11,
    AfterEnd { end } = 12,
    NoBoards = 13,
    MissingHeading { expected, found } = 14,
    MissingGap = 15,
    DominoItems { found } = 16,
    LoneItems { found } = 17,
    NotADigit { text } = 18,
    NotALocation { text } = 19,
    Apart { first, second } = 20,
    SameHalves { digit } = 21,
    DominoTwice { domino, first_line } = 22,
    CoveredTwice { place, first_line } = 23,
    MissingDominoes { declared, found } = 24,
    Expected { expected, found } = 25,
});

wire_struct!(Part { from, to });

wire_struct!(Unsolved {
    board,
    line,
    reason
});

wire_enum!(Unsolvable {
    Conflict(c) = 0,
    NoSolution = 1,
});

wire_enum!(Check {
    Accepted = 0,
    Rejected { reason, cells } = 1,
    Missing = 2,
});

wire_enum!(Rejection {
    Empty(place) = 0,
    ChangesGiven { cell, found, given } = 1,
    Conflict(c) = 2,
    NotSmallest { cell, should } = 3,
    NoTiling = 4,
});

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value's bytes read back as the value, and as nothing else with a byte more, a
    /// byte less or any one byte changed (then `None`, or another value: never a panic).
    fn round_trip<T: Wire + PartialEq + std::fmt::Debug>(values: &[T]) {
        for value in values {
            let bytes = to_bytes(value);
            assert_eq!(from_bytes::<T>(&bytes).as_ref(), Some(value), "{bytes:?}");
            let mut longer = bytes.clone();
            longer.push(0);
            assert_eq!(from_bytes::<T>(&longer), None, "a byte too many: {value:?}");
            assert_eq!(
                from_bytes::<T>(&bytes[..bytes.len() - 1]),
                None,
                "{value:?} cut"
            );
            for i in 0..bytes.len() {
                for flip in [1, 0x80, 0xFF] {
                    let mut changed = bytes.clone();
                    changed[i] ^= flip;
                    let _ = from_bytes::<T>(&changed);
                }
            }
        }
    }

    #[test]
    fn integers_take_as_many_bytes_as_their_value_needs() {
        assert_eq!(to_bytes(&0u64), [0]);
        assert_eq!(to_bytes(&127u64), [127]);
        assert_eq!(to_bytes(&128u64), [0x80, 1]);
        assert_eq!(to_bytes(&300u32), [0xAC, 0x02]);
        assert_eq!(to_bytes(&u64::MAX).len(), 10);
        round_trip(&[
            0u64,
            1,
            127,
            128,
            16_383,
            16_384,
            u64::from(u32::MAX),
            u64::MAX,
        ]);
        round_trip(&[0u32, 5, u32::MAX]);
        round_trip(&[0usize, 81, 1 << 40]);
        // Too large for the type, or for any u64.
        assert_eq!(from_bytes::<u32>(&to_bytes(&(1u64 << 32))), None);
        assert_eq!(from_bytes::<u16>(&to_bytes(&70_000u32)), None);
        assert_eq!(from_bytes::<u64>(&[0xFF; 10]), None);
        assert_eq!(from_bytes::<u64>(&[0x80; 11]), None);
        assert_eq!(
            from_bytes::<u16>(&[0x80, 0x80, 0x00]),
            None,
            "0, written long"
        );
        assert_eq!(from_bytes::<u16>(&[0x81, 0x00]), None, "1, written long");
    }

    #[test]
    fn plain_values_read_back() {
        round_trip(&[false, true]);
        assert_eq!(from_bytes::<bool>(&[2]), None);
        round_trip(&['7', 'K', '.', '한', '\u{10FFFF}']);
        assert_eq!(
            from_bytes::<char>(&to_bytes(&0xD800u32)),
            None,
            "a surrogate"
        );
        round_trip(&[0.0f64, -1.5, 1e300, f64::INFINITY]);
        round_trip(&[String::new(), "board 3".to_string(), "풀이 解".to_string()]);
        assert_eq!(from_bytes::<String>(&[2, 0xC3, 0x28]), None, "not UTF-8");
        round_trip(&[vec![], vec![0u8, 255, 7], vec![1; 300]]);
        round_trip(&[vec![String::from("a"), String::new()]]);
        assert_eq!(
            from_bytes::<Vec<u8>>(&[200, 1, 1]),
            None,
            "a length past the end"
        );
        round_trip(&[None, Some(3usize)]);
        round_trip(&[Ok::<u32, String>(4), Err("why".to_string())]);
        round_trip(&[Ok::<(), u8>(()), Err(3)]);
        round_trip(&[(7u32, true)]);
    }

    #[test]
    fn the_cores_messages_read_back() {
        let place = Place::on(9, 40);
        let conflict = Conflict {
            first: Place::on(9, 0),
            second: Place::on(16, 255),
            digit: Mark::on(16, 11),
        };
        round_trip(&[place, Place::on(16, 200)]);
        assert_eq!(
            from_bytes::<Place>(&[3, 16, 0]),
            None,
            "no board has column 17"
        );
        round_trip(&[
            Verdict::Conflict(conflict),
            Verdict::NoSolution,
            Verdict::Unique,
            Verdict::Several {
                count: 1000,
                capped: true,
            },
        ]);
        round_trip(&Format::ALL);
        assert_eq!(from_bytes::<Format>(&[Format::ALL.len() as u8]), None);
        let s = |t: &str| t.to_string();
        let kinds = vec![
            ErrorKind::Empty,
            ErrorKind::Unrecognized { found: s("hello") },
            ErrorKind::UnexpectedChar {
                found: 'x',
                empty: s("0"),
                symbols: s("1-9"),
            },
            ErrorKind::MissingSpace {
                after: '1',
                found: '5',
            },
            ErrorKind::UnexpectedSpace,
            ErrorKind::RowLength {
                found: 8,
                expected: 9,
            },
            ErrorKind::MissingRows {
                found: 3,
                expected: 9,
            },
            ErrorKind::TooManyRows { expected: 9 },
            ErrorKind::ExtraLine,
            ErrorKind::BadCount { text: s("two") },
            ErrorKind::BadDominoCount { text: s("x") },
            ErrorKind::CountMismatch {
                declared: 3,
                found: 2,
            },
            ErrorKind::AfterEnd { end: s("end") },
            ErrorKind::NoBoards,
            ErrorKind::MissingHeading {
                expected: s("Puzzle 1"),
                found: s("Puzzle 2"),
            },
            ErrorKind::MissingGap,
            ErrorKind::DominoItems { found: 3 },
            ErrorKind::LoneItems { found: 8 },
            ErrorKind::NotADigit { text: s("0") },
            ErrorKind::NotALocation { text: s("J1") },
            ErrorKind::Apart {
                first: s("A1"),
                second: s("C3"),
            },
            ErrorKind::SameHalves { digit: '4' },
            ErrorKind::DominoTwice {
                domino: s("1-2"),
                first_line: 4,
            },
            ErrorKind::CoveredTwice {
                place: s("B2"),
                first_line: 5,
            },
            ErrorKind::MissingDominoes {
                declared: 30,
                found: 29,
            },
            ErrorKind::Expected {
                expected: Token::Quote,
                found: Some(']'),
            },
            ErrorKind::Expected {
                expected: Token::Cell,
                found: None,
            },
        ];
        round_trip(&[
            Token::Open,
            Token::Close,
            Token::Comma,
            Token::Quote,
            Token::Cell,
        ]);
        let errors: Vec<ParseError> = kinds
            .into_iter()
            .enumerate()
            .map(|(i, kind)| ParseError {
                line: i + 1,
                column: 2 * i,
                board: (i % 2 == 0).then_some(i / 2),
                kind,
            })
            .collect();
        round_trip(&errors);
        round_trip(&[errors]);
        round_trip(&[
            Unsolved {
                board: 2,
                line: 11,
                reason: Unsolvable::Conflict(conflict),
            },
            Unsolved {
                board: 1,
                line: 1,
                reason: Unsolvable::NoSolution,
            },
        ]);
        round_trip(&[
            Check::Accepted,
            Check::Missing,
            Check::Rejected {
                reason: Rejection::Empty(place),
                cells: vec![place],
            },
            Check::Rejected {
                reason: Rejection::ChangesGiven {
                    cell: place,
                    found: Mark::on(9, 3),
                    given: Mark::on(9, 4),
                },
                cells: vec![place, Place::on(9, 80)],
            },
            Check::Rejected {
                reason: Rejection::Conflict(conflict),
                cells: vec![],
            },
            Check::Rejected {
                reason: Rejection::NotSmallest {
                    cell: place,
                    should: Mark::on(9, 1),
                },
                cells: vec![place],
            },
            Check::Rejected {
                reason: Rejection::NoTiling,
                cells: vec![],
            },
        ]);
    }

    #[test]
    fn solutions_of_every_kind_read_back_and_values_off_the_board_do_not() {
        let values: Vec<u8> = (0..81).map(|i| (i % 9 + 1) as u8).collect();
        let grid = Grid::from_values(&values).unwrap();
        let square = Square::<16>::from_values(&[7; 256]).unwrap();
        let laid = Laid {
            at: (Cell::new(3).unwrap(), Cell::new(4).unwrap()),
            digits: (Digit::new(4).unwrap(), Digit::new(5).unwrap()),
        };
        round_trip(&[
            Solution::Nine(grid),
            Solution::Sixteen(square),
            Solution::Dominoes(Tiling {
                grid,
                laid: vec![laid],
            }),
        ]);
        // A 9 x 9 board holds 0-9, a 16 x 16 one 0-16; a cell is one of 81, a digit 1-9.
        let mut ten = to_bytes(&grid);
        ten[5] = 10;
        assert_eq!(from_bytes::<Grid>(&ten), None);
        let mut seventeen = to_bytes(&square);
        seventeen[0] = 17;
        assert_eq!(from_bytes::<Square<16>>(&seventeen), None);
        assert_eq!(from_bytes::<Cell>(&[81]), None);
        assert_eq!(from_bytes::<Digit>(&[0]), None);
    }
}
