//! What must hold for every input: each check knows the answer from the rules, the givens and
//! the plain recursion of the judges' solutions (`common::reference`), not from the code under
//! test. A check returns why it failed; a panic is caught by the driver.

use crate::common::{reference, why_invalid};
use crate::generate::{mutate, Rng};
use sudoku_core::board::Board;
use sudoku_core::format::{self, ErrorKind, Format, Framing, ParseErrors};
use sudoku_core::grid::Grid;
use sudoku_core::judge::{self, Check, JudgeError, Unsolvable};
use sudoku_core::player::{Event, Player};
use sudoku_core::solver::any_size::{SquareSearch, SquareStep};
use sudoku_core::solver::{Search, Step, Strategy};
use sudoku_core::square::Square;

/// Steps a strategy may take on one board before the check gives up on it (a random sparse
/// board can make the classic search run for hours).
const STEP_CAP: u64 = 200_000;
/// The same for the reference recursion, in calls.
const CALL_CAP: u64 = 400_000;
/// Boards of one input that are solved, played and judged (the parse checks see them all).
const BOARDS_CHECKED: usize = 3;
/// The furthest step the player checks are sent to.
const PLAY_SPAN: u64 = 3_000;

/// What the checks saw, for the summary.
#[derive(Default)]
pub struct Tally {
    pub parsed: u64,
    pub boards: u64,
    pub solved: u64,
    pub capped: u64,
    pub answers: u64,
    pub outputs_judged: u64,
    pub player_moves: u64,
}

type Outcome = Result<(), String>;

macro_rules! ensure {
    ($cond:expr, $($why:tt)+) => {
        if !$cond {
            return Err(format!($($why)+));
        }
    };
}

pub fn input(text: &str, rng: &mut Rng, tally: &mut Tally) -> Outcome {
    for format in Format::ALL {
        match format::parse(text, format) {
            Ok(parsed) => {
                tally.parsed += 1;
                ensure!(parsed.format == format, "parsed as {}", parsed.format);
                ensure!(!parsed.boards.is_empty(), "{format}: read with no board");
                round_trip(format, &parsed.puzzles())?;
            }
            Err(errors) => errors_are_sound(text, format, &errors)?,
        }
    }
    let Ok(parsed) = format::parse_detected(text) else {
        ensure!(
            matches!(judge::run(text, None, None), Err(JudgeError::Parse(_))),
            "the judge reads what the parser rejects"
        );
        return Ok(());
    };
    let detected = parsed.format;
    for board in parsed.boards.iter().take(BOARDS_CHECKED) {
        if let Board::Sixteen(square) = &board.board {
            continued_sixteen(square, rng)?;
            smallest_sixteen(square)?;
        }
    }
    // The 9 x 9 boards are checked against the reference recursion; the others (16 x 16,
    // Sudominoku) by the tests of their own (tests/solver.rs, tests/cli.rs).
    let Some(boards) = parsed
        .boards
        .iter()
        .map(|b| b.board.nine().copied())
        .collect::<Option<Vec<Grid>>>()
    else {
        return Ok(());
    };
    tally.boards += boards.len() as u64;
    let mut smallest = Vec::new();
    for grid in boards.iter().take(BOARDS_CHECKED) {
        smallest.push(solve_every_way(grid, tally)?);
        if !clashes(&grid.to_line('.')) {
            play(grid, rng, tally)?;
            continued(grid, rng)?;
        }
    }
    judge_run(text, detected, &boards, &smallest, rng, tally)
}

/// Errors are in the order of the text, located inside it, and their messages print nothing
/// invisible.
fn errors_are_sound(text: &str, format: Format, errors: &ParseErrors) -> Outcome {
    ensure!(
        !errors.first().is_empty(),
        "{format}: an error list with no error"
    );
    ensure!(
        errors.total() >= errors.first().len(),
        "{format}: total below the list"
    );
    let at: Vec<(usize, usize)> = errors.first().iter().map(|e| (e.line, e.column)).collect();
    ensure!(at.is_sorted(), "{format}: errors out of text order: {at:?}");
    let lines = editor_lines(text);
    for e in errors.first() {
        ensure!(
            e.line >= 1 && e.line <= lines.len().max(1),
            "{format}: line {} of {}",
            e.line,
            lines.len()
        );
        let width = lines.get(e.line - 1).map_or(0, |l| l.chars().count());
        ensure!(
            e.column >= 1 && e.column <= width + 1,
            "{format}: `{e}` past the end of its line ({width} characters)"
        );
        let message = e.to_string();
        if let Some(c) = message.chars().find(|&c| invisible(c)) {
            return Err(format!(
                "{format}: message prints U+{:04X}: {message:?}",
                c as u32
            ));
        }
    }
    Ok(())
}

