//! The race's frames: while a race runs, each animation frame does a frame's worth of its
//! search work, outside the reducer, and reports it.

use crate::ui::browser;
use crate::ui::state::{Action, AppState, RaceAction, RaceState};
use gloo_render::AnimationFrame;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// The frame asked for, and whether it is still to come.
#[derive(Default)]
struct Pending {
    /// Held for its `Drop`, which cancels the frame.
    _frame: Option<AnimationFrame>,
    waiting: Rc<Cell<bool>>,
}

/// While a race runs, runs one [`crate::ui::state::race::RaceFrame`] per animation frame and
/// dispatches its report.
///
/// A frame asked for is kept across renders rather than asked for anew on each (the page
/// renders whenever any of its parts reports), as the player's frames are; the frame plans its
/// work from the race of the latest render.
#[hook]
pub(crate) fn use_race_frames(state: &UseReducerHandle<AppState>) {
    let latest = use_mut_ref(RaceState::default);
    *latest.borrow_mut() = state.race.clone();
    let pending = use_mut_ref(Pending::default);
    let wants = state.race.wants_frames();
    let dispatcher = state.dispatcher();
    use_effect(move || {
        let mut pending = pending.borrow_mut();
        if !wants {
            *pending = Pending::default();
        } else if !pending.waiting.get() {
            let waiting = Rc::new(Cell::new(true));
            let frame = {
                let waiting = waiting.clone();
                gloo_render::request_animation_frame(move |_| {
                    waiting.set(false);
                    run_frame(&latest, &dispatcher);
                })
            };
            *pending = Pending {
                _frame: Some(frame),
                waiting,
            };
        }
    });
}

fn run_frame(latest: &RefCell<RaceState>, dispatcher: &UseReducerDispatcher<AppState>) {
    // Planned and borrowed apart: the dispatch may render, and the render sets `latest`.
    let plan = latest.borrow().plan_frame();
    if let Some(plan) = plan {
        let report = plan.run(browser::now_ms);
        dispatcher.dispatch(Action::Race(RaceAction::Framed(report)));
    }
}
