#include <cstring>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int board[9][9];
bool rowHas[9][10], colHas[9][10], boxHas[9][10];
vector<pair<int, int> > blanks;

void print_board() {
    string out;
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) out += char('0' + board[r][c]);
    cout << out << '\n';
}

@solve

int main() {
    string line;
    while (cin >> line && line != "end") {
        memset(rowHas, 0, sizeof rowHas);
        memset(colHas, 0, sizeof colHas);
        memset(boxHas, 0, sizeof boxHas);
        blanks.clear();
        for (int i = 0; i < 81; i++) {
            int r = i / 9, c = i % 9;
            int d = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
            board[r][c] = d;
            if (d == 0) blanks.push_back(make_pair(r, c));
            else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
        }
        solve(0);
    }
}
