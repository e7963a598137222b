//! The player's controls, counters, stack strip and narration.

use super::dock_line::DockLine;
use super::go_to_line::GoToLine;
use super::limit_note::limit_note;
use super::predict::PredictPanel;
use super::{mini_grid, placed_by_search};
use crate::code::{Judge, Language};
use crate::grid::{Cell, Grid};
use crate::names::Conflict;
use crate::solver::{Step, Strategy};
use crate::ui::hooks::use_media;
use crate::ui::i18n::{decimal, number, use_messages, LineMessages, Messages};
use crate::ui::state::measure::{Measure, BOJ_CALL_LIMIT};
use crate::ui::state::player::{PredictAction, RunTo, StepBy, SPEEDS};
use crate::ui::state::{PlayerAction, PlayerSnapshot};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct PlayerProps {
    pub snapshot: PlayerSnapshot,
    /// The board the search started from (the small board in the dock marks what it placed).
    pub givens: Grid,
    pub on_action: Callback<PlayerAction>,
    /// Milliseconds now, for throttling announcements.
    pub now: f64,
    /// Solutions are counted up to this many (Next solution stops there).
    pub cap: u64,
    /// The page is in the study view (the switch is here, beside the steps).
    pub study: bool,
    pub on_study: Callback<bool>,
    /// The program the Code panel shows: predict's feedback quotes its lines.
    pub language: Language,
    pub judge: Judge,
    /// What the input costs the classic program, once asked (past BOJ's limit).
    pub measure: Option<Measure>,
}

/// Where the dock has the small board: a phone's screen (where the board is a screen away from
/// the step buttons), unless it is too short to spare the board's height. styles/player.css
/// lays the dock out for it under the same query.
const DOCK_BOARD_SCREEN: &str = "(max-width: 52rem) and (min-height: 34rem)";
/// Screens where the dock holds the line of code too (the Code panel is far below there):
/// the one-column layout (styles/player.css), the study view left out (its code is beside).
const DOCK_LINE_SCREEN: &str = "(max-width: 52rem)";

/// How often, at most, the narration is announced to screen readers while playing.
const ANNOUNCE_EVERY_MS: f64 = 1000.0;

