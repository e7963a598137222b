// The page object: what a user does on the page, found by role and name.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run',
];

// The release build to serve: dist/ beside the checkout, or the folder DIST names.
const DIST = process.env.DIST || fileURLToPath(new URL('../../dist/', import.meta.url));

/** Starts the server (serving the app at `prefix`) and the browser once per test file. */
export async function startSession({ prefix = '/', scrollBars = false } = {}) {
  const server = await serve(DIST, prefix);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    // Playwright hides scroll bars in a headless browser; with `scrollBars` they take room, as
    // on a desktop.
    ignoreDefaultArgs: scrollBars ? ['--hide-scrollbars'] : [],
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A main-thread task this long froze the page: the one timing the tests assert. Shorter long
 *  tasks (over 50 ms) depend on the machine's load; `bash scripts/bench.sh` measures and
 *  attributes those. */
/** A laptop, and a phone held upright (touch): the two sizes most specs are run at. */
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };

/** Each language on both sizes, each in light and dark once. */
export const LANGUAGES_AND_SCHEMES = [
  { locale: 'en-US', ...DESKTOP, colorScheme: 'light' },
  { locale: 'ko-KR', ...PHONE, colorScheme: 'dark' },
  { locale: 'zh-CN', ...DESKTOP, colorScheme: 'dark' },
  { locale: 'zh-CN', ...PHONE, colorScheme: 'light' },
  { locale: 'en-US', ...PHONE, colorScheme: 'dark' },
  { locale: 'ko-KR', ...DESKTOP, colorScheme: 'light' },
];

/** A configuration's name in a test's title: "ko-KR, 375x812 touch, dark". */
export const configName = (config) => `${config.locale}, ${config.viewport.width}x${config.viewport.height}`
  + `${config.hasTouch ? ' touch' : ''}, ${config.colorScheme}`;

export const FREEZE_MS = 250;

/** Starts loading the page in a new context (no service worker) with the requests whose address
 *  matches `hold` held until `release()` is called, and stops once the response has begun: for
 *  specs about the order in which the page comes in. `window.documentLoaded` says whether the
 *  document has finished loading; `errors` collects the page's errors. */
export async function openHeld(session, hold, contextOptions = {}) {
  const context = await session.browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    window.documentLoaded = false;
    document.addEventListener('DOMContentLoaded', () => { window.documentLoaded = true; });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(hold, async (route) => { await held; await route.continue(); });
  await page.goto(session.server.url, { waitUntil: 'commit' });
  return { context, page, errors, release };
}

/** Records main-thread tasks of `minMs` or more from now on. Returns a function that reads
 *  their durations (ms); its `without(work)` runs the harness's own `work` (a screenshot,
 *  whose capture takes the page's thread) unwatched. */
export async function watchLongTasks(page, minMs = 50) {
  await page.evaluate((min) => {
    window.__longTasks = [];
    window.__longTaskObserver?.disconnect();
    window.__longTaskObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.duration >= min) window.__longTasks.push(Math.round(e.duration));
      }
    });
    window.__longTaskObserver.observe({ type: 'longtask', buffered: false });
  }, minMs);
  const read = () => page.evaluate(() => window.__longTasks);
  read.without = async (work) => {
    await page.evaluate(() => window.__longTaskObserver.disconnect());
    await work();
    // Two frames, so that the capture's task is over before watching again.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.evaluate(() => window.__longTaskObserver.observe({ type: 'longtask', buffered: false }));
  };
  return read;
}

/** Records the tasks that froze the page (FREEZE_MS or more), as `watchLongTasks` does. */
export const watchFreezes = (page) => watchLongTasks(page, FREEZE_MS);

export class App {
  constructor(page) {
    this.page = page;
  }

