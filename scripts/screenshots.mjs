// The README's screenshots (the page in Korean on a phone; a 16 x 16 search in Chinese, and in
// the study view; the study view on a laptop, a projector and a phone; the fewest-candidates
// program), from
// the release build in dist/:
//   node scripts/screenshots.mjs
// Korean and Chinese text needs a CJK font on the machine (Debian: fonts-noto-cjk); the tests
// do not, they read the page's text, not its pixels.
import { startSession } from '../tests/e2e/app.mjs';
import { sampleInput, puzzles, ADVERSARY } from '../tests/e2e/puzzles.mjs';

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

  // POJ 3076's sample in Chinese, dark, its DLX search a few steps in.
  const wide = await session.browser.newContext({
    viewport: { width: 1280, height: 900 }, colorScheme: 'dark', locale: 'zh-CN',
  });
  const desk = await wide.newPage();
  await desk.goto(session.server.url);
  await desk.locator('#puzzle-input').fill(sampleInput('poj3076'));
  await desk.locator('.actions button.primary').click();
  await desk.locator('.verdict .status[data-outcome=unique]').waitFor();
  for (let i = 0; i < 9; i++) await desk.locator('.square-player .transport button').nth(3).click();
  await desk.screenshot({ path: 'docs/sixteen-zh.png' });
  await wide.close();

  // The same search in the study view on a projector, in English: at its first take-back,
  // POJ 3076's C++ program beside the board on unplace(r).
  const projector = await session.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const room = await projector.newPage();
  await room.goto(session.server.url);
  await room.locator('#puzzle-input').fill(sampleInput('poj3076'));
  await room.locator('.square-player .study-switch').click();
  await room.locator('.layout.study').waitFor();
  for (let i = 0; i < 85; i++) await room.locator('.square-player .transport button').nth(3).click();
  await room.locator('[data-counter=step]').filter({ hasText: /^85$/ }).waitFor();
  await room.screenshot({ path: 'docs/study-sixteen-1024.png' });
  await projector.close();

  // The study view at a dead end of the adversary: a laptop in English, a projector in
  // Chinese (dark), a laptop at 150 % zoom in Korean, a phone in Korean (dark). Opened by a link that keeps the view.
  const study = [
    { file: 'study-1280.png', viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme: 'light' },
    { file: 'study-1024-zh.png', viewport: { width: 1024, height: 768 }, locale: 'zh-CN', colorScheme: 'dark' },
    { file: 'study-853-ko.png', viewport: { width: 853, height: 600 }, locale: 'ko-KR', colorScheme: 'light' },
    { file: 'study-phone-ko.png', viewport: { width: 375, height: 812 }, locale: 'ko-KR', colorScheme: 'dark', hasTouch: true, isMobile: true },
  ];
  for (const { file, ...options } of study) {
    const context = await session.browser.newContext(options);
    const page = await context.newPage();
    await page.goto(`${session.server.url}#v=1&format=auto&board=1&strategy=classic&speed=10&step=0&view=study&p=${ADVERSARY}`);
    await page.locator('.layout.study').waitFor();
    // Next dead end: the first button of the player's second row, in any language.
    await page.locator('.player > .toolbar.transport button').first().click();
    await page.locator('.board .cell.dead-end').waitFor();
    await page.screenshot({ path: `docs/${file}` });
    await context.close();
  }

  // The fewest-candidates strategy's own program at its first dead end (propagate's
  // `return false`), on a hard puzzle in the study view.
  const fastest = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const sheet = await fastest.newPage();
  const hard = puzzles('norvig_hardest11.txt').split('\n')[1].slice(0, 81);
  await sheet.goto(`${session.server.url}#v=1&format=auto&board=1&strategy=fastest&speed=10&step=0&view=study&p=${hard}`);
  await sheet.locator('.layout.study').waitFor();
  await sheet.locator('.player > .toolbar.transport button').first().click();
  await sheet.locator('.board .cell.dead-end').waitFor();
  await sheet.screenshot({ path: 'docs/study-fastest-1280.png' });
  await fastest.close();
} finally {
  await session.close();
}
