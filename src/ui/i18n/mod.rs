//! The page in English, Korean and Simplified Chinese.
//!
//! Every word the page shows is a field of [`Messages`], and each language is one `static`
//! value of it ([`en`], [`ko`], [`zh`]): a message missing from a language is a missing field,
//! a compile error, never an English fallback at run time. Messages with values in them are
//! functions; what the core reports (parse errors, verdicts, the narration, the reasons an
//! output is rejected) arrives typed and each language says it in its own words.
//!
//! No i18n crate: a general one (fluent, with its parser and plural rules) would add more to
//! the download than these three catalogues, and would find a missing message only at run
//! time (BENCHMARKS.md has the figures).

mod en;
mod ko;
mod zh;

use crate::format::{Format, ParseError};
use crate::grid::Conflict;
use crate::judge::{Rejection, Unsolved};
use crate::names::{Mark, Place};
pub(crate) use crate::player::joined;
use crate::player::Narration;
use crate::solver::{Strategy, Verdict};
use crate::ui::examples::EXAMPLES;
use crate::ui::link::LinkError;
use crate::ui::state::batch::Filter;
use yew::prelude::*;

/// A language the page speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    En,
    Ko,
    Zh,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Ko, Locale::Zh];

    /// The BCP 47 tag, for `<html lang>` and the saved choice.
    pub const fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ko => "ko",
            Locale::Zh => "zh-Hans",
        }
    }

    /// The language's name in itself, as the Language menu lists it.
    pub const fn own_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Ko => "한국어",
            Locale::Zh => "简体中文",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// The first of the browser's preferred languages (`navigator.languages`, most wanted
    /// first) that the page speaks; English if none. Any Chinese gets Simplified Chinese,
    /// closer to a Traditional Chinese reader than English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Locale {
        tags.into_iter()
            .find_map(|tag| {
                let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
                match primary.as_str() {
                    "en" => Some(Locale::En),
                    "ko" => Some(Locale::Ko),
                    "zh" => Some(Locale::Zh),
                    _ => None,
                }
            })
            .unwrap_or_default()
    }

    pub const fn messages(self) -> &'static Messages {
        match self {
            Locale::En => &en::EN,
            Locale::Ko => &ko::KO,
            Locale::Zh => &zh::ZH,
        }
    }
}

/// The page's language and the way to change it, for every component.
#[derive(Clone, PartialEq)]
pub(crate) struct LocaleContext {
    pub locale: Locale,
    pub choose: Callback<Locale>,
}

