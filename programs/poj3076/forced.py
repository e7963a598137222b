def choose():  # a forced move (a column with 0 or 1 rows left), else the first column left:
    best = c = right[0]  # the first empty cell, as the cells' columns come first
    while c != 0 and size[best] > 1:
        if size[c] < size[best]:
            best = c
        c = right[c]
    return best if size[best] <= 1 else right[0]
