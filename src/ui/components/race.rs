//! The race: the chosen strategies' searches of one puzzle side by side, each a small board
//! and its counters, and which finished first.

use super::{mini_grid, number, placed_by_search};
use crate::grid::{Cell, Grid};
use crate::solver::Strategy;
use crate::ui::i18n::{decimal, use_messages, LaneWords, Messages};
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
    let t = use_messages();
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
                { t.strategy_name(s) }
            </label>
        }
    });
    let modes = RaceMode::ALL.into_iter().map(|m| {
        let label = match m {
            RaceMode::ByStep => t.by_steps,
            RaceMode::ByTime => t.by_time,
        };
        html! { <option value={m.id()} selected={m == v.mode}>{ label }</option> }
    });
    let under_way = v.is_under_way();
    let (pause, pause_label) = if v.running || !under_way {
        (RaceAction::Pause, t.pause_race)
    } else {
        (RaceAction::Resume, t.resume_race)
    };
    let lanes = v
        .lanes
        .iter()
        .map(|lane| lane_view(t, lane, &v.givens, v.running));

    html! {
        <section class="panel race" aria-label={t.compare_strategies}>
            <h2>{ t.compare_strategies }</h2>
            <fieldset class="race-choices">
                <legend>{ t.strategies_at_least_two }</legend>
                { for choices }
            </fieldset>
            <div class="toolbar">
                <label class="field">
                    <span>{ t.step_together }</span>
                    <select onchange={on_mode}>{ for modes }</select>
                </label>
                // The app starts the race on the board shown (the grid here is a placeholder).
                <button type="button" class="primary" onclick={act(RaceAction::Start)}>
                    { t.race }
                </button>
                <button type="button" onclick={act(pause)} disabled={!under_way}>{ pause_label }</button>
            </div>
            if let Some(conflict) = &v.error {
                <p class="status bad">{ (t.race_conflict)(conflict) }</p>
            } else if v.lanes.is_empty() {
                <p class="feedback">{ t.race_hint }</p>
            }
            <div class="race-lanes">{ for lanes }</div>
            <p class="race-summary" aria-live="polite">{ summary(v, t).unwrap_or_default() }</p>
        </section>
    }
}

fn lane_view(t: &Messages, lane: &LaneSnapshot, givens: &Grid, running: bool) -> Html {
    let c = lane.counters;
    let state = match lane.finish {
        None if running => t.playing.to_string(),
        None => t.paused.to_string(),
        Some(f) => (t.finished)(f.place, f.result == LaneResult::Solved, &number(f.step)),
    };
    let class = classes!(
        "race-lane",
        lane.finish.is_some_and(|f| f.place == 1).then_some("first")
    );
    let name = t.strategy_name(lane.strategy);
    html! {
        <figure {class}>
            <figcaption>{ name }</figcaption>
            { mini(&lane.grid, givens, name) }
            <dl class="counters">
                <div><dt>{ t.steps }</dt><dd>{ number(c.steps) }</dd></div>
                <div><dt>{ t.placements }</dt><dd>{ number(c.placements) }</dd></div>
                <div><dt>{ t.backtracks }</dt><dd>{ number(c.backtracks) }</dd></div>
                if let Some(calls) = lane.calls {
                    <div><dt>{ t.calls }</dt><dd>{ number(calls) }</dd></div>
                } else {
                    <div><dt>{ t.deductions }</dt><dd>{ number(c.deductions) }</dd></div>
                }
                <div><dt>{ t.work }</dt><dd>{ format!("{} ms", decimal(lane.work_ms, 1)) }</dd></div>
                <div><dt>{ t.state }</dt><dd>{ state }</dd></div>
            </dl>
        </figure>
    }
}

/// The lane's board as a small grid; the digits the search placed are marked.
fn mini(grid: &Grid, givens: &Grid, name: &str) -> Html {
    let placed = |cell: Cell| placed_by_search(grid, givens, cell).then_some("placed");
    mini_grid(grid, name, placed)
}

