//! Be the solver, beside the board: how to perform the steps, the controls, each move judged
//! (one live region), the score, and the moves graded at the end.

use super::Overlay;
use crate::exercise::Mark;
use crate::solver::Step;
use crate::ui::browser;
use crate::ui::i18n::{
    number, use_messages, ExerciseMessages, MistakeWords, MoveWords, Score, StepWords,
};
use crate::ui::state::exercise::{
    ExerciseAction, ExerciseView, Grading, Running, RunningView, Said, DEFAULT_STEPS,
};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The exercise's board drawn over the puzzle: the learner's digits, the last step's mark,
/// the digits it refused ringed, or the cell that refuses a wrong digit.
pub(crate) fn exercise_overlay(running: &Running) -> Overlay {
    let (grid, last, explanation) = running.drawn();
    Overlay {
        grid,
        focus: None,
        no_place: last.and_then(Step::no_place),
        last,
        explanation,
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct ExerciseProps {
    pub view: ExerciseView,
    pub on_action: Callback<ExerciseAction>,
}

#[component]
pub(crate) fn ExercisePanel(props: &ExerciseProps) -> Html {
    let messages = use_messages();
    let t = messages.exercise;
    let v = &props.view;
    let act = |a: ExerciseAction| props.on_action.reform(move |_: MouseEvent| a);
    let on_steps = props.on_action.reform(|e: Event| {
        let field = e.target_unchecked_into::<HtmlInputElement>();
        ExerciseAction::Steps(field.value().trim().parse().unwrap_or(DEFAULT_STEPS))
    });
    let on_grading = props.on_action.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        ExerciseAction::Grading(Grading::from_id(&id).unwrap_or_default())
    });
    let on_new = props
        .on_action
        .reform(|_: MouseEvent| ExerciseAction::NewPuzzle {
            seed: browser::random_seed(),
        });
    let gradings = Grading::ALL.into_iter().map(|g| {
        let label = match g {
            Grading::EachMove => t.each_move,
            Grading::AtEnd => t.at_end,
        };
        html! { <option value={g.id()} selected={g == v.grading}>{ label }</option> }
    });
    let ended = v.ended.map(|e| (t.ended)(e)).unwrap_or_default();
    html! {
        <section class={classes!("exercise", v.running.is_some().then_some("running"))}
            aria-labelledby="exercise-title">
            <h2 id="exercise-title">{ t.title }</h2>
            if let Some(r) = &v.running {
                { running(t, r, act, on_new) }
            } else {
                <p class="exercise-how">{ t.how }</p>
                <div class="toolbar exercise-setup">
                    <label class="field">
                        <span>{ t.steps }</span>
                        <input type="number" min="1" max={crate::exercise::MAX_STEPS.to_string()}
                            value={v.steps.to_string()} onchange={on_steps} />
                    </label>
                    <label class="field">
                        <span>{ t.grading }</span>
                        <select onchange={on_grading}>{ for gradings }</select>
                    </label>
                    <button type="button" class="primary" data-exercise="start"
                        onclick={act(ExerciseAction::Start)}>{ t.start }</button>
                    <button type="button" data-exercise="new" onclick={on_new}
                        disabled={v.waiting} aria-busy={v.waiting.to_string()}>{ t.new_puzzle }</button>
                </div>
                <p class="exercise-ended bad" aria-live="polite" data-exercise="ended">{ ended }</p>
            }
        </section>
    }
}

fn running(
    t: &ExerciseMessages,
    r: &RunningView,
    act: impl Fn(ExerciseAction) -> Callback<MouseEvent>,
    on_new: Callback<MouseEvent>,
) -> Html {
    let messages = t;
    let progress = match r.grading {
        Grading::EachMove => (t.progress)(&number(u64::from(r.done)), &number(u64::from(r.steps))),
        Grading::AtEnd => (t.moves_made)(&number(u64::from(r.done)), &number(u64::from(r.steps))),
    };
    let scored = r.over || r.grading == Grading::EachMove;
    let score = scored.then(|| {
        (t.score)(&Score {
            right: number(u64::from(r.right)),
            steps: number(u64::from(r.steps)),
            retried: r.retried,
            fixed: r.fixed,
        })
    });
    let (said, class) = match r.said {
        Some(Said::Right(step)) => (StepWords::of(step).map(|s| (t.right)(&s)), "right"),
        Some(Said::Fixed(step)) => (StepWords::of(step).map(|s| (t.fixed)(&s)), "fixed"),
        Some(Said::Wrong(_, mistake)) => (Some((t.wrong)(&MistakeWords::from(mistake))), "wrong"),
        None => (None, ""),
    };
    let wrong = matches!(r.said, Some(Said::Wrong(..)));
    let over_words = r
        .over
        .then_some(if r.solved { t.solved } else { t.all_done });
    let marks = r.marks.as_ref().map(|marks| {
        html! {
            <ol class="exercise-marks" data-exercise="marks">
                { for marks.iter().map(|&(mv, mark)| {
                    let (class, words) = match mark {
                        Mark::Right => ("right", messages.right_mark.to_string()),
                        Mark::Wrong(m) => ("wrong", (messages.wrong)(&MistakeWords::from(m))),
                        Mark::Off => ("off", messages.off_mark.to_string()),
                    };
                    html! {
                        <li class={class} data-mark={class}>
                            <span class="exercise-move">{ (messages.move_words)(&MoveWords::from(mv)) }</span>
                            { ": " }{ words }
                        </li>
                    }
                }) }
            </ol>
        }
    });
    html! {
        <>
            <p class="exercise-how">{ t.how }</p>
            <p class="exercise-progress">
                <span data-exercise="progress">{ progress }</span>
                { score.map(|s| html! { <span class="exercise-score" data-exercise="score">{ s }</span> }) }
            </p>
            // One live region: each move's verdict, then the end, is read out.
            <p class={classes!("exercise-said", "judged", class)} data-exercise="said" aria-live="polite"
                tabindex="0">
                { said.unwrap_or_default() }{ over_words.map(|w| format!(" {w}")).unwrap_or_default() }
            </p>
            { marks.unwrap_or_default() }
            <div class="toolbar exercise-moves">
                if !r.over {
                    <button type="button" data-exercise="dead-end"
                        onclick={act(ExerciseAction::DeadEnd)}>{ t.dead_end }</button>
                    if wrong {
                        <button type="button" data-exercise="fix"
                            onclick={act(ExerciseAction::Fix)}>{ t.fix }</button>
                    }
                    if r.grading == Grading::AtEnd {
                        <button type="button" data-exercise="grade"
                            onclick={act(ExerciseAction::Grade)}>{ t.grade }</button>
                    }
                } else {
                    <button type="button" class="primary" data-exercise="next"
                        disabled={r.solved} onclick={act(ExerciseAction::Continue)}>{ t.next_steps }</button>
                    <button type="button" data-exercise="model"
                        onclick={act(ExerciseAction::ModelAnswer)}>{ t.model_answer }</button>
                    <button type="button" data-exercise="new" onclick={on_new}>{ t.new_puzzle }</button>
                }
                <button type="button" data-exercise="end"
                    onclick={act(ExerciseAction::End)}>{ t.end }</button>
            </div>
        </>
    }
}
