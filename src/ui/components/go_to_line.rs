//! In line mode, a field to go to the program's `n`th line run (from 1): the player finds the
//! step that runs it, exploring on to it if it is not explored yet.

use crate::ui::i18n::LineMessages;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties)]
pub struct GoToLineProps {
    pub lines: &'static LineMessages,
    pub on_go: Callback<u64>,
}

impl PartialEq for GoToLineProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.lines, other.lines) && self.on_go == other.on_go
    }
}

#[component]
pub fn GoToLine(props: &GoToLineProps) -> Html {
    let input = use_node_ref();
    let onsubmit = {
        let (input, on_go) = (input.clone(), props.on_go.clone());
        move |e: SubmitEvent| {
            // The page stays: the form only asks for a line.
            e.prevent_default();
            let Some(field) = input.cast::<HtmlInputElement>() else {
                return;
            };
            // The field takes digits only (a number input): anything else is ignored.
            if let Ok(n) = field.value().trim().parse::<u64>() {
                on_go.emit(n);
            }
        }
    };
    let l = props.lines;
    html! {
        <form class="go-to-line" {onsubmit}>
            <label>{ l.go_to_line }
                <input ref={input} type="number" min="0" step="1" inputmode="numeric" name="line" />
            </label>
            <button type="submit">{ l.go }</button>
        </form>
    }
}
