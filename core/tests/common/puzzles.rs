//! The shared puzzle files, for the tests of the core (integration and unit) and of the app,
//! which include this file by its path: one place that knows where they are and how a judge's
//! sample and the brute-force adversary are read. Only `std`, so that any crate can include it.
#![allow(dead_code)]

use std::path::PathBuf;

/// `../shared/puzzles` beside the checkout (CI lays `shared/` there too), from the tests of
/// the app (its package is the checkout) and of the core (`core/` inside it) alike.
pub fn puzzles_dir() -> PathBuf {
    checkout().join("../shared/puzzles")
}

fn checkout() -> PathBuf {
    let package = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    if package.join("Cargo.lock").exists() {
        package
    } else {
        package.join("..")
    }
}

/// A shared puzzle file, as it is.
pub fn read_shared(name: &str) -> String {
    read(&puzzles_dir().join(name))
}

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The 81-character lines of a shared puzzle file (blank lines left out).
pub fn puzzle_lines(name: &str) -> Vec<String> {
    read_shared(name)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// Where a judge's sample file is (`boj2580_sample1.in`): the shared samples, or ours in
/// `tests/samples/` for the judges they do not have (LeetCode 37).
pub fn judge_sample_path(name: &str) -> PathBuf {
    if name.starts_with("leetcode") {
        checkout().join("tests/samples").join(name)
    } else {
        puzzles_dir().join("judge_samples").join(name)
    }
}

/// A judge's sample file, byte for byte as the judge gives it.
pub fn judge_sample(name: &str) -> String {
    read(&judge_sample_path(name))
}

/// A sample's digits as one line (spaces and line breaks dropped).
pub fn sample_line(name: &str) -> String {
    judge_sample(name).split_whitespace().collect()
}

/// The brute-force adversary (159 million classic steps), as its line of 81.
pub fn adversary_line() -> String {
    read_shared("bruteforce_adversary_wikipedia.txt")
        .lines()
        .map(str::trim)
        .find(|l| l.len() == 81)
        .expect("the adversary's line")
        .to_string()
}

/// A Sudominoku (BOJ 4574) of two solutions, from issue 31: the smaller's row 4 is
/// `423915768`, the other's `425916738`.
pub const SUDOMINOKU_OF_TWO: &str = "12\n4 C3 5 C4\n6 A5 4 A4\n6 I7 7 I8\n4 B7 7 B6\n8 G7 2 H7\n\
    2 A8 9 A9\n7 F4 2 E4\n4 G2 2 G3\n4 E9 8 D9\n1 C8 8 B8\n8 F1 5 G1\n8 I3 3 I2\n\
    E7 I6 A1 D1 I9 B9 C9 E5 F7\n0\n";
