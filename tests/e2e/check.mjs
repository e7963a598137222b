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