/// A character a message must not print as itself.
fn invisible(c: char) -> bool {
    (c.is_whitespace() && c != ' ')
        || c.is_control()
        || matches!(c, '\u{FEFF}' | '\u{FFFD}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}')
}

/// Lines as an editor numbers them (`\n`, `\r\n` or `\r` ends one), byte-order marks at the
/// start skipped.
fn editor_lines(text: &str) -> Vec<String> {
    text.trim_start_matches('\u{FEFF}')
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .split('\n')
        .map(str::to_string)
        .collect()
}

/// Writing boards as `format` and reading them back gives the same boards, and the written
/// text is detected as `format`.
fn round_trip(format: Format, boards: &[Board]) -> Outcome {
    let written = format::write_input(format, boards);
    let back = format::parse(&written, format).map_err(|e| format!("{format}: own text: {e}"))?;
    let back = back.puzzles();
    ensure!(
        back.len() <= boards.len() && back[..] == boards[..back.len()],
        "{format}: boards change when written and read"
    );
    // POJ 2676 and 2918 share their framing: detection tells them apart by the boards
    // (Tudoku's are filled by its rule), which a written board may or may not be.
    let family = |f: Option<Format>| match f {
        Some(Format::Poj2918) => Some(Format::Poj2676),
        other => other,
    };
    ensure!(
        family(format::detect(&written)) == family(Some(format)),
        "{format}: its own text is detected as {:?}",
        format::detect(&written)
    );
    Ok(())
}

/// Whether two givens of the same unit hold the same digit (`line` uses `.` for empty).
fn clashes(line: &str) -> bool {
    let b = line.as_bytes();
    (0..81).any(|i| {
        (i + 1..81).any(|j| {
            let same_unit =
                i / 9 == j / 9 || i % 9 == j % 9 || (i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3);
            b[i] != b'.' && b[i] == b[j] && same_unit
        })
    })
}

/// Up to two solutions found by `strategy` in at most [`STEP_CAP`] steps; `None` if it ran out.
fn search(grid: &Grid, strategy: Strategy) -> Result<Option<Vec<String>>, String> {
    let mut search = match Search::new(grid, strategy) {
        Ok(search) => search,
        Err(conflict) => return Err(format!("{strategy}: a conflict that is none: {conflict}")),
    };
    let mut found = Vec::new();
    while search.counters().steps < STEP_CAP {
        match search.step() {
            Step::Solution => {
                found.push(search.grid().to_line('.'));
                if found.len() == 2 {
                    return Ok(Some(found));
                }
            }
            Step::Exhausted => return Ok(Some(found)),
            _ => {}
        }
    }
    Ok(None)
}

/// Every strategy on one board against the reference recursion. Returns the smallest
/// solution when the reference found it (what BOJ 2239 wants).
fn solve_every_way(grid: &Grid, tally: &mut Tally) -> Result<Option<String>, String> {
    let line = grid.to_line('.');
    if clashes(&line) {
        for strategy in Strategy::ALL {
            let Err(conflict) = Search::new(grid, strategy) else {
                return Err(format!("{strategy}: clashing givens searched: {line}"));
            };
            let (a, b) = (conflict.first, conflict.second);
            let same_unit =
                a.row() == b.row() || a.col() == b.col() || a.box_index() == b.box_index();
            let holds = |p: sudoku_core::names::Place| {
                p.cell()
                    .and_then(|c| grid.get(c))
                    .is_some_and(|d| d.to_char() == conflict.digit.char())
            };
            ensure!(
                a != b && same_unit && holds(a) && holds(b),
                "{strategy}: `{conflict}` is not a clash of {line}"
            );
        }
        return Ok(None);
    }
    let truth = reference(&line.replace('.', "0"), 2, CALL_CAP, 0);
    let finished = truth.calls <= CALL_CAP;
    for strategy in Strategy::ALL {
        let Some(found) = search(grid, strategy)? else {
            tally.capped += 1;
            continue;
        };
        tally.solved += 1;
        for solution in &found {
            if let Some(why) = why_invalid(&line, solution) {
                return Err(format!("{strategy} on {line}: {solution} is wrong: {why}"));
            }
        }
        ensure!(
            found.len() < 2 || found[0] != found[1],
            "{strategy} on {line}: the same solution twice"
        );
        if !finished {
            continue;
        }
        ensure!(
            found.len() == truth.solutions.len(),
            "{strategy} on {line}: {} solutions, the reference finds {}",
            found.len(),
            truth.solutions.len()
        );
        if strategy.finds_smallest_first() {
            ensure!(
                found == truth.solutions,
                "{strategy} on {line}: solutions not in the reference's order"
            );
        }
    }
    Ok(finished.then(|| truth.solutions.first().cloned()).flatten())
}

