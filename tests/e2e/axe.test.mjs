// An accessibility audit by a third party's rules (axe-core, WCAG 2.2 A and AA and its best
// practices) of the page in the states people use it in, in each language, light and dark, on
// a desktop and on a phone. Nothing is disabled or excluded: any violation fails the test,
// and the message lists every one found in that configuration.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { startSession, App, DESKTOP, PHONE, configName } from './app.mjs';
import { sampleInput, ADVERSARY } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

// The rules of axe-core itself (package.json pins it), not the older copy the Playwright
// wrapper brings: the wrapper's newest version asks for a newer Node than this machine's.
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = require('axe-core/package.json').version;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const BOJ2580 = sampleInput('boj2580');
const POJ3074 = sampleInput('poj3074');
const POJ3076 = sampleInput('poj3076');
const BOJ4574 = sampleInput('boj4574');

// Every language on both sizes, and in both schemes at least once; English in both schemes
// on the desktop.
const CONFIGS = [
  { locale: 'en-US', ...DESKTOP, colorScheme: 'light' },
  { locale: 'en-US', ...DESKTOP, colorScheme: 'dark' },
  { locale: 'en-US', ...PHONE, colorScheme: 'light' },
  { locale: 'ko-KR', ...DESKTOP, colorScheme: 'light' },
  { locale: 'ko-KR', ...PHONE, colorScheme: 'dark' },
  { locale: 'zh-CN', ...DESKTOP, colorScheme: 'dark' },
  { locale: 'zh-CN', ...PHONE, colorScheme: 'dark' },
];

/** The violations axe finds on the page as it is, one line each. */
async function violations(app, state) {
  const results = await new AxeBuilder({ page: app.page, axeSource: AXE_SOURCE }).withTags(TAGS).analyze();
  assert.equal(results.testEngine.version, AXE_VERSION, 'the rules audited are axe-core\'s own');
  return results.violations.map((v) => {
    const node = v.nodes[0];
    return `${state}: ${v.id} (${v.impact}), ${v.nodes.length} element(s), first ${node.target.join(' ')}: `
      + `${node.failureSummary.replace(/\s+/g, ' ')}`;
  });
}

/** Pastes `text` into the puzzle input (the input panel's first text area, whatever the
 *  language). */
const paste = (app, text) => app.page.locator('.input-panel textarea').first().fill(text);

/** Presses Solve (the primary button of the board's toolbar, whatever the language) and waits
 *  for the verdict of the board or of the run. */
async function solve(app) {
  await app.page.locator('.toolbar.actions button.primary').click();
  await app.page.waitForFunction(() => {
    const single = document.querySelector('.verdict .status');
    const batch = document.querySelector('.batch .status');
    return (single && single.dataset.outcome !== 'none') || (batch && batch.dataset.state !== 'running');
  }, null, { timeout: 60_000 });
}

