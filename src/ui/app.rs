//! The page: hook calls and layout. Every handler is one line that turns an event into an
//! action; the state decides what it means.

use super::browser;
use super::components::{
    cell_dom_id, conflict_panel, exercise_overlay, failure, spot_id, storage_note, Actions,
    AnswerPanel, BatchPanel, BoardView, CodePanel, ComparePanel, ExercisePanel, InputPanel, Keypad,
    LanguageMenu, Legend, NewPuzzle, Overlay, OverviewFigure, PlayerPanel, RacePanel, SquarePanel,
    SquareView, StatusLine, SymbolKeypad, TwoSolutions,
};
use super::examples::EXAMPLES;
use super::hooks::{
    use_copy_link, use_link_in_address, use_locale, use_player_actions, use_player_frames,
    use_player_shortcuts, use_race_frames, use_saved_input, use_square_frames, use_stages,
    use_study_shortcut, use_undo_shortcut, use_update_ready, use_worker, Stage,
};
use super::i18n::{use_messages, LocaleContext};
use super::link::{Link, LinkError, Motion};
use super::protocol::Failure;
use super::shared::Shared;
use super::state::player::{Asked, PredictAction};
use super::state::{
    Action, AppState, BatchAction, CellKey, CompareAction, InputAction, Outcome, PlayerAction,
    RunState,
};
use super::workers::Workers;
use crate::code::Judge;
use crate::grid::Cell;
use crate::names::Place;
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
fn answer(state: &AppState) -> (Shared<str>, Option<Failure>) {
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
fn no_answer() -> Shared<str> {
    thread_local!(static EMPTY: Shared<str> = Shared(Rc::from("")));
    EMPTY.with(Shared::clone)
}

#[component]
fn Page(props: &AppProps) -> Html {
    let t = use_messages();
    // The link in the address, or the last visit; a bad link is said once, above the page.
    let state = {
        let first = props.first.clone();
        use_reducer_eq(move || first.0.clone())
    };
    let bad_link = props.first.1.clone();
    use_worker(&state, &props.workers);
    let keeping = use_saved_input(&state);
    let (update_ready, on_update) = use_update_ready();
    // Drawn in stages (hooks::stages, `Stage`); the study view, which is the player and the
    // code, at once.
    let staged = use_stages(Stage::LAST);
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
    // Focus follows the selection, on the board shown (9 x 9 or 16 x 16).
    // (A 16 x 16 board shown has its search: no board unpacked again for this.)
    let square_search = state.square.is_some();
    use_effect_with(
        (state.input.selected, square_search),
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
    let on_select = use_dispatch(&state, |cell: Cell| {
        Action::Input(InputAction::Select(Place::from(cell)))
    });
    let on_key = use_dispatch(&state, |(cell, key): (Cell, CellKey)| {
        Action::Input(InputAction::Key(Place::from(cell), key))
    });
    let on_input = use_dispatch(&state, |text| Action::Input(InputAction::Text(text)));
    let on_keypad = use_dispatch(&state, |key| Action::Input(InputAction::Keypad(key)));
    let on_spot = use_dispatch(&state, |i: usize| {
        Action::Input(InputAction::Select(Place::on(16, i)))
    });
    let on_spot_key = use_dispatch(&state, |(i, key): (usize, CellKey)| {
        Action::Input(InputAction::Key(Place::on(16, i), key))
    });
    let on_choose = use_dispatch(&state, |c| Action::Input(InputAction::ChooseFormat(c)));
    let on_pick = use_dispatch(&state, |n| Action::Input(InputAction::Pick(n)));
    let on_example = use_dispatch(&state, |i: usize| {
        Action::Input(InputAction::Load(EXAMPLES.get(i).map_or("", |e| e.input)))
    });
    let on_made = use_dispatch(&state, Action::Made);
    let on_exercise = use_dispatch(&state, Action::Exercise);
    let on_clear = use_dispatch(&state, |_: MouseEvent| Action::Input(InputAction::Clear));
    let on_undo = use_dispatch(&state, |_: MouseEvent| Action::Input(InputAction::Undo));
    let on_undo_key = use_dispatch(&state, |()| Action::Input(InputAction::Undo));
    use_undo_shortcut(on_undo_key);
    let on_filter = use_dispatch(&state, |f| Action::Batch(BatchAction::Filter(f)));
    let on_page = use_dispatch(&state, |p| Action::Batch(BatchAction::Page(p)));
    let on_expected = use_dispatch(&state, |t| Action::Compare(CompareAction::Expected(t)));
    let on_cap = use_dispatch(&state, Action::SetCap);
    let on_solve = use_dispatch(&state, |_: MouseEvent| Action::Solve {
        now: browser::now_ms(),
    });
    let on_cancel = use_dispatch(&state, |_: MouseEvent| Action::Batch(BatchAction::Cancel));
    let on_language = use_dispatch(&state, Action::Language);
    let on_breakpoint = use_dispatch(&state, |role| {
        Action::Player(PlayerAction::Breakpoint(role))
    });
    let on_line = use_dispatch(&state, |role| {
        Action::Player(PlayerAction::Predict(PredictAction::Line(role)))
    });
    let on_seek = use_dispatch(&state, |step| Action::Player(PlayerAction::Seek(step)));
    let on_race = use_dispatch(&state, Action::Race);
    let on_compare = use_dispatch(&state, |_: MouseEvent| {
        Action::Compare(CompareAction::Check)
    });

    let snapshot = state.player.snapshot();
    let fragment = use_link_in_address(
        Link::of(&state, snapshot.position),
        Motion::of(&state, &snapshot),
    );
    let (on_copy_link, link_copy) = use_copy_link(fragment);
    // An exercise draws the learner's board; the player, whose narration would give the
    // next step away, is put aside meanwhile.
    let exercise = state.exercise.running.as_ref();
    // The Code panel follows the exercise's last step (graded at once), else the player's.
    let code_explanation = match exercise {
        Some(running) => running.program_explanation(),
        None => snapshot.explanation.clone(),
    };
    let overlay = exercise.map(exercise_overlay).or_else(|| {
        (snapshot.position > 0 || snapshot.playing).then(|| Overlay {
            grid: snapshot.grid,
            focus: snapshot.focus,
            last: snapshot.last,
            explanation: snapshot.explanation.clone(),
        })
    });
    let tries = snapshot.tries.clone();
    let most_tries = tries
        .as_ref()
        .map_or(0, |t| t.iter().copied().max().unwrap_or(0));
    let outcome = state.outcome.clone();
    let two = outcome
        .as_ref()
        .and_then(|o| Some((o.solution()?, o.result.second_grid()?)));
    let (answer, problems) = answer(&state);
    let file_name = format!("{}.out", state.input.format.spec().id);
    // Solve and Check wait while the worker reads the input, and stay off if it failed to.
    let reading = !state.input.is_ready();
    let one_board_run = state.batch.as_ref().is_none_or(|b| b.total == Some(1));
    // The board edited, watched and raced is a 9 x 9 Sudoku; a board of another kind is
    // shown with its answer, and the panels that watch a 9 x 9 search are left out.
    // Read once a drawing (the page draws every frame while playing; a board of a large
    // input is unpacked from its text each time it is read).
    let shown = state.input.board();
    let nine_grid = match &shown {
        crate::board::Board::Nine(grid) => Some(*grid),
        _ => None,
    };
    let nine = nine_grid.is_some();
    // The 9 x 9 board the player watches (an empty one beside a board of another kind).
    let givens = nine_grid.unwrap_or_default();
    // The judge the input is for: the Code panel shows its program.
    let judge = state
        .input
        .effective_format()
        .map_or(Judge::Boj2580, Judge::of);
    let square = state.square.as_ref().and_then(|s| s.snapshot());
    let square_clash = state
        .square
        .as_ref()
        .and_then(|s| s.watch.as_ref().err())
        .map(|&clash| crate::names::Conflict::from(clash));
    let other_board = (!nine).then(|| {
        let solution = outcome.as_ref().and_then(Outcome::values);
        // The search drawn over the board once it has taken a step.
        let search = square
            .as_ref()
            .filter(|s| s.position > 0)
            .map(|s| (s.board.clone(), s.focus));
        html! {
            <>
                <SquareView board={shown.clone()} {solution} {search}
                    selected={state.input.selected.map(|at| at.row() * 16 + at.col())} on_select={on_spot.clone()} on_key={on_spot_key.clone()} />
                if matches!(shown, crate::board::Board::Sixteen(_)) {
                    <SymbolKeypad on_key={on_keypad.clone()} />
                }
            </>
        }
    });

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
            if let Some(why) = &bad_link {
                <p class="notice bad" role="alert">{ (t.bad_link)(why) }</p>
            }
            // The study view: the board, the player and the code panel alone, filling the
            // screen (styles/study.css); a 9 x 9 board's only.
            <main class={classes!("layout", (state.study && nine).then_some("study"))}>
                <section class="board-column">
                    if stage < Stage::BOARD {
                        // The first drawing is the header alone (index.html's, taken over).
                    } else if nine {
                        <BoardView
                            givens={givens}
                            solution={outcome.as_ref().and_then(|o| o.solution())}
                            conflicts={state.input.conflicting_cells()}
                            selected={state.input.selected.and_then(Place::cell)}
                            {overlay} tries={tries.clone()}
                            {on_select} {on_key} />
                        <Keypad on_key={on_keypad} />
                    } else {
                        { other_board }
                    }
                    // What is under the board comes with the next stage (a phone's layout puts
                    // the input panel between the keypad and Solve).
                    if stage >= Stage::INPUT {
                        if nine {
                            // Under way, the exercise sits under the board: the move, the
                            // verdict and the board in one look.
                            if exercise.is_some() && !state.study {
                                <ExercisePanel view={state.exercise.view()} on_action={on_exercise.clone()} />
                            }
                            <Legend heatmap={tries.is_some()} {most_tries} />
                        }
                        <Actions cap={state.cap} {reading} can_undo={state.input.can_undo()}
                            study={nine && !state.study} {link_copy} {on_solve} {on_clear} {on_undo}
                            {on_copy_link} {on_cap} on_study={on_study.clone()} />
                        <div class="verdict" aria-live="polite">
                            if one_board_run || outcome.is_some() {
                                <StatusLine outcome={outcome.clone()}
                                    board_count={state.input.boards.len()} current={state.input.current}
                                    input_errors={state.input.errors.is_some()} />
                            }
                            { two.map(|(first, second)| html! { <TwoSolutions {first} {second} /> }) }
                            // A one-board run's verdict says it already; a run of several says it
                            // in the answer panel, where its output would be.
                            { problems.clone().filter(|_| one_board_run && outcome.is_none()).map(|p| html! { <pre class="problems">{ failure(t, &p, t.solve) }</pre> }) }
                        </div>
                        if nine {
                            if exercise.is_none() && stage >= Stage::PLAYER {
                                if !state.study {
                                    <ExercisePanel view={state.exercise.view()} on_action={on_exercise} />
                                }
                                <PlayerPanel snapshot={snapshot.clone()} givens={givens} on_action={on_player}
                                    language={state.language} judge={judge}
                                    measure={state.measures.of(&givens)}
                                    now={browser::now_ms()} cap={state.cap}
                                    study={state.study} on_study={on_study.clone()} />
                                if stage >= Stage::LAST {
                                    <OverviewFigure overview={snapshot.overview.clone()} position={snapshot.position}
                                        explored={snapshot.explored} ended={snapshot.end.is_some()} {on_seek} />
                                }
                            }
                            if stage >= Stage::LAST {
                                <RacePanel snapshot={state.race.snapshot()} on_action={on_race} />
                            }
                        } else if let Some(snapshot) = square {
                            <SquarePanel {snapshot} on_action={on_square} />
                        } else if let Some(clash) = square_clash {
                            { conflict_panel(t, &clash) }
                        } else {
                            <p class="watch-note">{ t.watch_dominoes }</p>
                        }
                    }
                </section>
                <section class="io-column">
                    if stage >= Stage::INPUT {
                        // Keyed: the batch panel comes and goes between them, and unkeyed
                        // neighbours would be drawn anew (the input's text area laid out again).
                        <InputPanel key="input"
                            input={Shared(state.input.text.clone())}
                            lines={state.input.lines}
                            revision={state.input.revision}
                            choice={state.input.choice}
                            detected={state.input.detected}
                            // While the text does not read, its boards are not the text's: no picker.
                            board_count={if state.input.errors.is_some() { 1 } else { state.input.boards.len() }}
                            current={state.input.current}
                            errors={state.input.errors.clone()}
                            reading={state.input.reading.is_some()}
                            reading_stopped={state.input.reading_stopped}
                            {on_input} {on_choose} on_pick={on_pick.clone()} {on_example}>
                            <NewPuzzle made={state.made.clone()} on_action={on_made} />
                            { storage_note(t, keeping) }
                        </InputPanel>
                        // Its place is kept until it is drawn, so that nothing below it moves then.
                        if nine && stage < Stage::CODE {
                            <div key="code-pending" class="code-panel pending" aria-hidden="true"></div>
                        }
                        { (nine && stage >= Stage::CODE).then(|| html! {
                            <CodePanel key="code" strategy={snapshot.strategy} language={state.language}
                                {judge}
                                explanation={code_explanation} breakpoints={snapshot.breakpoints}
                                follow={state.study} {on_language} {on_breakpoint}
                                asking_line={matches!(snapshot.predict.asked, Some(Asked::Line(_)))}
                                {on_line} />
                        }) }
                        { state.batch.clone().filter(|b| b.total != Some(1)).map(|batch| html! {
                            <BatchPanel key="batch" {batch} {on_cancel} {on_filter} {on_page}
                                on_pick={on_pick.clone()} />
                        }) }
                        <AnswerPanel key="answer" {answer} {file_name}
                            why_none={problems.map(|p| AttrValue::from(failure(t, &p, t.solve)))} />
                        <ComparePanel key="compare" comparison={state.compare.comparison.clone()}
                            expected={state.compare.expected.clone()} on_input={on_expected}
                            {on_compare} {on_pick} {reading} />
                    }
                </section>
            </main>
        </>
    }
}
