//! The words of predict: the switch, the question, the answers, how an answer is judged and
//! the score, in each language (English here; Korean and Chinese beside their catalogues).
//! Judging speaks of core types ([`Judged`], its [`Refusal`]): each language names the
//! cells and the units itself.

use crate::grid::Cell;
use crate::names::Place;
pub use crate::player::LineJudged;
use crate::player::{Answer, BackJudged, BackQuestion, Judged, Refusal};
use crate::solver::Step;

/// What the page says about predict.
pub struct PredictMessages {
    /// The switch.
    pub predict: &'static str,
    /// Where it asks: the menu's label and its choices ([`crate::ui::state::player::AskAt`]).
    pub ask_at: &'static str,
    pub every_step: &'static str,
    pub after_take_back: &'static str,
    pub at_dead_end: &'static str,
    pub at_breakpoint: &'static str,
    pub after_placement: &'static str,
    /// "Which digit will r3c4 get next?"
    pub question: fn(Place) -> String,
    /// The answer that no digit fits.
    pub dead_end: &'static str,
    pub skip: &'static str,
    pub stop: &'static str,
    /// How to answer from the keyboard.
    pub keys: &'static str,
    /// Right answers of answers judged.
    pub score: fn(right: &str, answered: &str) -> String,
    /// An answer judged: right, or why not, and what the program does.
    pub judged: fn(&Judgement) -> String,
    /// At a dead end: "Where does the search go back to?", how to answer, a cell of the stack
    /// (with its digit) to choose, and the answer judged.
    pub back_question: fn(Place) -> String,
    pub back_hint: &'static str,
    pub stack_item: fn(Place, u8) -> String,
    pub back_judged: fn(&BackJudgement) -> String,
    /// After a placement: "Will 4 in r1c5 stay?", the answers, and the answer judged.
    pub stay_question: fn(Place, u8) -> String,
    pub stays: &'static str,
    pub taken_back: &'static str,
    pub stay_judged: fn(&StayJudgement) -> String,
    /// Before every step: "Which line does the next step end on?" (the menu's choice, the
    /// question with how to answer it, and the answer judged).
    pub at_line: &'static str,
    /// At a solution: where it asks, and the question (answered as at a dead end).
    pub at_solution: &'static str,
    pub solution_back_question: &'static str,
    pub line_question: &'static str,
    pub line_judged: fn(&LineJudgement) -> String,
}

/// A line guessed, judged, for the words: the guess's number, the answer's number and code,
/// what the step does there, and the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineJudgement {
    pub guess: usize,
    pub answer: (usize, String),
    pub step: LineStep,
    pub verdict: LineJudged,
}

/// What the step asked about does, in the page's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineStep {
    Place(Place, u8),
    DeadEnd(Place),
    TakeBack(Place, u8),
    Solution,
}

impl LineStep {
    pub fn of(step: Step) -> LineStep {
        match step {
            Step::Place { cell, digit } => LineStep::Place(cell.into(), digit.get()),
            Step::Backtrack { cell, digit } => LineStep::TakeBack(cell.into(), digit.get()),
            Step::DeadEnd { cell } => LineStep::DeadEnd(cell.into()),
            // The classic search's other steps: its solution, or its end.
            _ => LineStep::Solution,
        }
    }
}

/// "Will it stay?" judged, for the words: the digit and its cell, whether the guess was right,
/// and, when it is taken back, at which step and how many steps after the question (numbers
/// written in the page's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StayJudgement {
    pub cell: Place,
    pub digit: u8,
    pub correct: bool,
    pub taken_back: Option<(String, String)>,
}

/// A cell guessed at a dead end, judged, for the words: the guess, where the search goes back
/// to (the cell and its new digit), the digits taken back on the way, and the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackJudgement {
    pub guess: Place,
    pub answer: (Place, u8),
    pub passed: Vec<(Place, u8)>,
    pub verdict: BackVerdict,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackVerdict {
    Correct,
    /// Taken back too: no digit above this one fits it.
    Passed(u8),
    FurtherBack,
    NotOnStack,
}

impl BackJudgement {
    pub fn of(question: &BackQuestion, guess: Cell, judged: BackJudged) -> BackJudgement {
        BackJudgement {
            guess: guess.into(),
            answer: (question.answer.0.into(), question.answer.1.get()),
            passed: question
                .passed
                .iter()
                .map(|&(c, d)| (c.into(), d.get()))
                .collect(),
            verdict: match judged {
                BackJudged::Correct => BackVerdict::Correct,
                BackJudged::Passed { digit } => BackVerdict::Passed(digit.get()),
                BackJudged::FurtherBack => BackVerdict::FurtherBack,
                BackJudged::NotOnStack => BackVerdict::NotOnStack,
            },
        }
    }
}

/// An answer judged, for the words: the cell asked about, what the program does there, the
/// guess and the verdict, with a refused digit's reason in the page's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub cell: Place,
    pub answer: Answer,
    pub verdict: Verdict,
}

/// [`Judged`], with the reason a [`Refusal`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Correct,
    Refused(Refusal),
    TriedAlready(u8),
    SmallerFirst { guess: u8, first: u8 },
    Fits(u8),
}

