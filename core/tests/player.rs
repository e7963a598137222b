//! The player reaches every step exactly as stepping one by one does, in bounded memory.

mod common;

use common::{adversary_line, grid, puzzle_lines, reference};
use proptest::prelude::*;
use sudoku_core::code::{Role, Roles};
use sudoku_core::grid::Grid;
use sudoku_core::player::parts::{interval_for, split, Part};
use sudoku_core::player::{Event, Player, MAX_BUCKETS, MAX_CHECKPOINTS};
use sudoku_core::solver::{Search, Step, Strategy};

/// What the page shows of a state, to compare two ways of reaching it.
fn snapshot(search: &Search) -> (String, Vec<(usize, u8)>, sudoku_core::solver::Counters) {
    (
        search.grid().to_line('.'),
        search.stack().map(|(c, d)| (c.index(), d.get())).collect(),
        search.counters(),
    )
}

fn hard_puzzles() -> Vec<String> {
    let mut lines = puzzle_lines("norvig_top95.txt");
    lines.truncate(12);
    lines
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn seeking_equals_stepping(
        index in 0usize..12,
        strategy in prop_oneof![Just(Strategy::Classic), Just(Strategy::Lexicographic), Just(Strategy::Fastest)],
        targets in proptest::collection::vec(0u64..300_000, 1..6),
    ) {
        let line = &hard_puzzles()[index];
        let mut player = Player::new(&grid(line), strategy).unwrap();
        for target in targets {
            player.seek_now(target);
            let k = player.position();
            prop_assert!(k == target || player.end() == Some(k));
            let mut fresh = Search::watched(&grid(line), strategy).unwrap();
            let mut last = None;
            for _ in 0..k {
                last = Some(fresh.step());
            }
            prop_assert_eq!(snapshot(player.search()), snapshot(&fresh));
            prop_assert_eq!(player.last_step(), last);
            // Back one and forward one returns to the same state.
            if k > 0 {
                player.step_back();
                prop_assert_eq!(player.position(), k - 1);
                player.step_forward();
                prop_assert_eq!(snapshot(player.search()), snapshot(&fresh));
                prop_assert_eq!(player.last_step(), last);
            }
        }
    }
}

#[test]
fn the_adversary_is_played_to_its_end_in_bounded_memory() {
    let line = &adversary_line();
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    while !player.explore(1 << 20) {
        assert!(player.checkpoint_count() <= MAX_CHECKPOINTS);
        assert!(player.overview().spans.len() <= MAX_BUCKETS);
    }
    let end = player.end().unwrap();
    // The counters agree with the reference recursion that BOJ 12095 describes.
    let expected = reference(line, 1, u64::MAX, 0);
    player.seek_now(end);
    assert_eq!(player.last_step(), Some(Step::Solution));
    let c = player.search().counters();
    assert_eq!(
        (c.placements, c.backtracks),
        (expected.placements, expected.takebacks)
    );
    assert_eq!(c.steps, end);
    assert_eq!(player.search().boj_calls(), Some(expected.calls));
    assert_eq!(player.search().grid().to_line('.'), expected.solutions[0]);
    // The overview covers the whole search; the deepest span reaches every empty cell.
    let overview = player.overview();
    assert!(overview.spans.len() > MAX_BUCKETS / 2 && overview.spans.len() <= MAX_BUCKETS);
    assert!(overview.width * overview.spans.len() as u64 >= end);
    let empty = line.bytes().filter(|&b| b == b'.' || b == b'0').count() as u8;
    assert_eq!(overview.spans.iter().map(|s| s.1).max(), Some(empty));
    // Any step is now a short replay away, and matches stepping there: check step 50 million
    // against a fresh search.
    player.seek_now(50_000_000);
    let mut fresh = Search::new(&grid(line), Strategy::Classic).unwrap();
    for _ in 0..50_000_000u64 {
        fresh.step();
    }
    assert_eq!(snapshot(player.search()), snapshot(&fresh));
    player.step_back();
    assert_eq!(player.position(), 49_999_999);
    assert!(player.checkpoint_count() <= MAX_CHECKPOINTS);
}

