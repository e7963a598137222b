//! The 9x9 board: a keyboard-operable ARIA grid.

use crate::grid::{Candidates, Cell, Grid};
use crate::solver::Step;
use crate::ui::state::CellKey;
use yew::prelude::*;

/// The search's state drawn over the board while the player is away from step 0.
#[derive(Clone, PartialEq)]
pub(crate) struct Overlay {
    pub grid: Grid,
    /// The cell being tried and its remaining candidates.
    pub focus: Option<(Cell, Candidates)>,
    pub last: Option<Step>,
}

#[derive(Properties, PartialEq)]
pub(crate) struct BoardProps {
    pub givens: Grid,
    /// Digits the solver filled in, shown apart from the givens.
    pub solution: Option<Grid>,
    pub conflicts: Vec<Cell>,
    pub selected: Option<Cell>,
    pub overlay: Option<Overlay>,
    pub on_select: Callback<Cell>,
    pub on_key: Callback<(Cell, CellKey)>,
}

/// The DOM id of a cell, for moving focus.
pub(crate) fn cell_id(cell: Cell) -> String {
    format!("cell-{}", cell.index())
}

#[component]
pub(crate) fn BoardView(props: &BoardProps) -> Html {
    let rows = (0..9).map(|row| {
        let cells = (0..9).filter_map(move |col| Cell::at(row, col)).map(|cell| {
            let given = props.givens.get(cell);
            let overlay = props.overlay.as_ref();
            let filled_by = overlay.map_or(props.solution, |o| Some(o.grid));
            let solved = given
                .is_none()
                .then(|| filled_by.and_then(|s| s.get(cell)))
                .flatten();
            let shown = given.or(solved);
            let focus = overlay.and_then(|o| o.focus).filter(|(c, _)| *c == cell);
            let last = overlay.and_then(|o| o.last);
            let taken_back = match last {
                Some(Step::Backtrack { cell: c, digit }) if c == cell => Some(digit),
                _ => None,
            };
            let dead_end = matches!(last, Some(Step::DeadEnd { cell: c }) if c == cell);
            let candidates = focus
                .filter(|_| shown.is_none() && taken_back.is_none())
                .map(|(_, cands)| cands);
            let label = format!(
                "row {}, column {}, {}",
                cell.row() + 1,
                cell.col() + 1,
                shown.map_or("empty".to_string(), |d| d.to_string())
            );
            let class = classes!(
                "cell",
                given.is_some().then_some("given"),
                (solved.is_some() && overlay.is_none()).then_some("solved"),
                (solved.is_some() && overlay.is_some()).then_some("placed"),
                focus.is_some().then_some("trying"),
                taken_back.is_some().then_some("taken-back"),
                dead_end.then_some("dead-end"),
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
                    if let Some(d) = shown {
                        { d.to_string() }
                    } else if let Some(d) = taken_back {
                        <s aria-hidden="true">{ d.to_string() }</s>
                    } else if let Some(c) = candidates {
                        <span class="candidates" aria-hidden="true">
                            { for (1..=9u8).map(|v| html! {
                                <span>{ if c.bits() & (1 << (v - 1)) != 0 { v.to_string() } else { String::new() } }</span>
                            }) }
                        </span>
                    }
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
