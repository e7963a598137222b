import sys

# cand[x]: the digits cell x (0-80, row by row) can still take, as bits 1-9.
ALL = 0b1111111110
box = [x // 27 * 3 + x % 9 // 3 for x in range(81)]
units = [[x for x in range(81) if x // 9 == u] for u in range(9)] + \
        [[x for x in range(81) if x % 9 == u] for u in range(9)] + \
        [[x for x in range(81) if box[x] == u] for u in range(9)]
peers = [[y for y in range(81) if y != x and (y // 9 == x // 9 or y % 9 == x % 9
                                              or box[y] == box[x])] for x in range(81)]


def ones(bits):
    return bin(bits).count("1")


def fill(x, d):
    board[x] = d
    cand[x] = 1 << d
    for p in peers[x]:
        cand[p] &= ~(1 << d)


def dead():  # a cell no digit fits, or a digit with no place in a unit
    for unit in units:
        seen = 0
        for x in unit:
            seen |= cand[x]
        if seen != ALL:
            return True
    return 0 in cand


def forced():  # a cell with one digit left, or a digit with one place left in a unit
    for x in range(81):
        if board[x] == 0 and ones(cand[x]) == 1:
            return x, cand[x].bit_length() - 1
    for unit in units:
        for d in range(1, 10):
            places = [x for x in unit if cand[x] >> d & 1]
            if len(places) == 1 and board[places[0]] == 0:
                return places[0], d
    return -1, 0


def narrow():  # 3 rows (or columns) cross 3 boxes: d is once in each, so rule out
    struck = False  # a row's part of a box that no such placing of d uses
    for t in range(6):
        lines = [units[3 * t + i] for i in range(3)]  # rows 3t..3t+2, or columns
        bxs = [3 * t + j if t < 3 else t - 3 + 3 * j for j in range(3)]
        for d in range(1, 10):
            meet = [[[x for x in line if box[x] == b] for b in bxs] for line in lines]
            ok = [[any(cand[x] >> d & 1 for x in m) for m in row] for row in meet]
            for i in range(3):
                for j in range(3):
                    a, b = [k for k in range(3) if k != i]  # the other rows
                    e, f = [k for k in range(3) if k != j]  # the other boxes
                    if ok[i][j] and not (ok[a][e] and ok[b][f] or ok[a][f] and ok[b][e]):
                        for x in meet[i][j]:
                            cand[x] &= ~(1 << d)
                        struck = True
    return struck


def propagate():  # @propagate
    while True:  # @round
        if dead():  # @dead
            return False  # @check
        x, d = forced()  # @forced
        if x >= 0:  # @if_forced
            fill(x, d)  # @deduce
        elif not narrow():  # @narrow
            return True  # @settled


@choose


def search():  # @enter
    while True:  # @loop
        if 0 not in board:  # @full
            print_board()  # @print
            return True  # @solved
        x = choose()  # @cell
        d = (cand[x] & -cand[x]).bit_length() - 1  # @digit
        saved = board[:], cand[:]  # @save
        fill(x, d)  # @place
        if propagate() and search(): return True  # @call
        board[:], cand[:] = saved  # @undo
        cand[x] &= ~(1 << d)  # @rule_out
        if not propagate(): return False  # @fail


def print_board():
    for r in range(9):
        print(" ".join(map(str, board[r * 9:r * 9 + 9])))


nums = list(map(int, sys.stdin.read().split()))
board = [0] * 81
cand = [ALL] * 81
for x in range(81):
    if nums[x]:
        fill(x, nums[x])
if propagate():
    search()
