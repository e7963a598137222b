// A worker that fails: to load, or before what the page sent it arrives. Whatever waited for it
// says so, and the next Solve works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { puzzles, sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SEVENTEEN = puzzles('tdoku_puzzles2_17_clue.txt');

test('a worker that cannot load: Solve says so, and solves once the worker loads', async () => {
  // No service worker: it would serve the worker's loader from its cache, past the route. (The
  // workers run the page's own wasm, which the page needs: it is the loader that fails here.)
  const app = await App.open(session, { serviceWorkers: 'block' });
  const context = app.page.context();
  await context.route('**/solver-worker.js', (route) => route.abort());
  await app.page.reload();
  await app.board().waitFor();
  const input = sampleInput('poj3074');
  const expected = sampleOutput('poj3074');
  await app.paste(input);
  await app.startSolve();
  await app.page.getByText(/^The solver stopped unexpectedly .*press Solve to try again\.$/).waitFor({ timeout: 30_000 });
  assert.equal(await app.page.locator('.batch .status').getAttribute('data-state'), 'failed');
  // A large paste, which a worker reads: it says the reading stopped, and Solve stays off.
  await app.pasteLarge(SEVENTEEN);
  await app.page.getByRole('alert').filter({ hasText: /^The solver stopped unexpectedly while reading this input/ })
    .waitFor({ timeout: 30_000 });
  assert.equal(await app.button('Solve').isDisabled(), true);
  // The loader loads again: as the message says, Clear and paste; Solve starts a new worker,
  // sent the input first.
  await context.unroute('**/solver-worker.js');
  await app.button('Clear').click();
  await app.paste(input);
  await app.solve();
  // solve() could see the failed run's state, not yet drawn away: the answer is waited for (a
  // wrong one fails by timeout; a new worker loads first).
  await app.eventually(async () => assert.equal(await app.answer().inputValue(), expected), { timeout: 60_000 });
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a worker that fails before a large input reaches it: the reading says so', async () => {
  // The order that a failed loader meets only by chance, forced: a large input goes to the
  // worker in pieces, a task each; the worker started for it fails before the first piece
  // (here at once, in the task that started it). Every worker the page starts is kept, and
  // fails so when the test says.
  const app = await App.open(session, {
    initScript: () => {
      const Real = window.Worker;
      window.__workers = [];
      window.Worker = class extends Real {
        constructor(...args) {
          super(...args);
          window.__workers.push(this);
          if (window.__failNew) {
            queueMicrotask(() => { this.terminate(); this.dispatchEvent(new Event('error')); });
          }
        }
      };
    },
  });
  const input = sampleInput('poj3074');
  await app.paste(input);
  // The first worker, which holds the input, crashes: the page starts another for the next
  // input, and that one fails before the input reaches it.
  await app.page.evaluate(() => {
    window.__failNew = true;
    const first = window.__workers[0];
    first.terminate();
    first.dispatchEvent(new Event('error'));
  });
  await app.pasteLarge(SEVENTEEN);
  await app.page.getByRole('alert').filter({ hasText: /^The solver stopped unexpectedly while reading this input/ })
    .waitFor({ timeout: 30_000 });
  assert.equal(await app.button('Solve').isDisabled(), true);
  // Workers load again: Clear, paste, and Solve starts one, sent the input first.
  await app.page.evaluate(() => { window.__failNew = false; });
  await app.button('Clear').click();
  await app.paste(input);
  await app.solve();
  await app.eventually(async () => assert.equal(await app.answer().inputValue(), sampleOutput('poj3074')),
    { timeout: 60_000 });
  assert.deepEqual(app.errors, []);
  await app.close();
});
