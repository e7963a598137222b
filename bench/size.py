#!/usr/bin/env python3
"""Where the bytes of a wasm file go, per crate (or per module of ours), from `twiggy top`'s
CSV: what BENCHMARKS.md's size breakdowns are made of.

    twiggy top -n 100000 --format csv target/wasm-bindgen/release/sudoku-wasm_bg.wasm > top.csv
    python3 bench/size.py top.csv

Use the wasm that wasm-bindgen wrote before wasm-opt (it keeps the function names; the sizes
are before wasm-opt's changes). Generic code is counted where it is instantiated when its name
says so (`<sudoku_wasm::ui::app::Page as yew::...>` is ours), else under the crate that
defines it.
"""
import collections
import csv
import re
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
sizes = collections.Counter()
for row in rows:
    name, size = row["Name"], int(row["ShallowSize"])
    if "function names" in name or name.startswith(("Σ", "...")):
        continue
    ours = re.search(r"(sudoku_(?:wasm|core)::[a-z_]+(?:::[a-z_0-9]+)?)", name)
    if "data segment" in name:
        key = "data (.rodata: text, tables, panic locations, vtables)"
    elif ours:
        key = ours.group(1)
    else:
        crate = re.match(r"[<&\[ ]*([A-Za-z_0-9]+)", name)
        key = crate.group(1) if crate else name[:30]
    sizes[key] += size
total = sum(sizes.values())
print(f"{total:9,} bytes of code and data (names excluded)")
for key, size in sizes.most_common(int(sys.argv[2]) if len(sys.argv) > 2 else 30):
    print(f"{size:9,} {100 * size / total:5.1f} %  {key}")
