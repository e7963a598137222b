//! The app's hooks: each connects one thing outside the state (the worker, animation frames,
//! the keyboard, the clipboard, storage, the screen's size) to the state's actions or the views.

mod frames;
mod link;
mod locale;
mod media;
mod paste;
mod player;
mod race;
mod shortcuts;
mod square;
mod stages;
mod storage;
mod update;
mod worker;

pub(crate) use link::{first_state, use_copy_link, use_link_in_address, LinkCopy};
pub(crate) use locale::use_locale;
pub(crate) use media::use_media;
pub(crate) use paste::use_large_paste;
pub(crate) use player::{use_player_actions, use_player_frames};
pub(crate) use race::use_race_frames;
pub(crate) use shortcuts::{use_player_shortcuts, use_study_shortcut, use_undo_shortcut};
pub(crate) use square::use_square_frames;
pub(crate) use stages::{use_stages, Stage};
use storage::hash_drops;
pub(crate) use storage::{keep_typed, saved_state, use_saved_input, Keeping};
pub(crate) use update::use_update_ready;
pub(crate) use worker::{send_first, use_worker};
