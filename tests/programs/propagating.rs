//! The propagating strategies' programs (`programs/propagating/`, the strategy's choice of a
//! cell spliced in as the page splices it), in each language: marked as the page reads them,
//! built with the judge's compiler, and answering BOJ 2580 input: the sample's output byte for
//! byte, hard puzzles answered by the rules; on puzzles with several solutions, the solution
//! the page's search finds first, and the lexicographic program's the smallest (the classic
//! program's answer).

use super::judges::check_on_sample;
use super::puzzles::{puzzle_lines, read_shared};
use super::run::{build_program, run_program, BuildDir};
use super::{boj2580_input, check_answer, Program};
use sudoku_core::code::{propagating_source, Judge, Language};
use sudoku_core::grid::Grid;
use sudoku_core::solver::{Search, Step, Strategy};

/// The roles in the order the programs mark them: the dead end and the forced fill in
/// `propagate`, then the search's.
const ROLES: [&str; 22] = [
    "propagate",
    "round",
    "dead",
    "check",
    "forced",
    "if_forced",
    "deduce",
    "narrow",
    "settled",
    "enter",
    "loop",
    "full",
    "print",
    "solved",
    "cell",
    "digit",
    "save",
    "place",
    "call",
    "undo",
    "rule_out",
    "fail",
];

/// What the line of each role holds (lower case).
const ROLE_HOLDS: [(&str, &[&str]); 22] = [
    ("propagate", &["propagate("]),
    ("round", &[]),
    ("dead", &["if", "dead()"]),
    ("check", &["return false"]),
    ("forced", &["forced()"]),
    ("if_forced", &["if", "x"]),
    ("deduce", &["fill(x, d)"]),
    ("narrow", &["narrow()"]),
    ("settled", &["return true"]),
    ("enter", &["search("]),
    ("loop", &[]),
    ("full", &["board", "0"]),
    ("print", &["print", "board"]),
    ("solved", &["return true"]),
    ("cell", &["choose()"]),
    ("digit", &["d = ", "cand[x]"]),
    ("save", &["saved", "board", "cand"]),
    ("place", &["fill(x, d)"]),
    ("call", &["propagate()", "search()", "return true"]),
    ("undo", &["saved"]),
    ("rule_out", &["cand[x]", "(1 << d)"]),
    ("fail", &["propagate()", "return false"]),
];

fn build(strategy: Strategy, language: Language) -> (Program, BuildDir, Vec<String>) {
    let build = BuildDir::new(&format!("{strategy}-{}", language.id()));
    let text = propagating_source(strategy, language, Judge::Boj2580).unwrap();
    let name = format!("the {strategy} program in {language}");
    let program = Program::written(name, language, &text, &build.0, "c++17");
    let run = build_program(&program, &build.0);
    (program, build, run)
}

/// Each role once, in order, on a line of code that holds what it names.
fn check_markers(program: &Program, strategy: Strategy, language: Language) {
    let source = propagating_source(strategy, language, Judge::Boj2580).unwrap();
    let prefix = program.marker_prefix();
    let mut found = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let Some(start) = line.rfind(&prefix) else {
            assert!(
                !line.contains(" @"),
                "{} line {}: {line}",
                program.name,
                i + 1
            );
            continue;
        };
        let role = &line[start + prefix.len()..];
        let code = line[..start].trim().to_lowercase();
        let holds = ROLE_HOLDS.iter().find(|(r, _)| *r == role);
        let holds = holds
            .unwrap_or_else(|| panic!("{}: unknown role {role}", program.name))
            .1;
        for part in holds {
            assert!(
                code.contains(part),
                "{} line {}: a @{role} line holds {part:?}",
                program.name,
                i + 1
            );
        }
        found.push(role.to_string());
    }
    assert_eq!(found, ROLES, "{}: the marks, in order", program.name);
}

