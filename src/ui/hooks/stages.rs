//! The page draws in stages: its first drawing holds what a visitor looks at first (the board,
//! the input, Solve), so that it shows and answers before the rest is built; each later stage,
//! after the browser has painted the one before, adds the next panels (the player, the code,
//! the overview and the race). Building the whole page at once was one task of 400 ms on a
//! mid-range phone (Lighthouse's mobile profile; BENCHMARKS.md, "First load on a phone").

use gloo_render::AnimationFrame;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

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
