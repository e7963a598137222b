//! The propagating strategies' program: one search that places a digit and propagates what it
//! forces (`programs/propagating/search.*`), with the strategy's choice of the cell to branch
//! on (`first_empty.*` for the lexicographic strategy, `fewest.*` for the fastest), spliced in
//! where a line `@choose` stands. `tests/programs` builds and runs each on the BOJ 2580 sample
//! and puzzles, and `core/tests/propagating_trace.rs` checks the Python one's branches,
//! deductions and dead ends against the search's steps.

use super::{Language, Line, Listing};
use crate::solver::Strategy;

impl Language {
    /// The propagating search with `@choose` where the choice goes.
    const fn propagating(self) -> &'static str {
        match self {
            Language::Cpp => include_str!("../../../programs/propagating/search.cpp"),
            Language::Java => include_str!("../../../programs/propagating/Main.java"),
            Language::Python => include_str!("../../../programs/propagating/search.py"),
            Language::Rust => include_str!("../../../programs/propagating/search.rs"),
        }
    }

    /// The choice of the cell to branch on: the first empty one, or one of the fewest
    /// candidates (`fewest`).
    const fn choice(self, fewest: bool) -> &'static str {
        match (self, fewest) {
            (Language::Cpp, false) => include_str!("../../../programs/propagating/first_empty.cpp"),
            (Language::Cpp, true) => include_str!("../../../programs/propagating/fewest.cpp"),
            (Language::Java, false) => {
                include_str!("../../../programs/propagating/first_empty.java")
            }
            (Language::Java, true) => include_str!("../../../programs/propagating/fewest.java"),
            (Language::Python, false) => {
                include_str!("../../../programs/propagating/first_empty.py")
            }
            (Language::Python, true) => include_str!("../../../programs/propagating/fewest.py"),
            (Language::Rust, false) => include_str!("../../../programs/propagating/first_empty.rs"),
            (Language::Rust, true) => include_str!("../../../programs/propagating/fewest.rs"),
        }
    }
}

/// The program of `strategy` in `language` as a contestant submits it (the role marks are
/// comments); `None` for the strategies that are not propagating ones.
pub fn propagating_source_lines(
    strategy: Strategy,
    language: Language,
) -> Option<Vec<&'static str>> {
    let fewest = match strategy {
        Strategy::Lexicographic => false,
        Strategy::Fastest => true,
        Strategy::Classic | Strategy::Dlx => return None,
    };
    let mut lines = Vec::with_capacity(140);
    for line in language.propagating().lines() {
        if line.trim() == "@choose" {
            lines.extend(language.choice(fewest).lines());
        } else {
            lines.push(line);
        }
    }
    Some(lines)
}

/// [`propagating_source_lines`] as one text.
pub fn propagating_source(strategy: Strategy, language: Language) -> Option<String> {
    let mut text = propagating_source_lines(strategy, language)?.join("\n");
    text.push('\n');
    Some(text)
}

impl Listing {
    /// The program of a propagating strategy in `language`, marks removed.
    pub fn propagating(strategy: Strategy, language: Language) -> Option<Listing> {
        let lines = propagating_source_lines(strategy, language)?;
        Some(Listing {
            lines: lines.into_iter().map(Line::read).collect(),
        })
    }
}
