//! The note under the counters once the classic search passes BOJ's limit: what the input
//! costs the program shown, in calls and (estimated) time in C++ and Python, and which
//! strategy solves it instead.

use crate::solver::Strategy;
use crate::ui::i18n::{number, CostKind, LimitNote, Messages, NoteCost, Span};
use crate::ui::protocol::ClassicCost;
use crate::ui::state::measure::{Measure, BOJ_CALL_LIMIT, CPP_CALLS_PER_S, PYTHON_CALLS_PER_S};
use yew::prelude::*;

/// The note, for what is known of the input's cost (`None`: not asked yet).
pub(crate) fn limit_note(t: &'static Messages, measure: Option<Measure>) -> Html {
    let fewest_label = t.strategy_option(Strategy::Fastest);
    let limit = number(BOJ_CALL_LIMIT);
    let note = note_of(&limit, measure, fewest_label);
    html! { <p class="limit-note" data-note="limit">{ (t.over_call_limit)(&note) }</p> }
}

/// What the note says for `measure`.
pub(crate) fn note_of<'a>(
    limit: &'a str,
    measure: Option<Measure>,
    fewest_label: &'a str,
) -> LimitNote<'a> {
    let (cost, fewest) = match measure {
        None | Some(Measure::Asked { .. }) => (NoteCost::Measuring, None),
        Some(Measure::Failed) => (NoteCost::Failed, None),
        Some(Measure::Known { classic, fewest }) => {
            let cost = match classic {
                Some(ClassicCost::Solved { calls, .. }) => known(CostKind::Solved, calls),
                Some(ClassicCost::NoSolution { calls }) => known(CostKind::NoSolution, calls),
                Some(ClassicCost::Over { calls }) => known(CostKind::Over, calls),
                None => NoteCost::Failed,
            };
            (cost, fewest.map(|steps| (fewest_label, number(steps))))
        }
    };
    LimitNote {
        limit,
        cost,
        fewest,
    }
}

fn known(kind: CostKind, calls: u64) -> NoteCost {
    let calls_f = calls as f64;
    NoteCost::Known {
        kind,
        calls: number(calls),
        cpp: Span::of(calls_f / CPP_CALLS_PER_S),
        python: Span::of(calls_f / PYTHON_CALLS_PER_S),
    }
}
