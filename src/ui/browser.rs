//! The few browser services the app uses: a clock, local storage, the clipboard and file
//! downloads. Each fails quietly where the browser refuses (private mode, no permission):
//! the app then works without that service.

use wasm_bindgen::{JsCast, JsValue};

/// Milliseconds from an arbitrary origin, for timing.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// A seed for a new puzzle: 53 random bits from the browser (the seed is shown, so a puzzle
/// can be made again).
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Whether a new release's service worker waits to take over (assets/register-sw.js keeps it
/// as `window.sudokuUpdate`).
pub fn update_waiting() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("sudokuUpdate")).ok())
        .is_some_and(|v| v.is_truthy())
}

/// Asks the waiting service worker to take over; the page reloads once it has
/// (assets/register-sw.js).
pub fn apply_update() {
    if let (Some(window), Ok(event)) = (
        web_sys::window(),
        web_sys::Event::new("sudoku-update-apply"),
    ) {
        let _ = window.dispatch_event(&event);
    }
}

pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Stores `value` under `key`; false if the browser refused (storage disabled, full, or
/// throwing): the page then says what will not be kept. A refused value's older one is removed,
/// so that a reload does not bring back an older input than the one the page showed.
pub fn save(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| {
        let stored = s.set_item(key, value).is_ok();
        if !stored {
            let _ = s.remove_item(key);
        }
        stored
    })
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The clipboard, for `writeText` with a JavaScript string: web-sys's takes a `&str`,
    /// which a text kept in pieces ([`crate::ui::text::Pieces`]) would have to be joined
    /// into first, in the page's wasm memory.
    type JsClipboard;
    #[wasm_bindgen(method, js_name = writeText)]
    fn write_text(this: &JsClipboard, text: &js_sys::JsString) -> js_sys::Promise;
}

/// Copies `text`; `done` hears whether it worked. Uses the Clipboard API, and falls back to
/// selecting the textarea `fallback_id` and `execCommand("copy")` where that API is missing
/// or refused (plain http, older browsers).
pub fn copy(text: &js_sys::JsString, fallback_id: &'static str, done: impl FnOnce(bool) + 'static) {
    let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
    match clipboard {
        Some(clipboard) if has_clipboard_api(&clipboard) => {
            let promise = clipboard.unchecked_ref::<JsClipboard>().write_text(text);
            wasm_bindgen_futures::spawn_local(async move {
                let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                done(ok || copy_by_selection(fallback_id));
            });
        }
        _ => done(copy_by_selection(fallback_id)),
    }
}

fn has_clipboard_api(clipboard: &web_sys::Clipboard) -> bool {
    !JsCast::unchecked_ref::<wasm_bindgen::JsValue>(clipboard).is_undefined()
}

fn copy_by_selection(id: &str) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(area) = document
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    else {
        return false;
    };
    area.select();
    document
        .dyn_into::<web_sys::HtmlDocument>()
        .ok()
        .and_then(|d| d.exec_command("copy").ok())
        .unwrap_or(false)
}

/// Offers the strings of `parts`, one after the other, as a file download named `name` (a
/// long text kept in pieces, [`crate::ui::text::Pieces`], is never joined for it).
pub fn download(name: &str, parts: &js_sys::Array) -> Option<()> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let document = web_sys::window()?.document()?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url).ok()
}

/// Moves keyboard focus to the element with `id`, if there is one.
pub fn focus(id: &str) {
    if let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

/// Moves keyboard focus to the element with `id` if nothing has it (the element that had it
/// was removed: the page's body has it then).
pub fn focus_if_lost(id: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let body = document.body().map(web_sys::Element::from);
    if document
        .active_element()
        .is_none_or(|e| Some(&e) == body.as_ref())
    {
        focus(id);
    }
}

/// The languages the browser asks for, most wanted first (`navigator.languages`).
pub fn preferred_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let languages = window.navigator().languages();
    let mut tags: Vec<String> = languages.iter().filter_map(|v| v.as_string()).collect();
    if tags.is_empty() {
        tags.extend(window.navigator().language());
    }
    tags
}

/// Tells the browser (and screen readers, and search engines) the page's language and title.
pub fn set_document_language(tag: &str, title: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", tag);
    }
    document.set_title(title);
}

/// Once index.html's shell has been painted (`assets/boot.js` says when, 3 s at most), so
/// that the page's first paint is never blank; at once if there is no shell.
pub async fn shell_painted() {
    let painted = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("sudokuShellPainted")).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    if let Some(painted) = painted {
        let _ = wasm_bindgen_futures::JsFuture::from(painted).await;
    }
}

/// Removes index.html's shell (the title and "Loading the solver", `assets/boot.js`): the app
/// draws its own.
pub fn remove_shell() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
}

/// The address's fragment, with its `#` (empty if none).
pub fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The page's whole address.
pub fn location_href() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Replaces the address's fragment without a new history entry (the Back button leaves the
/// page, not a step); `None` removes it.
pub fn replace_hash(fragment: Option<&str>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else {
        return;
    };
    let url = match fragment {
        Some(f) => format!("{path}{search}#{f}"),
        None => format!("{path}{search}"),
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
