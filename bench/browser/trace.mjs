// Reads a Chromium trace (the JSON of `browser.stopTracing()`): the page's renderer main
// thread and its worker threads, every top-level task on them, and where a task's time went,
// by the self time of the events inside it (so nothing counts twice).

/** The categories a task's time is split into: the thread's own time (CPU) by what it did,
 *  and the time the thread was not running (descheduled: the machine was busy elsewhere). */
export const CATEGORIES = ['ours', 'gc', 'style_layout', 'paint_composite', 'harness', 'other', 'descheduled'];

/** What to record: enough for tasks, their insides and GC; with `samples`, V8's samples of
 *  the JS and wasm functions (which cost the page some time: starting the profiler takes its
 *  thread for 50-250 ms, and compiled code is logged); `extra` categories too ('blink' names
 *  the steps inside style, layout and paint, e.g. text shaping). */
export function traceCategories({ samples = false, extra = [] } = {}) {
  return [
    '-*', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.frame', 'v8', 'v8.execute', 'v8.wasm',
    'disabled-by-default-v8.gc', 'blink.user_timing', 'loading', 'devtools',
    ...(samples ? ['disabled-by-default-v8.cpu_profiler'] : []), ...extra,
  ];
}

const GC = /^(MinorGC|MajorGC|V8\.GC|V8\.Heap|BlinkGC|CppGC|ThreadState::|BlinkGCMarking|GCEvent|V8\.ExternalMemoryPressure)/;
const STYLE_LAYOUT = /^(UpdateLayoutTree|RecalculateStyles|RecalcStyle|Layout|LayoutShift|ScheduleStyleRecalculation|InvalidateLayout|ParseAuthorStyleSheet|HitTest|IntersectionObserver|Document::(updateStyle|UpdateStyleAndLayout|recalcStyle|rebuildLayoutTree)|LocalFrameView::(UpdateStyleAndLayout|RunStyleAndLayoutLifecyclePhases|layout|performLayout)|LayoutView::HitTest|StyleEngine|UpdateStyle|InlineNode::|LayoutNG|Blink\.(Style|Layout|ForcedStyleAndLayout|HitTestDocumentUpdate)\.)/;
const PAINT = /^(Paint|PrePaint|PaintImage|Layerize|UpdateLayer|Commit|CompositeLayers|LocalFrameView::(RunPaintLifecyclePhase|RunPrePaintLifecyclePhase)|PaintArtifactCompositor|ProxyMain::BeginMainFrame::commit|Decode|Rasterize|DrawFrame|UpdateCompositingInputs|ContentLayerClientImpl|cc::|LayerTreeHost::|Blink\.(PrePaint|Paint|CompositingCommit|CompositingInputs|Compositing)\.)/;
// Work of the test harness: Playwright's CDP commands (its evaluations run inside them), a
// screenshot's capture, and the tracing's own cost (starting the profiler, logging code).
const HARNESS = /^(DevToolsSession|InspectorSession|V8Inspector|v8\.inspector|CaptureScreenshot|CaptureImage|PageHandler::|CpuProfiler::|wasm\.LogCode|wasm\.LogWasmCodes|V8\.LogCode)/;
// Where the page's own script starts: ours, unless the script inside says it is the
// harness's (a Playwright poll in an animation frame).
const ENTRY = /^(EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|HandlePostMessage|XHRLoad|XHRReadyStateChange|ParseHTML)$/;
// Script that names its file: ours if served by the page, else the harness's (what Playwright
// evaluates has no address).
const SCRIPT = /^(FunctionCall|EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|v8\.run)$/;
// Compiling and instantiating wasm: only ours is wasm.
const WASM = /^(wasm\.|v8\.wasm|V8\.Wasm)/;

/** Milliseconds, rounded to 0.1. */
const ms = (us) => Math.round(us / 100) / 10;

