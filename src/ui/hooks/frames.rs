//! Animation frames for work that runs while a part of the page wants it (the race, the
//! 16 x 16 search): one frame at a time, asked for after each drawing.

use gloo_render::AnimationFrame;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The frame asked for, and whether it is still to come.
#[derive(Default)]
struct Pending {
    /// Held for its `Drop`, which cancels the frame.
    _frame: Option<AnimationFrame>,
    waiting: Rc<Cell<bool>>,
}

/// While `wants`, runs `work` in an animation frame after each drawing (`work` reports to the
/// reducer, which draws the page again and so asks for the next frame). When `wants` turns
/// false, a frame still to come is cancelled and `stopped` runs.
///
/// A frame asked for is kept across renders rather than asked for anew on each: the page
/// renders whenever any of its parts reports, and a frame cancelled and asked for again on
/// every render would never come while another part is busy.
#[hook]
pub(crate) fn use_frames(wants: bool, work: Rc<dyn Fn()>, stopped: Rc<dyn Fn()>) {
    let pending = use_mut_ref(Pending::default);
    use_effect(move || {
        let mut pending = pending.borrow_mut();
        if !wants {
            *pending = Pending::default();
            stopped();
        } else if !pending.waiting.get() {
            let waiting = Rc::new(Cell::new(true));
            let frame = {
                let waiting = waiting.clone();
                gloo_render::request_animation_frame(move |_| {
                    waiting.set(false);
                    work();
                })
            };
            *pending = Pending {
                _frame: Some(frame),
                waiting,
            };
        }
    });
}
