// A student follows their own program line by line: the code panel, breakpoints, runs to the
// next event, the reasons on the board, the counters, the overview.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { startSession, App } from './app.mjs';
import { whyInvalid } from './check.mjs';
import { ADVERSARY, puzzles, sampleInput } from './puzzles.mjs';
import { calls as programCalls } from './recursion.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });


const codePanel = (app) => app.page.getByRole('region', { name: 'Code' });
/** The number and text of the line marked as the step's. */
async function currentLine(app) {
  const line = codePanel(app).locator('[aria-current=step]');
  if (await line.count() === 0) return null;
  // The toggle's words for screen readers around its number hold no digit.
  const number = Number((await line.locator('button, .line-number').textContent()).replace(/[^0-9]/g, ''));
  return { number, text: (await line.locator('code').textContent()).trim() };
}
const stepCounter = async (app) => Number((await app.page.locator('[data-counter=step]').textContent()).split('/')[0].replace(/[^0-9]/g, ''));
const narration = (app) => app.page.locator('.narration').textContent();
/** Presses Step forward and waits until the step it takes is drawn (on a busy machine, the page
 *  draws after the next look at it: a look at the old step, then a press, skipped a step). */
async function stepForward(app) {
  const at = await stepCounter(app);
  await app.button('Step forward').click();
  await app.waitForStep(at + 1);
}

test('the line of each step is marked, follows the steps, and stays when the language changes', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  const tabs = codePanel(app).getByRole('tablist', { name: 'Programming language' });
  assert.deepEqual(await tabs.getByRole('tab').allTextContents(), ['C++', 'Java', 'Python', 'Rust']);
  assert.equal(await currentLine(app), null, 'nothing ran at step 0');
  await stepForward(app);
  const first = await currentLine(app);
  assert.match(first.text, /board\[r\]\[c\] = d;/, 'the first step places a digit');
  // Step until a take-back: the marked line changes to the take-back.
  let line = first;
  for (let i = 0; i < 500 && !/= 0;/.test(line.text); i++) {
    await stepForward(app);
    line = await currentLine(app);
  }
  assert.match(line.text, /board\[r\]\[c\] = 0;/);
  assert.match(await narration(app), /take back \d/);
  const step = await stepCounter(app);
  // Each language has the same line marked, at the same step.
  for (const [name, pattern] of [['Java', /board\[r\]\[c\] = 0;/], ['Python', /board\[r\]\[c\] = 0;/], ['Rust', /self\.set\(r, c, d, false\);/], ['C++', /board\[r\]\[c\] = 0;/]]) {
    await tabs.getByRole('tab', { name }).click();
    // The tab and its program are drawn after the click.
    await app.eventually(async () => {
      assert.equal(await tabs.getByRole('tab', { name }).getAttribute('aria-selected'), 'true');
      assert.match((await currentLine(app)).text, pattern, name);
    });
    assert.equal(await stepCounter(app), step, 'the step is kept');
  }
  await app.close();
});

test('a dead end shows all nine reasons, and the board marks the cells that hold them', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  for (let i = 0; i < 400 && !/no digit fits/.test(await narration(app)); i++) {
    await stepForward(app);
  }
  const text = await narration(app);
  const reasons = [...text.matchAll(/(\d): (row|column|box) (\d) has it \((r\dc\d)\)/g)];
  assert.equal(reasons.length, 9, text);
  assert.match((await currentLine(app)).text, /return false;/);
  // Every named cell is marked on the board and says which digit it refuses.
  for (const [, digit, , , at] of reasons) {
    const [row, col] = [Number(at[1]), Number(at[3])];
    const cell = app.cell(row, col);
    assert.equal(await cell.evaluate((e) => e.classList.contains('clash')), true, at);
    assert.match(await cell.getAttribute('aria-label'), new RegExp(`refuses [0-9, ]*${digit}`));
  }
  await app.close();
});