/// Issue 15, case 2: a backward seek with no budget leaves the state shown where it was
/// (it used to jump to the earlier checkpoint).
#[test]
fn a_seek_without_budget_stays_put() {
    let line = &puzzle_lines("norvig_hard1_not_unique.txt")[0];
    let mut player = Player::new(&grid(line), Strategy::Lexicographic).unwrap();
    player.seek(1302, 3713);
    assert_eq!(player.position(), 1302);
    let shown = snapshot(player.search());
    for target in [949, 0, 1303, 5000] {
        assert!(!player.seek(target, 0));
        assert_eq!(player.position(), 1302);
        assert_eq!(snapshot(player.search()), shown);
    }
    assert!(player.seek(1302, 0));
    player.seek_now(949);
    assert_eq!(player.position(), 949);
}

#[test]
fn seeking_works_in_small_budgets() {
    let line = &hard_puzzles()[0];
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    let mut calls = 0;
    while !player.seek(100_000, 1000) {
        calls += 1;
    }
    assert!(
        calls >= 99,
        "a budget of 1000 steps cannot reach step 100000 in {calls} calls"
    );
    assert_eq!(
        player.position(),
        100_000.min(player.end().unwrap_or(u64::MAX))
    );
}

#[test]
fn narration_says_what_happened() {
    let line = &hard_puzzles()[0];
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    assert!(player.narration().starts_with("Start: "));
    player.step_forward();
    let Some(Step::Place { cell, digit }) = player.last_step() else {
        panic!("classic starts by placing");
    };
    let text = player.narration();
    assert!(text.starts_with(&format!("{cell}: try {digit}")), "{text}");
    while !matches!(player.last_step(), Some(Step::DeadEnd { .. })) {
        player.step_forward();
    }
    let text = player.narration();
    assert!(
        text.contains(": no digit fits, return false. The check refused 1: "),
        "{text}"
    );
    assert!(text.contains("; 9: "), "all nine reasons: {text}");
    // A retried cell names the digits that failed there before.
    let mut retried = player.clone();
    loop {
        retried.step_forward();
        if let Some(Step::Place { cell, digit }) = retried.last_step() {
            let explanation = retried.explain().unwrap();
            if let Some(first) = explanation.tried.first() {
                assert!(first < digit, "{cell}: {first} before {digit}");
                let text = retried.narration();
                assert!(text.contains(&format!(" ({first}")), "{text}");
                assert!(text.contains("failed further down"), "{text}");
                break;
            }
        }
    }
    // A take-back says what comes next, and never a digit that does not exist.
    for _ in 0..5000 {
        player.step_forward();
        if let Some(Step::Backtrack { cell, .. }) = player.last_step() {
            let text = player.narration();
            let mut ahead = player.clone();
            ahead.step_forward();
            match ahead.last_step() {
                Some(Step::Place { cell: c, digit }) if c == cell => {
                    assert!(text.ends_with(&format!("next, try {digit}")), "{text}")
                }
                _ => assert!(
                    text.contains("no digit left to try, so return false to "),
                    "{text}"
                ),
            }
        }
    }
}

/// The depths after each of the first `n` steps of a plain search (index 0: the start).
fn depths(line: &str, strategy: Strategy, n: u64) -> Vec<usize> {
    let mut search = Search::watched(&grid(line), strategy).unwrap();
    let mut depths = vec![0];
    for _ in 0..n {
        if search.step() == Step::Exhausted {
            break;
        }
        depths.push(search.depth());
    }
    depths
}

