//! The worker's side of the messages: what the page sends is heard ([`hear`], called by the
//! worker's loader script, which holds the messages that come before the wasm is ready) and
//! queued in the inbox; [`serve`] answers them one by one, and posts every response back.
//!
//! No handshake: the page sends its first requests before it is drawn, while its thread is
//! busy for a few hundred milliseconds, and the worker starts on them as soon as it has
//! loaded (see `assets/solver-worker.js` and `ui::workers`).

use super::warm::{self, WARM_UP_MS, WARM_UP_SLICE_MS};
use super::{BatchRun, Exploration, Handled, Sliced, WorkerState, RESULTS_MS, SLICE_MS};
use crate::ui::protocol::{decode, encode, Request, Response};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::task::{Poll, Waker};
use wasm_bindgen::JsCast;

/// Requests heard and not yet taken, and who waits for the next one.
#[derive(Default)]
struct Inbox {
    requests: VecDeque<Request>,
    waiting: Option<Waker>,
}

thread_local! {
    static INBOX: RefCell<Inbox> = RefCell::default();
    /// A channel the worker posts to itself to yield (see [`yield_to_inbox`]).
    static CHANNEL: Option<web_sys::MessageChannel> = web_sys::MessageChannel::new().ok();
    /// The worker's `performance`, for [`precise_now`].
    static CLOCK: Option<web_sys::Performance> =
        js_sys::global().unchecked_into::<web_sys::WorkerGlobalScope>().performance();
}

/// A message from the page (its bytes, as [`encode`] made them), handed over by the loader
/// script. Bytes that are not a request are dropped: only our page talks to this worker.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hear(bytes: &[u8]) {
    let Some(request) = decode::<Request>(bytes) else {
        return;
    };
    INBOX.with(|inbox| {
        let mut inbox = inbox.borrow_mut();
        inbox.requests.push_back(request);
        if let Some(waker) = inbox.waiting.take() {
            waker.wake();
        }
    });
}

/// The next request, waiting for one if there is none.
async fn next() -> Request {
    std::future::poll_fn(|cx| {
        INBOX.with(|inbox| {
            let mut inbox = inbox.borrow_mut();
            match inbox.requests.pop_front() {
                Some(request) => Poll::Ready(request),
                None => {
                    inbox.waiting = Some(cx.waker().clone());
                    Poll::Pending
                }
            }
        })
    })
    .await
}

/// The next request if one was heard already.
fn next_now() -> Option<Request> {
    INBOX.with(|inbox| inbox.borrow_mut().requests.pop_front())
}

/// Posts `responses` to the page, in order.
fn post(responses: Vec<Response>) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    for response in responses {
        let bytes = js_sys::Uint8Array::from(&encode(&response)[..]);
        // Handed over, not copied: a long exploration's hand-over is hundreds of kilobytes.
        let transfer = js_sys::Array::of1(&bytes.buffer());
        // Posting fails only when the page has gone, and then nobody is listening.
        let _ = scope.post_message_with_transfer(&bytes, &transfer);
    }
}

/// Milliseconds, for a run's slices and its pace: read after every board of a run, so the
/// cheapest clock (`Date.now()`: `performance.now()` cost two-worker batches about 5 %,
/// measured 2026-12-03; BENCHMARKS.md, batch solving).
fn now() -> f64 {
    js_sys::Date::now()
}

/// Milliseconds to a fraction of one (the worker's `performance` clock, looked up once), for
/// timing one board: it is often solved in less than a millisecond.
fn precise_now() -> f64 {
    CLOCK.with(|clock| clock.as_ref().map_or_else(js_sys::Date::now, |p| p.now()))
}

/// Lets the worker's event loop deliver waiting messages. A message to itself comes back as
/// soon as the messages already waiting are delivered; a zero timeout would wait at least
/// 4 ms once timeouts nest, a fifth of every slice.
async fn yield_to_inbox() {
    let promise = CHANNEL.with(|channel| {
        let channel = channel.as_ref()?;
        Some(js_sys::Promise::new(&mut |resolve, _| {
            channel.port1().set_onmessage(Some(&resolve));
            let _ = channel.port2().post_message(&wasm_bindgen::JsValue::NULL);
        }))
    });
    match promise {
        Some(promise) => {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        }
        None => gloo_timers::future::TimeoutFuture::new(0).await,
    }
}

/// Explores slice by slice, handing over the pieces ready and hearing the inbox between
/// slices; requests that stopped it go to `waiting`.
async fn run_exploration(mut exploration: Box<Exploration>, waiting: &mut VecDeque<Request>) {
    while !exploration.is_over() {
        exploration.slice(now, SLICE_MS);
        post(exploration.hand_over());
        yield_to_inbox().await;
        while let Some(request) = next_now() {
            waiting.extend(exploration.hear(request));
        }
    }
    post(exploration.hand_over());
}

