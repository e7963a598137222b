//! 예측: the words of predict, in Korean; cells named as Korean textbooks name them.

use super::super::predict::{Judgement, PredictMessages, Verdict};
use super::{area, place};
use crate::player::{Answer, Refusal};

pub static KO_PREDICT: PredictMessages = PredictMessages {
    predict: "예측",
    ask_at: "질문 시점",
    every_step: "매 단계 전",
    after_take_back: "되돌릴 때마다",
    question: |cell| format!("{}에 다음으로 들어갈 숫자는?", place(cell)),
    dead_end: "들어갈 숫자 없음: 막다른 길",
    skip: "건너뛰기",
    stop: "질문 그만",
    keys: "버튼이나 숫자 키로 답하세요 (0: 막다른 길).",
    score: |right, answered| format!("{answered}문제 중 {right}문제 정답"),
    judged,
};

fn judged(j: &Judgement) -> String {
    let cell = place(j.cell);
    let answer = match j.answer {
        Answer::Digit(d) => format!("프로그램은 {cell}에 {d}을(를) 넣습니다."),
        Answer::DeadEnd => format!("{cell}에 들어갈 숫자가 없어 막다른 길입니다(return false)."),
    };
    match &j.verdict {
        Verdict::Correct => format!("정답입니다. {answer}"),
        Verdict::Refused(r) => format!("아쉽습니다: {}. {answer}", refusal(r)),
        Verdict::TriedAlready(d) => format!(
            "아쉽습니다: {d}은(는) 들어갈 수 있지만 {cell}에서 이미 시도했다가 되돌렸습니다. \
             반복문은 그다음 숫자부터 계속합니다. {answer}"
        ),
        Verdict::SmallerFirst { guess, first } => format!(
            "아쉽습니다: {guess}도 들어갈 수 있지만 더 작은 {first}도 들어갈 수 있고, 반복문은 \
             작은 숫자부터 시도합니다. {answer}"
        ),
        Verdict::Fits(d) => format!(
            "아쉽습니다: {cell}에 아직 {d}이(가) 들어갈 수 있으므로 막다른 길이 아닙니다. \
             {answer}"
        ),
    }
}

/// `5: 3행에 이미 있음 (3행 7열)`, as the narration says it.
pub(super) fn refusal(r: &Refusal) -> String {
    format!(
        "{}: {}에 이미 있음 ({})",
        r.digit,
        area(r.area),
        place(r.by)
    )
}
