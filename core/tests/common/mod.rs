//! Helpers shared by the integration tests of the core and of the app (which include this
//! file by its path): the shared puzzle files ([`puzzles`]) and a checker that knows
//! nothing of the solver (it works on plain strings), so answers are checked independently.
#![allow(dead_code)]

mod puzzles;
pub mod recursion;

#[allow(unused_imports)]
pub use puzzles::*;
use sudoku_core::grid::Grid;

/// A grid from an 81-character line with `.` or `0` for empty cells.
pub fn grid(line: &str) -> Grid {
    Grid::from_line(line).unwrap_or_else(|e| panic!("not a puzzle line: {line}: {e}"))
}

/// Why `solution` is not a solution of `puzzle`, both as 81-character lines, or `None` if it
/// is one: every row, column and box holds 1-9 once, and every given is kept.
pub fn why_invalid(puzzle: &str, solution: &str) -> Option<String> {
    let p = puzzle.as_bytes();
    let s = solution.as_bytes();
    if s.len() != 81 || p.len() != 81 {
        return Some(format!("length {} / {}", p.len(), s.len()));
    }
    for i in 0..81 {
        if !(b'1'..=b'9').contains(&s[i]) {
            return Some(format!("cell {i} holds {:?}", s[i] as char));
        }
        if (b'1'..=b'9').contains(&p[i]) && p[i] != s[i] {
            return Some(format!("cell {i} changes the given {}", p[i] as char));
        }
    }
    for unit in 0..27 {
        let mut seen = [false; 10];
        for k in 0..9 {
            let i = match unit {
                0..=8 => unit * 9 + k,
                9..=17 => k * 9 + (unit - 9),
                _ => {
                    let b = unit - 18;
                    (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
                }
            };
            let d = (s[i] - b'0') as usize;
            if seen[d] {
                return Some(format!("unit {unit} holds {d} twice"));
            }
            seen[d] = true;
        }
    }
    None
}

pub fn assert_solves(puzzle: &str, solution: &Grid) {
    let line = solution.to_line('.');
    if let Some(why) = why_invalid(puzzle, &line) {
        panic!("{line} does not solve {puzzle}: {why}");
    }
}

/// What the plain recursive solver of the judge solutions (BOJ 12095's `go(z)`) does.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reference {
    /// Recursive calls, counted as BOJ 12095 counts them (calls on givens included).
    pub calls: u64,
    pub placements: u64,
    pub takebacks: u64,
    /// `(cell, digit)` for a placement, `(cell, 0)` for taking a digit back.
    pub events: Vec<(u8, u8)>,
    /// Solutions in the order found, as lines.
    pub solutions: Vec<String>,
}

/// Runs the reference recursion on `line`, stopping after `max_solutions` solutions or when
/// `max_calls` is exceeded. Events are kept only while there are at most `keep_events`.
pub fn reference(
    line: &str,
    max_solutions: usize,
    max_calls: u64,
    keep_events: usize,
) -> Reference {
    struct R<'a> {
        board: [u8; 81],
        row: [[bool; 10]; 9],
        col: [[bool; 10]; 9],
        bx: [[bool; 10]; 9],
        out: &'a mut Reference,
        max_solutions: usize,
        max_calls: u64,
        keep: usize,
    }
    impl R<'_> {
        fn go(&mut self, z: usize) -> bool {
            self.out.calls += 1;
            if self.out.calls > self.max_calls {
                return true;
            }
            if z == 81 {
                self.out
                    .solutions
                    .push(self.board.iter().map(|&d| (b'0' + d) as char).collect());
                return self.out.solutions.len() >= self.max_solutions;
            }
            if self.board[z] != 0 {
                return self.go(z + 1);
            }
            let (r, c, b) = (z / 9, z % 9, z / 27 * 3 + z % 9 / 3);
            for d in 1..=9 {
                if self.row[r][d] || self.col[c][d] || self.bx[b][d] {
                    continue;
                }
                self.set(z, d, true);
                self.out.placements += 1;
                if self.out.events.len() < self.keep {
                    self.out.events.push((z as u8, d as u8));
                }
                let stop = self.go(z + 1);
                if stop {
                    return true;
                }
                self.set(z, d, false);
                self.out.takebacks += 1;
                if self.out.events.len() < self.keep {
                    self.out.events.push((z as u8, 0));
                }
            }
            false
        }
        fn set(&mut self, z: usize, d: usize, on: bool) {
            let (r, c, b) = (z / 9, z % 9, z / 27 * 3 + z % 9 / 3);
            self.row[r][d] = on;
            self.col[c][d] = on;
            self.bx[b][d] = on;
            self.board[z] = if on { d as u8 } else { 0 };
        }
    }
    let mut out = Reference::default();
    let mut r = R {
        board: [0; 81],
        row: [[false; 10]; 9],
        col: [[false; 10]; 9],
        bx: [[false; 10]; 9],
        out: &mut out,
        max_solutions,
        max_calls,
        keep: keep_events,
    };
    for (z, b) in line.bytes().enumerate() {
        if b.is_ascii_digit() && b != b'0' {
            r.set(z, (b - b'0') as usize, true);
        }
    }
    r.go(0);
    out
}

