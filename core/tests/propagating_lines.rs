//! The propagating programs line by line, against Python's own line tracer: the program of
//! each strategy (`programs/propagating/`, its choice spliced in, as the page shows it) runs
//! under `sys.settrace`, which reports every line of `search` and `propagate` it runs (the
//! helpers they call are stepped over, a line each, as a debugger's "step over" does). The
//! page's lines, each step's [`StepLines`] as the watched search recorded them, must be that
//! list, line number for line number, and the count before each step ([`lines_before`]) its
//! position in it. Needs `python3`.

mod common;

use common::{
    adversary_line, boj2580_input, grid, puzzle_lines, python_on, sample_line, tracer_script,
    Debugged,
};
use sudoku_core::code::{propagating_source, Judge, Language, Listing, Role};
use sudoku_core::solver::{Search, Step, Strategy};
use sudoku_core::trace::{lines_before, Outcome, StepLines};

/// Runs the program given as the first argument under a tracer that prints the number of
/// each line of `search` and `propagate` it reaches ('call' events at the header, 'line'
/// events after it).
const TRACER: &str = r#"
import sys
source = sys.argv[1]
seen = []
def tracer(frame, event, arg):
    if frame.f_code.co_name not in ("search", "propagate"):
        return None
    if event in ("call", "line"):
        seen.append(frame.f_lineno)
    return tracer
"#;

fn python_trace(strategy: Strategy, line: &str) -> Vec<usize> {
    let source = propagating_source(strategy, Language::Python, Judge::Boj2580).unwrap();
    let script = tracer_script(TRACER);
    python_on(&["-c", &script, &source], line)
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The page's lines as line numbers of the Python listing, up to the first solution (where
/// the program stops) or the end; and at each step, that the count of lines before it is
/// where its lines start, and that a `dead()` line says what the step says.
fn page_lines(strategy: Strategy, line: &str) -> Vec<usize> {
    let listing = Listing::propagating(strategy, Language::Python, Judge::Boj2580).unwrap();
    let mut search = Search::watched(&grid(line), strategy).expect("no clash");
    let mut numbers = Vec::new();
    loop {
        let step = search.step();
        let lines = StepLines::of(&search, step).expect("watched");
        assert_eq!(
            lines_before(&search, Some(step)),
            Some(numbers.len() as u64)
        );
        for traced in lines.iter() {
            let at = listing.line_of(traced.role).expect("a line of the listing");
            numbers.push(at + 1);
        }
        let said = lines.iter().last().map(|l| l.outcome);
        match step {
            Step::DeadEnd { cell } => assert_eq!(said, Some(Outcome::NoDigit(cell))),
            Step::NoPlace { digit, unit } => {
                assert_eq!(said, Some(Outcome::NoPlace(digit, unit)))
            }
            Step::Solution | Step::Exhausted => return numbers,
            _ => {}
        }
    }
}

/// Checks both strategies on `line`; returns the lines compared.
fn check(line: &str) -> usize {
    let mut compared = 0;
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let traced = python_trace(strategy, line);
        let page = page_lines(strategy, line);
        let first_difference = traced.iter().zip(&page).position(|(a, b)| a != b);
        assert_eq!(
            (first_difference, page.len()),
            (None, traced.len()),
            "{strategy}: the page's lines and Python's trace part at line \
             {first_difference:?} of {line}:\npython {:?}\npage   {:?}",
            first_difference.map(|i| &traced[i.saturating_sub(8)..(i + 3).min(traced.len())]),
            first_difference.map(|i| &page[i.saturating_sub(8)..(i + 3).min(page.len())]),
        );
        compared += traced.len();
    }
    compared
}

#[test]
fn the_judge_samples_line_by_line() {
    check(&sample_line("boj2580_sample1.in"));
    check(&sample_line("boj2239_sample1.in"));
    check(&puzzle_lines("judge_samples/poj3074_sample1.in")[0]);
}

#[test]
fn puzzles_with_dead_ends_line_by_line() {
    let mut compared = check(&adversary_line());
    for file in ["norvig_hardest11.txt", "attractivechaos_hard20.txt"] {
        for line in puzzle_lines(file).iter().take(6) {
            compared += check(&line[..81]);
        }
    }
    assert!(compared > 20_000, "only {compared} lines compared");
}

