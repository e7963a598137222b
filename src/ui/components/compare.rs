//! Checking a program's output: paste it, and see which boards the judge would reject, why,
//! and which cells to look at.

use super::{first_lines, number, PREVIEW_LINES};
use crate::judge::Check;
use crate::ui::hooks::use_large_paste;
use crate::ui::state::input::LARGE_INPUT;
use crate::ui::state::Comparison;
use std::rc::Rc;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Rejected boards listed in full; the rest are counted.
const LISTED: usize = 50;

#[derive(Properties, PartialEq)]
pub(crate) struct CompareProps {
    pub comparison: Option<Comparison>,
    /// The output to check, as the state holds it.
    pub expected: Rc<str>,
    /// The worker is still reading the puzzle input: nothing to compare with yet.
    pub reading: bool,
    pub on_input: Callback<String>,
    pub on_compare: Callback<MouseEvent>,
    pub on_pick: Callback<usize>,
}

#[component]
pub(crate) fn ComparePanel(props: &CompareProps) -> Html {
    let oninput = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    // A large output is taken from the paste, as for the puzzle input; the box then shows its
    // first lines, read-only, and takes any next paste the same way.
    let large = props.expected.len() > LARGE_INPUT;
    let onpaste = use_large_paste(props.on_input.clone(), large);
    let preview = large.then(|| AttrValue::from(first_lines(&props.expected, PREVIEW_LINES)));
    let note = large.then(|| {
        html! {
            <p class="feedback">
                { format!(
                    "Large output: {:.1} MB. The box shows the first {PREVIEW_LINES} lines and is \
                     read-only: paste to replace it.",
                    props.expected.len() as f64 / 1e6
                ) }
            </p>
        }
    });
    let result = match &props.comparison {
        None => html! {},
        Some(Comparison::Checking { .. }) => html! {
            <p class="status" role="status">{ "Checking in the background…" }</p>
        },
        Some(Comparison::Unreadable(message)) => html! {
            <pre class="problems">{ message }</pre>
        },
        Some(Comparison::Checked { checks, extra }) => {
            let accepted = checks.iter().filter(|c| **c == Check::Accepted).count();
            let missing = checks.iter().filter(|c| **c == Check::Missing).count();
            let rejected: Vec<(usize, &Check)> = checks
                .iter()
                .enumerate()
                .filter(|(_, c)| !matches!(c, Check::Accepted))
                .collect();
            let mut summary = format!(
                "{} of {} boards accepted, {} rejected, {} missing.",
                number(accepted as u64),
                number(checks.len() as u64),
                number((rejected.len() - missing) as u64),
                number(missing as u64)
            );
            if *extra > 0 {
                summary.push_str(&format!(
                    " {} extra boards after the last one.",
                    number(*extra as u64)
                ));
            }
            let items = rejected.iter().take(LISTED).map(|&(i, check)| {
                let text = match check {
                    Check::Rejected { reason, cells } => {
                        let names: Vec<String> =
                            cells.iter().take(12).map(|c| c.to_string()).collect();
                        format!("{reason} (cells: {})", names.join(" "))
                    }
                    Check::Missing => "missing from the output".to_string(),
                    Check::Accepted => String::new(),
                };
                let on_pick = props.on_pick.reform(move |_: MouseEvent| i);
                html! {
                    <li>
                        <button type="button" class="link" onclick={on_pick}
                            aria-label={format!("Show board {}", i + 1)}>
                            { format!("Board {}", i + 1) }
                        </button>
                        { format!(": {text}") }
                    </li>
                }
            });
            let all_good = rejected.is_empty() && *extra == 0;
            html! {
                <>
                    <p class={classes!("status", (!all_good).then_some("bad"))}>{ summary }</p>
                    <ul class="checks">{ for items }</ul>
                </>
            }
        }
    };
    html! {
        <section class="panel compare-panel">
            <label class="area-label" for="expected">{ "Expected output" }</label>
            <textarea id="expected" class="io small" spellcheck="false" rows="6"
                placeholder="Paste your program's output (or the judge's) to check it"
                key={if large { format!("preview-{:p}", Rc::as_ptr(&props.expected)) } else { "typed".into() }}
                readonly={large}
                defaultvalue={preview} {oninput} {onpaste} />
            { note }
            <div class="toolbar">
                <button type="button" onclick={props.on_compare.clone()}
                    disabled={props.reading}>{ "Compare" }</button>
            </div>
            <div aria-live="polite">{ result }</div>
        </section>
    }
}