/// BOJ 2580's input for an 81-character puzzle line: nine rows of nine numbers, 0 for empty.
pub fn boj2580_input(line: &str) -> String {
    (line.bytes())
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect::<Vec<u8>>()
        .chunks(9)
        .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

/// The end of every tracer script (which defines `source`, the program's text, `seen` and
/// `tracer`): the program run under `tracer` with its own output thrown away, then what
/// `seen` gathered printed, separated by spaces.
const UNDER_TRACER: &str = r#"
code = compile(source, "program.py", "exec")
out = sys.stdout
sys.stdout = open("/dev/null", "w")
sys.settrace(tracer)
exec(code, {"__name__": "__main__"})
sys.settrace(None)
out.write(" ".join(map(str, seen)))
"#;

/// A tracer script's beginning, `tracer`, with its end ([`UNDER_TRACER`]).
pub fn tracer_script(tracer: &str) -> String {
    format!("{tracer}{UNDER_TRACER}")
}

/// What `python3 args...` prints given the puzzle as BOJ 2580's input; it must succeed.
/// (scripts/setup.sh installs python3; the programs' tests need it too.)
pub fn python_on(args: &[&str], line: &str) -> String {
    python_with(args, &boj2580_input(line))
}

/// `python3 args` with `input` on its standard input: what it printed.
pub fn python_with(args: &[&str], input: &str) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("python3")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs (scripts/setup.sh installs it)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "python3 failed");
    String::from_utf8(output.stdout).unwrap()
}

/// A C++ program stepped in gdb: built from `source` with `-g -O0` in a directory of its own.
pub struct Debugged {
    dir: std::path::PathBuf,
    binary: std::path::PathBuf,
}

impl Debugged {
    /// Builds `source` (a file's path), as `name` (the directory tells the tests apart).
    pub fn build(name: &str, source: &std::path::Path) -> Debugged {
        use std::process::Command;
        let dir = std::env::temp_dir().join(format!("sudoku-gdb-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let binary = dir.join(name);
        let built = Command::new("g++")
            .args(["-g", "-O0", "-std=c++17", "-o"])
            .arg(&binary)
            .arg(source)
            .status()
            .expect("g++ runs (scripts/setup.sh installs it)");
        assert!(built.success());
        Debugged { dir, binary }
    }

    /// The directory it was built in (for a source written before the build).
    pub fn scratch(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("sudoku-gdb-{name}-src-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The line numbers gdb stops on running the program on `input` (its standard input)
    /// under `stepper`: gdb's Python, with `INPUT` where the input file's path goes, that
    /// prints `STOPS` and the numbers.
    pub fn stops(&self, stepper: &str, input: &str) -> Vec<usize> {
        let path = self.dir.join("input.txt");
        std::fs::write(&path, input).unwrap();
        let script = self.dir.join("step.py");
        std::fs::write(
            &script,
            stepper.replace("INPUT", &path.display().to_string()),
        )
        .unwrap();
        let output = std::process::Command::new("gdb")
            .args(["-batch", "-nx", "-x"])
            .arg(&script)
            .arg(&self.binary)
            .output()
            .expect("gdb runs (scripts/setup.sh installs it)");
        let text = String::from_utf8_lossy(&output.stdout);
        (text.lines())
            .find_map(|l| l.strip_prefix("STOPS"))
            .unwrap_or_else(|| {
                panic!(
                    "gdb said: {text} {}",
                    String::from_utf8_lossy(&output.stderr)
                )
            })
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect()
    }
}

impl Drop for Debugged {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.dir).ok();
    }
}
