#include <bits/stdc++.h>
using namespace std;

@search

void print_board() {
    for (int x = 0; x < 81; x++) {
        cout << board[x];
        if (x % 9 == 8) cout << '\n';
    }
}

int main() {
    prepare();
    for (int r = 0; r < 9; r++) {
        string row;
        cin >> row;
        for (int c = 0; c < 9; c++)
            if (row[c] != '0') fill(r * 9 + c, row[c] - '0');
    }
    if (propagate()) search();
}
