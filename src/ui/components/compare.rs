//! Checking a program's output: paste it, and see which boards the judge would reject, why,
//! and which cells to look at.

use super::{failure, first_lines, number, PREVIEW_LINES};
use crate::judge::Check;
use crate::ui::hooks::use_large_paste;
use crate::ui::i18n::use_messages;
use crate::ui::state::Comparison;
use crate::ui::text::Text;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Rejected boards listed in full; the rest are counted.
const LISTED: usize = 50;

#[derive(Properties, PartialEq)]
pub(crate) struct CompareProps {
    pub comparison: Option<Comparison>,
    /// The output to check, as the state holds it.
    pub expected: Text,
    /// The worker is still reading the puzzle input: nothing to compare with yet.
    pub reading: bool,
    pub on_input: Callback<Text>,
    pub on_compare: Callback<MouseEvent>,
    pub on_pick: Callback<usize>,
}

#[component]
pub(crate) fn ComparePanel(props: &CompareProps) -> Html {
    let t = use_messages();
    let oninput = props.on_input.reform(|e: InputEvent| {
        Text::from(e.target_unchecked_into::<HtmlTextAreaElement>().value())
    });
    // A large output is taken from the paste, as for the puzzle input; the box then shows its
    // first lines, read-only, and takes any next paste the same way.
    let large = props.expected.is_large();
    let onpaste = use_large_paste(props.on_input.clone(), large);
    let preview =
        large.then(|| AttrValue::from(first_lines(props.expected.start(), PREVIEW_LINES)));
    let note = large.then(|| {
        html! {
            <p class="feedback">
                { (t.large_output)(props.expected.len() as f64 / 1e6, PREVIEW_LINES) }
            </p>
        }
    });
    let result = match &props.comparison {
        None => html! {},
        Some(Comparison::Checking { .. }) => html! {
            <p class="status">{ t.checking }</p>
        },
        Some(Comparison::Failed(why)) => html! {
            <pre class="problems">{ failure(t, why, t.compare) }</pre>
        },
        Some(Comparison::Checked { checks, extra }) => {
            let accepted = checks.iter().filter(|c| **c == Check::Accepted).count();
            let missing = checks.iter().filter(|c| **c == Check::Missing).count();
            let rejected: Vec<(usize, &Check)> = checks
                .iter()
                .enumerate()
                .filter(|(_, c)| !matches!(c, Check::Accepted))
                .collect();
            let mut summary = (t.checked)(
                &number(accepted as u64),
                &number(checks.len() as u64),
                &number((rejected.len() - missing) as u64),
                &number(missing as u64),
            );
            if *extra > 0 {
                summary.push_str(&(t.extra_boards)(&number(*extra as u64)));
            }
            let items = rejected.iter().take(LISTED).map(|&(i, check)| {
                let text = match check {
                    Check::Rejected { reason, cells } => {
                        let names: Vec<String> =
                            cells.iter().take(12).map(|&c| (t.place)(c)).collect();
                        (t.rejection)(reason) + &(t.cells)(&names)
                    }
                    Check::Missing => t.missing.to_string(),
                    Check::Accepted => String::new(),
                };
                let on_pick = props.on_pick.reform(move |_: MouseEvent| i);
                html! {
                    <li>
                        <button type="button" class="link" onclick={on_pick}
                            aria-label={(t.show_board)(i + 1)}>
                            { (t.board_n)(i + 1) }
                        </button>
                        { format!("{}{text}", t.colon) }
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
            <label class="area-label" for="expected">{ t.expected_output }</label>
            <textarea id="expected" class="io small" spellcheck="false" rows="6"
                placeholder={t.expected_placeholder}
                // A new large paste is a new text area: its start is its own.
                key={if large { format!("preview-{:p}", props.expected.start().as_ptr()) } else { "typed".into() }}
                readonly={large}
                defaultvalue={preview} {oninput} {onpaste} />
            { note }
            <div class="toolbar">
                <button type="button" onclick={props.on_compare.clone()}
                    disabled={props.reading}>{ t.compare }</button>
            </div>
            <div aria-live="polite">{ result }</div>
        </section>
    }
}
