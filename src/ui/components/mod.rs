//! Pure views: each takes data and callbacks as props and renders them.

mod answer;
mod board;
mod input;
mod player;
mod status;

pub use answer::AnswerPanel;
pub use board::{cell_id as cell_dom_id, BoardView, Overlay};
pub use input::InputPanel;
pub use player::PlayerPanel;
pub use status::StatusLine;
