//! POJ 3076's programs (a 16 x 16 board, dancing links: `programs/poj3076/`), put together
//! with each strategy's choice as the page puts them together, built with POJ's compiler (C++
//! as C++98) and run on POJ 3076's sample, alone and three times in a row (with and without
//! blank lines between the boards): the output must be the sample's, byte for byte, with a
//! blank line between two answers as the judge's format has it.

use super::puzzles::judge_sample;
use super::run::{build_program, run_program, BuildDir};
use super::Program;
use sudoku_core::code::{square_source, Language};
use sudoku_core::solver::Strategy;

fn check_strategy(strategy: Strategy) {
    let (input, output) = (
        judge_sample("poj3076_sample1.in"),
        judge_sample("poj3076_sample1.out"),
    );
    let three_apart = [input.as_str(); 3].join("\n");
    let three_close = [input.as_str(); 3].concat();
    let three_answers = [output.as_str(); 3].join("\n");
    for language in Language::ALL {
        let build = BuildDir::new(&format!("poj3076-{strategy}-{}", language.id()));
        let text = square_source(strategy, language).expect("a 16 x 16 strategy");
        let name = format!("the POJ 3076 {strategy} program in {language}");
        let program = Program::written(name, language, &text, &build.0, "c++98");
        let run = build_program(&program, &build.0);
        let on = |input: &str| run_program(&program, &run, input);
        assert_eq!(
            on(&input),
            output,
            "{}: not the sample's output",
            program.name
        );
        assert_eq!(
            on(&three_apart),
            three_answers,
            "{}: three boards",
            program.name
        );
        assert_eq!(
            on(&three_close),
            three_answers,
            "{}: three boards",
            program.name
        );
    }
}

#[test]
fn dlx_programs() {
    check_strategy(Strategy::Dlx);
}

#[test]
fn lexicographic_programs() {
    check_strategy(Strategy::Lexicographic);
}
