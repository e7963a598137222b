//! 한 줄씩 실행: the words of stepping line by line, in Korean (no particle after a value,
//! as the rest of the catalogue).

use super::super::lines::LineMessages;
use super::{place_words, reports::reason, with_places};
use crate::player::LineNarration;

pub static KO_LINES: LineMessages = LineMessages {
    step_by: "실행 단위",
    by_try: "시도",
    by_line: "코드 한 줄",
    by_take_back: "백트래킹",
    line: "실행한 줄",
    definition: "프로그램이 실행한 solve()의 줄 수. 줄 추적기(Python의 sys.settrace)가 세는 \
        대로: 호출마다 함수 머리, 반복할 때마다 for 줄과 반복이 끝날 때 한 번 더, 숫자마다 검사 \
        한 번. 한 줄씩 실행하면 이 줄을 하나씩 진행합니다.",
    narration: |n| with_places(&narration(n), place_words),
};

fn narration(n: &LineNarration) -> String {
    match n {
        LineNarration::Enter { depth } => {
            format!("solve({depth}) 시작: 앞의 빈칸 {depth}개가 채워진 상태")
        }
        LineNarration::Full { depth, blanks } if depth == blanks => {
            format!("k == {blanks}: 예, 모든 빈칸이 채워짐")
        }
        LineNarration::Full { depth, blanks } => {
            format!("k == {blanks}? 아니요, k = {depth}: 빈칸이 남음")
        }
        LineNarration::Cell { cell } => format!("이번 호출이 채울 칸: {cell}"),
        LineNarration::Box { cell, area } => {
            format!("{cell}: {}", super::area(*area))
        }
        LineNarration::Loop {
            cell,
            digit: Some(d),
        } => format!("{cell}: 반복문의 다음 숫자 {d}"),
        LineNarration::Loop { cell, digit: None } => {
            format!("{cell}: 반복문 끝, 모든 숫자를 시도함")
        }
        LineNarration::Check {
            refused: Some(r), ..
        } => format!("{}: continue, 다음 숫자로", reason(r)),
        LineNarration::Check {
            cell,
            digit,
            refused: None,
        } => format!("{digit}: 검사 통과, {cell}의 행·열·박스 어디에도 없음"),
        LineNarration::Place { cell, digit } => format!("{cell}: {digit} 넣음"),
        LineNarration::Call { cell, digit, depth } => {
            format!("{cell} = {digit} 상태로 다음 빈칸에 대해 solve({depth}) 호출")
        }
        LineNarration::Print => "모든 칸이 채워짐: 보드 출력".to_string(),
        LineNarration::Solved => "return true: 앞의 모든 호출도 true 반환".to_string(),
        LineNarration::Undo { cell, digit } => {
            format!("{cell}: {digit} 되돌림 (더 깊은 곳에서 실패)")
        }
        LineNarration::Fail { cell } => {
            format!("return false: {cell}에 더 시도할 숫자가 없음. 앞의 호출이 자기 숫자를 되돌림")
        }
    }
}
