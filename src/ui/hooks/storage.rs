//! The input and the format choice, kept across reloads.

use crate::ui::browser;
use crate::ui::examples::EXAMPLES;
use crate::ui::state::input::FormatChoice;
use crate::ui::state::AppState;
use crate::ui::text::Text;
use yew::prelude::*;

const INPUT_KEY: &str = "sudoku-wasm.input";
const FORMAT_KEY: &str = "sudoku-wasm.format";

/// The state from the last visit, or the first example.
pub(crate) fn saved_state() -> AppState {
    let choice = browser::load(FORMAT_KEY)
        .and_then(|id| id.parse().ok())
        .unwrap_or(FormatChoice::Auto);
    match browser::load(INPUT_KEY) {
        Some(text) => AppState::new(&text, choice),
        None => AppState::new(EXAMPLES[0].input, FormatChoice::Auto),
    }
}

/// Keeps what the user just typed or pasted at once, in the input's own event: the page's
/// saving ([`use_saved_input`]) comes after the change is drawn, which a slow or busy machine
/// can put a task or more later, and a reload or a closed tab before it would lose the last
/// edit. (A large text is stored as nothing: it cannot be kept, and the older input must not
/// come back in its place; the effect says so.) The address's link, written after the drawing
/// too, goes at once: a reload before it would open the link's older input.
pub(crate) fn keep_typed(text: &Text) {
    store_input(text);
    if !browser::location_hash().is_empty() {
        browser::replace_hash(None);
        HASH_DROPS.with(|drops| drops.set(drops.get() + 1));
    }
}

thread_local! {
    /// The input text stored last, and whether the browser took it: a text stored in its own
    /// event is not written again once it is drawn (a write of up to 256 KB blocks the page).
    static STORED: std::cell::RefCell<Option<(Text, bool)>> = const { std::cell::RefCell::new(None) };
    /// How many times [`keep_typed`] dropped the address's link.
    static HASH_DROPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many times what was typed dropped the address's link: the link is written again after
/// each, even for a state that ends as it was ([`crate::ui::hooks::use_link_in_address`]).
pub(crate) fn hash_drops() -> u64 {
    HASH_DROPS.with(|drops| drops.get())
}

/// Stores `text` as the input (a large one as nothing: it cannot be kept), unless it is the
/// text stored last; whether the browser took it.
fn store_input(text: &Text) -> bool {
    let last = STORED.with(|stored| match &*stored.borrow() {
        Some((last, ok)) if last == text => Some(*ok),
        _ => None,
    });
    last.unwrap_or_else(|| {
        let ok = browser::save(INPUT_KEY, text.small().unwrap_or(""));
        STORED.with(|stored| *stored.borrow_mut() = Some((text.clone(), ok)));
        ok
    })
}

/// Whether the input is kept across a reload, and if not, why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keeping {
    Kept,
    /// Too large to store: storage holds a few megabytes at most, and writing it blocks the
    /// page.
    TooLarge,
    /// The browser refused to store it (storage disabled, full, or throwing).
    Refused,
}

/// Saves the input and the format choice whenever they change; not a link's input until it is
/// edited (opening a link does not replace the visitor's own input). Says whether the input
/// is kept: the page tells the user when it is not, never loses it silently.
#[hook]
pub(crate) fn use_saved_input(state: &AppState) -> Keeping {
    let keeping = use_state_eq(|| Keeping::Kept);
    let text = state.input.text.clone();
    let from_link = state.input.from_link;
    {
        let keeping = keeping.clone();
        use_effect_with(
            (text, state.input.choice, from_link),
            move |(text, choice, from_link)| {
                if *from_link {
                    return;
                }
                let large = text.is_large();
                let stored = store_input(text) & browser::save(FORMAT_KEY, choice.id());
                keeping.set(match (stored, large) {
                    (false, _) => Keeping::Refused,
                    (true, true) => Keeping::TooLarge,
                    (true, false) => Keeping::Kept,
                });
            },
        );
    }
    *keeping
}
