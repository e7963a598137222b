//! The input and the format choice, kept across reloads.

use crate::ui::browser;
use crate::ui::examples::EXAMPLES;
use crate::ui::state::input::{is_large, FormatChoice};
use crate::ui::state::AppState;
use yew::prelude::*;

const INPUT_KEY: &str = "sudoku-wasm.input";
const FORMAT_KEY: &str = "sudoku-wasm.format";

/// The state from the last visit, or the first example.
pub(crate) fn saved_state() -> AppState {
    let choice = browser::load(FORMAT_KEY)
        .and_then(|id| id.parse().ok())
        .unwrap_or(FormatChoice::Auto);
    match browser::load(INPUT_KEY) {
        Some(text) => AppState::new(&text, choice),
        None => AppState::new(EXAMPLES[0].input, FormatChoice::Auto),
    }
}

/// Saves the input and the format choice whenever they change; not a link's input until it is
/// edited (opening a link does not replace the visitor's own input).
#[hook]
pub(crate) fn use_saved_input(state: &AppState) {
    let text = state.input.text.clone();
    let from_link = state.input.from_link;
    use_effect_with(
        (text, state.input.choice, from_link),
        |(text, choice, from_link)| {
            if *from_link {
                return;
            }
            // Storage holds a few megabytes at most and writing it blocks the page: large inputs
            // are not kept across reloads.
            browser::save(INPUT_KEY, if is_large(text) { "" } else { text });
            let id = choice.id();
            browser::save(FORMAT_KEY, id);
        },
    );
}
