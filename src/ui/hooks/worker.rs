//! The connection to the solving workers: every new input goes there, then the requests the
//! reducer put in the state's outbox, and every answer goes to the reducer.

use crate::ui::browser;
use crate::ui::conversation::{self, Held, Inbox};
use crate::ui::protocol::{input_requests, PIECE};
use crate::ui::state::{Action, AppState};
use crate::ui::workers::Workers;
use yew::prelude::*;

/// Sends the input of `state` to the workers at once, if it is small (a large one is sent in
/// pieces by [`use_worker`]) and not sent yet, then what the state asks of them.
pub(crate) fn send_first(workers: &Workers, state: &AppState) {
    let input = &state.input;
    let held = Held {
        serial: input.serial,
        text: &input.text,
    };
    conversation::renew(&state.outbox, &mut workers.clone());
    if input.text.len() <= PIECE {
        conversation::send_input(held, input.parse_request(), &mut workers.clone());
    }
    conversation::deliver(state.outbox.take(), held, &mut workers.clone());
}

/// Sends, after each drawing of the page: a new input (first, since the requests that follow
/// name it), then the outbox's requests in the order the reducer made them; and after each
/// answer of a worker, what the answer asked for, unless it needs the input sent first.
#[hook]
pub(crate) fn use_worker(state: &UseReducerHandle<AppState>, workers: &Workers) {
    use_answers(state, workers);
    // The other workers start once the page is drawn (index.html started the first one), and
    // each warms its explorer as it starts: a far jump asked later finds them ready, where a
    // worker started at the jump spent its first 100 ms loading and compiling.
    {
        let workers = workers.clone();
        use_effect_with((), move |_| {
            workers.start_all();
        });
    }
    use_input_sent(state, workers);
    let outbox = state.outbox.clone();
    let mut workers = workers.clone();
    let (serial, text) = (state.input.serial, state.input.text.clone());
    use_effect(move || {
        let held = Held {
            serial,
            text: &text,
        };
        conversation::renew(&outbox, &mut workers);
        conversation::deliver(outbox.take(), held, &mut workers);
    });
}

/// Every answer of a worker goes to the reducer (what comes in pieces, once whole), and what
/// it asked of the workers goes at once.
#[hook]
fn use_answers(state: &UseReducerHandle<AppState>, workers: &Workers) {
    let dispatcher = state.dispatcher();
    let outbox = state.outbox.clone();
    use_effect_with(workers.clone(), move |workers| {
        let sender = workers.downgrade();
        // The hook's own: what it holds of pieces is the conversation's, not the page's.
        let inbox = std::cell::RefCell::new(Inbox::default());
        workers.listen(move |from, response| {
            let heard = inbox.borrow_mut().hear(from, response);
            for heard in heard {
                dispatcher.dispatch(Action::heard(from, heard, browser::now_ms()));
            }
            // What an answer asks of the workers goes at once (a far jump's next part, or a
            // run's next share, for a worker that finished one): most answers do not draw
            // the page again. What needs an input sent first waits for the drawing, as in
            // `use_worker`, and so does everything after workers were retired: replacing a
            // worker here would drop the listener that runs this (the answer may be the
            // retired worker's own).
            if let Some(sender) = sender.upgrade() {
                let holds = |i, serial| sender.has_input(i, serial);
                for (to, request) in outbox.take_unless_input_needed(holds) {
                    sender.send(to, request);
                }
            }
        });
    });
}

/// The worker keeps a copy of the input, sent when it changes; a large input is read there
/// too, as the format the user chose.
#[hook]
fn use_input_sent(state: &UseReducerHandle<AppState>, workers: &Workers) {
    let latest = use_mut_ref(|| 0u64);
    let mut workers = workers.clone();
    let outbox = state.outbox.clone();
    let text = state.input.text.clone();
    let parse = state.input.parse_request();
    use_effect_with(state.input.serial, move |&serial| {
        *latest.borrow_mut() = serial;
        // Workers that held the input before, retired with it, are replaced first: the new
        // input goes to the fresh ones.
        conversation::renew(&outbox, &mut workers);
        if text.len() <= PIECE {
            let held = Held {
                serial,
                text: &text,
            };
            conversation::send_input(held, parse, &mut workers.clone());
            return;
        }
        // A large input goes in pieces, one task each: copying megabytes at once would hold
        // the page. A newer input stops the sending of an older one. Nothing else is asked
        // while the worker reads it (the reducer refuses Solve and Compare).
        // Every worker that started gets it: the first reads it for the page, the others for
        // a run they may share. (One the browser refused now may start later; it is sent the
        // input whole when given a share.) A worker that fails meanwhile gets no more pieces
        // (its successor would take the rest for a whole input): the page hears that it
        // failed, and a successor given a share is sent the input whole.
        for i in 0..workers.start_all() {
            workers.input_sent_to(i, serial);
        }
        let lives = workers.lives();
        wasm_bindgen_futures::spawn_local(async move {
            for request in input_requests(serial, &text, parse) {
                // Not in the task that drew the page for this input.
                gloo_timers::future::TimeoutFuture::new(0).await;
                if *latest.borrow() != serial {
                    return;
                }
                let read = request.read_ahead();
                for (i, &life) in lives.iter().enumerate() {
                    match &read {
                        Some(read) if i > 0 => workers.send_to_life(i, life, read),
                        _ => workers.send_to_life(i, life, &request),
                    }
                }
            }
        });
    });
}
