// After one visit the app works with no network: load, go offline, reload, paste, Solve, play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, openHeld } from './app.mjs';
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

// A first visit whose app does not download (offline once the page itself came, or a file that
// fails): index.html's shell says so in the reader's language with a Reload button, instead of a
// blank page, and Reload brings the app once its files come.
// (The app's script and wasm are fetched by the start-up script, with no element to fire
// `error` on: it tells the shell itself.)
const lost = (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
for (const [locale, why, fails, said, reload, refuse = (route) => route.abort('internetdisconnected')] of [
  ['en-US', 'the wasm, while offline', /\.wasm$/, /you are offline, and it has not been saved on this device yet/, 'Reload'],
  ['ko-KR', "the app's start-up script", /\/start-[0-9a-f]+\.js$/, /풀이기를 불러오지 못했습니다/, '새로 고침'],
  ['zh-CN', "the app's script", /\/sudoku-wasm-[0-9a-f]+\.js$/, /无法加载求解器/, '重新加载'],
  ['en-US', 'the wasm, lost by the host (404)', /\.wasm$/, /a file did not download/, 'Reload', lost],
  ['ko-KR', "the app's script, lost by the host (404)", /\/sudoku-wasm-[0-9a-f]+\.js$/, /풀이기를 불러오지 못했습니다/, '새로 고침', lost],
]) {
  test(`first visit, ${why} not downloaded (${locale}): the page says so, and Reload recovers`, async () => {
    const context = await session.browser.newContext({ locale, serviceWorkers: 'block' });
    // Offline as the browser says it (the page itself came from the server).
    if (why.includes('offline')) {
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    const refused = refuse;
    await page.route(fails, refused);
    await page.goto(session.server.url);
    const status = page.locator('#shell [role=status]');
    await page.getByText(said).waitFor();
    assert.equal(await page.locator('[role=grid]').count(), 0);
    // The failure is said on the page, and is no page error: the start-up script handles it
    // once (a second report of it, coming a moment later, once failed this spec).
    // Reload, with the files back: the app draws itself, and the shell is gone.
    await page.unroute(fails, refused);
    await page.getByRole('button', { name: reload, exact: true }).click();
    await page.locator('[role=grid]').waitFor();
    assert.equal(await status.count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The app can draw itself before the document has finished loading (its files from the cache, a
// deferred script of the page still coming): the shell's script must then stay silent. Here the
// last deferred script (register-sw.js) is held until the app has drawn itself, which is the
// order the CI machine once met by chance.
test('the app drawn before the page has finished loading: no error from the loading shell', async () => {
  const { context, page, errors, release } = await openHeld(session, /\/register-sw\.js$/);
  await page.locator('[role=grid]').waitFor();
  // The order this spec is about: drawn first, the document's parsing done after.
  assert.equal(await page.evaluate(() => window.documentLoaded), false);
  release();
  await page.waitForLoadState('load');
  assert.equal(await page.locator('#shell').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
