import sys

nums = list(map(int, sys.stdin.read().split()))
board = [nums[r * 9:r * 9 + 9] for r in range(9)]
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


def print_board():
    sys.stdout.write("".join(" ".join(map(str, line)) + "\n" for line in board))


def solve(k):  # @enter
    if k == len(blanks):  # @full
        print_board()  # @print
        return True  # @solved
    r, c = blanks[k]  # @cell
    b = (r // 3) * 3 + c // 3  # @box
    for d in range(1, 10):  # @loop
        if row_has[r][d] or col_has[c][d] or box_has[b][d]: continue  # @check
        board[r][c] = d; row_has[r][d] = col_has[c][d] = box_has[b][d] = True  # @place
        if solve(k + 1): return True  # @call
        board[r][c] = 0; row_has[r][d] = col_has[c][d] = box_has[b][d] = False  # @undo
    return False  # @fail


solve(0)
