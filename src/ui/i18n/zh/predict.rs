//! 预测: the words of predict, in Simplified Chinese; cells named as Chinese textbooks name
//! them.

use super::super::predict::{Judgement, PredictMessages, Verdict};
use super::{area, place};
use crate::player::{Answer, Refusal};

pub static ZH_PREDICT: PredictMessages = PredictMessages {
    predict: "预测",
    ask_at: "提问时机",
    every_step: "每一步之前",
    after_take_back: "每次回退之后",
    question: |cell| format!("{}接下来会填入哪个数字？", place(cell)),
    dead_end: "没有可填的数字：死路",
    skip: "跳过",
    stop: "停止提问",
    keys: "用按钮或数字键作答（0：死路）。",
    score: |right, answered| format!("{answered} 题中答对 {right} 题"),
    judged,
};

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
