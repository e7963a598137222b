// The solving workers start first, before the page's own script: a worker's thread starts only
// while the page's thread is free, and drawing the page keeps it busy for a few hundred
// milliseconds. Each runs the page's wasm (solver-worker.js): one download for all. One always
// (it solves); one per core for a link far into a classic search (they explore it together; no
// other search is shared out). The page takes them over (src/ui/workers.rs). A file, not an
// inline script: the page's Content-Security-Policy runs no inline script.
try {
  const cores = Math.min(Math.max(navigator.hardwareConcurrency || 1, 1), 8);
  const far = /(^#|&)step=\d{6,}(&|$)/.test(location.hash)
    && /(^#|&)strategy=classic(&|$)/.test(location.hash);
  window.sudokuWorkers = Array.from({ length: far ? cores : 1 }, () => {
    const worker = new Worker('solver-worker.js', { type: 'module' });
    // A worker that fails before the page takes it over is marked, not lost: the page starts
    // another in its place (src/ui/workers.rs).
    worker.onerror = (event) => { event.preventDefault(); worker.sudokuFailed = true; };
    return worker;
  });
} catch (e) {
  // The page starts them itself.
}
