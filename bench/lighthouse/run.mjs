// The Lighthouse benchmark (issue 34): Lighthouse 12.2.3 (pinned: later ones need Node 22) with
// Debian's Chromium, on the built app served by bench/lighthouse/server.mjs with gzip and with
// brotli, mobile (simulated slow 4G, 4x slower CPU) and desktop, `--runs` times each (3 by
// default); prints the median of each metric and writes them all to
// bench/lighthouse/results/latest.json. Not a test: these machines are shared and noisy.
//
//   node bench/lighthouse/run.mjs [--runs N] [--dist DIR] [--only gzip|br] [--mobile-only]
//
// With KEEP=1 the reports stay in the temporary folder it names (lighthouse-*).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('--runs', '3'));
const dist = arg('--dist', 'dist');
const only = arg('--only', null);
const profiles = process.argv.includes('--mobile-only') ? ['mobile'] : ['mobile', 'desktop'];
const encodings = only ? [only] : ['gzip', 'br'];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage '
  + '--disable-background-networking --disable-component-update --disable-sync --no-first-run';

const METRICS = {
  performance: (r) => Math.round(r.categories.performance.score * 100),
  accessibility: (r) => Math.round(r.categories.accessibility.score * 100),
  fcp_ms: (r) => Math.round(r.audits['first-contentful-paint'].numericValue),
  lcp_ms: (r) => Math.round(r.audits['largest-contentful-paint'].numericValue),
  tbt_ms: (r) => Math.round(r.audits['total-blocking-time'].numericValue),
  cls: (r) => Number(r.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  tti_ms: (r) => Math.round(r.audits.interactive.numericValue),
  bytes: (r) => Math.round(r.audits['total-byte-weight'].numericValue),
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const results = [];
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  for (const encoding of encodings) {
    const server = await serve(dist, encoding);
    try {
      for (const profile of profiles) {
        const rows = [];
        for (let i = 0; i < runs; i++) {
          const out = join(work, `${encoding}-${profile}-${i}.json`);
          const preset = profile === 'desktop' ? ['--preset=desktop'] : [];
          // (Not a synchronous run: the server is this process's, and must go on answering.)
          await promisify(execFile)('npm', ['exec', '--yes', '--package=lighthouse@12.2.3', '--', 'lighthouse', server.url,
            ...preset, '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`,
            `--chrome-flags=${CHROME_FLAGS}`, '--quiet'],
          { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
          const report = JSON.parse(readFileSync(out, 'utf8'));
          rows.push(Object.fromEntries(Object.entries(METRICS).map(([k, f]) => [k, f(report)])));
          // Which element the largest paint was: the page's own header, or something the app drew.
          const lcp = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
          // (Lighthouse 12.2.3 fails to name it with Chromium 156: its trace gatherer throws.)
          const element = lcp ? `${lcp.selector}: ${(lcp.snippet ?? '').slice(0, 100)}` : 'element not named';
          console.error(`  ${encoding} ${profile} run ${i + 1}: performance ${rows.at(-1).performance}, LCP ${rows.at(-1).lcp_ms} ms (${element})`);
        }
        const med = Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(rows.map((r) => r[k]))]));
        results.push({ encoding, profile, runs: rows, median: med });
        console.log(`${encoding.padEnd(5)} ${profile.padEnd(8)} median of ${runs}: ${Object.entries(med).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      }
    } finally {
      await server.close();
    }
  }
} finally {
  if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
}
mkdirSync('bench/lighthouse/results', { recursive: true });
writeFileSync('bench/lighthouse/results/latest.json', `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
