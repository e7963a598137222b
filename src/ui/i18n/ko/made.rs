//! 새 퍼즐: the words of "New puzzle", in Korean.

use super::super::made::MadeMessages;
use crate::generate::Preset;
use crate::ui::i18n::number;

pub static KO_MADE: MadeMessages =
    MadeMessages {
        new_puzzle: "새 퍼즐",
        make: "만들기",
        preset: |p| match p {
            Preset::Exercise => "짧게: 20~80단계",
            Preset::Backtracking => "백트래킹이 보이게: 되돌림 100번 이상",
            Preset::BojLimit => "BOJ 2580 제한 바로 안쪽",
        },
        making: "퍼즐을 만드는 중...",
        made: |m| {
            format!(
            "해가 하나인 새 퍼즐, 주어진 숫자 {}개: 기본 탐색이 {}단계, 되돌림 {}번, 호출 {}번 \
             (BOJ 12095 방식으로 {}번) 걸립니다.",
            m.givens,
            number(m.steps),
            number(m.backtracks),
            number(m.calls),
            number(m.boj_calls)
        )
        },
        not_found: "이번에는 퍼즐을 찾지 못했습니다. 만들기를 다시 눌러 보세요.",
        stopped: "퍼즐을 만들기 전에 풀이기가 예기치 않게 멈췄습니다. 만들기를 다시 누르세요.",
        worst_case: "행 우선 백트래킹의 최악의 경우",
        hunting: |best, tries, s, of| {
            let best = best.map_or(String::new(), |b| {
                format!(
                    " 지금까지 최고: 호출 {}번 (BOJ 12095 방식으로 {}번), 주어진 숫자 {}개.",
                    number(b.calls),
                    number(b.boj_calls),
                    b.givens
                )
            });
            format!(
                "최악의 경우를 찾는 중: {of}초 중 {s}초, 퍼즐 {}개를 재어 봄.{best}",
                number(tries)
            )
        },
        stop_hunt: "멈추고 최고를 쓰기",
        hunted: |b, tries, cut| {
            format!(
            "{}해가 하나인 퍼즐 {}개 중 최악의 경우, 주어진 숫자 {}개: 기본 탐색이 {}단계, 되돌림 \
             {}번, 호출 {}번 (BOJ 12095 방식으로 {}번) 걸립니다.",
            if cut { "풀이기가 멈췄습니다. 지금까지의 최고를 입력에 넣었습니다. " } else { "" },
            number(tries),
            b.givens,
            number(b.steps),
            number(b.backtracks),
            number(b.calls),
            number(b.boj_calls)
        )
        },
    };
