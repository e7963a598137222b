//! The inputs: random text, and the judge samples and puzzle lines mutated the ways pastes go
//! wrong. Everything is drawn from one seeded generator, so an input is found again from its
//! seed and number.

use crate::common::{puzzle_lines, puzzles_dir};
use sudoku_core::board::Board;
use sudoku_core::format::{self, Format};
use sudoku_core::grid::Grid;

/// The project's generator ([`sudoku_core::rng::Rng`], SplitMix64), with the choices the
/// mutations make.
#[derive(Clone)]
pub struct Rng(sudoku_core::rng::Rng);

impl Rng {
    /// The generator for input `index` of run `seed`, or for another of its streams (`salt`).
    pub fn for_input(seed: u64, index: u64, salt: u64) -> Rng {
        let mut rng = Rng(sudoku_core::rng::Rng::new(
            seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ salt,
        ));
        rng.next();
        rng
    }

    pub fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// What the inputs are made from: the judge samples of every format (9 x 9, 16 x 16,
/// Sudominoku) and puzzle lines of every difficulty.
pub struct Corpus {
    pub samples: Vec<String>,
    pub lines: Vec<String>,
}

impl Corpus {
    pub fn load() -> Corpus {
        let dir = puzzles_dir().join("judge_samples");
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        names.sort();
        let samples = names
            .iter()
            .map(|path| std::fs::read_to_string(path).expect("a sample is text"))
            .collect();
        let mut lines = Vec::new();
        for (file, take) in [
            ("norvig_easy50.txt", 50),
            ("norvig_top95.txt", 95),
            ("norvig_hard1_not_unique.txt", 1),
            ("bruteforce_adversary_wikipedia.txt", 1),
            ("tdoku_puzzles2_17_clue.txt", 300),
            ("tdoku_test_puzzles.txt", 60),
        ] {
            // tdoku_test_puzzles.txt adds `:count:solution` after the puzzle.
            let puzzles = puzzle_lines(file).into_iter().take(take);
            lines.extend(puzzles.map(|l| l.split(':').next().unwrap_or("").to_string()));
        }
        Corpus { samples, lines }
    }
}

/// Characters that mean something to some parser, or that pastes carry by accident.
const INTERESTING: &[char] = &[
    '0', '1', '2', '5', '9', '.', '_', '-', ' ', ' ', '\n', '\n', '\r', '\t', 'e', 'n', 'd', 'x',
    'A', 'P', 'B', '[', ']', '"', ',', '\u{FEFF}', '\u{200B}', '\u{A0}', '\u{3000}', 'é', '\0',
    '０', '\u{FFFD}',
];

/// One input and the name of the generator that made it.
pub struct Input {
    pub text: String,
    pub kind: &'static str,
}

pub fn input(rng: &mut Rng, corpus: &Corpus) -> Input {
    let (kind, mut text) = match rng.below(10) {
        0 => ("random bytes", random_bytes(rng)),
        1 => ("random judge-like text", random_text(rng)),
        2..=4 => ("a judge sample", rng.pick(&corpus.samples).clone()),
        5..=7 => ("written boards", written_boards(rng, corpus)),
        _ => ("puzzle lines", puzzle_lines_text(rng, corpus)),
    };
    if kind != "random bytes" {
        let mutations = match rng.below(4) {
            0 => 0,
            1 => 1,
            _ => 1 + rng.below(6),
        };
        for _ in 0..mutations {
            mutate(rng, &mut text);
        }
    }
    Input { text, kind }
}

fn random_bytes(rng: &mut Rng) -> String {
    let len = rng.below(300);
    let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(400);
    (0..len).map(|_| *rng.pick(INTERESTING)).collect()
}

/// A random grid: a puzzle line, a few random givens (often several solutions, sometimes
/// clashing; the empty board among them), or a solved board with holes.
pub fn random_grid(rng: &mut Rng, corpus: &Corpus) -> Grid {
    match rng.below(3) {
        0 => Grid::from_line(rng.pick::<String>(&corpus.lines)).expect("a puzzle line"),
        1 => {
            let mut values = [0u8; 81];
            // Half of them with at most three givens: searches there reach the full board
            // soon, and go on past it.
            let givens = if rng.chance(2) {
                rng.below(4)
            } else {
                rng.below(12)
            };
            for _ in 0..givens {
                values[rng.below(81)] = 1 + rng.below(9) as u8;
            }
            Grid::from_values(&values).expect("values 0-9")
        }
        _ => {
            let line = rng.pick(corpus.lines.as_slice());
            let solved = sudoku_core::solver::solve(
                &Grid::from_line(line).expect("a puzzle line"),
                sudoku_core::solver::Strategy::Fastest,
            );
            let mut values: Vec<u8> = match solved {
                Ok(Some(grid)) => grid.to_line('0').bytes().map(|b| b - b'0').collect(),
                _ => vec![0; 81],
            };
            for _ in 0..rng.below(60) {
                values[rng.below(81)] = 0;
            }
            Grid::from_values(&values).expect("values 0-9")
        }
    }
}

/// Valid input in a random 9 x 9 format, holding 1-3 random boards.
fn written_boards(rng: &mut Rng, corpus: &Corpus) -> String {
    let nine: Vec<Format> = Format::ALL
        .into_iter()
        .filter(|f| f.spec().side == 9 && f.spec().shape != format::Shape::Dominoes)
        .collect();
    let format = *rng.pick(&nine);
    let boards: Vec<Board> = (0..1 + rng.below(3))
        .map(|_| Board::Nine(random_grid(rng, corpus)))
        .collect();
    format::write_input(format, &boards)
}

fn puzzle_lines_text(rng: &mut Rng, corpus: &Corpus) -> String {
    let mut text = String::new();
    for _ in 0..1 + rng.below(4) {
        text.push_str(rng.pick::<String>(&corpus.lines));
        text.push('\n');
    }
    if rng.chance(3) {
        text.push_str("end\n");
    }
    text
}

/// One of the ways a paste goes wrong.
pub fn mutate(rng: &mut Rng, text: &mut String) {
    let mut chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len() + 1);
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    let line = rng.below(lines.len());
    *text = match rng.below(14) {
        0 => {
            chars.insert(at, *rng.pick(INTERESTING));
            chars.into_iter().collect()
        }
        1 if at < chars.len() => {
            chars.remove(at);
            chars.into_iter().collect()
        }
        2 if at < chars.len() => {
            chars[at] = *rng.pick(INTERESTING);
            chars.into_iter().collect()
        }
        3 => {
            let copy = lines[line].clone();
            lines.insert(line, copy);
            lines.join("\n")
        }
        4 => {
            lines.remove(line);
            lines.join("\n")
        }
        5 => {
            let count = [
                "0",
                "-1",
                "1",
                "2",
                "3",
                "99",
                "18446744073709551616",
                "1e3",
                "0x2",
            ];
            lines[0] = rng.pick(&count[..]).to_string();
            lines.join("\n")
        }
        6 => {
            lines.insert(0, (1 + rng.below(4)).to_string());
            lines.join("\n")
        }
        7 => text.replace('\n', "\r\n"),
        8 => text.replace('\n', "\r"),
        9 => "\u{FEFF}".repeat(1 + rng.below(3)) + text,
        10 => {
            let junk = ["\n\nhello", "end", "\nend\n", " 0", "\t", "\n\n\n", "\0"];
            text.clone() + *rng.pick(&junk[..])
        }
        11 => {
            let end = ["end", "END", " end ", "end\r"];
            lines.insert(line, rng.pick(&end[..]).to_string());
            lines.join("\n")
        }
        12 => {
            let indent = ["\t", "  ", " \u{3000}"];
            let pad = rng.pick::<&str>(&indent);
            lines[line].insert_str(0, pad);
            lines.join("\n")
        }
        _ => chars[..at].iter().collect(),
    };
}
