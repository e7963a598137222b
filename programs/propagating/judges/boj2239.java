import java.io.*;
import java.util.*;

public class Main {
@search

    static void printBoard() {
        for (int x = 0; x < 81; x++) {
            out.append(board[x]);
            if (x % 9 == 8) out.append('\n');
        }
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.whitespaceChars(0, ' ');
        prepare();
        for (int r = 0; r < 9; r++) {
            in.nextToken();
            for (int c = 0; c < 9; c++)
                if (in.sval.charAt(c) != '0') fill(r * 9 + c, in.sval.charAt(c) - '0');
        }
        if (propagate()) search();
        System.out.print(out);
    }
}
