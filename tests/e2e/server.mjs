// A static file server for the release build in dist/, on 127.0.0.1 and a free port.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `root` at `prefix` (a path ending in `/`; anything outside it is not found, as on a
 *  host that puts the site under a sub-path). */
export async function serve(root, prefix = '/') {
  const server = createServer(async (req, res) => {
    const requested = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!requested.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    const path = normalize(`/${requested.slice(prefix.length)}`);
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, close: () => new Promise((r) => server.close(r)) };
}
