//! The race: the chosen strategies' searches of one puzzle side by side, each a small board
//! and its counters, and which finished first.

use super::{mini_grid, number};
use crate::grid::{Cell, Grid};
use crate::solver::Strategy;
use crate::ui::state::race::{LaneResult, LaneSnapshot, RaceMode, RaceSnapshot};
use crate::ui::state::RaceAction;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct RaceProps {
    pub snapshot: RaceSnapshot,
    pub on_action: Callback<RaceAction>,
}

#[component]
pub(crate) fn RacePanel(props: &RaceProps) -> Html {
    let v = &props.snapshot;
    let act = |a: RaceAction| props.on_action.reform(move |_: MouseEvent| a.clone());
    let on_mode = props.on_action.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        RaceAction::Mode(RaceMode::from_id(&id).unwrap_or_default())
    });
    let choices = Strategy::ALL.into_iter().map(|s| {
        let checked = v.chosen.contains(&s);
        // The last two cannot be dropped: a race needs two.
        let locked = checked && v.chosen.len() <= 2;
        let onchange = props
            .on_action
            .reform(move |_: Event| RaceAction::Toggle(s));
        html! {
            <label>
                <input type="checkbox" {checked} disabled={locked} {onchange} />
                { s.id() }
            </label>
        }
    });
    let modes = RaceMode::ALL.into_iter().map(|m| {
        let label = match m {
            RaceMode::ByStep => "by steps",
            RaceMode::ByTime => "by time",
        };
        html! { <option value={m.id()} selected={m == v.mode}>{ label }</option> }
    });
    let under_way = v.is_under_way();
    let (pause, pause_label) = if v.running || !under_way {
        (RaceAction::Pause, "Pause race")
    } else {
        (RaceAction::Resume, "Resume race")
    };
    let lanes = v
        .lanes
        .iter()
        .map(|lane| lane_view(lane, &v.givens, v.running));

    html! {
        <section class="panel race" aria-label="Compare strategies">
            <h2>{ "Compare strategies" }</h2>
            <fieldset class="race-choices">
                <legend>{ "Strategies (at least two)" }</legend>
                { for choices }
            </fieldset>
            <div class="toolbar">
                <label class="field">
                    <span>{ "Step together" }</span>
                    <select onchange={on_mode}>{ for modes }</select>
                </label>
                // The app starts the race on the board shown (the grid here is a placeholder).
                <button type="button" class="primary" onclick={act(RaceAction::Start)}>
                    { "Race" }
                </button>
                <button type="button" onclick={act(pause)} disabled={!under_way}>{ pause_label }</button>
            </div>
            if let Some(error) = &v.error {
                <p class="status bad">{ error }</p>
            } else if v.lanes.is_empty() {
                <p class="feedback">{ "Race runs the chosen strategies on the board shown." }</p>
            }
            <div class="race-lanes">{ for lanes }</div>
            <p class="race-summary" aria-live="polite">{ summary(v).unwrap_or_default() }</p>
        </section>
    }
}

fn lane_view(lane: &LaneSnapshot, givens: &Grid, running: bool) -> Html {
    let c = lane.counters;
    let state = match lane.finish {
        None if running => "running".to_string(),
        None => "paused".to_string(),
        Some(f) => {
            let what = match f.result {
                LaneResult::Solved => "solved",
                LaneResult::NoSolution => "no solution",
            };
            format!("{}: {what} at step {}", ordinal(f.place), number(f.step))
        }
    };
    let class = classes!(
        "race-lane",
        lane.finish.is_some_and(|f| f.place == 1).then_some("first")
    );
    let name = lane.strategy.id();
    html! {
        <figure {class}>
            <figcaption>{ name }</figcaption>
            { mini(&lane.grid, givens, name) }
            <dl class="counters">
                <div><dt>{ "Steps" }</dt><dd>{ number(c.steps) }</dd></div>
                <div><dt>{ "Placements" }</dt><dd>{ number(c.placements) }</dd></div>
                <div><dt>{ "Backtracks" }</dt><dd>{ number(c.backtracks) }</dd></div>
                if let Some(calls) = lane.calls {
                    <div><dt>{ "Calls" }</dt><dd>{ number(calls) }</dd></div>
                } else {
                    <div><dt>{ "Deductions" }</dt><dd>{ number(c.deductions) }</dd></div>
                }
                <div><dt>{ "Work" }</dt><dd>{ format!("{:.1} ms", lane.work_ms) }</dd></div>
                <div><dt>{ "State" }</dt><dd>{ state }</dd></div>
            </dl>
        </figure>
    }
}

