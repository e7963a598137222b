//! The page's web workers, started before the page is first drawn.
//!
//! `index.html` creates them in its first script, before the page's wasm is fetched, and the
//! page takes them over when its wasm starts; what the first state asks of them (its input, a
//! link's far jump) is sent at once. A worker's loader script (`assets/worker-loader.js`) holds
//! messages until the worker's wasm is ready, so nothing waits for the page's thread, which
//! drawing the page the first time keeps busy for a few hundred milliseconds.

use crate::ui::protocol::{decode, encode, Request, Response};
use crate::ui::state::To;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::task::{Poll, Waker};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

/// The loader script, beside the page: resolved against the page's address, so the site works
/// under any path a static host puts it at.
const LOADER: &str = "worker-loader.js";
/// Where `index.html` leaves the workers it started.
const STARTED: &str = "sudokuWorkers";

/// Connections to the workers; cloning shares them.
#[derive(Clone)]
pub(crate) struct Workers(Rc<Inner>);

struct Inner {
    workers: Vec<Worker>,
    /// The input serial last sent (the input goes to every worker once).
    sent_input: Cell<Option<u64>>,
    /// Who hears the answers, once the page is up; until then they wait in `early`.
    hear: Rc<RefCell<Hearing>>,
    /// The message handlers, kept as long as the workers.
    _listeners: Vec<Closure<dyn FnMut(MessageEvent)>>,
}

#[derive(Default)]
struct Hearing {
    early: Vec<(usize, Response)>,
    hear: Option<Rc<dyn Fn(usize, Response)>>,
    /// Workers that said they listen, and who waits for all of them.
    listening: usize,
    waiting: Option<Waker>,
}

impl Workers {
    /// The workers `index.html` started, or as many new ones as the machine has cores.
    pub fn start() -> Workers {
        let started = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(STARTED)).ok())
            .filter(|list| list.is_instance_of::<js_sys::Array>())
            .map(|list| {
                js_sys::Array::from(&list)
                    .iter()
                    .filter_map(|w| w.dyn_into::<Worker>().ok())
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        let workers = if started.is_empty() {
            let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
            (0..(cores as usize).clamp(1, 8))
                .filter_map(|_| Worker::new(LOADER).ok())
                .collect()
        } else {
            started
        };
        // Listened to from the start: a worker may answer before the page is drawn, and a
        // message that comes with no handler set is lost.
        let hear = Rc::new(RefCell::new(Hearing::default()));
        let listeners = workers
            .iter()
            .enumerate()
            .map(|(i, worker)| {
                let hear = hear.clone();
                let listener = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                    let bytes = js_sys::Uint8Array::new(&e.data()).to_vec();
                    let Some(response) = decode::<Response>(&bytes) else {
                        return;
                    };
                    if response == Response::Listening {
                        let mut hearing = hear.borrow_mut();
                        hearing.listening += 1;
                        if let Some(waker) = hearing.waiting.take() {
                            waker.wake();
                        }
                        return;
                    }
                    let to = hear.borrow().hear.clone();
                    match to {
                        Some(to) => to(i, response),
                        None => hear.borrow_mut().early.push((i, response)),
                    }
                });
                worker.set_onmessage(Some(listener.as_ref().unchecked_ref()));
                listener
            })
            .collect();
        Workers(Rc::new(Inner {
            workers,
            sent_input: Cell::new(None),
            hear,
            _listeners: listeners,
        }))
    }

    /// How many workers there are (none if the browser refused to start them).
    pub fn len(&self) -> usize {
        self.0.workers.len()
    }

    /// Sends `request` to the workers `to` names (the first when there is no such worker).
    pub fn send(&self, to: To, request: Request) {
        let bytes = encode(&request);
        let first = self.0.workers.first();
        match to {
            To::Main => first.into_iter().for_each(|w| post(w, &bytes)),
            To::Worker(i) => self
                .0
                .workers
                .get(i)
                .or(first)
                .into_iter()
                .for_each(|w| post(w, &bytes)),
            To::Every => self.0.workers.iter().for_each(|w| post(w, &bytes)),
        }
    }

    /// Until every worker listens (so that what was sent has reached them), or `ms` pass.
    ///
    /// A message sent to a worker that has not finished loading waits on the page's side
    /// until the page's thread is free to hear that it has: drawing the page first would
    /// hold a link's jump back for as long as drawing takes.
    pub async fn listening(&self, ms: u32) {
        let hearing = self.0.hear.clone();
        let count = self.0.workers.len();
        let all = std::future::poll_fn(move |cx| {
            let mut hearing = hearing.borrow_mut();
            if hearing.listening >= count {
                Poll::Ready(())
            } else {
                hearing.waiting = Some(cx.waker().clone());
                Poll::Pending
            }
        });
        let timeout = gloo_timers::future::TimeoutFuture::new(ms);
        futures::future::select(std::pin::pin!(all), timeout).await;
    }

    /// The input serial last sent, and a note that `serial` is sent now.
    pub fn input_sent(&self, serial: u64) -> Option<u64> {
        self.0.sent_input.replace(Some(serial))
    }

    /// Hands every answer of every worker to `hear`, with the worker's number: first those
    /// that came before, in order.
    pub fn listen(&self, hear: impl Fn(usize, Response) + 'static) {
        let early = std::mem::take(&mut self.0.hear.borrow_mut().early);
        for (i, response) in early {
            hear(i, response);
        }
        self.0.hear.borrow_mut().hear = Some(Rc::new(hear));
    }
}

/// Posts a message's bytes to `worker`.
fn post(worker: &Worker, bytes: &[u8]) {
    let bytes = js_sys::Uint8Array::from(bytes);
    // Handed over, not copied: an input can be megabytes.
    let transfer = js_sys::Array::of1(&bytes.buffer());
    let _ = worker.post_message_with_transfer(&bytes, &transfer);
}

impl Drop for Inner {
    fn drop(&mut self) {
        for worker in &self.workers {
            worker.set_onmessage(None);
            worker.terminate();
        }
    }
}

impl PartialEq for Workers {
    fn eq(&self, other: &Workers) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}
