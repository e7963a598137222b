// Stepping line by line: the page's lines, one press at a time, against Python's own line
// tracer (sys.settrace) running programs/sudoku.py on the same input; the counter of lines
// run; a link to a line; the line mode in the study view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startSession, App } from './app.mjs';
import { sampleInput, ADVERSARY, puzzles } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const PROGRAM = new URL('../../programs/sudoku.py', import.meta.url).pathname;

/** The numbers of the lines of `solve` that Python runs on `input` (its header at each call,
 *  then each line reached), the first `limit` of them. */
function pythonTrace(input, limit) {
  const tracer = `
import sys
program, limit = sys.argv[1], int(sys.argv[2])
seen = []
class Enough(Exception):
    pass
def tracer(frame, event, arg):
    if frame.f_code.co_name != "solve":
        return None
    if event in ("call", "line"):
        seen.append(frame.f_lineno)
        if len(seen) >= limit:
            raise Enough()
    return tracer
code = compile(open(program).read(), program, "exec")
out = sys.stdout
sys.stdout = open("/dev/null", "w")
sys.settrace(tracer)
try:
    exec(code, {"__name__": "__main__"})
except Enough:
    pass
sys.settrace(None)
out.write(" ".join(map(str, seen)))
`;
  const run = spawnSync('python3', ['-c', tracer, PROGRAM, String(limit)], { input, encoding: 'utf8' });
  assert.equal(run.status, 0, `python3 runs the tracer (scripts/setup.sh installs it): ${run.stderr}`);
  return run.stdout.trim().split(/\s+/).map(Number);
}

/** The text of each line of programs/sudoku.py as the page shows it (marks removed), by
 *  number: the function every judge's program shares, so that the text of a traced line is
 *  the text of the page's line whichever judge's program is shown. */
