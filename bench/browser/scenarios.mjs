// What the benchmark does on the page, through the end-to-end tests' page object. Each
// scenario has `prepare` (outside the trace: staging megabytes is the harness's work) and
// `run` (traced), which returns the scenario's own figures (milliseconds unless named).
import { execFileSync } from 'node:child_process';
import { puzzles, ADVERSARY } from '../../tests/e2e/puzzles.mjs';

const lines = (name) => puzzles(name).trim().split('\n');

// Read once, on first use.
const once = (f) => { let v; return () => (v ??= f()); };
export const SEVENTEEN = once(() => puzzles('tdoku_puzzles2_17_clue.txt'));
/** 10 MB of 100,000 lines that no format fits. */
export const JUNK = once(() => `${'these are not the digits you are looking for; '.repeat(2).padEnd(100, '#')}\n`.repeat(100_000));
export const HUNDRED_THOUSAND = once(() => {
  const seventeen = lines('tdoku_puzzles2_17_clue.txt');
  const hard = lines('tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt').filter((l) => l.length === 81);
  return `${seventeen.concat(hard, seventeen).slice(0, 100_000).join('\n')}\n`;
});

/** Waits in the page until `predicate()` (no arguments, run in the page) is truthy, looking
 *  every 50 ms: a light poll, so the harness adds little to the page's tasks. */
const until = (app, predicate, timeout = 120_000) => app.page.waitForFunction(predicate, null, { polling: 50, timeout });

const since = (t) => Date.now() - t;

/** Pastes the staged text and waits until the worker has read it (the board picker) or
 *  the first errors are shown; returns the milliseconds from the paste. */
async function pasteAndWait(app, what) {
  const start = Date.now();
  await app.pasteStaged();
  if (what === 'errors') await until(app, () => document.querySelector('#input-errors li'));
  else await app.whenRead();
  return since(start);
}

/** Jumps the player to `step` with the timeline slider (as End or a typed value asks for,
 *  past what is explored) and resolves, in the page, at the first animation frame that shows
 *  it: the milliseconds from the input event, without the harness's round trips. */
function jump(app, step) {
  // The counter's text, made here: the page's first toLocaleString loads locale data, 40 ms
  // of the harness's in the page's thread.
  const shown = `${step.toLocaleString('en-US')} `;
  return app.page.evaluate(({ step, shown }) => new Promise((resolve) => {
    const slider = document.querySelector('input[type=range][aria-label=Step]');
    const counter = document.querySelector('[data-counter=step]');
    slider.max = String(Math.max(step, Number(slider.max)));
    slider.value = String(step);
    const start = performance.now();
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    const look = () => (counter.textContent.startsWith(shown) ? resolve(performance.now() - start) : requestAnimationFrame(look));
    requestAnimationFrame(look);
  }), { step, shown });
}

const counterStep = (app) => app.page.locator('[data-counter=step]').textContent()
  .then((t) => Number(t.split('/')[0].replace(/[^0-9]/g, '')));

/** The adversary on the board, the speed at max. */
export async function prepareMaxSpeed(app) {
  await app.paste(`${ADVERSARY}\n`);
  await app.page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'max' });
}

/** Plays for 2 s and says how far and how fast it got. */
async function playForTwoSeconds(app) {
  const start = Date.now();
  await app.button('Play').click();
  await app.page.waitForTimeout(2000);
  // A fast machine plays the whole search (159 million steps) in a few seconds.
  const pause = app.button('Pause');
  if (await pause.isVisible()) await pause.click();
  const steps = await counterStep(app);
  return { steps, steps_per_s: Math.round(steps / (since(start) / 1000)) };
}

