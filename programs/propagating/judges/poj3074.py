import sys

@search


def print_board():
    out.append("".join(map(str, board)) + "\n")


out = []
for line in sys.stdin.read().split():
    if line == "end":
        break
    board = [0] * 81
    cand = [ALL] * 81
    for x in range(81):
        if line[x] in "123456789":
            fill(x, int(line[x]))
    if propagate():
        search()
sys.stdout.write("".join(out))
