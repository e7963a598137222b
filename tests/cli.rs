//! The `sudoku` command as a person uses it: judge input on stdin, the judge's output on stdout.

#[path = "../core/tests/common/mod.rs"]
mod common;

use common::{
    judge_sample, judge_sample_path, puzzle_lines, puzzles_dir, read_shared, why_invalid,
};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn sudoku(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sudoku binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin)
        .expect("stdin accepts the input");
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// Every judge's sample: the shared ones (JUDGE_FORMATS.md) and LeetCode 37's (tests/samples).
const JUDGES: [&str; 8] = [
    "boj2580",
    "boj2239",
    "poj2676",
    "poj2918",
    "poj3074",
    "poj3076",
    "boj4574",
    "leetcode37",
];

/// The path of a judge's sample input or output (`ext` is `in` or `out`).
fn sample(judge: &str, ext: &str) -> std::path::PathBuf {
    judge_sample_path(&format!("{judge}_sample1.{ext}"))
}

fn read_sample(judge: &str, ext: &str) -> String {
    judge_sample(&format!("{judge}_sample1.{ext}"))
}

#[test]
fn answers_every_judge_sample_byte_for_byte() {
    for judge in JUDGES {
        let input = read_sample(judge, "in");
        let expected = read_sample(judge, "out");
        for args in [vec!["solve"], vec!["solve", "--format", judge]] {
            let out = sudoku(&args, input.as_bytes());
            assert!(out.status.success(), "{judge}: {}", stderr(&out));
            assert_eq!(stdout(&out), expected, "{judge} {args:?}");
        }
        // What people paste: CRLF, trailing spaces, blank lines, no final newline.
        let messy = input.trim_end().replace('\n', "  \r\n\r\n");
        let out = sudoku(&["solve"], messy.as_bytes());
        assert_eq!(stdout(&out), expected, "{judge} pasted with CRLF");
    }
}

#[test]
fn boj_2239_gets_the_smallest_of_several_solutions() {
    let line = &puzzle_lines("tdoku_puzzles7_serg_benchmark.txt")[0];
    let rows: String = line
        .replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
        .collect();
    let smallest = common::reference(line, 1, u64::MAX, 0).solutions.remove(0);
    let out = sudoku(&["solve"], rows.as_bytes());
    assert_eq!(stdout(&out).replace('\n', ""), smallest);
    let out = sudoku(&["solve", "--strategy", "fastest"], rows.as_bytes());
    assert!(!out.status.success());
    assert!(stderr(&out).contains("lexicographically smallest"));
}

#[test]
fn solves_a_file_of_lines() {
    let path = puzzles_dir().join("norvig_top95.txt");
    let input = std::fs::read(path).unwrap();
    let out = sudoku(&["solve", "--strategy", "lexicographic"], &input);
    assert!(out.status.success());
    let puzzles = puzzle_lines("norvig_top95.txt");
    let answers: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(answers.len(), puzzles.len());
    for (p, a) in puzzles.iter().zip(&answers) {
        assert_eq!(why_invalid(p, a), None, "{p}");
    }
}

#[test]
fn counts_solutions_up_to_the_limit() {
    let mut input = String::new();
    let mut expected = String::new();
    for entry in puzzle_lines("tdoku_test_puzzles.txt") {
        let mut fields = entry.split(':');
        input.push_str(fields.next().unwrap());
        input.push('\n');
        let n: u64 = fields.next().unwrap().parse().unwrap();
        expected.push_str(&format!("{}\n", n.min(100)));
    }
    let out = sudoku(&["count", "--limit", "100"], input.as_bytes());
    assert_eq!(stdout(&out), expected);
    let default_limit = sudoku(&["count"], input.as_bytes());
    let capped: String = expected
        .lines()
        .map(|n| format!("{}\n", n.parse::<u64>().unwrap().min(2)))
        .collect();
    assert_eq!(stdout(&default_limit), capped);
}

