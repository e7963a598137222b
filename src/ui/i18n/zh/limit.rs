//! The note past BOJ's limit in Chinese.

use crate::ui::i18n::limit::{CostKind, LimitNote, NoteCost, Span};

pub(super) fn chinese(note: &LimitNote) -> String {
    let mut text = format!(
        "BOJ 12095 参考程序的调用次数已超过 {} 次：BOJ 2580 和 2239 只给出该程序在此之内能解出\
         的输入。",
        note.limit
    );
    let span = |s: &Span| s.said([" 秒", " 分钟", " 小时", " 天"]);
    text.push_str(&match &note.cost {
        NoteCost::Measuring => "正在测量此输入的开销……".to_string(),
        NoteCost::Failed => "求解器已停止，未能测出此输入的开销。".to_string(),
        NoteCost::Known {
            kind,
            calls,
            cpp,
            python,
        } => {
            let (cpp, python) = (span(cpp), span(python));
            match kind {
                CostKind::Solved => format!(
                    "到第一个解为止，代码面板中的程序在此输入上调用 solve {calls} 次：C++ 约 \
                     {cpp}，Python 约 {python}（{ESTIMATES}）。"
                ),
                CostKind::NoSolution => format!(
                    "此输入无解，代码面板中的程序要调用 solve {calls} 次才能确定：C++ 约 {cpp}，\
                     Python 约 {python}（{ESTIMATES}）。"
                ),
                CostKind::Over => format!(
                    "代码面板中的程序在此输入上调用 solve 超过 {calls} 次（只测到这里）：C++ 超过 \
                     {cpp}，Python 超过 {python}（{ESTIMATES}）。"
                ),
            }
        }
    });
    if let Some((strategy, steps)) = &note.fewest {
        text.push_str(&format!("“{strategy}”策略只需 {steps} 步即可解出。"));
    }
    text
}

const ESTIMATES: &str = "按在一台机器上测得的速度估算";
