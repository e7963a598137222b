// A Korean and a Chinese student open the page in their own language: paste, Solve, Copy,
// by the names they read; the language can be switched and is remembered.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession, App } from './app.mjs';
import { sampleInput, sampleOutput } from './puzzles.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session.close(); });

// What each language calls the controls of the main flow (written here, not read from the
// app, so a missing or wrong translation fails).
const LOCALES = [
  {
    browser: 'en-US', lang: 'en', title: 'Sudoku solver', input: 'Puzzle input', solve: 'Solve',
    answer: 'Answer', copy: 'Copy', copied: 'Copied', language: 'Language', unique: /^Unique solution/,
    error: /^line 1, column 3: unexpected `x`/,
  },
  {
    browser: 'ko-KR', lang: 'ko', title: '스도쿠 풀이기', input: '퍼즐 입력', solve: '풀기',
    answer: '정답', copy: '복사', copied: '복사했습니다', language: '언어 (Language)', unique: /^유일한 해/,
    error: /^1번째 줄 3번째 글자: 예상하지 못한 `x`/,
  },
  {
    browser: 'zh-CN', lang: 'zh-Hans', title: '数独求解器', input: '题目输入', solve: '求解',
    answer: '答案', copy: '复制', copied: '已复制', language: '语言 (Language)', unique: /^唯一解/,
    error: /^第 1 行第 3 个字符：无法识别 `x`/,
  },
];

const SAMPLE = sampleInput('boj2580');
const EXPECTED = sampleOutput('boj2580');

const DEVICES = [
  { name: '1280x900, light', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
  { name: '375x812 touch, dark', viewport: { width: 375, height: 812 }, colorScheme: 'dark', hasTouch: true },
];

for (const l of LOCALES) for (const device of DEVICES) {
  test(`${l.browser}, ${device.name}: the page speaks it; paste, Solve and Copy by their names`, async () => {
    const app = await App.open(session, { locale: l.browser, ...device });
    const page = app.page;
    assert.equal(await page.evaluate(() => document.documentElement.lang), l.lang);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), l.title);
    assert.equal(await page.title(), l.title);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
    await page.getByRole('textbox', { name: l.input, exact: true }).fill(SAMPLE);
    await page.getByRole('button', { name: l.solve, exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.verdict .status').dataset.outcome !== 'none');
    assert.match(await app.status().textContent(), l.unique);
    const answer = page.getByRole('textbox', { name: l.answer, exact: true });
    assert.equal(await answer.inputValue(), EXPECTED);
    await page.getByRole('button', { name: l.copy, exact: true }).click();
    await page.getByText(l.copied, { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), EXPECTED);
    // A parse error, located and said in the language, from the core's typed error.
    await page.getByRole('textbox', { name: l.input, exact: true }).fill('12x\n');
    const format = page.locator('.input-panel select').first();
    await format.selectOption('boj2239');
    // Drawn after the choice (read at once: maybe still Auto's error for the same text).
    await app.eventually(async () => assert.match(await page.locator('.input-errors li').first().textContent(), l.error));
    // The Language menu names each language in itself.
    const menu = page.getByRole('combobox', { name: l.language, exact: true });
    assert.deepEqual(await menu.locator('option').allTextContents(), ['English', '한국어', '简体中文']);
    assert.deepEqual(app.errors, []);
    await app.close();
  });
}

test('numbers are grouped as each language writes them', async () => {
  for (const l of LOCALES) {
    const app = await App.open(session, { locale: l.browser });
    // The 17-clue example searches for thousands of steps.
    await app.page.locator('.input-panel .toolbar > label.field select').last().selectOption({ index: 6 });
    await app.page.locator('.player .transport button').nth(4).click();
    await app.page.waitForFunction(() => {
      const [at, end] = document.querySelector('[data-counter=step]').textContent.split(' / ');
      return at === end && !end.includes('≥');
    }, null, { timeout: 60_000 });
    const shown = (await app.page.locator('[data-counter=step]').textContent()).split(' / ')[1];
    const n = Number(shown.replace(/\D/g, ''));
    assert.ok(n >= 1000, shown);
    const intl = await app.page.evaluate(([lang, n]) => new Intl.NumberFormat(lang).format(n), [l.browser, n]);
    assert.equal(shown, intl);
    await app.close();
  }
});

test('the language can be switched, is remembered, and follows the browser only at first', async () => {
  const app = await App.open(session, { locale: 'en-US' });
  const page = app.page;
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
  await page.getByRole('button', { name: '풀기', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
  // Everything on the page follows, the player's narration and the board's cells too.
  assert.match(await page.locator('.narration').textContent(), /^시작: 빈칸 \d+개/);
  assert.match(await app.cell(1, 1).getAttribute('aria-label'), /^1행 1열, /);
  await page.reload();
  await page.getByRole('button', { name: '풀기', exact: true }).waitFor();
  await page.getByRole('combobox', { name: '언어 (Language)' }).selectOption({ label: '简体中文' });
  await page.getByRole('button', { name: '求解', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.deepEqual(app.errors, []);
  await app.close();
});
