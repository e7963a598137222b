//! Exploring parts of the player's search for a long jump.

use super::*;

#[test]
fn parts_are_explored_in_turn_in_pieces_and_any_other_request_stops_them() {
    let adversary = &adversary_line();
    let givens: Grid = adversary.parse().unwrap();
    let mut page = Player::new(&givens, Strategy::Classic).unwrap();
    let parts = crate::player::parts::split(&page, 8).unwrap();
    let interval = crate::player::parts::interval_for(50_000_000);
    let ask = |index: usize| Request::ExplorePart {
        run: 3,
        jump: 0,
        index: index as u32,
        givens: adversary.into(),
        part: parts[index].clone(),
        interval,
    };
    let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(0), || 0.0) else {
        panic!("not an exploration");
    };
    assert_eq!(exploration.hear(ask(1)), None, "waits its turn");
    // A clock that moves 200 ms a look, in one long slice: a piece every few chunks of
    // steps.
    let t = Counter::new(0.0);
    let clock = || {
        t.set(t.get() + 200.0);
        t.get()
    };
    exploration.slice(clock, f64::INFINITY);
    // A part done ends the slice: its last piece goes to the page at once.
    let mut heard = exploration.hand_over();
    assert!(
        matches!(
            heard.last(),
            Some(Response::Part {
                index: 0,
                last: true,
                ..
            })
        ),
        "{heard:?}"
    );
    assert!(!exploration.is_over());
    exploration.slice(clock, f64::INFINITY);
    assert!(exploration.is_over());
    heard.extend(exploration.hand_over());
    let pieces_of = |part: u32| {
        heard
            .iter()
            .filter(|r| matches!(r, Response::Part { index, .. } if *index == part))
            .count()
    };
    assert!(
        pieces_of(0) >= 1 && pieces_of(1) > 1,
        "{} {}",
        pieces_of(0),
        pieces_of(1)
    );
    // Part 0 in pieces, in order, then part 1: each splices onto the page in turn.
    let mut expected = (0, 0);
    for response in &heard {
        let Response::Part {
            run: 3,
            jump: 0,
            index,
            piece,
            bytes,
            last,
        } = response
        else {
            panic!("{response:?}");
        };
        assert_eq!((*index, *piece), expected);
        let spliced = Player::from_bytes(&givens, bytes).expect("a piece of the search");
        assert!(page.splice(&spliced));
        expected = if *last {
            (index + 1, 0)
        } else {
            (*index, piece + 1)
        };
    }
    assert_eq!(expected, (2, 0), "both parts, whole");
    let mut whole = Player::new(&givens, Strategy::Classic).unwrap();
    whole.explore(page.explored());
    page.seek_now(page.explored());
    whole.seek_now(whole.explored());
    assert_eq!(page.search().counters(), whole.search().counters());
    // A stop ends it and is not answered; another request ends it and is answered later.
    let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0) else {
        panic!("not an exploration");
    };
    assert!(!exploration.is_over());
    assert_eq!(exploration.hear(Request::StopExploring), None);
    assert!(exploration.is_over());
    let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0) else {
        panic!("not an exploration");
    };
    let cancel = Request::Cancel { generation: 1 };
    assert_eq!(exploration.hear(cancel.clone()), Some(cancel));
    assert!(exploration.is_over());
    // Once stopped, a part of the same jump is not taken in (it starts an exploration of
    // its own afterwards); a part of another jump stops this one.
    let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0) else {
        panic!("not an exploration");
    };
    assert_eq!(exploration.hear(Request::StopExploring), None);
    assert_eq!(exploration.hear(ask(3)), Some(ask(3)));
    let Handled::Explore(mut exploration) = WorkerState::default().handle(ask(2), || 0.0) else {
        panic!("not an exploration");
    };
    let Request::ExplorePart {
        run,
        index,
        givens,
        part,
        interval,
        ..
    } = ask(3)
    else {
        unreachable!()
    };
    let next_jump = Request::ExplorePart {
        run,
        jump: 1,
        index,
        givens,
        part,
        interval,
    };
    assert_eq!(exploration.hear(next_jump.clone()), Some(next_jump));
    assert!(exploration.is_over());
    // A board that clashes or does not read has no search: an empty last piece says so.
    let mut worker = WorkerState::default();
    for givens in ["11".to_string() + &".".repeat(79), "x".into()] {
        let request = Request::ExplorePart {
            run: 1,
            jump: 0,
            index: 4,
            givens,
            part: parts[0].clone(),
            interval,
        };
        let answers = answer_now(&mut worker, request);
        let [Response::Part {
            run: 1,
            index: 4,
            bytes,
            last: true,
            ..
        }] = &answers[..]
        else {
            panic!("{answers:?}");
        };
        assert!(bytes.is_empty());
    }
}

#[test]
fn pieces_of_an_older_input_are_dropped() {
    let mut state = with_input(EXAMPLES[3].input, 2);
    // A late piece of input 1 must not be glued onto input 2.
    state.take_piece(1, "junk".into(), false);
    assert_eq!(state.input, (2, EXAMPLES[3].input.to_string()));
}
