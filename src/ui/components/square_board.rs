//! A board that is not a 9 x 9 Sudoku: POJ 3076's 16 x 16 (letters A to P, boxes of 4 x 4,
//! edited as the 9 x 9 board is: one tab stop, arrows, letters, a keypad on touch screens) or
//! a Sudominoku (BOJ 4574: the laid dominoes outlined; edited in the text). Shown with its
//! answer, or with the search being watched.

use crate::board::Board;
use crate::names::{Mark, Place};
use crate::ui::i18n::{use_messages, CellState, CellWords};
use crate::ui::state::CellKey;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct SquareProps {
    pub board: Board,
    /// The first solution's values, row-major, once solved.
    pub solution: Option<Vec<u8>>,
    /// The board as a search being watched has it (shown instead of the solution), and the
    /// cell its last step worked on.
    pub search: Option<(Vec<u8>, Option<usize>)>,
    /// The selected cell (16 x 16 boards, which are edited here).
    pub selected: Option<usize>,
    pub on_select: Callback<usize>,
    pub on_key: Callback<(usize, CellKey)>,
}

/// The DOM id of a 16 x 16 cell, for moving focus.
pub(crate) fn spot_id(index: usize) -> String {
    format!("spot-{index}")
}

#[derive(Properties, PartialEq)]
pub(crate) struct SymbolKeypadProps {
    pub on_key: Callback<CellKey>,
}

/// The 16 x 16 board's keypad: the letters and Erase, for touch screens.
#[component]
pub(crate) fn SymbolKeypad(props: &SymbolKeypadProps) -> Html {
    let t = use_messages();
    let letters = (1..=16u8).map(|value| {
        let onclick = props.on_key.reform(move |_: MouseEvent| CellKey::Symbol(value));
        html! { <button type="button" {onclick}>{ Mark::on(16, value).char().to_string() }</button> }
    });
    let erase = props.on_key.reform(|_: MouseEvent| CellKey::Clear);
    html! {
        <div class="keypad letters" role="group" aria-label={t.keypad}>
            { for letters }
            <button type="button" class="erase" onclick={erase}>{ t.erase }</button>
        </div>
    }
}

/// Which sides of each cell a laid domino joins it to its neighbour: (right, below).
fn joins(board: &Board) -> Vec<(bool, bool)> {
    let mut joins = vec![(false, false); board.side() * board.side()];
    if let Board::Dominoes(puzzle) = board {
        for laid in &puzzle.laid {
            let (cell, across) = laid.placement();
            if across {
                joins[cell.index()].0 = true;
            } else {
                joins[cell.index()].1 = true;
            }
        }
    }
    joins
}

#[component]
pub(crate) fn SquareView(props: &SquareProps) -> Html {
    let t = use_messages();
    let side = props.board.side();
    let editable = matches!(props.board, Board::Sixteen(_));
    // One tab stop (the WAI-ARIA grid pattern), as on the 9 x 9 board.
    let tab_stop = props.selected.unwrap_or(0);
    let boxes = if side == 16 { 4 } else { 3 };
    let givens = props.board.values();
    let joins = joins(&props.board);
    let mut conflicts = vec![false; side * side];
    for conflict in props.board.conflicts() {
        for place in [conflict.first, conflict.second] {
            if let Some(c) = conflicts.get_mut(place.row() * side + place.col()) {
                *c = true;
            }
        }
    }
    let rows = (0..side).map(|row| {
        let cells = (0..side).map(|col| {
            let i = row * side + col;
            let given = givens[i];
            let searching = props.search.as_ref();
            let filled_by = searching.map_or(props.solution.as_ref(), |(board, _)| Some(board));
            let solved = filled_by
                .and_then(|s| s.get(i).copied())
                .filter(|&v| given == 0 && v != 0);
            let trying = searching.is_some_and(|(_, focus)| *focus == Some(i));
            let shown = if given != 0 { Some(given) } else { solved };
            let state = if given != 0 {
                CellState::Given
            } else if trying {
                CellState::Trying
            } else if solved.is_some() {
                CellState::Placed
            } else {
                CellState::Empty
            };
            let label = (t.cell)(&CellWords {
                cell: Place::on(side, i),
                digit: shown.map(|v| Mark::on(side, v)),
                state,
                clash: false,
                conflict: conflicts[i],
                taken_back: None,
            });
            let (right, below) = joins[i];
            let joined_left = col > 0 && joins[i - 1].0;
            let joined_above = row > 0 && joins[i - side].1;
            let class = classes!(
                "cell",
                (given != 0).then_some("given"),
                (solved.is_some() && searching.is_none()).then_some("solved"),
                (solved.is_some() && searching.is_some()).then_some("placed"),
                trying.then_some("trying"),
                conflicts[i].then_some("conflict"),
                (col % boxes == boxes - 1 && col < side - 1).then_some("box-right"),
                (row % boxes == boxes - 1 && row < side - 1).then_some("box-bottom"),
                right.then_some("join-right"),
                below.then_some("join-below"),
                joined_left.then_some("join-left"),
                joined_above.then_some("join-above"),
            );
            let class = classes!(
                class,
                (editable && props.selected == Some(i)).then_some("selected")
            );
            let onclick = editable.then(|| props.on_select.reform(move |_: MouseEvent| i));
            let onfocus = editable.then(|| props.on_select.reform(move |_: FocusEvent| i));
            let onkeydown = editable.then(|| {
                let on_key = props.on_key.clone();
                Callback::from(move |e: KeyboardEvent| {
                    if e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    if let Some(key) = CellKey::from_key(&e.key(), 16) {
                        e.prevent_default();
                        on_key.emit((i, key));
                    }
                })
            });
            let tabindex = editable.then_some(if i == tab_stop { "0" } else { "-1" });
            html! {
                <div role="gridcell" id={editable.then(|| spot_id(i))} {class} aria-label={label}
                    aria-invalid={conflicts[i].then_some("true")} {tabindex}
                    {onclick} {onfocus} {onkeydown}>
                    { shown.map(|v| Mark::on(side, v).char().to_string()).unwrap_or_default() }
                </div>
            }
        });
        html! { <div role="row" class="board-row">{ for cells }</div> }
    });
    let name = match &props.board {
        Board::Dominoes(_) => t.dominoes_board_name,
        _ => t.sixteen_board_name,
    };
    html! {
        <div role="grid" aria-readonly={(!editable).then_some("true")} aria-label={name}
            class={classes!("board", (side == 16).then_some("sixteen"),
                matches!(props.board, Board::Dominoes(_)).then_some("dominoes"))}>
            { for rows }
        </div>
    }
}
