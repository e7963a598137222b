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
mod examples;
mod hooks;
mod i18n;
mod link;
mod protocol;
mod state;
mod worker;

pub use app::App;
pub use worker::SolverReactor;

/// A judge's sample output from the shared puzzles, for tests: expected answers that do not
/// come from the code under test.
#[cfg(test)]
pub(crate) fn judge_sample_output(name: &str) -> String {
    let path = format!(
        "{}/../shared/puzzles/judge_samples/{name}.out",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}
