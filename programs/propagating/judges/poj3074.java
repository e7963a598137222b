import java.io.*;
import java.util.*;

public class Main {
@search

    static void printBoard() {
        for (int x = 0; x < 81; x++) out.append(board[x]);
        out.append('\n');
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null && !line.trim().equals("end")) {
            line = line.trim();
            if (line.length() == 0) continue;
            prepare();
            for (int x = 0; x < 81; x++) {
                char ch = line.charAt(x);
                if (ch >= '1' && ch <= '9') fill(x, ch - '0');
            }
            if (propagate()) search();
        }
        System.out.print(out);
    }
}
