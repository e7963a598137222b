// The app's service worker (written into the build by scripts/service-worker.mjs): after one
// visit the page loads and works with no network. The app shell (its files all carry content
// hashes) is cached at install; the page itself is fetched network-first, so a new release is
// seen as soon as there is a network. A new release's worker waits while a page of the old one
// is open (that page keeps working with its own files) until the page, asked by its user,
// tells it to take over (assets/register-sw.js); then it replaces the old cache.
const VERSION = '__VERSION__';
const FILES = ['__FILES__'];
const CACHE = `sudoku-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('sudoku-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  if (request.mode === 'navigate') {
    // The page: the network's when there is one, else the cached shell.
    event.respondWith(fetch(request).then((response) => {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put('./', copy));
      return response;
    }).catch(() => caches.match('./')));
    return;
  }
  event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});
