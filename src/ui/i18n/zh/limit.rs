//! The note past BOJ's limit in Chinese.

use crate::ui::i18n::limit::{CostKind, LimitWords};

pub(super) static ZH_LIMIT: LimitWords = LimitWords {
    past: |limit| {
        format!(
            "BOJ 12095 参考程序的调用次数已超过 {limit} 次：BOJ 2580 和 2239 只给出该程序在此之内\
             能解出的输入。"
        )
    },
    measuring: "正在测量此输入的开销……",
    failed: "求解器已停止，未能测出此输入的开销。",
    cost: |kind, calls, cpp, python| match kind {
        CostKind::Solved => format!(
            "到第一个解为止，代码面板中的程序在此输入上调用 solve {calls} 次：C++ 约 {cpp}，\
             Python 约 {python}（{ESTIMATES}）。"
        ),
        CostKind::NoSolution => format!(
            "此输入无解，代码面板中的程序要调用 solve {calls} 次才能确定：C++ 约 {cpp}，Python 约 \
             {python}（{ESTIMATES}）。"
        ),
        CostKind::Over => format!(
            "代码面板中的程序在此输入上调用 solve 超过 {calls} 次（只测到这里）：C++ 超过 {cpp}，\
             Python 超过 {python}（{ESTIMATES}）。"
        ),
    },
    fewest: |strategy, steps| format!("“{strategy}”策略只需 {steps} 步即可解出。"),
    units: [" 秒", " 分钟", " 小时", " 天"],
};

const ESTIMATES: &str = "按在一台机器上测得的速度估算";
