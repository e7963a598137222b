//! The 9x9 board: a keyboard-operable ARIA grid, with the search drawn over it and a legend
//! of every mark.

use crate::explain::Explanation;
use crate::grid::{Candidates, Cell, Grid, UnitOf};
use crate::solver::Step;
use crate::ui::i18n::{use_messages, CellState, CellWords};
use crate::ui::state::CellKey;
use std::rc::Rc;
use yew::prelude::*;

/// The search's state drawn over the board while the player is away from step 0.
#[derive(Clone, PartialEq)]
pub(crate) struct Overlay {
    pub grid: Grid,
    /// The cell being tried and its remaining candidates.
    pub focus: Option<(Cell, Candidates)>,
    /// The unit where a digit has no place left (at such a dead end).
    pub no_place: Option<UnitOf>,
    pub last: Option<Step>,
    /// Why the step refused digits: the cells holding them are marked.
    pub explanation: Option<Explanation>,
}

#[derive(Properties, PartialEq)]
pub(crate) struct BoardProps {
    pub givens: Grid,
    /// Digits the solver filled in, shown apart from the givens.
    pub solution: Option<Grid>,
    pub conflicts: Vec<Cell>,
    pub selected: Option<Cell>,
    pub overlay: Option<Overlay>,
    /// Times each cell was tried, for the heatmap (when it is on).
    pub tries: Option<Rc<[u64; 81]>>,
    pub on_select: Callback<Cell>,
    pub on_key: Callback<(Cell, CellKey)>,
}

/// The DOM id of a cell, for moving focus.
pub(crate) fn cell_id(cell: Cell) -> String {
    format!("cell-{}", cell.index())
}

/// A cell's share of the most tried cell's tries, on a log scale (a few cells take most of
/// a long search's tries), from 0 to 1.
/// The heatmap's shades: `heat-0` (never tried) to `heat-20` (tried most).
const HEAT_LEVELS: u8 = 20;

fn heat(tries: &[u64; 81], most: u64, cell: Cell) -> f64 {
    if most == 0 {
        return 0.0;
    }
    (tries[cell.index()] as f64).ln_1p() / (most as f64).ln_1p()
}