impl From<Judged> for Verdict {
    fn from(judged: Judged) -> Verdict {
        match judged {
            Judged::Correct => Verdict::Correct,
            Judged::Refused(reason) => Verdict::Refused(Refusal::from(&reason)),
            Judged::TriedAlready(d) => Verdict::TriedAlready(d.get()),
            Judged::SmallerFirst { guess, first } => Verdict::SmallerFirst {
                guess: guess.get(),
                first: first.get(),
            },
            Judged::Fits(d) => Verdict::Fits(d.get()),
        }
    }
}

pub static EN_PREDICT: PredictMessages = PredictMessages {
    predict: "Predict",
    ask_at: "Ask",
    every_step: "before every step",
    after_take_back: "after each take-back",
    at_dead_end: "at each dead end",
    at_breakpoint: "at each breakpoint",
    after_placement: "after each digit placed: will it stay?",
    question: |cell| format!("Which digit will {cell} get next?"),
    dead_end: "None fits: dead end",
    skip: "Skip",
    stop: "Stop asking",
    keys: "Answer with a button or a digit key (0: dead end).",
    score: |right, answered| format!("{right} of {answered} correct"),
    judged: en_judged,
    back_question: |cell| {
        format!("Dead end at {cell}. Where does the search go back to: which cell gets a new digit next?")
    },
    back_hint: "Choose the cell among the digits the search placed (the last placed first).",
    stack_item: |cell, digit| format!("{cell} = {digit}"),
    back_judged: en_back_judged,
    stay_question: |cell, digit| format!("Will {digit} in {cell} stay, into the solution?"),
    stays: "It stays",
    taken_back: "It is taken back",
    stay_judged: |j| {
        let verdict = if j.correct { "Correct" } else { "Not quite" };
        let (cell, digit) = (j.cell, j.digit);
        match &j.taken_back {
            None => format!("{verdict}: {digit} in {cell} stays; it is in the solution."),
            Some((step, later)) => format!(
                "{verdict}: {digit} in {cell} is taken back at step {step}, {later} steps from \
                 now: everything below it fails."
            ),
        }
    },
    at_solution: "at each solution: where does it search on?",
    solution_back_question: "A solution! Searching on for another (as a program that counts them does), where does the search go back to: which cell gets a new digit next?",
    at_line: "before every step: which line?",
    line_question: "Which line of the program does the next step end on? Click it in the Code \
                    panel.",
    line_judged: |j| {
        let what = match j.step {
            LineStep::Place(c, d) => format!("{d} fits {c} and is placed"),
            LineStep::DeadEnd(c) => format!("no digit fits {c}"),
            LineStep::TakeBack(c, d) => format!("{d} is taken back from {c}"),
            LineStep::Solution => "every cell is filled: the board is printed".to_string(),
        };
        let (n, code) = (&j.answer.0, &j.answer.1);
        let g = j.guess;
        match j.verdict {
            LineJudged::Correct => format!("Correct: line {n}, `{code}`: {what}."),
            LineJudged::OnTheWay => format!(
                "Not quite: line {g} runs on the way, but the step ends on line {n}, `{code}`: \
                 {what}."
            ),
            LineJudged::NotRun => format!(
                "Not quite: line {g} does not run in this step; it ends on line {n}, `{code}`: \
                 {what}."
            ),
        }
    },
};

fn en_back_judged(j: &BackJudgement) -> String {
    let (cell, digit) = j.answer;
    let mut answer = format!("The search goes back to {cell} and puts {digit} there");
    if !j.passed.is_empty() {
        let passed: Vec<String> = j
            .passed
            .iter()
            .map(|(c, d)| format!("{d} in {c}"))
            .collect();
        answer.push_str(&format!(
            ", taking back {} on the way (no larger digit fits them)",
            passed.join(", ")
        ));
    }
    answer.push('.');
    let guess = j.guess;
    match j.verdict {
        BackVerdict::Correct => format!("Correct. {answer}"),
        BackVerdict::Passed(d) => {
            format!("Not quite: {guess} is taken back too, as no digit above {d} fits it. {answer}")
        }
        BackVerdict::FurtherBack => format!(
            "Not quite: {guess} is further back; the search stops at the last placed cell that \
             still has a digit to try. {answer}"
        ),
        BackVerdict::NotOnStack => format!(
            "Not quite: the search goes back only to cells it filled, and {guess} is not one. \
             {answer}"
        ),
    }
}

fn en_judged(j: &Judgement) -> String {
    let cell = j.cell;
    let answer = match j.answer {
        Answer::Digit(d) => format!("The program puts {d} in {cell}."),
        Answer::DeadEnd => format!("No digit fits {cell}: a dead end, return false."),
    };
    match &j.verdict {
        Verdict::Correct => format!("Correct. {answer}"),
        Verdict::Refused(r) => format!("Not quite: {r}. {answer}"),
        Verdict::TriedAlready(d) => format!(
            "Not quite: {d} fits, but it was tried in {cell} already and taken back; the loop \
             goes on after it. {answer}"
        ),
        Verdict::SmallerFirst { guess, first } => format!(
            "Not quite: {guess} fits, but {first} fits too, and the loop tries the smaller \
             first. {answer}"
        ),
        Verdict::Fits(d) => {
            format!("Not quite: {d} still fits {cell}, so it is no dead end. {answer}")
        }
    }
}