  /** Opens the app in a fresh context (no saved state) and waits until the board is up.
   *  `locale` is the browser's language (the page follows it); `hash` a link's fragment;
   *  `initScript` a function run in the page before its own scripts; `url` another server's.
   *  On a phone the panels below the first screen wait for the reader to go down the page:
   *  unless `held`, the test does (see `App.goOn`). */
  static async open(session, {
    viewport = { width: 1280, height: 900 }, colorScheme = 'light', hasTouch = false,
    locale = 'en-US', hash = '', serviceWorkers = 'allow', initScript = null, url = session.server.url,
    held = false,
  } = {}) {
    const context = await session.browser.newContext({ viewport, colorScheme, hasTouch, isMobile: hasTouch, locale, serviceWorkers });
    // Every report of the page's Content-Security-Policy is kept: closing the app fails on any
    // (the whole suite runs under the policy index.html sets).
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    // Run in the page before its own scripts (a test fixing Math.random, say).
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    // The console's word for a refused resource survives reloads, which the list in the page
    // does not.
    const refusals = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refusals.push(m.text());
    });
    // E2E_CPU_SLOWDOWN=4 runs the page four times slower (Chromium's CPU throttling): a sweep
    // for specs that pass only on a machine of a certain speed. Not set in CI.
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await page.goto(url + hash);
    await App.drawn(page);
    if (!held) await App.goOn(page);
    const app = new App(page);
    app.errors = errors;
    app.cspRefusals = refusals;
    return app;
  }

  /** Waits for the page's first two stages (src/ui/hooks/stages.rs): the board, then what is
   *  under it and the input column. */
  static async drawn(page) {
    await page.locator('[role=grid]').waitFor();
    // (Attached: the study view hides it.)
    await page.locator('.input-panel textarea').waitFor({ state: 'attached' });
  }

  /** Goes on down the page as a reader would (a scroll event), and waits until every stage is
   *  drawn: on a phone the panels below the first screen wait for it (src/ui/hooks/stages.rs);
   *  elsewhere they come on their own. */
  static async goOn(page) {
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.locator('main[data-stage="5"]').waitFor({ state: 'attached', timeout: 60_000 });
  }

  board() { return this.page.getByRole('grid'); }
  cells() { return this.board().getByRole('gridcell'); }
  cell(row, col) { return this.cells().nth((row - 1) * 9 + (col - 1)); }
  input() { return this.page.getByRole('textbox', { name: 'Puzzle input' }); }
  answer() { return this.page.getByRole('textbox', { name: 'Answer' }); }
  /** The verdict on the board shown. */
  status() { return this.page.locator('.verdict .status'); }
  button(name) { return this.page.getByRole('button', { name, exact: true }); }
  formatSelect() { return this.page.getByRole('combobox', { name: 'Format' }); }

  async paste(text) { await this.input().fill(text); }

  /** Waits until the page has kept `text` as its input for the next visit. The page stores
   *  what is typed or pasted in the input's own event, and anything else (an example, a board
   *  edit) once the change is drawn, which on a slow machine is a task or more later (Yew
   *  yields to the browser every 16 ms): a reload at once can come before it. */
  async kept(text) {
    await this.page.waitForFunction((text) => localStorage.getItem('sudoku-wasm.input') === text, text);
  }

  /** The byte length of the page's own wasm memory (the app's module, asked again: its
   *  start-up gives back the instance it made). It only grows: its size is the most the page
   *  has held at once. */
  async pageWasmBytes() {
    return this.page.evaluate(() => {
      const script = performance.getEntriesByType('resource').map((e) => e.name)
        .find((name) => /\/sudoku-wasm-[0-9a-f]+\.js$/.test(name));
      return import(script).then((app) => app.default()).then((wasm) => wasm.memory.buffer.byteLength);
    });
  }

  /** Pastes `text` into the input as the browser does on Ctrl+V (fill would type megabytes
   *  into the text area, which the page keeps out of it). */
  async pasteLarge(text, area = this.input()) {
    await this.stage(text);
    await this.pasteStaged(area);
  }

  /** Hands `text` to the page for a later `pasteStaged`: moving megabytes into the page is
   *  the test's work, not the page's, so it happens before long tasks are watched. */
  async stage(text) {
    await this.page.evaluate((value) => { window.__staged = value; }, text);
  }

  /** Pastes the staged text as the browser does on Ctrl+V, into `area` (the puzzle input
   *  unless told). */
  async pasteStaged(area = this.input()) {
    await area.evaluate((area) => {
      const data = new DataTransfer();
      data.setData('text/plain', window.__staged);
      area.focus();
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
  }

  /** Waits until a pasted large input has been read: the box shows it as a read-only preview
   *  and Solve is on again (off while the worker reads; a Solve pressed then is refused). Both
   *  come in the frame that draws the paste's reading, so no moment before passes for read.
   *  (The board picker is no sign: it is always there.) Polled lightly, for the benchmarks
   *  that trace the page meanwhile. */
  async whenRead({ timeout = 120_000 } = {}) {
    await this.page.waitForFunction(() => document.querySelector('#puzzle-input')?.readOnly
      && document.querySelector('.toolbar.actions button.primary')?.disabled === false,
    null, { polling: 50, timeout });
  }

  async startSolve() { await this.button('Solve').click(); }

  /** Presses Solve and waits for the verdict: of the board, or of the whole batch. */
  async solve() {
    await this.startSolve();
    await this.page.waitForFunction(() => {
      const single = document.querySelector('.verdict .status');
      const batch = document.querySelector('.batch .status');
      return (single && single.dataset.outcome !== 'none')
        || (batch && batch.dataset.state !== 'running');
    }, null, { timeout: 120_000 });
  }

  async solveAndWait() { await this.solve(); }

  /** The board as an 81-character line, `.` for empty, read from the cells' labels. */
  async boardLine() {
    const labels = await this.cells().evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    // "row 1, column 2, 7" (then, while the player shows a refusal, ", refuses 7 in r1c5").
    return labels.map((l) => l.split(', ')[2]).map((v) => (v === 'empty' ? '.' : v)).join('');
  }

  /** Waits until the board shows `line` (81 characters, `.` for empty). */
  async waitForBoard(line) {
    await this.page.waitForFunction((expected) => {
      const cells = [...document.querySelectorAll('[role=gridcell]')];
      return cells.map((c) => {
        const label = c.getAttribute('aria-label');
        const value = label.split(', ')[2];
        return value === 'empty' ? '.' : value;
      }).join('') === expected;
    }, line);
  }

  /** Waits until the step counter shows `step` (as the page writes it, `50,000,000`); gives
   *  `performance.now()` of the first animation frame that shows it. */
  async whenStepShown(step, { timeout = 60_000 } = {}) {
    return this.page.evaluate(({ step, timeout }) => new Promise((resolve, reject) => {
      const start = performance.now();
      const check = () => {
        if (performance.now() - start > timeout) {
          reject(new Error(`step ${step} not shown in ${timeout} ms`));
          return;
        }
        const counter = document.querySelector('[data-counter=step]');
        if (counter && counter.textContent.startsWith(`${step} / `)) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    }), { step, timeout });
  }

  /** The step the counter shows, as a number. */
  async stepShown() {
    const text = await this.page.locator('[data-counter=step]').textContent();
    return Number(text.split('/')[0].replace(/[^0-9]/g, ''));
  }

  /** Presses Play and has the page itself press Pause as soon as the step counter shows more
   *  than `step`, then waits until it is paused. However fast the machine, the search cannot
   *  end before the pause (a pause pressed after a fixed wait came after the end on a fast
   *  machine), and however slow, the pause waits for the step. Gives the step paused at. */
  async playUntilPast(step, { timeout = 60_000 } = {}) {
    await this.page.evaluate((step) => {
      const shown = () => Number((document.querySelector('[data-counter=step]')?.textContent ?? '0')
        .split('/')[0].replace(/[^0-9]/g, ''));
      window.__pausedPast = false;
      new MutationObserver((_, observer) => {
        const play = document.querySelector('.player .play');
        if (shown() > step && play?.textContent === 'Pause') {
          observer.disconnect();
          play.click();
          window.__pausedPast = true;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, step);
    await this.button('Play').click();
    await this.page.waitForFunction(() => window.__pausedPast, null, { timeout });
    await this.button('Play').waitFor();
    return this.stepShown();
  }

  async screenshot(name) {
    await this.page.screenshot({ path: fileURLToPath(new URL(`artifacts/${name}.png`, import.meta.url)), fullPage: true });
  }

  /** Closes the app; fails if the page broke its Content-Security-Policy meanwhile. */
  async close() {
    const violations = this.page.isClosed() ? [] : await this.page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    await this.page.context().close();
    const all = [...violations, ...(this.cspRefusals ?? [])];
    if (all.length > 0) throw new Error(`Content-Security-Policy violations: ${all.join('; ')}`);
  }

  /** Runs `check` (reads of the page and assertions on them) until it passes, and gives what
   *  it gives; after `timeout` ms it throws the check's last error. For what an action just
   *  changed: the page draws after the action, on a busy machine after the test's next look. A
   *  wrong value still fails (by timeout), with the assertion's own message. */
  async eventually(check, { timeout = 10_000 } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() >= end) throw error;
      }
      await new Promise((resolve) => { setTimeout(resolve, 20); });
    }
  }

  /** Waits until the step counter shows `step` (a number): a step taken with a button or a key
   *  is drawn after it, on a busy machine after the test's next look at the counter. */
  async waitForStep(step, { timeout } = {}) {
    await this.page.waitForFunction((step) => {
      const text = document.querySelector('[data-counter=step]')?.textContent ?? '';
      return /\d/.test(text) && Number(text.split('/')[0].replace(/[^0-9]/g, '')) === step;
    }, step, { timeout });
  }
}
