import { startSession, App, SHARED } from '/work/main/tests/e2e/app.mjs';
import { readFileSync } from 'node:fs';
const session = await startSession();
const app = await App.open(session);
const seventeen = readFileSync(`${SHARED}tdoku_puzzles2_17_clue.txt`, 'utf8').trim().split('\n');
const hard = readFileSync(`${SHARED}tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt`, 'utf8').trim().split('\n').filter((l) => l.length === 81);
const puzzles = seventeen.concat(hard, seventeen).slice(0, 100_000);
await app.pasteLarge(puzzles.join('\n') + '\n');
const picker = app.page.getByRole('spinbutton', { name: 'Board' });
await picker.waitFor();
for (const v of ['5', '60000', '99999', '100000']) {
  await picker.fill(v); await picker.press('Tab'); await app.page.waitForTimeout(300);
  const line = await app.boardLine();
  console.log(v, await picker.inputValue(), puzzles.indexOf(line));
}
console.log(await app.page.locator('#input-errors').textContent());
await session.close();
