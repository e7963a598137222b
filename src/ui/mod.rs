//! The web app: a thin Yew layer over the core.
//!
//! - [`state`]: the app's state, one part per feature, and the reducer; no DOM, tested natively.
//! - [`protocol`] and [`worker`]: what the page and the solving web worker say to each other,
//!   and what the worker does.
//! - [`hooks`]: the worker connection, animation frames, shortcuts, large pastes, storage.
//! - [`components`]: pure views, props in and callbacks out; [`app`] lays them out.

mod app;
mod browser;
mod components;
mod examples;
mod hooks;
mod protocol;
mod state;
mod worker;

pub use app::App;
pub use worker::SolverReactor;
