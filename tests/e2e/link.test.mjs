// A student sends a friend a link to the exact step they are looking at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { sampleInput, ADVERSARY } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });


const step = (app) => app.page.locator('[data-counter=step]').textContent();
const strategy = (app) => app.page.locator('.player select').first().inputValue();

test('the address follows the step without adding history; Copy link gives it', async () => {
  const app = await App.open(session);
  const page = app.page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  const history = await page.evaluate(() => history.length);
  for (let i = 0; i < 5; i += 1) await app.button('Step forward').click();
  await page.waitForFunction(() => location.hash.includes('&step=5&'));
  assert.equal(await page.evaluate(() => history.length), history, 'replaced, not pushed');
  await app.button('Copy link').click();
  await page.getByText('Link copied', { exact: true }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, await page.evaluate(() => location.href));
  assert.match(link, /#v=1&format=auto&board=1&strategy=classic&speed=10&step=5&z=/);
  await app.close();
});

test('after playing fast, the address holds the step where play stopped', async () => {
  const app = await App.open(session, { hash: `#v=1&format=auto&board=1&strategy=classic&speed=max&step=0&p=${ADVERSARY}` });
  // Paused by the page as soon as it passes step 1,000,000 (at max speed that takes a few
  // frames; the whole search takes 159 million steps, so it is still going).
  const shown = await app.playUntilPast(1_000_000);
  assert.ok(shown > 1_000_000 && shown < 159_000_000, String(shown));
  assert.doesNotMatch(await app.page.locator('.counters').textContent(), /solved/);
  await app.page.waitForFunction((n) => location.hash.includes(`&step=${n}&`), String(shown));
  await app.close();
});

test('a link opens on the same board, strategy and step, e.g. step 50,000,000 of the adversary', async () => {
  const hash = `#v=1&format=auto&board=1&strategy=classic&speed=max&step=50000000&p=${ADVERSARY}`;
  const app = await App.open(session, { hash });
  // Timed in the page from navigation start (reported, not asserted: the machine is
  // shared; bash scripts/bench.sh measures it).
  const ms = await app.whenStepShown('50,000,000');
  console.log(`step 50,000,000 shown ${ms.toFixed(0)} ms after navigation start`);
  assert.equal(await app.boardLine().then((l) => l.length), 81);
  assert.equal(await strategy(app), 'classic');
  assert.equal(await app.page.locator('.player select').nth(1).locator('option:checked').textContent(), 'max');
  // The board shows the search at that step: the givens stay, and it is not the start.
  const shown = await app.boardLine();
  [...ADVERSARY].forEach((c, i) => { if (c !== '.') assert.equal(shown[i], c, `given ${i}`); });
  assert.notEqual(shown, ADVERSARY);
  // Every core explores it: the page started one worker per core (at most 8) at once; a
  // visit without such a link starts one.
  const cores = await app.page.evaluate(() => Math.min(Math.max(navigator.hardwareConcurrency || 1, 1), 8));
  assert.equal(await app.page.evaluate(() => window.sudokuWorkers.length), cores);
  const plain = await App.open(session);
  assert.equal(await plain.page.evaluate(() => window.sudokuWorkers.length), 1);
  await plain.close();
  // The same link in another browser context shows the same board.
  const again = await App.open(session, { hash });
  await again.whenStepShown('50,000,000');
  assert.equal(await again.boardLine(), shown);
  assert.deepEqual([...app.errors, ...again.errors], []);
  await app.close();
  await again.close();
});

test('a link to a board of several, with another strategy, opens on it', async () => {
  const input = sampleInput('poj3074');
  const first = await App.open(session);
  await first.paste(input);
  await first.page.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Board 2 of 2' });
  await first.page.locator('.player select').first().selectOption('lexicographic');
  for (let i = 0; i < 3; i += 1) await first.button('Step forward').click();
  await first.page.waitForFunction(() => location.hash.includes('&step=3&'));
  const hash = await first.page.evaluate(() => location.hash);
  const shown = await first.boardLine();
  const second = await App.open(session, { hash });
  await second.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('3 / '));
  assert.equal(await second.input().inputValue(), input);
  assert.equal(await strategy(second), 'lexicographic');
  assert.equal(await second.page.getByRole('combobox', { name: 'Board' }).locator('option:checked').textContent(), 'Board 2 of 2');
  assert.equal(await second.boardLine(), shown);
  await first.close();
  await second.close();
});

test('a link to a step of a 16 x 16 search (POJ 3076) opens on that step', async () => {
  const input = sampleInput('poj3076');
  const cells = (app) => app.page.getByRole('grid', { name: '16 x 16 Sudoku board' }).getByRole('gridcell')
    .evaluateAll((all) => all.map((c) => c.textContent).join(''));
  const player = (app) => app.page.locator('.square-player');
  const shownStep = (app) => player(app).locator('[data-counter=step]').textContent()
    .then((t) => t.split(' / ')[0].replace(/,/g, ''));
  const first = await App.open(session);
  await first.paste(input);
  await player(first).locator('select').first().selectOption('lexicographic');
  for (let i = 0; i < 3; i += 1) await player(first).getByRole('button', { name: 'Step forward' }).click();
  await first.page.waitForFunction(() => /&strategy=lexicographic&.*&step=3&/.test(location.hash));
  const near = { hash: await first.page.evaluate(() => location.hash), board: await cells(first), step: '3' };
  // Played at full speed to its solution: the address holds the step where it stopped.
  await player(first).getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'max' });
  await player(first).getByRole('button', { name: 'Play' }).click();
  await player(first).getByText('solved', { exact: true }).waitFor();
  const step = await shownStep(first);
  assert.ok(Number(step) > 3, step);
  await first.page.waitForFunction((n) => location.hash.includes(`&step=${n}&`), step);
  const far = { hash: await first.page.evaluate(() => location.hash), board: await cells(first), step };
  assert.notEqual(near.board, far.board);
  for (const at of [near, far]) {
    const second = await App.open(session, { hash: at.hash });
    await second.page.waitForFunction((s) => {
      const counter = document.querySelector('.square-player [data-counter=step]');
      return counter && counter.textContent.split(' / ')[0].replace(/,/g, '') === s;
    }, at.step);
    assert.equal(await cells(second), at.board, `step ${at.step}`);
    assert.equal(await player(second).locator('select').first().inputValue(), 'lexicographic');
    assert.equal(await second.page.evaluate(() => location.hash), at.hash, 'the address stays the link');
    assert.deepEqual(second.errors, []);
    await second.close();
  }
  await first.close();
});

test('a cut or wrong link says what is wrong and shows the page as it was', async () => {
  for (const [hash, message] of [
    [`#v=1&step=3&p=${ADVERSARY.slice(0, 60)}`, /its board has 60 characters, not 81/],
    ['#v=1&format=auto&step=3', /it holds no puzzle/],
    ['#v=1&strategy=quickest&p=1', /`strategy=quickest` is not a value this page knows/],
    ['#v=1&z=AAAA', /its puzzle does not read/],
  ]) {
    const app = await App.open(session, { hash });
    assert.match(await app.page.getByRole('alert').textContent(), message);
    // The default page: the first example, ready to use; the address now links to it.
    assert.equal(await app.input().inputValue(), sampleInput('boj2580'));
    await app.page.waitForFunction(() => location.hash.startsWith('#v=1&format=auto&board=1&strategy=classic&'));
    await app.solve();
    assert.match(await app.status().textContent(), /^Unique solution/);
    assert.deepEqual(app.errors, []);
    await app.close();
  }
});
