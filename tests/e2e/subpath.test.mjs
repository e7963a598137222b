// A static host puts the site under a sub-path: the page, its worker and its assets still load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { whyInvalid } from './check.mjs';

let session;
before(async () => { session = await startSession({ prefix: '/sudoku/app/' }); });
after(async () => { await session.close(); });

test('served under /sudoku/app/: paste, Solve (in the worker), answer', async () => {
  assert.match(session.server.url, /\/sudoku\/app\/$/);
  const app = await App.open(session);
  const failed = [];
  app.page.on('requestfailed', (r) => failed.push(r.url()));
  app.page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  await app.paste(`${puzzle}\n`);
  await app.solve();
  assert.match(await app.status().textContent(), /^Unique solution/);
  assert.equal(whyInvalid(puzzle, (await app.answer().inputValue()).trim()), null);
  assert.deepEqual(failed, [], 'every file found under the sub-path');
  assert.deepEqual(app.errors.map(String), []);
  await app.close();
});
