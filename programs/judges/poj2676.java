import java.io.*;
import java.util.*;

public class Main {
    static int[][] board;
    static boolean[][] rowHas, colHas, boxHas;
    static List<int[]> blanks;
    static StringBuilder out = new StringBuilder();

    static void printBoard() {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) out.append(board[r][c]);
            out.append('\n');
        }
    }

    @solve

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        in.nextToken();
        int cases = Integer.parseInt(in.sval);
        while (cases-- > 0) {
            board = new int[9][9];
            rowHas = new boolean[9][10];
            colHas = new boolean[9][10];
            boxHas = new boolean[9][10];
            blanks = new ArrayList<int[]>();
            for (int r = 0; r < 9; r++) {
                in.nextToken();
                for (int c = 0; c < 9; c++) {
                    int d = in.sval.charAt(c) - '0';
                    board[r][c] = d;
                    if (d == 0) blanks.add(new int[] {r, c});
                    else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
                }
            }
            solve(0);
        }
        System.out.print(out);
    }
}
