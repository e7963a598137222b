// Trunk post-build hook (imported first by service-worker.mjs, the hook Trunk runs): moves the
// start-up script Trunk writes inline into index.html (it imports the app's script and starts
// its wasm) into a file of its own, named by its content's hash like Trunk's files, so that the
// page runs under a Content-Security-Policy with no 'unsafe-inline' (index.html has it), and
// makes it wait for the header's paint (`afterPaint`, below). Fails the build if Trunk's script
// is not there or not as expected, or if any other inline script or style is left in
// index.html.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
const page = join(dir, 'index.html');
let html = readFileSync(page, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/;
const found = html.match(inline);
if (!found) throw new Error("Trunk's inline start-up script is not in index.html");
const code = afterPaint(found[1].trim()) + '\n';
const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
writeFileSync(join(dir, name), code);
html = html.replace(inline, `<script type="module" src="./${name}"></script>`);
writeFileSync(page, html);
console.log(`no-inline-script: Trunk's start-up script moved to ${name}`);

// What is left: every script has a source, and no element carries a style.
// (Comments first: index.html's own speak of scripts.)
const markup = html.replace(/<!--[\s\S]*?-->/g, '');
const left = [...markup.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/(^|\s)src\s*=/.test(m[1]));
if (left.length > 0 || /<style\b/.test(markup) || /<[^>]*\sstyle\s*=/.test(markup)) {
  throw new Error(`index.html keeps inline script or style: ${left.map((m) => m[0]).join(', ')}`);
}

// The app's script and wasm are fetched once index.html's header has been painted
// (`window.sudokuShellPainted`, assets/boot.js), side by side, not preloaded while the page's
// styles come: a request that ends before the first paint is, to Lighthouse's simulation of a
// slow phone, a dependency of that paint, so the 300 KB wasm put the largest paint at 3.6 s
// instead of 1.5 s in about half the runs, by which of the two a fast local server finished first
// (BENCHMARKS.md, "First load on a phone", has what this costs the app's start). Trunk writes the
// start-up script as `import init, * as bindings from '<script>';` then
// `await init({ module_or_path: '<wasm>' })`: the import becomes a dynamic one after the paint,
// the wasm's fetch starts beside it (wasm-bindgen's init takes the response's promise), and
// Trunk's two preload links go. A failure of either (not downloaded, a 404, not wasm) is told
// to index.html's shell by the event `sudoku-start-failed` (assets/boot.js): with no element
// to fire `error` on, and the module's own rejection reported to the window as an error
// without a target, the shell would not hear of it.
function afterPaint(code) {
  const imported = /^import init, \* as bindings from '(\.\/sudoku-wasm-[0-9a-f]+\.js)';$/m;
  const initialised = /await init\(\{ module_or_path: ('\.\/sudoku-wasm-[0-9a-f]+_bg\.wasm') \}\)/;
  const script = code.match(imported);
  const wasm = code.match(initialised);
  if (!script || !wasm) throw new Error(`Trunk's start-up script is not the one expected:\n${code}`);
  const preloads = /\s*<link rel="(?:modulepreload|preload)" href="\.\/sudoku-wasm-[0-9a-f]+(?:\.js|_bg\.wasm)"[^>]*>/g;
  const links = html.match(preloads) ?? [];
  if (links.length !== 2) throw new Error(`expected Trunk's two preload links, found ${links.length}`);
  html = html.replace(preloads, '');
  const rewritten = code
    .replace(imported, [
      '// Once the header is painted (scripts/no-inline-script.mjs says why), the wasm and the',
      '// script that starts it, side by side.',
      'await window.sudokuShellPainted;',
      `const wasmResponse = fetch(${wasm[1]});`,
      '// (Its failure is handled below, once: not also as an unhandled rejection while the',
      '// script comes.)',
      'wasmResponse.catch(() => {});',
      `const bindings = await import('${script[1]}');`,
      'const init = bindings.default;',
    ].join('\n'))
    .replace(initialised, 'await init({ module_or_path: wasmResponse })');
  return [
    'try {',
    rewritten,
    '} catch (error) {',
    "  dispatchEvent(new Event('sudoku-start-failed'));",
    '  // Said on the page (the shell, told by the event) and here, not thrown again: a page',
    '  // error reported a moment later would come after the shell has said it.',
    "  console.error('the app could not start:', error);",
    '}',
  ].join('\n');
}
