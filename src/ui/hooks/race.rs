//! The race's frames: while a race runs, each animation frame does a frame's worth of its
//! search work, outside the reducer, and reports it.

use super::frames::use_frames;
use crate::ui::browser;
use crate::ui::state::{Action, AppState, RaceAction, RaceState};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// While a race runs, runs one [`crate::ui::state::race::RaceFrame`] per animation frame and
/// dispatches its report. The frame plans its work from the race of the latest render.
#[hook]
pub(crate) fn use_race_frames(state: &UseReducerHandle<AppState>) {
    let latest = use_mut_ref(RaceState::default);
    *latest.borrow_mut() = state.race.clone();
    let dispatcher = state.dispatcher();
    let work = Rc::new(move || run_frame(&latest, &dispatcher));
    use_frames(state.race.wants_frames(), work, Rc::new(|| {}));
}

fn run_frame(latest: &RefCell<RaceState>, dispatcher: &UseReducerDispatcher<AppState>) {
    // Planned and borrowed apart: the dispatch may render, and the render sets `latest`.
    let plan = latest.borrow().plan_frame();
    if let Some(plan) = plan {
        let report = plan.run(browser::now_ms);
        dispatcher.dispatch(Action::Race(RaceAction::Framed(report)));
    }
}
