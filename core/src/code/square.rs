//! The program for a 16 x 16 board, as POJ 3076 reads and writes it: Algorithm X with dancing
//! links (`programs/poj3076/`), the same matrix, column order and row order as the page's own
//! search ([`crate::solver::any_size`]), with the strategy's choice of the constraint to cover
//! spliced in where a line `@choose` stands (`fewest.*`: Knuth's, for DLX; `forced.*`: a forced
//! move first, else the first empty cell, for the lexicographic strategy). Its lines carry the
//! marks of DLX's pseudocode, so a step of the 16 x 16 search maps to a line the same way
//! ([`crate::explain::square_lines`]). `tests/programs` builds and runs each on POJ 3076's
//! sample, and `core/tests/square_trace.rs` checks the Python one's steps against the search's.

use super::{splice, Language, Line, Listing};
use crate::solver::Strategy;

impl Language {
    /// The POJ 3076 program with `@choose` where the choice goes.
    const fn square(self) -> &'static str {
        match self {
            Language::Cpp => include_str!("../../../programs/poj3076/dlx.cpp"),
            Language::Java => include_str!("../../../programs/poj3076/Main.java"),
            Language::Python => include_str!("../../../programs/poj3076/dlx.py"),
            Language::Rust => include_str!("../../../programs/poj3076/dlx.rs"),
        }
    }

    /// The choice of the constraint to cover: the one with the fewest options (`fewest`), or a
    /// forced one, else the first empty cell.
    const fn square_choice(self, fewest: bool) -> &'static str {
        match (self, fewest) {
            (Language::Cpp, true) => include_str!("../../../programs/poj3076/fewest.cpp"),
            (Language::Cpp, false) => include_str!("../../../programs/poj3076/forced.cpp"),
            (Language::Java, true) => include_str!("../../../programs/poj3076/fewest.java"),
            (Language::Java, false) => include_str!("../../../programs/poj3076/forced.java"),
            (Language::Python, true) => include_str!("../../../programs/poj3076/fewest.py"),
            (Language::Python, false) => include_str!("../../../programs/poj3076/forced.py"),
            (Language::Rust, true) => include_str!("../../../programs/poj3076/fewest.rs"),
            (Language::Rust, false) => include_str!("../../../programs/poj3076/forced.rs"),
        }
    }
}

/// The POJ 3076 program of `strategy` in `language`, as a contestant submits it (the role
/// marks are comments); `None` for the classic strategy, which a 16 x 16 board is not searched
/// with.
pub fn square_source_lines(strategy: Strategy, language: Language) -> Option<Vec<&'static str>> {
    let fewest = match strategy {
        Strategy::Dlx | Strategy::Fastest => true,
        Strategy::Lexicographic => false,
        Strategy::Classic => return None,
    };
    let choice: Vec<&str> = language.square_choice(fewest).lines().collect();
    Some(splice(language.square().lines(), "@choose", &choice))
}

/// [`square_source_lines`] as one text.
pub fn square_source(strategy: Strategy, language: Language) -> Option<String> {
    let mut text = square_source_lines(strategy, language)?.join("\n");
    text.push('\n');
    Some(text)
}

impl Listing {
    /// The POJ 3076 program of `strategy` in `language`, marks removed.
    pub fn square(strategy: Strategy, language: Language) -> Option<Listing> {
        let lines = square_source_lines(strategy, language)?;
        Some(Listing {
            lines: lines.into_iter().map(Line::read).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Role::*;

    /// Each program has DLX's pseudocode's roles, once each and in its order, and no mark or
    /// placeholder left in its text.
    #[test]
    fn every_program_has_the_pseudocodes_lines() {
        let order = [
            Enter, Full, Print, Solved, Check, Loop, Place, Call, Undo, Fail,
        ];
        for language in Language::ALL {
            for strategy in [Strategy::Dlx, Strategy::Lexicographic] {
                let listing = Listing::square(strategy, language).unwrap();
                let roles: Vec<_> = listing.lines.iter().filter_map(|l| l.role).collect();
                assert_eq!(roles, order, "{strategy} {language}");
                assert!(!listing.lines.iter().any(|l| l.text.contains('@')));
            }
            // The two choices differ, and only there.
            let text = |s| square_source(s, language).unwrap();
            assert_ne!(text(Strategy::Dlx), text(Strategy::Lexicographic));
        }
        assert_eq!(Listing::square(Strategy::Classic, Language::Cpp), None);
    }
}
