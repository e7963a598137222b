// The solver alone in wasm (examples/wasm_speed.rs) timed in headless Chromium, the browser
// the page runs in (bench/wasm/solver.mjs times it in Node): the same count, puzzles per
// second, best of --runs passes, run on the page's thread of a blank page.
//
//   node bench/wasm/solver-chromium.mjs WASM FILE [STRATEGY] [--runs N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const [wasmPath, file, strategy = 'fastest'] = positionals;
const STRATEGIES = ['classic', 'lexicographic', 'fastest', 'dlx'];
const index = STRATEGIES.indexOf(strategy);
if (!wasmPath || !file || index < 0) {
  console.error('usage: node bench/wasm/solver-chromium.mjs WASM FILE [classic|lexicographic|fastest|dlx] [--runs N]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const result = await page.evaluate(async ({ wasm, text, index, runs }) => {
    const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
    const { instance } = await WebAssembly.instantiate(bytes, {});
    const { memory, input, prepare, count } = instance.exports;
    const puzzles = new TextEncoder().encode(text);
    const at = input(puzzles.length);
    new Uint8Array(memory.buffer, at, puzzles.length).set(puzzles);
    const n = prepare();
    let best = Infinity;
    let solutions;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      solutions = count(index);
      best = Math.min(best, performance.now() - start);
    }
    return { n, solutions, best };
  }, {
    wasm: readFileSync(wasmPath).toString('base64'),
    text: readFileSync(file, 'latin1'),
    index,
    runs: Number(opts.runs),
  });
  if (result.solutions !== result.n) {
    console.error(`${file}: ${result.solutions} solutions counted for ${result.n} puzzles`);
    process.exitCode = 1;
  } else {
    console.log(`chromium: ${result.n} puzzles in ${(result.best / 1000).toFixed(3)} s (best of ${opts.runs}): ${Math.round(result.n / (result.best / 1000))}/s`);
  }
} finally {
  await browser.close();
}
