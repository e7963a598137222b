//! The solving web worker (see `sudoku_wasm::ui::worker`).

use yew_agent::Registrable;

fn main() {
    sudoku_wasm::ui::worker::SolverReactor::registrar().register();
}
