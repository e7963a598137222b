//! DLX's pseudocode in Chinese: the English's lines and role marks, line for line
//! (the code's words, `search()`, `return`, `continue`, stay as a program would have them).

use crate::code::PseudocodeWords;

pub(super) const ZH_PSEUDOCODE: PseudocodeWords = PseudocodeWords {
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
};
