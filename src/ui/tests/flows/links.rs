//! Links: a link opens the page on its board, strategy, speed and step (a 16 x 16 one too), in
//! line mode, in predict mode, with an exercise; the page links back to what it shows.

use super::*;
use crate::ui::link::tests::fragment_of;
use crate::ui::link::LinkError;
use crate::ui::state::player::AskAt;

#[test]
fn a_link_brings_back_the_board_strategy_speed_and_step() {
    let mut page = Page::new(EXAMPLES[3].input, FormatChoice::Fixed(Format::Poj3074));
    page.act(Action::Input(InputAction::Pick(1)));
    page.act(Action::Player(PlayerAction::Strategy(
        Strategy::Lexicographic,
    )));
    page.act(Action::Player(PlayerAction::Speed(2)));
    let link = Link::of(&page.state, 40);
    let fragment = fragment_of(&link).expect("a short input");
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    let state = opened.open(1);
    assert_eq!(state.input.text.as_str(), EXAMPLES[3].input);
    assert_eq!(state.input.choice, FormatChoice::Fixed(Format::Poj3074));
    assert_eq!(state.board(), page.state.board());
    assert_eq!(state.input.current, 1);
    assert_eq!(state.player.strategy, Strategy::Lexicographic);
    assert_eq!(state.player.speed, 2);
    assert!(state.player.wants_frames(false), "on its way to step 40");
    assert_eq!(
        Motion::of(&state, &state.player.snapshot()),
        Motion::Seeking,
        "the address keeps the link's step until the player is there"
    );
    assert!(
        state.input.from_link,
        "not saved as the visitor's own input"
    );
    let edited = input(state, InputAction::Clear);
    assert!(!edited.input.from_link, "an edit makes it theirs");
}

#[test]
fn a_link_to_a_sixteen_by_sixteen_step_opens_on_that_step() {
    let text = sample("poj3076_sample1", "in");
    let Board::Sixteen(square) = format::parse(&text, Format::Poj3076).unwrap().puzzles()[0] else {
        panic!("a 16 x 16 board");
    };
    // Every step of the search, from a fresh one: the link goes half way.
    let mut fresh = crate::solver::any_size::SquareSearch::new(&square, Strategy::Lexicographic)
        .expect("no clash");
    let mut boards = vec![*fresh.board()];
    while fresh.step() != crate::solver::any_size::SquareStep::Exhausted {
        boards.push(*fresh.board());
    }
    let target = boards.len() as u64 / 2;
    assert!(target > 100, "a search of {} steps", boards.len());

    let mut page = Page::new(&text, FormatChoice::Auto);
    page.act(Action::Square(SquareAction::Strategy(
        Strategy::Lexicographic,
    )));
    page.act(Action::Square(SquareAction::Speed(2)));
    for _ in 0..5 {
        page.act(Action::Square(SquareAction::Step { forward: true }));
    }
    let link = Link::of(&page.state, 0);
    assert_eq!(
        (link.step, link.strategy, link.speed),
        (5, Strategy::Lexicographic, 2),
        "the 16 x 16 search's, not the 9 x 9 player's"
    );
    let fragment = fragment_of(&Link {
        step: target,
        ..link
    })
    .unwrap();
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    let mut state = opened.open(1);
    assert_eq!(state.player.target, None, "no 9 x 9 search to seek");
    let square = state.square.clone().expect("a 16 x 16 search");
    assert_eq!(square.target, Some(target));
    assert_eq!(
        (square.strategy(), square.speed),
        (Strategy::Lexicographic, 2)
    );
    assert!(square.wants_frames());
    assert_eq!(
        Motion::of(&state, &state.player.snapshot()),
        Motion::Seeking
    );
    // Frames on a clock past each frame's budget at every look: a chunk of steps a frame.
    state.clock = || {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|t| {
            t.set(t.get() + 1000.0);
            t.get()
        })
    };
    let mut frames = 0;
    while state.square.as_ref().unwrap().target.is_some() {
        state.apply(Action::Square(SquareAction::Frame { now: 0.0 }));
        frames += 1;
        assert!(frames < 100_000, "the seek never ends");
    }
    assert_eq!(frames, target.div_ceil(crate::ui::state::square::CHUNK));
    let watch = state.square.as_ref().unwrap().watch.as_ref().unwrap();
    assert_eq!(*watch.search().board(), boards[target as usize]);
    assert_eq!(Link::of(&state, 0).step, target);
    assert_eq!(Motion::of(&state, &state.player.snapshot()), Motion::Still);
    // A strategy a 16 x 16 search is not watched with keeps its own.
    let classic = Link {
        strategy: Strategy::Classic,
        ..opened
    };
    let state = classic.open(1);
    assert_eq!(state.square.unwrap().strategy(), Strategy::Dlx);
}

