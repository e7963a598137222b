//! The web app's entry point: starts the workers and renders the Yew app into the page body.

fn main() {
    sudoku_wasm::ui::start();
}
