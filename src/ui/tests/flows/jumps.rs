//! Far jumps: a seek far into a classic search is explored by every worker in parts, handed
//! over as they finish, given up when the worker fails or a run starts, and drawn at most every
//! 100 ms.

use super::*;

#[test]
fn a_link_far_into_a_classic_search_asks_every_worker_and_leaving_it_stops_them() {
    let adversary = &format!("{}\n", adversary_line());
    let link = Link {
        text: Text::from(adversary.to_string()),
        choice: FormatChoice::Auto,
        board: 0,
        strategy: Strategy::Classic,
        speed: 3,
        step: 50_000_000,
        study: false,
        step_by: StepBy::Try,
        line: None,
        predict: None,
        exercise: None,
    };
    let state = link.open(2);
    let run = state.player.run;
    let asked = state.outbox.take();
    // Every part of the search at once (the page draws itself before it hears the
    // workers), shared out in turn, each of this search.
    assert!(asked.len() > 200, "{} parts", asked.len());
    let expected: Vec<(To, u32)> = (0..asked.len() as u32)
        .map(|index| (To::Worker(index as usize % 2), index))
        .collect();
    let got: Vec<(To, u32)> = asked
        .iter()
        .map(|(to, request)| match request {
            Request::ExplorePart {
                run: r,
                index,
                givens,
                ..
            } if *r == run && givens == adversary.trim() => (*to, *index),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(got, expected);
    // Another strategy is another search: the workers stop exploring the old one.
    let other = reduce(
        state.clone(),
        Action::Player(PlayerAction::Strategy(Strategy::Fastest)),
    );
    assert_eq!(
        other.outbox.take(),
        vec![(To::Every, Request::StopExploring)]
    );
    // The workers' parts come back and the page is at the step in one frame.
    let mut page = Page::with(state);
    for (to, request) in asked {
        if page.state.player.jumping().is_none() {
            break;
        }
        page.ask_to(to, request);
    }
    let snapshot = page.state.player.snapshot();
    assert!(snapshot.explored >= 50_000_000, "{}", snapshot.explored);
    assert_eq!(page.state.player.jumping(), None, "the target is explored");
    page.act(Action::Player(PlayerAction::Frame {
        now: 16.0,
        idle_ms: None,
    }));
    assert_eq!(page.state.player.snapshot().position, 50_000_000);
    assert_eq!(page.state.player.target, None);
    // The board is the search's at that step, as stepping there one by one finds it.
    let mut plain = crate::player::Player::new(&page.state.board(), Strategy::Classic).unwrap();
    plain.explore(50_000_000);
    plain.seek_now(50_000_000);
    let shown = page.state.player.snapshot();
    assert_eq!(shown.grid, plain.search().grid());
    assert_eq!(shown.counters, plain.search().counters());
}

/// What a worker's answer asks of the workers goes at once, unless something in it needs
/// an input its worker does not hold (that waits for the page's drawing, which sends the
/// input).
#[test]
fn the_outbox_hands_over_at_once_only_what_needs_no_input() {
    let holds_none = |_, _| false;
    let outbox = Outbox::default();
    outbox.push_to(To::Every, Request::StopExploring);
    outbox.push(Request::Cancel { generation: 3 });
    assert_eq!(outbox.take_unless_input_needed(holds_none).len(), 2);
    assert!(outbox.take().is_empty());
    let serial = 5;
    let solve = |index| Request::Solve {
        generation: 1,
        serial,
        format: None,
        cap: 2,
        share: Share { index, of: 2 },
    };
    let waiting = vec![(To::Main, solve(0)), (To::Worker(1), solve(1))];
    assert!(waiting.iter().all(|(to, r)| input_needed(*to, r).is_some()));
    outbox.push_to(To::Every, Request::StopExploring);
    for (to, request) in waiting.clone() {
        outbox.push_to(to, request);
    }
    assert!(
        outbox.take_unless_input_needed(holds_none).is_empty(),
        "all wait"
    );
    // Worker 0 holds the input, worker 1 another: they still wait.
    let holds_one = |worker, s| worker == 0 && s == serial;
    assert!(outbox.take_unless_input_needed(holds_one).is_empty());
    // Both hold it: all go, in order.
    let mut expected = vec![(To::Every, Request::StopExploring)];
    expected.extend(waiting);
    assert_eq!(
        outbox.take_unless_input_needed(|_, s| s == serial),
        expected,
        "in order"
    );
}

/// The reducer sends each worker the next part as it finishes one: the first parts handed
/// out (eight each) cover about a third of the way to step 30,000,000 of the adversary.
#[test]
fn a_far_seek_hands_the_workers_parts_as_they_finish_them() {
    let adversary = &format!("{}\n", adversary_line());
    let state = AppState::new(adversary, FormatChoice::Auto).with_workers(2);
    let first = reduce(
        state.clone(),
        Action::Player(PlayerAction::Seek(30_000_000)),
    );
    assert_eq!(first.outbox.take().len(), 2 * jump::AHEAD);
    let mut page = Page::with(state);
    page.act(Action::Player(PlayerAction::Seek(30_000_000)));
    assert_eq!(page.state.player.jumping(), None, "the target is explored");
    let explored = page.state.player.snapshot().explored;
    assert!(explored >= 30_000_000, "{explored}");
}

#[test]
fn a_worker_that_fails_during_a_jump_gives_it_up() {
    let state = jumping();
    let failed = reduce(
        state,
        Action::Worker {
            from: 1,
            response: Response::Stopped,
            now: 0.0,
        },
    );
    assert_eq!(failed.player.jumping(), None, "the page seeks on its own");
    assert_eq!(
        failed.outbox.take(),
        vec![(To::Every, Request::StopExploring)]
    );
}

#[test]
fn solving_during_a_jump_gives_it_up() {
    let state = jumping();
    let solving = reduce(state, Action::Solve { now: 0.0 });
    assert_eq!(solving.player.jumping(), None);
    let letters = solving.outbox.take();
    assert_eq!(letters[0], (To::Every, Request::StopExploring));
    assert!(matches!(letters[1], (To::Main, Request::Solve { .. })));
}

#[test]
fn a_far_jumps_pieces_are_kept_each_and_drawn_at_most_every_100_ms() {
    let adversary = format!("{}\n", adversary_line());
    let state = AppState::new(&adversary, FormatChoice::Auto).with_workers(2);
    let state = reduce(state, Action::Player(PlayerAction::Seek(50_000_000)));
    let parts: Vec<Request> = state
        .outbox
        .take()
        .into_iter()
        .map(|(_, request)| request)
        .filter(|request| matches!(request, Request::ExplorePart { .. }))
        .take(3)
        .collect();
    assert_eq!(parts.len(), 3, "a jump's first parts");
    let mut worker = WorkerState::default();
    let pieces: Vec<Response> = parts
        .into_iter()
        .flat_map(|request| answer_now(&mut worker, request))
        .collect();
    let mut state = Rc::new(state);
    let mut drawn = Vec::new();
    for (i, response) in pieces.into_iter().enumerate() {
        let before = state.clone();
        let now = 300.0 + i as f64;
        state = before.clone().reduce(Action::Worker {
            from: 0,
            response,
            now,
        });
        assert!(
            !Rc::ptr_eq(&before, &state),
            "every piece changes the state"
        );
        drawn.push(*state != *before);
    }
    // The first piece is shown; the next, a millisecond apart, are kept without drawing.
    assert!(drawn[0], "the first piece is drawn");
    assert!(drawn[1..].iter().all(|d| !d), "{drawn:?}");
    assert!(
        state.player.snapshot().explored > 0,
        "the pieces were spliced"
    );
    // Any other change is drawn.
    let before = state.clone();
    let after = before.clone().reduce(Action::Player(PlayerAction::Heatmap));
    assert!(*after != *before);
}
