// The page draws in stages (src/ui/hooks/stages.rs): the header, the board, Solve and the input,
// the player, the code, then the overview and the race. Every panel drawn late is
// drawn, and the study view, which is the player and the code, has them at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, openHeld, PHONE } from './app.mjs';
import { ADVERSARY } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('the panels drawn after the first paint are all drawn', async () => {
  const app = await App.open(session);
  // The first two stages: the board, then Solve and the input (App.open waits for them).
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

// On a phone the player, the Code panel, the overview and the race are far below the first
// screen: they are drawn once the reader goes down the page (or presses a key), and what they
// show is the state's, there when they come: a link's step, here step 50,000,000.
test('on a phone the panels below the first screen come when the reader scrolls, with a link\'s step', async () => {
  const hash = `#v=1&format=auto&board=1&strategy=classic&speed=max&step=50000000&p=${ADVERSARY}`;
  const app = await App.open(session, { ...PHONE, hash, held: true });
  // The first screen is there (App.open waits for it); the rest waits for the reader.
  await app.page.locator('main[data-held]').waitFor({ state: 'attached' });
  assert.equal(await app.button('Solve').count(), 1);
  for (const name of ['Watch the search', 'Code', 'Compare strategies']) {
    assert.equal(await app.page.getByRole('region', { name }).count(), 0, name);
  }
  // A swipe up the page, as a reader's thumb does (the browser scrolls: its own event).
  await app.page.evaluate(() => window.scrollBy(0, 200));
  for (const name of ['Watch the search', 'Code', 'Compare strategies']) {
    await app.page.getByRole('region', { name }).waitFor();
  }
  assert.equal(await app.page.locator('main[data-held]').count(), 0);
  await app.whenStepShown('50,000,000');
  assert.notEqual(await app.boardLine(), ADVERSARY);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('on a phone a key pressed brings the panels below the first screen too', async () => {
  const app = await App.open(session, { ...PHONE, held: true });
  await app.page.locator('main[data-held]').waitFor({ state: 'attached' });
  await app.page.keyboard.press('Tab');
  await app.page.getByRole('region', { name: 'Watch the search' }).waitFor();
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a window made wide enough for two columns brings the panels held below a phone\'s first screen', async () => {
  const app = await App.open(session, { viewport: { width: 600, height: 800 }, held: true });
  await app.page.locator('main[data-held]').waitFor({ state: 'attached' });
  await app.page.setViewportSize({ width: 1280, height: 900 });
  await app.page.getByRole('region', { name: 'Watch the search' }).waitFor();
  assert.deepEqual(app.errors, []);
  await app.close();
});

// The app's files are fetched once index.html's header has been painted, not preloaded beside
// the page's styles: to Lighthouse's simulation of a phone, a file that came before the first
// paint held it up, and the 300 KB wasm put the largest paint at 3.6 s instead of 1.4 s in about
// half the runs (scripts/no-inline-script.mjs). Both fetched side by side, not one after the
// other.
for (const [locale, viewport] of [['en-US', { width: 1280, height: 900 }], ['ko-KR', { width: 375, height: 812 }]]) {
  test(`the app's script and wasm are fetched after the first paint (${locale}, ${viewport.width}x${viewport.height})`, async () => {
    const context = await session.browser.newContext({ locale, viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(session.server.url);
    await App.drawn(page);
    const { paint, files } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      files: performance.getEntriesByType('resource')
        .filter((e) => /\/sudoku-wasm-[0-9a-f]+(_bg\.wasm|\.js)$/.test(e.name))
        .map((e) => ({ name: e.name.split('/').pop(), start: e.startTime, end: e.responseEnd })),
    }));
    assert.ok(paint > 0, 'a first contentful paint');
    assert.equal(files.length, 2, JSON.stringify(files));
    for (const file of files) assert.ok(file.start > paint, `${file.name} fetched at ${file.start} ms, the first paint at ${paint} ms`);
    // Side by side: the wasm asked for before the script came.
    const [script, wasm] = [files.find((f) => f.name.endsWith('.js')), files.find((f) => f.name.endsWith('.wasm'))];
    assert.ok(wasm.start < script.end, JSON.stringify(files));
    assert.equal(await page.locator('link[rel=preload], link[rel=modulepreload]').count(), 0);
    await context.close();
  });
}

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
// With scroll bars that take room (a desktop's), too: the page grows past the window while it
// draws itself, and its scroll bar coming moved everything 7.5 px sideways (Lighthouse's desktop
// run measured it; Playwright hides scroll bars unless told not to).
for (const [viewport, hasTouch, scrollBars] of [[{ width: 1280, height: 900 }, false, false], [{ width: 375, height: 812 }, true, false], [{ width: 1280, height: 900 }, false, true]]) {
  test(`nothing moves while the page draws itself (${viewport.width}x${viewport.height}${scrollBars ? ', scroll bars shown' : ''})`, async () => {
    const own = scrollBars ? await startSession({ scrollBars }) : null;
    // (Closed whatever happens: a browser left open keeps the test run from ending.)
    after(() => own?.close());
    const context = await (own ?? session).browser.newContext({ viewport, hasTouch, isMobile: hasTouch, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.hadRecentInput) window.shifts.push(`${e.value.toFixed(4)}: ${e.sources.map((s) => s.node?.className).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto((own ?? session).server.url);
    // (On a phone the stages below the first screen wait for the reader: as one would.)
    await App.drawn(page);
    await App.goOn(page);
    // The last stage drawn: the race.
    await page.getByRole('region', { name: 'Compare strategies' }).waitFor();
    // Shifts are reported after the frame that made them is shown: two frames later.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await page.evaluate(() => window.shifts), []);
    await context.close();
  });
}
