//! Pastes of megabytes: taken from the clipboard event without going through the text area
//! (the browser would spend seconds laying out 100,000 lines) and copied into the app in
//! slices, one task each, so that no task holds the page for long.

use crate::ui::state::input::LARGE_INPUT;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// UTF-16 units of pasted text copied into the app per task (a few hundred kilobytes).
const PASTE_SLICE: u32 = 1 << 18;

/// The clipboard's text as a JavaScript string: `DataTransfer::get_data` would copy all of it
/// into the app at once.
fn clipboard_text(data: &web_sys::DataTransfer) -> Option<js_sys::JsString> {
    let get = js_sys::Reflect::get(data, &"getData".into()).ok()?;
    let get: js_sys::Function = get.dyn_into().ok()?;
    get.call1(data, &"text/plain".into()).ok()?.dyn_into().ok()
}

/// `text` cut into slices of about [`PASTE_SLICE`] units, never between the two halves of a
/// surrogate pair (a character outside the Basic Multilingual Plane).
fn slices(text: &js_sys::JsString) -> Vec<(u32, u32)> {
    let len = text.length();
    let mut out = Vec::new();
    let mut start = 0;
    while start < len {
        let mut end = (start + PASTE_SLICE).min(len);
        if end < len && (0xD800..0xDC00).contains(&(text.char_code_at(end - 1) as u32)) {
            end += 1;
        }
        out.push((start, end));
        start = end;
    }
    out
}

/// A `paste` handler that takes pastes over [`LARGE_INPUT`] (and, with `take_all`, every
/// paste: for a read-only preview) away from the text area and gives their text to
/// `on_text`. A newer paste makes an older copy give up.
#[hook]
pub(crate) fn use_large_paste(on_text: Callback<String>, take_all: bool) -> Callback<Event> {
    let pastes = use_mut_ref(|| 0u64);
    Callback::from(move |e: Event| {
        let Some(e) = e.dyn_ref::<web_sys::ClipboardEvent>() else {
            return;
        };
        let Some(text) = e.clipboard_data().and_then(|d| clipboard_text(&d)) else {
            return;
        };
        if !take_all && (text.length() as usize) <= LARGE_INPUT {
            return;
        }
        e.prevent_default();
        *pastes.borrow_mut() += 1;
        let (pastes, this_paste) = (pastes.clone(), *pastes.borrow());
        let on_text = on_text.clone();
        wasm_bindgen_futures::spawn_local(async move {
            // Each slice is added in its own task to a string reserved for the whole paste
            // (exact for ASCII), so that no task copies all of it.
            let mut copy = String::with_capacity(text.length() as usize);
            for (start, end) in slices(&text) {
                copy.push_str(&String::from(text.slice(start, end)));
                gloo_timers::future::TimeoutFuture::new(0).await;
                if *pastes.borrow() != this_paste {
                    return;
                }
            }
            on_text.emit(copy);
        });
    })
}
