//! What the page does when its own code hits a bug: it says so, in the reader's language, and
//! offers to reload.
//!
//! A panic in wasm aborts the call it happened in and leaves whatever that call had borrowed
//! borrowed (Yew's scheduler among it), so the page cannot go on safely after one: without this,
//! it silently stopped answering. The puzzle typed or pasted is kept by the page's storage as it
//! changes (`hooks::storage`), so a reload loses nothing the user entered.

use crate::ui::i18n::Locale;
use wasm_bindgen::prelude::*;

/// The class of the message, for its style and for tests.
const CLASS: &str = "fault";

/// Installs the panic hook: the message and a Reload button at the top of the page, and the
/// panic's own words and where it happened in the console for whoever reports it. (Through
/// Yew, which otherwise puts its own hook in place of any other when it renders.)
pub(crate) fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        // A JavaScript error beside the words: the console shows its stack.
        web_sys::console::error_2(
            &JsValue::from_str(&info.to_string()),
            &js_sys::Error::new("where the page's code panicked"),
        );
        show();
    }));
}

/// Puts the message on the page once (a second panic while reporting the first adds nothing).
fn show() -> Option<()> {
    let document = web_sys::window()?.document()?;
    if document
        .query_selector(&format!(".{CLASS}"))
        .ok()
        .flatten()
        .is_some()
    {
        return Some(());
    }
    // The language the page was drawn in (`<html lang>` follows the Language menu).
    let lang = document.document_element()?.get_attribute("lang");
    let t = lang
        .as_deref()
        .and_then(Locale::from_tag)
        .unwrap_or_default()
        .messages();
    let alert = document.create_element("div").ok()?;
    alert.set_class_name(CLASS);
    alert.set_attribute("role", "alert").ok()?;
    let text = document.create_element("p").ok()?;
    text.set_text_content(Some(t.page_fault));
    alert.append_child(&text).ok()?;
    let button = document.create_element("button").ok()?;
    button.set_attribute("type", "button").ok()?;
    button.set_text_content(Some(t.reload));
    // The wasm instance still runs after a panic; only the state it was in is suspect, and
    // this handler touches none of it. It lives as long as the page, so it is never dropped.
    let reload = Closure::<dyn Fn()>::new(|| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    button
        .add_event_listener_with_callback("click", reload.as_ref().unchecked_ref())
        .ok()?;
    reload.forget();
    alert.append_child(&button).ok()?;
    let body = document.body()?;
    body.insert_before(&alert, body.first_child().as_ref())
        .ok()?;
    Some(())
}
