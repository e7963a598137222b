//! The page's web workers: one per core, the first ones started before the page is drawn.
//!
//! `index.html` starts them in its first script, before the page's wasm is fetched: the first
//! worker always (it keeps the input and solves), all of them when the address links to a
//! step far into a search (they share its exploration). The page takes them over when its wasm
//! starts, starts the others once it is drawn (each warms up as it starts: a far jump or a
//! large run then finds them ready), and sends what the first state asks (its input, a link's
//! jump) at once. A worker's loader script (`assets/solver-worker.js`)
//! holds messages until the worker's wasm is ready, so nothing waits for the page's thread,
//! which drawing the page the first time keeps busy for a few hundred milliseconds.

use crate::ui::conversation::{Post, To};
use crate::ui::protocol::{decode, encode, Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use std::task::{Poll, Waker};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

/// The loader script, beside the page: resolved against the page's address, so the site works
/// under any path a static host puts it at. A module script: it imports the page's script
/// and runs the compiled module the page sends it (one download for the page and every
/// worker).
const LOADER: &str = "solver-worker.js";
/// Where `index.html` leaves the workers it started.
const STARTED: &str = "sudokuWorkers";
/// Workers at most, whatever the cores (each holds a copy of the solver).
pub(crate) const MOST: usize = 8;

/// Connections to the workers; cloning shares them.
#[derive(Clone)]
pub(crate) struct Workers(Rc<Inner>);

/// The workers, for a listener of theirs to send with: it does not keep them (a listener
/// holding [`Workers`] would keep itself and the workers alive for ever).
pub(crate) struct WeakWorkers(std::rc::Weak<Inner>);

impl WeakWorkers {
    pub fn upgrade(&self) -> Option<Workers> {
        self.0.upgrade().map(Workers)
    }
}

struct Inner {
    /// Workers started so far.
    started: RefCell<Vec<Started>>,
    /// How many there can be: one per core.
    cores: usize,
    /// Who hears the answers, once the page is up; until then they wait in `early`.
    hear: Rc<RefCell<Hearing>>,
}

/// A worker, and the handlers of its messages and errors (kept as long as it is).
struct Started {
    worker: Worker,
    health: Rc<Health>,
    /// How many workers had its place before it (each replaced one that failed, or one that
    /// held a large input that went).
    life: u32,
    /// The input serial last sent to it (to the first as the input changes, to the others
    /// when they solve a share of a run).
    input: std::cell::Cell<Option<u64>>,
    _listener: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// What became of a worker, shared with its error handler.
#[derive(Default)]
struct Health {
    /// It failed (did not load, or crashed): the next request for it starts a new one.
    failed: std::cell::Cell<bool>,
    /// It was sent something, or is about to be (its input, which a large one's pieces
    /// follow task by task), which its failure loses: the page is told then.
    sent: std::cell::Cell<bool>,
    /// It said it listens: what is sent to it now is heard. (Per worker, not counted for
    /// all: a worker that replaces one has not said it yet.)
    listens: std::cell::Cell<bool>,
}

/// Set on a worker by `index.html`'s error handler: it failed before the page took it over.
const FAILED_EARLY: &str = "sudokuFailed";

#[derive(Default)]
struct Hearing {
    early: Vec<(usize, Response)>,
    hear: Option<Rc<dyn Fn(usize, Response)>>,
    /// Who waits for every worker to say it listens ([`Workers::listening`]).
    waiting: Option<Waker>,
}

impl Workers {
    /// A handle that does not keep them alive.
    pub fn downgrade(&self) -> WeakWorkers {
        WeakWorkers(Rc::downgrade(&self.0))
    }

    /// The workers `index.html` started (the first one started here if it did not).
    pub fn start() -> Workers {
        let window = web_sys::window();
        let cores = window
            .as_ref()
            .map_or(1.0, |w| w.navigator().hardware_concurrency());
        let workers = Workers(Rc::new(Inner {
            started: RefCell::new(Vec::new()),
            cores: (cores as usize).clamp(1, MOST),
            hear: Rc::new(RefCell::new(Hearing::default())),
        }));
        let given = window
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(STARTED)).ok())
            .filter(|list| list.is_instance_of::<js_sys::Array>())
            .map(|list| js_sys::Array::from(&list))
            .into_iter()
            .flat_map(|list| list.iter().collect::<Vec<_>>())
            .filter_map(|w| w.dyn_into::<Worker>().ok());
        for worker in given.take(MOST) {
            workers.take_over(worker);
        }
        workers.ensure(1);
        workers
    }

    /// How many workers the page can have: one per core (not how many are started yet).
    pub fn len(&self) -> usize {
        self.0.cores
    }

    /// Listens to `worker` from now on: a worker may answer before the page is drawn, and a
    /// message that comes with no handler set is lost.
    fn take_over(&self, worker: Worker) {
        let i = self.0.started.borrow().len();
        let started = self.connect(i, worker, 0);
        self.0.started.borrow_mut().push(started);
    }

    /// `worker` as worker `i`, in its `life`: its answers go to whoever listens, and so does
    /// [`Response::Stopped`] if it fails after it was sent something (failing before, it has
    /// lost nothing: the next request for it starts a new one).
    fn connect(&self, i: usize, worker: Worker, life: u32) -> Started {
        let health = Rc::new(Health::default());
        let early = js_sys::Reflect::get(&worker, &JsValue::from_str(FAILED_EARLY));
        health
            .failed
            .set(early.is_ok_and(|failed| failed.is_truthy()));
        let on_error = {
            let (hear, health) = (self.0.hear.clone(), health.clone());
            Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                // Handled here (the page says so where the work was asked for), not reported
                // again as the page's own error; the worker's console has it.
                event.prevent_default();
                // Once: a crashed worker can report more than one error.
                let again = health.failed.replace(true);
                // Whoever waits for it to listen waits no more ([`Workers::listening`]).
                let waiting = hear.borrow_mut().waiting.take();
                if let Some(waker) = waiting {
                    waker.wake();
                }
                if again || !health.sent.get() {
                    return;
                }
                deliver(&hear, i, Response::Stopped);
            })
        };
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let (hear, listens) = (self.0.hear.clone(), health.clone());
        let listener = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let bytes = js_sys::Uint8Array::new(&e.data()).to_vec();
            let Some(response) = decode::<Response>(&bytes) else {
                return;
            };
            if response == Response::Listening {
                listens.listens.set(true);
                if let Some(waker) = hear.borrow_mut().waiting.take() {
                    waker.wake();
                }
                return;
            }
            deliver(&hear, i, response);
        });
        worker.set_onmessage(Some(listener.as_ref().unchecked_ref()));
        // The page's own compiled module and script, before any request: the worker runs
        // them (see `assets/solver-worker.js`), neither fetching nor compiling the wasm again.
        // A worker that cannot be sent them would wait for ever: it counts as failed.
        if worker.post_message(&start_message()).is_err() {
            health.failed.set(true);
        }
        Started {
            worker,
            health,
            life,
            input: std::cell::Cell::new(None),
            _listener: listener,
            _on_error: on_error,
        }
    }

    /// Whether worker `i` failed (and was not replaced yet).
    fn failed(&self, i: usize) -> bool {
        let started = self.0.started.borrow();
        started.get(i).is_some_and(|s| s.health.failed.get())
    }

    /// Worker `i` again, if it failed: a new one in its place, which has been sent nothing.
    /// (Never from its own error handler, which that would drop while it runs: from the
    /// page's effects and tasks.)
    fn revive(&self, i: usize) {
        if self.failed(i) {
            self.replace(i);
        }
    }

    /// Replaces worker `i`, if it is started, by a fresh one, which has been sent nothing:
    /// what it held goes, and its memory with it. (If the browser refuses a new worker, the
    /// old one stays.)
    fn replace(&self, i: usize) {
        if i >= self.0.started.borrow().len() {
            return;
        }
        let Ok(worker) = new_worker() else {
            return;
        };
        let life = self.0.started.borrow()[i].life + 1;
        let fresh = self.connect(i, worker, life);
        let old = std::mem::replace(&mut self.0.started.borrow_mut()[i], fresh);
        old.worker.set_onmessage(None);
        old.worker.set_onerror(None);
        old.worker.terminate();
    }

    /// Replaces the started workers `to` names by fresh ones ([`Workers::replace`]).
    pub fn retire(&self, to: To) {
        let chosen = match to {
            To::Main => vec![0],
            To::Worker(i) => vec![i],
            To::Every => (0..self.0.started.borrow().len()).collect(),
        };
        for i in chosen {
            self.replace(i);
        }
    }

    /// Starts workers until there are `count` (as many as there can be, at most).
    fn ensure(&self, count: usize) {
        while self.0.started.borrow().len() < count.min(self.0.cores) {
            match new_worker() {
                Ok(worker) => self.take_over(worker),
                // The browser refuses workers: the first request will find none.
                Err(_) => return,
            }
        }
    }

    /// Starts every worker there can be (one per core) that is not started yet; how many
    /// are started.
    pub fn start_all(&self) -> usize {
        self.ensure(self.0.cores);
        self.0.started.borrow().len()
    }

    /// Sends `request` to the workers `to` names, starting them if they are not yet. What is
    /// meant for a worker the browser would not start goes to one it did ([`Workers::serving`]);
    /// one that failed is replaced first. [`To::Every`] skips the workers that failed (what
    /// goes to every worker is a cancel or a stop, nothing a new one would need).
    pub fn send(&self, to: To, request: Request) {
        let bytes = encode(&request);
        let chosen = match to {
            To::Main => vec![self.serving(0)],
            To::Worker(i) => vec![self.serving(i)],
            To::Every => (0..self.0.started.borrow().len())
                .filter(|&i| !self.failed(i))
                .collect(),
        };
        for i in chosen {
            self.revive(i);
            self.post_to(i, &bytes);
        }
    }

    /// Posts `bytes` to worker `i`. If it failed and could not be replaced (the browser
    /// refused a new one), whoever listens hears [`Response::Stopped`] instead: nothing is
    /// left waiting for a worker that is not there.
    fn post_to(&self, i: usize, bytes: &[u8]) {
        let refused = {
            let started = self.0.started.borrow();
            let Some(started) = started.get(i) else {
                return;
            };
            if !started.health.failed.get() {
                started.health.sent.set(true);
                post(&started.worker, bytes);
            }
            started.health.failed.get()
        };
        if refused {
            deliver(&self.0.hear, i, Response::Stopped);
        }
    }

    /// Each started worker's life: how many replaced the first one in its place.
    pub fn lives(&self) -> Vec<u32> {
        self.0.started.borrow().iter().map(|s| s.life).collect()
    }

    /// Sends `request` to worker `i` itself if it is still the one of that `life` and has
    /// not failed: the pieces of a large input after its first ones (a worker started in
    /// place of one that failed would take the rest for a whole input).
    pub fn send_to_life(&self, i: usize, life: u32, request: &Request) {
        let same = {
            let started = self.0.started.borrow();
            started
                .get(i)
                .is_some_and(|s| s.life == life && !s.health.failed.get())
        };
        if same {
            self.post_to(i, &encode(request));
        }
    }

    /// The worker that does the work of worker `i`: itself, started now if it is not yet;
    /// or, if the browser refuses to start it, one that was (a share of a run then waits its
    /// turn behind the shares that worker has).
    pub fn serving(&self, i: usize) -> usize {
        let i = i.min(self.0.cores - 1);
        self.ensure(i + 1);
        let started = self.0.started.borrow().len();
        if i < started {
            i
        } else {
            i % started.max(1)
        }
    }

    /// Until every worker started so far listens (so that what was sent has reached them), or
    /// has failed (it never will), or `ms` pass.
    ///
    /// A message sent to a worker that has not finished loading waits on the page's side
    /// until the page's thread is free to hear that it has: drawing the page first would
    /// hold a link's jump back for as long as drawing takes.
    pub async fn listening(&self, ms: u32) {
        let all = std::future::poll_fn(|cx| {
            let started = self.0.started.borrow();
            let heard = |s: &Started| s.health.listens.get() || s.health.failed.get();
            if started.iter().all(heard) {
                Poll::Ready(())
            } else {
                self.0.hear.borrow_mut().waiting = Some(cx.waker().clone());
                Poll::Pending
            }
        });
        let timeout = gloo_timers::future::TimeoutFuture::new(ms);
        futures::future::select(std::pin::pin!(all), timeout).await;
    }

    /// Whether worker `i` is started, alive and holds input `serial` already: a request about
    /// that input can go to it without the input first. (Nothing is started or replaced to
    /// find out: a worker not started yet, or failed, has no input.)
    pub fn has_input(&self, i: usize, serial: u64) -> bool {
        let started = self.0.started.borrow();
        started
            .get(i)
            .is_some_and(|s| !s.health.failed.get() && s.input.get() == Some(serial))
    }

    /// The input serial last sent to worker `i`, and a note that `serial` is sent now. (A
    /// worker that failed is replaced first: the new one has been sent nothing.)
    ///
    /// From here on the worker counts as sent something: if it fails before the input's
    /// first piece is posted (a large input goes piece by piece, a task each, and a worker
    /// whose loader fails can report it in between), what waits for the input (the page's
    /// reading of it) hears [`Response::Stopped`] rather than waiting for ever.
    pub fn input_sent_to(&self, i: usize, serial: u64) -> Option<u64> {
        self.revive(i);
        let (before, refused) = {
            let started = self.0.started.borrow();
            let started = started.get(i)?;
            started.health.sent.set(true);
            (
                started.input.replace(Some(serial)),
                started.health.failed.get(),
            )
        };
        if refused {
            // It failed and the browser would start no other in its place: the input is lost
            // at once (a large one's pieces skip a failed worker and would tell no one).
            deliver(&self.0.hear, i, Response::Stopped);
        }
        before
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

/// Hands worker `i`'s `response` to whoever listens, or keeps it until someone does.
fn deliver(hearing: &RefCell<Hearing>, i: usize, response: Response) {
    let to = hearing.borrow().hear.clone();
    match to {
        Some(to) => to(i, response),
        None => hearing.borrow_mut().early.push((i, response)),
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The address of the page's script (wasm-bindgen's glue, named by Trunk with a hash of
    /// this build).
    #[wasm_bindgen(thread_local_v2, js_namespace = ["import", "meta"], js_name = url)]
    static SCRIPT: JsValue;
}

/// What a worker is sent first: `{ module, script }`, the page's compiled module and the
/// address of the script that goes with it.
fn start_message() -> JsValue {
    let message = js_sys::Object::new();
    let script = SCRIPT.with(JsValue::clone);
    for (key, value) in [("module", wasm_bindgen::module()), ("script", script)] {
        let _ = js_sys::Reflect::set(&message, &JsValue::from_str(key), &value);
    }
    message.into()
}

/// A worker running [`LOADER`], as `index.html` starts them.
fn new_worker() -> Result<Worker, JsValue> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    Worker::new_with_options(LOADER, &options)
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
        for started in self.started.get_mut().iter() {
            started.worker.set_onmessage(None);
            started.worker.set_onerror(None);
            started.worker.terminate();
        }
    }
}

impl PartialEq for Workers {
    fn eq(&self, other: &Workers) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Delivery ([`crate::ui::conversation::deliver`]) through the page's workers.
impl Post for Workers {
    fn serving(&self, i: usize) -> usize {
        Workers::serving(self, i)
    }

    fn input_sent_to(&mut self, i: usize, serial: u64) -> Option<u64> {
        Workers::input_sent_to(self, i, serial)
    }

    fn send(&mut self, to: To, request: Request) {
        Workers::send(self, to, request);
    }

    fn retire(&mut self, to: To) {
        Workers::retire(self, to);
    }
}
