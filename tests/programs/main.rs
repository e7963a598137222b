//! The contest programs in `programs/` (C++, Java, Python, Rust), which the page shows beside
//! the animated search: each carries the role markers the page highlights, builds with the
//! judge's usual compiler, and answers BOJ 2580 input; the answers are checked by a small
//! checker of its own. The other judges' programs, as the page puts them together from the
//! crate's text, are run on their samples in [`judges`].

mod judges;
mod leetcode;
mod poj3076;
mod propagating;
#[path = "../../core/tests/common/puzzles.rs"]
mod puzzles;
mod run;

use puzzles::read_shared;
use run::{build_program, run_program, BuildDir};
use std::path::{Path, PathBuf};
use sudoku_core::code::Language;

/// The roles the page highlights, in the order they appear in every program.
const ROLES: [&str; 12] = [
    "enter", "full", "print", "solved", "cell", "box", "loop", "check", "place", "call", "undo",
    "fail",
];

/// What the line of each role must hold (compared in lower case, so `True` is `true`), so that
/// a marker moved to the wrong line is caught, not only a missing one.
const ROLE_HOLDS: [(&str, &[&str]); 12] = [
    ("enter", &["solve", "k"]),
    ("full", &["k ==", "blanks"]),
    ("print", &["print"]),
    ("solved", &["return true"]),
    ("cell", &["r", "c", "blanks", "k"]),
    ("box", &["b =", "(r /", "* 3 + c /"]),
    ("loop", &["for", "d"]),
    ("check", &["row", "col", "box", "continue"]),
    ("place", &["true"]),
    ("call", &["solve(k + 1)", "return true"]),
    ("undo", &["false"]),
    ("fail", &["false"]),
];

/// A program longer than this is no longer the short one a student reads next to the board.
const MAX_LINES: usize = 60;

#[test]
fn cpp_program() {
    check_program(&Program::of("C++ program", "sudoku.cpp", "//"));
}

#[test]
fn java_program() {
    check_program(&Program::of("Java program", "Main.java", "//"));
}

#[test]
fn python_program() {
    check_program(&Program::of("Python program", "sudoku.py", "#"));
}

#[test]
fn rust_program() {
    check_program(&Program::of("Rust program", "sudoku.rs", "//"));
}

/// The checker itself: it accepts the sample's answer and refuses each way of spoiling it.
#[test]
fn checker_refuses_wrong_answers() {
    let puzzle: String = read_shared("judge_samples/boj2580_sample1.in")
        .split_whitespace()
        .collect();
    let answer = read_shared("judge_samples/boj2580_sample1.out");
    assert_eq!(check_answer(&puzzle, &answer), Ok(()));

    let swapped_givens = answer.replacen("3 5 4", "5 3 4", 1);
    // Row 2's two blanks, 3 and 4, swapped: the row and the givens still look right.
    let swapped_blanks = answer.replacen("1 3 5 6 4 9", "1 4 5 6 3 9", 1);
    let broken = [
        ("no final newline", answer.trim_end().to_string()),
        (
            "eight lines",
            answer.lines().skip(1).map(|l| format!("{l}\n")).collect(),
        ),
        ("two spaces", answer.replacen(' ', "  ", 1)),
        ("no spaces", answer.replace(' ', "")),
        ("a zero", answer.replacen('1', "0", 1)),
        ("a given changed", swapped_givens),
        ("a column with a digit twice", swapped_blanks),
    ];
    for (what, out) in broken {
        assert_ne!(out, answer, "{what}: the answer is unchanged");
        assert!(
            check_answer(&puzzle, &out).is_err(),
            "accepted {what}:\n{out}"
        );
    }
}

pub(crate) struct Program {
    pub name: String,
    pub file: &'static str,
    /// The line-comment token; the marker is ` // @role`, or `  # @role` as PEP 8 spaces it.
    pub comment: &'static str,
    /// Where the source is, if not `programs/<file>` (a judge's program, put together).
    pub source: Option<PathBuf>,
    /// The C++ standard it is built with (POJ's compiler knows C++98 only).
    pub cpp_std: &'static str,
}

impl Program {
    /// One of the programs in `programs/`.
    fn of(name: &str, file: &'static str, comment: &'static str) -> Program {
        Program {
            name: name.to_string(),
            file,
            comment,
            source: None,
            cpp_std: "c++17",
        }
    }

    /// A program the page puts together, written to `dir` under the file name its language's
    /// build recipe expects ([`run::build_program`]), built with `cpp_std` if it is C++.
    fn written(
        name: String,
        language: Language,
        text: &str,
        dir: &Path,
        cpp_std: &'static str,
    ) -> Program {
        let file = match language {
            Language::Cpp => "sudoku.cpp",
            Language::Java => "Main.java",
            Language::Python => "sudoku.py",
            Language::Rust => "sudoku.rs",
        };
        let source = dir.join(file);
        std::fs::write(&source, text).unwrap();
        Program {
            name,
            file,
            comment: if language == Language::Python {
                "#"
            } else {
                "//"
            },
            source: Some(source),
            cpp_std,
        }
    }

    fn source_path(&self) -> PathBuf {
        self.source.clone().unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("programs")
                .join(self.file)
        })
    }

    fn marker_prefix(&self) -> String {
        if self.comment == "#" {
            "  # @".to_string()
        } else {
            format!(" {} @", self.comment)
        }
    }
}

