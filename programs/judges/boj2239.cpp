#include <bits/stdc++.h>
using namespace std;

int board[9][9];
bool rowHas[9][10], colHas[9][10], boxHas[9][10];
vector<pair<int, int>> blanks;

void print_board() {
    string out;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) out += char('0' + board[r][c]);
        out += '\n';
    }
    cout << out;
}

@solve

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int r = 0; r < 9; r++) {
        string row;
        cin >> row;
        for (int c = 0; c < 9; c++) {
            int d = row[c] - '0';
            board[r][c] = d;
            if (d == 0) blanks.push_back({r, c});
            else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
        }
    }
    solve(0);
}
