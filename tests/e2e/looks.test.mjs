// The page on a phone and in dark mode, and how fast it first paints.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startSession, App } from './app.mjs';

let session;
before(async () => {
  session = await startSession();
  mkdirSync(new URL('artifacts/', import.meta.url), { recursive: true });
});
after(async () => { await session.close(); });

test('375 px wide: the board fits, no horizontal scroll', async () => {
  const app = await App.open(session, { viewport: { width: 375, height: 812 } });
  const width = await app.page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `page is ${width}px wide`);
  const box = await app.board().boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box));
  await app.screenshot('phone');
  await app.close();
});

test('dark mode follows prefers-color-scheme', async () => {
  const light = await App.open(session, { colorScheme: 'light' });
  const dark = await App.open(session, { colorScheme: 'dark' });
  const bg = (app) => app.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.notEqual(await bg(light), await bg(dark));
  await dark.solve();
  await dark.screenshot('dark');
  await light.close();
  await dark.close();
});

test('first contentful paint (reported, not asserted: the machine is shared)', async () => {
  const app = await App.open(session);
  const fcp = await app.page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve(null), 10_000);
  }));
  assert.notEqual(fcp, null);
  console.log(`first contentful paint: ${fcp.toFixed(0)} ms`);
  await app.close();
});
