//! The player's animation frames and actions. Search work happens here, outside the reducer:
//! each frame does a frame's worth of it, a step the user asks for is taken in the handler,
//! and the reducer hears what was done.

use crate::ui::browser;
use crate::ui::state::{Action, AppState, PlayerAction};
use yew::prelude::*;

/// While the player has work (playing, seeking, exploring ahead), asks for animation frames
/// and does each frame's work.
#[hook]
pub(crate) fn use_player_frames(state: &UseReducerHandle<AppState>) {
    // Dropping the handle cancels the frame: each render asks for the next one anew.
    let frame = use_mut_ref(|| None::<gloo_render::AnimationFrame>);
    // Exploring ahead waits while a run is under way: the page's thread stays free for it.
    let wants = state.player.wants_frames(!state.is_solving());
    let player = state.player.clone();
    let dispatcher = state.dispatcher();
    use_effect(move || {
        *frame.borrow_mut() = wants.then(|| {
            gloo_render::request_animation_frame(move |now| {
                if let Some(plan) = player.plan_frame(now) {
                    let report = plan.run(browser::now_ms);
                    dispatcher.dispatch(Action::Player(PlayerAction::Framed(report)));
                }
            })
        });
    });
}

/// The player's controls and keys as one callback, made once (so the views that take it are
/// not drawn again for a new one each frame). A step is taken here, on the player shown now,
/// before the reducer hears of it.
#[hook]
pub(crate) fn use_player_actions(state: &UseReducerHandle<AppState>) -> Callback<PlayerAction> {
    let player = use_mut_ref(|| state.player.clone());
    *player.borrow_mut() = state.player.clone();
    let dispatcher = state.dispatcher();
    let callback = use_memo((), move |_| {
        Callback::from(move |action: PlayerAction| {
            player.borrow().step_now(action);
            dispatcher.dispatch(Action::Player(action));
        })
    });
    (*callback).clone()
}
