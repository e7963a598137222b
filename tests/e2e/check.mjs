// An independent checker: is `solution` (81 digits) a valid grid that keeps the givens of
// `puzzle` (81 characters, '.' or '0' for empty)? Returns the reason it is not, or null.
export function whyInvalid(puzzle, solution) {
  if (!/^[1-9]{81}$/.test(solution)) return `not 81 digits: ${solution}`;
  for (let i = 0; i < 81; i++) {
    if (/[1-9]/.test(puzzle[i]) && puzzle[i] !== solution[i]) return `cell ${i} changes a given`;
  }
  for (let u = 0; u < 27; u++) {
    const seen = new Set();
    for (let k = 0; k < 9; k++) {
      const i = u < 9 ? u * 9 + k
        : u < 18 ? k * 9 + (u - 9)
        : (Math.floor((u - 18) / 3) * 3 + Math.floor(k / 3)) * 9 + ((u - 18) % 3) * 3 + (k % 3);
      if (seen.has(solution[i])) return `unit ${u} repeats ${solution[i]}`;
      seen.add(solution[i]);
    }
  }
  return null;
}

/** The digits of judge input or output as one string per board of 81 characters. */
export function boardsOf(text, perBoard = 81) {
  const digits = text.replace(/[^0-9.]/g, '');
  const boards = [];
  for (let i = 0; i + perBoard <= digits.length; i += perBoard) boards.push(digits.slice(i, i + perBoard));
  return boards;
}

/** The same check for a board of any side (9 or 16; symbols as one character each, `.`, `-`
 *  or `0` for empty in the puzzle): the reason `solution` is not a valid grid keeping the
 *  givens, or null. */
export function whyInvalidSquare(puzzle, solution, side) {
  const box = Math.round(Math.sqrt(side));
  if (solution.length !== side * side) return `not ${side * side} cells: ${solution}`;
  const empty = new Set(['.', '-', '0']);
  for (let i = 0; i < side * side; i++) {
    if (empty.has(solution[i])) return `cell ${i} is empty`;
    if (!empty.has(puzzle[i]) && puzzle[i] !== solution[i]) return `cell ${i} changes a given`;
  }
  for (let u = 0; u < 3 * side; u++) {
    const seen = new Set();
    for (let k = 0; k < side; k++) {
      const n = u % side;
      const i = u < side ? n * side + k
        : u < 2 * side ? k * side + n
        : (Math.floor(n / box) * box + Math.floor(k / box)) * side + (n % box) * box + (k % box);
      if (seen.has(solution[i])) return `unit ${u} repeats ${solution[i]}`;
      seen.add(solution[i]);
    }
  }
  return seen16(solution, side);
}

// Every symbol of the board's alphabet, and only those.
function seen16(solution, side) {
  const alphabet = side === 16 ? 'ABCDEFGHIJKLMNOP' : '123456789';
  const bad = [...solution].find((c) => !alphabet.includes(c));
  return bad === undefined ? null : `not a symbol of the board: ${bad}`;
}
