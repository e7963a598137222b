// Stepping by backtrack: each step forward lands on the next take-back, each step back on the
// one before the step shown, as the judges' plain recursion takes its digits back; the arrow
// keys of the study view do the same, and a link keeps the choice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { ADVERSARY } from './puzzles.mjs';
import { events, cellName } from './recursion.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const narration = (app) => app.page.locator('.narration').textContent();

for (const [locale, names] of [
  ['en-US', { by: 'Step by', back: 'backtrack', forward: 'Step forward', backward: 'Step back', take: 'take back' }],
  ['ko-KR', { by: '실행 단위', back: '백트래킹', forward: '다음 단계', backward: '이전 단계', take: '되돌림' }],
]) {
  test(`${locale}: stepping by backtrack goes from take-back to take-back, both ways`, async () => {
    const app = await App.open(session, { locale });
    await app.page.locator('#puzzle-input').fill(`${ADVERSARY}\n`);
    // The plain recursion's take-backs, each at its step (one event a step).
    const backs = events(ADVERSARY, 3000)
      .flatMap((e, i) => (e.kind === 'back' ? [{ at: i + 1, cell: e.cell, digit: e.digit }] : []))
      .slice(0, 6);
    assert.equal(backs.length, 6);
    await app.page.getByRole('group', { name: names.by }).getByRole('button', { name: names.back, exact: true }).click();
    const forward = app.page.getByRole('button', { name: names.forward, exact: true });
    for (const back of backs) {
      await forward.click();
      await app.waitForStep(back.at);
      const said = await narration(app);
      assert.ok(said.startsWith(cellName(locale, back.cell)), said);
      assert.ok(said.includes(names.take) && said.includes(String(back.digit)), said);
    }
    await app.page.getByRole('button', { name: names.backward, exact: true }).click();
    await app.waitForStep(backs[4].at);
    // The arrow keys step the same way in the study view.
    await app.page.locator('.study-switch').click();
    await app.page.locator('.layout.study').waitFor();
    await app.cell(1, 1).click();
    await app.page.keyboard.press('ArrowLeft');
    await app.waitForStep(backs[3].at);
    await app.page.keyboard.press('ArrowRight');
    await app.waitForStep(backs[4].at);
    // A step between two take-backs goes back to the one before it.
    await app.page.getByRole('group', { name: names.by }).getByRole('button', { exact: true, name: locale === 'en-US' ? 'try' : '시도' }).click();
    await forward.click();
    await app.waitForStep(backs[4].at + 1);
    await app.page.getByRole('group', { name: names.by }).getByRole('button', { name: names.back, exact: true }).click();
    await app.page.getByRole('button', { name: names.backward, exact: true }).click();
    await app.waitForStep(backs[4].at);
    await app.page.waitForFunction(() => /&by=back&/.test(location.hash));
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}
