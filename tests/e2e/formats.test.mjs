// Every judge's format, pasted as the judge gives it: POJ 2918 (Tudoku), POJ 3076 (16 x 16),
// BOJ 4574 (Sudominoku) and LeetCode 37; and text no format fits.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { whyInvalidSquare } from './check.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SAMPLES = [
  ['poj2918', 'POJ 2918'],
  ['poj3076', 'POJ 3076'],
  ['boj4574', 'BOJ 4574'],
  ['leetcode37', 'LeetCode 37'],
];

for (const [id, name] of SAMPLES) {
  test(`${name} sample: detected, solved, answer byte for byte`, async () => {
    const input = sampleInput(id);
    const expected = sampleOutput(id);
    const app = await App.open(session);
    await app.paste(input);
    // The format found is drawn after the paste (read at once: maybe still the example's).
    await app.eventually(async () => assert.equal(await app.formatSelect().locator('option:checked').textContent(), `Auto (${name})`));
    await app.solve();
    assert.equal(await app.answer().inputValue(), expected);
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('POJ 3076: a 16 x 16 board, its answer checked independently, its search watched', async () => {
  const input = sampleInput('poj3076');
  const app = await App.open(session);
  await app.paste(input);
  const board = app.page.getByRole('grid', { name: '16 x 16 Sudoku board' });
  // Drawn after the paste.
  await app.eventually(async () => assert.equal(await board.getByRole('gridcell').count(), 256));
  await app.solve();
  assert.match(await app.status().textContent(), /unique solution/i);
  // The board shows the answer: a valid grid keeping the givens (not read from the sample).
  const puzzle = input.replace(/\s/g, '');
  const shown = await board.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent).join(''));
  assert.equal(whyInvalidSquare(puzzle, shown, 16), null);
  // The search: a step tries a letter in a cell, named in the narration and marked.
  const player = app.page.getByRole('region', { name: 'Watch the search' });
  const step = player.locator('[data-counter=step]');
  // Each step is drawn after its click: waited for (a wrong step fails by timeout).
  await player.getByRole('button', { name: 'Step forward' }).click();
  await step.filter({ hasText: /^1$/ }).waitFor();
  const narration = await player.locator('.narration').textContent();
  const [, cell] = narration.match(/(r\d+c\d+)/) ?? [];
  assert.ok(cell, narration);
  assert.equal(await board.locator('.cell.trying').count(), 1);
  await player.getByRole('button', { name: 'Step back' }).click();
  await step.filter({ hasText: /^0$/ }).waitFor();
  // The player's keys drive the 16 x 16 search while it is shown.
  await app.page.keyboard.press('ArrowRight');
  await app.page.keyboard.press('ArrowRight');
  await step.filter({ hasText: /^2$/ }).waitFor();
  await app.page.keyboard.press('Home');
  await step.filter({ hasText: /^0$/ }).waitFor();
  // Played at full speed to the solution.
  await player.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'max' });
  await player.getByRole('button', { name: 'Play' }).click();
  await player.getByText('solved', { exact: true }).waitFor();
  const played = await board.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent).join(''));
  assert.equal(played, shown, 'the search fills in the answer');
  // Played on past the solution, the search tries every other way and ends: still solved,
  // its number of steps now known.
  await player.getByRole('button', { name: 'Play' }).click();
  await app.page.waitForFunction(() => document.querySelector('.square-player [data-counter=step]').textContent.includes(' / '));
  const [at, end] = (await player.locator('[data-counter=step]').textContent()).split(' / ');
  assert.equal(at, end);
  assert.equal(await player.getByText('solved', { exact: true }).count(), 1);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('BOJ 4574: the Sudominoku board shows its dominoes and its answer', async () => {
  const input = sampleInput('boj4574');
  const app = await App.open(session);
  await app.paste(input);
  const board = app.page.getByRole('grid', { name: 'Sudominoku board' });
  // Drawn after the paste.
  await app.eventually(async () => {
    assert.equal(await board.getByRole('gridcell').count(), 81);
    // The first puzzle lays 10 dominoes: 20 cells joined to a neighbour.
    assert.equal(await board.locator('.join-right, .join-left, .join-below, .join-above').count(), 20);
    assert.equal(await app.page.getByRole('region', { name: 'Watch the search' }).count(), 0);
  });
  await app.solve();
  assert.match(await app.page.locator('.batch .status').textContent(), /2 unique/);
  await app.close();
});

test('text no format fits: one message, no stale board, picker or results', async () => {
  const app = await App.open(session);
  await app.paste(sampleInput('poj3074'));
  await app.solve();
  await app.page.locator('.batch').waitFor();
  await app.paste('Sample Input 1\nhello there\n42 apples\n');
  const errors = app.page.locator('#input-errors li');
  await errors.first().waitFor();
  assert.equal(await errors.count(), 1);
  assert.match(await errors.first().textContent(), /line 1, column 1: no judge.s format fits `Sample Input 1`; expected 9 rows/);
  assert.equal(await app.formatSelect().locator('option:checked').textContent(), 'Auto (no format fits)');
  assert.equal(await app.page.getByRole('combobox', { name: 'Board' }).count(), 0, 'no picker');
  assert.equal(await app.page.locator('.batch').count(), 0, 'no results of the old input');
  assert.equal(await app.boardLine(), '.'.repeat(81), 'no board of the old input');
  assert.equal(await app.input().getAttribute('aria-invalid'), 'true');
  // Solve says where the problem is, once, instead of listing it again.
  await app.startSolve();
  assert.equal(await app.status().getAttribute('data-outcome'), 'input-errors');
  assert.match(await app.status().textContent(), /errors, listed under it/);
  assert.equal(await app.page.locator('.problems').count(), 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('POJ 3076: the 16 x 16 board is edited with letters, by keyboard and by keypad', async () => {
  const input = sampleInput('poj3076');
  const app = await App.open(session, { viewport: { width: 375, height: 812 }, hasTouch: true });
  await app.paste(input);
  const board = app.page.getByRole('grid', { name: '16 x 16 Sudoku board' });
  const cells = board.getByRole('gridcell');
  // One tab stop; a letter typed fills the cell, and the text follows the board.
  assert.equal(await board.locator('[tabindex="0"]').count(), 1);
  await cells.nth(0).click();
  await app.page.keyboard.press('g');
  // Each edit is drawn after its key or tap: waited for.
  await app.eventually(async () => {
    assert.match(await cells.nth(0).getAttribute('aria-label'), /^row 1, column 1, G/);
    assert.ok((await app.input().inputValue()).startsWith('G-A----C-----O-I\n'));
  });
  // Arrows move; the keypad's letters and Erase fill the selected cell.
  await app.page.keyboard.press('ArrowRight');
  const keypad = app.page.getByRole('group', { name: 'Keypad' });
  assert.equal(await keypad.getByRole('button').count(), 17);
  await keypad.getByRole('button', { name: 'P', exact: true }).click();
  await app.eventually(async () => assert.ok((await app.input().inputValue()).startsWith('GPA----C-----O-I\n')));
  await keypad.getByRole('button', { name: 'Erase' }).click();
  await app.button('Undo').click();
  await app.button('Undo').click();
  await app.button('Undo').click();
  await app.eventually(async () => assert.equal(await app.input().inputValue(), input));
  assert.deepEqual(app.errors, []);
  await app.close();
});
