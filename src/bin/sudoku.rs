//! `sudoku`: the command-line judge tool. Reads judge input from a file or standard input and
//! prints what the judge expects (`solve`), each puzzle's number of solutions (`count`), or how
//! the judge takes a program's output (`check`).

// Native only: the wasm32 build (the checks build every target) has no terminal, and the
// argument parser is not built for it.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use clap::{Args, Parser, Subcommand};
    use std::io::{self, Read, Write};
    use std::path::{Path, PathBuf};
    use std::process::ExitCode;
    use sudoku_wasm::board::Board;
    use sudoku_wasm::format::{self, Format, Framing, Parsed};
    use sudoku_wasm::generate::{self, Goal, Preset, Range, Request};
    use sudoku_wasm::judge::{self, Check, JudgeError};
    use sudoku_wasm::solver::Strategy;

    /// Online-judge Sudoku in the terminal: answers exactly as each judge wants them, solution
    /// counts, and the judge's verdict on your own program's output.
    #[derive(Parser)]
    #[command(name = "sudoku", version, propagate_version = true)]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Print the answer exactly as the judge expects it.
        ///
        /// By default each board's lexicographically smallest solution: the one a row-major
        /// backtracking program (yours) prints, so the two can be compared by eye.
        Solve {
            #[command(flatten)]
            input: Input,
            #[command(flatten)]
            search: Search,
        },
        /// Print each board's number of solutions, one per line, counted up to the limit.
        Count {
            #[command(flatten)]
            input: Input,
            #[command(flatten)]
            search: Search,
            /// Count solutions up to this many.
            #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
            limit: u64,
        },
        /// Judge a program's output for an input, as the judge would.
        ///
        /// Each board is accepted or rejected, with the reason and the cells to look at. Exits
        /// with 0 only when every board is accepted, so it can run over your own generated tests.
        Check {
            /// The judge input (`-` for standard input).
            input: PathBuf,
            /// The program's output (`-` for standard input).
            output: PathBuf,
            /// The input's format (detected when not given).
            #[arg(long, value_name = "F")]
            format: Option<Format>,
        },
        /// Make puzzles with one solution that cost the classic search (the judges' row-major
        /// recursion) what is asked, written as judge input.
        ///
        /// Ranges are A..B, A.., ..B or A. Puzzle i is made from seed S + i - 1, so each can be
        /// made again alone.
        Generate {
            /// How many puzzles.
            #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=100_000))]
            count: u64,
            /// A cost by name, as the page's New puzzle offers it: exercise (20 to 80 steps, 2
            /// take-backs or more), backtracking (100 take-backs or more within 2,000 steps),
            /// boj-limit (50,000 to 100,000 BOJ 12095 calls). The ranges below replace its own.
            #[arg(long, value_name = "P")]
            preset: Option<Preset>,
            /// Steps of the search to its first solution, as the page's player counts them.
            #[arg(long, value_name = "A..B")]
            steps: Option<Range>,
            /// Calls of the program in the page's Code panel (the first call and one per digit
            /// placed).
            #[arg(long, value_name = "A..B")]
            calls: Option<Range>,
            /// Calls as BOJ 12095's reference program counts them (BOJ 2580 and 2239 give
            /// puzzles within 100,000).
            #[arg(long = "boj12095-calls", value_name = "A..B")]
            boj_calls: Option<Range>,
            /// Digits taken back.
            #[arg(long, value_name = "A..B")]
            backtracks: Option<Range>,
            /// How many givens (17 to 81; at most 30 when no cost is asked).
            #[arg(long, value_name = "A..B")]
            givens: Option<Range>,
            /// Givens symmetric under the half turn about the centre.
            #[arg(long)]
            symmetric: bool,
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// Costs measured per puzzle before giving up.
            #[arg(long, default_value_t = generate::TRIES)]
            tries: u64,
            /// The judge format to write (any 9 x 9 one).
            #[arg(long, value_name = "F", default_value = "poj3074")]
            format: Format,
            /// Instead of a cost: a worst case for row-major backtracking, the puzzle (one
            /// solution) whose classic search makes the most calls among N candidates of a
            /// hill climb in the space of puzzles (a few seconds per 100). Its cost goes to
            /// standard error.
            #[arg(long = "worst-case", value_name = "N", conflicts_with_all = ["preset", "steps", "calls", "boj_calls", "backtracks", "givens", "symmetric"],
                  value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
            worst_case: Option<u64>,
        },
    }

    #[derive(Args)]
    struct Input {
        /// The judge input; standard input when not given or `-`.
        file: Option<PathBuf>,
        /// The input's format: boj2580, boj2239, poj2676, poj2918 (boj7517), poj3074
        /// (boj7681), poj3076, boj4574, leetcode37 or lines (detected when not given).
        #[arg(long, value_name = "F")]
        format: Option<Format>,
    }

    #[derive(Args)]
    struct Search {
        /// classic, lexicographic, fastest or dlx (default: lexicographic, whose first solution
        /// is the smallest; fastest and dlx find any solution sooner).
        #[arg(long, value_name = "S")]
        strategy: Option<Strategy>,
    }

    /// What went wrong, as the command says it: a located message on standard error, exit 1.
    struct Failed(String);

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        let result = match cli.command {
            Command::Solve { input, search } => solve(&input, search.strategy),
            Command::Count {
                input,
                search,
                limit,
            } => count(&input, search.strategy, limit),
            Command::Check {
                input,
                output,
                format,
            } => check(&input, &output, format),
            Command::Generate {
                count,
                seed,
                format,
                worst_case: Some(candidates),
                ..
            } => hunt(seed, candidates, count, format),
            Command::Generate {
                count,
                preset,
                steps,
                calls,
                boj_calls,
                backtracks,
                givens,
                symmetric,
                seed,
                tries,
                format,
                worst_case: None,
            } => {
                let named = preset.map(Preset::goal).unwrap_or_default();
                let goal = Goal {
                    steps: steps.or(named.steps),
                    calls: calls.or(named.calls),
                    boj_calls: boj_calls.or(named.boj_calls),
                    backtracks: backtracks.or(named.backtracks),
                };
                let request = Request {
                    goal,
                    givens,
                    symmetric,
                    seed,
                    tries,
                };
                make(&request, count, format)
            }
        };
        let (text, code) = match result {
            Ok((text, code)) => (text, code),
            Err(Failed(message)) => {
                eprintln!("sudoku: {message}");
                return ExitCode::FAILURE;
            }
        };
        let mut out = io::stdout().lock();
        if out
            .write_all(text.as_bytes())
            .and_then(|_| out.flush())
            .is_err()
        {
            return ExitCode::FAILURE;
        }
        code
    }

    /// `count` puzzles of `request`, from its seed on, as `format`'s input.
    fn make(request: &Request, count: u64, format: Format) -> Result<(String, ExitCode), Failed> {
        writable(format, count)?;
        request.check().map_err(|e| Failed(e.to_string()))?;
        let seeds: Vec<u64> = (0..count).map(|i| request.seed.wrapping_add(i)).collect();
        let made = seeds.iter().map(|&seed| {
            generate::generate(&Request { seed, ..*request })
                .map_err(|e| Failed(format!("seed {seed}: {e}")))
        });
        let boards = made
            .map(|m| m.map(|m| Board::Nine(m.puzzle)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok((format::write_input(format, &boards), ExitCode::SUCCESS))
    }

    /// `count` worst cases, from `seed` on, each the best of `candidates` measured.
    fn hunt(
        seed: u64,
        candidates: u64,
        count: u64,
        format: Format,
    ) -> Result<(String, ExitCode), Failed> {
        writable(format, count)?;
        let mut boards = Vec::new();
        for seed in (0..count).map(|i| seed.wrapping_add(i)) {
            let mut hunt = generate::Hunt::new(seed);
            while hunt.tries() < candidates {
                hunt.work(u64::MAX);
            }
            let best = hunt.best().expect("a best after a candidate");
            eprintln!(
                "seed {seed}: {} calls of the program shown, {} BOJ 12095 calls, {} steps, {} givens",
                best.cost.calls,
                best.cost.boj_calls,
                best.cost.steps,
                best.puzzle.filled()
            );
            boards.push(Board::Nine(best.puzzle));
        }
        Ok((format::write_input(format, &boards), ExitCode::SUCCESS))
    }

    /// Whether `count` puzzles can be written as `format`'s input.
    fn writable(format: Format, count: u64) -> Result<(), Failed> {
        if !format.holds(&Board::Nine(Default::default())) {
            return Err(Failed(format!("{format}: puzzles are made 9 x 9 only")));
        }
        if count > 1 && format.spec().framing == Framing::Single {
            return Err(Failed(format!(
                "{format} holds one board: ask for --count 1, or a format of many boards"
            )));
        }
        Ok(())
    }

    fn solve(input: &Input, strategy: Option<Strategy>) -> Result<(String, ExitCode), Failed> {
        let parsed = read_parsed(input.file.as_deref(), input.format)?;
        let strategy = strategy.unwrap_or_else(|| judge::default_strategy(parsed.format));
        judge::allows(parsed.format, strategy).map_err(|e| Failed(e.to_string()))?;
        let solutions = on_every_core(&parsed, |board| {
            board
                .board
                .solve(strategy)
                .map_err(judge::Unsolvable::Conflict)
        });
        let answers = parsed
            .boards
            .iter()
            .zip(solutions)
            .map(|(board, solution)| {
                let solution = solution.and_then(|s| s.ok_or(judge::Unsolvable::NoSolution));
                (board.line, solution)
            });
        let output = judge::write_answers(parsed.format, answers)
            .map_err(|problems| Failed(JudgeError::Unsolved(problems).to_string()))?;
        Ok((output, ExitCode::SUCCESS))
    }

    fn count(
        input: &Input,
        strategy: Option<Strategy>,
        limit: u64,
    ) -> Result<(String, ExitCode), Failed> {
        let parsed = read_parsed(input.file.as_deref(), input.format)?;
        let strategy = strategy.unwrap_or(Strategy::Fastest);
        let counts = on_every_core(&parsed, |board| board.board.count(strategy, limit));
        let text: String = counts.iter().map(|n| format!("{n}\n")).collect();
        Ok((text, ExitCode::SUCCESS))
    }

    fn check(
        input: &Path,
        output: &Path,
        format: Option<Format>,
    ) -> Result<(String, ExitCode), Failed> {
        if input == Path::new("-") && output == Path::new("-") {
            return Err(Failed(
                "the input and the output cannot both be standard input".into(),
            ));
        }
        let parsed = read_parsed(Some(input), format)?;
        let printed = read_text(Some(output))?;
        let puzzles = parsed.puzzles();
        let (checks, extra) = judge::check_output(parsed.format, &puzzles, &printed)
            .map_err(|e| Failed(format!("{}: {e}", output.display())))?;
        let mut text = String::new();
        let mut accepted = 0;
        for (i, (board, check)) in parsed.boards.iter().zip(&checks).enumerate() {
            text.push_str(&format!("board {} (line {}): ", i + 1, board.line));
            match check {
                Check::Accepted => {
                    accepted += 1;
                    text.push_str("accepted\n");
                }
                Check::Missing => text.push_str("rejected: missing from the output\n"),
                Check::Rejected { reason, cells } => {
                    let cells: Vec<String> = cells.iter().map(ToString::to_string).collect();
                    if cells.is_empty() {
                        text.push_str(&format!("rejected: {reason}\n"));
                    } else {
                        text.push_str(&format!("rejected: {reason} (cells {})\n", cells.join(" ")));
                    }
                }
            }
        }
        if extra > 0 {
            text.push_str(&format!(
                "rejected: the output has {extra} board{} more than the input\n",
                if extra == 1 { "" } else { "s" }
            ));
        }
        let total = checks.len();
        text.push_str(&format!(
            "{accepted} of {total} board{} accepted\n",
            if total == 1 { "" } else { "s" }
        ));
        let all = accepted == total && extra == 0;
        Ok((
            text,
            if all {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            },
        ))
    }

    /// `work` on every board, the boards shared out among the machine's cores, the results in the
    /// boards' order (the same as on one core).
    fn on_every_core<T: Send>(
        parsed: &Parsed,
        work: impl Fn(&format::Puzzle) -> T + Sync,
    ) -> Vec<T> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        // Small inputs are not worth a thread.
        let per_thread = parsed.boards.len().div_ceil(cores).max(64);
        let work = &work;
        std::thread::scope(|scope| {
            let handles: Vec<_> = parsed
                .boards
                .chunks(per_thread)
                .map(|chunk| scope.spawn(move || chunk.iter().map(work).collect::<Vec<T>>()))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("solving a board never panics"))
                .collect()
        })
    }

    /// Reads and parses judge input from `file` (standard input for none or `-`).
    fn read_parsed(file: Option<&Path>, format: Option<Format>) -> Result<Parsed, Failed> {
        let text = read_text(file)?;
        let parsed = match format {
            Some(format) => format::parse(&text, format),
            None => format::parse_detected(&text),
        };
        let parsed = parsed.map_err(|e| match file {
            Some(path) if path != Path::new("-") => Failed(format!("{}: {e}", path.display())),
            _ => Failed(e.to_string()),
        })?;
        Ok(parsed)
    }

    /// The text of `file` (standard input for none or `-`), which must be UTF-8.
    fn read_text(file: Option<&Path>) -> Result<String, Failed> {
        let mut bytes = Vec::new();
        let (read, name) = match file {
            Some(path) if path != Path::new("-") => (
                std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes)),
                path.display().to_string(),
            ),
            _ => (
                io::stdin().read_to_end(&mut bytes),
                "standard input".to_string(),
            ),
        };
        read.map_err(|e| Failed(format!("cannot read {name}: {e}")))?;
        String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            // Valid UTF-8 up to `at`, so lines and columns count characters as the parser's
            // messages do (and line breaks as it reads them).
            let before = std::str::from_utf8(&e.as_bytes()[..at]).unwrap_or_default();
            let line = before.split(['\n', '\r']).count() - before.matches("\r\n").count();
            let start = before.rfind(['\n', '\r']).map_or(0, |i| i + 1);
            let column = before[start..].chars().count() + 1;
            let prefix = match file {
                Some(path) if path != Path::new("-") => format!("{}: ", path.display()),
                _ => String::new(),
            };
            Failed(format!(
                "{prefix}line {line}, column {column}: the input is not UTF-8 text (is it a binary \
                 file?)"
            ))
        })
    }
}
