def choose():  # the first empty cell, row by row
    return board.index(0)