fn check_strategy(strategy: Strategy) {
    let sample = read_shared("judge_samples/boj2580_sample1.in");
    let expected = read_shared("judge_samples/boj2580_sample1.out");
    let hard: Vec<String> = ["norvig_hardest11.txt", "attractivechaos_hard20.txt"]
        .into_iter()
        .flat_map(|file| puzzle_lines(file).into_iter().take(3))
        .chain(
            puzzle_lines("bruteforce_adversary_wikipedia.txt")
                .into_iter()
                .take(1),
        )
        .map(|line| line[..81].replace('.', "0"))
        .collect();
    let several: Vec<String> = (puzzle_lines("tdoku_puzzles7_serg_benchmark.txt").into_iter())
        .take(3)
        .map(|line| line[..81].replace('.', "0"))
        .collect();
    let classic = Program::of("the classic program", "sudoku.cpp", "//");
    let classic_build = BuildDir::new(&format!("classic-for-{strategy}"));
    let classic_run = build_program(&classic, &classic_build.0);
    for language in Language::ALL {
        let (program, _build, run) = build(strategy, language);
        check_markers(&program, strategy, language);
        assert_eq!(
            run_program(&program, &run, &sample),
            expected,
            "{}",
            program.name
        );
        for puzzle in hard.iter().chain(&several) {
            let out = run_program(&program, &run, &boj2580_input(puzzle));
            if let Err(why) = check_answer(puzzle, &out) {
                panic!("{}: wrong answer to {puzzle}: {why}\n{out}", program.name);
            }
        }
        // Several solutions: each program answers with the one the page's search finds first
        // (the fastest's is not the smallest; a tie-break of its own would show here).
        for puzzle in &several {
            assert_eq!(
                run_program(&program, &run, &boj2580_input(puzzle)),
                first_found(strategy, puzzle),
                "{}: not the page's first solution of {puzzle}",
                program.name
            );
        }
        if strategy == Strategy::Lexicographic {
            for puzzle in &several {
                let input = boj2580_input(puzzle);
                assert_eq!(
                    run_program(&program, &run, &input),
                    run_program(&classic, &classic_run, &input),
                    "{}: not the smallest solution of {puzzle}",
                    program.name
                );
            }
        }
    }
}

/// The first solution the page's search of `strategy` finds, as BOJ 2580 prints it.
fn first_found(strategy: Strategy, puzzle: &str) -> String {
    let grid: Grid = puzzle.parse().expect("a puzzle line");
    let mut search = Search::new(&grid, strategy).expect("no clash");
    loop {
        match search.step() {
            Step::Solution => break,
            Step::Exhausted => panic!("{strategy}: no solution of {puzzle}"),
            _ => {}
        }
    }
    let line = search.grid().to_line('0');
    (line.as_bytes().chunks(9))
        .map(|row| {
            row.iter()
                .map(|&b| char::from(b).to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect()
}

#[test]
fn lexicographic_programs() {
    check_strategy(Strategy::Lexicographic);
}

#[test]
fn fewest_candidates_programs() {
    check_strategy(Strategy::Fastest);
}

/// Each strategy's program for every other judge, put together as the page puts it together,
/// built with the judge's compiler (POJ's C++ as C++98) and run on the judge's sample: its
/// output must be the sample's, byte for byte.
fn check_judges(strategy: Strategy) {
    for judge in Judge::ALL.into_iter().filter(|&j| j != Judge::Boj2580) {
        for language in Language::ALL {
            let build = BuildDir::new(&format!("{strategy}-{}-{}", judge.sample(), language.id()));
            let text = propagating_source(strategy, language, judge).unwrap();
            let name = format!("the {strategy} program for {judge} in {language}");
            check_on_sample(judge, language, name, text, &build);
        }
    }
}

#[test]
fn lexicographic_programs_for_every_judge() {
    check_judges(Strategy::Lexicographic);
}

#[test]
fn fewest_candidates_programs_for_every_judge() {
    check_judges(Strategy::Fastest);
}
