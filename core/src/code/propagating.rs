//! The propagating strategies' program: one search that places a digit and propagates what it
//! forces (`programs/propagating/search.*`), with the strategy's choice of the cell to branch
//! on (`first_empty.*` for the lexicographic strategy, `fewest.*` for the fastest), spliced in
//! where a line `@choose` stands. The programs in `programs/propagating/search.*` read and
//! write BOJ 2580's input and output; for another judge, the same search (from its tables to
//! the end of `search`) goes where a line `@search` stands in the judge's input and output
//! (`programs/propagating/judges/`). `tests/programs` builds and runs each on its judge's
//! sample (the BOJ 2580 ones on puzzles too), and `core/tests/propagating_trace.rs` checks the
//! Python one's branches, deductions and dead ends against the search's steps.

use super::{splice, Judge, Language, Line, Listing};
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

impl Judge {
    /// The judge's input and output around the propagating search (`@search`), or `None` for
    /// BOJ 2580 (the programs themselves).
    const fn propagating_frame(self, language: Language) -> Option<&'static str> {
        use Language::*;
        Some(match (self, language) {
            (Judge::Boj2580, _) => return None,
            (Judge::Boj2239, Cpp) => {
                include_str!("../../../programs/propagating/judges/boj2239.cpp")
            }
            (Judge::Boj2239, Java) => {
                include_str!("../../../programs/propagating/judges/boj2239.java")
            }
            (Judge::Boj2239, Python) => {
                include_str!("../../../programs/propagating/judges/boj2239.py")
            }
            (Judge::Boj2239, Rust) => {
                include_str!("../../../programs/propagating/judges/boj2239.rs")
            }
            (Judge::Poj2676, Cpp) => {
                include_str!("../../../programs/propagating/judges/poj2676.cpp")
            }
            (Judge::Poj2676, Java) => {
                include_str!("../../../programs/propagating/judges/poj2676.java")
            }
            (Judge::Poj2676, Python) => {
                include_str!("../../../programs/propagating/judges/poj2676.py")
            }
            (Judge::Poj2676, Rust) => {
                include_str!("../../../programs/propagating/judges/poj2676.rs")
            }
            (Judge::Poj2918, Cpp) => {
                include_str!("../../../programs/propagating/judges/poj2918.cpp")
            }
            (Judge::Poj2918, Java) => {
                include_str!("../../../programs/propagating/judges/poj2918.java")
            }
            (Judge::Poj2918, Python) => {
                include_str!("../../../programs/propagating/judges/poj2918.py")
            }
            (Judge::Poj2918, Rust) => {
                include_str!("../../../programs/propagating/judges/poj2918.rs")
            }
            (Judge::Poj3074, Cpp) => {
                include_str!("../../../programs/propagating/judges/poj3074.cpp")
            }
            (Judge::Poj3074, Java) => {
                include_str!("../../../programs/propagating/judges/poj3074.java")
            }
            (Judge::Poj3074, Python) => {
                include_str!("../../../programs/propagating/judges/poj3074.py")
            }
            (Judge::Poj3074, Rust) => {
                include_str!("../../../programs/propagating/judges/poj3074.rs")
            }
            (Judge::LeetCode37, Cpp) => {
                include_str!("../../../programs/propagating/judges/leetcode37.cpp")
            }
            (Judge::LeetCode37, Java) => {
                include_str!("../../../programs/propagating/judges/leetcode37.java")
            }
            (Judge::LeetCode37, Python) => {
                include_str!("../../../programs/propagating/judges/leetcode37.py")
            }
            (Judge::LeetCode37, Rust) => {
                include_str!("../../../programs/propagating/judges/leetcode37.rs")
            }
        })
    }
}

