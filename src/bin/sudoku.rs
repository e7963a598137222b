//! `sudoku`: the command-line judge tool. Reads judge input on stdin and prints what the judge
//! expects (`solve`) or each puzzle's solution count (`count`).

use std::io::{self, Read, Write};
use std::process::ExitCode;
use sudoku_wasm::format::{self, Format};
use sudoku_wasm::judge;
use sudoku_wasm::solver::{self, Strategy};

const USAGE: &str = "\
usage: sudoku solve [--format F] [--strategy S]
       sudoku count [--format F] [--strategy S] [--limit N]

Reads judge input on standard input.
  solve   prints the answer exactly as the judge expects it
  count   prints one line per puzzle: its number of solutions, counted up to N (default 2)

  --format F    boj2580, boj2239, poj2676, poj3074 or lines (default: detected)
  --strategy S  classic, lexicographic or fastest (default: lexicographic for boj2239,
                fastest otherwise)";

enum Command {
    Solve,
    Count { limit: u64 },
}

struct Options {
    command: Command,
    format: Option<Format>,
    strategy: Option<Strategy>,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut it = args.iter();
    let command = match it.next().map(String::as_str) {
        Some("solve") => Command::Solve,
        Some("count") => Command::Count { limit: 2 },
        Some("-h" | "--help") | None => return Err(String::new()),
        Some(other) => return Err(format!("unknown command `{other}`")),
    };
    let mut options = Options {
        command,
        format: None,
        strategy: None,
    };
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("`{flag}` needs a value"))
                .cloned()
        };
        match flag.as_str() {
            "--format" => options.format = Some(value()?.parse().map_err(|e| format!("{e}"))?),
            "--strategy" => options.strategy = Some(value()?.parse().map_err(|e| format!("{e}"))?),
            "--limit" => {
                let text = value()?;
                let limit = text
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| {
                        format!("--limit takes a whole number from 1 up, not `{text}`")
                    })?;
                match &mut options.command {
                    Command::Count { limit: l } => *l = limit,
                    Command::Solve => return Err("--limit goes with `count`".into()),
                }
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_args(&args) {
        Ok(options) => options,
        Err(message) if message.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("sudoku: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("sudoku: cannot read standard input: {e}");
        return ExitCode::from(2);
    }
    let input = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let before = &e.as_bytes()[..at];
            // Valid UTF-8 up to `at`, so lines and columns count characters as the parser's
            // messages do (and line breaks as it reads them).
            let before = std::str::from_utf8(before).unwrap_or_default();
            let line = before.split(['\n', '\r']).count() - before.matches("\r\n").count();
            let start = before.rfind(['\n', '\r']).map_or(0, |i| i + 1);
            let column = before[start..].chars().count() + 1;
            eprintln!(
                "sudoku: line {line}, column {column}: the input is not UTF-8 text (is it a \
                 binary file?)"
            );
            return ExitCode::FAILURE;
        }
    };
    let result = match options.command {
        Command::Solve => judge::run(&input, options.format, options.strategy)
            .map(|answer| answer.output)
            .map_err(|e| e.to_string()),
        Command::Count { limit } => count(&input, options.format, options.strategy, limit),
    };
    match result {
        Ok(output) => {
            let mut out = io::stdout().lock();
            if out
                .write_all(output.as_bytes())
                .and_then(|_| out.flush())
                .is_err()
            {
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::FAILURE
        }
    }
}

fn count(
    input: &str,
    format: Option<Format>,
    strategy: Option<Strategy>,
    limit: u64,
) -> Result<String, String> {
    let format = format.unwrap_or_else(|| format::detect(input));
    let parsed = format::parse(input, format).map_err(|e| e.to_string())?;
    let strategy = strategy.unwrap_or(Strategy::Fastest);
    let mut out = String::new();
    for board in &parsed.boards {
        out.push_str(&solver::count(&board.grid, strategy, limit).to_string());
        out.push('\n');
    }
    Ok(out)
}
