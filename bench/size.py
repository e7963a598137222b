#!/usr/bin/env python3
"""Where the bytes of a wasm file go, per crate (or per module of ours): what BENCHMARKS.md's
size breakdowns are made of. Reads the wasm itself (its code, data and name sections), so it
needs nothing installed.

    python3 bench/size.py target/wasm-bindgen/release/sudoku-wasm_bg.wasm [ROWS] [LARGEST]

Use the wasm that wasm-bindgen wrote before wasm-opt (it keeps the function names; the sizes
are before wasm-opt's changes). A function's size is its body's; the data segments count as
one row. Generic code is counted where it is instantiated when its name says so
(`<sudoku_wasm::ui::app::Page as yew::...>` is ours), else under the crate that defines it.
LARGEST also lists that many of the largest functions.
"""
import collections
import re
import sys


def leb(data, i):
    """An unsigned LEB128 number at `i`, and where it ends."""
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(data):
    i = 8
    while i < len(data):
        kind = data[i]
        size, i = leb(data, i + 1)
        yield kind, data[i:i + size]
        i += size


def imported_functions(body):
    count, i = leb(body, 0)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            n, i = leb(body, i)
            i += n
        kind = body[i]
        i += 1
        if kind == 0:  # function: its type
            _, i = leb(body, i)
            functions += 1
        elif kind == 1:  # table: element type, limits
            flags = body[i + 1]
            _, i = leb(body, i + 2)
            if flags & 1:
                _, i = leb(body, i)
        elif kind == 2:  # memory: limits
            flags = body[i]
            _, i = leb(body, i + 1)
            if flags & 1:
                _, i = leb(body, i)
        elif kind == 3:  # global: type, mutability
            i += 2
    return functions


def main():
    data = open(sys.argv[1], "rb").read()
    imports, bodies, names, data_size = 0, [], {}, 0
    for kind, body in sections(data):
        if kind == 2:
            imports = imported_functions(body)
        elif kind == 10:
            count, i = leb(body, 0)
            for _ in range(count):
                size, i = leb(body, i)
                bodies.append(size)
                i += size
        elif kind == 11:
            data_size += len(body)
        elif kind == 0:
            n, i = leb(body, 0)
            if body[i:i + n] != b"name":
                continue
            i += n
            while i < len(body):
                sub = body[i]
                size, i = leb(body, i + 1)
                end = i + size
                if sub == 1:  # function names
                    count, j = leb(body, i)
                    for _ in range(count):
                        index, j = leb(body, j)
                        n, j = leb(body, j)
                        names[index] = body[j:j + n].decode("utf-8", "replace")
                        j += n
                i = end
    sizes = collections.Counter()
    functions = []
    for k, size in enumerate(bodies):
        name = names.get(imports + k, "?")
        functions.append((size, name))
        ours = re.search(r"(sudoku_(?:wasm|core)::[a-z_]+(?:::[a-z_0-9]+)?)", name)
        if ours:
            key = ours.group(1)
        else:
            crate = re.match(r"[<&\[ ]*([A-Za-z_0-9]+)", name)
            key = crate.group(1) if crate else name[:30]
        sizes[key] += size
    sizes["data (.rodata: text, tables, panic locations, vtables)"] = data_size
    total = sum(sizes.values())
    print(f"{total:9,} bytes of code and data (names excluded), {len(bodies)} functions")
    for key, size in sizes.most_common(int(sys.argv[2]) if len(sys.argv) > 2 else 30):
        print(f"{size:9,} {100 * size / total:5.1f} %  {key}")
    for size, name in sorted(functions, reverse=True)[:int(sys.argv[3]) if len(sys.argv) > 3 else 0]:
        print(f"{size:9,}  {name[:150]}")


main()
