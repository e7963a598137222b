import sys

tokens = sys.stdin.read().split()
out = []


def print_board():
    out.append(f"Scenario #{t + 1}:\n")
    out.append("".join("".join(map(str, line)) + "\n" for line in board))
    out.append("\n")


@solve


for t in range(int(tokens[0])):
    board = [[int(ch) for ch in row] for row in tokens[1 + 9 * t:10 + 9 * t]]
    row_has = [[False] * 10 for _ in range(9)]
    col_has = [[False] * 10 for _ in range(9)]
    box_has = [[False] * 10 for _ in range(9)]
    blanks = []
    for r in range(9):
        for c in range(9):
            d = board[r][c]
            if d == 0:
                blanks.append((r, c))
            else:
                row_has[r][d] = col_has[c][d] = box_has[(r // 3) * 3 + c // 3][d] = True
    solve(0)
sys.stdout.write("".join(out))
