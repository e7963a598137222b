//! The address follows what is on screen (a link to the exact step), and a link opens on it.

use super::saved_state;
use crate::ui::browser;
use crate::ui::link::{Link, LinkError, Motion};
use crate::ui::state::AppState;
use yew::prelude::*;

/// While the player moves, the address changes at most this often (browsers slow down pages
/// that rewrite it many times a second).
const MOVING_EVERY_MS: f64 = 1000.0;

/// The first state, for a page with `workers` workers: the link's when the address has one,
/// else the last visit's. A link that cannot be opened gives the last visit's page, and why.
pub(crate) fn first_state(workers: usize) -> (AppState, Option<LinkError>) {
    match Link::from_fragment(&browser::location_hash()) {
        Ok(Some(link)) => (link.open(workers), None),
        Ok(None) => (saved_state().with_workers(workers), None),
        Err(why) => {
            browser::replace_hash(None);
            (saved_state().with_workers(workers), Some(why))
        }
    }
}

/// Keeps the address's fragment on `link` (at once when still, at most once a second while
/// moving, not while seeking), and gives the fragment; `None` when the input is too large for a
/// link.
#[hook]
pub(crate) fn use_link_in_address(link: Link, motion: Motion) -> Option<String> {
    // Packing a puzzle is done once per input, not on every step.
    let puzzle = use_memo(link.text.clone(), Link::puzzle);
    let fragment = (*puzzle).as_ref().map(|p| link.fragment(p));
    let written = use_mut_ref(|| (f64::NEG_INFINITY, None::<String>, 0u64));
    {
        let fragment = fragment.clone();
        // What was typed drops the link at once (hooks::storage::keep_typed): written again
        // after that even when the state ends as it was.
        let drops = super::hash_drops();
        use_effect_with(
            (fragment, motion, drops),
            move |(fragment, motion, drops)| {
                let now = browser::now_ms();
                let mut w = written.borrow_mut();
                let due = match motion {
                    Motion::Still => true,
                    Motion::Moving => now - w.0 >= MOVING_EVERY_MS,
                    Motion::Seeking => false,
                };
                if (w.1 != *fragment || w.2 != *drops) && due {
                    browser::replace_hash(fragment.as_deref());
                    *w = (now, fragment.clone(), *drops);
                }
            },
        );
    }
    fragment
}

/// What pressing Copy link did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LinkCopy {
    Copied,
    /// The browser refused: the link, to be copied by hand.
    Failed(AttrValue),
    TooLarge,
}

/// The Copy link button's callback, and what the last press did (forgotten when the link
/// changes).
#[hook]
pub(crate) fn use_copy_link(fragment: Option<String>) -> (Callback<MouseEvent>, Option<LinkCopy>) {
    let copied = use_state_eq(|| None::<LinkCopy>);
    {
        let copied = copied.clone();
        use_effect_with(fragment.clone(), move |_| copied.set(None));
    }
    let on_copy = {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            copy_link(fragment.as_deref(), move |result| copied.set(Some(result)));
        })
    };
    (on_copy, (*copied).clone())
}

/// Copies the link to `fragment`, writing it to the address first; `done` hears how it went.
fn copy_link(fragment: Option<&str>, done: impl FnOnce(LinkCopy) + 'static) {
    let Some(fragment) = fragment else {
        done(LinkCopy::TooLarge);
        return;
    };
    browser::replace_hash(Some(fragment));
    // No text area to fall back on: refused, the link is shown to copy by hand.
    let link = browser::location_href();
    browser::copy(&js_sys::JsString::from(link.as_str()), "", move |ok| {
        done(if ok {
            LinkCopy::Copied
        } else {
            LinkCopy::Failed(link.into())
        });
    });
}
