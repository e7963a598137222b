// The trace analysis on a small hand-made trace: node --test bench/browser/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from './trace.mjs';

const SITE = 'http://127.0.0.1:8080/';
const meta = (tid, name) => ({ ph: 'M', name: 'thread_name', pid: 7, tid, args: { name } });
const X = (tid, name, ts, dur, args = {}, tdur = dur) => ({ ph: 'X', name, pid: 7, tid, ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000, args });

test('a long task is split by self time into categories, the harness apart', () => {
  const trace = { traceEvents: [
    meta(1, 'CrRendererMain'), meta(2, 'DedicatedWorker thread'), meta(3, 'Compositor'),
    { ph: 'I', name: 'TracingStartedInBrowser', pid: 1, tid: 1, ts: 0, args: { data: { frames: [{ url: SITE, processId: 7 }] } } },
    // 100 ms: a message handler of ours (60 ms, 10 of them GC), a forced layout (15),
    // painting (5) and 20 ms of the task itself.
    X(1, 'ThreadControllerImpl::RunTask', 1000, 100),
    X(1, 'HandlePostMessage', 1000, 60),
    X(1, 'FunctionCall', 1000, 60, { data: { url: `${SITE}app.js` } }),
    X(1, 'MinorGC', 1020, 10),
    X(1, 'Layout', 1060, 15),
    X(1, 'Paint', 1075, 5),
    // 70 ms of the harness's evaluation, with a paste handler of ours inside (25 ms).
    X(1, 'ThreadControllerImpl::RunTask', 2000, 70),
    X(1, 'v8.run', 2000, 70, { fileName: 'pptr://__puppeteer_evaluation_script__' }),
    X(1, 'EventDispatch', 2010, 25, { data: { type: 'paste' } }),
    X(1, 'FunctionCall', 2010, 25, { data: { url: `${SITE}app.js` } }),
    // 90 ms of which the thread ran 30 (a frame of ours): long, but not by its own time.
    X(1, 'ThreadControllerImpl::RunTask', 2500, 90, {}, 30),
    X(1, 'FireAnimationFrame', 2500, 80, {}, 25),
    // A short task, and one on the worker; the compositor is not looked at.
    X(1, 'ThreadControllerImpl::RunTask', 3000, 10),
    X(2, 'ThreadControllerImpl::RunTask', 1000, 400),
    X(3, 'ThreadControllerImpl::RunTask', 1000, 400),
  ] };
  const { main, workers } = analyze(trace, { site: SITE });
  assert.equal(main.tasks, 4);
  assert.equal(main.longest_ms, 100);
  assert.equal(main.over_threshold, 3);
  assert.equal(main.own_cpu_over_threshold, 1);
  assert.equal(main.longest_own_cpu_ms, 100);
  const [first, second, third] = main.long;
  assert.deepEqual(first.attribution, { ours: 50, gc: 10, style_layout: 15, paint_composite: 5, harness: 0, other: 20, descheduled: 0 });
  assert.equal(first.at_ms, 0);
  assert.deepEqual(second.attribution, { ours: 25, gc: 0, style_layout: 0, paint_composite: 0, harness: 0, other: 5, descheduled: 60 });
  assert.equal(second.cpu_ms, 30);
  assert.deepEqual(third.attribution, { ours: 25, gc: 0, style_layout: 0, paint_composite: 0, harness: 45, other: 0, descheduled: 0 });
  assert.equal(third.own_cpu_ms, 25);
  assert.deepEqual(workers.map((w) => [w.thread, w.longest_ms, w.over_threshold]), [['DedicatedWorker thread', 400, 1]]);
});

test('samples name the functions inside a task', () => {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '' } },
    { id: 2, parent: 1, callFrame: { functionName: 'onmessage', url: `${SITE}app.js`, scriptId: 3 } },
    { id: 3, parent: 2, callFrame: { functionName: 'decode', url: `${SITE}app_bg.wasm`, scriptId: 4 } },
  ];
  const trace = [
    meta(1, 'CrRendererMain'),
    X(1, 'ThreadControllerImpl::RunTask', 0, 60),
    X(1, 'FunctionCall', 0, 60, { data: { url: `${SITE}app.js` } }),
    { ph: 'P', name: 'Profile', id: '0x1', pid: 7, tid: 1, ts: 0, args: { data: { startTime: 0 } } },
    { ph: 'P', name: 'ProfileChunk', id: '0x1', pid: 7, tid: 1, ts: 1, args: { data: {
      cpuProfile: { nodes, samples: [3, 3, 3, 2] }, timeDeltas: [10_000, 10_000, 10_000, 10_000] } } },
  ];
  const { main } = analyze(trace, { site: SITE });
  const { profile } = main.long[0];
  assert.equal(profile.samples, 4);
  assert.deepEqual(profile.self, [{ fn: 'decode', share: 75 }, { fn: 'onmessage', share: 25 }]);
  assert.deepEqual(profile.ours_on_stack, [{ fn: 'decode', share: 75 }, { fn: 'onmessage', share: 100 }].sort((a, b) => b.share - a.share));
});
