//! The player's frames and actions: each animation frame (or idle callback) asks the reducer
//! for a frame's worth of the search's work ([`PlayerAction::Frame`]); while a jump's parts are
//! coming, the page looks now and then instead.

use crate::ui::browser;
use crate::ui::state::{Action, AppState, PlayerAction, PlayerState};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Work waiting for its moment: an animation frame (playing, seeking: the user watches the
/// board move) or an idle callback (exploring ahead: background work). Dropping it cancels it.
enum Scheduled {
    /// Held for its `Drop`, which cancels the frame.
    Frame { _frame: gloo_render::AnimationFrame },
    /// Waiting for the workers' jump: a look now and then, without drawing.
    Later {
        _timeout: gloo_timers::callback::Timeout,
    },
    Idle {
        handle: u32,
        _callback: Closure<dyn FnMut(web_sys::IdleDeadline)>,
    },
}

impl Drop for Scheduled {
    fn drop(&mut self) {
        if let (Scheduled::Idle { handle, .. }, Some(window)) = (self, web_sys::window()) {
            window.cancel_idle_callback(*handle);
        }
    }
}

/// Runs `work` when the page is idle, where the browser can (not in Safari), with the
/// milliseconds the browser expects to stay idle.
fn when_idle(work: impl FnOnce(f64) + 'static) -> Option<Scheduled> {
    let window = web_sys::window()?;
    if !js_sys::Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false) {
        return None;
    }
    let callback =
        Closure::once(move |deadline: web_sys::IdleDeadline| work(deadline.time_remaining()));
    let handle = window
        .request_idle_callback(callback.as_ref().unchecked_ref())
        .ok()?;
    Some(Scheduled::Idle {
        handle,
        _callback: callback,
    })
}

/// While the workers explore a jump, the page looks this often whether it has waited too long
/// (it is drawn when their pieces come, not each frame: nothing changes while it waits).
const WAIT_LOOK_MS: u32 = 100;

/// Work asked for and not yet run, kept across renders: the page renders whenever any of its
/// parts reports (the race's frames, the worker's messages), and work cancelled and asked for
/// anew on each render would never come while another part is busy.
struct Pending {
    /// Held for its `Drop`, which cancels it.
    _scheduled: Scheduled,
    /// Exploring only (an idle callback), not playing or seeking (an animation frame).
    idle: bool,
    /// A look while the workers explore a jump: any change of the state (their pieces) brings
    /// a frame at once instead.
    later: bool,
    /// Cleared when the work starts.
    waiting: Rc<Cell<bool>>,
}

/// While the player has work (playing, seeking, exploring ahead), asks for a frame's worth of
/// it at a time. Exploring runs in idle callbacks rather than in animation frames, so that it
/// never shares a task with drawing a large change (such as the table and the answer at the
/// end of a run).
#[hook]
pub(crate) fn use_player_frames(state: &UseReducerHandle<AppState>) {
    let latest = use_mut_ref(|| state.player.clone());
    *latest.borrow_mut() = state.player.clone();
    let pending = use_mut_ref(|| None::<Pending>);
    // Exploring ahead waits while a run is under way: the page's thread stays free for it.
    let wants = state.player.wants_frames(!state.is_solving());
    let explores_only = state.player.explores_only();
    let dispatcher = state.dispatcher();
    use_effect(move || {
        let work = Rc::new(FrameWork {
            latest,
            dispatcher,
            pending: Rc::downgrade(&pending),
        });
        let mut pending = pending.borrow_mut();
        if !wants {
            *pending = None;
            return;
        }
        // Work of the right kind is already on its way.
        if pending
            .as_ref()
            .is_some_and(|p| p.waiting.get() && p.idle == explores_only && !p.later)
        {
            return;
        }
        let waiting = Rc::new(Cell::new(true));
        let start = {
            let waiting = waiting.clone();
            move |now: f64, idle_ms: Option<f64>| {
                waiting.set(false);
                work.run(now, idle_ms);
            }
        };
        let idle = if explores_only {
            let start = start.clone();
            when_idle(move |idle_ms| start(browser::now_ms(), Some(idle_ms)))
        } else {
            None
        };
        let scheduled = idle.unwrap_or_else(|| Scheduled::Frame {
            _frame: gloo_render::request_animation_frame(move |now| start(now, None)),
        });
        *pending = Some(Pending {
            _scheduled: scheduled,
            idle: explores_only,
            later: false,
            waiting,
        });
    });
}

/// A frame's work, asked of the reducer; whether it only waits for the workers is read from
/// the player of the latest render.
struct FrameWork {
    latest: Rc<RefCell<PlayerState>>,
    dispatcher: UseReducerDispatcher<AppState>,
    /// Where the next look waits (weak: the look holds this work, and the hook's `pending`
    /// goes with the page).
    pending: std::rc::Weak<RefCell<Option<Pending>>>,
}

impl FrameWork {
    /// Asks for the frame's work (`idle_ms`: how long the browser expects to stay idle, when
    /// it says). A frame that only waits for the workers changes nothing (but the first): the
    /// page looks again a little later, without drawing.
    fn run(self: &Rc<FrameWork>, now: f64, idle_ms: Option<f64>) {
        // Read before the dispatch, which may render and set `latest`.
        let waits = self.latest.borrow().waits_for_workers(now);
        self.dispatcher
            .dispatch(Action::Player(PlayerAction::Frame { now, idle_ms }));
        if !waits {
            return;
        }
        let Some(pending) = self.pending.upgrade() else {
            return;
        };
        let waiting = Rc::new(Cell::new(true));
        let look = {
            let (work, waiting) = (self.clone(), waiting.clone());
            move || {
                waiting.set(false);
                work.run(browser::now_ms(), None);
            }
        };
        *pending.borrow_mut() = Some(Pending {
            _scheduled: Scheduled::Later {
                _timeout: gloo_timers::callback::Timeout::new(WAIT_LOOK_MS, look),
            },
            idle: false,
            later: true,
            waiting,
        });
    }
}

/// The player's controls and keys as one callback, made once (so the views that take it are
/// not drawn again for a new one each frame).
#[hook]
pub(crate) fn use_player_actions(state: &UseReducerHandle<AppState>) -> Callback<PlayerAction> {
    let dispatcher = state.dispatcher();
    let callback = use_memo((), move |_| {
        Callback::from(move |action: PlayerAction| dispatcher.dispatch(Action::Player(action)))
    });
    (*callback).clone()
}
