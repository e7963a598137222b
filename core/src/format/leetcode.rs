//! Reading LeetCode 37's boards: a list of 9 rows, each a list of 9 one-character strings,
//! `"1"`-`"9"` or `"."` for empty: `[["5","3",".",...],...]`, as the problem page and its
//! test-case box show it. `board =` (and `Input:`) before a board are skipped, white space
//! and line breaks may come anywhere between items, and single quotes (Python's lists) do as
//! well as double ones. Several boards may follow each other.
//!
//! A list that stops making sense (a missing bracket or comma) cannot be read on: the first
//! such error is the one reported. Rows of the wrong length, boards with the wrong number of
//! rows and bad cells are all reported.

use super::error::{ErrorKind, ParseError, ParseErrors, Token};
use super::lines::{empty_input, Puzzle};
use crate::board::Board;
use crate::grid::Digit;

/// Reads every board of `text`; `output` accepts `Output:` before a board instead of `Input:`.
pub(super) fn parse(text: &str, output: bool) -> Result<Vec<Puzzle>, ParseErrors> {
    let text = super::strip_boms(text);
    if text.trim().is_empty() {
        return Err(empty_input());
    }
    let mut reader = Reader::new(text);
    let mut errors = ParseErrors::new();
    let mut boards = Vec::new();
    loop {
        // Boards may be separated by commas; the text must start with one.
        if boards.is_empty() && errors.is_empty() {
            reader.skip_space();
        } else {
            reader.skip_space_and(',');
            if reader.peek().is_none() {
                break;
            }
        }
        reader.skip_label(if output { "output" } else { "input" }, ':');
        reader.skip_label("board", '=');
        match reader.board(boards.len() + 1, &mut errors) {
            Ok(Some(puzzle)) => boards.push(puzzle),
            Ok(None) => {}
            Err(e) => {
                errors.push(e);
                break;
            }
        }
    }
    if errors.is_empty() {
        Ok(boards)
    } else {
        Err(errors)
    }
}

