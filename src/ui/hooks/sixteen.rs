//! The 16 x 16 search's frames: while it plays, each animation frame takes the steps its
//! speed asks for (at max speed, as many as the 9 x 9 player's frame budget allows); while it
//! seeks (a link's step), as many toward it as the player's seek budget allows. Outside the
//! reducer, which is told after each frame.

use super::frames::use_frames;
use crate::solver::any_size::SquareStep;
use crate::ui::browser;
use crate::ui::state::player::{FRAME_BUDGET_MS, SEEK_BUDGET_MS};
use crate::ui::state::sixteen::SquareWatch;
use crate::ui::state::{Action, AppState, SixteenAction, SixteenState};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Steps between two looks at the clock.
const CHUNK: u64 = 256;

/// When the last frame ran (ms) and the fraction of a step owed at slow speeds.
type Clock = (Option<f64>, f64);

/// While the 16 x 16 search plays or seeks, steps it each animation frame and dispatches
/// [`SixteenAction::Moved`]; the frame steps the search of the latest render.
#[hook]
pub(crate) fn use_sixteen_frames(state: &UseReducerHandle<AppState>) {
    let latest = use_mut_ref(|| None::<SixteenState>);
    *latest.borrow_mut() = state.sixteen.clone();
    let clock = use_mut_ref(|| (None, 0.0));
    let wants = state
        .sixteen
        .as_ref()
        .is_some_and(SixteenState::wants_frames);
    let dispatcher = state.dispatcher();
    let work = {
        let clock = clock.clone();
        Rc::new(move || run_frame(&latest, &clock, &dispatcher))
    };
    // Play starts again with no steps owed.
    let stopped = Rc::new(move || *clock.borrow_mut() = (None, 0.0));
    use_frames(wants, work, stopped);
}

fn run_frame(
    latest: &RefCell<Option<SixteenState>>,
    clock: &RefCell<Clock>,
    dispatcher: &UseReducerDispatcher<AppState>,
) {
    // Taken apart from the borrow: the dispatch may render, and the render sets `latest`.
    let Some(sixteen) = latest.borrow().clone() else {
        return;
    };
    let Ok(watch) = sixteen.watch.clone() else {
        return;
    };
    let now = browser::now_ms();
    if let Some(target) = sixteen.target {
        let mut watch = watch.borrow_mut();
        while !watch.seek_within(target, CHUNK) && browser::now_ms() < now + SEEK_BUDGET_MS {}
        drop(watch);
        dispatcher.dispatch(Action::Sixteen(SixteenAction::Moved { stopped: false }));
        return;
    }
    let steps = match sixteen.steps_per_second() {
        Some(rate) => {
            let (last, owed) = *clock.borrow();
            // A frame after a long pause (a hidden tab) does not owe the whole pause.
            let elapsed = last.map_or(1000.0 / 60.0, |l| (now - l).clamp(0.0, 250.0));
            let due = owed + rate * elapsed / 1000.0;
            *clock.borrow_mut() = (Some(now), due.fract());
            due.floor() as u64
        }
        None => u64::MAX,
    };
    let stopped = step_within(&mut watch.borrow_mut(), steps, now + FRAME_BUDGET_MS);
    dispatcher.dispatch(Action::Sixteen(SixteenAction::Moved { stopped }));
}

/// Takes up to `steps` steps until `deadline` (ms); true if the search stopped at a solution
/// or its end.
fn step_within(watch: &mut SquareWatch, mut steps: u64, deadline: f64) -> bool {
    while steps > 0 {
        let chunk = steps.min(CHUNK);
        let taken = watch.forward(chunk);
        if taken < chunk || watch.last() == Some(SquareStep::Solution) {
            return true;
        }
        steps -= taken;
        if browser::now_ms() >= deadline {
            break;
        }
    }
    false
}
