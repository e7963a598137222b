int choose() { // the first empty cell, row by row
    return find(board, board + 81, 0) - board;
}