test('a breakpoint stops play on its line; Next backtrack lands on a take-back', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  // The adversary is one 81-digit line: the panel shows the POJ 3074 program, whose one
  // `return false;` is the dead end's line.
  const texts = (await codePanel(app).locator('li code').allTextContents()).map((t) => t.trim());
  assert.equal(texts.filter((t) => t === 'return false;').length, 1, texts.join('\n'));
  const failLine = texts.indexOf('return false;') + 1;
  const fail = codePanel(app).getByRole('button', { name: `Breakpoint at line ${failLine}` });
  await fail.click();
  await app.eventually(async () => assert.equal(await fail.getAttribute('aria-pressed'), 'true'));
  await app.page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'max' });
  await app.button('Play').click();
  // Stopped: paused, past step 0.
  await app.page.waitForFunction(() => {
    const step = Number(document.querySelector('[data-counter=step]').textContent.split('/')[0].replace(/[^0-9]/g, ''));
    return /paused/.test(document.querySelector('.counters').textContent) && step > 0;
  });
  const stopped = await stepCounter(app);
  assert.ok(stopped > 0);
  // The step that stopped ran that line: a dead end ends on it.
  assert.equal((await currentLine(app)).number, failLine);
  assert.match(await narration(app), /no digit fits, return false/);
  await fail.click();
  await app.eventually(async () => assert.equal(await fail.getAttribute('aria-pressed'), 'false'));

  await app.button('Next backtrack').click();
  await app.page.waitForFunction((before) => {
    const step = Number(document.querySelector('[data-counter=step]').textContent.split('/')[0].replace(/[^0-9]/g, ''));
    return step > before && /take back/.test(document.querySelector('.narration').textContent);
  }, stopped);
  assert.match((await currentLine(app)).text, /board\[r\]\[c\] = 0;/);
  await app.close();
});

test('Calls counts the program shown and BOJ 12095 its own, on the judge samples; the BOJ limit is named', async () => {
  const app = await App.open(session);
  const menu = app.page.getByRole('combobox', { name: 'Examples' });
  const calls = app.page.locator('[data-counter=calls]');
  const bojCalls = app.page.locator('[data-counter=boj-calls]');
  // The program in the Code panel: 15 and 188 calls of `solve`, as CPython's profiler counts
  // them running programs/sudoku.py on each sample. JUDGE_FORMATS.md: the BOJ 12095 program
  // takes 82 calls on the BOJ 2580 sample and 288 on the BOJ 2239 sample.
  for (const [label, expected, boj] of [['BOJ 2580 sample', '15', '82'], ['BOJ 2239 sample', '188', '288']]) {
    await menu.selectOption({ label });
    // The example is drawn at its step 0 before its end is waited for: the last example, drawn
    // late, is already solved.
    await app.waitForStep(0);
    await app.button('To end').click();
    await app.page.waitForFunction(() => /solved/.test(document.querySelector('.counters').textContent));
    assert.equal(await calls.textContent(), expected, label);
    assert.equal(await bojCalls.textContent(), boj, label);
  }
  assert.equal(await app.page.locator('.limit-note').count(), 0);
  await menu.selectOption({ label: 'Brute-force adversary (159 million classic steps, 69 million calls)' });
  await app.page.waitForFunction(() => Number(document.querySelector('.timeline').max) > 300000);
  await app.page.getByRole('slider', { name: 'Step' }).fill('300000');
  await app.page.locator('.limit-note').waitFor();
  assert.match(await app.page.locator('.limit-note').textContent(), /100,000 calls/);
  // A worker measures what the input costs the program shown: the calls the test's own
  // recursion counts (69,175,317), the estimated times, and the strategy that solves it.
  const expected = programCalls(ADVERSARY).toLocaleString('en-US');
  assert.equal(expected, '69,175,317');
  await app.page.getByText(new RegExp(`costs the program shown ${expected} calls: about [0-9.]+ s in C\\+\\+ and [0-9]+ s in Python`)).waitFor();
  const fewest = Number((await app.page.locator('.limit-note').textContent()).match(/“fastest \(fewest candidates first\)” solves it in ([0-9,]+) steps/)[1].replace(/,/g, ''));
  // That strategy, chosen in the player, takes as many steps to its solution.
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('fastest');
  await app.button('To end').click();
  await app.page.waitForFunction(() => /solved/.test(document.querySelector('.counters').textContent));
  assert.equal(await stepCounter(app), fewest);
  assert.ok(fewest < 1000, `${fewest}`);
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('classic');
  // The definitions are on the page, not in a tooltip.
  await app.page.getByText('What the counters count').click();
  await app.page.getByText(/Calls of the recursive function in the program in the Code panel: the first call, and one for each digit placed \(classic: solve\(\)\)/).waitFor();
  await app.page.getByText(/BOJ 12095 \(Sudoku Solver\) states its reference program/).waitFor();
  await app.close();
});

