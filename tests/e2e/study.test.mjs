// The study view: at every screen a class or a phone gives, after stepping into a dead end of
// the adversary, the board's 81 cells, the step buttons, the narration and the line of code the
// step ran are all on the screen at once, and stepping on never moves the step buttons.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { ADVERSARY, sampleInput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SCREENS = [
  { name: 'a laptop', viewport: { width: 1280, height: 900 } },
  { name: 'a projector', viewport: { width: 1024, height: 768 }, colorScheme: 'dark' },
  { name: 'a laptop at 150 % zoom', viewport: { width: 853, height: 600 } },
  { name: 'a phone', viewport: { width: 375, height: 812 }, hasTouch: true, colorScheme: 'dark' },
  { name: 'a phone on its side', viewport: { width: 812, height: 375 }, hasTouch: true },
];

/** Opens the page (with `options`) on the adversary, in the study view. */
async function openStudying(options = {}) {
  const app = await App.open(session, options);
  await app.paste(`${ADVERSARY}\n`);
  await app.waitForBoard(ADVERSARY);
  await app.button('Study view').click();
  await app.page.locator('.layout.study').waitFor();
  return app;
}

/** The boxes of what `selector` finds, rounded to the pixel. */
const boxes = (app, selector) => app.page.locator(selector).evaluateAll((elements) => elements
  .map((e) => e.getBoundingClientRect())
  .map((r) => [r.left, r.top, r.right, r.bottom].map((v) => Math.round(v))));

/** Asserts that the line the step ran shows in the code's own box (which scrolls). */
async function lineShown(app) {
  const [line] = await boxes(app, '.code [aria-current=step]');
  const [list] = await boxes(app, '.code');
  assert.ok(line[1] >= list[1] && line[3] <= list[3], `line ${line} outside the listing ${list}`);
}

/** Asserts that every box of `selector` is inside the screen, and that there is one. */
async function onScreen(app, selector, { width, height }) {
  const found = await boxes(app, selector);
  assert.ok(found.length > 0, `${selector}: nothing`);
  const outside = found.filter(([left, top, right, bottom]) => left < 0 || top < 0 || right > width || bottom > height);
  assert.deepEqual(outside, [], `${selector}: ${outside.length} of ${found.length} not on the ${width} x ${height} screen`);
  return found.length;
}

