def choose():  # of the empty cells with the fewest digits left, the first whose digits
    # are left in the most cells around it (the cell that decides the most)
    def key(x):
        return ones(cand[x]), -sum(ones(cand[p] & cand[x]) for p in peers[x])
    return min((x for x in range(81) if board[x] == 0), key=key)
