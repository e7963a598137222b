//! The page draws in stages: its first drawing is the header (taking over index.html's), then
//! the board, so that the page shows before the rest is built; each later stage, after the
//! browser has painted the one before, adds the next panels ([`Stage`]). Building the whole
//! page at once was one task of 400 ms on a mid-range phone (Lighthouse's mobile profile;
//! BENCHMARKS.md, "First load on a phone"), and the board with the input and Solve one of 250:
//! the first drawing also compiles much of the wasm (V8 compiles a function when it is first
//! called), so the header alone takes a task of its own.

use gloo_events::{EventListener, EventListenerOptions};
use gloo_render::AnimationFrame;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// The page's stages, in the order they are drawn. On a desktop each adds panels only below, or
/// to the right of, what is drawn already. On a phone (styles/layout.css orders the panels) the
/// first screen's panels (the board, its keypad, the input, Solve) come in order, and a later
/// stage's panels come between panels far below the first screen (the player before the legend,
/// the race before the comparison), which moves only those: nothing on the first screen moves
/// as the stages come (tests/e2e/first_load.test.mjs).
pub(crate) struct Stage;

impl Stage {
    /// The board (and a phone's keypad); before it, the header alone (index.html's shell taken
    /// over).
    pub(crate) const BOARD: u8 = 1;
    /// What is under the board (a running exercise, the legend, the actions with Solve, the
    /// verdict, and the panel of a 16 x 16 or Sudominoku board), and the input column (input,
    /// batch, answer, comparison, and the Code panel's place).
    pub(crate) const INPUT: u8 = 2;
    /// The player, with the exercise's panel when none is running.
    pub(crate) const PLAYER: u8 = 3;
    /// The Code panel.
    pub(crate) const CODE: u8 = 4;
    /// The overview and the race: the whole page.
    pub(crate) const LAST: u8 = 5;
}

/// Screens where the panels after the first screen's (the player, the Code panel, the overview
/// and the race) are far below it: styles/layout.css's one column.
const ONE_COLUMN: &str = "(max-width: 52rem)";

/// The events that say the reader is going down the page, or is using it (a key, whose Tab and
/// shortcuts reach what is below; a focus moved, as a screen reader's does; a press). (Not
/// `resize`: Chromium sends one as the page loads.)
const GOING_ON: [&str; 6] = [
    "scroll",
    "wheel",
    "touchmove",
    "keydown",
    "focusin",
    "pointerdown",
];

/// The stages drawn, from 0 to `last`, and whether they wait for the reader (see below).
///
/// On a one-column screen (a phone) the stages after [`Stage::INPUT`] wait until the reader
/// goes down the page (or presses a key, moves the focus, presses on the page): until then
/// nothing of them could be seen, and
/// drawing them was most of what kept a phone busy at its first load (the layouts after each
/// stage: BENCHMARKS.md, "First load on a phone"). What they show is in the state already: a
/// link's step, a run's table, are there when drawn. A page that does not scroll gets them at
/// once.
#[hook]
pub(crate) fn use_stages(last: u8) -> (u8, bool) {
    let stage = use_state_eq(|| 0u8);
    let wanted = use_state_eq(|| !one_column());
    // The frame and the task asked for, held for their `Drop`, which cancels them.
    let pending = use_mut_ref(|| (None::<AnimationFrame>, None::<Timeout>));
    {
        let wanted = wanted.clone();
        use_effect_with(*wanted, move |&already| {
            let mut listeners: Vec<EventListener> = match (already, web_sys::window()) {
                (false, Some(window)) => GOING_ON
                    .iter()
                    .map(|&event| {
                        let wanted = wanted.clone();
                        let options = EventListenerOptions::run_in_capture_phase();
                        EventListener::new_with_options(&window, event, options, move |_| {
                            wanted.set(true)
                        })
                    })
                    .collect(),
                _ => Vec::new(),
            };
            // A window made wide enough for two columns shows them beside the first screen.
            let list = web_sys::window().and_then(|w| w.match_media(ONE_COLUMN).ok().flatten());
            if let (false, Some(list)) = (already, list) {
                let target = list.clone();
                listeners.push(EventListener::new(&list, "change", move |_| {
                    if !target.matches() {
                        wanted.set(true);
                    }
                }));
            }
            move || drop(listeners)
        });
    }
    let held = *stage >= Stage::INPUT && *stage < last && !*wanted;
    {
        let stage = stage.clone();
        let wanted = wanted.clone();
        use_effect_with((*stage, held), move |&(drawn, held)| {
            if held && (!scrolls() || scrolled()) {
                // Nothing to scroll to (nothing would ever ask for the rest), or scrolled
                // already (a reload that kept its place).
                wanted.set(true);
            } else if drawn < last && !held {
                let frame = {
                    let pending = pending.clone();
                    gloo_render::request_animation_frame(move |_| {
                        // The frame comes before the browser paints: the next stage in the
                        // task after it.
                        let next = Timeout::new(0, move || stage.set(drawn + 1));
                        pending.borrow_mut().1 = Some(next);
                    })
                };
                *pending.borrow_mut() = (Some(frame), None);
            }
        });
    }
    (*stage, held)
}

/// Whether the window is one column wide ([`ONE_COLUMN`]).
fn one_column() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(ONE_COLUMN).ok().flatten())
        .is_some_and(|list| list.matches())
}

/// Whether the page is scrolled down.
fn scrolled() -> bool {
    web_sys::window()
        .and_then(|w| w.scroll_y().ok())
        .is_some_and(|y| y > 0.0)
}

/// Whether the page is taller than the window.
fn scrolls() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let page = window
        .document()
        .and_then(|d| d.document_element())
        .map_or(0, |e| e.scroll_height());
    f64::from(page) > height + 1.0
}
