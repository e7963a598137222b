// A competitive programmer pastes each judge's sample input and copies the judge's output.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSession, App } from './app.mjs';
import { whyInvalid, boardsOf } from './check.mjs';
import { puzzles, sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SAMPLES = [
  ['boj2580', 'BOJ 2580'],
  ['boj2239', 'BOJ 2239'],
  ['poj2676', 'POJ 2676'],
  ['poj3074', 'POJ 3074'],
];

for (const [id, name] of SAMPLES) {
  test(`${name} sample: detected, solved, answer byte for byte`, async () => {
    const input = sampleInput(id);
    const expected = sampleOutput(id);
    const app = await App.open(session);
    await app.paste(input);
    // The format found is drawn after the paste (read at once: maybe still the example's).
    await app.eventually(async () => assert.equal(await app.formatSelect().locator('option:checked').textContent(), `Auto (${name})`));
    await app.solveAndWait();
    const answer = await app.answer().inputValue();
    assert.equal(answer, expected);
    const boards = expected.trim().split('\n').length / (id === 'poj3074' ? 1 : 9);
    const verdict = boards > 1 ? app.page.locator('.batch .status') : app.status();
    assert.match(await verdict.textContent(), boards > 1 ? new RegExp(`${boards} unique`) : /unique solution/i);
    // Each board of the app's answer is a valid solution of its puzzle, checked
    // independently of the solver (and of the sample file).
    const puzzles = id === 'poj2676' ? boardsOf(input.split('\n').slice(1).join('\n')) : boardsOf(input);
    const answers = boardsOf(answer);
    assert.equal(answers.length, puzzles.length);
    puzzles.forEach((p, i) => assert.equal(whyInvalid(p, answers[i]), null));
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('Copy puts the answer on the clipboard; Download saves it', async () => {
  const app = await App.open(session);
  await app.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  await app.solve();
  const answer = await app.answer().inputValue();
  await app.button('Copy').click();
  await app.page.getByText('Copied').waitFor();
  assert.equal(await app.page.evaluate(() => navigator.clipboard.readText()), answer);
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.button('Download').click()]);
  assert.equal(download.suggestedFilename(), 'boj2580.out');
  const path = await download.path();
  assert.equal(readFileSync(path, 'utf8'), answer);
  await app.close();
});

test('several boards: a picker shows each; the answer holds them all', async () => {
  const input = sampleInput('poj3074');
  const app = await App.open(session);
  await app.paste(input);
  const picker = app.page.getByRole('combobox', { name: 'Board' });
  await picker.selectOption({ label: 'Board 2 of 2' });
  // Drawn after the choice: waited for (a wrong board fails by timeout).
  await app.waitForBoard(input.split('\n')[1]);
  await app.solveAndWait();
  assert.equal((await app.answer().inputValue()).trim().split('\n').length, 2);
  assert.match(await app.page.locator('.batch .status').textContent(), /2 unique/);
  // The board shown (board 2) gets its verdict and its solution drawn.
  await app.page.getByText(/^Board 2: unique solution/).waitFor();
  assert.equal(whyInvalid(input.split('\n')[1], await app.boardLine()), null);
  // A row of the results table shows its board, then its solution.
  await app.page.getByRole('button', { name: 'Show board 1', exact: true }).click();
  await app.eventually(async () => assert.equal(await picker.inputValue(), '0'));
  await app.page.getByText(/^Board 1: unique solution/).waitFor();
  assert.equal(whyInvalid(input.split('\n')[0], await app.boardLine()), null);
  await app.close();
});
