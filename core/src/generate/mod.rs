//! Puzzles made to order: one solution, and a cost of the classic search (the judges'
//! row-major recursion, as the player and the Code panel count it) within the ranges asked
//! for: steps, calls of the program shown, BOJ 12095 calls, take-backs; and a number of
//! givens, optionally symmetric under the half turn. Seeded: the same request gives the same
//! puzzle on every platform.
//!
//! How: a random solution grid; its cells emptied one by one in a random order while the
//! puzzle keeps one solution, the cost measured after each (it grows, unevenly, as the givens
//! go); then, until the cost is in range, changes that keep the solution unique
//! ([`transform`]: renaming digits, swapping rows and bands...), which move the row-major
//! search's cost by orders of magnitude at the same givens, and emptying or refilling a cell,
//! each kept when it brings the cost no farther from the goal. Each cost is measured by
//! running the search, given up past the steps no cost in range can take ([`cost::cap`]).

mod cost;
mod hunt;
mod make;
mod preset;
mod request;
mod transform;

pub use cost::{Measured, Measuring};
pub use hunt::Hunt;
pub use preset::Preset;
pub use request::{Cost, GenerateError, Generated, Goal, Range, Request, MIN_GIVENS, TRIES};

use crate::rng::Rng;
use make::{random_solution, Maker};

/// A puzzle of one solution whose classic search costs what `request` asks.
pub fn generate(request: &Request) -> Result<Generated, GenerateError> {
    request.check()?;
    let mut maker = Maker {
        request: *request,
        givens: request.givens_wanted(),
        cap: cost::cap(&request.goal),
        rng: Rng::new(request.seed),
        tries: 0,
        nearest: None,
    };
    while maker.tries < request.tries {
        let solution = random_solution(&mut maker.rng);
        if let Some(found) = maker.from(solution) {
            return Ok(found);
        }
    }
    Err(GenerateError::Unmet {
        tries: maker.tries,
        nearest: maker.nearest.map(|(_, c, g)| (c, g)),
    })
}
