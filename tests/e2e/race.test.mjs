// Strategies side by side: a race on the board shown runs to its end, each lane placed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('a race on the BOJ 2580 sample: every lane solves it and is placed, then a summary', async () => {
  const app = await App.open(session);
  const race = app.page.getByRole('region', { name: 'Compare strategies' });
  await race.getByRole('button', { name: 'Race', exact: true }).click();
  const summary = race.locator('.race-summary');
  await app.page.waitForFunction(() => document.querySelector('.race-summary')?.textContent.trim() !== '', null, { timeout: 60_000 });
  const lanes = race.locator('.race-lanes > *');
  const count = await lanes.count();
  assert.ok(count >= 2, `${count} lanes`);
  // Each lane placed (ties share a place: on this sample every strategy needs 15 steps).
  for (let i = 0; i < count; i++) {
    assert.match(await lanes.nth(i).textContent(), /(1st|2nd|3rd): solved at step 15\b/);
  }
  assert.notEqual((await summary.textContent()).trim(), '');
  assert.deepEqual(app.errors, []);
  await app.close();
});
