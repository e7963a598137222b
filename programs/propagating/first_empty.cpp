int choose() { // the first empty cell, row by row
    return find(board.begin(), board.end(), 0) - board.begin();
}
