// Prints the inside of the longest main-thread tasks of a saved trace: the event tree with
// each event's total and self time and its category, down to events of at least --min ms.
//
//   node bench/browser/inspect.mjs bench/browser/results/traces/batch.worst.json [--tasks 3] [--min 1] [--site URL]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eventTree, sampleSummary } from './trace.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tasks: { type: 'string', default: '3' },
    min: { type: 'string', default: '1' },
    site: { type: 'string' },
  },
});
const trace = JSON.parse(readFileSync(positionals[0], 'utf8'));
const { tasks, site, samples } = eventTree(trace, { site: opts.site });
const min = Number(opts.min) * 1000;
const fmt = (us) => (us / 1000).toFixed(1).padStart(7);
const label = (e) => {
  const d = e.args?.data ?? {};
  const layout = e.args?.beginData?.dirtyObjects !== undefined
    ? `${e.args.beginData.dirtyObjects} of ${e.args.beginData.totalObjects} objects dirty` : null;
  const style = e.args?.elementCount !== undefined ? `${e.args.elementCount} elements` : null;
  const extra = [d.type, d.functionName, d.url?.replace(site, ''), e.args?.fileName, d.message, d.name, layout, style]
    .filter((x) => typeof x === 'string' && x).join(' ');
  return extra ? `${e.name} (${extra.slice(0, 100)})` : e.name;
};
const cpu = (e) => (typeof e.tdur === 'number' ? Math.min(e.tdur, e.dur) : e.dur);
function print(node, depth) {
  const self = cpu(node.e) - node.children.reduce((s, c) => s + cpu(c.e), 0);
  console.log(`${fmt(node.e.dur)} ${fmt(cpu(node.e))} ${fmt(self)}  ${'  '.repeat(depth)}${label(node.e)} [${node.category}]`);
  for (const c of node.children) if (c.e.dur >= min) print(c, depth + 1);
}
console.log(`site ${site}; wall, thread (CPU) and self thread ms, then the event [category]`);
for (const task of tasks.sort((a, b) => b.e.dur - a.e.dur).slice(0, Number(opts.tasks))) {
  console.log(`\ntask at ${(task.at / 1000).toFixed(1)} ms`);
  print(task, 0);
  const profile = sampleSummary(samples, task.e.ts, task.e.ts + task.e.dur, site);
  if (profile) {
    console.log(`samples (${profile.samples}), self: ${profile.self.map((f) => `${f.fn} ${f.share}%`).join('; ')}`);
    console.log(`our functions on the stack: ${profile.ours_on_stack.map((f) => `${f.fn} ${f.share}%`).join('; ')}`);
  }
}