#[component]
pub(crate) fn BoardView(props: &BoardProps) -> Html {
    let t = use_messages();
    // One tab stop (the WAI-ARIA grid pattern): the selected cell, or the first; the arrow
    // keys move inside.
    let tab_stop = props.selected.or(Cell::at(0, 0));
    let explanation = props.overlay.as_ref().and_then(|o| o.explanation.as_ref());
    let worked_on = explanation.and_then(|e| e.cell);
    let most_tries = props
        .tries
        .as_ref()
        .map_or(0, |t| t.iter().copied().max().unwrap_or(0));
    let rows = (0..9).map(|row| {
        let cells = (0..9).filter_map(move |col| Cell::at(row, col)).map(|cell| {
            let given = props.givens.get(cell);
            let overlay = props.overlay.as_ref();
            let filled_by = overlay.map_or(props.solution, |o| Some(o.grid));
            let solved = given
                .is_none()
                .then(|| filled_by.and_then(|s| s.get(cell)))
                .flatten();
            let shown = given.or(solved);
            let focus = overlay.and_then(|o| o.focus).filter(|(c, _)| *c == cell);
            let last = overlay.and_then(|o| o.last);
            let taken_back = match last {
                Some(Step::Backtrack { cell: c, digit }) if c == cell => Some(digit),
                _ => None,
            };
            let dead_end = matches!(last, Some(Step::DeadEnd { cell: c }) if c == cell);
            // A digit with no place left in a unit: the whole unit is marked.
            let no_place = overlay
                .and_then(|o| o.no_place)
                .is_some_and(|unit| unit.contains(cell));
            let candidates = focus
                .filter(|_| shown.is_none() && taken_back.is_none())
                .map(|(_, cands)| cands);
            // The digits this cell made the check refuse in the cell worked on.
            let refuses: Vec<String> = explanation
                .map(|e| e.rejected.iter().filter(|r| r.by == cell).map(|r| r.digit.to_string()).collect())
                .unwrap_or_default();
            let peer = worked_on.is_some_and(|w| w.sees(cell));
            let state = if given.is_some() {
                CellState::Given
            } else if focus.is_some() {
                CellState::Trying
            } else if solved.is_some() {
                CellState::Placed
            } else {
                CellState::Empty
            };
            let conflict = props.conflicts.contains(&cell);
            let mut label = (t.cell)(&CellWords {
                cell: cell.into(),
                digit: shown.map(Into::into),
                state,
                clash: !refuses.is_empty(),
                conflict,
                taken_back: taken_back.map(Into::into),
            });
            if let (false, Some(w)) = (refuses.is_empty(), worked_on) {
                label.push_str(", ");
                label.push_str(&(t.refuses)(&refuses.join(", "), w.into()));
            }
            // A class per twentieth, not a `style` attribute: the page's Content-Security-Policy
            // refuses inline styles (styles/player.css sets each level's `--heat`).
            let heat_level = props.tries.as_ref().map(|tries| {
                let level = (heat(tries, most_tries, cell) * f64::from(HEAT_LEVELS)).round();
                format!("heat-{}", level.clamp(0.0, f64::from(HEAT_LEVELS)) as u8)
            });
            let class = classes!(
                "cell",
                given.is_some().then_some("given"),
                (solved.is_some() && overlay.is_none()).then_some("solved"),
                (solved.is_some() && overlay.is_some()).then_some("placed"),
                focus.is_some().then_some("trying"),
                taken_back.is_some().then_some("taken-back"),
                dead_end.then_some("dead-end"),
                no_place.then_some("no-place"),
                peer.then_some("peer"),
                (!refuses.is_empty()).then_some("clash"),
                heat_level.is_some().then_some("heat"),
                heat_level,
                props.conflicts.contains(&cell).then_some("conflict"),
                (props.selected == Some(cell)).then_some("selected"),
                (cell.col() % 3 == 2 && cell.col() < 8).then_some("box-right"),
                (cell.row() % 3 == 2 && cell.row() < 8).then_some("box-bottom"),
            );
            let onclick = props.on_select.reform(move |_: MouseEvent| cell);
            let onfocus = props.on_select.reform(move |_: FocusEvent| cell);
            let on_key = props.on_key.clone();
            let onkeydown = Callback::from(move |e: KeyboardEvent| {
                if e.ctrl_key() || e.meta_key() || e.alt_key() {
                    return;
                }
                if let Some(key) = CellKey::from_key(&e.key(), 9) {
                    e.prevent_default();
                    on_key.emit((cell, key));
                }
            });
            html! {
                <div role="gridcell" id={cell_id(cell)} {class}
                     tabindex={if Some(cell) == tab_stop { "0" } else { "-1" }}
                     aria-label={label} aria-invalid={conflict.then_some("true")}
                     {onclick} {onfocus} {onkeydown}>
                    if let Some(d) = shown {
                        { d.to_string() }
                    } else if let Some(d) = taken_back {
                        <s>{ d.to_string() }</s>
                    } else if let Some(c) = candidates {
                        <span class="candidates" aria-hidden="true">
                            { for (1..=9u8).map(|v| html! {
                                <span>{ if c.bits() & (1 << (v - 1)) != 0 { v.to_string() } else { String::new() } }</span>
                            }) }
                        </span>
                    }
                </div>
            }
        });
        html! { <div role="row" class="board-row">{ for cells }</div> }
    });
    html! {
        <div role="grid" class="board" aria-label={t.board_name}>
            { for rows }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct LegendProps {
    pub heatmap: bool,
    /// The most tries of any cell, for the heatmap's scale.
    pub most_tries: u64,
}

/// What every colour and mark on the board means.
#[component]
pub(crate) fn Legend(props: &LegendProps) -> Html {
    let t = use_messages();
    let marks = [
        ("given", "5"),
        ("placed", "5"),
        ("trying", ""),
        ("peer", ""),
        ("clash", "5"),
        ("taken-back", "5"),
        ("dead-end", ""),
        ("no-place", ""),
        ("conflict", "5"),
    ];
    let items = marks
        .into_iter()
        .zip(t.legend_items)
        .map(|((class, sample), text)| {
            html! {
                <li>
                    <span class={classes!("swatch", "cell", class)} aria-hidden="true">
                        if class == "taken-back" { <s>{ sample }</s> } else { { sample } }
                    </span>
                    { text }
                </li>
            }
        });
    html! {
        <div class="legend">
            <ul aria-label={t.legend}>{ for items }</ul>
            if props.heatmap {
                <p class="heat-scale">
                    <span>{ t.tried_never }</span>
                    <span class="heat-bar" aria-hidden="true"></span>
                    <span>{ (t.tried_most)(&super::number(props.most_tries)) }</span>
                </p>
            }
        </div>
    }
}
