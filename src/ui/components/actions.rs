//! The actions under the board: Solve, Clear, Undo, Copy link, the way into the study view,
//! and how many solutions a run counts up to.

use super::input::show_number;
use super::link_feedback::LinkFeedback;
use crate::ui::hooks::LinkCopy;
use crate::ui::i18n::use_messages;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct ActionsProps {
    /// The solutions a run counts up to.
    pub cap: u64,
    /// The input is still being read: nothing to solve yet.
    pub reading: bool,
    pub can_undo: bool,
    /// The study view can be opened from here (a 9 x 9 board, not in it already).
    pub study: bool,
    pub link_copy: Option<LinkCopy>,
    pub on_solve: Callback<MouseEvent>,
    pub on_clear: Callback<MouseEvent>,
    pub on_undo: Callback<MouseEvent>,
    pub on_copy_link: Callback<MouseEvent>,
    pub on_cap: Callback<u64>,
    pub on_study: Callback<bool>,
}

#[component]
pub(crate) fn Actions(props: &ActionsProps) -> Html {
    let t = use_messages();
    // Not bound to `cap` on every render, which would undo typing while the player works.
    let cap_field = use_node_ref();
    {
        let cap_field = cap_field.clone();
        use_effect_with(props.cap, move |cap| show_number(&cap_field, cap));
    }
    let on_cap = {
        let emit = props.on_cap.clone();
        Callback::from(move |e: Event| {
            let field = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            if let Ok(cap) = field.value().trim().parse::<u64>() {
                emit.emit(cap);
            }
        })
    };
    html! {
        <div class="toolbar actions">
            <button type="button" class="primary" onclick={props.on_solve.clone()}
                disabled={props.reading}>{ t.solve }</button>
            // The board, the steps, the narration and the code on one screen, from the first
            // screen (the player itself is further down the page).
            if props.study {
                <button type="button" class="study-open"
                    onclick={props.on_study.reform(|_: MouseEvent| true)}>{ t.study_open }</button>
            }
            <button type="button" onclick={props.on_clear.clone()}>{ t.clear }</button>
            <button type="button" onclick={props.on_undo.clone()} disabled={!props.can_undo}
                title="Ctrl+Z">{ t.undo }</button>
            <button type="button" onclick={props.on_copy_link.clone()}>{ t.copy_link }</button>
            <label class="field cap">
                <span>{ t.count_up_to }</span>
                <input type="number" min="2" max="100000000" ref={cap_field} onchange={on_cap} />
            </label>
            <LinkFeedback copy={props.link_copy.clone()} />
        </div>
    }
}