/// The lane's board as a small grid; the digits the search placed are marked.
fn mini(grid: &Grid, givens: &Grid, name: &str) -> Html {
    let placed =
        |cell: Cell| (grid.get(cell).is_some() && givens.get(cell).is_none()).then_some("placed");
    mini_grid(grid, name, placed)
}

/// One line on who finished first and at what cost, once every lane has finished: "fastest
/// finished first: 65 steps, 0 placements, 64 deductions; classic: 159,088,596 steps,
/// 88,178,563 calls". Each lane's cost is its placements and deductions, or for classic the
/// calls a judge's program would make.
fn summary(v: &RaceSnapshot) -> Option<String> {
    let standings = v.standings()?;
    let parts: Vec<String> = standings
        .iter()
        .enumerate()
        .map(|(i, lane)| {
            let c = lane.counters;
            let cost = match lane.calls {
                Some(calls) => count(calls, "call"),
                None => format!(
                    "{}, {}",
                    count(c.placements, "placement"),
                    count(c.deductions, "deduction")
                ),
            };
            let place = lane.finish.map(|f| f.place);
            let name = match i {
                0 => format!("{} finished first", lane.strategy),
                _ if place == standings[i - 1].finish.map(|f| f.place) => {
                    format!("{} (tied)", lane.strategy)
                }
                _ => lane.strategy.to_string(),
            };
            let nothing = match lane.finish.map(|f| f.result) {
                Some(LaneResult::NoSolution) => " (no solution)",
                _ => "",
            };
            format!("{name}{nothing}: {}, {cost}", count(c.steps, "step"))
        })
        .collect();
    Some(parts.join("; "))
}

/// "1 step", "2,096 steps".
fn count(n: u64, what: &str) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{} {what}{s}", number(n))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Counters;
    use crate::ui::state::race::Finish;

    fn lane(
        strategy: Strategy,
        steps: u64,
        placements: u64,
        finish: Option<Finish>,
    ) -> LaneSnapshot {
        LaneSnapshot {
            strategy,
            grid: Grid::empty(),
            counters: Counters {
                steps,
                placements,
                ..Counters::default()
            },
            calls: None,
            work_ms: 0.0,
            finish,
        }
    }

    fn solved(place: usize, step: u64) -> Option<Finish> {
        Some(Finish {
            result: LaneResult::Solved,
            step,
            place,
        })
    }

    fn race(lanes: Vec<LaneSnapshot>) -> RaceSnapshot {
        RaceSnapshot {
            chosen: lanes.iter().map(|l| l.strategy).collect(),
            mode: RaceMode::ByStep,
            running: false,
            givens: Grid::empty(),
            lanes,
            error: None,
        }
    }

    #[test]
    fn the_summary_names_the_lanes_in_finishing_order_once_all_finished() {
        let mut v = race(vec![
            lane(
                Strategy::Classic,
                159_088_596,
                44_089_281,
                solved(3, 159_088_596),
            ),
            lane(Strategy::Lexicographic, 65, 0, solved(1, 65)),
            lane(Strategy::Fastest, 65, 0, solved(1, 65)),
        ]);
        v.lanes[0].calls = Some(88_178_563);
        v.lanes[1].counters.deductions = 64;
        v.lanes[2].counters.deductions = 1;
        assert_eq!(
            summary(&v).as_deref(),
            Some(
                "lexicographic finished first: 65 steps, 0 placements, 64 deductions; \
                 fastest (tied): 65 steps, 0 placements, 1 deduction; \
                 classic: 159,088,596 steps, 88,178,563 calls"
            )
        );
        v.lanes[0].finish = None;
        assert_eq!(summary(&v), None, "classic still searches");
    }

    #[test]
    fn a_lane_without_solution_says_so() {
        let none = Some(Finish {
            result: LaneResult::NoSolution,
            step: 3,
            place: 1,
        });
        let v = race(vec![
            lane(Strategy::Fastest, 3, 2, none),
            lane(Strategy::Lexicographic, 5, 2, solved(2, 5)),
        ]);
        let line = summary(&v).unwrap();
        assert!(line.starts_with("fastest finished first (no solution): 3 steps, 2 placements, 0 deductions; lexicographic: 5 steps"), "{line}");
    }

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).to_vec();
        assert_eq!(
            got,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        );
    }
}
