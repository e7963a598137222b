//! The player's controls, counters, stack strip and narration.

use super::number;
use crate::solver::{Step, Strategy};
use crate::ui::state::player::{RunTo, SPEEDS};
use crate::ui::state::{PlayerAction, PlayerSnapshot};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct PlayerProps {
    pub snapshot: PlayerSnapshot,
    pub on_action: Callback<PlayerAction>,
    /// Milliseconds now, for throttling announcements.
    pub now: f64,
    /// Solutions are counted up to this many (Next solution stops there).
    pub cap: u64,
}

/// BOJ 2580 and 2239 only give puzzles that the BOJ 12095 reference program solves within
/// this many calls.
const BOJ_CALL_LIMIT: u64 = 100_000;

/// How often the narration is announced to screen readers while playing.
const ANNOUNCE_EVERY_MS: f64 = 2000.0;

#[component]
pub(crate) fn PlayerPanel(props: &PlayerProps) -> Html {
    let v = &props.snapshot;
    let act = |a: PlayerAction| props.on_action.reform(move |_: MouseEvent| a);
    let on_strategy = props.on_action.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        PlayerAction::Strategy(id.parse().unwrap_or(Strategy::Classic))
    });
    let on_speed = props.on_action.reform(|e: Event| {
        let i = e.target_unchecked_into::<HtmlSelectElement>().value();
        PlayerAction::Speed(i.parse().unwrap_or(0))
    });
    let on_timeline = props.on_action.reform(|e: InputEvent| {
        let value = e.target_unchecked_into::<HtmlInputElement>().value();
        PlayerAction::Seek(value.parse::<f64>().map_or(0, |v| v as u64))
    });

    // Announce the narration when it changes while stepping, and at most every two seconds
    // while playing.
    let announced = use_mut_ref(|| (f64::NEG_INFINITY, String::new()));
    {
        let mut a = announced.borrow_mut();
        if a.1 != v.narration && (!v.playing || props.now - a.0 >= ANNOUNCE_EVERY_MS) {
            *a = (props.now, v.narration.clone());
        }
    }
    let announcement = announced.borrow().1.clone();

    let strategies = Strategy::ALL.iter().map(|s| {
        let label = match s {
            Strategy::Classic => "classic (row-major, 1 to 9)",
            Strategy::Lexicographic => "lexicographic (row-major + singles)",
            Strategy::Fastest => "fastest (fewest candidates first)",
        };
        html! { <option value={s.id()} selected={*s == v.strategy}>{ label }</option> }
    });
    let speeds = SPEEDS.iter().enumerate().map(|(i, (_, label))| {
        html! { <option value={i.to_string()} selected={i == v.speed}>{ *label }</option> }
    });
    let timeline_max = v.end.unwrap_or(v.explored.max(v.position)).max(1);
    let total = match v.end {
        Some(end) => number(end),
        None => format!("≥ {} (exploring)", number(v.explored)),
    };
    let c = v.counters;
    let stack = v.stack.iter().map(|(cell, digit)| {
        html! { <li>{ format!("{cell}={digit}") }</li> }
    });
    let ended = v.end == Some(v.position);
    let cap = props.cap;
    let next_solution = !ended || (v.can_search_on && c.solutions < cap);
    let calls = match v.calls {
        Some(calls) => number(calls),
        None => "—".to_string(),
    };
    let over_limit = v.calls.is_some_and(|calls| calls >= BOJ_CALL_LIMIT);
    let status = match (v.last, ended) {
        (Some(Step::Solution), _) => "solved",
        (_, true) => "no solution",
        _ if v.playing => "playing",
        _ if v.seeking => "seeking",
        _ if v.run_to == Some(RunTo::Backtrack) => "running to a backtrack",
        _ if v.run_to.is_some() => "running to a solution",
        _ => "paused",
    };

    if let Some(error) = &v.error {
        return html! {
            <section class="panel player" aria-label="Watch the search">
                <h2>{ "Watch the search" }</h2>
                <p class="status bad">{ error }</p>
            </section>
        };
    }
    html! {
        <section class="panel player" aria-label="Watch the search">
            <h2>{ "Watch the search" }</h2>
            <div class="toolbar">
                <label class="field">
                    <span>{ "Strategy" }</span>
                    <select onchange={on_strategy}>{ for strategies }</select>
                </label>
                <label class="field">
                    <span>{ "Speed" }</span>
                    <select onchange={on_speed}>{ for speeds }</select>
                </label>
            </div>
            <div class="toolbar transport">
                <button type="button" onclick={act(PlayerAction::ToStart)} title="Home">{ "To start" }</button>
                <button type="button" onclick={act(PlayerAction::Step { forward: false })} title="←">{ "Step back" }</button>
                <button type="button" class="primary play" onclick={act(PlayerAction::PlayPause)} title="Space">
                    { if v.playing { "Pause" } else { "Play" } }
                </button>
                <button type="button" onclick={act(PlayerAction::Step { forward: true })} title="→">{ "Step forward" }</button>
                <button type="button" onclick={act(PlayerAction::ToEnd)} title="End">{ "To end" }</button>
            </div>
            <div class="toolbar transport">
                <button type="button" onclick={act(PlayerAction::NextBacktrack)} disabled={ended}>{ "Next backtrack" }</button>
                <button type="button" onclick={act(PlayerAction::NextSolution { cap })}
                    disabled={!next_solution}>{ "Next solution" }</button>
                <button type="button" aria-pressed={v.tries.is_some().to_string()}
                    onclick={act(PlayerAction::Heatmap)}>{ "Heatmap" }</button>
            </div>
            <input type="range" class="timeline" aria-label="Step" min="0"
                max={timeline_max.to_string()} step="1" value={v.position.to_string()}
                aria-valuetext={format!("step {} of {}", number(v.position), total)}
                oninput={on_timeline} />
            <p class="narration" aria-hidden="true">{ &v.narration }</p>
            <p class="visually-hidden" aria-live="polite">{ announcement }</p>
            <dl class="counters">
                <div><dt>{ "Step" }</dt><dd data-counter="step">{ format!("{} / {}", number(v.position), total) }</dd></div>
                <div><dt>{ "Calls" }</dt><dd data-counter="calls">{ calls }</dd></div>
                if v.strategy != Strategy::Classic {
                    <div><dt>{ "Deductions" }</dt><dd data-counter="deductions">{ number(c.deductions) }</dd></div>
                }
                <div><dt>{ "Placements" }</dt><dd>{ number(c.placements) }</dd></div>
                <div><dt>{ "Backtracks" }</dt><dd>{ number(c.backtracks) }</dd></div>
                <div><dt>{ "Depth" }</dt><dd>{ v.stack.len() }</dd></div>
                <div><dt>{ "Max depth" }</dt><dd>{ c.max_depth }</dd></div>
                <div><dt>{ "Elapsed" }</dt><dd>{ format!("{:.1} s", v.elapsed_ms / 1000.0) }</dd></div>
                <div><dt>{ "Solutions" }</dt><dd>{ number(c.solutions) }</dd></div>
                <div><dt>{ "State" }</dt><dd>{ status }</dd></div>
            </dl>
            if over_limit {
                <p class="limit-note">{ format!(
                    "Over {} calls: BOJ 2580 and 2239 never give this puzzle (their inputs are solved by the BOJ 12095 reference program in fewer calls).",
                    number(BOJ_CALL_LIMIT)
                ) }</p>
            }
            <Definitions />
            <div class="stack-strip">
                <span class="stack-label">{ "Stack (where the search returns to):" }</span>
                <ol aria-label="Search stack">{ for stack }</ol>
            </div>
        </section>
    }
}

