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
export const SHARED = fileURLToPath(new URL('../../../shared/puzzles/', import.meta.url));

/** Starts the server and the browser once per test file. */
export async function startSession() {
  const server = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
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

/** Records main-thread tasks longer than 50 ms from now on; call the result to read them. */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
  });
  return () => page.evaluate(() => window.__longTasks);
}

export class App {
  constructor(page) {
    this.page = page;
  }

  /** Opens the app in a fresh context (no saved state) and waits until the board is up. */
  static async open(session, { viewport = { width: 1280, height: 900 }, colorScheme = 'light' } = {}) {
    const context = await session.browser.newContext({ viewport, colorScheme });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(session.server.url);
    await page.getByRole('grid', { name: 'Sudoku board' }).waitFor();
    const app = new App(page);
    app.errors = errors;
    return app;
  }

  board() { return this.page.getByRole('grid', { name: 'Sudoku board' }); }
  cells() { return this.board().getByRole('gridcell'); }
  cell(row, col) { return this.cells().nth((row - 1) * 9 + (col - 1)); }
  input() { return this.page.getByRole('textbox', { name: 'Puzzle input' }); }
  answer() { return this.page.getByRole('textbox', { name: 'Answer' }); }
  status() { return this.page.getByRole('status'); }
  button(name) { return this.page.getByRole('button', { name, exact: true }); }
  formatSelect() { return this.page.getByRole('combobox', { name: 'Format' }); }

  async paste(text) { await this.input().fill(text); }

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

  async startSolve() { await this.button('Solve').click(); }

  /** Presses Solve and waits for the verdict: of the board, or of the whole batch. */
  async solve() {
    await this.startSolve();
    await this.page.waitForFunction(() => {
      const single = document.querySelector('[role=status]');
      const batch = document.querySelector('.batch .status');
      return (single && !single.textContent.startsWith('Press Solve'))
        || (batch && !batch.textContent.startsWith('Solving'));
    }, null, { timeout: 120_000 });
  }

  async solveAndWait() { await this.solve(); }

  /** The board as an 81-character line, `.` for empty, read from the cells' labels. */
  async boardLine() {
    const labels = await this.cells().evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    return labels.map((l) => (l.endsWith('empty') ? '.' : l.slice(-1))).join('');
  }

  async screenshot(name) {
    await this.page.screenshot({ path: fileURLToPath(new URL(`artifacts/${name}.png`, import.meta.url)), fullPage: true });
  }

  async close() { await this.page.context().close(); }
}
