// The player's loop in wasm (bench/wasm/solver.rs): the classic search of the first puzzle of
// FILE stepped to its first solution, 4,096 steps per call as the explorer takes them; steps per
// second of each of --runs passes, the first one cold (the browser's engine compiles the code
// plainly first, optimised once it has run a while). Run through scripts/wasm-speed.sh, beside
// the native figure (bench/native/classic_speed.rs).
//
//   node bench/wasm/player.mjs WASM FILE [--runs N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const [wasmPath, file] = positionals;
if (!wasmPath || !file) {
  console.error('usage: node bench/wasm/player.mjs WASM FILE [--runs N]');
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const { memory, input, prepare, classic_steps } = instance.exports;
const bytes = readFileSync(file);
const at = input(bytes.length);
new Uint8Array(memory.buffer, at, bytes.length).set(bytes);
if (prepare() < 1) {
  console.error(`${file}: no puzzle`);
  process.exit(1);
}
const rates = [];
for (let i = 0; i < Number(opts.runs); i++) {
  const start = performance.now();
  const steps = classic_steps(4096) >>> 0;
  rates.push(steps / ((performance.now() - start) / 1000) / 1e6);
}
const best = Math.max(...rates);
console.log(`wasm step_many(4096): ${rates.map((r) => r.toFixed(0)).join(', ')} M steps/s (first cold; best ${best.toFixed(0)})`);