/// The search of a propagating program, without its input and output: from its tables (the
/// comment that says what `cand` holds) to the end of `search` (its `@fail` line in Python;
/// else the brace under its header, and in Rust the `impl`'s brace after it).
fn search_lines<'a>(base: &'a [&'static str], language: Language) -> &'a [&'static str] {
    let first = |mark: &str| base.iter().position(|l| l.contains(mark));
    let (Some(start), Some(enter), Some(fail)) = (
        first("cand[x]: the digits"),
        first("@enter"),
        first("@fail"),
    ) else {
        return &[];
    };
    let indent = |line: &str| line.len() - line.trim_start().len();
    let end = match language {
        Language::Python => fail,
        _ => (fail..base.len())
            .find(|&i| base[i].trim() == "}" && indent(base[i]) == indent(base[enter]))
            .unwrap_or(fail),
    };
    let end = match base.get(end + 1) {
        Some(&"}") if language == Language::Rust => end + 1,
        _ => end,
    };
    &base[start..=end]
}

/// The program of `strategy` in `language` for `judge`'s input and output, as a contestant
/// submits it (the role marks are comments); `None` for the strategies that are not
/// propagating ones.
pub fn propagating_source_lines(
    strategy: Strategy,
    language: Language,
    judge: Judge,
) -> Option<Vec<&'static str>> {
    let fewest = match strategy {
        Strategy::Lexicographic => false,
        Strategy::Fastest => true,
        Strategy::Classic | Strategy::Dlx => return None,
    };
    let base: Vec<&'static str> = language.propagating().lines().collect();
    let framed = match judge.propagating_frame(language) {
        None => base,
        Some(frame) => splice(frame.lines(), "@search", search_lines(&base, language)),
    };
    let choice: Vec<&str> = language.choice(fewest).lines().collect();
    Some(splice(framed, "@choose", &choice))
}

/// [`propagating_source_lines`] as one text.
pub fn propagating_source(strategy: Strategy, language: Language, judge: Judge) -> Option<String> {
    let mut text = propagating_source_lines(strategy, language, judge)?.join("\n");
    text.push('\n');
    Some(text)
}

impl Listing {
    /// The program of a propagating strategy in `language` for `judge`'s input and output,
    /// marks removed.
    pub fn propagating(strategy: Strategy, language: Language, judge: Judge) -> Option<Listing> {
        let lines = propagating_source_lines(strategy, language, judge)?;
        Some(Listing {
            lines: lines.into_iter().map(Line::read).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Role;

    /// Every judge's program has BOJ 2580's search, from its tables to the end of `search`,
    /// line for line, and nothing of BOJ 2580's input and output.
    #[test]
    fn every_judge_runs_the_same_search() {
        for language in Language::ALL {
            for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
                let text = |judge| propagating_source_lines(strategy, language, judge).unwrap();
                let base = text(Judge::Boj2580);
                let search = |lines: &[&str]| {
                    let start = lines.iter().position(|l| l.contains("cand[x]: the digits"));
                    let fail = lines.iter().position(|l| l.contains("@fail"));
                    lines[start.unwrap()..=fail.unwrap()].join("\n")
                };
                for judge in Judge::ALL {
                    let lines = text(judge);
                    assert_eq!(search(&lines), search(&base), "{judge} {language}");
                    assert!(!lines.iter().any(|l| l.contains("@search")));
                    let listing = Listing::propagating(strategy, language, judge).unwrap();
                    assert!(listing.line_of(Role::Enter) < listing.line_of(Role::Fail));
                }
            }
        }
    }

    /// The search is cut where its last brace is: the frames' own code follows it.
    #[test]
    fn the_search_ends_where_it_closes() {
        for language in Language::ALL {
            let base: Vec<&str> = language.propagating().lines().collect();
            let search = search_lines(&base, language);
            let last = search.last().unwrap().trim();
            match language {
                Language::Python => assert!(last.ends_with("# @fail"), "{last}"),
                _ => assert_eq!(last, "}", "{language}"),
            }
            let rest = base.join("\n");
            let (_, tail) = rest.split_once(&search.join("\n")).unwrap();
            assert!(
                tail.contains("print"),
                "{language}: print_board is the frame's"
            );
            assert!(!tail.contains("fn search") && !tail.contains("search()  #"));
        }
    }
}
