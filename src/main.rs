//! The web app's entry point: renders the Yew app into the page body.

fn main() {
    yew::Renderer::<sudoku_wasm::ui::App>::new().render();
}
