// A contestant pastes 49,158 puzzles to test their own solution against ours.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSession, App, watchFreezes } from './app.mjs';
import { whyInvalid } from './check.mjs';
import { puzzles, sampleInput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const SEVENTEEN = puzzles('tdoku_puzzles2_17_clue.txt');

const SERG = puzzles('tdoku_puzzles7_serg_benchmark.txt');

/** Pastes `text` as the browser does on Ctrl+V, then waits until the worker has read it. */
async function pasteBig(app, text) {
  await app.pasteLarge(text);
  await app.whenRead();
  await app.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('49,158 puzzles solve in the worker: every answer valid, page responsive', async () => {
  const app = await App.open(session);
  const pasteStart = Date.now();
  await pasteBig(app, SEVENTEEN);
  console.log(`paste of ${(SEVENTEEN.length / 1e6).toFixed(1)} MB handled in ${Date.now() - pasteStart} ms`);
  await app.page.getByText(/^Large input: 49,158 lines/).waitFor();
  const freezes = await watchFreezes(app.page);
  const start = Date.now();
  await app.solve();
  await app.page.getByText(/^Done in /).waitFor({ timeout: 120_000 });
  const seconds = (Date.now() - start) / 1000;
  // The run is over: no task of it froze the page.
  assert.deepEqual(await freezes(), [], 'the page froze');
  // The text area shows the first lines; Download gives the whole answer.
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.button('Download').click()]);
  const answer = readFileSync(await download.path(), 'utf8');
  const puzzles = SEVENTEEN.trim().split('\n');
  const lines = answer.trim().split('\n');
  assert.equal(lines.length, puzzles.length);
  puzzles.forEach((p, i) => assert.equal(whyInvalid(p, lines[i]), null, `board ${i + 1}`));
  console.log(`browser: ${puzzles.length} puzzles in ${seconds.toFixed(2)} s = ${Math.round(puzzles.length / seconds)} puzzles/s (fastest strategy, counting to 1000)`);
  // The worker's own solving time, as the page reports it: the solver's speed in wasm.
  const done = await app.page.getByText(/^Done in /).textContent();
  const solving = Number(done.match(/\(([\d.]+) s of it solving\)/)[1]);
  console.log(`worker: solving took ${solving} s = ${Math.round(puzzles.length / solving)} puzzles/s`);
  assert.ok(solving > 0 && solving <= seconds, done);
  assert.match(await app.page.locator('.batch .status').textContent(), /49,158 unique/);
  // Checking a whole output: pasted back as the expected output (4 MB), checked in the
  // worker, with a wrong board that the check finds; the page stays responsive meanwhile.
  const lines2 = answer.trim().split('\n');
  lines2[1234] = lines2[1234].replace(/^(\d)(\d)/, '$2$1');
  const expectedBox = app.page.getByRole('textbox', { name: 'Expected output' });
  await app.stage(`${lines2.join('\n')}\n`);
  const compareFreezes = await watchFreezes(app.page);
  const compareStart = Date.now();
  await app.pasteStaged(expectedBox);
  await app.page.getByText(/^Large output: 4\.\d MB/).waitFor();
  await app.button('Compare').click();
  await app.page.getByText('49,157 of 49,158 boards accepted, 1 rejected, 0 missing.').waitFor({ timeout: 30_000 });
  console.log(`compare of 49,158 boards: ${Date.now() - compareStart} ms from the paste`);
  assert.match(await app.page.locator('.checks').textContent(), /^Board 1235: /);
  assert.deepEqual(await compareFreezes(), [], 'the page froze');
  // After the run the board shown has its own outcome: its verdict, and its solution drawn.
  await app.page.locator('.verdict .status[data-outcome=unique]').waitFor();
  assert.match(await app.status().textContent(), /^Board 1: unique solution/);
  assert.equal(whyInvalid(puzzles[0], await app.boardLine()), null);
  // A row of the table loads its board, solved once the worker has solved it alone again.
  await app.page.getByRole('button', { name: 'Show board 3', exact: true }).click();
  await app.page.getByText(/^Board 3: unique solution/).waitFor();
  assert.equal(whyInvalid(puzzles[2], await app.boardLine()), null);
  await app.close();
});

