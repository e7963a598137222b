// Trunk post-build hook: Trunk starts the hooks of a stage all at once, so the steps that
// depend on each other run here in order. The workers' loader is told this build's names
// first; then the service worker's list hashes every file as it ends up.
await import('./worker-loader.mjs');
await import('./service-worker.mjs');
