#include <cstring>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

int board[9][9], scenario;
bool rowHas[9][10], colHas[9][10], boxHas[9][10];
vector<pair<int, int> > blanks;

void print_board() {
    cout << "Scenario #" << scenario << ":\n";
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) cout << char('0' + board[r][c]);
        cout << '\n';
    }
}

@solve

int main() {
    int cases;
    cin >> cases;
    while (cases--) {
        memset(rowHas, 0, sizeof rowHas);
        memset(colHas, 0, sizeof colHas);
        memset(boxHas, 0, sizeof boxHas);
        blanks.clear();
        for (int r = 0; r < 9; r++) {
            string row;
            cin >> row;
            for (int c = 0; c < 9; c++) {
                int d = row[c] - '0';
                board[r][c] = d;
                if (d == 0) blanks.push_back(make_pair(r, c));
                else rowHas[r][d] = colHas[c][d] = boxHas[(r / 3) * 3 + c / 3][d] = true;
            }
        }
        scenario++;
        solve(0);
        cout << '\n';
    }
}
