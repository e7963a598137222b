//! The shape of the whole search: the stack's depth over the steps, drawn like a sound wave
//! (each column spans the shallowest to the deepest depth of its steps), with the step shown
//! marked. A click seeks there.

use crate::player::Overview;
use crate::ui::i18n::decimal;
use std::fmt::Write;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct OverviewProps {
    pub overview: Rc<Overview>,
    pub position: u64,
    /// Steps explored so far (the whole search once `ended`).
    pub explored: u64,
    pub ended: bool,
    pub on_seek: Callback<u64>,
}

/// Height of the drawing, in its own units (the depth axis is scaled to it).
const HEIGHT: f64 = 100.0;

#[component]
pub(crate) fn OverviewFigure(props: &OverviewProps) -> Html {
    let t = crate::ui::i18n::use_messages();
    let overview = &props.overview;
    let columns = overview.spans.len().max(1);
    let deepest = overview.spans.iter().map(|s| s.1).max().unwrap_or(0).max(1);
    let steps = props.explored.max(1);
    // Where the step shown is, as a share of the drawing's width.
    let marker = 100.0 * props.position as f64 / (overview.width as f64 * columns as f64);
    let on_seek = props.on_seek.clone();
    let width = overview.width;
    let onclick = Callback::from(move |e: MouseEvent| {
        let target: web_sys::Element = e.target_unchecked_into();
        let Some(svg) = target.closest("svg").ok().flatten() else {
            return;
        };
        let rect = svg.get_bounding_client_rect();
        if rect.width() > 0.0 {
            let fraction = ((f64::from(e.client_x()) - rect.left()) / rect.width()).clamp(0.0, 1.0);
            let step = (fraction * columns as f64 * width as f64) as u64;
            on_seek.emit(step.min(steps));
        }
    });
    // Placed through the element's style object, not a `style` attribute: the page's
    // Content-Security-Policy refuses inline styles.
    let marker_ref = use_node_ref();
    use_effect_with(
        (
            marker_ref.clone(),
            format!("{}%", decimal(marker.min(100.0), 3)),
        ),
        |(marker_ref, left)| {
            if let Some(marker) = marker_ref.cast::<web_sys::HtmlElement>() {
                let _ = marker.style().set_property("left", left);
            }
        },
    );
    let description =
        (t.overview_description)(&super::number(steps), props.ended, u32::from(deepest));
    html! {
        <figure class="overview" aria-label={t.overview}>
            <div class="overview-drawing">
                <svg role="img" aria-label={description} viewBox={format!("0 0 {columns} {}", HEIGHT as u32)}
                    preserveAspectRatio="none" {onclick}>
                    <Wave overview={overview.clone()} {deepest} />
                </svg>
                // Outside the drawing, on a layer of its own: moving it every frame while
                // playing must not paint the wave again (a thousand strokes).
                <div class="marker" aria-hidden="true" data-at={decimal(marker, 3).to_string()}
                    ref={marker_ref}></div>
            </div>
            <figcaption>{ t.overview_caption }</figcaption>
        </figure>
    }
}

#[derive(Properties, PartialEq)]
struct WaveProps {
    overview: Rc<Overview>,
    /// The depth drawn at the top.
    deepest: u8,
}

/// The wave alone: drawn again only when the explored search grows, not on every frame
/// that moves the marker.
#[component]
fn Wave(props: &WaveProps) -> Html {
    let overview = &props.overview;
    let deepest = f64::from(props.deepest);
    let y = |depth: u8| HEIGHT - f64::from(depth) * HEIGHT / deepest;
    // One vertical stroke per span: from its shallowest to its deepest depth.
    let mut path = String::with_capacity(overview.spans.len() * 16);
    for (x, &(low, high)) in overview.spans.iter().enumerate() {
        let (top, bottom) = (decimal(y(low), 1), decimal(y(high) - 0.5, 1));
        let _ = write!(path, "M{x}.5 {top}V{bottom}");
    }
    html! { <path class="wave" d={path} /> }
}
