//! The programs the player runs, as text: the classic backtracking a contestant submits for
//! BOJ 2580, in four languages (the files in `programs/`, which `tests/programs/` compiles
//! and runs on the judge samples), the propagating strategies' programs beside them
//! (`programs/propagating/`), DLX's algorithm as pseudocode, and the program for a 16 x 16
//! board (POJ 3076, dancing links: `programs/poj3076/`).
//!
//! Each program marks the lines that matter with a trailing comment (`// @place`, `# @place`);
//! the marks give every line its [`Role`] and are removed from the text shown. A step of the
//! search maps to roles ([`crate::explain`]), and through them to a line in every language.

use crate::solver::Strategy;
use std::borrow::Cow;
use std::fmt;

mod judge;
mod propagating;
mod square;

pub use judge::Judge;
pub use propagating::{propagating_source, propagating_source_lines};
pub use square::{square_source, square_source_lines};

/// What a line of the recursive function does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The function's header: a call arrives.
    Enter,
    /// The test "every empty cell is filled".
    Full,
    /// Printing the solved board.
    Print,
    /// `return true` after printing.
    Solved,
    /// Reading the call's cell (`r, c = blanks[k]`; propagating: `x = choose()`).
    Cell,
    /// Working out the cell's box.
    Box,
    /// The loop over the digits (propagating: the loop that branches until the board is full).
    Loop,
    /// The check that rejects a digit (row, column or box; propagating: a contradiction).
    Check,
    /// Placing the digit (propagating: the branch's digit, before propagation).
    Place,
    /// Propagating only: filling a cell that propagation forces (in `propagate`).
    Deduce,
    /// The recursive call.
    Call,
    /// Taking the digit back.
    Undo,
    /// `return false`: no digit worked here (propagating: `if not propagate(): return False`
    /// after a take-back).
    Fail,
    /// Propagating only: `d = ` the chosen cell's smallest digit.
    Digit,
    /// Propagating only: the board and the candidates copied before the branch.
    Save,
    /// Propagating only: the failed digit ruled out of its cell after the take-back.
    RuleOut,
    /// Propagating only: `propagate`'s header.
    Propagate,
    /// Propagating only: `propagate`'s loop.
    Round,
    /// Propagating only: the test `dead()`.
    Dead,
    /// Propagating only: `x, d = forced()`.
    Forced,
    /// Propagating only: the test that something was forced.
    IfForced,
    /// Propagating only: `narrow()`, when nothing was forced.
    Narrow,
    /// Propagating only: `return True`: nothing more to fill or rule out.
    Settled,
}

impl Role {
    /// The classic program's roles, in its order.
    pub const CLASSIC: [Role; 12] = [
        Role::Enter,
        Role::Full,
        Role::Print,
        Role::Solved,
        Role::Cell,
        Role::Box,
        Role::Loop,
        Role::Check,
        Role::Place,
        Role::Call,
        Role::Undo,
        Role::Fail,
    ];

    /// The propagating program's roles, in its order (`propagate` before `search`).
    pub const PROPAGATING: [Role; 22] = [
        Role::Propagate,
        Role::Round,
        Role::Dead,
        Role::Check,
        Role::Forced,
        Role::IfForced,
        Role::Deduce,
        Role::Narrow,
        Role::Settled,
        Role::Enter,
        Role::Loop,
        Role::Full,
        Role::Print,
        Role::Solved,
        Role::Cell,
        Role::Digit,
        Role::Save,
        Role::Place,
        Role::Call,
        Role::Undo,
        Role::RuleOut,
        Role::Fail,
    ];

    pub const ALL: [Role; 23] = [
        Role::Enter,
        Role::Full,
        Role::Print,
        Role::Solved,
        Role::Cell,
        Role::Box,
        Role::Loop,
        Role::Check,
        Role::Place,
        Role::Deduce,
        Role::Call,
        Role::Undo,
        Role::Fail,
        Role::Digit,
        Role::Save,
        Role::RuleOut,
        Role::Propagate,
        Role::Round,
        Role::Dead,
        Role::Forced,
        Role::IfForced,
        Role::Narrow,
        Role::Settled,
    ];

