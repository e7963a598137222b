//! Solving: the step machine ([`Search`]), and the answers built on it: the first solution,
//! solution counts and verdicts.

pub mod any_size;
mod classic;
pub mod cover;
mod position;
mod propagating;
mod saved;
mod search;
mod verdict;

pub(crate) use saved::{Reader, Writer};
pub use search::{Counters, Deduction, Search, Step, Strategy, UnknownStrategy};
pub use verdict::{analyze, count, solve, Analysis, Verdict};
