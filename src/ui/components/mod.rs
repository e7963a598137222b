//! Pure views: each takes data and callbacks as props and renders them.

mod answer;
mod batch;
mod board;
mod compare;
mod input;
mod player;
mod status;
mod two_solutions;

pub use answer::AnswerPanel;
pub use batch::BatchPanel;
pub use board::{cell_id as cell_dom_id, BoardView, Overlay};
pub use compare::ComparePanel;
pub use input::{show_number, InputPanel, Text, LARGE_INPUT};
pub use player::PlayerPanel;
pub use status::StatusLine;
pub use two_solutions::TwoSolutions;

/// Lines of a long text shown in a text area: browsers take seconds to lay out a text area of
/// tens of thousands of lines.
pub const PREVIEW_LINES: usize = 300;

/// The first `n` lines of `text`, newlines included.
pub fn first_lines(text: &str, n: usize) -> String {
    let end = text
        .match_indices('\n')
        .nth(n.saturating_sub(1))
        .map_or(text.len(), |(i, _)| i + 1);
    text[..end].to_string()
}
