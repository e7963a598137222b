//! 직접 풀기: the words of the exercise, in Korean.

use super::super::exercise::{ExerciseMessages, Guess, MistakeWords, MoveWords, StepWords};
use super::{place, predict};
use crate::ui::state::exercise::Ended;

pub static KO_EXERCISE: ExerciseMessages = ExerciseMessages {
    title: "직접 풀기",
    how: "프로그램이 다음에 할 일을 보드에서 직접 하세요: 칸에 넣을 숫자를 입력하고, 되돌릴 \
          때는 그 칸에서 Backspace를, 들어갈 숫자가 없으면 막다른 길을 누르세요.",
    steps: "단계 수",
    grading: "채점",
    each_move: "한 수마다",
    at_end: "마지막에 한꺼번에",
    start: "보이는 단계부터 시작",
    new_puzzle: "새 퍼즐로 시작",
    dead_end: "막다른 길",
    fix: "이 단계는 대신 해 주기",
    grade: "지금 채점",
    model_answer: "모범 답안",
    next_steps: "다음 단계들",
    end: "연습 끝내기",
    progress: |done, steps| format!("{steps}단계 중 {done}단계 완료"),
    moves_made: |made, steps| format!("{steps}수 중 {made}수 둠"),
    score: |s| {
        let mut words = format!("{}단계 중 {}단계 정답", s.steps, s.right);
        if s.retried > 0 {
            words.push_str(&format!(", {}단계는 다시 시도해서 정답", s.retried));
        }
        if s.fixed > 0 {
            words.push_str(&format!(", {}단계는 대신 둠", s.fixed));
        }
        words
    },
    solved: "보드가 완성되었습니다: 프로그램은 답을 출력하고 true를 반환합니다.",
    all_done: "모든 단계를 마쳤습니다.",
    right: |s| format!("정답: {}.", step(s)),
    fixed: |s| format!("대신 두었습니다: {}.", step(s)),
    wrong,
    move_words: |m| match *m {
        MoveWords::Place { cell, digit } => format!("{}에 {digit}", place(cell)),
        MoveWords::TakeBack { cell } => format!("{} 되돌리기", place(cell)),
        MoveWords::DeadEnd => "막다른 길".to_string(),
    },
    right_mark: "정답",
    off_mark: "비교하지 않음: 틀린 수 이후로 보드가 프로그램과 다릅니다",
    ended: |e| match e {
        Ended::NotClassic => {
            "직접 풀기는 기본 백트래킹 프로그램만 됩니다: 먼저 플레이어에서 그 전략을 고르세요."
        }
        Ended::NothingLeft => {
            "여기서는 탐색에 남은 단계가 없습니다: 한 단계 뒤로 가거나 새 퍼즐로 시작하세요."
        }
        Ended::Clash => "주어진 숫자끼리 충돌해서 수행할 탐색이 없습니다.",
        Ended::Busy => "플레이어가 어떤 단계로 이동하는 중입니다: 멈출 때까지 기다리세요.",
        Ended::PuzzleChanged => "퍼즐이 바뀌어서 연습이 끝났습니다.",
        Ended::NoPuzzle => "퍼즐을 받지 못했습니다: 다시 시도하세요.",
    },
};

fn step(s: &StepWords) -> String {
    match *s {
        StepWords::Place { cell, digit } => {
            format!("프로그램은 {}에 {digit}을(를) 넣습니다", place(cell))
        }
        StepWords::TakeBack { cell, digit } => {
            format!("프로그램은 {}의 {digit}을(를) 되돌립니다", place(cell))
        }
        StepWords::DeadEnd { cell } => format!(
            "{}에 들어갈 숫자가 없어 막다른 길입니다(호출이 false를 반환)",
            place(cell)
        ),
    }
}

fn wrong(m: &MistakeWords) -> String {
    match m {
        MistakeWords::OtherCell { at } => format!(
            "이 칸이 아닙니다: 프로그램은 지금 {}에서 작업합니다(첫 빈칸, 또는 방금 숫자를 \
             되돌린 칸).",
            place(*at)
        ),
        MistakeWords::Digit(j) => (predict::KO_PREDICT.judged)(j),
        MistakeWords::TooSoonFits { cell, digit } => format!(
            "아직 아닙니다: {}에 {digit}이(가) 아직 들어갈 수 있어서, 프로그램은 무엇을 \
             되돌리기 전에 그 숫자를 넣습니다.",
            place(*cell)
        ),
        MistakeWords::TooSoonDeadEnd { cell } => format!(
            "아직 아닙니다: {}에 들어갈 숫자가 없으므로 먼저 그 호출이 false를 반환하고(막다른 \
             길), 그다음에 호출한 쪽이 숫자를 되돌립니다.",
            place(*cell)
        ),
        MistakeWords::TakeBackDue {
            cell,
            digit,
            exhausted,
            guess,
        } => {
            let guess = match guess {
                Some(Guess::Refused(r)) => format!("{}. ", predict::refusal(r)),
                Some(Guess::TriedAlready(d)) => format!("{d}은(는) 그 칸에서 이미 시도했습니다. "),
                None => String::new(),
            };
            let why = exhausted.map_or(String::new(), |e| {
                format!(
                    "{}에 더 들어갈 숫자가 없어 그 호출이 false를 반환하고, ",
                    place(e)
                )
            });
            format!(
                "아쉽습니다: {guess}{why}프로그램은 마지막에 넣은 숫자인 {}의 {digit}을(를) \
                 되돌립니다.",
                place(*cell)
            )
        }
    }
}
