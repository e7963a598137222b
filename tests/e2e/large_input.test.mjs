// Bad input at scale: a 10 MB paste, a binary file, 100,000 lines of junk. Each gets a clear
// message (the first errors with line and column, and a count of the rest) while the page
// stays responsive: the worker reads large pastes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSession, App, SHARED, watchFreezes } from './app.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

/** Pastes the staged text, waits for the errors, and checks them and that no task of the
 *  page never froze from the paste to the message. */
async function pasteAndExpectErrors(app, firstError) {
  const size = await app.page.evaluate(() => window.__staged.length);
  const freezes = await watchFreezes(app.page);
  const start = Date.now();
  await app.pasteStaged();
  const errors = app.page.locator('#input-errors');
  await errors.getByRole('listitem').first().waitFor({ timeout: 30_000 });
  console.log(`${(size / 1e6).toFixed(1)} MB: errors shown ${Date.now() - start} ms after the paste`);
  const items = await errors.getByRole('listitem').allTextContents();
  assert.equal(items.length, 50, 'the first 50 errors in full');
  assert.match(items[0], firstError);
  items.forEach((item) => assert.match(item, /line \d+, column \d+: /));
  const rest = await errors.getByText(/^… and [\d,]+ more$/).textContent();
  assert.deepEqual(await freezes(), [], 'the page froze');
  return Number(rest.match(/[\d,]+/)[0].replace(/,/g, ''));
}

test('100,000 lines of junk (10 MB): the first errors, a count of the rest, no frozen page', async () => {
  const app = await App.open(session);
  const before = await app.boardLine();
  const line = 'these are not the digits you are looking for; '.repeat(2).padEnd(100, '#');
  const text = `${line}\n`.repeat(100_000);
  assert.ok(text.length > 10e6);
  await app.stage(text);
  const rest = await pasteAndExpectErrors(app, /^board 1, line 1, column 1: unexpected `t`/);
  assert.ok(rest >= 100_000 - 50, `${rest} more`);
  assert.equal(await app.boardLine(), before, 'the board keeps its puzzle');
  assert.ok(await app.button('Solve').isEnabled());
  // The user can keep typing: Clear, then a small puzzle reads at once.
  await app.button('Clear').click();
  await app.paste(readFileSync(`${SHARED}judge_samples/boj2580_sample1.in`, 'utf8'));
  await app.solve();
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a 10 MB binary file pasted: a clear message, no frozen page', async () => {
  const app = await App.open(session);
  // Bytes as a browser pastes a binary file: every code from 0 to 255, newlines included.
  // Made in the page: sending 10 MB of escapes from the test would take seconds.
  await app.page.evaluate(() => {
    let seed = 42;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed >>> 16; };
    const parts = [];
    for (let i = 0; i < 100; i++) {
      const codes = new Array(100_000);
      for (let j = 0; j < codes.length; j++) codes[j] = random() % 256;
      parts.push(String.fromCharCode(...codes));
    }
    window.__staged = parts.join('');
  });
  const rest = await pasteAndExpectErrors(app, /line 1, column \d+: unexpected/);
  assert.ok(rest > 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('100,000 valid puzzles (8 MB) are read without freezing the page', async () => {
  const app = await App.open(session);
  const seventeen = readFileSync(`${SHARED}tdoku_puzzles2_17_clue.txt`, 'utf8').trim().split('\n');
  const hard = readFileSync(`${SHARED}tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt`, 'utf8')
    .trim().split('\n').filter((l) => l.length === 81);
  const puzzles = seventeen.concat(hard, seventeen).slice(0, 100_000);
  assert.equal(puzzles.length, 100_000);
  await app.stage(`${puzzles.join('\n')}\n`);
  const freezes = await watchFreezes(app.page);
  const start = Date.now();
  await app.pasteStaged();
  const picker = app.page.getByRole('spinbutton', { name: 'Board' });
  await picker.waitFor({ timeout: 30_000 });
  console.log(`100,000 puzzles read ${Date.now() - start} ms after the paste`);
  assert.equal(await app.boardLine(), puzzles[0]);
  // The last board is there too.
  await picker.fill('100000');
  await picker.press('Tab');
  await app.waitForBoard(puzzles[99_999]);
  assert.equal(await picker.inputValue(), '100000');
  assert.deepEqual(await freezes(), [], 'the page froze');
  await app.close();
});
