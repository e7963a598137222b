//! A batch run: progress while the worker solves, then a filterable table of every board.

use super::failure;
use crate::ui::i18n::{number, use_messages};
use crate::ui::state::{Batch, Filter, RunState};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Rows per page of the results table.
const PAGE_ROWS: usize = 50;

#[derive(Properties, PartialEq)]
pub(crate) struct BatchProps {
    pub batch: Batch,
    pub on_cancel: Callback<MouseEvent>,
    pub on_filter: Callback<Filter>,
    pub on_page: Callback<usize>,
    /// Show board `n` on the board and in the player.
    pub on_pick: Callback<usize>,
}

#[component]
pub(crate) fn BatchPanel(props: &BatchProps) -> Html {
    let t = use_messages();
    let b = &props.batch;
    let total = b.total.unwrap_or(0);
    let running = b.state == RunState::Running;
    let progress_text = (t.boards_done)(
        &number(b.done as u64),
        &b.total.map_or("?".to_string(), |n| number(n as u64)),
        &number(b.rate().max(0.0).round() as u64),
    );
    let state_text = match &b.state {
        RunState::Running => t.running.to_string(),
        RunState::Finished => {
            let [unique, several, none, invalid] = b.tally().map(|n| number(n as u64));
            (t.run_done)(
                b.elapsed_ms / 1000.0,
                b.solving_ms / 1000.0,
                [&unique, &several, &none, &invalid],
            )
        }
        RunState::Cancelled => (t.cancelled_after)(&number(b.done as u64)),
        RunState::Failed(why) => {
            // The boards after the first ones kept are named: they have no answer.
            match b.not_solved() {
                Some((first, last)) => format!(
                    "{} {}",
                    (t.boards_not_solved)(&number(first as u64), &number(last as u64)),
                    failure(t, why, t.solve)
                ),
                None => failure(t, why, t.solve),
            }
        }
    };
    // The run's state, for tests in any language.
    let run_state = match b.state {
        RunState::Running => "running",
        RunState::Finished => "finished",
        RunState::Cancelled => "cancelled",
        RunState::Failed(_) => "failed",
    };
    let on_filter = props.on_filter.reform(|e: Event| {
        let i: usize = e
            .target_unchecked_into::<HtmlSelectElement>()
            .value()
            .parse()
            .unwrap_or(0);
        Filter::ALL[i.min(Filter::ALL.len() - 1)]
    });
    // The table is drawn once the run is over: while results stream in, the page only
    // updates the progress (drawing tens of thousands of rows per message would be slow).
    let results = &b.results;
    let listed = if running { 0 } else { results.len() };
    let matching: Vec<usize> = (results.iter().enumerate())
        .take(listed)
        .filter(|(_, r)| b.filter.keeps(&r.verdict))
        .map(|(i, _)| i)
        .collect();
    let pages = matching.len().div_ceil(PAGE_ROWS).max(1);
    let page = b.page.min(pages - 1);
    let rows = matching
        .iter()
        .skip(page * PAGE_ROWS)
        .take(PAGE_ROWS)
        .filter_map(|&i| results.get(i).map(|r| (i, r)))
        .map(|(i, r)| {
            let on_pick = props.on_pick.reform(move |_: MouseEvent| i);
            html! {
                <tr>
                    <td>{ i + 1 }</td>
                    <td>{ r.line }</td>
                    <td>{ (t.verdict)(&r.verdict) }</td>
                    <td>{ number(r.steps) }</td>
                    <td><button type="button" class="link" onclick={on_pick}
                        aria-label={(t.show_board)(i + 1)}>{ t.show }</button></td>
                </tr>
            }
        });
    let page_buttons = (pages > 1).then(|| {
        let prev = props.on_page.reform(move |_: MouseEvent| page.saturating_sub(1));
        let next = props.on_page.reform(move |_: MouseEvent| (page + 1).min(pages - 1));
        html! {
            <div class="toolbar">
                <button type="button" onclick={prev} disabled={page == 0}>{ t.previous_page }</button>
                <span>{ (t.page_of)(page + 1, pages) }</span>
                <button type="button" onclick={next} disabled={page + 1 == pages}>{ t.next_page }</button>
            </div>
        }
    });
    let filters = Filter::ALL
        .iter()
        .zip(t.filters)
        .enumerate()
        .map(|(i, (f, label))| {
            html! { <option value={i.to_string()} selected={*f == b.filter}>{ label }</option> }
        });
    html! {
        <section class="panel batch" aria-label={t.all_boards}>
            <h2>{ t.all_boards }</h2>
            <div class="toolbar">
                <progress aria-label={t.progress} max={total.max(1).to_string()}
                    value={b.done.to_string()} />
                <span class="feedback">{ progress_text }</span>
                { running.then(|| html! {
                    <button type="button" onclick={props.on_cancel.clone()}>{ t.cancel }</button>
                }) }
            </div>
            <p class={classes!("status", matches!(b.state, RunState::Failed(_)).then_some("bad"))}
               data-state={run_state} aria-live="polite">{ state_text }</p>
            { (listed > 0).then(|| html! {
                <>
                    <label class="field">
                        <span>{ t.show }</span>
                        <select onchange={on_filter}>{ for filters }</select>
                    </label>
                    <table class="results">
                        <thead><tr>
                            <th scope="col">{ t.column_board }</th>
                            <th scope="col">{ t.column_line }</th>
                            <th scope="col">{ t.column_verdict }</th>
                            <th scope="col">{ t.column_steps }</th>
                            // The column of Show buttons: named for screen readers, who
                            // hear it with each button.
                            <th scope="col"><span class="visually-hidden">{ t.show }</span></th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                    { page_buttons }
                </>
            }) }
        </section>
    }
}