#[component]
pub(crate) fn PlayerPanel(props: &PlayerProps) -> Html {
    let t = use_messages();
    let small_board = use_media(DOCK_BOARD_SCREEN);
    let dock_line = use_media(DOCK_LINE_SCREEN) && !props.study;
    // Opened from the button under the board, which it removes: the focus comes here, to the
    // switch that leaves it again.
    use_effect_with(props.study, |&study| {
        if study {
            crate::ui::browser::focus_if_lost("study-switch");
        }
    });
    let v = &props.snapshot;
    let act = |a: PlayerAction| props.on_action.reform(move |_: MouseEvent| a);
    let on_strategy = props.on_action.reform(PlayerAction::Strategy);
    let on_speed = props.on_action.reform(PlayerAction::Speed);
    let on_timeline = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            // A range input of step 1 gives whole numbers; anything else is no step to go to.
            if let Ok(step) = value.parse::<u64>() {
                on_action.emit(PlayerAction::Seek(step));
            }
        })
    };

    let lines = t.lines;
    // Stepping by line, the narration says what the line shown does.
    let narration = match &v.line {
        Some(shown) => (lines.narration)(&shown.narration),
        None => v.narration.as_ref().map_or(String::new(), t.narration),
    };
    // Announce the narration when it changes while stepping, and at most once a second while
    // playing.
    let announced = use_mut_ref(|| (f64::NEG_INFINITY, String::new()));
    {
        let mut a = announced.borrow_mut();
        if a.1 != narration && (!v.playing || props.now - a.0 >= ANNOUNCE_EVERY_MS) {
            *a = (props.now, narration.clone());
        }
    }
    let announcement = announced.borrow().1.clone();

    let strategies: Vec<(Strategy, &'static str)> =
        Strategy::ALL.into_iter().zip(t.strategy_options).collect();
    // Where the timeline's thumb is: where a seek is going, once asked.
    let shown = v.seeking.unwrap_or(v.position);
    // While the end is not known, one step past what is known: the thumb can always be moved
    // on (by keys too, before the page has explored ahead), and the page explores that step.
    let timeline_max = v
        .end
        .unwrap_or_else(|| v.explored.max(shown).saturating_add(1))
        .max(1);
    let total = match v.end {
        Some(end) => number(end),
        None => (t.exploring)(&number(v.explored)),
    };
    let c = v.counters;
    let stack = v.stack.iter().map(|(cell, digit)| {
        html! { <li>{ format!("{}={digit}", (t.place)((*cell).into())) }</li> }
    });
    let ended = v.end == Some(v.position);
    let cap = props.cap;
    let next_solution = !ended || (v.can_search_on && c.solutions < cap);
    let count = |calls: Option<u64>| calls.map_or_else(|| "—".to_string(), number);
    let (calls, boj_calls) = (count(v.calls), count(v.boj_calls));
    let over_limit = v.boj_calls.is_some_and(|calls| calls >= BOJ_CALL_LIMIT);
    let status = match (v.last, ended) {
        (Some(Step::Solution), _) => t.solved,
        (_, true) => t.no_solution,
        _ if v.playing => t.playing,
        _ if v.seeking.is_some() => t.seeking,
        _ if v.run_to == Some(RunTo::Backtrack) => t.running_to_backtrack,
        _ if v.run_to == Some(RunTo::DeadEnd) => t.running_to_dead_end,
        _ if v.run_to.is_some() => t.running_to_solution,
        _ => t.paused,
    };

    // Predict asks about the classic program's tries.
    let classic = v.strategy == Strategy::Classic;
    let on_predict = props.on_action.reform(PlayerAction::Predict);
    if let Some(conflict) = &v.error {
        return conflict_panel(t, conflict);
    }
    html! {
        <section class="panel player" aria-label={t.watch}>
            <h2>{ t.watch }</h2>
            <SearchChoices {strategies} strategy={v.strategy} speed={v.speed}
                {on_strategy} {on_speed}>
                { step_by(lines, v.step_by, v.strategy.steps_by_line(), &props.on_action) }
            </SearchChoices>
            // On a phone the dock stays at the bottom of the screen while the player is in
            // view, so the narration is read where the steps are taken, beside a small board
            // (the board itself is a screen away there).
            <div class={classes!("dock", small_board.then_some("with-board"))}>
                if small_board {
                    { dock_board(v, &props.givens, t.board_name) }
                }
                <div class="toolbar transport">
                    <button type="button" onclick={act(PlayerAction::ToStart)} title="Home">{ t.to_start }</button>
                    <button type="button" onclick={act(PlayerAction::Step { forward: false })} title="←">{ t.step_back }</button>
                    <button type="button" class="primary play" onclick={act(PlayerAction::PlayPause)} title="Space">
                        { if v.playing { t.pause } else { t.play } }
                    </button>
                    <button type="button" onclick={act(PlayerAction::Step { forward: true })} title="→">{ t.step_forward }</button>
                    <button type="button" onclick={act(PlayerAction::ToEnd)} title="End">{ t.to_end }</button>
                </div>
                <p class="narration" aria-hidden="true">{ narration }</p>
                if dock_line {
                    <DockLine strategy={v.strategy} language={props.language} judge={props.judge}
                        line={v.explanation.as_ref().map(|e| e.line)} />
                }
                if v.predict.on && classic {
                    <PredictPanel predict={v.predict.clone()} on_action={on_predict.clone()}
                        language={props.language} judge={props.judge} />
                }
            </div>
            <div class="toolbar transport">
                <button type="button" data-run-to="dead-end" onclick={act(PlayerAction::NextDeadEnd)} disabled={ended}>{ t.next_dead_end }</button>
                <button type="button" onclick={act(PlayerAction::NextBacktrack)} disabled={ended}>{ t.next_backtrack }</button>
                <button type="button" onclick={act(PlayerAction::NextSolution { cap })}
                    disabled={!next_solution}>{ t.next_solution }</button>
                <button type="button" aria-pressed={v.tries.is_some().to_string()}
                    onclick={act(PlayerAction::Heatmap)}>{ t.heatmap }</button>
                if classic {
                    <button type="button" class="predict-switch" aria-pressed={v.predict.on.to_string()}
                        onclick={on_predict.reform({
                            let on = v.predict.on;
                            move |_: MouseEvent| PredictAction::On(!on)
                        })}>{ t.predict.predict }</button>
                }
                <button type="button" id="study-switch" class="study-switch" aria-pressed={props.study.to_string()}
                    title="Esc" onclick={props.on_study.reform({
                        let study = props.study;
                        move |_: MouseEvent| !study
                    })}>{ t.study_view }</button>
            </div>
            if props.study {
                <p class="study-keys">{ t.study_keys }</p>
            }
            <input type="range" class="timeline" aria-label={t.step} min="0"
                max={timeline_max.to_string()} step="1" value={shown.to_string()}
                aria-valuetext={(t.step_of)(&number(shown), &total)}
                oninput={on_timeline} />
            <p class="visually-hidden" aria-live="polite">{ announcement }</p>
            <dl class="counters">
                <div><dt>{ t.step }</dt><dd data-counter="step">{ format!("{} / {}", number(v.position), total) }</dd></div>
                if v.step_by == StepBy::Line && v.strategy.steps_by_line() {
                    <div><dt>{ lines.line }</dt><dd data-counter="line">{ number(v.line.as_ref().map_or(0, |l| l.number)) }</dd></div>
                }
                <div><dt>{ t.calls }</dt><dd data-counter="calls">{ calls }</dd></div>
                <div><dt>{ t.boj_calls }</dt><dd data-counter="boj-calls">{ boj_calls }</dd></div>
                if v.strategy != Strategy::Classic {
                    <div><dt>{ t.deductions }</dt><dd data-counter="deductions">{ number(c.deductions) }</dd></div>
                }
                <div><dt>{ t.placements }</dt><dd>{ number(c.placements) }</dd></div>
                <div><dt>{ t.backtracks }</dt><dd>{ number(c.backtracks) }</dd></div>
                <div><dt>{ t.depth }</dt><dd>{ v.stack.len() }</dd></div>
                <div><dt>{ t.max_depth }</dt><dd>{ c.max_depth }</dd></div>
                <div><dt>{ t.elapsed }</dt><dd data-counter="elapsed">{ format!("{} s", decimal(v.elapsed_ms / 1000.0, 1)) }</dd></div>
                <div><dt>{ t.solutions }</dt><dd data-counter="solutions">{ number(c.solutions) }</dd></div>
                <div><dt>{ t.state }</dt><dd data-counter="state">{ status }</dd></div>
            </dl>
            if v.step_by == StepBy::Line && v.strategy.steps_by_line() {
                <GoToLine {lines} on_go={props.on_action.reform(PlayerAction::GoToLine)} />
            }
            if over_limit {
                { limit_note(t, props.measure) }
            }
            <Definitions messages={t} propagating={v.strategy.propagates()} />
            <div class="stack-strip">
                <span class="stack-label">{ t.stack }</span>
                <ol aria-label={t.search_stack}>{ for stack }</ol>
            </div>
        </section>
    }
}