/// The state the page would show: board, stack and counters.
type Shown = (String, Vec<(usize, u8)>, sudoku_core::solver::Counters);

fn shown(search: &Search) -> Shown {
    (
        search.grid().to_line('.'),
        search.stack().map(|(c, d)| (c.index(), d.get())).collect(),
        search.counters(),
    )
}

/// Random moves of the player, each compared with plain stepping from the start.
fn play(grid: &Grid, rng: &mut Rng, tally: &mut Tally) -> Outcome {
    let strategy = *rng.pick(&Strategy::ALL);
    let mut player = Player::new(grid, strategy).map_err(|c| format!("player: {c}"))?;
    let plain = |steps: u64| -> Shown {
        let mut search = Search::watched(grid, strategy).expect("no clash");
        for _ in 0..steps {
            search.step();
        }
        shown(&search)
    };
    for _ in 0..1 + rng.below(6) {
        let before = player.position();
        let target = rng.next() % PLAY_SPAN;
        let what = match rng.below(7) {
            0 => {
                let budget = 1 + rng.next() % 500;
                let mut calls = 0;
                while !player.seek(target, budget) {
                    calls += 1;
                    ensure!(calls < 100_000, "seek({target}, {budget}) never arrives");
                }
                format!("seek({target}, budget {budget})")
            }
            1 => {
                let moved = player.seek(target, 0);
                ensure!(
                    player.position() == before || moved,
                    "seek({target}, 0) moved from {before} to {}",
                    player.position()
                );
                format!("seek({target}, 0)")
            }
            2 => {
                player.step_forward();
                "step forward".to_string()
            }
            3 => {
                player.step_back();
                ensure!(
                    player.position() == before.saturating_sub(1),
                    "step back from {before} went to {}",
                    player.position()
                );
                "step back".to_string()
            }
            4 => {
                let event = match rng.below(3) {
                    0 => Event::Backtrack,
                    1 => Event::DeadEnd,
                    _ => Event::Solution,
                };
                player.run_until(event, PLAY_SPAN);
                format!("run until {event:?}")
            }
            5 => {
                // Next solution at the end: the end moves past the next solution, and the
                // explorer's tight loop goes on from a full board.
                let cap = 2 + rng.below(4) as u64;
                let on = player.search_on(cap);
                let budget = 1 + rng.next() % 500;
                let mut calls = 0;
                while on && !player.seek(player.position() + PLAY_SPAN, budget) {
                    calls += 1;
                    ensure!(
                        calls < 100_000,
                        "after search_on({cap}) the seek never arrives"
                    );
                }
                format!("search_on({cap}), then on (budget {budget})")
            }
            _ => {
                player.seek_now(target);
                format!("seek_now({target})")
            }
        };
        tally.player_moves += 1;
        if let Some(end) = player.end() {
            ensure!(player.position() <= end, "{what}: past the end {end}");
        }
        let expected = plain(player.position());
        ensure!(
            shown(player.search()) == expected,
            "{strategy} player, {what}: step {} differs from stepping there",
            player.position()
        );
        ensure!(!player.narration().is_empty(), "{what}: no narration");
    }
    Ok(())
}

