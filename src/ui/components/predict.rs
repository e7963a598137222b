//! Predict, beside the steps: the question about the next step with its answer buttons, how
//! the last answer was judged, and the score.

use crate::grid::Digit;
use crate::player::Answer;
use crate::ui::i18n::{number, use_messages, Judgement, Verdict};
use crate::ui::state::player::{AskAt, Predict, PredictAction};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct PredictProps {
    pub predict: Predict,
    pub on_action: Callback<PredictAction>,
}

#[component]
pub(crate) fn PredictPanel(props: &PredictProps) -> Html {
    let t = use_messages().predict;
    let p = &props.predict;
    let act = |a: PredictAction| props.on_action.reform(move |_: MouseEvent| a);
    let on_ask_at = props.on_action.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        PredictAction::AskAt(AskAt::from_id(&id).unwrap_or_default())
    });
    let ask_choices = AskAt::ALL.into_iter().map(|a| {
        let label = match a {
            AskAt::EveryStep => t.every_step,
            AskAt::AfterTakeBack => t.after_take_back,
        };
        html! { <option value={a.id()} selected={a == p.ask_at}>{ label }</option> }
    });
    let feedback = p.feedback.as_ref().map(|f| {
        let words = (t.judged)(&Judgement {
            cell: f.question.cell.into(),
            answer: f.question.answer,
            verdict: Verdict::from(f.judged),
        });
        let class = if f.judged.is_correct() {
            "right"
        } else {
            "wrong"
        };
        (class, words)
    });
    // No question: the answers wait for one.
    let waiting = p.asked.is_none();
    let score = (t.score)(&number(u64::from(p.right)), &number(u64::from(p.answered)));
    html! {
        <div class="predict" role="group" aria-label={t.predict}>
            <div class="predict-head">
                <label class="field">
                    <span>{ t.ask_at }</span>
                    <select onchange={on_ask_at}>{ for ask_choices }</select>
                </label>
                <span class="predict-score" data-predict="score">{ score }</span>
            </div>
            // Drawn whether a question is asked or not (empty, the buttons off): nothing moves
            // when one comes.
            <p class="predict-question" data-predict="question">
                { p.asked.as_ref().map(|q| (t.question)(q.cell.into())).unwrap_or_default() }
            </p>
            // The nine digits in one row, a keypad even on a phone; the other answers below.
            <div class="predict-digits">
                { for Digit::all().map(|d| html! {
                    <button type="button" data-answer={d.to_string()} disabled={waiting}
                        onclick={act(PredictAction::Answer(Answer::Digit(d)))}>{ d.to_string() }</button>
                }) }
            </div>
            <div class="toolbar predict-more">
                <button type="button" data-answer="dead-end" disabled={waiting}
                    onclick={act(PredictAction::Answer(Answer::DeadEnd))}>{ t.dead_end }</button>
                <button type="button" disabled={waiting} onclick={act(PredictAction::Skip)}>{ t.skip }</button>
                <button type="button" onclick={act(PredictAction::On(false))}>{ t.stop }</button>
            </div>
            <p class="predict-keys">{ t.keys }</p>
            // One live region: the verdict of each answer is read out.
            <p class={classes!("predict-feedback", feedback.as_ref().map(|f| f.0))}
                data-predict="feedback" aria-live="polite">
                { feedback.map(|f| f.1).unwrap_or_default() }
            </p>
        </div>
    }
}
