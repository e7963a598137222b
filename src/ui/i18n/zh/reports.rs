//! What the core reports, in Simplified Chinese: parse errors, unsolved boards, rejected
//! outputs and the narration of the search.

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
        text.push_str(&format!("第 {board} 个棋盘，"));
    }
    text.push_str(&format!("第 {} 行第 {} 个字符：", e.line, e.column));
    let what = match &e.kind {
        ErrorKind::Empty => "输入为空；请粘贴一道题".to_string(),
        ErrorKind::Unrecognized { found } => format!(
            "没有哪种评测网站的格式符合 {}；应为以下之一：{EXPECTED_FORMATS}",
            shown_text(found)
        ),
        ErrorKind::UnexpectedChar {
            found,
            empty,
            symbols,
        } => format!(
            "无法识别 {}；应为{} {symbols}，或表示空位的 {}",
            shown_char(*found, "字符"),
            if symbols == "A-P" { "字母" } else { "数字" },
            joined(empty.chars().map(|c| format!("`{c}`")), "、")
        ),
        ErrorKind::MissingSpace { after, found } => format!(
            "{} 和 {} 之间应有空格：此格式每格写一个字符，一行中的格子用空格分隔",
            shown_char(*after, "字符"),
            shown_char(*found, "字符")
        ),
        ErrorKind::UnexpectedSpace => "多余的空格：此格式中一行的格子之间没有空格".to_string(),
        ErrorKind::RowLength { found, expected } => {
            format!("应有 {expected} 个格子，实际有 {found} 个")
        }
        ErrorKind::MissingRows { found, expected } => {
            format!("棋盘只有 {expected} 行中的 {found} 行")
        }
        ErrorKind::TooManyRows { expected } => format!("棋盘超过了 {expected} 行"),
        ErrorKind::ExtraLine => "棋盘的 9 行之后有多余的文本；此格式只含一个棋盘\
                                 （如有多个，请像 POJ 2676 那样以数量行开头）"
            .to_string(),
        ErrorKind::BadCount { text } => {
            format!("应为棋盘的数量，实际是 {}", shown_text(text))
        }
        ErrorKind::BadDominoCount { text } => format!(
            "应为已放骨牌的数量（每道题的第一行），或表示结束的 0，实际是 {}",
            shown_text(text)
        ),
        ErrorKind::CountMismatch { declared, found } => {
            format!("数量行写的是 {declared} 个棋盘，实际有 {found} 个")
        }
        ErrorKind::AfterEnd { end } => format!("`{end}` 行之后有多余的文本"),
        ErrorKind::NoBoards => "没有要解的棋盘；请至少粘贴一个".to_string(),
        ErrorKind::MissingHeading { expected, found } => {
            format!("应为 `{expected}` 这一行，实际是 {}", shown_text(found))
        }
        ErrorKind::MissingGap => "此棋盘前应有一个空行：评测网站用一个空行分隔各个答案".to_string(),
        ErrorKind::DominoItems { found } => {
            format!("应为 `U LU V LV` 形式的骨牌（如 `6 B2 1 B3`）：需要 4 项，实际有 {found} 项")
        }
        ErrorKind::LoneItems { found } => {
            format!("应为数字 1 到 9 的位置（如 `C5 A3 D9 ...`）：需要 9 个位置，实际有 {found} 个")
        }
        ErrorKind::NotADigit { text } => {
            format!("应为数字 1-9，实际是 {}", shown_text(text))
        }
        ErrorKind::NotALocation { text } => format!(
            "应为一个位置（行 A-I 加列 1-9，如 `B3`），实际是 {}",
            shown_text(text)
        ),
        ErrorKind::Apart { first, second } => {
            format!("{first} 和 {second} 不相邻；一张骨牌覆盖两个相邻的格子")
        }
        ErrorKind::SameHalves { digit } => {
            format!("这张骨牌的两半都是 {digit}；骨牌的两个数字必须不同")
        }
        ErrorKind::DominoTwice { domino, first_line } => {
            format!("骨牌 {domino} 放了两次（第一次在第 {first_line} 行）；每种骨牌只有一张")
        }
        ErrorKind::CoveredTwice { place, first_line } => {
            format!("{place} 被覆盖了两次（第一次在第 {first_line} 行）")
        }
        ErrorKind::MissingDominoes { declared, found } => {
            format!("这道题的第一行声明了 {declared} 张骨牌，实际只有 {found} 张")
        }
        ErrorKind::Expected {
            expected,
            found: Some(c),
        } => format!(
            "应为{}，实际是 {}",
            token(*expected),
            shown_char(*c, "字符")
        ),
        ErrorKind::Expected {
            expected,
            found: None,
        } => format!("应为{}，但输入已结束", token(*expected)),
    };
    text + &what
}

/// What a text no format fits should have been: every judge's format.
const EXPECTED_FORMATS: &str = "9 行、每行 9 个数字，0 表示空位，数字之间有无空格均可\
     （BOJ 2580、BOJ 2239）；数量行后接这样的棋盘（POJ 2676、POJ 2918）；每行 81 个格子\
     （POJ 3074）；16 行，由字母 A-P 和表示空位的 `-` 组成（POJ 3076）；如 `6 B2 1 B3` \
     的骨牌（BOJ 4574）；或 `[[\"5\",\"3\",\".\",...],...]`（LeetCode 37）";

/// What LeetCode's lists expected next.
fn token(t: Token) -> &'static str {
    match t {
        Token::Open => "左方括号 `[`",
        Token::Close => "右方括号 `]`",
        Token::Comma => "逗号 `,`",
        Token::Quote => "引号 `\"`",
        Token::Cell => "一个格子，如 `\"5\"` 或 `\".\"`",
    }
}

