//! Two different solutions side by side, the cells where they differ marked, so that a
//! puzzle with several solutions shows why.

use crate::grid::{Cell, Grid};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct TwoProps {
    pub first: Grid,
    pub second: Grid,
}

fn mini(grid: &Grid, other: &Grid, label: &str) -> Html {
    let cells = Cell::all().map(|cell| {
        let differs = grid.get(cell) != other.get(cell);
        let class = classes!(
            "mini-cell",
            differs.then_some("differs"),
            (cell.col() % 3 == 2 && cell.col() < 8).then_some("box-right"),
            (cell.row() % 3 == 2 && cell.row() < 8).then_some("box-bottom"),
        );
        html! { <span {class}>{ grid.get(cell).map(|d| d.to_string()).unwrap_or_default() }</span> }
    });
    html! {
        <figure class="mini">
            <div class="mini-grid" role="img" aria-label={format!("{label}: {}", grid.to_line('.'))}>
                { for cells }
            </div>
            <figcaption>{ label.to_string() }</figcaption>
        </figure>
    }
}

#[component]
pub(crate) fn TwoSolutions(props: &TwoProps) -> Html {
    let differing: Vec<String> = Cell::all()
        .filter(|&c| props.first.get(c) != props.second.get(c))
        .map(|c| c.to_string())
        .collect();
    html! {
        <div class="two-solutions">
            <p>{ format!("Two solutions differ in {} cells: {}.", differing.len(), differing.join(" ")) }</p>
            <div class="minis">
                { mini(&props.first, &props.second, "First solution") }
                { mini(&props.second, &props.first, "Second solution") }
            </div>
        </div>
    }
}