#[test]
fn a_link_in_line_mode_opens_on_its_line_and_the_page_links_to_it() {
    // Norvig's hard1, at a step whose next step runs more than two lines.
    let puzzle =
        ".....6....59.....82....8....45........3........6..3.54...325..6..................";
    let grid: crate::grid::Grid = puzzle.parse().unwrap();
    let mut player = crate::player::Player::new(&grid, Strategy::Classic).unwrap();
    player.seek_now(300);
    while player.next_lines().is_none_or(|next| next.len() <= 2) {
        player.step_forward();
    }
    let before = player.lines_run().unwrap();
    let link = Link {
        text: Text::from(format!("{puzzle}\n")),
        choice: FormatChoice::Auto,
        board: 0,
        strategy: Strategy::Classic,
        speed: 3,
        step: player.position(),
        study: true,
        step_by: StepBy::Line,
        line: Some(1),
        predict: None,
        exercise: None,
    };
    let fragment = fragment_of(&link).unwrap();
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    let mut page = Page::with(opened.open(1));
    let mut now = 0.0;
    while page.state.player.target.is_some() {
        now += 16.0;
        page.act(Action::Player(PlayerAction::Frame { now, idle_ms: None }));
        assert!(now < 100_000.0, "the link's step is never reached");
    }
    let snapshot = page.state.player.snapshot();
    let shown = snapshot.line.expect("a line shown");
    // The next step's second line: two lines after the step's own last one.
    assert_eq!(shown.number, before + 2);
    assert_eq!(Link::of(&page.state, snapshot.position), link);
}

#[test]
fn a_predict_link_opens_on_its_step_asking_and_the_page_links_to_it() {
    // The adversary at step 3,000, asking after take-backs: once the step is reached, the
    // next backtrack is run to and its cell asked about; the page's own link says so.
    let adversary = format!("{}\n", adversary_line());
    let link = Link {
        text: Text::from(adversary),
        choice: FormatChoice::Auto,
        board: 0,
        strategy: Strategy::Classic,
        speed: 3,
        step: 3_000,
        study: false,
        step_by: StepBy::Try,
        line: None,
        predict: Some(AskAt::AfterTakeBack),
        exercise: None,
    };
    let fragment = fragment_of(&link).unwrap();
    assert!(fragment.contains("&predict=back&"), "{fragment}");
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    assert_eq!(opened, link);
    let mut page = Page::with(opened.open(1));
    let mut now = 0.0;
    let mut frames_until = |page: &mut Page, done: fn(&AppState) -> bool| {
        while !done(&page.state) {
            now += 16.0;
            page.act(Action::Player(PlayerAction::Frame { now, idle_ms: None }));
            assert!(now < 100_000.0, "never done");
        }
    };
    frames_until(&mut page, |s| s.player.target.is_none());
    assert_eq!(page.state.player.snapshot().position, 3_000);
    assert!(page.state.player.predict.on);
    page.act(Action::Player(PlayerAction::NextBacktrack));
    frames_until(&mut page, |s| s.player.run_to.is_none());
    let snapshot = page.state.player.snapshot();
    let Some(crate::solver::Step::Backtrack { cell, .. }) = snapshot.last else {
        panic!("landed on {:?}", snapshot.last);
    };
    let asked = match &page.state.player.predict.asked {
        Some(crate::ui::state::player::Asked::Next(q)) => Some(q.cell),
        _ => None,
    };
    assert_eq!(asked, Some(cell));
    let again = Link::of(&page.state, snapshot.position);
    assert_eq!(again.predict, Some(AskAt::AfterTakeBack));
    // A value the page does not know is refused with its key.
    let bad = fragment.replace("predict=back", "predict=sometimes");
    assert!(matches!(
        Link::from_fragment(&bad),
        Err(LinkError::BadValue { key, .. }) if key == "predict"
    ));
}

