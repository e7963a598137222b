//! Reading the page's input: its pieces, the boards read (kept for a run that follows), and
//! a check of the user's output against them.

use super::*;
use crate::board::Board;
use crate::format::{self, Format};
use crate::ui::protocol::{pack_boards, Failure, InputErrors, Kind, Response, Share, PIECE};

/// The boards of a share of a run: how many the input holds, where the share's start, and
/// its own.
pub(super) struct ShareBoards {
    pub(super) total: usize,
    pub(super) first: usize,
    pub(super) boards: Vec<format::Puzzle>,
}

/// What the worker read of input `serial`.
pub(super) struct Reading {
    pub(super) serial: u64,
    pub(super) format: Format,
    pub(super) result: Result<format::Parsed, format::ParseErrors>,
}

impl WorkerState {
    /// [`Request::Input`]: a piece of the page's input.
    pub(crate) fn take_piece(&mut self, serial: u64, piece: String, start: bool) {
        if start {
            // A reading of another input is of no more use (a shared run keeps its reading for
            // the shares it may still be given).
            if self
                .last_reading
                .as_ref()
                .is_some_and(|r| r.serial != serial)
            {
                self.last_reading = None;
            }
            self.input = (serial, piece);
        } else if self.input.0 == serial {
            self.input.1.push_str(&piece);
        }
    }

    /// [`Request::Parse`]: the boards of input `serial` in pieces, then what was read; nothing
    /// if the page has sent a newer input since.
    pub(crate) fn parse(&mut self, serial: u64, format: Option<Format>) -> Vec<Response> {
        if serial != self.input.0 {
            return Vec::new();
        }
        let text = &self.input.1;
        let detected = format::detect(text);
        let Some(format) = format.or(detected) else {
            // No format fits: one error says what was expected, and there is no reading to
            // keep.
            return vec![Response::Parsed {
                serial,
                detected,
                format: Format::Lines,
                errors: Some(InputErrors::from(&format::unrecognized(text))),
            }];
        };
        let result = format::parse(text, format);
        let kind = Kind::of(format);
        let boards: Vec<Board> = match &result {
            Ok(parsed) => parsed.puzzles(),
            Err(_) => Vec::new(),
        };
        let mut responses: Vec<Response> = boards
            .chunks(PIECE / kind.packed_len())
            .map(|chunk| Response::Boards {
                serial,
                kind,
                digits: pack_boards(chunk),
            })
            .collect();
        responses.push(Response::Parsed {
            serial,
            detected,
            format,
            errors: result.as_ref().err().map(InputErrors::from),
        });
        self.last_reading = Some(Reading {
            serial,
            format,
            result,
        });
        responses
    }

    /// [`Request::Read`]: input `serial` read and kept for a run (nothing if the page has sent
    /// a newer input since, or no format fits it: the run will say so).
    pub(crate) fn read_ahead(&mut self, serial: u64, format: Option<Format>) {
        if serial != self.input.0 {
            return;
        }
        let Some(format) = format.or_else(|| format::detect(&self.input.1)) else {
            return;
        };
        self.last_reading = Some(Reading {
            serial,
            format,
            result: format::parse(&self.input.1, format),
        });
    }

    /// [`Request::Compare`]: `expected` judged against the boards of input `serial`.
    pub(crate) fn compare(
        &mut self,
        id: u64,
        serial: u64,
        format: Format,
        expected: &str,
    ) -> Response {
        let result = match self.reading(serial, format) {
            None => Err(Failure::InputChanged),
            Some(Err(_)) => Err(Failure::InputHasErrors),
            Some(Ok(parsed)) => crate::judge::check_output(format, &parsed.puzzles(), expected)
                .map_err(|e| Failure::Unreadable(InputErrors::from(&e))),
        };
        Response::Compared { id, result }
    }

    /// The boards of `share` of input `serial` read as `format`, with how many boards the
    /// input holds and where the share's start; `None` if the page has sent a newer input
    /// since. A run of one share uses the reading up; a run of several keeps it for the other
    /// shares this worker may be given (until another input comes).
    pub(super) fn read_share(
        &mut self,
        serial: u64,
        format: Format,
        share: Share,
    ) -> Option<Result<ShareBoards, InputErrors>> {
        if share.of <= 1 {
            self.reading(serial, format)?;
            let reading = self.last_reading.take()?;
            return Some(match reading.result {
                Err(errors) => Err(InputErrors::from(&errors)),
                Ok(parsed) => Ok(ShareBoards {
                    total: parsed.boards.len(),
                    first: 0,
                    boards: parsed.boards,
                }),
            });
        }
        Some(match self.reading(serial, format)? {
            Err(errors) => Err(InputErrors::from(errors)),
            Ok(parsed) => {
                let range = share.range(parsed.boards.len());
                Ok(ShareBoards {
                    total: parsed.boards.len(),
                    first: range.start,
                    boards: parsed.boards[range].to_vec(),
                })
            }
        })
    }

    /// Input `serial` read as `format`: the last reading if it is that one, else a fresh one,
    /// kept as the last; `None` if the page has sent a newer input since.
    fn reading(
        &mut self,
        serial: u64,
        format: Format,
    ) -> Option<&Result<format::Parsed, format::ParseErrors>> {
        if serial != self.input.0 {
            return None;
        }
        let kept = self
            .last_reading
            .as_ref()
            .is_some_and(|r| r.serial == serial && r.format == format);
        if !kept {
            self.last_reading = Some(Reading {
                serial,
                format,
                result: format::parse(&self.input.1, format),
            });
        }
        self.last_reading.as_ref().map(|r| &r.result)
    }
}
