//! What the core reports, in Korean: parse errors, unsolved boards, rejected outputs and the
//! narration of the search.

use super::super::{joined, shown_char};
use super::{area, conflict};
use crate::format::{ErrorKind, ParseError, Token};
use crate::judge::{Rejection, Unsolvable, Unsolved};
use crate::names::{Area, Place};
use crate::player::{Chosen, Narration, Refusal};
use crate::solver::Deduction;

pub(super) fn parse_error(e: &ParseError) -> String {
    let mut text = String::new();
    if let Some(board) = e.board {
        text.push_str(&format!("보드 {board}, "));
    }
    text.push_str(&format!("{}번째 줄 {}번째 글자: ", e.line, e.column));
    let what = match &e.kind {
        ErrorKind::Empty => "입력이 비어 있습니다. 퍼즐을 붙여 넣으세요".to_string(),
        ErrorKind::Unrecognized { found } => format!(
            "어느 채점 사이트의 형식에도 맞지 않는 입력입니다 ({}). 다음 중 하나여야 합니다: \
             {EXPECTED_FORMATS}",
            shown_text(found)
        ),
        ErrorKind::UnexpectedChar {
            found,
            empty,
            symbols,
        } => format!(
            "예상하지 못한 {}. {} {symbols}, 또는 빈칸을 뜻하는 {} 중 하나여야 합니다",
            shown_char(*found, "문자"),
            if symbols == "A-P" { "글자" } else { "숫자" },
            joined(empty.chars().map(|c| format!("`{c}`")), ", ")
        ),
        ErrorKind::MissingSpace { after, found } => format!(
            "{}, {} 사이에 공백이 필요합니다. 이 형식은 칸마다 한 글자를 쓰고 한 행의 칸을 \
             공백으로 구분합니다",
            shown_char(*after, "문자"),
            shown_char(*found, "문자")
        ),
        ErrorKind::UnexpectedSpace => {
            "예상하지 못한 공백. 이 형식은 한 행의 칸들을 공백 없이 씁니다".to_string()
        }
        ErrorKind::RowLength { found, expected } => {
            format!("칸이 {expected}개여야 하는데 {found}개입니다")
        }
        ErrorKind::MissingRows { found, expected } => {
            format!("보드에 {expected}행 중 {found}행만 있습니다")
        }
        ErrorKind::TooManyRows { expected } => {
            format!("보드의 행이 {expected}개보다 많습니다")
        }
        ErrorKind::ExtraLine => "보드의 9행 뒤에 예상하지 못한 텍스트가 있습니다. 이 형식은 \
                                 보드 하나만 담습니다 (여러 개라면 POJ 2676처럼 개수 줄로 \
                                 시작하세요)"
            .to_string(),
        ErrorKind::BadCount { text } => {
            format!("보드 개수가 와야 하는데 {}입니다", shown_text(text))
        }
        ErrorKind::BadDominoCount { text } => format!(
            "놓인 도미노의 개수(퍼즐의 첫 줄)나 끝을 뜻하는 0이 와야 하는데 {}입니다",
            shown_text(text)
        ),
        ErrorKind::CountMismatch { declared, found } => {
            format!("개수 줄에는 보드 {declared}개라고 되어 있지만 실제로는 {found}개입니다")
        }
        ErrorKind::AfterEnd { end } => {
            format!("`{end}` 줄 뒤에 예상하지 못한 텍스트가 있습니다")
        }
        ErrorKind::NoBoards => "풀 보드가 없습니다. 보드를 하나 이상 붙여 넣으세요".to_string(),
        ErrorKind::MissingHeading { expected, found } => {
            format!("`{expected}` 줄이 와야 하는데 {}입니다", shown_text(found))
        }
        ErrorKind::MissingGap => "이 보드 앞에 빈 줄이 필요합니다. 이 채점 사이트는 답과 답 \
                                  사이를 빈 줄 하나로 구분합니다"
            .to_string(),
        ErrorKind::DominoItems { found } => format!(
            "`U LU V LV` 꼴의 도미노(예: `6 B2 1 B3`)가 와야 합니다. 항목 4개가 필요한데 \
             {found}개입니다"
        ),
        ErrorKind::LoneItems { found } => format!(
            "숫자 1부터 9까지의 위치(예: `C5 A3 D9 ...`)가 와야 합니다. 위치 9개가 필요한데 \
             {found}개입니다"
        ),
        ErrorKind::NotADigit { text } => {
            format!("숫자 1-9가 와야 하는데 {}입니다", shown_text(text))
        }
        ErrorKind::NotALocation { text } => format!(
            "위치(행 A-I와 열 1-9, 예: `B3`)가 와야 하는데 {}입니다",
            shown_text(text)
        ),
        ErrorKind::Apart { first, second } => format!(
            "{first}, {second} 칸이 서로 붙어 있지 않습니다. 도미노는 이웃한 두 칸을 덮습니다"
        ),
        ErrorKind::SameHalves { digit } => format!(
            "이 도미노는 양쪽 숫자가 모두 {digit}입니다. 도미노의 두 숫자는 서로 달라야 합니다"
        ),
        ErrorKind::DominoTwice { domino, first_line } => format!(
            "{domino} 도미노가 두 번 놓였습니다 (처음은 {first_line}번째 줄). 도미노는 \
             종류마다 하나뿐입니다"
        ),
        ErrorKind::CoveredTwice { place, first_line } => {
            format!("{place} 칸이 두 번 덮였습니다 (처음은 {first_line}번째 줄)")
        }
        ErrorKind::MissingDominoes { declared, found } => {
            format!("이 퍼즐에는 첫 줄에 적힌 도미노 {declared}개 중 {found}개만 있습니다")
        }
        ErrorKind::Expected {
            expected,
            found: Some(c),
        } => format!(
            "{}가 와야 하는데 {}입니다",
            token(*expected),
            shown_char(*c, "문자")
        ),
        ErrorKind::Expected {
            expected,
            found: None,
        } => format!("{}가 와야 하는데 입력이 끝났습니다", token(*expected)),
    };
    text + &what
}