/// Step by try, by line of the program (not DLX's pseudocode) or to take-backs: a button
/// each, the one in use pressed.
fn step_by(
    lines: &'static LineMessages,
    current: StepBy,
    by_line: bool,
    on_action: &Callback<PlayerAction>,
) -> Html {
    let choice = |by: StepBy, label: &'static str| {
        let onclick = on_action.reform(move |_: MouseEvent| PlayerAction::StepBy(by));
        html! {
            <button type="button" aria-pressed={(current == by).to_string()} {onclick}>{ label }</button>
        }
    };
    html! {
        <span class="step-by" role="group" aria-labelledby="step-by-label">
            <span id="step-by-label" class="step-by-label">{ lines.step_by }</span>
            { choice(StepBy::Try, lines.by_try) }
            if by_line {
                { choice(StepBy::Line, lines.by_line) }
            }
            { choice(StepBy::TakeBack, lines.by_take_back) }
        </span>
    }
}

/// The search's board, small, for the dock: drawn on a phone only ([`DOCK_BOARD_SCREEN`]),
/// where the board is out of view while the steps are taken. The cell being filled, the cell
/// a digit was just taken back from, a dead end and the digits the search placed are marked
/// in the board's colours and shapes (outlined, outlined in orange, striped; a taken-back
/// digit is not drawn: the small board shows the digits only). Hidden from screen readers: the
/// board itself says the same.
fn dock_board(v: &PlayerSnapshot, givens: &Grid, label: &str) -> Html {
    let focus = v.focus.map(|(cell, _)| cell);
    // The step's own mark first: a cell taken back is often the next one filled.
    let mark = |cell: Cell| match v.last {
        Some(Step::Backtrack { cell: c, .. }) if c == cell => Some("taken-back"),
        Some(Step::DeadEnd { cell: c }) if c == cell => Some("dead-end"),
        _ if v.no_place.is_some_and(|unit| unit.contains(cell)) => Some("no-place"),
        _ if Some(cell) == focus => Some("trying"),
        _ => placed_by_search(&v.grid, givens, cell).then_some("placed"),
    };
    html! {
        <div class="dock-board" aria-hidden="true">{ mini_grid(&v.grid, label, mark) }</div>
    }
}

