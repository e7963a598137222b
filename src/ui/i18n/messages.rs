//! What every message of the page is: [`Messages`], one field a message, and the words a
//! board cell's name and the race's summary are made of.

use super::number;
use crate::format::{Format, ParseError};
use crate::grid::Conflict;
use crate::judge::{Rejection, Unsolved};
use crate::names::{Mark, Place};
use crate::player::Narration;
use crate::solver::{Strategy, Verdict};
use crate::ui::examples::EXAMPLES;
use crate::ui::link::LinkError;
use crate::ui::state::batch::Filter;

/// What a board cell's accessible name says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellWords {
    pub cell: Place,
    pub digit: Option<Mark>,
    pub state: CellState,
    /// Holds a digit the check refused in the cell being filled.
    pub clash: bool,
    /// A given that conflicts with another given.
    pub conflict: bool,
    /// The digit the step shown took back from this cell (drawn struck through).
    pub taken_back: Option<Mark>,
}

/// A cell's state, as its name says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellState {
    Given,
    /// Filled by the search or the solution.
    Placed,
    /// The cell the search is filling.
    Trying,
    Empty,
}

/// One lane of the race's summary line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneWords {
    pub strategy: Strategy,
    /// First in the standings (possibly tied).
    pub first: bool,
    /// Same place as the lane before it.
    pub tied: bool,
    pub no_solution: bool,
    pub steps: u64,
    /// How many times fewer steps than the lane that took the most, and that lane's
    /// strategy: for every lane that took at most half as many.
    pub fewer: Option<(u64, Strategy)>,
    /// How many times less time (the lanes' own work, measured) it took than that lane: for
    /// every lane that took at most half as long.
    pub less_time: Option<u64>,
    /// How many times fewer calls of its program than that lane's: where both count calls
    /// (all but DLX) and it made at most half as many.
    pub fewer_calls: Option<u64>,
    /// Classic: the calls of the program in the Code panel.
    pub calls: Option<u64>,
    pub placements: u64,
    pub deductions: u64,
}

/// Every word of the page, in one language.
pub struct Messages {
    // The page.
    pub title: &'static str,
    pub intro: &'static str,
    pub language: &'static str,
    pub solve: &'static str,
    pub clear: &'static str,
    pub undo: &'static str,
    pub count_up_to: &'static str,
    pub copy_link: &'static str,
    pub link_copied: &'static str,
    pub link_failed: &'static str,
    /// The name of the field that shows the link when copying it was refused.
    pub link_by_hand: &'static str,
    pub link_too_large: &'static str,
    pub bad_link: fn(&LinkError) -> String,