#[test]
fn an_exercise_link_opens_on_its_step_with_the_exercise_and_the_page_links_to_it() {
    use crate::ui::state::exercise::{Grading, Said};
    use crate::ui::state::ExerciseAction;
    // A teacher's link: the adversary at step 50,000, seven steps to perform, graded at the end.
    let adversary = format!("{}\n", adversary_line());
    let link = Link {
        text: Text::from(adversary.clone()),
        choice: FormatChoice::Auto,
        board: 0,
        strategy: Strategy::Classic,
        speed: 3,
        step: 50_000,
        study: false,
        step_by: StepBy::Try,
        line: None,
        predict: None,
        exercise: Some((7, Grading::AtEnd)),
    };
    let fragment = fragment_of(&link).unwrap();
    assert!(fragment.contains("&exercise=7&grading=end&"), "{fragment}");
    let opened = Link::from_fragment(&fragment).unwrap().unwrap();
    assert_eq!(opened, link);
    let mut page = Page::with(opened.open(1));
    let mut now = 0.0;
    while page.state.player.target.is_some() {
        assert!(
            !page.state.exercise.is_shown(),
            "started before the step is reached"
        );
        now += 16.0;
        page.act(Action::Player(PlayerAction::Frame { now, idle_ms: None }));
        assert!(now < 100_000.0, "the link's step is never reached");
    }
    let running = page
        .state
        .exercise
        .running
        .as_ref()
        .expect("the exercise started");
    assert_eq!(running.exercise.start(), 50_000);
    assert_eq!(
        (running.exercise.length(), running.grading),
        (7, Grading::AtEnd)
    );
    // The board is the player's at that step, by its own search (replayed here).
    let mut player =
        crate::player::Player::new(&adversary.trim().parse().unwrap(), Strategy::Classic).unwrap();
    player.seek_now(50_000);
    assert_eq!(running.board(), player.search().grid());
    // The page links to the exercise where it started, after moves too.
    page.act(Action::Exercise(ExerciseAction::DeadEnd));
    assert_eq!(Link::of(&page.state, 50_000), link);
    assert_eq!(
        page.state.exercise.running.as_ref().unwrap().said,
        None::<Said>
    );
    // Out-of-range and unknown values are refused with their key.
    for (from, to, key) in [
        ("exercise=7", "exercise=0", "exercise"),
        ("exercise=7", "exercise=201", "exercise"),
        ("grading=end", "grading=later", "grading"),
    ] {
        let bad = fragment.replace(from, to);
        assert!(
            matches!(Link::from_fragment(&bad), Err(LinkError::BadValue { key: k, .. }) if k == key),
            "{bad}"
        );
    }
    // Graded at once is the default: not written.
    let each = Link {
        exercise: Some((20, Grading::EachMove)),
        ..link
    };
    let fragment = fragment_of(&each).unwrap();
    assert!(
        fragment.contains("&exercise=20&") && !fragment.contains("grading"),
        "{fragment}"
    );
    assert_eq!(Link::from_fragment(&fragment).unwrap().unwrap(), each);
}
