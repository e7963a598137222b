from typing import List

# LeetCode calls solveSudoku, then reads the answer from its board.
board = row_has = col_has = box_has = blanks = answer = None


def print_board():
    # LeetCode reads no output: the answer goes into its board.
    for r in range(9):
        for c in range(9):
            answer[r][c] = str(board[r][c])


@solve


class Solution:
    def solveSudoku(self, grid: List[List[str]]) -> None:
        global board, row_has, col_has, box_has, blanks, answer
        answer = grid
        board = [[0 if ch == "." else int(ch) for ch in row] for row in grid]
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
