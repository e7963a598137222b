//! Solving: the step machine ([`Search`]), and the answers: the first solution, solution
//! counts and verdicts (for the propagating strategies by plain recursion, the same search
//! without the machine: `recursion.rs`).

pub mod any_size;
mod classic;
pub mod cover;
mod dlx;
mod hall;
mod nodes;
mod position;
pub(crate) mod program;
mod program_run;
mod propagating;
mod recursion;
mod sat;
mod saved;
mod search;
pub mod smallest;
mod strategy;
mod tight;
mod verdict;
mod watch;

pub(crate) use saved::{Reader, Writer};
pub use search::{Counters, Deduction, Search, Step};
pub use strategy::{Strategy, UnknownStrategy};
pub use verdict::{analyze, count, solve, Analysis, Verdict};