/** The events of `trace`, complete ('X') events made from begin/end pairs too, by thread. */
function threads(events) {
  const names = new Map();
  const processNames = new Map();
  const byThread = new Map();
  const open = new Map();
  const add = (key, e) => {
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  };
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'M') {
      if (e.name === 'thread_name') names.set(key, e.args?.name);
      if (e.name === 'process_name') processNames.set(e.pid, e.args?.name);
    } else if (e.ph === 'X' && typeof e.dur === 'number') {
      add(key, e);
    } else if (e.ph === 'B') {
      if (!open.has(key)) open.set(key, []);
      open.get(key).push(e);
    } else if (e.ph === 'E') {
      const begin = open.get(key)?.pop();
      if (begin) {
        const tdur = begin.tts !== undefined && e.tts !== undefined ? e.tts - begin.tts : undefined;
        add(key, { ...begin, ph: 'X', dur: e.ts - begin.ts, tdur, args: { ...begin.args, ...e.args } });
      }
    }
  }
  return { names, processNames, byThread };
}

/** The renderer process of the page at `site` (and the site, if not given): the frame the
 *  trace names with that address, else the renderer with the busiest main thread. */
function page(events, site, names, byThread) {
  let pid = null;
  for (const e of events) {
    const frames = e.name === 'TracingStartedInBrowser' ? e.args?.data?.frames
      : e.name === 'FrameCommittedInBrowser' ? [e.args?.data] : null;
    for (const f of frames ?? []) {
      if (!f?.url || f.parent || !f.processId) continue;
      if (site ? f.url.startsWith(site) : /^https?:/.test(f.url)) {
        pid = f.processId;
        site ??= new URL(f.url).origin + '/';
      }
    }
  }
  if (pid !== null) return { pid, site };
  let best = null;
  for (const [key, list] of byThread) {
    if (names.get(key) === 'CrRendererMain' && (!best || list.length > best[1])) best = [key, list.length];
  }
  return { pid: best ? Number(best[0].split(':')[0]) : null, site: site ?? '' };
}

/** Nests a thread's events: each gets `children`; returns the roots (the thread's tasks). */
function nest(list) {
  const sorted = list.slice().sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const roots = [];
  const stack = [];
  for (const e of sorted) {
    const node = { e, children: [] };
    while (stack.length && e.ts >= stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur) stack.pop();
    if (stack.length) stack[stack.length - 1].children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Where a script event's code comes from: our page's files or the harness (null if the
 *  event does not say). */
function origin(e, site) {
  const data = e.args?.data ?? {};
  const url = data.url ?? e.args?.fileName;
  if (typeof url !== 'string') return null;
  return url !== '' && url.startsWith(site) ? 'ours' : 'harness';
}

/** The category an event's own time goes to, or null when it takes its parent's. */
function classify(e, site) {
  const name = e.name;
  if (GC.test(name)) return 'gc';
  if (HARNESS.test(name)) return 'harness';
  if (STYLE_LAYOUT.test(name)) return 'style_layout';
  if (PAINT.test(name)) return 'paint_composite';
  if (WASM.test(name) || ENTRY.test(name)) return 'ours';
  if (SCRIPT.test(name)) return origin(e, site);
  return null;
}

/** An event's thread time (CPU), or its wall time where the trace does not say. */
const cpu = (e) => (typeof e.tdur === 'number' ? Math.min(e.tdur, e.dur) : e.dur);

/** Splits a task's time by category: each event's self time (its thread time less its
 *  children's) goes to its category, or its nearest classified ancestor's; the task's wall
 *  time beyond its thread time is `descheduled`. */
function attribute(root, site) {
  const totals = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  const selfEvents = new Map();
  const walk = (node, inherited) => {
    const cat = classify(node.e, site) ?? inherited;
    const self = Math.max(0, cpu(node.e) - node.children.reduce((sum, c) => sum + cpu(c.e), 0));
    totals[cat] += self;
    node.category = cat;
    const key = `${node.e.name} [${cat}]`;
    selfEvents.set(key, (selfEvents.get(key) ?? 0) + self);
    for (const c of node.children) walk(c, cat);
  };
  walk(root, 'other');
  totals.descheduled = root.e.dur - cpu(root.e);
  const top = [...selfEvents].sort((a, b) => b[1] - a[1]).slice(0, 8)
    .filter(([, us]) => us >= 1000).map(([name, us]) => ({ event: name, ms: ms(us) }));
  return { attribution: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, ms(v)])), top };
}

