//! "New puzzle", in the input panel's toolbar: a preset, the Make button, and what became of
//! the puzzle asked for.

use crate::generate::Preset;
use crate::ui::browser;
use crate::ui::i18n::use_messages;
use crate::ui::state::{Made, MadeAction, News};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct NewPuzzleProps {
    pub made: Made,
    pub on_action: Callback<MadeAction>,
}

#[component]
pub(crate) fn NewPuzzle(props: &NewPuzzleProps) -> Html {
    let t = use_messages().made;
    let made = &props.made;
    let on_preset = props.on_action.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        MadeAction::Preset(Preset::from_id(&id).unwrap_or_default())
    });
    let on_make = props.on_action.reform(|_: MouseEvent| MadeAction::Make {
        seed: browser::random_seed(),
    });
    let presets = Preset::ALL.into_iter().map(|p| {
        html! { <option value={p.id()} selected={p == made.preset}>{ (t.preset)(p) }</option> }
    });
    let (news, state) = match &made.news {
        None => (String::new(), "none"),
        Some(News::Making) => (t.making.to_string(), "making"),
        Some(News::Made(_, puzzle)) => ((t.made)(puzzle), "made"),
        Some(News::NotFound) => (t.not_found.to_string(), "not-found"),
        Some(News::Stopped) => (t.stopped.to_string(), "stopped"),
    };
    let bad = matches!(made.news, Some(News::NotFound | News::Stopped));
    html! {
        <div class="new-puzzle" role="group" aria-label={t.new_puzzle}>
            <label class="field">
                <span>{ t.new_puzzle }</span>
                <select onchange={on_preset}>{ for presets }</select>
            </label>
            <button type="button" class="make-puzzle" onclick={on_make}
                disabled={made.is_making()} aria-busy={made.is_making().to_string()}>{ t.make }</button>
            <p class={classes!("made-news", bad.then_some("bad"))} data-made={state}
                aria-live="polite">{ news }</p>
        </div>
    }
}
