// The memory a large input took is given back when it goes: a wasm memory never shrinks, so
// the workers that held it are replaced by fresh ones, and the next runs work on those.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { whyInvalid } from './check.mjs';
import { puzzles, sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SEVENTEEN = puzzles('tdoku_puzzles2_17_clue.txt').trim().split('\n');

/** `count` lines of 17-clue puzzles from the `from`-th: more than the 256 KB from which an
 *  input is large. */
const large = (from, count) => `${SEVENTEEN.slice(from, from + count).join('\n')}\n`;

/** Solves the pasted large `text` and checks the first answers against the rules. */
async function solveLarge(app, text) {
  await app.pasteLarge(text);
  await app.whenRead();
  await app.solve();
  await app.page.getByText(/^Done in /).waitFor({ timeout: 120_000 });
  const shown = await app.answer().inputValue();
  const given = text.split('\n');
  shown.trim().split('\n').slice(0, 20)
    .forEach((line, i) => assert.equal(whyInvalid(given[i], line), null, `board ${i + 1}`));
}

/** Until every promise of `closed` (a worker's end) settles; fails after a minute. */
async function allClosed(closed) {
  let timer;
  await Promise.race([Promise.all(closed), new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('the workers that held the input still run')), 60_000);
  })]);
  clearTimeout(timer);
}

/** Until every worker the page has now is up (the loader marks it once the wasm runs). */
async function workersUp(app, count) {
  await app.eventually(async () => {
    const workers = app.page.workers();
    assert.equal(workers.length, count);
    for (const worker of workers) assert.equal(await worker.evaluate(() => self.sudokuReady === true), true);
  });
}

test('a large input cleared: every worker is replaced, and the next runs are right', async () => {
  const app = await App.open(session);
  await solveLarge(app, large(0, 4_000));
  const old = app.page.workers();
  assert.ok(old.length >= 1);
  const closed = old.map((worker) => new Promise((resolve) => worker.once('close', resolve)));
  await app.button('Clear').click();
  // Each worker that held the input is ended (its memory goes with it)...
  await allClosed(closed);
  // ... and as many fresh ones take their places.
  await workersUp(app, old.length);
  // They solve a board alone, and a large run shared among them.
  await app.paste(sampleInput('boj2580'));
  await app.solve();
  await app.eventually(async () => assert.equal(await app.answer().inputValue(), sampleOutput('boj2580')));
  await solveLarge(app, large(4_000, 4_000));
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a large input replaced by a new puzzle: the workers are replaced once it is answered', async () => {
  const app = await App.open(session);
  await app.pasteLarge(large(0, 4_000));
  await app.whenRead();
  const old = app.page.workers();
  const closed = old.map((worker) => new Promise((resolve) => worker.once('close', resolve)));
  // Made by the first worker, whose answer replaces the large input: the workers that held it
  // are replaced after that answer is heard (never while it is being heard).
  await app.page.locator('.new-puzzle select').selectOption('exercise');
  await app.page.locator('.make-puzzle').click();
  await app.page.locator('.made-news[data-made=made]').waitFor({ timeout: 30_000 });
  await allClosed(closed);
  await workersUp(app, old.length);
  const puzzle = (await app.input().inputValue()).trim();
  assert.equal(puzzle.length, 81, puzzle);
  await app.solve();
  await app.eventually(async () => assert.equal(whyInvalid(puzzle, (await app.answer().inputValue()).trim()), null));
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a small input cleared keeps its workers', async () => {
  const app = await App.open(session);
  await app.solve();
  await workersUp(app, app.page.workers().length);
  let closed = 0;
  for (const worker of app.page.workers()) worker.once('close', () => { closed += 1; });
  await app.button('Clear').click();
  await app.paste(sampleInput('boj2239'));
  await app.solve();
  await app.eventually(async () => assert.equal(await app.answer().inputValue(), sampleOutput('boj2239')));
  // A worker replaced at Clear would have closed before the answer, which it gave.
  assert.equal(closed, 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});
