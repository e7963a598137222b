// The README's screenshots of the page in Korean on a phone, from the release build in dist/:
//   node scripts/screenshots.mjs
// Korean and Chinese text needs a CJK font on the machine (Debian: fonts-noto-cjk); the tests
// do not, they read the page's text, not its pixels.
import { startSession } from '../tests/e2e/app.mjs';

const ADVERSARY = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const session = await startSession();
try {
  const context = await session.browser.newContext({
    viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'ko-KR',
  });
  const page = await context.newPage();
  // A link to step 12 of the adversary: the board, a refusal marked, the narration.
  await page.goto(`${session.server.url}#v=1&format=auto&board=1&strategy=classic&speed=10&step=12&p=${ADVERSARY}`);
  await page.locator('[data-counter=step]').filter({ hasText: /^12 \// }).waitFor();
  await page.screenshot({ path: 'docs/phone-ko.png' });
  await page.locator('.player h2').scrollIntoViewIfNeeded();
  await page.locator('.player .dock button').nth(3).tap();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'docs/phone-ko-player.png' });
  await context.close();
} finally {
  await session.close();
}
