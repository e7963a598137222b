// The browser benchmark: each scenario N times, each run in a fresh browser context with a
// Chromium trace around it; prints the long main-thread tasks and where their time went,
// and writes everything as JSON. Run it through scripts/bench.sh.
//
//   node bench/browser/run.mjs [--runs N] [--scenario NAME[,NAME]] [--out FILE] [--samples]
//                              [--extra-categories blink,...]
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSession, App, watchLongTasks } from '../../tests/e2e/app.mjs';
import { SCENARIOS } from './scenarios.mjs';
import { analyze, traceCategories, CATEGORIES } from './trace.mjs';

const THRESHOLD_MS = 50;
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    scenario: { type: 'string', multiple: true },
    out: { type: 'string', default: `${RESULTS}latest.json` },
    samples: { type: 'boolean', default: false },
    'extra-categories': { type: 'string', default: '' },
  },
});
const runs = Number(opts.runs);
const wanted = (opts.scenario ?? []).flatMap((s) => s.split(',')).filter(Boolean);
const unknown = wanted.filter((w) => !SCENARIOS.some((s) => s.name === w));
if (unknown.length || !(runs >= 1)) {
  console.error(`usage: bench.sh [--runs N] [--scenario ${SCENARIOS.map((s) => s.name).join('|')}]`);
  process.exit(2);
}
const scenarios = wanted.length ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;
const categories = traceCategories({
  samples: opts.samples,
  extra: opts['extra-categories'].split(',').filter(Boolean),
});

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x) => Math.round(x * 10) / 10;

/** One traced run of `scenario`; the trace goes to `tracePath`. */
async function runOnce(session, scenario, tracePath) {
  const app = await App.open(session);
  try {
    await scenario.prepare(app);
    const observed = await watchLongTasks(app.page);
    await session.browser.startTracing(app.page, { categories });
    // With samples, the profiler starts at the page's next script and takes its thread for
    // 50-250 ms (the harness's share in the trace): a script of the harness's first, then a
    // pause, so that this does not fall into the scenario's tasks.
    await app.page.evaluate(() => 0);
    await app.page.waitForTimeout(200);
    const started = Date.now();
    const figures = await scenario.run(app);
    // The tasks that the scenario's last change starts (drawing, follow-up messages).
    await app.page.waitForTimeout(300);
    const raw = await session.browser.stopTracing();
    figures.traced_ms = Date.now() - started;
    writeFileSync(tracePath, raw);
    const analysis = analyze(JSON.parse(raw), { site: session.server.url, threshold: THRESHOLD_MS });
    if (!analysis.main) throw new Error('no renderer main thread found in the trace');
    return {
      figures,
      main: analysis.main,
      workers: analysis.workers,
      // (Gone when the scenario loads the page anew: its own tasks are in the trace.)
      longtask_observer_ms: (await observed()) ?? [],
      page_errors: app.errors.map(String),
    };
  } finally {
    await app.close();
  }
}

function summarize(name, results) {
  const longest = results.map((r) => r.main.longest_ms);
  const ownCpu = results.map((r) => r.main.longest_own_cpu_ms);
  const tasks = results.flatMap((r, i) => r.main.long.map((t) => ({ run: i + 1, ...t })));
  tasks.sort((a, b) => b.ms - a.ms);
  const figures = {};
  for (const key of Object.keys(results[0].figures)) {
    const values = results.map((r) => r.figures[key]);
    figures[key] = values.every((v) => typeof v === 'number')
      ? { median: round(median(values)), min: Math.min(...values), max: Math.max(...values) }
      : values;
  }
  return {
    scenario: name,
    longest_task_ms: { median: round(median(longest)), worst: Math.max(...longest), per_run: longest },
    longest_own_cpu_ms: { median: round(median(ownCpu)), worst: Math.max(...ownCpu), per_run: ownCpu },
    over_50_ms_per_run: results.map((r) => r.main.over_threshold),
    own_cpu_over_50_ms_per_run: results.map((r) => r.main.own_cpu_over_threshold),
    worst_tasks: tasks.slice(0, 3),
    worker_longest_ms: results.map((r) => Math.max(0, ...r.workers.map((w) => w.longest_ms))),
    // What the e2e tests used to assert on: the page's own PerformanceObserver('longtask').
    longtask_observer_per_run: results.map((r) => r.longtask_observer_ms),
    figures,
  };
}

