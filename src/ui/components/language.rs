//! The Language menu: each language under its own name, so that a reader finds theirs
//! whatever the page speaks now.

use crate::ui::i18n::{use_messages, Locale, LocaleContext};
use yew::prelude::*;

#[component]
pub(crate) fn LanguageMenu() -> Html {
    let t = use_messages();
    let context = use_context::<LocaleContext>();
    let current = context.as_ref().map_or(Locale::En, |c| c.locale);
    let choose = context.map(|c| c.choose).unwrap_or_default();
    let onchange = choose.reform(|e: Event| {
        let tag = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Locale::from_tag(&tag).unwrap_or_default()
    });
    let options = Locale::ALL.into_iter().map(|l| {
        html! {
            <option value={l.tag()} lang={l.tag()} selected={l == current}>{ l.own_name() }</option>
        }
    });
    html! {
        <label class="field language">
            <span>{ t.language }</span>
            <select {onchange}>{ for options }</select>
        </label>
    }
}
