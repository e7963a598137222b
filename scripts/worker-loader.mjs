// Run after each build by scripts/post-build.mjs, before service-worker.mjs:
// writes this build's name of the page's script into worker-loader.js, which the solving
// workers run to load the script that goes with the page's module. The name carries a content
// hash, so a loader always loads the script of its own build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
const files = readdirSync(dir);
const one = (pattern) => {
  const found = files.filter((f) => pattern.test(f));
  if (found.length !== 1) throw new Error(`expected one file matching ${pattern}, found ${found}`);
  return `./${found[0]}`;
};
const script = one(/^sudoku-wasm(-[0-9a-f]+)?\.js$/);
const loader = join(dir, 'worker-loader.js');
const text = readFileSync(loader, 'utf8');
const filled = text.replace("'__APP_SCRIPT__'", JSON.stringify(script));
if (filled === text || filled.includes('__APP_')) throw new Error('worker-loader.js has no placeholders to fill');
writeFileSync(loader, filled);
console.log(`worker-loader.js: ${script}`);
