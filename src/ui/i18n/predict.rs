//! The words of predict: the switch, the question, the answers, how an answer is judged and
//! the score, in each language (English here; Korean and Chinese beside their catalogues).
//! Judging speaks of core types ([`Judged`], its [`Refusal`]): each language names the
//! cells and the units itself.

use crate::names::Place;
use crate::player::{Answer, Judged, Refusal};

/// What the page says about predict.
pub struct PredictMessages {
    /// The switch.
    pub predict: &'static str,
    /// Where it asks: the menu's label and its choices ([`crate::ui::state::player::AskAt`]).
    pub ask_at: &'static str,
    pub every_step: &'static str,
    pub after_take_back: &'static str,
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
    question: |cell| format!("Which digit will {cell} get next?"),
    dead_end: "None fits: dead end",
    skip: "Skip",
    stop: "Stop asking",
    keys: "Answer with a button or a digit key (0: dead end).",
    score: |right, answered| format!("{right} of {answered} correct"),
    judged: en_judged,
};

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
