//! The verdict line: what the solver found and how long it took.

use crate::solver::Verdict;
use crate::ui::i18n::{number, use_messages};
use crate::ui::state::Outcome;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct StatusProps {
    pub outcome: Option<Outcome>,
    pub board_count: usize,
    pub current: usize,
    /// The input has errors: Solve waits until they are mended.
    pub input_errors: bool,
}

/// Announced by the verdict area around it, the page's one live region for results.
#[component]
pub(crate) fn StatusLine(props: &StatusProps) -> Html {
    let t = use_messages();
    let text = match &props.outcome {
        None if props.input_errors => t.mend_input.to_string(),
        None => t.press_solve.to_string(),
        Some(o) => (t.outcome)(
            (props.board_count > 1).then_some(props.current + 1),
            &o.result.verdict,
            &number(o.result.steps),
            o.strategy,
            o.millis,
        ),
    };
    let class = classes!(
        "status",
        matches!(
            props.outcome.as_ref().map(|o| &o.result.verdict),
            Some(Verdict::NoSolution | Verdict::Conflict(_))
        )
        .then_some("bad"),
        (props.outcome.is_none() && props.input_errors).then_some("bad")
    );
    // What the verdict is, for tests in any language.
    let none = if props.input_errors {
        "input-errors"
    } else {
        "none"
    };
    let outcome = props
        .outcome
        .as_ref()
        .map_or(none, |o| match o.result.verdict {
            Verdict::Unique => "unique",
            Verdict::Several { .. } => "several",
            Verdict::NoSolution => "no-solution",
            Verdict::Conflict(_) => "conflict",
        });
    html! { <p {class} data-outcome={outcome}>{ text }</p> }
}
