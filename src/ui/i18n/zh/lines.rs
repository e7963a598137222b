//! 逐行执行: the words of stepping line by line, in Chinese.

use super::super::lines::LineMessages;
use super::{place_words, reports::reason, with_places};
use crate::player::LineNarration;

pub static ZH_LINES: LineMessages = LineMessages {
    step_by: "单步单位",
    by_try: "尝试",
    by_line: "一行代码",
    by_take_back: "回溯",
    line: "已执行行数",
    definition: "程序已执行的 solve() 的行数，按行追踪器（Python 的 sys.settrace）的计法：每次\
        调用时的函数头，循环每转一次的 for 行和循环结束时再一次，每个数字一次检查。逐行执行时\
        每次前进一行。",
    narration: |n| with_places(&narration(n), place_words),
};

fn narration(n: &LineNarration) -> String {
    match n {
        LineNarration::Enter { depth } => {
            format!("solve({depth}) 开始：之前已填 {depth} 个空格")
        }
        LineNarration::Full { depth, blanks } if depth == blanks => {
            format!("k == {blanks}：是，所有空格都已填满")
        }
        LineNarration::Full { depth, blanks } => {
            format!("k == {blanks}？否，k 为 {depth}：还有空格")
        }
        LineNarration::Cell { cell } => format!("这次调用填{cell}"),
        LineNarration::Box { cell, area } => format!("{cell}在{}", super::area(*area)),
        LineNarration::Loop {
            cell,
            digit: Some(d),
        } => format!("{cell}：循环的下一个数字是 {d}"),
        LineNarration::Loop { cell, digit: None } => {
            format!("{cell}：循环结束，所有数字都试过了")
        }
        LineNarration::Check {
            refused: Some(r), ..
        } => format!("{}：continue，试下一个数字", reason(r)),
        LineNarration::Check {
            cell,
            digit,
            refused: None,
        } => format!("{digit} 通过检查：{cell}所在的行、列、宫都没有它"),
        LineNarration::Place { cell, digit } => format!("在{cell}放入 {digit}"),
        LineNarration::Call { cell, digit, depth } => {
            format!("{cell}放着 {digit}，调用 solve({depth}) 处理下一个空格")
        }
        LineNarration::Print => "所有格子都已填满：输出棋盘".to_string(),
        LineNarration::Solved => "return true：之前的每个调用也都返回 true".to_string(),
        LineNarration::Undo { cell, digit } => {
            format!("{digit} 在更深处失败：从{cell}撤回")
        }
        LineNarration::Fail { cell } => {
            format!("return false：{cell}没有可以再试的数字；上一个调用撤回它的数字")
        }
    }
}
