//! 简体中文, with Chinese punctuation around Chinese words.

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

pub static ZH: Messages = Messages {
    title: "数独求解器",
    intro: "按评测网站给出的原样粘贴输入（BOJ 2580、BOJ 2239、POJ 2676、POJ 2918、POJ 3074、\
            POJ 3076、BOJ 4574、LeetCode 37、81 字符行），或直接在棋盘上输入，然后点“求解”。",
    language: "语言 (Language)",
    solve: "求解",
    clear: "清空",
    undo: "撤销",
    count_up_to: "最多统计的解数",
    copy_link: "复制链接",
    link_copied: "链接已复制",
    link_failed: "复制失败：下方的链接已选中，请手动复制",
    link_by_hand: "需手动复制的链接",
    link_too_large: "输入太大，无法生成链接；请以文件形式分享。",
    bad_link: |why| {
        let why = match why {
            LinkError::NoPuzzle => "其中没有题目，链接可能被截断了".to_string(),
            LinkError::BoardLength { found } => {
                format!("棋盘有 {found} 个字符而不是 81 个，链接可能被截断了")
            }
            LinkError::Damaged => "无法读取其中的题目，链接被截断或被修改了".into(),
            LinkError::BadValue { key, value } => {
                format!("`{key}={}` 不是本页面认识的值", quoted_value(value))
            }
        };
        format!("无法打开此链接：{why}。显示原来的页面。")
    },

    board_name: "数独棋盘",
    sixteen_board_name: "16 x 16 数独棋盘",
    dominoes_board_name: "骨牌数独棋盘",
    watch_dominoes: "点“求解”即按 BOJ 4574 要求的格式给出这个骨牌数独的答案。观看搜索过程\
                     适用于 9 x 9 和 16 x 16 的数独棋盘。",
    cell,
    place,
    refuses: |digits, cell| format!("使{}不能填 {digits}", place(cell)),
    legend: "图例",
    legend_items: [
        "已知数",
        "搜索填入的数",
        "正在填的格子",
        "它所在的行、列和宫",
        "含有被检查拒绝的数字",
        "撤回的数字",
        "死路：没有数字可填",
        "死路：某个数字在这一行、列或宫里无处可填",
        "相互冲突的已知数",
    ],
    tried_never: "尝试 0 次",
    tried_most: |n| format!("{n} 次（对数刻度）"),
    keypad: "数字键盘",
    erase: "擦除",

    press_solve: "点“求解”来解这道题。",
    mend_input: "输入有错误（见输入框下方的列表）：改正后再点“求解”。",
    verdict,
    outcome,
    two_solutions: |n, cells| format!("两个解有 {n} 个格子不同：{cells}。"),
    first_solution: "第一个解",
    second_solution: "第二个解",

    format: "格式",
    auto: |name| format!("自动（{name}）"),
    no_format_fits: "没有匹配的格式",
    lines_format: "81 字符行",
    board: "棋盘",
    board_of: |i, n| format!("第 {i} 个棋盘，共 {n} 个"),
    examples: "示例",
    load_example: "载入示例…",
    example_names: [
        "BOJ 2580 样例",
        "BOJ 2239 样例",
        "POJ 2676 样例",
        "POJ 3074 样例（2 道题）",
        "简单（Project Euler 96 #1）",
        "17 个已知数",
        "暴力搜索的克星（经典策略 1.59 亿步，6900 万次调用）",
        "多个解",
        "无解（已知数之间没有冲突）",
        "POJ 2918 / BOJ 7517 样例（Tudoku）",
        "POJ 3076 样例（16 x 16）",
        "BOJ 4574 样例（骨牌数独）",
        "LeetCode 37 示例",
    ],
    puzzle_input: "题目输入",
    input_placeholder: "粘贴评测输入：BOJ 2580、BOJ 2239、POJ 2676、POJ 2918、POJ 3074、\
                        POJ 3076、BOJ 4574、LeetCode 37 或 81 字符行",
    unreadable: "无法读取输入；棋盘保留之前的题目。",
    unrecognized: "无法读取输入。",
    and_more: |n| format!("……另有 {n} 处"),
    large_input: |lines, mb, shown| {
        let mb = decimal(mb, 1);
        format!(
            "大输入：{lines} 行，{mb} MB。框中只显示前 {shown} 行，且为只读；\
             要粘贴其他输入，请先点“清空”。"
        )
    },
    reading: "正在后台读取输入……",
    update_ready: "本页面的新版本已就绪。",
    update_reload: "重新加载",
    storage_refused: "无法在此浏览器中保存输入和设置（存储已关闭或已满）：刷新后不会保留。请复制或下载需要保留的内容。",
    storage_too_large: "此输入太大，刷新后不会保留：请自行保存为文件。",
    reading_stopped: "读取此输入时求解器意外停止（未能加载或出错）。请先点“清空”，再重新粘贴输入。",
    page_fault:
        "页面出现错误，已停止工作。重新加载即可继续，你输入或粘贴的题目会恢复（几 MB 的大输入除外）。详细信息见浏览器控制台。",
    reload: "重新加载",
    parse_error,

    answer: "答案",
    answer_placeholder: "点“求解”后，评测网站期望的输出会显示在这里",
    no_output: "没有输出：",
    copy: "复制",
    download: "下载",
    copied: "已复制",
    copy_failed: "复制失败：请选中文本手动复制",
    showing_first: |shown, total| {
        format!("共 {total} 行，只显示前 {shown} 行；“复制”和“下载”会给出全部内容。")
    },

    all_boards: "所有棋盘",
    progress: "进度",
    boards_done: |done, total, rate| format!("{done} / {total} 个棋盘，每秒 {rate} 个"),
    running: "正在后台求解；页面仍可使用。",
    run_done: |s, solving, [unique, several, none, invalid]| {
        let (s, solving) = (decimal(s, 2), decimal(solving, 2));
        format!(
            "用时 {s} 秒（其中求解 {solving} 秒）：唯一解 {unique} 个，多解 {several} 个，\
             无解 {none} 个，已知数冲突 {invalid} 个。"
        )
    },
    boards_not_solved: |from, to| if from == to {
        format!("第 {from} 个棋盘没有解出。")
    } else {
        format!("第 {from}–{to} 个棋盘没有解出。")
    },
    cancelled_after: |n| format!("已在完成 {n} 个棋盘后取消。"),
    cancel: "取消",
    cancelled: "已取消。",
    input_changed: |button| format!("输入已改变；请再点一次“{button}”。"),
    worker_stopped: |button| {
        format!("求解器意外停止（未能加载或出错）；请再点一次“{button}”重试。")
    },
    input_has_errors: "题目输入有错误；请先修正。",
    unsolved,
    show: "显示",
    show_board: |i| format!("显示第 {i} 个棋盘"),
    filters: ["所有棋盘", "唯一解", "多解", "无解", "已知数冲突"],
    column_board: "棋盘",
    column_line: "行号",
    column_verdict: "结果",
    column_steps: "步数",
    previous_page: "上一页",
    next_page: "下一页",
    page_of: |i, n| format!("第 {i} 页，共 {n} 页"),

    expected_output: "待检查的输出",
    expected_placeholder: "粘贴你的程序的输出（或评测网站的输出）来检查",
    compare: "比较",
    checking: "正在后台检查……",
    large_output: |mb, shown| {
        let mb = decimal(mb, 1);
        format!("大输出：{mb} MB。框中只显示前 {shown} 行，且为只读；重新粘贴即可替换。")
    },
    checked: |accepted, boards, rejected, missing| {
        format!("{boards} 个棋盘中 {accepted} 个通过，{rejected} 个不通过，{missing} 个缺失。")
    },
    extra_boards: |n| format!("最后一个棋盘之后还多出 {n} 个棋盘。"),
    rejection: |r| with_places(&rejection(r), place_words),
    cells: |names| format!("（格子：{}）", names.join("、")),
    missing: "输出中缺少",
    board_n: |i| format!("第 {i} 个棋盘"),
    colon: "：",

    watch: "观看搜索",
    strategy: "策略",
    strategy_names: ["经典", "字典序", "最快", "DLX"],
    strategy_options: [
        "经典（按行顺序，从 1 到 9）",
        "字典序（按行顺序 + 唯一候选）",
        "最快（候选最少的格子优先）",
        "DLX（舞蹈链，选项最少的约束优先）",
    ],
    speed: "速度",
    steps_per_second: |n| format!("每秒 {n} 步"),
    max_speed: "不限速",
    to_start: "开头",
    step_back: "上一步",
    play: "播放",
    pause: "暂停",
    step_forward: "下一步",
    to_end: "结尾",
    next_backtrack: "下一次回溯",
    next_dead_end: "下一个死路",
    next_solution: "下一个解",
    heatmap: "热力图",
    study_view: "学习视图",
    study_open: "逐步观看",
    study_keys: "快捷键：Space 播放或暂停 · ← → 单步 · Home、End 开头或结尾 · + − 速度 · Esc 退出学习视图",
    study_keys_square: "快捷键：Space 播放或暂停 · ← → 单步 · Home 回到开头 · Esc 退出学习视图",
    step: "当前步",
    step_of: |i, n| format!("第 {i} 步，共 {n} 步"),
    exploring: |n| format!("≥ {n}（探索中）"),
    calls: "调用",
    boj_calls: "BOJ 12095 调用",
    deductions: "推理",
    placements: "放置",
    backtracks: "回溯",
    depth: "深度",
    max_depth: "最大深度",
    elapsed: "用时",
    solutions: "解",
    state: "状态",
    solved: "已解出",
    no_solution: "无解",
    playing: "播放中",
    seeking: "跳转中",
    running_to_backtrack: "前往下一次回溯",
    running_to_dead_end: "前往下一个死路",
    running_to_solution: "前往下一个解",
    paused: "已暂停",
    over_call_limit: |note| say(note, &limit::ZH_LIMIT),
    stack: "栈（搜索将返回的位置）：",
    search_stack: "搜索栈",
    counters_defined: "各计数的含义",
    definitions: [
        "搜索的一个动作：放入一个数字、撤回一个数字、死路（没有数字可填的格子）、找到解，\
         或（使用传播时）通过推理填入一个格子。时间轴和示例菜单按此计数。",
        "代码面板中程序的递归函数调用次数：第一次调用，加上每放入一个数字一次（经典策略：\
         solve()），或每放入一个数字且其传播未遇到死路时一次（字典序与最快策略：search()）。\
         DLX 没有此计数。",
        "BOJ 12095（数独求解）给出的参考程序的调用次数：每个格子（包括已知格）调用一次自身（完全\
         不回溯时为 82 次）。BOJ 2580 和 2239 只出这个程序在 100,000 次调用内解出的题，\
         因此朴素的回溯程序也能通过时间限制。",
        "搜索放入的数字（每在一个格子里尝试一个数字就算一次）。使用传播时，由传播填入的数字不计。",
        "使用传播时：因为只剩一个候选数字，或某个数字在行、列或宫中只有一个位置而填入的格子。\
         这里每个都是单独的一步；求解器则一次全部完成。",
        "因为其后的所有尝试都失败而撤回的数字。",
        "当前栈中的数字个数，即递归深度。最大深度：到目前为止的最深值。",
    ],
    narration: |n| with_places(&narration(n), place_words),
    lines: &lines::ZH_LINES,
    predict: &predict::ZH_PREDICT,
    made: &made::ZH_MADE,
    exercise: &exercise::ZH_EXERCISE,
    player_conflict: |c| format!("已知数冲突：{}。修正棋盘后才能观看搜索。", conflict(c)),

    code: "代码",
    program_language: "编程语言",
    code_classic: |judge| format!("你会提交到 {judge} 的程序，正随棋盘一起运行。点击行号可在播放时停在那一行。"),
    code_propagating: |judge| {
        format!(
            "按此策略搜索的 {judge} 程序：填入一个数字，再填满由它推出的所有格子；当某个格子或\
             某个数字无处可放时，撤回该数字并将其排除。点击行号可在播放时停在那一行。"
        )
    },
    code_pseudocode: "此策略的算法（伪代码）。点击行号可在播放时停在那一行。",
    code_past_solution: "程序在找到第一个解时就停止；本页继续搜索下一个解：现在标出的行，是程序若继续运行将会执行的行。",
    code_square: "你会提交到 POJ 3076（16 x 16）的程序：舞蹈链（DLX），覆盖此策略选出的约束\
                  （choose），正随棋盘一起运行。",
    pseudocode: &pseudocode::ZH_PSEUDOCODE,
    breakpoint_at: ("断点：第 ", " 行"),

    overview: "搜索概览",
    overview_caption: "搜索概览：深度（纵向）随步数（横向）的变化",
    overview_description: |steps, ended, deepest| {
        let so_far = if ended { "" } else { "（目前已探索）" };
        format!("{steps} 步{so_far}内的搜索深度：最深 {deepest} 格。点击可跳到对应的步。")
    },

    compare_strategies: "比较策略",
    strategies_at_least_two: "策略（至少两个）",
    step_together: "同步方式",
    by_steps: "按步数",
    by_time: "按时间",
    race: "赛跑",
    pause_race: "暂停赛跑",
    resume_race: "继续赛跑",
    race_hint: "赛跑会在当前棋盘上同时运行所选的策略。",
    race_conflict: |c| format!("已知数冲突：{}。修正棋盘后才能赛跑。", conflict(c)),
    steps: "步数",
    work: "计算时间",
    finished: |place, solved, step| {
        let what = if solved { "解出" } else { "无解" };
        format!("第 {place} 名：第 {step} 步{what}")
    },
    race_summary,
};

