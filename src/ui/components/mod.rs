//! Pure views: each takes data and callbacks as props and renders them.

mod actions;
mod answer;
mod batch;
mod board;
mod code;
mod compare;
mod dock_line;
mod exercise;
mod go_to_line;
mod input;
mod keypad;
mod language;
mod limit_note;
mod link_feedback;
mod new_puzzle;
mod overview;
mod player;
mod predict;
mod race;
mod square_board;
mod square_player;
mod status;
mod two_solutions;

pub(crate) use actions::Actions;
pub(crate) use answer::AnswerPanel;
pub(crate) use batch::BatchPanel;
pub(crate) use board::{cell_id as cell_dom_id, BoardView, Legend, Overlay};
pub(crate) use code::CodePanel;
pub(crate) use compare::ComparePanel;
pub(crate) use exercise::{exercise_overlay, ExercisePanel};
pub(crate) use input::{storage_note, InputPanel};
pub(crate) use keypad::Keypad;
pub(crate) use language::LanguageMenu;
pub(crate) use new_puzzle::NewPuzzle;
pub(crate) use overview::OverviewFigure;
pub(crate) use player::{conflict_panel, PlayerPanel};
pub(crate) use race::RacePanel;
pub(crate) use square_board::{spot_id, SquareView, SymbolKeypad};
pub(crate) use square_player::SquarePanel;
pub(crate) use status::StatusLine;
pub(crate) use two_solutions::TwoSolutions;

/// A small read-only board, `label` naming it with its 81 cells; `mark` gives a cell a class
/// of its own (the differing cells of two solutions, the digits a search placed).
pub(crate) fn mini_grid(
    grid: &crate::grid::Grid,
    label: &str,
    mark: impl Fn(crate::grid::Cell) -> Option<&'static str>,
) -> yew::Html {
    use crate::grid::Cell;
    use yew::prelude::*;
    let cells = Cell::all().map(|cell| {
        let class = classes!(
            "mini-cell",
            mark(cell),
            (cell.col() % 3 == 2 && cell.col() < 8).then_some("box-right"),
            (cell.row() % 3 == 2 && cell.row() < 8).then_some("box-bottom"),
        );
        html! { <span {class}>{ grid.get(cell).map(|d| d.to_string()).unwrap_or_default() }</span> }
    });
    html! {
        <div class="mini-grid" role="img" aria-label={format!("{label}: {}", grid.to_line('.'))}>
            { for cells }
        </div>
    }
}

/// Whether the search placed `cell`'s digit in `grid`: it holds one that `givens` do not.
pub(crate) fn placed_by_search(
    grid: &crate::grid::Grid,
    givens: &crate::grid::Grid,
    cell: crate::grid::Cell,
) -> bool {
    grid.get(cell).is_some() && givens.get(cell).is_none()
}

pub(crate) use crate::ui::i18n::number;

/// Why the worker has no result, in the page's language; `button` is the one to press again
/// when the input changed meanwhile.
pub(crate) fn failure(
    t: &crate::ui::i18n::Messages,
    why: &crate::ui::protocol::Failure,
    button: &str,
) -> String {
    use crate::ui::protocol::Failure;
    let listed = |items: Vec<String>, total: usize| {
        let mut text = items.join("\n");
        if total > items.len() {
            text.push('\n');
            text.push_str(&(t.and_more)(&number((total - items.len()) as u64)));
        }
        text
    };
    match why {
        Failure::InputChanged => (t.input_changed)(button),
        Failure::WorkerStopped => (t.worker_stopped)(button),
        Failure::InputHasErrors => t.input_has_errors.to_string(),
        Failure::Cancelled => t.cancelled.to_string(),
        Failure::Unreadable(errors) => listed(
            errors.first.iter().map(t.parse_error).collect(),
            errors.total,
        ),
        Failure::Unsolved { first, total } => {
            listed(first.iter().map(t.unsolved).collect(), *total)
        }
    }
}

/// Lines of a long text shown in a text area: browsers take seconds to lay out a text area of
/// tens of thousands of lines.
pub(crate) const PREVIEW_LINES: usize = 300;

/// At most this many bytes of a long text are shown ([`crate::ui::text::SHOWN_BYTES`]).
pub(crate) const PREVIEW_BYTES: usize = crate::ui::text::SHOWN_BYTES;

/// The first `n` lines of `text`, newlines included, cut at [`PREVIEW_BYTES`], for showing.
pub(crate) fn first_lines(text: &str, n: usize) -> String {
    let mut end = text
        .match_indices('\n')
        .nth(n.saturating_sub(1))
        .map_or(text.len(), |(i, _)| i + 1)
        .min(PREVIEW_BYTES);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    // Control characters (from a binary file) are drawn as boxes one by one, which takes the
    // browser tens of milliseconds for a preview full of them: show them as one symbol.
    text[..end]
        .chars()
        .map(|c| match c {
            '\n' | '\t' => c,
            c if c.is_control() => '\u{FFFD}',
            c => c,
        })
        .collect()
}
