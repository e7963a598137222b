    static int choose() { // of the empty cells with the fewest digits left, the first whose
        int best = -1, bestKey = 0; // digits are left in the most cells around it
        for (int x = 0; x < 81; x++) {
            if (board[x] != 0) continue;
            int reach = 0;
            for (int p : peers[x]) reach += ones(cand[p] & cand[x]);
            int key = ones(cand[x]) * 1000 - reach;
            if (best < 0 || key < bestKey) { best = x; bestKey = key; }
        }
        return best;
    }
