// The solving worker's first script (a module worker). It runs the page's own wasm: the same
// module, whose entry point serves the page's requests when there is no window, so the page
// and its workers are one download. The page sends its first requests at once, before it is
// drawn; they wait here until the wasm is ready, then reach it in order, as every later
// message does. (A page's thread is busy for a few hundred milliseconds drawing itself the
// first time: a handshake with it would hold the worker's work back that long.)
const early = [];
let hear = null;
self.onmessage = (event) => {
  if (hear) hear(event.data);
  else early.push(event.data);
};
// This build's names of the page's script and wasm, beside this one (any path a host serves
// the site under): written in by scripts/worker-loader.mjs after each build.
const script = '__APP_SCRIPT__';
const wasm = '__APP_WASM__';
import(script).then(async (app) => {
  await app.default({ module_or_path: wasm });
  hear = app.hear;
  for (const message of early.splice(0)) hear(message);
}).catch((error) => {
  // Thrown from a task of its own, not a rejected promise: only an uncaught error reaches the
  // page (the worker's error event), which then says so instead of waiting for ever.
  setTimeout(() => { throw error; });
});
