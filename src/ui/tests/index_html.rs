//! `index.html` starts the workers before the page's wasm is loaded (by
//! `assets/start-workers.js`), so that script repeats two rules of the Rust code in JavaScript:
//! how many workers there are at most, and which links ask for all of them (a far jump into a
//! classic search). These tests hold its copies to the Rust constants.

use crate::ui::state::player::JUMP_MIN_STEPS;
use crate::ui::workers::MOST;

fn index_html() -> String {
    let read = |path: &str| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let html = read(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html"));
    // The script index.html runs first, in its head, before the page's own.
    let head = between(&html, "<head>", "</head>");
    let first = between(head, "<script src=\"", "\"");
    assert!(
        head.find("<script").unwrap() < head.find("data-trunk rel=\"rust\"").unwrap(),
        "the workers' script comes before the app's"
    );
    read(&format!("{}/assets/{first}", env!("CARGO_MANIFEST_DIR")))
}

/// The text between `start` and the next `end` after it.
fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text.find(start).unwrap_or_else(|| panic!("no `{start}`")) + start.len();
    let to = from
        + text[from..]
            .find(end)
            .unwrap_or_else(|| panic!("no `{end}`"));
    &text[from..to]
}

#[test]
fn index_html_starts_at_most_as_many_workers_as_the_page_takes_over() {
    let html = index_html();
    // `Math.min(Math.max(navigator.hardwareConcurrency || 1, 1), 8)`
    let cap = between(&html, "navigator.hardwareConcurrency || 1, 1), ", ")");
    assert_eq!(
        cap.trim().parse::<usize>().ok(),
        Some(MOST),
        "index.html caps at {cap}"
    );
}

#[test]
fn index_html_starts_every_worker_for_every_link_the_page_jumps_for() {
    let html = index_html();
    // `/(^#|&)step=\d{6,}(&|$)/`: steps of at least this many digits.
    let digits: u32 = between(&html, r"step=\d{", ",}")
        .parse()
        .expect("a number of digits");
    let least = 10u64.pow(digits - 1);
    assert!(
        least <= JUMP_MIN_STEPS,
        "index.html starts every worker from step {least}; the page jumps from {JUMP_MIN_STEPS}"
    );
    // Only classic searches are shared out, and index.html asks for classic.
    assert!(html.contains("(^#|&)strategy=classic(&|$)"));
}
