//! The classic program for the judge the input came from: the same `solve` (the lines the
//! player runs, from `programs/`), with the judge's own input and output around it
//! (`programs/judges/`, where a line `@solve` stands for the function).

use super::{splice, Language, Line, Listing};
use crate::format::Format;
use std::fmt;

/// A judge whose input and output the program is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Judge {
    /// Nine rows of nine numbers, 0 for empty; the programs in `programs/`.
    Boj2580,
    /// Nine rows of nine digits; the answer the same way.
    Boj2239,
    /// A count of boards, each nine rows of nine digits.
    Poj2676,
    /// As POJ 2676, each answer headed `Scenario #i:` and followed by a blank line.
    Poj2918,
    /// A line of 81 per board, `.` for empty, until `end`; each answer a line of 81.
    Poj3074,
    /// No input or output: LeetCode calls `Solution`'s method with a board of characters and
    /// reads the answer from that board.
    LeetCode37,
}

impl Judge {
    pub const ALL: [Judge; 6] = [
        Judge::Boj2580,
        Judge::Boj2239,
        Judge::Poj2676,
        Judge::Poj2918,
        Judge::Poj3074,
        Judge::LeetCode37,
    ];

    /// The program for input in `format`: its judge's, or the nearest (one board a line, as
    /// POJ 3074 reads them; the others' boards as BOJ 2580 numbers them).
    pub fn of(format: Format) -> Judge {
        match format {
            Format::Boj2239 => Judge::Boj2239,
            Format::Poj2676 => Judge::Poj2676,
            Format::Poj2918 => Judge::Poj2918,
            Format::Poj3074 | Format::Lines => Judge::Poj3074,
            Format::LeetCode => Judge::LeetCode37,
            Format::Boj2580 | Format::Poj3076 | Format::Boj4574 => Judge::Boj2580,
        }
    }

    /// The judge's name as the caption says it (with the judge that has the same problem).
    pub const fn name(self) -> &'static str {
        match self {
            Judge::Boj2580 => "BOJ 2580",
            Judge::Boj2239 => "BOJ 2239",
            Judge::Poj2676 => "POJ 2676",
            Judge::Poj2918 => "POJ 2918 / BOJ 7517",
            Judge::Poj3074 => "POJ 3074 / BOJ 7681",
            Judge::LeetCode37 => "LeetCode 37",
        }
    }

    /// The judge's sample, by the name of its files in the shared samples (LeetCode's is in
    /// `tests/samples/`).
    pub const fn sample(self) -> &'static str {
        match self {
            Judge::Boj2580 => "boj2580",
            Judge::Boj2239 => "boj2239",
            Judge::Poj2676 => "poj2676",
            Judge::Poj2918 => "poj2918",
            Judge::Poj3074 => "poj3074",
            Judge::LeetCode37 => "leetcode37",
        }
    }

    /// The judge's input and output around `@solve`, or `None` for BOJ 2580 (the programs
    /// themselves).
    const fn frame(self, language: Language) -> Option<&'static str> {
        use Language::*;
        Some(match (self, language) {
            (Judge::Boj2580, _) => return None,
            (Judge::Boj2239, Cpp) => include_str!("../../../programs/judges/boj2239.cpp"),
            (Judge::Boj2239, Java) => include_str!("../../../programs/judges/boj2239.java"),
            (Judge::Boj2239, Python) => include_str!("../../../programs/judges/boj2239.py"),
            (Judge::Boj2239, Rust) => include_str!("../../../programs/judges/boj2239.rs"),
            (Judge::Poj2676, Cpp) => include_str!("../../../programs/judges/poj2676.cpp"),
            (Judge::Poj2676, Java) => include_str!("../../../programs/judges/poj2676.java"),
            (Judge::Poj2676, Python) => include_str!("../../../programs/judges/poj2676.py"),
            (Judge::Poj2676, Rust) => include_str!("../../../programs/judges/poj2676.rs"),
            (Judge::Poj2918, Cpp) => include_str!("../../../programs/judges/poj2918.cpp"),
            (Judge::Poj2918, Java) => include_str!("../../../programs/judges/poj2918.java"),
            (Judge::Poj2918, Python) => include_str!("../../../programs/judges/poj2918.py"),
            (Judge::Poj2918, Rust) => include_str!("../../../programs/judges/poj2918.rs"),
            (Judge::Poj3074, Cpp) => include_str!("../../../programs/judges/poj3074.cpp"),
            (Judge::Poj3074, Java) => include_str!("../../../programs/judges/poj3074.java"),
            (Judge::Poj3074, Python) => include_str!("../../../programs/judges/poj3074.py"),
            (Judge::Poj3074, Rust) => include_str!("../../../programs/judges/poj3074.rs"),
            (Judge::LeetCode37, Cpp) => include_str!("../../../programs/judges/leetcode37.cpp"),
            (Judge::LeetCode37, Java) => include_str!("../../../programs/judges/leetcode37.java"),
            (Judge::LeetCode37, Python) => include_str!("../../../programs/judges/leetcode37.py"),
            (Judge::LeetCode37, Rust) => include_str!("../../../programs/judges/leetcode37.rs"),
        })
    }

    /// The program's source lines as a contestant submits it (the role marks are comments).
    pub fn source_lines(self, language: Language) -> Vec<&'static str> {
        let base: Vec<&'static str> = language.source().lines().collect();
        let Some(frame) = self.frame(language) else {
            return base;
        };
        splice(frame.lines(), "@solve", solve_lines(&base, language))
    }

    /// The program's source, as [`Judge::source_lines`].
    pub fn source(self, language: Language) -> String {
        let mut text = self.source_lines(language).join("\n");
        text.push('\n');
        text
    }
}

impl fmt::Display for Judge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The recursive function of a program: from its header (`@enter`) to its `return false`
/// (`@fail`) and, where braces close it, the brace under its header.
fn solve_lines<'a>(base: &'a [&'static str], language: Language) -> &'a [&'static str] {
    let marked = |mark: &str| base.iter().position(|l| l.trim_end().ends_with(mark));
    let (Some(start), Some(fail)) = (marked("@enter"), marked("@fail")) else {
        return &[];
    };
    let end = match language {
        Language::Python => fail,
        _ => {
            let indent = base[start].len() - base[start].trim_start().len();
            (fail..base.len())
                .find(|&i| {
                    base[i].trim() == "}" && base[i].len() - base[i].trim_start().len() == indent
                })
                .unwrap_or(fail)
        }
    };
    &base[start..=end]
}

impl Listing {
    /// The classic program in `language` for `judge`'s input and output.
    pub fn for_judge(language: Language, judge: Judge) -> Listing {
        let lines = judge
            .source_lines(language)
            .into_iter()
            .map(Line::read)
            .collect();
        Listing { lines }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Role;

    /// Every judge's program has the same function, line for line, as BOJ 2580's, and each
    /// role once.
    #[test]
    fn every_judge_runs_the_same_solve() {
        for language in Language::ALL {
            let base = Listing::classic(language);
            let function = |l: &Listing| {
                let start = l.line_of(Role::Enter).unwrap();
                let end = l.line_of(Role::Fail).unwrap();
                l.lines[start..=end].to_vec()
            };
            for judge in Judge::ALL {
                let listing = Listing::for_judge(language, judge);
                assert_eq!(function(&listing), function(&base), "{judge} {language}");
                let roles = listing.lines.iter().filter(|l| l.role.is_some()).count();
                assert_eq!(roles, Role::CLASSIC.len(), "{judge} {language}");
                assert!(!listing.lines.iter().any(|l| l.text.contains("@solve")));
            }
        }
    }
}
