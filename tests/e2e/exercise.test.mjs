// Be the solver: a student performs the classic program's steps on the board, by keyboard on a
// desktop and by the keypad on a phone. The steps expected are worked out here by a plain
// recursion over the rules (the program the judges' solutions are), not read from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, LANGUAGES_AND_SCHEMES, configName } from './app.mjs';
import { ADVERSARY } from './puzzles.mjs';
import { cellName, events, sees } from './recursion.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

/** Performs one event as the student does: tap or click the cell, then the keypad (touch) or
 *  the keyboard; the Dead end button. */
async function perform(page, touch, e) {
  if (e.kind === 'dead') {
    await page.locator('[data-exercise=dead-end]').click();
    return;
  }
  await page.locator(`#cell-${e.cell}`).click();
  if (touch) {
    const key = e.kind === 'place' ? page.locator('.keypad button', { hasText: String(e.digit) }) : page.locator('.keypad .erase');
    await key.first().click();
  } else {
    await page.keyboard.press(e.kind === 'place' ? String(e.digit) : 'Backspace');
  }
}

const said = (page) => page.locator('[data-exercise=said]');
const cellText = async (page, i) => (await page.locator(`#cell-${i}`).textContent()).trim();

for (const config of LANGUAGES_AND_SCHEMES) {
  const name = configName(config);
  test(`an exercise done right scores 20 of 20, and a wrong move says why: ${name}`, async () => {
    const app = await App.open(session, config);
    const page = app.page;
    const touch = Boolean(config.hasTouch);
    await page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
    const expected = events(ADVERSARY, 40);
    await page.locator('[data-exercise=start]').click();
    await page.locator('[data-exercise=progress]').waitFor();
    for (const [i, e] of expected.slice(0, 20).entries()) {
      await perform(page, touch, e);
      await app.eventually(async () => assert.match(await said(page).getAttribute('class'), /\bright\b/, `move ${i}`));
      if (e.kind === 'place') assert.equal(await cellText(page, e.cell), String(e.digit));
    }
    await app.eventually(async () => assert.match(await page.locator('[data-exercise=score]').textContent(), /20\D+20/));
    // Over: Next steps goes on from step 20.
    await page.locator('[data-exercise=next]').click();
    await app.eventually(async () => assert.match(await page.locator('[data-exercise=progress]').textContent(), /0/));
    // A wrong move: at the next placement, a digit its row, column or box holds.
    const rest = expected.slice(20);
    const board = [...ADVERSARY].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
    for (const e of expected.slice(0, 20)) board[e.cell] = e.kind === 'place' ? e.digit : 0;
    let k = 0;
    while (rest[k].kind !== 'place') {
      await perform(page, touch, rest[k]);
      board[rest[k].cell] = rest[k].kind === 'back' ? 0 : board[rest[k].cell];
      k += 1;
    }
    const e = rest[k];
    const holder = board.findIndex((v, j) => v !== 0 && v !== e.digit && sees(e.cell, j));
    await perform(page, touch, { kind: 'place', cell: e.cell, digit: board[holder] });
    await app.eventually(async () => assert.match(await said(page).getAttribute('class'), /\bwrong\b/));
    const words = await said(page).textContent();
    assert.ok(words.includes(cellName(config.locale, holder)), `the reason names the holder: ${words}`);
    assert.ok(words.includes(String(e.digit)), `and what the program puts there: ${words}`);
    assert.equal(await cellText(page, e.cell), '', 'a wrong move is not made');
    // Fixed for the student: the program's digit is there.
    await page.locator('[data-exercise=fix]').click();
    await app.eventually(async () => assert.equal(await cellText(page, e.cell), String(e.digit)));
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('a teacher\'s link: an exercise from step 37,000,000 of the adversary, on the player\'s board at that step', async () => {
  const opened = await App.open(session);
  await opened.page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
  let hash = '';
  await opened.eventually(async () => {
    hash = await opened.page.evaluate(() => window.location.hash);
    assert.match(hash, /step=/);
  });
  await opened.close();
  const app = await App.open(session, { hash: hash.replace(/step=\d+/, 'step=37000000&exercise=20') });
  // The exercise starts once the step is reached (the workers explore to it).
  await app.page.locator('[data-exercise=progress]').waitFor({ timeout: 120_000 });
  const exercised = await app.boardLine();
  assert.match(await app.page.evaluate(() => window.location.hash), /step=37000000&exercise=20&/);
  // The player is put aside (its narration would give the next step away), and comes back
  // at that step, on the same board.
  assert.equal(await app.page.locator('[data-counter=step]').count(), 0);
  await app.page.locator('[data-exercise=end]').click();
  await app.whenStepShown('37,000,000');
  assert.equal(await app.boardLine(), exercised);
  // Started from the step shown, the same board again.
  await app.page.locator('[data-exercise=start]').click();
  await app.page.locator('[data-exercise=progress]').waitFor();
  assert.equal(await app.boardLine(), exercised);
  assert.deepEqual(app.errors, []);
  await app.close();
});
