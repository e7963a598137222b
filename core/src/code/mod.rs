//! The programs the player runs, as text: the classic backtracking a contestant submits for
//! BOJ 2580, in four languages (the files in `programs/`, which `tests/programs.rs` compiles
//! and runs on the judge samples), and the propagating strategies' algorithm as pseudocode.
//!
//! Each program marks the lines that matter with a trailing comment (`// @place`, `# @place`);
//! the marks give every line its [`Role`] and are removed from the text shown. A step of the
//! search maps to roles ([`crate::explain`]), and through them to a line in every language.

use crate::solver::Strategy;
use std::borrow::Cow;
use std::fmt;

mod judge;

pub use judge::Judge;

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
    /// Reading the call's cell (`r, c = blanks[k]`).
    Cell,
    /// Working out the cell's box.
    Box,
    /// The loop over the digits (over a cell's candidates, when propagating).
    Loop,
    /// The check that rejects a digit (row, column or box; propagating: a contradiction).
    Check,
    /// Placing the digit (propagating: and everything it forces).
    Place,
    /// Propagating only: filling a cell that propagation forces.
    Deduce,
    /// The recursive call.
    Call,
    /// Taking the digit back.
    Undo,
    /// `return false`: no digit worked here.
    Fail,
}

impl Role {
    pub const ALL: [Role; 13] = [
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
        }
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of roles: the lines one step ran.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Roles(u16);

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
    /// The propagating strategies' algorithm, in the same roles as the classic program;
    /// `CHOICE` stands for the cell the strategy branches on.
    pub propagating: &'static str,
    /// Algorithm X with dancing links, in the same roles.
    pub dlx: &'static str,
    /// The lexicographic strategy's choice.
    pub first_empty: &'static [&'static str],
    /// The fewest-candidates strategy's choice, in lines short enough for the panel (the lines
    /// after the first are lined up under it).
    pub fewest: &'static [&'static str],
}

impl PseudocodeWords {
    pub const ENGLISH: PseudocodeWords = PseudocodeWords {
        propagating: "\
search():  # @enter
    if every cell holds a digit:  # @full
        print the board  # @print
        return true  # @solved
    cell = CHOICE
    for d in the candidates of cell, smallest first:  # @loop
        save the board; place d in cell; then, until nothing changes:  # @place
            fill each cell that has one candidate left,  # @deduce
            and each digit that has one place left in a row, column or box
        if that left some cell or unit with no place: take d back, continue  # @check
        if search(): return true  # @call
        restore the board; rule d out of cell  # @undo
    return false  # @fail
",
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
        first_empty: &["the first empty cell, row by row"],
        fewest: &[
            "an empty cell with the fewest candidates; of those, the one",
            "whose candidates have the most places in the other cells",
            "of its row, column and box",
        ],
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

    /// The algorithm of a propagating strategy or of DLX, as pseudocode in English (`None`
    /// for classic, which has real programs).
    pub fn pseudocode(strategy: Strategy) -> Option<Listing> {
        Listing::pseudocode_in(strategy, &PseudocodeWords::ENGLISH)
    }

    /// [`Listing::pseudocode`] in the words of `words`.
    pub fn pseudocode_in(strategy: Strategy, words: &PseudocodeWords) -> Option<Listing> {
        let choice = match strategy {
            Strategy::Classic => return None,
            Strategy::Lexicographic => words.first_empty,
            Strategy::Fastest => words.fewest,
            Strategy::Dlx => return Some(Listing::read(words.dlx)),
        };
        let mut listing = Listing::read(words.propagating);
        if let Some(at) = listing.lines.iter().position(|l| l.text.contains("CHOICE")) {
            let line = &listing.lines[at];
            // (The words before `CHOICE` are code, one column a character.)
            let before = line.text.find("CHOICE").unwrap_or(0);
            let indent = " ".repeat(line.text[..before].chars().count());
            let (first, more) = choice.split_first().unwrap_or((&"", &[]));
            let first = line.text.replace("CHOICE", first);
            let rest = more.iter().map(|more| Line {
                text: Cow::Owned(format!("{indent}{more}")),
                role: None,
            });
            listing.lines[at].text = Cow::Owned(first);
            listing.lines.splice(at + 1..at + 1, rest);
        }
        Some(listing)
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
        let mut listings: Vec<(String, Listing)> = Language::ALL
            .into_iter()
            .map(|l| (l.name().to_string(), Listing::classic(l)))
            .collect();
        for strategy in [Strategy::Lexicographic, Strategy::Fastest, Strategy::Dlx] {
            listings.push((strategy.to_string(), Listing::pseudocode(strategy).unwrap()));
        }
        for (name, listing) in listings {
            let roles: Vec<Role> = listing.lines.iter().filter_map(|l| l.role).collect();
            if Language::ALL.iter().any(|l| l.name() == name) {
                // Every role but the propagating strategies' deductions, in order.
                let classic: Vec<Role> = Role::ALL
                    .into_iter()
                    .filter(|&r| !matches!(r, Role::Deduce))
                    .collect();
                assert_eq!(roles, classic, "{name}");
            } else if name == "dlx" {
                // DLX looks at the constraint's options before its loop, and deduces nothing.
                use Role::*;
                let order = [
                    Enter, Full, Print, Solved, Check, Loop, Place, Call, Undo, Fail,
                ];
                assert_eq!(roles, order, "{name}");
            } else {
                // The pseudocode fills forced cells after placing, and checks for a
                // contradiction after that.
                use Role::*;
                let order = [
                    Enter, Full, Print, Solved, Loop, Place, Deduce, Check, Call, Undo, Fail,
                ];
                assert_eq!(roles, order, "{name}");
            }
            for line in &listing.lines {
                assert!(
                    !line.text.contains(" @"),
                    "{name}: a mark is left: {}",
                    line.text
                );
                assert!(!line.text.contains("CHOICE"), "{name}");
            }
        }
    }

    /// The fastest strategy's choice takes three lines, the later ones lined up under the
    /// first's text, none longer than the longest line of the rest of the pseudocode.
    #[test]
    fn a_long_choice_is_shown_on_lines_lined_up() {
        let listing = Listing::pseudocode(Strategy::Fastest).unwrap();
        let at = (listing.lines.iter())
            .position(|l| l.text.trim_start().starts_with("cell = "))
            .expect("the choice");
        let column = listing.lines[at].text.find("an empty cell").unwrap();
        for line in &listing.lines[at + 1..at + 3] {
            assert_eq!(line.text.len() - line.text.trim_start().len(), column);
            assert_eq!(line.role, None);
        }
        let lexicographic = Listing::pseudocode(Strategy::Lexicographic).unwrap();
        assert_eq!(listing.lines.len(), lexicographic.lines.len() + 2);
        let widest = |l: &Listing| l.lines.iter().map(|l| l.text.len()).max().unwrap();
        let others = (lexicographic.lines.iter())
            .filter(|l| !l.text.contains("cell = "))
            .map(|l| l.text.len())
            .max()
            .unwrap();
        assert!(
            widest(&listing) <= others,
            "{} > {others}",
            widest(&listing)
        );
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
