//! The verdict line: what the solver found and how long it took, announced politely.

use crate::solver::Verdict;
use crate::ui::state::Outcome;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct StatusProps {
    pub outcome: Option<Outcome>,
    pub board_count: usize,
    pub current: usize,
}

#[component]
pub(crate) fn StatusLine(props: &StatusProps) -> Html {
    let text = match &props.outcome {
        None => "Press Solve to solve the puzzle.".to_string(),
        Some(o) => {
            let which = if props.board_count > 1 {
                format!("Board {}: ", props.current + 1)
            } else {
                String::new()
            };
            let verdict = o.verdict;
            let detail = match verdict {
                Verdict::NoSolution => format!(" (the search took {} steps)", o.steps),
                Verdict::Several { .. } => "; the board shows the first".to_string(),
                Verdict::Unique | Verdict::Conflict(_) => String::new(),
            };
            let sentence = format!(
                "{which}{verdict}{detail}. Solved with the {} strategy in {:.1} ms.",
                o.strategy, o.millis
            );
            capitalized(&sentence)
        }
    };
    let class = classes!(
        "status",
        matches!(
            props.outcome.as_ref().map(|o| &o.verdict),
            Some(Verdict::NoSolution | Verdict::Conflict(_))
        )
        .then_some("bad")
    );
    html! { <p {class} role="status" aria-live="polite">{ text }</p> }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
