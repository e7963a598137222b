//! The note past BOJ's limit of 100,000 calls: what the input costs the program shown, how
//! long that is in C++ and in Python (estimates), and which strategy solves it instead, in
//! each language (English here; Korean and Chinese beside their catalogues).

use super::text::decimal;

/// What the note says.
pub struct LimitNote<'a> {
    /// BOJ's limit, as a number is written.
    pub limit: &'a str,
    pub cost: NoteCost,
    /// The fewest-candidates strategy's name in the menu and its steps (written), when it
    /// solves the input.
    pub fewest: Option<(&'a str, String)>,
}

/// What is known of the input's cost.
pub enum NoteCost {
    /// Asked of a worker, not yet answered.
    Measuring,
    /// The worker stopped before it answered.
    Failed,
    Known {
        kind: CostKind,
        /// Calls of the program shown, written.
        calls: String,
        cpp: Span,
        python: Span,
    },
}

/// How the search the cost is of ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CostKind {
    /// At the first solution.
    Solved,
    /// At its end: no solution.
    NoSolution,
    /// It was not: measured up to a cap, the cost is more.
    Over,
}

/// A length of time as the note rounds it: tenths of a second under 10 s, then whole seconds,
/// minutes, hours, days.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Span {
    Tenths(f64),
    Seconds(u64),
    Minutes(u64),
    Hours(u64),
    Days(u64),
}

impl Span {
    pub fn of(seconds: f64) -> Span {
        let seconds = seconds.max(0.0);
        let whole = |unit: f64| (seconds / unit).round() as u64;
        if seconds < 9.95 {
            Span::Tenths(seconds)
        } else if seconds < 119.5 {
            Span::Seconds(whole(1.0))
        } else if seconds < 119.5 * 60.0 {
            Span::Minutes(whole(60.0))
        } else if seconds < 47.5 * 3600.0 {
            Span::Hours(whole(3600.0))
        } else {
            Span::Days(whole(86_400.0))
        }
    }

    /// The span in `units` (tenths-of-a-second, second, minute, hour, day: each unit's words
    /// after its number).
    pub fn said(self, units: [&str; 4]) -> String {
        match self {
            Span::Tenths(s) => format!("{}{}", decimal(s, 1), units[0]),
            Span::Seconds(n) => format!("{n}{}", units[0]),
            Span::Minutes(n) => format!("{n}{}", units[1]),
            Span::Hours(n) => format!("{n}{}", units[2]),
            Span::Days(n) => format!("{n}{}", units[3]),
        }
    }
}

/// The note's sentences in one language; [`say`] puts them together.
pub struct LimitWords {
    /// Past the limit (its number, written), and what BOJ 2580 and 2239 give.
    pub past: fn(&str) -> String,
    pub measuring: &'static str,
    pub failed: &'static str,
    /// The cost: its kind, the calls, and the estimated times in C++ and in Python.
    pub cost: fn(CostKind, &str, &str, &str) -> String,
    /// The fewest-candidates strategy's name in the menu and its steps.
    pub fewest: fn(&str, &str) -> String,
    /// Seconds, minutes, hours, days, after a number ([`Span::said`]).
    pub units: [&'static str; 4],
}

/// The note in `words`.
pub fn say(note: &LimitNote, words: &LimitWords) -> String {
    let mut text = (words.past)(note.limit);
    match &note.cost {
        NoteCost::Measuring => text.push_str(words.measuring),
        NoteCost::Failed => text.push_str(words.failed),
        NoteCost::Known {
            kind,
            calls,
            cpp,
            python,
        } => text.push_str(&(words.cost)(
            *kind,
            calls,
            &cpp.said(words.units),
            &python.said(words.units),
        )),
    }
    if let Some((strategy, steps)) = &note.fewest {
        text.push_str(&(words.fewest)(strategy, steps));
    }
    text
}

pub(super) static EN_LIMIT: LimitWords = LimitWords {
    past: |limit| {
        format!(
            "Past {limit} calls of the BOJ 12095 reference program: BOJ 2580 and 2239 only give \
             inputs it solves within that many."
        )
    },
    measuring: " Measuring what this input costs...",
    failed: " What this input costs could not be measured: the solver stopped.",
    cost: |kind, calls, cpp, python| match kind {
        CostKind::Solved => format!(
            " To its first solution this input costs the program shown {calls} calls: about \
             {cpp} in C++ and {python} in Python ({ESTIMATES})."
        ),
        CostKind::NoSolution => format!(
            " This input has no solution, and the program shown makes {calls} calls to find \
             that out: about {cpp} in C++ and {python} in Python ({ESTIMATES})."
        ),
        CostKind::Over => format!(
            " This input costs the program shown more than {calls} calls (measured up to \
             there): more than {cpp} in C++ and {python} in Python ({ESTIMATES})."
        ),
    },
    fewest: |strategy, steps| {
        format!(" The strategy \u{201c}{strategy}\u{201d} solves it in {steps} steps.")
    },
    units: [" s", " min", " h", " days"],
};

const ESTIMATES: &str = "estimates from their speed measured on one machine";
