//! The connection to the solving worker: every new input goes there, then the requests the
//! reducer put in the state's outbox, and every answer goes to the reducer.

use crate::ui::browser;
use crate::ui::protocol::{input_requests, PIECE};
use crate::ui::state::{Action, AppState};
use crate::ui::worker::SolverReactor;
use yew::prelude::*;
use yew_agent::reactor::{use_reactor_bridge, ReactorEvent};

/// Sends, after each drawing of the page: a new input (first, since the requests that follow
/// name it), then the outbox's requests in the order the reducer made them.
#[hook]
pub(crate) fn use_worker(state: &UseReducerHandle<AppState>) {
    let bridge = {
        let dispatcher = state.dispatcher();
        use_reactor_bridge::<SolverReactor, _>(move |event| {
            if let ReactorEvent::Output(response) = event {
                dispatcher.dispatch(Action::Worker {
                    response,
                    now: browser::now_ms(),
                });
            }
        })
    };
    // The worker keeps a copy of the input, sent when it changes; a large input is read there
    // too, as the format the user chose.
    let latest = use_mut_ref(|| 0u64);
    {
        let bridge = bridge.clone();
        let text = state.input.text.clone();
        let parse = state.input.parse_request();
        use_effect_with(state.input.serial, move |&serial| {
            *latest.borrow_mut() = serial;
            if text.len() <= PIECE {
                for request in input_requests(serial, &text, parse) {
                    bridge.send(request);
                }
                return;
            }
            // A large input goes in pieces, one task each: copying megabytes at once would
            // hold the page. A newer input stops the sending of an older one. Nothing else is
            // asked while the worker reads it (the reducer refuses Solve and Compare).
            wasm_bindgen_futures::spawn_local(async move {
                for request in input_requests(serial, &text, parse) {
                    // Not in the task that drew the page for this input.
                    gloo_timers::future::TimeoutFuture::new(0).await;
                    if *latest.borrow() != serial {
                        return;
                    }
                    bridge.send(request);
                }
            });
        });
    }
    let outbox = state.outbox.clone();
    use_effect(move || {
        for request in outbox.take() {
            bridge.send(request);
        }
    });
}
