//! "New puzzle": a puzzle made to order by a worker ([`crate::generate`]) for the preset
//! chosen, landing in the input in the judge format in use, with what its search costs.

use super::input::InputAction;
use super::AppState;
use crate::board::Board;
use crate::format::{self, Format};
use crate::generate::Preset;
use crate::grid::Grid;
use crate::ui::protocol::{MadePuzzle, Request};

/// What the user does to "New puzzle".
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum MadeAction {
    Preset(Preset),
    /// Make a puzzle of the preset from `seed` (drawn by the page: a new puzzle each time).
    Make {
        seed: u64,
    },
}

/// The last puzzle asked for and what became of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Made {
    pub preset: Preset,
    /// The request waited for: its number. An answer to another is dropped.
    asked: Option<u64>,
    asks: u64,
    pub news: Option<News>,
}

/// What the page says of the last puzzle asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum News {
    Making,
    /// In the input now: its preset and what its classic search costs.
    Made(Preset, MadePuzzle),
    /// None found within the generator's tries (another press tries another seed).
    NotFound,
    /// The worker stopped before answering.
    Stopped,
}

impl Made {
    pub(crate) fn is_making(&self) -> bool {
        self.asked.is_some()
    }
}

impl AppState {
    pub(super) fn apply_made(&mut self, action: MadeAction) -> bool {
        match action {
            MadeAction::Preset(preset) => {
                let changed = self.made.preset != preset;
                self.made.preset = preset;
                changed
            }
            MadeAction::Make { seed } => {
                self.made.asks += 1;
                self.made.asked = Some(self.made.asks);
                self.made.news = Some(News::Making);
                self.outbox.push(Request::Generate {
                    id: self.made.asks,
                    preset: self.made.preset.id().to_string(),
                    seed,
                });
                true
            }
        }
    }

    /// The answer to request `id`: the puzzle goes into the input (an edit Undo takes back),
    /// written in the input's format when that holds a 9 x 9 board, else as BOJ 2580's.
    pub(super) fn hear_made(&mut self, id: u64, made: Option<MadePuzzle>) -> bool {
        if self.made.asked != Some(id) {
            return false;
        }
        self.made.asked = None;
        let preset = self.made.preset;
        let grid = made.as_ref().and_then(|m| m.puzzle.parse::<Grid>().ok());
        let (Some(made), Some(grid)) = (made, grid) else {
            self.made.news = Some(News::NotFound);
            self.exercise_no_puzzle();
            return true;
        };
        let board = Board::Nine(grid);
        let format = Some(self.input.format)
            .filter(|f| f.holds(&board))
            .unwrap_or(Format::Boj2580);
        let text = format::write_input(format, &[board]);
        self.made.news = Some(News::Made(preset, made));
        let change = self.input.apply(InputAction::Made(text));
        self.input_changed(change);
        true
    }

    /// The worker stopped: a puzzle asked for will not come.
    pub(super) fn made_stopped(&mut self) {
        if self.made.asked.take().is_some() {
            self.made.news = Some(News::Stopped);
            self.exercise_no_puzzle();
        }
    }
}