/// `step_many` with random budgets, large ones among them, against single steps, through up to
/// three solutions and on past them: the tight loops must go on from a full board exactly as
/// one step at a time does.
fn continued(grid: &Grid, rng: &mut Rng) -> Outcome {
    let strategy = *rng.pick(&Strategy::ALL);
    let watched = rng.chance(2);
    let start = if watched {
        Search::watched(grid, strategy)
    } else {
        Search::new(grid, strategy)
    };
    let Ok(mut many) = start else {
        return Ok(());
    };
    let mut one = many.clone();
    let mut solutions = 0;
    // An unbounded budget only where the search is known to be short: on boards of three
    // givens or fewer a solution is a few hundred steps away.
    let sparse = grid.filled() <= 3;
    while solutions < 3 && many.counters().steps < STEP_CAP / 10 && !many.is_exhausted() {
        let left = STEP_CAP / 10 - many.counters().steps;
        let budget = match rng.below(3) {
            0 if sparse => u64::MAX,
            0 => left,
            1 => 1 + rng.next() % 4,
            _ => (1 + rng.next() % 5_000).min(left),
        };
        let got = many.step_many(budget);
        let mut want = (0, None);
        while want.0 < budget {
            match one.step() {
                Step::Exhausted => {
                    want.1 = want.1.or(Some(Step::Exhausted));
                    break;
                }
                step => want = (want.0 + 1, Some(step)),
            }
            if want.1 == Some(Step::Solution) {
                break;
            }
        }
        ensure!(
            got == want,
            "{strategy} (watched: {watched}) step_many({budget}) gave {got:?}, single steps {want:?}"
        );
        ensure!(
            shown(&many) == shown(&one),
            "{strategy} (watched: {watched}): after step_many({budget}) the search differs"
        );
        if got.1 == Some(Step::Solution) {
            solutions += 1;
        }
    }
    Ok(())
}

/// The same for a 16 x 16 board's search.
fn continued_sixteen(square: &Square<16>, rng: &mut Rng) -> Outcome {
    let strategy = *rng.pick(&Strategy::ALL);
    let Ok(mut many) = SquareSearch::new(square, strategy) else {
        return Ok(());
    };
    let mut one = many.clone();
    let (mut solutions, mut steps) = (0, 0);
    while solutions < 3 && steps < STEP_CAP / 10 && !many.is_exhausted() {
        let budget = if rng.chance(3) {
            u64::MAX
        } else {
            1 + rng.next() % 2_000
        };
        let got = many.step_many(budget.min(STEP_CAP / 10 - steps));
        let mut want = (0, None);
        while want.0 < budget.min(STEP_CAP / 10 - steps) {
            match one.step() {
                SquareStep::Exhausted => {
                    want.1 = want.1.or(Some(SquareStep::Exhausted));
                    break;
                }
                step => want = (want.0 + 1, Some(step)),
            }
            if want.1 == Some(SquareStep::Solution) {
                break;
            }
        }
        ensure!(
            got == want,
            "16 x 16 {strategy} step_many({budget}): {got:?} against {want:?}"
        );
        ensure!(
            many.board() == one.board() && many.stack() == one.stack(),
            "16 x 16 {strategy}: after step_many({budget}) the search differs"
        );
        steps += got.0;
        if got.1 == Some(SquareStep::Solution) {
            solutions += 1;
        }
    }
    Ok(())
}

/// A 16 x 16 board's answer, as the judge run and the page give it (`analyze` with the
/// default strategy): the smallest solution, then the next one, each a solution by the rules;
/// on a board of a few solutions the two smallest of all of them, enumerated by the search that
/// counts.
fn smallest_sixteen(square: &Square<16>) -> Outcome {
    if !square.conflicts().is_empty() {
        return Ok(());
    }
    let board = Board::Sixteen(*square);
    let analysis = board.analyze(judge::default_strategy(Format::Poj3076), 1000);
    let shown: Vec<Vec<u8>> = [analysis.first, analysis.second]
        .into_iter()
        .flatten()
        .map(|s| s.values())
        .collect();
    let givens = square.values();
    for solution in &shown {
        ensure!(
            sixteen_solves(&givens, solution),
            "16 x 16: {solution:?} is no solution"
        );
    }
    ensure!(
        shown.len() < 2 || shown[0] < shown[1],
        "16 x 16: the second shown is not after the first"
    );
    let few = SquareSearch::new(square, Strategy::Dlx)
        .ok()
        .map(|mut search| {
            let mut every = Vec::new();
            // Dancing links can wander for minutes on a board with few givens: capped.
            while every.len() <= 64 && search.tally().steps < STEP_CAP {
                match search.step() {
                    SquareStep::Solution => every.push(search.board().values()),
                    SquareStep::Exhausted => return Some(every),
                    _ => {}
                }
            }
            None
        });
    if let Some(Some(mut every)) = few {
        every.sort();
        every.truncate(2);
        ensure!(
            shown == every,
            "16 x 16: not the two smallest of its {} solutions",
            every.len()
        );
    }
    Ok(())
}

