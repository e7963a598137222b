// The solver alone in wasm (examples/wasm_speed.rs), timed in Node (an older V8 than
// Chromium's; bench/wasm/solver-chromium.mjs times it there): puzzles per second counting each
// puzzle's solutions up to 2, best of --runs passes over the whole file. Run through
// scripts/wasm-speed.sh, which runs the native probe beside it.
//
//   node bench/wasm/solver.mjs WASM FILE [STRATEGY] [--runs N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const [wasmPath, file, strategy = 'fastest'] = positionals;
const STRATEGIES = ['classic', 'lexicographic', 'fastest', 'dlx'];
const index = STRATEGIES.indexOf(strategy);
if (!wasmPath || !file || index < 0) {
  console.error('usage: node bench/wasm/solver.mjs WASM FILE [classic|lexicographic|fastest|dlx] [--runs N]');
  process.exit(2);
}

const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const { memory, input, prepare, count } = instance.exports;
const bytes = readFileSync(file);
// The buffer first: growing the memory for it detaches the old view.
const at = input(bytes.length);
new Uint8Array(memory.buffer, at, bytes.length).set(bytes);
const puzzles = prepare();
let best = Infinity;
let solutions;
for (let i = 0; i < Number(opts.runs); i++) {
  const start = performance.now();
  solutions = count(index);
  best = Math.min(best, performance.now() - start);
}
// Every puzzle of the shared sets has one solution: the sum is their number.
if (solutions !== puzzles) {
  console.error(`${file}: ${solutions} solutions counted for ${puzzles} puzzles`);
  process.exit(1);
}
console.log(`wasm: ${puzzles} puzzles in ${(best / 1000).toFixed(3)} s (best of ${opts.runs}): ${Math.round(puzzles / (best / 1000))}/s`);
