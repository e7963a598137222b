//! Two different solutions side by side, the cells where they differ marked, so that a
//! puzzle with several solutions shows why.

use super::mini_grid;
use crate::grid::{Cell, Grid};
use crate::ui::i18n::use_messages;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct TwoProps {
    pub first: Grid,
    pub second: Grid,
}

fn mini(grid: &Grid, other: &Grid, label: &str) -> Html {
    let differs = |cell: Cell| (grid.get(cell) != other.get(cell)).then_some("differs");
    html! {
        <figure class="mini">
            { mini_grid(grid, label, differs) }
            <figcaption>{ label.to_string() }</figcaption>
        </figure>
    }
}

#[component]
pub(crate) fn TwoSolutions(props: &TwoProps) -> Html {
    let t = use_messages();
    let differing: Vec<String> = Cell::all()
        .filter(|&c| props.first.get(c) != props.second.get(c))
        .map(|c| c.to_string())
        .collect();
    html! {
        <div class="two-solutions">
            <p>{ (t.two_solutions)(differing.len(), &differing.join(" ")) }</p>
            <div class="minis">
                { mini(&props.first, &props.second, t.first_solution) }
                { mini(&props.second, &props.first, t.second_solution) }
            </div>
        </div>
    }
}
