// A small static server for the Lighthouse benchmark: serves a built app the way a plain host
// does, compressing text and wasm on the fly with gzip (level 6, as GitHub Pages and most hosts
// do) or brotli (quality 11, as a host serving the build's precompressed `.br` files does), or
// not at all. Compressed bodies are made once per file and kept.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.webmanifest']);

/** Serves `root` on 127.0.0.1 with `encoding`: 'gzip', 'br' or 'identity'. */
export async function serve(root, encoding) {
  const made = new Map();
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    let body;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (encoding !== 'identity' && COMPRESSIBLE.has(extname(file))) {
      const key = `${encoding}:${file}`;
      if (!made.has(key)) {
        made.set(key, encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 6 }));
      }
      body = made.get(key);
      headers['content-encoding'] = encoding;
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}