fn area(a: Area) -> String {
    let n = a.number;
    match a.unit {
        Unit::Row => format!("第 {n} 行"),
        Unit::Column => format!("第 {n} 列"),
        Unit::Box => format!("第 {n} 宫"),
    }
}

fn conflict(c: &Conflict) -> String {
    format!("{}和{}都是 {}", place(c.first), place(c.second), c.digit)
}

/// A cell as Chinese textbooks name it: "第1行第9列".
fn place_words(row: usize, col: usize) -> String {
    format!("第{row}行第{col}列")
}

fn place(p: Place) -> String {
    place_words(p.row() + 1, p.col() + 1)
}

fn cell(w: &CellWords) -> String {
    let mut name = format!(
        "第 {} 行第 {} 列，{}",
        w.cell.row() + 1,
        w.cell.col() + 1,
        w.digit.map_or("空位".to_string(), |d| d.to_string())
    );
    let state = match w.state {
        CellState::Given => Some("已知数"),
        CellState::Placed => Some("已填"),
        CellState::Trying => Some("正在填"),
        CellState::Empty => None,
    };
    if let Some(state) = state {
        name.push('，');
        name.push_str(state);
    }
    if w.clash {
        name.push_str("，冲突");
    }
    if w.conflict {
        name.push_str("，与另一个已知数冲突");
    }
    if let Some(d) = w.taken_back {
        name.push_str(&format!("，已撤回 {d}"));
    }
    name
}