#[test]
fn the_overview_holds_each_spans_depths() {
    for (line, strategy) in [
        (&hard_puzzles()[0], Strategy::Classic),
        (&hard_puzzles()[1], Strategy::Classic),
        (&hard_puzzles()[2], Strategy::Fastest),
    ] {
        let mut player = Player::new(&grid(line), strategy).unwrap();
        // Explored in uneven budgets, as the page does.
        for budget in [1, 7, 1000, 5, 200_000, 3_000_000]
            .into_iter()
            .cycle()
            .take(30)
        {
            player.explore(budget);
        }
        let overview = player.overview().clone();
        let depths = depths(line, strategy, player.explored());
        assert!(overview.spans.len() <= MAX_BUCKETS);
        assert!(overview.width.is_power_of_two());
        for (i, &(low, high)) in overview.spans.iter().enumerate() {
            // Span i: from the state before its first step to its last step.
            let from = i * overview.width as usize;
            let to = ((i + 1) * overview.width as usize).min(depths.len() - 1);
            let seen = &depths[from..=to];
            let expected = (
                *seen.iter().min().unwrap() as u8,
                *seen.iter().max().unwrap() as u8,
            );
            assert_eq!(
                (low, high),
                expected,
                "span {i} of width {}",
                overview.width
            );
        }
    }
}

#[test]
fn running_to_an_event_stops_on_the_first_such_step() {
    let line = &hard_puzzles()[0];
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    player.seek_now(1234);
    let mut plain = player.search().clone();
    let mut expected = 1234;
    loop {
        expected += 1;
        if matches!(plain.step(), Step::Backtrack { .. }) {
            break;
        }
    }
    // In small budgets, as the page runs it over frames.
    while player.run_until(Event::Backtrack, 3).is_none() {}
    assert_eq!(player.position(), expected);
    assert!(matches!(player.last_step(), Some(Step::Backtrack { .. })));
    // A line: the next step that runs the check (a digit refused).
    let check = Roles::of(&[Role::Check]);
    assert_eq!(player.run_until(Event::Lines(check), u64::MAX), Some(true));
    let explanation = player.explain().unwrap();
    assert!(explanation.ran.contains(Role::Check));
    // To the solution: the end.
    assert_eq!(player.run_until(Event::Solution, u64::MAX), Some(true));
    assert!(player.at_end());
    assert_eq!(player.run_until(Event::Backtrack, u64::MAX), Some(false));
}

#[test]
fn running_to_a_dead_end_stops_on_it_with_every_strategy() {
    let line = &hard_puzzles()[0];
    for strategy in Strategy::ALL {
        let mut player = Player::new(&grid(line), strategy).unwrap();
        let mut plain = player.search().clone();
        for _ in 0..3 {
            // The plain search's next dead end: no digit fits a cell, or a digit no place.
            let mut expected = player.position();
            let found = loop {
                expected += 1;
                match plain.step() {
                    Step::DeadEnd { .. } | Step::NoPlace { .. } => break true,
                    Step::Solution | Step::Exhausted => break false,
                    _ => {}
                }
            };
            if !found {
                break;
            }
            while player.run_until(Event::DeadEnd, 5).is_none() {}
            assert_eq!(player.position(), expected, "{strategy:?}");
            assert!(
                matches!(
                    player.last_step(),
                    Some(Step::DeadEnd { .. } | Step::NoPlace { .. })
                ),
                "{strategy:?}: {:?}",
                player.last_step()
            );
        }
    }
}

#[test]
fn searching_on_finds_the_next_solutions_in_order() {
    let line = &puzzle_lines("norvig_hard1_not_unique.txt")[0];
    let expected = reference(line, 3, u64::MAX, 0);
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    for (i, solution) in expected.solutions.iter().enumerate() {
        if i > 0 {
            assert!(player.can_search_on());
            assert!(player.search_on(10));
        }
        assert_eq!(player.run_until(Event::Solution, u64::MAX), Some(true));
        assert_eq!(
            &player.search().grid().to_line('.'),
            solution,
            "solution {}",
            i + 1
        );
        assert_eq!(player.search().counters().solutions, i as u64 + 1);
        assert!(player.at_end());
    }
    // The cap is the page's: no more than it.
    assert!(!player.search_on(3));
}

