// A worker that fails: to load, or before what the page sent it arrives. Whatever waited for it
// says so, and the next Solve works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSession, App } from './app.mjs';
import { whyInvalid } from './check.mjs';
import { puzzles, sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SEVENTEEN = puzzles('tdoku_puzzles2_17_clue.txt');

/** Every worker the page starts, kept in `window.__workers`; with `window.__failNew` set, a new
 *  one fails at once, in the task that started it. */
function keepWorkers() {
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
}

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
  // No worker ever started, so none said how many boards the run has: the page's own count
  // names them.
  await app.page.getByText(/^Boards 1–2 were not solved\. The solver stopped unexpectedly .*press Solve to try again\.$/).waitFor({ timeout: 30_000 });
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
  const app = await App.open(session, { initScript: keepWorkers });
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

/** Once the run shows `after` boards done, the page itself kills the worker started last (the
 *  one started for the run on a machine of several cores), as a crash would: a run on a
 *  fast machine could end before the test saw it under way. With `failNew`, the worker started
 *  in its place fails too. */
async function killWorkerDuringRun(app, after, failNew) {
  await app.page.evaluate(([after, failNew]) => {
    // The boards done, before the "/" in any language ("1,234 / 16,000 boards", "보드 1,234 / ...").
    const done = () => Number((document.querySelector('.batch .feedback')?.textContent ?? '0')
      .split('/')[0].replace(/[^\d]/g, ''));
    new MutationObserver((_, observer) => {
      if (document.querySelector('.batch .status')?.dataset.state !== 'running' || !(done() > after)) return;
      observer.disconnect();
      window.__failNew = failNew;
      const last = window.__workers[window.__workers.length - 1];
      last.terminate();
      last.dispatchEvent(new Event('error'));
      window.__killed = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, [after, failNew]);
}

const SIXTEEN_THOUSAND = SEVENTEEN.trim().split('\n').slice(0, 16_000);

test('a worker that dies in the middle of a run: its boards are solved again, nothing is lost', async () => {
  const app = await App.open(session, { initScript: keepWorkers });
  await app.pasteLarge(`${SIXTEEN_THOUSAND.join('\n')}\n`);
  await app.whenRead();
  await killWorkerDuringRun(app, 200, false);
  await app.solve();
  await app.page.getByText(/^Done in /).waitFor({ timeout: 60_000 });
  assert.equal(await app.page.evaluate(() => window.__killed), true, 'a worker was killed during the run');
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.button('Download').click()]);
  const lines = readFileSync(await download.path(), 'utf8').trim().split('\n');
  assert.equal(lines.length, SIXTEEN_THOUSAND.length);
  SIXTEEN_THOUSAND.forEach((p, i) => assert.equal(whyInvalid(p, lines[i]), null, `board ${i + 1}`));
  assert.deepEqual(app.errors, []);
  await app.close();
});

// The message names the boards in the page's language (the numbers as the page writes them).
const NOT_SOLVED = {
  'en-US': /^Boards ([\d,]+)–16,000 were not solved\. The solver stopped unexpectedly .*press Solve to try again\.$/,
  'ko-KR': /^보드 ([\d,]+)–16,000번은 풀지 못했습니다\. 풀이기가 예기치 않게 멈췄습니다.* 풀기 버튼을 눌러 다시 시도하세요\.$/,
};

for (const [locale, message] of Object.entries(NOT_SOLVED)) {
  test(`a worker that dies twice in a run (${locale}): the run ends, naming the boards not solved; the next Solve works`, async () => {
    const app = await App.open(session, { initScript: keepWorkers, locale });
    // By id, not by the English names the page object uses.
    await app.pasteLarge(`${SIXTEEN_THOUSAND.join('\n')}\n`, app.page.locator('#puzzle-input'));
    await app.whenRead();
    // Killed once the total is known (after 200 boards), so the message can name the rest.
    await killWorkerDuringRun(app, 200, true);
    const solve = app.page.locator('.toolbar.actions button.primary');
    await solve.click();
    const status = app.page.locator('.batch .status[data-state=failed]');
    await status.waitFor({ timeout: 60_000 });
    // The boards kept are the first ones, as far as they go without a gap (the share the
    // surviving worker was solving, as far as it got); the rest are named.
    const text = await status.textContent();
    const named = text.match(message);
    assert.ok(named, text);
    const kept = Number(named[1].replace(/,/g, '')) - 1;
    assert.ok(kept >= 0 && kept < 16_000, String(kept));
    await app.page.evaluate(() => { window.__failNew = false; });
    await solve.click();
    await app.page.locator('.batch .status[data-state=finished]').waitFor({ timeout: 60_000 });
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}
