import java.io.*;
import java.util.*;

public class Main {
    // cand[x]: the digits cell x (0-80, row by row) can still take, as bits 1-9.
    static final int ALL = 0x3FE;
    static int[] board = new int[81], cand = new int[81], box = new int[81];
    static int[][] units = new int[27][9], peers = new int[81][20];
    static StringBuilder out = new StringBuilder();

    static int ones(int bits) { return Integer.bitCount(bits); }

    static int count(int[] cells, int v) { int n = 0; for (int c : cells) if (c == v) n++; return n; }

    static int boxOf(int t, int j) { return t < 3 ? 3 * t + j : t - 3 + 3 * j; }

    static void prepare() { // the units (rows, columns, boxes), each cell's 20 peers; an empty board
        int[] filled = new int[27], near = new int[81];
        for (int x = 0; x < 81; x++) {
            box[x] = x / 27 * 3 + x % 9 / 3;
            for (int u : new int[] {x / 9, 9 + x % 9, 18 + box[x]}) units[u][filled[u]++] = x;
        }
        for (int x = 0; x < 81; x++)
            for (int y = 0; y < 81; y++)
                if (y != x && (y / 9 == x / 9 || y % 9 == x % 9 || box[y] == box[x]))
                    peers[x][near[x]++] = y;
        board = new int[81];
        cand = new int[81];
        Arrays.fill(cand, ALL);
    }

    static void fill(int x, int d) {
        board[x] = d;
        cand[x] = 1 << d;
        for (int p : peers[x]) cand[p] &= ~(1 << d);
    }

    static boolean dead() { // a cell no digit fits, or a digit with no place in a unit
        for (int[] unit : units) {
            int seen = 0;
            for (int x : unit) seen |= cand[x];
            if (seen != ALL) return true;
        }
        return count(cand, 0) > 0;
    }

    static int[] forced() { // a cell with one digit left, or a digit with one place left
        for (int x = 0; x < 81; x++)
            if (board[x] == 0 && ones(cand[x]) == 1)
                return new int[] {x, Integer.numberOfTrailingZeros(cand[x])};
        for (int[] unit : units)
            for (int d = 1; d <= 9; d++) {
                int places = 0, at = -1;
                for (int x : unit) if ((cand[x] >> d & 1) != 0) { places++; at = x; }
                if (places == 1 && board[at] == 0) return new int[] {at, d};
            }
        return new int[] {-1, 0};
    }

    static boolean narrow() { // 3 rows (or columns) cross 3 boxes: d is once in each, so
        boolean struck = false; // rule out a row's part of a box that no such placing uses
        for (int t = 0; t < 6; t++)
            for (int d = 1; d <= 9; d++) {
                boolean[][] ok = new boolean[3][3];
                for (int i = 0; i < 3; i++) // rows 3t..3t+2, or columns
                    for (int j = 0; j < 3; j++)
                        for (int x : units[3 * t + i])
                            if (box[x] == boxOf(t, j) && (cand[x] >> d & 1) != 0) ok[i][j] = true;
                for (int i = 0; i < 3; i++)
                    for (int j = 0; j < 3; j++) {
                        int a = i == 0 ? 1 : 0, b = i == 2 ? 1 : 2; // the other rows
                        int e = j == 0 ? 1 : 0, f = j == 2 ? 1 : 2; // the other boxes
                        if (ok[i][j] && !((ok[a][e] && ok[b][f]) || (ok[a][f] && ok[b][e]))) {
                            for (int x : units[3 * t + i]) if (box[x] == boxOf(t, j)) cand[x] &= ~(1 << d);
                            struck = true;
                        }
                    }
            }
        return struck;
    }

    static boolean propagate() { // @propagate
        while (true) { // @round
            if (dead()) // @dead
                return false; // @check
            int[] f = forced(); int x = f[0], d = f[1]; // @forced
            if (x >= 0) // @if_forced
                fill(x, d); // @deduce
            else if (!narrow()) // @narrow
                return true; // @settled
        }
    }

@choose

    static boolean search() { // @enter
        while (true) { // @loop
            if (count(board, 0) == 0) { // @full
                printBoard(); // @print
                return true; // @solved
            }
            int x = choose(); // @cell
            int d = Integer.numberOfTrailingZeros(cand[x]); // @digit
            int[] savedBoard = board.clone(), savedCand = cand.clone(); // @save
            fill(x, d); // @place
            if (propagate() && search()) return true; // @call
            board = savedBoard; cand = savedCand; // @undo
            cand[x] &= ~(1 << d); // @rule_out
            if (!propagate()) return false; // @fail
        }
    }

    static void printBoard() {
        for (int x = 0; x < 81; x++) out.append(board[x]).append(x % 9 == 8 ? '\n' : ' ');
    }

    public static void main(String[] args) throws IOException {
        prepare();
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        for (int x = 0; x < 81; x++) {
            in.nextToken();
            if ((int) in.nval != 0) fill(x, (int) in.nval);
        }
        if (propagate()) search();
        System.out.print(out);
    }
}