/** Pastes the 17-clue set, waits until it is read, then Solve until "Done". */
async function solveSeventeen(app) {
  const read = await pasteAndWait(app, 'boards');
  const start = Date.now();
  await app.startSolve();
  await until(app, () => document.querySelector('.batch .status')?.textContent.startsWith('Done in '));
  const solve = since(start);
  const done = await app.page.locator('.batch .status').textContent();
  // "Done in 0.41 s (0.20 s of it solving): ..."
  const solving = Number(/\(([0-9.]+) s/.exec(done)?.[1]) * 1000;
  const doneIn = Number(/Done in ([0-9.]+) s/.exec(done)?.[1]) * 1000;
  return { read_ms: read, solve_ms: solve, done_ms: doneIn, solving_ms: solving, page_says: done.split(':')[0] };
}

const kb = (bytes) => Math.round(bytes / 100) / 10;

/** What a first visit downloads: the page loaded anew, every response recorded (the workers'
 *  too), with the service worker's script; each file's bytes as served and gzipped (`gzip -9`,
 *  as BENCHMARKS.md's size tables; Node's zlib makes the wasm 2 % larger). The
 *  app's code is its wasm and JavaScript (the page's, the workers' loader, the service
 *  worker's); styles, HTML and icons are counted apart. Kilobytes of 1,000 bytes. */
async function download(app) {
  const urls = new Set();
  app.page.on('response', (r) => urls.add(r.url().split('#')[0]));
  await app.page.reload();
  await app.page.locator('[role=grid]').waitFor();
  const sw = await app.page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  if (sw) urls.add(sw);
  const figures = { wasm_kb: 0, wasm_gz_kb: 0, js_gz_kb: 0, code_gz_kb: 0, other_gz_kb: 0 };
  const files = [];
  for (const url of urls) {
    const body = await (await app.page.request.get(url)).body();
    const gz = execFileSync('gzip', ['-9', '-c'], { input: body, maxBuffer: 1 << 26 }).length;
    const path = new URL(url).pathname;
    files.push(`${path} ${kb(body.length)}/${kb(gz)}`);
    if (path.endsWith('.wasm')) {
      figures.wasm_kb += body.length;
      figures.wasm_gz_kb += gz;
    } else if (path.endsWith('.js')) {
      figures.js_gz_kb += gz;
    } else {
      figures.other_gz_kb += gz;
    }
  }
  figures.code_gz_kb = figures.wasm_gz_kb + figures.js_gz_kb;
  for (const key of Object.keys(figures)) figures[key] = kb(figures[key]);
  return { ...figures, files: files.sort().join(', ') };
}

/** "New puzzle" with `preset`, `count` times one after the other: puzzles per second in the
 *  page (a worker makes each from a new seed; the page puts it in the input and on the board),
 *  and the slowest. Timed in the page, from the click to the change of the button's aria-busy
 *  back to false (a mutation observer: no polling in the figure). The seeds are the page's own
 *  (random): each run is a mean over new seeds. */
async function makePuzzles(app, preset, count) {
  await app.page.locator('.new-puzzle select').selectOption(preset);
  return app.page.evaluate(async (count) => {
    const button = document.querySelector('.make-puzzle');
    const done = () => new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (button.getAttribute('aria-busy') === 'false') {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(button, { attributes: true, attributeFilter: ['aria-busy'] });
    });
    let slowest = 0;
    let made = 0;
    const start = performance.now();
    for (let i = 0; i < count; i += 1) {
      const t = performance.now();
      const finished = done();
      button.click();
      await finished;
      slowest = Math.max(slowest, performance.now() - t);
      if (document.querySelector('[data-made=made]')) made += 1;
    }
    const seconds = (performance.now() - start) / 1000;
    return { puzzles_per_s: Number((made / seconds).toFixed(1)), made, slowest_ms: Math.round(slowest) };
  }, count);
}

const GENERATE = [['exercise', 40], ['backtracking', 40], ['boj-limit', 20]].map(([preset, count]) => ({
  name: `generate-${preset}`,
  about: `New puzzle, preset ${preset}, ${count} times in a row: puzzles per second in the page`,
  prepare: async () => {},
  run: (app) => makePuzzles(app, preset, count),
}));

/** "A worst case for row-major backtracking", from the seed the e2e tests use (Math.random
 *  fixed at 0.25: seed 2^51), hunted for its whole 30 s: the puzzles measured and the best
 *  found, read off the page's news once the best lands. The native command measures the same
 *  candidates in the same order (`sudoku generate --worst-case N --seed 2251799813685248`). */
async function hunt(app) {
  await app.page.locator('.new-puzzle select').selectOption('worst-case');
  const start = Date.now();
  await app.page.locator('.make-puzzle').click();
  await app.page.locator('.made-news[data-made=hunted]').waitFor({ timeout: 60_000 });
  const seconds = (Date.now() - start) / 1000;
  const news = (await app.page.locator('.made-news').textContent()).replace(/,/g, '');
  const among = Number(/among ([0-9]+) puzzles/.exec(news)?.[1]);
  const calls = Number(/([0-9]+) calls/.exec(news)?.[1]);
  return { puzzles_measured: among, best_calls: calls, seconds: Number(seconds.toFixed(1)) };
}

