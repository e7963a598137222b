//! The lines the player steps through, against Python's own line tracer: `programs/sudoku.py`
//! run under `sys.settrace` reports every line of `solve` it runs, in order; the page's lines
//! (each step's [`StepLines`], read from the state after the step) must be that list, line
//! number for line number, and the count before each step ([`lines_before`]) its position in
//! it. Needs `python3` (scripts/setup.sh installs it; the programs' tests need it too).

mod common;

use common::{boj2580_input, grid, puzzle_lines, python_on, sample_line, Debugged};
use sudoku_core::code::{Language, Listing, Role};
use sudoku_core::solver::{Search, Step, Strategy};
use sudoku_core::trace::{lines_before, StepLines};

/// Runs `programs/sudoku.py` on the puzzle under a tracer that prints the number of each line
/// of `solve` it reaches ('call' events at the header, 'line' events after it), at most
/// `limit`, and returns them.
const TRACER: &str = r#"
import sys
program, limit = sys.argv[1], int(sys.argv[2])
seen = []
class Enough(Exception):
    pass
def tracer(frame, event, arg):
    if frame.f_code.co_name != "solve":
        return None
    if event in ("call", "line"):
        seen.append(frame.f_lineno)
        if len(seen) >= limit:
            raise Enough()
    return tracer
code = compile(open(program).read(), program, "exec")
out = sys.stdout
sys.stdout = open("/dev/null", "w")
sys.settrace(tracer)
try:
    exec(code, {"__name__": "__main__"})
except Enough:
    pass
sys.settrace(None)
out.write(" ".join(map(str, seen)))
"#;

fn python_trace(line: &str, limit: usize) -> Vec<usize> {
    let program = concat!(env!("CARGO_MANIFEST_DIR"), "/../programs/sudoku.py");
    python_on(&["-c", TRACER, program, &limit.to_string()], line)
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The page's lines, as line numbers of the Python listing, up to the first solution (where
/// the program stops) or the end, at most `limit`; and at each step, that the count of lines
/// before it is where its lines start.
fn page_lines(line: &str, limit: usize) -> Vec<usize> {
    let listing = Listing::classic(Language::Python);
    let mut search = Search::new(&grid(line), Strategy::Classic).expect("no clash");
    let mut numbers = Vec::new();
    while numbers.len() < limit {
        let step = search.step();
        let lines = StepLines::of(&search, step).expect("classic");
        if step != Step::Exhausted {
            assert_eq!(
                lines_before(&search, Some(step)),
                Some(numbers.len() as u64)
            );
        }
        for traced in lines.iter() {
            let at = listing.line_of(traced.role).expect("a line of the listing");
            numbers.push(at + 1);
        }
        if matches!(step, Step::Solution | Step::Exhausted) {
            break;
        }
    }
    numbers.truncate(limit);
    numbers
}

fn check(line: &str, limit: usize) {
    let traced = python_trace(line, limit);
    let page = page_lines(line, limit);
    let first_difference = traced.iter().zip(&page).position(|(a, b)| a != b);
    assert_eq!(
        (first_difference, page.len()),
        (None, traced.len()),
        "the page's lines and Python's trace part at line {first_difference:?} of {line}"
    );
}

#[test]
fn the_judge_samples_line_by_line() {
    check(&sample_line("boj2580_sample1.in"), usize::MAX);
    check(&sample_line("boj2239_sample1.in"), usize::MAX);
}

#[test]
fn puzzles_with_dead_ends_line_by_line() {
    let hard20 = puzzle_lines("attractivechaos_hard20.txt");
    let poj3074 = puzzle_lines("judge_samples/poj3074_sample1.in");
    check(&poj3074[0], usize::MAX);
    check(&hard20[1], 300_000);
    // The empty board: the first solution after 838 steps.
    check(&".".repeat(81), usize::MAX);
}

#[test]
fn boards_with_no_solution_or_no_blank_line_by_line() {
    // The first blank has no digit: one call that refuses all nine and returns false.
    check(
        &format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)),
        usize::MAX,
    );
    // BOJ 2580's sample with a 7 for the 3 in r5c6 (no clash with a given, no solution):
    // searched to the end, where the first call returns false.
    let wrong = "035469278782105609060278135321046897804917506596820413917652080603701952258394760";
    let mut search = Search::new(&grid(wrong), Strategy::Classic).unwrap();
    search.step_many(u64::MAX);
    assert_eq!(
        (search.counters().solutions, search.step()),
        (0, Step::Exhausted)
    );
    check(wrong, usize::MAX);
    check(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        usize::MAX,
    );
}