for (const screen of SCREENS) {
  test(`on ${screen.name}, the board, the steps, the narration and the line are on one screen`, async () => {
    const { viewport } = screen;
    const app = await openStudying(screen);
    assert.equal(await app.button('Study view').getAttribute('aria-pressed'), 'true');
    // Into the first dead end: the program's `return false;`, where no digit fits.
    await app.button('Next dead end').click();
    await app.page.locator('.board .cell.dead-end').waitFor();
    const deadEnd = await app.stepShown();
    assert.match(await app.page.locator('.code [aria-current=step]').textContent(), /return false;/);

    assert.equal(await onScreen(app, '[role=gridcell]', viewport), 81);
    assert.equal(await onScreen(app, '.player .dock .transport button', viewport), 5);
    await onScreen(app, '.player .narration', viewport);
    assert.equal(await onScreen(app, '.code [aria-current=step]', viewport), 1);
    await lineShown(app);
    // Nothing of the page but the study view is drawn, and the page does not scroll.
    assert.equal(await app.page.locator('.input-panel').isVisible(), false);
    assert.equal(await app.page.evaluate(() => document.documentElement.scrollWidth), viewport.width);

    // Twenty steps on: the narration changes length, the buttons stay where they were.
    const buttons = await boxes(app, '.player .transport button');
    const narration = await boxes(app, '.player .narration');
    const said = new Set();
    for (let i = 1; i <= 20; i += 1) {
      await app.button('Step forward').click();
      await app.waitForStep(deadEnd + i);
      said.add(await app.page.locator('.player .narration').textContent());
      assert.deepEqual(await boxes(app, '.player .transport button'), buttons, `after ${i} steps`);
      assert.deepEqual(await boxes(app, '.player .narration'), narration, `after ${i} steps`);
      await onScreen(app, '.code [aria-current=step]', viewport);
      await lineShown(app);
    }
    assert.ok(said.size > 5, `the narration changed: ${[...said].join(' | ')}`);

    // The next backtrack is the take-back after the next dead end, one step past it.
    await app.button('Next dead end').click();
    const state = app.page.locator('[data-counter=state]');
    await app.eventually(async () => {
      assert.ok(await app.stepShown() > deadEnd + 20);
      assert.equal(await state.textContent(), 'paused');
    });
    await app.page.locator('.board .cell.dead-end').waitFor();
    const next = await app.stepShown();
    await app.button('Next backtrack').click();
    await app.waitForStep(next + 1);
    await app.page.locator('.board .cell.taken-back').waitFor();

    // Escape leaves it, and the page is back as it was.
    await app.page.keyboard.press('Escape');
    await app.page.locator('.layout.study').waitFor({ state: 'detached' });
    assert.equal(await app.page.locator('.input-panel').isVisible(), true);
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('a 16 x 16 board has the study view too: its 256 cells, the steps, the narration and POJ 3076\'s line on every screen', async () => {
  const app = await App.open(session);
  const input = sampleInput('poj3076');
  await app.paste(input);
  await app.page.locator('.code-panel .hint').waitFor();
  await app.button('Study view').click();
  await app.page.locator('.layout.study').waitFor();
  // Past the first dead end (step 84) to the take-back after it.
  for (let step = 1; step <= 85; step += 1) {
    await app.button('Step forward').click();
    await app.waitForStep(step);
  }
  assert.equal((await app.page.locator('.code [aria-current=step] code').textContent()).trim(), 'unplace(r);');
  for (const { name, viewport } of SCREENS) {
    await app.page.setViewportSize(viewport);
    await app.eventually(async () => {
      assert.equal(await onScreen(app, '[role=gridcell]', viewport), 256, name);
      assert.equal(await onScreen(app, '.player .dock .transport button', viewport), 5, name);
      await onScreen(app, '.player .narration', viewport);
      assert.equal(await onScreen(app, '.code [aria-current=step]', viewport), 1, name);
      await lineShown(app);
    });
  }
  await app.page.keyboard.press('Escape');
  await app.page.locator('.layout.study').waitFor({ state: 'detached' });
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('in the study view the keys are the player\'s: after a click on a button or on the board', async () => {
  const app = await openStudying();
  // Space after a click on one of the player's buttons plays and pauses (it does not press
  // the button again, nor leave the view).
  await app.button('Next dead end').click();
  await app.page.locator('.board .cell.dead-end').waitFor();
  const before = await app.stepShown();
  await app.page.keyboard.press(' ');
  await app.button('Pause').waitFor();
  // Playing: the steps go on (then Space pauses).
  await app.eventually(async () => assert.ok(await app.stepShown() > before));
  await app.page.keyboard.press(' ');
  await app.button('Play').waitFor();
  await app.page.locator('.layout.study').waitFor();
  // A click on the board selects nothing and edits nothing; the arrows step.
  const input = app.page.locator('#puzzle-input');
  const text = await input.inputValue();
  await app.cell(1, 1).click();
  const at = await app.stepShown();
  await app.page.keyboard.press('ArrowRight');
  await app.waitForStep(at + 1);
  await app.page.keyboard.press(' ');
  await app.button('Pause').waitFor();
  await app.page.keyboard.press(' ');
  await app.button('Play').waitFor();
  assert.equal(await app.page.locator('.board .cell.selected').count(), 0);
  assert.equal(await input.inputValue(), text);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('Elapsed counts the time a far jump took, not only play', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  await app.waitForBoard(ADVERSARY);
  assert.equal(await app.page.locator('[data-counter=elapsed]').textContent(), '0.0 s');
  // To end: the workers explore all 159,088,596 steps (half a second or more here).
  await app.button('To end').click();
  await app.whenStepShown('159,088,596', { timeout: 120_000 });
  await app.eventually(async () => {
    const elapsed = Number((await app.page.locator('[data-counter=elapsed]').textContent()).split(' ')[0]);
    assert.ok(elapsed > 0, `elapsed ${elapsed} s`);
  });
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a link keeps the study view, and the keys are listed on the page', async () => {
  const app = await openStudying();
  await app.page.waitForFunction(() => location.hash.includes('&view=study&'));
  const hash = await app.page.evaluate(() => location.hash);
  assert.match(await app.page.locator('.study-keys').textContent(), /Space.*Esc/);
  const opened = await App.open(session, { hash });
  await opened.page.locator('.layout.study').waitFor();
  assert.equal(await opened.button('Study view').getAttribute('aria-pressed'), 'true');
  await opened.button('Study view').click();
  await opened.page.locator('.layout.study').waitFor({ state: 'detached' });
  await opened.page.waitForFunction(() => !location.hash.includes('view=study'));
  assert.deepEqual([...app.errors, ...opened.errors], []);
  await opened.close();
  await app.close();
});

test('the study view opens from under the board, on the first screen, in each language', async () => {
  for (const [locale, label, study] of [['en-US', 'Step through it', 'Study view'], ['zh-CN', '逐步观看', '学习视图']]) {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 1024, height: 768 }]) {
      const app = await App.open(session, { locale, viewport });
      const open = app.page.getByRole('button', { name: label, exact: true });
      // Where the page opens, without a scroll.
      await onScreen(app, '.actions .study-open', viewport);
      assert.equal(await app.page.evaluate(() => window.scrollY), 0);
      await open.click();
      await app.page.locator('.layout.study').waitFor();
      await app.page.getByRole('button', { name: study, exact: true }).waitFor();
      // The button pressed is gone: the focus is on the switch that leaves the view.
      await app.eventually(async () => assert.equal(await app.page.evaluate(() => document.activeElement?.id), 'study-switch'));
      assert.equal(await app.page.getByRole('button', { name: study, exact: true }).getAttribute('aria-pressed'), 'true');
      // In it, the way in is not offered again; Esc leaves, and it is back.
      assert.equal(await open.count(), 0);
      await onScreen(app, '.board .cell', viewport);
      await onScreen(app, '.player .transport button', viewport);
      await app.page.keyboard.press('Escape');
      await app.page.locator('.layout.study').waitFor({ state: 'detached' });
      await open.waitFor();
      assert.deepEqual(app.errors, []);
      await app.close();
    }
  }
});