    // The board.
    pub board_name: &'static str,
    /// A POJ 3076 board's name.
    pub sixteen_board_name: &'static str,
    /// A BOJ 4574 board's name.
    pub dominoes_board_name: &'static str,
    /// Under a Sudominoku, whose search the page does not show.
    pub watch_dominoes: &'static str,
    pub cell: fn(&CellWords) -> String,
    pub refuses: fn(digits: &str, cell: Place) -> String,
    /// A cell's name in a sentence or a list: `r1c9`, or in the words of the language's
    /// textbooks.
    pub place: fn(Place) -> String,
    pub legend: &'static str,
    /// Given, placed, being filled, peers, refusing, taken back, dead end, clashing givens.
    pub legend_items: [&'static str; 9],
    pub tried_never: &'static str,
    pub tried_most: fn(&str) -> String,
    pub keypad: &'static str,
    pub erase: &'static str,

    // The verdict.
    pub press_solve: &'static str,
    /// The verdict line while the input has errors (listed under the input, not here).
    pub mend_input: &'static str,
    pub verdict: fn(&Verdict) -> String,
    /// Board (when there are several), verdict, steps when there is no solution, strategy,
    /// milliseconds.
    pub outcome: fn(Option<usize>, &Verdict, &str, Strategy, f64) -> String,
    pub two_solutions: fn(usize, &str) -> String,
    pub first_solution: &'static str,
    pub second_solution: &'static str,

    // The input.
    pub format: &'static str,
    pub auto: fn(&str) -> String,
    /// In "Auto (…)" when no format fits the text.
    pub no_format_fits: &'static str,
    pub lines_format: &'static str,
    pub board: &'static str,
    pub board_of: fn(usize, usize) -> String,
    pub examples: &'static str,
    pub load_example: &'static str,
    pub example_names: [&'static str; EXAMPLES.len()],
    pub puzzle_input: &'static str,
    pub input_placeholder: &'static str,
    pub unreadable: &'static str,
    /// Above the one error of a text no format fits (its board is not kept).
    pub unrecognized: &'static str,
    pub and_more: fn(&str) -> String,
    pub large_input: fn(lines: &str, megabytes: f64, shown: usize) -> String,
    pub reading: &'static str,
    /// The worker reading a large input failed.
    pub reading_stopped: &'static str,
    /// A new release waits; its button reloads into it.
    pub update_ready: &'static str,
    pub update_reload: &'static str,
    /// The browser refuses to store anything: the input and preferences are not kept.
    pub storage_refused: &'static str,
    /// The input is too large to keep across a reload.
    pub storage_too_large: &'static str,
    /// The page's own code failed (a bug): said once, above everything, with Reload.
    pub page_fault: &'static str,
    pub reload: &'static str,
    pub parse_error: fn(&ParseError) -> String,

    // The answer.
    pub answer: &'static str,
    pub answer_placeholder: &'static str,
    /// Before why a finished run has no judge's output (in the answer panel), its own
    /// separator included.
    pub no_output: &'static str,
    pub copy: &'static str,
    pub download: &'static str,
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub showing_first: fn(usize, &str) -> String,

    // A run of many boards.
    pub all_boards: &'static str,
    pub progress: &'static str,
    pub boards_done: fn(&str, &str, &str) -> String,
    pub running: &'static str,
    /// Seconds, seconds solving, then unique, several, no solution, invalid.
    pub run_done: fn(f64, f64, [&str; 4]) -> String,
    pub cancelled_after: fn(&str) -> String,
    /// A run that failed: its boards from the first to the second (numbers as shown) were not
    /// solved (the same number twice for one board).
    pub boards_not_solved: fn(&str, &str) -> String,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub input_changed: fn(button: &str) -> String,
    pub worker_stopped: fn(button: &str) -> String,
    pub input_has_errors: &'static str,
    pub unsolved: fn(&Unsolved) -> String,
    pub show: &'static str,
    pub show_board: fn(usize) -> String,
    /// The filters of [`Filter::ALL`], in its order.
    pub filters: [&'static str; Filter::ALL.len()],
    pub column_board: &'static str,
    pub column_line: &'static str,
    pub column_verdict: &'static str,
    pub column_steps: &'static str,
    pub previous_page: &'static str,
    pub next_page: &'static str,
    pub page_of: fn(usize, usize) -> String,

    // Checking an output.
    pub expected_output: &'static str,
    pub expected_placeholder: &'static str,
    pub compare: &'static str,
    pub checking: &'static str,
    pub large_output: fn(f64, usize) -> String,
    /// Accepted, boards, rejected, missing.
    pub checked: fn(&str, &str, &str, &str) -> String,
    pub extra_boards: fn(&str) -> String,
    pub rejection: fn(&Rejection) -> String,
    /// The cells a rejection names, each named by [`Messages::place`].
    pub cells: fn(&[String]) -> String,
    pub missing: &'static str,
    pub board_n: fn(usize) -> String,
    /// Between a label and what it says (`Board 2: ...`).
    pub colon: &'static str,

    // The player.
    pub watch: &'static str,
    pub strategy: &'static str,
    /// Short names of [`Strategy::ALL`], in its order.
    pub strategy_names: [&'static str; Strategy::ALL.len()],
    /// What each does, for the menu.
    pub strategy_options: [&'static str; Strategy::ALL.len()],
    pub speed: &'static str,
    pub steps_per_second: fn(&str) -> String,
    pub max_speed: &'static str,
    pub to_start: &'static str,
    pub step_back: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub step_forward: &'static str,
    pub to_end: &'static str,
    pub next_backtrack: &'static str,
    pub next_dead_end: &'static str,
    pub next_solution: &'static str,
    pub heatmap: &'static str,
    /// The study view's switch: the board, the player and the code alone on the screen.
    pub study_view: &'static str,
    /// The button under the board that opens the study view.
    pub study_open: &'static str,
    /// The keys of the player, as the study view lists them.
    pub study_keys: &'static str,
    /// The keys of a 16 x 16 search's study view (fewer: no end, no speed keys).
    pub study_keys_square: &'static str,
    pub step: &'static str,
    pub step_of: fn(&str, &str) -> String,
    pub exploring: fn(&str) -> String,
    pub calls: &'static str,
    /// The calls BOJ 12095's reference program makes (the limit BOJ 2580 and 2239 keep to).
    pub boj_calls: &'static str,
    pub deductions: &'static str,
    pub placements: &'static str,
    pub backtracks: &'static str,
    pub depth: &'static str,
    pub max_depth: &'static str,
    pub elapsed: &'static str,
    pub solutions: &'static str,
    pub state: &'static str,
    pub solved: &'static str,
    pub no_solution: &'static str,
    pub playing: &'static str,
    pub seeking: &'static str,
    pub running_to_backtrack: &'static str,
    pub running_to_dead_end: &'static str,
    pub running_to_solution: &'static str,
    pub paused: &'static str,
    /// The note past BOJ's limit of calls.
    pub over_call_limit: fn(&super::LimitNote) -> String,
    pub stack: &'static str,
    pub search_stack: &'static str,
    pub counters_defined: &'static str,
    /// Step, calls, placements, deductions, backtracks, depth.
    pub definitions: [&'static str; 7],
    pub narration: fn(&Narration) -> String,
    /// Stepping line by line.
    pub lines: &'static super::lines::LineMessages,
    /// Predicting the next step.
    pub predict: &'static super::predict::PredictMessages,
    pub made: &'static super::made::MadeMessages,
    /// Be the solver.
    pub exercise: &'static super::exercise::ExerciseMessages,
    pub player_conflict: fn(&Conflict) -> String,

    // The code panel.
    pub code: &'static str,
    pub program_language: &'static str,
    /// The Code panel's caption for the classic program of a judge (its name).
    pub code_classic: fn(&str) -> String,
    /// The propagating strategies' program: what it does, for BOJ 2580's input.
    pub code_propagating: fn(&str) -> String,
    pub code_pseudocode: &'static str,
    /// The caption of POJ 3076's program (a 16 x 16 board).
    pub code_square: &'static str,
    /// Past the first solution: the program would have stopped there.
    pub code_past_solution: &'static str,
    /// DLX's pseudocode in this language.
    pub pseudocode: &'static crate::code::PseudocodeWords,
    /// A line's breakpoint toggle is named by the words before and after its line number.
    pub breakpoint_at: (&'static str, &'static str),

    // The search overview.
    pub overview: &'static str,
    pub overview_caption: &'static str,
    pub overview_description: fn(steps: &str, ended: bool, deepest: u32) -> String,

    // The race.
    pub compare_strategies: &'static str,
    pub strategies_at_least_two: &'static str,
    pub step_together: &'static str,
    pub by_steps: &'static str,
    pub by_time: &'static str,
    pub race: &'static str,
    pub pause_race: &'static str,
    pub resume_race: &'static str,
    pub race_hint: &'static str,
    pub race_conflict: fn(&Conflict) -> String,
    pub steps: &'static str,
    pub work: &'static str,
    pub finished: fn(place: usize, solved: bool, step: &str) -> String,
    pub race_summary: fn(&[LaneWords]) -> String,
}

impl Messages {
    /// The Strategy menu's words for `strategy`.
    pub fn strategy_option(&self, strategy: Strategy) -> &'static str {
        let at = Strategy::ALL
            .iter()
            .position(|&s| s == strategy)
            .unwrap_or(0);
        self.strategy_options[at]
    }

    /// A format's name as the menus show it.
    pub fn format_name(&self, format: Format) -> &'static str {
        match format {
            Format::Lines => self.lines_format,
            other => other.spec().name,
        }
    }

    pub fn strategy_name(&self, strategy: Strategy) -> &'static str {
        self.strategy_names[Strategy::ALL
            .iter()
            .position(|s| *s == strategy)
            .unwrap_or(0)]
    }

    /// The speed choice's label: steps per second, or "max".
    pub fn speed_label(&self, steps: Option<f64>) -> String {
        match steps {
            Some(s) => (self.steps_per_second)(&number(s as u64)),
            None => self.max_speed.to_string(),
        }
    }
}
