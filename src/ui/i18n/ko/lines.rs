//! 한 줄씩 실행: the words of stepping line by line, in Korean (no particle after a value,
//! as the rest of the catalogue).

use super::super::lines::LineMessages;
use super::area;
use super::{place_words, reports::reason, with_places};
use crate::player::{LineNarration, ProgramLine, Stuck};

pub static KO_LINES: LineMessages = LineMessages {
    step_by: "실행 단위",
    by_try: "시도",
    by_line: "코드 한 줄",
    by_take_back: "백트래킹",
    line: "실행한 줄",
    definition_propagating: "프로그램이 실행한 search()와 propagate()의 줄 수. 줄 추적기\
        (Python의 sys.settrace)가 세는 대로: 호출마다 함수 머리, 반복마다 while True 줄, 각 \
        검사와 각 문장. 이 함수들이 부르는 도우미(fill, dead, forced, narrow, choose)는 디버거의 \
        '프로시저 단위 실행'처럼 한 줄로 셉니다. 한 줄씩 실행하면 이 줄을 하나씩 진행합니다.",
    definition: "프로그램이 실행한 solve()의 줄 수. 줄 추적기(Python의 sys.settrace)가 세는 \
        대로: 호출마다 함수 머리, 반복할 때마다 for 줄과 반복이 끝날 때 한 번 더, 숫자마다 검사 \
        한 번. 한 줄씩 실행하면 이 줄을 하나씩 진행합니다.",
    narration: |n| with_places(&narration(n), place_words),
    go_to_line: "실행한 줄로 이동",
    go: "이동",
};

fn narration(n: &LineNarration) -> String {
    match n {
        LineNarration::Program(line) => program_line(line),
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

fn program_line(line: &ProgramLine) -> String {
    use ProgramLine::*;
    match line {
        SearchStarts => "search() 호출".to_string(),
        SearchLoop => "search()의 반복: 한 바퀴 시작".to_string(),
        BoardFull { full: true } => "빈칸(0)이 없나? 예, 모든 칸이 채워짐".to_string(),
        BoardFull { full: false } => "보드가 다 찼나? 아니요, 빈칸이 남음".to_string(),
        Choose { cell } => format!("choose(): 분기할 칸으로 {cell} 선택"),
        Smallest { cell, digit } => format!("d = {digit}: {cell}에 남은 가장 작은 숫자"),
        Save => "보드와 후보를 복사해 둠 (분기가 실패하면 되돌리려고)".to_string(),
        Place { cell, digit } => format!("{cell}: {digit} 넣음"),
        PropagateCall { cell, digit } => format!(
            "{cell} = {digit} 상태에서 propagate()가 강제되는 칸을 채우고, 이어서 search() 호출"
        ),
        PropagateStarts => "propagate() 시작: 강제되는 칸이 없을 때까지 채움".to_string(),
        Round => "propagate()의 반복: 보드를 다시 봄".to_string(),
        Dead { stuck: None } => "dead()? 아니요: 모든 빈칸에 숫자가 남고, 각 행·열·박스에 \
            모든 숫자의 자리가 있음"
            .to_string(),
        Dead {
            stuck: Some(Stuck::NoDigit(cell)),
        } => format!("dead(): 예, {cell}에 남은 숫자가 없음"),
        Dead {
            stuck: Some(Stuck::NoPlace(digit, a)),
        } => format!("dead(): 예, {}에 숫자 {digit} 자리가 없음", area(*a)),
        Contradiction => "return False: 이 보드에는 해가 없음, 분기 실패".to_string(),
        Forced {
            found: Some((cell, digit)),
        } => format!("forced(): {cell}에 들어갈 숫자는 {digit}로 확정"),
        Forced { found: None } => "forced(): 강제되는 칸 없음".to_string(),
        IfForced { found: true } => "x >= 0: 예, 강제되는 칸이 있음".to_string(),
        IfForced { found: false } => "x >= 0? 아니요, 강제되는 칸 없음".to_string(),
        Fill { cell, digit } => {
            format!("fill(): {cell}에 {digit} 넣고, 같은 행·열·박스의 후보에서 {digit} 지움")
        }
        Narrow { struck: true } => {
            "narrow(): 행(열)과 박스가 만나는 곳에서 후보를 지움, 다시 봄".to_string()
        }
        Narrow { struck: false } => "narrow(): 지울 후보 없음".to_string(),
        Settled => "return True: 더 강제되는 것이 없음".to_string(),
        Print => "모든 칸이 채워짐: 보드 출력".to_string(),
        Solved => "return True: 앞의 모든 호출도 True 반환".to_string(),
        Restore { cell, digit } => {
            format!("{cell} = {digit} 실패: 복사해 둔 보드와 후보로 되돌림")
        }
        RuleOut { cell, digit } => format!("{cell}의 후보에서 {digit} 제외"),
        PropagateAgain { cell, digit } => {
            format!("{cell}에서 {digit} 뺀 상태로 다시 propagate(): 실패하면 return False")
        }
    }
}
