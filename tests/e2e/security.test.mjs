// Nothing runs that the page did not ship: the page runs under its Content-Security-Policy (no
// inline script, style or eval), and text from a paste or a link is shown as text, never run
// or read as markup.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '</textarea><script>window.__pwned=2</script>',
  'javascript:window.__pwned=3',
  '"><svg onload="window.__pwned=4">',
];

test('the page runs under its Content-Security-Policy, which refuses inline script and style', async () => {
  const app = await App.open(session);
  const policy = await app.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "object-src 'none'", "base-uri 'none'"]) {
    assert.ok(policy.includes(directive), `${directive} in ${policy}`);
  }
  // No inline script is left in the page Trunk built (its start-up script is a file).
  assert.equal(await app.page.locator('script:not([src])').count(), 0);
  // The page works under it: the sample solves, and the overview's marker moves (its place is
  // set through the style object, not a style attribute).
  await app.solveAndWait();
  assert.match(await app.status().textContent(), /unique solution/i);
  await app.button('To end').click();
  await app.eventually(async () => assert.match(await app.page.locator('.overview .marker').evaluate((e) => e.style.left), /^100(\.0+)?%$/));
  // An inline script or style added now is refused, and reported.
  const ran = await app.page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true';
    document.body.append(script);
    const div = document.createElement('div');
    div.setAttribute('style', 'width: 123px');
    document.body.append(div);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const width = div.getBoundingClientRect().width;
    return { inline: window.__inline === true, width, reports: window.__cspViolations.splice(0) };
  });
  assert.equal(ran.inline, false);
  assert.notEqual(ran.width, 123);
  assert.ok(ran.reports.some((r) => r.startsWith('script-src')), ran.reports.join('; '));
  assert.ok(ran.reports.some((r) => r.startsWith('style-src')), ran.reports.join('; '));
  // The console says so too; these refusals were the test's own.
  await app.eventually(async () => assert.ok(app.cspRefusals.length >= 2, app.cspRefusals.join('; ')));
  app.cspRefusals.length = 0;
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('markup and script pasted into the input are shown as text and run nothing', async () => {
  const app = await App.open(session);
  for (const payload of PAYLOADS) {
    await app.paste(`${payload}\n`);
    // The reader says where the text is wrong.
    await app.page.locator('.input-errors').waitFor();
    assert.equal(await app.input().inputValue(), `${payload}\n`);
    assert.equal(await app.page.evaluate(() => window.__pwned), undefined, payload);
    assert.equal(await app.page.locator('img[src="x"], svg[onload]').count(), 0, payload);
  }
  await app.solve();
  assert.equal(await app.page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(app.errors, []);
  await app.close();
});

test('markup and script in a link are shown as text and run nothing', async () => {
  for (const payload of PAYLOADS) {
    for (const hash of [`#v=1&p=${encodeURIComponent(payload)}`, `#v=1&format=${encodeURIComponent(payload)}&p=1`]) {
      const app = await App.open(session, { hash });
      // The link's error is said, as text (a value the page does not know is quoted).
      const notice = app.page.locator('.notice.bad[role=alert]');
      await notice.waitFor();
      if (hash.includes('format=')) assert.ok((await notice.textContent()).includes(encodeURIComponent(payload).slice(0, 12)), await notice.textContent());
      assert.equal(await app.page.evaluate(() => window.__pwned), undefined, hash);
      assert.equal(await app.page.locator('img[src="x"], svg[onload]').count(), 0, hash);
      assert.deepEqual(app.errors, [], hash);
      await app.close();
    }
  }
});
