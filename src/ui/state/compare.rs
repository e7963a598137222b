//! Checking a program's output ("Expected output") against the judge's rules, in the worker.

use crate::judge::Check;
use crate::ui::protocol::Failure;
use crate::ui::text::Text;
use std::rc::Rc;

/// What the user does to the output check.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum CompareAction {
    /// The user typed or pasted into the "Expected output" area.
    Expected(Text),
    /// Check the output (in the worker).
    Check,
}

/// The verdict on a program's output, board by board.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Comparison {
    /// The worker is checking it (comparison `id`).
    Checking { id: u64 },
    Checked {
        checks: Rc<Vec<Check>>,
        /// Boards printed beyond the input's.
        extra: usize,
    },
    /// The output (or the input) does not read, or the input changed meanwhile.
    Failed(Failure),
}

#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct CompareState {
    /// The program's output to check (a large one kept as it was pasted: the page does not
    /// read it, the worker does).
    pub expected: Text,
    pub comparison: Option<Comparison>,
    /// Comparisons asked for so far: the last one's id.
    pub sent: u64,
}

impl CompareState {
    /// A new comparison, now being checked: its id.
    pub fn start(&mut self) -> u64 {
        self.sent += 1;
        self.comparison = Some(Comparison::Checking { id: self.sent });
        self.sent
    }

    /// Whether the worker is checking an output now.
    pub fn is_checking(&self) -> bool {
        matches!(self.comparison, Some(Comparison::Checking { .. }))
    }

    /// The user's edits; a check is started by the app state, which knows the input
    /// ([`CompareState::start`]).
    pub fn apply(&mut self, action: CompareAction) -> bool {
        match action {
            CompareAction::Expected(text) => {
                self.expected = text;
                self.comparison = None;
                true
            }
            CompareAction::Check => false,
        }
    }

    /// The worker's answer to comparison `id`; false (and ignored) unless it answers the
    /// comparison asked for last, with nothing changed since.
    pub fn hear(&mut self, id: u64, result: Result<(Vec<Check>, usize), Failure>) -> bool {
        if self.comparison != Some(Comparison::Checking { id }) {
            return false;
        }
        self.comparison = Some(match result {
            Ok((checks, extra)) => Comparison::Checked {
                checks: Rc::new(checks),
                extra,
            },
            Err(why) => Comparison::Failed(why),
        });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_last_comparison_is_heard() {
        let mut compare = CompareState::default();
        compare.apply(CompareAction::Expected("1 2 3".into()));
        let first = compare.start();
        let second = compare.start();
        assert_ne!(first, second);
        assert!(!compare.hear(first, Ok((vec![Check::Accepted], 0))));
        assert_eq!(
            compare.comparison,
            Some(Comparison::Checking { id: second })
        );
        assert!(compare.hear(second, Err(Failure::InputHasErrors)));
        assert_eq!(
            compare.comparison,
            Some(Comparison::Failed(Failure::InputHasErrors))
        );
        // An answer after the output changed is dropped too.
        let third = compare.start();
        compare.apply(CompareAction::Expected("4".into()));
        assert!(!compare.hear(third, Ok((Vec::new(), 0))));
        assert_eq!(compare.comparison, None);
    }
}
