// Bad input at scale: a 10 MB paste, a binary file, 100,000 lines of junk. Each gets a clear
// message (the first errors with line and column, and a count of the rest) while the page
// stays responsive: the worker reads large pastes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, watchFreezes } from './app.mjs';
import { puzzles, sampleInput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

/** Pastes the staged text, waits for the errors, and checks that `count` of them are listed
 *  in full (each with its line and column), the first matching `firstError`, and that the page
 *  never froze from the paste to the message. Returns how many more the page counts. */
async function pasteAndExpectErrors(app, firstError, count = 50) {
  const size = await app.page.evaluate(() => window.__staged.length);
  const freezes = await watchFreezes(app.page);
  const start = Date.now();
  await app.pasteStaged();
  const errors = app.page.locator('#input-errors');
  await errors.getByRole('listitem').first().waitFor({ timeout: 30_000 });
  console.log(`${(size / 1e6).toFixed(1)} MB: errors shown ${Date.now() - start} ms after the paste`);
  const items = await errors.getByRole('listitem').allTextContents();
  assert.equal(items.length, count, `the first ${count} errors in full`);
  assert.match(items[0], firstError);
  items.forEach((item) => assert.match(item, /line \d+, column \d+: /));
  const more = errors.getByText(/^… and [\d,]+ more$/);
  const rest = (await more.count()) === 0 ? '0' : await more.textContent();
  assert.deepEqual(await freezes(), [], 'the page froze');
  return Number(rest.match(/[\d,]+/)[0].replace(/,/g, ''));
}

test('100,000 puzzle lines with a typo each (8 MB): the first errors, a count of the rest, no frozen page', async () => {
  const app = await App.open(session);
  const before = await app.boardLine();
  const line = `${'1.3.5.7.9'.repeat(4)}x${'.'.repeat(44)}`;
  assert.equal(line.length, 81);
  const text = `${line}\n`.repeat(100_000);
  assert.ok(text.length > 8e6);
  await app.stage(text);
  const rest = await pasteAndExpectErrors(app, /^board 1, line 1, column 37: unexpected `x`/);
  assert.equal(rest, 100_000 - 50);
  assert.equal(await app.boardLine(), before, 'the board keeps its puzzle while the text is mended');
  assert.ok(await app.button('Solve').isEnabled());
  // The user can keep typing: Clear, then a small puzzle reads at once.
  await app.button('Clear').click();
  await app.paste(sampleInput('boj2580'));
  await app.solve();
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('10 MB of junk no format fits: one message saying what was expected, no stale board', async () => {
  const app = await App.open(session);
  const line = 'these are not the digits you are looking for; '.repeat(2).padEnd(100, '#');
  const text = `${line}\n`.repeat(100_000);
  assert.ok(text.length > 10e6);
  await app.stage(text);
  const rest = await pasteAndExpectErrors(app, /^line 1, column 1: no judge's format fits `these are not/, 1);
  assert.equal(rest, 0);
  assert.equal(await app.boardLine(), '.'.repeat(81), 'no board of the earlier input');
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
  await pasteAndExpectErrors(app, /^line 1, column 1: no judge's format fits /, 1);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('100,000 valid puzzles (8 MB) are read without freezing the page', async () => {
  const app = await App.open(session);
  const seventeen = puzzles('tdoku_puzzles2_17_clue.txt').trim().split('\n');
  const hard = puzzles('tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt')
    .trim().split('\n').filter((l) => l.length === 81);
  const lines = seventeen.concat(hard, seventeen).slice(0, 100_000);
  assert.equal(lines.length, 100_000);
  const text = `${lines.join('\n')}\n`;
  await app.stage(text);
  const memoryBefore = await app.pageWasmBytes();
  const freezes = await watchFreezes(app.page);
  const start = Date.now();
  await app.pasteStaged();
  const picker = app.page.getByRole('spinbutton', { name: 'Board' });
  await picker.waitFor({ timeout: 30_000 });
  console.log(`100,000 puzzles read ${Date.now() - start} ms after the paste`);
  assert.equal(await app.boardLine(), lines[0]);
  // Any board is there: the last, and those on either side of where the worker's second
  // message of boards starts (a megabyte of 81-byte boards: 12,945 in the first).
  for (const n of [100_000, 12_945, 12_946, 50_001]) {
    await picker.fill(String(n));
    await picker.press('Tab');
    await app.waitForBoard(lines[n - 1]);
    assert.equal(await picker.inputValue(), String(n));
  }
  assert.deepEqual(await freezes(), [], 'the page froze');
  // The page never held the text, nor its boards (8.1 MB packed): its wasm memory, which keeps
  // its largest size for good, grew by less than either. It grew by 21 MB when it held both.
  const grown = (await app.pageWasmBytes()) - memoryBefore;
  console.log(`the page's wasm memory grew by ${(grown / 1e6).toFixed(1)} MB`);
  assert.ok(grown < text.length * 0.9, `the page's wasm memory grew by ${grown} bytes`);
  await app.close();
});
