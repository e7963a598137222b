//! Checking a program's output: paste it, and see which boards the judge would reject, why,
//! and which cells to look at.

use crate::judge::Check;
use crate::ui::state::Comparison;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Rejected boards listed in full; the rest are counted.
const LISTED: usize = 50;

#[derive(Properties, PartialEq)]
pub struct CompareProps {
    pub comparison: Option<Comparison>,
    pub on_input: Callback<String>,
    pub on_compare: Callback<MouseEvent>,
    pub on_pick: Callback<usize>,
}

#[component]
pub fn ComparePanel(props: &CompareProps) -> Html {
    let oninput = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let result = match &props.comparison {
        None => html! {},
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
                "{accepted} of {} boards accepted, {} rejected, {missing} missing.",
                checks.len(),
                rejected.len() - missing
            );
            if *extra > 0 {
                summary.push_str(&format!(" {extra} extra boards after the last one."));
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
                {oninput} />
            <div class="toolbar">
                <button type="button" onclick={props.on_compare.clone()}>{ "Compare" }</button>
            </div>
            <div aria-live="polite">{ result }</div>
        </section>
    }
}
