import java.io.*;
import java.util.*;

public class Main {
    static int[][] board;
    static boolean[][] rowHas, colHas, boxHas;
    static List<int[]> blanks;
    static StringBuilder out = new StringBuilder();

    static void printBoard() {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) out.append(board[r][c]);
        out.append('\n');
    }

    @solve

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null && !line.trim().equals("end")) {
            line = line.trim();
            if (line.isEmpty()) continue;
            board = new int[9][9];
            rowHas = new boolean[9][10];
            colHas = new boolean[9][10];
            boxHas = new boolean[9][10];
            blanks = new ArrayList<int[]>();
            for (int i = 0; i < 81; i++) {
                int r = i / 9, c = i % 9;
                char ch = line.charAt(i);
                int d = ch >= '1' && ch <= '9' ? ch - '0' : 0;
                board[r][c] = d;
                if (d == 0) blanks.add(new int[] {r, c});
                else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
            }
            solve(0);
        }
        System.out.print(out);
    }
}
