//! In the browser: the solver compiled to wasm gives the same answers as natively, and the
//! app renders and edits. (Solving goes through the web worker, which Trunk builds: the
//! end-to-end tests cover it.) Run with `cargo test --target wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

#[path = "../core/tests/common/mod.rs"]
mod common;

use sudoku_wasm::grid::Grid;
use sudoku_wasm::judge;
use sudoku_wasm::solver::{self, Strategy};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

macro_rules! sample {
    ($name:literal) => {
        (
            include_str!(concat!("../../shared/puzzles/judge_samples/", $name, ".in")),
            include_str!(concat!(
                "../../shared/puzzles/judge_samples/",
                $name,
                ".out"
            )),
        )
    };
}

#[wasm_bindgen_test]
fn judge_samples_give_the_expected_output() {
    for (input, expected) in [
        sample!("boj2580_sample1"),
        sample!("boj2239_sample1"),
        sample!("poj2676_sample1"),
        sample!("poj3074_sample1"),
    ] {
        let answer = judge::run(input, None, None).expect("sample solves");
        assert_eq!(answer.output, expected);
    }
}

fn grid(line: &str) -> Grid {
    line.parse()
        .unwrap_or_else(|e| panic!("not a puzzle line: {e}: {line}"))
}

#[wasm_bindgen_test]
fn counts_match_the_tdoku_test_file() {
    let file = include_str!("../../shared/puzzles/tdoku_test_puzzles.txt");
    for entry in file.lines().filter(|l| !l.is_empty()) {
        let mut fields = entry.split(':');
        let puzzle = grid(fields.next().unwrap());
        let expected: u64 = fields.next().unwrap().parse().unwrap();
        for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
            assert_eq!(
                solver::count(&puzzle, strategy, 1000),
                expected.min(1000),
                "{entry}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn classic_does_what_the_recursive_reference_does() {
    let hard20 = include_str!("../../shared/puzzles/attractivechaos_hard20.txt");
    let poj3074 = sample!("poj3074_sample1").0;
    // Platinum Blonde (about 1.6 million calls) and the two POJ 3074 samples.
    for line in [
        hard20.lines().nth(1).unwrap(),
        &poj3074[..81],
        &poj3074[82..163],
    ] {
        let expected = common::reference(line, 1, u64::MAX, 0);
        let mut search = solver::Search::new(&grid(line), Strategy::Classic).unwrap();
        while !matches!(search.step(), solver::Step::Solution) {}
        let c = search.counters();
        assert_eq!(
            (c.placements, c.backtracks),
            (expected.placements, expected.takebacks)
        );
        assert_eq!(search.grid().to_line('.'), expected.solutions[0]);
    }
}

#[wasm_bindgen_test]
async fn app_renders_a_board_and_edits_it() {
    let document = web_sys::window().unwrap().document().unwrap();
    if let Some(storage) = web_sys::window().unwrap().local_storage().unwrap() {
        storage.clear().unwrap();
        // English whatever the browser's language (the e2e specs try the others).
        storage.set_item("sudoku-wasm.locale", "en").unwrap();
    }
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    sudoku_wasm::ui::render_into(root.clone());
    yew::scheduler::flush().await;

    let cells = root.query_selector_all("[role=gridcell]").unwrap();
    assert_eq!(cells.length(), 81);
    assert_eq!(root.query_selector_all("[role=row]").unwrap().length(), 9);
    let first: web_sys::Element = cells.item(0).unwrap().dyn_into().unwrap();
    assert_eq!(
        first.get_attribute("aria-label").unwrap(),
        "row 1, column 1, empty"
    );

    // Typing on a cell edits the board; the same digit twice in a row is marked.
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("5");
    init.set_bubbles(true);
    let key = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    first.dispatch_event(&key).unwrap();
    yew::scheduler::flush().await;
    let first: web_sys::Element = root.query_selector("[role=gridcell]").unwrap().unwrap();
    assert_eq!(
        first.get_attribute("aria-label").unwrap(),
        "row 1, column 1, 5, given, conflicts with another given"
    );
    assert_eq!(first.get_attribute("aria-invalid").as_deref(), Some("true"));
    let input: web_sys::HtmlTextAreaElement = root
        .query_selector("#puzzle-input")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(input.value().starts_with("5 3 5 4"), "{}", input.value());
}