/// What a text no format fits should have been: every judge's format.
const EXPECTED_FORMATS: &str = "숫자 9개씩 9행, 빈칸은 0, 공백은 있든 없든 \
     (BOJ 2580, BOJ 2239); 개수 줄 다음에 그런 보드들 (POJ 2676, POJ 2918); 81칸짜리 줄들 \
     (POJ 3074); 16행, 글자 A-P와 빈칸을 뜻하는 `-` (POJ 3076); `6 B2 1 B3` 같은 도미노 \
     (BOJ 4574); 또는 `[[\"5\",\"3\",\".\",...],...]` (LeetCode 37)";

/// What LeetCode's lists expected next. Every name ends in a vowel, so 가 follows it.
fn token(t: Token) -> &'static str {
    match t {
        Token::Open => "여는 대괄호(`[`)",
        Token::Close => "닫는 대괄호(`]`)",
        Token::Comma => "쉼표(`,`)",
        Token::Quote => "큰따옴표(`\"`)",
        Token::Cell => "`\"5\"`나 `\".\"` 같은 칸 하나",
    }
}

/// A piece of the input quoted, its invisible characters by code.
fn shown_text(text: &str) -> String {
    super::super::quoted(text, "문자")
}

pub(super) fn unsolved(u: &Unsolved) -> String {
    let why = match u.reason {
        Unsolvable::Conflict(c) => format!("주어진 숫자가 충돌합니다: {}", conflict(&c)),
        Unsolvable::NoSolution => "해가 없습니다".to_string(),
    };
    format!("보드 {}, {}번째 줄: {why}", u.board, u.line)
}

pub(super) fn rejection(r: &Rejection) -> String {
    match r {
        Rejection::Empty(cell) => format!("{cell} 칸이 비어 있습니다"),
        Rejection::ChangesGiven { cell, found, given } => {
            format!("{cell} 칸의 값은 {found}, 주어진 숫자는 {given}입니다")
        }
        Rejection::Conflict(c) => conflict(c),
        Rejection::NotSmallest { cell, should } => format!(
            "올바른 해이지만 사전순으로 가장 작은 해가 아닙니다. {cell} 칸에 와야 할 숫자: \
             {should}"
        ),
        Rejection::NoTiling => "주어진 숫자를 그대로 둔 올바른 스도쿠이지만, 그 위에 \
                                도미노 36개를 각각 한 번씩 놓을 수 없습니다"
            .to_string(),
    }
}

pub(super) fn reason(r: &Refusal) -> String {
    format!("{}: {}에 이미 있음 ({})", r.digit, area(r.area), r.by)
}

