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
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                out.append(board[r][c]).append(c == 8 ? '\n' : ' ');
        System.out.print(out);
    }

    static boolean solve(int k) { // @enter
        if (k == blanks.size()) { // @full
            printBoard(); // @print
            return true; // @solved
        }
        int r = blanks.get(k)[0], c = blanks.get(k)[1]; // @cell
        int b = (r / 3) * 3 + c / 3; // @box
        for (int d = 1; d <= 9; d++) { // @loop
            if (rowHas[r][d] || colHas[c][d] || boxHas[b][d]) continue; // @check
            board[r][c] = d; rowHas[r][d] = colHas[c][d] = boxHas[b][d] = true; // @place
            if (solve(k + 1)) return true; // @call
            board[r][c] = 0; rowHas[r][d] = colHas[c][d] = boxHas[b][d] = false; // @undo
        }
        return false; // @fail
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (int r = 0; r < 9; r++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            for (int c = 0; c < 9; c++) {
                int d = Integer.parseInt(st.nextToken());
                board[r][c] = d;
                if (d == 0) blanks.add(new int[] {r, c});
                else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
            }
        }
        solve(0);
    }
}
