//! English. Where the core has its own English (parse errors, verdicts, the narration), this
//! is it, so the page and the command line say the same.

use super::{decimal, joined, number, quoted_value, CellState, CellWords, LaneWords, Messages};
use crate::solver::Verdict;
use crate::ui::link::LinkError;

pub static EN: Messages = Messages {
    title: "Sudoku solver",
    intro: "Paste judge input as the judge gives it (BOJ 2580, BOJ 2239, POJ 2676, POJ 2918, \
            POJ 3074, POJ 3076, BOJ 4574, LeetCode 37, 81-character lines) or type on the \
            board, then Solve.",
    language: "Language",
    solve: "Solve",
    clear: "Clear",
    undo: "Undo",
    count_up_to: "Count solutions up to",
    copy_link: "Copy link",
    link_copied: "Link copied",
    link_failed: "Copy failed: the link is selected below; copy it by hand",
    link_by_hand: "The link, to copy by hand",
    link_too_large: "The input is too large for a link; share it as a file.",
    bad_link: |why| {
        let why = match why {
            LinkError::NoPuzzle => "it holds no puzzle: it was probably cut short".to_string(),
            LinkError::BoardLength { found } => {
                format!("its board has {found} characters, not 81: it was probably cut short")
            }
            LinkError::Damaged => "its puzzle does not read: it was cut short or changed".into(),
            LinkError::BadValue { key, value } => {
                format!(
                    "`{key}={}` is not a value this page knows",
                    quoted_value(value)
                )
            }
        };
        format!("This link could not be opened: {why}. Showing the page as it was.")
    },

    board_name: "Sudoku board",
    sixteen_board_name: "16 x 16 Sudoku board",
    dominoes_board_name: "Sudominoku board",
    watch_dominoes: "Solve answers this Sudominoku as BOJ 4574 wants it. Watching the search \
                     is for Sudoku boards, 9 x 9 and 16 x 16.",
    cell,
    place: |p| p.to_string(),
    refuses: |digits, cell| format!("refuses {digits} in {cell}"),
    legend: "Legend",
    legend_items: [
        "given",
        "placed by the search",
        "cell being filled",
        "its row, column and box",
        "holds a digit the check refused",
        "digit taken back",
        "dead end: no digit fits",
        "dead end: a digit has no place in this row, column or box",
        "givens that clash",
    ],
    tried_never: "tried 0 times",
    tried_most: |n| format!("{n} times (log scale)"),
    keypad: "Keypad",
    erase: "Erase",

    press_solve: "Press Solve to solve the puzzle.",
    mend_input: "The input has errors, listed under it: mend them, then Solve.",
    verdict: |v| v.to_string(),
    outcome,
    two_solutions: |n, cells| format!("Two solutions differ in {n} cells: {cells}."),
    first_solution: "First solution",
    second_solution: "Second solution",

    format: "Format",
    auto: |name| format!("Auto ({name})"),
    no_format_fits: "no format fits",
    lines_format: "81-character lines",
    board: "Board",
    board_of: |i, n| format!("Board {i} of {n}"),
    examples: "Examples",
    load_example: "Load an example…",
    example_names: [
        "BOJ 2580 sample",
        "BOJ 2239 sample",
        "POJ 2676 sample",
        "POJ 3074 sample (2 puzzles)",
        "Easy (Project Euler 96 #1)",
        "17 clues",
        "Brute-force adversary (159 million classic steps, 69 million calls)",
        "Several solutions",
        "No solution (no clash among the givens)",
        "POJ 2918 / BOJ 7517 sample (Tudoku)",
        "POJ 3076 sample (16 x 16)",
        "BOJ 4574 sample (Sudominoku)",
        "LeetCode 37 example",
    ],
    puzzle_input: "Puzzle input",
    input_placeholder: "Paste judge input: BOJ 2580, BOJ 2239, POJ 2676, POJ 2918, POJ 3074, \
                        POJ 3076, BOJ 4574, LeetCode 37 or 81-character lines",
    unreadable: "The input could not be read; the board keeps its previous puzzle.",
    unrecognized: "The input could not be read.",
    and_more: |n| format!("… and {n} more"),
    large_input: |lines, mb, shown| {
        let mb = decimal(mb, 1);
        format!(
            "Large input: {lines} lines, {mb} MB. The box shows the first {shown} lines and \
             is read-only: press Clear to paste another input."
        )
    },
    reading: "Reading the input in the background…",
    update_ready: "A new version of this page is ready.",
    update_reload: "Reload",
    storage_refused: "The page could not store your input and preferences in this browser \
                      (its storage is off or full): they will not be kept after a reload. Copy \
                      or download what you want to keep.",
    storage_too_large: "This input is too large to be kept after a reload: keep it in a file of \
                        your own.",
    reading_stopped: "The solver stopped unexpectedly while reading this input (it did not load, \
        or failed). Press Clear, then paste the input again.",
    page_fault: "The page hit a bug and stopped working. Reload it to go on: the puzzle you typed or pasted comes back (one of several megabytes does not). The details are in the browser's console.",
    reload: "Reload",
    parse_error: |e| e.to_string(),

    answer: "Answer",
    answer_placeholder: "The judge's output appears here after Solve",
    no_output: "No output: ",
    copy: "Copy",
    download: "Download",
    copied: "Copied",
    copy_failed: "Copy failed: select the text and copy it by hand",
    showing_first: |shown, total| {
        format!("Showing the first {shown} of {total} lines; Copy and Download give them all.")
    },

    all_boards: "All boards",
    progress: "Progress",
    boards_done: |done, total, rate| format!("{done} / {total} boards, {rate} puzzles/s"),
    running: "Solving in the background; the page stays usable.",
    run_done: |s, solving, [unique, several, none, invalid]| {
        let (s, solving) = (decimal(s, 2), decimal(solving, 2));
        format!(
            "Done in {s} s ({solving} s of it solving): {unique} unique, {several} with \
             several solutions, {none} with no solution, {invalid} with invalid givens."
        )
    },
    boards_not_solved: |from, to| if from == to {
        format!("Board {from} was not solved.")
    } else {
        format!("Boards {from}–{to} were not solved.")
    },
    cancelled_after: |n| format!("Cancelled after {n} {}.", of(n, "board")),
    cancel: "Cancel",
    cancelled: "Cancelled.",
    input_changed: |button| format!("The input changed; press {button} again."),
    worker_stopped: |button| {
        format!("The solver stopped unexpectedly (it did not load, or failed); press {button} to try again.")
    },
    input_has_errors: "The puzzle input has errors; fix it first.",
    unsolved: |u| u.to_string(),
    show: "Show",
    show_board: |i| format!("Show board {i}"),
    filters: [
        "all boards",
        "unique",
        "several solutions",
        "no solution",
        "givens conflict",
    ],
    column_board: "Board",
    column_line: "Line",
    column_verdict: "Verdict",
    column_steps: "Steps",
    previous_page: "Previous page",
    next_page: "Next page",
    page_of: |i, n| format!("page {i} of {n}"),

    expected_output: "Expected output",
    expected_placeholder: "Paste your program's output (or the judge's) to check it",
    compare: "Compare",
    checking: "Checking in the background…",
    large_output: |mb, shown| {
        let mb = decimal(mb, 1);
        format!(
            "Large output: {mb} MB. The box shows the first {shown} lines and is read-only: \
             paste to replace it."
        )
    },
    checked: |accepted, boards, rejected, missing| {
        let noun = of(boards, "board");
        format!("{accepted} of {boards} {noun} accepted, {rejected} rejected, {missing} missing.")
    },
    extra_boards: |n| format!(" {n} extra {} after the last one.", of(n, "board")),
    rejection: |r| r.to_string(),
    cells: |names| format!(" (cells: {})", names.join(" ")),
    missing: "missing from the output",
    board_n: |i| format!("Board {i}"),
    colon: ": ",

    watch: "Watch the search",
    strategy: "Strategy",
    strategy_names: ["classic", "lexicographic", "fastest", "DLX"],
    strategy_options: [
        "classic (row-major, 1 to 9)",
        "lexicographic (row-major + singles)",
        "fastest (fewest candidates first)",
        "DLX (dancing links, fewest options first)",
    ],
    speed: "Speed",
    steps_per_second: |n| {
        if n == "1" {
            "1 step/s".to_string()
        } else {
            format!("{n} steps/s")
        }
    },
    max_speed: "max",
    to_start: "To start",
    step_back: "Step back",
    play: "Play",
    pause: "Pause",
    step_forward: "Step forward",
    to_end: "To end",
    next_backtrack: "Next backtrack",
    next_dead_end: "Next dead end",
    next_solution: "Next solution",
    heatmap: "Heatmap",
    study_view: "Study view",
    study_open: "Step through it",
    study_keys: "Keys: Space play or pause · ← → step · Home, End · + − speed · Esc leaves the study view",
    study_keys_square: "Keys: Space play or pause · ← → step · Home to the start · Esc leaves the study view",
    step: "Step",
    step_of: |i, n| format!("step {i} of {n}"),
    exploring: |n| format!("≥ {n} (exploring)"),
    calls: "Calls",
    boj_calls: "BOJ 12095 calls",
    deductions: "Deductions",
    placements: "Placements",
    backtracks: "Backtracks",
    depth: "Depth",
    max_depth: "Max depth",
    elapsed: "Elapsed",
    solutions: "Solutions",
    state: "State",
    solved: "solved",
    no_solution: "no solution",
    playing: "playing",
    seeking: "seeking",
    running_to_backtrack: "running to a backtrack",
    running_to_dead_end: "running to a dead end",
    running_to_solution: "running to a solution",
    paused: "paused",
    over_call_limit: |note| super::limit::say(note, &super::limit::EN_LIMIT),
    stack: "Stack (where the search returns to):",
    search_stack: "Search stack",
    counters_defined: "What the counters count",
    definitions: [
        "One move of the search: a digit placed, a digit taken back, a dead end (a cell where \
         no digit fits), a solution, or (with propagation) one cell filled by a deduction. The \
         timeline and the example menu count these.",
        "Calls of the recursive function in the program in the Code panel: the first call, and \
         one for each digit placed (classic: solve()), or for each digit placed whose \
         propagation finds no dead end (lexicographic and fastest: search()). DLX has none.",
        "BOJ 12095 (Sudoku Solver) states its reference program, which calls itself once per \
         cell, given cells included (82 calls when nothing is taken back). BOJ 2580 and 2239 \
         only give puzzles it solves within 100,000 calls, so that a plain backtracking \
         program passes their time limit.",
        "Digits placed by the search (each try of a digit in a cell). With propagation, digits \
         filled in by it are not counted.",
        "With propagation: cells filled because only one digit was left for them, or only one \
         place for a digit in a row, column or box. Each is a step of its own here; the solver \
         takes them all in one go.",
        "Digits taken back because everything below them failed.",
        "Digits on the stack now: how deep the recursion is. Max depth: the deepest it has been.",
    ],
    narration: |n| n.to_string(),
    lines: &super::lines::EN_LINES,
    predict: &super::predict::EN_PREDICT,
    made: &super::made::EN_MADE,
    exercise: &super::exercise::EN_EXERCISE,
    player_conflict: |c| format!("The givens conflict: {c}. Fix the board to watch a search."),

    code: "Code",
    program_language: "Programming language",
    code_classic: |judge| {
        format!(
            "The program you would submit for {judge}, running with the board. Click a line \
             number to stop there when playing."
        )
    },
    code_propagating: |judge| {
        format!(
            "The program for {judge} that searches as this strategy does: it places a digit, \
             fills every cell that follows from it, and when a cell or a digit has no place \
             left, takes the digit back and rules it out. Click a line number to stop there \
             when playing."
        )
    },
    code_pseudocode: "This strategy's algorithm, in pseudocode. Click a line number to stop \
                      there when playing.",
    code_past_solution: "The program stops at its first solution; the page searches on for the next one: the lines marked now are those it would run if it went on.",
    code_square: "The program you would submit for POJ 3076 (16 x 16): dancing links, covering \
                  the constraint this strategy chooses (choose), running with the board.",
    pseudocode: &crate::code::PseudocodeWords::ENGLISH,
    breakpoint_at: ("Breakpoint at line ", ""),

    overview: "Search overview",
    overview_caption: "Search overview: depth (up) over steps (across)",
    overview_description: |steps, ended, deepest| {
        let so_far = if ended { "" } else { " explored so far" };
        format!(
            "Depth of the search over {steps} {}{so_far}: up to {deepest} {} deep. Click to go \
             to a step.",
            of(steps, "step"),
            of(&deepest.to_string(), "cell")
        )
    },

    compare_strategies: "Compare strategies",
    strategies_at_least_two: "Strategies (at least two)",
    step_together: "Step together",
    by_steps: "by steps",
    by_time: "by time",
    race: "Race",
    pause_race: "Pause race",
    resume_race: "Resume race",
    race_hint: "Race runs the chosen strategies on the board shown.",
    race_conflict: |c| format!("The givens conflict: {c}. Fix the board to race."),
    steps: "Steps",
    work: "Work",
    finished: |place, solved, step| {
        let what = if solved { "solved" } else { "no solution" };
        format!("{}: {what} at step {step}", ordinal(place))
    },
    race_summary,
};

