//! The line of code the step shown ends on, in the player's dock on a narrow screen: there the
//! Code panel is a long scroll away from the board and the buttons (below the input), and the
//! dock, which stays on screen while the player is, would otherwise say what happened without
//! the line that did it.

use super::code::use_listing;
use crate::code::{Judge, Language, Role};
use crate::solver::Strategy;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct DockLineProps {
    pub strategy: Strategy,
    pub language: Language,
    pub judge: Judge,
    /// The role of the line the step shown ends on; `None` before the first step.
    pub line: Option<Role>,
}

/// One line, always there (empty at the start), so that the buttons under it never move.
/// Hidden from screen readers: the Code panel marks the same line as the current step.
#[component]
pub(crate) fn DockLine(props: &DockLineProps) -> Html {
    let listing = use_listing(props.strategy, props.language, props.judge, false);
    let line = props
        .line
        .and_then(|role| listing.line_of(role))
        .map(|i| (i + 1, listing.lines[i].text.trim().to_string()));
    let (number, text) = match line {
        Some((number, text)) => (number.to_string(), text),
        None => (String::new(), String::new()),
    };
    html! {
        <p class="dock-line" aria-hidden="true">
            <span class="dock-line-number">{ number }</span>
            <code>{ text }</code>
        </p>
    }
}
