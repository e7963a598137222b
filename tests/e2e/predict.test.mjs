// Predict: a student guesses the classic program's next try before it is shown. The page stops
// before the step, judges the answer at once with its reason, then shows the step; the expected
// answers are worked out here from the rules (the first empty cell, the smallest digit its row,
// column and box leave), not read from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App, LANGUAGES_AND_SCHEMES, configName } from './app.mjs';
import { ADVERSARY, puzzles, sampleInput } from './puzzles.mjs';
import { cellName, events, firstTry } from './recursion.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const stepShown = async (page) => Number((await page.locator('[data-counter=step]').textContent()).split('/')[0].replace(/[^0-9]/g, ''));

for (const config of LANGUAGES_AND_SCHEMES) {
  const name = configName(config);
  test(`predict stops before the step and judges a right and a wrong answer: ${name}`, async () => {
    const app = await App.open(session, config);
    const page = app.page;
    await page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
    const question = page.locator('[data-predict=question]');
    const feedback = page.locator('[data-predict=feedback]');
    const score = page.locator('[data-predict=score]');

    await page.locator('.predict-switch').click();
    assert.equal(await page.locator('.predict-switch').getAttribute('aria-pressed'), 'true');
    const cells = [...ADVERSARY].map((ch) => (ch === '.' ? 0 : Number(ch)));
    const first = firstTry(cells);
    await app.eventually(async () => assert.match(await question.textContent(), new RegExp(cellName(config.locale, first.cell))));
    // Neither a step forward nor play passes the question: the answer after them is judged
    // against it, and then exactly one step is shown.
    await page.keyboard.press('ArrowRight');
    await page.locator('.player .play').click();
    assert.equal(await stepShown(page), 0, 'the step waits for its answer');

    // The right digit: judged right, then the step is shown.
    await page.locator(`[data-answer="${first.digit}"]`).click();
    await app.eventually(async () => assert.match(await feedback.textContent(), /\S/));
    assert.equal(await stepShown(page), 1);
    assert.match(await feedback.getAttribute('class'), /\bright\b/);
    assert.match(await score.textContent(), /1/);

    // The next question: a digit the cell's row holds, judged wrong with the cell that holds it.
    cells[first.cell] = first.digit;
    const next = firstTry(cells);
    const rowStart = Math.floor(next.cell / 9) * 9;
    const holder = [...Array(9).keys()].map((k) => rowStart + k).find((j) => cells[j] !== 0 && cells[j] !== next.digit);
    await page.keyboard.press('ArrowRight');
    await app.eventually(async () => assert.match(await question.textContent(), new RegExp(cellName(config.locale, next.cell))));
    assert.equal(await stepShown(page), 1);
    // From the keyboard, as the page says.
    await page.keyboard.press(String(cells[holder]));
    await app.eventually(async () => assert.equal(await stepShown(page), 2));
    assert.match(await feedback.getAttribute('class'), /\bwrong\b/);
    const said = await feedback.textContent();
    assert.ok(said.includes(cellName(config.locale, holder)), `the reason names ${cellName(config.locale, holder)}: ${said}`);
    assert.ok(said.includes(String(next.digit)), `and says what the program puts there: ${said}`);
    // The board shows the step: the right digit in that cell.
    assert.equal(await page.locator('[data-counter=step]').count(), 1);

    // Stop asking: the page steps freely again.
    await page.locator('.predict-switch').click();
    await page.keyboard.press('ArrowRight');
    await app.eventually(async () => assert.equal(await stepShown(page), 3));
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('a predict link far into the adversary asks at the next take-back, and Skip is not counted', async () => {
  const opened = await App.open(session);
  await opened.page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
  const page = opened.page;
  // The page's own link, in predict mode asking after take-backs, at step 50,000,000.
  await page.locator('.predict-switch').click();
  await page.locator('.predict select').selectOption('back');
  let hash = '';
  await opened.eventually(async () => {
    hash = await page.evaluate(() => window.location.hash);
    assert.match(hash, /&predict=back&/);
  });
  await opened.close();

  const app = await App.open(session, { hash: hash.replace(/step=\d+/, 'step=50000000') });
  await app.whenStepShown('50,000,000', { timeout: 120_000 });
  assert.equal(await app.page.locator('.predict-switch').getAttribute('aria-pressed'), 'true');
  const question = app.page.locator('[data-predict=question]');
  await app.button('Next backtrack').click();
  await app.eventually(async () => assert.match(await question.textContent(), /^Which digit will r\dc\d get next\?$/), { timeout: 60_000 });
  const at = await stepShown(app.page);
  assert.ok(at > 50_000_000, `${at}`);
  // The question is about the cell just taken back, as the narration says.
  const cell = (await question.textContent()).match(/r\dc\d/)[0];
  assert.ok((await app.page.locator('.narration').textContent()).startsWith(`${cell}:`));
  await app.button('Skip').click();
  await app.eventually(async () => assert.equal(await stepShown(app.page), at + 1));
  assert.match(await app.page.locator('[data-predict=score]').textContent(), /^0 of 0 correct$/);
  assert.deepEqual(app.errors, []);
  await app.close();
});

/** Where the program goes back to after the dead end at event `i` of `evs`: the cell of the
 *  next placement, and the cells placed (in order) when the dead end is reached. */
function backTo(evs, i) {
  const stack = [];
  for (const e of evs.slice(0, i)) {
    if (e.kind === 'place') stack.push(e.cell);
    if (e.kind === 'back') stack.pop();
  }
  const next = evs.slice(i + 1).find((e) => e.kind === 'place');
  return { cell: next.cell, stack };
}

for (const config of [LANGUAGES_AND_SCHEMES[0], LANGUAGES_AND_SCHEMES[1]]) {
  test(`asking at dead ends: where the search goes back to, right and wrong: ${configName(config)}`, async () => {
    const app = await App.open(session, config);
    const page = app.page;
    await page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
    await page.locator('.predict-switch').click();
    await page.locator('.predict select').selectOption('dead');
    const question = page.locator('[data-predict=question]');
    const feedback = page.locator('[data-predict=feedback]');
    const evs = events(ADVERSARY, 100_000);
    const deadEnds = evs.flatMap((e, i) => (e.kind === 'dead' ? [i] : []));

    // Play runs to the first dead end and asks there, the step waiting.
    await page.locator('.player .play').click();
    const first = deadEnds[0];
    await app.eventually(async () => assert.ok((await question.textContent()).includes(cellName(config.locale, evs[first].cell))), { timeout: 60_000 });
    assert.equal(await stepShown(page), first + 1);
    const right = backTo(evs, first);
    await page.locator(`[data-back="${right.cell}"]`).click();
    await app.eventually(async () => assert.match(await feedback.getAttribute('class'), /\bright\b/));
    assert.equal(await stepShown(page), first + 2, 'the take-back is shown');

    // The next dead end: a cell further back than the answer is judged wrong, with the answer.
    await page.locator('.player .play').click();
    const second = deadEnds[1];
    await app.eventually(async () => assert.equal(await stepShown(page), second + 1), { timeout: 60_000 });
    const { cell, stack } = backTo(evs, second);
    const further = stack[stack.indexOf(cell) - 1];
    await page.locator(`[data-back="${further}"]`).click();
    await app.eventually(async () => assert.match(await feedback.getAttribute('class'), /\bwrong\b/));
    const said = await feedback.textContent();
    assert.ok(said.includes(cellName(config.locale, cell)), `the verdict names ${cellName(config.locale, cell)}: ${said}`);
    assert.match(await page.locator('[data-predict=score]').textContent(), /1/);
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

for (const config of [LANGUAGES_AND_SCHEMES[0], LANGUAGES_AND_SCHEMES[3]]) {
  test(`asking after each placement: will it stay? judged by the search's future: ${configName(config)}`, async () => {
    const app = await App.open(session, config);
    const page = app.page;
    const line = sampleInput('boj2239').replace(/\s/g, '');
    await page.locator('.input-panel textarea').first().fill(sampleInput('boj2239'));
    await page.locator('.predict-switch').click();
    await page.locator('.predict select').selectOption('stay');
    const question = page.locator('[data-predict=question]');
    const feedback = page.locator('[data-predict=feedback]');
    const evs = events(line, 1_000_000);
    const fate = (step) => {
      const e = evs[step - 1];
      assert.equal(e.kind, 'place', `asked after ${JSON.stringify(e)}`);
      const back = evs.slice(step).findIndex((f) => f.kind === 'back' && f.cell === e.cell);
      return { ...e, stays: back < 0 };
    };
    for (const [round, answerRight] of [[1, true], [2, false]]) {
      await page.locator('.player .play').click();
      await app.eventually(async () => assert.match(await question.textContent(), /\S/), { timeout: 60_000 });
      const e = fate(await stepShown(page));
      assert.ok((await question.textContent()).includes(cellName(config.locale, e.cell)));
      const say = answerRight === e.stays ? 'stays' : 'taken-back';
      await page.locator(`[data-answer=${say}]`).click();
      await app.eventually(async () => assert.match(await feedback.getAttribute('class'), answerRight ? /\bright\b/ : /\bwrong\b/), { timeout: 10_000 });
      assert.match(await page.locator('[data-predict=score]').textContent(), new RegExp(`1\\D+${round}|${round}\\D+1`));
    }
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('will it stay, for a digit whose fate lies millions of steps ahead: the explored search answers', async () => {
  const app = await App.open(session);
  const page = app.page;
  await page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
  // Explored to its end, then back to the start.
  await app.button('To end').click();
  await app.eventually(async () => {
    const [shown, total] = (await page.locator('[data-counter=step]').textContent()).split('/');
    assert.ok(total && shown.trim() === total.trim() && Number(shown.replace(/\D/g, '')) > 1e8, shown);
  }, { timeout: 120_000 });
  await app.button('To start').click();
  await app.eventually(async () => assert.equal(await stepShown(page), 0));
  await page.locator('.predict-switch').click();
  await page.locator('.predict select').selectOption('stay');
  await page.locator('.player .play').click();
  // Asked at once, after the first digit placed in r1c1, which the solution does not have there
  // (it is taken back): tens of millions of steps ahead, past any look-ahead.
  const question = page.locator('[data-predict=question]');
  await app.eventually(async () => assert.match(await question.textContent(), /\S/), { timeout: 60_000 });
  assert.equal(await stepShown(page), 1);
  const [first] = events(ADVERSARY, 1);
  const solution = puzzles('solutions/bruteforce_adversary_wikipedia.solutions.txt').trim();
  assert.equal(first.cell, 0);
  assert.notEqual(first.digit, Number(solution[0]));
  await page.locator('[data-answer=taken-back]').click();
  const feedback = page.locator('[data-predict=feedback]');
  await app.eventually(async () => assert.match(await feedback.getAttribute('class'), /\bright\b/));
  assert.match(await feedback.textContent(), /taken back at step [\d,]{9,}/);
  assert.deepEqual(app.errors, []);
  await app.close();
});

for (const config of [LANGUAGES_AND_SCHEMES[0], LANGUAGES_AND_SCHEMES[1]]) {
  test(`asking which line runs next: a line of the Code panel answers, right and wrong: ${configName(config)}`, async () => {
    const app = await App.open(session, config);
    const page = app.page;
    await page.locator('.input-panel textarea').first().fill(`${ADVERSARY}\n`);
    await page.locator('.predict-switch').click();
    await page.locator('.predict select').selectOption('line');
    const feedback = page.locator('[data-predict=feedback]');
    // The program's lines, found by their code (the C++ of programs/sudoku.cpp), not by the
    // page's marks: placing a digit, and `return false;`.
    const lines = page.locator('.code-panel ol.code > li');
    const texts = await lines.locator('code').allTextContents();
    const placing = texts.findIndex((t) => /board\[r\]\[c\] = d;.*= true;/.test(t));
    const failing = texts.findIndex((t) => /^\s*return false;\s*$/.test(t));
    assert.ok(placing >= 0 && failing >= 0, texts.join('\n'));
    const evs = events(ADVERSARY, 2);
    assert.deepEqual(evs.map((e) => e.kind), ['place', 'place']);

    // The first step places a digit: its line is the right answer.
    await lines.nth(placing).locator('.line-answer').click();
    await app.eventually(async () => assert.equal(await stepShown(page), 1));
    assert.match(await feedback.getAttribute('class'), /\bright\b/);
    // The next question: a digit key answers nothing; `return false;` is wrong, and the
    // feedback names the placing line and what the step does.
    await page.keyboard.press('ArrowRight');
    await lines.nth(failing).locator('.line-answer').waitFor();
    await page.keyboard.press(String(evs[1].digit));
    assert.equal(await stepShown(page), 1, 'the step waits for a line');
    await lines.nth(failing).locator('.line-answer').click();
    await app.eventually(async () => assert.equal(await stepShown(page), 2));
    assert.match(await feedback.getAttribute('class'), /\bwrong\b/);
    const said = await feedback.textContent();
    for (const part of [String(placing + 1), String(failing + 1), cellName(config.locale, evs[1].cell), String(evs[1].digit)]) {
      assert.ok(said.includes(part), `${part} in: ${said}`);
    }
    assert.match(await page.locator('[data-predict=score]').textContent(), /1\D+2|2\D+1/);
    // Answered: the lines are lines again until the next question.
    assert.equal(await page.locator('.line-answer').count(), 0);
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}
