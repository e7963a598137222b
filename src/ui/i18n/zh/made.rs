//! 新题目: the words of "New puzzle", in Chinese.

use super::super::made::MadeMessages;
use crate::generate::Preset;
use crate::ui::i18n::number;

pub static ZH_MADE: MadeMessages =
    MadeMessages {
        new_puzzle: "新题目",
        make: "生成",
        preset: |p| match p {
            Preset::Exercise => "短：20 到 80 步",
            Preset::Backtracking => "展示回溯：回溯 100 次以上",
            Preset::BojLimit => "恰在 BOJ 2580 的限制之内",
        },
        making: "正在生成题目……",
        made: |m| {
            format!(
            "新题目，唯一解，{} 个已知数：经典搜索需要 {} 步，回溯 {} 次，调用 {} 次（按 BOJ 12095 \
             的算法为 {} 次）。",
            m.givens,
            number(m.steps),
            number(m.backtracks),
            number(m.calls),
            number(m.boj_calls)
        )
        },
        not_found: "这次没有找到题目：再按一次“生成”试试。",
        stopped: "题目生成之前求解器意外停止：请再按一次“生成”。",
        worst_case: "按行回溯的最坏情况",
        hunting: |best, tries, s, of| {
            let best = best.map_or(String::new(), |b| {
                format!(
                    "目前最坏：调用 {} 次（按 BOJ 12095 的算法为 {} 次），{} 个已知数。",
                    number(b.calls),
                    number(b.boj_calls),
                    b.givens
                )
            });
            format!(
                "正在寻找最坏情况：{s} 秒 / {of} 秒，已测 {} 道题目。{best}",
                number(tries)
            )
        },
        stop_hunt: "停止并使用最坏的",
        hunted: |b, tries, cut| {
            format!(
            "{}{} 道唯一解题目中的最坏情况，{} 个已知数：经典搜索需要 {} 步，回溯 {} 次，调用 {} \
             次（按 BOJ 12095 的算法为 {} 次）。",
            if cut { "求解器已停止；目前最坏的题目已放入输入。" } else { "" },
            number(tries),
            b.givens,
            number(b.steps),
            number(b.backtracks),
            number(b.calls),
            number(b.boj_calls)
        )
        },
    };
