//! The web app's entry point: starts the workers and renders the Yew app into the page body;
//! in a solving worker (which loads this same wasm), serves the page's requests.

fn main() {
    sudoku_wasm::ui::start();
}
