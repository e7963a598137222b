def choose():  # Knuth's: the column with the fewest rows left; stop at 1, as none beats it
    best = c = right[0]
    while c != 0 and size[best] > 1:
        if size[c] < size[best]:
            best = c
        c = right[c]
    return best