const PYTHON_LINES = readFileSync(PROGRAM, 'utf8').split('\n').map((l) => l.replace(/\s+#\s*@\w+$/, '').trim());

const codePanel = (app) => app.page.getByRole('region', { name: 'Code' });
/** The number of the line marked in the listing. */
async function markedLine(app) {
  const line = codePanel(app).locator('[aria-current=step]');
  return Number((await line.locator('button, .line-number').textContent()).replace(/[^0-9]/g, ''));
}
const markedText = async (app) => (await codePanel(app).locator('[aria-current=step] code').textContent()).trim();
const linesRun = async (app) => Number((await app.page.locator('[data-counter=line]').textContent()).replace(/[^0-9]/g, ''));
async function waitForLine(app, n) {
  await app.page.waitForFunction((n) => {
    const text = document.querySelector('[data-counter=line]')?.textContent ?? '';
    return Number(text.replace(/[^0-9]/g, '')) === n;
  }, n);
}

async function byLine(app) {
  await app.button('line of code').click();
  await app.page.locator('[data-counter=line]').waitFor();
  await codePanel(app).getByRole('tab', { name: 'Python' }).click();
}

test('line by line, the page runs the lines Python traces, in order (BOJ 2580 and 2239 samples, each with its judge\'s program)', async () => {
  for (const [sample, presses] of [['boj2580', 212], ['boj2239', 400]]) {
    const text = sampleInput(sample);
    // The Python program reads numbers separated by spaces (BOJ 2239 writes rows of digits).
    const spaced = text.trim().split('\n').map((row) => (row.includes(' ') ? row : row.split('').join(' '))).join('\n');
    const traced = pythonTrace(spaced, presses).map((n) => PYTHON_LINES[n - 1]);
    const app = await App.open(session);
    await app.paste(text);
    await byLine(app);
    assert.equal(await linesRun(app), 0, 'nothing ran at the start');
    const seen = [];
    for (let i = 1; i <= traced.length; i++) {
      await app.button('Step forward').click();
      await waitForLine(app, i);
      seen.push(await markedText(app));
    }
    assert.deepEqual(seen, traced, sample);
    assert.deepEqual(app.errors, []);
    await app.close();
  }
});

test('a line has its narration, a link opens on the same line, and Step back retraces it', async () => {
  const app = await App.open(session);
  await app.paste(sampleInput('boj2580'));
  await byLine(app);
  for (let i = 1; i <= 14; i++) {
    await app.button('Step forward').click();
    await waitForLine(app, i);
  }
  // Line 14 of BOJ 2580's sample: the second call (r2c5) checks its first digit, 1, which
  // row 2 holds in r2c4: refused, and r2c4 ringed on the board.
  assert.match(await app.page.locator('.narration').textContent(), /^1: row 2 has it \(r2c4\): continue/);
  assert.match(await codePanel(app).locator('[aria-current=step] code').textContent(), /continue/);
  assert.equal(await app.cell(2, 4).evaluate((e) => e.classList.contains('clash')), true);
  // The first step ran lines 1-7; line 14 is the second step's 7th (from 0, its 6th).
  await app.page.waitForFunction(() => location.hash.includes('&step=1&by=line&line=6&'));
  const hash = await app.page.evaluate(() => location.hash);
  const opened = await App.open(session, { hash });
  await waitForLine(opened, 14);
  await codePanel(opened).getByRole('tab', { name: 'Python' }).click();
  await opened.eventually(async () => assert.equal(await markedLine(opened), await markedLine(app)));
  assert.equal(await opened.button('line of code').getAttribute('aria-pressed'), 'true');
  await opened.button('Step back').click();
  await waitForLine(opened, 13);
  await opened.close();
  await app.close();
});

test('the Code panel shows the program for the judge of the input', async () => {
  const app = await App.open(session);
  const caption = () => codePanel(app).locator('.hint').textContent();
  const judges = [['poj2676', /cin >> cases;/], ['poj3074', /line != "end"/], ['boj2239', /cin >> row;/],
    ['leetcode37', /void solveSudoku\(vector<vector<char>>& grid\)/], ['boj2580', /cin >> d;/]];
  for (const [judge, reads] of judges) {
    await app.paste(sampleInput(judge));
    const name = judge === 'leetcode37' ? 'LeetCode 37' : judge.slice(0, 3).toUpperCase() + ' ' + judge.slice(3);
    await app.eventually(async () => assert.match(await caption(), new RegExp(`submit for ${name}`)));
    assert.match(await codePanel(app).locator('.code').textContent(), reads, judge);
  }
  // Python reads POJ 2676's count of boards too.
  await app.paste(sampleInput('poj2676'));
  await codePanel(app).getByRole('tab', { name: 'Python' }).click();
  await app.eventually(async () => assert.match(await codePanel(app).locator('.code').textContent(), /int\(tokens\[0\]\)/));
  // LeetCode's: a Solution class, its method taking the board as LeetCode passes it.
  await app.paste(sampleInput('leetcode37'));
  await app.eventually(async () => assert.match(await codePanel(app).locator('.code').textContent(), /def solveSudoku\(self, grid: List\[List\[str\]\]\) -> None:/));
  await app.close();
});

/** The propagating program of `strategy` in Python as the page splices it: the strategy's
 *  choice where the line `@choose` is (read from programs/propagating/ on its own). */
function propagatingPython(strategy) {
  const read = (file) => readFileSync(new URL(`../../programs/propagating/${file}`, import.meta.url), 'utf8').trimEnd().split('\n');
  const choice = read(strategy === 'fastest' ? 'fewest.py' : 'first_empty.py');
  return read('search.py').flatMap((line) => (line.trim() === '@choose' ? choice : [line]));
}

/** The texts of the lines of `search` and `propagate` that Python runs on `puzzle` (81
 *  characters), in order: the helpers they call are stepped over, as the page does. */
function propagatingTrace(strategy, puzzle) {
  const program = propagatingPython(strategy);
  const tracer = `
import sys
seen = []
def tracer(frame, event, arg):
    if frame.f_code.co_name not in ("search", "propagate"):
        return None
    if event in ("call", "line"):
        seen.append(frame.f_lineno)
    return tracer
code = compile(sys.argv[1], "program.py", "exec")
out = sys.stdout
sys.stdout = open("/dev/null", "w")
sys.settrace(tracer)
exec(code, {"__name__": "__main__"})
sys.settrace(None)
out.write(" ".join(map(str, seen)))
`;
  const input = [...puzzle].map((ch) => (/[1-9]/.test(ch) ? ch : '0')).join(' ');
  const run = spawnSync('python3', ['-c', tracer, program.join('\n')], { input, encoding: 'utf8' });
  assert.equal(run.status, 0, `python3 runs the tracer: ${run.stderr}`);
  return run.stdout.trim().split(/\s+/).map((n) => program[Number(n) - 1].replace(/\s+#\s*@\w+$/, '').trim());
}

test('line by line, the fewest-candidates program runs the lines Python traces, dead ends and take-backs included', async () => {
  // Norvig's hardest #3: 393 lines of search() and propagate() to its solution, a dead end and
  // a take-back among them.
  const puzzle = '12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4';
  const traced = propagatingTrace('fastest', puzzle);
  assert.equal(traced.length, 393);
  assert.ok(traced.includes('return False') && traced.includes('board[:], cand[:] = saved'), 'a dead end and a take-back');
  const app = await App.open(session);
  await app.paste(puzzle);
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('fastest');
  await byLine(app);
  const seen = [];
  const narrations = new Set();
  for (let i = 1; i <= traced.length; i++) {
    await app.button('Step forward').click();
    await waitForLine(app, i);
    seen.push(await markedText(app));
    if (seen[i - 1] === 'if dead():') narrations.add(await app.page.locator('.narration').first().textContent());
  }
  assert.deepEqual(seen, traced);
  // The test line says what it found, in words.
  assert.ok([...narrations].some((n) => /dead\(\)\? No/.test(n)), [...narrations].join(' | '));
  assert.ok([...narrations].some((n) => /dead\(\): yes/.test(n)), [...narrations].join(' | '));
  assert.deepEqual(app.errors, []);
  await app.close();
});

/** The first time the propagating program's dead() says yes on `puzzle`, as Python runs it:
 *  `{ unit, digits }` (the unit's cells, 0 to 80, and the digits with no place in it) or
 *  `{ cell }` (a cell with no digit left). */
function firstDeadEnd(strategy, puzzle) {
  const tracer = `
import sys, json
def tracer(frame, event, arg):
    if frame.f_code.co_name != "dead":
        return None
    if event == "return" and arg:
        ALL, seen = frame.f_globals["ALL"], frame.f_locals.get("seen")
        if seen is not None and seen != ALL:
            found = {"unit": sorted(frame.f_locals["unit"]), "digits": [d for d in range(1, 10) if not seen >> d & 1]}
        else:
            found = {"cell": frame.f_globals["cand"].index(0)}
        sys.__stdout__.write(json.dumps(found))
        sys.__stdout__.flush()
        raise SystemExit(0)
    return tracer
code = compile(sys.argv[1], "program.py", "exec")
sys.stdout = open("/dev/null", "w")
sys.settrace(tracer)
exec(code, {"__name__": "__main__"})
`;
  const input = [...puzzle].map((ch) => (/[1-9]/.test(ch) ? ch : '0')).join(' ');
  const run = spawnSync('python3', ['-c', tracer, propagatingPython(strategy).join('\n')], { input, encoding: 'utf8' });
  assert.equal(run.status, 0, `python3 runs the tracer: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The indices (0 to 80) of the board's cells marked as a unit where a digit has no place. */
const noPlaceCells = (app) => app.board().locator('.cell').evaluateAll((cells) => cells
  .map((cell, i) => (cell.classList.contains('no-place') ? i : -1)).filter((i) => i >= 0));

test('a digit with no place left in a unit: the board marks the unit dead() found, by step and from dead()\'s line', async () => {
  // Norvig's hardest #3 (the file's third line): the fastest program's first dead end is a
  // digit with no place in a row, as Python runs the program.
  const puzzle = puzzles('norvig_hardest11.txt').split('\n')[2];
  const found = firstDeadEnd('fastest', puzzle);
  assert.ok(found.unit, JSON.stringify(found));
  const app = await App.open(session);
  await app.paste(`${puzzle}\n`);
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('fastest');
  await app.page.locator('[data-run-to=dead-end]').click();
  const said = /^(\d) has no place left in (row|column|box) \d/;
  await app.eventually(async () => assert.match(await app.page.locator('.narration').first().textContent(), said));
  const digit = Number((await app.page.locator('.narration').first().textContent()).match(said)[1]);
  assert.ok(found.digits.includes(digit), `${digit} of ${found.digits}`);
  assert.deepEqual(await noPlaceCells(app), found.unit);
  // The legend says what the stripes on a whole unit mean.
  await app.page.locator('.legend').getByText('dead end: a digit has no place in this row, column or box').waitFor();
  // Line by line: from the line where dead() finds it, not the line before.
  await byLine(app);
  while (!/^dead\(\): yes, \d has no place/.test(await app.page.locator('.narration').first().textContent())) {
    const at = await linesRun(app);
    assert.ok(at > 1, 'dead()\'s line comes before the step');
    await app.button('Step back').click();
    await waitForLine(app, at - 1);
  }
  assert.equal(await markedText(app), 'if dead():');
  assert.deepEqual(await noPlaceCells(app), found.unit);
  const at = await linesRun(app);
  await app.button('Step back').click();
  await waitForLine(app, at - 1);
  assert.deepEqual(await noPlaceCells(app), []);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('by try again, a step is a try; and DLX steps by try', async () => {
  const app = await App.open(session);
  await app.paste(sampleInput('boj2580'));
  await byLine(app);
  await app.button('Step forward').click();
  await waitForLine(app, 1);
  await app.button('try').click();
  await app.page.locator('[data-counter=line]').waitFor({ state: 'detached' });
  await app.button('Step forward').click();
  await app.waitForStep(1);
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('lexicographic');
  await app.button('line of code').waitFor();
  await app.page.getByRole('combobox', { name: 'Strategy' }).selectOption('dlx');
  await app.eventually(async () => assert.equal(await app.button('line of code').count(), 0));
  await app.close();
});

test('go to a line run: near, as Python traces it; far into the adversary, over the workers\' jump', async () => {
  // The adversary as BOJ 2580 gives it (the Python program reads numbers with spaces).
  const input = ADVERSARY.replace(/[^1-9]/g, '0').match(/.{9}/g).map((row) => row.split('').join(' ')).join('\n') + '\n';
  const n = 100_000;
  const traced = pythonTrace(input, n).map((k) => PYTHON_LINES[k - 1]);
  const app = await App.open(session);
  await app.paste(input);
  await byLine(app);
  const go = async (line) => {
    await app.page.getByRole('spinbutton', { name: 'Go to line run' }).fill(String(line));
    await app.button('Go').click();
    await waitForLine(app, line);
  };
  await go(n);
  assert.equal(await markedText(app), traced[n - 1]);
  await app.button('Step back').click();
  await waitForLine(app, n - 1);
  assert.equal(await markedText(app), traced[n - 2]);
  // Far beyond what the page explored: some 40 million steps in.
  const far = 300_000_000;
  await go(far);
  await app.button('Step forward').click();
  await waitForLine(app, far + 1);
  assert.ok((await markedText(app)).length > 0);
  assert.deepEqual(app.errors, []);
  await app.close();
});
