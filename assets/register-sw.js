// After one visit the page works offline (sw.js is written by scripts/service-worker.mjs).
// A new release's service worker waits while this page is open, so the page keeps its own
// files; the page hears of it (the event `sudoku-update-ready`, and `window.sudokuUpdate` for a
// page that starts listening later) and offers a reload, which asks the waiting worker to take
// over (the event `sudoku-update-apply`) and reloads once it has.
if ('serviceWorker' in navigator) {
  const ready = (worker) => {
    window.sudokuUpdate = worker;
    dispatchEvent(new Event('sudoku-update-ready'));
  };
  // Once the page has loaded and the app has started (`TrunkApplicationStarted`, from the
  // start-up script): the app's wasm is fetched after the page's first paint, which `load` does
  // not wait for, and the worker's install, which fetches every file of the app, would
  // otherwise download the wasm beside the page's own request on a first visit.
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  const started = new Promise((resolve) => addEventListener('TrunkApplicationStarted', resolve, { once: true }));
  Promise.all([loaded, started]).then(async () => {
    try {
      const registration = await navigator.serviceWorker.register('sw.js');
      if (registration.waiting && navigator.serviceWorker.controller) ready(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) ready(worker);
        });
      });
    } catch (e) {
      // No service worker here (a private window, say): the page works while online.
    }
  });
  addEventListener('sudoku-update-apply', () => {
    if (!window.sudokuUpdate) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    window.sudokuUpdate.postMessage('skip-waiting');
  });
}
