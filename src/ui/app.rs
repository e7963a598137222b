//! The page: wires the state's actions to the components, persists the input, moves focus.

use super::browser;
use super::components::{
    show_number, AnswerPanel, BatchPanel, BoardView, ComparePanel, InputPanel, Overlay,
    PlayerPanel, StatusLine, Text, TwoSolutions,
};
use super::examples::EXAMPLES;
use super::state::{Action, AppState, BatchState, CellKey, Filter, FormatChoice, PlayerAction};
use super::worker::{self, Request, SolverReactor};
use crate::grid::Cell;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::reactor::{use_reactor_bridge, ReactorEvent, ReactorProvider};

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

/// The player's keyboard shortcut for `key`, unless the user is typing somewhere (a text
/// field, a menu, the board) where the key means something else.
fn shortcut(e: &KeyboardEvent) -> Option<PlayerAction> {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return None;
    }
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let tag = target.tag_name();
    let typing = matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || target.get_attribute("role").as_deref() == Some("gridcell")
        // Space on a focused button presses that button.
        || (tag == "BUTTON" && e.key() == " ");
    if typing {
        return None;
    }
    Some(match e.key().as_str() {
        " " => PlayerAction::PlayPause,
        "ArrowRight" => PlayerAction::Step { forward: true },
        "ArrowLeft" => PlayerAction::Step { forward: false },
        "Home" => PlayerAction::ToStart,
        "End" => PlayerAction::ToEnd,
        "+" | "=" => PlayerAction::Faster(true),
        "-" | "_" => PlayerAction::Faster(false),
        _ => return None,
    })
}

/// A callback that turns its value into an action and dispatches it: every handler is one line.
/// Made once, not on every render: a component whose props are all unchanged is not drawn
/// again, and the page renders each animation frame while the player works.
#[hook]
fn use_dispatch<T: 'static>(state: &UseReducerHandle<AppState>, f: fn(T) -> Action) -> Callback<T> {
    let dispatcher = state.dispatcher();
    let callback = use_memo((), move |_| {
        Callback::from(move |value| dispatcher.dispatch(f(value)))
    });
    (*callback).clone()
}

/// The page, with the solving worker available to everything in it.
#[component]
pub fn App() -> Html {
    html! {
        <ReactorProvider<SolverReactor> path="/worker.js">
            <Page />
        </ReactorProvider<SolverReactor>>
    }
}

