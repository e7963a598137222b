//! The race's frames: while a race runs, each animation frame asks the reducer for a frame's
//! worth of its search work.

use super::frames::use_frames;
use crate::ui::state::{Action, AppState, RaceAction};
use std::rc::Rc;
use yew::prelude::*;

/// While a race runs, asks for one frame of its work per animation frame.
#[hook]
pub(crate) fn use_race_frames(state: &UseReducerHandle<AppState>) {
    let dispatcher = state.dispatcher();
    let work = Rc::new(move || dispatcher.dispatch(Action::Race(RaceAction::Frame)));
    use_frames(state.race.wants_frames(), work, Rc::new(|| {}));
}
