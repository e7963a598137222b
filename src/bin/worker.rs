//! The solving web worker (see `sudoku_wasm::ui`): its loader script
//! (`assets/worker-loader.js`) hands it the page's messages through [`hear`].

use wasm_bindgen::prelude::*;

/// A message from the page.
#[wasm_bindgen]
pub fn hear(message: &[u8]) {
    sudoku_wasm::ui::worker_hears(message);
}

fn main() {
    sudoku_wasm::ui::serve_worker();
}
