// On a 375 px phone with touch: a keypad enters digits, the page is in the order of the task,
// tap targets are at least 44 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, PHONE } from './app.mjs';
import { ADVERSARY } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });


test('the keypad enters and erases digits in the selected cell', async () => {
  const app = await App.open(session, PHONE);
  const keypad = app.page.getByRole('group', { name: 'Keypad' });
  assert.deepEqual(await keypad.getByRole('button').allTextContents(), ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Erase']);
  await app.button('Clear').tap();
  await app.cell(2, 3).tap();
  await keypad.getByRole('button', { name: '7' }).tap();
  // Each tap's edit is drawn after it: waited for.
  await app.eventually(async () => {
    assert.equal(await app.cell(2, 3).getAttribute('aria-label'), 'row 2, column 3, 7, given');
    assert.match(await app.input().inputValue(), /^0 0 0 0 0 0 0 0 0\n0 0 7 /);
  });
  await keypad.getByRole('button', { name: 'Erase' }).tap();
  await app.eventually(async () => assert.equal(await app.cell(2, 3).getAttribute('aria-label'), 'row 2, column 3, empty'));
  await app.close();
});

test('375 px: board, keypad, paste box, Solve, answer, then the player; 44 px targets', async () => {
  const app = await App.open(session, { ...PHONE, colorScheme: 'dark' });
  const top = async (locator) => (await locator.boundingBox()).y;
  const order = [
    await top(app.board()),
    await top(app.page.getByRole('group', { name: 'Keypad' })),
    await top(app.input()),
    await top(app.button('Solve')),
    await top(app.answer()),
    await top(app.page.getByRole('region', { name: 'Watch the search' })),
  ];
  assert.deepEqual([...order].sort((a, b) => a - b), order, `${order}`);
  // The paste box is on the first two screens, not below the whole player.
  assert.ok(order[2] < 2 * 812, `paste box at ${order[2]} px`);
  const small = await app.page.evaluate(() => [...document.querySelectorAll('button, select, summary, [role=tab]')]
    .filter((e) => e.offsetParent !== null && !e.classList.contains('breakpoint'))
    .map((e) => [e.textContent.trim().slice(0, 20), Math.round(e.getBoundingClientRect().height)])
    .filter(([, h]) => h < 44));
  assert.deepEqual(small, []);
  assert.equal(await app.page.evaluate(() => document.documentElement.scrollWidth), 375);
  await app.close();
});

test('375 px: a run of several boards, its table and its Show buttons are 44 px targets', async () => {
  const app = await App.open(session, PHONE);
  const lines = [
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
    '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
    '6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....',
  ];
  await app.paste(`${lines.join('\n')}\n`);
  await app.solve();
  await app.page.locator('.batch .results').waitFor();
  const small = await app.page.evaluate(() => [...document.querySelectorAll('button, select, summary, [role=tab]')]
    .filter((e) => e.offsetParent !== null && !e.classList.contains('breakpoint'))
    .map((e) => [e.getAttribute('aria-label') ?? e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
    .filter(([, r]) => r.height < 44 || r.width < 44)
    .map(([name, r]) => `${name}: ${Math.round(r.width)} x ${Math.round(r.height)}`));
  assert.deepEqual(small, []);
  assert.equal(await app.page.locator('.batch .results tbody tr').count(), 3);
  assert.equal(await app.page.evaluate(() => document.documentElement.scrollWidth), 375);
  await app.close();
});

test('on a wide screen with a mouse the keypad and the dock\'s small board are not shown', async () => {
  const app = await App.open(session);
  assert.equal(await app.page.getByRole('group', { name: 'Keypad' }).isVisible(), false);
  assert.equal(await app.page.locator('.dock-board').count(), 0, 'not drawn at all');
  await app.close();
});

test('a phone on its side has no small board in the dock: too short to spare it', async () => {
  const app = await App.open(session, { viewport: { width: 812, height: 375 }, hasTouch: true });
  await app.button('Step forward').click();
  assert.equal(await app.page.locator('.dock').first().isVisible(), true);
  assert.equal(await app.page.locator('.dock-board').count(), 0);
  await app.close();
});

test('on a phone the narration and a small board stay in view while stepping', async () => {
  const app = await App.open(session, PHONE);
  const page = app.page;
  const forward = app.button('Step forward');
  const inView = async (locator) => {
    const b = await locator.boundingBox();
    return b.y >= 0 && b.y + b.height <= 812;
  };
  // From the player's heading down to its stack, the dock stays on screen: tapped where it
  // is (a locator's tap would scroll it into view first).
  for (const part of ['.player h2', '.player .counters', '.player .definitions', '.player .stack-strip']) {
    await page.locator(part).first().evaluate((e) => e.scrollIntoView({ block: 'center' }));
    assert.ok(await inView(forward), `the step button is on screen at ${part}`);
    const b = await forward.boundingBox();
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    assert.ok(await inView(page.locator('.narration')), `the narration is on screen at ${part}`);
    assert.ok(await inView(page.locator('.dock-board')), `the small board is on screen at ${part}`);
  }
  // The last tap's step is drawn after it.
  await app.waitForStep(4);
  assert.equal((await page.locator('[data-counter=step]').textContent()).split(' / ')[0], '4');
  // The small board is the board at this step: the board's own cells say the same.
  const small = await page.locator('.dock-board .mini-grid').getAttribute('aria-label');
  assert.equal(small.split(': ')[1], await app.boardLine());
  assert.equal(await page.locator('.dock-board .mini-cell.placed').count(), 3, 'three digits placed, one being tried');
  assert.equal(await page.locator('.dock-board .mini-cell.trying').count(), 1);
  assert.match(await page.locator('.narration').textContent(), /: try \d/);
  await app.screenshot('phone-stepping');
  await app.close();
});

test('on a phone the dock shows the line of code of the step, the Code panel\'s current line', async () => {
  const app = await App.open(session, PHONE);
  const page = app.page;
  await app.paste(`${ADVERSARY}\n`);
  const dockLine = page.locator('.dock-line');
  const codeLine = async () => {
    const line = page.locator('.code-panel [aria-current=step]');
    return `${(await line.locator('button, .line-number').textContent()).replace(/[^0-9]/g, '')} ${(await line.locator('code').textContent()).trim()}`;
  };
  const docked = async () => `${await dockLine.locator('.dock-line-number').textContent()} ${await dockLine.locator('code').textContent()}`;
  // At the start nothing has run: the line is there, empty, keeping its place.
  assert.equal((await docked()).trim(), '');
  // Where the dock's buttons are, from its line: the same whatever the line says.
  const buttons = page.locator('.dock .transport');
  const below = async () => (await buttons.boundingBox()).y - (await dockLine.boundingBox()).y;
  const gap = await below();
  await app.button('Step forward').click();
  await app.waitForStep(1);
  await app.eventually(async () => assert.equal(await docked(), await codeLine()));
  assert.match(await docked(), /^\d+ board\[r\]\[c\] = d;/);
  // A dead end: return false, the buttons where they were.
  await app.button('Next dead end').click();
  await app.eventually(async () => assert.match(await docked(), /^\d+ return false;$/));
  assert.equal(await docked(), await codeLine());
  assert.equal(await below(), gap);
  // In Python, the same line in Python.
  await page.getByRole('tab', { name: 'Python' }).click();
  await app.eventually(async () => assert.match(await docked(), /^\d+ return False$/));
  // The study view shows the Code panel beside: no line in the dock there.
  await page.locator('.study-switch').click();
  await page.locator('.layout.study').waitFor();
  assert.equal(await dockLine.count(), 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});
