//! The page: hook calls and layout. Every handler is one line that turns an event into an
//! action; the state decides what it means. The page's two columns, and their parts, are
//! components of their own: each stage of the first drawing (hooks::stages) builds, and has
//! V8 compile, only what it draws.

mod board_column;
mod io_column;
mod under_board;

use super::browser;
use super::components::{cell_dom_id, spot_id, LanguageMenu};
use super::hooks::{
    use_copy_link, use_link_in_address, use_locale, use_player_actions, use_player_frames,
    use_player_shortcuts, use_race_frames, use_saved_input, use_square_frames, use_stages,
    use_study_shortcut, use_undo_shortcut, use_update_ready, use_worker, Stage,
};
use super::i18n::{use_messages, LocaleContext};
use super::link::{Link, LinkError, Motion};
use super::protocol::Failure;
use super::shared::Shared;
use super::state::{Action, AppState, InputAction, RunState};
use super::text::Pieces;
use super::workers::Workers;
use crate::board::Board;
use board_column::BoardColumn;
use io_column::IoColumn;
use std::rc::Rc;
use yew::prelude::*;

/// What the page starts with (see [`super::start`]).
#[derive(Clone, Properties)]
pub(crate) struct AppProps {
    /// The first state (a link's, or the last visit's), and why a link could not be opened.
    pub first: Rc<(AppState, Option<LinkError>)>,
    /// The workers, already told what the first state asks of them.
    pub workers: Workers,
    /// Whether the page is drawn in stages (hooks::stages), as in the browser, or all at once
    /// (the browser tests, which read the drawing at once).
    pub staged: bool,
}

/// The same start: the page is rendered once with it, and only its first state's identity
/// matters (the state itself lives in the reducer from then on).
impl PartialEq for AppProps {
    fn eq(&self, other: &AppProps) -> bool {
        Rc::ptr_eq(&self.first, &other.first)
            && self.workers == other.workers
            && self.staged == other.staged
    }
}

/// The page, in the reader's language.
#[component]
pub(crate) fn App(props: &AppProps) -> Html {
    let locale = use_locale();
    html! {
        <ContextProvider<LocaleContext> context={locale}>
            <Page first={props.first.clone()} workers={props.workers.clone()} staged={props.staged} />
        </ContextProvider<LocaleContext>>
    }
}

/// A callback that turns its value into an action and dispatches it. Made once, not on every
/// render: a component whose props are all unchanged is not drawn again, and the page renders
/// each animation frame while the player works.
#[hook]
fn use_dispatch<T: 'static>(state: &UseReducerHandle<AppState>, f: fn(T) -> Action) -> Callback<T> {
    let dispatcher = state.dispatcher();
    let callback = use_memo((), move |_| {
        Callback::from(move |value| dispatcher.dispatch(f(value)))
    });
    (*callback).clone()
}

/// What the answer panel and the problems line show: the last finished run's output.
fn answer(state: &AppState) -> (Pieces, Option<Failure>) {
    let finished = state
        .batch
        .as_ref()
        .filter(|b| b.state == RunState::Finished)
        .and_then(|b| b.output.as_ref());
    match finished {
        Some(Ok(text)) => (text.clone(), None),
        Some(Err(message)) => (no_answer(), Some(message.clone())),
        None => (no_answer(), None),
    }
}

/// The empty answer, made once (the page renders every frame while it plays).
fn no_answer() -> Pieces {
    thread_local!(static EMPTY: Pieces = Pieces::new(Vec::new()));
    EMPTY.with(Pieces::clone)
}

/// The page: its hooks (the worker, the frames, the shortcuts, the link in the address) and
/// its header; its two columns are components of their own (`board_column`, `io_column`).
#[component]
fn Page(props: &AppProps) -> Html {
    let t = use_messages();
    // The link in the address, or the last visit; a bad link is said once, above the page.
    let state = {
        let first = props.first.clone();
        use_reducer_eq(move || first.0.clone())
    };
    use_worker(&state, &props.workers);
    let keeping = use_saved_input(&state);
    let (update_ready, on_update) = use_update_ready();
    // Drawn in stages (hooks::stages, `Stage`); the study view, which is the player and the
    // code, at once.
    let (staged, held) = use_stages(Stage::LAST);
    let stage = if state.study || !props.staged {
        Stage::LAST
    } else {
        staged
    };
    use_player_frames(&state);
    use_race_frames(&state);
    use_square_frames(&state);
    let on_player = use_player_actions(&state);
    let on_square = use_dispatch(&state, Action::Square);
    // The shortcuts go to the 16 x 16 search while one is shown (read when a key is pressed).
    let square_shown = use_mut_ref(|| false);
    *square_shown.borrow_mut() = state.square.is_some();
    use_player_shortcuts(on_player.clone(), on_square.clone(), square_shown);
    let on_study = use_dispatch(&state, Action::Study);
    use_study_shortcut(on_study.clone());
    let on_undo = use_dispatch(&state, |()| Action::Input(InputAction::Undo));
    use_undo_shortcut(on_undo);
    use_focus_on_selection(&state);
    let snapshot = Shared(Rc::new(state.player.snapshot()));
    let fragment = use_link_in_address(
        Link::of(&state, snapshot.position),
        Motion::of(&state, &snapshot),
    );
    let (on_copy_link, link_copy) = use_copy_link(fragment);
    let board = state.input.board();
    let nine = matches!(board, Board::Nine(_));
    html! {
        <>
            <header class="site-header">
                <div class="title-row">
                    <h1>{ t.title }</h1>
                    <LanguageMenu />
                </div>
                <p>{ t.intro }</p>
            </header>
            if update_ready {
                <p class="notice update" role="status">
                    { t.update_ready }{ " " }
                    <button type="button" onclick={on_update}>{ t.update_reload }</button>
                </p>
            }
            if let Some(why) = &props.first.1 {
                <p class="notice bad" role="alert">{ (t.bad_link)(why) }</p>
            }
            // The study view: the board, the player and the code panel alone, filling the
            // screen (styles/study.css); a 9 x 9 board's, or a 16 x 16 one's (not a
            // Sudominoku's: it has no search to watch).
            // (The stage drawn, and whether the rest waits for the reader, for the tests.)
            <main class={classes!("layout", state.studying().then_some("study"))}
                data-stage={stage.to_string()} data-held={(held && stage < Stage::LAST).then_some("")}>
                <BoardColumn state={state.clone()} {stage} snapshot={snapshot.clone()} {board}
                    {on_player} {on_square} {on_study} {link_copy} {on_copy_link} />
                <IoColumn {state} {stage} {snapshot} {nine} {keeping} />
            </main>
        </>
    }
}

/// Focus follows the selection, on the board shown (9 x 9 or 16 x 16). (A 16 x 16 board
/// shown has its search: no board unpacked again for this.)
#[hook]
fn use_focus_on_selection(state: &UseReducerHandle<AppState>) {
    use_effect_with(
        (state.input.selected, state.square.is_some()),
        |&(selected, square)| match (selected, square) {
            (Some(at), true) => browser::focus(&spot_id(at.row() * 16 + at.col())),
            (Some(at), false) => {
                if let Some(cell) = at.cell() {
                    browser::focus(&cell_dom_id(cell));
                }
            }
            (None, _) => {}
        },
    );
}
