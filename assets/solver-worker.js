// The solving worker's first script (a module worker). It runs the page's own wasm: the page
// sends, as its first message, its compiled module and the address of its script (this
// build's, whose name carries a content hash), and the module's entry point serves the page's
// requests when there is no window. So the page and its workers are one download and one
// compilation, and nothing here names a build: a copy of this file kept by a browser or the
// service worker across a release still loads the page's own build. (Its name changes when
// what it expects of the page does: `worker-loader.js` expected no such message.)
//
// Requests that come before the wasm is ready wait here, then reach it in order, as every
// later message does. (A page's thread is busy for a few hundred milliseconds drawing itself
// the first time: a handshake with it would hold the worker's work back that long.)
const early = [];
let hear = null;
let started = false;
self.onmessage = (event) => {
  if (hear) hear(event.data);
  else if (!started) start(event.data);
  else early.push(event.data);
};

function start({ module, script }) {
  started = true;
  import(script).then(async (app) => {
    await app.default({ module_or_path: module });
    hear = app.hear;
    for (const message of early.splice(0)) hear(message);
    // For tests and benchmarks that wait for a worker to be up (nothing of the app reads it).
    self.sudokuReady = true;
  }).catch((error) => {
    // Thrown from a task of its own, not a rejected promise: only an uncaught error reaches
    // the page (the worker's error event), which then says so instead of waiting for ever.
    setTimeout(() => { throw error; });
  });
}
