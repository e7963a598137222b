//! The web app: a thin Yew layer over the core.
//!
//! - [`state`]: the app's state, one part per feature, and the reducer; no DOM, tested natively.
//! - [`protocol`] and [`worker`]: what the page and the solving web worker say to each other,
//!   and what the worker does.
//! - [`hooks`]: the worker connection, animation frames, shortcuts, large pastes, storage.
//! - [`components`]: pure views, props in and callbacks out; [`app`] lays them out.
//! - [`i18n`]: every word of the page, in English, Korean and Chinese; [`link`]: the address
//!   that brings back what is on screen.
//! - [`browser`]: the few browser services (clock, storage, clipboard, downloads);
//!   [`examples`]: the Examples menu's puzzles.

mod app;
mod browser;
mod components;
mod conversation;
mod examples;
mod fault;
mod hooks;
mod i18n;
#[cfg(test)]
#[path = "tests/index_html.rs"]
mod index_html;
mod link;
#[cfg(test)]
#[path = "tests/link_fuzz.rs"]
mod link_fuzz;
mod protocol;
mod shared;
mod state;
#[cfg(test)]
#[path = "../../core/tests/common/puzzles.rs"]
pub(crate) mod test_puzzles;
#[cfg(test)]
#[path = "../../core/tests/common/recursion.rs"]
pub(crate) mod test_recursion;
mod text;
mod worker;
mod workers;

/// How long the first drawing waits for the workers to hear a link's jump, at most.
const JUMP_START_MS: u32 = 200;

/// Starts the page: the workers first, with what the first state asks of them, then the first
/// drawing (the header; the rest comes in stages, hooks::stages). When a link asks for a far
/// jump, the drawing waits until the workers have its parts (briefly: `index.html` started
/// them before the page's wasm was fetched), so that they explore while the page draws.
///
/// The solving workers run this same wasm (`assets/solver-worker.js` loads the page's module):
/// there, with no window, it serves the page's requests instead.
pub fn start() {
    if web_sys::window().is_none() {
        worker::serve();
        return;
    }
    fault::install();
    let props = prepare(true);
    wasm_bindgen_futures::spawn_local(async move {
        if props.first.0.player.jumping().is_some() {
            props.workers.listening(JUMP_START_MS).await;
        }
        browser::shell_painted().await;
        // The first drawing in a task of its own: started at once, it would add its time to the
        // wasm's start and the first state's (one task of 250 ms on Lighthouse's phone, where
        // every millisecond past 50 blocks a tap).
        gloo_timers::future::TimeoutFuture::new(0).await;
        browser::remove_shell();
        yew::Renderer::<app::App>::with_props(props).render();
    });
}

/// Draws the page into `root`, all of it at once (for the browser tests).
pub fn render_into(root: web_sys::Element) {
    yew::Renderer::<app::App>::with_root_and_props(root, prepare(false)).render();
}

/// The first state (a link's, or the last visit's), and the workers, already told what it asks
/// of them.
fn prepare(staged: bool) -> app::AppProps {
    let workers = workers::Workers::start();
    let (state, bad_link) = hooks::first_state(workers.len());
    hooks::send_first(&workers, &state);
    app::AppProps {
        first: std::rc::Rc::new((state, bad_link)),
        workers,
        staged,
    }
}

/// A judge's sample output from the shared puzzles, for tests: expected answers that do not
/// come from the code under test.
#[cfg(test)]
pub(crate) fn judge_sample_output(name: &str) -> String {
    test_puzzles::judge_sample(&format!("{name}.out"))
}