/// One line on who finished first and at what cost, once every lane has finished: "fastest
/// finished first: 65 steps (2,447,517 times fewer, and 9,800 times less time, than classic),
/// 0 placements, 64 deductions; classic: 159,088,596 steps, 69,175,317 calls". Each lane's
/// cost is its placements and deductions, or for classic the calls of the program in the Code
/// panel.
fn summary(v: &RaceSnapshot, t: &Messages) -> Option<String> {
    let standings = v.standings()?;
    // The lane that took the most steps: the others say how many times fewer steps, less time
    // and fewer calls they took, where both lanes measured it.
    let most = standings.iter().max_by_key(|lane| lane.counters.steps)?;
    let fewer = |steps: u64| {
        times_fewer(most.counters.steps as f64, steps.max(1) as f64).map(|t| (t, most.strategy))
    };
    // A lane done within the clock's resolution has no time to compare.
    let less_time = |ms: f64| (ms > 0.0).then(|| times_fewer(most.work_ms, ms)).flatten();
    let fewer_calls = |calls: Option<u64>| times_fewer(most.calls? as f64, calls?.max(1) as f64);
    let lanes: Vec<LaneWords> = standings
        .iter()
        .enumerate()
        .map(|(i, lane)| {
            let place = lane.finish.map(|f| f.place);
            LaneWords {
                strategy: lane.strategy,
                first: i == 0,
                tied: i > 0 && place == standings[i - 1].finish.map(|f| f.place),
                no_solution: lane.finish.map(|f| f.result) == Some(LaneResult::NoSolution),
                steps: lane.counters.steps,
                fewer: fewer(lane.counters.steps),
                less_time: less_time(lane.work_ms),
                fewer_calls: fewer_calls(lane.calls),
                // The classic lane's cost is its calls; the propagating ones' their branches
                // and deductions (a call per branch that propagates without a dead end).
                calls: lane.calls.filter(|_| lane.strategy == Strategy::Classic),
                placements: lane.counters.placements,
                deductions: lane.counters.deductions,
            }
        })
        .collect();
    Some((t.race_summary)(&lanes))
}

/// How many times `most` is of `this`, rounded, when it is at least twice (a smaller ratio is
/// not worth a sentence, and a ratio that is not a finite number is none).
fn times_fewer(most: f64, this: f64) -> Option<u64> {
    let times = most / this;
    (times.is_finite() && times >= 2.0).then(|| times.round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Counters;
    use crate::ui::i18n::Locale;
    use crate::ui::state::race::Finish;

    const EN: &Messages = Locale::En.messages();

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
        v.lanes[0].calls = Some(69_175_317);
        // The propagating programs called search() once: on the board propagation filled.
        v.lanes[1].calls = Some(1);
        v.lanes[2].calls = Some(1);
        v.lanes[1].counters.deductions = 64;
        v.lanes[2].counters.deductions = 1;
        // Times measured: classic's 980 ms against 0.1 ms; fastest's too short to compare.
        v.lanes[0].work_ms = 980.0;
        v.lanes[1].work_ms = 0.1;
        assert_eq!(
            summary(&v, EN).as_deref(),
            Some(
                "lexicographic finished first: 65 steps (2,447,517 times fewer, 69,175,317 times \
                 fewer calls, and 9,800 times less time, than classic), 0 placements, \
                 64 deductions; \
                 fastest (tied): 65 steps (2,447,517 times fewer, and 69,175,317 times fewer \
                 calls, than classic), 0 placements, 1 deduction; \
                 classic: 159,088,596 steps, 69,175,317 calls"
            )
        );
        v.lanes[0].finish = None;
        assert_eq!(summary(&v, EN), None, "classic still searches");
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
        let line = summary(&v, EN).unwrap();
        assert!(line.starts_with("fastest finished first (no solution): 3 steps, 2 placements, 0 deductions; lexicographic: 5 steps"), "{line}");
    }

    #[test]
    fn a_ratio_is_said_only_when_it_is_at_least_two_and_finite() {
        assert_eq!(times_fewer(159_088_596.0, 65.0), Some(2_447_517));
        assert_eq!(times_fewer(5.0, 2.0), Some(3), "2.5 rounds up");
        assert_eq!(
            times_fewer(3.0, 2.0),
            None,
            "1.5 times is not worth a sentence"
        );
        assert_eq!(times_fewer(1.0, 0.0), None, "no time measured: infinite");
        assert_eq!(times_fewer(0.0, 0.0), None, "not a number");
    }
}
