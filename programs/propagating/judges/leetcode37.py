from typing import List

# LeetCode calls solveSudoku, then reads the answer from its board.
@search


def print_board():
    # LeetCode reads no output: the answer goes into its board.
    for x in range(81):
        answer[x // 9][x % 9] = str(board[x])


class Solution:
    def solveSudoku(self, grid: List[List[str]]) -> None:
        global board, cand, answer
        answer = grid
        board = [0] * 81
        cand = [ALL] * 81
        for x in range(81):
            if grid[x // 9][x % 9] != ".":
                fill(x, int(grid[x // 9][x % 9]))
        if propagate():
            search()
