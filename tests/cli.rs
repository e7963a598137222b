//! The `sudoku` command as a person uses it: judge input on stdin, the judge's output on stdout.

mod common;

use common::{puzzle_lines, puzzles_dir, read_shared, why_invalid};
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

#[test]
fn answers_every_judge_sample_byte_for_byte() {
    for judge in ["boj2580", "boj2239", "poj2676", "poj3074"] {
        let input = read_shared(&format!("judge_samples/{judge}_sample1.in"));
        let expected = read_shared(&format!("judge_samples/{judge}_sample1.out"));
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
    for judge in ["boj2580", "boj2239", "poj2676", "poj3074"] {
        let input = puzzles_dir().join(format!("judge_samples/{judge}_sample1.in"));
        let output = puzzles_dir().join(format!("judge_samples/{judge}_sample1.out"));
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
        // One digit changed: the first board's first non-given cell (a given changed is
        // named as such; here a cell the program filled). Find a position that is a digit in
        // the output and empty (0 or .) in the input, on the first board.
        let puzzle = std::fs::read_to_string(&input).unwrap();
        let position = first_filled_cell(&puzzle, &printed, judge);
        let mut bytes = printed.into_bytes();
        bytes[position] = if bytes[position] == b'9' {
            b'1'
        } else {
            bytes[position] + 1
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

/// The byte in `output` of the first cell of board 1 that the input leaves empty.
fn first_filled_cell(input: &str, output: &str, judge: &str) -> usize {
    // The first board's cells in the input, in order, as digits or empty markers.
    let body: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
    let rows = match judge {
        "poj2676" => &body[1..10],
        "poj3074" => &body[..1],
        _ => &body[..9],
    };
    let cells: Vec<char> = rows
        .iter()
        .flat_map(|r| r.chars().filter(|c| !c.is_whitespace()))
        .collect();
    let empty = cells.iter().position(|&c| c == '0' || c == '.').unwrap();
    // The same cell in the output: the `empty`-th digit.
    output
        .char_indices()
        .filter(|(_, c)| c.is_ascii_digit())
        .nth(empty)
        .unwrap()
        .0
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
