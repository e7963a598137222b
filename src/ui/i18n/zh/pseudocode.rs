//! The strategies' pseudocode in Chinese: the English's lines and role marks, line for line
//! (the code's words, `search()`, `return`, `continue`, stay as a program would have them).

use crate::code::PseudocodeWords;

pub(super) const ZH_PSEUDOCODE: PseudocodeWords = PseudocodeWords {
    propagating: "\
search():  # @enter
    如果每个格子都有数字:  # @full
        输出棋盘  # @print
        return true  # @solved
    cell = CHOICE
    对 cell 的每个候选数 d，从小到大:  # @loop
        保存棋盘；在 cell 填入 d；然后反复，直到没有变化:  # @place
            填入只剩一个候选数的格子，  # @deduce
            以及在某行、列或宫中只剩一个位置的数字
        如果因此有格子或区域无处可填: 撤回 d，continue  # @check
        如果 search(): return true  # @call
        恢复棋盘；把 d 从 cell 的候选数中排除  # @undo
    return false  # @fail
",
    dlx: "\
search():  # @enter
    如果所有约束都已满足:  # @full
        输出棋盘  # @print
        return true  # @solved
    c = 剩余选项最少的约束（一个格子的数字，或一个数字在行、列、宫中的位置）
    如果 c 没有剩余选项: return false  # @check
    覆盖 c：删除它，以及满足它的所有选项
    对 c 的每个选项 r，依次:  # @loop
        选择 r：覆盖 r 满足的其他所有约束  # @place
        如果 search(): return true  # @call
        撤回 r：恢复这些约束  # @undo
    恢复 c；return false  # @fail
",
    first_empty: &["按行顺序的第一个空格"],
    fewest: &[
        "候选数最少的空格；其中选这样一个：它的候选数",
        "在同行、同列、同宫其他格子中",
        "可填的位置最多",
    ],
};
