//! Whether a CSS media query matches the window, kept up to date as the window changes: for
//! what the page draws only on some screens (drawing it hidden would still cost every frame).

use yew::prelude::*;

/// Whether `query` matches now; the component is drawn again when that changes.
#[hook]
pub(crate) fn use_media(query: &'static str) -> bool {
    let list = use_memo((), move |_| {
        web_sys::window().and_then(|w| w.match_media(query).ok().flatten())
    });
    let matches = use_state(|| list.as_ref().as_ref().is_some_and(|l| l.matches()));
    {
        let set = matches.setter();
        use_effect_with((), move |_| {
            let listener = list.as_ref().clone().map(|l| {
                let target = l.clone();
                gloo_events::EventListener::new(&l, "change", move |_| set.set(target.matches()))
            });
            move || drop(listener)
        });
    }
    *matches
}
