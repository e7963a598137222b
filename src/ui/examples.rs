//! Sample puzzles for the Examples menu: each judge's sample input as the judge gives it, and
//! puzzles that show the solver's range (from `shared/puzzles`, see its README for sources).

/// An example's input; its name is in each language's messages (`example_names`, in this
/// order).
pub struct Example {
    pub input: &'static str,
}

pub const EXAMPLES: &[Example] = &[
    Example {
        input: "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n\
                8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n\
                2 5 8 3 9 4 7 6 0\n",
    },
    Example {
        input: "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n\
                009205800\n804000107\n",
    },
    Example {
        input: "1\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n\
                000401000\n009205800\n804000107\n",
    },
    Example {
        input:
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\n\
                ......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.\n\
                end\n",
    },
    Example {
        input:
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n",
    },
    Example {
        input:
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n",
    },
    Example {
        input:
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n",
    },
    Example {
        input:
            ".....6....59.....82....8....45........3........6..3.54...325..6..................\n",
    },
    Example {
        input:
            "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.\n",
    },
];
