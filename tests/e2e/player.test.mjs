// A student watches the classic search fight the brute-force adversary: 69 million calls.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startSession, App, watchFreezes } from './app.mjs';
import { whyInvalid } from './check.mjs';
import { ADVERSARY } from './puzzles.mjs';

let session;
before(async () => {
  session = await startSession();
  mkdirSync(new URL('artifacts/', import.meta.url), { recursive: true });
});
after(async () => { await session.close(); });


function stepOf(text) {
  return Number(text.split('/')[0].replace(/[^0-9]/g, ''));
}

test('play at max speed, seek, step back, run to the end: the page never freezes', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  const freezes = await watchFreezes(app.page);
  // A full-page screenshot is the test's work, not the page's, and its capture takes the
  // page's thread: it is taken unwatched.
  const screenshot = (name) => freezes.without(() => app.screenshot(name));
  const counter = app.page.locator('[data-counter=step]');
  await app.page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'max' });
  const t0 = Date.now();
  // The page pauses itself past step 1,000,000: a pause after a screenshot came after the
  // end of the search on a fast machine.
  const reached = await app.playUntilPast(1_000_000);
  console.log(`max speed: ${reached} steps in ${Date.now() - t0} ms (${Math.round(reached / ((Date.now() - t0) / 1000))} steps/s, including the first frames)`);
  assert.doesNotMatch(await app.page.locator('.counters').textContent(), /solved/);
  await screenshot('player-mid-search');

  // Seek with the timeline: far ahead, then back.
  const timeline = app.page.getByRole('slider', { name: 'Step' });
  const seekStart = Date.now();
  await timeline.fill('5000000');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('5,000,000 '), null, { timeout: 30_000 });
  console.log(`seek to step 5,000,000: ${Date.now() - seekStart} ms`);
  await timeline.fill('1234567');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('1,234,567 '));
  // A step is drawn after the click (on a busy machine, after the next look at the counter).
  await app.button('Step back').click();
  await app.waitForStep(1_234_566);
  assert.match(await counter.textContent(), /^1,234,566 /);
  await app.button('Step forward').click();
  await app.waitForStep(1_234_567);
  assert.match(await counter.textContent(), /^1,234,567 /);
  // The narration names a cell and what happened to it.
  assert.match(await app.page.locator('.narration').textContent(), /^r\dc\d: /);

  // To the end: the first solution, valid and keeping the givens.
  const endStart = Date.now();
  await app.button('To end').click();
  await app.page.waitForFunction(() => /solved/.test(document.querySelector('.counters').textContent), null, { timeout: 120_000 });
  console.log(`to end (exploring the whole search first): ${Date.now() - endStart} ms`);
  const total = stepOf(await counter.textContent());
  const solution = await app.boardLine();
  assert.equal(whyInvalid(ADVERSARY, solution), null);

  // Now everything is explored: a jump anywhere is a short replay.
  const jump = Date.now();
  await timeline.fill('50000000');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('50,000,000 '));
  console.log(`seek to step 50,000,000 (explored): ${Date.now() - jump} ms; whole search: ${total} steps`);
  await screenshot('player-seek');

  const tasks = await freezes();
  assert.deepEqual(tasks, [], `the page froze: ${tasks.join(', ')} ms`);
  await app.close();
});

/** Loads the adversary, waits `delayMs`, jumps to step 50,000,000 with the timeline, and
 *  checks that the page never froze; returns how long the board took to get there. */
