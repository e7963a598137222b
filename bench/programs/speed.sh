#!/usr/bin/env bash
# The Code panel's programs' speed, in calls of `solve` a second: what the note past BOJ's
# limit of 100,000 calls turns a cost into (estimated seconds in C++ and in Python). C++ is
# `programs/sudoku.cpp` built with `g++ -O2` (as BOJ builds C++17), Python is
# `programs/sudoku.py` on the machine's python3. The calls are counted by a copy of the C++
# program with a counter added (the same search, so the same calls); the times are of the
# programs themselves, best of three. Puzzles: two of norvig_top95 (1.5 and 2.0 million calls)
# for both, and the brute-force adversary (69 million) for C++ only (Python takes half a minute).
#
#   bash bench/programs/speed.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

g++ -O2 -std=c++17 -o "$work/sudoku" programs/sudoku.cpp
sed -e 's|^bool solve(int k) { // @enter|long long calls = 0;\nbool solve(int k) { calls++;|' \
    -e 's|^    solve(0);|    solve(0); cerr << calls << "\\n";|' programs/sudoku.cpp > "$work/count.cpp"
g++ -O2 -std=c++17 -o "$work/count" "$work/count.cpp"

python3 - "$work" <<'PY'
import re, subprocess, sys, time
work = sys.argv[1]
def boj(line):
    cells = ['0' if c in '.0' else c for c in line]
    return ''.join(' '.join(cells[r * 9:r * 9 + 9]) + '\n' for r in range(9))
top95 = [l.strip() for l in open('../shared/puzzles/norvig_top95.txt') if len(l.strip()) == 81]
adversary = next(l.strip() for l in open('../shared/puzzles/bruteforce_adversary_wikipedia.txt')
                 if re.fullmatch(r'[0-9.]{81}', l.strip()))
def best(cmd, text):
    times = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run(cmd, input=text, capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - t)
    return min(times)
rows = [('norvig_top95 #38', top95[38], True), ('norvig_top95 #25', top95[25], True),
        ('adversary', adversary, False)]
print(f"{'puzzle':<18} {'calls':>12} {'C++ s':>8} {'C++ calls/s':>14} {'Python s':>9} {'Python calls/s':>15}")
for name, line, python in rows:
    text = boj(line)
    calls = int(subprocess.run([f'{work}/count'], input=text, capture_output=True, text=True).stderr)
    cpp = best([f'{work}/sudoku'], text)
    py = best(['python3', 'programs/sudoku.py'], text) if python else None
    print(f"{name:<18} {calls:>12,} {cpp:>8.2f} {calls / cpp:>14,.0f} "
          + (f"{py:>9.2f} {calls / py:>15,.0f}" if py else f"{'-':>9} {'-':>15}"))
PY