#[component]
fn Page() -> Html {
    let state = use_reducer(initial_state);
    let worker = {
        let dispatcher = state.dispatcher();
        use_reactor_bridge::<SolverReactor, _>(move |event| {
            if let ReactorEvent::Output(response) = event {
                dispatcher.dispatch(Action::Worker {
                    response,
                    now: browser::now_ms(),
                });
            }
        })
    };

    {
        let input = state.input.clone();
        let choice = state.choice;
        use_effect_with((input, choice), |(input, choice)| {
            // Storage holds a few megabytes at most and writing it blocks the page: large
            // inputs are not kept across reloads.
            let kept: &str = if input.len() <= super::components::LARGE_INPUT {
                input
            } else {
                ""
            };
            browser::save(INPUT_KEY, kept);
            let id = match choice {
                FormatChoice::Auto => "auto",
                FormatChoice::Fixed(f) => f.spec().id,
            };
            browser::save(FORMAT_KEY, id);
        });
    }
    // The player works in animation frames, one frame's worth of work per frame, while it has
    // work (playing, seeking, or exploring ahead). Dropping the handle cancels the frame.
    let frame = use_mut_ref(|| None::<gloo_render::AnimationFrame>);
    {
        // Exploring ahead waits while a batch runs: the page's thread stays free for it.
        let batch_running = state
            .batch
            .as_ref()
            .is_some_and(|b| b.state == BatchState::Running);
        let wants = state.watch.wants_frames(!batch_running);
        let run = state.watch.run;
        let dispatcher = state.dispatcher();
        use_effect(move || {
            *frame.borrow_mut() = wants.then(|| {
                gloo_render::request_animation_frame(move |now| {
                    dispatcher.dispatch(Action::Player(PlayerAction::Frame {
                        run,
                        now,
                        clock: browser::now_ms,
                    }))
                })
            });
        });
    }
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            let listener = document.map(|d| {
                gloo_events::EventListener::new(&d, "keydown", move |e| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if let Some(action) = shortcut(e) {
                        e.prevent_default();
                        dispatcher.dispatch(Action::Player(action));
                    }
                })
            });
            move || drop(listener)
        });
    }
    use_effect_with(state.selected, |selected| {
        if let Some(cell) = selected {
            browser::focus(&super::components::cell_dom_id(*cell));
        }
    });

    let on_select: Callback<Cell> = use_dispatch(&state, Action::Select);
    let on_key: Callback<(Cell, CellKey)> =
        use_dispatch(&state, |(cell, key)| Action::Key(cell, key));
    let on_input: Callback<String> = use_dispatch(&state, Action::Input);
    let on_choose: Callback<FormatChoice> = use_dispatch(&state, Action::ChooseFormat);
    let on_pick: Callback<usize> = use_dispatch(&state, Action::Pick);
    let on_example: Callback<usize> = use_dispatch(&state, |i: usize| {
        Action::Load(EXAMPLES.get(i).map_or("", |e| e.input))
    });
    // The worker keeps a copy of the input, sent when it changes.
    {
        let worker = worker.clone();
        let input = state.input.clone();
        // A large input is read there too: ask for it, as the format the user chose.
        let parse = state.reading.map(|serial| Request::Parse {
            serial,
            format: match state.choice {
                FormatChoice::Auto => None,
                FormatChoice::Fixed(f) => Some(f.spec().id.to_string()),
            },
        });
        let latest = use_mut_ref(|| 0u64);
        use_effect_with(state.input_serial, move |&serial| {
            *latest.borrow_mut() = serial;
            // A large input goes in pieces, one task each: copying megabytes at once would
            // hold the page. A newer input stops the sending of an older one.
            wasm_bindgen_futures::spawn_local(async move {
                if input.len() > worker::PIECE {
                    // Not in the task that drew the page for this input.
                    gloo_timers::future::TimeoutFuture::new(0).await;
                }
                let mut offset = 0;
                for piece in worker::pieces(&input) {
                    if *latest.borrow() != serial {
                        return;
                    }
                    worker.send(Request::Input {
                        serial,
                        piece: piece.to_string(),
                        start: offset == 0,
                    });
                    offset += piece.len();
                    if offset < input.len() {
                        gloo_timers::future::TimeoutFuture::new(0).await;
                    }
                }
                if offset == 0 {
                    worker.send(Request::Input {
                        serial,
                        piece: String::new(),
                        start: true,
                    });
                }
                if let Some(parse) = parse {
                    worker.send(parse);
                }
            });
        });
    }
    // Solving runs in the worker: counting solutions up to a large cap can take seconds.
    let on_solve = {
        let state = state.clone();
        let worker = worker.clone();
        Callback::from(move |_: MouseEvent| {
            let generation = state.next_generation();
            state.dispatch(Action::BatchStarted {
                generation,
                now: browser::now_ms(),
            });
            worker.send(Request::Solve {
                generation,
                serial: state.input_serial,
                format: Some(state.format.spec().id.to_string()),
                cap: state.cap,
            });
        })
    };
    let on_cancel = {
        let state = state.clone();
        let worker = worker.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(batch) = &state.batch {
                worker.send(Request::Cancel {
                    generation: batch.generation,
                });
            }
            state.dispatch(Action::CancelBatch);
        })
    };
    // Not bound to `cap` on every render, which would undo typing while the player works.
    let cap_field = use_node_ref();
    {
        let cap_field = cap_field.clone();
        use_effect_with(state.cap, move |cap| show_number(&cap_field, cap));
    }
    let on_filter: Callback<Filter> = use_dispatch(&state, Action::FilterResults);
    let on_page: Callback<usize> = use_dispatch(&state, Action::ResultsPage);
    let on_pick_result: Callback<usize> = use_dispatch(&state, Action::Pick);
    let on_expected: Callback<String> = use_dispatch(&state, Action::Expected);
    // Checking can mean solving every board (BOJ 2239 wants the smallest solution): the worker
    // does it, as comparison `compares + 1`.
    let on_compare = {
        let state = state.clone();
        let worker = worker.clone();
        Callback::from(move |_: MouseEvent| {
            let id = state.compares + 1;
            worker.send(Request::Compare {
                id,
                serial: state.input_serial,
                format: state.format.spec().id.to_string(),
                expected: state.expected.to_string(),
            });
            state.dispatch(Action::Compare(id));
        })
    };
    let on_cap = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(cap) = value.trim().parse::<u64>() {
                state.dispatch(Action::SetCap(cap));
            }
        })
    };
    let on_clear: Callback<MouseEvent> = use_dispatch(&state, |_| Action::Clear);
    let on_player: Callback<PlayerAction> = use_dispatch(&state, Action::Player);
    let view = state.watch.view();
    let overlay = (view.position > 0 || view.playing).then_some(Overlay {
        grid: view.grid,
        focus: view.focus,
        last: view.last,
    });

    let outcome = state.outcome.clone();
    let two = outcome
        .as_ref()
        .and_then(|o| Some((o.solution?, o.second?)));
    let batch_output = state
        .batch
        .as_ref()
        .filter(|b| b.state == BatchState::Finished)
        .and_then(|b| b.output.as_ref());
    let (answer, problems) = match batch_output.or(outcome.as_ref().map(|o| &o.answer)) {
        Some(Ok(text)) => (AttrValue::from(text.clone()), None),
        Some(Err(message)) => (AttrValue::default(), Some(message.clone())),
        None => (AttrValue::default(), None),
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
                        {overlay}
                        {on_select} {on_key} />
                    <div class="toolbar actions">
                        <button type="button" class="primary" onclick={on_solve}
                            disabled={state.reading.is_some()}>{ "Solve" }</button>
                        <button type="button" onclick={on_clear}>{ "Clear" }</button>
                        <label class="field cap">
                            <span>{ "Count solutions up to" }</span>
                            <input type="number" min="2" max="100000000"
                                ref={cap_field.clone()} onchange={on_cap} />
                        </label>
                    </div>
                    <div aria-live="polite">
                        if state.batch.as_ref().is_none_or(|b| b.total == Some(1)) || outcome.is_some() {
                            <StatusLine outcome={outcome.clone()}
                                board_count={state.boards.len()} current={state.current} />
                        }
                        { two.map(|(first, second)| html! { <TwoSolutions {first} {second} /> }) }
                        { problems.map(|p| html! { <pre class="problems">{ p }</pre> }) }
                    </div>
                    <PlayerPanel view={view} on_action={on_player} now={browser::now_ms()} />
                </section>
                <section class="io-column">
                    <InputPanel
                        input={Text(state.input.clone())}
                        lines={state.input_lines}
                        revision={state.input_revision}
                        choice={state.choice}
                        detected={state.detected}
                        board_count={state.boards.len()}
                        current={state.current}
                        errors={state.errors.clone()}
                        reading={state.reading.is_some()}
                        {on_input} {on_choose} {on_pick} {on_example} />
                    { state.batch.clone().filter(|b| b.total != Some(1)).map(|batch| html! {
                        <BatchPanel {batch} {on_cancel} {on_filter} {on_page}
                            on_pick={on_pick_result.clone()} />
                    }) }
                    <AnswerPanel answer={answer} file_name={file_name} />
                    <ComparePanel comparison={state.comparison.clone()}
                        expected={state.expected.clone()} on_input={on_expected}
                        {on_compare} on_pick={on_pick_result.clone()}
                        reading={state.reading.is_some()} />
                </section>
            </main>
        </>
    }
}
