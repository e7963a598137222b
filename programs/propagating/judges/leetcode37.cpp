#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>
using namespace std;

// LeetCode calls solveSudoku, then reads the answer from its board.
@search

vector<vector<char> >* answer;

// LeetCode reads no output: the answer goes into its board.
void print_board() {
    for (int x = 0; x < 81; x++) (*answer)[x / 9][x % 9] = char('0' + board[x]);
}

class Solution {
public:
    void solveSudoku(vector<vector<char> >& grid) {
        prepare();
        answer = &grid;
        for (int x = 0; x < 81; x++)
            if (grid[x / 9][x % 9] != '.') fill(x, grid[x / 9][x % 9] - '0');
        if (propagate()) search();
    }
};
