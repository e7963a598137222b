//! What is under the board: a running exercise, the legend, the actions with Solve, the
//! verdict, and the panels that watch the board's search (the player, the overview and the
//! race for a 9 x 9 board; the 16 x 16 search).

use super::board_column::BoardProps;
use super::{answer, use_dispatch};
use crate::board::Board;
use crate::ui::browser;
use crate::ui::components::{
    conflict_panel, failure, Actions, ExercisePanel, Legend, OverviewFigure, PlayerPanel,
    RacePanel, SquarePanel, StatusLine, TwoSolutions,
};
use crate::ui::hooks::Stage;
use crate::ui::i18n::{use_messages, Messages};
use crate::ui::state::{Action, ExerciseAction, InputAction, PlayerAction, RaceAction};
use yew::prelude::*;

#[component]
pub(super) fn UnderBoard(props: &BoardProps) -> Html {
    let t = use_messages();
    let state = &props.state;
    let on_exercise = use_dispatch(state, Action::Exercise);
    let on_clear = use_dispatch(state, |_: MouseEvent| Action::Input(InputAction::Clear));
    let on_undo = use_dispatch(state, |_: MouseEvent| Action::Input(InputAction::Undo));
    let on_cap = use_dispatch(state, Action::SetCap);
    let on_seek = use_dispatch(state, |step| Action::Player(PlayerAction::Seek(step)));
    let on_race = use_dispatch(state, Action::Race);
    let on_solve = use_dispatch(state, |_: MouseEvent| Action::Solve {
        now: browser::now_ms(),
    });
    let nine = matches!(props.board, Board::Nine(_));
    let tries = props.snapshot.tries.as_ref();
    let most_tries = tries.map_or(0, |t| t.iter().copied().max().unwrap_or(0));
    html! {
        <>
            if nine {
                // Under way, the exercise sits under the board: the move, the verdict and the
                // board in one look.
                if state.exercise.running.is_some() && !state.study {
                    <ExercisePanel view={state.exercise.view()} on_action={on_exercise.clone()} />
                }
                <Legend heatmap={tries.is_some()} {most_tries} />
            }
            <Actions cap={state.cap} reading={!state.input.is_ready()}
                can_undo={state.input.can_undo()}
                study={nine && !state.study} link_copy={props.link_copy.clone()} {on_solve}
                {on_clear} {on_undo} on_copy_link={props.on_copy_link.clone()} {on_cap}
                on_study={props.on_study.clone()} />
            { verdict(t, props) }
            if nine {
                { watch(props, on_exercise, on_seek, on_race) }
            } else {
                { square_watch(t, props) }
            }
        </>
    }
}

/// The verdict on the board shown: solved, how many solutions, or why not.
fn verdict(t: &Messages, props: &BoardProps) -> Html {
    let state = &props.state;
    let outcome = state.outcome.clone();
    // Solve and Check wait while the worker reads the input, and stay off if it failed to.
    let one_board_run = state.batch.as_ref().is_none_or(|b| b.total == Some(1));
    let two = outcome
        .as_ref()
        .and_then(|o| Some((o.solution()?, o.result.second_grid()?)));
    // A one-board run's verdict says it already; a run of several says it in the answer
    // panel, where its output would be.
    let (_, problems) = answer(state);
    let problems = problems.filter(|_| one_board_run && outcome.is_none());
    html! {
        <div class="verdict" aria-live="polite">
            if one_board_run || outcome.is_some() {
                <StatusLine outcome={outcome.clone()}
                    board_count={state.input.boards.len()} current={state.input.current}
                    input_errors={state.input.errors.is_some()} />
            }
            { two.map(|(first, second)| html! { <TwoSolutions {first} {second} /> }) }
            { problems.map(|p| html! { <pre class="problems">{ failure(t, &p, t.solve) }</pre> }) }
        </div>
    }
}

/// A 9 x 9 board's search: the exercise (when none is running), the player and its overview,
/// and the race. Put aside while an exercise runs: the player's narration would give the
/// next step away.
fn watch(
    props: &BoardProps,
    on_exercise: Callback<ExerciseAction>,
    on_seek: Callback<u64>,
    on_race: Callback<RaceAction>,
) -> Html {
    let state = &props.state;
    let Board::Nine(givens) = props.board else {
        return html! {};
    };
    let snapshot = &props.snapshot;
    let judge = state
        .input
        .effective_format()
        .map_or(crate::code::Judge::Boj2580, crate::code::Judge::of);
    let stage = props.stage;
    html! {
        <>
            if state.exercise.running.is_none() && stage >= Stage::PLAYER {
                if !state.study {
                    <ExercisePanel view={state.exercise.view()} on_action={on_exercise} />
                }
                <PlayerPanel snapshot={(*snapshot.0).clone()} {givens}
                    on_action={props.on_player.clone()}
                    language={state.language} {judge}
                    measure={state.measures.of(&givens)}
                    now={browser::now_ms()} cap={state.cap}
                    study={state.study} on_study={props.on_study.clone()} />
                if stage >= Stage::LAST {
                    <OverviewFigure overview={snapshot.overview.clone()} position={snapshot.position}
                        explored={snapshot.explored} ended={snapshot.end.is_some()} {on_seek} />
                }
            }
            if stage >= Stage::LAST {
                <RacePanel snapshot={state.race.snapshot()} on_action={on_race} />
            }
        </>
    }
}

/// The search of a 16 x 16 board, or why a board of another kind has none to watch.
fn square_watch(t: &Messages, props: &BoardProps) -> Html {
    let square = props.state.square.as_ref();
    if let Some(snapshot) = square.and_then(|s| s.snapshot()) {
        return html! {
            <SquarePanel {snapshot} on_action={props.on_square.clone()}
                study={props.state.study} on_study={props.on_study.clone()} />
        };
    }
    match square.and_then(|s| s.watch.as_ref().err()) {
        Some(&clash) => conflict_panel(t, &crate::names::Conflict::from(clash)),
        None => html! { <p class="watch-note">{ t.watch_dominoes }</p> },
    }
}
