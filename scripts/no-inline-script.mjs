// Trunk post-build hook (imported first by service-worker.mjs, the hook Trunk runs): moves the start-up script Trunk writes
// inline into index.html (it imports the app's script and starts its wasm) into a file of its
// own, named by its content's hash like Trunk's files, so that the page runs under a
// Content-Security-Policy with no 'unsafe-inline' (index.html has it). Fails the build if any
// other inline script or style is left in index.html.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
const page = join(dir, 'index.html');
let html = readFileSync(page, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/;
const found = html.match(inline);
if (found) {
  const code = found[1].trim() + '\n';
  const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  writeFileSync(join(dir, name), code);
  html = html.replace(inline, `<script type="module" src="./${name}"></script>`);
  writeFileSync(page, html);
  console.log(`no-inline-script: Trunk's start-up script moved to ${name}`);
}
// What is left: every script has a source, and no element carries a style.
// (Comments first: index.html's own speak of scripts.)
const code = html.replace(/<!--[\s\S]*?-->/g, '');
const left = [...code.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/(^|\s)src\s*=/.test(m[1]));
if (left.length > 0 || /<style\b/.test(code) || /<[^>]*\sstyle\s*=/.test(code)) {
  throw new Error(`index.html keeps inline script or style: ${left.map((m) => m[0]).join(', ')}`);
}