test('the overview draws the explored search and a click seeks there', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  const figure = app.page.getByRole('figure', { name: 'Search overview' });
  // The explorer runs ahead in the background: the figure fills in. Once the whole search is
  // explored it stops changing, and a click's step can be predicted.
  await app.page.waitForFunction(() => (document.querySelector('.overview .wave')?.getAttribute('d') ?? '').split('M').length > 500);
  await app.page.waitForFunction(() => !document.querySelector('.overview svg').getAttribute('aria-label').includes('explored so far'), null, { timeout: 120_000 });
  const box = await figure.locator('svg').boundingBox();
  await figure.locator('svg').click({ position: { x: box.width / 2, y: box.height / 2 } });
  await app.page.waitForFunction(() => Number(document.querySelector('[data-counter=step]').textContent.split('/')[0].replace(/[^0-9]/g, '')) > 0);
  const step = await stepCounter(app);
  const explored = await figure.locator('svg').getAttribute('aria-label');
  const total = Number(explored.match(/over ([0-9,]+) steps/)[1].replace(/,/g, ''));
  // Half way across the explored steps, within a column's width.
  assert.ok(Math.abs(step - total / 2) <= total / 100, `${step} of ${total}`);
  // The marker stands where the click was: half way across.
  const marker = Number(await figure.locator('.marker').getAttribute('data-at'));
  assert.ok(Math.abs(marker - 50) <= 2, `marker at ${marker}%`);
  await app.close();
});

test('the heatmap colours tried cells and keeps givens blank', async () => {
  const app = await App.open(session);
  await app.paste(`${ADVERSARY}\n`);
  // The timeline reaches as far as the search is explored: wait until that is past 20,000.
  await app.page.waitForFunction(() => Number(document.querySelector('.timeline').max) > 20000);
  await app.page.getByRole('slider', { name: 'Step' }).fill('20000');
  await app.page.waitForFunction(() => document.querySelector('[data-counter=step]').textContent.startsWith('20,000 '));
  const heatmap = app.button('Heatmap');
  await heatmap.click();
  // Drawn after the click.
  await app.eventually(async () => {
    assert.equal(await heatmap.getAttribute('aria-pressed'), 'true');
    const heat = await app.cells().evaluateAll((cells) => cells.map((c) => Number(getComputedStyle(c).getPropertyValue('--heat'))));
    assert.equal(heat.length, 81);
    // r1c1 is empty in the adversary and tried first; r2c6 holds a given (3).
    assert.ok(heat[0] > 0, `${heat[0]}`);
    assert.equal(heat[1 * 9 + 5], 0);
    assert.equal(Math.max(...heat), 1);
  });
  await app.page.getByText(/times \(log scale\)/).waitFor();
  await app.close();
});

/** The propagating program for `strategy` in `language` as the page should show it, read from
 *  programs/propagating/ on its own: the strategy's choice put where the line `@choose` is, the
 *  role marks dropped. */