test('after a run of several boards, the board shown gets its verdict and solution', async () => {
  const app = await App.open(session);
  const unique = sampleInput('boj2580').replace(/\s/g, '').replaceAll('0', '.');
  const several = '.....6....59.....82....8....45........3........6..3.54...325..6..................';
  const none = '1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.';
  await app.input().fill(`${unique}\n${several}\n${none}\n`);
  await app.solve();
  await app.page.getByText(/^Done in /).waitFor();
  const status = app.status();
  // The run's own problem (board 3 has no solution) is said where its output would be.
  await app.page.locator('.verdict .status[data-outcome=unique]').waitFor();
  assert.match(await status.textContent(), /^Board 1: unique solution/);
  assert.equal(whyInvalid(unique, await app.boardLine()), null);
  assert.match(await app.page.locator('.answer-panel .problems').textContent(), /^No output: board 3, line 3: the puzzle has no solution/);
  assert.equal(await app.page.locator('.verdict .problems').count(), 0, 'said once');
  await app.page.getByRole('button', { name: 'Show board 2', exact: true }).click();
  await app.page.locator('.verdict .status[data-outcome=several]').waitFor();
  assert.match(await status.textContent(), /^Board 2: /);
  assert.equal(whyInvalid(several, await app.boardLine()), null);
  await app.page.locator('.two-solutions').waitFor();
  await app.page.getByRole('button', { name: 'Show board 3', exact: true }).click();
  await app.page.locator('.verdict .status[data-outcome=no-solution]').waitFor();
  assert.match(await status.textContent(), /^Board 3: no solution/);
  assert.equal(await app.boardLine(), none, 'no solution: the givens alone');
  assert.equal(await app.page.locator('.two-solutions').count(), 0);
  assert.match(await app.page.locator('.answer-panel .problems').textContent(), /board 3/);
  assert.equal(app.errors.length, 0, app.errors.join('\n'));
  await app.close();
});

test('a browser that starts one worker only: a run meant for four still finishes, in order', async () => {
  const app = await App.open(session);
  await app.page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 });
    const Real = window.Worker;
    let made = 0;
    window.Worker = class extends Real {
      constructor(...args) {
        if (made++ > 0) throw new DOMException('no more workers', 'NotSupportedError');
        super(...args);
      }
    };
  });
  await app.page.reload();
  await app.board().waitFor();
  // 16,000 boards: four shares of 4,000.
  const puzzles = SEVENTEEN.trim().split('\n').slice(0, 16_000);
  await pasteBig(app, `${puzzles.join('\n')}\n`);
  await app.solve();
  await app.page.getByText(/^Done in /).waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.button('Download').click()]);
  const downloaded = readFileSync(await download.path(), 'utf8');
  const lines = downloaded.trim().split('\n');
  assert.equal(lines.length, puzzles.length);
  puzzles.forEach((p, i) => assert.equal(whyInvalid(p, lines[i]), null, `board ${i + 1}`));
  // The answer is kept in the pieces its shares sent (32 here): Copy gives it whole, as
  // Download does.
  await app.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  await app.button('Copy').click();
  await app.page.getByText('Copied', { exact: true }).waitFor();
  assert.equal(await app.page.evaluate(() => navigator.clipboard.readText()), downloaded);
  assert.equal(app.errors.length, 0, app.errors.join('\n'));
  await app.close();
});

test('Cancel stops a run; the worker is free again', async () => {
  // 10,000 puzzles with several solutions each, counted up to 1,000: a long run.
  const app = await App.open(session);
  await pasteBig(app, SERG);
  // "1,234 / 10,000 boards, …": the number of boards done.
  const progress = () => app.page.locator('.batch .feedback').textContent()
    .then((t) => Number(t.split('/')[0].replace(/,/g, '').trim()));
  // The page itself presses Cancel once 200 boards are done (pressed from here, the run could
  // end first on a fast machine), and times the click to the page saying so. From then on it
  // records every count of this run's 10,000 boards that it shows.
  await app.page.evaluate(() => {
    const done = () => Number((document.querySelector('.batch .feedback')?.textContent ?? '0')
      .split('/')[0].replace(/,/g, '').trim());
    window.__afterCancel = [];
    new MutationObserver((_, observer) => {
      const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
      if (window.__cancelClick === undefined && cancel && done() > 200) {
        window.__cancelClick = performance.now();
        cancel.click();
      }
      const feedback = document.querySelector('.batch .feedback')?.textContent ?? '';
      if (window.__cancelShown !== undefined && /\/ 10,000/.test(feedback)) window.__afterCancel.push(feedback);
      if (window.__cancelShown === undefined && /Cancelled after/.test(document.querySelector('.batch')?.textContent ?? '')) {
        window.__cancelShown = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await app.startSolve();
  await app.page.getByText(/^Cancelled after [\d,]+ boards/).waitFor({ timeout: 60_000 });
  const shown = await app.page.evaluate(() => window.__cancelShown - window.__cancelClick);
  console.log(`cancel shown ${shown.toFixed(1)} ms after the click`);
  const done = await progress();
  assert.ok(done > 200 && done < 10_000, String(done));
  // The worker is free again: a new run starts and finishes.
  await app.button('Clear').click();
  await app.paste(sampleInput('poj3074'));
  await app.solve();
  await app.page.getByText(/^Done in /).waitFor({ timeout: 10_000 });
  assert.equal((await app.answer().inputValue()).trim().split('\n').length, 2);
  // The worker answered the new run after everything it sent for the old one (its messages
  // come in order): had a result of the cancelled run been shown, it would be recorded by now.
  const counts = await app.page.evaluate(() => window.__afterCancel
    .map((t) => Number(t.split('/')[0].replace(/,/g, '').trim())));
  assert.deepEqual(counts.filter((n) => n !== done), [], 'no results arrive after Cancel');
  await app.close();
});