    /// The mark that names the role in a program's text.
    pub const fn mark(self) -> &'static str {
        match self {
            Role::Enter => "enter",
            Role::Full => "full",
            Role::Print => "print",
            Role::Solved => "solved",
            Role::Cell => "cell",
            Role::Box => "box",
            Role::Loop => "loop",
            Role::Check => "check",
            Role::Place => "place",
            Role::Deduce => "deduce",
            Role::Call => "call",
            Role::Undo => "undo",
            Role::Fail => "fail",
            Role::Digit => "digit",
            Role::Save => "save",
            Role::RuleOut => "rule_out",
            Role::Propagate => "propagate",
            Role::Round => "round",
            Role::Dead => "dead",
            Role::Forced => "forced",
            Role::IfForced => "if_forced",
            Role::Narrow => "narrow",
            Role::Settled => "settled",
        }
    }

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// A set of roles: the lines one step ran.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Roles(u32);

impl Roles {
    pub const NONE: Roles = Roles(0);

    pub const fn of(roles: &[Role]) -> Roles {
        let mut bits = 0;
        let mut i = 0;
        while i < roles.len() {
            bits |= roles[i].bit();
            i += 1;
        }
        Roles(bits)
    }

    pub const fn with(self, role: Role) -> Roles {
        Roles(self.0 | role.bit())
    }

    pub const fn without(self, role: Role) -> Roles {
        Roles(self.0 & !role.bit())
    }

    pub const fn union(self, other: Roles) -> Roles {
        Roles(self.0 | other.0)
    }

    pub const fn contains(self, role: Role) -> bool {
        self.0 & role.bit() != 0
    }

    pub const fn intersects(self, other: Roles) -> bool {
        self.0 & other.0 != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A language the classic program is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    Cpp,
    Java,
    Python,
    Rust,
}

impl Language {
    pub const ALL: [Language; 4] = [
        Language::Cpp,
        Language::Java,
        Language::Python,
        Language::Rust,
    ];

    /// The name on the language's tab.
    pub const fn name(self) -> &'static str {
        match self {
            Language::Cpp => "C++",
            Language::Java => "Java",
            Language::Python => "Python",
            Language::Rust => "Rust",
        }
    }

    /// A short id, for storage and links.
    pub const fn id(self) -> &'static str {
        match self {
            Language::Cpp => "cpp",
            Language::Java => "java",
            Language::Python => "python",
            Language::Rust => "rust",
        }
    }

    pub(crate) const fn source(self) -> &'static str {
        match self {
            Language::Cpp => include_str!("../../../programs/sudoku.cpp"),
            Language::Java => include_str!("../../../programs/Main.java"),
            Language::Python => include_str!("../../../programs/sudoku.py"),
            Language::Rust => include_str!("../../../programs/sudoku.rs"),
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The pseudocode's words in one language: the same lines and role marks in each (a test checks
/// that translations keep them), so the line a step runs is found the same way in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PseudocodeWords {
    /// Algorithm X with dancing links, in the roles of the other programs.
    pub dlx: &'static str,
}

impl PseudocodeWords {
    pub const ENGLISH: PseudocodeWords = PseudocodeWords {
        dlx: "\
search():  # @enter
    if every constraint is met:  # @full
        print the board  # @print
        return true  # @solved
    c = the constraint with the fewest options left (a cell's digits, or a digit's places in a row, column or box)
    if c has no option left: return false  # @check
    cover c: take it out, and every option that meets it
    for each option r of c, in order:  # @loop
        choose r: cover every other constraint r meets  # @place
        if search(): return true  # @call
        take r back: uncover them  # @undo
    uncover c; return false  # @fail
",
    };
}

/// One line of a listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: Cow<'static, str>,
    pub role: Option<Role>,
}

impl Line {
    /// A line of a program's text, its mark (if any) read and removed.
    fn read(text: &'static str) -> Line {
        match split_mark(text) {
            Some((code, role)) => Line {
                text: Cow::Borrowed(code),
                role: Some(role),
            },
            None => Line {
                text: Cow::Borrowed(text),
                role: None,
            },
        }
    }
}

/// A program as shown: its lines, marks removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub lines: Vec<Line>,
}

impl Listing {
    /// The classic program in `language`.
    pub fn classic(language: Language) -> Listing {
        Listing::read(language.source())
    }

