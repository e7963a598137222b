// What a developer sees with the console open: the main flows print no warning and no error,
// and a shortcut's key does only the shortcut (the page, not the browser, handles it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

test('typing, undo, a shortcut and two runs print nothing to the console', async () => {
  const app = await App.open(session);
  const said = [];
  app.page.on('console', (m) => {
    if (['warning', 'error'].includes(m.type())) said.push(`${m.type()}: ${m.text()}`);
  });
  // The worker starts with the page: reload with the listener in place to hear its start too.
  await app.page.reload();
  await app.board().waitFor();
  await app.cell(1, 1).click();
  await app.page.keyboard.press('Backspace');
  await app.page.keyboard.press('Control+z');
  // Space toggles play: the browser must not also scroll the page with it. The page itself
  // presses Pause as soon as it shows: the example's search ends after 15 steps (1.5 s at the
  // default speed), and a Pause pressed from here could come after its end on a slow machine.
  await app.page.locator('body').click({ position: { x: 2, y: 2 } });
  const prevented = await app.page.evaluate(() => {
    window.__paused = false;
    new MutationObserver((_, observer) => {
      const play = document.querySelector('.player .play');
      if (play?.textContent === 'Pause') {
        observer.disconnect();
        play.click();
        window.__paused = true;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    return !document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
  });
  assert.equal(prevented, true, 'Space was left to the browser');
  await app.page.waitForFunction(() => window.__paused);
  await app.button('Play').waitFor();
  await app.solve();
  const lines = [
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
    '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
  ];
  await app.paste(`${lines.join('\n')}\n`);
  await app.solve();
  // The second run is over (solve() could have seen the first run's verdict, not yet drawn
  // away): what it prints is heard before the console is checked.
  await app.page.getByText(/^Done in /).waitFor();
  assert.deepEqual(said, []);
  assert.deepEqual(app.errors.map(String), []);
  await app.close();
});
