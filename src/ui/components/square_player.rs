//! Watching a 16 x 16 search: strategy, speed, the transport buttons, the study view's switch,
//! the narration and the counters, as the 9 x 9 player shows them (without its breakpoints and
//! jumps; its program is in the Code panel).

use super::player::SearchChoices;
use crate::solver::Strategy;
use crate::ui::i18n::{number, use_messages};
use crate::ui::state::square::SquareSnapshot;
use crate::ui::state::{SquareAction, SquareState};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct SquareProps {
    pub snapshot: SquareSnapshot,
    pub on_action: Callback<SquareAction>,
    /// The page is in the study view (the switch is here, beside the steps, as the 9 x 9
    /// player has it).
    pub study: bool,
    pub on_study: Callback<bool>,
}

#[component]
pub(crate) fn SquarePanel(props: &SquareProps) -> Html {
    let t = use_messages();
    let v = &props.snapshot;
    let act = |a: SquareAction| props.on_action.reform(move |_: MouseEvent| a);
    let on_strategy = props.on_action.reform(SquareAction::Strategy);
    let on_speed = props.on_action.reform(SquareAction::Speed);
    let strategies: Vec<(Strategy, &'static str)> = SquareState::STRATEGIES
        .iter()
        .map(|&s| (s, t.strategy_name(s)))
        .collect();
    // The steps so far, and how many the search takes once that is known.
    let step = match v.end {
        Some(end) => format!("{} / {}", number(v.position), number(end)),
        None => number(v.position),
    };
    let ended = v.end == Some(v.position);
    // Played on past its solution, the search ends with every way tried: still solved.
    let status = if v.solved || (ended && v.tally.solutions > 0) {
        t.solved
    } else if ended {
        t.no_solution
    } else if v.playing {
        t.playing
    } else if v.seeking {
        t.seeking
    } else {
        t.paused
    };
    let narration = (t.narration)(&v.narration);
    html! {
        <section class="panel player square-player" aria-label={t.watch}>
            <h2>{ t.watch }</h2>
            <SearchChoices {strategies} strategy={v.strategy} speed={v.speed}
                {on_strategy} {on_speed} />
            <div class="dock">
                <div class="toolbar transport">
                    <button type="button" onclick={act(SquareAction::ToStart)}>{ t.to_start }</button>
                    <button type="button" onclick={act(SquareAction::Step { forward: false })}
                        disabled={v.position == 0}>{ t.step_back }</button>
                    <button type="button" class="primary play" onclick={act(SquareAction::PlayPause)}>
                        { if v.playing { t.pause } else { t.play } }
                    </button>
                    <button type="button" onclick={act(SquareAction::Step { forward: true })}
                        disabled={ended}>{ t.step_forward }</button>
                    <button type="button" id="study-switch" class="study-switch"
                        aria-pressed={props.study.to_string()} title="Esc"
                        onclick={props.on_study.reform({
                            let study = props.study;
                            move |_: MouseEvent| !study
                        })}>{ t.study_view }</button>
                </div>
                if props.study {
                    <p class="study-keys">{ t.study_keys_square }</p>
                }
                // Announced when it changes while stepping; while playing it would change
                // too fast to hear, and the state says it plays.
                <p class="narration" aria-live={if v.playing { "off" } else { "polite" }}>{ narration }</p>
            </div>
            <dl class="counters">
                <div><dt>{ t.step }</dt><dd data-counter="step">{ step }</dd></div>
                <div><dt>{ t.placements }</dt><dd>{ number(v.tally.tries) }</dd></div>
                <div><dt>{ t.backtracks }</dt><dd>{ number(v.tally.undos) }</dd></div>
                <div><dt>{ t.depth }</dt><dd>{ v.depth }</dd></div>
                <div><dt>{ t.max_depth }</dt><dd>{ v.tally.max_depth }</dd></div>
                <div><dt>{ t.solutions }</dt><dd>{ number(v.tally.solutions) }</dd></div>
                <div><dt>{ t.state }</dt><dd>{ status }</dd></div>
            </dl>
        </section>
    }
}
