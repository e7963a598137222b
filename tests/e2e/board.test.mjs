// A student types a puzzle on the board with the keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { whyInvalid } from './check.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('type digits, move with arrows, clear, see conflicts', async () => {
  const app = await App.open(session);
  // Each key is drawn after it is pressed (on a busy machine, after the next look): the
  // checks wait for what the key should have made.
  await app.button('Clear').click();
  await app.waitForBoard('.'.repeat(81));
  await app.cell(1, 1).click();
  await app.page.keyboard.press('7');
  await app.eventually(async () => assert.equal(await app.cell(1, 1).getAttribute('aria-label'), 'row 1, column 1, 7, given'));
  await app.page.keyboard.press('ArrowRight');
  await app.page.keyboard.press('ArrowRight');
  await app.page.keyboard.press('7');
  await app.eventually(async () => {
    assert.equal(await app.cell(1, 3).getAttribute('aria-label'), 'row 1, column 3, 7, given, conflicts with another given');
    // Same digit twice in row 1 and box 1: both cells are marked.
    assert.equal(await app.cell(1, 1).getAttribute('aria-invalid'), 'true');
    assert.equal(await app.cell(1, 3).getAttribute('aria-invalid'), 'true');
  });
  await app.page.keyboard.press('Backspace');
  await app.eventually(async () => {
    assert.equal(await app.cell(1, 3).getAttribute('aria-label'), 'row 1, column 3, empty');
    assert.equal(await app.cell(1, 1).getAttribute('aria-invalid'), null);
  });
  await app.page.keyboard.press('ArrowDown');
  await app.page.keyboard.press('5');
  await app.eventually(async () => {
    assert.equal(await app.cell(2, 3).getAttribute('aria-label'), 'row 2, column 3, 5, given');
    // The input follows the board.
    assert.match(await app.input().inputValue(), /^7 0 0 0 0 0 0 0 0\n0 0 5 /);
  });
  await app.close();
});

test('a typed puzzle solves, givens stay apart from solved digits, and survives a reload', async () => {
  const app = await App.open(session);
  await app.button('Clear').click();
  await app.cell(1, 1).click();
  for (const key of '123456789') {
    await app.page.keyboard.press(key);
    await app.page.keyboard.press('ArrowRight');
  }
  await app.solve();
  assert.match(await app.status().textContent(), /^Several solutions/);
  const line = await app.boardLine();
  assert.equal(whyInvalid('123456789' + '.'.repeat(72), line), null);
  assert.equal(await app.cell(1, 1).evaluate((e) => e.classList.contains('given')), true);
  assert.equal(await app.cell(2, 1).evaluate((e) => e.classList.contains('solved')), true);
  await app.page.reload();
  await app.board().waitFor();
  assert.equal((await app.boardLine()).slice(0, 10), '123456789.');
  await app.close();
});

test('keys typed faster than the page is drawn go to the selected cell, not the one focus has not left', async () => {
  const app = await App.open(session);
  await app.button('Clear').click();
  await app.cell(1, 1).click();
  // All three keys reach the cell that had focus: the page moves focus only when drawn again.
  await app.page.evaluate(() => {
    const focused = document.activeElement;
    for (const key of ['5', 'ArrowRight', '6']) {
      focused.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  });
  await app.waitForBoard('56' + '.'.repeat(79));
  assert.equal(await app.page.evaluate(() => document.activeElement.id), 'cell-1');
  await app.close();
});

test('a key and Solve in one task, before the page is drawn again: the run solves the board with that key', async () => {
  const app = await App.open(session);
  await app.button('Clear').click();
  await app.cell(1, 1).click();
  for (const key of '12345678') {
    await app.page.keyboard.press(key);
    await app.page.keyboard.press('ArrowRight');
  }
  // Yew draws in a later task when it is busy; a script makes that moment certain.
  await app.page.evaluate(() => {
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: '9', bubbles: true }));
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Solve').click();
  });
  await app.page.waitForFunction(() => /^Several solutions/.test(document.querySelector('.verdict .status')?.textContent))
    .catch(async (e) => {
      // What the page said instead, so that a failure can be told apart.
      const said = await app.page.evaluate(() => [...document.querySelectorAll('.verdict, .batch .status, .input-errors')].map((e) => e.textContent));
      throw new Error(`${e.message}; the page says ${JSON.stringify(said)}; the board is ${await app.boardLine()}`);
    });
  assert.equal(whyInvalid('123456789' + '.'.repeat(72), await app.boardLine()), null);
  assert.equal(await app.page.locator('.batch').count(), 0, 'no table for one board');
  await app.close();
});

test('bad input: located error, the board keeps its puzzle', async () => {
  const app = await App.open(session);
  const before = await app.boardLine();
  await app.paste('103000509\n0021x9400\n');
  await app.page.getByText('line 2, column 5: unexpected `x`').waitFor();
  assert.equal(await app.input().getAttribute('aria-invalid'), 'true');
  assert.equal(await app.boardLine(), before);
  await app.paste('2\n' + '103000509\n'.repeat(9));
  await app.page.getByText('the count line says 2 boards, but 1 follows').waitFor();
  await app.close();
});