async function jumpAfterLoading(delayMs) {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  if (delayMs > 0) await app.page.waitForTimeout(delayMs);
  const freezes = await watchFreezes(app.page);
  const slider = app.page.getByRole('slider', { name: 'Step' });
  await slider.waitFor();
  await slider.evaluate((slider) => {
    // The slider's range grows as the search is explored; a jump far ahead is what the
    // keyboard's End or a typed value asks for. Timed in the page, from the input event to
    // the first frame that shows the step, so Playwright's own round trips are not counted.
    slider.max = '200000000';
    slider.value = '50000000';
    window.jumpStart = performance.now();
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const reached = await app.page.waitForFunction(
    () => document.querySelector('[data-counter=step]').textContent.startsWith('50,000,000 ') && performance.now() - window.jumpStart,
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const ms = Math.round(await reached.jsonValue());
  const tasks = await freezes();
  assert.deepEqual(tasks, [], `the page froze: ${tasks.join(', ')} ms`);
  await app.close();
  return ms;
}

test('a cold jump to step 50,000,000 right after loading', async () => {
  console.log(`cold seek to step 50,000,000: ${await jumpAfterLoading(0)} ms`);
});

test('a jump to step 50,000,000 a second after loading', async () => {
  // What a person does: load the puzzle, then reach for the slider. Meanwhile the player has
  // explored ahead, so the jump replays from a checkpoint.
  console.log(`seek to step 50,000,000 one second after loading: ${await jumpAfterLoading(1000)} ms`);
});

test('keyboard: Space, arrows, Home; not while typing in the board', async () => {
  const app = await App.open(session);
  // The adversary, whose search no speed ends while the test looks (159 million steps): on the
  // first example (15 steps, 1.5 s at the default speed) a slow machine could see the search
  // end before the second Space, which would then play again instead of pausing.
  await app.paste(`${ADVERSARY}\n`);
  const counter = app.page.locator('[data-counter=step]');
  await app.page.locator('h1').click();
  // The step is taken in the key's handler and drawn when the page next renders, which a busy
  // machine can put after the next look at the counter: wait for it (a lost press never comes).
  const shows = (step) => app.page.waitForFunction(
    (s) => document.querySelector('[data-counter=step]').textContent.startsWith(`${s} `), step, { timeout: 5000 });
  await app.page.keyboard.press('ArrowRight');
  await app.page.keyboard.press('ArrowRight');
  await shows(2);
  await app.page.keyboard.press('ArrowLeft');
  await shows(1);
  await app.page.keyboard.press('Home');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('0 '));
  await app.page.keyboard.press(' ');
  await app.button('Pause').waitFor();
  await app.page.keyboard.press(' ');
  await app.button('Play').waitFor();
  // In a board cell, arrows move the selection and the player does not step.
  await app.page.keyboard.press('Home');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('0 '));
  await app.cell(1, 1).click();
  await app.page.keyboard.press('ArrowRight');
  // The same key handler moves the selection and would have taken the step; the page draws
  // both at once: once the selection shows moved, a step would show too.
  await app.page.waitForFunction(() => document.querySelectorAll('[role=gridcell]')[1].classList.contains('selected'));
  assert.match(await counter.textContent(), /^0 /);
  await app.close();
});

test('the step slider shows where a seek goes at once, and stays within the search', async () => {
  const app = await App.open(session);
  await app.paste(ADVERSARY);
  const slider = app.page.getByRole('slider', { name: 'Step' });
  // Moved, the thumb stays where it was put while the board gets there (a frame later at
  // the earliest): drawn back at the old step, it lost the next key press.
  const right = await slider.evaluate(async (s) => {
    s.max = String(Math.max(1_234_567, Number(s.max)));
    s.value = '1234567';
    s.dispatchEvent(new Event('input', { bubbles: true }));
    // The page draws in microtasks after the event; a frame comes later.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    return s.value;
  });
  assert.equal(right, '1234567');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('1,234,567 '), null, { timeout: 30_000 });
  assert.equal(await slider.inputValue(), '1234567');
  // To end, while the end is not known yet: the thumb stays within what is known.
  await app.button('To end').click();
  const [value, max] = await slider.evaluate((s) => [Number(s.value), Number(s.max)]);
  assert.ok(value >= 1_234_567 && value <= max && max < 1e12, `the slider at ${value} of ${max}`);
  await app.close();
});

test('editing the board resets the player', async () => {
  const app = await App.open(session);
  const counter = app.page.locator('[data-counter=step]');
  await app.button('Step forward').click();
  await app.button('Step forward').click();
  await app.waitForStep(2);
  assert.match(await counter.textContent(), /^2 /);
  await app.cell(9, 9).click();
  await app.page.keyboard.press('Backspace');
  await app.waitForStep(0);
  assert.match(await counter.textContent(), /^0 /);
  await app.close();
});

test('an empty board: Next solution three times gives three solutions, and the page keeps working', async () => {
  // The classic search once panicked going on past a solution of the empty board (issue 31),
  // and the page stopped answering for good.
  const app = await App.open(session);
  await app.button('Clear').click();
  const empty = '.'.repeat(81);
  await app.waitForBoard(empty);
  await app.page.locator('.player select').first().selectOption('classic');
  const solutions = [];
  for (let n = 1; n <= 3; n += 1) {
    await app.button('Next solution').click();
    await app.page.waitForFunction((n) => document.querySelector('[data-counter=solutions]').textContent === String(n)
      && /solved/.test(document.querySelector('.counters').textContent), n, { timeout: 30_000 });
    const line = await app.boardLine();
    assert.equal(whyInvalid(empty, line), null, `solution ${n}: ${line}`);
    solutions.push(line);
  }
  // The classic search finds them in row-major order: each one is larger than the last.
  assert.ok(solutions[0] < solutions[1] && solutions[1] < solutions[2], solutions.join('\n'));
  // Still working: a step back draws the step before.
  const at = await app.stepShown();
  await app.button('Step back').click();
  await app.page.waitForFunction((s) => document.querySelector('[data-counter=step]').textContent.startsWith(`${s} `),
    (at - 1).toLocaleString('en-US'));
  assert.equal(await app.page.locator('.fault').count(), 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});
