#include <cstring>
#include <utility>
#include <vector>
using namespace std;

// LeetCode calls solveSudoku, then reads the answer from its board.
int board[9][9];
bool rowHas[9][10], colHas[9][10], boxHas[9][10];
vector<pair<int, int>> blanks;
vector<vector<char>>* answer;

// LeetCode reads no output: the answer goes into its board.
void print_board() {
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) (*answer)[r][c] = char('0' + board[r][c]);
}

@solve

class Solution {
public:
    void solveSudoku(vector<vector<char>>& grid) {
        // The arrays outlive one test case: clear them first.
        memset(rowHas, 0, sizeof rowHas);
        memset(colHas, 0, sizeof colHas);
        memset(boxHas, 0, sizeof boxHas);
        blanks.clear();
        answer = &grid;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int d = grid[r][c] == '.' ? 0 : grid[r][c] - '0';
                board[r][c] = d;
                if (d == 0) blanks.push_back({r, c});
                else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
            }
        solve(0);
    }
};
