//! Pure views: each takes data and callbacks as props and renders them.

mod answer;
mod board;
mod input;
mod status;

pub use answer::AnswerPanel;
pub use board::{cell_id as cell_dom_id, BoardView};
pub use input::InputPanel;
pub use status::StatusLine;
