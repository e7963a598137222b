//! Links anyone can craft, fuzzed: the fragments the page writes for every example and every
//! view (line stepping, predict, the study view), cut, mutated, repeated to megabytes, with
//! keys doubled, values overflowing and versions the page never wrote. Each must read as a link
//! or be refused with a reason, never panic; a link read opens a page state that plays a few
//! frames without panicking. Seeded (`FUZZ_SEED`, else the time, printed on failure); `FUZZ_LINKS`
//! sets how many (600 by default: a second).

use crate::ui::examples::EXAMPLES;
use crate::ui::link::tests::fragment_of;
use crate::ui::link::Link;
use crate::ui::state::{Action, PlayerAction};
use std::panic::{catch_unwind, AssertUnwindSafe};
use sudoku_core::rng::Rng;

/// The fragments the page writes: each example's, at a few steps and in each view.
fn fragments() -> Vec<String> {
    let mut out = Vec::new();
    for example in EXAMPLES {
        let Some(fragment) = fragment_of(&crate::ui::link::tests::link(example.input)) else {
            continue;
        };
        out.push(fragment.clone());
        for extra in [
            "by=line&line=3&",
            "view=study&",
            "predict=every&",
            "step=99999999999&",
        ] {
            out.push(fragment.replacen("&step=", &format!("&{extra}step="), 1));
        }
    }
    out
}

/// What goes into a mutated link: its own alphabet, escapes, separators, and a few characters
/// a link never holds.
const PIECES: &[&str] = &[
    "&",
    "=",
    "%",
    "%2",
    "%41",
    "%ZZ",
    "%00",
    "#",
    "v=",
    "v=0",
    "v=2",
    "p=",
    "z=",
    "step=",
    "line=",
    "by=",
    "format=",
    "board=0",
    "board=99999999999999999999",
    "strategy=",
    "speed=-1",
    "predict=",
    "view=",
    "exercise=",
    "0",
    "9",
    ".",
    "A",
    "_",
    "-",
    "é",
    "한",
    "\u{1F600}",
    "\n",
    " ",
    "+",
    "18446744073709551616",
];

fn mutate(rng: &mut Rng, fragment: &str) -> String {
    let mut chars: Vec<char> = fragment.chars().collect();
    let piece = |rng: &mut Rng| PIECES[rng.below(PIECES.len())];
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(7) {
            0 => chars.truncate(at),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 | 3 => {
                let piece: Vec<char> = piece(rng).chars().collect();
                chars.splice(at..at, piece);
            }
            4 if at < chars.len() => {
                let piece: Vec<char> = piece(rng).chars().collect();
                chars.splice(at..(at + 1).min(chars.len()), piece);
            }
            5 => {
                // A key doubled, or the whole fragment twice.
                let again: String = chars.iter().collect();
                chars.extend(format!("&{again}").chars());
            }
            _ => {
                // Oversized: a stretch repeated to a megabyte or so.
                let end = (at + 1 + rng.below(16)).min(chars.len());
                let stretch: Vec<char> = chars[at.min(end)..end].to_vec();
                if !stretch.is_empty() {
                    let times = (1 << 20) / stretch.len();
                    chars.splice(end..end, stretch.repeat(times));
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// Reads `fragment`; a link read opens and plays a few frames.
fn read_and_open(fragment: &str) {
    if let Ok(Some(link)) = Link::from_fragment(fragment) {
        let mut state = link.open(1);
        for frame in 0..3 {
            state.apply(Action::Player(PlayerAction::Frame {
                now: f64::from(frame) * 16.0,
                idle_ms: None,
            }));
        }
        let _ = state.player.snapshot();
    }
}

#[test]
fn crafted_links_are_read_or_refused_never_a_panic() {
    let seed = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| u64::from_str_radix(s.trim_start_matches("0x"), 16).ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    let count: usize = std::env::var("FUZZ_LINKS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(600);
    let fragments = fragments();
    assert!(fragments.len() >= EXAMPLES.len());
    let mut rng = Rng::new(seed);
    for i in 0..count {
        let base = &fragments[rng.below(fragments.len())];
        let fragment = mutate(&mut rng, base);
        let outcome = catch_unwind(AssertUnwindSafe(|| read_and_open(&fragment)));
        assert!(
            outcome.is_ok(),
            "link {i} of seed {seed:#x} panicked (FUZZ_SEED={seed:x} replays it): {:?}",
            fragment.chars().take(300).collect::<String>()
        );
    }
}