function print(summary, about) {
  const s = summary;
  const out = [];
  const runs = (xs) => xs.join(', ');
  out.push(`\n== ${s.scenario}: ${about}`);
  out.push(`   longest main-thread task (wall): median ${s.longest_task_ms.median} ms, worst ${s.longest_task_ms.worst} ms (per run: ${runs(s.longest_task_ms.per_run)})`);
  out.push(`   tasks > 50 ms (wall) per run: ${runs(s.over_50_ms_per_run)}`);
  out.push(`   the page's own thread time (CPU, no harness), longest task: median ${s.longest_own_cpu_ms.median} ms, worst ${s.longest_own_cpu_ms.worst} ms; tasks over 50 ms by it per run: ${runs(s.own_cpu_over_50_ms_per_run)}`);
  const figures = Object.entries(s.figures).map(([k, v]) => (Array.isArray(v)
    ? `${k}: ${[...new Set(v)].join(' | ')}`
    : `${k} ${v.median} (${v.min}-${v.max})`));
  out.push(`   scenario: ${figures.join('; ')}`);
  out.push(`   the page's longtask observer, per run: ${s.longtask_observer_per_run.map((l) => `[${l.join(' ')}]`).join(' ')}`);
  out.push(`   worker thread, longest task per run: ${runs(s.worker_longest_ms)} ms (off the page's thread)`);
  for (const t of s.worst_tasks) {
    const parts = CATEGORIES.filter((c) => t.attribution[c] >= 0.5).map((c) => `${c} ${t.attribution[c]}`);
    out.push(`   task of ${t.ms} ms, CPU ${t.cpu_ms} (run ${t.run}, at ${t.at_ms} ms): ${parts.join(', ')}`);
    out.push(`      top self time: ${t.top.slice(0, 5).map((e) => `${e.event} ${e.ms}`).join('; ')}`);
    if (t.profile) {
      out.push(`      samples (${t.profile.samples}): ${t.profile.self.slice(0, 5).map((f) => `${f.fn} ${f.share}%`).join('; ')}`);
      const ours = t.profile.ours_on_stack.slice(0, 6).map((f) => `${f.fn} ${f.share}%`).join('; ');
      if (ours) out.push(`      our functions on the stack: ${ours}`);
    }
  }
  console.log(out.join('\n'));
}

const session = await startSession();
const traces = `${RESULTS}traces/`;
mkdirSync(traces, { recursive: true });
const report = {
  date: new Date().toISOString(),
  runs,
  threshold_ms: THRESHOLD_MS,
  samples: opts.samples,
  categories,
  scenarios: [],
};
try {
  for (const scenario of scenarios) {
    const results = [];
    let worst = -1;
    for (let i = 0; i < runs; i++) {
      const path = `${traces}${scenario.name}.run.json`;
      const result = await runOnce(session, scenario, path);
      results.push(result);
      process.stdout.write(`${scenario.name} run ${i + 1}/${runs}: longest task ${result.main.longest_ms} ms, ${result.main.over_threshold} over 50 ms\n`);
      // Keep the trace of the run with the longest task, to open in DevTools.
      if (result.main.longest_ms > worst) {
        worst = result.main.longest_ms;
        renameSync(path, `${traces}${scenario.name}.worst.json`);
      }
    }
    const summary = summarize(scenario.name, results);
    print(summary, scenario.about);
    report.scenarios.push({ ...summary, about: scenario.about, runs: results });
  }
  // Issue 14's batch figure: "Done in" with one worker over with a worker per core.
  const doneIn = (name) => report.scenarios.find((s) => s.scenario === name)?.figures.done_ms?.median;
  const [every, one] = [doneIn('batch'), doneIn('batch-one-worker')];
  if (every && one) {
    report.batch_speedup = Math.round((one / every) * 100) / 100;
    console.log(`\nbatch speed-up, a worker per core (${availableParallelism()} here) against one ("Done in", medians): ${report.batch_speedup}x`);
  }
} finally {
  await session.close();
  mkdirSync(dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, `${JSON.stringify(report, null, 1)}\n`);
  console.log(`\nfull results: ${opts.out}; the worst run's trace of each scenario: ${traces}<scenario>.worst.json`);
}
