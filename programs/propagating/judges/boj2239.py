import sys

@search


def print_board():
    for r in range(9):
        print("".join(map(str, board[r * 9:r * 9 + 9])))


rows = sys.stdin.read().split()
board = [0] * 81
cand = [ALL] * 81
for x in range(81):
    if rows[x // 9][x % 9] != "0":
        fill(x, int(rows[x // 9][x % 9]))
if propagate():
    search()
