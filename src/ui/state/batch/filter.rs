//! Which boards of a run the results table lists.

use crate::solver::Verdict;

/// Which boards the results table lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Filter {
    All,
    Unique,
    Several,
    NoSolution,
    Invalid,
}

impl Filter {
    /// The filters in the menu's order (the page names them in its language).
    pub const ALL: [Filter; 5] = [
        Filter::All,
        Filter::Unique,
        Filter::Several,
        Filter::NoSolution,
        Filter::Invalid,
    ];

    pub fn keeps(self, verdict: &Verdict) -> bool {
        match self {
            Filter::All => true,
            Filter::Unique => *verdict == Verdict::Unique,
            Filter::Several => matches!(verdict, Verdict::Several { .. }),
            Filter::NoSolution => *verdict == Verdict::NoSolution,
            Filter::Invalid => matches!(verdict, Verdict::Conflict(_)),
        }
    }
}
