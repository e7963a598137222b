// The solving worker's first script (a module worker). It runs the page's own wasm: the page
// sends its compiled module as the first message, and the module's entry point serves the
// page's requests when there is no window. So the page and its workers are one download, one
// compilation, and the code the browser optimises for one (a function that runs hot is
// compiled again, optimised) serves them all. Requests that come before the wasm is ready wait
// here, then reach it in order, as every later message does. (A page's thread is busy for a
// few hundred milliseconds drawing itself the first time: a handshake with it would hold the
// worker's work back that long.)
const early = [];
let hear = null;
let started = false;
// This build's name of the page's script, beside this one (any path a host serves the site
// under): written in by scripts/worker-loader.mjs after each build. Fetched while the page
// compiles the wasm.
const app = import('__APP_SCRIPT__');
self.onmessage = (event) => {
  if (hear) hear(event.data);
  else if (!started && event.data instanceof WebAssembly.Module) start(event.data);
  else early.push(event.data);
};

function start(module) {
  started = true;
  app.then(async (app) => {
    await app.default({ module_or_path: module });
    hear = app.hear;
    for (const message of early.splice(0)) hear(message);
  }).catch((error) => {
    // Thrown from a task of its own, not a rejected promise: only an uncaught error reaches
    // the page (the worker's error event), which then says so instead of waiting for ever.
    setTimeout(() => { throw error; });
  });
}
