//! The `sudoku` command under random input and arguments: an answer (exit 0) or a located
//! message (exit 1, or 2 with the usage for bad arguments), never a panic, never a hang.

use crate::generate::{Input, Rng};
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use sudoku_core::format::Format;
use sudoku_core::judge;
use sudoku_core::solver::Strategy;

/// A run longer than this is a hang (the inputs are small).
const TIMEOUT: Duration = Duration::from_secs(30);

/// `classic` may be asked for only on `dense` input (the judge samples): on a 17-clue puzzle
/// the plain search rightly takes hours, which is no hang.
fn arguments(rng: &mut Rng, dense: bool) -> Vec<String> {
    let mut args = vec![["solve", "count", "check", "", "--help"][rng.below(5)].to_string()];
    for _ in 0..rng.below(3) {
        match rng.below(6) {
            0 => args.extend(["--format".into(), rng.pick(&Format::ALL).spec().id.into()]),
            1 if dense && rng.chance(3) => args.extend(["--strategy".into(), "classic".into()]),
            1 => args.extend([
                "--strategy".into(),
                (*rng.pick(&["lexicographic", "fastest"])).into(),
            ]),
            2 => args.extend([
                "--limit".into(),
                (*rng.pick(&["0", "1", "3", "-1", "x", "99999999999999999999999"])).into(),
            ]),
            3 => args.push((*rng.pick(&["--format", "--nope", "-x", "--limit"])).into()),
            4 => args.extend(["--format".into(), "boj9999".into()]),
            _ => args.extend(["--strategy".into(), "smart".into()]),
        }
    }
    args.retain(|a| !a.is_empty());
    args
}

pub fn run(input: &Input, rng: &mut Rng) -> Result<(), String> {
    let text = &input.text;
    let args = arguments(rng, input.kind == "a judge sample");
    let mut bytes = text.as_bytes().to_vec();
    if rng.chance(5) {
        let at = rng.below(bytes.len() + 1);
        bytes.insert(at, *rng.pick(&[0xFF, 0xC3, 0x80, 0xFE]));
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the command: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    // The command may exit before reading (bad arguments): a broken pipe is fine.
    let _ = stdin.write_all(&bytes);
    drop(stdin);
    let started = Instant::now();
    while child.try_wait().map_err(|e| e.to_string())?.is_none() {
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            return Err(format!(
                "`sudoku {}` ran over {} s",
                args.join(" "),
                TIMEOUT.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let said = format!(
        "`sudoku {}` exit {:?}: {stderr}",
        args.join(" "),
        out.status.code()
    );
    if stderr.contains("panicked") {
        return Err(said);
    }
    match out.status.code() {
        Some(0) => {
            if args.first().is_some_and(|a| a == "--help") || args.iter().any(|a| a == "--help") {
                return Ok(());
            }
            if stdout.is_empty() {
                return Err(format!("{said}: success with no output"));
            }
            // A solve prints what the library's judge run prints (checked independently in
            // the in-process checks).
            if args.first().is_some_and(|a| a == "solve") {
                // The last of a repeated flag counts, as in the command.
                let flag = |name: &str| {
                    args.windows(2)
                        .rev()
                        .find(|w| w[0] == name)
                        .map(|w| w[1].clone())
                };
                let format = flag("--format").and_then(|f| f.parse::<Format>().ok());
                let strategy = flag("--strategy").and_then(|s| s.parse::<Strategy>().ok());
                let expected = judge::run(text, format, strategy).map(|a| a.output);
                if expected.as_deref() != Ok(&*stdout) {
                    return Err(format!(
                        "{said}: printed {stdout:?}, the library {expected:?}"
                    ));
                }
            }
            Ok(())
        }
        Some(1) => {
            let located = stderr.contains("line ") || stderr.contains("strategy");
            if stderr.starts_with("sudoku: ") && located && stdout.is_empty() {
                Ok(())
            } else {
                Err(format!("{said}: not a located message"))
            }
        }
        // Bad arguments: the argument parser's message, pointing to --help.
        // (No command at all: the help itself.)
        Some(2) if stderr.contains("try '--help'") || stderr.contains("Usage: sudoku") => Ok(()),
        _ => Err(format!("{said}: unexpected exit")),
    }
}