/// Runs `run` to its end, slice by slice, hearing the inbox between slices; requests to
/// answer after the run go to `waiting`.
async fn run_batch(mut run: BatchRun, state: &mut WorkerState, waiting: &mut VecDeque<Request>) {
    post(vec![run.started()]);
    while !run.is_over() {
        run.solve_slice(now, SLICE_MS);
        post(run.progress(now(), RESULTS_MS).into_iter().collect());
        yield_to_inbox().await;
        while let Some(request) = next_now() {
            waiting.extend(run.hear(request));
        }
    }
    waiting.retain(|request| run.still_wanted(request));
    post(run.finish(state));
}

/// Works slice by slice (a hunt, a measure), telling the page how it goes; requests heard
/// meanwhile are answered between slices (a run or a jump asked for meanwhile runs to its
/// end, then the work goes on). Work of the same kind asked for meanwhile ends it (its `hear`
/// says so); work of another kind waits for its end, in `waiting`, as does every request
/// heard once it is over. The requests that waited while this work did are heard first: a
/// hunt's Stop may have come while the hunt itself waited behind a run or a measure.
async fn run_sliced(
    mut work: Box<dyn Sliced>,
    state: &mut WorkerState,
    waiting: &mut VecDeque<Request>,
) {
    let mut heard = std::mem::take(waiting);
    while !work.is_over() {
        while let Some(request) = heard.pop_front() {
            let Some(request) = work.hear(request) else {
                continue;
            };
            if work.is_over() || is_sliced(&request) {
                waiting.push_back(request);
                continue;
            }
            match state.handle(request, precise_now) {
                Handled::Answers(answers) => post(answers),
                Handled::Run(run) => run_batch(run, state, &mut heard).await,
                Handled::Explore(exploration) => run_exploration(exploration, &mut heard).await,
                // Told apart above.
                Handled::Sliced(_) => {}
            }
        }
        if work.is_over() {
            break;
        }
        work.slice(&now, SLICE_MS);
        post(work.report(now()).into_iter().collect());
        yield_to_inbox().await;
        heard.extend(std::iter::from_fn(next_now));
    }
    waiting.extend(heard);
    post(work.report(now()).into_iter().collect());
}

/// Warms the explorer ([`warm`]) until the first request comes, for [`WARM_UP_MS`] at most.
async fn warm_up() {
    // The loader hands over the messages that came while the wasm loaded only after it has
    // started: those first.
    yield_to_inbox().await;
    let Some(mut exploration) = warm::exploration() else {
        return;
    };
    let deadline = now() + WARM_UP_MS;
    while !exploration.is_over() && now() < deadline && inbox_is_empty() {
        exploration.slice(now, WARM_UP_SLICE_MS);
        exploration.hand_over();
        yield_to_inbox().await;
    }
}

fn inbox_is_empty() -> bool {
    INBOX.with(|inbox| inbox.borrow().requests.is_empty())
}

/// Whether `request` is for work done in slices ([`Handled::Sliced`]).
fn is_sliced(request: &Request) -> bool {
    matches!(request, Request::Hunt { .. } | Request::Measure { .. })
}

/// Requests that a newer one of their kind makes pointless: the page waits only for the
/// newest outcome (of the board picked last) and the newest measure (of the board watched).
fn superseded_kind(request: &Request) -> Option<u8> {
    match request {
        Request::Outcome { .. } => Some(0),
        Request::Measure { .. } => Some(1),
        _ => None,
    }
}

/// Whether a newer request of `request`'s kind waits, in `waiting` or in the inbox.
fn superseded(request: &Request, waiting: &VecDeque<Request>) -> bool {
    let Some(kind) = superseded_kind(request) else {
        return false;
    };
    let same = |r: &Request| superseded_kind(r) == Some(kind);
    waiting.iter().any(same) || INBOX.with(|inbox| inbox.borrow().requests.iter().any(same))
}

/// The worker's life: answers the page's requests in order, for as long as the page lives.
pub fn serve() {
    post(vec![Response::Listening]);
    wasm_bindgen_futures::spawn_local(async {
        warm_up().await;
        let mut state = WorkerState::default();
        // Requests that came during a run, answered after it, in order.
        let mut waiting = VecDeque::new();
        loop {
            let request = match waiting.pop_front() {
                Some(request) => request,
                None => next().await,
            };
            // Another board was picked (or is watched) since: this answer would be ignored.
            if superseded(&request, &waiting) {
                continue;
            }
            match state.handle(request, precise_now) {
                Handled::Answers(answers) => post(answers),
                Handled::Run(run) => run_batch(run, &mut state, &mut waiting).await,
                Handled::Explore(exploration) => run_exploration(exploration, &mut waiting).await,
                Handled::Sliced(work) => run_sliced(work, &mut state, &mut waiting).await,
            }
        }
    });
}
