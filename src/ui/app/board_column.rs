//! The board column: the board shown (9 x 9, 16 x 16 or Sudominoku) with its keypad, and
//! what is under it ([`super::under_board`]). Each part is a component of its own, so that
//! each stage compiles (V8 compiles a wasm function when it is first called) and builds only
//! what it draws.

use super::under_board::UnderBoard;
use super::use_dispatch;
use crate::board::Board;
use crate::grid::Cell;
use crate::names::Place;
use crate::ui::components::{
    exercise_overlay, BoardView, Keypad, Overlay, SquareView, SymbolKeypad,
};
use crate::ui::hooks::{LinkCopy, Stage};
use crate::ui::shared::Shared;
use crate::ui::state::{
    Action, AppState, CellKey, InputAction, Outcome, PlayerAction, PlayerSnapshot, SquareAction,
};
use yew::prelude::*;

/// What the board column's parts are drawn from.
#[derive(Clone, Properties, PartialEq)]
pub(super) struct BoardProps {
    /// First: compared by the changes it has shown, and when it has changed nothing else need be.
    pub state: UseReducerHandle<AppState>,
    pub stage: u8,
    pub snapshot: Shared<PlayerSnapshot>,
    /// The board shown (read once a drawing: a board of a large input is unpacked from its
    /// text each time it is read, and the page draws every frame while playing).
    pub board: Board,
    /// The player's and the 16 x 16 search's actions, and the study view's: the page's
    /// shortcuts send them too.
    pub on_player: Callback<PlayerAction>,
    pub on_square: Callback<SquareAction>,
    pub on_study: Callback<bool>,
    pub link_copy: Option<LinkCopy>,
    pub on_copy_link: Callback<MouseEvent>,
}

/// The board column: its first stage is the board alone, the rest comes under it next.
#[component]
pub(super) fn BoardColumn(props: &BoardProps) -> Html {
    html! {
        <section class="board-column">
            if props.stage >= Stage::BOARD {
                <BoardArea ..props.clone() />
            }
            if props.stage >= Stage::INPUT {
                <UnderBoard ..props.clone() />
            }
        </section>
    }
}

/// The board shown and its keypad; a 9 x 9 board with the step the player (or a running
/// exercise) is on drawn over it.
#[component]
fn BoardArea(props: &BoardProps) -> Html {
    let state = &props.state;
    let on_select = use_dispatch(state, |cell: Cell| {
        Action::Input(InputAction::Select(Place::from(cell)))
    });
    let on_key = use_dispatch(state, |(cell, key): (Cell, CellKey)| {
        Action::Input(InputAction::Key(Place::from(cell), key))
    });
    let on_keypad = use_dispatch(state, |key| Action::Input(InputAction::Keypad(key)));
    let on_spot = use_dispatch(state, |i: usize| {
        Action::Input(InputAction::Select(Place::on(16, i)))
    });
    let on_spot_key = use_dispatch(state, |(i, key): (usize, CellKey)| {
        Action::Input(InputAction::Key(Place::on(16, i), key))
    });
    let outcome = state.outcome.as_ref();
    let Board::Nine(givens) = &props.board else {
        // The search drawn over the board once it has taken a step.
        let search = state
            .square
            .as_ref()
            .and_then(|s| s.snapshot())
            .filter(|s| s.position > 0)
            .map(|s| (s.board.clone(), s.focus));
        return html! {
            <>
                <SquareView board={props.board.clone()} solution={outcome.and_then(Outcome::values)}
                    {search} selected={state.input.selected.map(|at| at.row() * 16 + at.col())}
                    on_select={on_spot} on_key={on_spot_key} />
                if matches!(props.board, Board::Sixteen(_)) {
                    <SymbolKeypad on_key={on_keypad} />
                }
            </>
        };
    };
    let snapshot = &props.snapshot;
    // An exercise draws the learner's board; else the player's step, once it has taken one.
    let overlay = state
        .exercise
        .running
        .as_ref()
        .map(exercise_overlay)
        .or_else(|| {
            (snapshot.position > 0 || snapshot.playing).then(|| Overlay {
                grid: snapshot.grid,
                focus: snapshot.focus,
                no_place: snapshot.no_place,
                last: snapshot.last,
                explanation: snapshot.explanation.clone(),
            })
        });
    html! {
        <>
            <BoardView givens={*givens}
                solution={outcome.and_then(|o| o.solution())}
                conflicts={state.input.conflicting_cells()}
                selected={state.input.selected.and_then(Place::cell)}
                {overlay} tries={snapshot.tries.clone()}
                {on_select} {on_key} />
            <Keypad on_key={on_keypad} />
        </>
    }
}
