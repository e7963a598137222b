//! The note past BOJ's limit in Korean.

use crate::ui::i18n::limit::{CostKind, LimitWords};

pub(super) static KO_LIMIT: LimitWords = LimitWords {
    past: |limit| {
        format!(
            "BOJ 12095 기준 프로그램의 호출 {limit}회를 넘었습니다. BOJ 2580과 2239는 이 \
             프로그램이 그 안에 푸는 입력만 냅니다."
        )
    },
    measuring: " 이 입력의 비용을 재는 중...",
    failed: " 풀이기가 멈춰서 이 입력의 비용을 재지 못했습니다.",
    cost: |kind, calls, cpp, python| match kind {
        CostKind::Solved => format!(
            " 첫 번째 해를 찾을 때까지 코드 패널의 프로그램은 solve를 {calls}회 호출합니다. \
             C++로 약 {cpp}, Python으로 약 {python} 걸립니다({ESTIMATES})."
        ),
        CostKind::NoSolution => format!(
            " 이 입력에는 해가 없고, 코드 패널의 프로그램은 그것을 알아내기까지 solve를 \
             {calls}회 호출합니다. C++로 약 {cpp}, Python으로 약 {python} 걸립니다\
             ({ESTIMATES})."
        ),
        CostKind::Over => format!(
            " 코드 패널의 프로그램은 이 입력에서 solve를 {calls}회보다 많이 호출합니다(여기까지만 \
             쟀습니다). C++로 {cpp} 넘게, Python으로 {python} 넘게 걸립니다({ESTIMATES})."
        ),
    },
    fewest: |strategy, steps| {
        format!(" \u{201c}{strategy}\u{201d} 전략은 {steps}단계 만에 풉니다.")
    },
    units: ["초", "분", "시간", "일"],
};

const ESTIMATES: &str = "한 컴퓨터에서 잰 속도로 어림한 값";
