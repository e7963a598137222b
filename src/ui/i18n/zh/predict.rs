//! 预测: the words of predict, in Simplified Chinese; cells named as Chinese textbooks name
//! them.

use super::super::predict::{
    BackJudgement, BackVerdict, Judgement, LineJudged, LineStep, PredictMessages, Verdict,
};
use super::{area, place};
use crate::player::{Answer, Refusal};

pub static ZH_PREDICT: PredictMessages = PredictMessages {
    predict: "预测",
    ask_at: "提问时机",
    every_step: "每一步之前",
    after_take_back: "每次回退之后",
    at_dead_end: "每个死路处",
    at_breakpoint: "每个断点处",
    after_placement: "每填入一个数字后：它会留下吗？",
    question: |cell| format!("{}接下来会填入哪个数字？", place(cell)),
    dead_end: "没有可填的数字：死路",
    skip: "跳过",
    stop: "停止提问",
    keys: "用按钮或数字键作答（0：死路）。",
    score: |right, answered| format!("{answered} 题中答对 {right} 题"),
    judged,
    back_question: |cell| {
        format!(
            "{}是死路。搜索会回到哪里？下一个得到新数字的是哪个格子？",
            place(cell)
        )
    },
    back_hint: "从搜索填入的数字中选择格子（最后填入的在前）。",
    stack_item: |cell, digit| format!("{} = {digit}", place(cell)),
    back_judged,
    stay_question: |cell, digit| format!("{}的 {digit} 会一直留到答案里吗？", place(cell)),
    stays: "会留下",
    taken_back: "会被撤回",
    stay_judged: |j| {
        let verdict = if j.correct { "正确" } else { "不对" };
        let (cell, digit) = (place(j.cell), j.digit);
        match &j.taken_back {
            None => format!("{verdict}：{cell}的 {digit} 会留下，它在答案里。"),
            Some((step, later)) => format!(
                "{verdict}：{cell}的 {digit} 在第 {step} 步被撤回（{later} 步之后），因为它下面的搜索全部失败。"
            ),
        }
    },
    at_solution: "每个解处：从哪里继续找？",
    solution_back_question: "找到一个解！继续寻找其他解时（像统计解个数的程序那样），搜索会回到哪里？下一个得到新数字的是哪个格子？",
    at_line: "每一步之前：哪一行？",
    line_question: "下一步停在程序的哪一行？请在代码面板中点击那一行。",
    line_judged: |j| {
        let what = match j.step {
            LineStep::Place(c, d) => format!("在{}填入 {d}", place(c)),
            LineStep::DeadEnd(c) => format!("{}没有可填的数字", place(c)),
            LineStep::TakeBack(c, d) => format!("撤回{}的 {d}", place(c)),
            LineStep::Solution => "所有格子都已填满：打印棋盘".to_string(),
        };
        let (n, code) = (&j.answer.0, &j.answer.1);
        let g = j.guess;
        match j.verdict {
            LineJudged::Correct => format!("正确：第 {n} 行 `{code}`。{what}。"),
            LineJudged::OnTheWay => {
                format!("不对：第 {g} 行在途中会执行，但这一步停在第 {n} 行 `{code}`。{what}。")
            }
            LineJudged::NotRun => {
                format!("不对：这一步不执行第 {g} 行；它停在第 {n} 行 `{code}`。{what}。")
            }
        }
    },
};

fn back_judged(j: &BackJudgement) -> String {
    let (cell, digit) = j.answer;
    let mut answer = format!("搜索回到{}，在那里填入 {digit}", place(cell));
    if !j.passed.is_empty() {
        let passed: Vec<String> = j
            .passed
            .iter()
            .map(|(c, d)| format!("{}的 {d}", place(*c)))
            .collect();
        answer.push_str(&format!(
            "，途中撤回{}（它们没有更大的数字可填）",
            passed.join("、")
        ));
    }
    answer.push('。');
    let guess = place(j.guess);
    match j.verdict {
        BackVerdict::Correct => format!("正确。{answer}"),
        BackVerdict::Passed(d) => {
            format!("不对：{guess}也会被撤回，因为比 {d} 大的数字都填不进去。{answer}")
        }
        BackVerdict::FurtherBack => {
            format!("不对：{guess}更靠前；搜索停在最后填入、且还有数字可试的格子。{answer}")
        }
        BackVerdict::NotOnStack => {
            format!("不对：搜索只回到它自己填过的格子，{guess}不是。{answer}")
        }
    }
}

fn judged(j: &Judgement) -> String {
    let cell = place(j.cell);
    let answer = match j.answer {
        Answer::Digit(d) => format!("程序在{cell}填入 {d}。"),
        Answer::DeadEnd => format!("{cell}没有可填的数字，是死路（return false）。"),
    };
    match &j.verdict {
        Verdict::Correct => format!("正确。{answer}"),
        Verdict::Refused(r) => format!("不对：{}。{answer}", refusal(r)),
        Verdict::TriedAlready(d) => format!(
            "不对：{d} 可以填，但{cell}已经试过它并回退了；循环从它之后的数字继续。{answer}"
        ),
        Verdict::SmallerFirst { guess, first } => {
            format!("不对：{guess} 可以填，但更小的 {first} 也可以填，循环从小到大尝试。{answer}")
        }
        Verdict::Fits(d) => format!("不对：{cell}仍然可以填 {d}，所以还不是死路。{answer}"),
    }
}

/// `5：第 3 行已有（第3行第7列）`, as the narration says it.
pub(super) fn refusal(r: &Refusal) -> String {
    format!("{}：{}已有（{}）", r.digit, area(r.area), place(r.by))
}