/** V8's samples (category disabled-by-default-v8.cpu_profiler), by thread: each sample's
 *  time and its stack as frames {fn, url}, leaf first. */
function samplesByThread(events) {
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile') {
      profiles.set(`${e.pid}:${e.id}`, { thread: `${e.pid}:${e.tid}`, start: e.args?.data?.startTime ?? e.ts, nodes: new Map(), chunks: [] });
    }
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(`${e.pid}:${e.id}`);
    if (p) p.chunks.push(e);
  }
  const out = new Map();
  for (const p of profiles.values()) {
    let t = p.start;
    const list = out.get(p.thread) ?? [];
    for (const chunk of p.chunks.sort((a, b) => a.ts - b.ts)) {
      const data = chunk.args?.data ?? {};
      for (const n of data.cpuProfile?.nodes ?? []) {
        const f = n.callFrame ?? {};
        // Script 0 is the engine's own (DOM methods, builtins): not a script's.
        p.nodes.set(n.id, { fn: (f.functionName || '(anonymous)').replace(/::h[0-9a-f]{16}\b/g, ''), url: f.url ?? '', script: Number(f.scriptId ?? 0) !== 0, parent: n.parent });
      }
      const samples = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      samples.forEach((id, i) => {
        t += deltas[i] ?? 0;
        list.push({ t, id, nodes: p.nodes });
      });
    }
    out.set(p.thread, list);
  }
  return out;
}

// Frames on every stack of ours that say nothing of what the code does: the wasm-bindgen
// and futures glue, Yew's scheduler.
const GLUE = /^(real|js-to-wasm|wasm-to-js|wasm_bindgen::convert::closures|wasm_bindgen__convert__closures|js_sys::futures::queue|wasm_bindgen_futures::|yew::scheduler::arch|core::ops::function::FnOnce|__wbg_adapter|__wbindgen_|<F as core::ops::function::Fn)/;

function stackOf(sample) {
  const frames = [];
  for (let n = sample.nodes.get(sample.id); n; n = sample.nodes.get(n.parent)) {
    if (n.fn !== '(root)') frames.push(n);
  }
  return frames;
}

/** The functions the samples inside a task landed in (self), and our functions on the stacks
 *  (total: the outermost named frames of ours that the time passed through). */
export function sampleSummary(samples, from, to, site) {
  const inside = samples.filter((s) => s.t >= from && s.t < to);
  if (!inside.length) return null;
  const self = new Map();
  const total = new Map();
  for (const s of inside) {
    const frames = stackOf(s);
    const leaf = frames[0];
    // The nearest script on the stack says whose the sample is.
    const script = frames.find((f) => f.script);
    const harness = script && !script.url.startsWith(site);
    const name = leaf ? `${leaf.fn}${harness ? ' (harness)' : ''}` : '(idle)';
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set();
    for (const f of frames) {
      if (!f.url.startsWith(site) || GLUE.test(f.fn) || seen.has(f.fn)) continue;
      seen.add(f.fn);
      total.set(f.fn, (total.get(f.fn) ?? 0) + 1);
    }
  }
  const share = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 10)
    .map(([fn, n]) => ({ fn, share: Math.round((100 * n) / inside.length) }));
  return { samples: inside.length, self: share(self), ours_on_stack: share(total) };
}

/** The page's own time in a task: its thread time less the harness's (µs). */
const own = (r, site) => cpu(r.e) - attribute(r, site).attribution.harness * 1000;

