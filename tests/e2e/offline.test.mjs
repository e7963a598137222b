// After one visit the app works with no network: load, go offline, reload, paste, Solve, play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('offline after one visit: reload, paste a sample, Solve, play', async () => {
  const app = await App.open(session);
  // The service worker has cached the shell and controls the page.
  await app.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  await app.page.context().setOffline(true);
  await app.page.reload();
  await app.board().waitFor();
  const sample = sampleInput('boj2580');
  await app.paste(sample);
  await app.solve();
  assert.match(await app.status().textContent(), /^Unique solution/);
  assert.equal(await app.answer().inputValue(), sampleOutput('boj2580'));
  await app.button('Step forward').click();
  // Drawn after the click: waited for (a wrong step fails by timeout).
  await app.waitForStep(1);
  assert.match(await app.page.locator('[data-counter=step]').textContent(), /^1 \//);
  // The icon and the manifest are there too.
  const manifest = await app.page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  assert.equal(manifest.short_name, 'Sudoku');
  assert.deepEqual(app.errors.map(String), []);
  await app.close();
});
