// The page draws in stages (src/ui/hooks/stages.rs): the board, the input and Solve first, then
// the player, the code, the overview and the race. Every panel drawn late is drawn, and the
// study view, which is the player and the code, has them at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, openHeld } from './app.mjs';

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

// Before the app's wasm runs, index.html's shell shows the page's title and introduction in the
// reader's language (assets/boot.js), from before the document has finished loading; the app
// draws its own header in their place. Held there (the wasm's download and the last deferred
// script wait for the test), then let go: the words are the same and nothing moves.
for (const [locale, viewport] of [['en-US', { width: 1280, height: 900 }], ['ko-KR', { width: 375, height: 812 }], ['zh-CN', { width: 1024, height: 768 }]]) {
  test(`the first paint is the header, and the app takes it over without a shift (${locale}, ${viewport.width}x${viewport.height})`, async () => {
    const { context, page, errors, release } = await openHeld(session, /(\.wasm|\/register-sw\.js)$/, { locale, viewport });
    await page.locator('#shell button').waitFor({ state: 'attached' });
    // Still loading (a deferred script held): the words must be the reader's already.
    assert.equal(await page.evaluate(() => window.documentLoaded), false);
    const boxes = (selector) => page.locator(selector).evaluateAll((nodes) => nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { text: n.textContent.trim(), x: r.x, y: r.y, width: r.width, height: r.height };
    }));
    const shell = await boxes('#shell h1, #shell .intro');
    assert.equal(shell.length, 2);
    assert.ok(shell.every((b) => b.text.length > 0 && b.height > 0), JSON.stringify(shell));
    release();
    await page.locator('[role=grid]').waitFor();
    assert.equal(await page.locator('#shell').count(), 0);
    const app = await boxes('.site-header h1, .site-header > p');
    assert.deepEqual(app, shell);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Drawn in stages, the page must not move under the reader: each panel drawn late has its place
// kept (the Code panel at about its height), and nothing shifts while the page comes in.
for (const [viewport, hasTouch] of [[{ width: 1280, height: 900 }, false], [{ width: 375, height: 812 }, true]]) {
  test(`nothing moves while the page draws itself (${viewport.width}x${viewport.height})`, async () => {
    const context = await session.browser.newContext({ viewport, hasTouch, isMobile: hasTouch, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.hadRecentInput) window.shifts.push(`${e.value.toFixed(4)}: ${e.sources.map((s) => s.node?.className).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(session.server.url);
    // The last stage drawn: the race.
    await page.getByRole('region', { name: 'Compare strategies' }).waitFor();
    // Shifts are reported after the frame that made them is shown: two frames later.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await page.evaluate(() => window.shifts), []);
    await context.close();
  });
}
