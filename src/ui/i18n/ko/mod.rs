//! 한국어. Sentences avoid particles after a value (이/가, 을/를 depend on how the value
//! ends), so that every value reads right.

mod exercise;
mod limit;
mod lines;
mod made;
mod predict;
mod pseudocode;
mod reports;

use super::{
    decimal, joined, number, quoted_value, with_places, CellState, CellWords, LaneWords, Messages,
};
use crate::grid::{Conflict, Unit};
use crate::names::{Area, Place};
use crate::solver::{Strategy, Verdict};
use crate::ui::i18n::limit::say;
use crate::ui::link::LinkError;
use reports::{narration, parse_error, rejection, unsolved};

pub static KO: Messages = Messages {
    title: "스도쿠 풀이기",
    intro: "채점 사이트의 입력(BOJ 2580, BOJ 2239, POJ 2676, POJ 2918, POJ 3074, POJ 3076, \
            BOJ 4574, LeetCode 37, 81글자 줄)을 그대로 붙여 넣거나 보드에 직접 입력한 뒤 풀기를 \
            누르세요.",
    language: "언어 (Language)",
    solve: "풀기",
    clear: "모두 지우기",
    undo: "실행 취소",
    count_up_to: "해를 셀 최대 개수",
    copy_link: "링크 복사",
    link_copied: "링크를 복사했습니다",
    link_failed: "복사하지 못했습니다. 아래에 선택된 링크를 직접 복사하세요",
    link_by_hand: "직접 복사할 링크",
    link_too_large: "입력이 너무 커서 링크로 만들 수 없습니다. 파일로 공유하세요.",
    bad_link: |why| {
        let why = match why {
            LinkError::NoPuzzle => "퍼즐이 없습니다. 링크가 잘린 것 같습니다".to_string(),
            LinkError::BoardLength { found } => {
                format!("보드가 81글자가 아니라 {found}글자입니다. 링크가 잘린 것 같습니다")
            }
            LinkError::Damaged => "퍼즐을 읽을 수 없습니다. 링크가 잘렸거나 바뀌었습니다".into(),
            LinkError::BadValue { key, value } => {
                format!(
                    "`{key}={}`: 이 페이지가 모르는 값입니다",
                    quoted_value(value)
                )
            }
        };
        format!("이 링크를 열 수 없습니다: {why}. 원래 페이지를 보여 줍니다.")
    },

    board_name: "스도쿠 보드",
    sixteen_board_name: "16 x 16 스도쿠 보드",
    dominoes_board_name: "스도미노쿠 보드",
    watch_dominoes: "풀기를 누르면 이 스도미노쿠의 답을 BOJ 4574 형식 그대로 보여 줍니다. \
                     탐색 과정 보기는 9 x 9와 16 x 16 스도쿠 보드에서 할 수 있습니다.",
    cell,
    place,
    refuses: |digits, cell| format!("{} 칸에서 {digits} 거부", place(cell)),
    legend: "범례",
    legend_items: [
        "주어진 숫자",
        "탐색이 넣은 숫자",
        "지금 채우는 칸",
        "그 칸의 행, 열, 박스",
        "검사가 거부한 숫자를 가진 칸",
        "되돌린 숫자",
        "막다른 곳: 들어갈 숫자 없음",
        "막다른 곳: 이 행, 열 또는 박스에 어떤 숫자가 들어갈 자리 없음",
        "서로 충돌하는 주어진 숫자",
    ],
    tried_never: "시도 0회",
    tried_most: |n| format!("{n}회 (로그 척도)"),
    keypad: "키패드",
    erase: "지우기",

    press_solve: "풀기를 누르면 퍼즐을 풉니다.",
    mend_input: "입력에 오류가 있습니다(입력 아래 목록 참고). 고친 뒤 풀기를 누르세요.",
    verdict,
    outcome,
    two_solutions: |n, cells| format!("두 해가 다른 칸 {n}개: {cells}."),
    first_solution: "첫 번째 해",
    second_solution: "두 번째 해",

    format: "형식",
    auto: |name| format!("자동 ({name})"),
    no_format_fits: "맞는 형식 없음",
    lines_format: "81글자 줄",
    board: "보드",
    board_of: |i, n| format!("보드 {i} / {n}"),
    examples: "예제",
    load_example: "예제 불러오기…",
    example_names: [
        "BOJ 2580 예제",
        "BOJ 2239 예제",
        "POJ 2676 예제",
        "POJ 3074 예제 (퍼즐 2개)",
        "쉬움 (Project Euler 96 #1)",
        "주어진 숫자 17개",
        "브루트포스 천적 (기본 전략 1억 5,900만 단계, 호출 6,900만 회)",
        "해가 여러 개",
        "해 없음 (주어진 숫자끼리 충돌은 없음)",
        "POJ 2918 / BOJ 7517 예제 (Tudoku)",
        "POJ 3076 예제 (16 x 16)",
        "BOJ 4574 예제 (스도미노쿠)",
        "LeetCode 37 예제",
    ],
    puzzle_input: "퍼즐 입력",
    input_placeholder: "채점 입력을 붙여 넣으세요: BOJ 2580, BOJ 2239, POJ 2676, POJ 2918, \
                        POJ 3074, POJ 3076, BOJ 4574, LeetCode 37 또는 81글자 줄",
    unreadable: "입력을 읽을 수 없어 보드는 이전 퍼즐을 그대로 보여 줍니다.",
    unrecognized: "입력을 읽을 수 없습니다.",
    and_more: |n| format!("… 외 {n}개"),
    large_input: |lines, mb, shown| {
        let mb = decimal(mb, 1);
        format!(
            "큰 입력: {lines}줄, {mb} MB. 입력란에는 처음 {shown}줄만 보이며 읽기 전용입니다. \
             다른 입력을 붙여 넣으려면 모두 지우기를 누르세요."
        )
    },
    reading: "입력을 백그라운드에서 읽는 중…",
    update_ready: "이 페이지의 새 버전이 준비되었습니다.",
    update_reload: "새로고침",
    storage_refused: "이 브라우저에 입력과 설정을 저장하지 못했습니다(저장소가 꺼져 있거나 \
                      가득 찼습니다). 새로고침하면 남지 않으니, 남기고 싶은 것은 복사하거나 \
                      내려받으세요.",
    storage_too_large: "이 입력은 너무 커서 새로고침 후에 남지 않습니다. 파일로 따로 \
                        보관하세요.",
    reading_stopped: "이 입력을 읽는 중에 풀이기가 예기치 않게 멈췄습니다(불러오지 못했거나 \
        오류가 났습니다). 모두 지우기를 누른 뒤 입력을 다시 붙여 넣으세요.",
    page_fault: "페이지에 버그가 생겨 더 이상 동작하지 않습니다. 새로 고치면 계속할 수 있고, 입력하거나 붙여 넣은 퍼즐은 그대로 돌아옵니다(수 MB 크기의 입력은 제외). 자세한 내용은 브라우저 콘솔에 있습니다.",
    reload: "새로 고침",
    parse_error,

    answer: "정답",
    answer_placeholder: "풀기를 누르면 채점 사이트가 기대하는 출력이 여기 나옵니다",
    no_output: "출력 없음: ",
    copy: "복사",
    download: "다운로드",
    copied: "복사했습니다",
    copy_failed: "복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요",
    showing_first: |shown, total| {
        format!("전체 {total}줄 중 처음 {shown}줄을 보여 줍니다. 복사와 다운로드는 전체를 줍니다.")
    },

    all_boards: "모든 보드",
    progress: "진행률",
    boards_done: |done, total, rate| format!("보드 {done} / {total}개, 초당 {rate}개"),
    running: "백그라운드에서 푸는 중입니다. 페이지는 계속 쓸 수 있습니다.",
    run_done: |s, solving, [unique, several, none, invalid]| {
        let (s, solving) = (decimal(s, 2), decimal(solving, 2));
        format!(
            "{s}초 만에 끝남 (푸는 데 {solving}초): 유일한 해 {unique}개, 해가 여러 개 \
             {several}개, 해 없음 {none}개, 주어진 숫자가 잘못됨 {invalid}개."
        )
    },
    boards_not_solved: |from, to| if from == to {
        format!("보드 {from}번은 풀지 못했습니다.")
    } else {
        format!("보드 {from}–{to}번은 풀지 못했습니다.")
    },
    cancelled_after: |n| format!("보드 {n}개를 푼 뒤 취소했습니다."),
    cancel: "취소",
    cancelled: "취소했습니다.",
    input_changed: |button| format!("입력이 바뀌었습니다. {button} 버튼을 다시 누르세요."),
    worker_stopped: |button| {
        format!("풀이기가 예기치 않게 멈췄습니다(불러오지 못했거나 오류가 났습니다). {button} 버튼을 눌러 다시 시도하세요.")
    },
    input_has_errors: "퍼즐 입력에 오류가 있습니다. 먼저 고치세요.",
    unsolved,
    show: "보기",
    show_board: |i| format!("보드 {i} 보기"),
    filters: [
        "모든 보드",
        "유일한 해",
        "해가 여러 개",
        "해 없음",
        "주어진 숫자 충돌",
    ],
    column_board: "보드",
    column_line: "줄",
    column_verdict: "결과",
    column_steps: "단계",
    previous_page: "이전 페이지",
    next_page: "다음 페이지",
    page_of: |i, n| format!("{n}쪽 중 {i}쪽"),

    expected_output: "확인할 출력",
    expected_placeholder: "내 프로그램의 출력(또는 채점 사이트의 출력)을 붙여 넣어 확인하세요",
    compare: "비교",
    checking: "백그라운드에서 확인하는 중…",
    large_output: |mb, shown| {
        let mb = decimal(mb, 1);
        format!(
            "큰 출력: {mb} MB. 입력란에는 처음 {shown}줄만 보이며 읽기 전용입니다. 바꾸려면 \
             새로 붙여 넣으세요."
        )
    },
    checked: |accepted, boards, rejected, missing| {
        format!("보드 {boards}개 중 {accepted}개 통과, {rejected}개 실패, {missing}개 누락.")
    },
    extra_boards: |n| format!(" 마지막 보드 뒤에 보드가 {n}개 더 있습니다."),
    rejection: |r| with_places(&rejection(r), place_words),
    cells: |names| format!(" (칸: {})", names.join(", ")),
    missing: "출력에 없음",
    board_n: |i| format!("보드 {i}"),
    colon: ": ",

    watch: "탐색 지켜보기",
    strategy: "전략",
    strategy_names: ["기본", "사전순", "최소 후보", "DLX"],
    strategy_options: [
        "기본 (행 우선, 1부터 9까지)",
        "사전순 (행 우선 + 유일 후보 채우기)",
        "최소 후보 (후보가 가장 적은 칸부터)",
        "DLX (춤추는 링크, 선택지가 가장 적은 조건부터)",
    ],
    speed: "속도",
    steps_per_second: |n| format!("초당 {n}단계"),
    max_speed: "최대",
    to_start: "처음",
    step_back: "이전 단계",
    play: "재생",
    pause: "일시 정지",
    step_forward: "다음 단계",
    to_end: "끝",
    next_backtrack: "다음 백트래킹",
    next_dead_end: "다음 막다른 곳",
    next_solution: "다음 해",
    heatmap: "히트맵",
    study_view: "학습 화면",
    study_open: "한 단계씩 보기",
    study_keys: "키: Space 재생·일시 정지 · ← → 한 단계씩 · Home, End 처음·끝 · + − 속도 · Esc 학습 화면 닫기",
    study_keys_square: "키: Space 재생·일시 정지 · ← → 한 단계씩 · Home 처음으로 · Esc 학습 화면 닫기",
    step: "단계",
    step_of: |i, n| format!("{n}단계 중 {i}단계"),
    exploring: |n| format!("≥ {n} (탐색 중)"),
    calls: "호출",
    boj_calls: "BOJ 12095 호출",
    deductions: "추론",
    placements: "배치",
    backtracks: "백트래킹",
    depth: "깊이",
    max_depth: "최대 깊이",
    elapsed: "경과 시간",
    solutions: "해",
    state: "상태",
    solved: "풀었음",
    no_solution: "해 없음",
    playing: "재생 중",
    seeking: "이동 중",
    running_to_backtrack: "다음 백트래킹으로 가는 중",
    running_to_dead_end: "다음 막다른 곳으로 가는 중",
    running_to_solution: "다음 해로 가는 중",
    paused: "멈춤",
    over_call_limit: |note| say(note, &limit::KO_LIMIT),
    stack: "스택 (탐색이 돌아갈 곳):",
    search_stack: "탐색 스택",
    counters_defined: "각 카운터가 세는 것",
    definitions: [
        "탐색의 한 동작: 숫자 하나 넣기, 숫자 하나 되돌리기, 막다른 곳(어떤 숫자도 들어가지 않는 \
         칸), 해, 또는 (전파를 쓰는 전략에서) 추론으로 칸 하나 채우기. 타임라인과 예제 메뉴는 \
         이것을 셉니다.",
        "코드 패널 프로그램의 재귀 함수 호출 수: 처음 한 번, 그리고 숫자를 하나 넣을 때마다 한 번 \
         (기본 전략: solve()), 또는 넣은 숫자의 전파가 막다른 곳 없이 끝날 때마다 한 번 \
         (사전순·최소 후보 전략: search()). DLX에는 없습니다.",
        "BOJ 12095(스도쿠 풀이)가 밝힌 기준 프로그램의 호출 수: 주어진 칸을 포함해 칸마다 한 번씩 \
         자신을 부릅니다(되돌리는 일이 없으면 82회). BOJ 2580과 2239는 이 프로그램이 호출 \
         100,000회 안에 푸는 퍼즐만 내므로, 단순한 백트래킹 프로그램도 시간 제한을 통과합니다.",
        "탐색이 넣은 숫자(칸에 숫자를 시도할 때마다 하나). 전파로 채운 숫자는 세지 않습니다.",
        "전파를 쓰는 전략에서: 남은 숫자가 하나뿐이거나, 행·열·박스에서 어떤 숫자가 들어갈 \
         자리가 하나뿐이라서 채운 칸. 여기서는 하나하나가 단계이지만, 풀이기는 한 번에 모두 \
         처리합니다.",
        "아래의 모든 시도가 실패해서 되돌린 숫자.",
        "지금 스택에 있는 숫자 수, 곧 재귀의 깊이. 최대 깊이: 지금까지 가장 깊었던 값.",
    ],
    narration: |n| with_places(&narration(n), place_words),
    lines: &lines::KO_LINES,
    predict: &predict::KO_PREDICT,
    made: &made::KO_MADE,
    exercise: &exercise::KO_EXERCISE,
    player_conflict: |c| {
        format!(
            "주어진 숫자가 충돌합니다: {}. 보드를 고치면 탐색을 볼 수 있습니다.",
            conflict(c)
        )
    },

    code: "코드",
    program_language: "프로그래밍 언어",
    code_classic: |judge| {
        format!(
            "{judge}에 제출할 프로그램이 보드와 함께 실행됩니다. 줄 번호를 누르면 재생 중 그 \
             줄에서 멈춥니다."
        )
    },
    code_propagating: |judge| {
        format!(
            "이 전략대로 탐색하는 {judge}용 프로그램입니다. 숫자를 하나 넣고 그로부터 정해지는 \
             칸을 모두 채우며, 놓을 곳이 없는 칸이나 숫자가 생기면 그 숫자를 되돌리고 후보에서 \
             지웁니다. 줄 번호를 누르면 재생 중 그 줄에서 멈춥니다."
        )
    },
    code_pseudocode: "이 전략의 알고리즘(의사 코드)입니다. 줄 번호를 누르면 재생 중 그 줄에서 \
                      멈춥니다.",
    code_past_solution: "프로그램은 첫 해에서 멈춥니다. 페이지는 다음 해를 찾아 계속 탐색합니다. 지금 표시된 줄은 프로그램이 계속 실행한다면 실행할 줄입니다.",
    code_square: "POJ 3076(16 x 16)에 제출할 프로그램입니다. 춤추는 링크(DLX)로, 이 전략이 \
                  고른 제약(choose)을 덮으며 보드와 함께 실행됩니다.",
    pseudocode: &pseudocode::KO_PSEUDOCODE,
    breakpoint_at: ("중단점, ", "번 줄"),

    overview: "탐색 개요",
    overview_caption: "탐색 개요: 단계(가로)에 따른 깊이(세로)",
    overview_description: |steps, ended, deepest| {
        let so_far = if ended {
            ""
        } else {
            " (지금까지 탐색한 부분)"
        };
        format!("{steps}단계{so_far} 동안의 탐색 깊이: 최대 {deepest}칸. 누르면 그 단계로 갑니다.")
    },

    compare_strategies: "전략 비교",
    strategies_at_least_two: "전략 (두 개 이상)",
    step_together: "함께 진행",
    by_steps: "같은 단계 수로",
    by_time: "같은 시간으로",
    race: "경주",
    pause_race: "경주 일시 정지",
    resume_race: "경주 계속",
    race_hint: "경주는 고른 전략들을 지금 보이는 보드에서 함께 실행합니다.",
    race_conflict: |c| {
        format!(
            "주어진 숫자가 충돌합니다: {}. 보드를 고치면 경주할 수 있습니다.",
            conflict(c)
        )
    },
    steps: "단계",
    work: "작업 시간",
    finished: |place, solved, step| {
        let what = if solved { "풀었음" } else { "해 없음" };
        format!("{place}위: {step}단계에서 {what}")
    },
    race_summary,
};

