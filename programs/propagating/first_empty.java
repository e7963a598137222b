    static int choose() { // the first empty cell, row by row
        int x = 0;
        while (board[x] != 0) x++;
        return x;
    }