fn check_program(program: &Program) {
    let source = std::fs::read_to_string(program.source_path()).unwrap_or_else(|e| {
        panic!(
            "{}: cannot read {}: {e}",
            program.name,
            program.source_path().display()
        )
    });
    assert!(
        source.lines().count() <= MAX_LINES,
        "{}: {} lines, more than {MAX_LINES}",
        program.name,
        source.lines().count()
    );
    check_markers(program, &source);

    let build = BuildDir::new(program.file);
    let run = build_program(program, &build.0);

    let sample = read_shared("judge_samples/boj2580_sample1.in");
    let expected = read_shared("judge_samples/boj2580_sample1.out");
    let out = run_program(program, &run, &sample);
    assert_eq!(
        out, expected,
        "{}: its answer to the BOJ 2580 sample is not the sample output",
        program.name
    );

    for (label, puzzle) in easy_puzzles() {
        let out = run_program(program, &run, &boj2580_input(&puzzle));
        if let Err(why) = check_answer(&puzzle, &out) {
            panic!(
                "{}: wrong answer to {label}: {why}\ninput {puzzle}\noutput:\n{out}",
                program.name
            );
        }
    }
}

/// Every role is marked exactly once, in program order, at the end of a line of code that holds
/// what the role names; no other line has an `@`.
fn check_markers(program: &Program, source: &str) {
    let prefix = program.marker_prefix();
    let mut found = Vec::new();
    for (i, line) in source.lines().enumerate() {
        if !line.contains('@') {
            continue;
        }
        let at = format!("{} line {}: {line:?}", program.name, i + 1);
        assert_eq!(line.matches('@').count(), 1, "{at}: more than one @");
        let start = line
            .rfind(&prefix)
            .unwrap_or_else(|| panic!("{at}: an @ that is not a marker {prefix:?}role"));
        let role = &line[start + prefix.len()..];
        assert!(ROLES.contains(&role), "{at}: unknown role {role:?}");
        let code = line[..start].trim().to_lowercase();
        assert!(
            !code.is_empty() && !code.starts_with(program.comment),
            "{at}: the marker is not on a line of code"
        );
        let holds = ROLE_HOLDS.iter().find(|(r, _)| *r == role).unwrap().1;
        for part in holds {
            assert!(code.contains(part), "{at}: a @{role} line holds {part:?}");
        }
        found.push(role);
    }
    assert_eq!(
        found, ROLES,
        "{}: the markers must be each role once, in this order",
        program.name
    );
}

/// Puzzles that naive row-major backtracking solves in a few hundred calls, as 81-character
/// lines with `0` for empty cells: the BOJ 2239 sample and the first two Project Euler grids.
/// (Not the brute-force adversary: these programs would take minutes on it, as the judge
/// intends.)
fn easy_puzzles() -> Vec<(&'static str, String)> {
    let boj2239: String = read_shared("judge_samples/boj2239_sample1.in")
        .lines()
        .map(str::trim)
        .collect();
    let euler = read_shared("norvig_easy50.txt");
    let mut euler = euler.lines().map(|l| l.trim().replace('.', "0"));
    vec![
        ("the BOJ 2239 sample", boj2239),
        ("norvig_easy50.txt line 1", euler.next().expect("line 1")),
        ("norvig_easy50.txt line 2", euler.next().expect("line 2")),
    ]
}

/// An 81-character puzzle line as BOJ 2580 input: nine lines of nine space-separated digits.
fn boj2580_input(puzzle: &str) -> String {
    assert_eq!(puzzle.len(), 81, "not a puzzle line: {puzzle}");
    puzzle
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let digits: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
            digits.join(" ") + "\n"
        })
        .collect()
}

/// Checks a BOJ 2580 answer to `puzzle` on its own: nine lines of nine digits 1-9 separated by
/// single spaces, each ending in a newline; every row, column and box holds each digit once;
/// every given is kept.
fn check_answer(puzzle: &str, out: &str) -> Result<(), String> {
    let lines: Vec<&str> = out.split_terminator('\n').collect();
    if lines.len() != 9 || !out.ends_with('\n') {
        return Err(format!(
            "{} lines, not 9 each ending in a newline",
            lines.len()
        ));
    }
    let mut grid = [[0u8; 9]; 9];
    for (r, line) in lines.iter().enumerate() {
        let cells: Vec<&str> = line.split(' ').collect();
        let valid = cells.len() == 9
            && cells
                .iter()
                .all(|c| c.len() == 1 && (b'1'..=b'9').contains(&c.as_bytes()[0]));
        if !valid {
            return Err(format!(
                "line {} is not nine digits 1-9 separated by single spaces: {line:?}",
                r + 1
            ));
        }
        for (c, cell) in cells.iter().enumerate() {
            grid[r][c] = cell.as_bytes()[0] - b'0';
        }
    }
    for (i, given) in puzzle.bytes().enumerate() {
        let (r, c) = (i / 9, i % 9);
        if given != b'0' && grid[r][c] != given - b'0' {
            return Err(format!(
                "row {} column {}: the given {} became {}",
                r + 1,
                c + 1,
                given as char,
                grid[r][c]
            ));
        }
    }
    for unit in 0..9 {
        let row: Vec<u8> = (0..9).map(|c| grid[unit][c]).collect();
        let col: Vec<u8> = (0..9).map(|r| grid[r][unit]).collect();
        let bx: Vec<u8> = (0..9)
            .map(|i| grid[(unit / 3) * 3 + i / 3][(unit % 3) * 3 + i % 3])
            .collect();
        for (kind, cells) in [("row", row), ("column", col), ("box", bx)] {
            let mut seen = [false; 10];
            for d in cells {
                if std::mem::replace(&mut seen[d as usize], true) {
                    return Err(format!("{kind} {} has {d} twice", unit + 1));
                }
            }
        }
    }
    Ok(())
}
