//! 예측: the words of predict, in Korean; cells named as Korean textbooks name them.

use super::super::predict::{
    BackJudgement, BackVerdict, Judgement, LineJudged, LineStep, PredictMessages, Verdict,
};
use super::{area, place};
use crate::player::{Answer, Refusal};

pub static KO_PREDICT: PredictMessages = PredictMessages {
    predict: "예측",
    ask_at: "질문 시점",
    every_step: "매 단계 전",
    after_take_back: "되돌릴 때마다",
    at_dead_end: "막다른 길마다",
    at_breakpoint: "중단점마다",
    after_placement: "숫자를 넣을 때마다: 끝까지 남을까?",
    question: |cell| format!("{}에 다음으로 들어갈 숫자는?", place(cell)),
    dead_end: "들어갈 숫자 없음: 막다른 길",
    skip: "건너뛰기",
    stop: "질문 그만",
    keys: "버튼이나 숫자 키로 답하세요 (0: 막다른 길).",
    score: |right, answered| format!("{answered}문제 중 {right}문제 정답"),
    judged,
    back_question: |cell| {
        format!(
            "{}에서 막다른 길입니다. 탐색은 어디로 돌아갈까요? 다음에 새 숫자를 받는 칸은?",
            place(cell)
        )
    },
    back_hint: "탐색이 넣은 숫자들 중에서 칸을 고르세요 (마지막에 넣은 것부터).",
    stack_item: |cell, digit| format!("{} = {digit}", place(cell)),
    back_judged,
    stay_question: |cell, digit| format!("{}의 {digit}은(는) 해답까지 남을까요?", place(cell)),
    stays: "남는다",
    taken_back: "되돌려진다",
    stay_judged: |j| {
        let verdict = if j.correct {
            "정답입니다"
        } else {
            "아쉽습니다"
        };
        let (cell, digit) = (place(j.cell), j.digit);
        match &j.taken_back {
            None => format!("{verdict}: {cell}의 {digit}은(는) 남습니다. 해답에 들어 있습니다."),
            Some((step, later)) => format!(
                "{verdict}: {cell}의 {digit}은(는) {step}단계에서 되돌려집니다({later}단계 \
                 뒤). 그 아래가 모두 실패하기 때문입니다."
            ),
        }
    },
    at_solution: "해답마다: 어디서 계속 찾을까?",
    solution_back_question: "해답입니다! 다른 해답을 찾아 계속하면(해답을 세는 프로그램처럼) 탐색은 어디로 돌아갈까요? 다음에 새 숫자를 받는 칸은?",
    at_line: "매 단계 전: 어느 줄?",
    line_question: "다음 단계는 프로그램의 어느 줄에서 끝날까요? 코드 패널에서 그 줄을 누르세요.",
    line_judged: |j| {
        let what = match j.step {
            LineStep::Place(c, d) => format!("{}에 {d}을(를) 넣습니다", place(c)),
            LineStep::DeadEnd(c) => format!("{}에 들어갈 숫자가 없습니다", place(c)),
            LineStep::TakeBack(c, d) => format!("{}의 {d}을(를) 되돌립니다", place(c)),
            LineStep::Solution => "모든 칸이 채워져 보드를 출력합니다".to_string(),
        };
        let (n, code) = (&j.answer.0, &j.answer.1);
        let g = j.guess;
        match j.verdict {
            LineJudged::Correct => format!("정답입니다: {n}번 줄 `{code}`. {what}."),
            LineJudged::OnTheWay => format!(
                "아쉽습니다: {g}번 줄은 도중에 실행되지만, 이 단계는 {n}번 줄 `{code}`에서 \
                 끝납니다. {what}."
            ),
            LineJudged::NotRun => format!(
                "아쉽습니다: {g}번 줄은 이 단계에서 실행되지 않습니다. 이 단계는 {n}번 줄 \
                 `{code}`에서 끝납니다. {what}."
            ),
        }
    },
};

fn back_judged(j: &BackJudgement) -> String {
    let (cell, digit) = j.answer;
    let mut answer = format!("탐색은 {}(으)로 돌아가 {digit}을(를) 넣습니다", place(cell));
    if !j.passed.is_empty() {
        let passed: Vec<String> = j
            .passed
            .iter()
            .map(|(c, d)| format!("{}의 {d}", place(*c)))
            .collect();
        answer.push_str(&format!(
            ". 가는 길에 {}을(를) 되돌립니다(더 큰 숫자가 들어가지 않음)",
            passed.join(", ")
        ));
    }
    answer.push('.');
    let guess = place(j.guess);
    match j.verdict {
        BackVerdict::Correct => format!("정답입니다. {answer}"),
        BackVerdict::Passed(d) => format!(
            "아쉽습니다: {guess}도 되돌려집니다. {d}보다 큰 숫자가 들어가지 않기 때문입니다. {answer}"
        ),
        BackVerdict::FurtherBack => format!(
            "아쉽습니다: {guess}은(는) 더 앞쪽입니다. 탐색은 아직 시도할 숫자가 남은, 마지막에 \
             넣은 칸에서 멈춥니다. {answer}"
        ),
        BackVerdict::NotOnStack => format!(
            "아쉽습니다: 탐색은 자기가 채운 칸으로만 돌아가는데, {guess}은(는) 그런 칸이 \
             아닙니다. {answer}"
        ),
    }
}

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
