import java.util.*;

// LeetCode calls solveSudoku, then reads the answer from its board.
class Solution {
@search

    static char[][] answer;

    // LeetCode reads no output: the answer goes into its board.
    static void printBoard() {
        for (int x = 0; x < 81; x++) answer[x / 9][x % 9] = (char) ('0' + board[x]);
    }

    public void solveSudoku(char[][] grid) {
        prepare();
        answer = grid;
        for (int x = 0; x < 81; x++)
            if (grid[x / 9][x % 9] != '.') fill(x, grid[x / 9][x % 9] - '0');
        if (propagate()) search();
    }
}
