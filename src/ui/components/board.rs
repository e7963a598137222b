//! The 9x9 board: a keyboard-operable ARIA grid.

use crate::grid::{Cell, Grid};
use crate::ui::state::CellKey;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub givens: Grid,
    /// Digits the solver filled in, shown apart from the givens.
    pub solution: Option<Grid>,
    pub conflicts: Vec<Cell>,
    pub selected: Option<Cell>,
    pub on_select: Callback<Cell>,
    pub on_key: Callback<(Cell, CellKey)>,
}

/// The DOM id of a cell, for moving focus.
pub fn cell_id(cell: Cell) -> String {
    format!("cell-{}", cell.index())
}

#[component]
pub fn BoardView(props: &BoardProps) -> Html {
    let rows = (0..9).map(|row| {
        let cells = (0..9).filter_map(move |col| Cell::at(row, col)).map(|cell| {
            let given = props.givens.get(cell);
            let solved = given
                .is_none()
                .then(|| props.solution.and_then(|s| s.get(cell)))
                .flatten();
            let shown = given.or(solved);
            let label = format!(
                "row {}, column {}, {}",
                cell.row() + 1,
                cell.col() + 1,
                shown.map_or("empty".to_string(), |d| d.to_string())
            );
            let class = classes!(
                "cell",
                given.is_some().then_some("given"),
                solved.is_some().then_some("solved"),
                props.conflicts.contains(&cell).then_some("conflict"),
                (props.selected == Some(cell)).then_some("selected"),
                (cell.col() % 3 == 2 && cell.col() < 8).then_some("box-right"),
                (cell.row() % 3 == 2 && cell.row() < 8).then_some("box-bottom"),
            );
            let onclick = props.on_select.reform(move |_: MouseEvent| cell);
            let onfocus = props.on_select.reform(move |_: FocusEvent| cell);
            let on_key = props.on_key.clone();
            let onkeydown = Callback::from(move |e: KeyboardEvent| {
                if e.ctrl_key() || e.meta_key() || e.alt_key() {
                    return;
                }
                if let Some(key) = CellKey::from_key(&e.key()) {
                    e.prevent_default();
                    on_key.emit((cell, key));
                }
            });
            html! {
                <div role="gridcell" id={cell_id(cell)} {class} tabindex="0"
                     aria-label={label} aria-invalid={props.conflicts.contains(&cell).then_some("true")}
                     {onclick} {onfocus} {onkeydown}>
                    { shown.map(|d| d.to_string()).unwrap_or_default() }
                </div>
            }
        });
        html! { <div role="row" class="board-row">{ for cells }</div> }
    });
    html! {
        <div role="grid" class="board" aria-label="Sudoku board">
            { for rows }
        </div>
    }
}
