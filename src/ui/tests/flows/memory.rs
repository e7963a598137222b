//! Memory given back: the workers that held a large input are replaced by fresh ones when it
//! goes (a wasm memory never shrinks), and nothing is lost by it.

use super::*;
use crate::ui::conversation::{self, Held, Post};
use crate::ui::state::{MadeAction, News};

/// Boards of 9,000 lines (more than [`LARGE_INPUT`]), on a page of `workers` workers that has
/// read them and solved them all.
fn solved_large(workers: usize) -> (Page, String) {
    let text = large_lines(&TWO_PUZZLES, 9_000);
    assert!(text.len() > LARGE_INPUT);
    let state = AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(workers);
    let mut page = Page::with(state);
    page.act(Action::Input(InputAction::Text(text.clone().into())));
    page.solve();
    assert!(
        page.state.batch.as_ref().unwrap().shares() > 1,
        "a shared run"
    );
    assert_eq!(
        *page.output().unwrap(),
        judge::run(&text, None, None).unwrap().output
    );
    (page, text)
}

#[test]
fn clearing_a_large_input_replaces_every_worker_and_the_next_run_answers() {
    let (mut page, _) = solved_large(3);
    // Nothing replaced while the large input is there, nor by a small input's edits after.
    assert_eq!(page.retired, [0, 0, 0]);
    page.act(Action::Input(InputAction::Clear));
    assert_eq!(page.retired, [1, 1, 1]);
    // The fresh workers hold nothing: a run sends them the input first, and answers as the
    // judge's sample output says.
    page.act(Action::Input(InputAction::Text(
        sample("poj3074_sample1", "in").into(),
    )));
    page.solve();
    assert_eq!(
        *page.output().unwrap(),
        judge_sample_output("poj3074_sample1")
    );
    page.act(Action::Input(InputAction::Text(EXAMPLES[1].input.into())));
    page.act(Action::Input(InputAction::Clear));
    assert_eq!(page.retired, [1, 1, 1], "small inputs replace none");
}

#[test]
fn a_large_input_replaced_by_another_large_one_keeps_the_workers() {
    let (mut page, _) = solved_large(2);
    let other = large_lines(&TWO_PUZZLES[..1], 9_000);
    page.act(Action::Input(InputAction::Text(other.clone().into())));
    assert_eq!(page.retired, [0, 0]);
    page.solve();
    assert_eq!(
        *page.output().unwrap(),
        judge::run(&other, None, None).unwrap().output
    );
    // And back to a small one by a new puzzle: the worker that made it is replaced after
    // its answer, with the others.
    page.act(Action::Made(MadeAction::Make { seed: 3 }));
    assert!(!page.state.input.text.is_large());
    assert_eq!(page.retired, [1, 1]);
    assert!(
        matches!(page.state.made.news, Some(News::Made(..))),
        "the puzzle made is shown: {:?}",
        page.state.made.news
    );
}

#[test]
fn the_first_worker_goes_once_it_owes_no_answer() {
    for workers in [3, 1] {
        let text = large_lines(&TWO_PUZZLES, 9_000);
        let state = AppState::new(&text, FormatChoice::Auto).with_workers(workers);
        // A puzzle asked of the first worker, not answered yet.
        let making = reduce(state, Action::Made(MadeAction::Make { seed: 5 }));
        assert!(making.made.is_making());
        let asked = to_main(&making);
        let cleared = input(making, InputAction::Clear);
        let others: Vec<To> = (1..workers).map(To::Worker).collect();
        assert_eq!(cleared.outbox.retiring(), others);
        // Its answer heard, it goes too.
        let answered = hear(cleared, &asked);
        assert!(matches!(answered.made.news, Some(News::Made(..))));
        let every: Vec<To> = others.iter().copied().chain([To::Main]).collect();
        assert_eq!(answered.outbox.retiring(), every, "{workers} workers");
    }
    // With nothing owed, every worker goes at once.
    let text = large_lines(&TWO_PUZZLES, 9_000);
    let idle = AppState::new(&text, FormatChoice::Auto).with_workers(3);
    let cleared = input(idle, InputAction::Clear);
    let every = [To::Worker(1), To::Worker(2), To::Main];
    assert_eq!(cleared.outbox.retiring(), every);
}

#[test]
fn a_far_jump_is_given_up_when_its_workers_go() {
    // The adversary's board shown from a large input, a far jump under way; then a small text
    // with an error, which keeps the boards shown (and the player): the jump's parts handed
    // to the workers would never come, so it is given up and the page seeks on its own.
    let text = large_lines(&[&adversary_line()], 4_000);
    assert!(crate::ui::text::is_large(&text));
    let mut page = Page::with(AppState::new(EXAMPLES[1].input, FormatChoice::Auto).with_workers(2));
    page.act(Action::Input(InputAction::Text(text.into())));
    let jumping = reduce(
        page.state.clone(),
        Action::Player(PlayerAction::Seek(30_000_000)),
    );
    assert!(jumping.player.jumping().is_some());
    jumping.outbox.take();
    let edited = input(
        jumping,
        InputAction::Text(format!("{}\n", &adversary_line()[..80]).into()),
    );
    assert!(!edited.input.text.is_large());
    assert!(edited.player.jumping().is_none(), "the jump is given up");
    let sent = edited.outbox.take();
    assert!(
        sent.contains(&(To::Every, Request::StopExploring)),
        "{sent:?}"
    );
    assert!(!edited.outbox.retiring().is_empty());
}

/// Workers replaced as they are heard would drop the listener that hears them: while some are
/// retired, what an answer asks waits for the page's drawing, which replaces them first.
#[test]
fn while_workers_are_retired_what_an_answer_asks_waits_for_the_drawing() {
    #[derive(Default)]
    struct Workers {
        retired: Vec<To>,
        sent: Vec<(To, Request)>,
    }
    impl Post for Workers {
        fn serving(&self, i: usize) -> usize {
            i
        }
        fn input_sent_to(&mut self, _: usize, _: u64) -> Option<u64> {
            None
        }
        fn send(&mut self, to: To, request: Request) {
            self.sent.push((to, request));
        }
        fn retire(&mut self, to: To) {
            assert!(self.sent.is_empty(), "retired before anything is sent");
            self.retired.push(to);
        }
    }
    let outbox = Outbox::default();
    outbox.retire(To::Every);
    outbox.push(Request::StopExploring);
    assert!(outbox.take_unless_input_needed(|_, _| true).is_empty());
    // The drawing: the workers are replaced, then sent what waited.
    let mut workers = Workers::default();
    conversation::renew(&outbox, &mut workers);
    let held = Held {
        serial: 1,
        text: &Text::default(),
    };
    conversation::deliver(outbox.take(), held, &mut workers);
    assert_eq!(workers.retired, [To::Every]);
    assert_eq!(workers.sent, [(To::Main, Request::StopExploring)]);
    // Nothing retired: an answer's requests go at once.
    outbox.push(Request::StopExploring);
    assert_eq!(outbox.take_unless_input_needed(|_, _| true).len(), 1);
}
