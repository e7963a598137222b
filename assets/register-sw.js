// After one visit the page works offline (sw.js is written by scripts/service-worker.mjs).
if ('serviceWorker' in navigator) {
  addEventListener('load', () => navigator.serviceWorker.register('sw.js'));
}
