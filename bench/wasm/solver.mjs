// The solver alone in wasm (bench/wasm/solver.rs), timed in Node or, with --chromium, in
// headless Chromium, the browser the page runs in (its V8 is newer than Node 20's, and the two
// do not always agree on what is faster): puzzles per second counting each puzzle's solutions
// up to 2, best of --runs passes over the whole file. Run through scripts/wasm-speed.sh, which
// runs the native probe beside it.
//
//   node bench/wasm/solver.mjs WASM FILE [STRATEGY] [--runs N] [--chromium]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, chromium: { type: 'boolean' } },
});
const [wasmPath, file, strategy = 'fastest'] = positionals;
const STRATEGIES = ['classic', 'lexicographic', 'fastest', 'dlx'];
const index = STRATEGIES.indexOf(strategy);
if (!wasmPath || !file || index < 0) {
  console.error('usage: node bench/wasm/solver.mjs WASM FILE [classic|lexicographic|fastest|dlx] [--runs N] [--chromium]');
  process.exit(2);
}

/** Times the count in whichever JavaScript engine runs it (self-contained: Chromium gets its
 *  source). */
async function measure({ wasm, text, index, runs }) {
  const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const { memory, input, prepare, count } = instance.exports;
  const puzzles = new TextEncoder().encode(text);
  // The buffer first: growing the memory for it detaches the old view.
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
}

const job = {
  wasm: readFileSync(wasmPath).toString('base64'),
  text: readFileSync(file, 'latin1'),
  index,
  runs: Number(opts.runs),
};
let result;
if (opts.chromium) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run'],
  });
  try {
    // On a blank page's thread.
    result = await (await browser.newPage()).evaluate(measure, job);
  } finally {
    await browser.close();
  }
} else {
  result = await measure(job);
}
// Every puzzle of the shared sets has one solution: the sum is their number.
if (result.solutions !== result.n) {
  console.error(`${file}: ${result.solutions} solutions counted for ${result.n} puzzles`);
  process.exit(1);
}
const host = opts.chromium ? 'chromium' : 'wasm';
console.log(`${host}: ${result.n} puzzles in ${(result.best / 1000).toFixed(3)} s (best of ${opts.runs}): ${Math.round(result.n / (result.best / 1000))}/s`);