/// What each counter counts: on the page (a tooltip does not open on a phone), and drawn
/// once, not with every frame of the counters.
#[component]
fn Definitions() -> Html {
    html! {
        <details class="definitions">
            <summary>{ "What the counters count" }</summary>
            <dl>
                <dt>{ "Step" }</dt>
                <dd>{ "One move of the search: a digit placed, a digit taken back, a dead end (a cell where no digit fits), a solution, or (with propagation) one cell filled by a deduction. The timeline and the example menu count these." }</dd>
                <dt>{ "Calls" }</dt>
                <dd>{ "Calls of the recursive function as the BOJ 12095 reference program counts them: it calls itself once per cell, given cells included, so a solve without any backtracking takes 82 calls. The program in the Code panel skips given cells; it makes one call per placement, plus the first. Only the classic strategy has these calls." }</dd>
                <dt>{ "Placements" }</dt>
                <dd>{ "Digits placed by the search (each try of a digit in a cell). With propagation, digits filled in by it are not counted." }</dd>
                <dt>{ "Deductions" }</dt>
                <dd>{ "With propagation: cells filled because only one digit was left for them, or only one place for a digit in a row, column or box. Each is a step of its own here; the solver takes them all in one go." }</dd>
                <dt>{ "Backtracks" }</dt>
                <dd>{ "Digits taken back because everything below them failed." }</dd>
                <dt>{ "Depth" }</dt>
                <dd>{ "Digits on the stack now: how deep the recursion is. Max depth: the deepest it has been." }</dd>
            </dl>
        </details>
    }
}
