//! A far seek of a classic search, explored by every worker at once.
//!
//! The rest of the search is cut into parts ([`crate::player::parts`]), shared out among the
//! workers at once, in turn (part `i` to worker `i` mod the number of workers): asking for
//! more as parts are done would need the page's thread, which at a link's opening is busy
//! drawing the page. The pieces come back in any order and are spliced onto the page's player
//! in the search's order, so the page's thread only reads bytes and waits, and the step asked
//! for shows once the parts before it are in. Then the workers are stopped.

use crate::player::parts::{interval_for, split};
use crate::player::Player;
use crate::ui::protocol::{PartOf, Request};
use std::collections::BTreeMap;

/// Parts the rest of a search is cut into: many more than there are workers, so that each
/// takes a few milliseconds and the workers finish together.
const PARTS: usize = 256;
/// How long the page waits for news of a jump (its first piece, or the next) before seeking
/// itself: a worker that failed to start or stopped must not leave the seek waiting.
pub(crate) const PATIENCE_MS: f64 = 1500.0;
/// While the pieces come in, the page shows how far they got at most this often: drawing the
/// page for each of hundreds of pieces would take its thread from splicing them.
const PROGRESS_SHOWN_MS: f64 = 100.0;

/// A jump under way: how many parts each worker still has, and the pieces not spliced yet.
#[derive(Debug)]
pub(crate) struct Jump {
    /// The step it explores to.
    pub to: u64,
    /// Parts each worker was asked for and has not finished.
    asked: Vec<usize>,
    /// Pieces heard and not spliced yet, by part and piece: the bytes, and whether the piece
    /// ends its part.
    heard: BTreeMap<(u32, u32), (Vec<u8>, bool)>,
    /// The piece to splice next.
    splice_at: (u32, u32),
    /// When the page last heard of it, or first waited for it (ms).
    news: Option<f64>,
    /// When the page last showed how far it got (ms).
    shown: f64,
}

/// What hearing a piece did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Heard {
    /// Spliced, or kept for later; nothing to show yet.
    Quietly,
    /// The page should show how far the exploration got.
    Progress,
    /// The target is explored, or the search's end: the jump has done its work.
    Done,
}

/// A piece of a part, as a worker hands it over ([`crate::ui::protocol::Response::Part`]).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Piece {
    pub index: u32,
    pub piece: u32,
    pub bytes: Vec<u8>,
    /// It ends its part.
    pub last: bool,
}

/// A piece could not be spliced: the page gives the jump up and seeks on its own.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct GivenUp;

impl Jump {
    /// A jump of run `run` to step `to` of `player`'s classic search, with the requests that
    /// share its parts out among `workers` workers; `None` for other searches or no workers.
    pub fn plan(
        run: u64,
        player: &Player,
        to: u64,
        workers: usize,
    ) -> Option<(Jump, Vec<(usize, Request)>)> {
        if workers == 0 {
            return None;
        }
        let parts = split(player, PARTS)?;
        let givens = player.search().givens().to_line('.');
        let interval = interval_for(to).max(player.interval());
        let mut asked = vec![0; workers];
        let requests = parts
            .iter()
            .enumerate()
            .map(|(index, part)| {
                let worker = index % workers;
                asked[worker] += 1;
                let request = Request::ExplorePart {
                    run,
                    index: index as u32,
                    givens: givens.clone(),
                    part: PartOf::from(part),
                    interval,
                };
                (worker, request)
            })
            .collect();
        let jump = Jump {
            to,
            asked,
            heard: BTreeMap::new(),
            splice_at: (0, 0),
            news: None,
            shown: f64::NEG_INFINITY,
        };
        Some((jump, requests))
    }

    /// A frame at `now` waits for this jump: the first one starts the patience.
    pub fn waits(&mut self, now: f64) -> bool {
        now - *self.news.get_or_insert(now) < PATIENCE_MS
    }

    /// Whether it still waits for news at `now` (without starting the patience).
    pub fn waiting(&self, now: f64) -> bool {
        self.news.is_none_or(|news| now - news < PATIENCE_MS)
    }

    /// Whether every part asked for is in: nothing more will come.
    pub fn all_in(&self) -> bool {
        self.asked.iter().all(|&n| n == 0)
    }

    /// A piece from `worker` at `now`: splices what it can onto `player`.
    pub fn hear(
        &mut self,
        worker: usize,
        piece: Piece,
        player: &mut Player,
        now: f64,
    ) -> Result<Heard, GivenUp> {
        let Piece {
            index,
            piece,
            bytes,
            last,
        } = piece;
        self.news = Some(now);
        if last {
            if let Some(asked) = self.asked.get_mut(worker) {
                *asked = asked.saturating_sub(1);
            }
        }
        self.heard.insert((index, piece), (bytes, last));
        while let Some((bytes, last)) = self.heard.remove(&self.splice_at) {
            if player.end().is_some() {
                // An earlier part ended the search: the rest is past its end.
                break;
            }
            let spliced = Player::from_bytes(player.search().givens(), &bytes)
                .is_some_and(|piece| player.splice(&piece));
            if !spliced {
                return Err(GivenUp);
            }
            let (index, piece) = self.splice_at;
            self.splice_at = if last {
                (index + 1, 0)
            } else {
                (index, piece + 1)
            };
        }
        if player.explored() >= self.to || player.end().is_some() || self.all_in() {
            return Ok(Heard::Done);
        }
        if now - self.shown >= PROGRESS_SHOWN_MS {
            self.shown = now;
            return Ok(Heard::Progress);
        }
        Ok(Heard::Quietly)
    }
}