/// The panel of a search that cannot start: its givens clash.
pub(crate) fn conflict_panel(t: &Messages, conflict: &Conflict) -> Html {
    html! {
        <section class="panel player" aria-label={t.watch}>
            <h2>{ t.watch }</h2>
            <p class="status bad">{ (t.player_conflict)(conflict) }</p>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct ChoicesProps {
    /// The strategies offered, each with its label in the menu.
    pub strategies: Vec<(Strategy, &'static str)>,
    pub strategy: Strategy,
    /// An index into [`SPEEDS`].
    pub speed: usize,
    pub on_strategy: Callback<Strategy>,
    pub on_speed: Callback<usize>,
    /// More choices of the search, after these (the 9 x 9 player's step by).
    #[prop_or_default]
    pub children: Html,
}

/// A search's strategy and speed menus: the 9 x 9 player's and the 16 x 16 search's.
#[component]
pub(crate) fn SearchChoices(props: &ChoicesProps) -> Html {
    let t = use_messages();
    let current = props.strategy;
    let on_strategy = props.on_strategy.reform(move |e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        id.parse().unwrap_or(current)
    });
    let on_speed = props.on_speed.reform(|e: Event| {
        let i = e.target_unchecked_into::<HtmlSelectElement>().value();
        i.parse().unwrap_or(0)
    });
    let strategies = props.strategies.iter().map(|(s, label)| {
        html! { <option value={s.id()} selected={*s == current}>{ *label }</option> }
    });
    let speeds = SPEEDS.iter().enumerate().map(|(i, speed)| {
        html! { <option value={i.to_string()} selected={i == props.speed}>{ t.speed_label(*speed) }</option> }
    });
    html! {
        <div class="toolbar search-choices">
            <label class="field">
                <span>{ t.strategy }</span>
                <select onchange={on_strategy}>{ for strategies }</select>
            </label>
            <label class="field">
                <span>{ t.speed }</span>
                <select onchange={on_speed}>{ for speeds }</select>
            </label>
            { props.children.clone() }
        </div>
    }
}

/// What each counter counts: on the page (a tooltip does not open on a phone), and drawn
/// once per language, not with every frame of the counters.
#[derive(Properties)]
struct DefinitionsProps {
    messages: &'static Messages,
    /// The propagating program is shown: its lines are counted.
    propagating: bool,
}

impl PartialEq for DefinitionsProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.messages, other.messages) && self.propagating == other.propagating
    }
}

#[component]
fn Definitions(props: &DefinitionsProps) -> Html {
    let t = props.messages;
    let terms = [
        t.step,
        t.calls,
        t.boj_calls,
        t.placements,
        t.deductions,
        t.backtracks,
        t.depth,
    ];
    let items = terms
        .into_iter()
        .zip(t.definitions)
        .chain([(
            t.lines.line,
            match props.propagating {
                true => t.lines.definition_propagating,
                false => t.lines.definition,
            },
        )])
        .map(|(term, definition)| {
            html! { <><dt>{ term }</dt><dd>{ definition }</dd></> }
        });
    html! {
        <details class="definitions">
            <summary>{ t.counters_defined }</summary>
            <dl>{ for items }</dl>
        </details>
    }
}
