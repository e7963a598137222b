// The classic program as the judges' solutions write it, over the rules alone: what the specs
// of Predict and of Be the solver check the page against (never the page's own search).

/** Whether cells `a` and `b` (0-80) share a row, a column or a box. */
export const sees = (a, b) => a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9
  || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

/** A cell's name in the page's language, as the narration and the verdicts write it. */
export function cellName(locale, i) {
  const [r, c] = [Math.floor(i / 9) + 1, (i % 9) + 1];
  if (locale.startsWith('ko')) return `${r}행 ${c}열`;
  if (locale.startsWith('zh')) return `第${r}行第${c}列`;
  return `r${r}c${c}`;
}

/** The classic program's first try on `cells` (81 numbers, 0 empty): its cell and digit. */
export function firstTry(cells) {
  const cell = cells.findIndex((v) => v === 0);
  const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !cells.some((v, j) => v === d && sees(cell, j)));
  return { cell, digit };
}

/** The classic program's first `limit` events on `line` (81 characters): `place` and `back`
 *  (a cell and a digit), `dead` (a cell no digit fits: its call returns false). */
export function events(line, limit) {
  const board = [...line].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const blanks = board.flatMap((v, i) => (v === 0 ? [i] : []));
  const out = [];
  const fits = (z, d) => !board.some((v, j) => v === d && sees(z, j));
  const solve = (k) => {
    if (out.length >= limit || k === blanks.length) return true;
    const z = blanks[k];
    let placed = false;
    for (let d = 1; d <= 9; d += 1) {
      if (!fits(z, d)) continue;
      placed = true;
      board[z] = d;
      out.push({ kind: 'place', cell: z, digit: d });
      if (solve(k + 1)) return true;
      board[z] = 0;
      out.push({ kind: 'back', cell: z, digit: d });
    }
    if (!placed) out.push({ kind: 'dead', cell: z });
    return false;
  };
  solve(0);
  return out.slice(0, limit);
}

/** The classic program's calls of `solve` on `line` (81 characters) to its first solution (or
 *  to its end): the first call and one per placement, as the program in the Code panel makes
 *  them. Masks per row, column and box, so that the adversary's 69 million take a second. */
export function calls(line) {
  const board = [...line].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const rows = new Int32Array(9); const cols = new Int32Array(9); const boxes = new Int32Array(9);
  const box = (z) => Math.floor(z / 27) * 3 + Math.floor((z % 9) / 3);
  const blanks = [];
  board.forEach((d, z) => {
    if (d === 0) blanks.push(z);
    else { rows[Math.floor(z / 9)] |= 1 << d; cols[z % 9] |= 1 << d; boxes[box(z)] |= 1 << d; }
  });
  let count = 1;
  const solve = (k) => {
    if (k === blanks.length) return true;
    const z = blanks[k]; const r = Math.floor(z / 9); const c = z % 9; const b = box(z);
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << d;
      if ((rows[r] | cols[c] | boxes[b]) & bit) continue;
      rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit; count++;
      if (solve(k + 1)) return true;
      rows[r] &= ~bit; cols[c] &= ~bit; boxes[b] &= ~bit;
    }
    return false;
  };
  solve(0);
  return count;
}