fn verdict(v: &Verdict) -> String {
    match v {
        Verdict::Conflict(c) => format!("已知数冲突：{}", conflict(c)),
        Verdict::NoSolution => "无解".to_string(),
        Verdict::Unique => "唯一解".to_string(),
        Verdict::Several {
            count,
            capped: false,
        } => format!("{} 个解", number(*count)),
        Verdict::Several {
            count,
            capped: true,
        } => format!("多个解（至少 {} 个）", number(*count)),
    }
}

fn outcome(board: Option<usize>, v: &Verdict, steps: &str, strategy: Strategy, ms: f64) -> String {
    let ms = decimal(ms, 1);
    let which = board.map_or(String::new(), |b| format!("第 {b} 个棋盘："));
    let detail = match v {
        Verdict::NoSolution => format!("（搜索了 {steps} 步）"),
        Verdict::Several { .. } => "；棋盘上显示第一个解".to_string(),
        Verdict::Unique | Verdict::Conflict(_) => String::new(),
    };
    // “求解”只用在有解的结论旁。
    let how = match v {
        Verdict::Unique | Verdict::Several { .. } => {
            format!("用{}策略求解，耗时 {ms} ms。", ZH.strategy_name(strategy))
        }
        Verdict::NoSolution => {
            format!("用{}策略搜索，耗时 {ms} ms。", ZH.strategy_name(strategy))
        }
        Verdict::Conflict(_) => String::new(),
    };
    format!("{which}{}{detail}。{how}", verdict(v))
}

fn race_summary(lanes: &[LaneWords]) -> String {
    joined(
        lanes.iter().map(|lane| {
            let name = ZH.strategy_name(lane.strategy);
            let name = if lane.first {
                format!("{name}最先完成")
            } else if lane.tied {
                format!("{name}（并列）")
            } else {
                name.to_string()
            };
            let nothing = if lane.no_solution { "（无解）" } else { "" };
            let cost = match lane.calls {
                Some(calls) => format!("{} 次调用", number(calls)),
                None => format!(
                    "{} 次放置，{} 次推理",
                    number(lane.placements),
                    number(lane.deductions)
                ),
            };
            let fewer = lane.fewer.map_or(String::new(), |(times, than)| {
                let calls = (lane.fewer_calls)
                    .map_or(String::new(), |c| format!("，调用为其 1/{}", number(c)));
                let time = lane.less_time.map_or(String::new(), |less| {
                    format!("，用时为其 1/{}", number(less))
                });
                format!(
                    "（仅为{}的 1/{}{calls}{time}）",
                    ZH.strategy_name(than),
                    number(times)
                )
            });
            format!("{name}{nothing}：{} 步{fewer}，{cost}", number(lane.steps))
        }),
        "；",
    )
}
