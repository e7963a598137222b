import java.io.*;
import java.util.*;

public class Main {
    static int[][] board = new int[9][9];
    static boolean[][] rowHas = new boolean[9][10];
    static boolean[][] colHas = new boolean[9][10];
    static boolean[][] boxHas = new boolean[9][10];
    static List<int[]> blanks = new ArrayList<>();

    static void printBoard() {
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) out.append(board[r][c]);
            out.append('\n');
        }
        System.out.print(out);
    }

    @solve

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (int r = 0; r < 9; r++) {
            String row = in.readLine().trim();
            for (int c = 0; c < 9; c++) {
                int d = row.charAt(c) - '0';
                board[r][c] = d;
                if (d == 0) blanks.add(new int[] {r, c});
                else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
            }
        }
        solve(0);
    }
}
