//! The connection to the solving worker: every new input goes there, runs, readings and checks
//! are asked of it, and every answer goes to the reducer.

use crate::ui::browser;
use crate::ui::protocol::{input_requests, Request, PIECE};
use crate::ui::state::{Action, AppState, BatchAction, CompareAction};
use crate::ui::worker::SolverReactor;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;
use yew_agent::reactor::{use_reactor_bridge, ReactorEvent, UseReactorBridgeHandle};

/// What the page asks of the worker: made once per page, it always acts on the latest state
/// (so the callbacks made from it never change, and the views that take them are not drawn
/// again on every animation frame).
#[derive(Clone)]
pub(crate) struct WorkerConnection {
    bridge: UseReactorBridgeHandle<SolverReactor>,
    state: Rc<RefCell<UseReducerHandle<AppState>>>,
}

impl WorkerConnection {
    /// Solves every board of the input. Counting solutions up to a large cap can take
    /// seconds, so it runs in the worker.
    pub fn solve(&self) {
        let state = self.state.borrow();
        let generation = state.next_generation();
        state.dispatch(Action::RunStarted {
            generation,
            now: browser::now_ms(),
        });
        self.bridge.send(Request::Solve {
            generation,
            serial: state.input.serial,
            format: Some(state.input.format),
            cap: state.cap,
        });
    }

    pub fn cancel(&self) {
        let state = self.state.borrow();
        if let Some(batch) = &state.batch {
            self.bridge.send(Request::Cancel {
                generation: batch.generation,
            });
        }
        state.dispatch(Action::Batch(BatchAction::Cancel));
    }

    /// Checks the expected output. Checking can mean solving every board (BOJ 2239 wants the
    /// smallest solution), so the worker does it.
    pub fn compare(&self) {
        let state = self.state.borrow();
        let id = state.compare.next_id();
        self.bridge.send(Request::Compare {
            id,
            serial: state.input.serial,
            format: state.input.format,
            expected: state.compare.expected.to_string(),
        });
        state.dispatch(Action::Compare(CompareAction::Sent(id)));
    }

    /// A callback, made once, that calls `f` on this connection.
    pub fn callback<E: 'static>(&self, f: fn(&WorkerConnection)) -> Callback<E> {
        let connection = self.clone();
        Callback::from(move |_: E| f(&connection))
    }
}

#[hook]
pub(crate) fn use_worker(state: &UseReducerHandle<AppState>) -> WorkerConnection {
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
            // A large input goes in pieces, one task each: copying megabytes at once would
            // hold the page. A newer input stops the sending of an older one.
            wasm_bindgen_futures::spawn_local(async move {
                let large = text.len() > PIECE;
                if large {
                    // Not in the task that drew the page for this input.
                    gloo_timers::future::TimeoutFuture::new(0).await;
                }
                for request in input_requests(serial, &text, parse) {
                    if *latest.borrow() != serial {
                        return;
                    }
                    bridge.send(request);
                    if large {
                        gloo_timers::future::TimeoutFuture::new(0).await;
                    }
                }
            });
        });
    }
    // The latest state, for the connection made on the first render.
    let latest = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();
    let connection = use_memo((), move |_| WorkerConnection {
        bridge,
        state: latest,
    });
    (*connection).clone()
}