#[test]
fn bad_input_is_located_on_stderr() {
    let cases: [(&[u8], &str); 5] = [
        (b"103000509\n0021x9400\n", "line 2, column 5: unexpected `x`"),
        (b"", "the input is empty"),
        (b"2\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n", "line 1, column 1: the count line says 2 boards, but 1 follows"),
        (b"5.......5", "expected 81 cells, found 9"),
        (b"\xff\xfe\x00binary", "line 1, column 1: the input is not UTF-8"),
    ];
    for (input, message) in cases {
        let out = sudoku(&["solve"], input);
        assert!(!out.status.success(), "{message}");
        assert!(stdout(&out).is_empty());
        assert!(stderr(&out).contains(message), "{}", stderr(&out));
    }
    let clash = format!("5{}5{}\n", ".".repeat(7), ".".repeat(72));
    let out = sudoku(&["solve"], clash.as_bytes());
    assert!(
        stderr(&out).contains("board 1, line 1: the givens conflict: r1c1 and r1c9 both hold 5")
    );
    let out = sudoku(&["solve", "--format", "boj9999"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unknown format `boj9999`"));
}

/// Issue 15, case 5: the column of invalid UTF-8 counts characters, as every other message.
#[test]
fn invalid_utf8_is_located_in_characters() {
    for (input, at) in [
        (&b"\xC3\xA9\xC3\xA9\xFF"[..], "line 1, column 3"),
        (&b"ab\r\n\xC3\xA9\xFF"[..], "line 2, column 2"),
        (&b"a\rb\rc\xFF"[..], "line 3, column 2"),
    ] {
        let out = sudoku(&["solve"], input);
        assert!(!out.status.success());
        assert!(stderr(&out).contains(at), "{:?}: {}", input, stderr(&out));
    }
}

/// A file named on the command line is read like standard input; `-` is standard input.
#[test]
fn reads_a_file_or_standard_input() {
    let path = puzzles_dir().join("judge_samples/boj2580_sample1.in");
    let expected = read_shared("judge_samples/boj2580_sample1.out");
    let out = sudoku(&["solve", path.to_str().unwrap()], b"");
    assert_eq!(
        (out.status.code(), stdout(&out)),
        (Some(0), expected.clone())
    );
    let input = std::fs::read(&path).unwrap();
    let out = sudoku(&["solve", "-"], &input);
    assert_eq!(stdout(&out), expected);
    let out = sudoku(&["count", path.to_str().unwrap()], b"");
    assert_eq!(stdout(&out), "1\n");
    let out = sudoku(&["solve", "/no/such/file"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("sudoku: cannot read /no/such/file"),
        "{}",
        stderr(&out)
    );
}

/// `check` is the page's Compare in the terminal: every sample's own output is accepted; a
/// changed digit is rejected with the board, the reason and the cell, and exit 1.
#[test]
fn check_accepts_the_samples_and_rejects_a_changed_digit() {
    let dir = std::env::temp_dir().join(format!("sudoku-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for judge in JUDGES {
        let input = sample(judge, "in");
        let output = sample(judge, "out");
        let out = sudoku(
            &["check", input.to_str().unwrap(), output.to_str().unwrap()],
            b"",
        );
        assert_eq!(out.status.code(), Some(0), "{judge}: {}", stdout(&out));
        assert!(stdout(&out).ends_with(" accepted\n"), "{}", stdout(&out));
        assert!(!stdout(&out).contains("rejected"), "{}", stdout(&out));
        // The output on standard input works too.
        let printed = std::fs::read_to_string(&output).unwrap();
        let out = sudoku(&["check", input.to_str().unwrap(), "-"], printed.as_bytes());
        assert_eq!(out.status.code(), Some(0), "{judge}");
        // One symbol changed: in a cell of the first board the input leaves empty (a given
        // changed is named as such; here a cell the program filled).
        let puzzle = std::fs::read_to_string(&input).unwrap();
        let position = first_filled_cell(&puzzle, &printed, judge);
        let mut bytes = printed.into_bytes();
        bytes[position] = match bytes[position] {
            b'9' => b'1',
            b'P' => b'A',
            b => b + 1,
        };
        let changed = dir.join(format!("{judge}.out"));
        std::fs::write(&changed, &bytes).unwrap();
        let out = sudoku(
            &["check", input.to_str().unwrap(), changed.to_str().unwrap()],
            b"",
        );
        assert_eq!(out.status.code(), Some(1), "{judge}: {}", stdout(&out));
        assert!(stdout(&out).contains("board 1 (line "), "{}", stdout(&out));
        assert!(stdout(&out).contains("rejected: "), "{}", stdout(&out));
        assert!(stdout(&out).contains("(cells r"), "{}", stdout(&out));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The cells of the first board of a judge's text, in row-major order: the byte where each
/// stands and its character (heading lines and LeetCode's brackets and quotes left out).
fn first_board_cells(text: &str, judge: &str, output: bool) -> Vec<(usize, char)> {
    let side = if judge == "poj3076" { 16 } else { 9 };
    let mut cells = Vec::new();
    let mut offset = 0;
    let mut in_quotes = false;
    // The count line of an input that has one.
    let mut count_line = !output && matches!(judge, "poj2676" | "poj2918");
    for line in text.split_inclusive('\n') {
        let skip = line.trim().is_empty()
            || line.starts_with("Scenario #")
            || line.starts_with("Puzzle ")
            || std::mem::take(&mut count_line);
        if !skip {
            for (i, c) in line.char_indices() {
                if judge == "leetcode37" {
                    if c == '"' {
                        in_quotes = !in_quotes;
                    } else if in_quotes {
                        cells.push((offset + i, c));
                    }
                } else if !c.is_whitespace() {
                    cells.push((offset + i, c));
                }
            }
        }
        offset += line.len();
    }
    cells.truncate(side * side);
    cells
}

/// The byte in `output` of the first cell of board 1 that the input leaves empty.
fn first_filled_cell(input: &str, output: &str, judge: &str) -> usize {
    let printed = first_board_cells(output, judge, true);
    let empty = if judge == "boj4574" {
        // The givens are the places named in the first puzzle's lines: the first cell not
        // among them.
        let puzzle: Vec<&str> = input
            .lines()
            .take_while(|l| l.split_whitespace().count() != 9)
            .collect();
        let lone = input
            .lines()
            .find(|l| l.split_whitespace().count() == 9)
            .unwrap();
        let named: Vec<usize> = puzzle
            .iter()
            .chain([&lone])
            .flat_map(|l| l.split_whitespace())
            .filter(|t| t.len() == 2 && t.as_bytes()[0].is_ascii_uppercase())
            .map(|t| (t.as_bytes()[0] - b'A') as usize * 9 + (t.as_bytes()[1] - b'1') as usize)
            .collect();
        (0..81).find(|i| !named.contains(i)).unwrap()
    } else {
        let cells = first_board_cells(input, judge, false);
        cells
            .iter()
            .position(|&(_, c)| matches!(c, '0' | '.' | '-'))
            .unwrap()
    };
    printed[empty].0
}

/// Arguments as a well-kept tool takes them: --version, --help per command, unknown flags
/// refused with the usage (exit 2), values checked.
#[test]
fn arguments_are_checked_with_help_at_hand() {
    let out = sudoku(&["--version"], b"");
    assert_eq!(
        stdout(&out),
        format!("sudoku {}\n", env!("CARGO_PKG_VERSION"))
    );
    for command in ["solve", "count", "check"] {
        let out = sudoku(&[command, "--help"], b"");
        assert_eq!(out.status.code(), Some(0));
        assert!(
            stdout(&out).contains(&format!("Usage: sudoku {command}")),
            "{}",
            stdout(&out)
        );
    }
    for (args, said) in [
        (&["solve", "--nope"][..], "unexpected argument '--nope'"),
        (&["count", "--limit", "0"][..], "invalid value '0'"),
        (&["count", "--limit", "x"][..], "invalid value 'x'"),
        (
            &["solve", "--strategy", "smart"][..],
            "unknown strategy `smart`",
        ),
        (&["check", "only-one"][..], "required"),
        (&["frobnicate"][..], "unrecognized subcommand"),
    ] {
        let out = sudoku(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(said), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("try '--help'"), "{args:?}");
    }
}

/// A file of many puzzles is solved on every core, the answers in input order: the same
/// bytes as the library's judge run, which solves them one after the other.
#[test]
fn many_puzzles_on_every_core_in_input_order() {
    let path = puzzles_dir().join("tdoku_puzzles3_magictour_top1465.txt");
    let input = std::fs::read_to_string(&path).unwrap();
    let out = sudoku(&["solve", path.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0));
    let one_by_one = sudoku_wasm::judge::run(&input, None, None).unwrap().output;
    assert_eq!(stdout(&out), one_by_one);
    let puzzles = puzzle_lines("tdoku_puzzles3_magictour_top1465.txt");
    for (p, a) in puzzles.iter().zip(stdout(&out).lines()) {
        assert_eq!(why_invalid(p, a), None, "{p}");
    }
    let counts = sudoku(&["count", path.to_str().unwrap()], b"");
    assert_eq!(stdout(&counts), "1\n".repeat(puzzles.len()));
}

/// `sudoku generate`: puzzles in the judge format asked for, each with one solution and the
/// cost asked for, checked by the plain recursion of the judges' solutions and by `count`.
#[test]
fn generates_puzzles_of_one_solution_at_the_cost_asked() {
    let args = [
        "generate",
        "--count",
        "4",
        "--boj12095-calls",
        "5000..20000",
        "--seed",
        "11",
    ];
    let made = sudoku(&args, b"");
    assert!(made.status.success(), "{}", stderr(&made));
    let text = stdout(&made);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "four lines and `end`: {text}");
    assert_eq!(lines[4], "end");
    for line in &lines[..4] {
        let run = common::reference(line, 2, u64::MAX, 0);
        assert_eq!(run.solutions.len(), 1, "{line}");
        let first = common::reference(line, 1, u64::MAX, 0);
        assert!(
            (5_000..=20_000).contains(&first.calls),
            "{line}: {} calls",
            first.calls
        );
    }
    // The command's own count agrees, and the same seed makes the same puzzles.
    let counted = sudoku(&["count", "--format", "poj3074"], text.as_bytes());
    assert_eq!(stdout(&counted), "1\n1\n1\n1\n");
    assert_eq!(stdout(&sudoku(&args, b"")), text);
    // A preset by name: the page's "just inside BOJ 2580's limit".
    let limit = sudoku(&["generate", "--preset", "boj-limit", "--seed", "3"], b"");
    let line = stdout(&limit)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    let calls = common::reference(&line, 1, u64::MAX, 0).calls;
    assert!((50_000..=100_000).contains(&calls), "{line}: {calls}");
    let unknown = sudoku(&["generate", "--preset", "hard"], b"");
    assert!(stderr(&unknown).contains("expected one of exercise, backtracking, boj-limit"));
    // One board in BOJ 2580's format; two refused there.
    let one = sudoku(
        &["generate", "--format", "boj2580", "--steps", "20..80"],
        b"",
    );
    assert_eq!(stdout(&one).lines().count(), 9);
    let two = sudoku(&["generate", "--format", "boj2580", "--count", "2"], b"");
    assert!(!two.status.success());
    assert!(stderr(&two).contains("holds one board"), "{}", stderr(&two));
    // Impossible requests say why, at once.
    let few = sudoku(&["generate", "--givens", "10..16"], b"");
    assert!(stderr(&few).contains("17 to 81 givens"), "{}", stderr(&few));
    let unmet = sudoku(
        &[
            "generate", "--steps", "2", "--givens", "17..30", "--tries", "100",
        ],
        b"",
    );
    assert!(!unmet.status.success());
    assert!(
        stderr(&unmet).contains("no puzzle found in 100 tries"),
        "{}",
        stderr(&unmet)
    );
}

/// `sudoku generate --worst-case N`: the puzzle of one solution whose row-major search made
/// the most calls among N candidates; its cost, said on standard error, is the recursion's.
#[test]
fn a_worst_case_has_one_solution_and_the_cost_it_says() {
    let args = ["generate", "--worst-case", "8", "--seed", "5"];
    let made = sudoku(&args, b"");
    assert!(made.status.success(), "{}", stderr(&made));
    let line = stdout(&made).lines().next().unwrap_or_default().to_string();
    assert_eq!(
        common::reference(&line, 2, u64::MAX, 0).solutions.len(),
        1,
        "{line}"
    );
    let first = common::reference(&line, 1, u64::MAX, 0);
    let said = format!(
        "seed 5: {} calls of the program shown, {} BOJ 12095 calls",
        first.placements + 1,
        first.calls
    );
    assert!(stderr(&made).contains(&said), "{}: {said}", stderr(&made));
    assert_eq!(stdout(&sudoku(&args, b"")), stdout(&made));
    let mixed = sudoku(&["generate", "--worst-case", "8", "--steps", "2..9"], b"");
    assert!(!mixed.status.success());
    assert!(
        stderr(&mixed).contains("cannot be used with"),
        "{}",
        stderr(&mixed)
    );
}
