//! LeetCode runs no program: it calls `Solution`'s method with a board and compares that board
//! afterwards. These are the test's stand-ins for its runner, appended to the program the page
//! shows: each reads the board as the problem page writes it (`[["5","3",".",...],...]`), calls
//! the method as LeetCode does, and prints the board the same way, so the output can be compared
//! with the example's expected output byte for byte.

use sudoku_core::code::Language;

/// The runner for `language`, appended to the program's source.
pub fn runner(language: Language) -> &'static str {
    match language {
        Language::Cpp => CPP,
        Language::Java => JAVA,
        Language::Python => PYTHON,
        Language::Rust => RUST,
    }
}

const CPP: &str = r#"
#include <iostream>
#include <string>
int main() {
    std::string text, token;
    while (std::cin >> token) text += token;
    std::vector<std::vector<char> > grid(9, std::vector<char>(9));
    int n = 0;
    for (size_t i = 0; i + 1 < text.size(); i++)
        if (text[i] == '"') { grid[n / 9][n % 9] = text[i + 1]; n++; i += 2; }
    Solution().solveSudoku(grid);
    std::string out = "[";
    for (int r = 0; r < 9; r++) {
        out += r ? ",[" : "[";
        for (int c = 0; c < 9; c++) { out += c ? ",\"" : "\""; out += grid[r][c]; out += '"'; }
        out += ']';
    }
    std::cout << out << "]\n";
}
"#;

const JAVA: &str = r#"
public class Main {
    public static void main(String[] args) throws java.io.IOException {
        String text = new String(System.in.readAllBytes(), "UTF-8");
        char[][] grid = new char[9][9];
        int n = 0;
        for (int i = 0; i + 1 < text.length(); i++)
            if (text.charAt(i) == '"') { grid[n / 9][n % 9] = text.charAt(i + 1); n++; i += 2; }
        new Solution().solveSudoku(grid);
        StringBuilder out = new StringBuilder("[");
        for (int r = 0; r < 9; r++) {
            out.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < 9; c++) out.append(c > 0 ? ",\"" : "\"").append(grid[r][c]).append('"');
            out.append(']');
        }
        System.out.print(out.append("]\n"));
    }
}
"#;

const PYTHON: &str = r#"

import json
import sys

grid = json.loads(sys.stdin.read())
Solution().solveSudoku(grid)
print(json.dumps(grid, separators=(",", ":")))
"#;

const RUST: &str = r#"
struct Solution;

fn main() {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();
    let cells: Vec<char> = text.split('"').skip(1).step_by(2).flat_map(|s| s.chars()).collect();
    let mut grid: Vec<Vec<char>> = cells.chunks(9).map(|row| row.to_vec()).collect();
    Solution::solve_sudoku(&mut grid);
    let rows: Vec<String> = grid
        .iter()
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|c| format!("\"{c}\"")).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    println!("[{}]", rows.join(","));
}
"#;
