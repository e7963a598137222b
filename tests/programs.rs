//! The contest programs in `programs/` (C++, Java, Python, Rust), which the page shows beside
//! the animated search: each carries the role markers the page highlights, builds with the
//! judge's usual compiler, and answers BOJ 2580 input. Nothing here uses the crate: the answers
//! are checked by a small checker of its own.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

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

/// How long one run may take, Java's start-up included; the puzzles need well under a second.
const RUN_LIMIT: Duration = Duration::from_secs(30);

#[test]
fn cpp_program() {
    check_program(&Program {
        name: "C++ program",
        file: "sudoku.cpp",
        comment: "//",
    });
}

#[test]
fn java_program() {
    check_program(&Program {
        name: "Java program",
        file: "Main.java",
        comment: "//",
    });
}

#[test]
fn python_program() {
    check_program(&Program {
        name: "Python program",
        file: "sudoku.py",
        comment: "#",
    });
}

#[test]
fn rust_program() {
    check_program(&Program {
        name: "Rust program",
        file: "sudoku.rs",
        comment: "//",
    });
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

struct Program {
    name: &'static str,
    file: &'static str,
    /// The line-comment token; the marker is ` // @role`, or `  # @role` as PEP 8 spaces it.
    comment: &'static str,
}

impl Program {
    fn source_path(&self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("programs")
            .join(self.file)
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

/// A fresh directory for one program's build, removed when the test ends: the process id keeps
/// two test runs apart, the file name the four programs of one run.
struct BuildDir(PathBuf);

impl BuildDir {
    fn new(file: &str) -> Self {
        let name = format!(
            "sudoku-programs-{}-{}",
            std::process::id(),
            file.replace('.', "-")
        );
        let dir = std::env::temp_dir().join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        BuildDir(dir)
    }
}

impl Drop for BuildDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Compiles the program into `dir` and returns the command line that runs it.
fn build_program(program: &Program, dir: &Path) -> Vec<String> {
    let source = program.source_path().display().to_string();
    let dir_str = dir.display().to_string();
    let (compiler, args, run): (&str, Vec<String>, Vec<String>) = match program.file {
        "sudoku.cpp" => {
            let exe = dir.join("sudoku").display().to_string();
            let args = ["-O2", "-std=c++17", "-o", &exe, &source];
            ("g++", strings(&args), vec![exe])
        }
        "Main.java" => {
            let args = ["-encoding", "UTF-8", "-d", &dir_str, &source];
            let run = ["java", "-cp", &dir_str, "Main"];
            ("javac", strings(&args), strings(&run))
        }
        "sudoku.rs" => {
            let exe = dir.join("sudoku").display().to_string();
            let args = ["-O", "--edition", "2021", "-o", &exe, &source];
            ("rustc", strings(&args), vec![exe])
        }
        "sudoku.py" => return strings(&["python3", &source]),
        other => panic!("no build recipe for {other}"),
    };
    let out = Command::new(compiler)
        .args(&args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| cannot_run(program, compiler, &e));
    assert!(
        out.status.success(),
        "{}: {compiler} failed:\n{}",
        program.name,
        String::from_utf8_lossy(&out.stderr)
    );
    run
}

/// A missing toolchain fails the test, naming the program and the tool, rather than skipping it.
fn cannot_run(program: &Program, tool: &str, e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::NotFound {
        panic!(
            "{}: {tool} is not installed or not on PATH ({})",
            program.name,
            if tool == "rustc" {
                "rustup installs it"
            } else {
                "scripts/setup.sh installs g++, default-jdk-headless and python3"
            }
        );
    }
    panic!("{}: cannot run {tool}: {e}", program.name)
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// Runs the program on `input` and returns what it printed; it must exit with success, print
/// nothing on stderr and finish within [`RUN_LIMIT`].
fn run_program(program: &Program, run: &[String], input: &str) -> String {
    let tool = &run[0];
    let mut child = Command::new(tool)
        .args(&run[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| cannot_run(program, tool, &e));
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .unwrap_or_else(|e| panic!("{}: stdin refused the input: {e}", program.name));
    let out = wait_with_limit(child, program.name);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "{}: {} on input\n{input}stderr:\n{stderr}",
        program.name,
        out.status
    );
    String::from_utf8(out.stdout)
        .unwrap_or_else(|e| panic!("{}: output is not UTF-8: {e}", program.name))
}

/// Waits for `child`, killing it after [`RUN_LIMIT`]. The answers are a few hundred bytes, so
/// the pipes cannot fill up while nobody reads them.
fn wait_with_limit(mut child: Child, name: &str) -> Output {
    let deadline = Instant::now() + RUN_LIMIT;
    while child
        .try_wait()
        .expect("the child can be waited for")
        .is_none()
    {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{name}: still running after {RUN_LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.wait_with_output().expect("the child's output")
}

fn read_shared(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/puzzles")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
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
