import sys

# Exact cover: a row per (cell, symbol), with a node in each of the 4 columns it meets: cell k
# is filled, symbol s is in row y, column x, box b (columns 1..1024 in that order; 0 the root).
N = 16
COLS = 4 * N * N
NODES = 1 + COLS + 4 * N * N * N
left, right, up, down, col, row = ([0] * NODES for _ in range(6))
size = [0] * (COLS + 1)
board = []
out = []


def cover(c):  # unlink c, and every row meeting c from its other columns
    left[right[c]] = left[c]
    right[left[c]] = right[c]
    i = down[c]
    while i != c:
        j = right[i]
        while j != i:
            up[down[j]] = up[j]
            down[up[j]] = down[j]
            size[col[j]] -= 1
            j = right[j]
        i = down[i]


def uncover(c):  # cover(c) undone, in exactly the reverse order
    i = up[c]
    while i != c:
        j = left[i]
        while j != i:
            size[col[j]] += 1
            up[down[j]] = j
            down[up[j]] = j
            j = left[j]
        i = up[i]
    left[right[c]] = c
    right[left[c]] = c


def place(r):  # r's symbol into its cell; the other 3 constraints r meets are met now
    board[row[r] // N] = chr(ord("A") + row[r] % N)
    j = right[r]
    while j != r:
        cover(col[j])
        j = right[j]


def unplace(r):
    j = left[r]
    while j != r:
        uncover(col[j])
        j = left[j]
    board[row[r] // N] = "-"


@choose


def print_board():
    for y in range(N):
        out.append("".join(board[y * N:y * N + N]) + "\n")


def search():  # @enter
    if right[0] == 0:  # @full
        print_board()  # @print
        return True  # @solved
    c = choose()
    if size[c] == 0: return False  # @check
    cover(c)
    r = down[c]
    while r != c:  # @loop
        place(r)  # @place
        if search(): return True  # @call
        unplace(r)  # @undo
        r = down[r]
    uncover(c); return False  # @fail


def add_node(n, c, r):  # node n of row r, last in column c
    col[n], row[n], up[n], down[n] = c, r, up[c], c
    down[up[c]] = n
    up[c] = n
    size[c] += 1


def build():  # the columns, every row in order (givens' too), then the givens chosen
    for c in range(COLS + 1):  # a circle: the root, then columns 1..1024
        left[c], right[c] = (c + COLS) % (COLS + 1), (c + 1) % (COLS + 1)
        up[c], down[c], size[c] = c, c, 0
    n = COLS + 1
    for k in range(N * N):
        for s in range(N):
            y, x = k // N, k % N
            b = y // 4 * 4 + x // 4
            cols = [k, y * N + s, x * N + s, b * N + s]  # within each block of N * N
            for t in range(4):
                add_node(n + t, 1 + t * N * N + cols[t], k * N + s)
                left[n + t], right[n + t] = n + (t + 3) % 4, n + (t + 1) % 4
            n += 4
    for k in range(N * N):
        if board[k] != "-":  # a given: its row is chosen, as search would choose it
            r = COLS + 1 + 4 * (k * N + ord(board[k]) - ord("A"))
            cover(col[r])
            place(r)


def read_board():  # 16 tokens of 16 letters or '-', so blank lines between cases are skipped
    board[:] = "".join(next(tokens, "") for _ in range(N))
    return len(board) == N * N


sys.setrecursionlimit(10000)  # search goes a call deeper per empty cell: 256 at most
tokens = iter(sys.stdin.read().split())
t = 0
while read_board():
    if t > 0:
        out.append("\n")  # a blank line between cases
    build()
    search()
    t += 1
sys.stdout.write("".join(out))
