//! A batch run: progress while the worker solves, then a filterable table of every board.

use super::number;
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
    let b = &props.batch;
    let total = b.total.unwrap_or(0);
    let running = b.state == RunState::Running;
    let progress_text = format!(
        "{} / {} boards, {} puzzles/s",
        number(b.done as u64),
        b.total.map_or("?".to_string(), |t| number(t as u64)),
        number(b.rate().max(0.0).round() as u64)
    );
    let state_text = match &b.state {
        RunState::Running => "Solving in the background; the page stays usable.".to_string(),
        RunState::Finished => {
            let [unique, several, none, invalid] = b.tally().map(|n| number(n as u64));
            format!(
                "Done in {:.2} s ({:.2} s of it solving): {unique} unique, {several} with several \
                 solutions, {none} with no solution, {invalid} with invalid givens.",
                b.elapsed_ms / 1000.0,
                b.solving_ms / 1000.0
            )
        }
        RunState::Cancelled => format!("Cancelled after {} boards.", number(b.done as u64)),
        RunState::Failed(message) => message.clone(),
    };
    let on_filter = props.on_filter.reform(|e: Event| {
        let i: usize = e
            .target_unchecked_into::<HtmlSelectElement>()
            .value()
            .parse()
            .unwrap_or(0);
        Filter::ALL[i.min(Filter::ALL.len() - 1)].0
    });
    // The table is drawn once the run is over: while results stream in, the page only
    // updates the progress (drawing tens of thousands of rows per message would be slow).
    let results = b.results.borrow();
    let listed = if running { 0 } else { results.len() };
    let matching: Vec<usize> = (0..listed)
        .filter(|&i| b.filter.keeps(&results[i].verdict))
        .collect();
    let pages = matching.len().div_ceil(PAGE_ROWS).max(1);
    let page = b.page.min(pages - 1);
    let rows = matching
        .iter()
        .skip(page * PAGE_ROWS)
        .take(PAGE_ROWS)
        .map(|&i| {
            let r = &results[i];
            let on_pick = props.on_pick.reform(move |_: MouseEvent| i);
            html! {
                <tr>
                    <td>{ i + 1 }</td>
                    <td>{ r.line }</td>
                    <td>{ r.verdict.to_string() }</td>
                    <td>{ number(r.steps) }</td>
                    <td><button type="button" class="link" onclick={on_pick}
                        aria-label={format!("Show board {}", i + 1)}>{ "Show" }</button></td>
                </tr>
            }
        });
    let page_buttons = (pages > 1).then(|| {
        let prev = props.on_page.reform(move |_: MouseEvent| page.saturating_sub(1));
        let next = props.on_page.reform(move |_: MouseEvent| (page + 1).min(pages - 1));
        html! {
            <div class="toolbar">
                <button type="button" onclick={prev} disabled={page == 0}>{ "Previous page" }</button>
                <span>{ format!("page {} of {}", page + 1, pages) }</span>
                <button type="button" onclick={next} disabled={page + 1 == pages}>{ "Next page" }</button>
            </div>
        }
    });
    let filters = Filter::ALL.iter().enumerate().map(|(i, (f, label))| {
        html! { <option value={i.to_string()} selected={*f == b.filter}>{ *label }</option> }
    });
    html! {
        <section class="panel batch" aria-label="All boards">
            <h2>{ "All boards" }</h2>
            <div class="toolbar">
                <progress aria-label="Progress" max={total.max(1).to_string()}
                    value={b.done.to_string()} />
                <span class="feedback">{ progress_text }</span>
                { running.then(|| html! {
                    <button type="button" onclick={props.on_cancel.clone()}>{ "Cancel" }</button>
                }) }
            </div>
            <p class={classes!("status", matches!(b.state, RunState::Failed(_)).then_some("bad"))}
               aria-live="polite">{ state_text }</p>
            { (listed > 0).then(|| html! {
                <>
                    <label class="field">
                        <span>{ "Show" }</span>
                        <select onchange={on_filter}>{ for filters }</select>
                    </label>
                    <table class="results">
                        <thead><tr>
                            <th scope="col">{ "Board" }</th>
                            <th scope="col">{ "Line" }</th>
                            <th scope="col">{ "Verdict" }</th>
                            <th scope="col">{ "Steps" }</th>
                            <th scope="col"></th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                    { page_buttons }
                </>
            }) }
        </section>
    }
}
