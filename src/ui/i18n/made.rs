//! The words of "New puzzle": the presets, the button and what became of the puzzle asked
//! for, in each language (English here; Korean and Chinese beside their catalogues).

use crate::generate::Preset;
use crate::ui::protocol::MadePuzzle;

/// What the page says about puzzles made to order.
pub struct MadeMessages {
    /// The menu's label.
    pub new_puzzle: &'static str,
    /// The button.
    pub make: &'static str,
    pub preset: fn(Preset) -> &'static str,
    pub making: &'static str,
    /// A puzzle made, in the input now: its givens and what the classic search costs it.
    pub made: fn(&MadePuzzle) -> String,
    pub not_found: &'static str,
    pub stopped: &'static str,
    /// The menu's last choice: a worst case hunted for.
    pub worst_case: &'static str,
    /// A hunt under way: its best so far (if any), candidates measured, seconds spent and
    /// allowed.
    pub hunting: fn(Option<&MadePuzzle>, u64, u32, u32) -> String,
    /// The button that ends a hunt.
    pub stop_hunt: &'static str,
    /// A hunt's best, in the input now, after so many candidates; `true` if its worker
    /// stopped before the hunt's end.
    pub hunted: fn(&MadePuzzle, u64, bool) -> String,
}

pub static EN_MADE: MadeMessages = MadeMessages {
    new_puzzle: "New puzzle",
    make: "Make",
    preset: |p| match p {
        Preset::Exercise => "short: 20 to 80 steps",
        Preset::Backtracking => "shows backtracking: 100+ take-backs",
        Preset::BojLimit => "just inside BOJ 2580's limit",
    },
    making: "Making a puzzle...",
    made: |m| {
        format!(
            "A new puzzle with one solution, {} givens: the classic search takes {} steps, {} \
             take-backs, {} calls ({} as BOJ 12095 counts them).",
            m.givens,
            super::number(m.steps),
            super::number(m.backtracks),
            super::number(m.calls),
            super::number(m.boj_calls)
        )
    },
    not_found: "No puzzle was found this time: press Make again for another try.",
    stopped: "The solver stopped unexpectedly before the puzzle was made: press Make again.",
    worst_case: "a worst case for row-major backtracking",
    hunting: |best, tries, s, of| {
        let best = best.map_or(String::new(), |b| {
            format!(
                " Best so far: {} calls ({} as BOJ 12095 counts them), {} givens.",
                super::number(b.calls),
                super::number(b.boj_calls),
                b.givens
            )
        });
        format!(
            "Hunting for a worst case: {s} s of {of} s, {} puzzles measured.{best}",
            super::number(tries)
        )
    },
    stop_hunt: "Stop and use the best",
    hunted: |b, tries, cut| {
        format!(
            "{}A worst case among {} puzzles with one solution, {} givens: the classic search \
             takes {} steps, {} take-backs, {} calls ({} as BOJ 12095 counts them).",
            if cut {
                "The solver stopped; its best so far is in the input. "
            } else {
                ""
            },
            super::number(tries),
            b.givens,
            super::number(b.steps),
            super::number(b.backtracks),
            super::number(b.calls),
            super::number(b.boj_calls)
        )
    },
};
