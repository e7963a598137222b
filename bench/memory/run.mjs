// Memory: the page's and each solving worker's JavaScript heap and WebAssembly memory after
// the work that needs the most of it, then after Clear. Each scenario in a fresh browser
// context of the release build (served as the e2e tests serve it); figures in MB.
//
//   node bench/memory/run.mjs [--scenario NAME[,NAME]]
//
// Read through the DevTools protocol in each target (the page and each worker): the heap in
// use after a full garbage collection (Runtime.getHeapUsage), and the byte length of the app's
// wasm memory. A wasm memory never shrinks (linear memory can only grow): after Clear the page's
// keeps its high-water mark, which the allocator reuses; the workers that held a large input
// are replaced by fresh ones.
import { parseArgs } from 'node:util';
import { startSession, App } from '../../tests/e2e/app.mjs';
import { ADVERSARY } from '../../tests/e2e/puzzles.mjs';
import { HUNDRED_THOUSAND, JUNK, prepareMaxSpeed } from '../browser/scenarios.mjs';

const SCENARIOS = [
  {
    name: 'start',
    about: 'the page opened, its sample solved',
    run: (app) => app.solve(),
  },
  {
    name: 'play-to-end',
    about: 'the adversary played at max speed to its solution (159 million steps)',
    async run(app) {
      await prepareMaxSpeed(app);
      await app.button('Play').click();
      await app.button('Pause').waitFor();
      await app.button('Play').waitFor({ timeout: 300_000 });
    },
  },
  {
    name: 'jump-150m',
    about: 'a link to step 150,000,000 of the adversary (the workers explore it)',
    hash: `#v=1&format=auto&board=1&strategy=classic&speed=max&step=150000000&p=${ADVERSARY}`,
    async run(app) {
      await app.whenStepShown('150,000,000', { timeout: 300_000 });
      // Then the workers explore on to the end of the search, which the counter then shows;
      // measured once they have (a worker's memory read while it explores never answered).
      await app.page.locator('[data-counter=step]')
        .filter({ hasText: /^150,000,000 \/ [\d,]+$/ }).waitFor({ timeout: 300_000 });
    },
  },
  {
    name: 'batch-100k',
    about: '100,000 puzzles (8 MB) pasted and solved',
    large: true,
    async run(app) {
      await app.stage(HUNDRED_THOUSAND());
      await app.pasteStaged();
      await app.whenRead();
      await app.solve();
      await app.page.getByText(/^Done in /).waitFor({ timeout: 300_000 });
    },
  },
  {
    name: 'junk-10mb',
    about: 'a 10 MB paste of junk lines, until its errors show',
    large: true,
    async run(app) {
      await app.stage(JUNK());
      await app.pasteStaged();
      await app.page.locator('#input-errors li').first().waitFor({ timeout: 120_000 });
    },
  },
];

const { values: opts } = parseArgs({ options: { scenario: { type: 'string', multiple: true } } });
const wanted = (opts.scenario ?? []).flatMap((s) => s.split(',')).filter(Boolean);
const scenarios = wanted.length ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;

/** A DevTools session to each of the page's targets (the page and its workers), through the
 *  browser's session: a worker has no session of its own in playwright. */