#[test]
fn a_puzzle_without_solution_ends_where_the_search_does() {
    // No clash among the givens, but r1c9 can hold nothing.
    let line = "12345678.........9".to_string() + &".".repeat(63);
    let mut fresh = Search::new(&grid(&line), Strategy::Classic).unwrap();
    let mut steps = 0;
    let mut last = None;
    loop {
        match fresh.step() {
            Step::Exhausted => break,
            step => last = Some(step),
        }
        steps += 1;
    }
    let mut player = Player::new(&grid(&line), Strategy::Classic).unwrap();
    while !player.explore(7) {}
    assert_eq!(player.end(), Some(steps));
    player.seek_now(u64::MAX);
    assert_eq!(player.position(), steps);
    assert_eq!(player.last_step(), last);
    assert!(player.at_end());
}

/// Everything the page shows of the state at the player's position: board, stack, counters,
/// tries per cell and the last step.
type Shown = (
    String,
    Vec<(usize, u8)>,
    sudoku_core::solver::Counters,
    Vec<u64>,
    Option<Step>,
);

fn shown(player: &Player) -> Shown {
    let search = player.search();
    let (grid, stack, counters) = snapshot(search);
    let tries = sudoku_core::grid::Cell::all()
        .map(|c| search.tries(c))
        .collect();
    (grid, stack, counters, tries, player.last_step())
}

/// Explores `part` as a worker does, handing it over in pieces of at most `piece` steps, until
/// the part ends or `limit` steps of it are explored: each piece's bytes.
fn explore_in_pieces(
    givens: &Grid,
    part: &Part,
    interval: u64,
    piece: u64,
    limit: u64,
) -> Vec<Vec<u8>> {
    let mut player = Player::part(givens, part, interval).expect("a part of this search");
    let mut pieces = Vec::new();
    let mut left = limit;
    loop {
        let before = player.explored();
        let done = player.explore(piece.min(left));
        left -= player.explored() - before;
        pieces.push(player.to_bytes().expect("a classic search"));
        if done || left == 0 {
            return pieces;
        }
        player = player.rest_of_part();
    }
}

/// Splices `part`'s pieces into `page`, each read back from its bytes; false if one does not
/// fit.
fn splice_all(page: &mut Player, givens: &Grid, pieces: &[Vec<u8>]) -> bool {
    pieces.iter().all(|bytes| {
        let piece = Player::from_bytes(givens, bytes).expect("its own bytes");
        page.splice(&piece)
    })
}

/// A long part handed over in many small pieces keeps the page's checkpoints as exploring in
/// one go does: no more of them, no longer an interval. (Each piece's checkpoints were once
/// kept as the page's own and thinned as such, which doubled the interval at every few hundred
/// pieces, without end: an overflow after about 27,000.)
#[test]
fn many_small_pieces_keep_the_checkpoints_as_one_go_does() {
    let givens = grid(&adversary_line());
    let mut page = Player::new(&givens, Strategy::Classic).unwrap();
    let mut count = 0;
    for part in split(&page.clone(), 1).unwrap() {
        if page.explored() >= 3_000_000 {
            break;
        }
        let limit = 3_000_000 - page.explored();
        let pieces = explore_in_pieces(&givens, &part, 1024, 1024, limit);
        count += pieces.len();
        assert!(splice_all(&mut page, &givens, &pieces));
    }
    assert!(count > 2 * MAX_CHECKPOINTS, "{count} pieces");
    let mut whole = Player::new(&givens, Strategy::Classic).unwrap();
    whole.explore(page.explored());
    assert_eq!(page.explored(), 3_000_000);
    assert!(page.checkpoint_count() <= MAX_CHECKPOINTS);
    assert!(
        page.interval() <= whole.interval(),
        "{} against {}",
        page.interval(),
        whole.interval()
    );
    for target in [2_999_999, 1_234_567, 1] {
        page.seek_now(target);
        whole.seek_now(target);
        assert_eq!(shown(&page), shown(&whole));
    }
}

