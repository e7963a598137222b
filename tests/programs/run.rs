//! Building a program with the judge's usual compiler and running it on an input, in a
//! directory of its own, with a time limit; a missing toolchain fails, never skips.

use super::Program;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// How long one run may take, Java's start-up included; the puzzles need well under a second.
const RUN_LIMIT: Duration = Duration::from_secs(30);

/// A fresh directory for one program's build, removed when the test ends: the process id keeps
/// two test runs apart, the file name the four programs of one run.
pub struct BuildDir(pub PathBuf);

impl BuildDir {
    pub fn new(file: &str) -> Self {
        let name = format!(
            "sudoku-programs-{}-{}",
            std::process::id(),
            file.replace('.', "-")
        );
        let dir = std::env::temp_dir().join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        BuildDir(dir)
    }
}

impl Drop for BuildDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Compiles the program into `dir` and returns the command line that runs it.
pub fn build_program(program: &Program, dir: &Path) -> Vec<String> {
    let source = program.source_path().display().to_string();
    let dir_str = dir.display().to_string();
    let (compiler, args, run): (&str, Vec<String>, Vec<String>) = match program.file {
        "sudoku.cpp" => {
            let exe = dir.join("sudoku").display().to_string();
            let std = format!("-std={}", program.cpp_std);
            let args = ["-O2", &std, "-o", &exe, &source];
            ("g++", strings(&args), vec![exe])
        }
        "Main.java" => {
            let args = ["-encoding", "UTF-8", "-d", &dir_str, &source];
            let run = ["java", "-cp", &dir_str, "Main"];
            ("javac", strings(&args), strings(&run))
        }
        "sudoku.rs" => {
            let exe = dir.join("sudoku").display().to_string();
            let args = ["-O", "--edition", "2021", "-o", &exe, &source];
            ("rustc", strings(&args), vec![exe])
        }
        "sudoku.py" => return strings(&["python3", &source]),
        other => panic!("no build recipe for {other}"),
    };
    let out = Command::new(compiler)
        .args(&args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| cannot_run(program, compiler, &e));
    assert!(
        out.status.success(),
        "{}: {compiler} failed:\n{}",
        program.name,
        String::from_utf8_lossy(&out.stderr)
    );
    run
}

/// A missing toolchain fails the test, naming the program and the tool, rather than skipping it.
pub fn cannot_run(program: &Program, tool: &str, e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::NotFound {
        panic!(
            "{}: {tool} is not installed or not on PATH ({})",
            program.name,
            if tool == "rustc" {
                "rustup installs it"
            } else {
                "scripts/setup.sh installs g++, default-jdk-headless and python3"
            }
        );
    }
    panic!("{}: cannot run {tool}: {e}", program.name)
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// Runs the program on `input` and returns what it printed; it must exit with success, print
/// nothing on stderr and finish within [`RUN_LIMIT`].
pub fn run_program(program: &Program, run: &[String], input: &str) -> String {
    let tool = &run[0];
    let mut child = Command::new(tool)
        .args(&run[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| cannot_run(program, tool, &e));
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .unwrap_or_else(|e| panic!("{}: stdin refused the input: {e}", program.name));
    let out = wait_with_limit(child, &program.name);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "{}: {} on input\n{input}stderr:\n{stderr}",
        program.name,
        out.status
    );
    String::from_utf8(out.stdout)
        .unwrap_or_else(|e| panic!("{}: output is not UTF-8: {e}", program.name))
}

/// Waits for `child`, killing it after [`RUN_LIMIT`]. The answers are a few hundred bytes, so
/// the pipes cannot fill up while nobody reads them.
fn wait_with_limit(mut child: Child, name: &str) -> Output {
    let deadline = Instant::now() + RUN_LIMIT;
    while child
        .try_wait()
        .expect("the child can be waited for")
        .is_none()
    {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{name}: still running after {RUN_LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.wait_with_output().expect("the child's output")
}
