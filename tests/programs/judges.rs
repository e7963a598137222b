//! The program the Code panel shows for each judge (the same `solve` with the judge's input
//! and output, `programs/judges/`), in each language, put together as the page puts it
//! together, built with the judge's compiler (POJ's C++ as C++98) and run on the judge's
//! sample: its output must be the sample's, byte for byte.

use super::leetcode;
use super::puzzles::judge_sample;
use super::run::{build_program, run_program, BuildDir};
use super::Program;
use sudoku_core::code::{Judge, Language};

fn check_judge(judge: Judge) {
    for language in Language::ALL {
        let build = BuildDir::new(&format!("{}-{}", judge.sample(), language.id()));
        let name = format!("the {judge} program in {language}");
        check_on_sample(judge, language, name, judge.source(language), &build);
    }
}

/// Builds `text`, a program for `judge` (LeetCode's with the runner that calls it as LeetCode
/// does), with the judge's compiler, runs it on the judge's sample and checks its output is the
/// sample's, byte for byte.
pub(crate) fn check_on_sample(
    judge: Judge,
    language: Language,
    name: String,
    mut text: String,
    build: &BuildDir,
) {
    if judge == Judge::LeetCode37 {
        text.push_str(leetcode::runner(language));
    }
    // POJ's compiler knows C++98 only.
    let std = if judge.name().starts_with("POJ") {
        "c++98"
    } else {
        "c++17"
    };
    let program = Program::written(name, language, &text, &build.0, std);
    let run = build_program(&program, &build.0);
    let (input, expected) = sample_of(judge);
    assert_eq!(
        run_program(&program, &run, &input),
        expected,
        "{}: not the sample's output",
        program.name
    );
}

/// The judge's first sample, input and output (the shared ones; LeetCode's in `tests/samples/`:
/// the core's tests' one place that knows where they are).
fn sample_of(judge: Judge) -> (String, String) {
    let sample = judge.sample();
    (
        judge_sample(&format!("{sample}_sample1.in")),
        judge_sample(&format!("{sample}_sample1.out")),
    )
}

#[test]
fn boj2239_programs() {
    check_judge(Judge::Boj2239);
}

#[test]
fn poj2676_programs() {
    check_judge(Judge::Poj2676);
}

#[test]
fn poj2918_programs() {
    check_judge(Judge::Poj2918);
}

#[test]
fn poj3074_programs() {
    check_judge(Judge::Poj3074);
}

#[test]
fn leetcode37_programs() {
    check_judge(Judge::LeetCode37);
}

/// BOJ 2580's program is the one in `programs/`, unchanged.
#[test]
fn boj2580_is_the_programs_themselves() {
    for (language, file) in [
        (Language::Cpp, "sudoku.cpp"),
        (Language::Java, "Main.java"),
        (Language::Python, "sudoku.py"),
        (Language::Rust, "sudoku.rs"),
    ] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("programs")
            .join(file);
        assert_eq!(
            Judge::Boj2580.source(language),
            std::fs::read_to_string(path).unwrap()
        );
    }
}
