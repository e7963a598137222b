//! A new release deployed while the page is open: its service worker waits (the page keeps
//! its own files) and the page offers to reload into it.

use crate::ui::browser;
use gloo_events::EventListener;
use yew::prelude::*;

/// Whether a new release waits, and what takes the page to it.
#[hook]
pub(crate) fn use_update_ready() -> (bool, Callback<MouseEvent>) {
    // Heard before the wasm started: kept by assets/register-sw.js.
    let ready = use_state_eq(browser::update_waiting);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "sudoku-update-ready", move |_| ready.set(true))
            });
            move || drop(listener)
        });
    }
    let reload = use_callback((), |_: MouseEvent, _| browser::apply_update());
    (*ready, reload)
}
