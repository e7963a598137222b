//! "New puzzle": a puzzle made to order by a worker ([`crate::generate`]) for the preset
//! chosen, or a worst case of row-major backtracking hunted for ([`crate::generate::Hunt`])
//! for up to [`HUNT_MS`], its best so far shown as it goes; either lands in the input in the
//! judge format in use, with what its search costs.

use super::input::InputAction;
use super::AppState;
use crate::board::Board;
use crate::format::{self, Format};
use crate::generate::Preset;
use crate::grid::Grid;
use crate::ui::protocol::{MadePuzzle, Request};

/// Milliseconds a hunt for a worst case may take (Stop ends it sooner).
pub(crate) const HUNT_MS: u32 = 30_000;

/// What "New puzzle" makes: a puzzle of a preset cost, or a worst case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    Preset(Preset),
    WorstCase,
}

impl Default for Order {
    fn default() -> Order {
        Order::Preset(Preset::default())
    }
}

impl Order {
    /// The menu's choices, in its order.
    pub(crate) fn all() -> impl Iterator<Item = Order> {
        Preset::ALL
            .into_iter()
            .map(Order::Preset)
            .chain([Order::WorstCase])
    }

    /// Its value in the menu.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Order::Preset(p) => p.id(),
            Order::WorstCase => "worst-case",
        }
    }

    pub(crate) fn from_id(id: &str) -> Option<Order> {
        Order::all().find(|o| o.id() == id)
    }
}

/// What the user does to "New puzzle".
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum MadeAction {
    Order(Order),
    /// Make a puzzle of the order from `seed` (drawn by the page: a new puzzle each time).
    Make {
        seed: u64,
    },
    /// End the hunt under way: its best so far lands in the input.
    StopHunt,
}

/// The last puzzle asked for and what became of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Made {
    pub order: Order,
    /// The request waited for: its number and what it asked (the menu may change meanwhile).
    /// An answer to another is dropped.
    asked: Option<(u64, Order)>,
    asks: u64,
    pub news: Option<News>,
}

/// What the page says of the last puzzle asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum News {
    Making,
    /// A hunt under way: its best so far, candidates measured, and the milliseconds spent.
    Hunting {
        best: Option<MadePuzzle>,
        tries: u64,
        ms: u32,
    },
    /// In the input now: its preset and what its classic search costs.
    Made(Preset, MadePuzzle),
    /// A hunt's best, in the input now, after `tries` candidates; `cut` if its worker
    /// stopped before the hunt's end.
    Hunted {
        best: MadePuzzle,
        tries: u64,
        cut: bool,
    },
    /// None found within the generator's tries (another press tries another seed).
    NotFound,
    /// The worker stopped before answering.
    Stopped,
}

impl Made {
    pub(crate) fn is_making(&self) -> bool {
        self.asked.is_some()
    }

    pub(crate) fn is_hunting(&self) -> bool {
        matches!(self.asked, Some((_, Order::WorstCase)))
    }

    /// The request waited for, if it is `id`: what it asked.
    fn waited(&self, id: u64) -> Option<Order> {
        self.asked
            .filter(|&(asked, _)| asked == id)
            .map(|(_, order)| order)
    }

    /// The hunt under way: its number.
    fn hunt(&self) -> Option<u64> {
        self.asked.filter(|_| self.is_hunting()).map(|(id, _)| id)
    }
}

impl AppState {
    pub(super) fn apply_made(&mut self, action: MadeAction) -> bool {
        match action {
            MadeAction::Order(order) => {
                let changed = self.made.order != order;
                self.made.order = order;
                changed
            }
            MadeAction::Make { seed } => {
                self.made.asks += 1;
                let id = self.made.asks;
                // A hunt under way is left for this one: its worker hears that it ends.
                if let Some(hunt) = self.made.hunt() {
                    self.outbox.push(Request::StopHunt { id: hunt });
                }
                self.made.asked = Some((id, self.made.order));
                let request = match self.made.order {
                    Order::Preset(preset) => {
                        self.made.news = Some(News::Making);
                        Request::Generate {
                            id,
                            preset: preset.id().to_string(),
                            seed,
                        }
                    }
                    Order::WorstCase => {
                        self.made.news = Some(News::Hunting {
                            best: None,
                            tries: 0,
                            ms: 0,
                        });
                        Request::Hunt {
                            id,
                            seed,
                            ms: HUNT_MS,
                        }
                    }
                };
                self.outbox.push(request);
                true
            }
            MadeAction::StopHunt => {
                if let Some(id) = self.made.hunt() {
                    self.outbox.push(Request::StopHunt { id });
                }
                false
            }
        }
    }

    /// How hunt `id` goes; at its end, its best lands in the input.
    pub(super) fn hear_hunted(
        &mut self,
        id: u64,
        best: Option<MadePuzzle>,
        (tries, ms): (u64, u32),
        over: bool,
    ) -> bool {
        if self.made.waited(id) != Some(Order::WorstCase) {
            return false;
        }
        if !over {
            self.made.news = Some(News::Hunting { best, tries, ms });
            return true;
        }
        self.made.asked = None;
        self.hunt_found(best, tries, false);
        true
    }

    /// A hunt's best in the input, or, if it measured none, that none was found.
    fn hunt_found(&mut self, best: Option<MadePuzzle>, tries: u64, cut: bool) {
        let grid = best.as_ref().and_then(|m| m.puzzle.parse::<Grid>().ok());
        let (Some(best), Some(grid)) = (best, grid) else {
            self.made.news = Some(if cut { News::Stopped } else { News::NotFound });
            return;
        };
        self.made.news = Some(News::Hunted { best, tries, cut });
        self.land(grid);
    }

    /// The answer to request `id`: the puzzle goes into the input (an edit Undo takes back),
    /// written in the input's format when that holds a 9 x 9 board, else as BOJ 2580's.
    pub(super) fn hear_made(&mut self, id: u64, made: Option<MadePuzzle>) -> bool {
        let Some(Order::Preset(preset)) = self.made.waited(id) else {
            return false;
        };
        self.made.asked = None;
        let grid = made.as_ref().and_then(|m| m.puzzle.parse::<Grid>().ok());
        let (Some(made), Some(grid)) = (made, grid) else {
            self.made.news = Some(News::NotFound);
            self.exercise_no_puzzle();
            return true;
        };
        self.made.news = Some(News::Made(preset, made));
        self.land(grid);
        true
    }

    /// `grid` in the input (an edit Undo takes back), written in the input's format when that
    /// holds a 9 x 9 board, else as BOJ 2580's.
    fn land(&mut self, grid: Grid) {
        let board = Board::Nine(grid);
        let format = Some(self.input.format)
            .filter(|f| f.holds(&board))
            .unwrap_or(Format::Boj2580);
        let text = format::write_input(format, &[board]);
        let change = self.input.apply(InputAction::Made(text));
        self.input_changed(change);
    }

    /// The worker stopped: a puzzle asked for will not come; a hunt's best so far lands.
    pub(super) fn made_stopped(&mut self) {
        let Some((_, order)) = self.made.asked.take() else {
            return;
        };
        match (order, self.made.news.take()) {
            (Order::WorstCase, Some(News::Hunting { best, tries, .. })) => {
                self.hunt_found(best, tries, true)
            }
            _ => {
                self.made.news = Some(News::Stopped);
                self.exercise_no_puzzle();
            }
        }
    }
}