/// The messages in the page's language.
#[hook]
pub(crate) fn use_messages() -> &'static Messages {
    use_context::<LocaleContext>()
        .map_or(Locale::En, |c| c.locale)
        .messages()
}

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
    /// Classic: the calls a judge's program would make.
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
    pub legend: &'static str,
    /// Given, placed, being filled, peers, refusing, taken back, dead end, clashing givens.
    pub legend_items: [&'static str; 8],
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
    pub cells: fn(&str) -> String,
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
    pub next_solution: &'static str,
    pub heatmap: &'static str,
    pub step: &'static str,
    pub step_of: fn(&str, &str) -> String,
    pub exploring: fn(&str) -> String,
    pub calls: &'static str,
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
    pub running_to_solution: &'static str,
    pub paused: &'static str,
    pub over_call_limit: fn(&str) -> String,
    pub stack: &'static str,
    pub search_stack: &'static str,
    pub counters_defined: &'static str,
    /// Step, calls, placements, deductions, backtracks, depth.
    pub definitions: [&'static str; 6],
    pub narration: fn(&Narration) -> String,
    pub player_conflict: fn(&Conflict) -> String,

    // The code panel.
    pub code: &'static str,
    pub program_language: &'static str,
    pub code_classic: &'static str,
    pub code_pseudocode: &'static str,
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

/// `value` with `places` decimals (at most 3), rounded half away from zero, written with
/// integer arithmetic: what the page draws calls none of Rust's float formatting. That code is
/// large, and the browser compiling it optimised (which it does once a function has run a
/// while) took 85 ms of a core during a far jump soon after the page opened (BENCHMARKS.md,
/// the player). It is out of the download too since the messages no longer go through serde
/// (152a8e0), whose error messages were the last to use it.
pub(crate) fn decimal(value: f64, places: u8) -> Decimal {
    Decimal {
        value,
        places: places.min(3),
    }
}

pub(crate) struct Decimal {
    value: f64,
    places: u8,
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let scale = 10u64.pow(u32::from(self.places));
        // Not finite, or beyond what a u64 holds: no measure on the page comes near.
        let scaled = (self.value.abs() * scale as f64).round();
        if scaled.is_nan() || scaled >= u64::MAX as f64 {
            return f.write_str("?");
        }
        let scaled = scaled as u64;
        if self.value < 0.0 && scaled > 0 {
            f.write_str("-")?;
        }
        write!(f, "{}", scaled / scale)?;
        if self.places > 0 {
            write!(
                f,
                ".{:0width$}",
                scaled % scale,
                width = usize::from(self.places)
            )?;
        }
        Ok(())
    }
}

/// `n` with its digits grouped by thousands, as English, Korean and Chinese all write them
/// (`Intl.NumberFormat` for en, ko-KR and zh-CN gives 49,158; the e2e specs check it).
pub(crate) fn number(n: impl Into<u64>) -> String {
    let digits = n.into().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A character as a message shows it: visible ones quoted, invisible ones (controls, spaces,
/// byte order marks, the replacement character) by code, never printed as themselves.
pub(crate) fn shown_char(c: char, word: &str) -> String {
    if crate::grid::is_invisible(c) {
        format!("{word} U+{:04X}", c as u32)
    } else {
        format!("`{c}`")
    }
}

pub(crate) use crate::grid::quoted;

/// A value from a link, shortened and with nothing invisible, for a message.
pub(crate) fn quoted_value(value: &str) -> String {
    const SHOWN: usize = 40;
    let mut shown: String = value
        .chars()
        .take(SHOWN)
        .map(|c| if crate::grid::is_invisible(c) { '?' } else { c })
        .collect();
    if value.chars().count() > SHOWN {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{ErrorKind, Token};
    use crate::grid::Unit;
    use crate::grid::{Cell, Digit};
    use crate::judge::Unsolvable;
    use crate::names::Area;
    use crate::player::{Chosen, Refusal};
    use crate::solver::Deduction;

    #[test]
    fn decimals_are_the_nearest_number_with_that_many_places() {
        // Measures as the page has them: milliseconds, seconds, megabytes, percentages.
        for i in 0..20_000u32 {
            for v in [
                f64::from(i) / 7.0,
                f64::from(i) * 0.013,
                -f64::from(i) * 0.37,
            ] {
                for places in 0..=3u8 {
                    let text = decimal(v, places).to_string();
                    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
                    assert_eq!(fraction.len(), usize::from(places), "{text}");
                    assert!(whole
                        .trim_start_matches('-')
                        .bytes()
                        .all(|b| b.is_ascii_digit()));
                    let read: f64 = text.parse().unwrap();
                    let half = 0.5 / 10f64.powi(i32::from(places));
                    assert!((read - v).abs() <= half * (1.0 + 1e-9), "{v} as {text}");
                }
            }
        }
        assert_eq!(decimal(1234.5678, 2).to_string(), "1234.57");
        assert_eq!(decimal(0.25, 1).to_string(), "0.3", "half away from zero");
        assert_eq!(decimal(-1.25, 1).to_string(), "-1.3");
        assert_eq!(decimal(99.9999, 3).to_string(), "100.000");
        assert_eq!(decimal(7.0, 0).to_string(), "7");
        assert_eq!(
            decimal(-0.04, 1).to_string(),
            "0.0",
            "no minus sign on a zero"
        );
        assert_eq!(decimal(f64::NAN, 1).to_string(), "?");
        assert_eq!(decimal(f64::INFINITY, 1).to_string(), "?");
    }

    #[test]
    fn the_browsers_first_language_the_page_speaks_wins() {
        assert_eq!(Locale::preferred(["ko-KR", "en-US"]), Locale::Ko);
        assert_eq!(Locale::preferred(["fr-FR", "zh-CN", "en"]), Locale::Zh);
        assert_eq!(Locale::preferred(["zh-TW"]), Locale::Zh);
        assert_eq!(Locale::preferred(["de", "ja"]), Locale::En);
        assert_eq!(Locale::preferred([]), Locale::En);
        assert_eq!(Locale::preferred(["EN_gb", "ko"]), Locale::En);
    }

    #[test]
    fn tags_round_trip() {
        for locale in Locale::ALL {
            assert_eq!(Locale::from_tag(locale.tag()), Some(locale));
        }
        assert_eq!(Locale::from_tag("fr"), None);
    }

    fn cell(row: usize, col: usize) -> Place {
        Cell::at(row, col).unwrap().into()
    }

    fn digit(d: u8) -> Mark {
        Digit::new(d).unwrap().into()
    }

    /// One of every kind of narration, with the values each must show (chosen so that none
    /// is part of another: digit 9 is not in any cell name here).
    fn narrations() -> Vec<(Narration, Vec<&'static str>)> {
        let reason = Refusal {
            digit: digit(9),
            area: Area::of(Unit::Column, cell(6, 1)),
            by: cell(6, 1),
        };
        vec![
            (
                Narration::Start {
                    empty: 64,
                    strategy: Strategy::Classic,
                },
                vec!["64"],
            ),
            (
                Narration::Try {
                    cell: cell(3, 4),
                    digit: digit(1),
                    failed: vec![digit(3)],
                    refused: vec![reason],
                },
                vec!["r4c5", "1", "3", "9", "r7c2"],
            ),
            (
                Narration::Guess {
                    cell: cell(0, 0),
                    digit: digit(3),
                    later: vec![digit(8)],
                },
                vec!["r1c1", "3", "8"],
            ),
            (
                Narration::TakeBack {
                    cell: cell(0, 1),
                    digit: digit(4),
                    next: Some(digit(5)),
                    back_to: None,
                },
                vec!["r1c2", "4", "5"],
            ),
            (
                Narration::TakeBack {
                    cell: cell(0, 1),
                    digit: digit(4),
                    next: None,
                    back_to: Some(cell(2, 2)),
                },
                vec!["r1c2", "4", "r3c3", "false"],
            ),
            (
                Narration::RuleOut {
                    cell: cell(2, 2),
                    digit: digit(9),
                },
                vec!["r3c3", "9"],
            ),
            (
                Narration::Deduce {
                    cell: cell(4, 7),
                    digit: digit(1),
                    why: Deduction::OnlyPlace(Unit::Box),
                },
                vec!["r5c8", "1", "6"],
            ),
            (
                Narration::DeadEnd {
                    cell: cell(5, 6),
                    refused: vec![reason],
                },
                vec!["r6c7", "9", "r7c2", "false"],
            ),
            (
                Narration::Contradiction {
                    cell: cell(5, 6),
                    back_to: Some(cell(1, 1)),
                },
                vec!["r6c7", "r2c2"],
            ),
            (
                Narration::Cover {
                    cell: cell(2, 4),
                    digit: digit(7),
                    chosen: Chosen::Cell,
                    options: 3,
                    nth: 1,
                },
                vec!["r3c5", "7", "3"],
            ),
            (
                Narration::Cover {
                    cell: cell(2, 4),
                    digit: digit(7),
                    chosen: Chosen::PlaceIn(Area::of(Unit::Row, cell(2, 4))),
                    options: 4,
                    nth: 2,
                },
                vec!["r3c5", "7", "4", "2"],
            ),
            (
                Narration::Uncover {
                    cell: cell(2, 4),
                    digit: digit(7),
                    more: false,
                    back_to: Some(cell(1, 1)),
                },
                vec!["r3c5", "7", "r2c2"],
            ),
            (
                Narration::Uncover {
                    cell: cell(2, 4),
                    digit: digit(7),
                    more: true,
                    back_to: None,
                },
                vec!["r3c5", "7"],
            ),
            (
                Narration::NoOption {
                    cell: cell(5, 6),
                    back_to: Some(cell(1, 1)),
                },
                vec!["r6c7", "r2c2"],
            ),
            (
                Narration::NoPlace {
                    digit: digit(8),
                    area: Area::of(Unit::Box, cell(8, 8)),
                    back_to: Some(cell(1, 1)),
                },
                vec!["8", "9", "r2c2"],
            ),
            (Narration::Solution { count: 2 }, vec!["2"]),
            (Narration::Solution { count: 1 }, vec![]),
            (Narration::Exhausted, vec![]),
        ]
    }

    /// One of every kind of parse error, with the values each must show (at line 1, column 1,
    /// so no value here is `1` alone).
    fn parse_errors() -> Vec<(ErrorKind, Vec<&'static str>)> {
        let judges = [
            "BOJ 2580",
            "BOJ 2239",
            "POJ 2676",
            "POJ 2918",
            "POJ 3074",
            "POJ 3076",
            "BOJ 4574",
            "LeetCode 37",
        ];
        let expected = |expected, found| ErrorKind::Expected { expected, found };
        vec![
            (ErrorKind::Empty, vec![]),
            (
                ErrorKind::Unrecognized {
                    found: "\u{feff}xyz".into(),
                },
                judges.into_iter().chain(["xyz", "U+FEFF"]).collect(),
            ),
            (
                ErrorKind::UnexpectedChar {
                    found: '\u{feff}',
                    empty: ".0".into(),
                    symbols: "1-9".into(),
                },
                vec!["U+FEFF", "`.`", "`0`", "1-9"],
            ),
            (
                ErrorKind::UnexpectedChar {
                    found: 'x',
                    empty: "-".into(),
                    symbols: "A-P".into(),
                },
                vec!["`x`", "`-`", "A-P"],
            ),
            (
                ErrorKind::MissingSpace {
                    after: '1',
                    found: '7',
                },
                vec!["`1`", "`7`"],
            ),
            (ErrorKind::UnexpectedSpace, vec![]),
            (
                ErrorKind::RowLength {
                    found: 8,
                    expected: 16,
                },
                vec!["8", "16"],
            ),
            (
                ErrorKind::MissingRows {
                    found: 7,
                    expected: 16,
                },
                vec!["7", "16"],
            ),
            (ErrorKind::TooManyRows { expected: 9 }, vec!["9"]),
            (ErrorKind::ExtraLine, vec!["POJ 2676"]),
            (
                ErrorKind::BadCount {
                    text: "\u{feff}2".into(),
                },
                vec!["U+FEFF"],
            ),
            (
                ErrorKind::BadDominoCount {
                    text: "\u{feff}x".into(),
                },
                vec!["U+FEFF", "0"],
            ),
            (
                ErrorKind::CountMismatch {
                    declared: 3,
                    found: 2,
                },
                vec!["3", "2"],
            ),
            (ErrorKind::AfterEnd { end: "end".into() }, vec!["`end`"]),
            (ErrorKind::AfterEnd { end: "0".into() }, vec!["`0`"]),
            (ErrorKind::NoBoards, vec![]),
            (
                ErrorKind::MissingHeading {
                    expected: "Scenario #2:".into(),
                    found: "439218765".into(),
                },
                vec!["`Scenario #2:`", "`439218765`"],
            ),
            (ErrorKind::MissingGap, vec![]),
            (
                ErrorKind::DominoItems { found: 5 },
                vec!["`U LU V LV`", "4", "5"],
            ),
            (ErrorKind::LoneItems { found: 7 }, vec!["9", "7"]),
            (
                ErrorKind::NotADigit {
                    text: "\u{feff}x".into(),
                },
                vec!["U+FEFF", "1-9"],
            ),
            (
                ErrorKind::NotALocation { text: "J0".into() },
                vec!["`J0`", "A-I", "1-9"],
            ),
            (
                ErrorKind::Apart {
                    first: "B2".into(),
                    second: "D4".into(),
                },
                vec!["B2", "D4"],
            ),
            (ErrorKind::SameHalves { digit: '6' }, vec!["6"]),
            (
                ErrorKind::DominoTwice {
                    domino: "2|6".into(),
                    first_line: 12,
                },
                vec!["2|6", "12"],
            ),
            (
                ErrorKind::CoveredTwice {
                    place: "E5".into(),
                    first_line: 14,
                },
                vec!["E5", "14"],
            ),
            (
                ErrorKind::MissingDominoes {
                    declared: 13,
                    found: 8,
                },
                vec!["13", "8"],
            ),
            (expected(Token::Open, Some('x')), vec!["`[`", "`x`"]),
            (expected(Token::Close, None), vec!["`]`"]),
            (
                expected(Token::Comma, Some('\u{feff}')),
                vec!["`,`", "U+FEFF"],
            ),
            (expected(Token::Quote, None), vec!["`\"`"]),
            (
                expected(Token::Cell, Some('y')),
                vec!["`\"5\"`", "`\".\"`", "`y`"],
            ),
        ]
    }

    fn at_the_start(kind: ErrorKind) -> ParseError {
        ParseError {
            line: 1,
            column: 1,
            board: None,
            kind,
        }
    }

    #[test]
    fn every_language_says_the_values_of_what_it_reports() {
        let located = ParseError {
            line: 12,
            column: 34,
            board: Some(5),
            kind: ErrorKind::RowLength {
                found: 8,
                expected: 9,
            },
        };
        let conflict = Conflict {
            first: cell(0, 0),
            second: cell(0, 7),
            digit: digit(5),
        };
        for locale in Locale::ALL {
            let t = locale.messages();
            let said = (t.parse_error)(&located);
            for value in ["12", "34", "5", "8", "9"] {
                assert!(said.contains(value), "{locale:?}: {value} in {said}");
            }
            let said = (t.verdict)(&Verdict::Conflict(conflict));
            for value in ["r1c1", "r1c8", "5"] {
                assert!(said.contains(value), "{locale:?}: {value} in {said}");
            }
            let unsolved = Unsolved {
                board: 3,
                line: 21,
                reason: Unsolvable::NoSolution,
            };
            let said = (t.unsolved)(&unsolved);
            assert!(
                said.contains('3') && said.contains("21"),
                "{locale:?}: {said}"
            );
            let said = (t.rejection)(&Rejection::NotSmallest {
                cell: cell(8, 8),
                should: digit(4),
            });
            assert!(
                said.contains("r9c9") && said.contains('4'),
                "{locale:?}: {said}"
            );
            let said = (t.rejection)(&Rejection::NoTiling);
            assert!(said.contains("36"), "{locale:?}: {said}");
            for (kind, values) in parse_errors() {
                let said = (t.parse_error)(&at_the_start(kind));
                for value in values {
                    assert!(said.contains(value), "{locale:?}: {value} in {said}");
                }
            }
            for (narration, values) in narrations() {
                let said = (t.narration)(&narration);
                assert!(!said.is_empty(), "{locale:?}: {narration:?}");
                for value in values {
                    assert!(said.contains(value), "{locale:?}: {value} in {said}");
                }
            }
        }
    }

    /// What the Korean or Chinese page says in sentences, one of each kind.
    fn sentences(t: &Messages) -> Vec<String> {
        let conflict = Conflict {
            first: cell(0, 0),
            second: cell(0, 7),
            digit: digit(5),
        };
        let mut said: Vec<String> = narrations().iter().map(|(n, _)| (t.narration)(n)).collect();
        said.push((t.parse_error)(&ParseError {
            board: Some(1),
            ..at_the_start(ErrorKind::Empty)
        }));
        said.extend(
            parse_errors()
                .into_iter()
                .map(|(kind, _)| (t.parse_error)(&at_the_start(kind))),
        );
        said.push((t.outcome)(
            Some(2),
            &Verdict::NoSolution,
            "1,234",
            Strategy::Fastest,
            1.5,
        ));
        for verdict in [
            Verdict::Unique,
            Verdict::NoSolution,
            Verdict::Conflict(conflict),
            Verdict::Several {
                count: 7,
                capped: true,
            },
        ] {
            said.push((t.verdict)(&verdict));
        }
        for rejection in [
            Rejection::Empty(cell(0, 0)),
            Rejection::ChangesGiven {
                cell: cell(0, 0),
                found: digit(1),
                given: digit(2),
            },
            Rejection::Conflict(conflict),
            Rejection::NotSmallest {
                cell: cell(0, 0),
                should: digit(1),
            },
            Rejection::NoTiling,
        ] {
            said.push((t.rejection)(&rejection));
        }
        said.push((t.unsolved)(&Unsolved {
            board: 1,
            line: 1,
            reason: Unsolvable::Conflict(conflict),
        }));
        for why in [
            LinkError::NoPuzzle,
            LinkError::BoardLength { found: 3 },
            LinkError::Damaged,
            LinkError::BadValue {
                key: "speed".into(),
                value: "fast".into(),
            },
        ] {
            said.push((t.bad_link)(&why));
        }
        let lane = LaneWords {
            strategy: Strategy::Fastest,
            first: true,
            tied: false,
            no_solution: true,
            steps: 1,
            calls: None,
            placements: 1,
            deductions: 1,
        };
        said.push((t.race_summary)(&[
            lane,
            LaneWords {
                calls: Some(1),
                first: false,
                tied: true,
                ..lane
            },
        ]));
        said.push((t.cell)(&CellWords {
            cell: cell(0, 0),
            digit: None,
            state: CellState::Trying,
            clash: true,
            conflict: true,
        }));
        said.extend(t.definitions.iter().map(|d| d.to_string()));
        said.extend(t.legend_items.iter().map(|d| d.to_string()));
        said
    }

    #[test]
    fn english_says_one_board_and_one_step_in_the_singular() {
        let t = Locale::En.messages();
        let no_solution =
            |steps| (t.outcome)(None, &Verdict::NoSolution, steps, Strategy::Classic, 1.0);
        assert!(
            no_solution("1").contains("took 1 step)"),
            "{}",
            no_solution("1")
        );
        assert!(no_solution("1,234").contains("took 1,234 steps)"));
        assert_eq!((t.cancelled_after)("1"), "Cancelled after 1 board.");
        assert_eq!((t.cancelled_after)("12"), "Cancelled after 12 boards.");
        assert_eq!((t.extra_boards)("1"), " 1 extra board after the last one.");
        assert_eq!((t.extra_boards)("2"), " 2 extra boards after the last one.");
        assert_eq!(
            (t.checked)("1", "1", "0", "0"),
            "1 of 1 board accepted, 0 rejected, 0 missing."
        );
        assert!((t.checked)("2", "3", "1", "0").starts_with("2 of 3 boards accepted"));
    }

    #[test]
    fn korean_and_chinese_have_no_english_left() {
        // Words of the English messages that no Korean or Chinese message needs (cell names,
        // `false`, `end` and format names are the same in every language).
        let english = [
            " the ", " is ", " and ", " of ", "cell", "try ", "row", "column", "board", "solution",
            "step", "link",
        ];
        for locale in [Locale::Ko, Locale::Zh] {
            for text in sentences(locale.messages()) {
                for word in english {
                    assert!(
                        !text.to_lowercase().contains(word),
                        "{locale:?}: {word:?} in {text}"
                    );
                }
                assert!(
                    !text.contains('\u{feff}'),
                    "{locale:?}: an invisible character in {text}"
                );
            }
        }
    }

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(number(0u64), "0");
        assert_eq!(number(999u64), "999");
        assert_eq!(number(49_158u64), "49,158");
        assert_eq!(number(159_088_596u64), "159,088,596");
    }
}