/// A search explored in parts (as the workers do), the parts spliced in order, is the search
/// explored in one go: every step, the counters, the tries and the end; its overview shows at
/// least the depths each span went through, at most its neighbours'.
#[test]
fn a_search_explored_in_parts_is_the_search_explored_in_one_go() {
    let givens = grid(&adversary_line());
    let mut page = Player::new(&givens, Strategy::Classic).unwrap();
    // The page has explored a little of its own, and shows step 777.
    page.seek_now(777);
    let before = shown(&page);
    let parts = split(&page, 2000).expect("a classic search");
    assert!(parts.len() > 100, "{} parts", parts.len());
    let interval = interval_for(3_000_000);
    for part in &parts {
        if page.explored() >= 3_000_000 {
            break;
        }
        let pieces = explore_in_pieces(&givens, part, interval, 30_000, u64::MAX);
        assert!(splice_all(&mut page, &givens, &pieces));
    }
    assert_eq!(page.position(), 777, "the step shown stays");
    assert_eq!(shown(&page), before);
    assert!(page.checkpoint_count() <= MAX_CHECKPOINTS);

    let mut whole = Player::new(&givens, Strategy::Classic).unwrap();
    whole.explore(page.explored());
    assert_eq!(whole.explored(), page.explored());
    assert_eq!(page.end(), None);
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..40 {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let target = rng % page.explored();
        page.seek_now(target);
        whole.seek_now(target);
        assert_eq!(shown(&page), shown(&whole), "step {target}");
    }
    let (parted, one_go) = (page.overview(), whole.overview());
    assert_eq!(
        (parted.width, parted.spans.len()),
        (one_go.width, one_go.spans.len())
    );
    for (i, (p, w)) in parted.spans.iter().zip(&one_go.spans).enumerate() {
        let neighbours = &one_go.spans[i.saturating_sub(1)..(i + 2).min(one_go.spans.len())];
        let low = neighbours.iter().map(|s| s.0).min().unwrap();
        let high = neighbours.iter().map(|s| s.1).max().unwrap();
        assert!(
            p.0 <= w.0 && p.1 >= w.1 && p.0 >= low && p.1 <= high,
            "span {i}: {p:?}, {w:?}"
        );
    }
    // Both explore on to the same places.
    page.explore(1_000_000);
    whole.explore(1_000_000);
    page.seek_now(page.explored());
    whole.seek_now(whole.explored());
    assert_eq!(shown(&page), shown(&whole));
}

/// Parts splice only in order, onto the search they are parts of.
#[test]
fn a_part_splices_only_where_it_starts() {
    let givens = grid(&adversary_line());
    let page = Player::new(&givens, Strategy::Classic).unwrap();
    let parts = split(&page, 50).unwrap();
    let interval = interval_for(1 << 20);
    let first = explore_in_pieces(&givens, &parts[0], interval, u64::MAX, u64::MAX);
    let second = explore_in_pieces(&givens, &parts[1], interval, u64::MAX, u64::MAX);
    let mut out_of_order = page.clone();
    assert!(!splice_all(&mut out_of_order, &givens, &second));
    assert_eq!(out_of_order.explored(), 0);
    let mut twice = page.clone();
    assert!(splice_all(&mut twice, &givens, &first));
    assert!(!splice_all(&mut twice, &givens, &first));
    let other = grid(&puzzle_lines("norvig_hard1_not_unique.txt")[0]);
    assert!(Player::from_bytes(&other, &first[0]).is_none());
    assert!(
        Player::part(&other, &parts[1], interval).is_none() || {
            // The other puzzle might take the same digits there; its part is its own search.
            let mut other_page = Player::new(&other, Strategy::Classic).unwrap();
            !other_page.splice(&Player::from_bytes(&givens, &second[0]).unwrap())
        }
    );
}

