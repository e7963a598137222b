//! The code panel: the program the search runs, the line of the step shown highlighted, a
//! breakpoint toggle on every line a step can run.

use crate::code::{Language, Listing, Role, Roles};
use crate::explain::Explanation;
use crate::solver::Strategy;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct CodeProps {
    pub strategy: Strategy,
    pub language: Language,
    pub explanation: Option<Explanation>,
    pub breakpoints: Roles,
    pub on_language: Callback<Language>,
    pub on_breakpoint: Callback<Role>,
}

#[component]
pub(crate) fn CodePanel(props: &CodeProps) -> Html {
    let classic = props.strategy == Strategy::Classic;
    let listing = match Listing::pseudocode(props.strategy) {
        Some(pseudocode) => pseudocode,
        None => Listing::classic(props.language),
    };
    let current = props.explanation.as_ref().map(|e| e.line);
    let ran = props.explanation.as_ref().map_or(Roles::NONE, |e| e.ran);
    let lines = listing.lines.iter().enumerate().map(|(i, line)| {
        let number = i + 1;
        let is_current = line.role.is_some() && line.role == current;
        let class = classes!(
            "code-line",
            is_current.then_some("current"),
            (!is_current && line.role.is_some_and(|r| ran.contains(r))).then_some("ran"),
        );
        let toggle = line.role.map(|role| {
            let pressed = props.breakpoints.contains(role);
            let onclick = props.on_breakpoint.reform(move |_: MouseEvent| role);
            html! {
                <button type="button" class="breakpoint" aria-pressed={pressed.to_string()}
                    aria-label={format!("Breakpoint at line {number}")} {onclick}>
                    <span aria-hidden="true">{ number }</span>
                </button>
            }
        });
        html! {
            <li {class} aria-current={is_current.then_some("step")}>
                { toggle.unwrap_or_else(|| html! { <span class="line-number" aria-hidden="true">{ number }</span> }) }
                <code>{ line.text.to_string() }</code>
            </li>
        }
    });
    let tabs = Language::ALL.into_iter().map(|language| {
        let selected = language == props.language;
        let onclick = props.on_language.reform(move |_: MouseEvent| language);
        html! {
            <button type="button" role="tab" id={format!("code-tab-{}", language.id())}
                aria-selected={selected.to_string()} aria-controls="code-listing"
                tabindex={if selected { "0" } else { "-1" }} {onclick}>{ language.name() }</button>
        }
    });
    let caption = if classic {
        "The program you would submit for BOJ 2580, running with the board. Click a line number to stop there when playing."
    } else {
        "This strategy's algorithm, in pseudocode. Click a line number to stop there when playing."
    };
    html! {
        <section class="panel code-panel" aria-label="Code">
            <h2>{ "Code" }</h2>
            <p class="hint">{ caption }</p>
            if classic {
                <div role="tablist" aria-label="Language" class="code-tabs">{ for tabs }</div>
            }
            <ol id="code-listing" class="code" role={classic.then_some("tabpanel")}
                aria-labelledby={classic.then(|| format!("code-tab-{}", props.language.id()))}>
                { for lines }
            </ol>
        </section>
    }
}