/// A piece of the input quoted, its invisible characters by code.
fn shown_text(text: &str) -> String {
    super::super::quoted(text, "字符")
}

pub(super) fn unsolved(u: &Unsolved) -> String {
    let why = match u.reason {
        Unsolvable::Conflict(c) => format!("已知数冲突：{}", conflict(&c)),
        Unsolvable::NoSolution => "这道题无解".to_string(),
    };
    format!("第 {} 个棋盘（第 {} 行）：{why}", u.board, u.line)
}

pub(super) fn rejection(r: &Rejection) -> String {
    match r {
        Rejection::Empty(cell) => format!("{cell} 是空的"),
        Rejection::ChangesGiven { cell, found, given } => {
            format!("{cell} 是 {found}，但已知数是 {given}")
        }
        Rejection::Conflict(c) => conflict(c),
        Rejection::NotSmallest { cell, should } => {
            format!("是合法的解，但不是字典序最小的解：{cell} 应为 {should}")
        }
        Rejection::NoTiling => {
            "是保留了已知数的合法数独，但无法把 36 张骨牌各放一次摆在上面".to_string()
        }
    }
}

pub(super) fn reason(r: &Refusal) -> String {
    format!("{}：{}已有（{}）", r.digit, area(r.area), r.by)
}

pub(super) fn narration(n: &Narration) -> String {
    let back = |to: &Option<Place>| to.map_or("起点".to_string(), |c| c.to_string());
    match n {
        Narration::Start { empty, strategy } => format!(
            "开始：{empty} 个空位。{}策略逐个填入。",
            super::ZH.strategy_name(*strategy)
        ),
        Narration::Try {
            cell,
            digit,
            failed,
            refused,
        } => {
            let mut text = format!("{cell}：尝试 {digit}");
            if !failed.is_empty() {
                text.push_str(&format!(
                    "（之前试过的 {} 在更深处失败）",
                    joined(failed, "、")
                ));
            }
            if !refused.is_empty() {
                text.push_str(&format!(
                    "，检查拒绝了 {}",
                    joined(refused.iter().map(reason), "；")
                ));
            }
            text
        }
        Narration::Guess { cell, digit, later } if later.is_empty() => {
            format!("{cell}：尝试 {digit}（最后一个候选），然后传播")
        }
        Narration::Guess { cell, digit, later } => format!(
            "{cell}：尝试 {digit}（之后还有 {}），然后传播",
            joined(later, "、")
        ),
        Narration::TakeBack {
            cell,
            digit,
            next: Some(next),
            ..
        } => format!("{cell}：撤回 {digit}；接下来尝试 {next}"),
        Narration::TakeBack {
            cell,
            digit,
            next: None,
            back_to,
        } => format!(
            "{cell}：撤回 {digit}；没有数字可试了，返回 false 到 {}",
            back(back_to)
        ),
        Narration::TakenBack { cell, digit } => format!("{cell}：撤回 {digit}"),
        Narration::RuleOut { cell, digit } => {
            format!("{cell}：撤回 {digit}，并在此格中排除它")
        }
        Narration::Deduce { cell, digit, why } => match why {
            Deduction::OnlyCandidate => format!("{cell} = {digit}：只剩这一个候选"),
            Deduction::OnlyPlace(u) => format!(
                "{cell} = {digit}：{}中 {digit} 只能放在这里",
                area(Area::of(*u, *cell))
            ),
            Deduction::Interactions => {
                format!("{cell} = {digit}：宫与行列的区块排除使其他位置都不可能")
            }
        },
        Narration::DeadEnd { cell, refused } => format!(
            "{cell}：没有数字可填，返回 false。检查拒绝了 {}",
            joined(refused.iter().map(reason), "；")
        ),
        Narration::Contradiction { cell, back_to } => {
            format!("{cell}：矛盾，没有可填的数字了，回到 {}", back(back_to))
        }
        Narration::Cover {
            cell,
            digit,
            chosen: Chosen::Cell,
            options,
            nth,
        } => match (nth, options) {
            (1, n) => format!("{cell}：有 {n} 个选项，试 {digit}"),
            (k, n) => format!("{cell}：{n} 个选项中的第 {k} 个，{digit}"),
        },
        Narration::Cover {
            cell,
            digit,
            chosen: Chosen::PlaceIn(a),
            options,
            nth,
        } => match (nth, options) {
            (1, n) => format!("{digit} 在{}有 {n} 个位置，试 {cell}", area(*a)),
            (k, n) => format!("{digit} 在{}：{n} 个位置中的第 {k} 个，{cell}", area(*a)),
        },
        Narration::Uncover {
            cell,
            digit,
            more: true,
            ..
        } => format!("{cell}：撤回 {digit}，解除覆盖；试下一个选项"),
        Narration::Uncover {
            cell,
            digit,
            more: false,
            back_to,
        } => format!(
            "{cell}：撤回 {digit}，解除覆盖；没有选项了，回到 {}",
            back(back_to)
        ),
        Narration::NoOption { cell, back_to } => {
            format!("{cell} 没有选项了：回到 {}", back(back_to))
        }
        Narration::NoPlace {
            digit,
            area: a,
            back_to,
        } => format!("{digit} 在{}没有位置了：回到 {}", area(*a), back(back_to)),
        Narration::Solution { count } if *count > 1 => {
            format!("第 {count} 个解：程序会在第一个解处停下；搜索继续。")
        }
        Narration::Solution { .. } => "已解出：每个格子都有数字，且没有冲突。".to_string(),
        Narration::Exhausted => "搜索结束：无解。".to_string(),
    }
}
