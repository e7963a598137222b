//! 亲手求解: the words of the exercise, in Simplified Chinese.

use super::super::exercise::{ExerciseMessages, Guess, MistakeWords, MoveWords, StepWords};
use super::{place, predict};
use crate::ui::state::exercise::Ended;

pub static ZH_EXERCISE: ExerciseMessages = ExerciseMessages {
    title: "亲手求解",
    how: "在棋盘上亲手执行程序接下来的步骤：在格子里输入它要填的数字，在格子上按 Backspace \
          撤回它的数字，没有数字可填时按“死路”。",
    steps: "步数",
    grading: "判分",
    each_move: "每一步立即判分",
    at_end: "最后统一判分",
    start: "从当前步骤开始",
    new_puzzle: "用新题开始",
    dead_end: "死路",
    fix: "替我走这一步",
    grade: "现在判分",
    model_answer: "参考答案",
    next_steps: "接下来的步骤",
    end: "结束练习",
    progress: |done, steps| format!("共 {steps} 步，已完成 {done} 步"),
    moves_made: |made, steps| format!("共 {steps} 步，已走 {made} 步"),
    score: |s| {
        let mut words = format!("{} 步中答对 {} 步", s.steps, s.right);
        if s.retried > 0 {
            words.push_str(&format!("，{} 步重试后答对", s.retried));
        }
        if s.fixed > 0 {
            words.push_str(&format!("，{} 步由程序代走", s.fixed));
        }
        words
    },
    solved: "棋盘已解完：程序输出答案并返回 true。",
    all_done: "所有步骤都已完成。",
    right: |s| format!("正确：{}。", step(s)),
    fixed: |s| format!("已替你走这一步：{}。", step(s)),
    wrong,
    move_words: |m| match *m {
        MoveWords::Place { cell, digit } => format!("{}填 {digit}", place(cell)),
        MoveWords::TakeBack { cell } => format!("撤回{}", place(cell)),
        MoveWords::DeadEnd => "死路".to_string(),
    },
    right_mark: "正确",
    off_mark: "未比较：走错之后棋盘已与程序的不同",
    ended: |e| match e {
        Ended::NotClassic => "只有基本回溯程序可以亲手执行：请先在播放器中选择它。",
        Ended::NothingLeft => "这里的搜索已没有剩余步骤：请后退一步，或用新题开始。",
        Ended::Clash => "给定的数字互相冲突，没有可执行的搜索。",
        Ended::Busy => "播放器正在前往某一步：请等它停下。",
        Ended::PuzzleChanged => "题目已改变，练习结束。",
        Ended::NoPuzzle => "没有收到题目：请再试一次。",
    },
};

fn step(s: &StepWords) -> String {
    match *s {
        StepWords::Place { cell, digit } => format!("程序在{}填入 {digit}", place(cell)),
        StepWords::TakeBack { cell, digit } => format!("程序撤回{}的 {digit}", place(cell)),
        StepWords::DeadEnd { cell } => {
            format!("{}没有可填的数字，是死路（调用返回 false）", place(cell))
        }
    }
}

fn wrong(m: &MistakeWords) -> String {
    match m {
        MistakeWords::OtherCell { at } => format!(
            "不是这个格子：程序现在处理的是{}（第一个空格，或刚撤回数字的格子）。",
            place(*at)
        ),
        MistakeWords::Digit(j) => (predict::ZH_PREDICT.judged)(j),
        MistakeWords::TooSoonFits { cell, digit } => format!(
            "还不到时候：{}仍然可以填 {digit}，程序会先填它，而不是撤回。",
            place(*cell)
        ),
        MistakeWords::TooSoonDeadEnd { cell } => format!(
            "还不到时候：{}没有可填的数字，所以先是这次调用返回 false（死路），然后调用它的一方才撤回数字。",
            place(*cell)
        ),
        MistakeWords::TakeBackDue {
            cell,
            digit,
            exhausted,
            guess,
        } => {
            let guess = match guess {
                Some(Guess::Refused(r)) => format!("{}。", predict::refusal(r)),
                Some(Guess::TriedAlready(d)) => format!("{d} 在那个格子已经试过了。"),
                None => String::new(),
            };
            let why = exhausted.map_or(String::new(), |e| {
                format!("{}已没有更多可填的数字，这次调用返回 false，", place(e))
            });
            format!(
                "不对：{guess}{why}程序撤回它最后填入的数字：{}的 {digit}。",
                place(*cell)
            )
        }
    }
}
