#include <bits/stdc++.h>
using namespace std;

// cand[x]: the digits cell x (0-80, row by row) can still take, as bits 1-9.
const int ALL = 0x3FE;
int board[81], cand[81], box[81], units[27][9], peers[81][20];
void print_board();

int ones(int bits) { return __builtin_popcount(bits); }

int boxOf(int t, int j) { return t < 3 ? 3 * t + j : t - 3 + 3 * j; }

void prepare() { // the units (rows, columns, boxes), each cell's 20 peers; an empty board
    int filled[27] = {}, near[81] = {};
    for (int x = 0; x < 81; x++) {
        box[x] = x / 27 * 3 + x % 9 / 3;
        int in[3] = {x / 9, 9 + x % 9, 18 + box[x]};
        for (int k = 0; k < 3; k++) units[in[k]][filled[in[k]]++] = x;
    }
    for (int x = 0; x < 81; x++)
        for (int y = 0; y < 81; y++)
            if (y != x && (y / 9 == x / 9 || y % 9 == x % 9 || box[y] == box[x]))
                peers[x][near[x]++] = y;
    for (int x = 0; x < 81; x++) board[x] = 0, cand[x] = ALL;
}

void fill(int x, int d) {
    board[x] = d;
    cand[x] = 1 << d;
    for (int k = 0; k < 20; k++) cand[peers[x][k]] &= ~(1 << d);
}

bool dead() { // a cell no digit fits, or a digit with no place in a unit
    for (int u = 0; u < 27; u++) {
        int seen = 0;
        for (int k = 0; k < 9; k++) seen |= cand[units[u][k]];
        if (seen != ALL) return true;
    }
    return count(cand, cand + 81, 0) > 0;
}

pair<int, int> forced() { // a cell with one digit left, or a digit with one place left
    for (int x = 0; x < 81; x++)
        if (board[x] == 0 && ones(cand[x]) == 1) return make_pair(x, __builtin_ctz(cand[x]));
    for (int u = 0; u < 27; u++)
        for (int d = 1; d <= 9; d++) {
            int places = 0, at = -1;
            for (int k = 0; k < 9; k++) if (cand[units[u][k]] >> d & 1) places++, at = units[u][k];
            if (places == 1 && board[at] == 0) return make_pair(at, d);
        }
    return make_pair(-1, 0);
}

bool narrow() { // 3 rows (or columns) cross 3 boxes: d is once in each, so rule out
    bool struck = false; // a row's part of a box that no such placing of d uses
    for (int t = 0; t < 6; t++)
        for (int d = 1; d <= 9; d++) {
            bool ok[3][3] = {};
            for (int i = 0; i < 3; i++) // rows 3t..3t+2, or columns
                for (int j = 0; j < 3; j++)
                    for (int k = 0; k < 9; k++) {
                        int x = units[3 * t + i][k];
                        if (box[x] == boxOf(t, j) && (cand[x] >> d & 1)) ok[i][j] = true;
                    }
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++) {
                    int a = i == 0 ? 1 : 0, b = i == 2 ? 1 : 2; // the other rows
                    int e = j == 0 ? 1 : 0, f = j == 2 ? 1 : 2; // the other boxes
                    if (ok[i][j] && !((ok[a][e] && ok[b][f]) || (ok[a][f] && ok[b][e]))) {
                        for (int k = 0; k < 9; k++) {
                            int x = units[3 * t + i][k];
                            if (box[x] == boxOf(t, j)) cand[x] &= ~(1 << d);
                        }
                        struck = true;
                    }
                }
        }
    return struck;
}

bool propagate() { // @propagate
    while (true) { // @round
        if (dead()) // @dead
            return false; // @check
        pair<int, int> f = forced(); int x = f.first, d = f.second; // @forced
        if (x >= 0) // @if_forced
            fill(x, d); // @deduce
        else if (!narrow()) // @narrow
            return true; // @settled
    }
}

@choose

bool search() { // @enter
    while (true) { // @loop
        if (count(board, board + 81, 0) == 0) { // @full
            print_board(); // @print
            return true; // @solved
        }
        int x = choose(); // @cell
        int d = __builtin_ctz(cand[x]); // @digit
        int saved[2][81]; memcpy(saved[0], board, sizeof board), memcpy(saved[1], cand, sizeof cand); // @save
        fill(x, d); // @place
        if (propagate() && search()) return true; // @call
        memcpy(board, saved[0], sizeof board), memcpy(cand, saved[1], sizeof cand); // @undo
        cand[x] &= ~(1 << d); // @rule_out
        if (!propagate()) return false; // @fail
    }
}

void print_board() {
    for (int x = 0; x < 81; x++) cout << board[x] << (x % 9 == 8 ? '\n' : ' ');
}

int main() {
    prepare();
    for (int x = 0; x < 81; x++) {
        int d;
        cin >> d;
        if (d) fill(x, d);
    }
    if (propagate()) search();
}
