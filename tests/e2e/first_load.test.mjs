// The page draws in stages (src/ui/hooks/stages.rs): the board, the input and Solve first, then
// the player, the code, the overview and the race. Every panel drawn late is drawn, and the
// study view, which is the player and the code, has them at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('the panels drawn after the first paint are all drawn', async () => {
  const app = await App.open(session);
  // The first stage: the board, Solve and the input.
  assert.equal(await app.button('Solve').count(), 1);
  assert.equal(await app.input().count(), 1);
  for (const name of ['Watch the search', 'Code', 'Compare strategies']) {
    await app.page.getByRole('region', { name }).waitFor();
  }
  await app.page.getByRole('figure', { name: 'Search overview' }).waitFor();
  // And they work: a step is taken and its line marked.
  await app.button('Step forward').click();
  await app.waitForStep(1);
  await app.page.getByRole('region', { name: 'Code' }).locator('[aria-current=step]').waitFor();
  assert.deepEqual(app.errors, []);
  await app.close();
});
