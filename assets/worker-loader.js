// The solving worker's first script. The page sends its first requests at once, before it is
// drawn; they wait here until the worker's wasm is ready, then reach it in order, as every
// later message does. (A page's thread is busy for a few hundred milliseconds drawing itself
// the first time: a handshake with it would hold the worker's work back that long.)
'use strict';
const early = [];
let hear = null;
self.onmessage = (event) => {
  if (hear) hear(event.data);
  else early.push(event.data);
};
// Beside this script (any path a host serves the site under).
importScripts('worker.js');
wasm_bindgen({ module_or_path: 'worker_bg.wasm' }).then(() => {
  hear = wasm_bindgen.hear;
  for (const message of early.splice(0)) hear(message);
}).catch((error) => {
  // Thrown from a task of its own, not a rejected promise: only an uncaught error reaches the
  // page (the worker's error event), which then says so instead of waiting for ever.
  setTimeout(() => { throw error; });
});
