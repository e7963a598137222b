//! The strategies' pseudocode in Korean: the English's lines and role marks, line for line
//! (the code's words, `search()`, `return`, `continue`, stay as a program would have them).

use crate::code::PseudocodeWords;

pub(super) const KO_PSEUDOCODE: PseudocodeWords = PseudocodeWords {
    propagating: "\
search():  # @enter
    모든 칸에 숫자가 있으면:  # @full
        보드를 출력한다  # @print
        return true  # @solved
    cell = CHOICE
    cell의 후보 d마다, 작은 것부터:  # @loop
        보드를 저장하고 cell에 d를 넣은 뒤, 바뀌는 것이 없을 때까지:  # @place
            후보가 하나 남은 칸을 그 숫자로 채우고,  # @deduce
            행, 열, 박스에서 들어갈 자리가 하나 남은 숫자도 채운다
        그 결과 놓을 곳이 없는 칸이나 행, 열, 박스가 생기면: d를 되돌리고 continue  # @check
        search()가 참이면: return true  # @call
        보드를 되돌리고 cell의 후보에서 d를 지운다  # @undo
    return false  # @fail
",
    dlx: "\
search():  # @enter
    모든 제약이 충족되면:  # @full
        보드를 출력한다  # @print
        return true  # @solved
    c = 남은 선택지가 가장 적은 제약 (칸에 들어갈 숫자, 또는 행, 열, 박스에서 한 숫자의 자리)
    c에 남은 선택지가 없으면: return false  # @check
    c를 덮는다: c를 빼고, c를 충족하는 선택지도 모두 뺀다
    c의 선택지 r마다, 차례로:  # @loop
        r을 고른다: r이 충족하는 다른 제약을 모두 덮는다  # @place
        search()가 참이면: return true  # @call
        r을 되돌린다: 덮은 제약을 되살린다  # @undo
    c를 되살리고 return false  # @fail
",
    first_empty: &["행 순서로 첫 번째 빈칸"],
    fewest: &[
        "후보가 가장 적은 빈칸. 그중에서 그 후보들이",
        "같은 행, 열, 박스의 다른 칸에 들어갈 자리가",
        "가장 많은 칸",
    ],
};
