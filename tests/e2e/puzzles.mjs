// The puzzles the specs, the screenshots and the browser benchmark read: the shared puzzle
// files (judge samples, puzzle sets, the adversary) and our own samples, in one place.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SHARED = fileURLToPath(new URL('../../../shared/puzzles/', import.meta.url));
// Samples of judges the shared files do not have (LeetCode 37).
const OURS = fileURLToPath(new URL('../samples/', import.meta.url));

/** A shared puzzle file, as it is. */
export const puzzles = (name) => readFileSync(`${SHARED}${name}`, 'utf8');

const sampleDir = (id) => (id.startsWith('leetcode') ? OURS : `${SHARED}judge_samples/`);
/** A judge's sample input, byte for byte as the judge gives it. */
export const sampleInput = (id, n = 1) => readFileSync(`${sampleDir(id)}${id}_sample${n}.in`, 'utf8');
/** The judge's expected output for that sample. */
export const sampleOutput = (id, n = 1) => readFileSync(`${sampleDir(id)}${id}_sample${n}.out`, 'utf8');

/** The brute-force adversary (159 million classic steps), as one line of 81. */
export const ADVERSARY = puzzles('bruteforce_adversary_wikipedia.txt')
  .split('\n').find((l) => /^[0-9.]{81}$/.test(l.trim())).trim();
