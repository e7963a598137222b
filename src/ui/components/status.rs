//! The verdict line: what the solver found and how long it took, announced politely.

use crate::ui::state::Outcome;
use crate::ui::worker::BoardVerdict as Verdict;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub outcome: Option<Outcome>,
    pub board_count: usize,
    pub current: usize,
}

#[component]
pub fn StatusLine(props: &StatusProps) -> Html {
    let text = match &props.outcome {
        None => "Press Solve to solve the puzzle.".to_string(),
        Some(o) => {
            let which = if props.board_count > 1 {
                format!("Board {}: ", props.current + 1)
            } else {
                String::new()
            };
            let verdict = match &o.verdict {
                Verdict::Unique => "unique solution".to_string(),
                Verdict::NoSolution => format!("no solution (the search took {} steps)", o.steps),
                Verdict::Conflict(c) => format!("the givens conflict ({c})"),
                Verdict::Several {
                    count,
                    capped: true,
                } => format!("several solutions (at least {count}); the board shows the first"),
                Verdict::Several { count, .. } => {
                    format!("{count} solutions; the board shows the first")
                }
            };
            let sentence = format!(
                "{which}{verdict}. Solved with the {} strategy in {:.1} ms.",
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
