#include <bits/stdc++.h>
using namespace std;

// cand[x]: the digits cell x (0-80, row by row) can still take, as bits 1-9.
const int ALL = 0x3FE;
array<int, 81> board, cand, box;
vector<int> units[27], peers[81];

int ones(int bits) { return __builtin_popcount(bits); }

int boxOf(int t, int j) { return t < 3 ? 3 * t + j : t - 3 + 3 * j; }

void fill(int x, int d) {
    board[x] = d;
    cand[x] = 1 << d;
    for (int p : peers[x]) cand[p] &= ~(1 << d);
}

bool dead() { // a cell no digit fits, or a digit with no place in a unit
    for (auto& unit : units) {
        int seen = 0;
        for (int x : unit) seen |= cand[x];
        if (seen != ALL) return true;
    }
    return count(cand.begin(), cand.end(), 0) > 0;
}

pair<int, int> forced() { // a cell with one digit left, or a digit with one place left
    for (int x = 0; x < 81; x++)
        if (board[x] == 0 && ones(cand[x]) == 1) return {x, __builtin_ctz(cand[x])};
    for (auto& unit : units)
        for (int d = 1; d <= 9; d++) {
            vector<int> places;
            for (int x : unit) if (cand[x] >> d & 1) places.push_back(x);
            if (places.size() == 1 && board[places[0]] == 0) return {places[0], d};
        }
    return {-1, 0};
}

bool narrow() { // 3 rows (or columns) cross 3 boxes: d is once in each, so rule out
    bool struck = false; // a row's part of a box that no such placing of d uses
    for (int t = 0; t < 6; t++)
        for (int d = 1; d <= 9; d++) {
            bool ok[3][3] = {};
            for (int i = 0; i < 3; i++) // rows 3t..3t+2, or columns
                for (int j = 0; j < 3; j++)
                    for (int x : units[3 * t + i])
                        if (box[x] == boxOf(t, j) && (cand[x] >> d & 1)) ok[i][j] = true;
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++) {
                    int a = i == 0 ? 1 : 0, b = i == 2 ? 1 : 2; // the other rows
                    int e = j == 0 ? 1 : 0, f = j == 2 ? 1 : 2; // the other boxes
                    if (ok[i][j] && !((ok[a][e] && ok[b][f]) || (ok[a][f] && ok[b][e]))) {
                        for (int x : units[3 * t + i]) if (box[x] == boxOf(t, j)) cand[x] &= ~(1 << d);
                        struck = true;
                    }
                }
        }
    return struck;
}

bool propagate() {
    while (true) {
        if (dead()) return false; // @check
        auto [x, d] = forced();
        if (x >= 0) fill(x, d); // @deduce
        else if (!narrow()) return true;
    }
}

@choose

void print_board() {
    for (int x = 0; x < 81; x++) cout << board[x] << (x % 9 == 8 ? '\n' : ' ');
}

bool search() { // @enter
    while (true) { // @loop
        if (count(board.begin(), board.end(), 0) == 0) { // @full
            print_board(); // @print
            return true; // @solved
        }
        int x = choose(); // @cell
        int d = __builtin_ctz(cand[x]);
        auto saved = make_pair(board, cand);
        fill(x, d); // @place
        if (propagate() && search()) return true; // @call
        tie(board, cand) = saved; // @undo
        cand[x] &= ~(1 << d);
        if (!propagate()) return false; // @fail
    }
}

int main() {
    for (int x = 0; x < 81; x++) {
        box[x] = x / 27 * 3 + x % 9 / 3;
        units[x / 9].push_back(x);
        units[9 + x % 9].push_back(x);
        units[18 + box[x]].push_back(x);
    }
    for (int x = 0; x < 81; x++)
        for (int y = 0; y < 81; y++)
            if (y != x && (y / 9 == x / 9 || y % 9 == x % 9 || box[y] == box[x]))
                peers[x].push_back(y);
    cand.fill(ALL);
    for (int x = 0; x < 81; x++) {
        int d;
        cin >> d;
        if (d) fill(x, d);
    }
    if (propagate()) search();
}
