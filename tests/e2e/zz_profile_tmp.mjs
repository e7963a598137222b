import { startSession, App } from '/work/main/tests/e2e/app.mjs';
const session = await startSession();
const app = await App.open(session);
const cdp = await app.page.context().newCDPSession(app.page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
const kind = process.argv[2] ?? 'junk';
let text;
if (kind === 'junk') {
  const line = 'these are not the digits you are looking for; '.repeat(2).padEnd(100, '#');
  text = `${line}\n`.repeat(100_000);
} else {
  let seed = 42; const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed >>> 16; };
  const codes = new Array(10_000_000); for (let i = 0; i < codes.length; i++) codes[i] = random() % 256;
  text = ''; for (let i = 0; i < codes.length; i += 100_000) text += String.fromCharCode(...codes.slice(i, i + 100_000));
}
await app.stage(text);
await cdp.send('Profiler.start');
const t0 = Date.now();
await app.pasteStaged();
console.log('dispatch returned after', Date.now() - t0);
await app.page.locator('#input-errors li').first().waitFor({ timeout: 30000 });
console.log('errors after', Date.now() - t0);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); });
[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(8), k));
await session.close();
