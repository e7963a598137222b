//! The web app: a thin Yew layer over the core. All app state lives in one reducer
//! ([`state`]); components only render it and turn events into actions.

mod app;
mod browser;
mod components;
pub mod examples;
pub mod state;
pub mod watch;
pub mod worker;

pub use app::App;
