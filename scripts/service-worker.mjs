// Trunk post-build hook: writes sw.js, the service worker that makes the app work offline,
// with the list of files of this build (their names carry content hashes) and a cache version
// made from that list, so that a new release replaces the old cache.
// First, the start-up script out of index.html (a file the service worker must list too).
import './no-inline-script.mjs';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
// (Not the precompressed copies: a browser gets those only as the encoding of their original.)
const files = readdirSync(dir).filter((f) => f !== 'sw.js' && !/\.(br|gz)$/.test(f)).sort();
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const template = readFileSync(new URL('../assets/sw.template.js', import.meta.url), 'utf8');
writeFileSync(
  join(dir, 'sw.js'),
  template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace("['__FILES__']", JSON.stringify(['./', ...files.filter((f) => f !== 'index.html')])),
);
console.log(`sw.js: cache ${version}, ${files.length} files`);

// Last, the precompressed copies (sw.js among them).
await import('./precompress.mjs');