/// Whether `solution` keeps `givens` and holds each of 1-16 once in every row, column and box.
fn sixteen_solves(givens: &[u8], solution: &[u8]) -> bool {
    let kept = (0..256).all(|i| givens[i] == 0 || givens[i] == solution[i]);
    kept && (0..48).all(|u| {
        let cells = (0..16).map(|k| match u {
            0..=15 => u * 16 + k,
            16..=31 => k * 16 + (u - 16),
            _ => ((u - 32) / 4 * 4 + k / 4) * 16 + (u - 32) % 4 * 4 + k % 4,
        });
        let seen = cells.fold(0u32, |seen, i| seen | 1 << solution[i]);
        seen == 0x1FFFE
    })
}

/// The whole judge run, its output checked against the rules, and Compare on that output
/// and on broken copies of it.
fn judge_run(
    text: &str,
    format: Format,
    boards: &[Grid],
    smallest: &[Option<String>],
    rng: &mut Rng,
    tally: &mut Tally,
) -> Outcome {
    // Every format's answer is by default the smallest solution (judge::default_strategy).
    let wants_smallest = true;
    match judge::run(text, None, None) {
        Ok(answer) => {
            tally.answers += 1;
            ensure!(answer.format == format, "answered as {}", answer.format);
            let solutions: Vec<String> = (0..boards.len())
                .map(|i| board_of(format, &answer.output, i))
                .collect();
            ensure!(
                answer.output == write_expected(format, &solutions),
                "the output is not laid out as {format} wants: {:?}",
                answer.output
            );
            for (i, (grid, solution)) in boards.iter().zip(&solutions).enumerate() {
                let line = grid.to_line('.');
                if let Some(why) = why_invalid(&line, solution) {
                    return Err(format!(
                        "board {}: {solution} does not solve {line}: {why}",
                        i + 1
                    ));
                }
                if let Some(Some(first)) = smallest.get(i).filter(|_| wants_smallest) {
                    ensure!(
                        solution == first,
                        "board {}: not the smallest solution",
                        i + 1
                    );
                }
            }
            compare(format, boards, &solutions, smallest, rng, tally)
        }
        Err(JudgeError::Unsolved(problems)) => {
            for problem in &problems {
                let Some(grid) = boards.get(problem.board - 1) else {
                    return Err(format!(
                        "unsolved board {} of {}",
                        problem.board,
                        boards.len()
                    ));
                };
                let line = grid.to_line('.');
                match problem.reason {
                    Unsolvable::Conflict(_) => ensure!(clashes(&line), "{line}: no clash"),
                    Unsolvable::NoSolution => {
                        ensure!(!clashes(&line), "{line}: a clash called no solution");
                        let truth = reference(&line.replace('.', "0"), 1, CALL_CAP, 0);
                        ensure!(truth.solutions.is_empty(), "{line} has a solution");
                    }
                }
            }
            Ok(())
        }
        Err(e) => Err(format!(
            "the detected format reads, but the judge says: {e}"
        )),
    }
}

/// Board `i` of an output in `format`: its cells in order, digits and `.` for anything else
/// (headings left out, and LeetCode's brackets and quotes).
fn board_of(format: Format, output: &str, i: usize) -> String {
    let text: String = output
        .lines()
        .filter(|l| !l.starts_with("Scenario #"))
        .collect();
    let cells: Vec<char> = if format == Format::LeetCode {
        text.split('"')
            .skip(1)
            .step_by(2)
            .flat_map(str::chars)
            .collect()
    } else {
        text.chars().filter(|c| !c.is_whitespace()).collect()
    };
    cells
        .iter()
        .skip(i * 81)
        .take(81)
        .map(|&c| {
            if c.is_ascii_digit() && c != '0' {
                c
            } else {
                '.'
            }
        })
        .collect()
}

/// Boards (81 characters, `.` or `0` for empty) as the judge of `format` prints them.
fn write_expected(format: Format, boards: &[String]) -> String {
    let mut out = String::new();
    for board in boards {
        let cells: Vec<char> = board
            .chars()
            .map(|c| if c == '.' { '0' } else { c })
            .collect();
        match format {
            Format::Boj2580 => {
                for row in cells.chunks(9) {
                    let row: Vec<String> = row.iter().map(char::to_string).collect();
                    out += &(row.join(" ") + "\n");
                }
            }
            Format::Boj2239 | Format::Poj2676 => {
                for row in cells.chunks(9) {
                    out.extend(row);
                    out.push('\n');
                }
            }
            Format::Poj2918 => {
                out += &format!("Scenario #{}:\n", out.matches("Scenario").count() + 1);
                for row in cells.chunks(9) {
                    out.extend(row);
                    out.push('\n');
                }
                out.push('\n');
            }
            Format::Poj3074 | Format::Lines => {
                out.extend(cells);
                out.push('\n');
            }
            Format::LeetCode => {
                let rows: Vec<String> = cells
                    .chunks(9)
                    .map(|row| {
                        let cells: Vec<String> = row
                            .iter()
                            .map(|&c| format!("\"{}\"", if c == '0' { '.' } else { c }))
                            .collect();
                        format!("[{}]", cells.join(","))
                    })
                    .collect();
                out += &format!("[{}]\n", rows.join(","));
            }
            Format::Poj3076 | Format::Boj4574 => unreachable!("9 x 9 boards only"),
        }
    }
    out
}

