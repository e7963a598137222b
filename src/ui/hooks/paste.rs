//! Pastes of megabytes: taken from the clipboard event without going through the text area
//! (the browser would spend seconds laying out 100,000 lines) and read by the app in slices,
//! one task each, so that no task holds the page for long. A large paste stays a JavaScript
//! string: the page reads its length, lines and start, and the worker reads the rest.

use crate::ui::text::{js_slices, over_limit, Text, TextReader};
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

/// A `paste` handler that takes large pastes ([`over_limit`] in UTF-16 units) (and, with `take_all`, every
/// paste: for a read-only preview) away from the text area and gives their text to
/// `on_text`. A newer paste makes an older copy give up.
#[hook]
pub(crate) fn use_large_paste(on_text: Callback<Text>, take_all: bool) -> Callback<Event> {
    let pastes = use_mut_ref(|| 0u64);
    Callback::from(move |e: Event| {
        let Some(e) = e.dyn_ref::<web_sys::ClipboardEvent>() else {
            return;
        };
        let Some(text) = e.clipboard_data().and_then(|d| clipboard_text(&d)) else {
            return;
        };
        if !take_all && !over_limit(text.length() as usize) {
            return;
        }
        e.prevent_default();
        *pastes.borrow_mut() += 1;
        let (pastes, this_paste) = (pastes.clone(), *pastes.borrow());
        let on_text = on_text.clone();
        wasm_bindgen_futures::spawn_local(async move {
            // Each slice is read in its own task, and let go: only a small paste is kept whole
            // in the page's memory, which would keep a large one's high-water mark for good.
            let mut reader = TextReader::new();
            for (start, end) in js_slices(&text, PASTE_SLICE) {
                reader.add(&String::from(text.slice(start, end)));
                gloo_timers::future::TimeoutFuture::new(0).await;
                if *pastes.borrow() != this_paste {
                    return;
                }
            }
            on_text.emit(reader.finish_js(text));
        });
    })
}
