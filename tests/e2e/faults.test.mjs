// When the browser refuses a service (storage that fails, a clipboard that refuses), the page
// works on and says what it could not do: it never loses the input or the answer silently.
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
  // Kept (once the page has stored it): a reload shows it.
  await app.kept(sampleInput('boj2239'));
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

test('an input typed is kept at once: a reload right after it brings it back, on a slow machine too', async () => {
  const app = await App.open(session);
  // Eight times slower (Chromium's CPU throttling): the page draws the change a task or more
  // after the edit, and a reload then comes before anything done after the drawing (the
  // input stored, the address's link rewritten: a reload opened that link's older input).
  const cdp = await app.page.context().newCDPSession(app.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (const name of ['boj2239', 'poj2676']) {
    // The edit's own event, delivered before this returns (Playwright's fill can return while
    // the browser still delivers its events): then a reload at once.
    await app.input().evaluate((area, text) => {
      area.value = text;
      area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    }, sampleInput(name));
    await app.page.reload();
    await app.board().waitFor({ timeout: 60_000 });
    await app.eventually(async () => assert.equal(await app.input().inputValue(), sampleInput(name)), { timeout: 60_000 });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.deepEqual(app.errors, []);
  await app.close();
});

/** A clipboard that refuses every write, and a copy command that does nothing, as a browser
 *  without the permission does. */
function refusedClipboard() {
  Object.defineProperty(Clipboard.prototype, 'writeText', {
    value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
  });
  Document.prototype.execCommand = () => false;
}

// The page's words for it, in English and Korean.
const CLIPBOARD_WORDS = {
  'en-US': {
    solve: 'Solve', copy: 'Copy', copyLink: 'Copy link', link: 'The link, to copy by hand',
    copyFailed: 'Copy failed: select the text and copy it by hand',
    linkFailed: 'Copy failed: the link is selected below; copy it by hand',
  },
  'ko-KR': {
    solve: '풀기', copy: '복사', copyLink: '링크 복사', link: '직접 복사할 링크',
    copyFailed: '복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요',
    linkFailed: '복사하지 못했습니다. 아래에 선택된 링크를 직접 복사하세요',
  },
};

for (const [locale, w] of Object.entries(CLIPBOARD_WORDS)) {
  test(`a clipboard that refuses (${locale}): Copy and Copy link say so and leave the text selected to copy by hand`, async () => {
    const app = await App.open(session, { initScript: refusedClipboard, locale });
    const exact = (name) => app.page.getByRole('button', { name, exact: true });
    // By id, not by the English names the page object uses.
    const answerArea = app.page.locator('#answer');
    await exact(w.solve).click();
    // The sample's answer: nine lines of nine digits.
    await app.eventually(async () => assert.match(await answerArea.inputValue(), /^(\d( \d){8}\n?){9}$/));
    const answer = await answerArea.inputValue();
    await exact(w.copy).click();
    await app.page.getByText(w.copyFailed, { exact: true }).waitFor();
    // The answer's whole text is selected.
    const selected = await answerArea.evaluate((area) => area.value.slice(area.selectionStart, area.selectionEnd));
    assert.equal(selected, answer);
    await exact(w.copyLink).click();
    await app.page.getByText(w.linkFailed, { exact: true }).waitFor();
    // The link itself, focused and selected: the address (a page on a phone's home screen
    // has no address bar to copy).
    const field = app.page.getByRole('textbox', { name: w.link });
    assert.equal(await field.inputValue(), await app.page.evaluate(() => location.href));
    assert.match(await field.inputValue(), /#v=1&/);
    const state = await field.evaluate((input) => ({
      focused: document.activeElement === input,
      selected: input.value.slice(input.selectionStart, input.selectionEnd) === input.value,
    }));
    assert.deepEqual(state, { focused: true, selected: true });
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}