for (const config of CONFIGS) {
  const name = configName(config);
  test(`axe finds nothing: ${name}`, async () => {
    // The new puzzle's seed fixed (see new_puzzle.test.mjs): the same puzzle every run.
    const app = await App.open(session, { ...config, initScript: () => { Math.random = () => 0.25; } });
    const page = app.page;
    const found = [];
    found.push(...await violations(app, 'fresh'));

    // A puzzle made to order, with the news of it.
    await page.locator('.make-puzzle').click();
    await page.locator('.made-news[data-made=made]').waitFor({ timeout: 30_000 });
    found.push(...await violations(app, 'a new puzzle made'));
    // A worst case hunted for: its progress and its Stop button, then its best.
    await page.locator('.new-puzzle select').selectOption('worst-case');
    await page.locator('.make-puzzle').click();
    await page.locator('.hunt-progress[data-calls]').waitFor({ timeout: 30_000 });
    found.push(...await violations(app, 'a worst case hunted for'));
    await page.locator('.stop-hunt').click();
    await page.locator('.made-news[data-made=hunted]').waitFor({ timeout: 30_000 });

    await paste(app, BOJ2580);
    await solve(app);
    found.push(...await violations(app, 'a judge sample solved'));

    // A race of the strategies on the sample, run to its end (every lane finishes in 15 steps).
    await page.locator('.race .toolbar button.primary').click();
    await page.waitForFunction(() => document.querySelector('.race-summary')?.textContent.trim() !== '', null, { timeout: 60_000 });
    found.push(...await violations(app, 'a race finished'));

    // The adversary, played at full speed to a breakpoint on `return false;` (the POJ 3074
    // program's, as the input is one 81-digit line): a dead end, its line marked and its
    // reasons on the board.
    await paste(app, `${ADVERSARY}\n`);
    const deadEnd = page.locator('.code-panel ol.code > li').filter({ has: page.locator('code', { hasText: /^\s*return false;\s*$/ }) });
    await deadEnd.locator('.breakpoint').click();
    const speed = page.locator('.player select').nth(1);
    await speed.selectOption({ index: await speed.locator('option').count() - 1 });
    await page.locator('.player .play').click();
    await deadEnd.and(page.locator('.current')).waitFor({ timeout: 60_000 });
    found.push(...await violations(app, 'the adversary at a dead end'));
    // The same step in the study view (the board, the steps and the code alone).
    await page.locator('.study-switch').click();
    await page.locator('.layout.study').waitFor();
    found.push(...await violations(app, 'the study view at a dead end'));
    await page.keyboard.press('Escape');
    await page.locator('.layout.study').waitFor({ state: 'detached' });
    // Predict, asking about the next try and then judging a guess (the step after the dead
    // end takes a digit back: nothing is asked before it).
    await page.locator('.predict-switch').click();
    const asked = page.locator('[data-predict=question]');
    while ((await asked.textContent()).trim() === '') await page.locator('.player .transport button').nth(3).click();
    found.push(...await violations(app, 'predict asking'));
    await page.locator('[data-answer="dead-end"]').click();
    await page.locator('[data-predict=feedback]').filter({ hasText: /\S/ }).waitFor();
    found.push(...await violations(app, 'predict judged'));
    // Asking at dead ends: where does the search go back to?
    await page.locator('.predict select').selectOption('dead');
    await page.locator('[data-run-to=dead-end]').click();
    await page.locator('[data-back]').first().waitFor();
    found.push(...await violations(app, 'predict asking where the search goes back to'));
    await page.locator('[data-back]').first().click();
    await page.locator('[data-predict=feedback]').filter({ hasText: /\S/ }).waitFor();
    // Which line runs next? The Code panel's lines are the answers.
    await page.locator('.predict select').selectOption('line');
    await page.locator('.line-answer').first().waitFor();
    found.push(...await violations(app, 'predict asking which line runs next'));
    await page.locator('.line-answer').first().click();
    await page.locator('.predict select').selectOption('step');
    await page.locator('.predict-switch').click();
    // Be the solver: a wrong move judged (Dead end where a digit fits, or not), then the
    // exercise graded at the end with its list of moves.
    await page.locator('[data-exercise=start]').click();
    await page.locator('[data-exercise=dead-end]').click();
    await page.locator('[data-exercise=said]').filter({ hasText: /\S/ }).waitFor();
    found.push(...await violations(app, 'an exercise, a move judged'));
    await page.locator('[data-exercise=end]').click();
    await page.locator('.exercise select').selectOption('end');
    await page.locator('[data-exercise=start]').click();
    await page.locator('[data-exercise=dead-end]').click();
    await page.locator('[data-exercise=grade]').click();
    await page.locator('[data-exercise=marks]').waitFor();
    found.push(...await violations(app, 'an exercise graded at the end'));
    await page.locator('[data-exercise=end]').click();

    // A run of several boards, with its table.
    await paste(app, POJ3074);
    await solve(app);
    await page.locator('.batch table.results').waitFor();
    found.push(...await violations(app, 'a run of two boards'));

    // Input with a mistake: the located messages.
    await paste(app, '12x\n');
    await page.locator('.input-errors').first().waitFor();
    found.push(...await violations(app, 'input with an error'));

    // A 16 x 16 board solved, with its own search panel; a Sudominoku solved.
    await paste(app, POJ3076);
    await solve(app);
    found.push(...await violations(app, 'a 16 x 16 board solved'));
    await paste(app, BOJ4574);
    await solve(app);
    found.push(...await violations(app, 'a Sudominoku solved'));

    assert.deepEqual(found, []);
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}