/// The C++ program stepped line by line in a debugger: `programs/sudoku.cpp` built with `-g
/// -O0`, run under gdb, `next` on every line of `solve` and `step` into the recursive call.
/// A debugger's steps differ from Python's tracer in three ways that say nothing about the
/// search: it stops after a function's prologue (not on its header), on the closing brace as
/// a call returns, and on the caller's call line again after the return. Without those, the
/// lines it stops on up to `return true` are the page's lines, header lines left out
/// (BOJ 2580's sample has no take-back; BOJ 2239's has).
#[test]
fn the_cpp_program_in_a_debugger_steps_the_same_lines() {
    let source = concat!(env!("CARGO_MANIFEST_DIR"), "/../programs/sudoku.cpp");
    let program = Debugged::build("classic", std::path::Path::new(source));
    let listing = Listing::classic(Language::Cpp);
    let role_at = |number: usize| listing.lines.get(number.checked_sub(1)?)?.role;
    for sample in ["boj2580_sample1.in", "boj2239_sample1.in"] {
        let line = sample_line(sample);
        let stops = program.stops(GDB_STEPPER, &boj2580_input(&line));
        let mut debugger = Vec::new();
        let mut returned = false;
        for number in stops {
            match role_at(number) {
                // A closing brace: a call returns.
                None => returned = true,
                Some(Role::Call) if returned => returned = false,
                Some(role) => {
                    returned = false;
                    debugger.push(role);
                    if role == Role::Solved {
                        break;
                    }
                }
            }
        }
        let page: Vec<Role> = page_lines(&line, usize::MAX)
            .into_iter()
            .filter_map(|n| Listing::classic(Language::Python).lines[n - 1].role)
            .filter(|&r| r != Role::Enter)
            .collect();
        assert!(debugger.len() > 150, "{sample}: {} lines", debugger.len());
        assert!(page.len() >= debugger.len(), "{sample}");
        if debugger.last() == Some(&Role::Solved) {
            assert_eq!(debugger.len(), page.len(), "{sample}: the whole run");
        }
        assert_eq!(debugger, page[..debugger.len()], "{sample}");
        assert!(debugger.contains(&Role::Undo) || sample.starts_with("boj2580"));
    }
}

/// gdb's Python: runs to `solve`, then steps, recording each line it stops on in `solve`
/// (stepping out of anything else), and prints them: the first 1,500 (a debugger steps
/// slowly; BOJ 2239's sample has taken its first backtracks and dead ends by then).
const GDB_STEPPER: &str = r#"
import gdb
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("break solve", to_string=True)
gdb.execute("run < INPUT > /dev/null", to_string=True)
gdb.execute("delete", to_string=True)
stops = []
while gdb.selected_inferior().pid and len(stops) < 1500:
    try:
        frame = gdb.selected_frame()
        if frame.name() not in ("solve(int)", "solve"):
            gdb.execute("finish", to_string=True)
            continue
        line = frame.find_sal().line
        stops.append(line)
        call = "solve(k + 1)" in gdb.execute(f"list {line},{line}", to_string=True)
        gdb.execute("step" if call else "next", to_string=True)
    except gdb.error:
        break
print("STOPS", " ".join(map(str, stops)))
"#;

/// The narration speaks of the line the code panel marks: by try, each step's narration is of
/// the kind of its line (a try at the placement, a take-back at the take-back, a dead end at
/// `return false`, the solution at the print); by line, each line's narration is of that line,
/// about the line's own cell and digit. Over the first 30,000 steps of the adversary and the
/// whole of BOJ 2239's sample.
#[test]
fn the_narration_speaks_of_the_marked_line() {
    use sudoku_core::names::{Mark, Place};
    use sudoku_core::player::{LineNarration as L, Narration as N, Player};
    let mut roles_seen = std::collections::HashSet::new();
    let mut checked = 0;
    for (line, steps) in [
        (common::adversary_line(), 30_000),
        (sample_line("boj2239_sample1.in"), u64::MAX),
    ] {
        let mut player = Player::new(&grid(&line), Strategy::Classic).unwrap();
        for _ in 0..steps {
            // Each line of the next step, narrated on the board shown before it.
            if let Some(next) = player.next_lines() {
                for traced in next.iter() {
                    roles_seen.insert(traced.role);
                    let cell = traced.cell.map(Place::from);
                    let digit = traced.digit.map(Mark::from);
                    let said = player.narrate_line(&traced);
                    let fits = match (&said, traced.role) {
                        (L::Enter { depth }, Role::Enter) => *depth == traced.depth,
                        (L::Full { depth, .. }, Role::Full) => *depth == traced.depth,
                        (L::Cell { cell: c }, Role::Cell) | (L::Box { cell: c, .. }, Role::Box) => {
                            Some(*c) == cell
                        }
                        (L::Loop { cell: c, digit: d }, Role::Loop) => {
                            Some(*c) == cell && *d == digit
                        }
                        (
                            L::Check {
                                cell: c, digit: d, ..
                            },
                            Role::Check,
                        )
                        | (L::Place { cell: c, digit: d }, Role::Place)
                        | (L::Undo { cell: c, digit: d }, Role::Undo) => {
                            Some(*c) == cell && Some(*d) == digit
                        }
                        (
                            L::Call {
                                cell: c,
                                digit: d,
                                depth,
                            },
                            Role::Call,
                        ) => Some(*c) == cell && Some(*d) == digit && *depth == traced.depth + 1,
                        (L::Fail { cell: c }, Role::Fail) => Some(*c) == cell,
                        (L::Print, Role::Print) | (L::Solved, Role::Solved) => true,
                        _ => false,
                    };
                    assert!(fits, "{:?} said as {said:?}", traced.role);
                }
            }
            player.step_forward();
            let Some(explanation) = player.explain() else {
                break;
            };
            checked += 1;
            let said = player.narrate(Some(&explanation));
            let fits = matches!(
                (&said, explanation.line),
                (N::Try { .. }, Role::Place)
                    | (N::TakeBack { .. }, Role::Undo)
                    | (N::DeadEnd { .. }, Role::Fail)
                    | (N::Solution { .. }, Role::Print)
            );
            assert!(fits, "{:?} said as {said:?}", explanation.line);
            if player.at_end() {
                break;
            }
        }
    }
    assert_eq!(
        roles_seen.len(),
        Role::CLASSIC.len(),
        "every line but the deductions"
    );
    assert!(checked > 30_000, "{checked} steps");
}
