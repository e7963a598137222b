// When the browser's storage fails, the page works on and says what it will not keep: it never
// loses the input silently.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

/** Storage that is full: every write throws, as a browser's quota does. */
function fullStorage() {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

/** Storage that is disabled: reading `localStorage` itself throws, as with cookies blocked. */
function disabledStorage() {
  Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
  });
}

for (const [locale, refused, input, solve, answer] of [
  ['en-US', /could not store your input and preferences in this browser \(its storage is off or full\)/, 'Puzzle input', 'Solve', 'Answer'],
  ['ko-KR', /이 브라우저에 입력과 설정을 저장하지 못했습니다/, '퍼즐 입력', '풀기', '정답'],
]) {
  for (const [how, initScript] of [['full', fullStorage], ['disabled', disabledStorage]]) {
    test(`storage ${how} (${locale}): the page says the input will not be kept, and solves`, async () => {
      const app = await App.open(session, { locale, initScript });
      await app.page.getByRole('textbox', { name: input, exact: true }).fill(sampleInput('boj2580'));
      await app.page.getByText(refused).waitFor();
      await app.page.getByRole('button', { name: solve, exact: true }).click();
      await app.eventually(async () => assert.equal(await app.page.getByRole('textbox', { name: answer, exact: true }).inputValue(), sampleOutput('boj2580')));
      // Said once: one note, not one per edit.
      await app.page.getByRole('textbox', { name: input, exact: true }).fill(sampleInput('boj2239'));
      await app.eventually(async () => assert.equal(await app.page.getByText(refused).count(), 1));
      assert.deepEqual(app.errors, []);
      await app.close();
    });
  }
}

test('an input too large to keep says so; a small one again says nothing', async () => {
  const app = await App.open(session);
  const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n';
  await app.pasteLarge(line.repeat(4000));
  await app.page.getByText(/This input is too large to be kept after a reload/).waitFor();
  // (A large input is read-only in its box: Clear, then paste.)
  await app.button('Clear').click();
  await app.paste(sampleInput('boj2580'));
  await app.eventually(async () => assert.equal(await app.page.locator('.storage-note').count(), 0));
  // And what is kept comes back after a reload.
  await app.page.reload();
  await app.board().waitFor();
  await app.eventually(async () => assert.equal(await app.input().inputValue(), sampleInput('boj2580')));
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('storage that fills up after a while: a reload does not bring back an older input', async () => {
  const app = await App.open(session);
  await app.paste(sampleInput('boj2239'));
  // Kept: a reload shows it.
  await app.page.reload();
  await app.board().waitFor();
  await app.eventually(async () => assert.equal(await app.input().inputValue(), sampleInput('boj2239')));
  // Now storage is full: the next input is not kept, and neither is the older one.
  await app.page.evaluate(fullStorage);
  await app.paste(sampleInput('poj2676'));
  await app.page.getByText(/could not store your input/).waitFor();
  await app.page.reload();
  await app.board().waitFor();
  const after = await app.input().inputValue();
  assert.notEqual(after, sampleInput('boj2239'));
  assert.deepEqual(app.errors, []);
  await app.close();
});
