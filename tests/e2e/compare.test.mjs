// A contestant checks their own program's output against the judge's rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('BOJ 2239: the smallest solution is accepted, a changed one is rejected with its cells', async () => {
  const input = sampleInput('boj2239');
  const expected = sampleOutput('boj2239');
  const app = await App.open(session);
  await app.paste(input);
  const box = app.page.getByRole('textbox', { name: 'Expected output' });
  await box.fill(expected);
  await app.button('Compare').click();
  await app.page.getByText('1 of 1 board accepted, 0 rejected, 0 missing.').waitFor();
  // Swap r1c4 and r1c5 (neither is a given): rows stay valid, columns clash.
  await box.fill(expected.replace('143628579', '143268579'));
  await app.button('Compare').click();
  await app.page.getByText('0 of 1 board accepted, 1 rejected, 0 missing.').waitFor();
  assert.match(await app.page.locator('.checks').textContent(), /both hold .*\(cells: r\dc\d r\dc\d\)/);
  await app.close();
});

test('POJ 3074: any valid answer per line; a missing line is reported', async () => {
  const input = sampleInput('poj3074');
  const expected = sampleOutput('poj3074');
  const app = await App.open(session);
  await app.paste(input);
  const box = app.page.getByRole('textbox', { name: 'Expected output' });
  await box.fill(expected.split('\n')[0] + '\n');
  await app.button('Compare').click();
  await app.page.getByText('1 of 2 boards accepted, 0 rejected, 1 missing.').waitFor();
  await app.page.getByRole('button', { name: 'Show board 2', exact: true }).click();
  // Drawn after the click: waited for (a wrong board fails by timeout).
  await app.waitForBoard(input.split('\n')[1]);
  await app.close();
});

test('POJ 3076 and BOJ 4574: the judge output accepted, a changed cell rejected and named', async () => {
  for (const [id, change] of [['poj3076', ['FPAHMJECNLBDKOGI', 'PFAHMJECNLBDKOGI']], ['boj4574', ['872643195', '782643195']]]) {
    const input = sampleInput(id);
    const expected = sampleOutput(id);
    const app = await App.open(session);
    await app.paste(input);
    const boards = id === 'poj3076' ? 1 : 2;
    const noun = boards === 1 ? 'board' : 'boards';
    const box = app.page.getByRole('textbox', { name: 'Expected output' });
    await box.fill(expected);
    await app.button('Compare').click();
    await app.page.getByText(`${boards} of ${boards} ${noun} accepted, 0 rejected, 0 missing.`).waitFor();
    // Two cells of the first row swapped: a given changed, or the columns clash.
    await box.fill(expected.replace(...change));
    await app.button('Compare').click();
    await app.page.getByText(`${boards - 1} of ${boards} ${noun} accepted, 1 rejected, 0 missing.`).waitFor();
    assert.match(await app.page.locator('.checks').textContent(), /Board 1: .*r1c[12]\b.*\(cells: r\d+c\d+/);
    assert.deepEqual(app.errors, []);
    await app.close();
  }
});
