//! The solving web worker (see `sudoku_wasm::ui`).

use yew_agent::Registrable;

fn main() {
    sudoku_wasm::ui::SolverReactor::registrar().register();
}