/// A cursor over the text that knows its line and column.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        // A CRLF counts once: the line ends at its `\n`.
        if c == '\n' || (c == '\r' && self.chars.peek() != Some(&'\n')) {
            self.line += 1;
            self.column = 1;
        } else if c != '\r' {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, board: usize, kind: ErrorKind) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column,
            board: Some(board),
            kind,
        }
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }

    fn skip_space_and(&mut self, separator: char) {
        while self
            .peek()
            .is_some_and(|c| c.is_whitespace() || c == separator)
        {
            self.next();
        }
    }

    /// Skips `word` (any case) and then `mark`, if the text goes on with them.
    fn skip_label(&mut self, word: &str, mark: char) {
        let rest: String = self.chars.clone().take(word.len()).collect();
        if !rest.eq_ignore_ascii_case(word) {
            return;
        }
        let mut after = self.chars.clone().skip(word.len());
        if after.find(|c| !c.is_whitespace()) != Some(mark) {
            return;
        }
        for _ in 0..word.len() {
            self.next();
        }
        self.skip_space();
        self.next();
        self.skip_space();
    }

    /// Expects `c` after any white space.
    fn expect(&mut self, c: char, token: Token, board: usize) -> Result<(), ParseError> {
        self.skip_space();
        if self.peek() == Some(c) {
            self.next();
            Ok(())
        } else {
            let found = self.peek();
            Err(self.error(
                board,
                ErrorKind::Expected {
                    expected: token,
                    found,
                },
            ))
        }
    }

    /// One board: `Ok(None)` when its rows or cells were wrong (each reported), `Err` when
    /// its brackets are.
    fn board(
        &mut self,
        number: usize,
        errors: &mut ParseErrors,
    ) -> Result<Option<Puzzle>, ParseError> {
        self.skip_space();
        let line = self.line;
        self.expect('[', Token::Open, number)?;
        let mut values = Vec::with_capacity(81);
        let mut rows = 0;
        let mut ok = true;
        loop {
            self.skip_space();
            if rows == 9 && self.peek() == Some('[') {
                errors.push(self.error(number, ErrorKind::TooManyRows { expected: 9 }));
                ok = false;
            }
            let row_ok = self.row(number, &mut values, errors)?;
            rows += 1;
            ok &= row_ok;
            self.skip_space();
            match self.peek() {
                Some(',') => {
                    self.next();
                }
                Some(']') => {
                    if rows < 9 {
                        errors.push(self.error(
                            number,
                            ErrorKind::MissingRows {
                                found: rows,
                                expected: 9,
                            },
                        ));
                        ok = false;
                    }
                    self.next();
                    break;
                }
                found => {
                    return Err(self.error(
                        number,
                        ErrorKind::Expected {
                            expected: Token::Comma,
                            found,
                        },
                    ))
                }
            }
        }
        Ok((ok && values.len() == 81).then(|| Puzzle {
            board: Board::Nine(crate::grid::Grid::from_values(&values).expect("81 values")),
            line,
        }))
    }

    /// One row, its values pushed on `values` if they are 9 and all well written (whether
    /// they are).
    fn row(
        &mut self,
        board: usize,
        values: &mut Vec<u8>,
        errors: &mut ParseErrors,
    ) -> Result<bool, ParseError> {
        self.expect('[', Token::Open, board)?;
        let (start_line, start_column) = (self.line, self.column - 1);
        let mut cells = 0;
        let mut ok = true;
        let mut row = Vec::with_capacity(9);
        loop {
            self.skip_space();
            match self.cell(board)? {
                Ok(value) => row.push(value),
                Err(bad) => {
                    errors.push(bad);
                    ok = false;
                }
            }
            cells += 1;
            self.skip_space();
            match self.peek() {
                Some(',') => {
                    self.next();
                }
                Some(']') => {
                    self.next();
                    break;
                }
                found => {
                    return Err(self.error(
                        board,
                        ErrorKind::Expected {
                            expected: Token::Comma,
                            found,
                        },
                    ))
                }
            }
        }
        if cells != 9 {
            errors.push(ParseError {
                line: start_line,
                column: start_column,
                board: Some(board),
                kind: ErrorKind::RowLength {
                    found: cells,
                    expected: 9,
                },
            });
            ok = false;
        }
        if ok {
            values.extend(row);
        }
        Ok(ok)
    }

    /// One quoted cell: its value (0 for `.`), or the error of a bad character in it (the
    /// row reads on); `Err` if the text does not go on as a list of cells.
    fn cell(&mut self, board: usize) -> Result<Result<u8, ParseError>, ParseError> {
        let quote = match self.peek() {
            Some(q @ ('"' | '\'')) => q,
            found => {
                return Err(self.error(
                    board,
                    ErrorKind::Expected {
                        expected: Token::Cell,
                        found,
                    },
                ))
            }
        };
        let opening = (self.line, self.column);
        self.next();
        // A cell is one character between quotes: nothing, a space or a line break there is
        // not one (and is named at the opening quote, where it shows).
        let at_opening = |kind| ParseError {
            line: opening.0,
            column: opening.1,
            board: Some(board),
            kind,
        };
        // A bad character is reported once the cell is seen to close: if it does not, the
        // missing quote (earlier in the text) is the error.
        let value = match self.peek() {
            Some('.') => Ok(0),
            Some(c) if c != quote && !c.is_whitespace() => match Digit::from_char(c) {
                Some(d) => Ok(d.get()),
                None => Err(self.error(
                    board,
                    ErrorKind::UnexpectedChar {
                        found: c,
                        empty: ".".into(),
                        symbols: "1-9".into(),
                    },
                )),
            },
            _ => {
                return Err(at_opening(ErrorKind::Expected {
                    expected: Token::Cell,
                    found: Some(quote),
                }))
            }
        };
        self.next();
        if self.peek() != Some(quote) {
            let found = self.peek();
            return Err(match found {
                Some(c) if c.is_whitespace() || value.is_err() => at_opening(ErrorKind::Expected {
                    expected: Token::Cell,
                    found: Some(quote),
                }),
                _ => self.error(
                    board,
                    ErrorKind::Expected {
                        expected: Token::Quote,
                        found,
                    },
                ),
            });
        }
        self.next();
        Ok(value)
    }
}
