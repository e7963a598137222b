//! The 16 x 16 search's frames: while it plays or seeks (a link's step), each animation frame
//! asks the reducer for a frame's worth of its steps ([`SquareAction::Frame`]).

use super::frames::use_frames;
use crate::ui::state::{Action, AppState, SquareAction, SquareState};
use std::rc::Rc;
use yew::prelude::*;

/// While the 16 x 16 search plays or seeks, asks for one frame of its steps per animation
/// frame.
#[hook]
pub(crate) fn use_square_frames(state: &UseReducerHandle<AppState>) {
    let wants = state.square.as_ref().is_some_and(SquareState::wants_frames);
    let dispatcher = state.dispatcher();
    let work = Rc::new(move || {
        let now = crate::ui::browser::now_ms();
        dispatcher.dispatch(Action::Square(SquareAction::Frame { now }));
    });
    use_frames(wants, work, Rc::new(|| {}));
}
