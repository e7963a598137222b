int choose() { // of the empty cells with the fewest digits left, the first whose digits
    int best = -1, bestKey = 0; // are left in the most cells around it (it decides the most)
    for (int x = 0; x < 81; x++) {
        if (board[x]) continue;
        int reach = 0;
        for (int k = 0; k < 20; k++) reach += ones(cand[peers[x][k]] & cand[x]);
        int key = ones(cand[x]) * 1000 - reach;
        if (best < 0 || key < bestKey) best = x, bestKey = key;
    }
    return best;
}
