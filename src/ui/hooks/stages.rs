//! The page draws in stages: its first drawing is the header (taking over index.html's), then
//! the board, so that the page shows before the rest is built; each later stage, after the
//! browser has painted the one before, adds the next panels ([`Stage`]). Building the whole
//! page at once was one task of 400 ms on a mid-range phone (Lighthouse's mobile profile;
//! BENCHMARKS.md, "First load on a phone"), and the board with the input and Solve one of 250:
//! the first drawing also compiles much of the wasm (V8 compiles a function when it is first
//! called), so the header alone takes a task of its own.

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

/// The stage drawn, from 0 to `last`.
#[hook]
pub(crate) fn use_stages(last: u8) -> u8 {
    let stage = use_state_eq(|| 0u8);
    // The frame and the task asked for, held for their `Drop`, which cancels them.
    let pending = use_mut_ref(|| (None::<AnimationFrame>, None::<Timeout>));
    {
        let stage = stage.clone();
        use_effect_with(*stage, move |&drawn| {
            if drawn < last {
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
    *stage
}