fn cell(w: &CellWords) -> String {
    let mut name = format!(
        "row {}, column {}, {}",
        w.cell.row() + 1,
        w.cell.col() + 1,
        w.digit.map_or("empty".to_string(), |d| d.to_string())
    );
    let state = match w.state {
        CellState::Given => Some("given"),
        CellState::Placed => Some("placed"),
        CellState::Trying => Some("trying"),
        CellState::Empty => None,
    };
    if let Some(state) = state {
        name.push_str(", ");
        name.push_str(state);
    }
    if w.clash {
        name.push_str(", clash");
    }
    if w.conflict {
        name.push_str(", conflicts with another given");
    }
    if let Some(d) = w.taken_back {
        name.push_str(&format!(", {d} taken back"));
    }
    name
}

fn outcome(
    board: Option<usize>,
    verdict: &Verdict,
    steps: &str,
    strategy: crate::solver::Strategy,
    ms: f64,
) -> String {
    let ms = decimal(ms, 1);
    let which = board.map_or(String::new(), |b| format!("Board {b}: "));
    let detail = match verdict {
        Verdict::NoSolution => format!(" (the search took {steps} {})", of(steps, "step")),
        Verdict::Several { .. } => "; the board shows the first".to_string(),
        Verdict::Unique | Verdict::Conflict(_) => String::new(),
    };
    // Never "solved" beside a verdict that says there is nothing to solve.
    let how = match verdict {
        Verdict::Unique | Verdict::Several { .. } => {
            format!(
                " Solved with the {} strategy in {ms} ms.",
                EN.strategy_name(strategy)
            )
        }
        Verdict::NoSolution => format!(
            " Searched with the {} strategy in {ms} ms.",
            EN.strategy_name(strategy)
        ),
        Verdict::Conflict(_) => String::new(),
    };
    let sentence = format!("{which}{verdict}{detail}.{how}");
    let mut chars = sentence.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// `what`, or its plural, after the number `n` as the page writes it ("1", "1,234").
fn of(n: &str, what: &str) -> String {
    let s = if n == "1" { "" } else { "s" };
    format!("{what}{s}")
}

/// "1 step", "2,096 steps".
fn count(n: u64, what: &str) -> String {
    let n = number(n);
    format!("{n} {}", of(&n, what))
}

/// 1st, 2nd, 3rd, 4th...
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// "fastest finished first: 65 steps, 0 placements, 64 deductions; classic: 159,088,596
/// steps, 69,175,317 calls".
fn race_summary(lanes: &[LaneWords]) -> String {
    joined(
        lanes.iter().map(|lane| {
            let name = EN.strategy_name(lane.strategy);
            let name = if lane.first {
                format!("{name} finished first")
            } else if lane.tied {
                format!("{name} (tied)")
            } else {
                name.to_string()
            };
            let nothing = if lane.no_solution {
                " (no solution)"
            } else {
                ""
            };
            let cost = match lane.calls {
                Some(calls) => count(calls, "call"),
                None => format!(
                    "{}, {}",
                    count(lane.placements, "placement"),
                    count(lane.deductions, "deduction")
                ),
            };
            let fewer = lane.fewer.map_or(String::new(), |(times, than)| {
                let than = EN.strategy_name(than);
                let mut parts = vec![format!("{} times fewer", number(times))];
                parts.extend(
                    lane.fewer_calls
                        .map(|c| format!("{} times fewer calls", number(c))),
                );
                parts.extend(
                    lane.less_time
                        .map(|t| format!("{} times less time", number(t))),
                );
                match parts.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!(" ({}, and {last}, than {than})", rest.join(", "))
                    }
                    _ => format!(" ({} than {than})", parts.join("")),
                }
            });
            format!(
                "{name}{nothing}: {}{fewer}, {cost}",
                count(lane.steps, "step")
            )
        }),
        "; ",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;

    #[test]
    fn ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            words,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        );
    }

    #[test]
    fn a_cell_says_where_what_and_its_state() {
        let words = CellWords {
            cell: Cell::at(3, 4).unwrap().into(),
            digit: crate::grid::Digit::new(7).map(Into::into),
            state: CellState::Trying,
            clash: false,
            conflict: false,
            taken_back: None,
        };
        assert_eq!(cell(&words), "row 4, column 5, 7, trying");
    }
}