/// Parts that reach the first solution end the search there, as exploring it in one go
/// does; searching on past it goes on from there.
#[test]
fn parts_end_at_the_first_solution() {
    for line in [
        &puzzle_lines("norvig_hard1_not_unique.txt")[0],
        &hard_puzzles()[3],
    ] {
        let givens = grid(line);
        let mut whole = Player::new(&givens, Strategy::Classic).unwrap();
        while !whole.explore(1 << 16) {}
        let mut page = Player::new(&givens, Strategy::Classic).unwrap();
        let interval = interval_for(whole.end().unwrap());
        for part in split(&page.clone(), 64).unwrap() {
            if page.end().is_some() {
                break;
            }
            let pieces = explore_in_pieces(&givens, &part, interval, 10_000, u64::MAX);
            assert!(splice_all(&mut page, &givens, &pieces));
        }
        assert_eq!(page.end(), whole.end());
        page.seek_now(u64::MAX);
        whole.seek_now(u64::MAX);
        assert_eq!(page.last_step(), Some(Step::Solution));
        assert_eq!(shown(&page), shown(&whole));
        assert!(page.search_on(10) && whole.search_on(10));
        while !page.explore(1 << 16) {}
        while !whole.explore(1 << 16) {}
        assert_eq!(page.end(), whole.end());
        page.seek_now(u64::MAX);
        whole.seek_now(u64::MAX);
        assert_eq!(shown(&page), shown(&whole));
    }
}

/// Only classic searches are handed over or split (the others are short).
#[test]
fn propagating_searches_are_not_handed_over() {
    let givens = grid(&puzzle_lines("norvig_hard1_not_unique.txt")[0]);
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let mut player = Player::new(&givens, strategy).unwrap();
        player.explore(100);
        assert!(player.to_bytes().is_none(), "{strategy}");
        assert!(split(&player, 4).is_none(), "{strategy}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Bytes that are not a whole, unchanged hand-over are refused or read as some search's
    /// state, never a panic; a cut is always refused.
    #[test]
    fn broken_bytes_never_panic(cut in any::<prop::sample::Index>(), flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..4)) {
        let givens = grid(&hard_puzzles()[1]);
        let mut player = Player::new(&givens, Strategy::Classic).unwrap();
        player.seek_now(5_000);
        let bytes = player.to_bytes().unwrap();
        let end = cut.index(bytes.len());
        prop_assert!(Player::from_bytes(&givens, &bytes[..end]).is_none());
        let mut changed = bytes.clone();
        for (at, value) in flips {
            let i = at.index(changed.len());
            changed[i] = value;
        }
        if let Some(mut read) = Player::from_bytes(&givens, &changed) {
            // Whatever it holds, it is a search of these givens that steps without panicking.
            read.seek_now(read.explored() + 100);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Whatever the puzzle, where the page's exploration is and how the rest is cut, the
    /// parts spliced in order give the search explored in one go.
    #[test]
    fn any_split_splices_into_the_whole(
        index in 0usize..12,
        explored in 0u64..20_000,
        count in 1usize..300,
        piece in prop_oneof![Just(u64::MAX), 1u64..5_000],
    ) {
        let givens = grid(&hard_puzzles()[index]);
        let mut page = Player::new(&givens, Strategy::Classic).unwrap();
        page.explore(explored);
        let interval = interval_for(200_000);
        for part in split(&page.clone(), count).unwrap() {
            if page.end().is_some() || page.explored() >= 200_000 {
                break;
            }
            // Only as far as the horizon: a part can be most of a long search.
            let limit = 200_000 - page.explored();
            let pieces = explore_in_pieces(&givens, &part, interval, piece, limit);
            prop_assert!(splice_all(&mut page, &givens, &pieces));
        }
        let mut whole = Player::new(&givens, Strategy::Classic).unwrap();
        whole.explore(page.explored());
        prop_assert_eq!(whole.explored(), page.explored());
        prop_assert_eq!(whole.end(), page.end());
        let explored = page.explored();
        for target in [explored, explored / 2, explored / 3 + 1, 1] {
            page.seek_now(target);
            whole.seek_now(target);
            prop_assert_eq!(shown(&page), shown(&whole));
        }
    }
}
