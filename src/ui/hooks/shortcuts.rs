//! The player's keyboard shortcuts, on the whole page.

use crate::grid::Digit;
use crate::player::Answer;
use crate::ui::state::player::PredictAction;
use crate::ui::state::{PlayerAction, SquareAction};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The player's shortcut for `e`, unless the user is typing somewhere (a text field, a menu,
/// the board) where the key means something else.
fn shortcut(e: &KeyboardEvent) -> Option<PlayerAction> {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return None;
    }
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let tag = target.tag_name();
    let within = |selector: &str| target.closest(selector).ok().flatten().is_some();
    // In the study view the board is watched, not edited: its keys are the player's.
    let studying = within(".layout.study");
    let typing = matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || (target.get_attribute("role").as_deref() == Some("gridcell") && !studying)
        || target.get_attribute("role").as_deref() == Some("tab")
        // Space on a focused button, link or summary presses, follows or opens it; but for
        // the player's own buttons, just clicked with the mouse, Space is play or pause, as
        // the page lists it (Enter still presses them).
        || (matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY")
            && e.key() == " "
            && !(tag == "BUTTON" && within(".player")));
    if typing {
        return None;
    }
    Some(match e.key().as_str() {
        " " => PlayerAction::PlayPause,
        "ArrowRight" => PlayerAction::Step { forward: true },
        "ArrowLeft" => PlayerAction::Step { forward: false },
        "Home" => PlayerAction::ToStart,
        "End" => PlayerAction::ToEnd,
        "+" | "=" => PlayerAction::Faster(true),
        "-" | "_" => PlayerAction::Faster(false),
        // Predict's answers (nothing when no question is asked): a digit, 0 for a dead end.
        "0" => PlayerAction::Predict(PredictAction::Answer(Answer::DeadEnd)),
        key => {
            let digit = key.parse::<u8>().ok().and_then(Digit::new)?;
            PlayerAction::Predict(PredictAction::Answer(Answer::Digit(digit)))
        }
    })
}

/// Calls `handle` with every key pressed on the page while it is up. Not a passive listener:
/// a shortcut's key must not also do what the browser does with it (Space scrolls the page).
#[hook]
fn use_keydown(handle: impl Fn(&KeyboardEvent) + 'static) {
    use_effect_with((), move |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let options = gloo_events::EventListenerOptions::enable_prevent_default();
        let listener = document.map(|d| {
            gloo_events::EventListener::new_with_options(&d, "keydown", options, move |e| {
                if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                    handle(e);
                }
            })
        });
        move || drop(listener)
    });
}

/// The same shortcut for the 16 x 16 search, which has no end to jump to and no speed keys.
fn square_shortcut(action: PlayerAction) -> Option<SquareAction> {
    Some(match action {
        PlayerAction::PlayPause => SquareAction::PlayPause,
        PlayerAction::Step { forward } => SquareAction::Step { forward },
        PlayerAction::ToStart => SquareAction::ToStart,
        _ => return None,
    })
}

/// Listens for the shortcuts while the page is up; each goes to `on_action`, or to
/// `on_square` while `square_shown` says a 16 x 16 search is shown instead of the player.
#[hook]
pub(crate) fn use_player_shortcuts(
    on_action: Callback<PlayerAction>,
    on_square: Callback<SquareAction>,
    square_shown: Rc<RefCell<bool>>,
) {
    use_keydown(move |e| {
        let Some(action) = shortcut(e) else {
            return;
        };
        if !*square_shown.borrow() {
            e.prevent_default();
            on_action.emit(action);
        } else if let Some(action) = square_shortcut(action) {
            e.prevent_default();
            on_square.emit(action);
        }
    });
}

/// Escape leaves the study view, wherever the focus is (in a menu it also closes the menu,
/// as the browser does).
#[hook]
pub(crate) fn use_study_shortcut(on_study: Callback<bool>) {
    use_keydown(move |e| {
        if e.key() == "Escape" {
            on_study.emit(false);
        }
    });
}

/// Ctrl+Z (⌘Z on a Mac) undoes the last edit of the board, anywhere on the page but in a
/// text field, which has the browser's own undo.
#[hook]
pub(crate) fn use_undo_shortcut(on_undo: Callback<()>) {
    use_keydown(move |e| {
        let undo = (e.ctrl_key() || e.meta_key())
            && !e.shift_key()
            && !e.alt_key()
            // By the key's place too: with a Korean input method or a non-Latin layout the
            // key is not `z`.
            && (e.key().eq_ignore_ascii_case("z") || e.code() == "KeyZ");
        let in_text_field = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA"));
        if undo && !in_text_field {
            e.prevent_default();
            on_undo.emit(());
        }
    });
}
