import sys

out = []


def print_board():
    out.append("".join("".join(map(str, line)) for line in board) + "\n")


@solve


for line in sys.stdin.read().split():
    if line == "end":
        break
    digits = [int(ch) if ch in "123456789" else 0 for ch in line]
    board = [digits[r * 9:r * 9 + 9] for r in range(9)]
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
