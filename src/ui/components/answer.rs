//! The judge's output, read-only, with Copy and Download.

use super::{first_lines, number};
use crate::ui::browser;
use crate::ui::i18n::use_messages;
use crate::ui::text::Pieces;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct AnswerProps {
    /// In the pieces the workers sent it in (megabytes for a large run).
    pub answer: Pieces,
    /// The download's file name.
    pub file_name: AttrValue,
    /// Why a finished run has no output (boards without an answer, input that does not read),
    /// said where the output would be.
    pub why_none: Option<AttrValue>,
}

const AREA_ID: &str = "answer";
const MISSING_ID: &str = "answer-missing";

/// Lines of a long answer shown in the box (ten rows high). Fewer than the input's preview:
/// the answer appears in the same frame as the results table, and every line is laid out.
const PREVIEW_LINES: usize = 100;

#[component]
pub(crate) fn AnswerPanel(props: &AnswerProps) -> Html {
    let t = use_messages();
    // Set only when it changes: a new answer resets it without drawing the panel twice.
    let copied = use_state_eq(|| None::<bool>);
    {
        // A new answer has not been copied yet.
        let copied = copied.clone();
        use_effect_with(props.answer.clone(), move |_| copied.set(None));
    }
    // The answer can be megabytes: the handlers share it and copy it only when pressed.
    let on_copy = {
        let copied = copied.clone();
        let answer = props.answer.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            browser::copy(&answer.to_js(), AREA_ID, move |ok| copied.set(Some(ok)));
        })
    };
    let on_download = {
        let answer = props.answer.clone();
        let name = props.file_name.clone();
        Callback::from(move |_: MouseEvent| {
            browser::download(&name, &answer.to_js_array());
        })
    };
    let empty = props.answer.is_empty();
    let total_lines = props.answer.lines();
    // Copy and Download always give the whole answer; the box, its first lines.
    let preview = AttrValue::from(first_lines(&props.answer.start(), PREVIEW_LINES));
    let note = (total_lines > PREVIEW_LINES).then(|| {
        html! {
            <p class="feedback">
                { (t.showing_first)(PREVIEW_LINES, &number(total_lines as u64)) }
            </p>
        }
    });
    let feedback = match *copied {
        Some(true) => t.copied,
        Some(false) => t.copy_failed,
        None => "",
    };
    html! {
        <section class="panel answer-panel">
            <label class="area-label" for={AREA_ID}>{ t.answer }</label>
            // Why the box is empty, above it (its placeholder would promise an output).
            if let Some(why) = &props.why_none {
                <p class="problems" id={MISSING_ID}>{ t.no_output }{ why.clone() }</p>
            }
            <textarea id={AREA_ID} class="io" readonly=true spellcheck="false" rows="10"
                placeholder={if props.why_none.is_some() { "" } else { t.answer_placeholder }}
                aria-describedby={props.why_none.as_ref().map(|_| MISSING_ID)}
                value={preview} />
            { note }
            <div class="toolbar">
                <button type="button" onclick={on_copy} disabled={empty}>{ t.copy }</button>
                <button type="button" onclick={on_download} disabled={empty}>{ t.download }</button>
                <span class="feedback" aria-live="polite">{ feedback }</span>
            </div>
        </section>
    }
}
