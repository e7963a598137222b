#include <bits/stdc++.h>
using namespace std;

int board[9][9];
bool rowHas[9][10], colHas[9][10], boxHas[9][10];
vector<pair<int, int>> blanks;

void print_board() {
    string out;
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            out += char('0' + board[r][c]);
            out += c == 8 ? '\n' : ' ';
        }
    cout << out;
}

bool solve(int k) { // @enter
    if (k == (int)blanks.size()) { // @full
        print_board(); // @print
        return true; // @solved
    }
    int r = blanks[k].first, c = blanks[k].second; // @cell
    int b = (r / 3) * 3 + c / 3; // @box
    for (int d = 1; d <= 9; d++) { // @loop
        if (rowHas[r][d] || colHas[c][d] || boxHas[b][d]) continue; // @check
        board[r][c] = d; rowHas[r][d] = colHas[c][d] = boxHas[b][d] = true; // @place
        if (solve(k + 1)) return true; // @call
        board[r][c] = 0; rowHas[r][d] = colHas[c][d] = boxHas[b][d] = false; // @undo
    }
    return false; // @fail
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            int d;
            cin >> d;
            board[r][c] = d;
            if (d == 0) blanks.push_back({r, c});
            else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
        }
    solve(0);
}
