import java.util.*;

// LeetCode calls solveSudoku, then reads the answer from its board.
class Solution {
    static int[][] board;
    static boolean[][] rowHas, colHas, boxHas;
    static List<int[]> blanks;
    static char[][] answer;

    // LeetCode reads no output: the answer goes into its board.
    static void printBoard() {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                answer[r][c] = (char) ('0' + board[r][c]);
    }

    @solve

    public void solveSudoku(char[][] grid) {
        // The fields outlive one test case: make them anew.
        board = new int[9][9];
        rowHas = new boolean[9][10];
        colHas = new boolean[9][10];
        boxHas = new boolean[9][10];
        blanks = new ArrayList<int[]>();
        answer = grid;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int d = grid[r][c] == '.' ? 0 : grid[r][c] - '0';
                board[r][c] = d;
                if (d == 0) blanks.add(new int[] {r, c});
                else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
            }
        solve(0);
    }
}
