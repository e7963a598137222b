//! Predict, beside the steps: the question about the next step with its answer buttons, how
//! the last answer was judged, and the score.

use crate::code::{Judge, Language, Listing, Role};
use crate::grid::Digit;
use crate::player::Answer;
use crate::ui::i18n::{
    number, use_messages, BackJudgement, Judgement, LineJudgement, LineStep, StayJudgement, Verdict,
};
use crate::ui::state::player::{AskAt, Asked, Feedback, Predict, PredictAction};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct PredictProps {
    pub predict: Predict,
    pub on_action: Callback<PredictAction>,
    /// The program in the Code panel, whose lines a line question is answered with.
    pub language: Language,
    pub judge: Judge,
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
            AskAt::DeadEnd => t.at_dead_end,
            AskAt::Breakpoint => t.at_breakpoint,
            AskAt::AfterPlacement => t.after_placement,
            AskAt::NextLine => t.at_line,
            AskAt::Solution => t.at_solution,
        };
        html! { <option value={a.id()} selected={a == p.ask_at}>{ label }</option> }
    });
    let listing = use_memo((props.language, props.judge), |&(language, judge)| {
        Listing::for_judge(language, judge)
    });
    // A line of the program shown: its number and its code.
    let line = |role: Role| {
        let i = listing.line_of(role).unwrap_or_default();
        let code = listing.lines.get(i).map_or("", |l| l.text.trim());
        (i + 1, code.to_string())
    };
    let feedback = p.feedback.as_ref().map(|f| {
        let words = match f {
            Feedback::Next {
                question, judged, ..
            } => (t.judged)(&Judgement {
                cell: question.cell.into(),
                answer: question.answer,
                verdict: Verdict::from(*judged),
            }),
            Feedback::BackTo {
                question,
                guess,
                judged,
            } => (t.back_judged)(&BackJudgement::of(question, *guess, *judged)),
            Feedback::Stay { question, guess } => (t.stay_judged)(&StayJudgement {
                cell: question.cell.into(),
                digit: question.digit.get(),
                correct: question.judge(*guess),
                taken_back: question
                    .taken_back_at
                    .map(|at| (number(at), number(at.saturating_sub(question.at)))),
            }),
            Feedback::Line {
                question,
                guess,
                judged,
            } => (t.line_judged)(&LineJudgement {
                guess: line(*guess).0,
                answer: line(question.line),
                step: LineStep::of(question.step),
                verdict: *judged,
            }),
        };
        (if f.is_correct() { "right" } else { "wrong" }, words)
    });
    let back_asked = matches!(p.asked, Some(Asked::BackTo(_)));
    // A question the digits do not answer: they, "dead end" and the keys' hint give way.
    let digit_free = matches!(
        p.asked,
        Some(Asked::BackTo(_) | Asked::Stay(_) | Asked::Line(_))
    );
    // No question about a digit: the digits wait for one.
    let waiting = !matches!(p.asked, Some(Asked::Next(_)));
    let question = match &p.asked {
        Some(Asked::Next(q)) => (t.question)(q.cell.into()),
        Some(Asked::BackTo(q)) => match q.dead_end {
            Some(cell) => (t.back_question)(cell.into()),
            None => t.solution_back_question.to_string(),
        },
        Some(Asked::Stay(q)) => (t.stay_question)(q.cell.into(), q.digit.get()),
        Some(Asked::Line(_)) => t.line_question.to_string(),
        None => String::new(),
    };
    // At a dead end: the cells of the stack to choose from, the last placed first (at least
    // the last eight, and as far back as the answer and two more).
    let back = match &p.asked {
        Some(Asked::BackTo(q)) => {
            let depth = q.stack.iter().rev().position(|&(c, _)| c == q.answer.0);
            let shown = depth.map_or(q.stack.len(), |d| d + 3).max(8);
            let items = q.stack.iter().rev().take(shown).map(|&(cell, digit)| {
                let onclick = props
                    .on_action
                    .reform(move |_: MouseEvent| PredictAction::BackTo(cell));
                html! {
                    <button type="button" data-back={cell.index().to_string()} {onclick}>
                        { (t.stack_item)(cell.into(), digit.get()) }
                    </button>
                }
            });
            html! {
                <div class="predict-back" role="group" aria-label={t.back_hint}>
                    <p class="predict-keys">{ t.back_hint }</p>
                    <div class="toolbar">{ for items }</div>
                </div>
            }
        }
        _ => Html::default(),
    };
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
                { question }
            </p>
            // At a dead end the cells to go back to stand where the digits are.
            if back_asked {
                { back }
            } else if let Some(Asked::Stay(_)) = &p.asked {
                <div class="toolbar predict-stay">
                    <button type="button" data-answer="stays"
                        onclick={act(PredictAction::Stay(true))}>{ t.stays }</button>
                    <button type="button" data-answer="taken-back"
                        onclick={act(PredictAction::Stay(false))}>{ t.taken_back }</button>
                </div>
            } else if let Some(Asked::Line(_)) = &p.asked {
                // Answered in the Code panel.
            } else {
                // The nine digits in one row, a keypad even on a phone; the other answers below.
                <div class="predict-digits">
                    { for Digit::all().map(|d| html! {
                        <button type="button" data-answer={d.to_string()} disabled={waiting}
                            onclick={act(PredictAction::Answer(Answer::Digit(d)))}>{ d.to_string() }</button>
                    }) }
                </div>
            }
            <div class="toolbar predict-more">
                if !digit_free {
                    <button type="button" data-answer="dead-end" disabled={waiting}
                        onclick={act(PredictAction::Answer(Answer::DeadEnd))}>{ t.dead_end }</button>
                }
                <button type="button" disabled={p.asked.is_none()} onclick={act(PredictAction::Skip)}>{ t.skip }</button>
                <button type="button" onclick={act(PredictAction::On(false))}>{ t.stop }</button>
            </div>
            if !digit_free {
                <p class="predict-keys">{ t.keys }</p>
            }
            // One live region: the verdict of each answer is read out.
            <p class={classes!("predict-feedback", "judged", feedback.as_ref().map(|f| f.0))}
                data-predict="feedback" aria-live="polite"
                tabindex={feedback.is_some().then_some("0")}>
                { feedback.map(|f| f.1).unwrap_or_default() }
            </p>
        </div>
    }
}
