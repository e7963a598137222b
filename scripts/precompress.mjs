// Trunk post-build hook step (run last by service-worker.mjs): a brotli (quality 11) and a gzip
// (level 9) copy beside every text and wasm file of the build, for hosts that serve
// precompressed files (nginx `gzip_static` and `brotli_static`, Caddy `precompressed`,
// Netlify and others do): smaller than compressing on the fly, and no work per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.webmanifest']);
let raw = 0;
let br = 0;
for (const file of readdirSync(dir)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = readFileSync(join(dir, file));
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(join(dir, `${file}.br`), brotli);
  writeFileSync(join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
}
console.log(`precompress: ${raw} bytes, ${br} as brotli`);
