#include <algorithm>
#include <cstring>
#include <iostream>
#include <string>
#include <utility>
using namespace std;

@search

void print_board() {
    for (int x = 0; x < 81; x++) cout << board[x];
    cout << '\n';
}

int main() {
    string line;
    while (cin >> line && line != "end") {
        prepare();
        for (int x = 0; x < 81; x++)
            if (line[x] >= '1' && line[x] <= '9') fill(x, line[x] - '0');
        if (propagate()) search();
    }
}
