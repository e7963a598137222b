//! 逐行执行: the words of stepping line by line, in Chinese.

use super::super::lines::LineMessages;
use super::area;
use super::{place_words, reports::reason, with_places};
use crate::player::{LineNarration, ProgramLine, Stuck};

pub static ZH_LINES: LineMessages = LineMessages {
    step_by: "单步单位",
    by_try: "尝试",
    by_line: "一行代码",
    by_take_back: "回溯",
    line: "已执行行数",
    definition_propagating: "程序已执行的 search() 和 propagate() 的行数，按行追踪器（Python 的 \
        sys.settrace）的计法：每次调用时的函数头，每一轮的 while True 行，每个判断和每条语句；\
        它们调用的辅助函数（fill、dead、forced、narrow、choose）像调试器的“逐过程”一样算一行。\
        逐行执行时每次前进一行。",
    definition: "程序已执行的 solve() 的行数，按行追踪器（Python 的 sys.settrace）的计法：每次\
        调用时的函数头，循环每转一次的 for 行和循环结束时再一次，每个数字一次检查。逐行执行时\
        每次前进一行。",
    narration: |n| with_places(&narration(n), place_words),
    go_to_line: "跳到已执行的第几行",
    go: "跳转",
};

fn narration(n: &LineNarration) -> String {
    match n {
        LineNarration::Program(line) => program_line(line),
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

fn program_line(line: &ProgramLine) -> String {
    use ProgramLine::*;
    match line {
        SearchStarts => "调用 search()".to_string(),
        SearchLoop => "search() 的循环：开始新一轮".to_string(),
        BoardFull { full: true } => "还有空格（0）吗？没有，所有格子都已填满".to_string(),
        BoardFull { full: false } => "棋盘填满了吗？没有，还有空格".to_string(),
        Choose { cell } => format!("choose() 选择{cell}进行分支"),
        Smallest { cell, digit } => format!("d = {digit}：{cell}剩下的最小数字"),
        Save => "复制棋盘和候选数，分支失败时恢复".to_string(),
        Place { cell, digit } => format!("{cell}填入 {digit}"),
        PropagateCall { cell, digit } => {
            format!("{cell}填 {digit} 后：propagate() 填入被迫的格子，然后调用 search()")
        }
        PropagateStarts => "propagate() 开始：不断填入被迫的格子，直到没有为止".to_string(),
        Round => "propagate() 的循环：再看一遍棋盘".to_string(),
        Dead { stuck: None } => {
            "dead()？否：每个空格都还有候选数，每个数字在每行、每列、每宫都有位置".to_string()
        }
        Dead {
            stuck: Some(Stuck::NoDigit(cell)),
        } => format!("dead()：是，{cell}没有可填的数字了"),
        Dead {
            stuck: Some(Stuck::NoPlace(digit, a)),
        } => format!("dead()：是，数字 {digit} 在{}中没有位置了", area(*a)),
        Contradiction => "return False：这个棋盘无解，分支失败".to_string(),
        Forced {
            found: Some((cell, digit)),
        } => format!("forced()：{cell}必须填 {digit}"),
        Forced { found: None } => "forced()：没有被迫的格子".to_string(),
        IfForced { found: true } => "x >= 0：是，有被迫的格子".to_string(),
        IfForced { found: false } => "x >= 0？否，没有被迫的格子".to_string(),
        Fill { cell, digit } => {
            format!("fill()：{cell}填 {digit}，并从同行、同列、同宫的候选数中删去 {digit}")
        }
        Narrow { struck: true } => "narrow()：在行（列）与宫相交处删去候选数，再看一遍".to_string(),
        Narrow { struck: false } => "narrow()：没有可删的候选数".to_string(),
        Settled => "return True：没有更多被迫的格子".to_string(),
        Print => "所有格子都已填满：输出棋盘".to_string(),
        Solved => "return True：之前的每次调用也都返回 True".to_string(),
        Restore { cell, digit } => format!("{cell}填 {digit} 失败：恢复复制的棋盘和候选数"),
        RuleOut { cell, digit } => format!("从{cell}的候选数中删去 {digit}"),
        PropagateAgain { cell, digit } => {
            format!("{cell}删去 {digit} 后再次 propagate()：失败则 return False")
        }
    }
}
