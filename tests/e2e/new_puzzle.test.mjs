// "New puzzle": a teacher picks a preset and presses Make; a puzzle lands in the input in the
// format in use and on the board. Checked here, not by the page: the puzzle has one solution,
// and its cost, counted by the plain recursion of the judges' solutions (BOJ 12095's go(z),
// written below), is the preset's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, LANGUAGES_AND_SCHEMES, configName } from './app.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

/** The judges' recursion on `cells` (81 numbers, 0 empty): BOJ 12095's calls, placements and
 *  take-backs to the first solution, and the solutions found up to `max`. */
function recurse(cells, max) {
  const b = [...cells];
  const out = { calls: 0, placements: 0, takebacks: 0, solutions: 0, firstCalls: 0, firstPlacements: 0, firstTakebacks: 0 };
  const ok = (z, d) => {
    const [r, c] = [Math.floor(z / 9), z % 9];
    for (let i = 0; i < 9; i++) {
      if (b[r * 9 + i] === d || b[i * 9 + c] === d) return false;
      if (b[(Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + (i % 3)] === d) return false;
    }
    return true;
  };
  const go = (z) => {
    out.calls += 1;
    if (z === 81) {
      out.solutions += 1;
      if (out.solutions === 1) Object.assign(out, { firstCalls: out.calls, firstPlacements: out.placements, firstTakebacks: out.takebacks });
      return out.solutions >= max;
    }
    if (b[z] !== 0) return go(z + 1);
    for (let d = 1; d <= 9; d++) {
      if (!ok(z, d)) continue;
      b[z] = d;
      out.placements += 1;
      if (go(z + 1)) return true;
      b[z] = 0;
      out.takebacks += 1;
    }
    return false;
  };
  go(0);
  return out;
}

/** The page draws each new puzzle's seed from Math.random: fixed here, so that the puzzles
 *  are the same on every run (seed 2^51 for each, made natively by
 *  `sudoku generate --preset P --seed 2251799813685248` in milliseconds). */
const FIXED_RANDOM = () => { Math.random = () => 0.25; };

/** What each preset asks, checked on the recursion's counts. */
const PRESETS = {
  exercise: (r) => r.firstPlacements + 1 <= 80 && r.firstTakebacks >= 2,
  backtracking: (r) => r.firstTakebacks >= 100 && r.firstPlacements < 2000,
  'boj-limit': (r) => r.firstCalls >= 50_000 && r.firstCalls <= 100_000,
};

for (const config of LANGUAGES_AND_SCHEMES) {
  const name = configName(config);
  test(`a new puzzle of each preset has one solution and the preset's cost: ${name}`, async () => {
    const app = await App.open(session, { ...config, initScript: FIXED_RANDOM });
    const page = app.page;
    const input = page.locator('.input-panel textarea').first();
    // POJ 2676 input: the new puzzle comes in POJ 2676's form (a count line, digits without
    // spaces).
    await input.fill(sampleInput('poj2676'));
    const news = page.locator('.made-news');
    for (const [preset, holds] of Object.entries(PRESETS)) {
      await page.locator('.new-puzzle select').selectOption(preset);
      const before = await input.inputValue();
      await page.locator('.make-puzzle').click();
      // The new puzzle in the input and the news of it: not the last preset's.
      await page.waitForFunction((old) => document.querySelector('.made-news')?.dataset.made === 'made'
        && document.querySelector('.input-panel textarea').value !== old, before, { timeout: 30_000 });
      const text = await input.inputValue();
      const lines = text.trim().split('\n');
      assert.equal(lines.length, 10, text);
      assert.equal(lines[0], '1');
      assert.ok(lines.slice(1).every((l) => /^[0-9]{9}$/.test(l)), text);
      const cells = [...lines.slice(1).join('')].map(Number);
      const counted = recurse(cells, 2);
      assert.equal(counted.solutions, 1, `${preset}: ${text}`);
      assert.ok(holds(counted), `${preset}: ${JSON.stringify(counted)}`);
      // The board shows the givens, and the news says the steps as the page counts them.
      for (const i of [cells.findIndex((v) => v !== 0), cells.findLastIndex((v) => v !== 0)]) {
        assert.equal((await page.locator(`#cell-${i}`).textContent()).trim(), String(cells[i]));
      }
      const said = (await news.textContent()).replace(/,/g, '');
      for (const n of [counted.firstPlacements + 1, counted.firstCalls]) {
        assert.match(said, new RegExp(`(^|[^0-9])${n}([^0-9]|$)`), said);
      }
    }
    // A worst case for row-major backtracking: hunted for until Stop, its best so far shown as
    // it goes; the best lands in the input, with one solution and the cost it says.
    await page.locator('.new-puzzle select').selectOption('worst-case');
    const before = await input.inputValue();
    await page.locator('.make-puzzle').click();
    await page.locator('.hunt-progress[data-calls]').waitFor({ timeout: 30_000 });
    assert.ok(await page.locator('.make-puzzle').isDisabled(), 'Make waits for the hunt');
    await page.locator('.stop-hunt').click();
    await page.waitForFunction(() => document.querySelector('.made-news')?.dataset.made === 'hunted',
      null, { timeout: 30_000 });
    assert.equal(await page.locator('.stop-hunt').count(), 0);
    const text = await input.inputValue();
    assert.notEqual(text, before);
    const lines = text.trim().split('\n');
    assert.equal(lines[0], '1', text);
    const cells = [...lines.slice(1).join('')].map(Number);
    const counted = recurse(cells, 2);
    assert.equal(counted.solutions, 1, `worst case: ${text}`);
    // A start whose first row needs 9 to 1 already costs the search over 100,000 calls.
    assert.ok(counted.firstPlacements + 1 > 100_000, JSON.stringify(counted));
    const said = (await news.textContent()).replace(/,/g, '');
    for (const n of [counted.firstPlacements + 1, counted.firstCalls, counted.firstTakebacks]) {
      assert.match(said, new RegExp(`(^|[^0-9])${n}([^0-9]|$)`), said);
    }
  });
}

test('a hunt leaves the page and its worker at work: Solve answers while it runs', async () => {
  const app = await App.open(session, { initScript: FIXED_RANDOM });
  const page = app.page;
  await page.locator('.new-puzzle select').selectOption('worst-case');
  await page.locator('.make-puzzle').click();
  await page.locator('.hunt-progress[data-calls]').waitFor({ timeout: 30_000 });
  await page.locator('.input-panel textarea').first().fill(sampleInput('poj3074'));
  await page.getByRole('button', { name: 'Solve' }).click();
  // The judge's own answer, while the hunt goes on (its Stop button still there after it).
  const expected = sampleOutput('poj3074');
  await page.waitForFunction(() => document.querySelector('.stop-hunt') === null
    || [...document.querySelectorAll('textarea')].some((t) => t.readOnly && t.value.length > 100),
  null, { timeout: 30_000 });
  assert.equal(await page.locator('.stop-hunt').count(), 1, 'the answer came before the hunt ended');
  assert.equal((await app.answer().inputValue()).trim(), expected.trim());
  await page.locator('.stop-hunt').click();
  await page.locator('.made-news[data-made=hunted]').waitFor({ timeout: 30_000 });
  assert.deepEqual(app.errors.map(String), []);
});
