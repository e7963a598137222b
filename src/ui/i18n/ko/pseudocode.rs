//! DLX's pseudocode in Korean: the English's lines and role marks, line for line
//! (the code's words, `search()`, `return`, `continue`, stay as a program would have them).

use crate::code::PseudocodeWords;

pub(super) const KO_PSEUDOCODE: PseudocodeWords = PseudocodeWords {
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
};
