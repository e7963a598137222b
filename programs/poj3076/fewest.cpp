int choose() { // Knuth's: the column with the fewest rows left; stop at 1, as none beats it
    int best = right[0];
    for (int c = right[0]; c != 0 && size[best] > 1; c = right[c])
        if (size[c] < size[best]) best = c;
    return best;
}