function propagatingProgram(strategy, ext) {
  const main = ext === 'java' ? 'Main.java' : `search.${ext}`;
  const choice = `${strategy === 'fastest' ? 'fewest' : 'first_empty'}.${ext}`;
  return spliced('propagating', main, choice).map(unmarked);
}
/** The lines of programs/`dir`/`main` with the line `@choose` replaced by the file `choice`. */
function spliced(dir, main, choice) {
  const read = (file) => readFileSync(new URL(`../../programs/${dir}/${file}`, import.meta.url), 'utf8').trimEnd().split('\n');
  return read(main).flatMap((line) => (line.trim() === '@choose' ? read(choice) : [line]));
}
/** The number (from 1) of the line of the propagating program of `strategy` in `ext` that
 *  has the role mark `role`, read from the files. */
function markedAt(strategy, ext, role) {
  const main = ext === 'java' ? 'Main.java' : `search.${ext}`;
  const choice = `${strategy === 'fastest' ? 'fewest' : 'first_empty'}.${ext}`;
  return spliced('propagating', main, choice).findIndex((l) => l.endsWith(`@${role}`)) + 1;
}
/** A line without its role mark. */
const unmarked = (line) => line.replace(/\s*(\/\/|#) @[a-z_]+$/, '').trimEnd();
/** The calls of search() the Python program of `strategy` makes on `puzzle` (81 characters),
 *  counted by Python's profiler as it runs to its answer. */
function propagatingCalls(strategy, puzzle) {
  const counter = 'import sys\nsource = sys.argv[1]\ncalls = 0\ndef profile(frame, event, arg):\n'
    + '    global calls\n    if event == "call" and frame.f_code.co_name == "search":\n        calls += 1\n'
    + 'out = sys.stdout\nsys.stdout = open("/dev/null", "w")\nsys.setprofile(profile)\n'
    + 'exec(compile(source, "program.py", "exec"), {"__name__": "__main__"})\nsys.setprofile(None)\nout.write(str(calls))\n';
  const input = [...puzzle].map((ch) => (/[1-9]/.test(ch) ? ch : '0')).join(' ');
  return Number(execFileSync('python3', ['-c', counter, propagatingProgram(strategy, 'py').join('\n')], { input }));
}
const shownProgram = async (app) => (await codePanel(app).locator('.code code').allTextContents()).map((l) => l.trimEnd());

/** A puzzle line as BOJ 2580 gives it: nine rows of nine numbers, 0 for empty. */
const boj2580 = (line) => line.slice(0, 81).replace(/[^1-9]/g, '0').match(/.{9}/g)
  .map((row) => `${[...row].join(' ')}\n`).join('');

test('lexicographic on the adversary: the strategy\'s own program in four languages, each deduction a step with its line', async () => {
  const app = await App.open(session);
  // As BOJ 2580 gives it: the programs in programs/propagating/ are BOJ 2580's.
  await app.paste(boj2580(ADVERSARY));
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('lexicographic');
  // The program that searches this way, in the language chosen, named for BOJ 2580's input.
  await app.eventually(async () => assert.deepEqual(await shownProgram(app), propagatingProgram('lexicographic', 'cpp')));
  assert.match(await codePanel(app).locator('.hint').textContent(), /^The program for BOJ 2580 that searches as this strategy does/);
  // A breakpoint on each line of search() and propagate() (stepped line by line, each runs),
  // and on no other.
  const toggles = await codePanel(app).locator('.code-line:has(.breakpoint) code').allTextContents();
  const marked = spliced('propagating', 'search.cpp', 'first_empty.cpp').filter((l) => /@[a-z_]+$/.test(l) && !l.includes('@choose'));
  assert.equal(marked.length, 22);
  assert.deepEqual(toggles.map((t) => t.trim()), marked.map((l) => unmarked(l).trim()));
  const tabs = codePanel(app).getByRole('tablist', { name: 'Programming language' });
  for (const [tab, ext] of [['Python', 'py'], ['Java', 'java'], ['Rust', 'rs'], ['C++', 'cpp']]) {
    await tabs.getByRole('tab', { name: tab }).click();
    await app.eventually(async () => assert.deepEqual(await shownProgram(app), propagatingProgram('lexicographic', ext), tab));
  }
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('fastest');
  await app.eventually(async () => assert.deepEqual(await shownProgram(app), propagatingProgram('fastest', 'cpp')));
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('lexicographic');
  await app.button('To end').click();
  await app.page.waitForFunction(() => /solved/.test(document.querySelector('.counters').textContent));
  const total = await stepCounter(app);
  assert.ok(total > 64, `${total} steps`);
  assert.ok(Number((await app.page.locator('[data-counter=deductions]').textContent()).replace(/,/g, '')) > 0);
  // The solution: the line that prints the board.
  assert.equal((await currentLine(app)).text, 'print_board();');
  // Back to the first steps: the givens force cells before any guess, each on the line of
  // propagate that fills a cell.
  await app.button('To start').click();
  await app.waitForStep(0);
  await stepForward(app);
  assert.match(await narration(app), /^r\dc\d = \d: (only candidate left|the only place for \d in (row|column|box) \d|forced once)/);
  assert.deepEqual(await currentLine(app), { number: markedAt('lexicographic', 'cpp', 'deduce'), text: 'fill(x, d);' });
  // A puzzle with dead ends (the adversary has none for this strategy, nor norvig_hardest11's first): a guess is the
  // search's own fill, a dead end propagate's check, a take-back the restore of what was saved.
  await app.paste(`${puzzles('norvig_hardest11.txt').split('\n')[1]}\n`);
  await app.eventually(async () => assert.equal(await stepCounter(app), 0));
  await app.page.locator('[data-run-to=dead-end]').click();
  await app.eventually(async () => assert.match(await narration(app), /(contradiction, no digit left; back to|has no place left in (row|column|box) \d: back to)/));
  assert.equal((await currentLine(app)).text, 'return false;');
  await stepForward(app);
  assert.match(await narration(app), /take back \d and rule it out there/);
  assert.equal((await currentLine(app)).text, 'memcpy(board, saved[0], sizeof board), memcpy(cand, saved[1], sizeof cand);');
  await app.button('To start').click();
  await app.waitForStep(0);
  while (!/: try \d/.test(await narration(app))) await stepForward(app);
  // The search's own fill, after its header (the program shown is POJ 3074's: one board a line).
  const shown = await shownProgram(app);
  const place = shown.findIndex((l, i) => i > shown.indexOf('bool search() {') && l.trim() === 'fill(x, d);') + 1;
  assert.ok(place > 0);
  assert.deepEqual(await currentLine(app), { number: place, text: 'fill(x, d);' });
  // At its answer, Calls counts the calls of search() the program shown makes.
  const hardest = puzzles('norvig_hardest11.txt').split('\n')[1].slice(0, 81);
  for (const strategy of ['lexicographic', 'fastest']) {
    await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption(strategy);
    await app.button('To end').click();
    await app.page.waitForFunction(() => /solved/.test(document.querySelector('.counters').textContent));
    const calls = Number((await app.page.locator('[data-counter=calls]').textContent()).replace(/,/g, ''));
    const expected = propagatingCalls(strategy, hardest);
    assert.ok(expected > 1, `${strategy}: ${expected} calls`);
    assert.equal(calls, expected, strategy);
  }
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('a propagating strategy\'s program reads the input\'s judge: POJ 2676\'s count of boards, the search as BOJ 2580\'s', async () => {
  const app = await App.open(session);
  await app.paste(sampleInput('poj2676'));
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('lexicographic');
  await app.eventually(async () => assert.match(await codePanel(app).locator('.hint').textContent(), /^The program for POJ 2676 that searches as this strategy does/));
  // The frame's input and output around the search BOJ 2580's program shows: from its tables
  // to the end of search(), before that program's own print_board.
  const base = propagatingProgram('lexicographic', 'cpp');
  const search = base.slice(base.findIndex((l) => l.includes('cand[x]: the digits')), base.indexOf('void print_board() {') - 1);
  const frame = readFileSync(new URL('../../programs/propagating/judges/poj2676.cpp', import.meta.url), 'utf8');
  const expected = frame.trimEnd().split('\n').flatMap((line) => (line.trim() === '@search' ? search : [line]));
  await app.eventually(async () => assert.deepEqual(await shownProgram(app), expected));
  assert.ok(expected.includes('    cin >> cases;'));
  assert.ok(!expected.some((l) => l.includes('@')));
  // It runs on the board shown: the first step is a forced cell, on propagate's fill.
  await stepForward(app);
  const deduce = expected.findIndex((l) => l.trim() === 'fill(x, d);') + 1;
  assert.ok(deduce < expected.findIndex((l) => l.includes('bool search()')), 'propagate before search');
  assert.deepEqual(await currentLine(app), { number: deduce, text: 'fill(x, d);' });
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('DLX\'s pseudocode speaks the page language; the other strategies\' programs are named in it', async () => {
  for (const [locale, names, caption, dlx] of [
    ['ko-KR', { input: '퍼즐 입력', strategy: '전략', code: '코드', step: '다음 단계' }, /^이 전략대로 탐색하는 POJ 3074 \/ BOJ 7681용 프로그램입니다/, /모든 제약이 충족되면/],
    ['zh-CN', { input: '题目输入', strategy: '策略', code: '代码', step: '下一步' }, /^按此策略搜索的 POJ 3074 \/ BOJ 7681 程序/, /如果所有约束都已满足/],
  ]) {
    const app = await App.open(session, { locale });
    await app.page.getByRole('textbox', { name: names.input, exact: true }).fill(`${ADVERSARY}\n`);
    const strategy = app.page.getByRole('combobox', { name: names.strategy });
    const region = app.page.getByRole('region', { name: names.code });
    const code = () => region.locator('.code').textContent();
    await strategy.selectOption('fastest');
    await app.eventually(async () => assert.match(await region.locator('.hint').textContent(), caption, locale));
    assert.match(await code(), /fewest digits left/);
    // The givens force a cell first: the step's line is propagate's fill.
    await app.page.getByRole('button', { name: names.step, exact: true }).click();
    await app.waitForStep(1);
    await app.eventually(async () => assert.equal((await region.locator('[aria-current=step] code').textContent()).trim(), 'fill(x, d);'));
    await strategy.selectOption('dlx');
    await app.eventually(async () => assert.match(await code(), dlx, locale));
    assert.equal(await region.getByRole('tablist').count(), 0);
    // No English sentence is left in it: the words in Latin letters are the code's own.
    const latin = (await code()).match(/[A-Za-z]+/g).filter((w) => !['search', 'return', 'true', 'false', 'c', 'r'].includes(w));
    assert.deepEqual(latin, [], locale);
    assert.deepEqual(app.errors, []);
    await app.close();
  }
});

test('Next solution searches on past the first, each solution valid and new', async () => {
  const app = await App.open(session);
  const before = await app.boardLine();
  await app.page.getByRole('combobox', { name: 'Examples' }).selectOption({ label: 'Several solutions' });
  // The example's board, once drawn (read at once, it could still be the first example's).
  await app.eventually(async () => assert.notEqual(await app.boardLine(), before));
  const puzzle = await app.boardLine();
  const solutions = [];
  for (let k = 1; k <= 3; k++) {
    await app.button('Next solution').click();
    await app.page.waitForFunction((k) => new RegExp(`Solutions${k}`).test(document.querySelector('.counters').textContent.replace(/\s+/g, '')), k);
    const line = await app.boardLine();
    assert.equal(whyInvalid(puzzle, line), null, `solution ${k}`);
    assert.ok(!solutions.includes(line), `solution ${k} is new`);
    solutions.push(line);
  }
  assert.match(await narration(app), /^Solution 3: the program would have stopped at the first/);
  await app.close();
});

/** POJ 3076's program for `strategy` ('dlx' or 'lexicographic') in `ext` as the page should show
 *  it, read from programs/poj3076/ on its own: the choice where the line with `@choose` is, the
 *  role marks dropped; and the number (from 1) of each marked line. */
function squareProgram(strategy, ext) {
  const main = ext === 'java' ? 'Main.java' : `dlx.${ext}`;
  const raw = spliced('poj3076', main, `${strategy === 'dlx' ? 'fewest' : 'forced'}.${ext}`);
  const marked = {};
  raw.forEach((line, i) => {
    const mark = line.match(/(\/\/|#) @([a-z]+)$/);
    if (mark) marked[mark[2]] = i + 1;
  });
  return { lines: raw.map(unmarked), marked };
}
/** The lines the Python program of `program` (squareProgram's) runs on `input`, one per event
 *  the page counts as a step, as Python's own tracer sees them: a row placed, taken back, a
 *  return from the check (a constraint with no option left), the print. */
function squareTrace(program, input) {
  const { place, undo, check, print } = program.marked;
  const tracer = 'import sys\nsource = sys.argv[1]\nplace, undo, check, pr = map(int, sys.argv[2:6])\nseen = []\n'
    + 'def tracer(frame, event, arg):\n    if frame.f_code.co_name != "search":\n        return tracer\n'
    + '    n = frame.f_lineno\n    if event == "return" and n == check:\n        seen.append(n)\n'
    + '    elif event == "line" and n in (place, undo, pr):\n        seen.append(n)\n    return tracer\n'
    + 'out = sys.stdout\nsys.stdout = open("/dev/null", "w")\nsys.settrace(tracer)\n'
    + 'exec(compile(source, "program.py", "exec"), {"__name__": "__main__"})\nsys.settrace(None)\n'
    + 'out.write(" ".join(map(str, seen)))\n';
  const args = ['-c', tracer, program.lines.join('\n'), ...[place, undo, check, print].map(String)];
  return execFileSync('python3', args, { input }).toString().split(' ').map(Number);
}

test('a 16 x 16 board shows POJ 3076\'s program, each step on the line Python\'s tracer runs', async () => {
  const input = sampleInput('poj3076');
  const app = await App.open(session);
  await app.paste(input);
  await app.eventually(async () => assert.match(await codePanel(app).locator('.hint').textContent(), /^The program you would submit for POJ 3076 \(16 x 16\)/));
  await app.eventually(async () => assert.deepEqual(await shownProgram(app), squareProgram('dlx', 'cpp').lines));
  await codePanel(app).getByRole('tab', { name: 'Python' }).click();
  const python = squareProgram('dlx', 'py');
  await app.eventually(async () => assert.deepEqual(await shownProgram(app), python.lines));
  assert.equal(await currentLine(app), null, 'no line before the first step');
  // Step by step, past the first dead end (step 84) and the take-backs after it.
  const traced = squareTrace(python, input);
  const seen = new Set();
  for (let step = 1; step <= 90; step++) {
    await stepForward(app);
    const line = await currentLine(app);
    assert.equal(line?.number, traced[step - 1], `step ${step}: ${await narration(app)}`);
    seen.add(line.text);
  }
  assert.deepEqual([...seen].sort(), ['if size[c] == 0: return False', 'place(r)', 'unplace(r)']);
  // The lexicographic strategy's program: the same, with its own choice.
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('lexicographic');
  await app.eventually(async () => assert.deepEqual(await shownProgram(app), squareProgram('lexicographic', 'py').lines));
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('past the first solution, the Code panel says the program would have stopped there', async () => {
  const app = await App.open(session);
  await app.paste(`${puzzles('norvig_hard1_not_unique.txt').split('\n').find((l) => /^[0-9.]{81}/.test(l)).slice(0, 81)}\n`);
  const note = codePanel(app).getByRole('note');
  await app.button('To end').click();
  await app.page.waitForFunction(() => /solved/.test(document.querySelector('.counters').textContent));
  assert.equal(await note.count(), 0, 'at the first solution the program is still running');
  await app.button('Next solution').click();
  await app.eventually(async () => assert.equal(await app.page.locator('[data-counter=solutions]').textContent(), '2'));
  assert.match(await note.textContent(), /stops at its first solution/);
  await app.button('To start').click();
  await app.waitForStep(0);
  assert.equal(await note.count(), 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});