fn area(a: Area) -> String {
    let n = a.number;
    match a.unit {
        Unit::Row => format!("{n}행"),
        Unit::Column => format!("{n}열"),
        Unit::Box => format!("{n}번 박스"),
    }
}

fn conflict(c: &Conflict) -> String {
    format!(
        "{}, {} 칸에 같은 숫자 {}",
        place(c.first),
        place(c.second),
        c.digit
    )
}

/// A cell as Korean textbooks name it: "1행 9열".
fn place_words(row: usize, col: usize) -> String {
    format!("{row}행 {col}열")
}

fn place(p: Place) -> String {
    place_words(p.row() + 1, p.col() + 1)
}

fn cell(w: &CellWords) -> String {
    let mut name = format!(
        "{}행 {}열, {}",
        w.cell.row() + 1,
        w.cell.col() + 1,
        w.digit.map_or("빈칸".to_string(), |d| d.to_string())
    );
    let state = match w.state {
        CellState::Given => Some("주어진 숫자"),
        CellState::Placed => Some("채워짐"),
        CellState::Trying => Some("채우는 중"),
        CellState::Empty => None,
    };
    if let Some(state) = state {
        name.push_str(", ");
        name.push_str(state);
    }
    if w.clash {
        name.push_str(", 충돌");
    }
    if w.conflict {
        name.push_str(", 다른 주어진 숫자와 충돌");
    }
    if let Some(d) = w.taken_back {
        name.push_str(&format!(", {d} 되돌림"));
    }
    name
}

