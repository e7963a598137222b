// A new release deployed while the page is open: the open page keeps working with its own
// files, and offers to reload into the new one, which then runs with its own cache alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSession, App } from './app.mjs';
import { serve } from './server.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

for (const [locale, ready, reload, input, solve, answer] of [
  ['en-US', 'A new version of this page is ready.', 'Reload', 'Puzzle input', 'Solve', 'Answer'],
  ['ko-KR', '이 페이지의 새 버전이 준비되었습니다.', '새로고침', '퍼즐 입력', '풀기', '정답'],
]) {
  test(`a release deployed while the page is open (${locale}): the page works on, then reloads into it`, async () => {
    // The host: a copy of the build, served on a port of its own.
    const root = mkdtempSync(join(tmpdir(), 'sudoku-release-'));
    cpSync(DIST, root, { recursive: true });
    const host = await serve(root);
    const app = await App.open(session, { locale, url: host.url });
    try {
      // The first release's service worker controls the page.
      const first = await app.page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
        }
        return caches.keys();
      });
      assert.equal(first.length, 1);
      // The second release: another cache version (as a build with any change has).
      const sw = readFileSync(join(root, 'sw.js'), 'utf8');
      const second = sw.replace(/const VERSION = "([0-9a-f]+)";/, 'const VERSION = "2$1";');
      assert.notEqual(second, sw);
      writeFileSync(join(root, 'sw.js'), second);
      await app.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await app.page.getByText(ready).waitFor();
      // Meanwhile the open page works with its own files.
      await app.page.getByRole('textbox', { name: input, exact: true }).fill(sampleInput('boj2580'));
      await app.page.getByRole('button', { name: solve, exact: true }).click();
      await app.eventually(async () => assert.equal(await app.page.getByRole('textbox', { name: answer, exact: true }).inputValue(), sampleOutput('boj2580')));
      // The old release's cache is kept while the page is open (the new one's is beside it).
      assert.ok((await app.page.evaluate(() => caches.keys())).includes(first[0]));
      // Reload: the new release takes over, and its cache is the only one.
      await Promise.all([app.page.waitForEvent('load'), app.page.getByRole('button', { name: reload, exact: true }).click()]);
      await app.board().waitFor();
      const after = await app.page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return { keys: await caches.keys(), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      assert.equal(after.controlled, true);
      await app.eventually(async () => assert.deepEqual(await app.page.evaluate(() => caches.keys()), [`sudoku-2${first[0].slice('sudoku-'.length)}`]));
      assert.equal(await app.page.getByText(ready).count(), 0);
      assert.deepEqual(app.errors, []);
    } finally {
      await app.close();
      await host.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
}
