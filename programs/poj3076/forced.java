    static int choose() { // a forced move (a column with 0 or 1 rows left), else the first column
        int best = right[0]; // left: the first empty cell, as the cells' columns come first
        for (int c = right[0]; c != 0 && size[best] > 1; c = right[c])
            if (size[c] < size[best]) best = c;
        return size[best] <= 1 ? best : right[0];
    }
