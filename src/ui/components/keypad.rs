//! The on-screen keypad: digits and Erase for the selected cell, for touch screens, where the
//! board's cells bring up no keyboard.

use crate::grid::Digit;
use crate::ui::i18n::use_messages;
use crate::ui::state::CellKey;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct KeypadProps {
    pub on_key: Callback<CellKey>,
}

#[component]
pub(crate) fn Keypad(props: &KeypadProps) -> Html {
    let t = use_messages();
    let digits = Digit::all().map(|digit| {
        let onclick = props
            .on_key
            .reform(move |_: MouseEvent| CellKey::Symbol(digit.get()));
        html! { <button type="button" {onclick}>{ digit.to_string() }</button> }
    });
    let erase = props.on_key.reform(|_: MouseEvent| CellKey::Clear);
    html! {
        <div class="keypad" role="group" aria-label={t.keypad}>
            { for digits }
            <button type="button" class="erase" onclick={erase}>{ t.erase }</button>
        </div>
    }
}
