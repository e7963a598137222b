import java.util.*;

public class Main {
    // Exact cover: a row per (cell, symbol), with a node in each of the 4 columns it meets: cell
    // k is filled, symbol s is in row y, column x, box b (columns 1..1024 in order; 0 the root).
    static final int N = 16, COLS = 4 * N * N, NODES = 1 + COLS + 4 * N * N * N;
    static int[] left = new int[NODES], right = new int[NODES], up = new int[NODES];
    static int[] down = new int[NODES], col = new int[NODES], row = new int[NODES];
    static int[] size = new int[COLS + 1];
    static char[] board = new char[N * N];
    static StringBuilder out = new StringBuilder();
    static Scanner in = new Scanner(System.in);

    static void cover(int c) { // unlink c, and every row meeting c from its other columns
        left[right[c]] = left[c];
        right[left[c]] = right[c];
        for (int i = down[c]; i != c; i = down[i])
            for (int j = right[i]; j != i; j = right[j]) {
                up[down[j]] = up[j];
                down[up[j]] = down[j];
                size[col[j]]--;
            }
    }

    static void uncover(int c) { // cover(c) undone, in exactly the reverse order
        for (int i = up[c]; i != c; i = up[i])
            for (int j = left[i]; j != i; j = left[j]) {
                size[col[j]]++;
                up[down[j]] = j;
                down[up[j]] = j;
            }
        left[right[c]] = c;
        right[left[c]] = c;
    }

    static void place(int r) { // r's symbol into its cell; the other 3 constraints r meets are met
        board[row[r] / N] = (char) ('A' + row[r] % N);
        for (int j = right[r]; j != r; j = right[j]) cover(col[j]);
    }

    static void unplace(int r) {
        for (int j = left[r]; j != r; j = left[j]) uncover(col[j]);
        board[row[r] / N] = '-';
    }

@choose

    static void printBoard() {
        for (int y = 0; y < N; y++) out.append(board, y * N, N).append('\n');
    }

    static boolean search() { // @enter
        if (right[0] == 0) { // @full
            printBoard(); // @print
            return true; // @solved
        }
        int c = choose();
        if (size[c] == 0) return false; // @check
        cover(c);
        for (int r = down[c]; r != c; r = down[r]) { // @loop
            place(r); // @place
            if (search()) return true; // @call
            unplace(r); // @undo
        }
        uncover(c); return false; // @fail
    }

    static void addNode(int n, int c, int r) { // node n of row r, last in column c
        col[n] = c; row[n] = r; up[n] = up[c]; down[n] = c;
        down[up[c]] = n; up[c] = n;
        size[c]++;
    }

    static void build() { // the columns, every row in order (givens' too), then the givens chosen
        for (int c = 0; c <= COLS; c++) { // a circle: the root, then columns 1..1024
            left[c] = (c + COLS) % (COLS + 1); right[c] = (c + 1) % (COLS + 1);
            up[c] = down[c] = c; size[c] = 0;
        }
        for (int k = 0, n = COLS + 1; k < N * N; k++)
            for (int s = 0; s < N; s++, n += 4) {
                int y = k / N, x = k % N, b = y / 4 * 4 + x / 4;
                int[] cols = {k, y * N + s, x * N + s, b * N + s}; // within each block of N * N
                for (int t = 0; t < 4; t++) {
                    addNode(n + t, 1 + t * N * N + cols[t], k * N + s);
                    left[n + t] = n + (t + 3) % 4; right[n + t] = n + (t + 1) % 4;
                }
            }
        for (int k = 0; k < N * N; k++)
            if (board[k] != '-') { // a given: its row is chosen, as search would choose it
                int r = COLS + 1 + 4 * (k * N + board[k] - 'A');
                cover(col[r]);
                place(r);
            }
    }

    static boolean readBoard() { // 16 tokens of 16 letters or '-', so blank lines are skipped
        for (int y = 0; y < N; y++) {
            if (!in.hasNext()) return false;
            in.next().getChars(0, N, board, y * N);
        }
        return true;
    }

    public static void main(String[] args) {
        for (int t = 0; readBoard(); t++) {
            if (t > 0) out.append('\n'); // a blank line between cases
            build();
            search();
        }
        System.out.print(out);
    }
}
