//! The words of "New puzzle": the presets, the button and what became of the puzzle asked
//! for, in each language (English here; Korean and Chinese beside their catalogues).

use crate::generate::Preset;
use crate::ui::protocol::MadePuzzle;

/// What the page says about puzzles made to order.
pub struct MadeMessages {
    /// The menu's label.
    pub new_puzzle: &'static str,
    /// The button.
    pub make: &'static str,
    pub preset: fn(Preset) -> &'static str,
    pub making: &'static str,
    /// A puzzle made, in the input now: its givens and what the classic search costs it.
    pub made: fn(&MadePuzzle) -> String,
    pub not_found: &'static str,
    pub stopped: &'static str,
}

pub static EN_MADE: MadeMessages = MadeMessages {
    new_puzzle: "New puzzle",
    make: "Make",
    preset: |p| match p {
        Preset::Exercise => "short: 20 to 80 steps",
        Preset::Backtracking => "shows backtracking: 100+ take-backs",
        Preset::BojLimit => "just inside BOJ 2580's limit",
    },
    making: "Making a puzzle...",
    made: |m| {
        format!(
            "A new puzzle with one solution, {} givens: the classic search takes {} steps, {} \
             take-backs, {} calls ({} as BOJ 12095 counts them).",
            m.givens,
            super::number(m.steps),
            super::number(m.backtracks),
            super::number(m.calls),
            super::number(m.boj_calls)
        )
    },
    not_found: "No puzzle was found this time: press Make again for another try.",
    stopped: "The solver stopped unexpectedly before the puzzle was made: press Make again.",
};
