//! The page: wires the state's actions to the components, persists the input, moves focus.

use super::browser;
use super::components::{AnswerPanel, BoardView, InputPanel, StatusLine};
use super::examples::EXAMPLES;
use super::state::{Action, AppState, CellKey, FormatChoice};
use crate::grid::Cell;
use yew::prelude::*;

const INPUT_KEY: &str = "sudoku-wasm.input";
const FORMAT_KEY: &str = "sudoku-wasm.format";

/// The state from the last visit, or the first example.
fn initial_state() -> AppState {
    let choice = browser::load(FORMAT_KEY)
        .and_then(|id| id.parse().ok())
        .map_or(FormatChoice::Auto, FormatChoice::Fixed);
    match browser::load(INPUT_KEY) {
        Some(input) => AppState::new(&input, choice),
        None => AppState::new(EXAMPLES[0].input, FormatChoice::Auto),
    }
}

/// A callback that turns its value into an action and dispatches it: every handler is one line.
fn dispatcher<T: 'static>(state: &UseReducerHandle<AppState>, f: fn(T) -> Action) -> Callback<T> {
    let dispatcher = state.dispatcher();
    Callback::from(move |value| dispatcher.dispatch(f(value)))
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);

    {
        let input = state.input.clone();
        let choice = state.choice;
        use_effect_with((input, choice), |(input, choice)| {
            browser::save(INPUT_KEY, input);
            let id = match choice {
                FormatChoice::Auto => "auto",
                FormatChoice::Fixed(f) => f.spec().id,
            };
            browser::save(FORMAT_KEY, id);
        });
    }
    use_effect_with(state.selected, |selected| {
        if let Some(cell) = selected {
            browser::focus(&super::components::cell_dom_id(*cell));
        }
    });

    let on_select: Callback<Cell> = dispatcher(&state, Action::Select);
    let on_key: Callback<(Cell, CellKey)> =
        dispatcher(&state, |(cell, key)| Action::Key(cell, key));
    let on_input: Callback<String> = dispatcher(&state, Action::Input);
    let on_choose: Callback<FormatChoice> = dispatcher(&state, Action::ChooseFormat);
    let on_pick: Callback<usize> = dispatcher(&state, Action::Pick);
    let on_example: Callback<usize> = dispatcher(&state, |i: usize| {
        Action::Load(EXAMPLES.get(i).map_or("", |e| e.input))
    });
    let on_solve: Callback<MouseEvent> = dispatcher(&state, |_| Action::Solve {
        clock: browser::now_ms,
    });
    let on_clear: Callback<MouseEvent> = dispatcher(&state, |_| Action::Clear);

    let outcome = state.outcome.clone();
    let (answer, problems) = match outcome.as_ref().map(|o| &o.answer) {
        Some(Ok(text)) => (text.clone(), None),
        Some(Err(message)) => (String::new(), Some(message.clone())),
        None => (String::new(), None),
    };
    let file_name = format!("{}.out", state.format.spec().id);

    html! {
        <>
            <header class="site-header">
                <h1>{ "Sudoku solver" }</h1>
                <p>{ "Paste judge input (BOJ 2580, BOJ 2239, POJ 2676, POJ 3074, 81-character lines) or type on the board, then Solve." }</p>
            </header>
            <main class="layout">
                <section class="board-column">
                    <BoardView
                        givens={state.board()}
                        solution={outcome.as_ref().and_then(|o| o.solution)}
                        conflicts={state.conflicting_cells()}
                        selected={state.selected}
                        {on_select} {on_key} />
                    <div class="toolbar actions">
                        <button type="button" class="primary" onclick={on_solve}>{ "Solve" }</button>
                        <button type="button" onclick={on_clear}>{ "Clear" }</button>
                    </div>
                    <div aria-live="polite">
                        <StatusLine outcome={outcome.clone()}
                            board_count={state.boards.len()} current={state.current} />
                        { problems.map(|p| html! { <pre class="problems">{ p }</pre> }) }
                    </div>
                </section>
                <section class="io-column">
                    <InputPanel
                        input={state.input.clone()}
                        choice={state.choice}
                        detected={crate::format::detect(&state.input)}
                        board_count={state.boards.len()}
                        current={state.current}
                        errors={state.errors.clone()}
                        {on_input} {on_choose} {on_pick} {on_example} />
                    <AnswerPanel answer={answer} file_name={file_name} />
                </section>
            </main>
        </>
    }
}