const HUNT = {
  name: 'hunt',
  about: 'New puzzle, a worst case for row-major backtracking, hunted for its 30 s from a fixed seed',
  async prepare(app) {
    await app.page.addInitScript(() => { Math.random = () => 0.25; });
    await app.page.reload();
    await app.page.locator('[role=grid]').waitFor();
  },
  run: hunt,
};

export const SCENARIOS = [
  {
    name: 'batch',
    about: '49,158 17-clue puzzles: paste, read in the worker, Solve until "Done" (a worker per core)',
    prepare: (app) => app.stage(SEVENTEEN()),
    run: solveSeventeen,
  },
  {
    name: 'batch-one-worker',
    about: 'the same with the page told there is one core (navigator.hardwareConcurrency = 1)',
    async prepare(app) {
      await app.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 1 }));
      await app.page.reload();
      await app.page.locator('[role=grid]').waitFor();
      await app.stage(SEVENTEEN());
    },
    run: solveSeventeen,
  },
  {
    name: 'junk',
    about: '10 MB paste of 100,000 junk lines, until the first errors show',
    prepare: (app) => app.stage(JUNK()),
    run: async (app) => ({ errors_shown_ms: await pasteAndWait(app, 'errors') }),
  },
  {
    name: 'binary',
    about: '10 MB paste of random bytes 0-255, until the first errors show',
    // Made in the page: the bytes as Latin-1 characters, so every code 0-255 appears.
    prepare: (app) => app.page.evaluate(() => {
      const bytes = new Uint8Array(10_000_000);
      for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
      window.__staged = new TextDecoder('latin1').decode(bytes);
    }),
    run: async (app) => ({ errors_shown_ms: await pasteAndWait(app, 'errors') }),
  },
  {
    name: 'read100k',
    about: '100,000 valid puzzles (8 MB) pasted, until the board picker shows them',
    prepare: (app) => app.stage(HUNDRED_THOUSAND()),
    run: async (app) => ({ read_ms: await pasteAndWait(app, 'boards') }),
  },
  {
    name: 'play',
    about: 'the adversary played at max speed for 2 s (or to its end)',
    prepare: (app) => prepareMaxSpeed(app),
    run: playForTwoSeconds,
  },
  {
    name: 'play-heatmap',
    about: 'as play, with the heatmap on (builds from issue 11 on)',
    async prepare(app) {
      await prepareMaxSpeed(app);
      await app.button('Heatmap').click();
    },
    run: playForTwoSeconds,
  },
  {
    name: 'play-by-line',
    about: 'as play, stepping by line of code (at max speed play goes by try; builds from issue 32 part 2 on)',
    async prepare(app) {
      await prepareMaxSpeed(app);
      await app.button('line of code').click();
    },
    run: playForTwoSeconds,
  },
  {
    name: 'download',
    about: "what a first visit downloads: the app's code (wasm and JavaScript), raw and gzipped",
    prepare: async () => {},
    run: download,
  },
  {
    name: 'cold-seek',
    about: 'the adversary loaded, then at once a jump to step 50,000,000',
    prepare: async () => {},
    async run(app) {
      await app.paste(`${ADVERSARY}\n`);
      return { seek_ms: Math.round(await jump(app, 50_000_000)) };
    },
  },
  {
    name: 'cold-seek-by-line',
    about: 'as cold-seek, stepping by line of code (builds from issue 32 part 2 on)',
    prepare: async () => {},
    async run(app) {
      await app.paste(`${ADVERSARY}\n`);
      await app.button('line of code').click();
      return { seek_ms: Math.round(await jump(app, 50_000_000)) };
    },
  },
  {
    name: 'link-open',
    about: 'a link to step 50,000,000 of the adversary opened: navigation start to the step shown',
    prepare: async () => {},
    async run(app) {
      const board = ADVERSARY;
      const base = app.page.url().split('#')[0].split('?')[0];
      // A new query string, so that the page loads anew (a new fragment alone would not).
      await app.page.goto(`${base}?open#v=1&format=auto&board=1&strategy=classic&speed=10&step=50000000&p=${board}`);
      const shown = await app.whenStepShown('50,000,000');
      return { link_to_step_ms: Math.round(shown) };
    },
  },
  {
    name: 'warm-seek',
    about: 'the jump to step 50,000,000 once the whole search is explored',
    async prepare(app) {
      await app.paste(`${ADVERSARY}\n`);
      await until(app, () => !document.querySelector('[data-counter=step]').textContent.includes('exploring'));
    },
    run: async (app) => ({ seek_ms: Math.round(await jump(app, 50_000_000)) }),
  },
  ...GENERATE,
  HUNT,
];