pub(super) fn narration(n: &Narration) -> String {
    let back = |to: &Option<Place>| to.map_or("처음".to_string(), |c| c.to_string());
    match n {
        Narration::Start { empty, strategy } => format!(
            "시작: 빈칸 {empty}개. {} 전략이 하나씩 채웁니다.",
            super::KO.strategy_name(*strategy)
        ),
        Narration::Try {
            cell,
            digit,
            failed,
            refused,
        } => {
            let mut text = format!("{cell}: {digit} 시도");
            if !failed.is_empty() {
                text.push_str(&format!(
                    " (앞서 시도한 {}: 더 깊은 곳에서 실패)",
                    joined(failed, ", ")
                ));
            }
            if !refused.is_empty() {
                text.push_str(&format!(
                    ", 검사가 거부한 숫자: {}",
                    joined(refused.iter().map(reason), "; ")
                ));
            }
            text
        }
        Narration::Guess { cell, digit, later } if later.is_empty() => {
            format!("{cell}: {digit} 시도 (마지막 후보), 이어서 전파")
        }
        Narration::Guess { cell, digit, later } => format!(
            "{cell}: {digit} 시도 (남은 후보 {}), 이어서 전파",
            joined(later, ", ")
        ),
        Narration::TakeBack {
            cell,
            digit,
            next: Some(next),
            ..
        } => format!("{cell}: {digit} 되돌림. 다음 시도: {next}"),
        Narration::TakeBack {
            cell,
            digit,
            next: None,
            back_to,
        } => format!(
            "{cell}: {digit} 되돌림. 더 시도할 숫자가 없어 false 반환 (돌아갈 곳: {})",
            back(back_to)
        ),
        Narration::TakenBack { cell, digit } => format!("{cell}: {digit} 되돌림"),
        Narration::RuleOut { cell, digit } => {
            format!("{cell}: {digit} 되돌리고 이 칸의 후보에서 제외")
        }
        Narration::Deduce { cell, digit, why } => match why {
            Deduction::OnlyCandidate => format!("{cell} = {digit}: 남은 후보가 하나뿐"),
            Deduction::OnlyPlace(u) => format!(
                "{cell} = {digit}: {}에서 {digit}의 자리는 여기뿐",
                area(Area::of(*u, *cell))
            ),
            Deduction::Interactions => {
                format!("{cell} = {digit}: 박스-줄 상호작용으로 다른 자리가 모두 제외됨")
            }
        },
        Narration::DeadEnd { cell, refused } => format!(
            "{cell}: 들어갈 숫자가 없어 false 반환. 검사가 거부한 숫자: {}",
            joined(refused.iter().map(reason), "; ")
        ),
        Narration::Contradiction { cell, back_to } => {
            format!(
                "{cell}: 모순, 남은 숫자가 없음. 돌아갈 곳: {}",
                back(back_to)
            )
        }
        Narration::Cover {
            cell,
            digit,
            chosen: Chosen::Cell,
            options,
            nth,
        } => match (nth, options) {
            (1, n) => format!("{cell}: 선택지 {n}개. {digit} 시도"),
            (k, n) => format!("{cell}: 선택지 {n}개 중 {k}번째, {digit}"),
        },
        Narration::Cover {
            cell,
            digit,
            chosen: Chosen::PlaceIn(a),
            options,
            nth,
        } => match (nth, options) {
            (1, n) => format!("{}: {digit}의 자리 {n}개. {cell} 시도", area(*a)),
            (k, n) => format!("{}: {digit}의 자리 {n}개 중 {k}번째, {cell}", area(*a)),
        },
        Narration::Uncover {
            cell,
            digit,
            more: true,
            ..
        } => format!("{cell}: {digit} 되돌리고 덮개를 벗김. 다음 선택지로"),
        Narration::Uncover {
            cell,
            digit,
            more: false,
            back_to,
        } => format!(
            "{cell}: {digit} 되돌리고 덮개를 벗김. 남은 선택지가 없어 돌아감 (돌아갈 곳: {})",
            back(back_to)
        ),
        Narration::NoOption { cell, back_to } => {
            format!("{cell}: 남은 선택지 없음. 돌아갈 곳: {}", back(back_to))
        }
        Narration::NoPlace {
            digit,
            area: a,
            back_to,
        } => format!(
            "{}: {digit}의 자리 없음. 돌아갈 곳: {}",
            area(*a),
            back(back_to)
        ),
        Narration::Solution { count } if *count > 1 => {
            format!("{count}번째 해: 프로그램이라면 첫 번째 해에서 멈췄겠지만, 탐색은 계속됩니다.")
        }
        Narration::Solution { .. } => "풀림: 모든 칸에 숫자가 있고 충돌이 없습니다.".to_string(),
        Narration::Exhausted => "탐색 끝: 해가 없습니다.".to_string(),
    }
}