fn verdict(v: &Verdict) -> String {
    match v {
        Verdict::Conflict(c) => format!("주어진 숫자가 충돌합니다: {}", conflict(c)),
        Verdict::NoSolution => "해 없음".to_string(),
        Verdict::Unique => "유일한 해".to_string(),
        Verdict::Several {
            count,
            capped: false,
        } => format!("해 {}개", number(*count)),
        Verdict::Several {
            count,
            capped: true,
        } => format!("해가 여러 개 (최소 {}개)", number(*count)),
    }
}

fn outcome(board: Option<usize>, v: &Verdict, steps: &str, strategy: Strategy, ms: f64) -> String {
    let ms = decimal(ms, 1);
    let which = board.map_or(String::new(), |b| format!("보드 {b}: "));
    let detail = match v {
        Verdict::NoSolution => format!(" (탐색 {steps}단계)"),
        Verdict::Several { .. } => "; 보드에는 첫 번째 해를 보여 줍니다".to_string(),
        Verdict::Unique | Verdict::Conflict(_) => String::new(),
    };
    // "풀었습니다" only beside a verdict with a solution.
    let how = match v {
        Verdict::Unique | Verdict::Several { .. } => {
            format!(
                " {} 전략으로 {ms} ms에 풀었습니다.",
                KO.strategy_name(strategy)
            )
        }
        Verdict::NoSolution => {
            format!(
                " {} 전략으로 {ms} ms 동안 탐색했습니다.",
                KO.strategy_name(strategy)
            )
        }
        Verdict::Conflict(_) => String::new(),
    };
    format!("{which}{}{detail}.{how}", verdict(v))
}

fn race_summary(lanes: &[LaneWords]) -> String {
    joined(
        lanes.iter().map(|lane| {
            let name = KO.strategy_name(lane.strategy);
            let name = if lane.first {
                format!("{name} 1위")
            } else if lane.tied {
                format!("{name} (동률)")
            } else {
                name.to_string()
            };
            let nothing = if lane.no_solution {
                " (해 없음)"
            } else {
                ""
            };
            let cost = match lane.calls {
                Some(calls) => format!("호출 {}회", number(calls)),
                None => format!(
                    "배치 {}회, 추론 {}회",
                    number(lane.placements),
                    number(lane.deductions)
                ),
            };
            let fewer = lane.fewer.map_or(String::new(), |(times, than)| {
                let calls = (lane.fewer_calls)
                    .map_or(String::new(), |c| format!(", 호출은 1/{}", number(c)));
                let time = lane
                    .less_time
                    .map_or(String::new(), |less| format!(", 시간은 1/{}", number(less)));
                format!(
                    " ({}의 1/{}{calls}{time})",
                    KO.strategy_name(than),
                    number(times)
                )
            });
            format!("{name}{nothing}: {}단계{fewer}, {cost}", number(lane.steps))
        }),
        "; ",
    )
}
