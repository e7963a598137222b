#include <algorithm>
#include <cstring>
#include <iostream>
#include <string>
#include <utility>
using namespace std;

@search

void print_board() {
    for (int x = 0; x < 81; x++) {
        cout << board[x];
        if (x % 9 == 8) cout << '\n';
    }
}

int main() {
    int cases;
    cin >> cases;
    for (int scenario = 1; scenario <= cases; scenario++) {
        prepare();
        for (int r = 0; r < 9; r++) {
            string row;
            cin >> row;
            for (int c = 0; c < 9; c++)
                if (row[c] != '0') fill(r * 9 + c, row[c] - '0');
        }
        cout << "Scenario #" << scenario << ":\n";
        if (propagate()) search();
        cout << '\n';
    }
}