test('examples menu loads each example', async () => {
  const app = await App.open(session);
  const menu = app.page.getByRole('combobox', { name: 'Examples' });
  await menu.selectOption({ label: 'No solution (no clash among the givens)' });
  await app.solve();
  assert.match(await app.status().textContent(), /^No solution \(the search took \d+ steps\)/);
  await menu.selectOption({ label: 'Several solutions' });
  await app.page.getByRole('spinbutton', { name: 'Count solutions up to' }).fill('5');
  await app.page.getByRole('spinbutton', { name: 'Count solutions up to' }).press('Tab');
  // The last verdict is gone before Solve (solve() waits for a verdict: drawn late, the last
  // one would do).
  await app.page.locator('.verdict .status[data-outcome=none]').waitFor();
  await app.solve();
  assert.match(await app.status().textContent(), /^Several solutions \(at least 5\)/);
  await app.page.getByText(/^Two solutions differ in \d+ cells: r\dc\d/).waitFor();
  const minis = app.page.getByRole('img', { name: /solution: / });
  assert.equal(await minis.count(), 2);
  const [a, b] = await minis.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label').split(': ')[1]));
  const puzzle = '.....6....59.....82....8....45........3........6..3.54...325..6..................';
  assert.notEqual(a, b);
  assert.equal(whyInvalid(puzzle, a), null);
  assert.equal(whyInvalid(puzzle, b), null);
  await menu.selectOption({ label: 'Brute-force adversary (159 million classic steps, 69 million calls)' });
  await app.page.locator('.verdict .status[data-outcome=none]').waitFor();
  await app.solve();
  assert.match(await app.status().textContent(), /^Unique solution/);
  assert.equal((await app.boardLine()).slice(0, 9), '987654321');
  await app.close();
});

test('the board is one tab stop; arrows move inside; number-pad digits; Ctrl+Z and Undo take edits back', async () => {
  const app = await App.open(session);
  const page = app.page;
  await app.button('Clear').click();
  assert.equal(await page.locator('[role=gridcell][tabindex="0"]').count(), 1);
  assert.equal(await page.locator('[role=gridcell][tabindex="-1"]').count(), 80);
  // Tab from the element before the board lands on it, and the next Tab leaves it.
  await page.locator('.language select').focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'cell-0');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  // Focus follows the selection when the page is drawn, after the keys.
  await app.eventually(async () => {
    assert.equal(await page.evaluate(() => document.activeElement.id), 'cell-10');
    assert.equal(await app.cell(2, 2).getAttribute('tabindex'), '0');
  });
  // A number-pad digit with Num Lock on (Playwright's own Numpad7 is Num Lock off: Home).
  await page.evaluate(() => document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {
    key: '7', code: 'Numpad7', location: KeyboardEvent.DOM_KEY_LOCATION_NUMPAD, bubbles: true,
  })));
  await app.eventually(async () => assert.equal(await app.cell(2, 2).getAttribute('aria-label'), 'row 2, column 2, 7, given'));
  await page.keyboard.press('Tab');
  assert.notEqual(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  // Undo: the digit, with Ctrl+Z; Clear, with the button.
  await page.keyboard.press('Control+z');
  await app.waitForBoard('.'.repeat(81));
  await app.button('Undo').click();
  await app.eventually(async () => {
    assert.notEqual(await app.boardLine(), '.'.repeat(81), 'the example is back, as before Clear');
    assert.equal(await app.button('Undo').isDisabled(), true);
  });
  // In the text area, Ctrl+Z is the browser's own: the board's last edit stays.
  await app.cell(1, 1).click();
  await page.keyboard.press('4');
  await app.eventually(async () => assert.equal((await app.boardLine())[0], '4'));
  const edited = await app.boardLine();
  await app.input().press('Control+z');
  assert.equal(await app.boardLine(), edited);
  assert.equal(edited[0], '4');
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('screen readers: one live region for the verdict, none nested; cells say their state', async () => {
  const app = await App.open(session);
  const page = app.page;
  const nested = () => page.evaluate(() => {
    const live = '[aria-live], [role=status], [role=alert], [role=log]';
    return [...document.querySelectorAll(live)].filter((e) => e.parentElement.closest(live)).map((e) => e.outerHTML.slice(0, 80));
  });
  assert.deepEqual(await nested(), []);
  assert.equal(await page.locator('.verdict[aria-live]').count(), 1);
  assert.match(await app.cell(1, 2).getAttribute('aria-label'), /^row 1, column 2, 3, given$/);
  await app.solve();
  assert.match(await app.cell(1, 1).getAttribute('aria-label'), /^row 1, column 1, \d, placed$/);
  await app.button('Step forward').click();
  await app.eventually(async () => assert.match(await app.cell(1, 1).getAttribute('aria-label'), /^row 1, column 1, \d, trying/));
  // While playing, the narration is announced at most about once a second. Counted over the
  // 3 s from the first announcement (announced at once, or a second after the step's): a
  // window from the click could pass before a busy machine's first frame. Throttled ones are a
  // second apart (at most 4 in 3 s); the one at the example's end (15 steps, 0.15 s of play)
  // is not throttled but comes within its first second. Without a throttle there are about one
  // a frame.
  await page.locator('.player select').nth(1).selectOption({ label: '100 steps/s' });
  const announced = await page.evaluate(() => new Promise((resolve) => {
    const region = document.querySelector('.player [aria-live]');
    let changes = 0;
    new MutationObserver(() => {
      changes += 1;
      if (changes === 1) setTimeout(() => resolve(changes), 3000);
    }).observe(region, { childList: true, characterData: true, subtree: true });
    // None at all fails (rather than waiting for ever).
    setTimeout(() => { if (changes === 0) resolve(0); }, 30_000);
    document.querySelector('.player .play').click();
  }));
  assert.ok(announced >= 1 && announced <= 4, `${announced} announcements in the 3 s from the first`);
  // Nor once an output is being checked, or has been.
  await page.getByRole('textbox', { name: 'Expected output' }).fill('1 2 3');
  await app.button('Compare').click();
  assert.deepEqual(await nested(), []);
  await page.locator('.compare-panel .problems, .compare-panel .checks').first().waitFor();
  assert.deepEqual(await nested(), []);
  await app.close();
});