/** The tasks of one thread over `threshold` ms (wall time) and its longest, with their
 *  attribution; and how many tasks are over it by the page's own thread time alone. */
function thread(roots, { site, threshold, t0, samples, detail }) {
  const tasks = roots.filter((r) => r.e.dur > 0);
  const longest = tasks.reduce((m, r) => (r.e.dur > (m?.e.dur ?? -1) ? r : m), null);
  const describe = (r) => {
    const a = attribute(r, site);
    const task = {
      ms: ms(r.e.dur),
      cpu_ms: ms(cpu(r.e)),
      at_ms: ms(r.e.ts - t0),
      name: r.e.name,
      ...a,
      own_cpu_ms: ms(cpu(r.e) - a.attribution.harness * 1000),
    };
    if (samples) task.profile = sampleSummary(samples, r.e.ts, r.e.ts + r.e.dur, site);
    return task;
  };
  const limit = threshold * 1000;
  const long = tasks.filter((r) => r.e.dur > limit);
  return {
    tasks: tasks.length,
    longest_ms: longest ? ms(longest.e.dur) : 0,
    longest_own_cpu_ms: ms(tasks.reduce((m, r) => Math.max(m, own(r, site)), 0)),
    over_threshold: long.length,
    // The goal's measure: over the threshold by the page's own thread time (no harness, and
    // not counting time the thread waited for a core).
    own_cpu_over_threshold: tasks.filter((r) => cpu(r.e) > limit && own(r, site) > limit).length,
    long: detail ? long.sort((a, b) => b.e.dur - a.e.dur).map(describe) : [],
    longest: detail && longest && longest.e.dur <= limit ? describe(longest) : undefined,
  };
}

/**
 * Analyses `trace` for the page served at `site` (its origin, e.g. http://127.0.0.1:1234/).
 * Returns the main thread's and the worker threads' tasks over `threshold` ms, each with its
 * time by category, the top self-time events and, if the trace has samples, the functions.
 * Times (`at_ms`) are from the first task of the main thread.
 */
export function analyze(trace, { site, threshold = 50 }) {
  const t = load(trace, site);
  const result = { main: null, workers: [] };
  for (const [key, list] of t.threads) {
    const isMain = key === t.mainKey;
    const r = thread(nest(list), {
      site: t.site, threshold, t0: t.t0, samples: t.samples.get(key), detail: isMain,
    });
    if (isMain) result.main = r;
    else result.workers.push({ thread: t.names.get(key), ...r });
  }
  return result;
}

/** The page's renderer main thread and worker threads in `trace`. */
function load(trace, givenSite) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { names, byThread } = threads(events);
  const { pid, site } = page(events, givenSite, names, byThread);
  const keys = [...byThread.keys()].filter((k) => Number(k.split(':')[0]) === pid);
  const mainKey = keys.find((k) => names.get(k) === 'CrRendererMain');
  const workers = keys.filter((k) => /Worker/.test(names.get(k) ?? '') && !/Pool|Background|Compositor/.test(names.get(k)));
  return {
    site,
    names,
    mainKey,
    threads: new Map([mainKey, ...workers].filter(Boolean).map((k) => [k, byThread.get(k)])),
    samples: samplesByThread(events),
    t0: mainKey ? byThread.get(mainKey).reduce((m, e) => Math.min(m, e.ts), Infinity) : 0,
  };
}

/** The main thread's tasks as event trees, each event with its `category` and each task
 *  with `at` (µs from the first task): for looking inside them (inspect.mjs). */
export function eventTree(trace, { site } = {}) {
  const t = load(trace, site);
  const tasks = nest(t.threads.get(t.mainKey) ?? []);
  for (const task of tasks) {
    attribute(task, t.site);
    task.at = task.e.ts - t.t0;
  }
  return { tasks, site: t.site, samples: t.samples.get(t.mainKey) ?? [] };
}
