//! "New puzzle", in the input panel's toolbar: a preset, the Make button, and what became of
//! the puzzle asked for.

use crate::ui::browser;
use crate::ui::i18n::use_messages;
use crate::ui::state::{Made, MadeAction, News, Order, HUNT_MS};
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
        MadeAction::Order(Order::from_id(&id).unwrap_or_default())
    });
    let on_stop = props.on_action.reform(|_: MouseEvent| MadeAction::StopHunt);
    let on_make = props.on_action.reform(|_: MouseEvent| MadeAction::Make {
        seed: browser::random_seed(),
    });
    let orders = Order::all().map(|o| {
        let name = match o {
            Order::Preset(p) => (t.preset)(p),
            Order::WorstCase => t.worst_case,
        };
        html! { <option value={o.id()} selected={o == made.order}>{ name }</option> }
    });
    let (news, state) = match &made.news {
        None => (String::new(), "none"),
        Some(News::Making) => (t.making.to_string(), "making"),
        // Said once: its progress, below, is not a live region (it changes twice a second).
        Some(News::Hunting { .. }) => (t.making.to_string(), "hunting"),
        Some(News::Made(_, puzzle)) => ((t.made)(puzzle), "made"),
        Some(News::Hunted { best, tries, cut }) => ((t.hunted)(best, *tries, *cut), "hunted"),
        Some(News::NotFound) => (t.not_found.to_string(), "not-found"),
        Some(News::Stopped) => (t.stopped.to_string(), "stopped"),
    };
    let bad = matches!(made.news, Some(News::NotFound | News::Stopped));
    html! {
        <div class="new-puzzle" role="group" aria-label={t.new_puzzle}>
            <label class="field">
                <span>{ t.new_puzzle }</span>
                <select onchange={on_preset}>{ for orders }</select>
            </label>
            <button type="button" class="make-puzzle" onclick={on_make}
                disabled={made.is_making()} aria-busy={made.is_making().to_string()}>{ t.make }</button>
            if made.is_hunting() {
                <button type="button" class="stop-hunt" onclick={on_stop}>{ t.stop_hunt }</button>
            }
            if let Some(News::Hunting { best, tries, ms, .. }) = &made.news {
                <p class="hunt-progress" data-tries={tries.to_string()}
                    data-calls={best.as_ref().map(|b| b.calls.to_string())}>
                    { (t.hunting)(best.as_ref(), *tries, ms / 1000, HUNT_MS / 1000) }
                </p>
            }
            <p class={classes!("made-news", bad.then_some("bad"),
                made.is_hunting().then_some("visually-hidden"))} data-made={state}
                aria-live="polite">{ news }</p>
        </div>
    }
}
