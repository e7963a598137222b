import sys

@search


def print_board():
    for r in range(9):
        out.append("".join(map(str, board[r * 9:r * 9 + 9])) + "\n")


tokens = sys.stdin.read().split()
out = []
for t in range(int(tokens[0])):
    rows = tokens[1 + 9 * t:10 + 9 * t]
    board = [0] * 81
    cand = [ALL] * 81
    for x in range(81):
        if rows[x // 9][x % 9] != "0":
            fill(x, int(rows[x // 9][x % 9]))
    if propagate():
        search()
sys.stdout.write("".join(out))