    /// The program the Code panel shows for `strategy`, for `judge`'s input and output: the
    /// classic one, the propagating strategies' own, or DLX's algorithm as pseudocode in
    /// `words`.
    pub fn shown(
        strategy: Strategy,
        language: Language,
        judge: Judge,
        words: &PseudocodeWords,
    ) -> Listing {
        match strategy {
            Strategy::Classic => Listing::for_judge(language, judge),
            Strategy::Lexicographic | Strategy::Fastest => {
                Listing::propagating(strategy, language, judge).expect("a propagating strategy")
            }
            Strategy::Dlx => Listing::pseudocode_in(strategy, words).expect("DLX"),
        }
    }

    /// DLX's algorithm as pseudocode in English (`None` for the others, which have programs).
    pub fn pseudocode(strategy: Strategy) -> Option<Listing> {
        Listing::pseudocode_in(strategy, &PseudocodeWords::ENGLISH)
    }

    /// [`Listing::pseudocode`] in the words of `words`.
    pub fn pseudocode_in(strategy: Strategy, words: &PseudocodeWords) -> Option<Listing> {
        (strategy == Strategy::Dlx).then(|| Listing::read(words.dlx))
    }

    fn read(source: &'static str) -> Listing {
        let lines = source.lines().map(Line::read).collect();
        Listing { lines }
    }

    /// The zero-based index of the line with `role`.
    pub fn line_of(&self, role: Role) -> Option<usize> {
        self.lines.iter().position(|l| l.role == Some(role))
    }
}

/// `lines` with each line that is `mark` alone (a placeholder, such as `@choose`) replaced by
/// `with`: how a program is put together from its parts.
fn splice<'a>(
    lines: impl IntoIterator<Item = &'a str>,
    mark: &str,
    with: &[&'a str],
) -> Vec<&'a str> {
    let mut out = Vec::with_capacity(160);
    for line in lines {
        if line.trim() == mark {
            out.extend_from_slice(with);
        } else {
            out.push(line);
        }
    }
    out
}

/// `code  // @role` or `code  # @role`: the code without the mark, and the role.
fn split_mark(line: &'static str) -> Option<(&'static str, Role)> {
    let at = line.rfind(" @")?;
    let role = Role::ALL
        .into_iter()
        .find(|r| r.mark() == line[at + 2..].trim_end())?;
    let code = line[..at].trim_end();
    let code = code
        .strip_suffix("//")
        .or_else(|| code.strip_suffix('#'))?
        .trim_end();
    Some((code, role))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listing_has_each_role_once_in_program_order() {
        use Role::*;
        for language in Language::ALL {
            let roles = |l: Listing| l.lines.iter().filter_map(|l| l.role).collect::<Vec<_>>();
            // Every role but the propagating strategies' deductions, in order.
            let classic: Vec<Role> = Role::CLASSIC.to_vec();
            assert_eq!(roles(Listing::classic(language)), classic, "{language}");
            // `propagate` before the search, which has no box and no check of its own.
            let propagating = Role::PROPAGATING;
            for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
                for judge in Judge::ALL {
                    let listing = Listing::propagating(strategy, language, judge).unwrap();
                    assert!(!listing.lines.iter().any(|l| l.text.contains('@')));
                    assert_eq!(roles(listing), propagating, "{strategy} {language} {judge}");
                }
            }
        }
        // DLX looks at the constraint's options before its loop, and deduces nothing.
        let dlx = Listing::pseudocode(Strategy::Dlx).unwrap();
        assert!(!dlx.lines.iter().any(|l| l.text.contains(" @")));
        let order = [
            Enter, Full, Print, Solved, Check, Loop, Place, Call, Undo, Fail,
        ];
        assert_eq!(
            dlx.lines.iter().filter_map(|l| l.role).collect::<Vec<_>>(),
            order
        );
        for strategy in [
            Strategy::Classic,
            Strategy::Lexicographic,
            Strategy::Fastest,
        ] {
            assert_eq!(Listing::pseudocode(strategy), None);
        }
    }

    #[test]
    fn marks_are_removed_and_the_code_kept() {
        let cpp = Listing::classic(Language::Cpp);
        let call = &cpp.lines[cpp.line_of(Role::Call).unwrap()];
        assert_eq!(call.text.trim(), "if (solve(k + 1)) return true;");
        let python = Listing::classic(Language::Python);
        let fail = &python.lines[python.line_of(Role::Fail).unwrap()];
        assert_eq!(fail.text.trim(), "return False");
        assert_eq!(split_mark("x = 1  # @nothing"), None);
        assert_eq!(split_mark("no mark here"), None);
    }
}