async function targetsOf(session, url) {
  const browser = await session.browser.newBrowserCDPSession();
  const pending = new Map();
  let id = 0;
  browser.on('Target.receivedMessageFromTarget', (e) => {
    const message = JSON.parse(e.message);
    pending.get(message.id)?.(message);
  });
  const { targetInfos } = await browser.send('Target.getTargets');
  const ours = targetInfos.filter((t) => (t.type === 'page' && t.url.startsWith(url)) || t.type === 'worker');
  const targets = [];
  for (const t of ours) {
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId: t.targetId, flatten: false });
    const send = async (method, params = {}) => {
      const mid = ++id;
      const answer = new Promise((resolve) => pending.set(mid, resolve));
      await browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: mid, method, params }) });
      // A worker that never answers is named, not waited for for ever.
      let timer;
      const message = await Promise.race([answer, new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${t.type} ${t.url}: no answer to ${method} in 60 s`)), 60_000);
      })]);
      clearTimeout(timer);
      if (message.error) throw new Error(`${method}: ${message.error.message}`);
      return message.result;
    };
    targets.push({ type: t.type, send });
  }
  return { targets, close: () => browser.detach() };
}

/** Each target's heap in use after a full collection, and its wasm memory, in MB. The wasm
 *  memory is asked of the app's own module in each target (the page and its workers run the
 *  same script, whose `default` export hands back the instance it started): listing every
 *  `WebAssembly.Memory` through the protocol (`Runtime.queryObjects`) never answered in a
 *  worker after a far jump. */
async function measure(session, script) {
  const { targets, close } = await targetsOf(session, session.server.url);
  const figures = [];
  try {
    for (const { type, send } of targets) {
      await send('HeapProfiler.collectGarbage');
      const { usedSize } = await send('Runtime.getHeapUsage');
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression: `import(${JSON.stringify(script)}).then((app) => app.default()).then((wasm) => wasm.memory.buffer.byteLength)`,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`${type}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      figures.push({ type, heap: usedSize / 1e6, wasm: result.value / 1e6 });
    }
  } finally {
    await close();
  }
  const page = figures.filter((f) => f.type === 'page');
  const workers = figures.filter((f) => f.type === 'worker');
  const most = (list, key) => Math.max(0, ...list.map((f) => f[key]));
  return {
    page_heap: most(page, 'heap'),
    page_wasm: most(page, 'wasm'),
    workers: workers.length,
    worker_heap_max: most(workers, 'heap'),
    worker_wasm_max: most(workers, 'wasm'),
  };
}

const session = await startSession();
const rows = [];
try {
  for (const scenario of scenarios) {
    const app = await App.open(session, { hash: scenario.hash ?? '' });
    try {
      // The app's script, as the page loaded it (its name carries the build's hash).
      const script = await app.page.evaluate(() => performance.getEntriesByType('resource')
        .map((entry) => entry.name).find((name) => /\/sudoku-wasm-[0-9a-f]+\.js$/.test(name)));
      const phase = (what) => console.error(`${scenario.name}: ${what}`);
      phase('running');
      await scenario.run(app);
      phase('measuring');
      const after = await measure(session, script);
      phase('clearing');
      const old = app.page.workers();
      const closed = old.map((worker) => new Promise((resolve) => worker.once('close', resolve)));
      await app.button('Clear').click();
      await app.page.locator('#input-errors li').waitFor({ state: 'detached' });
      // A large input gone, the workers that held it are replaced by fresh ones: measured
      // once those are up.
      if (scenario.large) {
        await Promise.all(closed);
        await app.eventually(async () => {
          const workers = app.page.workers();
          if (workers.length !== old.length) throw new Error('not all started');
          for (const worker of workers) {
            if (!await worker.evaluate(() => self.sudokuReady === true)) throw new Error('not up');
          }
        }, { timeout: 60_000 });
      }
      phase('measuring after Clear');
      const cleared = await measure(session, script);
      rows.push({ scenario: scenario.name, after, cleared });
      console.error(`${scenario.name}: ${scenario.about}`);
    } finally {
      await app.close();
    }
  }
} finally {
  await session.close();
}

const mb = (x) => x.toFixed(1);
console.log('| scenario | page heap | page wasm | workers | worker heap (most) | worker wasm (most) | after Clear: page heap | page wasm | worker heap | worker wasm |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { scenario, after: a, cleared: c } of rows) {
  console.log(`| ${scenario} | ${mb(a.page_heap)} | ${mb(a.page_wasm)} | ${a.workers} | ${mb(a.worker_heap_max)} | ${mb(a.worker_wasm_max)} | ${mb(c.page_heap)} | ${mb(c.page_wasm)} | ${mb(c.worker_heap_max)} | ${mb(c.worker_wasm_max)} |`);
}