/// Compare on the right output, on outputs with a board broken, missing or added, and on
/// mangled text: it accepts exactly what the rules accept.
fn compare(
    format: Format,
    boards: &[Grid],
    solutions: &[String],
    smallest: &[Option<String>],
    rng: &mut Rng,
    tally: &mut Tally,
) -> Outcome {
    if boards.len() > BOARDS_CHECKED {
        return Ok(());
    }
    let mut verdicts = |printed: &[String]| -> Result<(Vec<Check>, usize), String> {
        tally.outputs_judged += 1;
        let puzzles: Vec<Board> = boards.iter().map(|&g| Board::Nine(g)).collect();
        judge::check_output(format, &puzzles, &write_expected(format, printed))
            .map_err(|e| format!("Compare cannot read a written output: {e}"))
    };
    let (checks, extra) = verdicts(solutions)?;
    ensure!(
        extra == 0 && checks.iter().all(|c| *c == Check::Accepted),
        "the right output is not accepted: {checks:?}"
    );
    // One board changed: blanked, a digit changed, two cells swapped.
    let mut printed = solutions.to_vec();
    let i = rng.below(printed.len());
    let mut cells: Vec<u8> = printed[i].bytes().collect();
    let (a, b) = (rng.below(81), rng.below(81));
    match rng.below(3) {
        0 => cells[a] = b'.',
        1 => cells[a] = b'1' + rng.below(9) as u8,
        _ => cells.swap(a, b),
    }
    printed[i] = String::from_utf8(cells).expect("ASCII");
    let line = boards[i].to_line('.');
    let valid = why_invalid(&line, &printed[i].replace('.', "0")).is_none();
    let smallest_ok = format != Format::Boj2239
        || smallest
            .get(i)
            .cloned()
            .flatten()
            .is_none_or(|s| s == printed[i]);
    let (checks, _) = verdicts(&printed)?;
    let accepted = checks[i] == Check::Accepted;
    if smallest.get(i).cloned().flatten().is_some() || format != Format::Boj2239 {
        ensure!(
            accepted == (valid && smallest_ok),
            "board {}: Compare says {:?} of {} for {line}",
            i + 1,
            checks[i],
            printed[i]
        );
    } else {
        ensure!(
            !accepted || valid,
            "board {}: an invalid board accepted",
            i + 1
        );
    }
    // A board missing, a board too many.
    let (checks, _) = verdicts(&solutions[..solutions.len() - 1])?;
    ensure!(
        checks.last() == Some(&Check::Missing),
        "a missing board: {checks:?}"
    );
    let mut more = solutions.to_vec();
    more.push(solutions[0].clone());
    if format.spec().framing == Framing::Single {
        // A one-board judge reads nothing after its board: Compare says where it starts.
        let text = write_expected(format, &more);
        let puzzles: Vec<Board> = boards.iter().map(|&g| Board::Nine(g)).collect();
        let errors = judge::check_output(format, &puzzles, &text).err();
        let first = errors
            .as_ref()
            .map(|e| (e.first()[0].line, e.first()[0].kind.clone()));
        ensure!(
            first == Some((10, ErrorKind::ExtraLine)),
            "a second board: {first:?}"
        );
    } else {
        let (_, extra) = verdicts(&more)?;
        ensure!(extra == 1, "one board too many counted as {extra}");
    }
    // Mangled text: never a panic; errors in order; a verdict per board.
    let mut text = write_expected(format, solutions);
    for _ in 0..1 + rng.below(3) {
        mutate(rng, &mut text);
    }
    tally.outputs_judged += 1;
    let puzzles: Vec<Board> = boards.iter().map(|&g| Board::Nine(g)).collect();
    match judge::check_output(format, &puzzles, &text) {
        Ok((checks, _)) => ensure!(checks.len() == boards.len(), "{} verdicts", checks.len()),
        Err(errors) => errors_are_sound(&text, format, &errors)?,
    }
    Ok(())
}