#[test]
fn boards_with_many_solutions_or_none_line_by_line() {
    check(&".".repeat(81));
    check(&puzzle_lines("norvig_hard1_not_unique.txt")[0][..81]);
    // BOJ 2580's sample with a 7 for the 3 in r5c6: no clash with a given, no solution.
    check("035469278782105609060278135321046897804917506596820413917652080603701952258394760");
}

/// The C++ program stepped line by line in a debugger: the fewest-candidates program built
/// with `-g -O0`, run under gdb, `next` on every line of `search` and `propagate`, `step` into
/// their calls of each other (the helpers stepped over). A debugger's steps differ from
/// Python's tracer in ways that say nothing about the search: it stops after a function's
/// prologue (not on its header), not on `while (true)` at each turn, on a closing brace as a
/// call returns, and on the caller's call line again after the return. Without those, the
/// lines it stops on are the page's, to the solution, on a puzzle with a dead end and a
/// take-back (norvig's hardest #3).
#[test]
fn the_cpp_program_in_a_debugger_steps_the_same_lines() {
    let strategy = Strategy::Fastest;
    let source = Debugged::scratch("propagating").join("search.cpp");
    let text = propagating_source(strategy, Language::Cpp, Judge::Boj2580).unwrap();
    std::fs::write(&source, text).unwrap();
    let program = Debugged::build("propagating", &source);
    let line = "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4";
    let stops = program.stops(GDB_STEPPER, &boj2580_input(line));
    let cpp = Listing::propagating(strategy, Language::Cpp, Judge::Boj2580).unwrap();
    let role_at = |number: usize| cpp.lines.get(number.checked_sub(1)?)?.role;
    // Headers and loops: a debugger's stops there are not a tracer's.
    let kept = |r: &Role| !matches!(r, Role::Enter | Role::Propagate | Role::Loop | Role::Round);
    let mut debugger = Vec::new();
    let mut returned = false;
    for number in stops {
        match role_at(number) {
            // A closing brace: a call returns.
            None => returned = true,
            // The caller's call line again, after the call returned.
            Some(Role::Call | Role::Fail) if returned => returned = false,
            Some(role) => {
                returned = false;
                if kept(&role) {
                    debugger.push(role);
                }
                if role == Role::Solved {
                    break;
                }
            }
        }
    }
    let python = Listing::propagating(strategy, Language::Python, Judge::Boj2580).unwrap();
    let page: Vec<Role> = page_lines(strategy, line)
        .into_iter()
        .filter_map(|n| python.lines[n - 1].role)
        .filter(kept)
        .collect();
    assert!(debugger.contains(&Role::Check) && debugger.contains(&Role::Undo));
    assert!(debugger.len() > 250, "{} lines", debugger.len());
    assert_eq!(debugger.last(), Some(&Role::Solved), "the whole run");
    assert_eq!(debugger, page);
    std::fs::remove_dir_all(source.parent().unwrap()).ok();
}

/// gdb's Python: runs to the first `propagate`, then steps, recording each line it stops on in
/// `search` and `propagate` (stepping on in `main`, out of anything else), and prints them.
const GDB_STEPPER: &str = r#"
import gdb
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("break propagate", to_string=True)
gdb.execute("run < INPUT > /dev/null", to_string=True)
gdb.execute("delete", to_string=True)
stops = []
while gdb.selected_inferior().pid and len(stops) < 5000:
    try:
        frame = gdb.selected_frame()
        if frame.name() == "main":
            gdb.execute("step", to_string=True)
            continue
        if frame.name() not in ("search()", "search", "propagate()", "propagate"):
            gdb.execute("finish", to_string=True)
            continue
        line = frame.find_sal().line
        stops.append(line)
        text = gdb.execute(f"list {line},{line}", to_string=True)
        call = "propagate()" in text or "search()" in text
        gdb.execute("step" if call else "next", to_string=True)
    except gdb.error:
        break
print("STOPS", " ".join(map(str, stops)))
"#;
